/**
 * Retry backoff policies. Pure functions of the attempt number (and an injected random source), so the
 * sans-I/O transaction core can compute a `notBefore` time without timers and tests can assert exact
 * delays.
 */

/**
 * A source of uniformly distributed numbers in [0, 1), like `Math.random`.
 * @public
 */
export type RandomSource = () => number;

/**
 * A deterministic {@link RandomSource} (mulberry32) for tests and reproducible runs.
 * @public
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Exponential backoff settings, mirroring Kafka's KIP-580 `ExponentialBackoff`
 * (`retry.backoff.ms`, `retry.backoff.max.ms`, multiplier 2, jitter 0.2).
 * @public
 */
export interface ExponentialBackoffOptions {
  /** Delay before the first retry. */
  readonly initialMs: number;
  /** Upper bound of the delay before jitter. */
  readonly maxMs: number;
  /** Growth factor per attempt; Kafka uses 2. */
  readonly multiplier?: number;
  /** Relative jitter: the delay is scaled by a random factor in [1 - jitter, 1 + jitter]. 0 disables it. */
  readonly jitter?: number;
  /** Random source for the jitter; defaults to `Math.random`. */
  readonly random?: RandomSource;
}

/**
 * The deterministic retry backoff of the producer's batches, the session's record retries and its committed-offsets
 * reads: `initialMs * 2^attempt` capped at `maxMs`, no jitter; an `initialMs` above `maxMs` is `maxMs` (as Kafka's
 * `ExponentialBackoff` caps its initial interval).
 * @internal
 */
export function cappedBackoff(initialMs: number, maxMs: number): ExponentialBackoff {
  return new ExponentialBackoff({ initialMs: Math.min(initialMs, maxMs), maxMs, jitter: 0 });
}

/**
 * Computes retry delays: `initialMs * multiplier^attempt`, capped at `maxMs`, then jittered.
 * @public
 */
export class ExponentialBackoff {
  private readonly initialMs: number;
  private readonly maxMs: number;
  private readonly multiplier: number;
  private readonly jitter: number;
  private readonly random: RandomSource;

  /** Validates `options` (a RangeError when `maxMs < initialMs` or a bound is negative). */
  constructor(options: ExponentialBackoffOptions) {
    if (options.initialMs < 0 || options.maxMs < options.initialMs) {
      throw new RangeError(`invalid backoff: initialMs=${options.initialMs} maxMs=${options.maxMs}`);
    }
    this.initialMs = options.initialMs;
    this.maxMs = options.maxMs;
    this.multiplier = options.multiplier ?? 2;
    this.jitter = options.jitter ?? 0;
    this.random = options.random ?? Math.random;
  }

  /**
   * The delay before retry number `attempt` (0 for the first retry).
   * Jitter never pushes the delay below zero; it may exceed `maxMs` by at most the jitter fraction, as in Kafka.
   */
  delayMs(attempt: number): number {
    const exponent = Math.max(0, attempt);
    const base = Math.min(this.maxMs, this.initialMs * Math.pow(this.multiplier, exponent));
    if (this.jitter === 0) return Math.round(base);
    const factor = 1 - this.jitter + 2 * this.jitter * this.random();
    return Math.max(0, Math.round(base * factor));
  }
}

/**
 * Kafka's default retry backoff for transactional requests: 100 ms rising to 1 s, jitter 0.2 (KIP-580).
 * @public
 */
export function defaultRetryBackoff(random?: RandomSource): ExponentialBackoff {
  return new ExponentialBackoff(random === undefined
    ? { initialMs: 100, maxMs: 1000, jitter: 0.2 }
    : { initialMs: 100, maxMs: 1000, jitter: 0.2, random });
}

/**
 * The short backoff for CONCURRENT_TRANSACTIONS: the coordinator is still completing the previous
 * transaction (writing its markers, then its final state), which takes a few milliseconds after it answered
 * EndTxn. Kafka's Java client retries the first AddPartitionsToTxn at 20 ms (`ADD_PARTITIONS_RETRY_BACKOFF_MS`,
 * "a temporary fix", KAFKA-5482); franz-go rises from 20 ms. Measured on Apache Kafka 4.4.0
 * (docs/performance.md): the first request of a transaction started right after the previous commit meets it in
 * 40-70% of transactions, and a retry 2 ms later usually succeeds, so a 20 ms first wait made such a
 * transaction 3-4x slower than it needs to be. We rise 2, 4, 8 ... capped at 500 ms, without jitter, so a
 * waiting commit is never stuck behind a long sleep and a coordinator that stays busy is asked only a few
 * more times.
 * @public
 */
export function concurrentTransactionsBackoff(): ExponentialBackoff {
  return new ExponentialBackoff({ initialMs: 2, maxMs: 500 });
}
