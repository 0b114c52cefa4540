/**
 * `batchMaxSize` end to end on the in-memory cluster: with the partitions at their in-flight limit (slow Produce
 * answers), batches grow past `batchSize`, and every record is written exactly once, in send order per partition,
 * with contiguous sequences, each delivery resolving with its own offset.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const value = (partition: number, index: number): string => `p${partition}-${String(index).padStart(4, '0')}-${'x'.repeat(90)}`;

function loggedBatches(s: Scenario, partition: number): { baseSequence: number; records: number; bytes: number }[] {
  const fetched = s.cluster.fetch({ topic: 'orders', partition, fetchOffset: 0n, maxBytes: 64 * 1024 * 1024, isolationLevel: 0 });
  return fetched.batches.flatMap((bytes) => decodeRecordBatches(bytes).batches.filter((batch) => !batch.isControl)
    .map((batch) => ({ baseSequence: batch.header.baseSequence, records: batch.header.recordCount, bytes: bytes.length })));
}

describe('batchMaxSize end to end', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  for (const mode of ['idempotent', 'transactional'] as const) {
    it(`${mode}: batches grow at the in-flight limit and every record is read back once, in order per partition`, async () => {
      const state = scenario();
      s = state;
      const producer = state.producer({
        batchSize: 1_000, batchMaxSize: 8_000, maxInFlightRequestsPerConnection: 1, lingerMs: 5,
        ...(mode === 'transactional' ? { transactionalId: 'growth' } : {}),
      });
      if (mode === 'transactional') {
        await state.settle(producer.initTransactions());
        producer.beginTransaction();
      }
      // Slow answers keep each partition's one in-flight slot taken while the sends below queue up.
      state.cluster.faults.delayResponses(ApiKey.Produce, 50, { times: 1_000 });
      const perPartition = 400;
      const sends = [];
      for (let round = 0; round < 8; round++) {
        const records = [];
        for (let index = round * (perPartition / 8); index < (round + 1) * (perPartition / 8); index++) {
          for (const partition of [0, 1, 2]) records.push({ topic: 'orders', partition, value: value(partition, index) });
        }
        sends.push(producer.send(records));
      }
      const results = (await state.settle(Promise.all(sends))).flat();
      if (mode === 'transactional') await state.settle(producer.commitTransaction());
      state.cluster.faults.clear();
      for (const partition of [0, 1, 2]) {
        const expected = Array.from({ length: perPartition }, (_, index) => value(partition, index));
        const read = mode === 'transactional' ? state.committed('orders', partition) : state.uncommitted('orders', partition);
        expect(read).toEqual(expected);
        const offsets = results.filter((result) => result.partition === partition).map((result) => result.offset);
        expect(offsets).toEqual(Array.from({ length: perPartition }, (_, index) => BigInt(index)));
        const batches = loggedBatches(state, partition);
        let next = 0;
        for (const batch of batches) {
          expect(batch.baseSequence).toBe(next);
          next += batch.records;
          expect(batch.bytes).toBeLessThanOrEqual(8_000);
        }
        expect(next).toBe(perPartition);
        // Some batch grew past batchSize (about 7 records of this size fit 1000 bytes).
        expect(Math.max(...batches.map((batch) => batch.bytes))).toBeGreaterThan(1_000);
      }
    });
  }
});
