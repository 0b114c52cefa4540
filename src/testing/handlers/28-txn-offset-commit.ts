/**
 * TxnOffsetCommit (api key 28).
 *
 * Behaviour: the group coordinator (placement checked: NOT_COORDINATOR) asks the transaction coordinator to
 * verify the producer and that the group is in the transaction (TV1: AddOffsetsToTxn first, else
 * INVALID_TXN_STATE; TV2 from v5: added implicitly, KIP-890), applies the KIP-447 member/generation checks,
 * then holds the offsets pending until the transaction's marker commits them (or drops them on abort).
 *
 * Version notes: v2+ committed leader epoch; v3+ generation, member id and group instance id (KIP-447);
 * v3+ flexible; v5 is TV2's implicit add; v6 addresses topics by id.
 *
 * Malformed requests (a committed offset that is not an int64, which only an in-process client without the wire
 * check can deliver) are answered INVALID_REQUEST.
 *
 * Authorization (KafkaApis.handleTxnOffsetCommitRequest): WRITE on the transactional id, else
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED; READ on the group, else GROUP_AUTHORIZATION_FAILED (the whole request);
 * READ on each topic, else TOPIC_AUTHORIZATION_FAILED for its partitions, and when no topic is left the
 * coordinators are not asked at all.
 *
 * Simplifications: the producer epoch is checked by the transaction coordinator, not an offsets-partition
 * producer table (INVALID_PRODUCER_EPOCH either way).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createTxnOffsetCommitResponse,
  createTxnOffsetCommitResponseTxnOffsetCommitResponsePartition,
  createTxnOffsetCommitResponseTxnOffsetCommitResponseTopic,
  type TxnOffsetCommitRequest,
  type TxnOffsetCommitResponse,
} from '../../protocol/messages/txn-offset-commit.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { authorizeTransactionalGroupOffsets } from '../acl/authorization-checks.js';
import { commitEntries, commitResponseTopics, commitResultCodes } from './commit-offsets.js';
import { transactionalRequest } from './transactional-request.js';

/**
 * The TxnOffsetCommit handler.
 * @internal
 */
export const txnOffsetCommitHandler = defineHandler('TxnOffsetCommit', { min: 0, max: 6 }, {
  authorize: authorizeTransactionalGroupOffsets,
  handle(request, context) {
    const { cluster, version } = context;
    if (request.groupId === '') return response(request, version, () => ErrorCode.INVALID_GROUP_ID);
    // A real broker cannot even decode a request whose offsets are not int64s; an in-process client without
    // the wire check hands us the caller's objects, so refuse them here instead of storing a string offset.
    if (request.topics.some((topic) => topic.partitions.some((partition) => typeof partition.committedOffset !== 'bigint' || !Number.isInteger(partition.partitionIndex)))) {
      return response(request, version, () => ErrorCode.INVALID_REQUEST);
    }
    const { entries, refused } = commitEntries(cluster, context.authorization, request.topics, { byTopicId: version >= 6, leaderEpochs: version >= 2 });
    const codes = entries.length === 0 ? [] : cluster.txnOffsetCommit({
      ...transactionalRequest(request, context),
      groupId: request.groupId,
      generationId: version >= 3 ? request.generationIdOrMemberEpoch : -1,
      memberId: version >= 3 ? request.memberId : '',
      groupInstanceId: version >= 3 ? request.groupInstanceId : null,
      offsets: entries,
    });
    return response(request, version, commitResultCodes(request.topics, refused, codes));
  },
  errorResponse(request, errorCode, { version }) {
    return response(request, version, () => errorCode);
  },
});

function response(request: TxnOffsetCommitRequest, version: number, codeOf: (topic: number, partition: number) => number): TxnOffsetCommitResponse {
  return createTxnOffsetCommitResponse({ topics: commitResponseTopics(request.topics, version <= 5, codeOf, createTxnOffsetCommitResponseTxnOffsetCommitResponseTopic, createTxnOffsetCommitResponseTxnOffsetCommitResponsePartition) });
}
