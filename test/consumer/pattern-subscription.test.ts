/**
 * Subscriptions by pattern on the in-memory cluster, under both group protocols: the whole topic name must match
 * (as Kafka's `matches()`), internal and non-matching topics are left out, a topic created later is picked up (the
 * classic member on its next topic listing, `metadataMaxAgeMs`; the KIP-848 member when the broker resolves its
 * `SubscribedTopicRegex`) and its records are read; bad patterns from plain JavaScript are refused, and a pattern the
 * broker's RE2 syntax refuses fails the consumer with the broker's error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import type { ConsumerOptions, GroupProtocol } from '../../src/config/consumer-options.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { TopicPartition } from '../../src/common/topic-partition.js';
import { pollRecords, testConsumerOptions, values, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const names = (partitions: readonly TopicPartition[]): string[] => partitions.map((tp) => `${tp.topic}-${tp.partition}`).sort();

function setup() {
  const cluster = new InMemoryCluster({
    brokers: 1, consumerGroupHeartbeatIntervalMs: 20,
    topics: [{ name: 'orders.eu', partitions: 2 }, { name: 'orders.us', partitions: 1 }, { name: 'xorders.eu', partitions: 1 }, { name: 'orders', partitions: 1 }],
  });
  closers.push(() => { cluster.close(); });
  const consumer = (protocol: GroupProtocol, extra: Partial<ConsumerOptions> = {}): Consumer => {
    const base: Partial<ConsumerOptions> = testConsumerOptions(new InProcessNetworkClient(cluster), { metadataMaxAgeMs: 50, ...extra });
    if (protocol === 'consumer') for (const key of ['sessionTimeoutMs', 'heartbeatIntervalMs'] as const) Reflect.deleteProperty(base, key);
    const instance = new Consumer({ ...base, network: new InProcessNetworkClient(cluster), groupProtocol: protocol });
    closers.push(() => instance.close({ timeoutMs: 1_000 }).catch(() => undefined));
    return instance;
  };
  const produce = async (topic: string, value: string): Promise<void> => {
    const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
    try {
      await producer.send({ topic, partition: 0, value: Buffer.from(value) });
    } finally {
      await producer.close();
    }
  };
  return { cluster, consumer, produce };
}

describe('subscribe(/regex/)', () => {
  for (const protocol of ['classic', 'consumer'] as const) {
    it(`assigns the topics whose whole name matches, picks up a topic created later and reads it (${protocol} protocol)`, async () => {
      const { cluster, consumer, produce } = setup();
      const instance = consumer(protocol);
      instance.subscribe(/orders[.].+/);
      await waitFor(() => instance.assignment().length === 3, 'the three matching partitions');
      expect(names(instance.assignment())).toEqual(['orders.eu-0', 'orders.eu-1', 'orders.us-0']);
      expect(cluster.state.createTopic('orders.asia', { partitions: 1 })).toBe(0);
      await waitFor(() => instance.assignment().length === 4, 'the new topic assigned');
      expect(names(instance.assignment())).toEqual(['orders.asia-0', 'orders.eu-0', 'orders.eu-1', 'orders.us-0']);
      await produce('orders.asia', 'hello');
      await produce('xorders.eu', 'not mine');
      expect(values(await pollRecords(instance, 1))).toEqual(['hello']);
    });
  }

  it('two classic members split the matched topics and a new matching topic, never a topic whose name only contains a match', async () => {
    const { cluster, consumer } = setup();
    const a = consumer('classic');
    const b = consumer('classic');
    a.subscribe(/orders[.](eu|us|asia)/);
    b.subscribe(/orders[.](eu|us|asia)/);
    await waitFor(() => a.assignment().length + b.assignment().length === 3 && a.assignment().length > 0 && b.assignment().length > 0, 'split');
    // Created first: any listing that shows orders.asia shows it too.
    expect(cluster.state.createTopic('orders.eu2', { partitions: 1 })).toBe(0);
    expect(cluster.state.createTopic('orders.asia', { partitions: 1 })).toBe(0);
    await waitFor(() => a.assignment().length + b.assignment().length === 4, 'orders.asia assigned');
    expect(names([...a.assignment(), ...b.assignment()])).toEqual(['orders.asia-0', 'orders.eu-0', 'orders.eu-1', 'orders.us-0']);
  });

  it('refuses patterns from plain JavaScript that Kafka cannot mean the same way', () => {
    const { consumer } = setup();
    const instance = consumer('classic');
    const untyped = instance as unknown as { subscribe(topics: unknown): void };
    expect(() => { untyped.subscribe(/orders/i); }).toThrow(InvalidArgumentError);
    expect(() => { untyped.subscribe(/orders/i); }).toThrow(/without flags/);
    expect(() => { untyped.subscribe(/orders/g); }).toThrow(/without flags/);
    expect(() => { untyped.subscribe(new RegExp('')); }).toThrow(/empty pattern/);
    expect(() => { untyped.subscribe('orders'); }).toThrow(InvalidArgumentError);
    expect(() => { untyped.subscribe(42); }).toThrow(InvalidArgumentError);
    expect(instance.assignment()).toEqual([]);
  });

  it('a pattern outside RE2 syntax fails a KIP-848 member with INVALID_REGULAR_EXPRESSION from the broker', async () => {
    const { consumer } = setup();
    const instance = consumer('consumer');
    instance.subscribe(/orders(?=[.])/);
    await expect(instance.poll({ timeoutMs: 5_000 })).rejects.toThrow(/INVALID_REGULAR_EXPRESSION/);
  });
});
