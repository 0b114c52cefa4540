/**
 * LZ4 for record batches, in the LZ4 *frame* format that Kafka uses for magic 2 (KIP-57 fixed the
 * header checksum that magic 0/1 got wrong). Blocks are compressed by the optional pure-JS `lz4js`
 * package; the frame around them is written here, as Kafka's `Lz4BlockOutputStream` writes it, because
 * Kafka reads only frames whose blocks are independent (its `Lz4BlockInputStream` refuses any other with
 * "Dependent block stream is unsupported", which the broker answers as UNKNOWN_SERVER_ERROR), and
 * `lz4js.compress` writes frames with that flag clear. Decompression uses our own bounds-checked
 * {@link decodeLz4Frames}, so reading LZ4 batches works even without the package.
 */
import { CompressionType } from './compression-type.js';
import type { CompressionCodec } from './compression-codec.js';
import { decodeLz4Frames } from './lz4-frame-decoder.js';
import { LZ4_MATCH_START_LIMIT, LZ4_MIN_MATCH, LZ4_UNCOMPRESSED_BLOCK } from './lz4-format.js';

/**
 * The subset of `lz4js` this codec uses: one block's compression into `dst` from index 0, returning the
 * compressed length (0 when it did not compress).
 * @internal
 */
export interface Lz4Library {
  compressBlock(src: Uint8Array, dst: Uint8Array, sIndex: number, sLength: number, hashTable: Uint32Array): number;
}

/**
 * Kafka's frame header: magic 0x184D2204 (little-endian), FLG 0x60 (version 01, independent blocks, no block or
 * content checksum, no content size), BD 0x40 (64 KiB maximum block size), and the header checksum, the second
 * byte of xxHash32 (zero seed) over FLG and BD.
 */
const FRAME_HEADER: readonly number[] = [0x04, 0x22, 0x4d, 0x18, 0x60, 0x40, 0x82];
/** The block size BD 0x40 declares, Kafka's own (`Lz4BlockOutputStream.BLOCKSIZE_64KB`). */
const BLOCK_SIZE = 65_536;
/** lz4js's match finder indexes 16-bit hashes of 4-byte sequences. */
const HASH_TABLE_SIZE = 1 << 16;

/**
 * Makes lz4js's `compressed` bytes of `block` follow the block format's end rule: lz4js lets a match start up to 10
 * bytes before the end, and decoders that write into a buffer of exactly the frame's block size (Kafka's, through
 * lz4-java; the reference `LZ4_decompress_safe`) reject a block whose literals end within the last 12 bytes of that
 * buffer unless they are the block's last ("Error decoding offset"). Walks the sequences (headers only) and, at the
 * first whose match starts too late, ends the block with one literal run holding the rest of `block`. Returns the
 * new compressed length, or -1 when the block no longer compresses.
 */
function keepLastMatchesClear(dst: Uint8Array, compressed: number, block: Uint8Array): number {
  const limit = block.length - LZ4_MATCH_START_LIMIT;
  let s = 0;
  let d = 0;
  while (s < compressed) {
    const sequenceStart = s;
    const sequenceOutput = d;
    const token = dst[s++] ?? 0;
    let literals = token >>> 4;
    if (literals === 15) for (let byte = 255; byte === 255; literals += byte) byte = dst[s++] ?? 0;
    s += literals;
    d += literals;
    if (s >= compressed) return compressed; // the last sequence: literals only
    if (d > limit) return endWithLiterals(dst, sequenceStart, block, sequenceOutput);
    s += 2; // offset
    let matchLength = token & 15;
    if (matchLength === 15) for (let byte = 255; byte === 255; matchLength += byte) byte = dst[s++] ?? 0;
    d += matchLength + LZ4_MIN_MATCH;
  }
  return compressed;
}

/** Writes, at `at`, a last sequence of the literals `block[from..]`; -1 when the block would not be smaller. */
function endWithLiterals(dst: Uint8Array, at: number, block: Uint8Array, from: number): number {
  const count = block.length - from;
  const extension = count >= 15 ? Math.floor((count - 15) / 255) + 1 : 0;
  const length = at + 1 + extension + count;
  if (length >= block.length) return -1;
  let s = at;
  dst[s++] = Math.min(count, 15) << 4;
  if (count >= 15) {
    let rest = count - 15;
    for (; rest >= 255; rest -= 255) dst[s++] = 255;
    dst[s++] = rest;
  }
  dst.set(block.subarray(from), s);
  return length;
}

/** The most a block of `length` bytes can take compressed (LZ4's `LZ4_compressBound`). */
function compressBound(length: number): number {
  return length + Math.floor(length / 255) + 16;
}

/**
 * One LZ4 frame of `data`, in 64 KiB blocks that refer only to themselves. The match finder's table is
 * cleared before each block: a position left by an earlier block would otherwise be taken for a position in
 * this one (it checks that the four bytes match, not where they came from).
 */
function compressFrame(library: Lz4Library, data: Uint8Array, hashTable: Uint32Array): Buffer {
  const blocks = Math.ceil(data.length / BLOCK_SIZE);
  // Room for every block at its bound (the sum of each block's bound is at most the bound of their total plus
  // 16 bytes a block), its length word and the end mark.
  const out = Buffer.allocUnsafe(FRAME_HEADER.length + blocks * 20 + compressBound(data.length) + 4);
  let offset = 0;
  for (const byte of FRAME_HEADER) out[offset++] = byte;
  for (let start = 0; start < data.length; start += BLOCK_SIZE) {
    const block = data.subarray(start, Math.min(start + BLOCK_SIZE, data.length));
    hashTable.fill(0);
    const target = out.subarray(offset + 4);
    const raw = library.compressBlock(block, target, 0, block.length, hashTable);
    const compressed = raw > 0 ? keepLastMatchesClear(target, raw, block) : raw;
    if (compressed > 0 && compressed < block.length) {
      out.writeUInt32LE(compressed, offset);
      offset += 4 + compressed;
    } else {
      out.writeUInt32LE((LZ4_UNCOMPRESSED_BLOCK | block.length) >>> 0, offset);
      out.set(block, offset + 4);
      offset += 4 + block.length;
    }
  }
  out.writeUInt32LE(0, offset); // end mark
  return out.subarray(0, offset + 4);
}

/**
 * Builds the LZ4 codec; without a library it can only decompress.
 * @internal
 */
export function createLz4Codec(library: Lz4Library | undefined): CompressionCodec {
  let hashTable: Uint32Array | undefined;
  return {
    type: CompressionType.lz4,
    compress: (data) => {
      if (library === undefined) throw new Error('lz4 compression needs the optional package lz4js');
      hashTable ??= new Uint32Array(HASH_TABLE_SIZE);
      return compressFrame(library, data, hashTable);
    },
    decompress: (data) => decodeLz4Frames(data),
  };
}
