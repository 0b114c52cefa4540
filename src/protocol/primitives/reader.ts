import { CorruptInputError, TruncatedInputError } from '../../errors/codec-errors.js';
import { uuidFromBytes, type Uuid } from './uuid.js';

/**
 * A bounds-checked big-endian reader over a `Buffer`, the inverse of {@link Writer}.
 *
 * Every read checks the remaining length first and throws {@link TruncatedInputError} when input
 * ends early; malformed varints and impossible lengths throw {@link CorruptInputError}. No read can
 * loop forever or allocate more than the input holds: lengths are checked against the bytes left
 * *before* anything is allocated. Byte fields are returned as zero-copy views of the input.
 * @public
 */
export class Reader {
  /** The input read from; byte fields are views into it. */
  readonly buffer: Buffer;
  /** Next read position. */
  offset: number;
  /** One past the last readable byte. */
  readonly end: number;

  /**
   * Creates a reader over `buffer` from `offset` to `end`.
   * @param buffer - The bytes to read.
   * @param offset - Where to start.
   * @param end - Where the readable part ends.
   */
  constructor(buffer: Buffer, offset = 0, end = buffer.length) {
    this.buffer = buffer;
    this.offset = offset;
    this.end = end;
  }

  /** Bytes left to read. */
  get remaining(): number {
    return this.end - this.offset;
  }

  /** Throws unless `n` more bytes can be read. */
  need(n: number, what: string): void {
    if (n > this.end - this.offset) throw new TruncatedInputError(what, this.offset, n, this.end - this.offset);
  }

  /** One byte; any non-zero value is true. */
  readBoolean(): boolean {
    this.need(1, 'bool');
    return this.buffer[this.offset++] !== 0;
  }

  /** A signed 8-bit integer. */
  readInt8(): number {
    this.need(1, 'int8');
    const value = this.buffer.readInt8(this.offset);
    this.offset += 1;
    return value;
  }

  /** A big-endian signed 16-bit integer. */
  readInt16(): number {
    this.need(2, 'int16');
    const value = this.buffer.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  /** A big-endian unsigned 16-bit integer. */
  readUInt16(): number {
    this.need(2, 'uint16');
    const value = this.buffer.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  /** A big-endian signed 32-bit integer. */
  readInt32(): number {
    this.need(4, 'int32');
    const value = this.buffer.readInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A big-endian unsigned 32-bit integer. */
  readUInt32(): number {
    this.need(4, 'uint32');
    const value = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A big-endian signed 64-bit integer. */
  readInt64(): bigint {
    this.need(8, 'int64');
    const value = this.buffer.readBigInt64BE(this.offset);
    this.offset += 8;
    return value;
  }

  /** Reads an int64 as a number; exact for |value| ≤ 2^53 (offsets, timestamps). */
  readInt64Number(): number {
    this.need(8, 'int64');
    const high = this.buffer.readInt32BE(this.offset);
    const low = this.buffer.readUInt32BE(this.offset + 4);
    this.offset += 8;
    return high * 0x1_0000_0000 + low;
  }

  /** A big-endian IEEE 754 double. */
  readFloat64(): number {
    this.need(8, 'float64');
    const value = this.buffer.readDoubleBE(this.offset);
    this.offset += 8;
    return value;
  }

  /** 16 raw bytes of a Kafka UUID, in Kafka's base64url text form. */
  readUuid(): Uuid {
    this.need(16, 'uuid');
    const value = uuidFromBytes(this.buffer, this.offset);
    this.offset += 16;
    return value;
  }

  /** Unsigned LEB128 varint, at most 5 bytes (32 bits). */
  readUVarint(): number {
    const start = this.offset;
    let result = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      if (this.offset >= this.end) throw new TruncatedInputError('varint', start, this.offset - start + 1, this.end - start);
      const byte = this.buffer[this.offset++] as number;
      result |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result >>> 0;
    }
    throw new CorruptInputError('varint longer than 5 bytes', start);
  }

  /** Zig-zag varint (signed 32-bit). */
  readVarint(): number {
    const raw = this.readUVarint();
    return (raw >>> 1) ^ -(raw & 1);
  }

  /**
   * Zig-zag varlong as a number, for |value| ≤ 2^52 (where the zig-zag form is still exact in a
   * double); larger values throw and must be read with {@link Reader.readVarlongBig}.
   */
  readVarlong(): number {
    const start = this.offset;
    let result = 0;
    let multiplier = 1;
    for (let i = 0; i < 10; i++) {
      if (this.offset >= this.end) throw new TruncatedInputError('varlong', start, i + 1, this.end - start);
      const byte = this.buffer[this.offset++] as number;
      result += (byte & 0x7f) * multiplier;
      if ((byte & 0x80) === 0) {
        if (result > 2 ** 53) {
          throw new CorruptInputError('varlong beyond 2^53; read it with readVarlongBig', start);
        }
        return result % 2 === 0 ? result / 2 : -(result + 1) / 2;
      }
      multiplier *= 128;
    }
    throw new CorruptInputError('varlong longer than 10 bytes', start);
  }

  /** Zig-zag varlong (any int64). */
  readVarlongBig(): bigint {
    const start = this.offset;
    let result = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (this.offset >= this.end) throw new TruncatedInputError('varlong', start, Number(shift / 7n) + 1, this.end - start);
      const byte = this.buffer[this.offset++] as number;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) {
        const unsigned = BigInt.asUintN(64, result);
        return BigInt.asIntN(64, (unsigned >> 1n) ^ -(unsigned & 1n));
      }
    }
    throw new CorruptInputError('varlong longer than 10 bytes', start);
  }

  /** A zero-copy view of the next `length` bytes. */
  readRaw(length: number, what = 'bytes'): Buffer {
    if (length < 0) throw new CorruptInputError(`negative length ${length} for ${what}`, this.offset);
    this.need(length, what);
    const value = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  private readUtf8(length: number): string {
    this.need(length, 'string');
    const value = this.buffer.toString('utf8', this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  /** Non-flexible nullable string: int16 length, −1 = null. */
  readString(): string | null {
    const length = this.readInt16();
    if (length === -1) return null;
    if (length < -1) throw new CorruptInputError(`string length ${length}`, this.offset - 2);
    return this.readUtf8(length);
  }

  /** Flexible nullable string: uvarint (length + 1), 0 = null. */
  readCompactString(): string | null {
    const lengthPlusOne = this.readUVarint();
    if (lengthPlusOne === 0) return null;
    return this.readUtf8(lengthPlusOne - 1);
  }

  /** Record-style nullable string: zig-zag varint length, −1 = null. */
  readVarintString(): string | null {
    const length = this.readVarint();
    if (length === -1) return null;
    if (length < -1) throw new CorruptInputError(`string length ${length}`, this.offset);
    return this.readUtf8(length);
  }

  /** Non-flexible nullable bytes: int32 length, −1 = null. */
  readBytes(): Buffer | null {
    const length = this.readInt32();
    if (length === -1) return null;
    return this.readRaw(length);
  }

  /** Flexible nullable bytes: uvarint (length + 1), 0 = null. */
  readCompactBytes(): Buffer | null {
    const lengthPlusOne = this.readUVarint();
    if (lengthPlusOne === 0) return null;
    return this.readRaw(lengthPlusOne - 1);
  }

  /** Record-style nullable bytes: zig-zag varint length, −1 = null. */
  readVarintBytes(): Buffer | null {
    const length = this.readVarint();
    if (length === -1) return null;
    return this.readRaw(length);
  }

  /**
   * Non-flexible array length: int32, −1 = null. Each element takes at least `minElementSize`
   * bytes, so a count larger than the input could hold is rejected before any allocation.
   */
  readArrayLength(minElementSize = 1): number | null {
    const length = this.readInt32();
    if (length === -1) return null;
    return this.checkCount(length, minElementSize, 4);
  }

  /** Flexible array length: uvarint (length + 1), 0 = null. */
  readCompactArrayLength(minElementSize = 1): number | null {
    const start = this.offset;
    const lengthPlusOne = this.readUVarint();
    if (lengthPlusOne === 0) return null;
    return this.checkCount(lengthPlusOne - 1, minElementSize, this.offset - start);
  }

  private checkCount(count: number, minElementSize: number, prefixSize: number): number {
    if (count < 0) throw new CorruptInputError(`array length ${count}`, this.offset - prefixSize);
    if (count * minElementSize > this.end - this.offset) {
      throw new TruncatedInputError(`array of ${count} elements`, this.offset, count * minElementSize, this.end - this.offset);
    }
    return count;
  }
}
