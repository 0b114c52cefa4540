/**
 * `session.metrics()`: what the transactional session's record-error policy did (records dead-lettered, skipped,
 * batches re-run after a record failed), as cumulative counts. Counted once per committed transaction, never per
 * record handed to the handler. See docs/observability.md.
 */

/**
 * The transactional session's metrics. Counts since the session was created.
 * @public
 */
export interface SessionMetricValues {
  /** Records written to the dead-letter topic, counted when the transaction that wrote them committed. */
  readonly 'records-dead-lettered-total': number;
  /** Records skipped by the `skip` policy (offset advanced, not processed), counted when their transaction committed (Kafka Streams: `dropped-records-total`). */
  readonly 'records-skipped-total': number;
  /** Batches aborted because the handler failed on a record, to be run again (after the backoff) or narrowed down. */
  readonly 'record-error-retries-total': number;
}

/** The counters behind {@link SessionMetricValues}. @internal */
export class SessionMetrics {
  deadLettered = 0;
  skipped = 0;
  retries = 0;

  values(): SessionMetricValues {
    return { 'records-dead-lettered-total': this.deadLettered, 'records-skipped-total': this.skipped, 'record-error-retries-total': this.retries };
  }
}
