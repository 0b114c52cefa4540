import { describe, expect, it } from 'vitest';
import { decodeRecordBatch } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { ProducerBatch } from '../../src/producer/accumulator/producer-batch.js';
import { appendToBatch } from './accumulator-helpers.js';

function newBatch(transactional = true): ProducerBatch {
  return new ProducerBatch({ topic: 't', partition: 2, createdMs: 0, reservedBytes: 1_000, compression: 'none', transactional });
}

const record = (index: number) => ({
  timestamp: 1_000 + index,
  key: Buffer.from(`k${index}`),
  value: Buffer.from(`v${index}`),
  headers: [{ key: 'h', value: Buffer.from([index]) }],
});

describe('ProducerBatch', () => {
  it('encodes the records with the producer state stamped at drain time', () => {
    const batch = newBatch();
    void appendToBatch(batch, record(0));
    void appendToBatch(batch, record(1));
    batch.setProducerState(77n, 4, 120);
    const decoded = decodeRecordBatch(batch.encode());
    expect(decoded.header.producerId).toBe(77n);
    expect(decoded.header.producerEpoch).toBe(4);
    expect(decoded.header.baseSequence).toBe(120);
    expect(decoded.header.recordCount).toBe(2);
    expect(decoded.isTransactional).toBe(true);
    expect(decoded.records.map((entry) => [entry.key?.toString(), entry.value?.toString(), entry.timestamp])).toEqual([
      ['k0', 'v0', 1_000n],
      ['k1', 'v1', 1_001n],
    ]);
  });

  it('re-stamps an encoded batch after an epoch bump with a valid CRC (KIP-360 sequence rewrite)', () => {
    const batch = newBatch(false);
    void appendToBatch(batch, record(0));
    batch.setProducerState(77n, 4, 120);
    const first = Buffer.from(batch.encode());
    batch.setProducerState(77n, 5, 0);
    const second = batch.encode();
    // decodeRecordBatch verifies the CRC by default.
    const decoded = decodeRecordBatch(second);
    expect([decoded.header.producerEpoch, decoded.header.baseSequence]).toEqual([5, 0]);
    expect(decoded.isTransactional).toBe(false);
    expect(second.readUInt32BE(17)).not.toBe(first.readUInt32BE(17));
    expect(decoded.records[0]?.value?.toString()).toBe('v0');
  });

  it('leaves the "no producer" values for a non-idempotent producer', () => {
    const batch = newBatch(false);
    void appendToBatch(batch, record(0));
    const header = decodeRecordBatch(batch.encode()).header;
    expect([header.producerId, header.producerEpoch, header.baseSequence]).toEqual([-1n, -1, -1]);
  });

  it('completes each record at baseOffset + index, only once', async () => {
    const batch = newBatch();
    const deliveries = [0, 1, 2].map((index) => appendToBatch(batch, record(index)));
    expect(batch.complete(500n)).toBe(true);
    expect(batch.complete(900n)).toBe(false);
    expect(batch.fail(new Error('late'))).toBe(false);
    expect((await Promise.all(deliveries)).map((entry) => [entry.partition, entry.offset, entry.timestamp])).toEqual([
      [2, 500n, 1_000],
      [2, 501n, 1_001],
      [2, 502n, 1_002],
    ]);
    expect(batch.isDone).toBe(true);
    await expect(batch.whenDone()).resolves.toBeUndefined();
  });

  it('fails every record with the same error and wakes flush waiters', async () => {
    const batch = newBatch();
    const deliveries = [0, 1].map((index) => appendToBatch(batch, record(index)));
    const done = batch.whenDone();
    const error = new Error('aborted');
    expect(batch.fail(error)).toBe(true);
    for (const delivery of deliveries) await expect(delivery).rejects.toBe(error);
    await expect(done).resolves.toBeUndefined();
  });

  it('accepts records while they fit under batchSize, and anything when empty', () => {
    const batch = newBatch();
    expect(batch.hasRoomFor(5_000, 100)).toBe(true);
    void appendToBatch(batch, record(0));
    expect(batch.hasRoomFor(10, batch.estimatedSizeInBytes + 10)).toBe(true);
    expect(batch.hasRoomFor(11, batch.estimatedSizeInBytes + 10)).toBe(false);
    batch.closed = true;
    expect(batch.hasRoomFor(1, 10_000)).toBe(false);
  });
});
