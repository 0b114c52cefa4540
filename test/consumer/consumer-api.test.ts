/**
 * The consumer's API on the in-memory cluster: manual assignment, seek, pause/resume, the async iterator,
 * back-pressure under `maxBufferedBytes`, AbortSignal on poll, bad options and arguments, and close().
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ConsumerClosedError } from '../../src/consumer/consumer-errors.js';
import { ConfigError } from '../../src/config/config-error.js';
import { InvalidArgumentError, InvalidTopicError } from '../../src/errors/argument-errors.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { ConsumedRecord } from '../../src/consumer/transactional-source.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { manualConsumerOptions, pollRecords, testConsumerOptions, values, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setup(perPartition = 10, extra: Partial<ConsumerOptions> = {}) {
  const cluster = new InMemoryCluster({ brokers: 2, topics: [{ name: 'in', partitions: 2 }] });
  closers.push(() => { cluster.close(); });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  for (let index = 0; index < perPartition; index++) {
    // One batch per record: many batches to fetch.
    await producer.send([{ topic: 'in', partition: 0, value: `p0-${index}` }, { topic: 'in', partition: 1, value: `p1-${index}` }]);
  }
  const consumer = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster), extra));
  closers.push(() => consumer.close());
  return { cluster, consumer };
}

const P0 = { topic: 'in', partition: 0 };
const P1 = { topic: 'in', partition: 1 };

describe('seek, pause, resume (manual assignment)', () => {
  it('pause holds a partition back, resume releases it, seek repositions', async () => {
    const { consumer } = await setup();
    consumer.assign([P0, P1]);
    consumer.pause([P1]);
    expect(consumer.paused()).toEqual([P1]);
    const first = await pollRecords(consumer, 10);
    expect(values(first)).toEqual(Array.from({ length: 10 }, (_, index) => `p0-${index}`));
    expect((await consumer.poll({ timeoutMs: 30 })).records).toEqual([]);

    consumer.resume([P1]);
    expect(values(await pollRecords(consumer, 10))).toEqual(Array.from({ length: 10 }, (_, index) => `p1-${index}`));

    consumer.seek([{ ...P0, offset: 7n }]);
    expect(consumer.position(P0)).toBe(7n);
    const again = await pollRecords(consumer, 3);
    expect(values(again)).toEqual(['p0-7', 'p0-8', 'p0-9']);
  });

  it('returns next offsets per partition with each batch, and respects maxRecords', async () => {
    const { consumer } = await setup();
    consumer.assign([P0]);
    let batch = await consumer.poll({ timeoutMs: 1_000, maxRecords: 4 });
    while (batch.records.length === 0) batch = await consumer.poll({ timeoutMs: 1_000, maxRecords: 4 });
    expect(batch.records.length).toBeLessThanOrEqual(4);
    const last = batch.records.at(-1) as ConsumedRecord;
    expect(batch.nextOffsets).toEqual([{ ...P0, offset: last.offset + 1n, leaderEpoch: last.leaderEpoch }]);
  });
});

describe('back-pressure', () => {
  it('stops fetching at maxBufferedBytes and delivers everything in order through for await', async () => {
    const { consumer } = await setup(200, { maxBufferedBytes: 2_000 });
    consumer.assign([P0]);
    await waitFor(() => consumer.bufferedBytes > 0, 'something buffered');
    // Let the fetcher run as far as it can without a poll.
    for (let turn = 0; turn < 500; turn++) await new Promise((resolve) => setImmediate(resolve));
    const held = consumer.bufferedBytes;
    // One fetch may overshoot the bound by at most one answer's first batch (KIP-74), ~100 bytes here.
    expect(held).toBeGreaterThanOrEqual(2_000 - 200);
    expect(held).toBeLessThanOrEqual(2_000 + 200);

    const seen: string[] = [];
    for await (const batch of consumer) {
      seen.push(...values(batch.records));
      expect(consumer.bufferedBytes).toBeLessThanOrEqual(2_000 + 200);
      if (seen.length >= 200) break;
    }
    expect(seen).toEqual(Array.from({ length: 200 }, (_, index) => `p0-${index}`));
  });
});

describe('options and arguments', () => {
  it('rejects bad options with a ConfigError naming each field', () => {
    const network = new InProcessNetworkClient(new InMemoryCluster());
    let error: unknown;
    try {
      new Consumer({ network, sessionTimeoutMs: -1, heartbeatIntervalMs: 1.5, isolationLevel: 'committed' as never, fetchMaxWait: 5 } as ConsumerOptions);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const fields = (error as ConfigError).issues.map((issue) => issue.field).sort();
    expect(fields).toEqual(['fetchMaxWait', 'heartbeatIntervalMs', 'isolationLevel', 'sessionTimeoutMs']);
    expect((error as ConfigError).message).toContain("did you mean 'fetchMaxWaitMs'?");
    expect(() => new Consumer({ network, sessionTimeoutMs: 1_000, heartbeatIntervalMs: 1_000 })).toThrow(/heartbeatIntervalMs: must be < sessionTimeoutMs/);
    expect(() => new Consumer({ groupId: 'g' })).toThrow(/bootstrapServers: is required/);
    expect(() => new Consumer({ network, groupInstanceId: 'i' })).toThrow(/groupInstanceId: needs groupId/);
  });

  it('rejects bad arguments with typed errors before doing anything', async () => {
    const { consumer } = await setup(1);
    expect(() => { consumer.subscribe(['in']); }).toThrow(ConfigError); // no groupId
    expect(() => { consumer.assign([{ topic: 'bad topic', partition: 0 }]); }).toThrow(InvalidTopicError);
    consumer.assign([P0]);
    expect(() => { consumer.seek([{ ...P1, offset: 0n }]); }).toThrow(/offsets\[0\] is in-1, which is not assigned/);
    expect(() => { consumer.seek([{ ...P0, offset: 1 as never }]); }).toThrow(InvalidArgumentError);
    expect(() => { consumer.pause([P1]); }).toThrow(InvalidArgumentError);
    await expect(consumer.poll({ maxRecords: 0 })).rejects.toThrow(/options.maxRecords must be an integer >= 1/);
    const controller = new AbortController();
    const waiting = consumer.poll({ timeoutMs: 60_000, signal: controller.signal });
    // Let the poll return the record first if it is there; the next one waits.
    const first = await waiting;
    expect(values(first.records)).toEqual(['p0-0']);
    const second = consumer.poll({ timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    await expect(second).rejects.toBeInstanceOf(OperationAbortedError);
  });
});

describe('close', () => {
  it('leaves the group, ends for await, fails waiting and later calls with ConsumerClosedError', async () => {
    const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 1 }] });
    closers.push(() => { cluster.close(); });
    const consumer = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster)));
    const revoked: number[] = [];
    consumer.subscribe(['in'], { onPartitionsRevoked: (tps) => { revoked.push(tps.length); } });
    await waitFor(() => consumer.assignment().length === 1, 'assigned');
    expect(cluster.groups.group('g').memberIds()).toHaveLength(1);
    const waiting = consumer.poll({ timeoutMs: 60_000 });
    const iterating = (async () => { let batches = 0; for await (const batch of consumer) batches += batch.records.length; return batches === 0 ? 'ended' : 'got records'; })();
    await consumer.close();
    await expect(waiting).rejects.toBeInstanceOf(ConsumerClosedError);
    await expect(iterating).resolves.toBe('ended');
    expect(revoked).toEqual([1]);
    expect(cluster.groups.group('g').memberIds()).toEqual([]);
    expect(() => { consumer.seek([]); }).toThrow(ConsumerClosedError);
    await expect(consumer.poll()).rejects.toMatchObject({ code: 'ERR_CONSUMER_CLOSED', operation: 'poll' });
    await consumer.close(); // idempotent
  });
});
