/**
 * The contract between a consumer and the transactional session: what the session needs from
 * whatever feeds it records. kafka-eos's own group consumer implements it, and so does the KafkaJS adapter,
 * so the session's exactly-once rules (abort on revocation or loss, rewind after abort, group metadata with
 * every offset commit) are written once. Types only.
 */
import type { RecordHeader } from '../common/record.js';
import type { ConsumerGroupMetadata, TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';

/**
 * One record as a read_committed consumer hands it over (control records and aborted records never appear).
 * @public
 */
export interface ConsumedRecord {
  /** The topic the record was read from. */
  readonly topic: string;
  /** The partition the record was read from. */
  readonly partition: number;
  /** The record's offset in its partition. */
  readonly offset: bigint;
  /** Epoch milliseconds (CreateTime or LogAppendTime, as the topic is configured). */
  readonly timestamp: number;
  /** The record key, or null: a view into the fetched bytes, not a copy. */
  readonly key: Uint8Array | null;
  /** The record value, or null for a tombstone: a view into the fetched bytes, not a copy. */
  readonly value: Uint8Array | null;
  /** The record headers, in the order they were written. */
  readonly headers: readonly RecordHeader[];
  /** The partition leader epoch of the batch the record came from; -1 when unknown. */
  readonly leaderEpoch: number;
}

/**
 * The records one poll returned, and for each partition they came from the next offset to consume after them
 * (what a transaction commits once they are processed).
 * @public
 */
export interface ConsumedBatch {
  /** The records, in offset order within each partition; may be empty (a poll that timed out). */
  readonly records: readonly ConsumedRecord[];
  /**
   * For each partition the records came from: the offset after its last record (past any control marker that
   * follows), which is what to commit once they are processed.
   */
  readonly nextOffsets: readonly TopicPartitionOffset[];
}

/**
 * Options of {@link TransactionalSource.poll}.
 * @public
 */
export interface PollOptions {
  /** Resolve with an empty batch when nothing arrives for this long (milliseconds). */
  readonly timeoutMs?: number;
  /** Upper bound on `records.length`. */
  readonly maxRecords?: number;
  /** Rejects the poll with an `OperationAbortedError` when aborted. */
  readonly signal?: AbortSignal;
}

/**
 * Group assignment changes, called in order and awaited by the source before it proceeds (a revocation
 * callback runs before the partitions are given up, so an open transaction can be aborted first).
 * @public
 */
export interface AssignmentListener {
  /** Partitions are about to be given up in an orderly rebalance. */
  onPartitionsRevoked?(partitions: readonly TopicPartition[]): void | Promise<void>;
  /** Partitions were lost without an orderly handover (session timeout, fenced generation, unknown member). */
  onPartitionsLost?(partitions: readonly TopicPartition[]): void | Promise<void>;
  /** Partitions were assigned; fetching starts from their committed offsets (read with require_stable). */
  onPartitionsAssigned?(partitions: readonly TopicPartition[]): void | Promise<void>;
}

/**
 * What the transactional session needs from a consumer in a group.
 * @public
 */
export interface TransactionalSource {
  /** The group metadata to send with `sendOffsetsToTransaction` (KIP-447): current generation and member. */
  groupMetadata(): ConsumerGroupMetadata;
  /** The partitions currently assigned to this member. */
  assignment(): readonly TopicPartition[];
  /** The next records (read_committed), at most `maxRecords`; an empty batch after `timeoutMs`. */
  poll(options?: PollOptions): Promise<ConsumedBatch>;
  /** Positions each partition's fetch at `offset`, discarding records buffered for it. */
  seek(offsets: readonly TopicPartitionOffset[]): void;
  /**
   * The group's committed offsets for `partitions`, read with require_stable (waiting out
   * UNSTABLE_OFFSET_COMMIT while a transaction that commits offsets for them is pending). A partition without a
   * committed offset is absent from the result. `timeoutMs` bounds the read (the session passes its
   * `committedTimeoutMs`): reject once it passes, as `Consumer.committed` does; the session also stops waiting then,
   * aborting `signal`.
   */
  committed(partitions: readonly TopicPartition[], options?: { readonly signal?: AbortSignal; readonly timeoutMs?: number }): Promise<readonly TopicPartitionOffset[]>;
  /** Registers a listener; returns the function that removes it. */
  addAssignmentListener(listener: AssignmentListener): () => void;
  /**
   * Optional. The group coordinator refused offsets sent in a transaction with `metadata` (what
   * {@link TransactionalSource.groupMetadata} returned) because that membership is over: UNKNOWN_MEMBER_ID,
   * ILLEGAL_GENERATION or FENCED_INSTANCE_ID (`errorCode`). Unless the membership moved on since, the source acts on
   * it at once as on the same answer to its own heartbeat: the partitions are lost (listeners called, awaited) and
   * it rejoins; a fenced static member stops. The session calls it after aborting, before it rewinds. A source
   * without it learns from its next heartbeat, and the session re-reads batches it cannot commit meanwhile.
   */
  membershipRefused?(metadata: ConsumerGroupMetadata, errorCode: number): Promise<void>;
}
