/**
 * read_committed on the in-memory cluster, in process and over its TCP face: records of committed transactions
 * are returned, those of aborted ones never, those of an open transaction only once it commits (the fetch stops
 * at the last stable offset); control records never appear; read_uncommitted sees everything but markers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import { pollRecords, testConsumerOptions, transactionalProducer, values } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

interface Target {
  readonly name: string;
  setup(): Promise<{ cluster: InMemoryCluster; producerNetwork: NetworkClient; consumerOptions: (extra?: object) => ConstructorParameters<typeof Consumer>[0] }>;
}

const targets: Target[] = [
  {
    name: 'in process',
    setup() {
      const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'in', partitions: 2 }] });
      closers.push(() => { cluster.close(); });
      const network = new InProcessNetworkClient(cluster, { wireCheck: true });
      return Promise.resolve({ cluster, producerNetwork: network, consumerOptions: (extra = {}) => testConsumerOptions(new InProcessNetworkClient(cluster, { wireCheck: true }), extra) });
    },
  },
  {
    name: 'TCP face',
    async setup() {
      const face: TcpCluster = await startCluster({ brokers: 3, topics: [{ name: 'in', partitions: 2 }] });
      closers.push(() => face.close());
      const bootstrapServers = face.bootstrapServers.split(',');
      return {
        cluster: face.cluster,
        producerNetwork: new InProcessNetworkClient(face.cluster),
        consumerOptions: (extra = {}) => {
          const { network, ...rest } = testConsumerOptions(new InProcessNetworkClient(face.cluster), extra);
          void network?.close(); // the consumer builds its own TCP client from bootstrapServers
          return { ...rest, bootstrapServers };
        },
      };
    },
  },
];

describe.each(targets)('read_committed ($name)', (target) => {
  it('returns committed transactions only, up to the last stable offset, skipping control records', async () => {
    const { producerNetwork, consumerOptions } = await target.setup();
    const committer = transactionalProducer(producerNetwork, 't-commit');
    const aborter = transactionalProducer(producerNetwork, 't-abort');
    const open = transactionalProducer(producerNetwork, 't-open');
    closers.push(() => committer.close(), () => aborter.close(), () => open.close());
    await Promise.all([committer.initTransactions(), aborter.initTransactions(), open.initTransactions()]);

    await committer.transaction(async (txn) => {
      await txn.send([{ topic: 'in', partition: 0, value: 'c1' }, { topic: 'in', partition: 0, value: 'c2' }]);
    });
    // An aborted transaction interleaved with a committed one on the same partition.
    aborter.beginTransaction();
    await aborter.send({ topic: 'in', partition: 0, value: 'a1' });
    committer.beginTransaction();
    await committer.send({ topic: 'in', partition: 0, value: 'c3' });
    await aborter.send({ topic: 'in', partition: 0, value: 'a2' });
    await aborter.abortTransaction();
    await committer.commitTransaction();
    // An open transaction holds the LSO on partition 1: nothing behind it is visible yet.
    open.beginTransaction();
    await open.send({ topic: 'in', partition: 1, value: 'o1' });
    await committer.transaction(async (txn) => { await txn.send({ topic: 'in', partition: 1, value: 'c4' }); });

    const consumer = new Consumer(consumerOptions());
    closers.push(() => consumer.close());
    consumer.subscribe(['in']);
    const first = await pollRecords(consumer, 3);
    expect(values(first).sort()).toEqual(['c1', 'c2', 'c3']);
    expect((await consumer.poll({ timeoutMs: 100 })).records).toEqual([]);

    await open.commitTransaction();
    const second = await pollRecords(consumer, 2);
    expect(values(second)).toEqual(['o1', 'c4']);
    expect(second.map((record) => record.offset)).toEqual([0n, 1n]);
  });

  it('read_uncommitted returns aborted and open records too, never markers', async () => {
    const { producerNetwork, consumerOptions } = await target.setup();
    const producer = transactionalProducer(producerNetwork, 't-1');
    closers.push(() => producer.close());
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send({ topic: 'in', partition: 0, value: 'a1' });
    await producer.abortTransaction();
    producer.beginTransaction();
    await producer.send({ topic: 'in', partition: 0, value: 'o1' });
    await producer.flush();

    const consumer = new Consumer(consumerOptions({ isolationLevel: 'read_uncommitted' }));
    closers.push(() => consumer.close());
    consumer.subscribe(['in']);
    expect(values(await pollRecords(consumer, 2))).toEqual(['a1', 'o1']);
  });
});
