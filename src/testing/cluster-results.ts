/**
 * What the in-memory cluster's per-partition and per-key calls answer: the fields of one entry of the matching
 * Kafka response, so a test can assert on a broker's answer without encoding a request.
 */
import type { FetchedOffset } from './group-coordinator.js';

/**
 * The answer of {@link InMemoryCluster.offsetForLeaderEpoch} for one partition.
 * @public
 */
export interface OffsetForLeaderEpochResult {
  /** `ErrorCode.NONE`, or FENCED_LEADER_EPOCH / UNKNOWN_LEADER_EPOCH / NOT_LEADER_OR_FOLLOWER and the like. */
  readonly errorCode: number;
  /** The largest epoch at or below the requested one that the log knows (-1 on error or when there is none). */
  readonly leaderEpoch: number;
  /** The offset where that epoch ends in the log: a consumer truncates its position to it (-1 on error). */
  readonly endOffset: bigint;
}

/**
 * The answer of {@link InMemoryCluster.listOffsets} for one partition.
 * @public
 */
export interface ListOffsetsResult {
  /** `ErrorCode.NONE`, or UNKNOWN_TOPIC_OR_PARTITION / NOT_LEADER_OR_FOLLOWER when the partition cannot answer here. */
  readonly errorCode: number;
  /** The offset found, or -1 when no record qualifies or on error. */
  readonly offset: bigint;
  /** The timestamp of the record at `offset` for a timestamp lookup; -1 for the earliest and latest lookups. */
  readonly timestamp: bigint;
  /** The partition's current leader epoch (-1 on error). */
  readonly leaderEpoch: number;
}

/**
 * The answer of {@link InMemoryCluster.findCoordinator} for one key.
 * @public
 */
export interface FindCoordinatorResult {
  /** `ErrorCode.NONE`, COORDINATOR_NOT_AVAILABLE while the coordinator's broker is down, INVALID_REQUEST for an empty key. */
  readonly errorCode: number;
  /** The coordinator's broker id (-1 on error). */
  readonly nodeId: number;
}

/**
 * The answer of {@link InMemoryCluster.offsetFetch} for one group.
 * @public
 */
export interface OffsetFetchResult {
  /** `ErrorCode.NONE`, or NOT_COORDINATOR when the request named a broker that does not coordinate the group. */
  readonly errorCode: number;
  /** The committed offsets asked for (every committed partition when the request asked for all); empty on error. */
  readonly partitions: readonly FetchedOffset[];
}
