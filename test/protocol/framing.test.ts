import { describe, expect, it } from 'vitest';
import { CorruptInputError, TruncatedInputError } from '../../src/errors/codec-errors.js';
import { decodeRequest, encodeResponse } from '../../src/protocol/broker-framing.js';
import {
  completeFrameLength,
  decodeResponse,
  encodeRequest,
  peekCorrelationId,
  requestHeaderVersion,
  responseHeaderVersion,
} from '../../src/protocol/framing.js';
import { ApiKey, apiByKey, apis } from '../../src/protocol/messages/index.generated.js';
import { EndTxnRequest, EndTxnResponse } from '../../src/protocol/messages/end-txn.generated.js';
import { UnsupportedVersionError } from '../../src/protocol/messages/unsupported-version-error.js';
import { Writer } from '../../src/protocol/primitives/writer.js';
import { LIBRDKAFKA_METADATA_V13_ALL_TOPICS } from './fixtures/librdkafka-frames.js';

describe('header versions', () => {
  it('follow flexibility: request v1/v2, response v0/v1', () => {
    expect(requestHeaderVersion(ApiKey.InitProducerId, 1)).toBe(1);
    expect(requestHeaderVersion(ApiKey.InitProducerId, 2)).toBe(2);
    expect(responseHeaderVersion(ApiKey.InitProducerId, 1)).toBe(0);
    expect(responseHeaderVersion(ApiKey.InitProducerId, 2)).toBe(1);
    expect(requestHeaderVersion(ApiKey.Produce, 9)).toBe(2);
    expect(requestHeaderVersion(ApiKey.Produce, 8)).toBe(1);
  });

  it('the ApiVersions response is always on header v0, even when flexible (KIP-511)', () => {
    for (let version = apis.ApiVersions.minVersion; version <= apis.ApiVersions.maxVersion; version++) {
      expect(responseHeaderVersion(ApiKey.ApiVersions, version)).toBe(0);
    }
    expect(requestHeaderVersion(ApiKey.ApiVersions, 3)).toBe(2);
  });

  it('unknown api keys and versions are UnsupportedVersionError', () => {
    expect(() => requestHeaderVersion(9999, 0)).toThrow(UnsupportedVersionError);
    expect(() => requestHeaderVersion(ApiKey.InitProducerId, 6)).toThrow(UnsupportedVersionError);
  });
});

describe('registry', () => {
  it('maps every api key to its codecs and versions', () => {
    expect(ApiKey.InitProducerId).toBe(22);
    expect(apiByKey(22)).toBe(apis.InitProducerId);
    expect(apis.InitProducerId).toMatchObject({ name: 'InitProducerId', minVersion: 0, maxVersion: 5, flexibleFrom: 2 });
    expect(apis.EndTxn.request).toBe(EndTxnRequest);
    for (const api of Object.values(apis)) {
      expect(apiByKey(api.apiKey)).toBe(api);
      expect(api.request.maxVersion).toBe(api.maxVersion);
      expect(api.response.maxVersion).toBeLessThanOrEqual(api.maxVersion);
    }
  });
});

describe('request and response frames', () => {
  it('round trip a request for the broker side and a response for the client side', () => {
    const writer = new Writer();
    const request = EndTxnRequest.create({ transactionalId: 'tx-1', producerId: 77n, producerEpoch: 3, committed: true });
    encodeRequest(writer, { apiKey: ApiKey.EndTxn, apiVersion: 3, correlationId: 12, clientId: null }, request);
    const frame = writer.toBuffer();
    expect(completeFrameLength(frame)).toBe(frame.length);
    expect(completeFrameLength(frame.subarray(0, frame.length - 1))).toBe(0);
    const decoded = decodeRequest(frame);
    expect(decoded.header).toEqual({ requestApiKey: ApiKey.EndTxn, requestApiVersion: 3, correlationId: 12, clientId: null });
    expect(decoded.api.name).toBe('EndTxn');
    expect(decoded.body).toEqual(request);

    writer.reset();
    const response = EndTxnResponse.create({ errorCode: 0 });
    encodeResponse(writer, ApiKey.EndTxn, 3, 12, response);
    const responseFrame = writer.toBuffer();
    expect(peekCorrelationId(responseFrame)).toBe(12);
    expect(decodeResponse(responseFrame, ApiKey.EndTxn, 3)).toEqual({ correlationId: 12, body: response });
  });

  it('a request for an unknown api or version carries its correlation id in the error', () => {
    const frame = Buffer.from('0000000c' + '270f' + '0000' + '0000002a' + 'ffff' + '00', 'hex').subarray(0, 14);
    frame.writeInt32BE(10, 0);
    let caught: unknown;
    try {
      decodeRequest(frame);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnsupportedVersionError);
    expect(caught).toMatchObject({ apiKey: 9999, apiVersion: 0, correlationId: 42 });
  });

  it('size prefix mismatches and trailing bytes are typed errors', () => {
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey.EndTxn, apiVersion: 1, correlationId: 1, clientId: 'c' }, EndTxnRequest.create());
    const frame = writer.toBuffer();
    expect(() => decodeRequest(frame.subarray(0, frame.length - 1))).toThrow(TruncatedInputError);
    const longer = Buffer.concat([frame, Buffer.from([0])]);
    expect(() => decodeRequest(longer)).toThrow(CorruptInputError);
    longer.writeInt32BE(frame.length - 3, 0); // size now claims the extra byte: body leaves it unread
    expect(() => decodeRequest(longer)).toThrow(CorruptInputError);
    const negative = Buffer.from('ffffffff', 'hex');
    expect(() => completeFrameLength(negative)).toThrow(CorruptInputError);
  });

  it("trailingBytes: 'ignore' decodes the body and leaves the rest, as Kafka's broker does", () => {
    const frame = LIBRDKAFKA_METADATA_V13_ALL_TOPICS;
    expect(() => decodeRequest(frame)).toThrow(CorruptInputError); // strict by default
    const decoded = decodeRequest(frame, apiByKey, { trailingBytes: 'ignore' });
    expect(decoded.header).toEqual({ requestApiKey: ApiKey.Metadata, requestApiVersion: 13, correlationId: 3, clientId: 'rdkafka' });
    // Kafka reads the body from the front: the null count, then the placeholder's padding as the two
    // booleans and the empty tag section. The fields the client wrote are the 3 bytes left over.
    expect(decoded.body).toMatchObject({ topics: null, allowAutoTopicCreation: false, includeTopicAuthorizedOperations: false });
    expect(decoded.trailingBytes).toBe(3);
    // The same bytes with the client's allow_auto_topic_creation=true (a producer's default): Kafka still reads false.
    const producerLike = Buffer.from(frame);
    producerLike[producerLike.length - 3] = 1;
    expect(decodeRequest(producerLike, apiByKey, { trailingBytes: 'ignore' }).body).toMatchObject({ topics: null, allowAutoTopicCreation: false });

    // A complete frame decodes the same either way, and reports no trailing bytes.
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey.EndTxn, apiVersion: 1, correlationId: 1, clientId: 'c' }, EndTxnRequest.create());
    const exact = writer.toBuffer();
    expect(decodeRequest(exact, apiByKey, { trailingBytes: 'ignore' })).toEqual({ ...decodeRequest(exact), trailingBytes: 0 });

    // The size prefix still owns the frame: bytes outside it, or a body longer than it, stay errors.
    expect(() => decodeRequest(Buffer.concat([exact, Buffer.from([7])]), apiByKey, { trailingBytes: 'ignore' })).toThrow(CorruptInputError);
    const cut = Buffer.from(exact.subarray(0, exact.length - 1));
    cut.writeInt32BE(cut.length - 4, 0);
    expect(() => decodeRequest(cut, apiByKey, { trailingBytes: 'ignore' })).toThrow(TruncatedInputError);
  });
});
