import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLz4Frames } from '../../../../src/protocol/record-batch/compression/lz4-frame-decoder.js';

/** Frame header: magic, FLG (version 1; `flags` adds checksum/independence bits), BD (64 KiB blocks), HC (not checked). */
const header = (flags = 0x40): string => `04224d18${flags.toString(16).padStart(2, '0')}4000`;
const frame = (...parts: string[]): Buffer => Buffer.from(parts.join(''), 'hex');

describe('LZ4 frame decoder', () => {
  it('follows matches into an earlier block (linked blocks) and copies uncompressed blocks', () => {
    const bytes = frame(
      header(),
      '04000080', '61626364', //       block 1: uncompressed "abcd"
      '05000000', '0404001065', //     block 2: match(len 8, offset 4), then literal "e"
      '00000000', //                   EndMark
    );
    expect(decodeLz4Frames(bytes).toString()).toBe('abcdabcdabcde');
  });

  it('decodes overlapping matches (runs), skippable frames, block and content checksums', () => {
    const bytes = frame(
      '522a4d18', '02000000', 'ffff', //      skippable frame with 2 bytes of payload
      header(0x40 | 0x10 | 0x04), //          block checksum + content checksum flags
      '07000000', '1f610100011062', //        "a"; match offset 1, length 15+1+4 = 20; last literals "b"
      'aaaaaaaa', //                          block checksum (not checked: the batch CRC covers it)
      '00000000', 'cccccccc', //              EndMark, content checksum (not checked)
    );
    expect(decodeLz4Frames(bytes).toString()).toBe(`${'a'.repeat(21)}b`);
  });

  it('rejects a block that ends on a match (LZ4 requires final literals)', () => {
    expect(() => decodeLz4Frames(frame(header(), '04000000', '10610100', '00000000'))).toThrow(/final literals/);
  });

  it('rejects malformed frames with an error, never out-of-range output', () => {
    expect(() => decodeLz4Frames(frame('00000000'))).toThrow(/bad magic/);
    expect(() => decodeLz4Frames(frame(header(0x80)))).toThrow(/frame version/);
    expect(() => decodeLz4Frames(frame(header(), '05000000', '0404001065'))).toThrow(/match offset 4/);
    expect(() => decodeLz4Frames(frame(header(), '05000000', '04'))).toThrow(/overruns input/);
    expect(() => decodeLz4Frames(frame(header(), '01000100'))).toThrow(/exceeds maximum/);
    expect(() => decodeLz4Frames(frame(header(), '02000000', 'f0ff'))).toThrow(/truncated literal length/);
  });

  it('never hangs or throws anything but an Error on random input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        try {
          decodeLz4Frames(Buffer.concat([frame(header()), tail]));
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toMatch(/^lz4: /);
        }
      }),
      { seed: 404, numRuns: 2000 },
    );
  });
});
