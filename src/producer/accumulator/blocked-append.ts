/**
 * Sends waiting for buffer memory in the `RecordAccumulator` (Kafka `BufferPool` waiters): each one's record,
 * partition queue, delivery sink and the `maxBlockMs` timer that fails it ({@link BlockedAppend}), and the queue
 * of them, placed into batches in arrival order as memory frees up ({@link BlockedAppends}).
 */
import type { Timer } from '../../internal/clock.js';
import type { RecordInput } from '../../protocol/record-batch/record.js';
import type { BufferExhaustedError } from './buffer-pool.js';

import type { ProducerBatch } from './producer-batch.js';
import type { RecordAccumulatorOptions } from './record-accumulator-options.js';
import { removeFrom, type PartitionQueue } from './partition-queue.js';
import type { DeliverySink } from './delivery.js';

/**
 * A send waiting for buffer memory.
 * @internal
 */
export class BlockedAppend {
  timer: Timer | undefined;
  /** Resolved (never rejected) once the record's outcome is known, created when a flush asks (see `settled`). */
  private outcome: Promise<void> | undefined;
  private settleOutcome: (() => void) | undefined;
  /** The batch the record went to once placed. */
  private batch: ProducerBatch | undefined;
  constructor(
    readonly queue: PartitionQueue,
    readonly record: RecordInput,
    readonly sizeInBytes: number,
    /** When the send started waiting (producer.metrics() `bufferpool-wait-time`). */
    readonly blockedSinceMs: number,
    readonly sink: DeliverySink,
    readonly index: number,
  ) {}

  /** Appends the record to `batch`, where its outcome is now decided. */
  place(batch: ProducerBatch): void {
    batch.append(this.record, this.sink, this.index);
    this.batch = batch;
    this.settleOutcome?.();
  }

  /** Fails the record without placing it. */
  reject(error: unknown): void {
    this.sink.rejectRecord(this.index, error);
    this.settleOutcome?.();
  }

  /** Resolves once the record is failed, or placed and its batch done. */
  settled(): Promise<void> {
    this.outcome ??= new Promise<void>((resolve) => {
      this.settleOutcome = resolve;
    });
    return this.outcome.then(() => this.batch?.whenDone());
  }
}

/** What the waiting sends need from the accumulator. @internal */
export interface BlockedAppendsContext {
  readonly options: RecordAccumulatorOptions;
  /** The queue's open batch with room for `recordSize` bytes, or a new one if memory allows, else undefined. */
  readonly batchWithRoom: (queue: PartitionQueue, recordSize: number, nowMs: number) => ProducerBatch | undefined;
  /** The error of a send that waited `maxBlockMs` in vain (reported to the transaction manager as it is built). */
  readonly exhausted: (topic: string, sizeInBytes: number) => BufferExhaustedError;
}

/**
 * The sends waiting for buffer memory, in arrival order: records that arrive while any waits queue behind
 * it, so one partition's records are never reordered by back-pressure.
 * @internal
 */
export class BlockedAppends {
  private entries: BlockedAppend[] = [];
  private suspended = false;

  constructor(private readonly context: BlockedAppendsContext) {}

  /** Sends waiting now. */
  get length(): number {
    return this.entries.length;
  }

  /**
   * Makes the send of `record` (record `index` of `sink`) wait for memory, for up to `maxBlockMs` (0: fails at once
   * with BufferExhaustedError).
   */
  block(queue: PartitionQueue, record: RecordInput, recordSize: number, sizeInBytes: number, sink: DeliverySink, index: number): void {
    const { options, exhausted } = this.context;
    const { maxBlockMs, clock } = options;
    if (maxBlockMs === 0) {
      sink.rejectRecord(index, exhausted(queue.topic, sizeInBytes));
      return;
    }
    const entry = new BlockedAppend(queue, record, recordSize, clock.now(), sink, index);
    entry.timer = clock.setTimer(maxBlockMs, () => {
      if (!removeFrom(this.entries, entry)) return;
      options.onBufferWait?.(clock.now() - entry.blockedSinceMs);
      entry.reject(exhausted(queue.topic, sizeInBytes));
      // The head may have been the one too big to fit; the next ones may fit now.
      this.place();
    });
    this.entries.push(entry);
    options.onWakeup?.();
  }

  /** Moves waiting sends into batches, in arrival order, while memory allows. */
  place(): void {
    if (this.suspended) return;
    const { options, batchWithRoom } = this.context;
    const now = options.clock.now();
    for (let entry = this.entries[0]; entry !== undefined; entry = this.entries[0]) {
      const batch = batchWithRoom(entry.queue, entry.sizeInBytes, now);
      if (batch === undefined) return;
      this.entries.shift();
      entry.timer?.cancel();
      options.onBufferWait?.(now - entry.blockedSinceMs);
      entry.place(batch);
    }
  }

  /** Runs `action` (which frees memory) without placing waiting sends meanwhile, then places them. */
  withPlacementSuspended(action: () => void): void {
    this.suspended = true;
    try {
      action();
    } finally {
      this.suspended = false;
    }
    this.place();
  }

  /** Fails every waiting send with `error` (forced close). */
  rejectAll(error: unknown): void {
    const entries = this.entries;
    this.entries = [];
    for (const entry of entries) {
      entry.timer?.cancel();
      entry.reject(error);
    }
  }

  /** One promise per waiting send, settled (never rejected) when it completes (for `flush`). */
  settled(): Promise<unknown>[] {
    return this.entries.map((entry) => entry.settled());
  }
}
