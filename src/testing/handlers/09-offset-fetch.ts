/**
 * OffsetFetch (api key 9).
 *
 * Behaviour: `InMemoryCluster.offsetFetch` checks the group coordinator placement, then returns the
 * committed offsets of the requested partitions (or of every committed partition for a null topic list);
 * offsets of an open transaction (TxnOffsetCommit) stay invisible until its commit marker. With
 * `requireStable` (v7+, KIP-447) a partition with pending transactional offsets answers
 * UNSTABLE_OFFSET_COMMIT.
 *
 * Version notes: v1 has no top-level error code (the error goes to every partition); v2+ has one and a null
 * topic list; v8+ batches groups; v10 addresses topics by id.
 *
 * Simplifications: v9+ member id / member epoch (KIP-848) are not checked.
 *
 * Authorization (KafkaApis.handleOffsetFetchRequest): DESCRIBE on the group, else GROUP_AUTHORIZATION_FAILED (per
 * group from v8); offsets of topics the principal may not DESCRIBE are refused with TOPIC_AUTHORIZATION_FAILED when
 * asked for by name and left out of an all-topics answer.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createOffsetFetchResponse,
  createOffsetFetchResponseOffsetFetchResponseGroup,
  createOffsetFetchResponseOffsetFetchResponsePartition,
  createOffsetFetchResponseOffsetFetchResponsePartitions,
  createOffsetFetchResponseOffsetFetchResponseTopic,
  createOffsetFetchResponseOffsetFetchResponseTopics,
  type OffsetFetchResponseOffsetFetchResponseTopics,
} from '../../protocol/messages/offset-fetch.generated.js';
import { ZERO_UUID } from '../../protocol/primitives/uuid.js';
import { defineHandler } from '../broker/api-handler.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import type { FetchedOffset } from '../group-coordinator.js';
import { topicIdOf } from './topic-lookup.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import type { RequestAuthorization } from '../acl/request-authorization.js';

/**
 * The OffsetFetch handler.
 * @internal
 */
export const offsetFetchHandler = defineHandler('OffsetFetch', { min: 1, max: 10 }, {
  handle(request, { cluster, brokerId, version, authorization }) {
    if (version >= 8) {
      return createOffsetFetchResponse({
        groups: request.groups.map((group) => {
          const wanted =
            group.topics === null
              ? null
              : group.topics.flatMap((topic) => {
                  const name = version >= 10 ? cluster.state.topicById(topic.topicId)?.name : topic.name;
                  return name === undefined ? [] : topic.partitionIndexes.map((partition) => ({ topic: name, partition }));
                });
          const result = fetchGroup(cluster, group.groupId, wanted, request.requireStable, brokerId, authorization);
          return createOffsetFetchResponseOffsetFetchResponseGroup({ groupId: group.groupId, errorCode: result.errorCode, topics: groupedTopics(cluster, result.partitions, version) });
        }),
      });
    }
    const wanted = request.topics === null ? null : request.topics.flatMap((topic) => topic.partitionIndexes.map((partition) => ({ topic: topic.name, partition })));
    const result = fetchGroup(cluster, request.groupId, wanted, version >= 7 && request.requireStable, brokerId, authorization);
    const partitions = result.errorCode === ErrorCode.NONE ? result.partitions : (wanted ?? []).map((each) => emptyOffset(each, result.errorCode));
    const byTopic = new Map<string, FetchedOffset[]>();
    for (const partition of partitions) byTopic.set(partition.topic, [...(byTopic.get(partition.topic) ?? []), partition]);
    return createOffsetFetchResponse({
      errorCode: version >= 2 ? result.errorCode : 0,
      topics: [...byTopic].map(([name, list]) =>
        createOffsetFetchResponseOffsetFetchResponseTopic({
          name,
          partitions: list.map((each) =>
            createOffsetFetchResponseOffsetFetchResponsePartition({
              partitionIndex: each.partition,
              committedOffset: each.committedOffset,
              committedLeaderEpoch: version >= 5 ? each.committedLeaderEpoch : -1,
              metadata: each.metadata,
              errorCode: each.errorCode,
            }),
          ),
        }),
      ),
    });
  },
  errorResponse(request, errorCode, { version }) {
    if (version >= 8) {
      return createOffsetFetchResponse({ groups: request.groups.map((group) => createOffsetFetchResponseOffsetFetchResponseGroup({ groupId: group.groupId, errorCode })) });
    }
    return createOffsetFetchResponse({
      errorCode: version >= 2 ? errorCode : 0,
      topics: (request.topics ?? []).map((topic) =>
        createOffsetFetchResponseOffsetFetchResponseTopic({
          name: topic.name,
          partitions: topic.partitionIndexes.map((partitionIndex) => createOffsetFetchResponseOffsetFetchResponsePartition({ partitionIndex, committedOffset: -1n, metadata: '', errorCode })),
        }),
      ),
    });
  },
});

function fetchGroup(
  cluster: InMemoryCluster,
  groupId: string,
  partitions: readonly TopicPartition[] | null,
  requireStable: boolean,
  brokerId: number,
  authorization: RequestAuthorization,
): { readonly errorCode: number; readonly partitions: readonly FetchedOffset[] } {
  if (!authorization.allows(AclOperation.DESCRIBE, ResourceType.GROUP, groupId)) return { errorCode: ErrorCode.GROUP_AUTHORIZATION_FAILED, partitions: [] };
  if (groupId === '') return { errorCode: ErrorCode.INVALID_GROUP_ID, partitions: [] };
  const describable = (partition: TopicPartition): boolean => authorization.allows(AclOperation.DESCRIBE, ResourceType.TOPIC, partition.topic);
  // Offsets of topics the principal may not describe: left out of an all-topics answer, refused when asked for.
  const asked = partitions?.filter(describable) ?? null;
  const result = cluster.offsetFetch({ groupId, partitions: asked, requireStable, brokerId });
  if (result.errorCode !== ErrorCode.NONE) return result;
  const refused = (partitions ?? []).filter((partition) => !describable(partition)).map((partition) => emptyOffset(partition, ErrorCode.TOPIC_AUTHORIZATION_FAILED));
  return { errorCode: ErrorCode.NONE, partitions: [...result.partitions.filter(describable), ...refused] };
}

function emptyOffset(partition: TopicPartition, errorCode: number): FetchedOffset {
  return { ...partition, committedOffset: -1n, committedLeaderEpoch: -1, metadata: '', errorCode };
}

function groupedTopics(cluster: InMemoryCluster, partitions: readonly FetchedOffset[], version: number): OffsetFetchResponseOffsetFetchResponseTopics[] {
  const byTopic = new Map<string, FetchedOffset[]>();
  for (const partition of partitions) byTopic.set(partition.topic, [...(byTopic.get(partition.topic) ?? []), partition]);
  return [...byTopic].map(([name, list]) =>
    createOffsetFetchResponseOffsetFetchResponseTopics({
      name: version <= 9 ? name : '',
      topicId: version >= 10 ? topicIdOf(cluster, name, ZERO_UUID) : ZERO_UUID,
      partitions: list.map((each) =>
        createOffsetFetchResponseOffsetFetchResponsePartitions({
          partitionIndex: each.partition,
          committedOffset: each.committedOffset,
          committedLeaderEpoch: each.committedLeaderEpoch,
          metadata: each.metadata,
          errorCode: each.errorCode,
        }),
      ),
    }),
  );
}
