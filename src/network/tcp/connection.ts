/**
 * One TCP (or TLS) connection to one broker: request pipelining with correlation ids, a bounded
 * number of requests in flight with a wait queue behind it, a timeout per request, and the failure
 * contract of {@link NetworkClient} (requestSent true for requests written, false for queued ones).
 *
 * Mirrors Kafka's `KafkaChannel` + `InFlightRequests` + the timeout handling of `NetworkClient`, with
 * one difference: responses are matched through a Map by correlation id instead of asserting FIFO
 * order, so an unsolicited response (the librdkafka mock answers acks=0 Produce) or a late one after
 * an abort is dropped instead of desynchronising the stream.
 *
 * The connection knows frames, not API semantics: it encodes the request (it owns the client id and
 * the correlation ids) and hands back the raw response frame; the caller decodes it, which lets
 * ApiVersions negotiation look at bytes that do not decode (see api-versions-negotiation.ts).
 */
import net from 'node:net';
import tls from 'node:tls';
import { DeadlineTimer } from '../../internal/deadline-timer.js';
import { encodeRequest, peekCorrelationId } from '../../protocol/framing.js';
import type { ApiDescriptor } from '../../protocol/messages/api-descriptor.js';
import { Writer } from '../../protocol/primitives/writer.js';
import { isTlsVerificationFailure, NetworkError, RequestAbortedError, RequestTimeoutError, SslAuthenticationError } from '../network-errors.js';
import type { ConnectionOptions, ConnectionRequestOptions, RequestObservation } from './connection-options.js';
import { ReceiveBuffer } from './receive-buffer.js';
import { asError } from '../../internal/abort-race.js';

export type { ConnectionOptions, ConnectionRequestOptions, RequestObservation } from './connection-options.js';

/** Offset of the correlation id in a request frame: int32 size, int16 api key, int16 api version. */
const CORRELATION_ID_OFFSET = 8;
const MAX_CORRELATION_ID = 0x7fffffff;

/** queued: waiting for a slot; sent: written; abandoned: the caller gave up, the slot is held until the broker answers. */
type RequestState = 'queued' | 'sent' | 'abandoned';

interface PendingRequest {
  readonly apiName: string;
  readonly frame: Buffer;
  readonly expectResponse: boolean;
  readonly timeoutMs: number;
  correlationId: number;
  state: RequestState;
  /** The caller got its answer; a response arriving later is dropped. */
  settled: boolean;
  /** When the request times out (clock ms): queued or sent, it fails with the request timeout then. */
  readonly deadline: number;
  /** Creation order, so that requests due at the same time expire in the order they were made. */
  readonly sequence: number;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | null;
  readonly observe: RequestObservation | undefined;
  resolve: (frame: Buffer | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * A connected broker socket.
 * @internal
 */
export class Connection {
  readonly nodeId: number;
  private readonly options: ConnectionOptions;
  private readonly socket: net.Socket;
  private readonly receiveBuffer: ReceiveBuffer;
  /** Written requests awaiting a response, by correlation id (abandoned ones still hold their slot). */
  private readonly inFlight = new Map<number, PendingRequest>();
  /** Requests waiting for an in-flight slot, in arrival order. */
  private readonly waiting: PendingRequest[] = [];
  /** acks=0 requests written but whose write callback has not run yet. */
  private readonly pendingWrites = new Set<PendingRequest>();
  private nextCorrelationId = 0;
  private nextSequence = 0;
  /** One timer for every request's deadline (see deadline-timer.ts). */
  private readonly deadlines: DeadlineTimer;
  private closedWith: NetworkError | null = null;
  private closeWhenIdleRequested = false;
  private readonly closeListeners: ((error: NetworkError) => void)[] = [];

  private constructor(options: ConnectionOptions, socket: net.Socket) {
    this.options = options;
    this.nodeId = options.nodeId;
    this.socket = socket;
    this.receiveBuffer = new ReceiveBuffer(options.maxResponseBytes);
    this.deadlines = new DeadlineTimer(options.clock, (now) => this.expire(now));
    socket.on('data', (chunk: Buffer) => { this.onData(chunk); });
    socket.on('error', (error: Error) => { this.fail(new NetworkError(`connection to broker ${this.nodeId} (${this.address}) failed: ${error.message}`, { nodeId: this.nodeId, requestSent: true, cause: error })); });
    socket.on('close', () => { this.fail(new NetworkError(`connection to broker ${this.nodeId} (${this.address}) closed by the broker`, { nodeId: this.nodeId, requestSent: true })); });
  }

  /**
   * Opens a connection (TCP connect, then the TLS handshake when configured) within
   * `connectionTimeoutMs`. Rejects with a {@link NetworkError} whose `requestSent` is false, or with an
   * {@link SslAuthenticationError} when TLS verification fails (fatal: retrying cannot help).
   */
  static open(options: ConnectionOptions): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const address = `${options.host}:${options.port}`;
      const socket = options.tls === undefined
        ? net.connect({ host: options.host, port: options.port })
        : tls.connect({ ...options.tls, host: options.host, port: options.port, servername: options.tls.servername ?? serverNameFor(options.host) });
      let settled = false;
      const onAbort = (): void => { settle(new Error('the network client was closed')); };
      const settle = (error: Error | null): void => {
        if (settled) return;
        settled = true;
        timer.cancel();
        options.signal?.removeEventListener('abort', onAbort);
        socket.removeListener('error', onError);
        if (error === null) {
          socket.setNoDelay(true);
          socket.setKeepAlive(true);
          resolve(new Connection(options, socket));
          return;
        }
        socket.destroy();
        if (options.tls !== undefined && isTlsVerificationFailure(error)) {
          reject(new SslAuthenticationError(options.nodeId, address, error));
          return;
        }
        reject(new NetworkError(`cannot connect to broker ${options.nodeId} (${address}): ${error.message}`, { nodeId: options.nodeId, requestSent: false, cause: error }));
      };
      const onError = (error: Error): void => { settle(error); };
      const timer = options.clock.setTimer(options.connectionTimeoutMs, () => {
        settle(new Error(`no connection within ${options.connectionTimeoutMs} ms`));
      });
      socket.once('error', onError);
      socket.once(options.tls === undefined ? 'connect' : 'secureConnect', () => { settle(null); });
      if (options.signal?.aborted === true) onAbort();
      else options.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** `host:port` of the broker. */
  get address(): string {
    return `${this.options.host}:${this.options.port}`;
  }

  /** True once the connection failed or was closed; every later request fails with requestSent false. */
  get closed(): boolean {
    return this.closedWith !== null;
  }

  /** Requests written and not yet answered (abandoned ones included, as they still occupy the broker). */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /** Requests waiting for an in-flight slot. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Calls `listener` once when the connection fails or closes. */
  onClose(listener: (error: NetworkError) => void): void {
    if (this.closedWith !== null) listener(this.closedWith);
    else this.closeListeners.push(listener);
  }

  /**
   * Encodes and sends one request, resolving with the raw response frame (size prefix included).
   * Encoding errors reject as thrown (nothing was sent and the connection stays usable).
   */
  send(api: ApiDescriptor, version: number, body: unknown, options: ConnectionRequestOptions): Promise<Buffer | undefined> {
    if (this.closedWith !== null) {
      return Promise.reject(new NetworkError(`${api.name} not sent: connection to broker ${this.nodeId} is closed`, { nodeId: this.nodeId, requestSent: false, cause: this.closedWith }));
    }
    if (options.signal?.aborted === true) {
      return Promise.reject(new RequestAbortedError(api.name, this.nodeId, false, options.signal.reason));
    }
    if (this.waiting.length >= this.options.maxQueuedRequests && this.inFlight.size >= this.options.maxInFlightRequests) {
      return Promise.reject(new NetworkError(`${api.name} not sent: ${this.waiting.length} requests already wait for broker ${this.nodeId} (back-pressure)`, { nodeId: this.nodeId, requestSent: false }));
    }
    // One writer per request: its buffer becomes the frame handed to the socket, no copy.
    const writer = new Writer(512);
    try {
      encodeRequest(writer, { apiKey: api.apiKey, apiVersion: version, correlationId: 0, clientId: this.options.clientId }, body, () => api);
    } catch (error) {
      return Promise.reject(asError(error));
    }
    return new Promise((resolve, reject) => {
      const request: PendingRequest = {
        apiName: api.name,
        frame: writer.finish(),
        expectResponse: options.expectResponse,
        timeoutMs: options.timeoutMs,
        correlationId: -1,
        state: 'queued',
        settled: false,
        deadline: this.options.clock.now() + options.timeoutMs,
        sequence: this.nextSequence++,
        signal: options.signal,
        onAbort: null,
        observe: options.observe,
        resolve,
        reject,
      };
      this.deadlines.schedule(request.deadline);
      if (options.signal !== undefined) {
        const signal = options.signal;
        request.onAbort = () => { this.onAbort(request, signal.reason); };
        signal.addEventListener('abort', request.onAbort, { once: true });
      }
      this.waiting.push(request);
      this.pump();
    });
  }

  /** Closes now: in-flight requests fail with requestSent true, queued ones with false. */
  close(): void {
    this.fail(new NetworkError(`connection to broker ${this.nodeId} (${this.address}) closed by the client`, { nodeId: this.nodeId, requestSent: true }));
  }

  /** Closes once nothing is in flight or waiting (used when a broker leaves the cluster or a bootstrap address is retired). */
  closeWhenIdle(): void {
    this.closeWhenIdleRequested = true;
    this.closeIfIdle();
  }

  private closeIfIdle(): void {
    if (this.closeWhenIdleRequested && this.inFlight.size === 0 && this.waiting.length === 0) this.close();
  }

  /** Writes waiting requests while in-flight slots are free. */
  private pump(): void {
    while (this.closedWith === null && this.inFlight.size < this.options.maxInFlightRequests) {
      const request = this.waiting.shift();
      if (request === undefined) break;
      this.write(request);
    }
    this.closeIfIdle();
  }

  private write(request: PendingRequest): void {
    const correlationId = this.nextCorrelationId;
    this.nextCorrelationId = correlationId === MAX_CORRELATION_ID ? 0 : correlationId + 1;
    request.correlationId = correlationId;
    request.frame.writeInt32BE(correlationId, CORRELATION_ID_OFFSET);
    request.state = 'sent';
    if (request.observe !== undefined) {
      request.observe.correlationId = correlationId;
      request.observe.requestBytes = request.frame.length;
    }
    this.corkUntilNextTick();
    if (!request.expectResponse) {
      // acks=0: complete once handed to the kernel; no slot is held since no response will come.
      this.socket.write(request.frame, (error) => {
        if (error === undefined || error === null) this.settle(request, null, undefined);
        // On error the socket's 'error' event fails the connection, and this request with it.
      });
      this.pendingWrites.add(request);
      return;
    }
    this.inFlight.set(correlationId, request);
    this.socket.write(request.frame);
  }

  /**
   * Requests written in the same tick (e.g. AddPartitionsToTxn and AddOffsetsToTxn from one Sender iteration)
   * leave in one `writev` instead of one syscall each: on loopback each write costs ~50 µs of the sender's CPU.
   * The uncork runs before control returns to the event loop, so no request waits for I/O.
   */
  private corkUntilNextTick(): void {
    // Only this method corks the socket, so "corked" means "an uncork is already scheduled for this tick".
    if (this.socket.writableCorked > 0) return;
    this.socket.cork();
    process.nextTick(this.uncork);
  }

  private readonly uncork = (): void => {
    this.socket.uncork();
  };

  private onData(chunk: Buffer): void {
    try {
      this.receiveBuffer.push(chunk, (frame) => { this.onFrame(frame); });
    } catch (error) {
      this.fail(new NetworkError(`unreadable response stream from broker ${this.nodeId} (${this.address})`, { nodeId: this.nodeId, requestSent: true, cause: error }));
    }
  }

  private onFrame(frame: Buffer): void {
    const correlationId = peekCorrelationId(frame);
    const request = this.inFlight.get(correlationId);
    if (request === undefined) {
      // A response nobody waits for: the librdkafka mock answers acks=0 Produce anyway.
      this.options.logger.debug('dropping response with an unknown correlation id', { nodeId: this.nodeId, correlationId });
      return;
    }
    this.inFlight.delete(correlationId);
    if (request.settled) {
      this.options.logger.debug('dropping the late response of an aborted request', { nodeId: this.nodeId, api: request.apiName, correlationId });
    } else {
      this.settle(request, null, frame);
    }
    this.pump();
  }

  /** Fails every unsettled request whose deadline has passed, in deadline then creation order; returns the next deadline. */
  private expire(now: number): number {
    let next = Infinity;
    const due: PendingRequest[] = [];
    const visit = (request: PendingRequest): void => {
      if (request.settled) return;
      if (request.deadline <= now) due.push(request);
      else if (request.deadline < next) next = request.deadline;
    };
    for (const request of this.waiting) visit(request);
    for (const request of this.inFlight.values()) visit(request);
    for (const request of this.pendingWrites) visit(request);
    due.sort((a, b) => a.deadline - b.deadline || a.sequence - b.sequence);
    for (const request of due) {
      // A sent request's timeout closes the connection, which fails the rest at once.
      if (this.closedWith !== null) break;
      if (!request.settled) this.onTimeout(request);
    }
    return this.closedWith === null ? next : Infinity;
  }

  private onTimeout(request: PendingRequest): void {
    switch (request.state) {
      case 'queued':
        this.removeWaiting(request);
        this.settle(request, new NetworkError(`${request.apiName} not sent: no in-flight slot on broker ${this.nodeId} within ${request.timeoutMs} ms`, { nodeId: this.nodeId, requestSent: false }), undefined);
        this.closeIfIdle();
        return;
      case 'sent':
        this.inFlight.delete(request.correlationId);
        this.pendingWrites.delete(request);
        this.settle(request, new RequestTimeoutError(request.apiName, this.nodeId, request.timeoutMs), undefined);
        // Like Kafka's NetworkClient.handleTimedOutRequests: a broker that does not answer in time is
        // presumed unhealthy, so the connection is closed; the rest of its in-flight requests fail
        // with requestSent true, and the next request reconnects.
        this.fail(new NetworkError(`connection to broker ${this.nodeId} closed after ${request.apiName} timed out`, { nodeId: this.nodeId, requestSent: true }));
        return;
      case 'abandoned':
        return;
    }
  }

  private onAbort(request: PendingRequest, reason: unknown): void {
    request.onAbort = null;
    switch (request.state) {
      case 'queued':
        this.removeWaiting(request);
        this.settle(request, new RequestAbortedError(request.apiName, this.nodeId, false, reason), undefined);
        this.closeIfIdle();
        return;
      case 'sent':
        // Keep the slot until the broker answers: it is still working on the request.
        if (request.expectResponse) request.state = 'abandoned';
        this.settle(request, new RequestAbortedError(request.apiName, this.nodeId, true, reason), undefined);
        return;
      case 'abandoned':
        return;
    }
  }

  private removeWaiting(request: PendingRequest): void {
    const index = this.waiting.indexOf(request);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  /** Resolves or rejects `request` exactly once and releases its abort listener (its deadline simply no longer counts). */
  private settle(request: PendingRequest, error: Error | null, frame: Buffer | undefined): void {
    this.pendingWrites.delete(request);
    if (request.settled) return;
    request.settled = true;
    if (request.onAbort !== null && request.signal !== undefined) request.signal.removeEventListener('abort', request.onAbort);
    request.onAbort = null;
    if (error === null) request.resolve(frame);
    else request.reject(error);
  }

  private fail(error: NetworkError): void {
    if (this.closedWith !== null) return;
    this.closedWith = error;
    this.deadlines.cancel();
    this.socket.destroy();
    this.receiveBuffer.clear();
    const sent = [...this.inFlight.values(), ...this.pendingWrites];
    this.inFlight.clear();
    for (const request of sent) {
      this.settle(request, new NetworkError(`${request.apiName}: ${error.message}; it was sent, its outcome is unknown`, { nodeId: this.nodeId, requestSent: true, cause: error }), undefined);
    }
    const queued = this.waiting.splice(0);
    for (const request of queued) {
      this.settle(request, new NetworkError(`${request.apiName} not sent: ${error.message}`, { nodeId: this.nodeId, requestSent: false, cause: error }), undefined);
    }
    for (const listener of this.closeListeners.splice(0)) listener(error);
  }
}

/** SNI must be a host name, never an IP address (RFC 6066 section 3). */
function serverNameFor(host: string): string | undefined {
  return net.isIP(host) === 0 ? host : undefined;
}
