/**
 * How the transactional session reads a producer's error or state: an unknown commit outcome (resolved before
 * the next batch), fencing (the producer is rebuilt or the session fails), fatal errors, and the states in which
 * an open transaction can still be aborted.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { ProducerTimeoutError } from '../errors/producer-errors.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { isTransactionError } from '../errors/transaction-errors.js';
import { TransactionState } from '../common/transaction-names.js';
import type { Producer } from '../producer/producer.js';
import type { SessionAbortReason } from './session-types.js';

/** Producer states with a transaction the session aborts before going on. @internal */
export const ABORTABLE_STATES: readonly TransactionState[] = [TransactionState.IN_TRANSACTION, TransactionState.ABORTABLE_ERROR, TransactionState.ABORTING_TRANSACTION];

/**
 * A commit that may or may not have happened and that calling `commitTransaction()` again can still settle
 * (`commitOutcomeUnknown` on a retriable error, or a timeout). @internal
 */
export function isUnknownCommit(error: unknown): boolean {
  return (isTransactionError(error) && error.commitOutcomeUnknown && !isFencedOrFatal(error)) || error instanceof ProducerTimeoutError;
}

/**
 * A commit refused for good (fenced, fatal) after one of its EndTxn attempts got no answer: that attempt may have
 * been applied, and only the committed offsets can tell. @internal
 */
export function isRefusedAfterLostAnswer(error: unknown): boolean {
  return isTransactionError(error) && error.commitOutcomeUnknown && isFencedOrFatal(error);
}

/** Another instance fenced the producer. @internal */
export function isFenced(error: unknown): boolean {
  return isTransactionError(error) && error.classification === 'application-recoverable';
}

/** Fenced, or an error the producer cannot recover from. @internal */
export function isFencedOrFatal(error: unknown): boolean {
  return isTransactionError(error) && (error.classification === 'application-recoverable' || error.classification === 'fatal');
}

/**
 * The coordinator answered a retried EndTxn(commit) with INVALID_TXN_STATE: the transaction that commit belonged to
 * is no longer open there. Kafka 4.4 answers so under transaction version 2 when it timed the transaction out (and
 * aborted it, records and offsets) while the commit's EndTxn was lost, where transaction version 1 answers
 * PRODUCER_FENCED. Only meaningful after a commit whose outcome was unknown; the producer is in FATAL_ERROR. The
 * error or one of its causes counts. @internal
 */
export function isEndedTransaction(error: unknown): boolean {
  return answerOf(error, 'EndTxn', [ErrorCode.INVALID_TXN_STATE]) !== undefined;
}

/** The group memberships a TxnOffsetCommit answer says are over (Kafka's consumer resets its generation on them). */
const MEMBERSHIP_OVER: readonly number[] = [ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.ILLEGAL_GENERATION, ErrorCode.FENCED_INSTANCE_ID];

/**
 * The error code when the coordinator refused the batch's offsets because the consumer's group membership they were
 * sent with is over (UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION, FENCED_INSTANCE_ID); the error or one of its causes
 * counts. @internal
 */
export function membershipOver(error: unknown): number | undefined {
  return answerOf(error, 'TxnOffsetCommit', MEMBERSHIP_OVER);
}

/** The code of the first error in `error`'s cause chain that is `api`'s answer with one of `codes`. */
function answerOf(error: unknown, api: string, codes: readonly number[]): number | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth++) {
    if (isTransactionError(current) && current.api === api && current.errorCode !== null && codes.includes(current.errorCode)) return current.errorCode;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** The error that made a producer in FATAL_ERROR fatal, as its next call reports it (a refused call names it as its cause). @internal */
export function fatalCause(producer: Producer): unknown {
  try {
    producer.beginTransaction(); // refused in FATAL_ERROR, without side effects
  } catch (error) {
    return isFencedOrFatal(error) ? error : isObjectRecord(error) ? error.cause : undefined;
  }
  return undefined;
}

/**
 * Why a batch that failed with `error` was aborted when the session goes on after it (fenced and rebuilt, an
 * abortable error, a send of the batch that failed locally); undefined when `error` is the caller's. @internal
 */
export function recoveredReason(error: unknown, sendFailure: Error | undefined): SessionAbortReason | undefined {
  if (isFenced(error)) return 'fenced';
  if (isTransactionError(error) && error.classification === 'abortable') return 'abortable-error';
  if (sendFailure !== undefined && error === sendFailure) return 'abortable-error';
  return undefined;
}
