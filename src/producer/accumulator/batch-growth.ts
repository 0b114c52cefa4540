/**
 * `batchMaxSize` (librdkafka's `batch.size`): a partition's open batch, full by `batchSize`, may keep taking records
 * up to `batchMaxSize` while the partition has a backlog: it is at its in-flight limit, or batches ahead of the open
 * one still wait to be sent (a drain takes one batch per partition, the head). Either way the Sender could not send
 * the open batch now, so a bigger batch costs no latency, and the backlog drains in fewer, larger Produce requests.
 * Without a backlog (the open batch is the queue's only one and there is room in flight) batches close at
 * `batchSize` as without the option, so a producer that keeps up is unchanged.
 */
import type { BufferPool } from './buffer-pool.js';
import type { PartitionQueue } from './partition-queue.js';
import type { ProducerBatch } from './producer-batch.js';

/**
 * The sizes and limit growth reads (from the accumulator's options).
 * @internal
 */
export interface BatchGrowthLimits {
  readonly batchSize: number;
  /** >= `batchSize`; equal means no growth. */
  readonly batchMaxSize: number;
  readonly maxInFlightPerPartition: number;
}

/**
 * Lets `batch`, `queue`'s open batch with no room for `recordSize` more bytes under `batchSize`, take them anyway
 * when the partition has a backlog (see above) and the batch stays within `batchMaxSize`. The batch's buffer-pool
 * reservation grows with it, in steps of `batchSize` (fewer pool calls than one per record) capped at
 * `batchMaxSize`; when the pool has no room for a step, this says no and the caller closes the batch at its size: a
 * send never waits for memory because a batch grows. The grown batch is past `batchSize`, so it is full: its
 * linger is over, and it is drained as soon as it may be (the next append closes it once the backlog is gone, as it
 * has no room under `batchSize`). Returns whether the batch may take the record.
 * @internal
 */
export function growBatch(batch: ProducerBatch, queue: PartitionQueue, recordSize: number, limits: BatchGrowthLimits, pool: BufferPool): boolean {
  const max = limits.batchMaxSize;
  // `batch` is the queue's last batch: any other queued batch is ahead of it.
  const backlog = queue.inFlight.length >= limits.maxInFlightPerPartition || queue.batches.length > 1;
  if (!backlog || !batch.hasRoomFor(recordSize, max)) return false;
  const needed = batch.estimatedSizeInBytes + recordSize - batch.reservedBytes;
  if (needed > 0) {
    const step = Math.min(Math.max(needed, limits.batchSize), max - batch.reservedBytes);
    if (!pool.tryAllocate(step)) return false;
    batch.addReservation(step);
  }
  batch.lingerOver = true;
  return true;
}
