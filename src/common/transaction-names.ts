/**
 * The names of a producer's transaction states and of the operations whose legality depends on them. They are
 * words of the public API (events, errors, `producer.state`) that errors/ speaks too; the state machine itself,
 * transitions and legal states, is transaction/transaction-state.ts.
 */

/**
 * The states of a transactional or idempotent producer.
 * @public
 */
export const TransactionState = {
  UNINITIALIZED: 'UNINITIALIZED',
  INITIALIZING: 'INITIALIZING',
  READY: 'READY',
  IN_TRANSACTION: 'IN_TRANSACTION',
  COMMITTING_TRANSACTION: 'COMMITTING_TRANSACTION',
  ABORTING_TRANSACTION: 'ABORTING_TRANSACTION',
  ABORTABLE_ERROR: 'ABORTABLE_ERROR',
  FATAL_ERROR: 'FATAL_ERROR',
} as const;

/**
 * One of {@link TransactionState}.
 * @public
 */
export type TransactionState = (typeof TransactionState)[keyof typeof TransactionState];

/**
 * The public producer operations whose legality depends on the state.
 * @public
 */
export const TransactionOperation = {
  initTransactions: 'initTransactions',
  beginTransaction: 'beginTransaction',
  send: 'send',
  sendOffsetsToTransaction: 'sendOffsetsToTransaction',
  commitTransaction: 'commitTransaction',
  abortTransaction: 'abortTransaction',
  flush: 'flush',
  close: 'close',
} as const;

/**
 * One of {@link TransactionOperation}.
 * @public
 */
export type TransactionOperation = (typeof TransactionOperation)[keyof typeof TransactionOperation];
