import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAvailableCompressionCodecs } from '../../../src/protocol/record-batch/compression/compression-registry.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { RecordBatchBuilder, encodeRecordBatch, estimateRecordSizeUpperBound } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';
import {
  CompressionType,
  TimestampType,
  compressionOf,
  decodeRecordBatchHeader,
  isControlBatch,
  isTransactional,
  setBaseOffset,
  setPartitionLeaderEpoch,
  timestampTypeOf,
  verifyRecordBatchCrc,
} from '../../../src/protocol/record-batch/record-batch-header.js';
import type { RecordInput } from '../../../src/protocol/record-batch/record.js';
import { asDecoded } from './batch-test-helpers.js';

beforeAll(async () => {
  await loadAvailableCompressionCodecs();
});

const bytes = fc.option(fc.uint8Array({ maxLength: 300 }), { nil: null });
const timestamp = fc.integer({ min: 0, max: 2 ** 45 });
const recordArbitrary: fc.Arbitrary<RecordInput> = fc.record({
  timestamp,
  key: bytes,
  value: bytes,
  headers: fc.array(fc.record({ key: fc.string({ maxLength: 20, unit: 'grapheme' }), value: bytes }), { maxLength: 4 }),
});
const optionsArbitrary = fc.record({
  baseOffset: fc.bigInt({ min: 0n, max: 2n ** 62n }),
  producerId: fc.bigInt({ min: -1n, max: 2n ** 63n - 1n }),
  producerEpoch: fc.integer({ min: -1, max: 32767 }),
  baseSequence: fc.integer({ min: -1, max: 2 ** 31 - 1 }),
  transactional: fc.boolean(),
  compression: fc.constantFrom(...Object.values(CompressionType)),
  timestampType: fc.constantFrom(TimestampType.createTime, TimestampType.logAppendTime),
  partitionLeaderEpoch: fc.integer({ min: -1, max: 2 ** 31 - 1 }),
});

describe('record batch round trip', () => {
  it('decodes what it encodes, for every attribute and compression', () => {
    fc.assert(
      fc.property(optionsArbitrary, fc.array(recordArbitrary, { minLength: 1, maxLength: 20 }), (options, records) => {
        const batch = encodeRecordBatch(options, records);
        expect(verifyRecordBatchCrc(batch)).toBe(true);
        const { batches, partialTrailingBytes } = decodeRecordBatches(batch);
        expect(partialTrailingBytes).toBe(0);
        expect(batches).toHaveLength(1);
        const decoded = batches[0]!;
        const timestamps = records.map((record) => BigInt(record.timestamp));
        const maxTimestamp = timestamps.reduce((a, b) => (a > b ? a : b));
        expect(decoded.header).toMatchObject({
          baseOffset: options.baseOffset,
          partitionLeaderEpoch: options.partitionLeaderEpoch,
          magic: 2,
          lastOffsetDelta: records.length - 1,
          baseTimestamp: timestamps[0],
          maxTimestamp,
          producerId: options.producerId,
          producerEpoch: options.producerEpoch,
          baseSequence: options.baseSequence,
          recordCount: records.length,
        });
        expect(compressionOf(decoded.header.attributes)).toBe(options.compression);
        expect(timestampTypeOf(decoded.header.attributes)).toBe(options.timestampType);
        expect(isTransactional(decoded.header.attributes)).toBe(options.transactional);
        expect(isControlBatch(decoded.header.attributes)).toBe(false);
        const expected = asDecoded(records, options.baseOffset);
        if (options.timestampType === TimestampType.logAppendTime) for (const record of expected) record.timestamp = maxTimestamp;
        expect(decoded.records).toEqual(expected);
      }),
      { seed: 2024, numRuns: 300 },
    );
  });

  it('decodes several batches back to back and reports a cut-off tail as partial', () => {
    const first = Buffer.from(encodeRecordBatch({ producerId: 1n, producerEpoch: 0, baseSequence: 0, transactional: false, compression: CompressionType.none }, [{ timestamp: 5, key: null, value: Buffer.from('a') }]));
    const second = encodeRecordBatch({ baseOffset: 1n, producerId: 1n, producerEpoch: 0, baseSequence: 1, transactional: false, compression: CompressionType.gzip }, [{ timestamp: 6, key: null, value: Buffer.from('b') }]);
    const both = Buffer.concat([first, second]);
    expect(decodeRecordBatches(both).batches.map((batch) => batch.records[0]!.value!.toString())).toEqual(['a', 'b']);
    for (let cut = 1; cut < second.length; cut++) {
      const result = decodeRecordBatches(both.subarray(0, first.length + cut));
      expect(result.batches).toHaveLength(1);
      expect(result.partialTrailingBytes).toBe(cut);
    }
    expect(decodeRecordBatches(Buffer.alloc(0))).toEqual({ batches: [], partialTrailingBytes: 0 });
  });

  it('keeps the CRC valid when a broker rewrites base offset and leader epoch in place', () => {
    const batch = Buffer.from(encodeRecordBatch({ producerId: 9n, producerEpoch: 2, baseSequence: 0, transactional: true, compression: CompressionType.none }, [{ timestamp: 1, key: null, value: null }, { timestamp: 2, key: null, value: null }]));
    setBaseOffset(batch, 0, 1000n);
    setPartitionLeaderEpoch(batch, 0, 12);
    expect(verifyRecordBatchCrc(batch)).toBe(true);
    expect(decodeRecordBatchHeader(batch)).toMatchObject({ baseOffset: 1000n, partitionLeaderEpoch: 12 });
    expect(decodeRecordBatches(batch).batches[0]!.records.map((record) => record.offset)).toEqual([1000n, 1001n]);
  });

  it('reuses a caller-provided writer and tracks size and count', () => {
    const writer = new Writer(64);
    const record = { timestamp: 10, key: Buffer.from('k'), value: Buffer.alloc(100, 1), headers: [{ key: 'héader', value: null }] };
    for (let round = 0; round < 3; round++) {
      const builder = new RecordBatchBuilder({ producerId: 1n, producerEpoch: 0, baseSequence: round * 5, transactional: false, compression: CompressionType.none, writer });
      let previous = builder.estimatedSizeInBytes;
      expect(previous).toBe(61);
      for (let i = 0; i < 5; i++) {
        builder.append(record);
        expect(builder.estimatedSizeInBytes - previous).toBeLessThanOrEqual(estimateRecordSizeUpperBound(record));
        previous = builder.estimatedSizeInBytes;
      }
      expect(builder.recordCount).toBe(5);
      const batch = builder.build();
      expect(batch.length).toBe(previous);
      expect(decodeRecordBatches(batch).batches[0]!.header.baseSequence).toBe(round * 5);
      expect(() => builder.build()).toThrow(/already built/);
      expect(() => { builder.append(record); }).toThrow(/already built/);
    }
  });

  it('refuses to build an empty batch', () => {
    const builder = new RecordBatchBuilder({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none });
    expect(() => builder.build()).toThrow(/empty/);
  });

  it('encodes negative and large timestamp deltas', () => {
    const records = [
      { timestamp: 2 ** 44, key: null, value: null },
      { timestamp: 0, key: null, value: null },
      { timestamp: 2 ** 45, key: null, value: null },
      { timestamp: 2 ** 44 - 1, key: null, value: null },
    ];
    const decoded = decodeRecordBatches(encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none }, records));
    expect(decoded.batches[0]!.records.map((record) => record.timestamp)).toEqual(records.map((record) => BigInt(record.timestamp)));
    expect(decoded.batches[0]!.header.maxTimestamp).toBe(2n ** 45n);
  });
});
