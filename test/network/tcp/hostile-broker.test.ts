/**
 * The client against scripted misbehaving brokers on 127.0.0.1: absurd but
 * well-framed Metadata, failed authentication and TLS verification, and a SCRAM server demanding 2^31-1
 * iterations. The producer must stay within maxBlockMs, fail at once where retrying cannot help, and name why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MetadataTimeoutError } from '../../../src/cluster/metadata-cache.js';
import { isAuthenticationError, SslAuthenticationError } from '../../../src/network/network-errors.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { createMetadataResponse, type MetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { createProduceResponse } from '../../../src/protocol/messages/produce.generated.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { Producer } from '../../../src/producer/producer.js';
import { FakeBroker, labelledMetadata, type FakeBrokerOptions, type ReceivedRequest } from './fake-broker.js';
import { selfSignedCertificate } from './self-signed-certificate.js';

let directory = '';
const certificates = { key: '', cert: '', otherCert: '' };
beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-hostile-'));
  const server = selfSignedCertificate(directory, 'broker');
  certificates.key = server.key;
  certificates.cert = server.cert;
  certificates.otherCert = selfSignedCertificate(directory, 'other').cert;
});
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function fakeBroker(options: FakeBrokerOptions = {}): Promise<FakeBroker> {
  const fake = await FakeBroker.start(options);
  started.push({ close: () => fake.stop() });
  return fake;
}

function producer(options: ConstructorParameters<typeof Producer>[0]): Producer {
  const created = new Producer(options);
  started.push({ close: () => created.close({ timeoutMs: 1000 }) });
  return created;
}

/** Answers every request the fake receives with `answer` until the test ends. */
function answerAll(fake: FakeBroker, answer: (request: ReceivedRequest) => unknown): void {
  const controller = new AbortController();
  const stopped = (): boolean => controller.signal.aborted;
  started.push({ close: () => { controller.abort(); return Promise.resolve(); } });
  void (async () => {
    for (let count = 1; !stopped(); count++) {
      await fake.waitForRequests(count);
      if (stopped()) return;
      const request = fake.requests[count - 1]!;
      const body = answer(request);
      if (body !== undefined) request.reply(body);
    }
  })();
}

/** Metadata naming the fake as broker 1 and, for each asked topic, these partitions. */
function metadataWith(fake: FakeBroker, partitions: readonly { partitionIndex: number; leaderId: number }[]) {
  return (request: ReceivedRequest): unknown => createMetadataResponse({
    brokers: [{ nodeId: 1, host: '127.0.0.1', port: fake.port, rack: null }],
    controllerId: 1,
    topics: ((request.body as MetadataRequest).topics ?? []).map((topic) => ({
      errorCode: 0, name: topic.name, topicId: ZERO_UUID, isInternal: false, topicAuthorizedOperations: -2147483648,
      partitions: partitions.map((each) => ({ errorCode: 0, partitionIndex: each.partitionIndex, leaderId: each.leaderId, leaderEpoch: 0, replicaNodes: [each.leaderId], isrNodes: [each.leaderId], offlineReplicas: [] })),
    })),
  });
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('absurd Metadata (item 1)', () => {
  it('a partition index of 2^31-2 is inconsistent metadata: send fails at maxBlockMs naming it, without hanging', async () => {
    const fake = await fakeBroker();
    answerAll(fake, (request) => (request.apiName === 'Metadata' ? metadataWith(fake, [{ partitionIndex: 2 ** 31 - 2, leaderId: 1 }])(request) : undefined));
    const client = producer({ bootstrapServers: [fake.address], maxBlockMs: 600, retryBackoffMs: 50, acks: 1, idempotent: false });
    const startedAt = Date.now();
    const error = await rejection(client.send({ topic: 'orders', value: 'v' }));
    expect(error).toBeInstanceOf(MetadataTimeoutError);
    expect(error.message).toContain('partition index 2147483646 outside [0, 1)');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(fake.requests.filter((request) => request.apiName === 'Metadata').length).toBeGreaterThan(1);
  }, 15_000);

  it('duplicate partitions and unusable broker entries are ignored the same way', async () => {
    const fake = await fakeBroker();
    answerAll(fake, (request) => {
      if (request.apiName !== 'Metadata') return undefined;
      const body = metadataWith(fake, [{ partitionIndex: 0, leaderId: 1 }, { partitionIndex: 0, leaderId: 1 }])(request) as ReturnType<typeof createMetadataResponse>;
      body.brokers.push({ nodeId: 2, host: '127.0.0.1', port: 70_000, rack: null }, { nodeId: -1, host: '', port: 0, rack: null });
      return body;
    });
    const client = producer({ bootstrapServers: [fake.address], maxBlockMs: 400, retryBackoffMs: 50, acks: 1, idempotent: false });
    const error = await rejection(client.send({ topic: 'orders', value: 'v' }));
    expect(error.message).toContain('partition 0 listed twice');
  }, 15_000);
});

describe('authentication and TLS verification failures are fatal at once and named (item 2)', () => {
  it('a wrong SASL password fails send with SaslAuthenticationError long before maxBlockMs, after one login per backoff', async () => {
    const fake = await fakeBroker({ sasl: { plain: { username: 'alice', password: 'right' } } });
    const client = producer({ bootstrapServers: [fake.address], sasl: { mechanism: 'plain', username: 'alice', password: 'wrong' }, maxBlockMs: 30_000, acks: 1, idempotent: false });
    const startedAt = Date.now();
    const error = await rejection(client.send({ topic: 'orders', value: 'v' }));
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    expect(error.message).toContain('Invalid username or password');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    // A second send fails at once too, without a login storm.
    expect(await rejection(client.send({ topic: 'orders', value: 'v' }))).toBeInstanceOf(SaslAuthenticationError);
    expect(fake.saslMessages.length).toBeLessThanOrEqual(3);
  }, 15_000);

  it('a rejected OAuth token fails send with SaslAuthenticationError at once', async () => {
    const fake = await fakeBroker({ sasl: { oauthBearerToken: 'good-token' } });
    const client = producer({ bootstrapServers: [fake.address], sasl: { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: 'bad-token' }) }, maxBlockMs: 30_000, acks: 1, idempotent: false });
    const error = await rejection(client.send({ topic: 'orders', value: 'v' }));
    expect(isAuthenticationError(error)).toBe(true);
    expect(error.message).toContain('invalid token');
  }, 15_000);

  it('an untrusted broker certificate fails send with SslAuthenticationError at once', async () => {
    const fake = await fakeBroker({ tls: { key: certificates.key, cert: certificates.cert } });
    const client = producer({ bootstrapServers: [fake.address], tls: { ca: certificates.otherCert }, maxBlockMs: 30_000, acks: 1, idempotent: false });
    const startedAt = Date.now();
    const error = await rejection(client.send({ topic: 'orders', value: 'v' }));
    expect(error).toBeInstanceOf(SslAuthenticationError);
    expect(error.message).toMatch(/certificate/i);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  }, 15_000);

  it('a transactional producer with a wrong password fails initTransactions at once with the SASL error', async () => {
    const fake = await fakeBroker({ sasl: { plain: { username: 'alice', password: 'right' } } });
    const client = producer({ bootstrapServers: [fake.address], transactionalId: 'tx', sasl: { mechanism: 'plain', username: 'alice', password: 'wrong' }, maxBlockMs: 30_000 });
    const startedAt = Date.now();
    const error = await rejection(client.initTransactions());
    const chain: unknown[] = [];
    for (let cause: unknown = error; cause instanceof Error && chain.length < 5; cause = cause.cause) chain.push(cause);
    expect(chain.some((each) => each instanceof SaslAuthenticationError)).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  }, 15_000);

  it('a Produce whose connection fails authentication fails its batch at once instead of retrying until deliveryTimeoutMs', async () => {
    const credentials = { username: 'alice', password: 'right' };
    const fake = await fakeBroker({ sasl: { plain: credentials } });
    answerAll(fake, (request) => {
      if (request.apiName === 'Metadata') {
        // The bootstrap connection authenticated; the password changes before the producer connects to broker 1.
        credentials.password = 'rotated';
        return metadataWith(fake, [{ partitionIndex: 0, leaderId: 1 }])(request);
      }
      return createProduceResponse({ responses: [] });
    });
    const client = producer({ bootstrapServers: [fake.address], sasl: { mechanism: 'plain', username: 'alice', password: 'right' }, deliveryTimeoutMs: 60_000, acks: 1, idempotent: false, lingerMs: 0 });
    const startedAt = Date.now();
    const error = await rejection(client.send({ topic: 'orders', value: 'v' }));
    expect(isAuthenticationError(error)).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  }, 20_000);
});

describe('SCRAM iteration count (item 3)', () => {
  it('refuses a server demanding 2^31-1 iterations at once, and honours a raised sasl.maxIterations', async () => {
    const hostile = await fakeBroker({ sasl: { scram: { hash: 'sha512', username: 'alice', password: 'pw', iterations: 2 ** 31 - 1 } } });
    const network = new TcpNetworkClient({ bootstrapServers: hostile.address, sasl: { mechanism: 'scram-sha-512', username: 'alice', password: 'pw' } });
    started.push(network);
    const startedAt = Date.now();
    const error = await rejection(network.send('any', 'Metadata', () => labelledMetadata('x')));
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    expect(error.message).toContain('iteration count 2147483647 is above the maximum 16384');
    expect(Date.now() - startedAt).toBeLessThan(2_000);

    const slow = await fakeBroker({ sasl: { scram: { hash: 'sha256', username: 'alice', password: 'pw', iterations: 20_000 } } });
    answerAll(slow, (request) => metadataWith(slow, [])(request));
    const raised = new TcpNetworkClient({ bootstrapServers: slow.address, sasl: { mechanism: 'scram-sha-256', username: 'alice', password: 'pw', maxIterations: 20_000 } });
    started.push(raised);
    const answered = await raised.send('any', 'Metadata', () => labelledMetadata('y'));
    expect(answered.response.topics[0]?.name).toBe('y');
  }, 15_000);

  it('close() abandons a key derivation in progress: the attempt fails as closed, not as an authentication failure', async () => {
    const fake = await fakeBroker({ sasl: { scram: { hash: 'sha512', username: 'alice', password: 'pw', iterations: 16_384 } } });
    const network = new TcpNetworkClient({ bootstrapServers: fake.address, sasl: { mechanism: 'scram-sha-512', username: 'alice', password: 'pw' } });
    const pending = rejection(network.send('any', 'Metadata', () => labelledMetadata('x')));
    // Wait until the client-first message arrived, so that the server-first (and the derivation) follows.
    for (let turn = 0; turn < 1000 && fake.saslMessages.length === 0; turn++) await new Promise((resolve) => setImmediate(resolve));
    await network.close();
    const error = await pending;
    expect(isAuthenticationError(error)).toBe(false);
    expect(fake.saslMessages).toHaveLength(1);
  }, 15_000);
});
