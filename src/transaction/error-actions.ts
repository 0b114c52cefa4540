/**
 * What a transactional request's error does to the request and the producer (Kafka's `TxnRequestHandler`
 * `reenqueue` / `abortableError` / `abortableErrorIfPossible` / `fatalError`, and the Sender's
 * `shouldHandleAuthorizationError` -> `transitionToUninitialized`): retry it, or fail it and move the producer
 * to the state the error's {@link ErrorAction} implies. The handler modules (`handlers/<api>.ts`) decide the
 * action from their tables; this applies it.
 */
import { actionSeverity, type ErrorAction } from '../errors/classify.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { type ErrorClassification, TransactionError, transactionErrorFromCode } from '../errors/transaction-errors.js';
import type { PendingTxnRequest } from './pending-txn-request.js';
import { TransactionState } from '../common/transaction-names.js';
import type { TxnContext } from './txn-context.js';

const COMMIT_REFUSED_AFTER_LOST_ANSWER =
  'an earlier attempt of this commit got no answer and may have committed: close this producer; the committed offsets or the output tell the outcome';

/**
 * The most severe action of a response's per-partition errors, with its code and resource.
 * @internal
 */
export interface WorstError {
  action: ErrorAction;
  code: number;
  resource: string | undefined;
}

/**
 * Keeps the most severe action in `worst` (a fatal partition error wins over a retry, a retry over an abortable one).
 * @internal
 */
export function keepWorst(worst: WorstError, action: ErrorAction, code: number, resource: string): void {
  if (actionSeverity(action) <= actionSeverity(worst.action)) return;
  worst.action = action;
  worst.code = code;
  worst.resource = resource;
}

/**
 * Applies a non-success {@link ErrorAction} to `pending`: retry, or settle it failed and move the producer to the
 * error state the action implies.
 * - `abort-and-bump` needs an epoch bump to recover (KIP-360); a coordinator that cannot bump (InitProducerId
 *   below v3, transaction version 1) leaves no way out, so it is fatal (Kafka `abortableErrorIfPossible`).
 * - An abortable error of the abort's own EndTxn or InitProducerId is fatal (KAFKA-19250).
 * - An abortable error before the producer ever had an id (FindCoordinator or InitProducerId answered
 *   TRANSACTION_ABORTABLE during `initTransactions()`) has no transaction to abort: the producer goes back to
 *   UNINITIALIZED and `initTransactions()` can be called again (see `TxnContext.uninitialize`, Kafka `transitionToUninitialized`).
 * @internal
 */
export function applyErrorAction(ctx: TxnContext, pending: PendingTxnRequest, action: ErrorAction, errorCode: number, now: number, resource?: string): void {
  const effective: ErrorAction = action === 'abort-and-bump' && !ctx.canHandleAbortableError ? 'fatal' : action;
  switch (effective) {
    case 'retry':
    case 'retry-short':
    case 'rediscover':
      ctx.recordRetriedFailure(transactionErrorFromCode(pending.api, errorCode, 'retriable', resource), now);
      ctx.retry(pending, effective, now);
      return;
    case 'abort':
    case 'abort-and-bump':
    case 'fail-batch': {
      const error = transactionErrorFromCode(pending.api, errorCode, 'abortable', resource);
      pending.result.fail(error);
      const abortFailed = ctx.state === TransactionState.ABORTING_TRANSACTION && (pending.api === 'EndTxn' || pending.api === 'InitProducerId');
      if (abortFailed) ctx.fatalError(error);
      else if (isFirstInitialization(ctx)) ctx.uninitialize(error);
      else ctx.abortableError(error, effective === 'abort-and-bump');
      return;
    }
    case 'fenced':
    case 'fatal':
    case 'none':
    case 'duplicate':
    case 'not-attempted': {
      const classification: ErrorClassification = effective === 'fenced' ? 'application-recoverable' : 'fatal';
      // A refused EndTxn(commit) after an attempt that got no answer: that attempt may have committed.
      const mayHaveCommitted = pending.api === 'EndTxn' && pending.committed && pending.sent;
      const error = transactionErrorFromCode(pending.api, errorCode, classification, resource, mayHaveCommitted ? { commitOutcomeUnknown: true, remedy: COMMIT_REFUSED_AFTER_LOST_ANSWER } : {});
      pending.result.fail(error);
      ctx.fatalError(error);
      return;
    }
  }
}

/** True while a transactional producer's first `initTransactions()` runs: it has no producer id yet. */
function isFirstInitialization(ctx: TxnContext): boolean {
  return ctx.isTransactional && ctx.state === TransactionState.INITIALIZING && !ctx.producerIdentity.isValid;
}

/**
 * Fails `pending` and the producer with a fatal `ERR_TXN_UNSUPPORTED_VERSION` naming its API.
 * @internal
 */
export function failUnsupportedVersion(ctx: TxnContext, pending: PendingTxnRequest, detail: string, cause?: Error): void {
  const error = new TransactionError('ERR_TXN_UNSUPPORTED_VERSION', `${pending.api} cannot be sent: ${detail}`,
    { classification: 'fatal', api: pending.api, errorCode: ErrorCode.UNSUPPORTED_VERSION, ...(cause === undefined ? {} : { cause }) });
  pending.result.fail(error);
  ctx.fatalError(error);
}
