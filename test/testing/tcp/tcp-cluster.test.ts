/**
 * The TCP face over the real dispatcher and cluster: addresses in Metadata, the ApiVersions handshake,
 * fault outcomes on real sockets, broker down/up, and closing everything.
 */
import { connect, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../../src/internal/clock.js';
import { createApiVersionsRequest, type ApiVersionsResponse } from '../../../src/protocol/messages/api-versions.generated.js';
import { ApiKey } from '../../../src/protocol/messages/index.generated.js';
import { createMetadataRequest, type MetadataResponse } from '../../../src/protocol/messages/metadata.generated.js';
import { createSaslHandshakeRequest } from '../../../src/protocol/messages/sasl-handshake.generated.js';
import { InMemoryCluster } from '../../../src/testing/in-memory-cluster.js';
import { serveCluster, startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { LIBRDKAFKA_METADATA_V13_ALL_TOPICS, LIBRDKAFKA_METADATA_V13_ALL_TOPICS_100_MORE_BYTES } from '../../protocol/fixtures/librdkafka-frames.js';
import { RawKafkaClient } from './raw-kafka-client.js';

const faces: TcpCluster[] = [];
const clients: RawKafkaClient[] = [];

async function start(options: Parameters<typeof startCluster>[0] = {}): Promise<TcpCluster> {
  const face = await startCluster(options);
  faces.push(face);
  return face;
}

async function client(port: number): Promise<RawKafkaClient> {
  const connected = await RawKafkaClient.connect(port);
  clients.push(connected);
  return connected;
}

function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve('connected'); });
    socket.once('error', (error: NodeJS.ErrnoException) => { resolve(error.code ?? error.message); });
  });
}

/** A port that was free a moment ago, with the next one free too. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    if (address === null || typeof address === 'string') throw new Error('no address');
    if (address.port < 65535 && (await connectOutcome(address.port + 1)) === 'ECONNREFUSED') return address.port;
  }
}

/** Lets pending socket and promise callbacks run (no wall-clock wait), until `done` or a bound. */
async function settle(done: () => boolean): Promise<void> {
  for (let round = 0; round < 1000 && !done(); round++) await new Promise((resolve) => setImmediate(resolve));
  if (!done()) throw new Error('condition not reached');
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((each) => each.close()));
  await Promise.all(faces.splice(0).map((each) => each.close()));
});

describe('startCluster', () => {
  it('serves N brokers on free ports and advertises the bound addresses in Metadata', async () => {
    const face = await start({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }] });
    const ports = face.servers.map((server) => server.port);
    expect(face.bootstrapServers).toBe(ports.map((port) => `127.0.0.1:${port}`).join(','));
    expect(new Set(ports).size).toBe(3);
    const connection = await client(ports[1]!);
    const metadata = await connection.request('Metadata', 12, createMetadataRequest({ topics: null }));
    expect(metadata.brokers.map((broker) => [broker.nodeId, broker.host, broker.port])).toEqual([
      [1, '127.0.0.1', ports[0]],
      [2, '127.0.0.1', ports[1]],
      [3, '127.0.0.1', ports[2]],
    ]);
    expect(metadata.topics.map((topic) => [topic.name, topic.partitions.length])).toEqual([['orders', 3]]);
  });

  it('puts brokers on consecutive ports from --port', async () => {
    const port = await freePortPair();
    const face = await start({ brokers: 2, port });
    expect(face.servers.map((server) => server.port)).toEqual([port, port + 1]);
    expect(face.bootstrapServers).toBe(`127.0.0.1:${port},127.0.0.1:${port + 1}`);
  });

  it('fails cleanly when a port is taken, releasing the ports it had bound', async () => {
    const port = await freePortPair();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port + 1, '127.0.0.1', resolve));
    try {
      await expect(startCluster({ brokers: 2, port })).rejects.toThrow(/EADDRINUSE/);
      expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => { resolve(); }));
    }
  });

  it('serveCluster exposes an existing cluster and leaves it open on close', async () => {
    const cluster = new InMemoryCluster({ topics: [{ name: 'kept' }] });
    const face = await serveCluster(cluster);
    expect(face.cluster).toBe(cluster);
    await face.close();
    expect(cluster.state.topic('kept')).toBeDefined();
    cluster.close();
  });
});

describe('ApiVersions handshake', () => {
  it('answers v3 (flexible request, v0 response header) and v0 with the same advertised ranges', async () => {
    const face = await start();
    const connection = await client(face.servers[0]!.port);
    const v3 = await connection.request('ApiVersions', 3, createApiVersionsRequest({ clientSoftwareName: 'test', clientSoftwareVersion: '1.0' }));
    const v0 = await connection.request('ApiVersions', 0, createApiVersionsRequest());
    expect(v3.errorCode).toBe(ErrorCode.NONE);
    expect(v0.errorCode).toBe(ErrorCode.NONE);
    expect(v0.apiKeys).toEqual(v3.apiKeys);
    const keys = new Map(v3.apiKeys.map((entry) => [entry.apiKey, entry]));
    for (const key of [ApiKey.Produce, ApiKey.Fetch, ApiKey.Metadata, ApiKey.InitProducerId, ApiKey.EndTxn, ApiKey.ApiVersions]) expect(keys.has(key)).toBe(true);
  });

  it('answers an ApiVersions version beyond what it supports with UNSUPPORTED_VERSION in v0 (KIP-511), then serves the retry', async () => {
    const face = await start();
    const connection = await client(face.servers[0]!.port);
    // v99: unknown to the codecs too, so the header is parsed no further than its fixed prefix.
    connection.expect(1, ApiKey.ApiVersions, 0);
    connection.write(Buffer.from([0, 0, 0, 16, 0, 18, 0, 99, 0, 0, 0, 1, 0, 3, 0x61, 0x62, 0x63, 0, 0xde, 0xad]));
    await connection.waitForResponses(1);
    const refusal = connection.responses[0]!.body as ApiVersionsResponse;
    expect(refusal.errorCode).toBe(ErrorCode.UNSUPPORTED_VERSION);
    const range = refusal.apiKeys.find((entry) => entry.apiKey === ApiKey.ApiVersions);
    expect(range).toBeDefined();
    const retry = await client(face.servers[0]!.port);
    const answer = await retry.request('ApiVersions', range!.maxVersion, createApiVersionsRequest({ clientSoftwareName: 'test', clientSoftwareVersion: '1' }));
    expect(answer.errorCode).toBe(ErrorCode.NONE);
  });
});

describe('bytes after a complete request body', () => {
  it("answers librdkafka's all-topics Metadata v13 (3 bytes after the body) as Kafka does, on a connection that stays open", async () => {
    const face = await start({ topics: [{ name: 'orders', partitions: 2 }, { name: 'payments', partitions: 1 }] });
    const connection = await client(face.servers[0]!.port);
    connection.expect(3, ApiKey.Metadata, 13);
    connection.write(LIBRDKAFKA_METADATA_V13_ALL_TOPICS);
    await connection.waitForResponses(1);
    const metadata = connection.responses[0]!.body as MetadataResponse;
    expect(metadata.brokers.map((broker) => broker.port)).toEqual([face.servers[0]!.port]);
    expect(metadata.topics.map((topic) => [topic.name, topic.errorCode, topic.partitions.length]).sort()).toEqual([['orders', 0, 2], ['payments', 0, 1]]);
    // 100 more bytes after the body, as test/kafka/request-trailing-bytes.test.ts sends to real Kafka: answered too.
    connection.expect(4, ApiKey.Metadata, 13);
    connection.write(LIBRDKAFKA_METADATA_V13_ALL_TOPICS_100_MORE_BYTES);
    await connection.waitForResponses(2);
    expect((connection.responses[1]!.body as MetadataResponse).topics).toHaveLength(2);
    // The same connection goes on serving exact frames.
    const again = await connection.request('Metadata', 13, createMetadataRequest({ topics: null }));
    expect(again.topics).toHaveLength(2);
    expect(connection.hasClosed).toBe(false);
  });
});

describe('requests the cluster cannot serve', () => {
  it('closes on an API it does not implement (SaslHandshake: plaintext only)', async () => {
    const face = await start();
    const connection = await client(face.servers[0]!.port);
    connection.write(connection.frame('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' })));
    await connection.closed;
    expect(connection.responses).toHaveLength(0);
  });
});

describe('faults on real sockets', () => {
  it('answers pipelined requests in order when the first one is delayed on the cluster clock', async () => {
    const clock = new ManualClock();
    const face = await start({ clock });
    face.cluster.faults.delayResponses(ApiKey.Metadata, 500);
    const connection = await client(face.servers[0]!.port);
    connection.write(Buffer.concat([connection.frame('Metadata', 9, createMetadataRequest()), connection.frame('ApiVersions', 3, createApiVersionsRequest())]));
    await settle(() => clock.pendingTimers === 1);
    expect(connection.responses).toHaveLength(0);
    clock.advance(500);
    await connection.waitForResponses(2);
    expect(connection.responses.map((response) => response.correlationId)).toEqual([1, 2]);
  });

  it('closes the connection on an injected close-connection fault, and serves the next connection', async () => {
    const face = await start();
    face.cluster.faults.closeConnections(ApiKey.Metadata);
    const first = await client(face.servers[0]!.port);
    first.write(first.frame('Metadata', 1, createMetadataRequest()));
    await first.closed;
    expect(first.responses).toHaveLength(0);
    const second = await client(face.servers[0]!.port);
    await second.request('Metadata', 1, createMetadataRequest());
    face.cluster.faults.assertNoPendingFaults();
  });

  it('sends no response for a dropped one but keeps the connection', async () => {
    const face = await start();
    face.cluster.faults.dropResponses(ApiKey.Metadata);
    const connection = await client(face.servers[0]!.port);
    connection.write(Buffer.concat([connection.frame('Metadata', 1, createMetadataRequest()), connection.frame('Metadata', 1, createMetadataRequest())]));
    await connection.waitForResponses(1);
    expect(connection.responses.map((response) => response.correlationId)).toEqual([2]);
  });
});

describe('broker down and up', () => {
  it('closes the broker connections, refuses new ones, and listens again on the same port', async () => {
    const face = await start({ brokers: 2 });
    const port = face.server(2).port;
    const onTwo = await client(port);
    const onOne = await client(face.server(1).port);
    await onTwo.request('Metadata', 1, createMetadataRequest());
    await face.setBrokerUp(2, false);
    await onTwo.closed;
    expect(face.cluster.state.broker(2)?.up).toBe(false);
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    // The other broker is unaffected and still lists the down broker (Kafka keeps it until it is fenced).
    const metadata = await onOne.request('Metadata', 1, createMetadataRequest());
    expect(metadata.brokers.map((broker) => broker.nodeId)).toContain(2);
    await face.setBrokerUp(2, true);
    expect(face.server(2).port).toBe(port);
    const again = await client(port);
    await again.request('Metadata', 1, createMetadataRequest());
  });

  it('cuts clients off when a test takes the broker down through the cluster alone', async () => {
    const face = await start();
    const port = face.servers[0]!.port;
    const connection = await client(port);
    face.cluster.setBrokerUp(1, false);
    connection.write(connection.frame('Metadata', 1, createMetadataRequest()));
    await connection.closed;
    const refused = await client(port);
    await refused.closed;
    face.cluster.setBrokerUp(1, true);
    const back = await client(port);
    await back.request('Metadata', 1, createMetadataRequest());
  });
});

describe('close', () => {
  it('ends every connection and listener', async () => {
    const face = await start({ brokers: 2 });
    const ports = face.servers.map((server) => server.port);
    const connections = await Promise.all(ports.map((port) => client(port)));
    await face.close();
    await Promise.all(connections.map((connection) => connection.closed));
    for (const server of face.servers) {
      expect(server.listening).toBe(false);
      expect(server.connectionCount).toBe(0);
    }
    for (const port of ports) expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    await face.close();
  });
});
