/**
 * The transactional session as an async iterator (`for await (const { batch, transaction } of session)`): each
 * iteration is one batch in its own transaction, and the loop body is the batch handler. The batch commits when
 * the body finishes and the loop asks for the next one; the next poll happens only after that commit (or abort
 * and rewind), so a slow body holds fetching back (back-pressure; the consumer's `maxBufferedBytes` bounds what is
 * buffered meanwhile). Leaving the loop early (`break`, `return`, a throw) aborts the batch of that iteration and
 * rewinds the source: an async iterator cannot tell a `break` from a throw, and aborting is the side that can
 * never commit unprocessed input.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { InvalidArgumentError, describeValue } from '../errors/argument-errors.js';
import { validateOperationOptions } from '../internal/bounded-wait.js';
import { SessionClosedError } from './session-errors.js';
import type { BatchOutcome, SessionBatchHandler, SessionRunOptions, SessionTransaction } from './session-types.js';
import type { ConsumedBatch } from '../consumer/transactional-source.js';

/**
 * One iteration of the session's async iterator: the batch and the transaction it runs in.
 * @public
 */
export interface SessionBatch {
  /** The records polled (read_committed) and, per partition, the offset that is committed with the transaction. */
  readonly batch: ConsumedBatch;
  /** The batch's transaction: `send` output records in it; `signal` aborts when the transaction must abort. */
  readonly transaction: SessionTransaction;
}

/**
 * Options of `session.batches(options)`.
 * @public
 */
export interface SessionBatchesOptions extends SessionRunOptions {
  /**
   * Sees every non-empty batch's outcome (`committed`, or `aborted` with its reason), after the session recovered;
   * not the batch of an iteration the loop was left from (`break`, a throw), which is aborted.
   */
  readonly onOutcome?: (outcome: BatchOutcome) => void;
}

/** What the iterator needs of the session. @internal */
export interface BatchRunner {
  readonly isClosed: boolean;
  runOnce(handler: SessionBatchHandler, options?: SessionRunOptions): Promise<BatchOutcome>;
}

/** The loop body did not finish normally: its batch's transaction aborts. @internal */
class LoopExited extends Error {
  constructor() {
    super('the for await loop over the session was left before the batch was processed');
  }
}

/**
 * Checks the options of `batches()` (the iterator starts only when iterated: errors must come at the call).
 * @internal
 */
export function validateBatchesOptions(options: SessionBatchesOptions): void {
  validateOperationOptions('batches', options);
  // Typed for TypeScript callers; plain JavaScript may pass anything.
  const given: unknown = options;
  const onOutcome = isObjectRecord(given) ? given.onOutcome : undefined;
  if (onOutcome !== undefined && typeof onOutcome !== 'function') {
    throw new InvalidArgumentError('batches', 'options.onOutcome', `must be a function (outcome) => void when given, got ${describeValue(onOutcome)}`);
  }
}

/**
 * Yields batch after batch until the session closes; each one commits when the loop body finishes. Rejects as
 * `run` does (the handler's errors aside: the body's own throw leaves the loop with that error after the abort).
 * @internal
 */
export async function* sessionBatches(session: BatchRunner, options: SessionBatchesOptions): AsyncGenerator<SessionBatch, void, undefined> {
  const runOptions: SessionRunOptions = options.signal === undefined ? {} : { signal: options.signal };
  for (;;) {
    if (session.isClosed) return;
    let release: (completed: boolean) => void = () => undefined;
    const bodyDone = new Promise<boolean>((resolve) => { release = resolve; });
    let handOver: (item: SessionBatch) => void = () => undefined;
    const handed = new Promise<SessionBatch>((resolve) => { handOver = resolve; });
    const outcome = session.runOnce(async (batch, transaction) => {
      handOver({ batch, transaction });
      if (!(await bodyDone)) throw new LoopExited();
    }, runOptions);
    let first: { readonly item: SessionBatch } | { readonly outcome: BatchOutcome };
    try {
      first = await Promise.race([handed.then((item) => ({ item })), outcome.then((result) => ({ outcome: result }))]);
    } catch (error) {
      if (isClosedError(session, error)) return;
      throw error;
    }
    if ('outcome' in first) {
      // Nothing to process: empty, or aborted before the handler (partitions revoked during the poll, closing).
      if (first.outcome.status !== 'empty') options.onOutcome?.(first.outcome);
      continue;
    }
    let completed = false;
    try {
      yield first.item;
      completed = true;
    } finally {
      release(completed);
      if (!completed) await leftEarly(session, outcome, options);
    }
    options.onOutcome?.(await outcome);
  }
}

/**
 * `session.run()`: batches until the session closes (resolves) or a batch rejects; `onOutcome` sees every outcome.
 * @internal
 */
export async function runUntilClosed(session: BatchRunner, handler: SessionBatchHandler, options: SessionRunOptions & { readonly onOutcome?: (outcome: BatchOutcome) => void }): Promise<void> {
  for (;;) {
    if (session.isClosed) return;
    let outcome: BatchOutcome;
    try {
      outcome = await session.runOnce(handler, options);
    } catch (error) {
      if (isClosedError(session, error)) return;
      throw error;
    }
    options.onOutcome?.(outcome);
  }
}

/** Whether `error` is the iterator's own abort of a batch whose loop body did not finish (not the body's error). @internal */
export function isLoopExit(error: unknown): boolean {
  return error instanceof LoopExited;
}

/** Whether `error` is the session's own "closed" (a loop ending with `close()`, not a failure). */
function isClosedError(session: BatchRunner, error: unknown): boolean {
  return error instanceof SessionClosedError && session.isClosed;
}

/**
 * The loop was left during an iteration: wait until its batch is aborted and the source rewound, so that the caller
 * can close at once. That outcome is not reported (the loop is over); one that settled otherwise (revoked meanwhile)
 * is. Errors other than the abort's own are rethrown (a fencing error found on the way, for instance).
 */
async function leftEarly(session: BatchRunner, outcome: Promise<BatchOutcome>, options: SessionBatchesOptions): Promise<void> {
  try {
    options.onOutcome?.(await outcome);
  } catch (error) {
    if (!(error instanceof LoopExited) && !isClosedError(session, error)) throw error;
  }
}
