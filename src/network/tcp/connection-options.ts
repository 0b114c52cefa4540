/**
 * The options of a `Connection` (connection.ts) and of one request on it.
 */
import type tls from 'node:tls';
import type { Clock } from '../../internal/clock.js';
import type { Logger } from '../../config/logger.js';

/**
 * How to reach one broker.
 * @internal
 */
export interface ConnectionOptions {
  readonly host: string;
  readonly port: number;
  /** Node id for error messages (negative for a bootstrap server not yet named by Metadata). */
  readonly nodeId: number;
  readonly clientId: string;
  readonly clock: Clock;
  /** Bound on TCP connect plus TLS handshake (Kafka's `socket.connection.setup.timeout.ms`). */
  readonly connectionTimeoutMs: number;
  /** Requests written and not yet answered; more wait in a queue (Kafka's `max.in.flight.requests.per.connection`). */
  readonly maxInFlightRequests: number;
  /**
   * Requests allowed to wait for a slot; one more is refused at once (requestSent false). Keeps the
   * per-connection queue bounded even if a caller does not bound its own concurrency.
   */
  readonly maxQueuedRequests: number;
  /** TLS options for `tls.connect`; plaintext when undefined. */
  readonly tls: tls.ConnectionOptions | undefined;
  readonly logger: Logger;
  readonly maxResponseBytes?: number;
  /** Aborts a connect in progress (the client is closing): nothing of it may keep the process alive. */
  readonly signal?: AbortSignal;
}

/**
 * Options of one request on a connection.
 * @internal
 */
export interface ConnectionRequestOptions {
  /** From this call to the response, queueing included. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  /** False for acks=0 Produce: resolve once written, with `undefined`. */
  readonly expectResponse: boolean;
  /** Filled in when the request is written (diagnostics; passed only when the request channel has subscribers). */
  readonly observe?: RequestObservation | undefined;
}

/**
 * What the wire adds to a request's diagnostics: its correlation id and frame size, set when it is written.
 * @internal
 */
export interface RequestObservation {
  correlationId: number | null;
  requestBytes: number | null;
}
