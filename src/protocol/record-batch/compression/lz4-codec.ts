/**
 * LZ4 for record batches, in the LZ4 *frame* format that Kafka uses for magic 2 (KIP-57 fixed the
 * header checksum that magic 0/1 got wrong). Compression is delegated to the optional pure-JS
 * `lz4js` package; decompression uses our own bounds-checked {@link decodeLz4Frames}, so
 * reading LZ4 batches works even without the package.
 */
import { CompressionType } from './compression-type.js';
import type { CompressionCodec } from './compression-codec.js';
import { decodeLz4Frames } from './lz4-frame-decoder.js';

/**
 * The subset of `lz4js` this codec uses.
 * @internal
 */
export interface Lz4Library {
  compress(input: Uint8Array): Uint8Array | number[];
}

/**
 * Builds the LZ4 codec; without a library it can only decompress.
 * @internal
 */
export function createLz4Codec(library: Lz4Library | undefined): CompressionCodec {
  return {
    type: CompressionType.lz4,
    compress: (data) => {
      if (library === undefined) throw new Error('lz4 compression needs the optional package lz4js');
      const compressed = library.compress(data);
      return Array.isArray(compressed)
        ? Buffer.from(compressed)
        : Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength);
    },
    decompress: (data) => decodeLz4Frames(data),
  };
}
