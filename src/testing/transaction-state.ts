import { ErrorCode } from '../errors/protocol-error-codes.generated.js';

/**
 * Coordinator-side transaction states and their legal moves, as in Kafka's `TransactionState`
 * (`TransactionMetadata.scala` / `TransactionState.java`, KIP-98, KIP-664 names).
 */

/**
 * The coordinator's state of one transactional.id. Values are Kafka's names as DescribeTransactions and
 * ListTransactions report them.
 * @public
 */
export const TransactionState = {
  /** The id has a producer id and no open transaction. */
  EMPTY: 'Empty',
  /** A transaction is open: partitions or group offsets were added to it. */
  ONGOING: 'Ongoing',
  /** EndTxn(commit) was accepted; COMMIT markers are being written to the partitions. */
  PREPARE_COMMIT: 'PrepareCommit',
  /** An abort was decided (EndTxn(abort) or the transaction timeout); ABORT markers are being written. */
  PREPARE_ABORT: 'PrepareAbort',
  /** Every COMMIT marker was written: the transaction is committed and visible to `read_committed` readers. */
  COMPLETE_COMMIT: 'CompleteCommit',
  /** Every ABORT marker was written: the transaction is aborted. */
  COMPLETE_ABORT: 'CompleteAbort',
  /**
   * A newer producer instance called InitProducerId while a transaction was open: the coordinator bumps the epoch and
   * aborts it.
   */
  PREPARE_EPOCH_FENCE: 'PrepareEpochFence',
  /** The id expired (`transactional.id.expiration.ms` without use) and is forgotten. */
  DEAD: 'Dead',
} as const;

/**
 * One of {@link TransactionState}'s values.
 * @public
 */
export type TransactionState = (typeof TransactionState)[keyof typeof TransactionState];

/**
 * Legal previous states of each state (Kafka's `TransactionState.validPreviousStates`).
 * @internal
 */
export const VALID_PREVIOUS_STATES: { readonly [S in TransactionState]: readonly TransactionState[] } = {
  Empty: ['Empty', 'CompleteCommit', 'CompleteAbort'],
  Ongoing: ['Ongoing', 'Empty', 'CompleteCommit', 'CompleteAbort'],
  PrepareCommit: ['Ongoing'],
  // TV2 may abort with no partitions from Empty/Complete* (KIP-890).
  PrepareAbort: ['Ongoing', 'PrepareEpochFence', 'Empty', 'CompleteCommit', 'CompleteAbort'],
  CompleteCommit: ['PrepareCommit'],
  CompleteAbort: ['PrepareAbort'],
  PrepareEpochFence: ['Ongoing'],
  Dead: ['Empty', 'CompleteAbort', 'CompleteCommit'],
};

/**
 * Thrown when the coordinator itself attempts an illegal move: a bug in the in-memory cluster, never a
 * client error (clients get error codes).
 * @internal
 */
export class IllegalTransactionTransitionError extends Error {
  constructor(transactionalId: string, from: TransactionState, to: TransactionState) {
    super(`transactional id ${transactionalId}: illegal transition ${from} -> ${to}`);
    this.name = 'IllegalTransactionTransitionError';
  }
}

/**
 * Checks a move against {@link VALID_PREVIOUS_STATES}.
 * @internal
 */
export function assertTransition(transactionalId: string, from: TransactionState, to: TransactionState): void {
  if (!VALID_PREVIOUS_STATES[to].includes(from)) throw new IllegalTransactionTransitionError(transactionalId, from, to);
}

/**
 * Whether the coordinator answers PRODUCER_FENCED (false: INVALID_PRODUCER_EPOCH) at this request
 * version. KIP-588 added PRODUCER_FENCED in InitProducerId v4 and AddPartitionsToTxn / AddOffsetsToTxn /
 * EndTxn v2; older versions get INVALID_PRODUCER_EPOCH so old clients keep their handling (KafkaApis).
 * @internal
 */
export function fencedErrorCode(api: 'InitProducerId' | 'AddPartitionsToTxn' | 'AddOffsetsToTxn' | 'EndTxn', version: number): number {
  const since = api === 'InitProducerId' ? 4 : 2;
  return version >= since ? ErrorCode.PRODUCER_FENCED : ErrorCode.INVALID_PRODUCER_EPOCH;
}
