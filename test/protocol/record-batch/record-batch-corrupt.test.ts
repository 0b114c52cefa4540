import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CorruptInputError, TruncatedInputError } from '../../../src/errors/codec-errors.js';
import { loadAvailableCompressionCodecs } from '../../../src/protocol/record-batch/compression/compression-registry.js';
import { crc32cBytewise } from '../../../src/protocol/record-batch/crc32c.js';
import { encodeRecordBatch } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatch, decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';
import { CompressionType, RecordBatchField, decodeRecordBatchHeader, verifyRecordBatchCrc } from '../../../src/protocol/record-batch/record-batch-header.js';

beforeAll(async () => {
  await loadAvailableCompressionCodecs();
});

const records = [
  { timestamp: 1000, key: Buffer.from('key'), value: Buffer.from('value'), headers: [{ key: 'h', value: Buffer.from('1') }] },
  { timestamp: 1001, key: null, value: Buffer.from('second'), headers: [] },
];

function batchOf(compression: CompressionType = CompressionType.none): Buffer {
  return Buffer.from(encodeRecordBatch({ producerId: 5n, producerEpoch: 1, baseSequence: 0, transactional: true, compression }, records));
}

/** Re-seals a tampered batch so that only the tampering (not the CRC) is wrong. */
function resealed(batch: Buffer): Buffer {
  batch.writeUInt32BE(crc32cBytewise(batch, RecordBatchField.attributes), RecordBatchField.crc);
  return batch;
}

function decodeError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('corrupt record batches', () => {
  it('reports a bad CRC', () => {
    const batch = batchOf();
    batch[batch.length - 2]! ^= 0x01; // last byte of the second value (the very last byte is its header count)
    expect(verifyRecordBatchCrc(batch)).toBe(false);
    const error = decodeError(() => decodeRecordBatches(batch));
    expect(error).toBeInstanceOf(CorruptInputError);
    expect((error as Error).message).toMatch(/CRC mismatch/);
    // With CRC checking off, the flipped value byte simply decodes.
    expect(decodeRecordBatches(batch, { verifyCrc: false }).batches[0]!.records[1]!.value!.toString()).toBe('secone');
  });

  it('reports a bad magic, a too-small batchLength and a negative record count', () => {
    const magic = batchOf();
    magic[RecordBatchField.magic] = 1;
    expect((decodeError(() => decodeRecordBatches(magic)) as Error).message).toMatch(/magic 1/);
    const small = batchOf();
    small.writeInt32BE(20, RecordBatchField.batchLength);
    expect(decodeError(() => decodeRecordBatches(small))).toBeInstanceOf(CorruptInputError);
    const negative = resealed(batchOf().fill(0xff, RecordBatchField.recordCount, RecordBatchField.recordCount + 4));
    expect((decodeError(() => decodeRecordBatches(negative)) as Error).message).toMatch(/negative record count/);
    const compression = resealed(batchOf());
    compression.writeInt16BE(0x17, RecordBatchField.attributes);
    expect((decodeError(() => decodeRecordBatches(resealed(compression))) as Error).message).toMatch(/compression id 7/);
  });

  it('reports a record count that does not match the records', () => {
    const more = batchOf();
    more.writeInt32BE(3, RecordBatchField.recordCount);
    expect((decodeError(() => decodeRecordBatches(resealed(more))) as Error).message).toMatch(/record count 3|record 2 of 3/);
    const fewer = batchOf();
    fewer.writeInt32BE(1, RecordBatchField.recordCount);
    expect((decodeError(() => decodeRecordBatches(resealed(fewer))) as Error).message).toMatch(/unread/);
    const absurd = batchOf();
    absurd.writeInt32BE(2 ** 31 - 1, RecordBatchField.recordCount);
    expect((decodeError(() => decodeRecordBatches(resealed(absurd))) as Error).message).toMatch(/cannot fit/);
  });

  it('reports a bad varint and a record length that disagrees with its fields', () => {
    const varint = batchOf();
    varint.fill(0xff, 61, 67); // first record's length: six continuation bytes
    const error = decodeError(() => decodeRecordBatches(resealed(varint)));
    expect(error).toBeInstanceOf(CorruptInputError);
    expect((error as Error).message).toMatch(/record 0 of 2: .*varint/);
    const length = batchOf();
    length[61] = length[61]! + 2; // claim one more byte
    expect((decodeError(() => decodeRecordBatches(resealed(length))) as Error).message).toMatch(/record 0 of 2/);
  });

  it('throws TruncatedInputError for a header or batch cut short when decoded directly', () => {
    const batch = batchOf();
    expect(decodeError(() => decodeRecordBatchHeader(batch.subarray(0, 60)))).toBeInstanceOf(TruncatedInputError);
    expect(decodeError(() => decodeRecordBatch(batch.subarray(0, batch.length - 1)))).toBeInstanceOf(TruncatedInputError);
  });

  it.each([CompressionType.none, CompressionType.gzip, CompressionType.snappy, CompressionType.lz4, CompressionType.zstd])(
    'ends every flip, truncation or length damage in a result or a typed error (compression %i)',
    (compression) => {
      const good = batchOf(compression);
      const twoBatches = Buffer.concat([good, good]);
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 6 }),
          fc.nat(),
          fc.boolean(),
          fc.boolean(),
          (flips, cut, verifyCrc, reseal) => {
            let damaged = Buffer.from(twoBatches);
            for (const [position, mask] of flips) damaged[position % damaged.length]! ^= mask;
            if (cut % 4 === 0) damaged = damaged.subarray(0, cut % damaged.length);
            if (reseal && damaged.length >= good.length) resealed(damaged.subarray(0, good.length));
            try {
              const result = decodeRecordBatches(damaged, { verifyCrc });
              expect(result.partialTrailingBytes).toBeGreaterThanOrEqual(0);
            } catch (error) {
              expect(error instanceof CorruptInputError || error instanceof TruncatedInputError).toBe(true);
            }
          },
        ),
        { seed: 31337 + compression, numRuns: 1000 },
      );
    },
  );
});
