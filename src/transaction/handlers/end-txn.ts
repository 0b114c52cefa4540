/**
 * EndTxn (Kafka `EndTxnHandler` and `beginCommit`/`beginAbort`/`beginCompletingTransaction`): ending the
 * transaction. Commits or aborts on the coordinator, completes locally when nothing reached it, or (abort
 * after KIP-588 / a lost producer id mapping) claims the epoch with InitProducerId instead. Under transaction
 * version 2 (v5) the answer carries the producer id and epoch of the next transaction.
 */
import { actionIn, COORDINATOR_BUSY, COORDINATOR_MOVED, type ErrorTable, FENCED } from '../../errors/classify.js';
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { isTransactionError, TransactionError } from '../../errors/transaction-errors.js';
import { applyErrorAction } from '../error-actions.js';
import type { PendingOf } from '../pending-txn-request.js';
import { ProducerIdentity } from '../producer-identity.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { TransactionalRequestResult } from '../transactional-request-result.js';
import { isExclusive, type TxnContext } from '../txn-context.js';
import { RequestPriority } from '../txn-request-queue.js';
import { endTxn, type EndTxnAnswer } from '../../protocol/requests/end-txn.js';
import { defineTxnHandler, transactionCoordinatorOf, type TxnHandler } from '../txn-handler.js';
import { txnWire, type TxnFailureReason, type TxnRequestByApi, type TxnApiWire } from '../txn-requests.js';

type Request = TxnRequestByApi['EndTxn'];

declare module '../txn-requests.js' {
  interface TxnApiTypes {
    EndTxn: { response: EndTxnAnswer; pending: { readonly committed: boolean; /** A copy was sent and its answer lost. */ sent: boolean } };
  }
}

/** The request. */
export function buildEndTxn(transactionalId: string, identity: ProducerIdentity, committed: boolean): Request {
  return { transactionalId, producerId: identity.producerId, producerEpoch: identity.producerEpoch, committed };
}

/** EndTxn on the wire: the wire module (v5, which bumps the epoch, under transaction version 2 only). */
const endTxnWire: TxnApiWire<'EndTxn'> = txnWire(endTxn, (body, context) => ({ ...body, transactionVersion: context.transactionVersion }), (answer) => answer);

/** EndTxn's error table (Kafka `EndTxnHandler`). */
const END_TXN_ERRORS: ErrorTable = {
  NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', INVALID_TXN_STATE: 'fatal',
  UNKNOWN_PRODUCER_ID: 'abort-and-bump', INVALID_PRODUCER_ID_MAPPING: 'abort-and-bump',
  TRANSACTION_ABORTABLE: 'abort',
};

/** Starts the commit. Calling it again while committing returns the pending result, or resends EndTxn after an outcome-unknown failure. */
export function beginCommit(ctx: TxnContext): TransactionalRequestResult {
  ctx.checkLegal('commitTransaction');
  if (ctx.state === TransactionState.COMMITTING_TRANSACTION) return ctx.completionResult ?? enqueueEndTxn(ctx, true);
  ctx.transitionTo(TransactionState.COMMITTING_TRANSACTION);
  return beginCompletingTransaction(ctx, true, undefined);
}

/**
 * Starts the abort; after KIP-360/KIP-588 errors it also bumps the epoch. Repeated calls share the result.
 * Requests of the transaction still queued (adds, offsets) fail with `TransactionAbortedError`; those in
 * flight are waited for: the abort never completes before their answers.
 */
export function beginAbort(ctx: TxnContext): TransactionalRequestResult {
  ctx.checkLegal('abortTransaction');
  if (ctx.state === TransactionState.ABORTING_TRANSACTION) return ctx.completionResult ?? enqueueEndTxn(ctx, false);
  const cause = ctx.lastError;
  const aborted = ctx.abortedBatchError();
  ctx.transitionTo(TransactionState.ABORTING_TRANSACTION);
  ctx.newPartitions.clear();
  failQueuedTransactionRequests(ctx, aborted);
  return beginCompletingTransaction(ctx, false, cause);
}

/** Fails the queued (never in flight) adds and offset commits of the transaction being aborted. */
function failQueuedTransactionRequests(ctx: TxnContext, error: Error): void {
  for (const pending of ctx.queue.drain()) {
    if (isExclusive(pending)) {
      ctx.queue.enqueue(pending);
      continue;
    }
    if (pending.api === 'AddPartitionsToTxn') for (const { topic, partition } of pending.partitions) ctx.pendingPartitions.delete(topic, partition);
    pending.result.fail(error);
  }
}

/** True while an add or an offset commit of the transaction is in flight: its answer may start the transaction. */
function hasTransactionRequestInFlight(ctx: TxnContext): boolean {
  for (const { pending } of ctx.inFlight.values()) if (!isExclusive(pending)) return true;
  return false;
}

/**
 * True when nothing of the transaction reached, or may still reach, the coordinator. A queued add or offsets
 * request counts (an abort fails them first): a commit called right after sendOffsetsToTransaction, without
 * awaiting it, found AddOffsetsToTxn only queued, completed locally and failed the offsets with
 * TransactionAbortedError while resolving (found by the simulation's racing actor). As in Kafka, the
 * queued request goes first and EndTxn waits for it (nextRequest completes locally if it fails).
 */
export function isTransactionEmpty(ctx: TxnContext): boolean {
  return !ctx.transactionStarted && ctx.pendingPartitions.size === 0 && !hasTransactionRequestInFlight(ctx)
    && !ctx.queue.some((pending) => !isExclusive(pending));
}

function beginCompletingTransaction(ctx: TxnContext, committed: boolean, cause: Error | undefined): TransactionalRequestResult {
  if (committed && ctx.newPartitions.size > 0) ctx.enqueueAddPartitions(0);
  // Kafka `beginCompletingTransaction`: the coordinator rejects EndTxn after INVALID_PRODUCER_ID_MAPPING, so
  // that abort goes straight to InitProducerId with the current id/epoch. Every other abort sends EndTxn first
  // (then InitProducerId if the epoch must be bumped): a fenced instance is refused by EndTxn's strict epoch
  // check, whereas its InitProducerId would abort a successor's open transaction. (A legacy coordinator, without
  // InitProducerId v3, never gets here: INVALID_PRODUCER_ID_MAPPING is fatal there, see error-actions.ts.)
  const idMappingLost = isTransactionError(cause) && cause.errorCode === ErrorCode.INVALID_PRODUCER_ID_MAPPING;
  if (!committed && idMappingLost) return abortWithInitProducerId(ctx);
  if (isTransactionEmpty(ctx)) {
    // Nothing reached the coordinator (TV1 rejects EndTxn for an empty transaction): complete locally.
    const result = ctx.startCompletion(ctx.newResult(committed ? 'commitTransaction' : 'abortTransaction'));
    ctx.completeTransaction(result, true, 0);
    return result;
  }
  // An add or offsets request in flight decides whether the coordinator knows the transaction: the EndTxn
  // waits for its answer (it is exclusive) and, if the transaction turned out empty, completes locally in
  // nextRequest (Kafka's `nextRequest`: "Not sending EndTxn for completed transaction").
  return enqueueEndTxn(ctx, committed);
}

/**
 * Ends the transaction with InitProducerId(current id/epoch) instead of EndTxn. The state stays
 * ABORTING_TRANSACTION until the answer, so the Sender keeps failing undrained batches (KIP-654) and the
 * request waits for in-flight ones, exactly like EndTxn: nothing of this transaction is sent after it.
 */
function abortWithInitProducerId(ctx: TxnContext): TransactionalRequestResult {
  ctx.clearTransaction();
  ctx.requireEpochBump();
  const result = ctx.startCompletion(ctx.newResult('abortTransaction'));
  return ctx.enqueueInitProducerId(true, result, 0);
}

function enqueueEndTxn(ctx: TxnContext, committed: boolean): TransactionalRequestResult {
  const result = ctx.startCompletion(ctx.newResult(committed ? 'commitTransaction' : 'abortTransaction'));
  ctx.enqueue({ api: 'EndTxn', committed, sent: false, priority: RequestPriority.END_TXN, notBefore: 0, order: -1, attempts: 0, concurrentAttempts: 0, result });
  return result;
}

/** The answer: the transaction is over (KIP-890 TV2: adopt the epoch EndTxn v5 returns), or the error's action applies. */
function onEndTxn(ctx: TxnContext, pending: PendingOf<'EndTxn'>, response: EndTxnAnswer, now: number): void {
  const action = actionIn(END_TXN_ERRORS, response.errorCode);
  if (action !== 'none') {
    applyErrorAction(ctx, pending, action, response.errorCode, now);
    return;
  }
  const adopted = ctx.transactionVersion === 2 && response.producerId !== undefined && response.producerId >= 0n
    && response.producerEpoch !== undefined && response.producerEpoch >= 0;
  if (adopted) ctx.adoptIdentity(new ProducerIdentity(response.producerId, response.producerEpoch));
  ctx.completeTransaction(pending.result, !adopted, now);
}

/**
 * No answer to EndTxn: it was sent and may have been applied. It is retried (the coordinator answers a repeated
 * EndTxn idempotently) until its attempts run out; then the result fails with `commitOutcomeUnknown`, never as a
 * plain failure, and the state stays COMMITTING/ABORTING so that calling commit/abort again resends it.
 * Returns true when it gave up.
 */
export function endTxnGotNoAnswer(ctx: TxnContext, pending: PendingOf<'EndTxn'>, reason: TxnFailureReason, cause: Error | undefined): boolean {
  pending.sent = true;
  if (pending.attempts + 1 < ctx.endTxnMaxAttempts) return false;
  const what = pending.committed ? 'commit' : 'abort';
  const last = cause === undefined ? reason : `${reason}: ${cause.message}`;
  const error = new TransactionError(pending.committed ? 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN' : 'ERR_TXN_ABORT_OUTCOME_UNKNOWN',
    `EndTxn (${what}) got no answer after ${pending.attempts + 1} attempts (last: ${last}); the ${what} outcome unknown`,
    { classification: 'retriable', api: 'EndTxn', ...(pending.committed ? { commitOutcomeUnknown: true } : {}), ...(cause === undefined ? {} : { cause }) });
  ctx.forgetCompletion();
  pending.result.fail(error);
  return true;
}

/** EndTxn: to the transaction coordinator. */
export const endTxnHandler: TxnHandler<'EndTxn'> = defineTxnHandler({
  api: 'EndTxn',
  coordinator: transactionCoordinatorOf,
  build: (ctx, pending) => buildEndTxn(ctx.transactionalId ?? '', ctx.producerIdentity, pending.committed),
  wire: endTxnWire,
  onResponse: onEndTxn,
  errors: END_TXN_ERRORS,
});
