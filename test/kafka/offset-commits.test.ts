/**
 * Offset commits outside transactions on real Apache Kafka, under the classic and the KIP-848 `consumer` group
 * protocols: `commit()` stores what poll returned and a restarted member resumes there; `autoCommit` commits on
 * close; a member whose session expired (its heartbeats cut off while another member took its partitions) is refused
 * with `CommitFailedError`, and nothing it committed after that is stored. Subscriptions by pattern: the topics whose
 * whole name matches are assigned (classic: matched on the client; KIP-848: SubscribedTopicRegex resolved by the
 * broker with RE2/J), and a matching topic created later is assigned and read (Kafka resolves a changed topic set
 * after at least 10 s).
 */
import { afterEach, expect, it } from 'vitest';
import type { ConsumerOptions, GroupProtocol } from '../../src/config/consumer-options.js';
import { Consumer } from '../../src/consumer/consumer.js';
import type { ConsumedRecord } from '../../src/consumer/transactional-source.js';
import { CommitFailedError } from '../../src/errors/transaction-errors.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../src/producer/producer.js';
import { waitFor } from '../consumer/helpers.js';
import { CutNetwork } from '../support/cut-network.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';
import { createTopics, uniqueName } from './kafka-admin.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describeRealKafka('offset commits outside transactions', (env) => {
  const start = realKafkaContexts(env);
  const bootstrapServers = env.bootstrapServers.split(',');

  const consumer = (protocol: GroupProtocol, group: string, extra: Partial<ConsumerOptions> = {}): Consumer => {
    const instance = new Consumer({
      ...(extra.network === undefined ? { bootstrapServers } : {}), groupId: group, groupProtocol: protocol, autoOffsetReset: 'earliest', requestTimeoutMs: 10_000, fetchMaxWaitMs: 100,
      ...(protocol === 'classic' ? { sessionTimeoutMs: 6_000, heartbeatIntervalMs: 500 } : {}), ...extra,
    });
    closers.push(() => instance.close({ timeoutMs: 5_000 }));
    return instance;
  };

  async function produce(topic: string, from: number, count: number): Promise<void> {
    const producer = new Producer({ bootstrapServers, lingerMs: 0, requestTimeoutMs: 10_000 });
    try {
      await Promise.all(Array.from({ length: count }, (_, index) => producer.send({ topic, key: Buffer.from(`k${from + index}`), value: Buffer.from(`v${from + index}`) })));
    } finally {
      await producer.close({ timeoutMs: 5_000 });
    }
  }

  async function pollValues(instance: Consumer, count: number, limitMs = 30_000): Promise<string[]> {
    const records: ConsumedRecord[] = [];
    const deadline = Date.now() + limitMs;
    while (records.length < count && Date.now() < deadline) records.push(...(await instance.poll({ timeoutMs: 200 })).records);
    return records.map((record) => Buffer.from(record.value ?? new Uint8Array()).toString()).sort();
  }

  for (const protocol of ['classic', 'consumer'] as const) {
    it(`commit() stores what poll returned and a restarted member resumes there; autoCommit commits on close (${protocol})`, async () => {
      const c = await start();
      const group = c.id(`commits-${protocol}`);
      await produce(c.topics.orders, 0, 6);
      const first = consumer(protocol, group);
      first.subscribe([c.topics.orders]);
      expect(await pollValues(first, 6)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5']);
      await first.commit();
      const stored = await first.committed([0, 1, 2].map((partition) => ({ topic: c.topics.orders, partition })));
      expect(stored.reduce((sum, each) => sum + each.offset, 0n)).toBe(6n);
      await first.close({ timeoutMs: 5_000 });

      await produce(c.topics.orders, 6, 3);
      const second = consumer(protocol, group, { autoCommit: true, autoCommitIntervalMs: 600_000 });
      second.subscribe([c.topics.orders]);
      expect(await pollValues(second, 3)).toEqual(['v6', 'v7', 'v8']);
      await second.close({ timeoutMs: 5_000 });

      await produce(c.topics.orders, 9, 1);
      const third = consumer(protocol, group);
      third.subscribe([c.topics.orders]);
      expect(await pollValues(third, 1)).toEqual(['v9']);
      expect(await pollValues(third, 1, 1_000)).toEqual([]);
    });

    it(`a member whose session expired gets CommitFailedError, and its offsets are not stored (${protocol})`, async () => {
      const c = await start();
      const group = c.id(`fenced-${protocol}`);
      await produce(c.topics.orders, 0, 3);
      const network = new CutNetwork(new TcpNetworkClient({ bootstrapServers, clientId: 'stale-member', requestTimeoutMs: 10_000 }));
      closers.push(() => network.close());
      // The stale member must lose its partitions to the coordinator's session expiry, not to its own poll timeout
      // (a member that left on a poll timeout has nothing left to commit): classic, a 6 s session against a 10 s
      // poll interval (which also bounds the successor's rebalance); KIP-848, the test cluster's 10 s session against 30 s.
      const stale = consumer(protocol, group, { network, maxPollIntervalMs: protocol === 'classic' ? 10_000 : 30_000 });
      stale.subscribe([c.topics.orders]);
      expect(await pollValues(stale, 3)).toHaveLength(3);
      network.cut((api) => api === 'Heartbeat' || api === 'ConsumerGroupHeartbeat', { requestSent: false });
      const successor = consumer(protocol, group);
      successor.subscribe([c.topics.orders]);
      await waitFor(() => successor.assignment().length === 3, 'the successor owns every partition', 60_000);
      const error = await stale.commit().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CommitFailedError);
      expect(['UNKNOWN_MEMBER_ID', 'ILLEGAL_GENERATION', 'STALE_MEMBER_EPOCH', 'FENCED_MEMBER_EPOCH']).toContain((error as CommitFailedError).errorName);
      expect(await successor.committed([0, 1, 2].map((partition) => ({ topic: c.topics.orders, partition })))).toEqual([]);
    });

    it(`subscribe(/regex/) assigns the topics whose whole name matches and picks up one created later (${protocol})`, async () => {
      const prefix = uniqueName(`pattern-${protocol}`).replace(/[^A-Za-z0-9]/g, '');
      await createTopics(env.bootstrapServers, [{ name: `${prefix}.a`, partitions: 2 }, { name: `${prefix}.b`, partitions: 1 }, { name: `x${prefix}.a`, partitions: 1 }]);
      const c = await start();
      const instance = consumer(protocol, c.id(`pattern-${protocol}`), { metadataMaxAgeMs: 1_000 });
      instance.subscribe(new RegExp(`${prefix}[.][a-z]+`));
      const assigned = (): string[] => instance.assignment().map((tp) => `${tp.topic}-${tp.partition}`).sort();
      await waitFor(() => assigned().length === 3, 'the matching partitions', 60_000);
      expect(assigned()).toEqual([`${prefix}.a-0`, `${prefix}.a-1`, `${prefix}.b-0`]);
      await createTopics(env.bootstrapServers, [{ name: `${prefix}.c`, partitions: 1 }]);
      await waitFor(() => assigned().length === 4, 'the new topic assigned', 90_000);
      const records: string[] = [];
      expect(assigned()).toContain(`${prefix}.c-0`);
      await produce(`${prefix}.c`, 0, 1);
      await produce(`x${prefix}.a`, 0, 1);
      const deadline = Date.now() + 30_000;
      while (!records.includes(`${prefix}.c`) && Date.now() < deadline) records.push(...(await instance.poll({ timeoutMs: 200 })).records.map((record) => record.topic));
      expect(records).toContain(`${prefix}.c`);
      expect(records).not.toContain(`x${prefix}.a`);
    });
  }
});
