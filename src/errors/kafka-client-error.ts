/**
 * The root of every error this library throws.
 *
 * Errors are separated by *origin* (subclasses: protocol, network, timeout, config, state) and carry a
 * stable string {@link KafkaClientError.code} so that callers can branch on `error.code` without
 * `instanceof` (which breaks when two copies of the package are loaded). The `Symbol.for` brand
 * makes {@link isKafkaClientError} work across such copies too.
 */

import type { KafkaClientErrorCode } from './error-codes.js';

const BRAND: unique symbol = Symbol.for('kafka-eos.KafkaClientError');

/**
 * Options accepted by every {@link KafkaClientError} constructor.
 * @public
 */
export interface KafkaClientErrorOptions {
  /** The underlying error, kept as the standard `Error.cause`. */
  readonly cause?: unknown;
}

/**
 * Base class of all errors raised by kafka-eos.
 * @public
 */
export class KafkaClientError extends Error {
  /** A stable, machine-readable identifier such as `ERR_PROTOCOL_TRUNCATED`: one of {@link KafkaClientErrorCode}. */
  readonly code: KafkaClientErrorCode;
  /** @internal brand checked by {@link isKafkaClientError}. */
  readonly [BRAND] = true;

  /**
   * Builds the error and its message from the arguments.
   * @param code - The stable `ERR_...` identifier.
   * @param message - A sentence saying what failed and what to do.
   */
  constructor(code: KafkaClientErrorCode, message: string, options: KafkaClientErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.name = new.target.name;
  }
}

/**
 * True when `value` is an error thrown by (any copy of) kafka-eos.
 * @public
 */
export function isKafkaClientError(value: unknown): value is KafkaClientError {
  return typeof value === 'object' && value !== null && BRAND in value && value[BRAND] === true;
}

/**
 * True when `value` is a kafka-eos error carrying `brand`, the `Symbol.for` key a class sets as an own field
 * (inherited by its subclasses). Unlike `instanceof`, this holds for an error built by another copy of the
 * package (a second install, or the other module format), so failure classification never depends on which
 * copy threw. Each branded class exports its guard (`isNetworkError`, `isTransactionError`, ...).
 * @internal
 */
export function hasErrorBrand(value: unknown, brand: symbol): boolean {
  return isKafkaClientError(value) && Reflect.get(value, brand) === true;
}

/**
 * `error`'s message followed by those of its causes not already contained in it (at most three levels), so
 * that a wrapper such as "no broker reachable" still shows the ECONNREFUSED underneath.
 * @internal
 */
export function causeChain(error: Error): string {
  let text = error.message;
  let next: unknown = error.cause;
  for (let depth = 0; depth < 3 && next instanceof Error; depth++, next = next.cause) {
    if (!text.includes(next.message)) text += ` <- ${next.message}`;
  }
  return text;
}
