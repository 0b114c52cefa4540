/**
 * Byte-exact vectors worked out by hand from the JSON specs (field by field, see the comments), so
 * that a generator bug that is symmetric in encode and decode still fails here.
 */
import { describe, expect, it } from 'vitest';
import { decodeRequest, encodeResponse } from '../../../src/protocol/broker-framing.js';
import { decodeResponse, encodeRequest } from '../../../src/protocol/framing.js';
import { ApiVersionsResponse } from '../../../src/protocol/messages/api-versions.generated.js';
import { EndTxnMarker } from '../../../src/protocol/messages/end-txn-marker.generated.js';
import { FindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { ApiKey } from '../../../src/protocol/messages/index.generated.js';
import { InitProducerIdRequest } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';

/** Joins commented hex fragments into a Buffer. */
function hex(...parts: string[]): Buffer {
  return Buffer.from(parts.join('').replace(/\s+/g, ''), 'hex');
}

describe('golden vectors', () => {
  it('FindCoordinator v1 request: non-flexible, request header v1', () => {
    const expected = hex(
      '00000011', // frame size: 17 bytes follow
      '000a', // RequestApiKey 10 (FindCoordinator)
      '0001', // RequestApiVersion 1
      '00000007', // CorrelationId 7
      '0001 63', // ClientId "c": int16 length 1 + "c"
      // header v1 has no tagged fields
      '0003 747878', // Key "txx": int16 length (non-flexible string)
      '01', // KeyType 1 (transaction), int8, versions 1+
    );
    const writer = new Writer();
    encodeRequest(
      writer,
      { apiKey: ApiKey.FindCoordinator, apiVersion: 1, correlationId: 7, clientId: 'c' },
      FindCoordinatorRequest.create({ key: 'txx', keyType: 1 }),
    );
    expect(writer.toBuffer().toString('hex')).toBe(expected.toString('hex'));
    const decoded = decodeRequest(expected);
    expect(decoded.header).toEqual({ requestApiKey: 10, requestApiVersion: 1, correlationId: 7, clientId: 'c' });
    expect(decoded.body).toEqual(FindCoordinatorRequest.create({ key: 'txx', keyType: 1 }));
  });

  it('InitProducerId v4 request: flexible body, request header v2 with an int16 ClientId', () => {
    const expected = hex(
      '00000020', // frame size: 32 bytes follow
      '0016', // RequestApiKey 22 (InitProducerId)
      '0004', // RequestApiVersion 4
      '00000001', // CorrelationId 1
      '0003 617070', // ClientId "app": still int16 length ("flexibleVersions": "none" on this field)
      '00', // header v2 tagged fields: none
      '03 7478', // TransactionalId "tx": compact string, uvarint(2 + 1)
      '0000ea60', // TransactionTimeoutMs 60000
      'ffffffffffffffff', // ProducerId -1 (versions 3+)
      'ffff', // ProducerEpoch -1 (versions 3+)
      '00', // body tagged fields: none
    );
    const body = InitProducerIdRequest.create({ transactionalId: 'tx', transactionTimeoutMs: 60000 });
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey.InitProducerId, apiVersion: 4, correlationId: 1, clientId: 'app' }, body);
    expect(writer.toBuffer().toString('hex')).toBe(expected.toString('hex'));
    expect(decodeRequest(expected).body).toEqual(body);
  });

  it('ApiVersions v3 response: response header v0 (always) and body tagged fields in tag order', () => {
    const expected = hex(
      '00000020', // frame size: 32 bytes follow
      '00000005', // ResponseHeader v0: CorrelationId 5, and no tagged fields although v3 is flexible
      '0000', // ErrorCode 0
      '02', // ApiKeys: compact array of 1 element, uvarint(1 + 1)
      '0012 0000 0004 00', // ApiKey 18, MinVersion 0, MaxVersion 4, element tagged fields: none
      '00000000', // ThrottleTimeMs 0
      '02', // two tagged fields follow
      '01 08 0000000000000007', // tag 1 FinalizedFeaturesEpoch, size 8, int64 7
      '03 01 01', // tag 3 ZkMigrationReady, size 1, true
    );
    const body = ApiVersionsResponse.create({
      apiKeys: [{ apiKey: 18, minVersion: 0, maxVersion: 4 }],
      finalizedFeaturesEpoch: 7n,
      zkMigrationReady: true,
    });
    const writer = new Writer();
    encodeResponse(writer, ApiKey.ApiVersions, 3, 5, body);
    expect(writer.toBuffer().toString('hex')).toBe(expected.toString('hex'));
    expect(decodeResponse(expected, ApiKey.ApiVersions, 3)).toEqual({ correlationId: 5, body });
  });

  it('a flexible response of another API uses response header v1 (tagged fields after the correlation id)', () => {
    const writer = new Writer();
    encodeResponse(writer, ApiKey.InitProducerId, 4, 9, { throttleTimeMs: 0, errorCode: 0, producerId: 5n, producerEpoch: 1 });
    expect(writer.toBuffer().toString('hex')).toBe(
      hex(
        '00000016', // frame size 22: header 5 + body 17
        '00000009 00', // ResponseHeader v1: CorrelationId 9, no tagged fields
        '00000000 0000 0000000000000005 0001 00', // throttle, error, producer id 5, epoch 1, no tagged fields
      ).toString('hex'),
    );
  });

  it('EndTxnMarker v0 (the value of a transaction control record)', () => {
    const writer = new Writer();
    EndTxnMarker.encode(writer, { coordinatorEpoch: 3 }, 0);
    // Kafka writes the control record value as int16 version 0 followed by this struct.
    expect(writer.toBuffer().toString('hex')).toBe('00000003');
    expect(EndTxnMarker.decode(new Reader(hex('0000002a')), 0)).toEqual({ coordinatorEpoch: 42 });
  });
});
