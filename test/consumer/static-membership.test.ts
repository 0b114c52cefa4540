/**
 * Static membership (KIP-345): a restarted instance with the same `groupInstanceId` takes over its member and
 * assignment without a rebalance (close() does not leave), also after a crash, where a dynamic member's
 * replacement waits for the crashed member's session to time out; and a second live instance fences the first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { GroupMembershipError } from '../../src/consumer/consumer-errors.js';
import { ManualClock } from '../../src/internal/clock.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import { CutNetwork } from '../support/cut-network.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { testConsumerOptions, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function setup() {
  const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 4 }] });
  closers.push(() => { cluster.close(); });
  const events: string[] = [];
  const consumer = (name: string, extra: Partial<ConsumerOptions> = {}): Consumer => {
    const instance = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster, { clientId: name }), { clientId: name, ...extra }));
    closers.push(() => instance.close().catch(() => undefined));
    instance.subscribe(['in'], {
      onPartitionsAssigned: (tps) => { events.push(`${name} assigned ${tps.length}`); },
      onPartitionsRevoked: (tps) => { events.push(`${name} revoked ${tps.length}`); },
      onPartitionsLost: (tps) => { events.push(`${name} lost ${tps.length}`); },
    });
    return instance;
  };
  return { cluster, events, consumer };
}

describe('static membership', () => {
  it('a restarted instance takes its member over without a rebalance', async () => {
    const { cluster, events, consumer } = setup();
    const a = consumer('a', { groupInstanceId: 'worker-a' });
    const b = consumer('b', { groupInstanceId: 'worker-b' });
    await waitFor(() => a.assignment().length === 2 && b.assignment().length === 2, '2/2');
    const generation = cluster.groups.group('g').generationId;
    const owned = a.assignment();
    await a.close();
    // No LeaveGroup from a static member: the group still counts it.
    expect(cluster.groups.group('g').memberIds()).toHaveLength(2);
    const restarted = consumer('a2', { groupInstanceId: 'worker-a' });
    await waitFor(() => restarted.assignment().length === 2, 'restarted member assigned');
    expect(restarted.assignment()).toEqual(owned);
    expect(restarted.groupMetadata()).toMatchObject({ generationId: generation, groupInstanceId: 'worker-a' });
    expect(cluster.groups.group('g').generationId).toBe(generation);
    expect(events.filter((event) => event.startsWith('b '))).toEqual(['b assigned 2']);
  });

  it('a second instance with the same groupInstanceId fences the first: its partitions are lost and poll fails', async () => {
    const { events, consumer } = setup();
    const first = consumer('first', { groupInstanceId: 'worker' });
    await waitFor(() => first.assignment().length === 4, 'first owns all');
    const second = consumer('second', { groupInstanceId: 'worker' });
    await waitFor(() => second.assignment().length === 4, 'second owns all');
    await waitFor(() => events.includes('first lost 4'), 'first lost');
    await expect(first.poll({ timeoutMs: 1_000 })).rejects.toBeInstanceOf(GroupMembershipError);
    expect(first.assignment()).toEqual([]);
  });
});

describe('after a crash (classic protocol, on the cluster clock)', () => {
  const SESSION_TIMEOUT_MS = 30_000;

  /** A crashed first instance (its network cut: no LeaveGroup), then its replacement; returns how long the replacement waited for the partitions. */
  async function crashAndRestart(groupInstanceId: string | undefined): Promise<number> {
    const clock = new ManualClock();
    const cluster = new InMemoryCluster({ brokers: 1, clock, topics: [{ name: 'in', partitions: 2 }] });
    closers.push(() => { cluster.close(); });
    const start = (network: NetworkClient): Consumer => {
      const instance = new Consumer(withTestSeams(testConsumerOptions(network, {
        sessionTimeoutMs: SESSION_TIMEOUT_MS, heartbeatIntervalMs: 1_000, maxPollIntervalMs: 300_000, ...(groupInstanceId === undefined ? {} : { groupInstanceId }),
      }), { clock }));
      instance.subscribe(['in']);
      return instance;
    };
    const until = async (condition: () => boolean): Promise<number> => {
      const began = clock.now();
      while (!condition()) {
        if (clock.now() - began > 120_000) throw new Error('not within 120 s of cluster time');
        for (let spin = 0; spin < 20; spin++) await new Promise((resolve) => { setImmediate(resolve); });
        if (!condition()) clock.advance(100);
      }
      return clock.now() - began;
    };
    const crashed = new CutNetwork(new InProcessNetworkClient(cluster, { clientId: 'first' }));
    const first = start(crashed);
    closers.push(() => first.close({ timeoutMs: 0 }).catch(() => undefined));
    await until(() => first.assignment().length === 2);
    crashed.cut(() => true, { requestSent: false });
    const restarted = start(new InProcessNetworkClient(cluster, { clientId: 'restarted' }));
    closers.push(() => restarted.close({ timeoutMs: 1_000 }).catch(() => undefined));
    return until(() => restarted.assignment().length === 2);
  }

  it('a restarted static member (same groupInstanceId) takes its partitions back at once; a dynamic one waits out the crashed member\'s session', async () => {
    expect(await crashAndRestart('worker-1')).toBeLessThan(2_000);
    expect(await crashAndRestart(undefined)).toBeGreaterThanOrEqual(SESSION_TIMEOUT_MS - 2_000);
  });
});

describe('static membership on a coordinator that cannot name it', () => {
  it('fails the consumer with a GroupMembershipError naming group.instance.id instead of joining as a dynamic member', async () => {
    const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 1 }] });
    closers.push(() => { cluster.close(); });
    // JoinGroup v4 is Kafka 2.2's: no group.instance.id (KIP-345 came with v5).
    const network = new InProcessNetworkClient(cluster, { clientId: 'old', maxVersions: { JoinGroup: 4 } });
    const consumer = new Consumer(testConsumerOptions(network, { clientId: 'old', groupInstanceId: 'instance-1' }));
    closers.push(() => consumer.close().catch(() => undefined));
    consumer.subscribe(['in']);
    let failure: unknown;
    await waitFor(() => {
      void consumer.poll({ timeoutMs: 0 }).catch((error: unknown) => { failure ??= error; });
      return failure !== undefined;
    }, 'poll rejects');
    expect(failure).toBeInstanceOf(GroupMembershipError);
    expect((failure as Error).message).toMatch(/group g: .*group\.instance\.id/);
    expect(cluster.groups.group('g').memberIds()).toEqual([]);
  });
});
