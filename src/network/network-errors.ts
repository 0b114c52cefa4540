import { hasErrorBrand, KafkaClientError } from '../errors/kafka-client-error.js';

// Cross-copy brands (see hasErrorBrand): the producer classifies network failures with the guards below.
const NETWORK_ERROR: unique symbol = Symbol.for('kafka-eos.NetworkError') as never;
const REQUEST_TIMEOUT_ERROR: unique symbol = Symbol.for('kafka-eos.RequestTimeoutError') as never;
const UNSUPPORTED_API_ERROR: unique symbol = Symbol.for('kafka-eos.UnsupportedApiError') as never;
const REQUEST_ABORTED_ERROR: unique symbol = Symbol.for('kafka-eos.RequestAbortedError') as never;

/**
 * A connection failed or closed. `requestSent` tells whether the broker may have received (and
 * applied) the request: when true the outcome is unknown, which matters for EndTxn and Produce.
 * @public
 */
export class NetworkError extends KafkaClientError {
  /** @internal brand checked by {@link isNetworkError}. */
  readonly [NETWORK_ERROR] = true;
  readonly nodeId: number | null;
  readonly requestSent: boolean;

  constructor(message: string, options: { nodeId: number | null; requestSent: boolean; cause?: unknown }) {
    super('ERR_NETWORK', message, options.cause === undefined ? {} : { cause: options.cause });
    this.nodeId = options.nodeId;
    this.requestSent = options.requestSent;
  }
}

/**
 * No response arrived within the request timeout. The request was sent, so the outcome is unknown.
 * @public
 */
export class RequestTimeoutError extends KafkaClientError {
  /** @internal brand checked by {@link isRequestTimeoutError}. */
  readonly [REQUEST_TIMEOUT_ERROR] = true;
  readonly nodeId: number | null;
  readonly api: string;
  readonly timeoutMs: number;

  constructor(api: string, nodeId: number | null, timeoutMs: number) {
    super('ERR_REQUEST_TIMEOUT', `${api} to broker ${nodeId ?? '?'} got no response within ${timeoutMs} ms; its outcome is unknown`);
    this.api = api;
    this.nodeId = nodeId;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The broker does not support the API, or no version both sides can speak.
 * @public
 */
export class UnsupportedApiError extends KafkaClientError {
  /** @internal brand checked by {@link isUnsupportedApiError}. */
  readonly [UNSUPPORTED_API_ERROR] = true;
  readonly nodeId: number | null;
  readonly api: string;

  constructor(api: string, nodeId: number | null, detail: string) {
    super('ERR_UNSUPPORTED_API', `broker ${nodeId ?? '?'} cannot serve ${api}: ${detail}`);
    this.api = api;
    this.nodeId = nodeId;
  }
}

/**
 * The caller's `AbortSignal` fired before the response arrived. `requestSent` tells, as for
 * {@link NetworkError}, whether the broker may have received the request: when true its outcome is
 * unknown (aborting only stops the wait, it cannot recall bytes already written).
 * @public
 */
export class RequestAbortedError extends KafkaClientError {
  /** @internal brand checked by {@link isRequestAbortedError}. */
  readonly [REQUEST_ABORTED_ERROR] = true;
  readonly nodeId: number | null;
  readonly api: string;
  readonly requestSent: boolean;

  constructor(api: string, nodeId: number | null, requestSent: boolean, reason: unknown) {
    super('ERR_REQUEST_ABORTED', `${api} to broker ${nodeId ?? '?'} was aborted ${requestSent ? 'after it was sent; its outcome is unknown' : 'before it was sent'}`, reason === undefined ? {} : { cause: reason });
    this.api = api;
    this.nodeId = nodeId;
    this.requestSent = requestSent;
  }
}

/**
 * True when `value` is a {@link NetworkError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isNetworkError(value: unknown): value is NetworkError {
  return hasErrorBrand(value, NETWORK_ERROR);
}

/**
 * True when `value` is a {@link RequestTimeoutError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isRequestTimeoutError(value: unknown): value is RequestTimeoutError {
  return hasErrorBrand(value, REQUEST_TIMEOUT_ERROR);
}

/**
 * True when `value` is a {@link UnsupportedApiError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isUnsupportedApiError(value: unknown): value is UnsupportedApiError {
  return hasErrorBrand(value, UNSUPPORTED_API_ERROR);
}

/**
 * True when `value` is a {@link RequestAbortedError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isRequestAbortedError(value: unknown): value is RequestAbortedError {
  return hasErrorBrand(value, REQUEST_ABORTED_ERROR);
}
