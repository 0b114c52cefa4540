/**
 * One partition's share of the `RecordAccumulator`: the batches waiting to drain, the batches drained but not yet
 * answered, and every rule that holds per partition: when the head may be sent, how it is drained, and what an
 * answer, a retry, a split, a failure or an expiry does to the queue (Kafka keeps a `Deque<ProducerBatch>` per
 * partition in `RecordAccumulator` and the in-flight batches in `Sender`/`TransactionManager`). Memory and wakeups
 * stay with the accumulator: an operation that settles a batch returns whether it did, and the accumulator frees
 * the batch's memory.
 */
import type { ExponentialBackoff } from '../../internal/backoff.js';
import type { ProducerBatch } from './producer-batch.js';
import type { DrainProducerState, LeaderEpochLookup } from './record-accumulator-options.js';

/**
 * What the readiness rule reads besides the queue.
 * @internal
 */
export interface ReadinessRules {
  readonly lingerMs: number;
  readonly maxInFlightPerPartition: number;
  /** KIP-580's exponential retry backoff, without jitter (deterministic). */
  readonly retryBackoff: ExponentialBackoff;
  /**
   * True while no batch waits out `lingerMs`: a flush in progress, the accumulator closing, or a send waiting
   * for memory. A function, not a flag, because a drain can change it (failing an out-of-order batch frees
   * memory, which places waiting sends).
   */
  isUrgent(): boolean;
}

/** What {@link PartitionQueue.drainHead} did with the head batch. @internal */
export type DrainOutcome = 'drained' | 'waiting' | 'out-of-order';

/**
 * One partition's queued batches and the batches drained but not yet answered.
 * @internal
 */
export class PartitionQueue {
  /** Batches waiting to drain, oldest first (creation order, which retries keep). */
  batches: ProducerBatch[] = [];
  /**
   * Batches drained and not yet answered, in drain order. Not the sequence bookkeeping's in-flight set
   * (`PartitionSequences`), which also holds batches waiting for their retry and batches failed without their
   * sequence being settled.
   */
  readonly inFlight: ProducerBatch[] = [];
  /**
   * The highest {@link ProducerBatch.creationOrder} among the partition's batches that are, or may be, in the
   * log (acknowledged, or failed after an attempt that may have been written). A batch created before it
   * may no longer be stamped with fresh sequences and sent: it would land after it.
   */
  lastWrittenOrder = -1;
  constructor(
    readonly topic: string,
    readonly partition: number,
  ) {}

  /**
   * When the head batch may be sent: linger and retry backoff, unless it is urgent (full, linger ended, flushing,
   * closing, memory exhausted). Infinity while it must wait for in-flight batches, or when there is no head. A
   * retry whose partition has a newer leader epoch than when it was last drained goes to that leader without
   * waiting out the backoff (KIP-951; Kafka `RecordAccumulator.shouldBackoff` with
   * `hasLeaderChangedForTheOngoingRetry`): the backoff is there to let a broker recover, and the new leader has
   * nothing to recover from.
   */
  headReadyAt(rules: ReadinessRules, ignoreLinger: boolean, leaderEpochFor: LeaderEpochLookup | undefined): number {
    const head = this.batches[0];
    const inFlight = this.inFlight;
    if (head === undefined || inFlight.length >= rules.maxInFlightPerPartition) return Infinity;
    if (head.baseSequence >= 0) {
      // A retried idempotent batch waits until every lower sequence is answered (Kafka
      // `shouldStopDrainBatchesForPartition`), or the broker would see a gap.
      for (const other of inFlight) if (other.baseSequence >= 0 && other.baseSequence < head.baseSequence) return Infinity;
    }
    const leaderChanged = leaderEpochFor !== undefined && leaderEpochFor(this.topic, this.partition) > head.drainedLeaderEpoch;
    const backoffEnd = head.attempts > 0 && !leaderChanged ? head.lastAttemptMs + rules.retryBackoff.delayMs(head.attempts - 1) : -Infinity;
    const urgent = ignoreLinger || head.closed || head.lingerOver || this.batches.length > 1 || rules.isUrgent();
    return Math.max(backoffEnd, urgent ? -Infinity : head.createdMs + rules.lingerMs);
  }

  /**
   * Moves the head batch (ready, as {@link PartitionQueue.headReadyAt} said) to in flight: closed, and, for an
   * idempotent producer, stamped with the producer state on its first drain. `waiting` when a batch stamped with an
   * older producer id or epoch is still in flight (Kafka `shouldStopDrainBatchesForPartition`: its outcome decides
   * whether this one may still be sent); `out-of-order` when the head lost its sequence (KIP-360 reset) after a
   * batch created later was, or may have been, written: it is removed and handed to `failOutOfOrder`.
   */
  drainHead(head: ProducerBatch, nowMs: number, producerState: DrainProducerState | undefined, leaderEpoch: number): DrainOutcome {
    if (producerState !== undefined && head.baseSequence < 0) {
      if (this.hasStaleInFlight(producerState.producerId, producerState.producerEpoch)) return 'waiting';
      if (head.creationOrder < this.lastWrittenOrder) {
        this.batches.shift();
        producerState.failOutOfOrder?.(head);
        return 'out-of-order';
      }
      head.setProducerState(producerState.producerId, producerState.producerEpoch, producerState.nextSequence(this.topic, this.partition));
      producerState.incrementSequence(this.topic, this.partition, head.recordCount);
    }
    this.batches.shift();
    head.closed = true;
    head.drainedMs = nowMs;
    head.lastAttemptMs = nowMs;
    head.drainedLeaderEpoch = leaderEpoch;
    this.inFlight.push(head);
    return 'drained';
  }

  /**
   * Puts a batch whose Produce failed with a retriable error back, in creation order, which is base-sequence order
   * for stamped batches (Kafka `reenqueue` + `insertInSequenceOrder`) and also holds for batches whose sequence a
   * KIP-360 reset cleared; it waits out the retry backoff.
   */
  reenqueue(batch: ProducerBatch, nowMs: number): void {
    removeFrom(this.inFlight, batch);
    batch.attempts++;
    batch.lastAttemptMs = nowMs;
    this.insertInCreationOrder(batch);
  }

  /**
   * Splits a batch the broker refused as too large and puts the smaller batches back in its place (creation order;
   * they share it and keep their record order), as never tried: no retry backoff, attempts start again (Kafka
   * `splitAndReenqueue`). Returns them, oldest records first. They share the batch's memory reservation.
   */
  split(batch: ProducerBatch, batchSize: number): ProducerBatch[] {
    removeFrom(this.inFlight, batch);
    const parts = batch.split(batchSize);
    for (const part of parts) this.insertInCreationOrder(part);
    return parts;
  }

  /** The broker acknowledged `batch`: resolves its records. True when this settled it (free its memory). */
  complete(batch: ProducerBatch, baseOffset: bigint, logAppendTimeMs: number): boolean {
    removeFrom(this.inFlight, batch);
    this.recordWritten(batch);
    return batch.complete(baseOffset, logAppendTimeMs);
  }

  /** Fails `batch` (in flight, queued, or already removed by expiry). True when this settled it (free its memory). */
  fail(batch: ProducerBatch, error: unknown): boolean {
    removeFrom(this.inFlight, batch);
    removeFrom(this.batches, batch);
    if (batch.mayHaveBeenWritten) this.recordWritten(batch);
    return batch.fail(error);
  }

  /** True while a batch stamped with another producer id or epoch than the given one is in flight. */
  hasStaleInFlight(producerId: bigint, producerEpoch: number): boolean {
    for (const batch of this.inFlight) {
      if (batch.producerId !== producerId || batch.producerEpoch !== producerEpoch) return true;
    }
    return false;
  }

  /**
   * Removes and returns the queued batches whose delivery timeout passed (KIP-91). Batches are in creation
   * order (retries excepted), so it stops at the first live one, as Kafka does.
   */
  takeExpired(nowMs: number, deliveryTimeoutMs: number): ProducerBatch[] {
    const expired: ProducerBatch[] = [];
    for (let head = this.batches[0]; head !== undefined && nowMs >= head.createdMs + deliveryTimeoutMs; head = this.batches[0]) {
      this.batches.shift();
      expired.push(head);
    }
    return expired;
  }

  /**
   * In-flight batches whose delivery timeout passed and whose records are not settled yet (Kafka
   * `Sender.getExpiredInflightBatches`); they stay in flight (see `RecordAccumulator.expireInFlight`).
   */
  expiredInFlight(nowMs: number, deliveryTimeoutMs: number): ProducerBatch[] {
    return this.inFlight.filter((batch) => !batch.isDone && nowMs >= batch.createdMs + deliveryTimeoutMs);
  }

  /** The creation time of the oldest batch that can still expire: the head, or an unsettled in-flight batch. */
  oldestExpirableCreatedMs(): number | undefined {
    let earliest: number | undefined;
    const head = this.batches[0];
    if (head !== undefined) earliest = head.createdMs;
    for (const batch of this.inFlight) {
      if (!batch.isDone && (earliest === undefined || batch.createdMs < earliest)) earliest = batch.createdMs;
    }
    return earliest;
  }

  /** Notes that `batch` is, or may be, in the log (see {@link PartitionQueue.lastWrittenOrder}). */
  private recordWritten(batch: ProducerBatch): void {
    this.lastWrittenOrder = Math.max(this.lastWrittenOrder, batch.creationOrder);
  }

  /**
   * Puts a retried batch back in creation order. Batches made by splitting one share its creation order and are
   * ordered by where their records start in it.
   */
  private insertInCreationOrder(batch: ProducerBatch): void {
    const batches = this.batches;
    let index = 0;
    while (index < batches.length) {
      const other = batches[index];
      if (other === undefined || other.creationOrder > batch.creationOrder
        || (other.creationOrder === batch.creationOrder && other.firstRecordIndex > batch.firstRecordIndex)) break;
      index++;
    }
    batches.splice(index, 0, batch);
  }
}

/**
 * Removes `item` from `list`; false when it was not there.
 * @internal
 */
export function removeFrom<T>(list: T[], item: T): boolean {
  const index = list.indexOf(item);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}
