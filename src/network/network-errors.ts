import { hasErrorBrand, KafkaClientError } from '../errors/kafka-client-error.js';

// Cross-copy brands (see hasErrorBrand): the producer classifies network failures with the guards below.
const NETWORK_ERROR: unique symbol = Symbol.for('kafka-eos.NetworkError');
const REQUEST_TIMEOUT_ERROR: unique symbol = Symbol.for('kafka-eos.RequestTimeoutError');
const UNSUPPORTED_API_ERROR: unique symbol = Symbol.for('kafka-eos.UnsupportedApiError');
const REQUEST_ABORTED_ERROR: unique symbol = Symbol.for('kafka-eos.RequestAbortedError');

/**
 * A connection failed or closed. `requestSent` tells whether the broker may have received (and
 * applied) the request: when true the outcome is unknown, which matters for EndTxn and Produce.
 * @public
 */
export class NetworkError extends KafkaClientError {
  /** @internal brand checked by {@link isNetworkError}. */
  readonly [NETWORK_ERROR] = true;
  /** The broker's node id (negative for a bootstrap address), or null when the request could go to any broker and none was reached. */
  readonly nodeId: number | null;
  /** Whether the request was written before the failure: if so, the broker may have applied it. */
  readonly requestSent: boolean;

  /**
   * Builds the error and its message from the arguments.
   * @param options - The broker (`nodeId`), whether the request left this process (`requestSent`), and the cause.
   */
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
  /** The broker's node id (negative for a bootstrap address), or null when no single broker was involved. */
  readonly nodeId: number | null;
  /** The API of the request that got no answer (`Produce`, `EndTxn`, ...). */
  readonly api: string;
  /** The bound that ran out, ms (`requestTimeoutMs`, or the call's own). */
  readonly timeoutMs: number;

  /**
   * Builds the error and its message from the arguments.
   * @param api - The request's API name.
   * @param nodeId - The broker it was sent to.
   * @param timeoutMs - The `requestTimeoutMs` that passed.
   */
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
  /** The broker's node id (negative for a bootstrap address), or null when no single broker was involved. */
  readonly nodeId: number | null;
  /** The API the broker has no usable version of. */
  readonly api: string;

  /**
   * Builds the error and its message from the arguments.
   * @param api - The API the client needs.
   * @param nodeId - The broker that lacks it.
   * @param detail - The versions the broker offers, or why none fits.
   */
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
  /** The broker's node id (negative for a bootstrap address), or null when no single broker was involved. */
  readonly nodeId: number | null;
  /** The API of the abandoned request. */
  readonly api: string;
  /** Whether the request was written before it was abandoned: if so, the broker may still apply it. */
  readonly requestSent: boolean;

  /**
   * Builds the error and its message from the arguments.
   * @param api - The request's API name.
   * @param nodeId - The broker it was for.
   * @param requestSent - Whether it had left this process (then its outcome is unknown).
   * @param reason - The signal's `reason`, kept as the cause.
   */
  constructor(api: string, nodeId: number | null, requestSent: boolean, reason: unknown) {
    super('ERR_REQUEST_ABORTED', `${api} to broker ${nodeId ?? '?'} was aborted ${requestSent ? 'after it was sent; its outcome is unknown' : 'before it was sent'}`, reason === undefined ? {} : { cause: reason });
    this.api = api;
    this.nodeId = nodeId;
    this.requestSent = requestSent;
  }
}

/**
 * The TLS handshake failed on verification: the broker's certificate is not trusted, has expired or
 * does not name the host, or the broker refused ours (a TLS alert), or the other side does not speak TLS.
 * Like Java's `SslAuthenticationException` it is fatal, not a network blip: retrying cannot help until
 * the configuration changes, so it is surfaced at once instead of after `maxBlockMs`. No request of the
 * caller was sent.
 * @public
 */
export class SslAuthenticationError extends KafkaClientError {
  /** The broker's node id (negative for a bootstrap address), or null when no single broker was involved. */
  readonly nodeId: number | null;

  /**
   * Builds the error and its message from the arguments.
   * @param address - The broker's `host:port`.
   * @param cause - Node's TLS error.
   */
  constructor(nodeId: number | null, address: string, cause: Error) {
    super('ERR_SSL_AUTHENTICATION', `TLS handshake with broker ${nodeId ?? '?'} (${address}) failed: ${describeTlsFailure(cause)}`, { cause });
    this.nodeId = nodeId;
  }
}

/**
 * A TLS failure in one line. OpenSSL's own message for an alert from the peer is a multi-line dump
 * (`...:SSL routines:ssl3_read_bytes:sslv3 alert bad certificate:../deps/...:SSL alert number 42`); its
 * `reason` is what matters, and an alert means the broker refused the handshake, typically our certificate.
 */
function describeTlsFailure(cause: Error): string {
  const code = 'code' in cause ? cause.code : undefined;
  const reason = 'reason' in cause ? cause.reason : undefined;
  if (typeof code === 'string' && code.startsWith('ERR_SSL_') && typeof reason === 'string' && reason !== '') {
    return /alert/.test(reason) ? `the broker sent the TLS alert "${reason.replace(/^(sslv3|tlsv1[0-9]*) alert /, '')}" (does it trust this client's certificate, and was one sent?)` : reason;
  }
  return cause.message.split('\n')[0] ?? cause.message;
}

/** OpenSSL certificate-verification results as Node reports them in `error.code`. */
const TLS_VERIFICATION_CODES: ReadonlySet<string> = new Set([
  'UNABLE_TO_GET_ISSUER_CERT', 'UNABLE_TO_GET_CRL', 'UNABLE_TO_DECRYPT_CERT_SIGNATURE', 'UNABLE_TO_DECRYPT_CRL_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY', 'CERT_SIGNATURE_FAILURE', 'CRL_SIGNATURE_FAILURE', 'CERT_NOT_YET_VALID', 'CERT_HAS_EXPIRED',
  'CRL_NOT_YET_VALID', 'CRL_HAS_EXPIRED', 'ERROR_IN_CERT_NOT_BEFORE_FIELD', 'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'ERROR_IN_CRL_LAST_UPDATE_FIELD', 'ERROR_IN_CRL_NEXT_UPDATE_FIELD', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'CERT_CHAIN_TOO_LONG', 'CERT_REVOKED', 'INVALID_CA',
  'PATH_LENGTH_EXCEEDED', 'INVALID_PURPOSE', 'CERT_UNTRUSTED', 'CERT_REJECTED', 'HOSTNAME_MISMATCH', 'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * True for an error of the TLS handshake that retrying cannot fix: a verification failure, or an
 * OpenSSL error (`ERR_SSL_*`: an alert from the broker such as "bad certificate", or a peer that does
 * not speak TLS). Resets and timeouts during the handshake are not in this class.
 * @internal
 */
export function isTlsVerificationFailure(error: unknown): error is Error {
  return error instanceof Error && hasTlsFailureCode(error);
}

function hasTlsFailureCode(error: Error): boolean {
  const code = 'code' in error ? error.code : undefined;
  return typeof code === 'string' && (TLS_VERIFICATION_CODES.has(code) || code.startsWith('ERR_SSL_'));
}

/**
 * The TLS verification failure in `error` or its causes, if any: with TLS 1.3 the broker checks the client
 * certificate after the client's side of the handshake has completed, so its refusal (an alert) arrives as the
 * failure of the first request on the connection, wrapped in {@link NetworkError}s.
 * @internal
 */
export function tlsFailureIn(error: unknown): Error | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (hasTlsFailureCode(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * True for the failures that are fatal at once and named, as in Kafka's client: SASL authentication
 * ({@link SaslAuthenticationError}) and TLS verification ({@link SslAuthenticationError}). Classified by
 * the stable `code`, so that copies of the classes from another bundle are recognised too.
 * @public
 */
export function isAuthenticationError(error: unknown): error is KafkaClientError {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  return code === 'ERR_SASL_AUTHENTICATION' || code === 'ERR_SSL_AUTHENTICATION';
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
