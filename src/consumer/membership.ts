/**
 * What the consumer needs from group membership, whichever group protocol runs it: the classic one
 * ({@link GroupMembership}) or KIP-848's ({@link ConsumerGroupMembership}). Both call the same hooks, awaited,
 * so the transactional session's abort-on-revocation works the same with either.
 */
import type { ConsumerGroupMetadata, TopicPartition } from '../common/topic-partition.js';

/**
 * What membership does to the consumer's partitions; each call is awaited before membership goes on.
 * @internal
 */
export interface MembershipHooks {
  revoked(partitions: readonly TopicPartition[]): Promise<void>;
  lost(partitions: readonly TopicPartition[]): Promise<void>;
  assigned(partitions: readonly TopicPartition[]): Promise<void>;
  /** A fatal error; membership has stopped. */
  fatal(error: Error): void;
}

/**
 * Membership of one group by one consumer.
 * @internal
 */
export interface Membership {
  /** Starts joining the group in the background. */
  start(): void;
  /** The KIP-447 group metadata: generation (classic) or member epoch (consumer protocol), and member id. */
  groupMetadata(): ConsumerGroupMetadata;
  /** `poll` was called: resets the `maxPollIntervalMs` clock and rejoins after a poll timeout. */
  polled(): void;
  /** An offset commit met REBALANCE_IN_PROGRESS: rejoin without waiting for the next heartbeat to learn it. */
  rejoin(): void;
  /**
   * An offset commit (`api`: a transaction's TxnOffsetCommit, or `commit()`'s OffsetCommit) made as `sent` was
   * refused with UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION or FENCED_INSTANCE_ID: unless the membership moved on since
   * `sent`, act on it now as on the same answer to a heartbeat (the partitions are lost, the member rejoins),
   * instead of waiting for the next heartbeat to say it (Java's `resetGenerationOnResponseError`).
   */
  refused(sent: ConsumerGroupMetadata, errorCode: number, api?: 'TxnOffsetCommit' | 'OffsetCommit'): Promise<void>;
  /** Revokes what is owned (callbacks awaited) and leaves the group, bounded by `deadline`. */
  close(deadline: number): Promise<void>;
}
