/**
 * Kafka's MessageTest in spirit: every generated message, at every supported version, with a
 * non-default value in every field that version carries, must decode to exactly what was encoded
 * and consume exactly the bytes written.
 */
import { beforeAll, expect, it } from 'vitest';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { seededRandom } from '../../../src/internal/backoff.js';
import { loadMessages, describeWithSpecs, ValueGenerator, type LoadedMessage } from './spec-values.js';

describeWithSpecs('generated codecs round trip', () => {
  let messages: LoadedMessage[] = [];
  beforeAll(async () => {
    messages = await loadMessages();
  });

  it('covers every request, response, header and data spec that has a supported version', () => {
    expect(messages.length).toBeGreaterThan(190);
    const names = new Set(messages.map((message) => message.model.specName));
    for (const name of ['ProduceRequest', 'FetchResponse', 'InitProducerIdRequest', 'EndTxnMarker', 'ControlRecordTypeSchema', 'RequestHeader', 'ResponseHeader']) {
      expect(names).toContain(name);
    }
  });

  it('decode(encode(x)) equals x at every version, for several seeds, consuming the whole buffer', () => {
    const writer = new Writer();
    let cases = 0;
    for (const { model, codec } of messages) {
      for (let version = model.minVersion; version <= model.maxVersion; version++) {
        for (let seed = 1; seed <= 3; seed++) {
          const generator = new ValueGenerator(seededRandom(seed * 1000 + version));
          const value = generator.struct(model.root, version);
          writer.reset();
          codec.encode(writer, value, version);
          const bytes = writer.toBuffer();
          const reader = new Reader(bytes);
          const decoded = codec.decode(reader, version);
          expect({ name: model.specName, version, decoded }).toEqual({ name: model.specName, version, decoded: value });
          expect(reader.remaining, `${model.specName} v${version} left bytes`).toBe(0);
          // Re-encoding the decoded value gives the same bytes (canonical encoding).
          writer.reset();
          codec.encode(writer, decoded, version);
          expect(writer.toBuffer().equals(bytes), `${model.specName} v${version} re-encode`).toBe(true);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(1500);
  });

  it('create() fills every field with its default and round trips at every version', () => {
    const writer = new Writer();
    for (const { model, codec } of messages) {
      const value = codec.create();
      expect(Object.keys(value as object).sort()).toEqual(model.root.fields.map((field) => field.propertyName).sort());
      for (let version = model.minVersion; version <= model.maxVersion; version++) {
        writer.reset();
        codec.encode(writer, value, version);
        const reader = new Reader(writer.toBuffer());
        expect(codec.decode(reader, version)).toEqual(value);
      }
    }
  });
});
