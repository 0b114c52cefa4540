/**
 * OffsetFetch (api key 9) on the wire, once for every reader of committed offsets (the consumer's `OffsetLookup`,
 * the session's `fetchCommittedOffsets`, the admin's `listGroupOffsets`): the request for one group in every
 * version's shape (top-level group up to v7, the `groups` array from v8, topics by id from v10; all partitions
 * with a null topic list) and the response flattened to one row per partition. Retrying, error classification and
 * timeouts stay with each caller.
 *
 * Errors (OffsetFetchResponse.java): per group COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE,
 * NOT_COORDINATOR, GROUP_AUTHORIZATION_FAILED, GROUP_ID_NOT_FOUND, UNKNOWN_MEMBER_ID, STALE_MEMBER_EPOCH (v9+);
 * per partition UNKNOWN_TOPIC_OR_PARTITION, TOPIC_AUTHORIZATION_FAILED, UNSTABLE_OFFSET_COMMIT (v7+, with
 * require_stable, while a transaction holding offsets for the partition is open), UNKNOWN_TOPIC_ID (v10+).
 */
import type { ApiMessages } from '../messages/api-keys.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import type { RequestModule } from './request-module.js';

type OffsetFetchRequest = ApiMessages['OffsetFetch']['request'];
type OffsetFetchResponse = ApiMessages['OffsetFetch']['response'];
/** What both shapes of a partition's answer (top-level topics up to v7, a group's topics from v8) carry. */
interface PartitionAnswer {
  readonly partitionIndex: number;
  readonly committedOffset: bigint;
  readonly committedLeaderEpoch: number;
  readonly metadata: string | null;
  readonly errorCode: number;
}

/**
 * One partition of an OffsetFetch answer.
 * @internal
 */
export interface OffsetFetchRow {
  readonly topic: string;
  readonly partition: number;
  readonly offset: bigint;
  readonly leaderEpoch: number;
  readonly metadata: string | null;
  readonly errorCode: number;
}

/**
 * The partition indexes of `partitions` grouped by topic, in first-seen order.
 * @internal
 */
export function partitionsByTopic(partitions: readonly TopicPartition[]): Map<string, number[]> {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of partitions) {
    const indexes = byTopic.get(topic);
    if (indexes === undefined) byTopic.set(topic, [partition]);
    else indexes.push(partition);
  }
  return byTopic;
}

/**
 * The OffsetFetch request for `groupId` at `version` (`byTopic` null: every partition the group has offsets for);
 * `topicIdOf` names a topic's id (v10+ sends ids only).
 * @internal
 */
export function offsetFetchRequest(
  version: number, groupId: string, byTopic: ReadonlyMap<string, readonly number[]> | null, requireStable: boolean, topicIdOf: (topic: string) => Uuid,
): OffsetFetchRequest {
  if (version < 8) {
    return { groupId, topics: byTopic === null ? null : [...byTopic].map(([name, indexes]) => ({ name, partitionIndexes: [...indexes] })), groups: [], requireStable };
  }
  const topics = byTopic === null ? null : [...byTopic].map(([name, indexes]) => ({ name: version >= 10 ? '' : name, topicId: topicIdOf(name), partitionIndexes: [...indexes] }));
  return { groupId: '', topics: [], requireStable, groups: [{ groupId, memberId: null, memberEpoch: -1, topics }] };
}

/**
 * The answer for `groupId` as one row per partition, and the group-level error code (`undefined` when a v8+
 * answer does not mention the group). `topicNameOf` names a topic id (v10+ answers by id only).
 * @internal
 */
export function readOffsetFetchResponse(
  version: number, response: OffsetFetchResponse, groupId: string, topicNameOf: (topicId: Uuid) => string | undefined,
): { readonly groupErrorCode: number | undefined; readonly rows: OffsetFetchRow[] } {
  const rows: OffsetFetchRow[] = [];
  const add = (topic: string, partitions: readonly PartitionAnswer[]): void => {
    for (const p of partitions) {
      rows.push({ topic, partition: p.partitionIndex, offset: p.committedOffset, leaderEpoch: p.committedLeaderEpoch, metadata: p.metadata, errorCode: p.errorCode });
    }
  };
  if (version < 8) {
    for (const topic of response.topics) add(topic.name, topic.partitions);
    return { groupErrorCode: response.errorCode, rows };
  }
  const group = response.groups.find((each) => each.groupId === groupId);
  for (const topic of group?.topics ?? []) add(version >= 10 ? (topicNameOf(topic.topicId) ?? '') : topic.name, topic.partitions);
  return { groupErrorCode: group?.errorCode, rows };
}

/** One group's committed offsets to read. @internal */
export interface OffsetFetchFields {
  readonly groupId: string;
  /** Null: every partition the group has an offset for. */
  readonly partitions: readonly TopicPartition[] | null;
  readonly requireStable: boolean;
  /** Topic ids by name and names by id, for v10+ (which names topics by id only). */
  readonly topicIds: ReadonlyMap<string, Uuid>;
  readonly topicNames: ReadonlyMap<Uuid, string>;
}

/** The OffsetFetch wire module over {@link offsetFetchRequest} and {@link readOffsetFetchResponse}. @internal */
export const offsetFetch: RequestModule<'OffsetFetch', OffsetFetchFields, ReturnType<typeof readOffsetFetchResponse>> = {
  api: 'OffsetFetch',
  request: (fields, version) => offsetFetchRequest(version, fields.groupId, fields.partitions === null ? null : partitionsByTopic(fields.partitions), fields.requireStable, (topic) => fields.topicIds.get(topic) ?? ZERO_UUID),
  read: (response, version, fields) => readOffsetFetchResponse(version, response, fields.groupId, (topicId) => fields.topicNames.get(topicId)),
};
