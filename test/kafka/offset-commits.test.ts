/**
 * Offset commits outside transactions on real Apache Kafka, under the classic and the KIP-848 `consumer` group
 * protocols: `commit()` stores what poll returned and a restarted member resumes there; `autoCommit` commits on
 * close; a member whose session expired (its heartbeats cut off while another member took its partitions) is refused
 * with `CommitFailedError`, and nothing it committed after that is stored.
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
      const stale = consumer(protocol, group, { network, maxPollIntervalMs: 10_000 });
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
  }
});
