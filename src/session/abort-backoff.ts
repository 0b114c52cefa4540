/**
 * The wait before the batch after a run of batches aborted on an abortable error (e.g. a TxnOffsetCommit refused
 * with UNKNOWN_MEMBER_ID because the consumer's membership ended and its next heartbeat has not told it yet).
 * Without it the session re-reads the same records and aborts again as fast as the round trips go: every abort
 * spends a transaction and, under transaction version 2, a producer epoch, and a member that has not yet learnt it
 * left the group spins until its heartbeat does. The wait doubles per consecutive abort, Kafka's retry backoff
 * defaults (`retry.backoff.ms` 100, `retry.backoff.max.ms` 1000); a committed batch resets it.
 */

import { ExponentialBackoff } from '../internal/backoff.js';

/** First wait after an abortable failure, ms (Java's `retry.backoff.ms` default). @internal */
export const ABORT_BACKOFF_MS = 100;
/** Longest wait, ms (Java's `retry.backoff.max.ms` default). @internal */
export const ABORT_BACKOFF_MAX_MS = 1_000;

/**
 * Consecutive aborted batches and the wait they call for.
 * @internal
 */
export class AbortBackoff {
  private aborted = 0;
  private readonly backoff = new ExponentialBackoff({ initialMs: ABORT_BACKOFF_MS, maxMs: ABORT_BACKOFF_MAX_MS });

  /** A batch ended aborted on an abortable error. */
  noteAborted(): void {
    this.aborted++;
  }

  /** A batch committed: the run of aborts is over. */
  reset(): void {
    this.aborted = 0;
  }

  /** The wait before the next poll, ms: 0 after no abort. */
  waitMs(): number {
    return this.aborted === 0 ? 0 : this.backoff.delayMs(this.aborted - 1);
  }
}
