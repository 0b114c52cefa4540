/**
 * Start offsets come from OffsetFetch with require_stable (KIP-447): while a transaction that commits the
 * group's offsets is pending, the consumer does not start (UNSTABLE_OFFSET_COMMIT is retried), and once the
 * transaction commits it starts exactly at the committed offset; an abort leaves the earlier offset.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ConsumerTimeoutError } from '../../src/consumer/consumer-errors.js';
import { ProtocolError } from '../../src/errors/protocol-error.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { pollRecords, testConsumerOptions, transactionalProducer, values, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const GROUP = { groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null };
const TP = { topic: 'in', partition: 0 };

async function setup() {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'in', partitions: 1 }] });
  closers.push(() => { cluster.close(); });
  const producer = transactionalProducer(new InProcessNetworkClient(cluster), 'etl-1');
  closers.push(() => producer.close());
  await producer.initTransactions();
  await producer.transaction(async (txn) => {
    await txn.send(Array.from({ length: 8 }, (_, index) => ({ topic: 'in', partition: 0, value: `r${index}` })));
  });
  const consumer = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster)));
  closers.push(() => consumer.close());
  return { cluster, producer, consumer };
}

describe('require_stable start offsets', () => {
  it('waits out a pending transactional offset commit, then starts at the committed offset', async () => {
    const { producer, consumer } = await setup();
    producer.beginTransaction();
    await producer.sendOffsetsToTransaction([{ ...TP, offset: 5n }], GROUP);

    await expect(consumer.committed([TP], { timeoutMs: 100 })).rejects.toSatisfy((error: unknown) =>
      error instanceof ConsumerTimeoutError && error.cause instanceof ProtocolError && error.cause.errorName === 'UNSTABLE_OFFSET_COMMIT');

    consumer.subscribe(['in']);
    await waitFor(() => consumer.assignment().length === 1, 'assigned');
    // Several polls: nothing is returned while the offset commit is pending, and no position is taken.
    for (let round = 0; round < 5; round++) expect((await consumer.poll({ timeoutMs: 20 })).records).toEqual([]);
    expect(consumer.position(TP)).toBeUndefined();

    await producer.commitTransaction();
    const records = await pollRecords(consumer, 3);
    expect(values(records)).toEqual(['r5', 'r6', 'r7']);
    expect(await consumer.committed([TP])).toMatchObject([{ ...TP, offset: 5n }]);
  });

  it('after an aborted offset commit, starts from the earlier committed offset', async () => {
    const { producer, consumer } = await setup();
    await producer.transaction(async (txn) => { await txn.sendOffsets([{ ...TP, offset: 2n }], GROUP); });
    producer.beginTransaction();
    await producer.sendOffsetsToTransaction([{ ...TP, offset: 6n }], GROUP);
    consumer.subscribe(['in']);
    await waitFor(() => consumer.assignment().length === 1, 'assigned');
    expect((await consumer.poll({ timeoutMs: 20 })).records).toEqual([]);
    await producer.abortTransaction();
    const records = await pollRecords(consumer, 6);
    expect(values(records)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
  });
});
