/**
 * Per-broker reconnect backoff: after each failed connection attempt (TCP, TLS, ApiVersions or SASL)
 * the broker is skipped for `reconnectBackoffMs * 2^failures`, capped at `reconnectBackoffMaxMs`, with
 * ±20% jitter so that many clients do not reconnect in lockstep. Mirrors Kafka's
 * `ClusterConnectionStates` with KIP-144's exponential reconnect backoff; a success resets it.
 */
import { ExponentialBackoff, type RandomSource } from '../../internal/backoff.js';

/** Kafka's `CommonClientConfigs.RECONNECT_BACKOFF_JITTER`. */
const RECONNECT_JITTER = 0.2;

/**
 * Backoff state of one broker.
 * @internal
 */
export class ReconnectBackoff {
  private readonly backoff: ExponentialBackoff;
  private failures = 0;
  private notBefore = 0;

  constructor(initialMs: number, maxMs: number, random: RandomSource) {
    this.backoff = new ExponentialBackoff({ initialMs, maxMs, jitter: RECONNECT_JITTER, random });
  }

  /** Consecutive failed attempts since the last success. */
  get consecutiveFailures(): number {
    return this.failures;
  }

  /** Milliseconds until the next attempt is allowed (0 when allowed now). */
  remainingMs(nowMs: number): number {
    return Math.max(0, this.notBefore - nowMs);
  }

  /** Records a failed attempt at `nowMs` and returns the delay before the next one. */
  recordFailure(nowMs: number): number {
    const delay = this.backoff.delayMs(this.failures);
    this.failures++;
    this.notBefore = nowMs + delay;
    return delay;
  }

  /** A connection got through: the next failure starts from the initial delay again. */
  recordSuccess(): void {
    this.failures = 0;
    this.notBefore = 0;
  }
}
