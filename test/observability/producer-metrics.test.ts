/**
 * producer.metrics() over the in-memory cluster on a ManualClock, and the Prometheus text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../src/internal/clock.js';
import { METRICS_SAMPLE_WINDOW_MS, WindowedStat } from '../../src/metrics/windowed-stat.js';
import { toPrometheusText } from '../../src/metrics/prometheus.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

describe('windowed stats', () => {
  it('a rate covers the live samples (at least one window), then decays to 0 when idle', () => {
    const clock = new ManualClock(0);
    const stat = new WindowedStat(clock.now());
    for (let i = 0; i < 30; i++) { stat.record(clock.now(), 1); clock.advance(1_000); }
    expect(stat.rate(clock.now())).toBeCloseTo(1, 5);
    expect(stat.totalCount).toBe(30);
    clock.advance(2 * METRICS_SAMPLE_WINDOW_MS);
    expect(stat.rate(clock.now())).toBe(0);
    expect(Number.isNaN(stat.avg(clock.now()))).toBe(true);
    expect(stat.totalCount).toBe(30);
  });

  it('avg and max over the window', () => {
    const stat = new WindowedStat(0);
    stat.record(10, 4); stat.record(20, 10); stat.record(30, 1);
    expect(stat.avg(40)).toBe(5);
    expect(stat.maximum(40)).toBe(10);
  });
});

describe('producer.metrics()', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  it('counts records, batches, requests and transactional time, overall, per broker and per partition', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'metered', bufferMemory: 1_000_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'a' }, { topic: 'orders', partition: 0, value: 'b' }, { topic: 'orders', partition: 1, value: 'c' }]));
    await s.settle(producer.commitTransaction());
    const metrics = producer.metrics();
    const overall = metrics.producer;
    expect(overall['record-send-total']).toBe(3);
    expect(overall['record-error-total']).toBe(0);
    expect(overall['record-retry-total']).toBe(0);
    expect(overall['batch-size-max']).toBeGreaterThan(61);
    expect(overall['records-per-request-avg']).toBeGreaterThan(0);
    expect(overall['request-total']).toBeGreaterThanOrEqual(5); // Metadata, FindCoordinator, InitProducerId, AddPartitions, Produce, EndTxn
    expect(overall['requests-in-flight']).toBe(0);
    expect(overall['coordinator-lookup-total']).toBeGreaterThanOrEqual(1);
    expect(overall['buffer-total-bytes']).toBe(1_000_000);
    expect(overall['buffer-available-bytes']).toBe(1_000_000);
    expect(overall['txn-init-time-ms-total']).toBeGreaterThanOrEqual(0);
    expect(overall['produce-throttle-time-max']).toBe(0);
    expect(metrics.sampleWindowMs).toBe(METRICS_SAMPLE_WINDOW_MS);
    expect(metrics.timestamp).toBe(s.clock.now());
    expect(metrics.topicPartitions.map((entry) => [entry.topic, entry.partition, entry['record-send-total']])).toEqual([['orders', 0, 2], ['orders', 1, 1]]);
    expect(metrics.topicPartitions[0]?.['byte-total']).toBeGreaterThan(0);
    expect(metrics.brokers.length).toBeGreaterThanOrEqual(1);
    expect(metrics.brokers.reduce((sum, broker) => sum + broker['request-total'], 0)).toBe(overall['request-total']);
    // The rate uses the producer's clock: 3 records within the first 30 s sample.
    expect(overall['record-send-rate']).toBeCloseTo(3 / 30, 5);
  });

  it('counts a retried batch as a retry and an errored partition as errors; the commit time includes the retries', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'metered-retry', retryBackoffMs: 100 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    s.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.NOT_ENOUGH_REPLICAS, { times: 2 });
    await s.settle(producer.send({ topic: 'orders', partition: 2, value: 'r' }));
    const before = s.clock.now();
    s.cluster.faults.failRequests(ApiKey.EndTxn, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, { times: 1 });
    await s.settle(producer.commitTransaction());
    const committedIn = s.clock.now() - before;
    const { producer: overall, topicPartitions } = producer.metrics();
    expect(overall['record-send-total']).toBe(1);
    expect(overall['record-retry-total']).toBe(2);
    expect(overall['record-error-total']).toBe(2);
    expect(topicPartitions.find((entry) => entry.partition === 2)).toMatchObject({ 'record-send-total': 1, 'record-retry-total': 2, 'record-error-total': 2 });
    expect(overall['txn-commit-time-ms-total']).toBe(committedIn);
    expect(committedIn).toBeGreaterThan(0);
  });

  it('counts epoch bumps', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'metered-bump' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    s.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, { times: 1 });
    await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'x' }));
    await s.settle(producer.abortTransaction());
    expect(producer.metrics().producer['epoch-bump-total']).toBe(producer.producerIdentity.producerEpoch > 0 ? 1 : 0);
    expect(producer.metrics().producer['txn-abort-time-ms-total']).toBeGreaterThanOrEqual(0);
  });

  it('compression-rate-avg: compressed / uncompressed records section per batch, overall and per partition; 1 without compression', async () => {
    s = scenario();
    const gzip = s.producer({ compression: 'gzip', lingerMs: 0 });
    const value = 'a'.repeat(1_000);
    await s.settle(gzip.send(Array.from({ length: 10 }, () => ({ topic: 'orders', partition: 0, value }))));
    const compressed = gzip.metrics();
    expect(compressed.producer['compression-rate-avg']).toBeGreaterThan(0);
    expect(compressed.producer['compression-rate-avg']).toBeLessThan(0.1); // 10 KB of one letter
    expect(compressed.topicPartitions[0]?.['compression-rate-avg']).toBe(compressed.producer['compression-rate-avg']);
    const plain = s.producer({ lingerMs: 0 });
    await s.settle(plain.send({ topic: 'orders', partition: 1, value }));
    expect(plain.metrics().producer['compression-rate-avg']).toBe(1);
    expect(Number.isNaN(s.producer().metrics().producer['compression-rate-avg'])).toBe(true); // no batch yet
  });

  it('bufferpool-wait-time-ns-total and bufferpool-wait-ratio: a send that waited for buffer memory, on the producer clock', async () => {
    s = scenario();
    const createdAt = s.clock.now();
    const producer = s.producer({ batchSize: 1_000, bufferMemory: 2_000, lingerMs: 0, retryBackoffMs: 100 });
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
    expect(producer.metrics().producer['bufferpool-wait-time-ns-total']).toBe(0);
    // Two batches hold all the memory while their Produce is retried; the third send waits for one of them.
    s.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.NOT_ENOUGH_REPLICAS, { times: 4 });
    const first = producer.send({ topic: 'orders', partition: 0, value: 'one' });
    const second = producer.send({ topic: 'orders', partition: 1, value: 'two' });
    const blockedAt = s.clock.now();
    const third = producer.send({ topic: 'orders', partition: 2, value: 'three' });
    await s.settle(Promise.all([first, second, third]));
    const elapsedMs = s.clock.now() - blockedAt;
    const { producer: overall } = producer.metrics();
    const waitedMs = overall['bufferpool-wait-time-ns-total'] / 1e6;
    expect(waitedMs).toBeGreaterThanOrEqual(100); // at least one retry backoff
    expect(waitedMs).toBeLessThanOrEqual(elapsedMs);
    expect(Number.isInteger(waitedMs)).toBe(true); // whole ms of the producer's clock
    // A rate divides by the time the live samples cover: one window before the producer started plus the time since.
    expect(overall['bufferpool-wait-ratio']).toBeCloseTo(waitedMs / (METRICS_SAMPLE_WINDOW_MS + s.clock.now() - createdAt), 12);
  });

  it('txn-begin-time-ns-total accumulates the time spent in beginTransaction()', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'metered-begin' });
    await s.settle(producer.initTransactions());
    expect(producer.metrics().producer['txn-begin-time-ns-total']).toBe(0);
    producer.beginTransaction();
    const once = producer.metrics().producer['txn-begin-time-ns-total'];
    expect(once).toBeGreaterThan(0);
    await s.settle(producer.abortTransaction());
    producer.beginTransaction();
    expect(producer.metrics().producer['txn-begin-time-ns-total']).toBeGreaterThan(once);
    await s.settle(producer.abortTransaction());
  });

  it('renders the Prometheus text format', async () => {
    s = scenario();
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'p' }));
    const text = toPrometheusText(producer.metrics(), { clientId: 'app "1"' });
    expect(text).toContain('# TYPE kafka_producer_record_send_total counter\nkafka_producer_record_send_total{client_id="app \\"1\\""} 1\n');
    expect(text).toContain('# TYPE kafka_producer_record_send_rate gauge');
    expect(text).toMatch(/kafka_producer_topic_partition_record_send_total\{client_id="app \\"1\\"",topic="orders",partition="0"\} 1/);
    expect(text).toMatch(/kafka_producer_node_request_total\{client_id="app \\"1\\"",node_id="\d+"\} \d+/);
    expect(text).toContain('kafka_producer_produce_throttle_time_avg{client_id="app \\"1\\""} 0');
    for (const line of text.trim().split('\n')) expect(line).toMatch(/^(# TYPE \w+ (counter|gauge)|\w+(\{[^}]*\})? (NaN|-?[\d.e+-]+))$/);
  });
});
