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
 * byte of xxHash32 (seed 0) over FLG and BD.
 */
const FRAME_HEADER: readonly number[] = [0x04, 0x22, 0x4d, 0x18, 0x60, 0x40, 0x82];
/** The block size BD 0x40 declares, Kafka's own (`Lz4BlockOutputStream.BLOCKSIZE_64KB`). */
const BLOCK_SIZE = 65_536;
/** A block's length word with this bit set: the block is stored uncompressed. */
const UNCOMPRESSED_BLOCK = 0x80000000;
/** lz4js's match finder indexes 16-bit hashes of 4-byte sequences. */
const HASH_TABLE_SIZE = 1 << 16;

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
    const compressed = library.compressBlock(block, out.subarray(offset + 4), 0, block.length, hashTable);
    if (compressed > 0 && compressed < block.length) {
      out.writeUInt32LE(compressed, offset);
      offset += 4 + compressed;
    } else {
      out.writeUInt32LE((UNCOMPRESSED_BLOCK | block.length) >>> 0, offset);
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
