/**
 * Negotiation, routing, failover and reconnect backoff of TcpNetworkClient against local fake brokers.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/internal/clock.js';
import { ConfigError } from '../../../src/config/config-error.js';
import { apis } from '../../../src/protocol/messages/index.generated.js';
import { NetworkError, UnsupportedApiError } from '../../../src/network/network-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import type { TcpNetworkClientOptions } from '../../../src/config/tcp-network-client-config.js';
import { FakeBroker, labelledMetadata, metadataAnswer, type FakeBrokerOptions } from './fake-broker.js';
import type { TestSeams } from '../../../src/internal/test-seams.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function broker(options: FakeBrokerOptions = {}): Promise<FakeBroker> {
  const fake = await FakeBroker.start(options);
  started.push({ close: () => fake.stop() });
  return fake;
}

function client(options: TcpNetworkClientOptions & TestSeams): TcpNetworkClient {
  const network = new TcpNetworkClient(options);
  started.push(network);
  return network;
}

/** A port nothing listens on: connections are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** Answers every request the fake broker receives from now on with a Metadata response. */
function autoAnswer(fake: FakeBroker): void {
  const answerFrom = async (index: number): Promise<void> => {
    await fake.waitForRequests(index + 1);
    const request = fake.requests[index];
    if (request === undefined) return;
    request.reply(metadataAnswer(request));
    await answerFrom(index + 1);
  };
  void answerFrom(fake.requests.length);
}

describe('ApiVersions negotiation', () => {
  it('asks at our highest ApiVersions version and keeps the intersection with our codecs', async () => {
    const fake = await broker({ apiVersions: [
      { apiKey: apis.ApiVersions.apiKey, minVersion: 0, maxVersion: 4 },
      { apiKey: apis.Metadata.apiKey, minVersion: 0, maxVersion: 99 },
      { apiKey: apis.Produce.apiKey, minVersion: 0, maxVersion: 7 },
      { apiKey: 999, minVersion: 0, maxVersion: 3 },
    ] });
    const network = client({ bootstrapServers: fake.address });
    expect(await network.versions('any', 'Metadata')).toEqual({ min: 0, max: apis.Metadata.maxVersion });
    expect(await network.versions('any', 'Produce')).toEqual({ min: apis.Produce.minVersion, max: 7 });
    expect(fake.apiVersionsAsked).toEqual([apis.ApiVersions.maxVersion]);
  });

  it('retries at v2 after the librdkafka mock answers a v3+ request with error 35 and an undecodable body', async () => {
    const fake = await broker({ mockStyleApiVersions: true });
    const network = client({ bootstrapServers: fake.address });
    autoAnswer(fake);
    const result = await network.send('any', 'Metadata', () => labelledMetadata('x'));
    expect(result.response.topics[0]?.name).toBe('x');
    expect(fake.apiVersionsAsked).toEqual([apis.ApiVersions.maxVersion, 2]);
  });

  it('retries at the version a KIP-511 broker names in its UNSUPPORTED_VERSION answer', async () => {
    const fake = await broker({ maxApiVersionsVersion: 3 });
    const network = client({ bootstrapServers: fake.address });
    await network.versions('any', 'Metadata');
    expect(fake.apiVersionsAsked).toEqual([apis.ApiVersions.maxVersion, 3]);
  });

  it('rejects an API the broker lacks with UnsupportedApiError naming it, without sending anything', async () => {
    const fake = await broker({ apiVersions: [
      { apiKey: apis.ApiVersions.apiKey, minVersion: 0, maxVersion: 3 },
      { apiKey: apis.Metadata.apiKey, minVersion: 0, maxVersion: 12 },
      { apiKey: apis.Produce.apiKey, minVersion: 0, maxVersion: 2 },
    ] });
    const network = client({ bootstrapServers: fake.address });
    const missing = await failure(network.send('any', 'InitProducerId', () => { throw new Error('must not build'); }));
    expect(missing).toBeInstanceOf(UnsupportedApiError);
    expect((missing as UnsupportedApiError).api).toBe('InitProducerId');
    expect((missing as Error).message).toContain('does not advertise');
    const tooOld = await failure(network.versions('any', 'Produce'));
    expect((tooOld as Error).message).toContain('v0-v2');
    expect(fake.requests).toHaveLength(0);
  });

  it('builds at min(negotiated max, maxVersion) and sends that version on the wire', async () => {
    const fake = await broker({ apiVersions: [
      { apiKey: apis.ApiVersions.apiKey, minVersion: 0, maxVersion: 3 },
      { apiKey: apis.Metadata.apiKey, minVersion: 0, maxVersion: 12 },
    ] });
    const network = client({ bootstrapServers: fake.address });
    autoAnswer(fake);
    const built: number[] = [];
    const build = (label: string) => (version: number) => {
      built.push(version);
      return labelledMetadata(label);
    };
    expect((await network.send('any', 'Metadata', build('capped'), { maxVersion: 4 })).version).toBe(4);
    expect((await network.send('any', 'Metadata', build('above'), { maxVersion: 50 })).version).toBe(12);
    expect((await network.send('any', 'Metadata', build('none'))).version).toBe(12);
    expect(built).toEqual([4, 12, 12]);
    expect(fake.requests.map((request) => request.version)).toEqual([4, 12, 12]);
  });

  it('refuses a maxVersion below the broker minimum with UnsupportedApiError, sending nothing', async () => {
    const fake = await broker({ apiVersions: [
      { apiKey: apis.ApiVersions.apiKey, minVersion: 0, maxVersion: 3 },
      { apiKey: apis.Metadata.apiKey, minVersion: 4, maxVersion: 12 },
    ] });
    const network = client({ bootstrapServers: fake.address });
    const error = await failure(network.send('any', 'Metadata', () => { throw new Error('must not build'); }, { maxVersion: 3 }));
    expect(error).toBeInstanceOf(UnsupportedApiError);
    expect((error as UnsupportedApiError).api).toBe('Metadata');
    expect((error as Error).message).toContain('needs v3 or lower, the broker accepts v4-v12');
    expect(fake.requests).toHaveLength(0);
  });

  it('exposes the finalized features of ApiVersions v3+ (transaction.version for KIP-890)', async () => {
    const fake = await broker({ finalizedFeatures: [{ name: 'transaction.version', minVersionLevel: 0, maxVersionLevel: 2 }] });
    const network = client({ bootstrapServers: fake.address });
    const features = await network.features('any');
    expect(features.finalized.get('transaction.version')).toEqual({ min: 0, max: 2 });
    expect(features.finalizedFeaturesEpoch).toBe(7n);
  });
});

describe('routing, failover and reconnect', () => {
  it('fails over from a refusing bootstrap server to the next one for target any', async () => {
    const refused = await closedPort();
    const fake = await broker();
    const network = client({ bootstrapServers: `127.0.0.1:${refused}, ${fake.address}` });
    expect(network.brokers().map((node) => node.nodeId)).toEqual([-1, -2]);
    autoAnswer(fake);
    const result = await network.send('any', 'Metadata', () => labelledMetadata('boot'));
    expect(result.nodeId).toBe(-2);
  });

  it('routes to metadata brokers once known and retires the bootstrap connection', async () => {
    const bootstrap = await broker();
    const real = await broker();
    const network = client({ bootstrapServers: [bootstrap.address] });
    autoAnswer(bootstrap);
    await network.send('any', 'Metadata', () => labelledMetadata('first'));
    network.updateBrokers([{ nodeId: 7, host: '127.0.0.1', port: real.port, rack: 'r1' }]);
    expect(network.brokers()).toEqual([{ nodeId: 7, host: '127.0.0.1', port: real.port, rack: 'r1' }]);
    autoAnswer(real);
    const result = await network.send('any', 'Metadata', () => labelledMetadata('second'));
    expect(result.nodeId).toBe(7);
    expect(real.requests).toHaveLength(1);
    expect(await failure(network.send(8, 'Metadata', () => labelledMetadata('nobody')))).toBeInstanceOf(NetworkError);
  });

  it('backs off exponentially (with jitter) between attempts to a failing broker, per broker', async () => {
    const clock = new ManualClock();
    const dropping = await broker({ dropConnections: true });
    const healthy = await broker();
    const network = client({ bootstrapServers: dropping.address, clock, reconnectBackoffMs: 100, reconnectBackoffMaxMs: 1_000, random: () => 0.5 });
    network.updateBrokers([
      { nodeId: 1, host: '127.0.0.1', port: dropping.port, rack: null },
      { nodeId: 2, host: '127.0.0.1', port: healthy.port, rack: null },
    ]);
    const attempt = async (): Promise<NetworkError> => failure(network.versions(1, 'Metadata')) as Promise<NetworkError>;
    expect((await attempt()).requestSent).toBe(false);
    expect(dropping.connectionCount).toBe(1);
    // Within the backoff no connection is attempted.
    expect((await attempt()).message).toContain('reconnect backoff');
    clock.advance(99);
    await attempt();
    expect(dropping.connectionCount).toBe(1);
    clock.advance(1);
    await attempt();
    expect(dropping.connectionCount).toBe(2);
    // Second failure: 200 ms (jitter factor 1.0 with random 0.5).
    clock.advance(199);
    await attempt();
    expect(dropping.connectionCount).toBe(2);
    clock.advance(1);
    await attempt();
    expect(dropping.connectionCount).toBe(3);
    // The failing broker does not hold up another one.
    autoAnswer(healthy);
    expect((await network.send(2, 'Metadata', () => labelledMetadata('fine'))).nodeId).toBe(2);
  });

  it('a broker that never answers does not stall requests to another broker', async () => {
    const silent = await broker();
    const healthy = await broker();
    const network = client({ bootstrapServers: silent.address });
    network.updateBrokers([
      { nodeId: 1, host: '127.0.0.1', port: silent.port, rack: null },
      { nodeId: 2, host: '127.0.0.1', port: healthy.port, rack: null },
    ]);
    const stuck = failure(network.send(1, 'Metadata', () => labelledMetadata('stuck')));
    await silent.waitForRequests(1);
    autoAnswer(healthy);
    expect((await network.send(2, 'Metadata', () => labelledMetadata('ok'))).response.topics[0]?.name).toBe('ok');
    await network.close();
    expect(await stuck).toBeInstanceOf(NetworkError);
  });
});

describe('options', () => {
  it('rejects bad options with a ConfigError naming each field', () => {
    let caught: unknown;
    try {
      new TcpNetworkClient({ bootstrapServers: 'nohost', requestTimeoutMs: 0, reconnectBackoffMs: 5_000, reconnectBackoffMaxMs: 10, sasl: { mechanism: 'gssapi' } } as unknown as TcpNetworkClientOptions);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const fields = (caught as ConfigError).issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['bootstrapServers.0', 'requestTimeoutMs', 'sasl.mechanism']));
  });

  it('accepts a comma-separated list and IPv6 hosts', () => {
    const network = new TcpNetworkClient({ bootstrapServers: 'a.example:9092, [::1]:9093' });
    expect(network.brokers().map((node) => `${node.host}:${node.port}`)).toEqual(['a.example:9092', '::1:9093']);
  });
});
