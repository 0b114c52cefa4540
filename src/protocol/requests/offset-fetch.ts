/**
 * OffsetFetch (api key 9), once for every reader of committed offsets (the client's committed-offsets reader in
 * `src/cluster/`, the admin's `listGroupOffsets`): the request for one group in every version's shape (top-level
 * group up to v7, the `groups` array from v8, topics by id from v10; all partitions with a null topic list) and the
 * response flattened to one row per partition. `require_stable` (KIP-447) exists from v7: a request that needs it
 * cannot go lower. v10 names topics by id only, so a request naming a topic whose id is not known stays at v9.
 * Retrying, error classification and timeouts stay with each caller.
 *
 * Errors (OffsetFetchResponse.java): per group COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE,
 * NOT_COORDINATOR, GROUP_AUTHORIZATION_FAILED, GROUP_ID_NOT_FOUND, UNKNOWN_MEMBER_ID, STALE_MEMBER_EPOCH (v9+);
 * per partition UNKNOWN_TOPIC_OR_PARTITION, TOPIC_AUTHORIZATION_FAILED, UNSTABLE_OFFSET_COMMIT (v7+, with
 * require_stable, while a transaction holding offsets for the partition is open), UNKNOWN_TOPIC_ID (v10+).
 */
import type { ApiMessages } from '../messages/api-keys.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import { unsupported, type RequestModule } from './request-module.js';

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

/** One group's committed offsets to read. @internal */
export interface OffsetFetchFields {
  readonly groupId: string;
  /** Null: every partition the group has an offset for. */
  readonly partitions: readonly TopicPartition[] | null;
  readonly requireStable: boolean;
  /** Topic ids by name and names by id, for v10+ (which names topics by id only); a topic without one stays at v9. */
  readonly topicIds: ReadonlyMap<string, Uuid>;
  readonly topicNames: ReadonlyMap<Uuid, string>;
}

/** The answer for the group: its error code (`undefined` when a v8+ answer does not mention it) and one row per partition. @internal */
export interface OffsetFetchAnswer {
  readonly groupErrorCode: number | undefined;
  readonly rows: readonly OffsetFetchRow[];
}

/** The first version with `require_stable`. */
const REQUIRE_STABLE_FROM = 7;
/** The first version with the `groups` array. */
const GROUPS_FROM = 8;
/** The first version that names topics by id only. */
const TOPIC_IDS_FROM = 10;

function partitionsByTopic(partitions: readonly TopicPartition[]): Map<string, number[]> {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of partitions) {
    const indexes = byTopic.get(topic);
    if (indexes === undefined) byTopic.set(topic, [partition]);
    else indexes.push(partition);
  }
  return byTopic;
}

function request(fields: OffsetFetchFields, version: number): OffsetFetchRequest {
  const { groupId, requireStable } = fields;
  if (requireStable && version < REQUIRE_STABLE_FROM) throw unsupported('OffsetFetch', 'require_stable (Kafka 2.5+)', version);
  const byTopic = fields.partitions === null ? null : partitionsByTopic(fields.partitions);
  if (version < GROUPS_FROM) {
    return { groupId, topics: byTopic === null ? null : [...byTopic].map(([name, indexes]) => ({ name, partitionIndexes: indexes })), groups: [], requireStable };
  }
  const byId = version >= TOPIC_IDS_FROM;
  const topics = byTopic === null ? null : [...byTopic].map(([name, indexes]) => ({
    name: byId ? '' : name, topicId: byId ? (fields.topicIds.get(name) ?? ZERO_UUID) : ZERO_UUID, partitionIndexes: indexes,
  }));
  return { groupId: '', topics: [], requireStable, groups: [{ groupId, memberId: null, memberEpoch: -1, topics }] };
}

function read(response: OffsetFetchResponse, version: number, fields: OffsetFetchFields): OffsetFetchAnswer {
  const rows: OffsetFetchRow[] = [];
  const add = (topic: string, partitions: readonly PartitionAnswer[]): void => {
    for (const p of partitions) {
      rows.push({ topic, partition: p.partitionIndex, offset: p.committedOffset, leaderEpoch: p.committedLeaderEpoch, metadata: p.metadata, errorCode: p.errorCode });
    }
  };
  if (version < GROUPS_FROM) {
    for (const topic of response.topics) add(topic.name, topic.partitions);
    return { groupErrorCode: response.errorCode, rows };
  }
  const group = response.groups.find((each) => each.groupId === fields.groupId);
  for (const topic of group?.topics ?? []) add(version >= TOPIC_IDS_FROM ? (fields.topicNames.get(topic.topicId) ?? '') : topic.name, topic.partitions);
  return { groupErrorCode: group?.errorCode, rows };
}

/** v9 when a named topic has no known id (v10 could not name it). */
function maxVersion(fields: OffsetFetchFields): number | undefined {
  const unknownId = fields.partitions?.some(({ topic }) => (fields.topicIds.get(topic) ?? ZERO_UUID) === ZERO_UUID) ?? false;
  return unknownId ? TOPIC_IDS_FROM - 1 : undefined;
}

/** The OffsetFetch wire module. @internal */
export const offsetFetch: RequestModule<'OffsetFetch', OffsetFetchFields, OffsetFetchAnswer> = { api: 'OffsetFetch', request, read, maxVersion };
