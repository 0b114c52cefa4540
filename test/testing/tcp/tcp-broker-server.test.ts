/**
 * The TCP listener against a stub dispatcher: framing over real sockets, response ordering, closing rules,
 * stop/start. The real dispatcher and cluster are exercised in tcp-cluster.test.ts.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger, LogFields } from '../../../src/config/logger.js';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { createApiVersionsRequest, type ApiVersionsResponse } from '../../../src/protocol/messages/api-versions.generated.js';
import { ApiKey, apiByKey, apis } from '../../../src/protocol/messages/index.generated.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import type { DispatchOutcome, RequestContext } from '../../../src/testing/broker/request-dispatcher.js';
import type { TcpRequestDispatcher } from '../../../src/testing/tcp/broker-connection.js';
import { TcpBrokerServer } from '../../../src/testing/tcp/tcp-broker-server.js';
import { LIBRDKAFKA_METADATA_V13_ALL_TOPICS } from '../../protocol/fixtures/librdkafka-frames.js';
import { RawKafkaClient } from './raw-kafka-client.js';

type Handler = (context: RequestContext, body: unknown) => Promise<DispatchOutcome>;

/** Answers every request with its response type's defaults, unless a test installs its own handler. */
class StubDispatcher implements TcpRequestDispatcher {
  readonly calls: { readonly context: RequestContext; readonly body: unknown }[] = [];
  handler: Handler = (context) => Promise.resolve({ kind: 'response', body: apiByKey(context.apiKey)!.response.create() });
  private readonly versions = new Map(Object.values(apis).map((api) => [api.apiKey, { min: api.minVersion, max: api.maxVersion }]));

  supportedVersions(): ReadonlyMap<number, { min: number; max: number }> {
    return this.versions;
  }

  dispatch(context: RequestContext, body: unknown): Promise<DispatchOutcome> {
    this.calls.push({ context, body });
    return this.handler(context, body);
  }
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => { resolve = done; });
  return { promise, resolve };
}

class RecordingLogger implements Logger {
  readonly lines: { level: string; message: string; fields: LogFields | undefined }[] = [];
  debug(message: string, fields?: LogFields): void { this.lines.push({ level: 'debug', message, fields }); }
  info(message: string, fields?: LogFields): void { this.lines.push({ level: 'info', message, fields }); }
  warn(message: string, fields?: LogFields): void { this.lines.push({ level: 'warn', message, fields }); }
  error(message: string, fields?: LogFields): void { this.lines.push({ level: 'error', message, fields }); }
}

const servers: TcpBrokerServer[] = [];
const clients: RawKafkaClient[] = [];

async function startServer(options: { maxFrameBytes?: number; isBrokerUp?: () => boolean; logger?: Logger } = {}): Promise<{ server: TcpBrokerServer; dispatcher: StubDispatcher }> {
  const dispatcher = new StubDispatcher();
  const server = new TcpBrokerServer({ brokerId: 7, dispatcher, ...options });
  servers.push(server);
  await server.start();
  return { server, dispatcher };
}

async function client(server: TcpBrokerServer): Promise<RawKafkaClient> {
  const connected = await RawKafkaClient.connect(server.port);
  clients.push(connected);
  return connected;
}

function connectError(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve('connected'); });
    socket.once('error', (error: NodeJS.ErrnoException) => { resolve(error.code ?? error.message); });
  });
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((each) => each.close()));
  await Promise.all(servers.splice(0).map((each) => each.close()));
});

describe('TcpBrokerServer framing', () => {
  it('listens on a free port of 127.0.0.1 and answers with the header version of the request', async () => {
    const { server, dispatcher } = await startServer();
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
    const connection = await client(server);
    // Metadata v1 is not flexible (response header v0), v12 is (header v1 with tagged fields).
    await connection.request('Metadata', 1, createMetadataRequest());
    await connection.request('Metadata', 12, createMetadataRequest());
    // ApiVersions v3 is flexible, but its response header is always v0 (KIP-511).
    await connection.request('ApiVersions', 3, createApiVersionsRequest({ clientSoftwareName: 'raw', clientSoftwareVersion: '1' }));
    const [v1, v12, apiVersions] = connection.responses;
    // Size, correlation id, then the body: a v1 header adds one empty tagged-field byte.
    expect(v1!.frame.length).toBe(4 + 4 + encodedBodyLength('Metadata', 1));
    expect(v12!.frame.length).toBe(4 + 4 + 1 + encodedBodyLength('Metadata', 12));
    expect(apiVersions!.frame.length).toBe(4 + 4 + encodedBodyLength('ApiVersions', 3));
    expect(dispatcher.calls.map((call) => [call.context.brokerId, call.context.apiKey, call.context.apiVersion, call.context.clientId])).toEqual([
      [7, ApiKey.Metadata, 1, 'raw-test-client'],
      [7, ApiKey.Metadata, 12, 'raw-test-client'],
      [7, ApiKey.ApiVersions, 3, 'raw-test-client'],
    ]);
    expect((dispatcher.calls[2]!.body as { clientSoftwareName: string }).clientSoftwareName).toBe('raw');
  });

  it('gives each connection its own id, stable across its requests', async () => {
    const { server, dispatcher } = await startServer();
    const first = await client(server);
    const second = await client(server);
    await first.request('Metadata', 1, createMetadataRequest());
    await second.request('Metadata', 1, createMetadataRequest());
    await first.request('Metadata', 1, createMetadataRequest());
    const [a, b, c] = dispatcher.calls.map((call) => call.context.connectionId);
    expect(a).toBe(c);
    expect(a).not.toBe(b);
    expect(server.connectionCount).toBe(2);
  });

  it('reassembles requests written one byte at a time', async () => {
    const { server } = await startServer();
    const connection = await client(server);
    const bytes = Buffer.concat([connection.frame('Metadata', 9, createMetadataRequest()), connection.frame('ApiVersions', 0, createApiVersionsRequest())]);
    for (const byte of bytes) connection.write(Buffer.from([byte]));
    await connection.waitForResponses(2);
    expect(connection.responses.map((response) => response.correlationId)).toEqual([1, 2]);
  });

  it('answers many requests arriving in one write, in request order', async () => {
    const { server, dispatcher } = await startServer();
    const connection = await client(server);
    const frames = Array.from({ length: 20 }, (_, index) => connection.frame('Metadata', index % 13, createMetadataRequest()));
    connection.write(Buffer.concat(frames));
    await connection.waitForResponses(20);
    expect(connection.responses.map((response) => response.correlationId)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(dispatcher.calls).toHaveLength(20);
  });

  it('holds a later response until an earlier, slower one is written (per-connection ordering)', async () => {
    const { server, dispatcher } = await startServer();
    const slow = deferred<DispatchOutcome>();
    const fastOutcome = Promise.resolve<DispatchOutcome>({ kind: 'response', body: apis.Metadata.response.create() });
    const dispatched = deferred<undefined>();
    dispatcher.handler = (context) => {
      if (dispatcher.calls.length === 2) dispatched.resolve(undefined);
      return context.apiKey === ApiKey.ApiVersions ? slow.promise : fastOutcome;
    };
    const connection = await client(server);
    connection.write(Buffer.concat([connection.frame('ApiVersions', 3, createApiVersionsRequest()), connection.frame('Metadata', 9, createMetadataRequest())]));
    await dispatched.promise;
    // Both were dispatched in arrival order; the second completes first (its continuation runs before ours).
    expect(dispatcher.calls.map((call) => call.context.apiKey)).toEqual([ApiKey.ApiVersions, ApiKey.Metadata]);
    await fastOutcome;
    expect(connection.responses).toHaveLength(0);
    slow.resolve({ kind: 'response', body: apis.ApiVersions.response.create({ errorCode: 0 }) });
    await connection.waitForResponses(2);
    expect(connection.responses.map((response) => response.correlationId)).toEqual([1, 2]);
  });

  it('sends nothing for a no-response outcome and keeps answering later requests', async () => {
    const { server, dispatcher } = await startServer();
    dispatcher.handler = (context) =>
      Promise.resolve(context.apiVersion === 3 ? { kind: 'no-response' } : { kind: 'response', body: apis.Metadata.response.create() });
    const connection = await client(server);
    connection.write(Buffer.concat([connection.frame('Metadata', 3, createMetadataRequest()), connection.frame('Metadata', 4, createMetadataRequest())]));
    await connection.waitForResponses(1);
    expect(connection.responses.map((response) => response.correlationId)).toEqual([2]);
    expect(connection.hasClosed).toBe(false);
  });

  it('answers ApiVersions newer than the codecs through the dispatcher, decoded at v0 (KIP-511)', async () => {
    const { server, dispatcher } = await startServer();
    dispatcher.handler = () =>
      Promise.resolve({
        kind: 'response',
        body: apis.ApiVersions.response.create({ errorCode: ErrorCode.UNSUPPORTED_VERSION, apiKeys: [{ apiKey: ApiKey.ApiVersions, minVersion: 0, maxVersion: 4 }] }),
        responseVersion: 0,
      });
    const connection = await client(server);
    // ApiVersions v99 (header v2: a flexible client's guess), body unknown to the codecs.
    const frame = Buffer.from([0, 0, 0, 16, 0, 18, 0, 99, 0, 0, 0, 5, 0, 3, 0x61, 0x62, 0x63, 0, 0xde, 0xad]);
    connection.expect(5, ApiKey.ApiVersions, 0);
    connection.write(frame);
    await connection.waitForResponses(1);
    expect(dispatcher.calls[0]!.context).toMatchObject({ apiKey: ApiKey.ApiVersions, apiVersion: 99, clientId: null });
    expect(dispatcher.calls[0]!.body).toBeUndefined();
    const body = connection.responses[0]!.body as ApiVersionsResponse;
    expect(body.errorCode).toBe(ErrorCode.UNSUPPORTED_VERSION);
    expect(body.apiKeys).toEqual([{ apiKey: ApiKey.ApiVersions, minVersion: 0, maxVersion: 4 }]);
  });
});

describe('TcpBrokerServer closing rules', () => {
  it('closes on a frame larger than the cap, before reading its payload', async () => {
    const { server, dispatcher } = await startServer({ maxFrameBytes: 1024 });
    const connection = await client(server);
    const prefix = Buffer.alloc(4);
    prefix.writeInt32BE(1025, 0);
    connection.write(prefix);
    await connection.closed;
    expect(dispatcher.calls).toHaveLength(0);
  });

  it('accepts a frame exactly at the cap', async () => {
    const { server } = await startServer({ maxFrameBytes: 64 });
    const connection = await client(server);
    const frame = connection.frame('Metadata', 1, createMetadataRequest());
    expect(frame.length - 4).toBeLessThanOrEqual(64);
    connection.write(frame);
    await connection.waitForResponses(1);
  });

  it('closes on a negative frame size', async () => {
    const { server } = await startServer();
    const connection = await client(server);
    connection.write(Buffer.from([0x80, 0, 0, 0]));
    await connection.closed;
  });

  it('closes on a request that does not decode, without dispatching it', async () => {
    const { server, dispatcher } = await startServer();
    const connection = await client(server);
    // Metadata v1 whose topic array claims 1000 entries that are not there.
    connection.write(Buffer.from([0, 0, 0, 14, 0, 3, 0, 1, 0, 0, 0, 1, 0xff, 0xff, 0, 0, 0x03, 0xe8]));
    await connection.closed;
    expect(dispatcher.calls).toHaveLength(0);
  });

  it('dispatches a request with bytes after its complete body, ignoring them with a debug log (as Kafka does)', async () => {
    const logger = new RecordingLogger();
    const { server, dispatcher } = await startServer({ logger });
    const connection = await client(server);
    connection.expect(3, ApiKey.Metadata, 13);
    connection.write(LIBRDKAFKA_METADATA_V13_ALL_TOPICS);
    await connection.waitForResponses(1);
    expect(dispatcher.calls).toHaveLength(1);
    expect(dispatcher.calls[0]!.context).toMatchObject({ apiKey: ApiKey.Metadata, apiVersion: 13, clientId: 'rdkafka' });
    expect(dispatcher.calls[0]!.body).toMatchObject({ topics: null, allowAutoTopicCreation: false });
    const ignored = logger.lines.filter((line) => line.message.startsWith('ignored bytes after the request body'));
    expect(ignored.map((line) => [line.level, line.fields?.['trailingBytes'], line.fields?.['apiKey']])).toEqual([['debug', 3, ApiKey.Metadata]]);
    expect(connection.hasClosed).toBe(false);
  });

  it('still applies the frame cap to a frame with bytes after its body', async () => {
    const { server, dispatcher } = await startServer({ maxFrameBytes: LIBRDKAFKA_METADATA_V13_ALL_TOPICS.length - 5 });
    const connection = await client(server);
    connection.write(LIBRDKAFKA_METADATA_V13_ALL_TOPICS); // size 25, cap 24
    await connection.closed;
    expect(dispatcher.calls).toHaveLength(0);
  });

  it('closes on an unknown api key', async () => {
    const { server, dispatcher } = await startServer();
    const connection = await client(server);
    connection.write(Buffer.from([0, 0, 0, 10, 0x7f, 0x00, 0, 0, 0, 0, 0, 1, 0xff, 0xff]));
    await connection.closed;
    expect(dispatcher.calls).toHaveLength(0);
  });

  it('closes on a close-connection outcome, dropping responses queued behind a slower request', async () => {
    const { server, dispatcher } = await startServer();
    const slow = deferred<DispatchOutcome>();
    dispatcher.handler = (context) => (context.apiVersion === 1 ? slow.promise : Promise.resolve({ kind: 'close-connection' }));
    const connection = await client(server);
    connection.write(Buffer.concat([connection.frame('Metadata', 1, createMetadataRequest()), connection.frame('Metadata', 2, createMetadataRequest())]));
    await connection.closed;
    slow.resolve({ kind: 'response', body: apis.Metadata.response.create() });
    await slow.promise;
    expect(connection.responses).toHaveLength(0);
    expect(server.connectionCount).toBe(0);
  });

  it('closes the connection and logs an error when the dispatcher fails', async () => {
    const logger = new RecordingLogger();
    const { server, dispatcher } = await startServer({ logger });
    dispatcher.handler = () => Promise.reject(new Error('handler bug'));
    const connection = await client(server);
    connection.write(connection.frame('Metadata', 1, createMetadataRequest()));
    await connection.closed;
    expect(logger.lines.filter((line) => line.level === 'error').map((line) => line.fields?.['error'])).toEqual(['handler bug']);
  });

  it('closes the connection when a response does not encode at the request version', async () => {
    const logger = new RecordingLogger();
    const { server, dispatcher } = await startServer({ logger });
    // A body of the wrong shape (a handler bug): the Metadata encoder throws on the missing arrays.
    dispatcher.handler = () => Promise.resolve({ kind: 'response', body: {} });
    const connection = await client(server);
    connection.write(connection.frame('Metadata', 0, createMetadataRequest()));
    await connection.closed;
    expect(logger.lines.some((line) => line.level === 'error' && line.message === 'response does not encode')).toBe(true);
  });

  it('refuses connections while the broker is down according to isBrokerUp', async () => {
    let up = false;
    const { server } = await startServer({ isBrokerUp: () => up });
    const refused = await client(server);
    await refused.closed;
    up = true;
    const accepted = await client(server);
    await accepted.request('Metadata', 1, createMetadataRequest());
  });
});

describe('TcpBrokerServer stop and start', () => {
  it('stop closes every connection and refuses new ones; start listens again on the same port', async () => {
    const { server } = await startServer();
    const port = server.port;
    const first = await client(server);
    const second = await client(server);
    await first.request('Metadata', 1, createMetadataRequest());
    await server.stop();
    await Promise.all([first.closed, second.closed]);
    expect(server.listening).toBe(false);
    expect(server.connectionCount).toBe(0);
    expect(await connectError(port)).toBe('ECONNREFUSED');
    await server.start();
    expect(server.port).toBe(port);
    const third = await client(server);
    await third.request('Metadata', 1, createMetadataRequest());
  });

  it('close leaves no listener or connection and cannot be restarted', async () => {
    const { server } = await startServer();
    const connection = await client(server);
    await server.close();
    await connection.closed;
    expect(server.listening).toBe(false);
    expect(await connectError(server.port)).toBe('ECONNREFUSED');
    await expect(server.start()).rejects.toThrow(/closed/);
  });

  it('start rejects when the port is taken', async () => {
    const { server } = await startServer();
    const clash = new TcpBrokerServer({ brokerId: 8, dispatcher: new StubDispatcher(), port: server.port });
    servers.push(clash);
    await expect(clash.start()).rejects.toThrow(/EADDRINUSE/);
    expect(clash.listening).toBe(false);
  });
});

function encodedBodyLength(name: 'Metadata' | 'ApiVersions', version: number): number {
  const writer = new Writer();
  if (name === 'Metadata') apis.Metadata.response.encode(writer, apis.Metadata.response.create(), version);
  else apis.ApiVersions.response.encode(writer, apis.ApiVersions.response.create(), version);
  return writer.offset;
}
