/**
 * ListOffsets (api key 2) as the admin client and the consumer ask it, to one partition leader: the earliest (-2) or latest (-1)
 * offset, the offset of the first record at or after a timestamp, or of the largest timestamp (-3, v7+); with
 * `read_committed` isolation (v2+) "latest" is the last stable offset (LSO), the first offset of the oldest open
 * transaction.
 *
 * Errors per partition (ListOffsetsResponse.java): UNKNOWN_TOPIC_OR_PARTITION, NOT_LEADER_OR_FOLLOWER,
 * REPLICA_NOT_AVAILABLE, LEADER_NOT_AVAILABLE, FENCED_LEADER_EPOCH, UNKNOWN_LEADER_EPOCH, OFFSET_NOT_AVAILABLE (v5+),
 * KAFKA_STORAGE_ERROR, TOPIC_AUTHORIZATION_FAILED, UNSUPPORTED_FOR_MESSAGE_FORMAT, INVALID_REQUEST,
 * UNKNOWN_SERVER_ERROR.
 */
import { createListOffsetsRequest, type ListOffsetsRequest, type ListOffsetsResponse } from '../messages/list-offsets.generated.js';
import { unsupported, type RequestModule } from './request-module.js';

/** The special timestamps ListOffsets understands. @internal */
export const OffsetSpecTimestamp = { LATEST: -1n, EARLIEST: -2n, MAX_TIMESTAMP: -3n } as const;

/** Partitions to look up, all at one isolation level. @internal */
export interface ListOffsetsFields {
  readonly readCommitted: boolean;
  readonly partitions: readonly { readonly topic: string; readonly partition: number; readonly timestamp: bigint }[];
  /** Bound the leader may spend on remote (tiered) lookups, v10+; ignored below. */
  readonly timeoutMs: number;
}

/** One partition's offset. @internal */
export interface ListedOffset {
  readonly topic: string;
  readonly partition: number;
  readonly errorCode: number;
  /** -1 when there is none (an empty log for a timestamp lookup). */
  readonly offset: bigint;
  readonly timestamp: bigint;
  /** -1 when the broker did not say (below v4). */
  readonly leaderEpoch: number;
}

function request(fields: ListOffsetsFields, version: number): ListOffsetsRequest {
  if (fields.readCommitted && version < 2) throw unsupported('ListOffsets', 'read_committed isolation', version);
  if (fields.partitions.some((each) => each.timestamp === OffsetSpecTimestamp.MAX_TIMESTAMP) && version < 7) throw unsupported('ListOffsets', 'max timestamp lookup', version);
  const byTopic = new Map<string, { partitionIndex: number; currentLeaderEpoch: number; timestamp: bigint }[]>();
  for (const { topic, partition, timestamp } of fields.partitions) {
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), { partitionIndex: partition, currentLeaderEpoch: -1, timestamp }]);
  }
  return createListOffsetsRequest({
    replicaId: -1,
    isolationLevel: fields.readCommitted ? 1 : 0,
    timeoutMs: fields.timeoutMs,
    topics: [...byTopic].map(([name, partitions]) => ({ name, partitions })),
  });
}

function read(response: ListOffsetsResponse): readonly ListedOffset[] {
  return response.topics.flatMap((topic) => topic.partitions.map((each) => ({
    topic: topic.name, partition: each.partitionIndex, errorCode: each.errorCode, offset: each.offset, timestamp: each.timestamp, leaderEpoch: each.leaderEpoch,
  })));
}

/** The ListOffsets wire module. @internal */
export const listOffsets: RequestModule<'ListOffsets', ListOffsetsFields, readonly ListedOffset[]> = { api: 'ListOffsets', request, read };
