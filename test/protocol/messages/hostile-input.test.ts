/**
 * Property test: truncated or corrupted encodings of any generated message end either in a clean
 * decode or in TruncatedInputError / CorruptInputError — never another exception, never a hang.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { CorruptInputError, TruncatedInputError } from '../../../src/errors/codec-errors.js';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { seededRandom } from '../../../src/internal/backoff.js';
import { loadMessages, describeWithSpecs, ValueGenerator, type LoadedMessage } from './spec-values.js';

interface Sample {
  readonly message: LoadedMessage;
  readonly version: number;
  readonly bytes: Buffer;
}

function decodeOutcome(sample: Sample, input: Buffer): 'ok' | 'typed-error' {
  try {
    sample.message.codec.decode(new Reader(input), sample.version);
    return 'ok';
  } catch (error) {
    if (error instanceof TruncatedInputError || error instanceof CorruptInputError) return 'typed-error';
    throw error;
  }
}

describeWithSpecs('decoding hostile input', () => {
  const samples: Sample[] = [];
  beforeAll(async () => {
    const writer = new Writer();
    for (const message of await loadMessages()) {
      for (let version = message.model.minVersion; version <= message.model.maxVersion; version++) {
        const value = new ValueGenerator(seededRandom(version + 7)).struct(message.model.root, version);
        writer.reset();
        message.codec.encode(writer, value, version);
        samples.push({ message, version, bytes: writer.toBuffer() });
      }
    }
  });

  it('every proper prefix of every encoding is a TruncatedInputError or a clean decode', () => {
    let truncations = 0;
    for (const sample of samples) {
      for (let length = 0; length < sample.bytes.length; length++) {
        const outcome = decodeOutcome(sample, sample.bytes.subarray(0, length));
        // A prefix can only decode cleanly when the tail was optional (never for a struct's last field).
        expect(['ok', 'typed-error']).toContain(outcome);
        truncations++;
      }
    }
    expect(truncations).toBeGreaterThan(10_000);
  });

  it('random byte corruption never escapes as an untyped error', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (pick, edits, cut) => {
          const sample = samples[pick % samples.length]!;
          const input = Buffer.from(sample.bytes);
          if (input.length === 0) return;
          for (const [position, value] of edits) input[position % input.length] = value;
          const truncated = cut % 3 === 0 ? input.subarray(0, cut % (input.length + 1)) : input;
          expect(['ok', 'typed-error']).toContain(decodeOutcome(sample, truncated));
        },
      ),
      { seed: 20240607, numRuns: 20_000 },
    );
  });

  it('huge array counts are rejected before allocation', () => {
    const sample = samples.find((candidate) => candidate.message.model.specName === 'MetadataRequest' && candidate.version === 4)!;
    const input = Buffer.from(sample.bytes);
    input.writeInt32BE(0x7fffffff, 0); // Topics count
    expect(() => sample.message.codec.decode(new Reader(input), 4)).toThrow(TruncatedInputError);
  });
});
