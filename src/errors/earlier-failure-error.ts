/**
 * The error a call gets when an earlier failure left the producer in ABORTABLE_ERROR or FATAL_ERROR (Kafka's
 * `TransactionManager.maybeFailWithError`). Such a call is not misuse: the application did nothing wrong, the
 * transaction or the producer failed underneath it. So the refusal carries the earlier failure's
 * classification, names it, and says what to do, and a `catch` written for the earlier error's classes works
 * for the refusal too: fencing refuses with a {@link ProducerFencedError} (Kafka throws the fenced exception
 * itself), anything else with an {@link EarlierFailureError} of the state's classification.
 * {@link TransactionStateError} stays for true misuse (an operation the state never allows, e.g. a commit before
 * `beginTransaction()`).
 */
import { hasErrorBrand } from './kafka-client-error.js';
import {
  type ErrorClassification, isTransactionError, messageWithoutRemedy, ProducerFencedError, TransactionError, TransactionStateError,
} from './transaction-errors.js';
import type { TransactionOperation, TransactionState } from '../common/transaction-names.js';

const EARLIER_FAILURE_ERROR: unique symbol = Symbol.for('kafka-eos.EarlierFailureError');

/**
 * A call refused because an earlier failure left the producer in ABORTABLE_ERROR (`classification`
 * `abortable`: call `abortTransaction()`, then run the transaction again) or FATAL_ERROR (`fatal`: close the
 * producer). `errorCode`, `errorName` and `api` are the earlier failure's (e.g. `TRANSACTION_ABORTABLE` from
 * `Produce`), `cause` is that failure itself, `operation` the refused call. Code `ERR_TXN_IN_ERROR_STATE`.
 * A fenced producer refuses with {@link ProducerFencedError} instead.
 * @public
 */
export class EarlierFailureError extends TransactionError {
  /** @internal brand checked by {@link isEarlierFailureError}. */
  readonly [EARLIER_FAILURE_ERROR] = true;
  /** The refused call. */
  readonly operation: TransactionOperation;
  /** The producer's state: ABORTABLE_ERROR or FATAL_ERROR. */
  readonly state: TransactionState;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The refused call.
   * @param state - The error state the producer is in.
   * @param classification - How the earlier failure was classified.
   * @param earlier - The error that put the producer in `state`.
   */
  constructor(operation: TransactionOperation, state: TransactionState, classification: ErrorClassification, earlier: Error) {
    const known = isTransactionError(earlier) ? earlier : undefined;
    super('ERR_TXN_IN_ERROR_STATE', `${operation}() refused: the producer is in ${state} because of an earlier failure: ${messageWithoutRemedy(earlier)}`, {
      classification,
      ...(known?.api === null || known === undefined ? {} : { api: known.api }),
      ...(known?.errorCode === null || known === undefined ? {} : { errorCode: known.errorCode }),
      cause: earlier,
    });
    this.operation = operation;
    this.state = state;
  }
}

/**
 * True when `value` is an {@link EarlierFailureError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isEarlierFailureError(value: unknown): value is EarlierFailureError {
  return hasErrorBrand(value, EARLIER_FAILURE_ERROR);
}

/**
 * The error for `operation`, not legal in `state` (`legalStates` lists where it is). In ABORTABLE_ERROR or
 * FATAL_ERROR, after the failure `lastError`: a {@link ProducerFencedError} when that failure fenced the producer,
 * else an {@link EarlierFailureError} (abortable in ABORTABLE_ERROR, fatal in FATAL_ERROR), both with the failure
 * as `cause`. Otherwise, and for an operation the producer never offers (a transactional call on an idempotent
 * producer), a {@link TransactionStateError}: misuse.
 * @internal
 */
export function refusedOperationError(
  operation: TransactionOperation, state: TransactionState, legalStates: readonly TransactionState[], lastError: Error | undefined,
): TransactionStateError | TransactionError {
  const errorState = state === 'ABORTABLE_ERROR' || state === 'FATAL_ERROR';
  if (!errorState || lastError === undefined || legalStates.length === 0) return new TransactionStateError(operation, state, legalStates, lastError);
  if (state === 'FATAL_ERROR' && isTransactionError(lastError) && lastError.classification === 'application-recoverable') {
    return new ProducerFencedError(lastError.code, `${operation}() refused: this producer was fenced earlier: ${messageWithoutRemedy(lastError)}`, {
      classification: 'application-recoverable',
      ...(lastError.api === null ? {} : { api: lastError.api }),
      ...(lastError.errorCode === null ? {} : { errorCode: lastError.errorCode }),
      cause: lastError,
    });
  }
  return new EarlierFailureError(operation, state, state === 'ABORTABLE_ERROR' ? 'abortable' : 'fatal', lastError);
}
