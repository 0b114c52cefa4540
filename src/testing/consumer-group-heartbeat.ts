/**
 * What a KIP-848 `consumer` group of the in-memory cluster takes and gives: one ConsumerGroupHeartbeat's content and
 * answer (topic ids already resolved to names), and a member as ConsumerGroupDescribe and tests see it.
 */
import type { TopicPartition } from '../common/topic-partition.js';

/** Kafka's member states. @public */
export type ConsumerGroupMemberState = 'STABLE' | 'UNREVOKED_PARTITIONS' | 'UNRELEASED_PARTITIONS';

/**
 * A ConsumerGroupHeartbeat request's content (topic ids already resolved to names).
 * @public
 */
export interface ConsumerGroupHeartbeatInput {
  readonly memberId: string;
  readonly memberEpoch: number;
  readonly instanceId: string | null;
  readonly rebalanceTimeoutMs: number;
  readonly subscribedTopicNames: readonly string[] | null;
  /** The member's regex (v1+); null or absent when unchanged or not used. */
  readonly subscribedTopicRegex?: string | null;
  readonly serverAssignor: string | null;
  readonly ownedPartitions: readonly TopicPartition[] | null;
  readonly version: number;
}

/**
 * A ConsumerGroupHeartbeat answer.
 * @public
 */
export interface ConsumerGroupHeartbeatResult {
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly memberId: string;
  readonly memberEpoch: number;
  readonly heartbeatIntervalMs: number;
  /** The member's partitions usable now; null when unchanged (and the request was not a full one). */
  readonly assignment: readonly TopicPartition[] | null;
}

/**
 * One member, as ConsumerGroupDescribe and tests see it.
 * @public
 */
export interface ConsumerGroupMemberView {
  readonly memberId: string;
  readonly instanceId: string | null;
  readonly memberEpoch: number;
  readonly state: ConsumerGroupMemberState;
  readonly assigned: readonly TopicPartition[];
  readonly pendingRevocation: readonly TopicPartition[];
  readonly subscribedTopics: readonly string[];
}
