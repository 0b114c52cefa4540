/**
 * Errors the transactional and idempotent producer surfaces to users. Each carries a KIP-1050
 * `classification` and a `remedy` sentence, so callers know what to do without mapping error codes.
 */
import type { CommitErrorCode, KafkaErrorName, TransactionErrorCode } from './error-codes.js';
import { hasErrorBrand, KafkaClientError } from './kafka-client-error.js';

const TRANSACTION_ERROR: unique symbol = Symbol.for('kafka-eos.TransactionError');
const PRODUCER_FENCED_ERROR: unique symbol = Symbol.for('kafka-eos.ProducerFencedError');

import { ErrorCode, errorCodeName } from './protocol-error-codes.generated.js';
import type { TransactionOperation, TransactionState } from '../common/transaction-names.js';

/**
 * How an error must be handled (KIP-1050): `retriable` errors were retried inside and only surface when
 * retries ran out; `abortable` errors leave the transaction in ABORTABLE_ERROR (abort, then retry it);
 * `application-recoverable` errors mean this producer instance is finished (fenced) but a new one may
 * carry on; `fatal` errors mean the producer is unusable and the problem needs fixing (config, ACLs).
 * @public
 */
export type ErrorClassification = 'retriable' | 'abortable' | 'application-recoverable' | 'fatal';

/**
 * The remedy sentence for each classification.
 * @public
 */
export const REMEDY: { readonly [C in ErrorClassification]: string } = {
  retriable: 'retry the operation; the producer already retried it internally until its retries or timeout ran out',
  abortable: 'call abortTransaction() and retry the transaction',
  'application-recoverable': 'close this producer and create a new one; another instance with the same transactionalId may have taken over',
  fatal: 'close this producer; it cannot be used any more and the cause (configuration, authorization, broker version) must be fixed',
};

const COMMIT_OUTCOME_UNKNOWN_REMEDY =
  'call commitTransaction() again to learn the outcome; do not abort or re-run the transaction, it may have committed';

/**
 * Construction options of {@link TransactionError}.
 * @public
 */
export interface TransactionErrorOptions {
  /** What the error means for the transaction: retriable, abortable, application-recoverable or fatal (KIP-1050). */
  readonly classification: ErrorClassification;
  /** Kafka API that returned the error, when a broker did. */
  readonly api?: string;
  /** Kafka error code, when a broker returned one. */
  readonly errorCode?: number;
  /** Topic-partition or group the error is about. */
  readonly resource?: string;
  /** Set when a commit may or may not have happened (EndTxn response lost and retries exhausted). */
  readonly commitOutcomeUnknown?: boolean;
  /** What to do next, when it is not the classification's usual remedy (see {@link TransactionError.remedy}). */
  readonly remedy?: string;
  /** The underlying failure (a broker's `ProtocolError`, a `NetworkError`, ...), as the error's `cause`. */
  readonly cause?: unknown;
}

/**
 * A transactional or idempotent produce operation failed.
 * `code` is `ERR_TXN_<KAFKA_ERROR_NAME>` when a broker error caused it, else a specific `ERR_TXN_*` code.
 * @public
 */
export class TransactionError extends KafkaClientError {
  /** One of {@link TransactionErrorCode}, or a consumer commit's code for {@link CommitFailedError}. */
  declare readonly code: TransactionErrorCode | CommitErrorCode;
  /** @internal brand checked by {@link isTransactionError}. */
  readonly [TRANSACTION_ERROR] = true;
  /** What the caller must do: see {@link ErrorClassification}. */
  readonly classification: ErrorClassification;
  /** The Kafka error code, or null when the error did not come from a broker. */
  readonly errorCode: number | null;
  /** The Kafka error name (e.g. `PRODUCER_FENCED`), or null. */
  readonly errorName: KafkaErrorName | null;
  /** The Kafka API that returned the error, or null. */
  readonly api: string | null;
  /** A sentence saying what to do next. */
  readonly remedy: string;
  /**
   * True when the commit may have succeeded: the EndTxn response was lost and retries ran out, or (with a fenced
   * or fatal classification) an EndTxn(commit) attempt went unanswered before a retry was refused. False on a
   * refused commit means no attempt of it can have been applied.
   */
  readonly commitOutcomeUnknown: boolean;

  /**
   * Builds the error and its message from the arguments.
   * @param code - The stable `ERR_...` identifier.
   * @param message - A sentence saying what failed and what to do.
   * @param options - The classification (abortable, fatal, ...) and the cause.
   */
  constructor(code: TransactionErrorCode | CommitErrorCode, message: string, options: TransactionErrorOptions) {
    const remedy = options.remedy ?? (options.commitOutcomeUnknown === true ? COMMIT_OUTCOME_UNKNOWN_REMEDY : REMEDY[options.classification]);
    super(code, `${message} [${options.classification}: ${remedy}]`, options.cause === undefined ? {} : { cause: options.cause });
    this.classification = options.classification;
    this.errorCode = options.errorCode ?? null;
    this.errorName = options.errorCode === undefined ? null : errorCodeName(options.errorCode);
    this.api = options.api ?? null;
    this.remedy = remedy;
    this.commitOutcomeUnknown = options.commitOutcomeUnknown ?? false;
  }
}

/**
 * True when `value` is a {@link TransactionError} (or a subclass), from any copy of kafka-eos (a brand check,
 * not `instanceof`). Branch on its `classification` to decide what to do.
 * @public
 */
export function isTransactionError(value: unknown): value is TransactionError {
  return hasErrorBrand(value, TRANSACTION_ERROR);
}

/**
 * The text of a {@link TransactionError}'s message without the `[classification: remedy]` it ends with, for a
 * later error that names it and adds its own remedy.
 * @internal
 */
export function messageWithoutRemedy(error: Error): string {
  if (!isTransactionError(error)) return error.message;
  const suffix = ` [${error.classification}: ${error.remedy}]`;
  return error.message.endsWith(suffix) ? error.message.slice(0, -suffix.length) : error.message;
}

/**
 * The producer was fenced: another producer with the same transactionalId has a newer epoch
 * (PRODUCER_FENCED, INVALID_PRODUCER_EPOCH from a coordinator, INVALID_PRODUCER_ID_MAPPING).
 * Always `application-recoverable`. Mirrors Kafka's `ProducerFencedException`. Every call made after the
 * fencing (commit, begin, send, sendOffsetsToTransaction, abort) is refused with a new `ProducerFencedError`
 * whose `cause` is the one that fenced the producer, as Kafka's `maybeFailWithError` throws the fenced exception.
 * @public
 */
export class ProducerFencedError extends TransactionError {
  /** @internal brand checked by {@link isProducerFencedError}. */
  readonly [PRODUCER_FENCED_ERROR] = true;
}

/**
 * True when `value` is a {@link ProducerFencedError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isProducerFencedError(value: unknown): value is ProducerFencedError {
  return hasErrorBrand(value, PRODUCER_FENCED_ERROR);
}

/**
 * TxnOffsetCommit was rejected because the consumer is no longer the group member the offsets were
 * read as (ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID, STALE_MEMBER_EPOCH, and GROUP_ID_NOT_FOUND from v6, KIP-1319):
 * a rebalance happened, or the group is gone (KIP-447).
 * Abortable. Mirrors Kafka's `CommitFailedException`.
 * @public
 */
export class CommitFailedError extends TransactionError {}

/**
 * TxnOffsetCommit was rejected with FENCED_INSTANCE_ID: another consumer uses the same static
 * `group.instance.id` (KIP-345, KIP-447). Abortable for the producer; the consumer must stop.
 * @public
 */
export class FencedInstanceIdError extends TransactionError {}

/**
 * A record failed because its transaction was aborted before it was acknowledged (KIP-654,
 * Kafka's `TransactionAbortedException`). The record was not written; send it again in a new
 * transaction if it is still wanted.
 * @public
 */
export class TransactionAbortedError extends TransactionError {
  /**
   * Builds the error and its message from the arguments.
   * @param options - `cause`: why the transaction was aborted, if known.
   */
  constructor(options: { readonly cause?: unknown } = {}) {
    super('ERR_TXN_ABORTED', 'The record was not sent because its transaction was aborted', {
      classification: 'abortable',
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    });
  }
}

/**
 * A public operation was called in a state where it is not legal (misuse).
 * Names the operation, the current state, the legal states, and the recorded cause when in an error state.
 * @public
 */
export class TransactionStateError extends KafkaClientError {
  /** The producer call that was refused. */
  readonly operation: TransactionOperation;
  /** The producer's state when the call was made. */
  readonly state: TransactionState;
  /** The states in which the call would have been allowed. */
  readonly legalStates: readonly TransactionState[];

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The refused call.
   * @param state - The producer's state at the call.
   * @param legalStates - The states the call is legal in.
   * @param cause - The recorded error, when the state is an error state.
   */
  constructor(operation: TransactionOperation, state: TransactionState, legalStates: readonly TransactionState[], cause?: unknown) {
    const legal = legalStates.length === 0 ? 'never (not available for this producer)' : legalStates.join(', ');
    const because = cause instanceof Error ? `; the producer is in ${state} because: ${cause.message}` : '';
    super('ERR_TXN_INVALID_STATE', `Cannot call ${operation}() in state ${state}; legal in: ${legal}${because}`,
      cause === undefined ? {} : { cause });
    this.operation = operation;
    this.state = state;
    this.legalStates = legalStates;
  }
}

/**
 * Builds the user-facing error for a broker error code, picking the typed subclass Kafka would use.
 * @public
 */
export function transactionErrorFromCode(
  api: string,
  errorCode: number,
  classification: ErrorClassification,
  resource?: string,
  outcome: Pick<TransactionErrorOptions, 'commitOutcomeUnknown' | 'remedy'> = {},
): TransactionError {
  const name = errorCodeName(errorCode);
  const where = resource === undefined ? '' : ` for ${resource}`;
  const message = `${api}${where} failed with ${name} (${errorCode})`;
  const options: TransactionErrorOptions = resource === undefined
    ? { classification, api, errorCode, ...outcome }
    : { classification, api, errorCode, resource, ...outcome };
  const code: TransactionErrorCode = `ERR_TXN_${name}`;
  switch (errorCode) {
    case ErrorCode.PRODUCER_FENCED:
    case ErrorCode.INVALID_PRODUCER_EPOCH:
    case ErrorCode.INVALID_PRODUCER_ID_MAPPING:
      return classification === 'application-recoverable' ? new ProducerFencedError(code, message, options) : new TransactionError(code, message, options);
    case ErrorCode.ILLEGAL_GENERATION:
    case ErrorCode.UNKNOWN_MEMBER_ID:
    case ErrorCode.STALE_MEMBER_EPOCH:
    case ErrorCode.GROUP_ID_NOT_FOUND:
      return new CommitFailedError(code, message, options);
    case ErrorCode.FENCED_INSTANCE_ID:
      return new FencedInstanceIdError(code, message, options);
    default:
      return new TransactionError(code, message, options);
  }
}
