/**
 * OffsetCommit (api key 8), classic and KIP-848 consumer groups.
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
import { authorizeGroupRead } from '../acl/authorization-checks.js';
import { commitEntries, commitResponseTopics, commitResultCodes } from './commit-offsets.js';

/**
 * The OffsetCommit handler.
 * @internal
 */
export const offsetCommitHandler = defineHandler('OffsetCommit', { min: 2, max: 10 }, {
  authorize: authorizeGroupRead,
  handle(request, { cluster, brokerId, version, authorization }) {
    if (request.groupId === '') return response(request, version, () => ErrorCode.INVALID_GROUP_ID);
    const { entries, refused } = commitEntries(cluster, authorization, request.topics, { byTopicId: version >= 10, leaderEpochs: true });
    const codes = cluster.offsetCommit({
      groupId: request.groupId,
      generationId: request.generationIdOrMemberEpoch,
      memberId: request.memberId,
      groupInstanceId: request.groupInstanceId,
      offsets: entries,
      brokerId,
      version,
    });
    return response(request, version, commitResultCodes(request.topics, refused, codes));
  },
  errorResponse(request, errorCode, { version }) {
    return response(request, version, () => errorCode);
  },
});

function response(request: OffsetCommitRequest, version: number, codeOf: (topic: number, partition: number) => number): OffsetCommitResponse {
  return createOffsetCommitResponse({ topics: commitResponseTopics(request.topics, version <= 9, codeOf, createOffsetCommitResponseOffsetCommitResponseTopic, createOffsetCommitResponseOffsetCommitResponsePartition) });
}
