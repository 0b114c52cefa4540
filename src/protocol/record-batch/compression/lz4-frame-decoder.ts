/**
 * A bounds-checked decoder for the LZ4 frame format (lz4 `doc/lz4_Frame_format.md`), which is what
 * Kafka writes for magic-2 batches (`Lz4BlockOutputStream`, fixed by KIP-57). Written here rather
 * than borrowed because the pure-JS decoder available (lz4js 0.2.0) does not bounds-check: a frame
 * cut short decodes without error into zero-padded wrong bytes. Every length is checked against the input, every
 * match offset against the output, and output growth is bounded by the frame's declared maximum
 * block size. Checksums (xxHash32) are skipped: the batch's CRC-32C already covers these bytes.
 */
import { LZ4_FRAME_MAGIC, LZ4_MIN_MATCH, LZ4_UNCOMPRESSED_BLOCK } from './lz4-format.js';

/** Skippable frames use magics 0x184D2A50..0x184D2A5F. */
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE_MAGIC = 0x184d2a50;
/** Block maximum sizes by the BD byte's 3-bit id (4 = 64 KiB ... 7 = 4 MiB). */
const BLOCK_MAX_SIZES: Readonly<Record<number, number>> = { 4: 65_536, 5: 262_144, 6: 1_048_576, 7: 4_194_304 };

function fail(message: string): never {
  throw new Error(`lz4: ${message}`);
}

/** Output of a decode: grows by doubling, so the frame's blocks land contiguously. */
class Output {
  buffer: Buffer;
  length = 0;
  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let capacity = this.buffer.length * 2;
    while (capacity < this.length + extra) capacity *= 2;
    const next = Buffer.allocUnsafe(capacity);
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
}

/**
 * Decodes one LZ4 block `src[start, end)` onto the end of `out`, which has room for `limit` more
 * bytes. Matches may reach back to `frameStart`: frames written with linked blocks (block
 * independence flag clear, as lz4js and the reference library's default do) refer to earlier blocks.
 */
function decodeBlock(src: Buffer, start: number, end: number, out: Output, frameStart: number, limit: number): void {
  const dst = out.buffer;
  const dstEnd = out.length + limit;
  let s = start;
  let d = out.length;
  while (s < end) {
    const token = src[s++] as number;
    let literalLength = token >>> 4;
    if (literalLength === 15) {
      let byte = 255;
      while (byte === 255) {
        if (s >= end) fail('truncated literal length');
        byte = src[s++] as number;
        literalLength += byte;
      }
    }
    if (s + literalLength > end) fail('literals overrun block');
    if (d + literalLength > dstEnd) fail('literals overrun block maximum size');
    src.copy(dst, d, s, s + literalLength);
    s += literalLength;
    d += literalLength;
    if (s === end) {
      out.length = d; // the last sequence has literals only
      return;
    }
    if (s + 2 > end) fail('truncated match offset');
    const offset = (src[s] as number) | ((src[s + 1] as number) << 8);
    s += 2;
    if (offset === 0 || offset > d - frameStart) fail(`match offset ${offset} before start of output`);
    let matchLength = token & 15;
    if (matchLength === 15) {
      let byte = 255;
      while (byte === 255) {
        if (s >= end) fail('truncated match length');
        byte = src[s++] as number;
        matchLength += byte;
      }
    }
    matchLength += LZ4_MIN_MATCH;
    if (d + matchLength > dstEnd) fail('match overruns block maximum size');
    // Byte by byte: matches may overlap their own output (offset < length encodes runs).
    for (let from = d - offset, stop = d + matchLength; d < stop;) dst[d++] = dst[from++] as number;
  }
  fail('block ends without final literals');
}

/**
 * Decodes a buffer holding one or more LZ4 frames (skippable frames are ignored).
 * @throws Error on any malformed input.
 * @internal
 */
export function decodeLz4Frames(src: Buffer): Buffer {
  const out = new Output(Math.max(1024, src.length * 4));
  let s = 0;
  while (s < src.length) {
    if (s + 4 > src.length) fail('truncated magic');
    const magic = src.readUInt32LE(s);
    s += 4;
    if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE_MAGIC) {
      if (s + 4 > src.length) fail('truncated skippable frame');
      s += 4 + src.readUInt32LE(s);
      continue;
    }
    if (magic !== LZ4_FRAME_MAGIC) fail(`bad magic 0x${magic.toString(16)}`);
    if (s + 3 > src.length) fail('truncated frame descriptor');
    const flags = src[s++] as number;
    const bd = src[s++] as number;
    if (flags >>> 6 !== 1) fail(`unsupported frame version ${flags >>> 6}`);
    const blockChecksum = (flags & 0x10) !== 0;
    const contentSize = (flags & 0x08) !== 0;
    const contentChecksum = (flags & 0x04) !== 0;
    const dictionaryId = (flags & 0x01) !== 0;
    const blockMax = BLOCK_MAX_SIZES[(bd >>> 4) & 7];
    if (blockMax === undefined) fail(`bad block size id ${(bd >>> 4) & 7}`);
    s += (contentSize ? 8 : 0) + (dictionaryId ? 4 : 0) + 1; // + header checksum byte
    if (s > src.length) fail('truncated frame descriptor');
    const frameStart = out.length;
    for (;;) {
      if (s + 4 > src.length) fail('truncated block size');
      const word = src.readUInt32LE(s);
      s += 4;
      if (word === 0) break; // EndMark
      const size = word & 0x7fffffff;
      if (size > blockMax) fail(`block of ${size} bytes exceeds maximum ${blockMax}`);
      if (s + size + (blockChecksum ? 4 : 0) > src.length) fail('block overruns input');
      if (word & LZ4_UNCOMPRESSED_BLOCK) {
        out.ensure(size);
        src.copy(out.buffer, out.length, s, s + size);
        out.length += size;
      } else {
        // A block never decodes to more than the frame's block maximum size.
        out.ensure(blockMax);
        decodeBlock(src, s, s + size, out, frameStart, blockMax);
      }
      s += size + (blockChecksum ? 4 : 0);
    }
    if (contentChecksum) {
      if (s + 4 > src.length) fail('truncated content checksum');
      s += 4;
    }
  }
  return out.buffer.subarray(0, out.length);
}
