/**
 * The pluggable logger accepted by the producer configuration.
 *
 * Shaped after the common denominator of pino, winston and `console` so that any of them can be
 * passed directly; structured fields go in a second argument instead of being formatted into the
 * message (pino's `(obj, msg)` order is deliberately not used, so `console` works unchanged).
 */
import { isObjectRecord } from '../errors/argument-checks.js';

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
  if (!isObjectRecord(value)) return false;
  const candidate = value;
  return (
    typeof candidate.debug === 'function'
    && typeof candidate.info === 'function'
    && typeof candidate.warn === 'function'
    && typeof candidate.error === 'function'
  );
}

/**
 * Severity threshold of a logger built by {@link createConsoleLogger} or filtered by {@link withLogLevel};
 * `'silent'` drops everything.
 * @public
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const LEVEL_RANK: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: 50 };

/**
 * Keeps the lines of `logger` at `level` or above (e.g. a pino or console logger that should not get the
 * producer's per-batch debug lines).
 * @public
 */
export function withLogLevel(logger: Logger, level: LogLevel): Logger {
  const keep = (at: Exclude<LogLevel, 'silent'>): boolean => LEVEL_RANK[at] >= LEVEL_RANK[level];
  return Object.freeze({
    debug: keep('debug') ? (message: string, fields?: LogFields) => { logger.debug(message, fields); } : noop,
    info: keep('info') ? (message: string, fields?: LogFields) => { logger.info(message, fields); } : noop,
    warn: keep('warn') ? (message: string, fields?: LogFields) => { logger.warn(message, fields); } : noop,
    error: keep('error') ? (message: string, fields?: LogFields) => { logger.error(message, fields); } : noop,
  });
}

/**
 * Options of {@link createConsoleLogger}.
 * @public
 */
export interface ConsoleLoggerOptions {
  /** Lowest level written. Default `'info'`. */
  readonly level?: LogLevel;
  /** Where each line goes. Default: `process.stderr`. */
  readonly write?: (line: string) => void;
}

/**
 * A logger writing one JSON object per line (`{"time":…,"level":"warn","msg":…,…fields}`): the structured
 * fields stay fields, so the lines can be shipped to any log pipeline. Bigints become strings and errors
 * their message (with the cause chain). Used by the `KAFKA_EOS_DEBUG` switch (docs/observability.md).
 * @public
 */
export function createConsoleLogger(options: ConsoleLoggerOptions = {}): Logger {
  const write = options.write ?? ((line: string) => { process.stderr.write(line); });
  const line = (level: Exclude<LogLevel, 'silent'>) => (message: string, fields?: LogFields): void => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }, jsonSafe)}\n`);
  };
  return withLogLevel({ debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') }, options.level ?? 'info');
}

/** JSON.stringify replacer for log fields: bigints as strings, errors as their message chain and code. */
function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) {
    let text = value.message;
    for (let next = value.cause, depth = 0; next instanceof Error && depth < 3; next = next.cause, depth++) text += ` <- ${next.message}`;
    const code = 'code' in value ? value.code : undefined;
    return typeof code === 'string' ? { code, message: text } : text;
  }
  return value;
}
