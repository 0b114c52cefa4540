/**
 * One client connection to one broker of the TCP face: frames in, dispatch, frames out.
 *
 * Ordering: Kafka answers the requests of a connection in the order they arrived (clients match
 * responses by correlation id but librdkafka and the Java client also rely on the order). Kafka gets
 * that by muting the channel while a request is being handled (`SocketServer`/`Processor`). Here
 * pipelined requests are dispatched as they arrive (each dispatch starts in arrival order, so the
 * cluster applies them in that order) and their outcomes wait in a per-connection queue until every
 * earlier request has been answered. A delayed response therefore holds back later responses, as on
 * a real broker, without holding back the cluster's handling of later requests.
 *
 * Bounds (a peer that pipelines and never reads must not grow the broker): at most
 * {@link MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION} requests per connection are being handled or waiting for
 * their turn to be written (one before SASL authentication), and none is dispatched while the socket's
 * write buffer is over its high-water mark. When either bound is reached the connection stops reading:
 * the rest of the current chunk is kept unparsed, the socket is paused, and the peer meets TCP
 * back-pressure. Reading resumes when a response is written or the socket drains. Any failure inside
 * the connection closes that connection only, never the listener.
 *
 * Closing rules (Kafka's `SocketServer` and `KafkaApis`):
 * - a size prefix above the cap, or bytes that do not decode: close without an answer;
 * - bytes left inside a frame after a complete request body are ignored (logged at debug level), as Kafka's
 *   `RequestContext.parseRequest` ignores them: librdkafka 2.x sends Metadata v9+ for all topics with 3
 *   such bytes. The size prefix still bounds the frame, so this reads nothing past it and allocates nothing;
 * - except ApiVersions at a version newer than the codecs, which the dispatcher answers with
 *   UNSUPPORTED_VERSION in the v0 format so the client can retry at a version both sides know (KIP-511);
 * - everything else (unknown API, unsupported version, broker down, injected faults) is the
 *   dispatcher's decision, returned as an outcome; `close-connection` closes at once, and responses
 *   still queued for earlier requests are dropped with the connection, as on a broker that drops a socket;
 * - a dispatcher that throws, or a response that does not encode, closes the connection and is logged
 *   at error level: that is a bug in the cluster, not a broker answer.
 *
 * SASL (listener started with `sasl`): the connection owns a {@link SaslServerSession} and passes it to
 * the dispatcher with every request. Until it has authenticated, requests are handled one at a time,
 * as Kafka's `SaslServerAuthenticator` reads one request per step, so a request pipelined behind the last
 * SaslAuthenticate is judged (and its size checked) after authentication, not before; frames are capped
 * at 512 KiB until then. After a v0 SaslHandshake the next frames
 * are raw SASL tokens (no Kafka header) answered as size-prefixed raw bytes; a failed raw exchange can
 * only close. A response flagged `closeAfterResponse` (failed authentication) is written, then the
 * connection is ended.
 */
import type { Socket } from 'node:net';
import type { Logger } from '../../config/logger.js';
import { encodeResponse } from '../../protocol/broker-framing.js';
import { Writer } from '../../protocol/primitives/writer.js';
import type { DispatchOutcome, RequestDispatcher } from '../broker/request-dispatcher.js';
import type { SaslServerConfig } from '../sasl/sasl-server-config.js';
import { SaslServerSession } from '../sasl/sasl-server-session.js';
import { FrameSplitter, InvalidFrameSizeError, MAX_UNAUTHENTICATED_FRAME_BYTES } from './frame-splitter.js';
import { certificatePrincipal } from './client-principal.js';
import { readIncomingRequest } from './incoming-request.js';

/**
 * What the TCP face needs from a request dispatcher: the broker-side handlers of the in-memory cluster
 * (`RequestDispatcher`), or any object of the same shape.
 * @public
 */
export type TcpRequestDispatcher = Pick<RequestDispatcher, 'dispatch' | 'supportedVersions'>;

/**
 * Settings of one {@link BrokerConnection}.
 * @internal
 */
export interface BrokerConnectionOptions {
  readonly brokerId: number;
  readonly connectionId: number;
  readonly dispatcher: TcpRequestDispatcher;
  readonly maxFrameBytes: number;
  readonly logger: Logger;
  /** The listener's SASL configuration; absent for a listener without SASL. */
  readonly sasl?: SaslServerConfig;
  /** Called once when the socket has closed, whatever the reason. */
  readonly onClose: (connection: BrokerConnection) => void;
}

/**
 * Requests of one connection being handled or waiting to be written, after authentication. Kafka handles
 * one at a time; a few more keep the cluster's handling of pipelined requests concurrent (see Ordering)
 * while bounding what a peer that never reads can make the broker hold.
 * @internal
 */
export const MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION = 16;

/**
 * Diagnostics of one connection, for tests and logs.
 * @public
 */
export interface BrokerConnectionStats {
  /** The listener's number for this connection, unique per server, in accept order. */
  readonly connectionId: number;
  /** Requests received whose response has not been handed to the socket yet. */
  readonly pendingResponses: number;
  /** Bytes handed to the socket and not yet flushed to the kernel. */
  readonly bufferedWriteBytes: number;
  /** Bytes held for request frames not yet complete or not yet parsed (allocated, not announced). */
  readonly bufferedReadBytes: number;
  /** True while the connection does not read (a bound is reached). */
  readonly readingPaused: boolean;
}

/** A request waiting for its turn to be answered: bytes to write, `null` for no response. */
interface ResponseSlot {
  ready: boolean;
  bytes: Buffer | null;
}

/**
 * One accepted socket.
 * @internal
 */
export class BrokerConnection {
  readonly connectionId: number;
  private readonly socket: Socket;
  private readonly options: BrokerConnectionOptions;
  private readonly splitter: FrameSplitter;
  /** Outcomes in request order; the head is the oldest request not yet answered. */
  private readonly queue: ResponseSlot[] = [];
  /** The connection's SASL state; null when the listener does not require SASL. */
  private readonly session: SaslServerSession | null;
  /** Bytes received but not parsed because a bound was reached; parsed once the connection reads again. */
  private unread: Buffer | null = null;
  /** The socket's write buffer is over its high-water mark; cleared by 'drain'. */
  private writeBlocked = false;
  private paused = false;
  private closed = false;
  /** `User:<subject>` of a verified TLS client certificate (mutual TLS), as Kafka's SSL principal; null otherwise. */
  private readonly certificatePrincipal: string | null;
  private readonly clientHost: string;

  constructor(socket: Socket, options: BrokerConnectionOptions) {
    this.socket = socket;
    this.options = options;
    this.connectionId = options.connectionId;
    this.splitter = new FrameSplitter(options.maxFrameBytes);
    this.session = options.sasl === undefined ? null : new SaslServerSession(options.sasl);
    this.certificatePrincipal = certificatePrincipal(socket);
    this.clientHost = socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.onData(chunk);
    });
    // A reset by the client is normal (it closed first); the 'close' event follows and cleans up.
    socket.on('error', (error: Error) => {
      this.options.logger.debug('connection error', { brokerId: options.brokerId, connectionId: this.connectionId, error: error.message });
    });
    socket.on('drain', () => {
      this.writeBlocked = false;
      this.readMore();
    });
    socket.on('close', () => {
      this.closed = true;
      this.queue.length = 0;
      this.unread = null;
      this.options.onClose(this);
    });
  }

  /** Diagnostics: in-flight requests, unflushed bytes, whether reading is paused. */
  get stats(): BrokerConnectionStats {
    return {
      connectionId: this.connectionId,
      pendingResponses: this.queue.length,
      bufferedWriteBytes: this.socket.writableLength,
      bufferedReadBytes: this.splitter.allocated + (this.unread?.length ?? 0),
      readingPaused: this.paused,
    };
  }

  /** The connection's SASL state (null without SASL): tests and logs read the principal from it. */
  get sasl(): SaslServerSession | null {
    return this.session;
  }

  /** Requests received whose response has not been written yet. */
  get pendingResponses(): number {
    return this.queue.length;
  }

  /** Closes the socket at once (no further reads or writes). */
  destroy(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    this.unread = null;
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    if (this.closed) return;
    if (this.unread !== null || !this.canDispatch()) {
      // A chunk already on its way when reading paused: keep it unparsed, in order.
      this.unread = this.unread === null ? chunk : Buffer.concat([this.unread, chunk]);
      this.pause();
      return;
    }
    this.consume(chunk);
  }

  /** True while one more request may be dispatched (see Bounds in the file header). */
  private canDispatch(): boolean {
    if (this.closed || this.writeBlocked) return false;
    const limit = this.session === null || this.session.authenticated ? MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION : 1;
    return this.queue.length < limit;
  }

  /**
   * Splits and dispatches frames from `chunk` until it is used up or a bound is reached; returns true when
   * the connection may read on (false: closed, or paused with the rest kept in `unread`).
   */
  private consume(chunk: Buffer): boolean {
    // The cap of the next size prefix: 512 KiB until a SASL connection has authenticated.
    this.splitter.maxFrameBytes = this.session === null || this.session.authenticated ? this.options.maxFrameBytes : Math.min(this.options.maxFrameBytes, MAX_UNAUTHENTICATED_FRAME_BYTES);
    let rest: Buffer | null;
    try {
      rest = this.splitter.push(chunk, (frame) => {
        this.onFrame(frame);
        return this.canDispatch();
      });
    } catch (error) {
      if (error instanceof InvalidFrameSizeError) this.closeFor('invalid frame size', { size: error.size, maxFrameBytes: error.maxFrameBytes });
      else this.closeFor('connection failure', { error: error instanceof Error ? error.message : String(error) });
      return false;
    }
    if (this.closed) return false;
    if (rest !== null) this.unread = rest;
    if (rest === null && this.canDispatch()) return true;
    this.pause();
    return false;
  }

  /** Parses what was held back and resumes reading, once the bounds allow it. */
  private readMore(): void {
    if (!this.canDispatch()) return;
    const unread = this.unread;
    if (unread !== null) {
      this.unread = null;
      if (!this.consume(unread)) return;
    }
    if (this.paused && !this.closed) {
      this.paused = false;
      this.socket.resume();
    }
  }

  private pause(): void {
    if (this.paused || this.closed) return;
    this.paused = true;
    this.socket.pause();
  }

  private onFrame(frame: Buffer): void {
    if (this.closed) return;
    void this.handleFrame(frame, this.session);
  }

  /** Handles one frame; resolves once its outcome is settled (never rejects). */
  private handleFrame(frame: Buffer, session: SaslServerSession | null): Promise<void> {
    if (session?.expectsRawToken === true) return this.handleRawToken(frame, session);
    const request = readIncomingRequest(frame);
    if (request.kind === 'undecodable') {
      this.closeFor('undecodable request', { error: request.error instanceof Error ? request.error.message : String(request.error) });
      return Promise.resolve();
    }
    const { apiKey, apiVersion, correlationId, clientId, body } = request;
    if (request.trailingBytes > 0) {
      this.options.logger.debug('ignored bytes after the request body, as Kafka does', {
        brokerId: this.options.brokerId, connectionId: this.connectionId, apiKey, apiVersion, clientId, trailingBytes: request.trailingBytes,
      });
    }
    const slot: ResponseSlot = { ready: false, bytes: null };
    this.queue.push(slot);
    const context = {
      brokerId: this.options.brokerId, apiKey, apiVersion, clientId, connectionId: this.connectionId, ...(session === null ? {} : { sasl: session }),
      ...(this.certificatePrincipal === null ? {} : { principal: this.certificatePrincipal }), clientHost: this.clientHost,
    };
    const failed = (error: unknown): void => {
      // A dispatcher that throws has a bug; the client sees a closed connection, the log says why.
      this.options.logger.error('request dispatch failed', { brokerId: this.options.brokerId, apiKey, apiVersion, error: error instanceof Error ? error.message : String(error) });
      this.destroy();
    };
    let outcome: Promise<DispatchOutcome>;
    try {
      outcome = this.options.dispatcher.dispatch(context, body);
    } catch (error) {
      failed(error);
      return Promise.resolve();
    }
    return outcome.then((settled) => {
      this.complete(slot, settled, apiKey, apiVersion, correlationId);
    }, failed);
  }

  /** After a v0 SaslHandshake: the frame's payload is a raw SASL token; the answer is size-prefixed raw bytes. */
  private handleRawToken(frame: Buffer, session: SaslServerSession): Promise<void> {
    const slot: ResponseSlot = { ready: false, bytes: null };
    this.queue.push(slot);
    return session.authenticateRaw(frame.subarray(4)).then(
      (answer) => {
        if (this.closed) return;
        if (answer === null) {
          this.closeFor('raw SASL authentication failed');
          return;
        }
        const bytes = Buffer.allocUnsafe(4 + answer.length);
        bytes.writeInt32BE(answer.length, 0);
        answer.copy(bytes, 4);
        slot.bytes = bytes;
        slot.ready = true;
        this.flush();
      },
      (error: unknown) => {
        this.options.logger.error('raw SASL token handling failed', { brokerId: this.options.brokerId, error: error instanceof Error ? error.message : String(error) });
        this.destroy();
      },
    );
  }

  private complete(slot: ResponseSlot, outcome: DispatchOutcome, apiKey: number, apiVersion: number, correlationId: number): void {
    if (this.closed) return;
    switch (outcome.kind) {
      case 'response': {
        const writer = new Writer();
        const version = outcome.responseVersion ?? apiVersion;
        try {
          encodeResponse(writer, apiKey, version, correlationId, outcome.body);
        } catch (error) {
          this.options.logger.error('response does not encode', { brokerId: this.options.brokerId, apiKey, version, error: error instanceof Error ? error.message : String(error) });
          this.destroy();
          return;
        }
        // The writer is not reused, so its view can be handed to the socket without a copy.
        slot.bytes = writer.finish();
        if (outcome.closeAfterResponse === true) {
          slot.ready = true;
          this.writeReady();
          this.endFor('response closes the connection', { apiKey, apiVersion });
          return;
        }
        break;
      }
      case 'no-response':
        slot.bytes = null;
        break;
      case 'close-connection':
        this.closeFor('close-connection outcome', { apiKey, apiVersion });
        return;
    }
    slot.ready = true;
    this.flush();
  }

  /** Writes the responses whose turn has come, then reads on if the bounds allow. */
  private flush(): void {
    this.writeReady();
    this.readMore();
  }

  private writeReady(): void {
    while (!this.closed) {
      const head = this.queue[0];
      if (head === undefined || !head.ready) break;
      this.queue.shift();
      // write() returning false: the socket's buffer is over its high-water mark; 'drain' clears it.
      if (head.bytes !== null && !this.socket.write(head.bytes)) this.writeBlocked = true;
    }
  }

  /** Writes what was flushed, then closes (FIN after the data, unlike {@link BrokerConnection.destroy}). */
  private endFor(reason: string, fields: Readonly<Record<string, unknown>>): void {
    if (this.closed) return;
    this.options.logger.debug(`closing connection: ${reason}`, { brokerId: this.options.brokerId, connectionId: this.connectionId, ...fields });
    this.closed = true;
    this.queue.length = 0;
    this.unread = null;
    this.socket.end();
  }

  private closeFor(reason: string, fields: Readonly<Record<string, unknown>> = {}): void {
    if (this.closed) return;
    this.options.logger.debug(`closing connection: ${reason}`, { brokerId: this.options.brokerId, connectionId: this.connectionId, ...fields });
    this.destroy();
  }
}
