/**
 * `batchMaxSize` (librdkafka's `batch.size`): a partition's open batch, full by `batchSize`, may keep taking records
 * up to `batchMaxSize` while the partition is at its in-flight limit. The Sender could not send the batch then
 * anyway, so a bigger batch costs no latency, and a backlog drains in fewer, larger Produce requests; with room in
 * flight batches close at `batchSize` as without the option, so a producer without a backlog is unchanged.
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
 * when the partition is at its in-flight limit and the batch stays within `batchMaxSize`. The batch's buffer-pool
 * reservation grows with it, in steps of `batchSize` (fewer pool calls than one per record) capped at
 * `batchMaxSize`; when the pool has no room for a step, this says no and the caller closes the batch at its size: a
 * send never waits for memory because a batch grows. The grown batch is past `batchSize`, so it is full: its
 * linger is over, and it is drained as soon as a slot frees (the next append closes it then, having no room under
 * `batchSize`). Returns whether the batch may take the record.
 * @internal
 */
export function growBatch(batch: ProducerBatch, queue: PartitionQueue, recordSize: number, limits: BatchGrowthLimits, pool: BufferPool): boolean {
  const max = limits.batchMaxSize;
  if (queue.inFlight.length < limits.maxInFlightPerPartition || !batch.hasRoomFor(recordSize, max)) return false;
  const needed = batch.estimatedSizeInBytes + recordSize - batch.reservedBytes;
  if (needed > 0) {
    const step = Math.min(Math.max(needed, limits.batchSize), max - batch.reservedBytes);
    if (!pool.tryAllocate(step)) return false;
    batch.addReservation(step);
  }
  batch.lingerOver = true;
  return true;
}
