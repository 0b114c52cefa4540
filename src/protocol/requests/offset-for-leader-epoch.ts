/**
 * OffsetForLeaderEpoch (api key 23) as the consumer asks it (KIP-320), to one partition leader: for each partition,
 * the end offset of the leader epoch of the consumer's position (the first offset of the next higher epoch in the
 * leader's log, or its log end offset for the current epoch), fenced by the leader epoch the consumer knows
 * (`currentLeaderEpoch`). An end offset below the consumer's position means the log was truncated under it.
 *
 * Versions: the client speaks 2+ (`currentLeaderEpoch`, KIP-320); v3 adds the replica id (-1 for a consumer).
 *
 * Errors per partition (OffsetsForLeaderEpochResponse.java): FENCED_LEADER_EPOCH (the consumer's metadata is older
 * than the leader's), UNKNOWN_LEADER_EPOCH (the broker's is older), NOT_LEADER_OR_FOLLOWER,
 * UNKNOWN_TOPIC_OR_PARTITION, TOPIC_AUTHORIZATION_FAILED, KAFKA_STORAGE_ERROR, UNKNOWN_SERVER_ERROR.
 */
import {
  createOffsetForLeaderEpochRequest, type OffsetForLeaderEpochRequest, type OffsetForLeaderEpochResponse,
} from '../messages/offset-for-leader-epoch.generated.js';
import type { RequestModule } from './request-module.js';

/** One partition to validate: the epoch of the position and the leader epoch the client knows. @internal */
export interface EpochToValidate {
  readonly topic: string;
  readonly partition: number;
  /** The leader epoch of the last record consumed (the position's epoch). */
  readonly leaderEpoch: number;
  /** The partition's leader epoch in the client's metadata, or -1 to skip fencing. */
  readonly currentLeaderEpoch: number;
}

/** Partitions to look up at one leader. @internal */
export interface OffsetForLeaderEpochFields {
  readonly partitions: readonly EpochToValidate[];
}

/** The end offset of an epoch, as the leader answered it. @internal */
export interface EpochEndOffset {
  readonly topic: string;
  readonly partition: number;
  readonly errorCode: number;
  /** The largest epoch at or below the requested one in the leader's log; -1 when the leader knows none. */
  readonly leaderEpoch: number;
  /** The first offset after that epoch; -1 when undefined. */
  readonly endOffset: bigint;
}

function request(fields: OffsetForLeaderEpochFields): OffsetForLeaderEpochRequest {
  const byTopic = new Map<string, { partition: number; currentLeaderEpoch: number; leaderEpoch: number }[]>();
  for (const { topic, partition, leaderEpoch, currentLeaderEpoch } of fields.partitions) {
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), { partition, currentLeaderEpoch, leaderEpoch }]);
  }
  return createOffsetForLeaderEpochRequest({
    replicaId: -1,
    topics: [...byTopic].map(([topic, partitions]) => ({ topic, partitions })),
  });
}

function read(response: OffsetForLeaderEpochResponse): readonly EpochEndOffset[] {
  return response.topics.flatMap((topic) => topic.partitions.map((each) => ({
    topic: topic.topic, partition: each.partition, errorCode: each.errorCode, leaderEpoch: each.leaderEpoch, endOffset: each.endOffset,
  })));
}

/** The OffsetForLeaderEpoch wire module. @internal */
export const offsetForLeaderEpoch: RequestModule<'OffsetForLeaderEpoch', OffsetForLeaderEpochFields, readonly EpochEndOffset[]> = {
  api: 'OffsetForLeaderEpoch', request, read,
};
