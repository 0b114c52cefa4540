import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32c, crc32cBytewise } from '../../../src/protocol/record-batch/crc32c.js';

describe('crc32c', () => {
  it('matches the CRC-32C check value for "123456789"', () => {
    expect(crc32c(Buffer.from('123456789', 'ascii'))).toBe(0xe3069283);
    expect(crc32cBytewise(Buffer.from('123456789', 'ascii'))).toBe(0xe3069283);
  });

  it('matches published vectors (RFC 3720 B.4 iSCSI test patterns)', () => {
    expect(crc32c(new Uint8Array(32))).toBe(0x8a9136aa);
    expect(crc32c(new Uint8Array(32).fill(0xff))).toBe(0x62a8ab43);
    const ascending = Uint8Array.from({ length: 32 }, (_, i) => i);
    expect(crc32c(ascending)).toBe(0x46dd794e);
    const descending = Uint8Array.from({ length: 32 }, (_, i) => 31 - i);
    expect(crc32c(descending)).toBe(0x113fdb5c);
  });

  it('is 0 for empty input and honours start/end', () => {
    expect(crc32c(new Uint8Array(0))).toBe(0);
    const framed = Buffer.from('xx123456789yy', 'ascii');
    expect(crc32c(framed, 2, 11)).toBe(0xe3069283);
    expect(crc32cBytewise(framed, 2, 11)).toBe(0xe3069283);
  });

  it('equals the bytewise reference for any input and range', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), fc.nat(), (data, a, b) => {
        const start = data.length === 0 ? 0 : a % (data.length + 1);
        const end = start + (b % (data.length - start + 1));
        expect(crc32c(data, start, end)).toBe(crc32cBytewise(data, start, end));
      }),
      { seed: 0x5eed, numRuns: 500 },
    );
  });
});
