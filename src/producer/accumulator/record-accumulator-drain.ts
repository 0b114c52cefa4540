/**
 * When a partition's head batch may be sent, and which batches one drain takes (Kafka
 * `RecordAccumulator.ready`, `drain`, `drainBatchesForOneNode` and `shouldStopDrainBatchesForPartition`).
 *
 * Functions over the accumulator's {@link PartitionQueue}s, which own no state of their own: `ready` and
 * `nextReadyAt` only read the queues; `drain` moves the batches it takes to in flight. The
 * `RecordAccumulator` keeps the rotating start index and the accumulator-wide urgency (flush, close,
 * memory pressure) and passes them in.
 */
import type { ProducerBatch } from './producer-batch.js';
import type { PartitionQueue } from './partition-queue.js';
import type { DrainProducerState, LeaderEpochLookup, LeaderLookup, ReadyCheckResult, RecordAccumulatorOptions } from './record-accumulator-options.js';

/**
 * What readiness needs from the accumulator besides its queues.
 * @internal
 */
export interface DrainContext {
  readonly options: RecordAccumulatorOptions;
  /**
   * True while no batch waits out `lingerMs`: a flush in progress, the accumulator closing, or a send waiting
   * for memory. A function, not a flag, because a drain can change it (failing an out-of-order batch frees
   * memory, which places waiting sends).
   */
  isUrgent(): boolean;
}

/**
 * One drain: the broker ids to take batches for, and the producer state to stamp them with.
 * @internal
 */
export interface DrainRequest {
  readonly nowMs: number;
  readonly nodes: ReadonlySet<number>;
  readonly leaderFor: LeaderLookup;
  readonly producerState: DrainProducerState | undefined;
  /** Index of the first queue to look at; rotated by the caller so that no partition starves. */
  readonly start: number;
  /** The partitions' leader epochs (see {@link headReadyAt}); without it every retry waits out its backoff. */
  readonly leaderEpochFor?: LeaderEpochLookup | undefined;
}

/**
 * Which brokers have a sendable batch, and how long until more may be (Kafka `ready`).
 * @internal
 */
export function readyNodes(
  queues: readonly PartitionQueue[], nowMs: number, leaderFor: LeaderLookup, context: DrainContext, leaderEpochFor?: LeaderEpochLookup,
): ReadyCheckResult {
  const ready = new Set<number>();
  const unknownLeaderTopics = new Set<string>();
  let nextReadyCheckDelayMs = Infinity;
  for (const queue of queues) {
    const head = queue.batches[0];
    if (head === undefined) continue;
    const leader = leaderFor(queue.topic, queue.partition);
    if (leader === undefined) {
      unknownLeaderTopics.add(queue.topic);
      continue;
    }
    if (ready.has(leader)) continue;
    const readyAt = headReadyAt(queue, head, context, false, leaderEpochFor);
    if (readyAt <= nowMs) ready.add(leader);
    else nextReadyCheckDelayMs = Math.min(nextReadyCheckDelayMs, readyAt - nowMs);
  }
  return { readyNodes: ready, nextReadyCheckDelayMs, unknownLeaderTopics };
}

/**
 * The earliest time any queued batch becomes sendable: `nowMs` if one is now, undefined if none is pending.
 * @internal
 */
export function earliestReadyAt(queues: readonly PartitionQueue[], nowMs: number, context: DrainContext): number | undefined {
  let earliest = Infinity;
  for (const queue of queues) {
    const head = queue.batches[0];
    if (head !== undefined) earliest = Math.min(earliest, headReadyAt(queue, head, context, false, undefined));
  }
  return earliest === Infinity ? undefined : Math.max(nowMs, earliest);
}

/**
 * Takes at most one batch per partition for each broker in `request.nodes`, up to `maxRequestSize` bytes per
 * broker (one oversized batch alone is allowed), starting at queue `request.start` (Kafka
 * `drainBatchesForOneNode`). Drained batches are closed, stamped with the producer state and moved to in flight.
 * @internal
 */
export function drainQueues(queues: readonly PartitionQueue[], request: DrainRequest, context: DrainContext): Map<number, ProducerBatch[]> {
  const { nowMs, nodes, leaderFor, producerState, start, leaderEpochFor } = request;
  const drained = new Map<number, ProducerBatch[]>();
  const sizes = new Map<number, number>();
  const count = queues.length;
  for (let step = 0; step < count; step++) {
    const queue = queues[(start + step) % count];
    const head = queue?.batches[0];
    if (queue === undefined || head === undefined) continue;
    const leader = leaderFor(queue.topic, queue.partition);
    if (leader === undefined || !nodes.has(leader)) continue;
    if (headReadyAt(queue, head, context, true, leaderEpochFor) > nowMs) continue;
    if (producerState?.isPartitionSendable?.(queue.topic, queue.partition) === false) continue;
    const size = sizes.get(leader) ?? 0;
    if (size > 0 && size + head.estimatedSizeInBytes > context.options.maxRequestSize) continue;
    if (producerState !== undefined && head.baseSequence < 0) {
      // Kafka `shouldStopDrainBatchesForPartition`: no batch is stamped with a new producer id/epoch while
      // batches stamped with the old one are in flight; their outcome decides whether it may still be sent.
      if (queue.hasStaleInFlight(producerState.producerId, producerState.producerEpoch)) continue;
      if (head.creationOrder < queue.lastWrittenOrder) {
        queue.batches.shift();
        producerState.failOutOfOrder?.(head);
        continue;
      }
      head.setProducerState(producerState.producerId, producerState.producerEpoch, producerState.nextSequence(queue.topic, queue.partition));
      producerState.incrementSequence(queue.topic, queue.partition, head.recordCount);
    }
    queue.batches.shift();
    head.closed = true;
    head.drainedMs = nowMs;
    head.lastAttemptMs = nowMs;
    head.drainedLeaderEpoch = leaderEpochFor === undefined ? -1 : leaderEpochFor(queue.topic, queue.partition);
    queue.inFlight.push(head);
    sizes.set(leader, size + head.estimatedSizeInBytes);
    const list = drained.get(leader);
    if (list === undefined) drained.set(leader, [head]);
    else list.push(head);
  }
  return drained;
}

/**
 * When the partition's head batch may be sent: linger and retry backoff, unless it is urgent (full, linger
 * ended, flushing, closing, memory exhausted). Infinity while it must wait for in-flight batches. A retry whose
 * partition has a newer leader epoch than when it was last drained goes to that leader without waiting out the
 * backoff (KIP-951; Kafka `RecordAccumulator.shouldBackoff` with `hasLeaderChangedForTheOngoingRetry`): the
 * backoff is there to let a broker recover, and the new leader has nothing to recover from.
 */
function headReadyAt(queue: PartitionQueue, head: ProducerBatch, context: DrainContext, ignoreLinger: boolean, leaderEpochFor: LeaderEpochLookup | undefined): number {
  const { options } = context;
  const inFlight = queue.inFlight;
  if (inFlight.length >= options.maxInFlightPerPartition) return Infinity;
  if (head.baseSequence >= 0) {
    // A retried idempotent batch waits until every lower sequence is answered (Kafka
    // `shouldStopDrainBatchesForPartition`), or the broker would see a gap.
    for (const other of inFlight) if (other.baseSequence >= 0 && other.baseSequence < head.baseSequence) return Infinity;
  }
  const backoffEnd = head.attempts > 0 && !leaderChangedSinceDrain(queue, head, leaderEpochFor)
    ? head.lastAttemptMs + retryBackoffMs(head.attempts, options) : -Infinity;
  const urgent = ignoreLinger || head.closed || head.lingerOver || queue.batches.length > 1 || context.isUrgent();
  return Math.max(backoffEnd, urgent ? -Infinity : head.createdMs + options.lingerMs);
}

/** True when the partition's leader epoch is newer than when `head` was last drained (-1, unknown, is never newer). */
function leaderChangedSinceDrain(queue: PartitionQueue, head: ProducerBatch, leaderEpochFor: LeaderEpochLookup | undefined): boolean {
  return leaderEpochFor !== undefined && leaderEpochFor(queue.topic, queue.partition) > head.drainedLeaderEpoch;
}

/** KIP-580 exponential backoff without jitter (deterministic): retryBackoffMs * 2^(attempts-1), capped. */
function retryBackoffMs(attempts: number, options: RecordAccumulatorOptions): number {
  const { retryBackoffMs: initialMs, retryBackoffMaxMs } = options;
  return Math.min(retryBackoffMaxMs, initialMs * 2 ** Math.min(attempts - 1, 30));
}
