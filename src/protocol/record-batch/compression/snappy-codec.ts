/**
 * Snappy for record batches. Kafka's Java client wraps snappy in xerial's `SnappyOutputStream`
 * framing (a magic header, then length-prefixed raw blocks), while librdkafka and franz-go write
 * one raw snappy block and read both. We do the same: encode a raw block (as librdkafka does,
 * which every broker and client accepts), decode either form. The raw-block work is delegated to
 * the pure-JS `snappyjs` package, loaded lazily because it is an optional dependency.
 */
import { CompressionType } from './compression-type.js';
import { asBuffer, type CompressionCodec } from './compression-codec.js';

/**
 * The subset of `snappyjs` this codec uses.
 * @internal
 */
export interface SnappyLibrary {
  compress(input: Uint8Array): Uint8Array;
  uncompress(input: Uint8Array, maxLength?: number): Uint8Array;
}

/** xerial-snappy stream header: 0x82 "SNAPPY" 0x00, then int32 version and int32 min-compatible version. */
const XERIAL_MAGIC = Buffer.from([0x82, 0x53, 0x4e, 0x41, 0x50, 0x50, 0x59, 0x00]);
/** @internal */
export const XERIAL_HEADER_SIZE = 16;

/**
 * A copy element of 3 bytes yields at most 64 bytes, so no valid raw block expands by more than
 * ~22x; refusing larger claimed lengths stops a 5-byte "decompression bomb" from allocating 4 GiB.
 */
const MAX_EXPANSION = 22;

/** True when `data` starts with the xerial-snappy stream header written by Kafka's Java client. @internal */
export function isXerialFramed(data: Buffer): boolean {
  return data.length >= XERIAL_HEADER_SIZE && data.compare(XERIAL_MAGIC, 0, 8, 0, 8) === 0;
}

function decodeXerial(library: SnappyLibrary, data: Buffer): Buffer {
  // Blocks follow the header as [int32 compressed length][raw snappy block] (xerial SnappyOutputStream).
  const chunks: Buffer[] = [];
  let position = XERIAL_HEADER_SIZE;
  while (position < data.length) {
    if (position + 4 > data.length) throw new Error('xerial snappy: truncated block length');
    const length = data.readInt32BE(position);
    position += 4;
    if (length < 0 || position + length > data.length) throw new Error(`xerial snappy: block length ${length} overruns input`);
    const block = data.subarray(position, position + length);
    chunks.push(asBuffer(library.uncompress(block, block.length * MAX_EXPANSION + 64)));
    position += length;
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/**
 * Builds the snappy codec around a loaded `snappyjs`.
 * @internal
 */
export function createSnappyCodec(library: SnappyLibrary): CompressionCodec {
  return {
    type: CompressionType.snappy,
    compress: (data) => asBuffer(library.compress(data)),
    decompress: (data) =>
      isXerialFramed(data) ? decodeXerial(library, data) : asBuffer(library.uncompress(data, data.length * MAX_EXPANSION + 64)),
  };
}
