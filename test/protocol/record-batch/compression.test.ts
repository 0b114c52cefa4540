import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CorruptInputError } from '../../../src/errors/codec-errors.js';
import { isKafkaClientError } from '../../../src/errors/kafka-client-error.js';
import { compressionCodecFor, loadAvailableCompressionCodecs } from '../../../src/protocol/record-batch/compression/compression-registry.js';
import { CompressionType } from '../../../src/protocol/record-batch/compression/compression-type.js';
import { encodeRecordBatch } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';
import { asDecoded, withRecordsPayload } from './batch-test-helpers.js';
import {
  fixtureBatchOptions,
  fixtureRecords,
  gzipCliPayload,
  lz4CliPayload,
  snappyRawAbcd12,
  snappyRawAbcd16,
  snappyXerialAbcd,
  zstdCliPayload,
} from './compression-fixtures.js';

const compressed = [CompressionType.gzip, CompressionType.snappy, CompressionType.lz4, CompressionType.zstd] as const;

beforeAll(async () => {
  expect(await loadAvailableCompressionCodecs()).toEqual(['gzip', 'snappy', 'lz4', 'zstd']);
});

describe('compression codecs', () => {
  it.each(compressed)('round-trips arbitrary bytes with codec %i', (type) => {
    const codec = compressionCodecFor(type);
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 3000 }).map((s) => new TextEncoder().encode(s.repeat(3)))), (bytes) => {
        const input = Buffer.from(bytes);
        expect(codec.decompress(codec.compress(input)).equals(input)).toBe(true);
      }),
      { seed: 7 + type, numRuns: 150 },
    );
  });

  it.each(compressed)('round-trips 300 KiB of compressible data (multi-block) with codec %i', (type) => {
    const codec = compressionCodecFor(type);
    const input = Buffer.alloc(300 * 1024);
    for (let i = 0; i < input.length; i++) input[i] = (i % 251) ^ (i >> 12);
    const output = codec.compress(input);
    expect(output.length).toBeLessThan(input.length / 2);
    expect(codec.decompress(output).equals(input)).toBe(true);
  });

  it.each([
    ['gzip CLI', CompressionType.gzip, gzipCliPayload],
    ['lz4 CLI (frame with content checksum)', CompressionType.lz4, lz4CliPayload],
    ['zstd CLI (streamed, no content size)', CompressionType.zstd, zstdCliPayload],
  ] as const)('decodes a batch whose records were compressed by the %s', (_, type, payload) => {
    const plain = encodeRecordBatch({ ...fixtureBatchOptions, compression: CompressionType.none }, fixtureRecords);
    const batch = withRecordsPayload(plain, type, payload);
    const { batches } = decodeRecordBatches(batch);
    expect(batches[0]!.compression).toBe(type);
    expect(batches[0]!.records).toEqual(asDecoded(fixtureRecords));
  });

  it('decodes hand-written raw snappy blocks and xerial framing', () => {
    const snappy = compressionCodecFor(CompressionType.snappy);
    expect(snappy.decompress(snappyRawAbcd16).toString()).toBe('abcd'.repeat(4));
    expect(snappy.decompress(snappyRawAbcd12).toString()).toBe('abcd'.repeat(3));
    expect(snappy.decompress(snappyXerialAbcd).toString()).toBe('abcd'.repeat(7));
  });

  it('writes raw snappy blocks (librdkafka style), not xerial framing', () => {
    const out = compressionCodecFor(CompressionType.snappy).compress(Buffer.from('abcd'.repeat(4)));
    expect(out[0]).toBe(16); // varint preamble = uncompressed length
  });

  it('writes LZ4 frames (magic 0x184D2204) as Kafka expects for magic 2', () => {
    const out = compressionCodecFor(CompressionType.lz4).compress(Buffer.from('hello hello hello'));
    expect(out.readUInt32LE(0)).toBe(0x184d2204);
  });

  it('refuses a snappy block claiming an impossible expansion (decompression bomb)', () => {
    // Preamble says 2^32-1 bytes from a 6-byte block.
    expect(() => compressionCodecFor(CompressionType.snappy).decompress(Buffer.from('ffffffff0f00', 'hex'))).toThrow();
  });

  it.each(compressed)('turns any damage to a compressed payload into a typed error or a clean decode (codec %i)', (type) => {
    const plain = encodeRecordBatch({ ...fixtureBatchOptions, compression: CompressionType.none }, fixtureRecords);
    const good = compressionCodecFor(type).compress(plain.subarray(61));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 }), fc.nat(), (flips, cut) => {
        const payload = Buffer.from(good);
        for (const [position, mask] of flips) payload[position % payload.length]! ^= mask;
        const damaged = withRecordsPayload(plain, type, cut % 3 === 0 ? payload.subarray(0, cut % payload.length) : payload);
        try {
          decodeRecordBatches(damaged);
        } catch (error) {
          expect(isKafkaClientError(error)).toBe(true);
          expect(error).toBeInstanceOf(CorruptInputError);
        }
      }),
      { seed: 99 + type, numRuns: 200 },
    );
  });
});
