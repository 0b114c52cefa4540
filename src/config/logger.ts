/**
 * The pluggable logger accepted by the producer configuration.
 *
 * Shaped after the common denominator of pino, winston and `console` so that any of them can be
 * passed directly; structured fields go in a second argument instead of being formatted into the
 * message (pino's `(obj, msg)` order is deliberately not used, so `console` works unchanged).
 */

/**
 * Structured context attached to a log line (topic, partition, producerId, state, ...).
 * @public
 */
export type LogFields = Readonly<Record<string, unknown>>;

/**
 * A logger the producer writes to. Every method is required; use {@link noopLogger} for silence.
 * @public
 */
export interface Logger {
  /** Verbose diagnostics: batches drained, requests sent. */
  debug(message: string, fields?: LogFields): void;
  /** Lifecycle events: producer id acquired, transaction committed, epoch bumped. */
  info(message: string, fields?: LogFields): void;
  /** Recovered problems: retries, coordinator moves, back-pressure. */
  warn(message: string, fields?: LogFields): void;
  /** Failures surfaced to the application. */
  error(message: string, fields?: LogFields): void;
}

const noop = (): void => undefined;

/**
 * A logger that discards everything; the default when `logger` is not configured.
 * @public
 */
export const noopLogger: Logger = Object.freeze({ debug: noop, info: noop, warn: noop, error: noop });

/**
 * True when `value` has the four {@link Logger} methods. Used by the config schema.
 * @internal
 */
export function isLogger(value: unknown): value is Logger {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Logger, unknown>>;
  return (
    typeof candidate.debug === 'function' &&
    typeof candidate.info === 'function' &&
    typeof candidate.warn === 'function' &&
    typeof candidate.error === 'function'
  );
}
