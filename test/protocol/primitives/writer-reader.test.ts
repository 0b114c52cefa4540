import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { CorruptInputError, TruncatedInputError } from '../../../src/errors/codec-errors.js';

const hex = (w: Writer): string => w.finish().toString('hex');

describe('Writer/Reader primitives', () => {
  it('encodes varints as Kafka does (protobuf zig-zag)', () => {
    // Vectors from the protobuf encoding guide, which Kafka's ByteUtils follows.
    expect(hex(new Writer().writeVarint(0))).toBe('00');
    expect(hex(new Writer().writeVarint(-1))).toBe('01');
    expect(hex(new Writer().writeVarint(1))).toBe('02');
    expect(hex(new Writer().writeVarint(-64))).toBe('7f');
    expect(hex(new Writer().writeVarint(64))).toBe('8001');
    expect(hex(new Writer().writeUVarint(300))).toBe('ac02');
    expect(hex(new Writer().writeVarint(2147483647))).toBe('feffffff0f');
    expect(hex(new Writer().writeVarint(-2147483648))).toBe('ffffffff0f');
    expect(hex(new Writer().writeVarlongBig(-9223372036854775808n))).toBe('ffffffffffffffffff01');
  });

  it('encodes strings and bytes in the three length styles', () => {
    expect(hex(new Writer().writeString('ab'))).toBe('00026162');
    expect(hex(new Writer().writeString(null))).toBe('ffff');
    expect(hex(new Writer().writeCompactString('ab'))).toBe('036162');
    expect(hex(new Writer().writeCompactString(null))).toBe('00');
    expect(hex(new Writer().writeVarintString('ab'))).toBe('046162');
    expect(hex(new Writer().writeBytes(Buffer.from([1])))).toBe('0000000101');
    expect(hex(new Writer().writeCompactBytes(null))).toBe('00');
  });

  it('round-trips every primitive (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.integer({ min: -(2 ** 52), max: 2 ** 52 }),
        fc.option(fc.string(), { nil: null }),
        fc.uint8Array({ maxLength: 40 }),
        (i32, i64, safe, text, bytes) => {
          const w = new Writer(16);
          w.writeInt32(i32).writeVarint(i32).writeInt64(i64).writeVarlongBig(i64).writeVarlong(safe).writeInt64Number(safe);
          w.writeVarlong(Number.MAX_SAFE_INTEGER);
          w.writeCompactString(text).writeString(text).writeVarintString(text).writeCompactBytes(bytes);
          const r = new Reader(w.toBuffer());
          expect(r.readInt32()).toBe(i32);
          expect(r.readVarint()).toBe(i32);
          expect(r.readInt64()).toBe(i64);
          expect(r.readVarlongBig()).toBe(i64);
          expect(r.readVarlong()).toBe(safe);
          expect(r.readInt64Number()).toBe(safe);
          expect(r.readVarlongBig()).toBe(BigInt(Number.MAX_SAFE_INTEGER));
          expect(r.readCompactString()).toBe(text);
          expect(r.readString()).toBe(text);
          expect(r.readVarintString()).toBe(text);
          expect([...r.readCompactBytes()!]).toEqual([...bytes]);
          expect(r.remaining).toBe(0);
        },
      ),
    );
  });

  it('round-trips UUIDs in Kafka text form', () => {
    const uuid = Buffer.from('00112233445566778899aabbccddeeff', 'hex').toString('base64url');
    const w = new Writer().writeUuid(uuid);
    expect(hex(w)).toBe('00112233445566778899aabbccddeeff');
    expect(new Reader(w.toBuffer()).readUuid()).toBe(uuid);
  });

  it('raises typed errors on truncated or malformed input', () => {
    expect(() => new Reader(Buffer.from([0, 0, 0])).readInt32()).toThrow(TruncatedInputError);
    expect(() => new Reader(Buffer.from([0x80, 0x80])).readUVarint()).toThrow(TruncatedInputError);
    expect(() => new Reader(Buffer.from([0x80, 0x80, 0x80, 0x80, 0x80, 0x01])).readUVarint()).toThrow(CorruptInputError);
    expect(() => new Reader(Buffer.from([0x00, 0x05, 0x61])).readString()).toThrow(TruncatedInputError);
    // A huge array count is rejected before allocating.
    expect(() => new Reader(Buffer.from([0x7f, 0xff, 0xff, 0xff])).readArrayLength()).toThrow(TruncatedInputError);
  });

  it('grows rarely: one doubling sequence for a large write', () => {
    const w = new Writer(16);
    const buffers = new Set<Buffer>();
    for (let i = 0; i < 10_000; i++) {
      w.writeInt32(i);
      buffers.add(w.buffer);
    }
    // 16 -> 32 -> ... -> 65536 bytes: 13 buffers in all for 40,000 bytes.
    expect(buffers.size).toBeLessThanOrEqual(13);
  });
});

describe('varlong number boundaries', () => {
  it('reads ±2^52 as numbers and refuses beyond', () => {
    for (const v of [2 ** 52, -(2 ** 52), 2 ** 52 - 1]) {
      expect(new Reader(new Writer().writeVarlong(v).toBuffer()).readVarlong()).toBe(v);
    }
    expect(() => new Reader(new Writer().writeVarlong(2 ** 52 + 2).toBuffer()).readVarlong()).toThrow(CorruptInputError);
  });
});
