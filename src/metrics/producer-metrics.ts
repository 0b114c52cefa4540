/**
 * `producer.metrics()`: the Java producer's metric names where they fit, overall, per
 * broker and per topic-partition. Fed by {@link MeteredNetworkClient} (every request the producer sends) and
 * by the producer's operations and events; counters are preallocated per broker and partition, so recording
 * allocates nothing per record. See docs/observability.md for each metric's meaning and its window.
 */
import type { Clock } from '../internal/clock.js';
import type { HookedOperation, OperationHook } from '../internal/client-hooks.js';
import { METRICS_SAMPLE_WINDOW_MS, WindowedStat } from './windowed-stat.js';
import type { MetricsSnapshot } from './metrics-snapshot.js';
import { partitionEntry, type PartitionMap } from '../internal/partition-map.js';

/**
 * Producer-wide metrics (Java's `producer-metrics` group). Rates are per second, times in milliseconds, sizes
 * in bytes; an average or max with no sample in the window is NaN.
 * @public
 */
export interface ProducerMetricValues {
  /** Records sent in Produce requests (each attempt counted once; retries go to record-retry). */
  readonly 'record-send-total': number;
  /** Records sent per second over the window. */
  readonly 'record-send-rate': number;
  /** Records in partitions a Produce response answered with an error (any attempt). */
  readonly 'record-error-total': number;
  /** Records answered with an error per second over the window. */
  readonly 'record-error-rate': number;
  /** Records sent again (a batch whose sequence was already sent: idempotent and transactional producers only). */
  readonly 'record-retry-total': number;
  /** Records sent again per second over the window. */
  readonly 'record-retry-rate': number;
  /** Bytes of a record batch as sent (compressed). */
  readonly 'batch-size-avg': number;
  /** Largest record batch sent in the window, in bytes as sent (compressed). */
  readonly 'batch-size-max': number;
  /** Average number of records in a Produce request. */
  readonly 'records-per-request-avg': number;
  /**
   * Average ratio of a batch's records section as sent to its size before compression (1 without compression;
   * 0.25 when compression shrank it to a quarter), one value per batch when it is first encoded.
   */
  readonly 'compression-rate-avg': number;
  /** Every request the producer sends (Produce, Metadata, transactional ones), hand-off to response. */
  readonly 'request-latency-avg': number;
  /** Longest request latency in the window, ms from hand-off to response. */
  readonly 'request-latency-max': number;
  /** Requests sent since the producer was created (every API). */
  readonly 'request-total': number;
  /** Requests sent per second over the window. */
  readonly 'request-rate': number;
  /** Requests sent and not yet answered, now. */
  readonly 'requests-in-flight': number;
  /** The record buffer's size, `bufferMemory`, in bytes. */
  readonly 'buffer-total-bytes': number;
  /** Bytes of the record buffer not held by queued or in-flight batches, now. */
  readonly 'buffer-available-bytes': number;
  /**
   * Total time `send()` calls waited for buffer space (`bufferMemory` full), in ns as Java (measured on the
   * producer's clock, so in whole ms); counted when the wait ends (placed, or failed after `maxBlockMs`).
   */
  readonly 'bufferpool-wait-time-ns-total': number;
  /** Fraction of the window's time sends spent waiting for buffer space (summed over concurrent waits, as Java). */
  readonly 'bufferpool-wait-ratio': number;
  /** `throttleTimeMs` of Produce responses (broker quotas). */
  readonly 'produce-throttle-time-avg': number;
  /** Longest `throttleTimeMs` a Produce response carried in the window, ms. */
  readonly 'produce-throttle-time-max': number;
  /** Cumulative time spent in each transactional call, ms (Java reports ns: `txn-init-time-ns-total`). */
  readonly 'txn-init-time-ms-total': number;
  /**
   * Cumulative time in `beginTransaction()`, ns (Java's name and unit): a local call, so measured with
   * `performance.now()` (the producer's ms clock cannot resolve it), not the injectable clock.
   */
  readonly 'txn-begin-time-ns-total': number;
  /** Cumulative time in `sendOffsetsToTransaction()`, ms. */
  readonly 'txn-send-offsets-time-ms-total': number;
  /** Cumulative time in `commitTransaction()`, ms (flushing the transaction's records included). */
  readonly 'txn-commit-time-ms-total': number;
  /** Cumulative time in `abortTransaction()`, ms. */
  readonly 'txn-abort-time-ms-total': number;
  /** Producer epoch bumps (KIP-360/KIP-588 recoveries and KIP-890 per-transaction bumps). */
  readonly 'epoch-bump-total': number;
  /** FindCoordinator requests sent. */
  readonly 'coordinator-lookup-total': number;
}

/**
 * Per-broker metrics (Java's `producer-node-metrics`).
 * @public
 */
export interface BrokerMetricValues {
  /** The broker's node id, as in Metadata. */
  readonly nodeId: number;
  /** Requests sent to this broker since the producer was created. */
  readonly 'request-total': number;
  /** Requests sent to this broker per second over the window. */
  readonly 'request-rate': number;
  /** Average latency of this broker's requests in the window, ms. */
  readonly 'request-latency-avg': number;
  /** Longest latency of this broker's requests in the window, ms. */
  readonly 'request-latency-max': number;
  /** Requests to this broker not yet answered, now. */
  readonly 'requests-in-flight': number;
}

/**
 * Per topic-partition metrics (Java has them per topic: `producer-topic-metrics`).
 * @public
 */
export interface TopicPartitionMetricValues {
  /** The topic's name. */
  readonly topic: string;
  /** The partition's index. */
  readonly partition: number;
  /** Records sent to this partition (each attempt once; retries counted apart). */
  readonly 'record-send-total': number;
  /** Records sent to this partition per second over the window. */
  readonly 'record-send-rate': number;
  /** Records of this partition a Produce response answered with an error. */
  readonly 'record-error-total': number;
  /** Records of this partition sent again. */
  readonly 'record-retry-total': number;
  /** Bytes of record batches sent to this partition, as sent (compressed). */
  readonly 'byte-total': number;
  /** Bytes sent to this partition per second over the window. */
  readonly 'byte-rate': number;
  /** As the producer's `compression-rate-avg`, for this partition's batches (Java has it per topic). */
  readonly 'compression-rate-avg': number;
}

/**
 * What {@link Producer.metrics} returns: a consistent snapshot at `timestamp` (the producer's clock).
 * @public
 */
export interface ProducerMetrics extends MetricsSnapshot {
  /** The producer-wide values. */
  readonly producer: ProducerMetricValues;
  /** One entry per broker the producer sent a request to. */
  readonly brokers: readonly BrokerMetricValues[];
  /** One entry per partition the producer sent records to. */
  readonly topicPartitions: readonly TopicPartitionMetricValues[];
}

/** @internal */
export interface BrokerStats {
  readonly requests: WindowedStat;
  inFlight: number;
}

/** @internal */
export interface PartitionStats {
  readonly sent: WindowedStat;
  readonly bytes: WindowedStat;
  readonly compression: WindowedStat;
  errors: number;
  retries: number;
  /** Highest base sequence sent, and its epoch (a lower or equal one again is a retry). */
  lastSequence: number;
  lastEpoch: number;
}

/** Transactional calls timed by the recorder. */
export type TimedOperation = 'initTransactions' | 'sendOffsetsToTransaction' | 'commitTransaction' | 'abortTransaction';

function isTimed(operation: string): operation is TimedOperation {
  return operation === 'initTransactions' || operation === 'sendOffsetsToTransaction' || operation === 'commitTransaction' || operation === 'abortTransaction';
}

/**
 * The counters behind {@link ProducerMetrics}. Also the producer's hook that times the four transactional calls
 * (txn-*-time; `send`, the hot path, is not observed).
 * @internal
 */
export class ProducerMetricsRecorder implements OperationHook<string, unknown> {
  readonly clock: Clock;
  readonly records: WindowedStat;
  readonly recordErrors: WindowedStat;
  readonly recordRetries: WindowedStat;
  readonly batchSize: WindowedStat;
  readonly recordsPerRequest: WindowedStat;
  readonly requestLatency: WindowedStat;
  readonly throttle: WindowedStat;
  readonly compression: WindowedStat;
  readonly bufferWait: WindowedStat;
  /** Accumulated `beginTransaction()` time, ns. */
  txnBeginNs = 0;
  requestsInFlight = 0;
  epochBumps = 0;
  coordinatorLookups = 0;
  readonly operationTimeMs: Record<TimedOperation, number> = { initTransactions: 0, sendOffsetsToTransaction: 0, commitTransaction: 0, abortTransaction: 0 };
  private readonly brokerStats = new Map<number, BrokerStats>();
  private readonly partitionStats: PartitionMap<PartitionStats> = new Map();
  private readonly buffer: () => { readonly total: number; readonly available: number };

  constructor(clock: Clock, buffer: () => { readonly total: number; readonly available: number }) {
    this.clock = clock;
    this.buffer = buffer;
    const now = clock.now();
    this.records = new WindowedStat(now);
    this.recordErrors = new WindowedStat(now);
    this.recordRetries = new WindowedStat(now);
    this.batchSize = new WindowedStat(now);
    this.recordsPerRequest = new WindowedStat(now);
    this.requestLatency = new WindowedStat(now);
    this.throttle = new WindowedStat(now);
    this.compression = new WindowedStat(now);
    this.bufferWait = new WindowedStat(now);
  }

  /** Times the transactional calls (the operation hook's side). */
  observes(operation: string): boolean {
    return isTimed(operation);
  }

  /** Adds the call's duration to its txn-*-time counter when it settles, fulfilled or rejected. */
  run(operation: string, body: HookedOperation<unknown>, client: unknown, first: unknown, second: unknown, third: unknown): Promise<unknown> {
    if (!isTimed(operation)) return body.call(client, first, second, third);
    const startedAt = this.clock.now();
    const settled = (): void => { this.operationTimeMs[operation] += this.clock.now() - startedAt; };
    // The caller gets the derived promise, never body's with a handler attached: a rejection the caller does not
    // handle (a forgotten `await`) must still reach `unhandledRejection`.
    return body.call(client, first, second, third).then(
      (value) => { settled(); return value; },
      (error: unknown) => { settled(); throw error; },
    );
  }

  /** A batch was encoded for the first time: its records section before (`uncompressed`) and after compression. */
  batchEncoded(topic: string, partition: number, uncompressed: number, compressed: number): void {
    if (uncompressed <= 0) return;
    const now = this.clock.now();
    const ratio = compressed / uncompressed;
    this.compression.record(now, ratio);
    this.partition(topic, partition).compression.record(now, ratio);
  }

  /** A send waited `waitedMs` for buffer space. */
  bufferWaited(waitedMs: number): void {
    this.bufferWait.record(this.clock.now(), waitedMs);
  }

  broker(nodeId: number): BrokerStats {
    let stats = this.brokerStats.get(nodeId);
    if (stats === undefined) {
      stats = { requests: new WindowedStat(this.clock.now()), inFlight: 0 };
      this.brokerStats.set(nodeId, stats);
    }
    return stats;
  }

  partition(topic: string, partition: number): PartitionStats {
    return partitionEntry(this.partitionStats, topic, partition, this.newPartitionStats);
  }

  private readonly newPartitionStats = (): PartitionStats => {
    const now = this.clock.now();
    return { sent: new WindowedStat(now), bytes: new WindowedStat(now), compression: new WindowedStat(now), errors: 0, retries: 0, lastSequence: -1, lastEpoch: -1 };
  };

  /** The snapshot returned by `producer.metrics()`. */
  snapshot(): ProducerMetrics {
    const now = this.clock.now();
    const buffer = this.buffer();
    const producer: ProducerMetricValues = {
      'record-send-total': this.records.totalCount,
      'record-send-rate': this.records.rate(now),
      'record-error-total': this.recordErrors.totalCount,
      'record-error-rate': this.recordErrors.rate(now),
      'record-retry-total': this.recordRetries.totalCount,
      'record-retry-rate': this.recordRetries.rate(now),
      'batch-size-avg': this.batchSize.avg(now),
      'batch-size-max': this.batchSize.maximum(now),
      'records-per-request-avg': this.recordsPerRequest.avg(now),
      'compression-rate-avg': this.compression.avg(now),
      'request-latency-avg': this.requestLatency.avg(now),
      'request-latency-max': this.requestLatency.maximum(now),
      'request-total': this.requestLatency.totalCount,
      'request-rate': this.requestLatency.rate(now),
      'requests-in-flight': this.requestsInFlight,
      'buffer-total-bytes': buffer.total,
      'buffer-available-bytes': buffer.available,
      'bufferpool-wait-time-ns-total': this.bufferWait.totalSum * 1e6,
      'bufferpool-wait-ratio': this.bufferWait.sumPerMs(now),
      'produce-throttle-time-avg': this.throttle.avg(now),
      'produce-throttle-time-max': this.throttle.maximum(now),
      'txn-init-time-ms-total': this.operationTimeMs.initTransactions,
      'txn-begin-time-ns-total': Math.round(this.txnBeginNs),
      'txn-send-offsets-time-ms-total': this.operationTimeMs.sendOffsetsToTransaction,
      'txn-commit-time-ms-total': this.operationTimeMs.commitTransaction,
      'txn-abort-time-ms-total': this.operationTimeMs.abortTransaction,
      'epoch-bump-total': this.epochBumps,
      'coordinator-lookup-total': this.coordinatorLookups,
    };
    const brokers: BrokerMetricValues[] = [...this.brokerStats].sort(([a], [b]) => a - b).map(([nodeId, stats]) => ({
      nodeId,
      'request-total': stats.requests.totalCount,
      'request-rate': stats.requests.rate(now),
      'request-latency-avg': stats.requests.avg(now),
      'request-latency-max': stats.requests.maximum(now),
      'requests-in-flight': stats.inFlight,
    }));
    const topicPartitions: TopicPartitionMetricValues[] = [];
    for (const [topic, byPartition] of [...this.partitionStats].sort(([a], [b]) => a.localeCompare(b))) {
      for (const [partition, stats] of [...byPartition].sort(([a], [b]) => a - b)) {
        topicPartitions.push({
          topic, partition,
          'record-send-total': stats.sent.totalCount,
          'record-send-rate': stats.sent.rate(now),
          'record-error-total': stats.errors,
          'record-retry-total': stats.retries,
          'byte-total': stats.bytes.totalSum,
          'byte-rate': stats.bytes.sumPerMs(now) * 1000,
          'compression-rate-avg': stats.compression.avg(now),
        });
      }
    }
    return { timestamp: now, sampleWindowMs: METRICS_SAMPLE_WINDOW_MS, producer, brokers, topicPartitions };
  }
}
