/**
 * The TCP face against hostile or broken peers: every request here is well framed but abusive,
 * and the broker must answer or close that one connection, stay bounded in memory and keep serving others.
 */
import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../../src/internal/clock.js';
import { createApiVersionsRequest } from '../../../src/protocol/messages/api-versions.generated.js';
import { createCreateTopicsRequest, createCreateTopicsRequestCreatableTopic } from '../../../src/protocol/messages/create-topics.generated.js';
import { createListTransactionsRequest } from '../../../src/protocol/messages/list-transactions.generated.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { createSaslAuthenticateRequest } from '../../../src/protocol/messages/sasl-authenticate.generated.js';
import { createSaslHandshakeRequest } from '../../../src/protocol/messages/sasl-handshake.generated.js';
import { MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION } from '../../../src/testing/tcp/broker-connection.js';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { batch } from '../batches.js';
import { fetchRequest, produceRequest } from '../handlers/requests.js';
import { RawKafkaClient } from './raw-kafka-client.js';

const started: { close(): Promise<void> }[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function face(options: Parameters<typeof startCluster>[0] = {}): Promise<TcpCluster> {
  const cluster = await startCluster({ brokers: 1, ...options });
  started.push(cluster);
  return cluster;
}

async function client(cluster: TcpCluster): Promise<RawKafkaClient> {
  const connection = await RawKafkaClient.connect(cluster.servers[0]!.port);
  started.push(connection);
  return connection;
}

async function rawSocket(port: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

function closedPromise(socket: Socket): Promise<void> {
  return new Promise((resolve) => { if (socket.destroyed) resolve(); else socket.once('close', () => { resolve(); }); });
}

const sizePrefix = (size: number): Buffer => {
  const prefix = Buffer.alloc(4);
  prefix.writeInt32BE(size, 0);
  return prefix;
};

async function metadataStillAnswered(cluster: TcpCluster): Promise<void> {
  const connection = await client(cluster);
  const metadata = await connection.request('Metadata', 9, createMetadataRequest({ topics: null }));
  expect(metadata.brokers).toHaveLength(1);
}

describe('CreateTopics with hostile counts (item 4)', () => {
  it('answers INVALID_PARTITIONS for 2^31-1 partitions without allocating them, and keeps serving', async () => {
    const cluster = await face();
    const connection = await client(cluster);
    const huge = (name: string, numPartitions: number, replicationFactor = -1): ReturnType<typeof createCreateTopicsRequestCreatableTopic> =>
      createCreateTopicsRequestCreatableTopic({ name, numPartitions, replicationFactor });
    const response = await connection.request('CreateTopics', 7, createCreateTopicsRequest({
      topics: [huge('huge', 2 ** 31 - 1), huge('zero', 0), huge('negative', -5), huge('ten-thousand-one', 10_001), huge('rf', 1, 32_767), huge('fine', 3, 1)],
      timeoutMs: 1000,
    }));
    expect(response.topics.map((topic) => [topic.name, topic.errorCode])).toEqual([
      ['huge', ErrorCode.INVALID_PARTITIONS],
      ['zero', ErrorCode.INVALID_PARTITIONS],
      ['negative', ErrorCode.INVALID_PARTITIONS],
      ['ten-thousand-one', ErrorCode.INVALID_PARTITIONS],
      ['rf', ErrorCode.INVALID_REPLICATION_FACTOR],
      ['fine', ErrorCode.NONE],
    ]);
    expect(cluster.cluster.state.topic('huge')).toBeUndefined();
    expect(cluster.cluster.state.topic('fine')?.partitions).toHaveLength(3);
    await metadataStillAnswered(cluster);
  });

  it('refuses a topic that would take the cluster past its partition bound', async () => {
    const cluster = await face();
    const connection = await client(cluster);
    const topics = Array.from({ length: 11 }, (_, index) => createCreateTopicsRequestCreatableTopic({ name: `t${index}`, numPartitions: 10_000, replicationFactor: 1 }));
    const response = await connection.request('CreateTopics', 7, createCreateTopicsRequest({ topics, timeoutMs: 1000 }));
    expect(response.topics.filter((topic) => topic.errorCode === ErrorCode.NONE)).toHaveLength(10);
    expect(response.topics[10]!.errorCode).toBe(ErrorCode.INVALID_PARTITIONS);
  });
});

describe('frame sizes (items 5 and 6)', () => {
  it('does not allocate an announced 100 MiB frame before its bytes arrive, on 50 connections at once', async () => {
    const cluster = await face();
    const peers = await Promise.all(Array.from({ length: 50 }, () => rawSocket(cluster.servers[0]!.port)));
    for (const peer of peers) peer.write(Buffer.concat([sizePrefix(100 * 1024 * 1024), Buffer.alloc(10)]));
    await vi.waitFor(() => {
      const stats = cluster.servers[0]!.connectionStats();
      expect(stats.filter((each) => each.bufferedReadBytes > 0)).toHaveLength(50);
    });
    const held = cluster.servers[0]!.connectionStats().reduce((sum, each) => sum + each.bufferedReadBytes, 0);
    expect(held).toBeLessThanOrEqual(50 * 64 * 1024);
    await metadataStillAnswered(cluster);
  });

  it('caps frames at 512 KiB before SASL authentication, and at the listener cap after it', async () => {
    const cluster = await face({ topics: [{ name: 'orders', partitions: 1 }], sasl: { mechanisms: ['PLAIN'], users: { alice: 'pw' } } });
    const unauthenticated = await rawSocket(cluster.servers[0]!.port);
    const closed = closedPromise(unauthenticated);
    unauthenticated.write(sizePrefix(512 * 1024 + 1));
    await closed;

    const connection = await client(cluster);
    await connection.request('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' }));
    const auth = await connection.request('SaslAuthenticate', 2, createSaslAuthenticateRequest({ authBytes: Buffer.from('\u0000alice\u0000pw') }));
    expect(auth.errorCode).toBe(ErrorCode.NONE);
    // 600 KiB of records: over the unauthenticated cap, fine once authenticated.
    const records = batch({ values: ['x'.repeat(600 * 1024)] });
    const produced = await connection.request('Produce', 9, produceRequest(cluster.cluster, 'orders', 0, records));
    expect(produced.responses[0]!.partitionResponses[0]!.errorCode).toBe(ErrorCode.NONE);
  });
});

describe('pipelining without reading (item 7)', () => {
  it('stops reading once its in-flight bound or write buffer is full, and answers everything in order once the peer reads', async () => {
    const cluster = await face({ topics: [{ name: 'big', partitions: 1 }] });
    for (let index = 0; index < 4; index++) {
      cluster.cluster.produce({ transactionalId: null, topic: 'big', partition: 0, records: batch({ values: ['y'.repeat(64 * 1024)] }) });
    }
    const connection = await client(cluster);
    connection.socket.pause(); // never read
    const count = 400;
    const frames = Array.from({ length: count }, () => connection.frame('Fetch', 12, fetchRequest(cluster.cluster, 'big', 0, { partitionMaxBytes: 1 << 20 })));
    connection.write(Buffer.concat(frames));
    await vi.waitFor(() => {
      expect(cluster.servers[0]!.connectionStats()[0]?.readingPaused).toBe(true);
    });
    const [stats] = cluster.servers[0]!.connectionStats();
    expect(stats!.pendingResponses).toBeLessThanOrEqual(MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION);
    // Each response is ~256 KiB: the broker holds a few of them, not 400 (100 MiB).
    expect(stats!.bufferedWriteBytes).toBeLessThan(8 * 1024 * 1024);
    connection.socket.resume();
    await connection.waitForResponses(count);
    expect(connection.responses.map((response) => response.correlationId)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
  }, 20_000);
});

describe('ListTransactions patterns (item 8)', () => {
  it('answers (a+)+ against a 30-character id at once (no exponential backtracking)', async () => {
    const cluster = await face();
    const transactionalId = `${'a'.repeat(30)}b`;
    cluster.cluster.initProducerId({ transactionalId, transactionTimeoutMs: 60_000, producerId: -1n, producerEpoch: -1 });
    cluster.cluster.initProducerId({ transactionalId: 'aaaa', transactionTimeoutMs: 60_000, producerId: -1n, producerEpoch: -1 });
    const connection = await client(cluster);
    const response = await connection.request('ListTransactions', 2, createListTransactionsRequest({ durationFilter: -1n, transactionalIdPattern: '(a+)+' }));
    expect(response.errorCode).toBe(ErrorCode.NONE);
    expect(response.transactionStates.map((each) => each.transactionalId)).toEqual(['aaaa']);
    const invalid = await connection.request('ListTransactions', 2, createListTransactionsRequest({ durationFilter: -1n, transactionalIdPattern: '(a)\\1' }));
    expect(invalid.errorCode).toBe(ErrorCode.INVALID_REQUEST);
  }, 5_000);
});

describe('retention (item 9)', () => {
  it('releases evicted batches at once, so retained memory follows retention.maxBytes', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const cluster = await face({ topics: [{ name: 'flood', partitions: 1 }], retention: { maxBytes: 256 * 1024 } });
    const connection = await client(cluster);
    const firstRecords = batch({ values: ['z'.repeat(100 * 1024)] });
    await connection.request('Produce', 9, produceRequest(cluster.cluster, 'flood', 0, firstRecords));
    // The log keeps the broker's copy of the frame; a weak reference to it says when it is collectable.
    const log = cluster.cluster.state.partition('flood', 0)!.log;
    const stored = new WeakRef(log.fetch(0n, 1, 0).batches[0]!.buffer);
    for (let index = 0; index < 10; index++) await connection.request('Produce', 9, produceRequest(cluster.cluster, 'flood', 0, batch({ values: ['z'.repeat(100 * 1024)] })));
    expect(log.sizeInBytes).toBeLessThanOrEqual(256 * 1024);
    expect(log.logStartOffset).toBeGreaterThan(0n);
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(stored.deref()).toBeUndefined();
  });

  it('evicts batches older than retention.maxAgeMs on the next append', async () => {
    const clock = new ManualClock(1_700_000_000_000);
    const cluster = await face({ topics: [{ name: 'aging', partitions: 1 }], clock, retention: { maxAgeMs: 60_000 } });
    const connection = await client(cluster);
    await connection.request('Produce', 9, produceRequest(cluster.cluster, 'aging', 0, batch({ values: ['old'], timestamp: clock.now() })));
    clock.advance(61_000);
    await connection.request('Produce', 9, produceRequest(cluster.cluster, 'aging', 0, batch({ values: ['new'], timestamp: clock.now() })));
    const log = cluster.cluster.state.partition('aging', 0)!.log;
    expect(log.logStartOffset).toBe(1n);
    expect(log.batchCount).toBe(1);
  });
});

describe('an unauthenticated ApiVersions flood', () => {
  it('is answered in order while the broker reads one request at a time', async () => {
    const cluster = await face({ sasl: { mechanisms: ['PLAIN'], users: { alice: 'pw' } } });
    const connection = await client(cluster);
    const frames = Array.from({ length: 50 }, () => connection.frame('ApiVersions', 3, createApiVersionsRequest({ clientSoftwareName: 'raw', clientSoftwareVersion: '1' })));
    connection.write(Buffer.concat(frames));
    await connection.waitForResponses(50);
    expect(connection.hasClosed).toBe(false);
  });
});
