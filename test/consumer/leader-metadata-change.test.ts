/**
 * The classic group's leader rebalances when the metadata it assigned from changes, as Java's ConsumerCoordinator
 * does: a subscribed topic it had no metadata for at assignment time (it assigned none of it) gains metadata, or a
 * subscribed topic gains partitions. Without it, those partitions stay unread until some other rebalance.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { TopicPartition } from '../../src/common/topic-partition.js';
import { testConsumerOptions, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const names = (partitions: readonly TopicPartition[]): string[] => partitions.map((tp) => `${tp.topic}-${tp.partition}`).sort();

describe.each(['range', 'cooperative-sticky'] as const)('the leader watches the metadata it assigned from (%s)', (assignor) => {
  it('assigns a subscribed topic once it has metadata, when it had none at the assignment', async () => {
    const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 2 }] });
    closers.push(() => { cluster.close(); });
    const a = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster, { clientId: 'a' }), { clientId: 'a', requestTimeoutMs: 200, partitionAssignmentStrategy: [assignor] }));
    closers.push(() => a.close());
    a.subscribe(['in', 'later']);
    await waitFor(() => a.assignment().length === 2, 'a owns in-0 and in-1');
    expect(names(a.assignment())).toEqual(['in-0', 'in-1']);
    const generation = a.groupMetadata().generationId;

    expect(cluster.state.createTopic('later', { partitions: 2 })).toBe(0);
    await waitFor(() => a.assignment().length === 4, 'a owns later-0 and later-1 too');
    expect(names(a.assignment())).toEqual(['in-0', 'in-1', 'later-0', 'later-1']);
    expect(a.groupMetadata().generationId).toBeGreaterThan(generation);
  });

  it('spreads partitions added to a subscribed topic, seen on the next metadata refresh', async () => {
    const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 2 }] });
    closers.push(() => { cluster.close(); });
    const options = (name: string) => testConsumerOptions(new InProcessNetworkClient(cluster, { clientId: name }), { clientId: name, metadataMaxAgeMs: 100, partitionAssignmentStrategy: [assignor] });
    const a = new Consumer(options('a'));
    const b = new Consumer(options('b'));
    closers.push(() => a.close(), () => b.close());
    a.subscribe(['in']);
    b.subscribe(['in']);
    await waitFor(() => a.assignment().length === 1 && b.assignment().length === 1, 'a and b own one partition each');

    expect(cluster.state.increasePartitions('in', 4)).toBe(0);
    await waitFor(() => a.assignment().length === 2 && b.assignment().length === 2, 'a and b own two partitions each');
    expect(names([...a.assignment(), ...b.assignment()])).toEqual(['in-0', 'in-1', 'in-2', 'in-3']);
  });
});
