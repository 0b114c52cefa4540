/**
 * AddOffsetsToTxn (Kafka `AddOffsetsToTxnHandler`, transaction version 1): the consumer group whose offsets
 * the transaction commits; on success TxnOffsetCommit follows.
 */
import { actionIn, COORDINATOR_BUSY, COORDINATOR_MOVED, type ErrorTable, FENCED } from '../../errors/classify.js';
import { applyErrorAction } from '../error-actions.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../../common/topic-partition.js';
import type { PendingOf } from '../pending-txn-request.js';
import type { ProducerIdentity } from '../producer-identity.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { TxnContext } from '../txn-context.js';
import { RequestPriority } from '../txn-request-queue.js';
import { addOffsetsToTxn, type AddOffsetsToTxnAnswer } from '../../protocol/requests/add-offsets-to-txn.js';
import { defineTxnHandler, transactionCoordinatorOf, type TxnHandler } from '../txn-handler.js';
import { txnWire, type TxnRequestByApi, type TxnApiWire } from '../txn-requests.js';

type Request = TxnRequestByApi['AddOffsetsToTxn'];

declare module '../txn-requests.js' {
  interface TxnApiTypes {
    AddOffsetsToTxn: { response: AddOffsetsToTxnAnswer; pending: { readonly offsets: readonly TopicPartitionOffset[]; readonly groupMetadata: ConsumerGroupMetadata } };
  }
}

/** The request. */
export function buildAddOffsetsToTxn(transactionalId: string, identity: ProducerIdentity, groupId: string): Request {
  return { transactionalId, producerId: identity.producerId, producerEpoch: identity.producerEpoch, groupId };
}

/** AddOffsetsToTxn on the wire: the wire module. */
const addOffsetsToTxnWire: TxnApiWire<'AddOffsetsToTxn'> = txnWire(addOffsetsToTxn, (body) => body, (answer) => answer);

/** AddOffsetsToTxn's error table (Kafka `AddOffsetsToTxnHandler`). */
const ADD_OFFSETS_TO_TXN_ERRORS: ErrorTable = {
  NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal',
  GROUP_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
  UNKNOWN_PRODUCER_ID: 'abort-and-bump', INVALID_PRODUCER_ID_MAPPING: 'abort-and-bump',
};

/** The answer: the transaction has started; TxnOffsetCommit follows (its answer settles the user's result). */
function onAddOffsetsToTxn(ctx: TxnContext, pending: PendingOf<'AddOffsetsToTxn'>, response: AddOffsetsToTxnAnswer, now: number): void {
  const action = actionIn(ADD_OFFSETS_TO_TXN_ERRORS, response.errorCode);
  if (action !== 'none') {
    applyErrorAction(ctx, pending, action, response.errorCode, now, pending.groupMetadata.groupId);
    return;
  }
  ctx.markTransactionStarted();
  if (ctx.state === TransactionState.ABORTING_TRANSACTION) {
    // The transaction is being aborted: it is started (EndTxn(abort) will be sent), the offsets are not committed.
    pending.result.fail(ctx.abortedBatchError());
    return;
  }
  if (ctx.state === TransactionState.ABORTABLE_ERROR) {
    // A request that shared the flight (AddPartitionsToTxn) failed first and made the transaction abortable: like
    // Java's `maybeTerminateRequestWithError`, the offsets are not committed and the call reports that error.
    pending.result.fail(ctx.lastError ?? ctx.abortedBatchError());
    return;
  }
  ctx.enqueue({
    api: 'TxnOffsetCommit', offsets: [...pending.offsets], groupMetadata: pending.groupMetadata,
    priority: RequestPriority.ADD_PARTITIONS_OR_OFFSETS, notBefore: now, order: -1, attempts: 0, concurrentAttempts: 0,
    result: pending.result,
  });
}

/** AddOffsetsToTxn: to the transaction coordinator. */
export const addOffsetsToTxnHandler: TxnHandler<'AddOffsetsToTxn'> = defineTxnHandler({
  api: 'AddOffsetsToTxn',
  coordinator: transactionCoordinatorOf,
  build: (ctx, pending) => buildAddOffsetsToTxn(ctx.transactionalId ?? '', ctx.producerIdentity, pending.groupMetadata.groupId),
  wire: addOffsetsToTxnWire,
  onResponse: onAddOffsetsToTxn,
  errors: ADD_OFFSETS_TO_TXN_ERRORS,
});
