/**
 * Idempotent produce of 20,000 records across 6 partitions through the public Producer (over TCP) into
 * librdkafka's mock cluster, read back by kcat (count and per-partition order) and by our own Fetch (one
 * producer id, epoch 0, base sequences contiguous per partition). The mock does not check sequences for an
 * idempotent-only producer (../shared/notes/librdkafka-mock.md), so contiguity is asserted on what it stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockCluster, type MockCluster } from '../librdkafka-mock/mock-cluster.js';
import { assertPrerequisites, kcatValues, mockProducer, skipMockSuite, storedBatches } from './librdkafka-mock-support.js';

const TOPIC = 'bulk';
const PARTITIONS = 6;
const RECORDS = 20_000;

describe.skipIf(skipMockSuite)('librdkafka mock: idempotent produce of many records', () => {
  let mock: MockCluster;

  beforeAll(async () => {
    assertPrerequisites();
    mock = await startMockCluster({ brokers: 3, topics: [{ name: TOPIC, partitions: PARTITIONS }] });
  });

  afterAll(async () => {
    await mock.close();
  });

  it('writes every record once, in order per partition, under one producer id with contiguous sequences', async () => {
    const producer = mockProducer(mock, { lingerMs: 5 });
    try {
      // Keys spread records over partitions (murmur2); the value carries the key's own running index.
      const nextIndexByKey = new Map<string, number>();
      const records = Array.from({ length: RECORDS }, (_, index) => {
        const key = `k${index % 97}`;
        const perKey = nextIndexByKey.get(key) ?? 0;
        nextIndexByKey.set(key, perKey + 1);
        return { topic: TOPIC, key, value: `${key}:${perKey}` };
      });
      const results = await producer.send(records);
      expect(results).toHaveLength(RECORDS);
      expect(producer.producerIdentity.producerEpoch).toBe(0);

      const seen = new Map<number, string[]>();
      for (const [index, result] of results.entries()) {
        const values = seen.get(result.partition) ?? [];
        // Offsets within a partition follow send order, without gaps.
        expect(result.offset).toBe(BigInt(values.length));
        values.push(records[index]!.value);
        seen.set(result.partition, values);
      }
      expect(seen.size).toBeGreaterThan(1);

      let total = 0;
      for (let partition = 0; partition < PARTITIONS; partition++) {
        const expected = seen.get(partition) ?? [];
        const consumed = await kcatValues(mock, TOPIC, partition);
        expect(consumed).toEqual(expected);
        total += consumed.length;
        // Per key, the running index increases by one: nothing duplicated, lost or reordered.
        const lastByKey = new Map<string, number>();
        for (const value of consumed) {
          const [key, perKey] = value.split(':') as [string, string];
          expect(Number(perKey)).toBe((lastByKey.get(key) ?? -1) + 1);
          lastByKey.set(key, Number(perKey));
        }

        const batches = await storedBatches(mock, TOPIC, partition);
        let sequence = 0;
        for (const batch of batches) {
          expect(batch.producerId).toBe(producer.producerIdentity.producerId);
          expect(batch.producerEpoch).toBe(0);
          expect(batch.transactional).toBe(false);
          expect(batch.baseSequence).toBe(sequence);
          sequence += batch.values.length;
        }
        expect(sequence).toBe(expected.length);
      }
      expect(total).toBe(RECORDS);
    } finally {
      await producer.close();
    }
  }, 40_000);
});
