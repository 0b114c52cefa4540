import { describe, expect, it } from 'vitest';
import { ApiVersionsRequest, ApiVersionsResponse, createApiVersionsResponse } from '../../../src/protocol/messages/api-versions.generated.js';
import { answersUnsupportedVersion, apiVersions, retryVersion } from '../../../src/protocol/requests/api-versions.js';
import { onTheWire, versionsOf } from './wire.js';

const fields = { clientSoftwareName: 'kafka-eos', clientSoftwareVersion: '1.0.0' };

/** A size-prefixed ApiVersions answer frame (header v0: correlation id) with `body` after it. */
function frame(body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeInt32BE(body.length + 4, 0);
  head.writeInt32BE(1, 4);
  return Buffer.concat([head, body]);
}

describe('ApiVersions wire module', () => {
  it('sends the client software from v3 only', () => {
    for (const version of versionsOf(ApiVersionsRequest)) {
      const sent = onTheWire(ApiVersionsRequest, apiVersions.request(fields, version), version);
      expect(sent).toMatchObject(version >= 3 ? fields : { clientSoftwareName: '', clientSoftwareVersion: '' });
    }
  });

  it('reads features from v3; none below, whatever the message holds', () => {
    const response = createApiVersionsResponse({
      apiKeys: [{ apiKey: 0, minVersion: 3, maxVersion: 12 }], finalizedFeaturesEpoch: 5n,
      finalizedFeatures: [{ name: 'transaction.version', minVersionLevel: 2, maxVersionLevel: 2 }],
      supportedFeatures: [{ name: 'transaction.version', minVersion: 0, maxVersion: 2 }],
    });
    for (const version of versionsOf(ApiVersionsResponse)) {
      const answer = apiVersions.read(onTheWire(ApiVersionsResponse, response, version), version, fields);
      expect(answer.apiKeys).toEqual([{ apiKey: 0, minVersion: 3, maxVersion: 12 }]);
      if (version < 3) expect(answer).toMatchObject({ finalizedFeaturesEpoch: -1n, finalizedFeatures: [], supportedFeatures: [] });
      else expect(answer).toMatchObject({ finalizedFeaturesEpoch: 5n, finalizedFeatures: [{ name: 'transaction.version', min: 2, max: 2 }], supportedFeatures: [{ name: 'transaction.version', min: 0, max: 2 }] });
    }
  });

  it('after UNSUPPORTED_VERSION asks at the version the broker names (KIP-511), else v2, then v0, then gives up', () => {
    // The KIP-511 answer: error 35 and the broker's own ApiVersions range, in the v0 body format.
    const v0Body = Buffer.from([0, 35, 0, 0, 0, 1, 0, 18, 0, 0, 0, 3]);
    expect(answersUnsupportedVersion(frame(v0Body), 4)).toBe(true);
    expect(retryVersion(frame(v0Body), 4, 0)).toBe(3);
    // librdkafka's mock: error 35 and a body that decodes at no version.
    const mock = frame(Buffer.from([0, 35, 0]));
    expect(answersUnsupportedVersion(mock, 4)).toBe(true);
    expect(answersUnsupportedVersion(mock, 0)).toBe(false);
    expect(retryVersion(mock, 4, 0)).toBe(2);
    expect(retryVersion(mock, 2, 0)).toBe(0);
    expect(retryVersion(mock, 0, 0)).toBeUndefined();
    expect(answersUnsupportedVersion(frame(Buffer.from([0, 0])), 4)).toBe(false);
  });
});
