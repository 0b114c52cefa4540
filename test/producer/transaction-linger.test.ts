/**
 * Records sent from a transaction callback (`producer.transaction`, a `TransactionalSession` handler) do not wait out
 * `lingerMs`: the transaction commits only once they are written, so a callback that awaits its sends would otherwise
 * pay the linger on every transaction. Their linger ends when the callback's turn of the event loop ends, so the
 * sends of one turn still share a batch. A plain `send` keeps lingering.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeRecordBatchHeader } from '../../src/protocol/record-batch/record-batch-header.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from '../session/fake-source.js';

const LINGER_MS = 10_000;
let s: Scenario;
afterEach(async () => { await s.close(); });

/** The data batches of a partition's log, as record counts (control batches left out). */
function dataBatches(topic: string, partition: number): number[] {
  const result = s.cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 1 << 24, isolationLevel: 0 });
  return result.batches.map((batch) => decodeRecordBatchHeader(batch)).filter((header) => (header.attributes & 0x20) === 0).map((header) => header.recordCount);
}

for (const transactionVersion of [1, 2] as const) describe(`transaction version ${transactionVersion}`, () => {
  it('producer.transaction: an awaited send is written without waiting out lingerMs; the sends of one turn share a batch', async () => {
    s = scenario({ transactionVersion });
    const producer = s.producer({ transactionalId: 'linger-1', lingerMs: LINGER_MS });
    await s.settle(producer.initTransactions());
    const start = s.clock.now();
    await s.settle(producer.transaction(async (txn) => {
      await Promise.all(['a', 'b', 'c'].map((value) => txn.send({ topic: 'orders', partition: 0, value })));
      await txn.send({ topic: 'orders', partition: 0, value: 'd' });
    }));
    expect(s.clock.now() - start).toBeLessThan(LINGER_MS);
    expect(s.committed('orders', 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(dataBatches('orders', 0)).toEqual([3, 1]);
  });

  it('a session handler that awaits its send commits without waiting out lingerMs', async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, 'etl', new Map([['in:0', ['a', 'b', 'c']]]), [{ topic: 'in', partition: 0 }]);
    const session = new TransactionalSession({ producer: s.producer({ transactionalId: 'etl-1', lingerMs: LINGER_MS }), source });
    const start = s.clock.now();
    const outcome = await s.settle(session.runOnce(async (batch, tx) => {
      for (const record of batch.records) void tx.send({ topic: 'out', partition: 0, value: Buffer.from(record.value ?? []).toString() });
      await tx.send({ topic: 'out', partition: 0, value: 'last' });
    }));
    expect(outcome.status).toBe('committed');
    expect(s.clock.now() - start).toBeLessThan(LINGER_MS);
    expect(outcome).toMatchObject({ records: 3 });
    expect(s.committed('out', 0)).toEqual(['a', 'b', 'c', 'last']);
    expect(dataBatches('out', 0)).toEqual([4]);
    await s.settle(session.close());
  });

  it('close() while a callback send is in flight: the transaction aborts, nothing becomes visible, no error after close', async () => {
    s = scenario({ transactionVersion });
    const producer = s.producer({ transactionalId: 'linger-3', lingerMs: LINGER_MS });
    await s.settle(producer.initTransactions());
    let sent: Promise<unknown> | undefined;
    const running = producer.transaction((txn) => {
      sent = txn.send({ topic: 'orders', partition: 0, value: 'a' });
      return new Promise<void>(() => undefined); // never returns: close() ends it
    });
    const outcome = running.then(() => 'committed', () => 'rejected');
    await s.settle(producer.close({ timeoutMs: 1_000 }));
    expect(await s.settle(outcome)).toBe('rejected');
    // Written (its linger ended before close) and then aborted with the transaction: never visible to read_committed.
    await s.settle((sent ?? Promise.resolve()).catch(() => undefined));
    expect(s.committed('orders', 0)).toEqual([]);
    expect(s.uncommitted('orders', 0).length).toBeLessThanOrEqual(1);
  });

  it('a plain send outside a transaction callback still lingers', async () => {
    s = scenario({ transactionVersion });
    const producer = s.producer({ transactionalId: 'linger-2', lingerMs: LINGER_MS });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    const start = s.clock.now();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'a' }));
    expect(s.clock.now() - start).toBeGreaterThanOrEqual(LINGER_MS);
    await s.settle(producer.commitTransaction());
  });
});
