/**
 * TLS and SASL through TcpNetworkClient against a fake broker that checks credentials server-side.
 * The TLS certificate is self-signed and generated per run with the openssl CLI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAuthenticationError, SslAuthenticationError } from '../../../src/network/network-errors.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import type { TcpNetworkClientOptions } from '../../../src/config/tcp-network-client-config.js';
import { FakeBroker, labelledMetadata, metadataAnswer, type FakeBrokerOptions } from './fake-broker.js';
import { selfSignedCertificate } from './self-signed-certificate.js';

let directory = '';
const certificates = { key: '', cert: '', otherCert: '' };

function selfSigned(name: string): { key: string; cert: string } {
  return selfSignedCertificate(directory, name);
}

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-tls-'));
  const server = selfSigned('broker');
  certificates.key = server.key;
  certificates.cert = server.cert;
  certificates.otherCert = selfSigned('other').cert;
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function roundTrip(brokerOptions: FakeBrokerOptions, clientOptions: Partial<TcpNetworkClientOptions>): Promise<{ fake: FakeBroker; label: Promise<string | null | undefined> }> {
  const fake = await FakeBroker.start(brokerOptions);
  started.push({ close: () => fake.stop() });
  const network = new TcpNetworkClient({ bootstrapServers: fake.address, ...clientOptions });
  started.push(network);
  const label = network.send('any', 'Metadata', () => labelledMetadata('secure')).then((result) => result.response.topics[0]?.name);
  // Answer once the request passed TLS and SASL (the fake closes unauthenticated connections).
  void fake.waitForRequests(1).then(() => {
    const request = fake.requests[0];
    if (request !== undefined) request.reply(metadataAnswer(request));
  });
  return { fake, label };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('TLS', () => {
  it('connects over TLS trusting the self-signed CA, verifying the host name', async () => {
    const { label } = await roundTrip({ tls: certificates }, { tls: { ca: certificates.cert, servername: 'localhost' } });
    expect(await label).toBe('secure');
  });

  it('fails at once with SslAuthenticationError (fatal, nothing sent) when the server certificate is not trusted', async () => {
    const { label, fake } = await roundTrip({ tls: certificates }, { tls: { ca: certificates.otherCert } });
    const error = await failure(label);
    expect(error).toBeInstanceOf(SslAuthenticationError);
    expect(isAuthenticationError(error)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('combines TLS and SASL (SASL_SSL)', async () => {
    const { label } = await roundTrip(
      { tls: certificates, sasl: { scram: { hash: 'sha512', username: 'alice', password: 'wonder' } } },
      { tls: { ca: certificates.cert }, sasl: { mechanism: 'scram-sha-512', username: 'alice', password: 'wonder' } },
    );
    expect(await label).toBe('secure');
  });
});

describe('SASL', () => {
  it('authenticates with PLAIN before sending requests', async () => {
    const { label, fake } = await roundTrip({ sasl: { plain: { username: 'alice', password: 'pw' } } }, { sasl: { mechanism: 'plain', username: 'alice', password: 'pw' } });
    expect(await label).toBe('secure');
    expect(fake.saslMessages).toEqual([Buffer.from('\u0000alice\u0000pw')]);
  });

  it('fails PLAIN with a wrong password as SaslAuthenticationError carrying the broker message', async () => {
    const { label, fake } = await roundTrip({ sasl: { plain: { username: 'alice', password: 'pw' } } }, { sasl: { mechanism: 'plain', username: 'alice', password: 'nope' } });
    const error = await failure(label);
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    expect((error as Error).message).toContain('Invalid username or password');
    expect(fake.requests).toHaveLength(0);
  });

  for (const hash of ['sha256', 'sha512'] as const) {
    const mechanism = hash === 'sha256' ? 'scram-sha-256' : 'scram-sha-512';
    it(`authenticates with ${mechanism}; the server checks the proof`, async () => {
      const { label, fake } = await roundTrip({ sasl: { scram: { hash, username: 'bob', password: 'builder' } } }, { sasl: { mechanism, username: 'bob', password: 'builder' } });
      expect(await label).toBe('secure');
      expect(fake.saslMessages).toHaveLength(2);
    });

    it(`rejects a wrong ${mechanism} password`, async () => {
      const { label } = await roundTrip({ sasl: { scram: { hash, username: 'bob', password: 'builder' } } }, { sasl: { mechanism, username: 'bob', password: 'wrong' } });
      expect(await failure(label)).toBeInstanceOf(SaslAuthenticationError);
    });
  }

  it('refuses a SCRAM server whose final signature does not verify', async () => {
    const { label, fake } = await roundTrip(
      { sasl: { scram: { hash: 'sha256', username: 'bob', password: 'builder', forgeServerSignature: true } } },
      { sasl: { mechanism: 'scram-sha-256', username: 'bob', password: 'builder' } },
    );
    expect((await failure(label) as Error).message).toContain('does not verify');
    expect(fake.requests).toHaveLength(0);
  });

  it('authenticates with OAUTHBEARER using the token callback, and reports a rejected token', async () => {
    const good = await roundTrip({ sasl: { oauthBearerToken: 'jwt-1' } }, { sasl: { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: 'jwt-1', extensions: { tenant: 'blue' } }) } });
    expect(await good.label).toBe('secure');
    expect(good.fake.saslMessages[0]?.toString()).toContain('tenant=blue\u0001');
    const bad = await roundTrip({ sasl: { oauthBearerToken: 'jwt-1' } }, { sasl: { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: 'forged' }) } });
    expect(await failure(bad.label)).toBeInstanceOf(SaslAuthenticationError);
  });

  it('names the mechanisms the broker offers when ours is not enabled', async () => {
    const { label } = await roundTrip({ sasl: { plain: { username: 'a', password: 'b' } } }, { sasl: { mechanism: 'scram-sha-256', username: 'a', password: 'b' } });
    expect((await failure(label) as Error).message).toContain('it offers PLAIN');
  });
});
