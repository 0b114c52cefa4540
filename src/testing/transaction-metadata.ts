/**
 * The coordinator's record of one transactional.id (Kafka's `TransactionMetadata`), its state transitions and
 * InitProducerId's producer id/epoch checks and bump.
 */
import type { Clock, Timer } from '../internal/clock.js';
import type { TopicPartition } from '../common/topic-partition.js';
import { assertTransition, TransactionState } from './transaction-state.js';
import { NO_PRODUCER_EPOCH, NO_PRODUCER_ID } from '../protocol/record-batch/record-batch-header.js';

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
  /**
   * The producer id an EndTxn that exhausted the epoch rotated to (TV2), handed to the client at once and taken
   * over when the transaction's markers are written (Kafka's `nextProducerId`); -1 otherwise.
   */
  nextProducerId: bigint;
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

/** The KIP-360 "current" producer id and epoch an InitProducerId v3+ carries. @internal */
export interface ExpectedProducer {
  readonly producerId: bigint;
  readonly producerEpoch: number;
}

/**
 * Kafka's `isValidProducerId`: an InitProducerId carrying `expected` is fenced unless the metadata is brand new,
 * the id matches, or it retries a rotation.
 * @internal
 */
export function isValidProducerId(metadata: TransactionMetadata, expected: ExpectedProducer): boolean {
  return metadata.producerEpoch === NO_PRODUCER_EPOCH
    || expected.producerId === metadata.producerId
    || (expected.producerId === metadata.lastProducerId && expected.producerEpoch >= EXHAUSTED_EPOCH);
}

/**
 * InitProducerId's epoch bump (Kafka's `prepareIncrementProducerEpoch`, and `prepareProducerIdRotation` for an
 * exhausted epoch): rotates to a fresh id from `allocateProducerId`, bumps the epoch, or leaves it for a retry of
 * the last bump. @returns false when the caller is fenced (nothing is changed then).
 * @internal
 */
export function prepareIncrementProducerEpoch(metadata: TransactionMetadata, expected: ExpectedProducer | undefined, allocateProducerId: () => bigint): boolean {
  if (metadata.producerEpoch >= EXHAUSTED_EPOCH && (expected === undefined || expected.producerEpoch === metadata.producerEpoch)) {
    metadata.lastProducerId = metadata.producerId;
    metadata.producerId = allocateProducerId();
    metadata.lastProducerEpoch = NO_PRODUCER_EPOCH;
    metadata.producerEpoch = 0;
  } else if (expected === undefined) {
    metadata.lastProducerEpoch = NO_PRODUCER_EPOCH;
    metadata.producerEpoch++;
  } else if (metadata.producerEpoch === NO_PRODUCER_EPOCH || expected.producerEpoch === metadata.producerEpoch) {
    metadata.lastProducerEpoch = metadata.producerEpoch;
    metadata.producerEpoch++;
  } else if (expected.producerEpoch !== metadata.lastProducerEpoch || timedOutUnderTv1(metadata)) {
    // Not the current epoch and not a retry of the last bump: someone else owns the id now. After a
    // coordinator-side timeout abort Kafka 4.4's TV1 coordinator fences the timed-out producer too
    // (measured, test/kafka/fidelity): KIP-588's recovery works only under TV2 (its EndTxn v5 abort).
    return false;
  }
  return true;
}

/** A TV1 transaction the coordinator aborted on timeout: `lastProducerEpoch` is the epoch it fenced. */
function timedOutUnderTv1(metadata: TransactionMetadata): boolean {
  const aborted = metadata.state === TransactionState.COMPLETE_ABORT || metadata.state === TransactionState.PREPARE_ABORT;
  return metadata.transactionVersion === 1 && aborted && metadata.lastProducerEpoch !== NO_PRODUCER_EPOCH;
}

/**
 * After the markers of a transaction whose EndTxn exhausted the epoch (TV2): the metadata moves to the producer id
 * handed to the client, at epoch 0, remembering the old id for a retried EndTxn (Kafka's `prepareComplete`).
 * @internal
 */
export function completeProducerIdRotation(metadata: TransactionMetadata): void {
  if (metadata.nextProducerId === NO_PRODUCER_ID) return;
  metadata.lastProducerId = metadata.producerId;
  metadata.producerId = metadata.nextProducerId;
  metadata.nextProducerId = NO_PRODUCER_ID;
  metadata.producerEpoch = 0;
  metadata.lastProducerEpoch = NO_PRODUCER_EPOCH;
}

/**
 * Whether `producerId` is the id an exhausting EndTxn handed out while the old id's markers are still being written
 * (answered CONCURRENT_TRANSACTIONS until {@link completeProducerIdRotation}).
 * @internal
 */
export function awaitsProducerIdRotation(metadata: TransactionMetadata | undefined, producerId: bigint): boolean {
  return metadata !== undefined && metadata.nextProducerId !== NO_PRODUCER_ID && producerId === metadata.nextProducerId;
}
