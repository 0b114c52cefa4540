/**
 * Kafka's MessageTest in spirit: every generated message, at every supported version, with a
 * non-default value in every field that version carries, must decode to exactly what was encoded
 * and consume exactly the bytes written.
 */
import { beforeAll, expect, it } from 'vitest';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { seededRandom } from '../../../src/internal/backoff.js';
import { CLIENT_APIS, EMBEDDED_CLUSTER_APIS } from '../../../codegen/client-apis.js';
import { loadMessages, describeWithSpecs, ValueGenerator, type LoadedMessage } from './spec-values.js';

describeWithSpecs('generated codecs round trip', () => {
  let messages: LoadedMessage[] = [];
  beforeAll(async () => {
    messages = await loadMessages();
  });

  it('covers every request and response the client or the embedded cluster speaks, and every header and data spec', () => {
    const names = new Set(messages.map((message) => message.model.specName));
    for (const api of [...CLIENT_APIS, ...EMBEDDED_CLUSTER_APIS]) {
      expect(names).toContain(`${api}Request`);
      expect(names).toContain(`${api}Response`);
    }
    expect(messages.length).toBeGreaterThan(2 * (CLIENT_APIS.length + EMBEDDED_CLUSTER_APIS.length));
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
    expect(cases).toBeGreaterThan(1200);
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
