/**
 * A dead or wrong broker is reported within the call's bound, and the message and the `cause` chain name the last
 * real failure with the broker's address, in every timing: a closed port (ECONNREFUSED), also when the bound
 * expires while the broker is in reconnect backoff; an unresolvable host (ENOTFOUND); a broker that accepts the
 * connection and never answers (the attempt still in progress); an untrusted certificate (TLS); a wrong password
 * (SASL). Producer (send, initTransactions, connect) and consumer (poll, connect), over real sockets against the
 * in-memory cluster's TCP face or a bare server. Real-time bounds are generous; the assertions are on the errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Consumer } from '../../../src/consumer/consumer.js';
import { BrokersUnreachableError, ConsumerTimeoutError } from '../../../src/consumer/consumer-errors.js';
import { MetadataTimeoutError } from '../../../src/cluster/metadata-cache.js';
import { ProducerTimeoutError } from '../../../src/errors/producer-errors.js';
import { isAuthenticationError, SslAuthenticationError } from '../../../src/network/network-errors.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../../src/producer/producer.js';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { selfSignedCertificate } from './self-signed-certificate.js';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

let directory = '';
const brokerCertificate = { key: '', cert: '' };
let untrustedCert = '';
beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-dead-broker-'));
  Object.assign(brokerCertificate, selfSignedCertificate(directory, 'broker'));
  untrustedCert = selfSignedCertificate(directory, 'other').cert;
});
afterAll(() => { rmSync(directory, { recursive: true, force: true }); });

/** A port nothing listens on: a server bound it, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
  return port;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => { server.listen(0, '127.0.0.1', () => { resolve((server.address() as { port: number }).port); }); });
}

/** A server that accepts connections and never answers (ApiVersions stays unanswered). */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => { sockets.add(socket); socket.on('error', () => undefined); });
  const port = await listen(server);
  closers.push(() => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => { resolve(); });
  }));
  return port;
}

async function face(options: { tls?: boolean; sasl?: boolean }): Promise<TcpCluster> {
  const cluster = await startCluster({
    brokers: 1, topics: [{ name: 'orders', partitions: 1 }],
    ...(options.tls === true ? { tls: brokerCertificate } : {}),
    ...(options.sasl === true ? { sasl: { mechanisms: ['PLAIN'], users: { alice: 'alice-secret' } } } : {}),
  });
  closers.push(() => cluster.close());
  return cluster;
}

function producer(options: ConstructorParameters<typeof Producer>[0]): Producer {
  const created = new Producer(options);
  closers.push(() => created.close({ timeoutMs: 1_000 }));
  return created;
}

function consumer(options: ConstructorParameters<typeof Consumer>[0]): Consumer {
  const created = new Consumer(options);
  closers.push(() => created.close({ timeoutMs: 1_000 }));
  return created;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(() => undefined, (error: unknown) => error);
  if (!(outcome instanceof Error)) throw new Error(`expected a rejection, got ${String(outcome)}`);
  return outcome;
}

/** The messages of `error` and its causes. */
function chain(error: Error): string[] {
  const messages: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) messages.push(cause.message);
  return messages;
}

/** Asserts that the message and some cause both name `what`. */
function expectNamed(error: Error, what: RegExp): void {
  expect(error.message).toMatch(what);
  expect(chain(error).slice(1).some((message) => what.test(message))).toBe(true);
}

describe('a closed port: ECONNREFUSED, in every timing', () => {
  // A reconnect backoff longer than the bound: after the first refused attempt, every retry fails fast "in
  // reconnect backoff", so the bound expires there. The error must still name ECONNREFUSED.
  const inBackoff = (port: number): TcpNetworkClient => new TcpNetworkClient({ bootstrapServers: [`127.0.0.1:${port}`], reconnectBackoffMs: 60_000, reconnectBackoffMaxMs: 60_000 });

  it('send() whose bound expires while the broker is in reconnect backoff', async () => {
    const port = await closedPort();
    const network = inBackoff(port);
    closers.push(() => network.close());
    const error = await rejection(producer({ network, maxBlockMs: 1_000 }).send({ topic: 'orders', value: 'v' }));
    expect(error).toBeInstanceOf(MetadataTimeoutError);
    expectNamed(error, /ECONNREFUSED/);
    expect(error.message).toContain(`127.0.0.1:${port}`);
  });

  it('initTransactions() whose bound expires while the broker is in reconnect backoff', async () => {
    const port = await closedPort();
    const network = inBackoff(port);
    closers.push(() => network.close());
    const error = await rejection(producer({ network, transactionalId: 'refused', maxBlockMs: 1_000 }).initTransactions());
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expectNamed(error, /ECONNREFUSED/);
  });

  it('connect() of the producer and of the consumer', async () => {
    const port = await closedPort();
    const servers = [`127.0.0.1:${port}`];
    const fromProducer = await rejection(producer({ bootstrapServers: servers }).connect({ timeoutMs: 1_000 }));
    expect(fromProducer).toBeInstanceOf(ProducerTimeoutError);
    expectNamed(fromProducer, /ECONNREFUSED/);
    expect(fromProducer.message).not.toContain('it may still complete');
    const fromConsumer = await rejection(consumer({ bootstrapServers: servers }).connect({ timeoutMs: 1_000 }));
    expect(fromConsumer).toBeInstanceOf(ConsumerTimeoutError);
    expectNamed(fromConsumer, /ECONNREFUSED/);
  });

  it('poll() of a subscribed consumer rejects once defaultApiTimeoutMs passed without a broker', async () => {
    const port = await closedPort();
    const subscribed = consumer({ bootstrapServers: [`127.0.0.1:${port}`], groupId: 'g', defaultApiTimeoutMs: 1_500 });
    subscribed.subscribe(['orders']);
    const error = await rejection(subscribed.poll({ timeoutMs: 30_000 }));
    expect(error).toBeInstanceOf(BrokersUnreachableError);
    expectNamed(error, /ECONNREFUSED/);
    expect(error.message).toContain(`127.0.0.1:${port}`);
  });
});

describe('a broker that went away after the producers started', () => {
  it('commitTransaction(), abortTransaction(), sendOffsetsToTransaction() and a delivery name ECONNREFUSED', async () => {
    const cluster = await face({});
    const servers = [cluster.bootstrapServers];
    const options = { bootstrapServers: servers, lingerMs: 0, requestTimeoutMs: 1_000, deliveryTimeoutMs: 1_500 } as const;
    const [committing, aborting, offsets] = await Promise.all(['commit', 'abort', 'offsets'].map(async (role) => {
      const created = producer({ ...options, transactionalId: `went-away-${role}` });
      await created.initTransactions();
      created.beginTransaction();
      await created.send({ topic: 'orders', partition: 0, value: role });
      return created;
    })) as [Producer, Producer, Producer];
    const idempotent = producer(options);
    await idempotent.send({ topic: 'orders', partition: 0, value: 'first' });
    await cluster.close();
    const group = { groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null };
    const errors = await Promise.all([
      rejection(committing.commitTransaction({ timeoutMs: 1_500 })),
      rejection(aborting.abortTransaction({ timeoutMs: 1_500 })),
      rejection(offsets.sendOffsetsToTransaction([{ topic: 'orders', partition: 0, offset: 1n }], group, { timeoutMs: 1_500 })),
      rejection(idempotent.send({ topic: 'orders', partition: 0, value: 'second' })),
    ]);
    expect(errors.map((error) => error.constructor.name)).toEqual(['ProducerTimeoutError', 'ProducerTimeoutError', 'ProducerTimeoutError', 'DeliveryTimeoutError']);
    for (const error of errors) expectNamed(error, /ECONNREFUSED/);
  });
});

describe('an unresolvable host: ENOTFOUND', () => {
  // `.invalid` never resolves (RFC 2606); without any DNS server the resolver says EAI_AGAIN instead.
  const unresolvable = /ENOTFOUND|EAI_AGAIN/;

  it('send() and initTransactions() name the host and the resolver error', async () => {
    const servers = ['broker.kafka-eos.invalid:9092'];
    const sent = await rejection(producer({ bootstrapServers: servers, maxBlockMs: 1_500 }).send({ topic: 'orders', value: 'v' }));
    expect(sent).toBeInstanceOf(MetadataTimeoutError);
    expectNamed(sent, unresolvable);
    expect(sent.message).toContain('broker.kafka-eos.invalid');
    const initialized = await rejection(producer({ bootstrapServers: servers, transactionalId: 'nowhere', maxBlockMs: 1_500 }).initTransactions());
    expectNamed(initialized, unresolvable);
  });

  it('connect() and poll() of the consumer', async () => {
    const servers = ['broker.kafka-eos.invalid:9092'];
    expectNamed(await rejection(consumer({ bootstrapServers: servers }).connect({ timeoutMs: 1_000 })), unresolvable);
    const subscribed = consumer({ bootstrapServers: servers, groupId: 'g', defaultApiTimeoutMs: 1_500 });
    subscribed.subscribe(['orders']);
    expectNamed(await rejection(subscribed.poll({ timeoutMs: 30_000 })), unresolvable);
  });
});

describe('a broker that accepts connections and never answers', () => {
  it('a bound that expires during the first connection attempt names what the attempt waits for', async () => {
    const port = await silentServer();
    const servers = [`127.0.0.1:${port}`];
    const initialized = await rejection(producer({ bootstrapServers: servers, transactionalId: 'silent', maxBlockMs: 1_000, requestTimeoutMs: 20_000 }).initTransactions());
    expect(initialized).toBeInstanceOf(ProducerTimeoutError);
    expectNamed(initialized, /still waiting for the answer to ApiVersions/);
    expect(initialized.message).toContain(`127.0.0.1:${port}`);
    const sent = await rejection(producer({ bootstrapServers: servers, maxBlockMs: 1_000, requestTimeoutMs: 20_000 }).send({ topic: 'orders', value: 'v' }));
    expect(sent).toBeInstanceOf(MetadataTimeoutError);
    expectNamed(sent, /still waiting for the answer to ApiVersions/);
    const connected = await rejection(producer({ bootstrapServers: servers, requestTimeoutMs: 20_000 }).connect({ timeoutMs: 1_000 }));
    expectNamed(connected, /still waiting for the answer to ApiVersions/);
  });
});

describe('a wrong broker: TLS and SASL failures are reported at once', () => {
  it('an untrusted certificate: send(), initTransactions(), connect() and poll() reject with SslAuthenticationError', async () => {
    const cluster = await face({ tls: true });
    const tls = { ca: untrustedCert };
    const servers = [cluster.bootstrapServers];
    const startedAt = Date.now();
    const sent = await rejection(producer({ bootstrapServers: servers, tls, maxBlockMs: 30_000 }).send({ topic: 'orders', value: 'v' }));
    expect(sent).toBeInstanceOf(SslAuthenticationError);
    expect(sent.message).toContain(cluster.bootstrapServers);
    const initialized = await rejection(producer({ bootstrapServers: servers, tls, transactionalId: 'tls', maxBlockMs: 30_000 }).initTransactions());
    expect(chain(initialized).some((message) => message.includes('TLS handshake'))).toBe(true);
    const connected = await rejection(producer({ bootstrapServers: servers, tls }).connect({ timeoutMs: 30_000 }));
    expect(connected).toBeInstanceOf(SslAuthenticationError);
    const subscribed = consumer({ bootstrapServers: servers, tls, groupId: 'g' });
    subscribed.subscribe(['orders']);
    const polled = await rejection(subscribed.poll({ timeoutMs: 30_000 }));
    expect(isAuthenticationError(polled)).toBe(true);
    expect(polled.message).toContain('TLS handshake');
    // Each of them well within its 30 s bound: authentication failures are not retried to a timeout.
    expect(Date.now() - startedAt).toBeLessThan(20_000);
  });

  it('a wrong password: send(), initTransactions(), connect() and poll() reject with SaslAuthenticationError', async () => {
    const cluster = await face({ sasl: true });
    const sasl = { mechanism: 'plain', username: 'alice', password: 'wrong' } as const;
    const servers = [cluster.bootstrapServers];
    const startedAt = Date.now();
    const sent = await rejection(producer({ bootstrapServers: servers, sasl, maxBlockMs: 30_000 }).send({ topic: 'orders', value: 'v' }));
    expect(sent).toBeInstanceOf(SaslAuthenticationError);
    expect(sent.message).toContain('Invalid username or password');
    const initialized = await rejection(producer({ bootstrapServers: servers, sasl, transactionalId: 'sasl', maxBlockMs: 30_000 }).initTransactions());
    expect(chain(initialized).some((message) => message.includes('Invalid username or password'))).toBe(true);
    expect(await rejection(consumer({ bootstrapServers: servers, sasl }).connect({ timeoutMs: 30_000 }))).toBeInstanceOf(SaslAuthenticationError);
    const subscribed = consumer({ bootstrapServers: servers, sasl, groupId: 'g' });
    subscribed.subscribe(['orders']);
    expect(await rejection(subscribed.poll({ timeoutMs: 30_000 }))).toBeInstanceOf(SaslAuthenticationError);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
  });
});

describe('connect() against a working broker', () => {
  it('resolves, also when called again or concurrently, and the producer then works', async () => {
    const cluster = await face({});
    const servers = [cluster.bootstrapServers];
    const transactional = producer({ bootstrapServers: servers, transactionalId: 'connected' });
    await Promise.all([transactional.connect(), transactional.connect({ timeoutMs: 5_000 })]);
    await transactional.connect();
    await transactional.initTransactions();
    const reader = consumer({ bootstrapServers: servers, groupId: 'g' });
    await reader.connect();
  });
});
