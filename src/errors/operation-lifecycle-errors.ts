/**
 * Errors of the operation lifecycle: a call refused because an earlier operation's outcome was
 * not yet consumed, and `transaction()` called inside its own callback.
 */
import { KafkaClientError } from './kafka-client-error.js';
import { TransactionStateError } from './transaction-errors.js';
import type { TransactionOperation, TransactionState } from '../common/transaction-names.js';

/**
 * An operation was refused because an earlier `initTransactions()`, `commitTransaction()` or
 * `abortTransaction()` stopped waiting (timeout or AbortSignal) before its outcome was known: call that
 * operation again to get its outcome (it joins the pending operation, or returns how it ended) before
 * anything else (Kafka: "the previous call timed out and must be retried").
 * @public
 */
export class PendingOperationError extends TransactionStateError {
  /** The operation whose outcome must be consumed first. */
  readonly pendingOperation: TransactionOperation;

  /**
   * Builds the error and its message from the arguments.
   * @param pendingOperation - The operation still running that blocks `operation`.
   */
  constructor(operation: TransactionOperation, state: TransactionState, legalStates: readonly TransactionState[], pendingOperation: TransactionOperation) {
    super(operation, state, legalStates);
    this.pendingOperation = pendingOperation;
    this.message = `${this.message}; besides, the previous call to ${pendingOperation}() stopped waiting before its outcome was known: `
      + `call ${pendingOperation}() again to get its outcome before anything else`;
  }
}

/**
 * `producer.transaction()` was called inside a `producer.transaction()` callback. The inner call would wait
 * for the outer transaction, which waits for the callback: a deadlock. Use the callback's `send` and
 * `sendOffsets` instead.
 * @public
 */
export class NestedTransactionError extends KafkaClientError {
  /** Creates the error; it carries no parameters. */
  constructor() {
    super('ERR_TXN_NESTED', 'producer.transaction() was called inside a producer.transaction() callback of the same producer; '
      + 'use the callback\'s send/sendOffsets instead (a nested transaction would wait for itself)');
  }
}
