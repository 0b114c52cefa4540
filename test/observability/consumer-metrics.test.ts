/**
 * consumer.metrics() against the in-memory cluster. The manual-assignment test runs the consumer
 * on a ManualClock that never moves, so every rate divides by exactly one 30 s window and every latency is 0; the
 * group test runs on the real clock (heartbeats) and asserts counts only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ManualClock } from '../../src/internal/clock.js';
import { toPrometheusText } from '../../src/metrics/prometheus.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords, testConsumerOptions, waitFor } from '../consumer/helpers.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';

const closers: (() => unknown)[] = [];
afterEach(async () => { for (const close of closers.splice(0).reverse()) await close(); });

async function setup(): Promise<InMemoryCluster> {
  const cluster = new InMemoryCluster({ brokers: 2, topics: [{ name: 'in', partitions: 2 }] });
  closers.push(() => { cluster.close(); });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  await producer.send(Array.from({ length: 10 }, (_, index) => [{ topic: 'in', partition: 0, value: `p0-${index}` }, { topic: 'in', partition: 1, value: `p1-${index}` }]).flat());
  return cluster;
}

describe('consumer.metrics()', () => {
  it('counts consumed records and bytes, Fetches per broker, and lag per partition (manual assignment, injected clock)', async () => {
    const cluster = await setup();
    const clock = new ManualClock(0);
    const consumer = new Consumer({ ...manualConsumerOptions(new InProcessNetworkClient(cluster)), clock } as ConsumerOptions);
    closers.push(() => consumer.close());
    expect(consumer.metrics().consumer['records-consumed-total']).toBe(0);
    expect(Number.isNaN(consumer.metrics().consumer['records-lag-max'])).toBe(true);
    consumer.assign([{ topic: 'in', partition: 0 }, { topic: 'in', partition: 1 }]);
    expect(consumer.metrics().consumer['assigned-partitions']).toBe(2);
    const first = await consumer.poll({ maxRecords: 3, timeoutMs: 1_000 });
    expect(first.records).toHaveLength(3);
    let metrics = consumer.metrics();
    // Each Fetch answer saw a high watermark of 10 with the position at 0.
    expect(metrics.consumer['records-lag-max']).toBe(10);
    const polled = metrics.topicPartitions.find((entry) => entry['records-consumed-total'] === 3);
    expect(polled?.['records-lag']).toBe(7);
    const rest = await pollRecords(consumer, 17);
    expect(rest).toHaveLength(17);
    metrics = consumer.metrics();
    const { consumer: overall } = metrics;
    expect(overall['records-consumed-total']).toBe(20);
    expect(overall['records-consumed-rate']).toBeCloseTo(20 / 30, 9); // the clock never moved: one 30 s window
    expect(metrics.topicPartitions.map((entry) => [entry.topic, entry.partition, entry['records-consumed-total'], entry['records-lag']]))
      .toEqual([['in', 0, 10, 0], ['in', 1, 10, 0]]);
    expect(overall['bytes-consumed-total']).toBeGreaterThan(20 * 5);
    expect(overall['bytes-consumed-total']).toBe(metrics.topicPartitions.reduce((sum, entry) => sum + entry['bytes-consumed-total'], 0));
    expect(overall['bytes-consumed-rate']).toBeCloseTo(overall['bytes-consumed-total'] / 30, 9);
    expect(overall['fetch-total']).toBeGreaterThanOrEqual(2); // one per leader at least
    expect(overall['fetch-size-max']).toBeGreaterThan(0);
    expect(overall['fetch-latency-max']).toBe(0); // the injected clock did not move
    expect(metrics.brokers.reduce((sum, broker) => sum + broker['fetch-total'], 0)).toBe(overall['fetch-total']);
    expect(overall['rebalance-total']).toBe(0);
    expect(metrics.timestamp).toBe(0);
    const text = toPrometheusText(metrics, { clientId: 'c' });
    expect(text).toContain('# TYPE kafka_consumer_records_consumed_total counter\nkafka_consumer_records_consumed_total{client_id="c"} 20\n');
    expect(text).toContain('kafka_consumer_topic_partition_records_lag{client_id="c",topic="in",partition="0"} 0');
    expect(text).toMatch(/kafka_consumer_node_fetch_total\{client_id="c",node_id="\d+"\} \d+/);
  });

  it('counts rebalances and assigned partitions of a group member', async () => {
    const cluster = await setup();
    const consumer = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster)));
    closers.push(() => consumer.close());
    consumer.subscribe(['in']);
    await pollRecords(consumer, 20);
    await waitFor(() => consumer.metrics().consumer['assigned-partitions'] === 2, 'the assignment');
    const { consumer: overall } = consumer.metrics();
    expect(overall['rebalance-total']).toBe(1);
    expect(overall['rebalance-rate-per-hour']).toBeGreaterThan(0);
    expect(overall['partitions-lost-total']).toBe(0);
    expect(overall['records-consumed-total']).toBe(20);
  });
});
