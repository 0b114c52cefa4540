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

  it('builds at min(negotiated max, SendOptions.maxVersion) and refuses a ceiling below the broker minimum', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const built: number[] = [];
    const build = (version: number) => {
      built.push(version);
      return createMetadataRequest();
    };
    const capped = await h.client().send('any', 'Metadata', build, { maxVersion: 4 });
    expect(capped.version).toBe(4);
    const range = await h.client().versions('any', 'Metadata');
    const uncapped = await h.client().send('any', 'Metadata', build, { maxVersion: range.max + 10 });
    expect(uncapped.version).toBe(range.max);
    // A per-client cap and a per-request cap: the lower one wins.
    expect((await h.client({ Metadata: 2 }).send('any', 'Metadata', build, { maxVersion: 3 })).version).toBe(2);
    expect(built).toEqual([4, range.max, 2]);
    // Produce's lowest version the cluster serves is above 2: nothing to build, and nothing is sent.
    const produce = await h.client().versions('any', 'Produce');
    const error: unknown = await h.client().send('any', 'Produce', () => { throw new Error('must not build'); }, { maxVersion: produce.min - 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnsupportedApiError);
    expect((error as UnsupportedApiError).message).toMatch(new RegExp(`needs v${produce.min - 1} or lower`));
  });

  it('features() reports the finalized transaction.version of a KIP-890 cluster, and nothing below ApiVersions v3', async () => {
    h = harness({ transactionVersion: 2 });
    const features = await h.client().features('any');
    expect(features.finalized.get('transaction.version')).toEqual({ min: 2, max: 2 });
    expect(features.supported.get('transaction.version')).toEqual({ min: 0, max: 2 });
    const old = await h.client({ ApiVersions: 2 }).features('any');
    expect(old.finalized.size).toBe(0);
    expect(old.finalizedFeaturesEpoch).toBe(-1n);
  });

  it('features() of a transactions-v1 cluster lists the feature as supported but not finalized', async () => {
    h = harness();
    const features = await h.client().features(1);
    expect(features.finalized.has('transaction.version')).toBe(false);
    expect(features.supported.get('transaction.version')).toEqual({ min: 0, max: 2 });
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
