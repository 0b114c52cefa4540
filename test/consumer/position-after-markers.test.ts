/**
 * The consumer's position around control records (COMMIT/ABORT markers) and aborted data, on the in-memory
 * cluster. A read_committed consumer never hands out a marker, but its position (and the `nextOffsets` it gives
 * with a batch, which a transaction commits) must move past it: a committed offset left at the marker makes the
 * group's offsets stop one short of the end of the partition, so whatever waits for "consumed up to the end"
 * (lag 0, a pipeline draining its input) waits forever, and an offset before the records would deliver them again.
 * As Kafka's consumer (`FetchCollector` moves the position to the completed fetch's next offset, even when it
 * returned no record), the position moves past markers and aborted batches once they are fetched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { ConsumedBatch } from '../../src/consumer/transactional-source.js';
import { manualConsumerOptions, values, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const P0 = { topic: 'in', partition: 0 };

function setup() {
  const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 1 }] });
  closers.push(() => { cluster.close(); });
  const producer = (transactionalId: string): Producer => {
    const created = new Producer({ network: new InProcessNetworkClient(cluster), transactionalId, lingerMs: 0 });
    closers.push(() => created.close());
    return created;
  };
  const consumer = (extra: Partial<ConsumerOptions> = {}): Consumer => {
    const created = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster), { groupId: 'g', ...extra }));
    closers.push(() => created.close());
    return created;
  };
  const endOffset = (): bigint => cluster.state.partition('in', 0)?.log.logEndOffset ?? -1n;
  return { cluster, producer, consumer, endOffset };
}

/** Polls until `count` records came (returning every non-empty batch), failing after `rounds` polls. */
async function pollBatches(consumer: Consumer, count: number, options: { maxRecords?: number; rounds?: number } = {}): Promise<ConsumedBatch[]> {
  const batches: ConsumedBatch[] = [];
  let seen = 0;
  for (let round = 0; round < (options.rounds ?? 200) && seen < count; round++) {
    const batch = await consumer.poll({ timeoutMs: 20, ...(options.maxRecords === undefined ? {} : { maxRecords: options.maxRecords }) });
    if (batch.records.length === 0) continue;
    batches.push(batch);
    seen += batch.records.length;
  }
  return batches;
}

/** Polls (empty polls included) until the position is `offset`, failing after a bound. */
async function pollUntilPosition(consumer: Consumer, offset: bigint): Promise<void> {
  for (let round = 0; round < 100 && consumer.position(P0) !== offset; round++) {
    const batch = await consumer.poll({ timeoutMs: 20 });
    expect(batch.records, 'nothing more to hand out').toEqual([]);
  }
  expect(consumer.position(P0)).toBe(offset);
}

async function commitTransaction(producer: Producer, records: readonly string[]): Promise<void> {
  producer.beginTransaction();
  await producer.send(records.map((value) => ({ ...P0, value })));
  await producer.commitTransaction();
}

async function abortTransaction(producer: Producer, records: readonly string[]): Promise<void> {
  producer.beginTransaction();
  await producer.send(records.map((value) => ({ ...P0, value })));
  await producer.abortTransaction();
}

describe('position() after control records', () => {
  it('after the last record of a committed transaction, the position and the batch\'s next offset are past its COMMIT marker', async () => {
    const { producer, consumer, endOffset } = setup();
    const writer = producer('w');
    await writer.initTransactions();
    await commitTransaction(writer, ['a', 'b', 'c']); // offsets 0-2, COMMIT marker at 3
    expect(endOffset()).toBe(4n);

    const reader = consumer();
    reader.assign([P0]);
    const batches = await pollBatches(reader, 3);
    expect(batches.flatMap((batch) => values(batch.records))).toEqual(['a', 'b', 'c']);
    expect(reader.position(P0)).toBe(4n);
    expect(batches.at(-1)?.nextOffsets.map((each) => each.offset)).toEqual([4n]);
  });

  it('an aborted transaction at the end of the partition: no record, and the position moves past its data and its ABORT marker', async () => {
    const { producer, consumer, endOffset } = setup();
    const writer = producer('w');
    await writer.initTransactions();
    await commitTransaction(writer, ['a']); // 0, COMMIT at 1
    await abortTransaction(writer, ['x', 'y']); // 2-3, ABORT at 4
    expect(endOffset()).toBe(5n);

    const reader = consumer();
    reader.assign([P0]);
    const [batch] = await pollBatches(reader, 1);
    expect(values(batch?.records ?? [])).toEqual(['a']);
    await pollUntilPosition(reader, 5n);
  });

  it('the marker fetched apart from its records (one batch per fetch), and a poll that takes exactly the records: the position still moves past the marker', async () => {
    const { producer, consumer, endOffset } = setup();
    const writer = producer('w');
    await writer.initTransactions();
    await commitTransaction(writer, ['a', 'b', 'c']); // one batch 0-2, COMMIT at 3
    expect(endOffset()).toBe(4n);

    // maxPartitionFetchBytes 1: each Fetch returns one batch (KIP-74), so the marker comes in a Fetch of its own.
    const reader = consumer({ maxPartitionFetchBytes: 1, fetchMaxBytes: 1 });
    reader.assign([P0]);
    // The records' Fetch and the marker's own are answered, both buffered, before the records are taken.
    await waitFor(() => reader.metrics().consumer['fetch-total'] >= 2, 'the records and the marker fetched');
    const batch = await reader.poll({ timeoutMs: 1_000, maxRecords: 3 });
    expect(values(batch.records)).toEqual(['a', 'b', 'c']);
    expect(batch.nextOffsets.map((each) => each.offset)).toEqual([4n]); // what a transaction commits for it
    expect(reader.position(P0)).toBe(4n);
  });

  it('records of a committed transaction interleaved with an aborted one, read in small polls: every next offset is past what was handed out, the last past the final marker', async () => {
    const { producer, consumer, endOffset } = setup();
    const committer = producer('c');
    const aborter = producer('a');
    await Promise.all([committer.initTransactions(), aborter.initTransactions()]);
    aborter.beginTransaction();
    await aborter.send({ ...P0, value: 'x1' }); // 0
    committer.beginTransaction();
    await committer.send({ ...P0, value: 'c1' }); // 1
    await aborter.send({ ...P0, value: 'x2' }); // 2
    await committer.send({ ...P0, value: 'c2' }); // 3
    await aborter.abortTransaction(); // ABORT at 4
    await committer.commitTransaction(); // COMMIT at 5
    await commitTransaction(committer, ['c3']); // 6, COMMIT at 7
    expect(endOffset()).toBe(8n);

    const reader = consumer({ maxPartitionFetchBytes: 1, fetchMaxBytes: 1 });
    reader.assign([P0]);
    const batches = await pollBatches(reader, 3, { maxRecords: 1 });
    expect(batches.map((batch) => values(batch.records))).toEqual([['c1'], ['c2'], ['c3']]);
    for (const batch of batches) {
      const [record] = batch.records;
      const [next] = batch.nextOffsets;
      expect(next?.offset).toBeGreaterThan(record?.offset ?? -1n);
    }
    await pollUntilPosition(reader, 8n);
  });

  it('committing the next offsets of a batch ending at a marker: a new reader of the group starts past it and gets nothing again, then only new records', async () => {
    const { producer, consumer } = setup();
    const writer = producer('w');
    const committer = producer('offsets');
    await Promise.all([writer.initTransactions(), committer.initTransactions()]);
    await commitTransaction(writer, ['a', 'b']); // 0-1, COMMIT at 2
    await abortTransaction(writer, ['x']); // 3, ABORT at 4

    const first = consumer();
    first.assign([P0]);
    const batches = await pollBatches(first, 2);
    expect(batches.flatMap((batch) => values(batch.records))).toEqual(['a', 'b']);
    await pollUntilPosition(first, 5n);
    // What the reader has consumed is committed in a transaction (offsets only): its position, past both markers.
    committer.beginTransaction();
    await committer.sendOffsetsToTransaction([{ ...P0, offset: first.position(P0) ?? -1n }], first.groupMetadata());
    await committer.commitTransaction();
    await first.close();

    const second = consumer();
    second.assign([P0]);
    expect(await second.committed([P0])).toEqual([expect.objectContaining({ ...P0, offset: 5n })]);
    expect((await second.poll({ timeoutMs: 100 })).records).toEqual([]);
    await commitTransaction(writer, ['d']); // 5, COMMIT at 6
    const after = await pollBatches(second, 1);
    expect(after.flatMap((batch) => values(batch.records))).toEqual(['d']);
    expect(after.at(-1)?.nextOffsets.map((each) => each.offset)).toEqual([7n]);
  });
});
