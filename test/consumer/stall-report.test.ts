/**
 * A read_committed consumer held at the last stable offset by an open transaction says so: the stall metrics
 * (`stalled-partitions`, `stalled-time-max-ms`, per partition `records-held-by-open-transaction` and
 * `stalled-time-ms`) and `describeLag()` naming the transaction's producer; a read_uncommitted consumer of the same
 * log is never stalled; the metrics clear once the transaction ends. And `describeLag()` as users call it: before
 * any assignment, with bad options from plain JavaScript, after close.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ConsumerClosedError } from '../../src/consumer/consumer-errors.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords, transactionalProducer, values, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => { for (const close of closers.splice(0).reverse()) await close(); });

function setup(): { cluster: InMemoryCluster; consumer: (isolationLevel: 'read_committed' | 'read_uncommitted') => Consumer } {
  const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 2 }] });
  closers.push(() => { cluster.close(); });
  return {
    cluster,
    consumer(isolationLevel) {
      const consumer = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster), { isolationLevel }));
      closers.push(() => consumer.close({ timeoutMs: 1_000 }));
      return consumer;
    },
  };
}

describe('a consumer held back by an open transaction', () => {
  it('reports the stall in its metrics and describeLag names the producer; read_uncommitted is never stalled; both clear when it ends', async () => {
    const { cluster, consumer } = setup();
    const committer = transactionalProducer(new InProcessNetworkClient(cluster), 'committer');
    const open = transactionalProducer(new InProcessNetworkClient(cluster), 'open');
    closers.push(() => committer.close({ timeoutMs: 1_000 }), () => open.close({ timeoutMs: 1_000 }));
    await committer.initTransactions();
    await open.initTransactions();
    await committer.transaction(async (txn) => { await txn.send({ topic: 'in', partition: 0, value: 'before' }); });
    open.beginTransaction();
    const { offset: start } = await open.send({ topic: 'in', partition: 0, value: 'open' });
    await committer.transaction(async (txn) => { await txn.send([{ topic: 'in', partition: 0, value: 'after-1' }, { topic: 'in', partition: 0, value: 'after-2' }]); });

    const committed = consumer('read_committed');
    const uncommitted = consumer('read_uncommitted');
    for (const each of [committed, uncommitted]) each.assign([{ topic: 'in', partition: 0 }, { topic: 'in', partition: 1 }]);
    expect(values(await pollRecords(committed, 1))).toEqual(['before']);
    expect(values(await pollRecords(uncommitted, 4))).toEqual(['before', 'open', 'after-1', 'after-2']);
    await waitFor(() => committed.metrics().consumer['stalled-partitions'] === 1, 'the stall to be measured');
    const [held] = committed.metrics().topicPartitions.filter((each) => each.partition === 0);
    // The open record, the commit marker of the committer's second transaction and its two records.
    expect(held?.['records-held-by-open-transaction']).toBe(4);
    expect(held?.['stalled-time-ms']).toBeGreaterThanOrEqual(0);
    expect(committed.metrics().topicPartitions.find((each) => each.partition === 1)?.['records-held-by-open-transaction']).toBe(0);
    expect(uncommitted.metrics().consumer['stalled-partitions']).toBe(0);

    const lag = await committed.describeLag();
    expect(lag.map(({ partition, stalled, position, lastStableOffset }) => ({ partition, stalled, position, lastStableOffset }))).toEqual([
      { partition: 0, stalled: true, position: start, lastStableOffset: start },
      { partition: 1, stalled: false, position: 0n, lastStableOffset: 0n },
    ]);
    expect(lag[0]?.openTransaction).toMatchObject({ producerId: open.producerIdentity.producerId, producerEpoch: open.producerIdentity.producerEpoch, transactionalId: 'open', startOffset: start, orphaned: false });
    // The read_uncommitted consumer is past the LSO, at the end of the log: it waits for nothing.
    expect((await uncommitted.describeLag())[0]).toMatchObject({ position: 6n, highWatermark: 6n, lastStableOffset: start, lag: 0n, stalled: false });

    await open.abortTransaction();
    expect(values(await pollRecords(committed, 2))).toEqual(['after-1', 'after-2']);
    await waitFor(() => committed.metrics().consumer['stalled-partitions'] === 0, 'the stall to clear');
    expect(committed.metrics().consumer['stalled-time-max-ms']).toBe(0);
    expect((await committed.describeLag())[0]).toMatchObject({ stalled: false, openTransaction: null });
  });
});

describe('consumer.describeLag() as users call it', () => {
  it('is empty without an assignment, refuses bad options, and fails after close', async () => {
    const { consumer } = setup();
    const reader = consumer('read_committed');
    expect(await reader.describeLag()).toEqual([]);
    const loose = reader as unknown as { describeLag(options: unknown): Promise<unknown> };
    await expect(loose.describeLag({ timeoutMs: 'soon' })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(loose.describeLag({ signal: 'stop' })).rejects.toBeInstanceOf(InvalidArgumentError);
    await reader.close();
    await expect(reader.describeLag()).rejects.toBeInstanceOf(ConsumerClosedError);
  });
});
