/**
 * Idempotence and fencing state per (producerId, partition), mirroring Kafka's `ProducerStateManager`,
 * `ProducerStateEntry` and `ProducerAppendInfo` (KIP-98, KIP-360, KIP-588, KIP-890).
 *
 * Rules, in Kafka's order:
 * 1. A batch whose (epoch, firstSeq, lastSeq) matches one of the producer's last 5 batches is a retry: it is
 *    acknowledged with its ORIGINAL base offset and not appended again (`findDuplicateBatch`).
 * 2. An epoch lower than the current one is INVALID_PRODUCER_EPOCH (Kafka >= 2.7 answers this rather than
 *    PRODUCER_FENCED on Produce, so the client can abort and bump; KIP-588).
 * 3. A new (higher) epoch must start at sequence 0, else OUT_OF_ORDER_SEQUENCE_NUMBER.
 * 4. Same epoch: the first sequence must follow the last one (wrapping at 2^31-1), else
 *    OUT_OF_ORDER_SEQUENCE_NUMBER.
 * 5. No state for the producer: Kafka >= 2.5 (KIP-360) accepts any sequence; older brokers answered
 *    UNKNOWN_PRODUCER_ID for a non-zero sequence. `unknownProducerIdOnMissingState` selects the old
 *    behaviour so a client's KIP-360 recovery path can be exercised.
 * 6. Markers: a TV1 marker needs epoch >= current, a TV2 marker epoch > current (the coordinator bumped it).
 *
 * Simplifications versus Kafka: no producer-id expiration by time (use {@link ProducerStateManager.expireProducer}), no snapshotting.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { NO_PRODUCER_EPOCH } from '../protocol/record-batch/record-batch-header.js';

/** Kafka keeps the metadata of the last five batches per producer (`ProducerStateEntry.NUM_BATCHES_TO_RETAIN`). */
const BATCHES_TO_RETAIN = 5;
const INT32_MAX = 0x7fffffff;

/**
 * The producer-related header fields of a data batch.
 * @internal
 */
export interface ProducerBatch {
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly baseSequence: number;
  /** Number of records; the last sequence is `baseSequence + recordCount - 1` (wrapping). */
  readonly recordCount: number;
  readonly transactional: boolean;
  readonly maxTimestamp: number;
}

/**
 * Outcome of {@link ProducerStateManager.checkDataBatch}.
 * @internal
 */
export type ProducerCheck =
  | { readonly kind: 'append' }
  | { readonly kind: 'duplicate'; readonly baseOffset: bigint }
  | { readonly kind: 'error'; readonly errorCode: number; readonly message: string };

/**
 * DescribeProducers' view of one producer on a partition (KIP-664).
 * @public
 */
export interface ProducerStateDescription {
  /** The producer id. */
  readonly producerId: bigint;
  /** The producer's latest epoch on this partition. */
  readonly producerEpoch: number;
  /** Last acknowledged sequence, -1 when none. */
  readonly lastSequence: number;
  /** Max timestamp of the producer's last batch, -1 when none. */
  readonly lastTimestamp: bigint;
  /** The epoch of the transaction coordinator that wrote the producer's last marker here, -1 if none. */
  readonly coordinatorEpoch: number;
  /** First offset of the producer's open transaction here, -1 when none. */
  readonly currentTxnStartOffset: bigint;
}

interface BatchMetadata {
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly baseOffset: bigint;
}

interface ProducerStateEntry {
  producerEpoch: number;
  coordinatorEpoch: number;
  lastTimestamp: number;
  /** Oldest first; at most {@link BATCHES_TO_RETAIN}. */
  batches: BatchMetadata[];
}

/**
 * Options of a partition's producer state (idempotence windows and fencing; the cluster's `producerState` option).
 * @public
 */
export interface ProducerStateOptions {
  /**
   * Answer UNKNOWN_PRODUCER_ID to a non-zero first sequence from a producer with no state here, as Kafka
   * before 2.5 did. Default false: accept it, as current Kafka does (KIP-360).
   */
  readonly unknownProducerIdOnMissingState?: boolean;
}

/**
 * The per-partition producer table.
 * @internal
 */
export class ProducerStateManager {
  private readonly producers = new Map<bigint, ProducerStateEntry>();
  private readonly unknownProducerIdOnMissingState: boolean;

  constructor(options: ProducerStateOptions = {}) {
    this.unknownProducerIdOnMissingState = options.unknownProducerIdOnMissingState ?? false;
  }

  /**
   * Validates a data batch from a client. Does not change state: call {@link onDataAppended} once the
   * batch is in the log.
   */
  checkDataBatch(batch: ProducerBatch): ProducerCheck {
    const entry = this.producers.get(batch.producerId);
    const lastSeq = lastSequenceOf(batch);
    if (entry === undefined) {
      if (batch.baseSequence !== 0 && this.unknownProducerIdOnMissingState) {
        return error(ErrorCode.UNKNOWN_PRODUCER_ID, `no state for producer ${batch.producerId}`);
      }
      return { kind: 'append' };
    }
    if (batch.producerEpoch === entry.producerEpoch) {
      for (const previous of entry.batches) {
        if (previous.firstSeq === batch.baseSequence && previous.lastSeq === lastSeq) {
          return { kind: 'duplicate', baseOffset: previous.baseOffset };
        }
      }
    }
    if (batch.producerEpoch < entry.producerEpoch) {
      return error(ErrorCode.INVALID_PRODUCER_EPOCH, `epoch ${batch.producerEpoch} is older than ${entry.producerEpoch}`);
    }
    if (batch.producerEpoch !== entry.producerEpoch) {
      if (batch.baseSequence !== 0 && entry.producerEpoch !== NO_PRODUCER_EPOCH) {
        return error(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, `new epoch ${batch.producerEpoch} must start at sequence 0`);
      }
      return { kind: 'append' };
    }
    const currentLast = entry.batches.at(-1)?.lastSeq ?? -1;
    if (!inSequence(currentLast, batch.baseSequence)) {
      return error(
        ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER,
        `sequence ${batch.baseSequence} does not follow ${currentLast} for producer ${batch.producerId}`,
      );
    }
    return { kind: 'append' };
  }

  /** Records an appended data batch in the producer's window. */
  onDataAppended(batch: ProducerBatch, baseOffset: bigint): void {
    let entry = this.producers.get(batch.producerId);
    if (entry === undefined) {
      entry = { producerEpoch: batch.producerEpoch, coordinatorEpoch: -1, lastTimestamp: -1, batches: [] };
      this.producers.set(batch.producerId, entry);
    } else if (entry.producerEpoch !== batch.producerEpoch) {
      // A new epoch starts a fresh sequence space (ProducerStateEntry.maybeUpdateProducerEpoch).
      entry.producerEpoch = batch.producerEpoch;
      entry.batches = [];
    }
    entry.batches.push({ firstSeq: batch.baseSequence, lastSeq: lastSequenceOf(batch), baseOffset });
    if (entry.batches.length > BATCHES_TO_RETAIN) entry.batches.shift();
    entry.lastTimestamp = batch.maxTimestamp;
  }

  /**
   * Validates a COMMIT/ABORT marker: its epoch (TV1 needs `>=` the current epoch, TV2 strictly `>` because the
   * coordinator bumps the epoch before writing markers, `ProducerAppendInfo.checkProducerEpoch`), then its
   * coordinator epoch, which must not be older than the one of the producer's last marker here
   * (TRANSACTION_COORDINATOR_FENCED, `ProducerAppendInfo.appendEndTxnMarker`).
   */
  checkMarker(producerId: bigint, producerEpoch: number, transactionVersion: 1 | 2, coordinatorEpoch: number): number {
    const entry = this.producers.get(producerId);
    if (entry === undefined) return ErrorCode.NONE;
    const invalid = transactionVersion >= 2 ? producerEpoch <= entry.producerEpoch : producerEpoch < entry.producerEpoch;
    if (invalid) return ErrorCode.INVALID_PRODUCER_EPOCH;
    return entry.coordinatorEpoch > coordinatorEpoch ? ErrorCode.TRANSACTION_COORDINATOR_FENCED : ErrorCode.NONE;
  }

  /** Records a written marker: the producer moves to the marker's epoch (clearing its window on a change). */
  onMarkerAppended(producerId: bigint, producerEpoch: number, coordinatorEpoch: number, timestamp: number): void {
    let entry = this.producers.get(producerId);
    if (entry === undefined) {
      entry = { producerEpoch, coordinatorEpoch, lastTimestamp: timestamp, batches: [] };
      this.producers.set(producerId, entry);
      return;
    }
    if (entry.producerEpoch !== producerEpoch) {
      entry.producerEpoch = producerEpoch;
      entry.batches = [];
    }
    entry.coordinatorEpoch = coordinatorEpoch;
    entry.lastTimestamp = timestamp;
  }

  /** The producer's current epoch here, or undefined when it has no state. */
  currentEpoch(producerId: bigint): number | undefined {
    return this.producers.get(producerId)?.producerEpoch;
  }

  /** Forgets the producer (as Kafka does after `producer.id.expiration.ms`); true if it was known. */
  expireProducer(producerId: bigint): boolean {
    return this.producers.delete(producerId);
  }

  /** DescribeProducers rows; `txnStartOffset` supplies each producer's open-transaction offset. */
  describe(txnStartOffset: (producerId: bigint) => bigint | undefined): ProducerStateDescription[] {
    const rows: ProducerStateDescription[] = [];
    for (const [producerId, entry] of this.producers) {
      rows.push({
        producerId,
        producerEpoch: entry.producerEpoch,
        lastSequence: entry.batches.at(-1)?.lastSeq ?? -1,
        lastTimestamp: BigInt(entry.lastTimestamp),
        coordinatorEpoch: entry.coordinatorEpoch,
        currentTxnStartOffset: txnStartOffset(producerId) ?? -1n,
      });
    }
    return rows;
  }
}

function lastSequenceOf(batch: ProducerBatch): number {
  // Sequences wrap from Int32.MAX_VALUE to 0 (DefaultRecordBatch.incrementSequence).
  const last = batch.baseSequence + batch.recordCount - 1;
  return last > INT32_MAX ? last - INT32_MAX - 1 : last;
}

function inSequence(lastSeq: number, nextSeq: number): boolean {
  return nextSeq === lastSeq + 1 || (nextSeq === 0 && lastSeq === INT32_MAX);
}

function error(errorCode: number, message: string): ProducerCheck {
  return { kind: 'error', errorCode, message };
}
