/**
 * The `KAFKA_EOS_DEBUG` switch: turns on diagnostics without touching code, as `DEBUG=` does for the `debug`
 * package and `debug=` for librdkafka. Comma separated categories:
 * - `request`: one line per request on the wire (API, version, broker, correlation id, bytes, latency, error
 *   code), from the `kafka-eos:request` diagnostics channel;
 * - `txn`: the producer's own log lines at debug level (state changes, epoch bumps, retries, coordinator
 *   lookups), for a producer without a configured `logger`, plus a line per transactional operation
 *   (initTransactions, send, sendOffsetsToTransaction, commitTransaction, abortTransaction) with its outcome;
 * - `all` (or `*`): everything.
 * Lines go to stderr as JSON (see {@link createConsoleLogger}). Read once, when the first producer or network
 * client is built.
 */
import { createConsoleLogger, type Logger } from '../config/logger.js';
import { installDebugSubscribers, type DebugCategory } from './debug-subscribers.js';

export type { DebugCategory };

/**
 * The environment variable read by the debug switch.
 * @public
 */
export const DEBUG_ENV_VAR = 'KAFKA_EOS_DEBUG';

/**
 * The categories named by a `KAFKA_EOS_DEBUG` value (unknown names are ignored).
 * @public
 */
export function parseDebugCategories(value: string | undefined): ReadonlySet<DebugCategory> {
  const categories = new Set<DebugCategory>();
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === 'all' || name === '*') { categories.add('request'); categories.add('txn'); }
    if (name === 'request' || name === 'txn') categories.add(name);
  }
  return categories;
}

let cached: { readonly categories: ReadonlySet<DebugCategory>; readonly logger: Logger } | undefined;

/**
 * The switch as set in this process's environment, and the stderr logger its lines go to.
 * @internal
 */
export function debugSwitch(): { readonly categories: ReadonlySet<DebugCategory>; readonly logger: Logger } {
  if (cached === undefined) {
    cached = { categories: parseDebugCategories(process.env[DEBUG_ENV_VAR]), logger: createConsoleLogger({ level: 'debug' }) };
    installDebugSubscribers(cached.categories, cached.logger);
  }
  return cached;
}

/**
 * Forgets the cached switch so the next {@link debugSwitch} reads the environment again (tests).
 * @internal
 */
export function resetDebugSwitch(): void {
  cached = undefined;
}

/**
 * The logger a producer writes to: `configured`, or the stderr debug logger when none was configured and
 * `KAFKA_EOS_DEBUG` names `txn`.
 * @internal
 */
export function effectiveLogger(configured: Logger, isDefault: boolean): Logger {
  const active = debugSwitch();
  return isDefault && active.categories.has('txn') ? active.logger : configured;
}
