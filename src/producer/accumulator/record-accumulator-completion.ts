/**
 * The completion and expiry bookkeeping of the {@link RecordAccumulator}: what happens to a batch after it was
 * drained (acknowledged, retried, failed) and which batches passed their delivery timeout (KIP-91). Split out of
 * record-accumulator.ts (one concept per file); the accumulator keeps the public methods and delegates here,
 * as it does to record-accumulator-drain.ts for the ready and drain decisions.
 */
import type { BufferPool } from './buffer-pool.js';
import type { PartitionQueue } from './partition-queue.js';
import type { ProducerBatch } from './producer-batch.js';
import type { RecordAccumulatorOptions } from './record-accumulator-options.js';

/** What the bookkeeping reads and changes besides the batch's own queue. */
export interface CompletionContext {
  readonly options: RecordAccumulatorOptions;
  readonly pool: BufferPool;
}

/**
 * Puts a batch whose Produce failed with a retriable error back in its queue, in creation order, which is
 * base-sequence order for stamped batches (Kafka `reenqueue` + `insertInSequenceOrder`) and also holds for
 * batches whose sequence a KIP-360 reset cleared; it waits out the retry backoff.
 */
export function reenqueueBatch(queue: PartitionQueue, batch: ProducerBatch, nowMs: number): void {
  removeFrom(queue.inFlight, batch);
  batch.attempts++;
  batch.lastAttemptMs = nowMs;
  queue.insertInCreationOrder(batch);
}

/**
 * Splits a batch the broker refused as too large and puts the smaller batches back in its queue in its place
 * (creation order; they share it and keep their record order), as never tried: no retry backoff, attempts
 * start again (Kafka `splitAndReenqueue`). Returns them, oldest records first. Memory stays reserved: the new
 * batches share the batch's reservation.
 */
export function splitBatch(queue: PartitionQueue, batch: ProducerBatch, batchSize: number, context: CompletionContext): ProducerBatch[] {
  removeFrom(queue.inFlight, batch);
  const parts = batch.split(batchSize);
  for (const part of parts) queue.insertInCreationOrder(part);
  context.options.onWakeup?.();
  return parts;
}

/** The broker acknowledged `batch`: resolves its records and frees its memory. */
export function completeBatch(queue: PartitionQueue, batch: ProducerBatch, baseOffset: bigint, logAppendTimeMs: number, context: CompletionContext): void {
  removeFrom(queue.inFlight, batch);
  queue.recordWritten(batch);
  if (batch.complete(baseOffset, logAppendTimeMs)) context.pool.deallocate(batch.reservedBytes);
  context.options.onWakeup?.();
}

/** Fails `batch` (in flight, queued, or already removed by expiry) and frees its memory. */
export function failBatch(queue: PartitionQueue, batch: ProducerBatch, error: unknown, context: CompletionContext): void {
  removeFrom(queue.inFlight, batch);
  removeFrom(queue.batches, batch);
  if (batch.mayHaveBeenWritten) queue.recordWritten(batch);
  if (batch.fail(error)) context.pool.deallocate(batch.reservedBytes);
  context.options.onWakeup?.();
}

/**
 * Fails the records of an in-flight batch whose delivery timeout passed, but keeps the batch counted as
 * in flight until its request is answered: its sequence may still be written, so ordering (later batches
 * wait behind it), `hasIncomplete` (EndTxn waits for it, so an abort marker never overtakes it, KAFKA-14053)
 * and the sequence bookkeeping stay right. The answer then removes it with `complete` or `fail`, which
 * settle nothing twice and free the memory only once.
 */
export function expireInFlightBatch(batch: ProducerBatch, error: unknown, context: CompletionContext): void {
  if (batch.fail(error)) context.pool.deallocate(batch.reservedBytes);
  context.options.onWakeup?.();
}

/**
 * Removes and returns queued (not in-flight) batches older than `deliveryTimeoutMs` (KIP-91). The
 * caller fails each with `RecordAccumulator.fail` and a timeout error.
 */
export function takeExpiredBatches(queues: readonly PartitionQueue[], nowMs: number, deliveryTimeoutMs: number): ProducerBatch[] {
  return queues.flatMap((queue) => queue.takeExpired(nowMs, deliveryTimeoutMs));
}

/**
 * In-flight batches older than `deliveryTimeoutMs` whose records are not settled yet (Kafka
 * `Sender.getExpiredInflightBatches`). They stay counted as in flight (see {@link expireInFlightBatch}).
 */
export function expiredInFlight(queues: readonly PartitionQueue[], nowMs: number, deliveryTimeoutMs: number): ProducerBatch[] {
  return queues.flatMap((queue) => queue.expiredInFlight(nowMs, deliveryTimeoutMs));
}

/** When the oldest queued or unsettled in-flight batch reaches its delivery timeout, or undefined when none. */
export function nextExpiry(queues: readonly PartitionQueue[], deliveryTimeoutMs: number): number | undefined {
  let earliest: number | undefined;
  for (const queue of queues) {
    const oldest = queue.oldestExpirableCreatedMs();
    if (oldest !== undefined && (earliest === undefined || oldest < earliest)) earliest = oldest;
  }
  return earliest === undefined ? undefined : earliest + deliveryTimeoutMs;
}

/** Removes `item` from `list`; false when it was not there. */
export function removeFrom<T>(list: T[], item: T): boolean {
  const index = list.indexOf(item);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}
