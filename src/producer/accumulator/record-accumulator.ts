/**
 * Per-partition queues of batches waiting to be sent (Kafka `RecordAccumulator`).
 *
 * The accumulator does no I/O and owns no timers except the `maxBlockMs` bound on a send waiting for
 * memory (through the injected {@link Clock}). The sender owns time: it asks {@link
 * RecordAccumulator.ready} which brokers have something to send and how long to wait otherwise,
 * {@link RecordAccumulator.drain}s batches for those brokers, and reports each outcome with
 * `complete`, `reenqueue` (retry) or `fail`.
 *
 * Ordering (idempotence): a batch gets its base sequence when first drained and keeps it; a retried
 * batch goes back to the FRONT of its queue in sequence order (`insertInSequenceOrder`), and is only
 * drained again once no batch with a lower sequence is still in flight, so nothing is sent out of
 * order and the broker never sees a gap (KAFKA-5494, KIP-98).
 *
 * By concept: one partition's queue and its rules (readiness, drain, retry, split, completion, expiry) are a
 * {@link PartitionQueue} (partition-queue.ts), the loops over all queues for ready and drain are in
 * record-accumulator-drain.ts, and the sends waiting for memory are {@link BlockedAppends} (blocked-append.ts). The
 * accumulator owns the memory (it frees a batch's reservation when a queue says the batch settled) and the wakeups.
 * The errors of a send refused at once are in accumulator-errors.ts.
 */
import { estimateRecordSizeUpperBound } from '../../protocol/record-batch/record-batch-builder.js';
import { RECORD_BATCH_HEADER_SIZE } from '../../protocol/record-batch/record-batch-header.js';
import type { RecordInput } from '../../protocol/record-batch/record.js';
import type { DeliverySink } from './delivery.js';
import { ProducerClosedError, RecordTooLargeError } from './accumulator-errors.js';
import { BlockedAppends } from './blocked-append.js';
import { type BatchGrowthLimits, growBatch } from './batch-growth.js';
import { BufferExhaustedError, BufferPool } from './buffer-pool.js';
import { PartitionQueue, type ReadinessRules } from './partition-queue.js';
import type { DrainProducerState, LeaderEpochLookup, LeaderLookup, ReadyCheckResult, RecordAccumulatorOptions } from './record-accumulator-options.js';
import { drainQueues, earliestExpiry, earliestReadyAt, readinessRules, readyNodes } from './record-accumulator-drain.js';
import { ProducerBatch } from './producer-batch.js';

/**
 * Batches records per partition under a memory bound.
 * @internal
 */
export class RecordAccumulator {
  private readonly options: RecordAccumulatorOptions;
  private readonly pool: BufferPool;
  private readonly queuesByTopic = new Map<string, PartitionQueue[]>();
  private readonly queues: PartitionQueue[] = [];
  /** Sends waiting for buffer memory, in arrival order. */
  private readonly blocked: BlockedAppends;
  private drainIndex = 0;
  private flushesInProgress = 0;
  private closing = false;
  private nextCreationOrder = 0;
  /** What the queues' readiness rule reads besides the queue. */
  private readonly rules: ReadinessRules;
  /** What {@link growBatch} reads: `batchMaxSize` and the limits it grows under. */
  private readonly growth: BatchGrowthLimits;

  constructor(options: RecordAccumulatorOptions) {
    this.options = options;
    this.growth = {
      batchSize: options.batchSize,
      batchMaxSize: Math.max(options.batchSize, options.batchMaxSize ?? options.batchSize),
      maxInFlightPerPartition: options.maxInFlightPerPartition,
    };
    this.rules = readinessRules(options, () => this.flushesInProgress > 0 || this.closing || this.blocked.length > 0);
    this.blocked = new BlockedAppends({
      options,
      batchWithRoom: (queue, recordSize, nowMs) => this.batchWithRoom(queue, recordSize, nowMs),
      exhausted: (topic, sizeInBytes) => this.exhausted(topic, sizeInBytes),
    });
    this.pool = new BufferPool(options.bufferMemory, () => {
      this.blocked.place();
    });
  }

  /** Bytes reserved by batches not yet completed. */
  get bufferedBytes(): number {
    return this.pool.usedBytes;
  }

  /** Sends waiting for buffer memory. */
  get blockedAppends(): number {
    return this.blocked.length;
  }

  /**
   * Batches created so far. The producer compares it around an append: an append that only added to an
   * open batch changes nothing the Sender decides on (a new batch, a full one or a wait for memory do, and
   * the latter two wake it here), so it need not wake the Sender (Kafka wakes it only on a new or full batch).
   */
  get batchesCreated(): number {
    return this.nextCreationOrder;
  }

  /**
   * Appends `record` to the partition's open batch, or to a new one; its outcome goes to `sink` as record `index`
   * when the broker acknowledges it (or it fails). When buffer memory is exhausted the record waits, in order with
   * every later send, for up to `maxBlockMs`, then fails with {@link BufferExhaustedError}. A record that can never
   * fit fails at once with {@link RecordTooLargeError}. `recordSize` is the record's `estimateRecordSizeUpperBound`,
   * which a caller that already has it passes on.
   *
   * `sticky` (a keyless record on KIP-480's sticky partition): when the record would start a new batch on
   * `partition`, it goes to the next sticky partition instead, chosen by the `nextStickyPartition` option (Kafka's
   * `abortOnNewBatch` retry). Returns the partition the record went to.
   */
  append(
    topic: string, partition: number, record: RecordInput, nowMs: number, sink: DeliverySink, index: number,
    recordSize = estimateRecordSizeUpperBound(record), sticky = false,
  ): number {
    if (this.closing) {
      sink.rejectRecord(index, new ProducerClosedError('send'));
      return partition;
    }
    const sizeInBytes = recordSize + RECORD_BATCH_HEADER_SIZE;
    const tooLarge = this.recordTooLarge(topic, partition, sizeInBytes);
    if (tooLarge !== undefined) {
      sink.rejectRecord(index, tooLarge);
      return partition;
    }
    let queue = this.queueFor(topic, partition);
    // Records that arrive while others wait for memory queue behind them, so one partition's records
    // are never reordered by back-pressure.
    const waiting = this.blocked.length > 0;
    if (!waiting) {
      const open = this.openBatchWithRoom(queue, recordSize);
      if (open !== undefined) {
        open.append(record, sink, index);
        return partition;
      }
    }
    const next = this.options.nextStickyPartition;
    if (sticky && next !== undefined) {
      partition = next(topic, partition);
      queue = this.queueFor(topic, partition);
    }
    if (!waiting) {
      const batch = this.batchWithRoom(queue, recordSize, nowMs);
      if (batch !== undefined) {
        batch.append(record, sink, index);
        return partition;
      }
    }
    this.blocked.block(queue, record, recordSize, sizeInBytes, sink, index);
    return partition;
  }

  /**
   * The {@link RecordTooLargeError} a record of `recordSize` bytes (its `estimateRecordSizeUpperBound`) would fail
   * with, or undefined (checked by the producer before appending).
   */
  checkRecordSize(topic: string, partition: number, recordSize: number): RecordTooLargeError | undefined {
    return this.recordTooLarge(topic, partition, recordSize + RECORD_BATCH_HEADER_SIZE);
  }

  private recordTooLarge(topic: string, partition: number, size: number): RecordTooLargeError | undefined {
    const { maxRequestSize: max, bufferMemory: memory } = this.options;
    return size > max ? new RecordTooLargeError(topic, partition, size, 'maxRequestSize', max)
      : size > memory ? new RecordTooLargeError(topic, partition, size, 'bufferMemory', memory) : undefined;
  }

  /**
   * Which brokers have a sendable batch, and how long until more may be (Kafka `ready`). With `leaderEpochFor`, a
   * retry whose partition has a new leader epoch since it was drained does not wait out its backoff (KIP-951).
   */
  ready(nowMs: number, leaderFor: LeaderLookup, leaderEpochFor?: LeaderEpochLookup): ReadyCheckResult {
    return readyNodes(this.queues, nowMs, leaderFor, this.rules, leaderEpochFor);
  }

  /** The earliest time any queued batch becomes sendable: `nowMs` if one is now, undefined if none is pending. */
  nextReadyAt(nowMs: number): number | undefined {
    return earliestReadyAt(this.queues, nowMs, this.rules);
  }

  /**
   * Takes at most one batch per partition for each broker in `nodes`, up to `maxRequestSize` bytes
   * per broker (one oversized batch alone is allowed), rotating the starting partition between calls
   * so that no partition starves (Kafka `drainBatchesForOneNode`). Drained batches are closed, stamped
   * with the producer state and counted as in flight; each remembers its partition's leader epoch (see
   * {@link RecordAccumulator.ready}).
   */
  drain(
    nowMs: number, nodes: ReadonlySet<number>, leaderFor: LeaderLookup, producerState?: DrainProducerState, leaderEpochFor?: LeaderEpochLookup,
  ): Map<number, ProducerBatch[]> {
    const count = this.queues.length;
    if (count === 0) return new Map<number, ProducerBatch[]>();
    const start = this.drainIndex++ % count;
    return drainQueues(this.queues, { nowMs, nodes, leaderFor, producerState, start, leaderEpochFor, maxRequestSize: this.options.maxRequestSize }, this.rules);
  }

  /** Puts a batch whose Produce failed with a retriable error back in its queue, in order (see {@link PartitionQueue.reenqueue}). */
  reenqueue(batch: ProducerBatch, nowMs: number): void {
    this.queueFor(batch.topic, batch.partition).reenqueue(batch, nowMs);
  }

  /**
   * Splits a batch the broker answered MESSAGE_TOO_LARGE into smaller ones queued in its place, sendable at once;
   * returns them in record order (see {@link PartitionQueue.split}).
   */
  splitAndReenqueue(batch: ProducerBatch): ProducerBatch[] {
    const parts = this.queueFor(batch.topic, batch.partition).split(batch, this.options.batchSize);
    this.options.onWakeup?.();
    return parts;
  }

  /** The broker acknowledged `batch`: resolves its records and frees its memory. */
  complete(batch: ProducerBatch, baseOffset: bigint, logAppendTimeMs = -1): void {
    this.settled(batch, this.queueFor(batch.topic, batch.partition).complete(batch, baseOffset, logAppendTimeMs));
  }

  /** Fails `batch` (in flight, queued, or already removed by expiry) and frees its memory. */
  fail(batch: ProducerBatch, error: unknown): void {
    this.settled(batch, this.queueFor(batch.topic, batch.partition).fail(batch, error));
  }

  /**
   * Removes and returns queued (not in-flight) batches older than `deliveryTimeoutMs` (KIP-91). The caller fails
   * each with {@link RecordAccumulator.fail} and a timeout error.
   */
  expiredBatches(nowMs: number): ProducerBatch[] {
    return this.queues.flatMap((queue) => queue.takeExpired(nowMs, this.options.deliveryTimeoutMs));
  }

  /**
   * Unsettled in-flight batches older than `deliveryTimeoutMs` (Kafka `Sender.getExpiredInflightBatches`), still
   * counted as in flight (see {@link RecordAccumulator.expireInFlight}).
   */
  expiredInFlightBatches(nowMs: number): ProducerBatch[] {
    return this.queues.flatMap((queue) => queue.expiredInFlight(nowMs, this.options.deliveryTimeoutMs));
  }

  /**
   * Fails the records of an in-flight batch whose delivery timeout passed, but keeps the batch counted as in
   * flight until its request is answered: its sequence may still be written, so ordering (later batches wait
   * behind it), `hasIncomplete` (EndTxn waits for it, so an abort marker never overtakes it, KAFKA-14053) and the
   * sequence bookkeeping stay right. The answer then removes it with `complete` or `fail`, which settle nothing
   * twice and free the memory only once.
   */
  expireInFlight(batch: ProducerBatch, error: unknown): void {
    this.settled(batch, batch.fail(error));
  }

  /** Frees the memory of a batch that `settledNow` says was just settled, and wakes the sender. */
  private settled(batch: ProducerBatch, settledNow: boolean): void {
    if (settledNow) this.pool.deallocate(batch.reservedBytes);
    this.options.onWakeup?.();
  }

  /**
   * Makes every batch sendable now and resolves when every record appended before the call (including
   * records waiting for memory) is complete, successfully or not (Kafka `beginFlush`/`awaitFlushCompletion`).
   */
  flush(): Promise<void> {
    const pending: Promise<unknown>[] = [];
    for (const queue of this.queues) {
      for (const batch of queue.batches) pending.push(batch.whenDone());
      for (const batch of queue.inFlight) pending.push(batch.whenDone());
    }
    pending.push(...this.blocked.settled());
    this.flushesInProgress++;
    this.options.onWakeup?.();
    return Promise.all(pending).then(() => {
      this.flushesInProgress--;
    });
  }

  /**
   * Ends the linger of every batch buffered now without closing it: each is sendable at once, and records
   * appended before it is drained (while the partition's in-flight limit holds it back) still join it. Batches
   * started later linger as usual. Used when whoever sent the records waits for them (a transaction callback's
   * send) or has said that its input ended (sendOffsetsToTransaction).
   */
  endLinger(): void {
    let ended = false;
    for (const queue of this.queues) {
      const last = queue.batches[queue.batches.length - 1];
      if (last === undefined || last.closed || last.lingerOver) continue;
      last.lingerOver = true;
      ended = true;
    }
    if (ended) this.options.onWakeup?.();
  }

  /**
   * Clears the producer id, epoch and sequence of queued (not in-flight) batches selected by
   * `shouldReset`, so that the next drain stamps them afresh. Used after an epoch bump (KIP-360): the
   * broker expects the new epoch to start at sequence 0, and queue order keeps the records in order.
   */
  resetProducerState(shouldReset: (batch: ProducerBatch) => boolean): void {
    for (const queue of this.queues) {
      for (const batch of queue.batches) {
        if (batch.baseSequence >= 0 && shouldReset(batch)) batch.setProducerState(-1n, -1, -1);
      }
    }
  }

  /** When the oldest queued or unsettled in-flight batch reaches its delivery timeout, or undefined when none. */
  nextExpiryAt(): number | undefined {
    return earliestExpiry(this.queues, this.options.deliveryTimeoutMs);
  }

  /** Fails every queued, not yet drained record with `error` (KIP-654 "transaction aborted"). */
  abortUndrainedBatches(error: unknown): void {
    this.blocked.withPlacementSuspended(() => {
      for (const queue of this.queues) {
        const batches = queue.batches;
        queue.batches = [];
        for (const batch of batches) if (batch.fail(error)) this.pool.deallocate(batch.reservedBytes);
      }
    });
  }

  /** Fails every incomplete record: queued, in flight, and waiting for memory (forced close). */
  abortBatches(error: unknown): void {
    this.blocked.withPlacementSuspended(() => {
      this.blocked.rejectAll(error);
      for (const queue of this.queues) {
        const inFlight = queue.inFlight.splice(0);
        for (const batch of inFlight) if (batch.fail(error)) this.pool.deallocate(batch.reservedBytes);
      }
    });
    this.abortUndrainedBatches(error);
  }

  /** Stops accepting records; everything queued becomes sendable so the sender can finish it. */
  close(): void {
    this.closing = true;
    this.options.onWakeup?.();
  }

  /** True while any record is queued or waiting for memory. */
  hasUndrained(): boolean {
    return this.blocked.length > 0 || this.queues.some((queue) => queue.batches.length > 0);
  }

  /** True while any record is not yet complete. */
  hasIncomplete(): boolean {
    return this.hasUndrained() || this.queues.some((queue) => queue.inFlight.length > 0);
  }

  /** True while a drained batch (a Produce request) awaits its answer. */
  hasInFlight(): boolean {
    return this.queues.some((queue) => queue.inFlight.length > 0);
  }

  /** Batches of the partition drained and not yet answered. */
  inFlightCount(topic: string, partition: number): number {
    return this.queuesByTopic.get(topic)?.[partition]?.inFlight.length ?? 0;
  }

  private queueFor(topic: string, partition: number): PartitionQueue {
    let byPartition = this.queuesByTopic.get(topic);
    if (byPartition === undefined) {
      byPartition = [];
      this.queuesByTopic.set(topic, byPartition);
    }
    let queue = byPartition[partition];
    if (queue === undefined) {
      queue = new PartitionQueue(topic, partition);
      byPartition[partition] = queue;
      this.queues.push(queue);
    }
    return queue;
  }

  private openBatchWithRoom(queue: PartitionQueue, recordSize: number): ProducerBatch | undefined {
    const last = queue.batches[queue.batches.length - 1];
    if (last === undefined || last.closed) return undefined;
    if (last.hasRoomFor(recordSize, this.options.batchSize)) return last;
    if (this.growth.batchMaxSize > this.growth.batchSize && growBatch(last, queue, recordSize, this.growth, this.pool)) return last;
    // Full: close it so it is sent without waiting for linger (Kafka `closeForRecordAppends`).
    last.closed = true;
    this.options.onWakeup?.();
    return undefined;
  }

  /** The queue's open batch with room for `recordSize` bytes, or a new one when memory allows, else undefined. */
  private batchWithRoom(queue: PartitionQueue, recordSize: number, nowMs: number): ProducerBatch | undefined {
    const open = this.openBatchWithRoom(queue, recordSize);
    if (open !== undefined) return open;
    const reserved = Math.max(this.options.batchSize, recordSize + RECORD_BATCH_HEADER_SIZE);
    return this.pool.tryAllocate(reserved) ? this.newBatch(queue, reserved, nowMs) : undefined;
  }

  private newBatch(queue: PartitionQueue, reservedBytes: number, nowMs: number): ProducerBatch {
    const batch = new ProducerBatch({
      topic: queue.topic,
      partition: queue.partition,
      createdMs: nowMs,
      reservedBytes,
      compression: this.options.compression,
      transactional: this.options.transactional,
      creationOrder: this.nextCreationOrder++,
      onEncoded: this.options.onBatchEncoded,
    });
    queue.batches.push(batch);
    return batch;
  }

  private exhausted(topic: string, sizeInBytes: number): BufferExhaustedError {
    const error = new BufferExhaustedError(sizeInBytes, this.options.maxBlockMs, this.pool.totalBytes);
    this.options.onAppendTimedOut?.(topic, error);
    return error;
  }
}
