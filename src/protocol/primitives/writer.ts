import { EncodeError } from '../../errors/codec-errors.js';
import { uuidToBytesInto } from './uuid.js';

const INITIAL_CAPACITY = 256;

/**
 * A growable big-endian byte writer for Kafka's wire encodings.
 *
 * Design for throughput: one backing `Buffer` that doubles when full (so it grows O(log n) times over
 * a writer's life), no allocation per field, strings written in place with `Buffer#write`, and length
 * prefixes reserved up front and patched afterwards. {@link Writer.finish} hands out a view, not a
 * copy; {@link Writer.reset} lets a hot path reuse the same writer for the next message.
 * @public
 */
export class Writer {
  /** The backing buffer. Valid bytes are `[0, offset)`. */
  buffer: Buffer;
  /** Next write position. */
  offset = 0;

  /**
   * Creates an empty writer.
   * @param initialCapacity - The buffer's first size in bytes; it grows as needed.
   */
  constructor(initialCapacity = INITIAL_CAPACITY) {
    this.buffer = Buffer.allocUnsafe(Math.max(16, initialCapacity));
  }

  /** Makes room for `n` more bytes, doubling the buffer as needed. */
  ensure(n: number): void {
    const needed = this.offset + n;
    if (needed <= this.buffer.length) return;
    let capacity = this.buffer.length * 2;
    while (capacity < needed) capacity *= 2;
    const next = Buffer.allocUnsafe(capacity);
    this.buffer.copy(next, 0, 0, this.offset);
    this.buffer = next;
  }

  /** Forgets everything written; keeps the buffer for reuse. */
  reset(): this {
    this.offset = 0;
    return this;
  }

  /** A view of the bytes written so far. It shares memory with the writer until the next write. */
  finish(): Buffer {
    return this.buffer.subarray(0, this.offset);
  }

  /** A copy of the bytes written so far, safe to keep after the writer is reused. */
  toBuffer(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.offset));
  }

  /** One byte: 1 for true, 0 for false. */
  writeBoolean(value: boolean): this {
    this.ensure(1);
    this.buffer[this.offset++] = value ? 1 : 0;
    return this;
  }

  /** A signed 8-bit integer. */
  writeInt8(value: number): this {
    this.ensure(1);
    this.buffer.writeInt8(value, this.offset);
    this.offset += 1;
    return this;
  }

  /** A big-endian signed 16-bit integer. */
  writeInt16(value: number): this {
    this.ensure(2);
    this.buffer.writeInt16BE(value, this.offset);
    this.offset += 2;
    return this;
  }

  /** A big-endian unsigned 16-bit integer. */
  writeUInt16(value: number): this {
    this.ensure(2);
    this.buffer.writeUInt16BE(value, this.offset);
    this.offset += 2;
    return this;
  }

  /** A big-endian signed 32-bit integer. */
  writeInt32(value: number): this {
    this.ensure(4);
    this.buffer.writeInt32BE(value, this.offset);
    this.offset += 4;
    return this;
  }

  /** A big-endian unsigned 32-bit integer. */
  writeUInt32(value: number): this {
    this.ensure(4);
    this.buffer.writeUInt32BE(value, this.offset);
    this.offset += 4;
    return this;
  }

  /** A big-endian signed 64-bit integer. */
  writeInt64(value: bigint): this {
    this.ensure(8);
    this.buffer.writeBigInt64BE(value, this.offset);
    this.offset += 8;
    return this;
  }

  /** Writes a safe integer as an int64 without going through bigint (offsets, timestamps). */
  writeInt64Number(value: number): this {
    this.ensure(8);
    const high = Math.floor(value / 0x1_0000_0000);
    this.buffer.writeInt32BE(high, this.offset);
    this.buffer.writeUInt32BE(value - high * 0x1_0000_0000, this.offset + 4);
    this.offset += 8;
    return this;
  }

  /** A big-endian IEEE 754 double. */
  writeFloat64(value: number): this {
    this.ensure(8);
    this.buffer.writeDoubleBE(value, this.offset);
    this.offset += 8;
    return this;
  }

  /** Unsigned LEB128 varint of a 32-bit unsigned value. */
  writeUVarint(value: number): this {
    this.ensure(5);
    let v = value >>> 0;
    const buffer = this.buffer;
    while (v >= 0x80) {
      buffer[this.offset++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    buffer[this.offset++] = v;
    return this;
  }

  /** Zig-zag varint of a signed 32-bit value (record fields). */
  writeVarint(value: number): this {
    return this.writeUVarint((value << 1) ^ (value >> 31));
  }

  /**
   * Zig-zag varlong of an integer, without bigint for |value| < 2^52 (timestamp deltas); larger
   * magnitudes fall back to {@link Writer.writeVarlongBig} so the zig-zag value stays exact.
   */
  writeVarlong(value: number): this {
    if (value >= -0x4000_0000 && value < 0x4000_0000) return this.writeVarint(value);
    if (value >= 2 ** 52 || value <= -(2 ** 52)) return this.writeVarlongBig(BigInt(value));
    this.ensure(10);
    let v = value >= 0 ? value * 2 : -value * 2 - 1;
    const buffer = this.buffer;
    while (v >= 0x80) {
      buffer[this.offset++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    buffer[this.offset++] = v;
    return this;
  }

  /** Zig-zag varlong of any int64. */
  writeVarlongBig(value: bigint): this {
    this.ensure(10);
    let v = BigInt.asUintN(64, (value << 1n) ^ (value >> 63n));
    while (v >= 0x80n) {
      this.buffer[this.offset++] = Number(v & 0x7fn) | 0x80;
      v >>= 7n;
    }
    this.buffer[this.offset++] = Number(v);
    return this;
  }

  /** 16 raw bytes of a Kafka UUID given in Kafka's base64url text form. */
  writeUuid(value: string): this {
    this.ensure(16);
    uuidToBytesInto(value, this.buffer, this.offset);
    this.offset += 16;
    return this;
  }

  /** Raw bytes, no length prefix. */
  writeBytesRaw(value: Uint8Array): this {
    this.ensure(value.length);
    this.buffer.set(value, this.offset);
    this.offset += value.length;
    return this;
  }

  /** Non-flexible string: int16 length (−1 = null) + UTF-8. */
  writeString(value: string | null): this {
    if (value === null) return this.writeInt16(-1);
    const length = Buffer.byteLength(value, 'utf8');
    if (length > 0x7fff) throw new EncodeError(`string of ${length} bytes exceeds int16 length`);
    this.ensure(2 + length);
    this.buffer.writeInt16BE(length, this.offset);
    this.offset += 2;
    this.offset += this.buffer.write(value, this.offset, length, 'utf8');
    return this;
  }

  /** Flexible string: uvarint (length + 1), 0 = null. */
  writeCompactString(value: string | null): this {
    if (value === null) return this.writeUVarint(0);
    const length = Buffer.byteLength(value, 'utf8');
    this.writeUVarint(length + 1);
    this.ensure(length);
    this.offset += this.buffer.write(value, this.offset, length, 'utf8');
    return this;
  }

  /** Record-style string: zig-zag varint length (−1 = null) + UTF-8. */
  writeVarintString(value: string | null): this {
    if (value === null) return this.writeVarint(-1);
    const length = Buffer.byteLength(value, 'utf8');
    this.writeVarint(length);
    this.ensure(length);
    this.offset += this.buffer.write(value, this.offset, length, 'utf8');
    return this;
  }

  /** Non-flexible bytes: int32 length (−1 = null) + data. */
  writeBytes(value: Uint8Array | null): this {
    if (value === null) return this.writeInt32(-1);
    this.writeInt32(value.length);
    return this.writeBytesRaw(value);
  }

  /** Flexible bytes: uvarint (length + 1), 0 = null. */
  writeCompactBytes(value: Uint8Array | null): this {
    if (value === null) return this.writeUVarint(0);
    this.writeUVarint(value.length + 1);
    return this.writeBytesRaw(value);
  }

  /** Record-style bytes: zig-zag varint length (−1 = null) + data. */
  writeVarintBytes(value: Uint8Array | null): this {
    if (value === null) return this.writeVarint(-1);
    this.writeVarint(value.length);
    return this.writeBytesRaw(value);
  }

  /** Non-flexible array length: int32 (−1 = null). */
  writeArrayLength(length: number | null): this {
    return this.writeInt32(length ?? -1);
  }

  /** Flexible array length: uvarint (length + 1), 0 = null. */
  writeCompactArrayLength(length: number | null): this {
    return this.writeUVarint(length === null ? 0 : length + 1);
  }

  /** Reserves `size` bytes to be patched later; returns their position. */
  reserve(size: number): number {
    this.ensure(size);
    const position = this.offset;
    this.offset += size;
    return position;
  }

  /** Patches an int32 at a position returned by {@link Writer.reserve}. */
  setInt32At(position: number, value: number): void {
    this.buffer.writeInt32BE(value, position);
  }

  /** Patches a uint32 at a position returned by {@link Writer.reserve}. */
  setUInt32At(position: number, value: number): void {
    this.buffer.writeUInt32BE(value, position);
  }
}
