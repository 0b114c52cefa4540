/**
 * The TCP face's server-side SASL at the wire level, with a raw client that writes exactly the frames
 * under test: what an unauthenticated connection may send, the order of closes and answers, pipelining
 * behind authentication, re-handshakes, and the pre-KIP-152 raw-token path after SaslHandshake v0.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { createApiVersionsRequest } from '../../../src/protocol/messages/api-versions.generated.js';
import { encodeRequest } from '../../../src/protocol/framing.js';
import { apiByKey, ApiKey, type ApiKeyName, type ApiMessages } from '../../../src/protocol/messages/index.generated.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { createSaslAuthenticateRequest } from '../../../src/protocol/messages/sasl-authenticate.generated.js';
import { createSaslHandshakeRequest } from '../../../src/protocol/messages/sasl-handshake.generated.js';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { RawKafkaClient } from './raw-kafka-client.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function saslFace(): Promise<TcpCluster> {
  const face = await startCluster({ brokers: 1, topics: [{ name: 'orders', partitions: 1 }], sasl: { mechanisms: ['PLAIN', 'SCRAM-SHA-256'], users: { alice: 'pw' } } });
  started.push(face);
  return face;
}

async function client(face: TcpCluster): Promise<RawKafkaClient> {
  const connection = await RawKafkaClient.connect(face.servers[0]!.port);
  started.push(connection);
  return connection;
}

const plainToken = (username: string, password: string): Buffer => Buffer.from(`\u0000${username}\u0000${password}`, 'utf8');

describe('before authentication', () => {
  it('advertises SaslHandshake v0-1 and SaslAuthenticate v0-2 in ApiVersions', async () => {
    const connection = await client(await saslFace());
    const versions = await connection.request('ApiVersions', 3, createApiVersionsRequest({ clientSoftwareName: 'raw', clientSoftwareVersion: '1' }));
    const range = (apiKey: number) => versions.apiKeys.find((entry) => entry.apiKey === apiKey);
    expect(range(ApiKey.SaslHandshake)).toMatchObject({ minVersion: 0, maxVersion: 1 });
    expect(range(ApiKey.SaslAuthenticate)).toMatchObject({ minVersion: 0, maxVersion: 2 });
  });

  it('closes the connection, without an answer, on any other request', async () => {
    const connection = await client(await saslFace());
    connection.write(connection.frame('Metadata', 9, createMetadataRequest()));
    await connection.closed;
    expect(connection.responses).toHaveLength(0);
  });

  it('closes after a handshake that has not completed authentication, on a non-SASL request', async () => {
    const connection = await client(await saslFace());
    expect((await connection.request('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' }))).errorCode).toBe(ErrorCode.NONE);
    connection.write(connection.frame('Metadata', 9, createMetadataRequest()));
    await connection.closed;
    expect(connection.responses).toHaveLength(1);
  });

  it('answers UNSUPPORTED_SASL_MECHANISM with the enabled mechanisms, then closes', async () => {
    const connection = await client(await saslFace());
    const answer = await connection.request('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'GSSAPI' }));
    expect(answer).toEqual({ errorCode: ErrorCode.UNSUPPORTED_SASL_MECHANISM, mechanisms: ['PLAIN', 'SCRAM-SHA-256'] });
    await connection.closed;
  });

  it('answers SaslAuthenticate before SaslHandshake with ILLEGAL_SASL_STATE, then closes', async () => {
    const connection = await client(await saslFace());
    const answer = await connection.request('SaslAuthenticate', 2, createSaslAuthenticateRequest({ authBytes: plainToken('alice', 'pw') }));
    expect(answer.errorCode).toBe(ErrorCode.ILLEGAL_SASL_STATE);
    await connection.closed;
  });
});

describe('authentication', () => {
  it('answers a failed authentication with SASL_AUTHENTICATION_FAILED and a message, then closes', async () => {
    const connection = await client(await saslFace());
    await connection.request('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' }));
    const answer = await connection.request('SaslAuthenticate', 2, createSaslAuthenticateRequest({ authBytes: plainToken('alice', 'nope') }));
    expect(answer.errorCode).toBe(ErrorCode.SASL_AUTHENTICATION_FAILED);
    expect(answer.errorMessage).toBe('Authentication failed: Invalid username or password');
    await connection.closed;
  });

  it('serves a request pipelined behind the last SaslAuthenticate, in order', async () => {
    const face = await saslFace();
    const connection = await client(face);
    connection.write(Buffer.concat([
      connection.frame('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' })),
      connection.frame('SaslAuthenticate', 1, createSaslAuthenticateRequest({ authBytes: plainToken('alice', 'pw') })),
      connection.frame('Metadata', 9, createMetadataRequest({ topics: null })),
    ]));
    await connection.waitForResponses(3);
    expect(connection.responses.map((response) => response.correlationId)).toEqual([1, 2, 3]);
    const metadata = connection.responses[2]!.body as { topics: { name: string | null }[] };
    expect(metadata.topics.map((topic) => topic.name)).toEqual(['orders']);
    expect(face.servers[0]!.authenticatedPrincipals()).toEqual(['alice']);
  });

  it('answers a second handshake after authentication with ILLEGAL_SASL_STATE and keeps serving', async () => {
    const connection = await client(await saslFace());
    await connection.request('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' }));
    expect((await connection.request('SaslAuthenticate', 2, createSaslAuthenticateRequest({ authBytes: plainToken('alice', 'pw') }))).errorCode).toBe(ErrorCode.NONE);
    expect((await connection.request('SaslHandshake', 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' }))).errorCode).toBe(ErrorCode.ILLEGAL_SASL_STATE);
    const metadata = await connection.request('Metadata', 9, createMetadataRequest({ topics: null }));
    expect(metadata.topics.map((topic) => topic.name)).toEqual(['orders']);
    expect(connection.hasClosed).toBe(false);
  });

  it('answers an unauthenticated flood one request at a time, in order, reading no further ahead', async () => {
    const face = await saslFace();
    const connection = await client(face);
    // Before authentication requests are handled one at a time (Kafka's SaslServerAuthenticator): 200 frames
    // written at once are answered in order, and the broker holds at most one of them at a time.
    const frames = Array.from({ length: 200 }, () => connection.frame('ApiVersions', 3, createApiVersionsRequest({ clientSoftwareName: 'raw', clientSoftwareVersion: '1' })));
    connection.write(Buffer.concat(frames));
    await connection.waitForResponses(1);
    expect(face.servers[0]!.connectionStats()[0]!.pendingResponses).toBeLessThanOrEqual(1);
    await connection.waitForResponses(200);
    expect(connection.responses.map((response) => response.correlationId)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
  });
});

describe('SaslHandshake v0 (raw tokens, pre-KIP-152)', () => {
  async function readFrame(socket: Socket, buffered: { bytes: Buffer }): Promise<Buffer> {
    for (;;) {
      if (buffered.bytes.length >= 4) {
        const size = buffered.bytes.readInt32BE(0);
        if (buffered.bytes.length >= 4 + size) {
          const frame = buffered.bytes.subarray(4, 4 + size);
          buffered.bytes = buffered.bytes.subarray(4 + size);
          return frame;
        }
      }
      const chunk = await new Promise<Buffer>((resolve, reject) => {
        socket.once('data', resolve);
        socket.once('close', () => {
          reject(new Error('closed'));
        });
      });
      buffered.bytes = Buffer.concat([buffered.bytes, chunk]);
    }
  }

  function request<Name extends ApiKeyName>(api: Name, version: number, correlationId: number, body: ApiMessages[Name]['request']): Buffer {
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey[api], apiVersion: version, correlationId, clientId: 'raw-v0' }, body, apiByKey);
    return writer.toBuffer();
  }

  function sized(payload: Buffer): Buffer {
    const frame = Buffer.alloc(4 + payload.length);
    frame.writeInt32BE(payload.length, 0);
    payload.copy(frame, 4);
    return frame;
  }

  it('authenticates PLAIN with a raw token, then serves Kafka requests; a bad raw token closes', async () => {
    const face = await saslFace();
    for (const [password, succeeds] of [['pw', true], ['bad', false]] as const) {
      const socket = connect({ port: face.servers[0]!.port, host: '127.0.0.1' });
      started.push({ close: () => new Promise<void>((resolve) => { socket.destroy(); resolve(); }) });
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      const closed = new Promise<void>((resolve) => socket.once('close', () => { resolve(); }));
      socket.on('error', () => undefined);
      const buffered = { bytes: Buffer.alloc(0) };
      socket.write(request('SaslHandshake', 0, 1, createSaslHandshakeRequest({ mechanism: 'PLAIN' })));
      await readFrame(socket, buffered);
      socket.write(sized(plainToken('alice', password)));
      if (succeeds) {
        expect(await readFrame(socket, buffered)).toHaveLength(0);
        expect(face.servers[0]!.authenticatedPrincipals()).toContain('alice');
        socket.write(request('Metadata', 9, 2, createMetadataRequest({ topics: null })));
        expect((await readFrame(socket, buffered)).length).toBeGreaterThan(8);
      } else {
        await closed;
        expect(buffered.bytes).toHaveLength(0);
      }
      socket.destroy();
    }
  });
});
