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
  /**
   * Created; no producer id yet (`initTransactions()` not called, or an idempotent producer before its first send).
   */
  UNINITIALIZED: 'UNINITIALIZED',
  /** InitProducerId is in progress: finding the coordinator, fencing earlier instances. */
  INITIALIZING: 'INITIALIZING',
  /** Has a producer id and no open transaction: `beginTransaction()` may be called. */
  READY: 'READY',
  /** A transaction is open: sends and `sendOffsetsToTransaction()` join it. */
  IN_TRANSACTION: 'IN_TRANSACTION',
  /** `commitTransaction()` is flushing the records and ending the transaction with EndTxn(commit). */
  COMMITTING_TRANSACTION: 'COMMITTING_TRANSACTION',
  /** `abortTransaction()` is ending the transaction with EndTxn(abort). */
  ABORTING_TRANSACTION: 'ABORTING_TRANSACTION',
  /** The open transaction cannot commit after an error; only `abortTransaction()` (or `close()`) moves on. */
  ABORTABLE_ERROR: 'ABORTABLE_ERROR',
  /** The producer cannot be used any more (fenced, unauthorized, unsupported); only `close()` is allowed. */
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
  /** `producer.initTransactions()`. */
  initTransactions: 'initTransactions',
  /** `producer.beginTransaction()`. */
  beginTransaction: 'beginTransaction',
  /** `producer.send()`, and `txn.send()` inside `transaction()`. */
  send: 'send',
  /** `producer.sendOffsetsToTransaction()`, and `txn.sendOffsets()`. */
  sendOffsetsToTransaction: 'sendOffsetsToTransaction',
  /** `producer.commitTransaction()`. */
  commitTransaction: 'commitTransaction',
  /** `producer.abortTransaction()`. */
  abortTransaction: 'abortTransaction',
  /** `producer.flush()`. */
  flush: 'flush',
  /** `producer.close()`. */
  close: 'close',
} as const;

/**
 * One of {@link TransactionOperation}.
 * @public
 */
export type TransactionOperation = (typeof TransactionOperation)[keyof typeof TransactionOperation];
