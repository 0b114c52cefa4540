/**
 * The LZ4 codec writes frames Kafka can read: its `Lz4BlockInputStream` accepts only independent blocks, so
 * every block must decode on its own, and the header must be the one Kafka's `Lz4BlockOutputStream` writes.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createLz4Codec } from '../../../../src/protocol/record-batch/compression/lz4-codec.js';
import { decodeLz4Frames } from '../../../../src/protocol/record-batch/compression/lz4-frame-decoder.js';

interface Lz4js {
  compressBlock(src: Uint8Array, dst: Uint8Array, sIndex: number, sLength: number, hashTable: Uint32Array): number;
  decompress(src: Uint8Array): Uint8Array;
  decompressBlock(src: Uint8Array, dst: Uint8Array, sIndex: number, sLength: number, dIndex: number): number;
}
const require = createRequire(import.meta.url);
const library = require('lz4js') as Lz4js;
const xxh32 = require('lz4js/xxh32.js') as { hash(seed: number, src: Uint8Array, index: number, length: number): number };
const codec = createLz4Codec(library);

/** Half pseudo-random bytes, half a repeated text, in runs of 500: compressible, with matches in every block. */
function mixed(length: number, seed = 1): Buffer {
  const data = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[index] = index % 1_000 < 500 ? (state >>> 16) & 0xff : 'abcdefgh'.charCodeAt(index % 8);
  }
  return data;
}

/** Bytes that do not compress: SHA-256 in counter mode. */
function noise(length: number): Buffer {
  const chunks: Buffer[] = [];
  for (let counter = 0; counter * 32 < length; counter++) chunks.push(createHash('sha256').update(String(counter)).digest());
  return Buffer.concat(chunks).subarray(0, length);
}

/** The frame's blocks: where each starts, its length word, and its bytes. */
function blocksOf(frame: Buffer): { readonly stored: boolean; readonly bytes: Buffer }[] {
  const blocks: { stored: boolean; bytes: Buffer }[] = [];
  for (let offset = 7; ;) {
    const word = frame.readUInt32LE(offset);
    if (word === 0) break;
    const length = word & 0x7fffffff;
    blocks.push({ stored: (word & 0x80000000) !== 0, bytes: frame.subarray(offset + 4, offset + 4 + length) });
    offset += 4 + length;
  }
  return blocks;
}

/**
 * The block format's end rule, checked sequence by sequence: every match starts at least 12 bytes before the end of
 * the block and the block ends with at least 5 literals (lz4 `doc/lz4_Block_format.md`, "End of block conditions").
 */
function endRuleViolations(block: Buffer, decodedLength: number): string[] {
  const violations: string[] = [];
  let s = 0;
  let d = 0;
  for (;;) {
    const token = block[s++] ?? 0;
    let literals = token >>> 4;
    if (literals === 15) for (let byte = 255; byte === 255; literals += byte) byte = block[s++] ?? 0;
    s += literals;
    d += literals;
    if (s >= block.length) {
      if (literals < 5 && decodedLength >= 13) violations.push(`last literals ${literals}`);
      return violations;
    }
    if (d > decodedLength - 12) violations.push(`match starts ${decodedLength - d} bytes before the end`);
    s += 2;
    let matchLength = token & 15;
    if (matchLength === 15) for (let byte = 255; byte === 255; matchLength += byte) byte = block[s++] ?? 0;
    d += matchLength + 4;
  }
}

describe('LZ4 codec', () => {
  it("writes Kafka's frame header: version 01, independent blocks, 64 KiB, and a valid header checksum", () => {
    const frame = codec.compress(Buffer.from('hello, kafka'));
    expect(frame.subarray(0, 7).toString('hex')).toBe('04224d18604082');
    expect((xxh32.hash(0, frame, 4, 2) >>> 8) & 0xff).toBe(frame[6]);
  });

  it.each([0, 1, 12, 100, 4_096, 65_535, 65_536, 65_537, 200_000, 1_048_583])('round-trips %i bytes through our decoder and lz4js', (length) => {
    const data = mixed(length, length + 1);
    const frame = codec.compress(data);
    expect(decodeLz4Frames(frame).equals(data)).toBe(true);
    expect(Buffer.from(library.decompress(frame)).equals(data)).toBe(true);
  });

  it('cuts the input into 64 KiB blocks that each decode alone (no match reaches into an earlier block)', () => {
    const data = mixed(300_000);
    const blocks = blocksOf(codec.compress(data));
    expect(blocks).toHaveLength(5);
    blocks.forEach((block, index) => {
      const expected = data.subarray(index * 65_536, Math.min((index + 1) * 65_536, data.length));
      if (block.stored) {
        expect(block.bytes.equals(expected)).toBe(true);
        return;
      }
      const out = Buffer.alloc(65_536);
      const written = library.decompressBlock(block.bytes, out, 0, block.bytes.length, 0);
      expect(out.subarray(0, written).equals(expected)).toBe(true);
    });
  });

  it('ends every block as the format requires, also where the data repeats up to its last bytes', () => {
    // Periodic data (a batch of identical records is periodic) with sparse changes: matches everywhere, some of
    // them starting in a block's last 12 bytes unless the codec prevents it.
    let state = 12_345;
    const next = (): number => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state >>> 0;
    };
    const inputs = Array.from({ length: 60 }, () => {
      const period = Buffer.from(Array.from({ length: 1 + (next() % 300) }, () => next() & 0xff));
      const noise = 1 + (next() % 3);
      return Buffer.from(Array.from({ length: 65_536 + (next() % 4_000) }, (_, index) => next() % (noise * 7) === 0 ? next() & 0xff : period[index % period.length] ?? 0));
    });
    for (const data of inputs) {
      const blocks = blocksOf(codec.compress(data));
      blocks.forEach((block, index) => {
        const decodedLength = Math.min(65_536, data.length - index * 65_536);
        if (!block.stored) expect(endRuleViolations(block.bytes, decodedLength)).toEqual([]);
      });
      expect(decodeLz4Frames(codec.compress(data)).equals(data)).toBe(true);
    }
  });

  it('stores a block that does not compress, and compresses one that does, whatever came before', () => {
    const random = noise(65_536);
    const text = Buffer.from('abcdefgh'.repeat(8_192));
    // The same codec (and match table) for both, in both orders: nothing carries over from one frame to the next.
    for (const [first, second] of [[random, text], [text, random]] as const) {
      const [a, b] = [codec.compress(first), codec.compress(second)];
      expect(decodeLz4Frames(b).equals(second)).toBe(true);
      expect([blocksOf(a)[0]?.stored, blocksOf(b)[0]?.stored]).toEqual(first === text ? [false, true] : [true, false]);
    }
  });
});
