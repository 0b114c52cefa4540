import { describe, expect, it } from 'vitest';
import { CompressionCodecUnavailableError } from '../../../src/protocol/record-batch/compression/compression-errors.js';
import {
  compressionCodecFor,
  loadCompressionCodec,
  registerCompressionCodec,
} from '../../../src/protocol/record-batch/compression/compression-registry.js';
import { CompressionType } from '../../../src/protocol/record-batch/compression/compression-type.js';
import { encodeRecordBatch } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';

// Runs in its own worker (vitest pool "forks"), so the registry starts with only gzip.
const options = { producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false } as const;
const record = { timestamp: 1, key: null, value: Buffer.from('v') };

describe('compression registry', () => {
  it('names the optional package when a codec is not loaded yet', () => {
    let caught: unknown;
    try {
      encodeRecordBatch({ ...options, compression: CompressionType.zstd }, [record]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CompressionCodecUnavailableError);
    expect((caught as CompressionCodecUnavailableError).packageName).toBe('@bokuweb/zstd-wasm');
    expect((caught as CompressionCodecUnavailableError).code).toBe('ERR_COMPRESSION_UNAVAILABLE');
    expect((caught as Error).message).toContain("loadCompressionCodec('zstd')");
  });

  it('decodes LZ4 without lz4js but cannot encode it', () => {
    expect(() => compressionCodecFor(CompressionType.lz4).compress(Buffer.from('x'))).toThrow(/lz4js/);
  });

  it('has gzip built in and treats none as needing no codec', async () => {
    expect(await loadCompressionCodec('none')).toBeUndefined();
    const batch = encodeRecordBatch({ ...options, compression: CompressionType.gzip }, [record]);
    expect(decodeRecordBatches(batch).batches[0]!.records[0]!.value).toEqual(Buffer.from('v'));
  });

  it('loads an optional codec once, then encodes with it', async () => {
    const [first, second] = await Promise.all([loadCompressionCodec('snappy'), loadCompressionCodec(CompressionType.snappy)]);
    expect(first).toBe(second);
    const batch = encodeRecordBatch({ ...options, compression: CompressionType.snappy }, [record]);
    expect(decodeRecordBatches(batch).batches[0]!.records[0]!.value).toEqual(Buffer.from('v'));
  });

  it('lets an application replace a codec', async () => {
    const calls: string[] = [];
    registerCompressionCodec({
      type: CompressionType.zstd,
      compress: (data) => (calls.push('compress'), Buffer.from(data)),
      decompress: (data) => (calls.push('decompress'), Buffer.from(data)),
    });
    expect((await loadCompressionCodec('zstd'))?.type).toBe(CompressionType.zstd);
    const batch = encodeRecordBatch({ ...options, compression: CompressionType.zstd }, [record]);
    expect(decodeRecordBatches(batch).batches[0]!.records[0]!.value).toEqual(Buffer.from('v'));
    expect(calls).toEqual(['compress', 'decompress']);
    expect(() => {
      registerCompressionCodec({ type: CompressionType.none, compress: (d) => d, decompress: (d) => d });
    }).toThrow(TypeError);
  });
});
