/**
 * A consumer without `groupId` and with `autoOffsetReset: 'none'`, assigned partitions by hand: a position set by
 * `seek` right after `assign` needs no committed offset and no reset policy (Java's consumer looks positions up only
 * for partitions that have none when it polls). A partition left without a position still fails the poll with
 * NoOffsetForPartitionError.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { NoOffsetForPartitionError } from '../../src/consumer/consumer-errors.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords, values } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function clusterWith(records: readonly string[]): Promise<InMemoryCluster> {
  const cluster = new InMemoryCluster({ brokers: 2 });
  closers.push(() => { cluster.close(); });
  cluster.state.createTopic('in', { partitions: 2, leaders: [1, 1] });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  for (const value of records) await producer.send([{ topic: 'in', partition: 0, value }]);
  return cluster;
}

function strictConsumer(cluster: InMemoryCluster): Consumer {
  const consumer = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster), { autoOffsetReset: 'none' }));
  closers.push(() => consumer.close());
  return consumer;
}

describe("assign() without a group, autoOffsetReset 'none'", () => {
  it('reads from the offset seek() set right after assign()', async () => {
    const cluster = await clusterWith(['a', 'b', 'c', 'd']);
    const consumer = strictConsumer(cluster);
    consumer.assign([{ topic: 'in', partition: 0 }]);
    consumer.seek([{ topic: 'in', partition: 0, offset: 1n }]);
    expect(values(await pollRecords(consumer, 3))).toEqual(['b', 'c', 'd']);
  });

  it('fails the poll with NoOffsetForPartitionError for a partition nobody positioned', async () => {
    const cluster = await clusterWith(['a']);
    const consumer = strictConsumer(cluster);
    consumer.assign([{ topic: 'in', partition: 0 }, { topic: 'in', partition: 1 }]);
    consumer.seek([{ topic: 'in', partition: 0, offset: 0n }]);
    const error = await consumer.poll({ timeoutMs: 1_000 }).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoOffsetForPartitionError);
    expect(error).toMatchObject({ topic: 'in', partition: 1 });
  });
});
