/**
 * TxnOffsetCommit (Kafka `TxnOffsetCommitHandler`): the consumed offsets, sent to the group coordinator with
 * KIP-447 group metadata; committed when the transaction commits.
 */
import { actionIn, COORDINATOR_BUSY, COORDINATOR_MOVED, type ErrorTable, FENCED } from '../../errors/classify.js';
import { ZERO_UUID } from '../../protocol/primitives/uuid.js';
import { applyErrorAction, keepWorst, type WorstError } from '../error-actions.js';
import type { PendingOf } from '../pending-txn-request.js';
import { topicPartitionKey, type ConsumerGroupMetadata, type TopicPartitionOffset } from '../../common/topic-partition.js';
import type { ProducerIdentity } from '../producer-identity.js';
import { validateSendOffsetsArguments } from '../send-offsets-arguments.js';
import type { TransactionalRequestResult } from '../transactional-request-result.js';
import type { TxnContext } from '../txn-context.js';
import { RequestPriority } from '../txn-request-queue.js';
import { txnOffsetCommit, type TxnOffsetCommitAnswer } from '../../protocol/requests/txn-offset-commit.js';
import { defineTxnHandler, type TxnHandler } from '../txn-handler.js';
import { txnWire, type TxnRequestByApi, type TxnApiWire } from '../txn-requests.js';

type Request = TxnRequestByApi['TxnOffsetCommit'];

declare module '../txn-requests.js' {
  interface TxnApiTypes {
    TxnOffsetCommit: { response: TxnOffsetCommitAnswer; pending: { offsets: TopicPartitionOffset[]; readonly groupMetadata: ConsumerGroupMetadata } };
  }
}

/** The request, offsets grouped by topic (topic ids are filled in at v6 on the wire). */
export function buildTxnOffsetCommit(
  transactionalId: string, identity: ProducerIdentity, group: ConsumerGroupMetadata, offsets: readonly TopicPartitionOffset[],
): Request {
  const topics = new Map<string, TopicPartitionOffset[]>();
  for (const offset of offsets) {
    const list = topics.get(offset.topic);
    if (list === undefined) topics.set(offset.topic, [offset]);
    else list.push(offset);
  }
  return {
    transactionalId, groupId: group.groupId, producerId: identity.producerId, producerEpoch: identity.producerEpoch,
    generationIdOrMemberEpoch: group.generationId, memberId: group.memberId, groupInstanceId: group.groupInstanceId,
    topics: [...topics].map(([name, list]) => ({
      name, topicId: ZERO_UUID,
      partitions: list.map((o) => ({
        partitionIndex: o.partition, committedOffset: o.offset, committedLeaderEpoch: o.leaderEpoch ?? -1, committedMetadata: o.metadata ?? null,
      })),
    })),
  };
}

/**
 * TxnOffsetCommit on the wire: the wire module, which refuses to drop KIP-447 group metadata below v3 (the
 * Sender makes that fatal, like any version mismatch) and names topics by id at v6 when their ids are known.
 */
const txnOffsetCommitWire: TxnApiWire<'TxnOffsetCommit'> = txnWire(txnOffsetCommit, (body, context) => ({ ...body, topicId: context.topicId }), (answer) => answer);

/** TxnOffsetCommit's error table (Kafka `TxnOffsetCommitHandler`). */
const TXN_OFFSET_COMMIT_ERRORS: ErrorTable = {
  NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
  REQUEST_TIMED_OUT: 'retry', UNKNOWN_TOPIC_OR_PARTITION: 'retry',
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', UNSUPPORTED_FOR_MESSAGE_FORMAT: 'fatal',
  GROUP_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
  // KIP-447: the consumer's group membership changed since it read the records; the transaction must abort.
  // GROUP_ID_NOT_FOUND is how v6 (KIP-1319) says the group is gone (ILLEGAL_GENERATION below v6).
  ILLEGAL_GENERATION: 'abort', UNKNOWN_MEMBER_ID: 'abort', STALE_MEMBER_EPOCH: 'abort', GROUP_ID_NOT_FOUND: 'abort', FENCED_INSTANCE_ID: 'abort',
  UNKNOWN_PRODUCER_ID: 'abort-and-bump', INVALID_PRODUCER_ID_MAPPING: 'abort-and-bump',
};

/** The answer: committed partitions are done; like Kafka, only the others are sent again. */
function onTxnOffsetCommit(ctx: TxnContext, pending: PendingOf<'TxnOffsetCommit'>, response: TxnOffsetCommitAnswer, now: number): void {
  const worst: WorstError = { action: 'none', code: 0, resource: undefined };
  const committed = new Set<string>();
  for (const topic of response.topics) {
    for (const result of topic.partitions) {
      const action = actionIn(TXN_OFFSET_COMMIT_ERRORS, result.errorCode);
      if (action === 'none') committed.add(topicPartitionKey(topic.name, result.partitionIndex));
      else keepWorst(worst, action, result.errorCode, `${topic.name}-${result.partitionIndex} in group ${pending.groupMetadata.groupId}`);
    }
  }
  pending.offsets = pending.offsets.filter((o) => !committed.has(topicPartitionKey(o)));
  if (worst.action === 'none' || worst.action === 'not-attempted' || worst.action === 'duplicate') {
    if (pending.offsets.length === 0) pending.result.done();
    else ctx.retry(pending, 'retry', now);
    return;
  }
  applyErrorAction(ctx, pending, worst.action, worst.code, now, worst.resource);
}

/**
 * Adds consumed offsets to the transaction (KIP-98, KIP-447 group metadata). TV1: AddOffsetsToTxn to the
 * transaction coordinator, then TxnOffsetCommit to the group coordinator; TV2: TxnOffsetCommit only.
 */
export function sendOffsetsToTransaction(ctx: TxnContext, offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata): TransactionalRequestResult {
  ctx.checkLegal('sendOffsetsToTransaction');
  validateSendOffsetsArguments(offsets, groupMetadata);
  const result = ctx.newResult('sendOffsetsToTransaction');
  if (offsets.length === 0) {
    // Nothing to commit: nothing is sent (Kafka's producer skips the call for an empty map).
    result.done();
    return result;
  }
  const common = { groupMetadata, priority: RequestPriority.ADD_PARTITIONS_OR_OFFSETS, notBefore: 0, order: -1, attempts: 0, concurrentAttempts: 0, result };
  if (ctx.transactionVersion === 2) {
    ctx.markTransactionStarted();
    ctx.enqueue({ api: 'TxnOffsetCommit', offsets: [...offsets], ...common });
  } else {
    // Partitions the transaction's sends registered go first, in their own AddPartitionsToTxn, as they were
    // sent first: otherwise AddOffsetsToTxn overtakes them (AddPartitionsToTxn is only built when the Sender
    // next asks for a request) and becomes the transaction's first request, the one that meets the coordinator
    // still completing the previous transaction (CONCURRENT_TRANSACTIONS, docs/performance.md).
    if (ctx.newPartitions.size > 0) ctx.enqueueAddPartitions(0);
    ctx.enqueue({ api: 'AddOffsetsToTxn', offsets: [...offsets], ...common });
  }
  return result;
}

/** TxnOffsetCommit: to the group's coordinator. */
export const txnOffsetCommitHandler: TxnHandler<'TxnOffsetCommit'> = defineTxnHandler({
  api: 'TxnOffsetCommit',
  coordinator: (pending) => ({ type: 'group', key: pending.groupMetadata.groupId }),
  build: (ctx, pending) => buildTxnOffsetCommit(ctx.transactionalId ?? '', ctx.producerIdentity, pending.groupMetadata, pending.offsets),
  wire: txnOffsetCommitWire,
  onResponse: onTxnOffsetCommit,
  errors: TXN_OFFSET_COMMIT_ERRORS,
});
