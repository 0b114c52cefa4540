/**
 * Sends waiting for buffer memory in the `RecordAccumulator` (Kafka `BufferPool` waiters): each one's record,
 * partition queue, the delivery promise handed to the caller and the `maxBlockMs` timer that fails it
 * ({@link BlockedAppend}), and the queue of them, placed into batches in arrival order as memory frees up
 * ({@link BlockedAppends}).
 */
import type { Timer } from '../../internal/clock.js';
import type { RecordInput } from '../../protocol/record-batch/record.js';
import type { BufferExhaustedError } from './buffer-pool.js';
import type { PartitionQueue } from './partition-queue.js';
import type { ProducerBatch } from './producer-batch.js';
import type { RecordAccumulatorOptions } from './record-accumulator-options.js';
import { removeFrom } from './record-accumulator-completion.js';
import { createDelivery, type RejectDelivery, type ResolveDelivery } from './delivery.js';
import type { RecordMetadata } from '../../common/record.js';

const noop = (): void => undefined;

/**
 * A send waiting for buffer memory; implements the resolver sink of `createDelivery`.
 * @internal
 */
export class BlockedAppend {
  resolve: ResolveDelivery | undefined;
  reject: RejectDelivery | undefined;
  delivery: Promise<RecordMetadata> | undefined;
  timer: Timer | undefined;
  constructor(
    readonly queue: PartitionQueue,
    readonly record: RecordInput,
    readonly sizeInBytes: number,
    /** When the send started waiting (producer.metrics() `bufferpool-wait-time`). */
    readonly blockedSinceMs: number,
  ) {}
  pushResolvers(resolve: ResolveDelivery, reject: RejectDelivery): void {
    this.resolve = resolve;
    this.reject = reject;
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

  /** Makes the send of `record` wait for memory, for up to `maxBlockMs` (0: fails at once with BufferExhaustedError). */
  block(queue: PartitionQueue, record: RecordInput, recordSize: number, sizeInBytes: number): Promise<RecordMetadata> {
    const { options, exhausted } = this.context;
    const { maxBlockMs, clock } = options;
    if (maxBlockMs === 0) return Promise.reject(exhausted(queue.topic, sizeInBytes));
    const entry = new BlockedAppend(queue, record, recordSize, clock.now());
    const delivery = createDelivery(entry);
    entry.delivery = delivery;
    entry.timer = clock.setTimer(maxBlockMs, () => {
      if (!removeFrom(this.entries, entry)) return;
      options.onBufferWait?.(clock.now() - entry.blockedSinceMs);
      entry.reject?.(exhausted(queue.topic, sizeInBytes));
      // The head may have been the one too big to fit; the next ones may fit now.
      this.place();
    });
    this.entries.push(entry);
    options.onWakeup?.();
    return delivery;
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
      if (entry.resolve !== undefined && entry.reject !== undefined) batch.appendWithResolvers(entry.record, entry.resolve, entry.reject);
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
      entry.reject?.(error);
    }
  }

  /** One promise per waiting send, settled (never rejected) when it completes (for `flush`). */
  settled(): Promise<unknown>[] {
    const pending: Promise<unknown>[] = [];
    for (const entry of this.entries) if (entry.delivery !== undefined) pending.push(entry.delivery.then(noop, noop));
    return pending;
  }
}
