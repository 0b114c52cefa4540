import { afterEach, describe, expect, it } from 'vitest';
import { EncodeError } from '../../src/errors/codec-errors.js';
import { NetworkError, UnsupportedApiError } from '../../src/network/network-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { createListOffsetsRequest } from '../../src/protocol/messages/list-offsets.generated.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { createSaslHandshakeRequest } from '../../src/protocol/messages/sasl-handshake.generated.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { flush, harness, track, type Harness } from './handlers/harness.js';

let h: Harness;
afterEach(() => {
  h.close();
});

describe('InProcessNetworkClient', () => {
  it('negotiates the highest common version, capped per API', async () => {
    h = harness();
    expect(await h.client().versions('any', 'EndTxn')).toEqual({ min: 0, max: 5 });
    expect(await h.client({ EndTxn: 1 }).versions(1, 'EndTxn')).toEqual({ min: 0, max: 1 });
    await expect(h.client().versions('any', 'SaslHandshake')).rejects.toBeInstanceOf(UnsupportedApiError);
    await expect(h.client().send('any', 'SaslHandshake', () => createSaslHandshakeRequest())).rejects.toBeInstanceOf(UnsupportedApiError);
  });

  it("routes 'any' to the lowest-id broker that is up and lists the cluster's brokers", async () => {
    h = harness({ brokers: [3, 1, 2] });
    const client = h.client();
    expect((await client.send('any', 'Metadata', () => createMetadataRequest())).nodeId).toBe(1);
    h.cluster.setBrokerUp(1, false);
    expect((await client.send('any', 'Metadata', () => createMetadataRequest())).nodeId).toBe(2);
    expect(client.brokers().map((broker) => broker.nodeId)).toEqual([3, 1, 2]);
    await expect(client.send(7, 'Metadata', () => createMetadataRequest())).rejects.toMatchObject({ requestSent: false });
  });

  it('with wireCheck, refuses a request that its version cannot carry', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const build = () => createListOffsetsRequest({ isolationLevel: 1, topics: [] });
    await expect(h.client({ ListOffsets: 1 }).send('any', 'ListOffsets', build)).rejects.toBeInstanceOf(EncodeError);
    // Without the check the object goes straight through.
    const unchecked = new InProcessNetworkClient(h.cluster, { maxVersions: { ListOffsets: 1 } });
    expect((await unchecked.send('any', 'ListOffsets', build)).version).toBe(1);
  });

  it('an aborted signal rejects with its reason while the request waits', async () => {
    h = harness();
    h.cluster.faults.delayResponses(ApiKey.Metadata, 1000);
    const controller = new AbortController();
    const pending = track(h.client().send('any', 'Metadata', () => createMetadataRequest(), { signal: controller.signal }));
    await flush();
    const reason = new Error('caller gave up');
    controller.abort(reason);
    await expect(pending.promise).rejects.toBe(reason);
    h.clock.advance(1000);
  });

  it('close() fails waiting requests with a NetworkError and refuses new ones', async () => {
    h = harness();
    h.cluster.faults.delayResponses(ApiKey.Metadata, 1000);
    const client = h.client();
    const pending = client.send('any', 'Metadata', () => createMetadataRequest());
    const failed = expect(pending).rejects.toBeInstanceOf(NetworkError);
    await flush();
    await client.close();
    await failed;
    await expect(client.send('any', 'Metadata', () => createMetadataRequest())).rejects.toMatchObject({ requestSent: false });
    h.clock.advance(1000);
  });
});
