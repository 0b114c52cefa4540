/**
 * A minimal Kafka wire client for the TCP face's tests: writes encoded request frames (or raw bytes),
 * splits the byte stream back into response frames and decodes each against the request it answers
 * (matched by correlation id, and checked to arrive in request order).
 */
import { connect, type Socket } from 'node:net';
import { completeFrameLength, decodeResponse, encodeRequest, peekCorrelationId } from '../../../src/protocol/framing.js';
import { apiByKey, ApiKey, type ApiKeyName, type ApiMessages } from '../../../src/protocol/messages/index.generated.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';

export interface ReceivedResponse {
  readonly correlationId: number;
  readonly body: unknown;
  /** The raw frame, size prefix included. */
  readonly frame: Buffer;
}

interface Expected {
  readonly apiKey: number;
  /** The version the response is encoded at (v0 for an ApiVersions UNSUPPORTED_VERSION answer). */
  readonly responseVersion: number;
}

export class RawKafkaClient {
  readonly socket: Socket;
  /** Resolves when the socket has closed (by either side). */
  readonly closed: Promise<void>;
  private readonly expected = new Map<number, Expected>();
  private readonly received: ReceivedResponse[] = [];
  private readonly waiters: { count: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private nextCorrelationId = 1;
  private isClosed = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.onData(chunk);
    });
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      socket.on('close', () => {
        this.isClosed = true;
        for (const waiter of this.waiters.splice(0)) waiter.reject(new Error(`connection closed after ${this.received.length} responses`));
        resolve();
      });
    });
  }

  static async connect(port: number, host = '127.0.0.1'): Promise<RawKafkaClient> {
    const socket = connect({ port, host });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawKafkaClient(socket);
  }

  /** Responses received so far, in arrival order. */
  get responses(): readonly ReceivedResponse[] {
    return this.received;
  }

  get hasClosed(): boolean {
    return this.isClosed;
  }

  /** Encodes a request frame; `responseVersion` overrides the version its answer is decoded at. */
  frame<Name extends ApiKeyName>(api: Name, version: number, body: ApiMessages[Name]['request'], options: { responseVersion?: number; clientId?: string | null } = {}): Buffer {
    const correlationId = this.nextCorrelationId++;
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey[api], apiVersion: version, correlationId, clientId: options.clientId ?? 'raw-test-client' }, body, apiByKey);
    this.expected.set(correlationId, { apiKey: ApiKey[api], responseVersion: options.responseVersion ?? version });
    return writer.toBuffer();
  }

  /** Registers an expected answer for a hand-made frame (e.g. a version the codecs cannot encode). */
  expect(correlationId: number, apiKey: number, responseVersion: number): void {
    this.expected.set(correlationId, { apiKey, responseVersion });
  }

  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** Sends one request and waits for its response. */
  async request<Name extends ApiKeyName>(api: Name, version: number, body: ApiMessages[Name]['request'], options: { responseVersion?: number } = {}): Promise<ApiMessages[Name]['response']> {
    const before = this.received.length;
    this.write(this.frame(api, version, body, options));
    await this.waitForResponses(before + 1);
    return this.received[before]!.body as ApiMessages[Name]['response'];
  }

  /** Resolves once `count` responses have arrived in total; rejects if the connection closes first. */
  waitForResponses(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    if (this.isClosed) return Promise.reject(new Error(`connection closed after ${this.received.length} responses`));
    return new Promise((resolve, reject) => {
      this.waiters.push({ count, resolve, reject });
    });
  }

  close(): Promise<void> {
    this.socket.destroy();
    return this.closed;
  }

  private onData(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      const length = completeFrameLength(this.pending);
      if (length === 0) break;
      const frame = this.pending.subarray(0, length);
      this.pending = this.pending.subarray(length);
      const correlationId = peekCorrelationId(frame);
      const expected = this.expected.get(correlationId);
      if (expected === undefined) throw new Error(`unexpected correlation id ${correlationId}`);
      this.expected.delete(correlationId);
      const { body } = decodeResponse(frame, expected.apiKey, expected.responseVersion, apiByKey);
      this.received.push({ correlationId, body, frame: Buffer.from(frame) });
    }
    for (let index = this.waiters.length - 1; index >= 0; index--) {
      const waiter = this.waiters[index]!;
      if (this.received.length >= waiter.count) {
        this.waiters.splice(index, 1);
        waiter.resolve();
      }
    }
  }
}
