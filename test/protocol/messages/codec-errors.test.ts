/**
 * Version rules of the generated codecs: non-ignorable fields, ignorable fields, nullability per
 * version, unsupported versions, and unknown tagged fields (KIP-482).
 */
import { describe, expect, it } from 'vitest';
import { CorruptInputError, EncodeError } from '../../../src/errors/codec-errors.js';
import { ApiVersionsResponse } from '../../../src/protocol/messages/api-versions.generated.js';
import { FindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { InitProducerIdRequest, InitProducerIdResponse } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { MetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';

function encodeError(run: () => void): EncodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof EncodeError) return error;
    throw error;
  }
  throw new Error('expected an EncodeError');
}

describe('encoding rules', () => {
  it('a non-ignorable field set on a version that lacks it is an EncodeError naming field and version', () => {
    const writer = new Writer();
    const error = encodeError(() => {
      FindCoordinatorRequest.encode(writer, FindCoordinatorRequest.create({ key: 'g', keyType: 1 }), 0);
    });
    expect(error.message).toContain('KeyType');
    expect(error.message).toContain('version 0');
    const producerId = encodeError(() => {
      InitProducerIdRequest.encode(writer, InitProducerIdRequest.create({ producerId: 42n }), 2);
    });
    expect(producerId.message).toMatch(/ProducerId.*version 2/);
  });

  it('the same field at its default is fine on that version, and encodes nothing for it', () => {
    const writer = new Writer();
    FindCoordinatorRequest.encode(writer, FindCoordinatorRequest.create({ key: 'g' }), 0);
    expect(writer.toBuffer().toString('hex')).toBe('000167');
  });

  it('an ignorable field is silently dropped on a version that lacks it', () => {
    const writer = new Writer();
    ApiVersionsResponse.encode(writer, ApiVersionsResponse.create({ throttleTimeMs: 500, finalizedFeaturesEpoch: 3n }), 0);
    // v0: ErrorCode + empty ApiKeys array only; ThrottleTimeMs (1+) and the tagged fields (3+) are gone.
    expect(writer.toBuffer().toString('hex')).toBe('0000' + '00000000');
    const decoded = ApiVersionsResponse.decode(new Reader(writer.toBuffer()), 0);
    expect(decoded.throttleTimeMs).toBe(0);
    expect(decoded.finalizedFeaturesEpoch).toBe(-1n);
  });

  it('null where the version does not allow it is an EncodeError; allowed null is written as length -1', () => {
    const writer = new Writer();
    const first = MetadataRequest.minVersion;
    const nullableFrom = 1;
    if (first < nullableFrom) {
      const error = encodeError(() => {
        MetadataRequest.encode(writer, MetadataRequest.create({ topics: null }), first);
      });
      expect(error.message).toMatch(new RegExp(`Topics.*version ${first}`));
    }
    writer.reset();
    MetadataRequest.encode(writer, MetadataRequest.create({ topics: null, allowAutoTopicCreation: true }), 4);
    expect(writer.toBuffer().toString('hex')).toBe('ffffffff' + '01');
    expect(MetadataRequest.decode(new Reader(writer.toBuffer()), 4).topics).toBeNull();
  });

  it('versions outside the supported range are refused both ways; the unstable latest version is excluded', () => {
    expect(InitProducerIdRequest.maxVersion).toBe(5); // v6 is latestVersionUnstable in the spec
    expect(() => {
      InitProducerIdRequest.encode(new Writer(), InitProducerIdRequest.create(), 6);
    }).toThrow(UnsupportedVersionError);
    expect(() => InitProducerIdRequest.decode(new Reader(Buffer.alloc(64)), 6)).toThrow(UnsupportedVersionError);
  });
});

describe('tagged fields', () => {
  const body = '00000000 0000 0000000000000005 0001';

  it('unknown tagged fields are skipped on decode', () => {
    const input = Buffer.from(`${body} 02 09 02 abcd 1e 00`.replace(/\s/g, ''), 'hex');
    const reader = new Reader(input);
    expect(InitProducerIdResponse.decode(reader, 4)).toEqual({ throttleTimeMs: 0, errorCode: 0, producerId: 5n, producerEpoch: 1 });
    expect(reader.remaining).toBe(0);
  });

  it('a known tagged field between unknown ones is still read', () => {
    const prefix = '0000 01 00000000';
    const input = Buffer.from(`${prefix} 03 05 01 ff 01 08 000000000000000b 07 00`.replace(/\s/g, ''), 'hex');
    const decoded = ApiVersionsResponse.decode(new Reader(input), 3);
    expect(decoded.finalizedFeaturesEpoch).toBe(11n);
  });

  it('a known tagged field whose size disagrees with its value is corrupt input', () => {
    const input = Buffer.from('0000 01 00000000 01 01 09 0000000000000007 ff'.replace(/\s/g, ''), 'hex');
    expect(() => ApiVersionsResponse.decode(new Reader(input), 3)).toThrow(CorruptInputError);
  });

  it('tagged fields at their default are not written', () => {
    const writer = new Writer();
    ApiVersionsResponse.encode(writer, ApiVersionsResponse.create(), 3);
    expect(writer.toBuffer().toString('hex')).toBe('0000' + '01' + '00000000' + '00');
  });

  it('a tagged field longer than 127 bytes gets a two-byte size prefix', () => {
    const writer = new Writer(16);
    const features = Array.from({ length: 20 }, (_, index) => ({ name: `feature-${index}`, minVersion: 1, maxVersion: 2 }));
    const message = ApiVersionsResponse.create({ supportedFeatures: features });
    ApiVersionsResponse.encode(writer, message, 3);
    const bytes = writer.toBuffer();
    // ErrorCode, empty ApiKeys, ThrottleTimeMs, one tagged field: tag 0, then a 2-byte uvarint size.
    expect(bytes.subarray(0, 9).toString('hex')).toBe('0000' + '01' + '00000000' + '01' + '00');
    const size = (bytes[9]! & 0x7f) | (bytes[10]! << 7);
    expect(bytes[9]! & 0x80).toBe(0x80);
    expect(size).toBe(bytes.length - 11);
    expect(ApiVersionsResponse.decode(new Reader(bytes), 3)).toEqual(message);
  });
});
