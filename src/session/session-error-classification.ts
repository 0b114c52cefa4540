/**
 * How the transactional session reads a producer's error or state: an unknown commit outcome (resolved before
 * the next batch), fencing (the producer is rebuilt or the session fails), fatal errors, and the states in which
 * an open transaction can still be aborted.
 */
import { ProducerTimeoutError } from '../errors/producer-errors.js';
import { isTransactionError } from '../errors/transaction-errors.js';
import { TransactionState } from '../transaction/transaction-state.js';

/** Producer states with a transaction the session aborts before going on. @internal */
export const ABORTABLE_STATES: readonly TransactionState[] = [TransactionState.IN_TRANSACTION, TransactionState.ABORTABLE_ERROR, TransactionState.ABORTING_TRANSACTION];

/** A commit that may or may not have happened (`commitOutcomeUnknown`, or a timeout). @internal */
export function isUnknownCommit(error: unknown): boolean {
  return (isTransactionError(error) && error.commitOutcomeUnknown) || error instanceof ProducerTimeoutError;
}

/** Another instance fenced the producer. @internal */
export function isFenced(error: unknown): boolean {
  return isTransactionError(error) && error.classification === 'application-recoverable';
}

/** Fenced, or an error the producer cannot recover from. @internal */
export function isFencedOrFatal(error: unknown): boolean {
  return isTransactionError(error) && (error.classification === 'application-recoverable' || error.classification === 'fatal');
}
