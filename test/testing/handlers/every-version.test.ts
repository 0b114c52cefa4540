/**
 * Sweep: every advertised API at every advertised version answers a default request, and an injected error,
 * with a response the codecs can encode at that version (the in-process client's wire check).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { ApiKey, apis, type ApiKeyName } from '../../../src/protocol/messages/index.generated.js';
import { RequestDispatcher } from '../../../src/testing/broker/request-dispatcher.js';
import { InMemoryCluster } from '../../../src/testing/in-memory-cluster.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

const names = Object.keys(ApiKey) as ApiKeyName[];
const tableCluster = new InMemoryCluster();
const table = new RequestDispatcher(tableCluster).supportedVersions();
tableCluster.close();
const cases = names.flatMap((api) => {
  const range = table.get(ApiKey[api]);
  if (range === undefined) return [];
  return Array.from({ length: range.max - range.min + 1 }, (_, index) => [api, range.min + index] as const);
});

describe('every handler at every advertised version', () => {
  it('covers the 36 implemented APIs', () => {
    expect(new Set(cases.map(([api]) => api)).size).toBe(36);
  });

  it.each(cases)('%s v%i answers a default request and an injected error encodably', async (api, version) => {
    const current = harness({ topics: [{ name: 'orders' }] });
    h = current;
    const client = current.client({ [api]: version });
    const build = () => apis[api].request.create(api === 'Produce' ? { acks: -1 } : {});
    const plain = await client.send('any', api, build);
    expect(plain.version).toBe(version);
    current.cluster.faults.queueErrors(ApiKey[api], [ErrorCode.UNKNOWN_SERVER_ERROR]);
    const failed = await client.send('any', api, build);
    expect(failed.response).toBeDefined();
    current.cluster.faults.assertNoPendingFaults();
  });
});
