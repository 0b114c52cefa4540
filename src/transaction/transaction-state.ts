/**
 * The transactional producer's state machine, as data.
 *
 * States and transitions mirror Kafka's `TransactionManager.State` and `isTransitionValid`
 * (clients/.../producer/internals/TransactionManager.java), without KIP-939's PREPARED_TRANSACTION.
 * Two additions: READY -> INITIALIZING is how an idempotent producer's KIP-360 epoch bump re-runs
 * InitProducerId, and ABORTABLE_ERROR -> INITIALIZING (kept legal, no longer taken: an abort that cannot send
 * EndTxn, after INVALID_PRODUCER_ID_MAPPING, stays in ABORTING_TRANSACTION until its InitProducerId is answered,
 * so the Sender keeps failing the transaction's undrained batches). ABORTABLE_ERROR -> UNINITIALIZED is Kafka's
 * `transitionToUninitialized`: an InitProducerId refused for authorization (or a first initialization failed
 * abortably) leaves the producer uninitialized, so `initTransactions()` can be called again.
 */
import { TransactionOperation, TransactionState } from '../common/transaction-names.js';

/**
 * Every state, in declaration order.
 * @public
 */
export const ALL_TRANSACTION_STATES: readonly TransactionState[] = Object.values(TransactionState);

const S = TransactionState;

/**
 * The legal transitions: `TRANSITIONS[from]` lists the states `from` may move to.
 * FATAL_ERROR is terminal; every other state may fail fatally.
 * @public
 */
export const TRANSITIONS: { readonly [State in TransactionState]: readonly TransactionState[] } = {
  [S.UNINITIALIZED]: [S.INITIALIZING, S.FATAL_ERROR],
  [S.INITIALIZING]: [S.READY, S.ABORTABLE_ERROR, S.FATAL_ERROR],
  [S.READY]: [S.IN_TRANSACTION, S.INITIALIZING, S.FATAL_ERROR],
  [S.IN_TRANSACTION]: [S.COMMITTING_TRANSACTION, S.ABORTING_TRANSACTION, S.ABORTABLE_ERROR, S.FATAL_ERROR],
  [S.COMMITTING_TRANSACTION]: [S.READY, S.INITIALIZING, S.ABORTABLE_ERROR, S.FATAL_ERROR],
  [S.ABORTING_TRANSACTION]: [S.READY, S.INITIALIZING, S.FATAL_ERROR],
  [S.ABORTABLE_ERROR]: [S.UNINITIALIZED, S.ABORTING_TRANSACTION, S.ABORTABLE_ERROR, S.INITIALIZING, S.FATAL_ERROR],
  [S.FATAL_ERROR]: [],
};

/**
 * True when `from -> to` is in {@link TRANSITIONS}.
 * @public
 */
export function isTransitionValid(from: TransactionState, to: TransactionState): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * True for the two states that must record a cause.
 * @public
 */
export function isErrorState(state: TransactionState): state is 'ABORTABLE_ERROR' | 'FATAL_ERROR' {
  return state === S.ABORTABLE_ERROR || state === S.FATAL_ERROR;
}

/**
 * Every operation, in declaration order.
 * @public
 */
export const ALL_TRANSACTION_OPERATIONS: readonly TransactionOperation[] = Object.values(TransactionOperation);

/**
 * The states in which each operation is legal for a transactional producer (kafkajs `legalStates`).
 * initTransactions in INITIALIZING and commit/abort in COMMITTING/ABORTING are retries of a call whose
 * caller gave up waiting (Kafka lets `commitTransaction()` be called again after a TimeoutException).
 * @public
 */
export const LEGAL_STATES: { readonly [Operation in TransactionOperation]: readonly TransactionState[] } = {
  initTransactions: [S.UNINITIALIZED, S.INITIALIZING],
  beginTransaction: [S.READY],
  send: [S.IN_TRANSACTION],
  sendOffsetsToTransaction: [S.IN_TRANSACTION],
  commitTransaction: [S.IN_TRANSACTION, S.COMMITTING_TRANSACTION],
  abortTransaction: [S.IN_TRANSACTION, S.ABORTING_TRANSACTION, S.ABORTABLE_ERROR],
  flush: ALL_TRANSACTION_STATES,
  close: ALL_TRANSACTION_STATES,
};

/**
 * The states in which each operation is legal for an idempotent producer (no transactionalId).
 * Sends may be queued before the producer id arrives: the Sender holds them until the state is READY.
 * @public
 */
export const IDEMPOTENT_LEGAL_STATES: { readonly [Operation in TransactionOperation]: readonly TransactionState[] } = {
  initTransactions: [],
  beginTransaction: [],
  send: [S.UNINITIALIZED, S.INITIALIZING, S.READY],
  sendOffsetsToTransaction: [],
  commitTransaction: [],
  abortTransaction: [],
  flush: ALL_TRANSACTION_STATES,
  close: ALL_TRANSACTION_STATES,
};
