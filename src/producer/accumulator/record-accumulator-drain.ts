/**
 * Which brokers have a sendable batch, which batches one drain takes and when the next batch expires (Kafka
 * `RecordAccumulator.ready`, `drain` and `drainBatchesForOneNode`): loops over the accumulator's
 * {@link PartitionQueue}s, which decide for their own partition (`headReadyAt`, `drainHead`,
 * `oldestExpirableCreatedMs`). The `RecordAccumulator` keeps the rotating start index and the accumulator-wide
 * urgency (flush, close, memory pressure) and passes them in.
 */
import type { ProducerBatch } from './producer-batch.js';
import type { PartitionQueue, ReadinessRules } from './partition-queue.js';
import type { DrainProducerState, LeaderEpochLookup, LeaderLookup, ReadyCheckResult, RecordAccumulatorOptions } from './record-accumulator-options.js';
import { cappedBackoff } from '../../internal/backoff.js';

/**
 * The queues' readiness rules from the accumulator's options; `isUrgent` is the accumulator's.
 * @internal
 */
export function readinessRules(options: RecordAccumulatorOptions, isUrgent: () => boolean): ReadinessRules {
  return {
    lingerMs: options.lingerMs,
    maxInFlightPerPartition: options.maxInFlightPerPartition,
    retryBackoff: cappedBackoff(options.retryBackoffMs, options.retryBackoffMaxMs),
    isUrgent,
  };
}

/**
 * When the oldest queued or unsettled in-flight batch reaches its delivery timeout, or undefined when none.
 * @internal
 */
export function earliestExpiry(queues: readonly PartitionQueue[], deliveryTimeoutMs: number): number | undefined {
  let earliest: number | undefined;
  for (const queue of queues) {
    const oldest = queue.oldestExpirableCreatedMs();
    if (oldest !== undefined && (earliest === undefined || oldest < earliest)) earliest = oldest;
  }
  return earliest === undefined ? undefined : earliest + deliveryTimeoutMs;
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
  /** The partitions' leader epochs (see `PartitionQueue.headReadyAt`); without it every retry waits out its backoff. */
  readonly leaderEpochFor?: LeaderEpochLookup | undefined;
  /** Bytes one broker's request may carry (one oversized batch alone is allowed). */
  readonly maxRequestSize: number;
}

/**
 * Which brokers have a sendable batch, and how long until more may be (Kafka `ready`).
 * @internal
 */
export function readyNodes(
  queues: readonly PartitionQueue[], nowMs: number, leaderFor: LeaderLookup, rules: ReadinessRules, leaderEpochFor?: LeaderEpochLookup,
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
    const readyAt = queue.headReadyAt(rules, false, leaderEpochFor);
    if (readyAt <= nowMs) ready.add(leader);
    else nextReadyCheckDelayMs = Math.min(nextReadyCheckDelayMs, readyAt - nowMs);
  }
  return { readyNodes: ready, nextReadyCheckDelayMs, unknownLeaderTopics };
}

/**
 * The earliest time any queued batch becomes sendable: `nowMs` if one is now, undefined if none is pending.
 * @internal
 */
export function earliestReadyAt(queues: readonly PartitionQueue[], nowMs: number, rules: ReadinessRules): number | undefined {
  let earliest = Infinity;
  for (const queue of queues) {
    if (queue.batches.length > 0) earliest = Math.min(earliest, queue.headReadyAt(rules, false, undefined));
  }
  return earliest === Infinity ? undefined : Math.max(nowMs, earliest);
}

/**
 * Takes at most one batch per partition for each broker in `request.nodes`, up to `maxRequestSize` bytes per
 * broker (one oversized batch alone is allowed), starting at queue `request.start` (Kafka
 * `drainBatchesForOneNode`). Drained batches are closed, stamped with the producer state and moved to in flight.
 * @internal
 */
export function drainQueues(queues: readonly PartitionQueue[], request: DrainRequest, rules: ReadinessRules): Map<number, ProducerBatch[]> {
  const { nowMs, nodes, leaderFor, producerState, start, leaderEpochFor, maxRequestSize } = request;
  const drained = new Map<number, ProducerBatch[]>();
  const sizes = new Map<number, number>();
  const count = queues.length;
  for (let step = 0; step < count; step++) {
    const queue = queues[(start + step) % count];
    const head = queue?.batches[0];
    if (queue === undefined || head === undefined) continue;
    const leader = leaderFor(queue.topic, queue.partition);
    if (leader === undefined || !nodes.has(leader)) continue;
    if (queue.headReadyAt(rules, true, leaderEpochFor) > nowMs) continue;
    if (producerState?.isPartitionSendable?.(queue.topic, queue.partition) === false) continue;
    const size = sizes.get(leader) ?? 0;
    if (size > 0 && size + head.estimatedSizeInBytes > maxRequestSize) continue;
    const leaderEpoch = leaderEpochFor === undefined ? -1 : leaderEpochFor(queue.topic, queue.partition);
    if (queue.drainHead(head, nowMs, producerState, leaderEpoch) !== 'drained') continue;
    sizes.set(leader, size + head.estimatedSizeInBytes);
    const list = drained.get(leader);
    if (list === undefined) drained.set(leader, [head]);
    else list.push(head);
  }
  return drained;
}
