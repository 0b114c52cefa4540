/**
 * `consumer.metrics()`, the producer's design for the consumer: the Java consumer's metric
 * names where they fit, overall, per broker (its Fetches) and per topic-partition, in the same 30 s samples on the
 * consumer's clock. Fed by the fetcher (one call per Fetch and per partition answered) and by `poll` (one call
 * per partition drained), never per record. See docs/observability.md.
 */
import type { Clock } from '../internal/clock.js';
import { METRICS_SAMPLE_WINDOW_MS, WindowedStat } from './windowed-stat.js';
import type { MetricsSnapshot } from './metrics-snapshot.js';
import { partitionEntry, type PartitionMap } from '../internal/partition-map.js';

/**
 * Consumer-wide metrics (Java's `consumer-fetch-manager-metrics` and `consumer-coordinator-metrics`). Rates are
 * per second, times in ms, sizes in bytes; an average or max with no sample in the window is NaN.
 * @public
 */
export interface ConsumerMetricValues {
  /** Records handed out by `poll` (and the async iterator). */
  readonly 'records-consumed-total': number;
  /** Records handed out per second over the window. */
  readonly 'records-consumed-rate': number;
  /** Fetched bytes of the chunks `poll` finished handing out (counted per fetched chunk, as sent by the broker). */
  readonly 'bytes-consumed-total': number;
  /** Fetched bytes handed out per second over the window. */
  readonly 'bytes-consumed-rate': number;
  /** Fetch requests answered or failed, and their latency (hand-off to answer, `fetchMaxWaitMs` included). */
  readonly 'fetch-total': number;
  /** Fetch requests per second over the window. */
  readonly 'fetch-rate': number;
  /** Average Fetch latency in the window, ms (a broker holding the Fetch up to `fetchMaxWaitMs` counts). */
  readonly 'fetch-latency-avg': number;
  /** Longest Fetch latency in the window, ms. */
  readonly 'fetch-latency-max': number;
  /** Bytes per Fetch response (the partitions' record sets). */
  readonly 'fetch-size-avg': number;
  /** Largest Fetch response in the window, in bytes of record sets. */
  readonly 'fetch-size-max': number;
  /** Largest partition lag seen in the window: end offset (LSO under read_committed, else high watermark) minus position. */
  readonly 'records-lag-max': number;
  /** Generations joined with an assignment (JoinGroup + SyncGroup completed). */
  readonly 'rebalance-total': number;
  /** Rebalances per hour over the window. */
  readonly 'rebalance-rate-per-hour': number;
  /** Times partitions were lost (generation gone, poll interval exceeded, fenced). */
  readonly 'partitions-lost-total': number;
  /** Partitions assigned to the consumer now. */
  readonly 'assigned-partitions': number;
  /**
   * Assigned partitions where this read_committed consumer is stalled: its position is at the last stable offset
   * and there are records above it, held back by an open transaction (`consumer.describeLag()` names it).
   */
  readonly 'stalled-partitions': number;
  /** How long the longest current stall has lasted, in ms (0 when none): compare it with the transaction timeouts in use. */
  readonly 'stalled-time-max-ms': number;
  /** How long no broker has answered while requests kept failing (ms; 0 while brokers answer). */
  readonly 'brokers-unreachable-time-ms': number;
  /** Times the consumer reported that no broker answered for `defaultApiTimeoutMs` (or an authentication failure). */
  readonly 'brokers-unreachable-total': number;
}

/**
 * What the recorder reads of the consumer's broker reachability (see broker-reachability.ts).
 * @internal
 */
export interface ReachabilityReading {
  unreachableMs(): number;
  readonly reports: number;
}

/**
 * Per-broker metrics of the consumer's Fetches.
 * @public
 */
export interface ConsumerBrokerMetricValues {
  /** The broker's node id, as in Metadata. */
  readonly nodeId: number;
  /** Fetch requests to this broker answered or failed. */
  readonly 'fetch-total': number;
  /** Fetch requests to this broker per second over the window. */
  readonly 'fetch-rate': number;
  /** Average latency of this broker's Fetch requests in the window, ms. */
  readonly 'fetch-latency-avg': number;
  /** Longest latency of this broker's Fetch requests in the window, ms. */
  readonly 'fetch-latency-max': number;
}

/**
 * Per topic-partition consumer metrics (Java: `records-lag`, `records-lag-max` per partition; consumed counts per topic).
 * @public
 */
export interface ConsumerTopicPartitionMetricValues {
  /** The topic's name. */
  readonly topic: string;
  /** The partition's index. */
  readonly partition: number;
  /** Records of this partition handed out by `poll`. */
  readonly 'records-consumed-total': number;
  /** Records of this partition handed out per second over the window. */
  readonly 'records-consumed-rate': number;
  /** Fetched bytes of this partition handed out by `poll`. */
  readonly 'bytes-consumed-total': number;
  /** Last lag computed (at a Fetch answer or a poll); NaN before the first. */
  readonly 'records-lag': number;
  /** Largest lag of this partition in the window, records. */
  readonly 'records-lag-max': number;
  /** Records above the last stable offset this consumer waits for while stalled (0 when not stalled; read_committed only). */
  readonly 'records-held-by-open-transaction': number;
  /** How long this partition has been stalled at an unmoving last stable offset, in ms (0 when not stalled). */
  readonly 'stalled-time-ms': number;
}

/**
 * What {@link Consumer.metrics} returns: a snapshot at `timestamp` (the consumer's clock).
 * @public
 */
export interface ConsumerMetrics extends MetricsSnapshot {
  /** The consumer-wide values. */
  readonly consumer: ConsumerMetricValues;
  /** One entry per broker the consumer fetched from. */
  readonly brokers: readonly ConsumerBrokerMetricValues[];
  /** One entry per partition assigned or consumed from. */
  readonly topicPartitions: readonly ConsumerTopicPartitionMetricValues[];
}

interface PartitionStats {
  readonly consumed: WindowedStat;
  readonly lag: WindowedStat;
  bytes: number;
  /** LSO or high watermark of the last Fetch answer. */
  endOffset: bigint | undefined;
  lastLag: number;
  /** While stalled: the LSO it is stalled at, the records above it, and since when (consumer clock). */
  stall: { readonly lso: bigint; held: number; readonly since: number } | undefined;
}

/**
 * The counters behind {@link ConsumerMetrics}.
 * @internal
 */
export class ConsumerMetricsRecorder {
  private readonly clock: Clock;
  private readonly consumed: WindowedStat;
  private readonly bytes: WindowedStat;
  private readonly fetches: WindowedStat;
  private readonly fetchSize: WindowedStat;
  private readonly lag: WindowedStat;
  private readonly rebalances: WindowedStat;
  private partitionsLost = 0;
  private readonly brokerStats = new Map<number, WindowedStat>();
  private readonly partitionStats: PartitionMap<PartitionStats> = new Map();
  private readonly assigned: () => number;
  private readonly isAssigned: (topic: string, partition: number) => boolean;
  private readonly reachability: ReachabilityReading | undefined;

  /** `isAssigned` keeps partitions no longer assigned out of the stall metrics. */
  constructor(clock: Clock, assigned: () => number, isAssigned: (topic: string, partition: number) => boolean = () => true, reachability?: ReachabilityReading) {
    this.clock = clock;
    this.assigned = assigned;
    this.isAssigned = isAssigned;
    this.reachability = reachability;
    const now = clock.now();
    this.consumed = new WindowedStat(now);
    this.bytes = new WindowedStat(now);
    this.fetches = new WindowedStat(now);
    this.fetchSize = new WindowedStat(now);
    this.lag = new WindowedStat(now);
    this.rebalances = new WindowedStat(now);
  }

  /** A Fetch to `nodeId` ended (answered or failed) after `latencyMs`; `bytes` of record sets when answered. */
  fetched(nodeId: number, latencyMs: number, bytes: number | undefined): void {
    const now = this.clock.now();
    this.fetches.record(now, latencyMs);
    let broker = this.brokerStats.get(nodeId);
    if (broker === undefined) {
      broker = new WindowedStat(now);
      this.brokerStats.set(nodeId, broker);
    }
    broker.record(now, latencyMs);
    if (bytes !== undefined) this.fetchSize.record(now, bytes);
  }

  /** A Fetch answer's end offset for a partition (LSO under read_committed, else the high watermark), and the lag from `position`. */
  endOffset(topic: string, partition: number, endOffset: bigint, position: bigint | undefined): void {
    const stats = this.partition(topic, partition);
    stats.endOffset = endOffset;
    if (position !== undefined) this.recordLag(stats, endOffset - position);
  }

  /**
   * A read_committed Fetch answer's high watermark and last stable offset for a partition at `position`: the
   * partition is stalled while the position is at the LSO and the LSO is below the high watermark; the stall's
   * start is kept while the LSO does not move.
   */
  stableOffset(topic: string, partition: number, highWatermark: bigint, lastStableOffset: bigint, position: bigint | undefined): void {
    const stats = this.partition(topic, partition);
    const stalled = lastStableOffset >= 0n && lastStableOffset < highWatermark && position !== undefined && position >= lastStableOffset;
    if (!stalled) {
      stats.stall = undefined;
      return;
    }
    const held = Number(highWatermark - lastStableOffset);
    if (stats.stall?.lso === lastStableOffset) stats.stall.held = held;
    else stats.stall = { lso: lastStableOffset, held, since: this.clock.now() };
  }

  /** `poll` handed out `records` of a partition, finishing chunks of `bytes` fetched bytes; `position` is the new position. */
  drained(topic: string, partition: number, records: number, bytes: number, position: bigint | undefined): void {
    const now = this.clock.now();
    const stats = this.partition(topic, partition);
    this.consumed.record(now, records, records);
    stats.consumed.record(now, records, records);
    if (bytes > 0) {
      this.bytes.record(now, bytes);
      stats.bytes += bytes;
    }
    if (stats.endOffset !== undefined && position !== undefined) this.recordLag(stats, stats.endOffset - position);
  }

  /** A generation was joined with an assignment. */
  rebalanced(): void {
    this.rebalances.record(this.clock.now(), 1);
  }

  /** Partitions were lost. */
  lost(): void {
    this.partitionsLost++;
  }

  /** The snapshot returned by `consumer.metrics()`. */
  snapshot(): ConsumerMetrics {
    const now = this.clock.now();
    const consumer: ConsumerMetricValues = {
      'records-consumed-total': this.consumed.totalCount,
      'records-consumed-rate': this.consumed.rate(now),
      'bytes-consumed-total': this.bytes.totalSum,
      'bytes-consumed-rate': this.bytes.sumPerMs(now) * 1000,
      'fetch-total': this.fetches.totalCount,
      'fetch-rate': this.fetches.rate(now),
      'fetch-latency-avg': this.fetches.avg(now),
      'fetch-latency-max': this.fetches.maximum(now),
      'fetch-size-avg': this.fetchSize.avg(now),
      'fetch-size-max': this.fetchSize.maximum(now),
      'records-lag-max': this.lag.maximum(now),
      'rebalance-total': this.rebalances.totalCount,
      'rebalance-rate-per-hour': this.rebalances.rate(now) * 3600,
      'partitions-lost-total': this.partitionsLost,
      'assigned-partitions': this.assigned(),
      'brokers-unreachable-time-ms': this.reachability?.unreachableMs() ?? 0,
      'brokers-unreachable-total': this.reachability?.reports ?? 0,
      ...this.stalls(now),
    };
    const brokers: ConsumerBrokerMetricValues[] = [...this.brokerStats].sort(([a], [b]) => a - b).map(([nodeId, stat]) => ({
      nodeId, 'fetch-total': stat.totalCount, 'fetch-rate': stat.rate(now), 'fetch-latency-avg': stat.avg(now), 'fetch-latency-max': stat.maximum(now),
    }));
    const topicPartitions: ConsumerTopicPartitionMetricValues[] = [];
    for (const [topic, byPartition] of [...this.partitionStats].sort(([a], [b]) => a.localeCompare(b))) {
      for (const [partition, stats] of [...byPartition].sort(([a], [b]) => a - b)) {
        topicPartitions.push({
          topic, partition,
          'records-consumed-total': stats.consumed.totalCount,
          'records-consumed-rate': stats.consumed.rate(now),
          'bytes-consumed-total': stats.bytes,
          'records-lag': stats.lastLag,
          'records-lag-max': stats.lag.maximum(now),
          'records-held-by-open-transaction': stats.stall === undefined || !this.isAssigned(topic, partition) ? 0 : stats.stall.held,
          'stalled-time-ms': stats.stall === undefined || !this.isAssigned(topic, partition) ? 0 : now - stats.stall.since,
        });
      }
    }
    return { timestamp: now, sampleWindowMs: METRICS_SAMPLE_WINDOW_MS, consumer, brokers, topicPartitions };
  }

  private stalls(now: number): { readonly 'stalled-partitions': number; readonly 'stalled-time-max-ms': number } {
    let count = 0;
    let longest = 0;
    for (const [topic, byPartition] of this.partitionStats) {
      for (const [partition, stats] of byPartition) {
        if (stats.stall === undefined || !this.isAssigned(topic, partition)) continue;
        count++;
        longest = Math.max(longest, now - stats.stall.since);
      }
    }
    return { 'stalled-partitions': count, 'stalled-time-max-ms': longest };
  }

  private recordLag(stats: PartitionStats, lag: bigint): void {
    const now = this.clock.now();
    const value = Number(lag < 0n ? 0n : lag);
    stats.lastLag = value;
    stats.lag.record(now, value);
    this.lag.record(now, value);
  }

  private partition(topic: string, partition: number): PartitionStats {
    return partitionEntry(this.partitionStats, topic, partition, this.newPartitionStats);
  }

  private readonly newPartitionStats = (): PartitionStats => {
    const now = this.clock.now();
    return { consumed: new WindowedStat(now), lag: new WindowedStat(now), bytes: 0, endOffset: undefined, lastLag: Number.NaN, stall: undefined };
  };
}
