/**
 * What Kafka's `Lz4BlockInputStream` refuses in the LZ4 frame of a produced batch, beyond what our lenient decoder
 * (lz4-frame-decoder.ts, which serves Fetch and must read whatever a broker stored) refuses: a frame descriptor
 * Kafka does not support or whose checksum is wrong, linked blocks, a block larger than the declared maximum, a
 * block checksum that does not match, a frame without its end mark, and a compressed block that breaks the LZ4 block
 * format's end rules. Kafka decompresses each block with lz4-java's safe decompressor (the reference
 * `LZ4_decompress_safe`) into a buffer of the frame's maximum block size, which fails ("Error decoding offset") when
 * a sequence that is not the block's last has its literals end within the last 12 bytes of that buffer or within
 * the last 8 bytes of the block's input (room for the match offset, a token and five last literals), when a match
 * ends within the last 5 bytes of the buffer, or when the last sequence does not end exactly at the block's end.
 * Every one of these is an IOException under the record iterator, which the broker answers UNKNOWN_SERVER_ERROR.
 * Only the first frame is read, as Kafka reads it: bytes after its end mark are never looked at.
 */

import {
  LZ4_BLOCK_INDEPENDENCE,
  LZ4_FRAME_MAGIC,
  LZ4_LAST_LITERALS,
  LZ4_MATCH_START_LIMIT,
  LZ4_MIN_MATCH,
  LZ4_UNCOMPRESSED_BLOCK,
} from '../protocol/record-batch/compression/lz4-format.js';

/**
 * Why Kafka would refuse the LZ4 frame at `data[start, end)` (a string), or where the frame ends when it would read
 * it (the offset after its end mark: Kafka never reads further).
 * @internal
 */
export function lz4FrameProblem(data: Buffer, start: number, end: number): string | number {
  if (end - start < 6) return 'Stream ended prematurely';
  if (data.readUInt32LE(start) !== LZ4_FRAME_MAGIC) return 'Stream unsupported (invalid magic bytes)';
  const flg = data[start + 4] ?? 0;
  const bd = data[start + 5] ?? 0;
  if ((flg & 3) !== 0) return 'Reserved bits must be 0';
  if ((flg & LZ4_BLOCK_INDEPENDENCE) === 0) return 'Dependent block stream is unsupported';
  if (flg >>> 6 !== 1) return `Version ${flg >>> 6} is unsupported`;
  if ((bd & 15) !== 0 || (bd & 0x80) !== 0) return 'Reserved fields of BD must be 0';
  const blockSizeId = (bd >>> 4) & 7;
  if (blockSizeId < 4) return 'Block size value must be between 4 and 7';
  const maxBlockSize = 1 << (2 * blockSizeId + 8);
  const descriptorEnd = start + 6 + ((flg & 0x08) !== 0 ? 8 : 0);
  if (descriptorEnd + 1 > end) return 'Stream ended prematurely';
  if (data[descriptorEnd] !== ((xxHash32(data, start + 4, descriptorEnd) >>> 8) & 0xff)) return 'Stream frame descriptor corrupted';
  const blockChecksum = (flg & 0x10) !== 0;
  let at = descriptorEnd + 1;
  for (;;) {
    if (at + 4 > end) return 'Stream ended prematurely';
    const word = data.readUInt32LE(at);
    at += 4;
    const size = (word & ~LZ4_UNCOMPRESSED_BLOCK) >>> 0;
    if (size === 0) {
      // The content checksum, read (not checked) after the end mark.
      const frameEnd = at + ((flg & 0x04) !== 0 ? 4 : 0);
      return frameEnd <= end ? frameEnd : 'Stream ended prematurely';
    }
    if (size > maxBlockSize) return `Block size ${size} exceeded max: ${maxBlockSize}`;
    if (at + size > end) return 'Stream ended prematurely';
    if ((word & LZ4_UNCOMPRESSED_BLOCK) === 0) {
      const problem = blockProblem(data, at, at + size, maxBlockSize);
      if (problem !== undefined) return problem;
    }
    if (blockChecksum) {
      if (at + size + 4 > end) return 'Stream ended prematurely';
      if (xxHash32(data, at, at + size) !== data.readUInt32LE(at + size)) return 'Block checksum mismatch';
      at += 4;
    }
    at += size;
  }
}

/**
 * Why the reference safe decoder refuses the compressed block `data[start, end)` decoded into a buffer of
 * `capacity` bytes, or `undefined`. Walks the sequence headers only; a match's reach (its offset against the
 * output so far) is left to the decoder, which refuses it too.
 */
function blockProblem(data: Buffer, start: number, end: number, capacity: number): string | undefined {
  let s = start;
  let d = 0;
  for (;;) {
    if (s >= end) return errorDecoding(s, start);
    const token = data[s++] ?? 0;
    let literals = token >>> 4;
    if (literals === 15) {
      for (let byte = 255; byte === 255; literals += byte) {
        if (s >= end) return errorDecoding(s, start);
        byte = data[s++] ?? 0;
      }
    }
    if (d + literals > capacity - LZ4_MATCH_START_LIMIT || s + literals > end - (2 + 1 + LZ4_LAST_LITERALS)) {
      // This must be the block's last sequence: literals only, ending exactly at the block's end.
      return s + literals === end && d + literals <= capacity ? undefined : errorDecoding(s, start);
    }
    s += literals + 2;
    d += literals;
    let matchLength = token & 15;
    if (matchLength === 15) {
      for (let byte = 255; byte === 255; matchLength += byte) {
        if (s > end - LZ4_LAST_LITERALS) return errorDecoding(s, start);
        byte = data[s++] ?? 0;
      }
    }
    d += matchLength + LZ4_MIN_MATCH;
    if (d > capacity - LZ4_LAST_LITERALS) return errorDecoding(s, start);
  }
}

/** lz4-java's message for a block the native decoder refuses. */
function errorDecoding(at: number, start: number): string {
  return `Error decoding offset ${at - start} of input buffer`;
}

const PRIME1 = 0x9e3779b1;
const PRIME2 = 0x85ebca77;
const PRIME3 = 0xc2b2ae3d;
const PRIME4 = 0x27d4eb2f;
const PRIME5 = 0x165667b1;

const rotl = (value: number, bits: number): number => ((value << bits) | (value >>> (32 - bits))) >>> 0;
const round = (acc: number, lane: number): number => Math.imul(rotl((acc + Math.imul(lane, PRIME2)) >>> 0, 13), PRIME1) >>> 0;

/** xxHash32 (zero initial value) of `data[start, end)`: the frame descriptor's and the blocks' checksums. @internal */
export function xxHash32(data: Buffer, start: number, end: number): number {
  let at = start;
  let hash: number;
  if (end - start >= 16) {
    let v1 = (PRIME1 + PRIME2) >>> 0;
    let v2 = PRIME2;
    let v3 = 0;
    let v4 = (0 - PRIME1) >>> 0;
    for (; at + 16 <= end; at += 16) {
      v1 = round(v1, data.readUInt32LE(at));
      v2 = round(v2, data.readUInt32LE(at + 4));
      v3 = round(v3, data.readUInt32LE(at + 8));
      v4 = round(v4, data.readUInt32LE(at + 12));
    }
    hash = (rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18)) >>> 0;
  } else {
    hash = PRIME5;
  }
  hash = (hash + (end - start)) >>> 0;
  for (; at + 4 <= end; at += 4) hash = Math.imul(rotl((hash + Math.imul(data.readUInt32LE(at), PRIME3)) >>> 0, 17), PRIME4) >>> 0;
  for (; at < end; at++) hash = Math.imul(rotl((hash + Math.imul(data[at] ?? 0, PRIME5)) >>> 0, 11), PRIME1) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 15), PRIME2) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), PRIME3) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}
