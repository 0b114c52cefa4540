/**
 * The exactly-once consume-process-produce loop (franz-go's `GroupTransactSession`, the Java client's
 * KIP-447 pattern): one call per batch polls the source, begins a transaction, lets user code produce, then sends
 * the batch's next offsets with the source's group metadata and commits. The rules:
 * - partitions of the batch revoked or lost while it is processed: the transaction aborts, their offsets are never
 *   committed (the revocation listener waits for the abort, so the source gives them up only afterwards);
 * - after any abort the source is rewound (seek) to the group's committed offsets, read with require_stable;
 * - fencing surfaces (the session is failed), or `rebuildProducer` replaces the producer;
 * - a commit whose outcome is unknown is resolved before the next batch: `commitTransaction()` again, then the
 *   committed offsets (require_stable waits the transaction out) are compared with the batch's;
 * - abortable errors abort, rewind and go on, and so does a send that failed locally in the handler, whatever the
 *   handler did with its error; the caller's `AbortSignal` aborts the batch (not a commit under way) and rejects
 *   with `OperationAbortedError`; `close()` lets a commit finish and aborts a batch in progress;
 * - every committed-offsets read is bounded by `committedTimeoutMs`.
 */
import { anySignal } from '../internal/any-signal.js';
import { OperationAbortedError } from '../errors/producer-errors.js';
import { InvalidArgumentError, describeValue } from '../errors/argument-errors.js';
import { validateOperationOptions } from '../internal/bounded-wait.js';
import type { Producer } from '../producer/producer.js';
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import { TransactionState } from '../common/transaction-names.js';
import { BatchRun, raceSignal, sessionTransaction, throwIfAborted } from './batch-run.js';
import { CommitStamps } from './commit-stamp.js';
import { ABORTABLE_STATES, fatalCause, recoveredReason, isFenced, isFencedOrFatal, isRefusedAfterLostAnswer, isUnknownCommit, membershipOver } from './session-error-classification.js';
import { SessionRewind } from './session-rewind.js';
import { AbortBackoff } from './abort-backoff.js';
import { SessionProducer } from './session-producer.js';
import { UnknownCommit } from './unknown-commit.js';
import { PoisonRecords } from './poison-records.js';
import { sleep } from '../internal/waits.js';
import type { SessionMetricValues } from '../metrics/session-metrics.js';
import { isLoopExit, runUntilClosed, sessionBatches, validateBatchesOptions, type SessionBatch, type SessionBatchesOptions } from './session-batches.js';
import { resolveSessionOptions, type ResolvedSessionOptions } from './session-config.js';
import { SessionClosedError, SessionFailedError } from './session-errors.js';
import type { TransactionalSessionOptions } from './session-options.js';
import type { BatchOutcome, SessionBatchHandler, SessionRunOptions } from './session-types.js';
import type { ConsumedBatch, TransactionalSource } from '../consumer/transactional-source.js';
import { claimForTransactionalSession } from '../consumer/consumer-commits.js';
import { asError, isAborted } from '../internal/abort-race.js';

/**
 * Runs a transactional producer over a {@link TransactionalSource}, one transaction per batch. See docs/session.md.
 *
 * @example
 * An exactly-once consume-transform-produce service: each batch's output and its input offsets commit together.
 * ```ts no-run
 * import { Consumer, Producer, TransactionalSession } from 'kafka-eos';
 *
 * const bootstrapServers = ['broker-1:9092', 'broker-2:9092'];
 * const consumer = new Consumer({ bootstrapServers, groupId: 'invoicer', autoOffsetReset: 'earliest' });
 * consumer.subscribe(['orders']);
 * const producer = new Producer({ bootstrapServers, transactionalId: 'invoicer-1' });
 * const session = new TransactionalSession({ producer, source: consumer, maxRecords: 500 });
 * process.once('SIGTERM', () => { void session.close(); }); // run() resolves once the session is closed
 * await session.run(async (batch, tx) => {
 *   await tx.send(batch.records.map((record) => ({ topic: 'invoices', key: record.key, value: record.value })));
 * });
 * await Promise.all([consumer.close(), producer.close()]);
 * ```
 * @public
 */
export class TransactionalSession implements AsyncIterable<SessionBatch> {
  private readonly options: ResolvedSessionOptions;
  private readonly source: TransactionalSource;
  private readonly removeListener: () => void;
  private chain: Promise<unknown> = Promise.resolve();
  private current: BatchRun | undefined;
  private closing: Promise<void> | undefined;
  /** Aborts a poll in progress when the session closes, so that `close()` does not wait for `pollTimeoutMs`. */
  private readonly closeController = new AbortController();
  private readonly stamps = new CommitStamps();
  /** A commit whose outcome is not known yet, and how the session learns it (unknown-commit.ts). */
  private readonly unknownCommit: UnknownCommit;
  /** The producer in use, the ones the session built, the call it has not seen end (session-producer.ts). */
  private readonly producers: SessionProducer;
  /** Where the source goes back to after an abort (session-rewind.ts). */
  private readonly rewinds: SessionRewind;
  /** The `onRecordError` policy's attempts, isolated records and narrowing (poison-records.ts). */
  private readonly poison: PoisonRecords;
  /** The wait after consecutive batches aborted on abortable errors (abort-backoff.ts). */
  private readonly abortBackoff = new AbortBackoff();

  /** Validates `options` and wires the session to its consumer and producer; nothing runs until {@link TransactionalSession.run}. */
  constructor(options: TransactionalSessionOptions) {
    this.options = resolveSessionOptions(options);
    this.source = this.options.source;
    // The session commits the source's offsets in its transactions: a kafka-eos Consumer refuses plain commits from now on.
    claimForTransactionalSession(this.source);
    this.producers = new SessionProducer(this.options.producer, this.options.rebuildProducer, this.options.logger);
    this.poison = new PoisonRecords(this.options.onRecordError);
    this.rewinds = new SessionRewind(this.source, this.options.logger, { timeoutMs: this.options.committedTimeoutMs, clock: this.options.clock });
    this.unknownCommit = new UnknownCommit({ source: this.source, producers: this.producers, rewinds: this.rewinds, options: this.options });
    this.removeListener = this.source.addAssignmentListener({
      onPartitionsRevoked: (partitions) => this.partitionsRemoved(partitions, 'revoked'),
      onPartitionsLost: (partitions) => this.partitionsRemoved(partitions, 'lost'),
      onPartitionsAssigned: (partitions) => { this.rewinds.forget(partitions); this.poison.forget(partitions); },
    });
  }

  /** The producer in use (a replacement after `rebuildProducer`). */
  get producer(): Producer {
    return this.producers.current;
  }

  /** What the `onRecordError` policy did so far: records dead-lettered and skipped, batches re-run. */
  metrics(): SessionMetricValues {
    return this.poison.metrics.values();
  }

  /** True once `close()` was called. */
  get isClosed(): boolean {
    return this.closing !== undefined;
  }

  /**
   * Polls one batch and runs `handler` in its transaction, then commits the batch's offsets with it. Resolves with
   * the batch's outcome (`empty`, `committed`, or `aborted` with the reason the session recovered from). Rejects
   * with the handler's error (after aborting and rewinding), `OperationAbortedError` (signal), a fencing or fatal
   * producer error (the session is then failed), {@link SessionClosedError} after `close()`. Calls run one after
   * another.
   */
  runOnce(handler: SessionBatchHandler, options: SessionRunOptions = {}): Promise<BatchOutcome> {
    try {
      if (typeof handler !== 'function') throw new InvalidArgumentError('runOnce', 'handler', `must be a function (batch, transaction) => Promise<void>, got ${describeValue(handler)}`);
      validateOperationOptions('runOnce', options);
      this.checkUsable('runOnce');
    } catch (error) {
      return Promise.reject(asError(error));
    }
    const next = this.chain.then(() => this.runBatch(handler, options.signal), () => this.runBatch(handler, options.signal));
    this.chain = next.catch(() => undefined);
    // A promise of its own for the caller: `next` is observed by the chain, which would hide a rejection nobody handles.
    return next.then((outcome) => outcome);
  }

  /**
   * Runs batches until `close()` (resolves) or a batch rejects (see {@link TransactionalSession.runOnce}; an
   * aborted batch the session recovered from does not stop it). `onOutcome` sees every batch's outcome.
   */
  run(handler: SessionBatchHandler, options: SessionRunOptions & { readonly onOutcome?: (outcome: BatchOutcome) => void } = {}): Promise<void> {
    return runUntilClosed(this, handler, options);
  }

  /**
   * The session as an async iterator: `for await (const { batch, transaction } of session.batches({ signal }))`. Each
   * iteration is one batch in its own transaction; the body sends output with `transaction.send`, and the batch
   * commits (with its offsets) when the body finishes, before the next poll (back-pressure). Leaving the loop early
   * (`break`, `return`, a throw) aborts that iteration's batch and rewinds the source. Ends when the session closes;
   * rejects as {@link TransactionalSession.run} does. See docs/session.md.
   * @throws {@link SessionClosedError} after `close()`; `InvalidArgumentError` for bad options.
   */
  batches(options: SessionBatchesOptions = {}): AsyncGenerator<SessionBatch, void, undefined> {
    validateBatchesOptions(options);
    this.checkUsable('batches');
    return sessionBatches(this, options);
  }

  /** `for await (const { batch, transaction } of session)`: {@link TransactionalSession.batches} without options. */
  [Symbol.asyncIterator](): AsyncGenerator<SessionBatch, void, undefined> {
    return this.batches();
  }

  /**
   * Closes the session: a commit under way is let finish, a batch being processed is aborted (its sends fail,
   * its offsets are not committed) and the source rewound; the assignment listener is removed. Producers built by
   * `rebuildProducer` are closed; the producer passed in and the source stay open (they are the caller's). Calling
   * it again returns the same promise.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closeController.abort(new SessionClosedError('close'));
      this.current?.doom('closed');
      await this.chain;
      this.removeListener();
      await this.producers.closeOwned();
    })();
    return this.closing;
  }

  private checkUsable(operation: string): void {
    if (this.closing !== undefined) throw new SessionClosedError(operation);
    if (this.producers.failure !== undefined) throw new SessionFailedError(operation, this.producers.failure);
  }

  private async runBatch(handler: SessionBatchHandler, signal: AbortSignal | undefined): Promise<BatchOutcome> {
    this.checkUsable('runOnce');
    if (signal?.aborted === true) throw new OperationAbortedError('runOnce', signal.reason);
    await this.prepare(signal);
    const run = new BatchRun();
    this.current = run;
    try {
      let batch: ConsumedBatch;
      const pollSignal = anySignal(signal, this.closeController.signal);
      try {
        // A batch re-run after the handler failed on a record, or after batches aborted on abortable errors.
        const backoffMs = Math.max(this.poison.takeBackoff(), this.abortBackoff.waitMs());
        if (backoffMs > 0) await sleep(this.options.clock, backoffMs, { signal: pollSignal.signal, operation: 'runOnce' });
        batch = await this.source.poll({ timeoutMs: this.options.pollTimeoutMs, maxRecords: this.poison.maxRecords(this.options.maxRecords), signal: pollSignal.signal });
      } catch (error) {
        this.rewinds.pending = true; // whatever the failed poll consumed is read again
        if (this.closeController.signal.aborted && !isAborted(signal)) return { status: 'empty' };
        throw error;
      } finally {
        pollSignal.dispose();
      }
      if (batch.records.length === 0) return { status: 'empty' };
      this.rewinds.noteUncommitted(batch);
      if (this.closing !== undefined) return await this.abandon(batch, 'closed');
      const assigned = new Set(this.source.assignment().map(topicPartitionKey));
      if (batch.records.some((record) => !assigned.has(topicPartitionKey(record)))) return await this.abandon(batch, 'revoked');
      for (const record of batch.records) run.partitions.add(topicPartitionKey(record));
      return await this.transact(run, batch, handler, signal);
    } finally {
      run.finish();
      if (this.current === run) this.current = undefined;
    }
  }

  /** Before a batch: initialize the producer, resolve an unknown commit, rewind after an abort. */
  private async prepare(signal: AbortSignal | undefined): Promise<void> {
    await this.producers.settleOwed();
    const unobserved = this.producers.unobservedOperation();
    if (this.producers.current.state === TransactionState.UNINITIALIZED || unobserved === 'initTransactions') await this.producers.observe(this.producers.current, 'initTransactions', signal);
    if (this.unknownCommit.pending) await this.unknownCommit.resolve(signal);
    if (unobserved === 'abortTransaction' || ABORTABLE_STATES.includes(this.producers.current.state)) {
      // An abort that failed or timed out in an earlier batch: finish it, or learn how it ended meanwhile (a retried
      // call joins the pending one), and recover from that (it may have been fenced) before anything else.
      this.rewinds.pending = true;
      try {
        await this.producers.observe(this.producers.current, 'abortTransaction', signal);
      } catch (error) {
        if (!isFencedOrFatal(error)) throw error;
        await this.producers.recover(error);
      }
    }
    if (this.rewinds.pending) await this.rewinds.rewind(signal);
  }

  /** The batch was read but is not processed (the session closes, or its partitions went away during the poll). */
  private async abandon(batch: ConsumedBatch, reason: 'closed' | 'revoked'): Promise<BatchOutcome> {
    this.rewinds.pending = true;
    await this.rewinds.rewindQuietly();
    return { status: 'aborted', records: batch.records.length, reason };
  }

  private async transact(run: BatchRun, batch: ConsumedBatch, handler: SessionBatchHandler, signal: AbortSignal | undefined): Promise<BatchOutcome> {
    const producer = this.producers.current;
    const onSignal = (): void => { run.abort(new OperationAbortedError('runOnce', signal?.reason)); };
    signal?.addEventListener('abort', onSignal, { once: true });
    let handled = false;
    const thrown: { error?: unknown } = {};
    const { handed, isolated } = this.poison.split(batch);
    try {
      producer.beginTransaction();
      run.phase = 'processing';
      if (handed.records.length > 0) {
        const handling = Promise.resolve().then(() => handler(handed, sessionTransaction(run, producer)));
        await raceSignal(handling.catch((error: unknown) => { thrown.error = error; throw error; }), run.signal);
      }
      handled = true;
      throwIfAborted(run.signal);
      // Isolated records go to the dead-letter topic in the transaction that commits their offsets.
      const deadLetters = this.poison.deadLetterRecords(isolated);
      if (deadLetters.length > 0) await raceSignal(producer.send(deadLetters), run.signal);
      // The handler went on after a send of the batch failed (it caught the error): the batch aborts all the same.
      if (run.sendFailure !== undefined) throw run.sendFailure;
      const offsets = this.stamps.stamp(batch.nextOffsets);
      run.offsetsSentAs = this.source.groupMetadata();
      await raceSignal(producer.sendOffsetsToTransaction(offsets, run.offsetsSentAs), run.signal);
      throwIfAborted(run.signal);
      run.phase = 'committing';
      this.unknownCommit.commitBegins();
      const outcome = await this.commit(batch, offsets);
      run.finishTransaction();
      if (outcome.status === 'committed') this.poison.committed(isolated, batch.nextOffsets);
      return outcome;
    } catch (caught) {
      // A send the handler did not await failed after it returned: the offsets or the commit were then refused
      // because of it, and the send's own failure is the batch's.
      const error = handled && run.sendFailure !== undefined && producer.state === TransactionState.ABORTABLE_ERROR ? run.sendFailure : caught;
      run.abort(error);
      const fromHandler = 'error' in thrown && thrown.error === error && !isLoopExit(error);
      return await this.afterFailure(run, batch, producer, error, fromHandler);
    } finally {
      signal?.removeEventListener('abort', onSignal);
      run.finishTransaction();
    }
  }

  /** Commits; an unknown outcome is resolved at once (and, if that fails, before the next batch). */
  private async commit(batch: ConsumedBatch, offsets: readonly TopicPartitionOffset[]): Promise<BatchOutcome> {
    try {
      await this.producers.current.commitTransaction();
    } catch (error) {
      // Fenced during the commit: when an EndTxn attempt of this call got no answer before a retry was refused, it
      // may have been applied, and the producer says so (`commitOutcomeUnknown`): the outcome is resolved like an
      // unknown one (the committed offsets decide). A refusal with no such attempt means nothing committed: the
      // failure path rebuilds the producer and rewinds. (The committed offsets cannot tell that case: the batch's
      // partitions may have moved to a member that committed the same offsets.)
      const fenced = isFenced(error);
      if (!isUnknownCommit(error) && !(fenced && isRefusedAfterLostAnswer(error))) throw error;
      this.options.logger.warn('commit outcome unknown: resolving it', { error: error instanceof Error ? error.message : String(error) });
      const applied = await this.unknownCommit.resolveNow(offsets);
      if (!applied) return { status: 'aborted', records: batch.records.length, reason: fenced ? 'fenced' : 'commit-not-applied', error };
    }
    this.rewinds.forget(batch.nextOffsets);
    this.abortBackoff.reset();
    return { status: 'committed', records: batch.records.length, offsets: batch.nextOffsets };
  }

  /** After a failed batch: abort when possible, recover the producer, rewind; returns the outcome or throws. */
  private async afterFailure(run: BatchRun, batch: ConsumedBatch, producer: Producer, error: unknown, fromHandler: boolean): Promise<BatchOutcome> {
    const doomed = run.doomed;
    if (!isFencedOrFatal(error) && ABORTABLE_STATES.includes(producer.state)) {
      try {
        await this.producers.observe(producer, 'abortTransaction', undefined);
      } catch (abortError) {
        if (!isFencedOrFatal(abortError)) throw abortError;
        error = abortError;
      }
    }
    run.finishTransaction();
    this.rewinds.pending = true;
    if (isFencedOrFatal(error)) await this.producers.recover(error);
    // The batch ended for another reason (doomed, the signal, a handler error) while the producer became fatal
    // meanwhile (a send found it fenced): recover from what made the producer fatal, not from that reason. Not when
    // the session already replaced it (resolving an unknown commit rebuilds the producer before it reports).
    else if (producer.state === TransactionState.FATAL_ERROR && producer === this.producers.current) await this.producers.recover(fatalCause(producer) ?? error);
    // The coordinator says the membership the offsets were sent as is over: the source drops it now (its partitions
    // are lost and it rejoins) rather than at its next heartbeat, so that no batch is read again under it.
    const refused = membershipOver(error);
    if (refused !== undefined && run.offsetsSentAs !== undefined) {
      await this.source.membershipRefused?.(run.offsetsSentAs, refused).catch((listenerError: unknown) => {
        this.options.logger.warn('the source failed to drop its refused membership', { error: String(listenerError) });
      });
    }
    if (error instanceof OperationAbortedError) throw error; // the caller's signal: rewound before the next batch
    await this.rewinds.rewindQuietly();
    const records = batch.records.length;
    const reason = doomed?.reason ?? recoveredReason(error, run.sendFailure);
    if (reason === 'abortable-error') this.abortBackoff.noteAborted();
    if (reason !== undefined) return doomed === undefined ? { status: 'aborted', records, reason, error } : { status: 'aborted', records, reason };
    // The handler failed on a record: re-run, isolate or narrow down, as the `onRecordError` policy says.
    if (fromHandler && this.poison.handlerFailed(batch, error)) return { status: 'aborted', records, reason: 'record-error', error };
    throw error;
  }

  /** The assignment listener's revocation and loss: doom a batch holding them and wait until its transaction is over. */
  private async partitionsRemoved(partitions: readonly TopicPartition[], reason: 'revoked' | 'lost'): Promise<void> {
    this.rewinds.forget(partitions);
    this.poison.forget(partitions);
    this.unknownCommit.partitionsMoved(partitions);
    const run = this.current;
    if (run === undefined || !run.holds(partitions)) return;
    run.doom(reason);
    await run.transactionOver;
  }
}
