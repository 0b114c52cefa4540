/**
 * KIP-392 on the in-memory cluster: brokers in racks r1-r3, a rack-aware replica selector, a partition led by
 * broker 1 with replicas on all three. A consumer with `clientRack: 'r2'` is told by the leader to read from broker 2
 * and does so; when broker 2 goes down it reads from the leader again, with no record lost or repeated. A consumer
 * without a rack, or a cluster without the selector, reads from the leader only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ManualClock } from '../../src/internal/clock.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import type { ReplicaSelectorName } from '../../src/testing/replica-selector.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { servedBy } from '../support/fetch-recorder.js';
import { manualConsumerOptions, pollRecords, recordingFetches, values, type FetchExchange } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function rackedCluster(replicaSelector: ReplicaSelectorName, clock?: ManualClock): { cluster: InMemoryCluster; write: (records: readonly string[]) => Promise<void> } {
  const cluster = new InMemoryCluster({ brokers: 3, brokerRacks: { 1: 'r1', 2: 'r2', 3: 'r3' }, replicaSelector, ...(clock === undefined ? {} : { clock }) });
  closers.push(() => { cluster.close(); });
  cluster.state.createTopic('in', { partitions: 1, leaders: [1], replicationFactor: 3 });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  return { cluster, write: async (records) => { for (const value of records) await producer.send([{ topic: 'in', partition: 0, value }]); } };
}

function consumerOn(cluster: InMemoryCluster, log: FetchExchange[], clientRack?: string): Consumer {
  const consumer = new Consumer(manualConsumerOptions(recordingFetches(cluster, log), clientRack === undefined ? {} : { clientRack }));
  closers.push(() => consumer.close());
  consumer.assign([{ topic: 'in', partition: 0 }]);
  return consumer;
}

describe('fetching from the closest replica', () => {
  it('reads from the follower in its rack, and from the leader again when that follower is down', async () => {
    const { cluster, write } = rackedCluster('rack-aware');
    await write(['a', 'b', 'c']);
    const log: FetchExchange[] = [];
    const consumer = consumerOn(cluster, log, 'r2');
    expect(values(await pollRecords(consumer, 3))).toEqual(['a', 'b', 'c']);
    expect(log[0]).toMatchObject({ target: 1, request: { rackId: 'r2' } });
    expect(log[0]?.response?.responses[0]?.partitions[0]).toMatchObject({ preferredReadReplica: 2 });
    expect(servedBy(log)).toEqual([2]);

    cluster.setBrokerUp(2, false);
    await write(['d', 'e']);
    expect(values(await pollRecords(consumer, 2))).toEqual(['d', 'e']);
    // A Fetch parked at broker 2 before it went down may still have answered; the next ones go to the leader.
    const before = servedBy(log).length;
    await write(['f']);
    expect(values(await pollRecords(consumer, 1))).toEqual(['f']);
    expect(servedBy(log).slice(before)).toEqual([1]);
    expect(new Set(servedBy(log))).toEqual(new Set([2, 1]));
    expect((await consumer.poll({ timeoutMs: 50 })).records).toEqual([]);
  });

  it('asks the leader again once metadataMaxAgeMs has passed since it named the follower, and goes back to that follower', async () => {
    const clock = new ManualClock();
    const { cluster, write } = rackedCluster('rack-aware', clock);
    const log: FetchExchange[] = [];
    const consumer = new Consumer(withTestSeams(manualConsumerOptions(recordingFetches(cluster, log), { clientRack: 'r2', metadataMaxAgeMs: 10_000 }), { clock }));
    consumer.assign([{ topic: 'in', partition: 0 }]);
    const got: string[] = [];
    let polling = true;
    let pollError: unknown;
    const loop = (async () => {
      while (polling) {
        got.push(...values((await consumer.poll({ timeoutMs: 100 })).records));
        await new Promise((resolve) => { setImmediate(resolve); });
      }
    })().catch((error: unknown) => { pollError = error; });
    // However the test ends: the poll loop stops and the clock moves until the consumer has closed.
    closers.push(async () => {
      polling = false;
      let closed = false;
      const closing = consumer.close().finally(() => { closed = true; });
      while (!closed) {
        clock.advance(100);
        await new Promise((resolve) => { setImmediate(resolve); });
      }
      await closing;
      await loop;
    });
    /** Lets the consumer run, moving the clock 50 ms at a time, until `count` records arrived. */
    const until = async (count: number): Promise<void> => {
      for (let step = 0; got.length < count; step++) {
        if (step > 2_000) throw new Error(`only ${got.length} of ${count} records`);
        for (let spin = 0; spin < 10; spin++) await new Promise((resolve) => { setImmediate(resolve); });
        if (got.length < count) clock.advance(50);
      }
    };
    const leaderAnswers = (): FetchExchange[] => log.filter(({ target, response }) => target === 1 && response !== undefined);

    await write(['a']);
    await until(1);
    expect(leaderAnswers().map(({ response }) => response?.responses[0]?.partitions[0]?.preferredReadReplica)).toEqual([2]);
    const namedAt = clock.now();
    // Within metadataMaxAgeMs every Fetch goes to the follower.
    clock.advance(8_000);
    await write(['b']);
    await until(2);
    expect(leaderAnswers()).toHaveLength(1);
    expect(clock.now() - namedAt).toBeLessThan(10_000);
    // Past it the leader is asked again (and names the follower again): nothing lost or repeated on the way.
    clock.advance(2_500);
    await write(['c']);
    await until(3);
    await write(['d']);
    await until(4);
    expect(leaderAnswers().length).toBeGreaterThanOrEqual(2);
    expect(leaderAnswers().every(({ response }) => response?.responses[0]?.partitions[0]?.preferredReadReplica === 2)).toBe(true);
    expect(servedBy(log)).toEqual([2, 2, 2, 2]);
    expect(got).toEqual(['a', 'b', 'c', 'd']);
    expect(pollError).toBeUndefined();
  });

  it('reads from the leader without a client rack, without the selector, or when the leader is in the rack', async () => {
    for (const [selector, rack] of [['rack-aware', undefined], ['leader', 'r2'], ['rack-aware', 'r1']] as const) {
      const { cluster, write } = rackedCluster(selector);
      await write(['a', 'b']);
      const log: FetchExchange[] = [];
      const consumer = consumerOn(cluster, log, rack);
      expect(values(await pollRecords(consumer, 2))).toEqual(['a', 'b']);
      expect(new Set(log.map(({ target }) => target))).toEqual(new Set([1]));
      expect(log.every(({ response }) => response?.responses.every((topic) => topic.partitions.every((each) => each.preferredReadReplica === -1)) ?? true)).toBe(true);
    }
  });

  it('refuses a clientRack that is not a string', () => {
    expect(() => new Consumer({ network: new InProcessNetworkClient(new InMemoryCluster()), clientRack: 7 as unknown as string })).toThrow(/clientRack/);
  });
});
