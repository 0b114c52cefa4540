/**
 * TLS and SASL end to end: TcpNetworkClient (the client side, src/network) against the in-memory
 * cluster's TCP face started with `tls` and/or `sasl` (the server side, src/testing), two
 * implementations that share no code. Certificates are self-signed and generated per run with the
 * openssl CLI into a temporary directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { NetworkError, SslAuthenticationError } from '../../../src/network/network-errors.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import type { TcpNetworkClientOptions } from '../../../src/config/tcp-network-client-config.js';
import { createFindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { createInitProducerIdRequest } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { describeTransactions } from '../../../src/testing/cluster-inspection.js';
import type { SaslServerOptions } from '../../../src/testing/sasl/sasl-server-options.js';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { selfSignedCertificate } from './self-signed-certificate.js';

let directory = '';
const broker = { key: '', cert: '' };
let untrustedCert = '';

function selfSigned(name: string): { key: string; cert: string } {
  return selfSignedCertificate(directory, name);
}

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-face-tls-'));
  Object.assign(broker, selfSigned('broker'));
  untrustedCert = selfSigned('other').cert;
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

const users = { alice: 'alice-secret', bob: 'bob-secret' };

async function face(options: { tls?: boolean; sasl?: SaslServerOptions }): Promise<TcpCluster> {
  const cluster = await startCluster({
    brokers: 1,
    topics: [{ name: 'orders', partitions: 2 }],
    ...(options.tls === true ? { tls: broker } : {}),
    ...(options.sasl === undefined ? {} : { sasl: options.sasl }),
  });
  started.push(cluster);
  return cluster;
}

function client(cluster: TcpCluster, options: Partial<TcpNetworkClientOptions>): TcpNetworkClient {
  const network = new TcpNetworkClient({ bootstrapServers: cluster.bootstrapServers, reconnectBackoffMs: 0, ...options });
  started.push(network);
  return network;
}

async function topicNames(network: TcpNetworkClient): Promise<string[]> {
  const { response } = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: 'orders' }], allowAutoTopicCreation: false }));
  return response.topics.map((topic) => topic.name ?? '');
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

describe('TLS listener', () => {
  it('serves a client that trusts the self-signed certificate, with host name verification', async () => {
    const cluster = await face({ tls: true });
    const network = client(cluster, { tls: { ca: broker.cert, servername: 'localhost' } });
    expect(await topicNames(network)).toEqual(['orders']);
  });

  it('fails with an SslAuthenticationError naming the certificate problem when the client does not trust it', async () => {
    const cluster = await face({ tls: true });
    const network = client(cluster, { tls: { ca: untrustedCert } });
    const error = await failure(topicNames(network));
    expect(error).toBeInstanceOf(SslAuthenticationError);
    expect(`${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`).toMatch(/certificate/i);
  });

  it('mutual TLS: no client certificate fails at once with SslAuthenticationError naming the broker, not a NetworkError', async () => {
    const trusted = selfSigned('client');
    const cluster = await startCluster({ brokers: 1, topics: [{ name: 'orders', partitions: 1 }], tls: { ...broker, ca: trusted.cert, requestCert: true } });
    started.push(cluster);
    expect(await topicNames(client(cluster, { tls: { ca: broker.cert, cert: trusted.cert, key: trusted.key } }))).toEqual(['orders']);
    const startedAt = Date.now();
    // TLS 1.3: the broker judges the client certificate after the client's side of the handshake completed, so its
    // alert arrives as the failure of ApiVersions; it is still an authentication failure, not a network blip. (An
    // untrusted certificate is covered against Kafka: node:tls closes such a connection without an alert.)
    const error = await failure(topicNames(client(cluster, { tls: { ca: broker.cert } })));
    expect(error).toBeInstanceOf(SslAuthenticationError);
    expect(error.message).toMatch(/^TLS handshake with broker -1 \(127\.0\.0\.1:\d+\) failed: the broker sent the TLS alert "certificate required"/);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('does not speak plaintext on a TLS listener', async () => {
    const cluster = await face({ tls: true });
    const network = client(cluster, { requestTimeoutMs: 2_000, connectionTimeoutMs: 2_000 });
    expect(await failure(topicNames(network))).toBeInstanceOf(NetworkError);
  });
});

describe('SASL_PLAINTEXT', () => {
  it('PLAIN: the right password authenticates and the connection then serves Metadata', async () => {
    const cluster = await face({ sasl: { mechanisms: ['PLAIN'], users } });
    const network = client(cluster, { sasl: { mechanism: 'plain', username: 'alice', password: 'alice-secret' } });
    expect(await topicNames(network)).toEqual(['orders']);
    expect(principals(cluster)).toEqual(['alice']);
  });

  it('PLAIN: a wrong password fails with SaslAuthenticationError carrying Kafka\'s message', async () => {
    const cluster = await face({ sasl: { mechanisms: ['PLAIN'], users } });
    const network = client(cluster, { sasl: { mechanism: 'plain', username: 'alice', password: 'wrong' } });
    const error = await failure(topicNames(network));
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    expect(error.message).toContain('Invalid username or password');
    expect((error.cause as { errorCode?: number } | undefined)?.errorCode).toBe(ErrorCode.SASL_AUTHENTICATION_FAILED);
  });

  for (const mechanism of ['scram-sha-256', 'scram-sha-512'] as const) {
    const serverName = mechanism === 'scram-sha-256' ? 'SCRAM-SHA-256' : 'SCRAM-SHA-512';
    it(`${serverName}: the right password authenticates (the client verifies the server signature)`, async () => {
      const cluster = await face({ sasl: { mechanisms: [serverName], users } });
      const network = client(cluster, { sasl: { mechanism, username: 'bob', password: 'bob-secret' } });
      expect(await topicNames(network)).toEqual(['orders']);
      expect(principals(cluster)).toEqual(['bob']);
    });

    it(`${serverName}: a wrong password or an unknown user fails`, async () => {
      const cluster = await face({ sasl: { mechanisms: [serverName], users } });
      const wrongPassword = await failure(topicNames(client(cluster, { sasl: { mechanism, username: 'bob', password: 'alice-secret' } })));
      expect(wrongPassword).toBeInstanceOf(SaslAuthenticationError);
      expect(wrongPassword.message).toContain(`invalid credentials with SASL mechanism ${serverName}`);
      const unknownUser = await failure(topicNames(client(cluster, { sasl: { mechanism, username: 'mallory', password: 'x' } })));
      expect(unknownUser).toBeInstanceOf(SaslAuthenticationError);
      expect(principals(cluster)).toEqual([]);
    });
  }

  it('a mechanism that is not enabled is refused, naming the enabled ones', async () => {
    const cluster = await face({ sasl: { mechanisms: ['SCRAM-SHA-512', 'OAUTHBEARER'], users } });
    const error = await failure(topicNames(client(cluster, { sasl: { mechanism: 'plain', username: 'alice', password: 'alice-secret' } })));
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    expect(error.message).toContain('it offers SCRAM-SHA-512, OAUTHBEARER');
  });

  it('OAUTHBEARER: the validator sees the token and extensions, and its verdict decides', async () => {
    const seen: { token: string; extensions: Readonly<Record<string, string>> }[] = [];
    const cluster = await face({
      sasl: {
        mechanisms: ['OAUTHBEARER'],
        oauthBearerValidator: (token, extensions) => {
          seen.push({ token, extensions });
          return Promise.resolve(token === 'good-token');
        },
      },
    });
    const accepted = client(cluster, { sasl: { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: 'good-token', extensions: { logicalCluster: 'lkc-1' } }) } });
    expect(await topicNames(accepted)).toEqual(['orders']);
    const rejected = client(cluster, { sasl: { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: 'forged-token' }) } });
    const error = await failure(topicNames(rejected));
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    // RFC 7628: the error JSON comes back as a challenge, the client acknowledges, the broker fails the exchange.
    expect(error.message).toContain('invalid_token');
    expect(seen).toEqual([{ token: 'good-token', extensions: { logicalCluster: 'lkc-1' } }, { token: 'forged-token', extensions: {} }]);
  });

  it('a client without SASL is disconnected at its first non-SASL request', async () => {
    const cluster = await face({ sasl: { mechanisms: ['PLAIN'], users } });
    const network = client(cluster, { requestTimeoutMs: 2_000 });
    const error = networkError(await failure(topicNames(network)));
    expect(error.requestSent).toBe(true);
    expect(principals(cluster)).toEqual([]);
  });

  it('after authentication, InitProducerId and Metadata round trips work on the coordinator', async () => {
    const cluster = await face({ sasl: { mechanisms: ['SCRAM-SHA-256'], users } });
    const network = client(cluster, { sasl: { mechanism: 'scram-sha-256', username: 'alice', password: 'alice-secret' } });
    const found = await network.send('any', 'FindCoordinator', (version) =>
      version >= 4 ? createFindCoordinatorRequest({ keyType: 1, coordinatorKeys: ['txn-sasl'] }) : createFindCoordinatorRequest({ keyType: 1, key: 'txn-sasl' }));
    const coordinatorId = found.version >= 4 ? found.response.coordinators[0]?.nodeId : found.response.nodeId;
    if (coordinatorId === undefined) throw new Error('no coordinator');
    const metadata = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [] }));
    network.updateBrokers(metadata.response.brokers.map((each) => ({ nodeId: each.nodeId, host: each.host, port: each.port, rack: each.rack })));
    const init = await network.send(coordinatorId, 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: 'txn-sasl', transactionTimeoutMs: 60_000 }));
    expect(init.response.errorCode).toBe(0);
    expect(init.response.producerId).toBeGreaterThanOrEqual(0n);
    const [described] = describeTransactions(cluster.cluster, ['txn-sasl']);
    expect(described?.producerId).toBe(init.response.producerId);
    expect(described?.producerEpoch).toBe(init.response.producerEpoch);
  });
});

describe('SASL_SSL', () => {
  it('SCRAM-SHA-512 over TLS authenticates; the wrong password still fails', async () => {
    const cluster = await face({ tls: true, sasl: { mechanisms: ['SCRAM-SHA-512'], users } });
    const good = client(cluster, { tls: { ca: broker.cert }, sasl: { mechanism: 'scram-sha-512', username: 'alice', password: 'alice-secret' } });
    expect(await topicNames(good)).toEqual(['orders']);
    const bad = client(cluster, { tls: { ca: broker.cert }, sasl: { mechanism: 'scram-sha-512', username: 'alice', password: 'nope' } });
    expect(await failure(topicNames(bad))).toBeInstanceOf(SaslAuthenticationError);
  });
});

function networkError(error: Error): NetworkError {
  expect(error).toBeInstanceOf(NetworkError);
  if (!(error instanceof NetworkError)) throw error;
  return error;
}

/** Principals of the face's open, authenticated connections. */
function principals(cluster: TcpCluster): string[] {
  return cluster.servers.flatMap((server) => server.authenticatedPrincipals());
}
