/**
 * A tiny Kafka broker for network tests: a net/tls server that speaks framing (decodeRequest /
 * encodeResponse), answers ApiVersions (optionally like an old broker or like the librdkafka mock),
 * runs the broker side of SASL PLAIN / SCRAM / OAUTHBEARER, and hands every other request to the
 * test, which replies when and in whatever order it wants.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { decodeRequest, encodeResponse } from '../../../src/protocol/broker-framing.js';
import type { DecodedRequest } from '../../../src/protocol/framing.js';
import { apis } from '../../../src/protocol/messages/index.generated.js';
import { createApiVersionsResponse, type ApiVersionsResponse } from '../../../src/protocol/messages/api-versions.generated.js';
import { createMetadataResponse, type MetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import type { SaslAuthenticateRequest } from '../../../src/protocol/messages/sasl-authenticate.generated.js';
import type { SaslHandshakeRequest } from '../../../src/protocol/messages/sasl-handshake.generated.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';

export interface ScramCredentials {
  readonly hash: 'sha256' | 'sha512';
  readonly username: string;
  readonly password: string;
  /** Answer with a wrong server signature, to test the client's verification. */
  readonly forgeServerSignature?: boolean;
  /** Iteration count demanded in server-first (default 4096). */
  readonly iterations?: number;
}

export interface FakeBrokerOptions {
  /** Advertised APIs; default: every API at our codecs' full range. */
  readonly apiVersions?: readonly { apiKey: number; minVersion: number; maxVersion: number }[];
  /** Highest ApiVersions version understood; higher gets a KIP-511 v0 error answer. */
  readonly maxApiVersionsVersion?: number;
  /** Answer ApiVersions v3+ with the librdkafka 2.0.2 mock's non-standard bytes. */
  readonly mockStyleApiVersions?: boolean;
  readonly finalizedFeatures?: readonly { name: string; minVersionLevel: number; maxVersionLevel: number }[];
  readonly tls?: { readonly key: string; readonly cert: string };
  readonly sasl?: {
    readonly plain?: { readonly username: string; readonly password: string };
    readonly scram?: ScramCredentials;
    readonly oauthBearerToken?: string;
  };
  /** Node id reported in Metadata. */
  readonly nodeId?: number;
  /** Close every connection right after accepting it. */
  readonly dropConnections?: boolean;
}

/** A request handed to the test, with ways to answer it. */
export interface ReceivedRequest {
  readonly connectionIndex: number;
  readonly apiName: string;
  readonly version: number;
  readonly correlationId: number;
  readonly clientId: string | null;
  readonly body: unknown;
  /** Encodes `body` as this request's response and writes it. */
  reply(body: unknown): void;
  /** Writes the response frame split into pieces at these byte offsets (split-frame tests). */
  replySplit(body: unknown, cuts: readonly number[]): Promise<void>;
  /** Closes this request's connection. */
  dropConnection(): void;
}

interface ConnectionState {
  readonly index: number;
  readonly socket: net.Socket;
  authenticated: boolean;
  saslMechanism: string | null;
  scram: { clientFirstBare: string; serverFirst: string; nonce: string; salt: Buffer; iterations: number } | null;
  oauthFailed: boolean;
}

export class FakeBroker {
  readonly requests: ReceivedRequest[] = [];
  /** Counts of ApiVersions versions asked, in order. */
  readonly apiVersionsAsked: number[] = [];
  /** Every SaslAuthenticate payload received, in order. */
  readonly saslMessages: Buffer[] = [];
  connectionCount = 0;
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private waiters: { count: number; resolve: () => void }[] = [];
  private readonly options: FakeBrokerOptions;

  private constructor(options: FakeBrokerOptions) {
    this.options = options;
    const onSocket = (socket: net.Socket): void => { this.accept(socket); };
    this.server = options.tls === undefined ? net.createServer(onSocket) : tls.createServer({ key: options.tls.key, cert: options.tls.cert }, onSocket);
  }

  static async start(options: FakeBrokerOptions = {}): Promise<FakeBroker> {
    const broker = new FakeBroker(options);
    await new Promise<void>((resolve) => broker.server.listen(0, '127.0.0.1', resolve));
    return broker;
  }

  get port(): number {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` non-handshake requests have arrived in total. */
  waitForRequests(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** Closes every client connection (the server keeps listening). */
  dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => { resolve(); }));
  }

  private accept(socket: net.Socket): void {
    const state: ConnectionState = { index: this.connectionCount++, socket, authenticated: this.options.sasl === undefined, saslMechanism: null, scram: null, oauthFailed: false };
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    if (this.options.dropConnections === true) {
      socket.destroy();
      return;
    }
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4) {
        const length = pending.readInt32BE(0) + 4;
        if (pending.length < length) break;
        const frame = pending.subarray(0, length);
        pending = pending.subarray(length);
        this.onRequest(state, decodeRequest(frame));
      }
    });
  }

  private write(state: ConnectionState, request: DecodedRequest, body: unknown): void {
    const writer = new Writer();
    encodeResponse(writer, request.api.apiKey, request.header.requestApiVersion, request.header.correlationId, body);
    state.socket.write(writer.toBuffer());
  }

  private onRequest(state: ConnectionState, request: DecodedRequest): void {
    const version = request.header.requestApiVersion;
    switch (request.api.name) {
      case 'ApiVersions':
        this.onApiVersions(state, request);
        return;
      case 'SaslHandshake':
        this.onSaslHandshake(state, request);
        return;
      case 'SaslAuthenticate':
        this.onSaslAuthenticate(state, request);
        return;
      default:
        break;
    }
    if (!state.authenticated) {
      // Kafka closes a connection that sends anything but ApiVersions/SASL before authenticating.
      state.socket.destroy();
      return;
    }
    const received: ReceivedRequest = {
      connectionIndex: state.index,
      apiName: request.api.name,
      version,
      correlationId: request.header.correlationId,
      clientId: request.header.clientId,
      body: request.body,
      reply: (body) => { this.write(state, request, body); },
      replySplit: async (body, cuts) => {
        const writer = new Writer();
        encodeResponse(writer, request.api.apiKey, version, request.header.correlationId, body);
        const bytes = writer.toBuffer();
        let from = 0;
        for (const cut of [...cuts, bytes.length]) {
          await new Promise<void>((resolve) => state.socket.write(bytes.subarray(from, cut), () => { resolve(); }));
          // Give the client a chance to read each piece on its own.
          await new Promise<void>((resolve) => setImmediate(resolve));
          from = cut;
        }
      },
      dropConnection: () => { state.socket.destroy(); },
    };
    this.requests.push(received);
    const ready = this.waiters.filter((waiter) => this.requests.length >= waiter.count);
    this.waiters = this.waiters.filter((waiter) => this.requests.length < waiter.count);
    for (const waiter of ready) waiter.resolve();
  }

  private onApiVersions(state: ConnectionState, request: DecodedRequest): void {
    const version = request.header.requestApiVersion;
    this.apiVersionsAsked.push(version);
    if (this.options.mockStyleApiVersions === true && version >= 3) {
      // librdkafka 2.0.2 mock (rdkafka_mock_handlers.c:1984-2033): error 35, a 1-byte count, one entry, throttle.
      const body = Buffer.from('0023010012000000020000000000', 'hex');
      const frame = Buffer.alloc(8 + body.length);
      frame.writeInt32BE(4 + body.length, 0);
      frame.writeInt32BE(request.header.correlationId, 4);
      body.copy(frame, 8);
      state.socket.write(frame);
      return;
    }
    const apiKeys = (this.options.apiVersions ?? Object.values(apis).map((api) => ({ apiKey: api.apiKey, minVersion: api.minVersion, maxVersion: api.maxVersion })))
      .map((entry) => ({ ...entry }));
    const maxApiVersions = this.options.maxApiVersionsVersion ?? apis.ApiVersions.maxVersion;
    if (version > maxApiVersions) {
      // KIP-511: answer at v0 with UNSUPPORTED_VERSION and our ApiVersions range.
      const writer = new Writer();
      encodeResponse(writer, apis.ApiVersions.apiKey, 0, request.header.correlationId, createApiVersionsResponse({
        errorCode: ErrorCode.UNSUPPORTED_VERSION,
        apiKeys: [{ apiKey: apis.ApiVersions.apiKey, minVersion: 0, maxVersion: maxApiVersions }],
      }));
      state.socket.write(writer.toBuffer());
      return;
    }
    const response: ApiVersionsResponse = createApiVersionsResponse({
      apiKeys,
      finalizedFeaturesEpoch: this.options.finalizedFeatures === undefined ? -1n : 7n,
      finalizedFeatures: (this.options.finalizedFeatures ?? []).map((feature) => ({ ...feature })),
      supportedFeatures: (this.options.finalizedFeatures ?? []).map((feature) => ({ name: feature.name, minVersion: 0, maxVersion: feature.maxVersionLevel })),
    });
    this.write(state, request, response);
  }

  private onSaslHandshake(state: ConnectionState, request: DecodedRequest): void {
    const { mechanism } = request.body as SaslHandshakeRequest;
    const offered = this.offeredMechanisms();
    state.saslMechanism = offered.includes(mechanism) ? mechanism : null;
    this.write(state, request, { errorCode: state.saslMechanism === null ? ErrorCode.UNSUPPORTED_SASL_MECHANISM : 0, mechanisms: offered });
  }

  private offeredMechanisms(): string[] {
    const sasl = this.options.sasl ?? {};
    const offered: string[] = [];
    if (sasl.plain !== undefined) offered.push('PLAIN');
    if (sasl.scram !== undefined) offered.push(sasl.scram.hash === 'sha256' ? 'SCRAM-SHA-256' : 'SCRAM-SHA-512');
    if (sasl.oauthBearerToken !== undefined) offered.push('OAUTHBEARER');
    return offered;
  }

  private onSaslAuthenticate(state: ConnectionState, request: DecodedRequest): void {
    const bytes = (request.body as SaslAuthenticateRequest).authBytes;
    this.saslMessages.push(Buffer.from(bytes));
    const answer = (authBytes: Buffer): void => { this.write(state, request, { errorCode: 0, errorMessage: null, authBytes, sessionLifetimeMs: 0n }); };
    const fail = (message: string): void => {
      this.write(state, request, { errorCode: ErrorCode.SASL_AUTHENTICATION_FAILED, errorMessage: message, authBytes: Buffer.alloc(0), sessionLifetimeMs: 0n });
    };
    const sasl = this.options.sasl ?? {};
    switch (state.saslMechanism) {
      case 'PLAIN': {
        const [, username, password] = bytes.toString('utf8').split('\u0000');
        if (username === sasl.plain?.username && password === sasl.plain?.password) {
          state.authenticated = true;
          answer(Buffer.alloc(0));
        } else fail('Invalid username or password');
        return;
      }
      case 'SCRAM-SHA-256':
      case 'SCRAM-SHA-512': {
        const scram = sasl.scram;
        if (scram === undefined) return;
        this.onScram(state, scram, bytes.toString('utf8'), answer, fail);
        return;
      }
      case 'OAUTHBEARER': {
        if (state.oauthFailed) {
          fail('invalid token');
          return;
        }
        // n,, SOH auth=Bearer <token> SOH [key=value SOH]* SOH
        const parts = bytes.toString('utf8').split('\u0001');
        const token = parts[0] === 'n,,' && parts[1]?.startsWith('auth=Bearer ') === true ? parts[1].slice('auth=Bearer '.length) : undefined;
        if (token !== undefined && token === sasl.oauthBearerToken) {
          state.authenticated = true;
          answer(Buffer.alloc(0));
        } else {
          state.oauthFailed = true;
          answer(Buffer.from('{"status":"invalid_token"}'));
        }
        return;
      }
      case null:
      default:
        state.socket.destroy();
    }
  }

  private onScram(state: ConnectionState, scram: ScramCredentials, message: string, answer: (bytes: Buffer) => void, fail: (message: string) => void): void {
    if (state.scram === null) {
      const clientFirstBare = message.slice(3);
      const attributes = new Map(clientFirstBare.split(',').map((part) => [part.slice(0, 1), part.slice(2)]));
      if (attributes.get('n') !== scram.username) {
        fail('Authentication failed during authentication due to invalid credentials with SASL mechanism');
        return;
      }
      const nonce = `${attributes.get('r') ?? ''}${randomBytes(12).toString('base64')}`;
      const salt = randomBytes(16);
      const iterations = scram.iterations ?? 4096;
      const serverFirst = `r=${nonce},s=${salt.toString('base64')},i=${iterations}`;
      state.scram = { clientFirstBare, serverFirst, nonce, salt, iterations };
      answer(Buffer.from(serverFirst));
      return;
    }
    const { clientFirstBare, serverFirst, nonce, salt, iterations } = state.scram;
    const withoutProof = `c=biws,r=${nonce}`;
    const proof = Buffer.from(message.slice(message.indexOf(',p=') + 3), 'base64');
    const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
    const saltedPassword = pbkdf2Sync(scram.password, salt, iterations, scram.hash === 'sha256' ? 32 : 64, scram.hash);
    const storedKey = createHash(scram.hash).update(createHmac(scram.hash, saltedPassword).update('Client Key').digest()).digest();
    const clientSignature = createHmac(scram.hash, storedKey).update(authMessage).digest();
    const clientKey = Buffer.from(proof.map((byte, index) => byte ^ (clientSignature[index] ?? 0)));
    if (!message.startsWith(withoutProof) || !createHash(scram.hash).update(clientKey).digest().equals(storedKey)) {
      fail('Authentication failed during authentication due to invalid credentials with SASL mechanism');
      return;
    }
    const serverKey = createHmac(scram.hash, saltedPassword).update('Server Key').digest();
    const signature = scram.forgeServerSignature === true ? randomBytes(serverKey.length) : createHmac(scram.hash, serverKey).update(authMessage).digest();
    state.authenticated = true;
    answer(Buffer.from(`v=${signature.toString('base64')}`));
  }
}

/** A Metadata response naming `topics` (used as labels by the pipelining tests). */
export function metadataAnswer(request: ReceivedRequest, nodeId = 1, port = 9092): unknown {
  const topics = ((request.body as MetadataRequest).topics ?? []).map((topic) => ({
    errorCode: 0, name: topic.name, topicId: ZERO_UUID, isInternal: false, partitions: [], topicAuthorizedOperations: -2147483648,
  }));
  return createMetadataResponse({ brokers: [{ nodeId, host: '127.0.0.1', port, rack: null }], controllerId: nodeId, topics });
}

/** A Metadata request body for topic `label`. */
export function labelledMetadata(label: string): MetadataRequest {
  return { topics: [{ topicId: ZERO_UUID, name: label }], allowAutoTopicCreation: false, includeClusterAuthorizedOperations: false, includeTopicAuthorizedOperations: false };
}
