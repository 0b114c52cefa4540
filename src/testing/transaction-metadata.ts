/**
 * The coordinator's record of one transactional.id (Kafka's `TransactionMetadata`).
 */
import type { Clock, Timer } from '../internal/clock.js';
import type { TopicPartition } from './topic-partition.js';
import { assertTransition, type TransactionState } from './transaction-state.js';

/**
 * Transaction protocol version of a request (KIP-890): 1 = classic (AddPartitionsToTxn / AddOffsetsToTxn,
 * epoch bumped only by InitProducerId), 2 = implicit adds and an epoch bump on every commit/abort.
 * @public
 */
export type TransactionVersion = 1 | 2;

/**
 * Mutable coordinator state of one transactional.id.
 * @internal
 */
export interface TransactionMetadata {
  readonly transactionalId: string;
  producerId: bigint;
  /** The producer id before the last rotation, -1 when none. */
  lastProducerId: bigint;
  producerEpoch: number;
  /**
   * The epoch before the last bump, kept so a retried InitProducerId is answered idempotently (KIP-360) and,
   * after a timeout abort, so the timed-out producer can claim the bumped epoch (KIP-588); -1 otherwise.
   */
  lastProducerEpoch: number;
  transactionTimeoutMs: number;
  state: TransactionState;
  /** Partitions in the current transaction, keyed by `topicPartitionKey`. */
  readonly partitions: Map<string, TopicPartition>;
  /** Consumer groups whose offsets are in the current transaction (AddOffsetsToTxn). */
  readonly groups: Set<string>;
  /** When the current transaction became Ongoing (ms), -1 when none. */
  transactionStartTimeMs: number;
  lastUpdateTimeMs: number;
  /** Protocol version the current transaction runs under. */
  transactionVersion: TransactionVersion;
  /** Coordinator-side timeout of the Ongoing transaction. */
  timeoutTimer: Timer | undefined;
  /** Marker write scheduled after PrepareCommit/PrepareAbort (when markers are delayed). */
  markerTimer: Timer | undefined;
}

/** Kafka's `RecordBatch.NO_PRODUCER_EPOCH`. @internal */
export const NO_PRODUCER_EPOCH = -1;
/** Kafka's `RecordBatch.NO_PRODUCER_ID`. @internal */
export const NO_PRODUCER_ID = -1n;
/** Epochs at or past this are exhausted (`TransactionMetadata.isEpochExhausted`: Short.MaxValue - 1). @internal */
export const EXHAUSTED_EPOCH = 32766;

/**
 * Moves `metadata` to `to`, throwing on a move Kafka's `TransactionState` table forbids, and stamps the update time.
 * @internal
 */
export function transitionMetadata(metadata: TransactionMetadata, to: TransactionState, clock: Clock): void {
  assertTransition(metadata.transactionalId, metadata.state, to);
  metadata.state = to;
  metadata.lastUpdateTimeMs = clock.now();
}
