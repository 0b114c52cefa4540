import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { batch, values } from '../batches.js';
import { flush, harness, track, type Harness } from './harness.js';
import { addPartitions, endTxn, fetchRequest, initProducer, produceRequest } from './requests.js';

let h: Harness;
afterEach(() => {
  h.close();
});

/** Writes: plain 'p0', committed txn 'c1','c2', aborted txn 'a1', plain 'p1', open txn 'o1'. */
async function writeMixedLog(): Promise<void> {
  const producer = await initProducer(h, 'tx');
  const plain = async (value: string): Promise<void> => {
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: [value] })));
  };
  let sequence = 0;
  const transactional = async (valuesToWrite: string[], current: { producerId: bigint; producerEpoch: number }): Promise<void> => {
    const records = batch({ ...current, baseSequence: sequence, transactional: true, values: valuesToWrite });
    sequence += valuesToWrite.length;
    const response = await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, records, { transactionalId: 'tx' }));
    expect(response.responses[0]?.partitionResponses[0]?.errorCode).toBe(0);
  };
  await plain('p0');
  await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }]);
  await transactional(['c1', 'c2'], producer);
  expect((await endTxn(h, 'tx', producer, true)).errorCode).toBe(0);
  await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }]);
  await transactional(['a1'], producer);
  expect((await endTxn(h, 'tx', producer, false)).errorCode).toBe(0);
  await plain('p1');
  await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }]);
  await transactional(['o1'], producer);
}

describe('Fetch handler', () => {
  it.each([4, 7, 11, 12, 13, 18])('read_committed drops aborted records and stops at the LSO; read_uncommitted sees everything (v%i)', async (version) => {
    h = harness({ topics: [{ name: 'orders' }] });
    await writeMixedLog();
    const committed = await h.call('Fetch', version, () => fetchRequest(h.cluster, 'orders', 0, { isolationLevel: 1 }));
    const uncommitted = await h.call('Fetch', version, () => fetchRequest(h.cluster, 'orders', 0, { isolationLevel: 0 }));
    const readCommitted = committed.responses[0]?.partitions[0];
    const readUncommitted = uncommitted.responses[0]?.partitions[0];
    if (readCommitted === undefined || readUncommitted === undefined) throw new Error('missing partition');
    expect(readCommitted.errorCode).toBe(0);
    // p0, c1, c2, COMMIT, a1, ABORT, p1, o1: offsets 0..7; the open transaction starts at 7.
    expect(readCommitted.lastStableOffset).toBe(7n);
    expect(readCommitted.highWatermark).toBe(8n);
    expect(readCommitted.abortedTransactions?.map((each) => each.firstOffset)).toEqual([4n]);
    expect(values([readCommitted.records ?? Buffer.alloc(0)], readCommitted.abortedTransactions ?? [])).toEqual(['p0', 'c1', 'c2', 'p1']);
    expect(readUncommitted.abortedTransactions).toBeNull();
    expect(values([readUncommitted.records ?? Buffer.alloc(0)])).toEqual(['p0', 'c1', 'c2', 'a1', 'p1', 'o1']);
  });

  it('returns at least one batch past partitionMaxBytes, then only what fits (KIP-74)', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    for (const value of ['a', 'b', 'c']) await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: [value] })));
    const response = await h.call('Fetch', 11, () => fetchRequest(h.cluster, 'orders', 0, { partitionMaxBytes: 1 }));
    expect(values([response.responses[0]?.partitions[0]?.records ?? Buffer.alloc(0)])).toEqual(['a']);
  });

  it('answers OFFSET_OUT_OF_RANGE past the log end and UNKNOWN_TOPIC_OR_PARTITION for a missing topic', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const outOfRange = await h.call('Fetch', 11, () => fetchRequest(h.cluster, 'orders', 0, { fetchOffset: 5n }));
    const missing = await h.call('Fetch', 11, () => fetchRequest(h.cluster, 'nope', 0));
    expect(outOfRange.responses[0]?.partitions[0]?.errorCode).toBe(ErrorCode.OFFSET_OUT_OF_RANGE);
    expect(missing.responses[0]?.partitions[0]?.errorCode).toBe(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
  });

  it('parks an empty fetch until data arrives on its partition', async () => {
    h = harness({ topics: [{ name: 'orders', partitions: 2 }] });
    const pending = track(h.client().send('any', 'Fetch', () => fetchRequest(h.cluster, 'orders', 0, { maxWaitMs: 500 })));
    await flush();
    expect(pending.settled()).toBe(false);
    expect(h.cluster.appends.waiting).toBe(1);
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 1, batch({ values: ['elsewhere'] })));
    await flush();
    expect(pending.settled()).toBe(false);
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['here'] })));
    const result = await pending.promise;
    expect(values([result.response.responses[0]?.partitions[0]?.records ?? Buffer.alloc(0)])).toEqual(['here']);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('answers an empty fetch after maxWaitMs on the cluster clock', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const pending = track(h.client().send('any', 'Fetch', () => fetchRequest(h.cluster, 'orders', 0, { maxWaitMs: 500 })));
    await flush();
    h.clock.advance(499);
    await flush();
    expect(pending.settled()).toBe(false);
    h.clock.advance(1);
    const result = await pending.promise;
    expect(result.response.responses[0]?.partitions[0]?.records?.length).toBe(0);
    expect(h.cluster.appends.waiting).toBe(0);
  });

  it('wakes a read_committed fetch when a commit marker moves the LSO', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const producer = await initProducer(h, 'tx');
    await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }]);
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ ...producer, baseSequence: 0, transactional: true, values: ['t'] }), { transactionalId: 'tx' }));
    const pending = track(h.client().send('any', 'Fetch', () => fetchRequest(h.cluster, 'orders', 0, { maxWaitMs: 1000, isolationLevel: 1 })));
    await flush();
    expect(pending.settled()).toBe(false);
    await endTxn(h, 'tx', producer, true);
    const result = await pending.promise;
    expect(values([result.response.responses[0]?.partitions[0]?.records ?? Buffer.alloc(0)])).toEqual(['t']);
  });
});
