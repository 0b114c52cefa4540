/**
 * OffsetCommit (api key 8), versions 2-10, classic and KIP-848 consumer groups.
 *
 * Behaviour: `InMemoryCluster.offsetCommit` checks the group coordinator placement (NOT_COORDINATOR), then
 * the member and generation as Kafka's `GroupCoordinator.handleCommitOffsets` does (a commit outside any
 * generation is accepted for an empty group), and stores the offsets; every partition gets the same code.
 *
 * Version notes: v7+ group instance id (static membership fencing); v10 addresses topics by id.
 *
 * In a group with KIP-848 members the member must name its current member epoch (STALE_MEMBER_EPOCH), and
 * versions below 9 are refused (UNSUPPORTED_VERSION), as Kafka's `ConsumerGroup.validateOffsetCommit` does.
 *
 * Simplifications: `retentionTimeMs` (v2-4) is ignored, offsets never expire; metadata size is not limited.
 *
 * Authorization (KafkaApis.handleOffsetCommitRequest): READ on the group, else GROUP_AUTHORIZATION_FAILED (the whole
 * request); READ on each topic, else TOPIC_AUTHORIZATION_FAILED for its partitions.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createOffsetCommitResponse,
  createOffsetCommitResponseOffsetCommitResponsePartition,
  createOffsetCommitResponseOffsetCommitResponseTopic,
  type OffsetCommitRequest,
  type OffsetCommitResponse,
} from '../../protocol/messages/offset-commit.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { readOnGroup } from '../acl/authorization-checks.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import type { OffsetCommitEntry } from '../group-coordinator.js';
import { resolveTopicName } from './topic-lookup.js';

/**
 * The OffsetCommit handler.
 * @internal
 */
export const offsetCommitHandler = defineHandler({
  api: 'OffsetCommit',
  minVersion: 2,
  maxVersion: 10,
  authorize(request, { authorization }) {
    return readOnGroup(authorization, request.groupId);
  },
  handle(request, { cluster, brokerId, version, authorization }) {
    if (request.groupId === '') return errorResponse(request, ErrorCode.INVALID_GROUP_ID, version);
    const entries: OffsetCommitEntry[] = [];
    // Per topic: the code of all its partitions (unknown, or not readable), or null when they are committed.
    const refused: (number | null)[] = [];
    for (const topic of request.topics) {
      const name = resolveTopicName(cluster, topic.name, topic.topicId, version >= 10);
      refused.push(name === undefined ? ErrorCode.UNKNOWN_TOPIC_ID : authorization.allows(AclOperation.READ, ResourceType.TOPIC, name) ? null : ErrorCode.TOPIC_AUTHORIZATION_FAILED);
      if (name === undefined || refused.at(-1) !== null) continue;
      for (const partition of topic.partitions) {
        entries.push({ topic: name, partition: partition.partitionIndex, offset: partition.committedOffset, leaderEpoch: partition.committedLeaderEpoch, metadata: partition.committedMetadata });
      }
    }
    const codes = cluster.offsetCommit({
      groupId: request.groupId,
      generationId: request.generationIdOrMemberEpoch,
      memberId: request.memberId,
      groupInstanceId: request.groupInstanceId,
      offsets: entries,
      brokerId,
      version,
    });
    let next = 0;
    return createOffsetCommitResponse({
      topics: request.topics.map((topic, index) =>
        createOffsetCommitResponseOffsetCommitResponseTopic({
          name: version <= 9 ? topic.name : '',
          topicId: topic.topicId,
          partitions: topic.partitions.map((partition) =>
            createOffsetCommitResponseOffsetCommitResponsePartition({
              partitionIndex: partition.partitionIndex,
              errorCode: refused[index] ?? codes[next++] ?? ErrorCode.UNKNOWN_SERVER_ERROR,
            }),
          ),
        }),
      ),
    });
  },
  errorResponse(request, errorCode, { version }) {
    return errorResponse(request, errorCode, version);
  },
});

function errorResponse(request: OffsetCommitRequest, errorCode: number, version: number): OffsetCommitResponse {
  return createOffsetCommitResponse({
    topics: request.topics.map((topic) =>
      createOffsetCommitResponseOffsetCommitResponseTopic({
        name: version <= 9 ? topic.name : '',
        topicId: topic.topicId,
        partitions: topic.partitions.map((partition) => createOffsetCommitResponseOffsetCommitResponsePartition({ partitionIndex: partition.partitionIndex, errorCode })),
      }),
    ),
  });
}
