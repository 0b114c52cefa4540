/**
 * One batch's run inside the transactional session: its phase, the partitions it holds, and the signal that
 * dooms its transaction (revocation, loss, close, the caller's signal). The assignment listener reads it to decide
 * whether a revocation must abort, and waits for `transactionOver` so that the source gives partitions up only
 * after the transaction that read them has been aborted (or has committed, if its commit was already under way).
 */
import { topicPartitionKey, type ConsumerGroupMetadata, type TopicPartition } from '../common/topic-partition.js';
import type { ProducerRecord, RecordMetadata } from '../common/record.js';
import { TransactionState } from '../common/transaction-names.js';
import { TransactionAbortedError } from '../errors/transaction-errors.js';
import type { Producer } from '../producer/producer.js';
import type { SessionAbortReason, SessionTransaction } from './session-types.js';
import { asError, raceAbort } from '../internal/abort-race.js';

/** Where a batch's run is. @internal */
export type BatchPhase = 'polling' | 'processing' | 'committing' | 'done';

/** The error a doomed run's signal aborts with. @internal */
export class BatchDoomed extends Error {
  constructor(readonly reason: Extract<SessionAbortReason, 'revoked' | 'lost' | 'closed'>) {
    super(`the batch's transaction must abort: ${reason}`);
  }
}

/** @internal */
export class BatchRun {
  phase: BatchPhase = 'polling';
  readonly partitions = new Set<string>();
  /**
   * The first `transaction.send` failure that left the producer abortable (a send that failed locally: a record too
   * large, an unknown topic, no buffer memory): its record is not in the transaction, so the batch must abort.
   */
  sendFailure: Error | undefined;
  /** The group metadata the batch's offsets were sent with, once `sendOffsetsToTransaction` was called. */
  offsetsSentAs: ConsumerGroupMetadata | undefined;
  private readonly controller = new AbortController();
  private doomReason: BatchDoomed | undefined;
  private resolveOver: () => void = () => undefined;
  /** Settles when the run's transaction is over (committed, aborted, or never begun). */
  readonly transactionOver: Promise<void> = new Promise((resolve) => { this.resolveOver = resolve; });

  /** Aborts when the transaction must abort. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get doomed(): BatchDoomed | undefined {
    return this.doomReason;
  }

  holds(partitions: readonly TopicPartition[]): boolean {
    return partitions.some((each) => this.partitions.has(topicPartitionKey(each)));
  }

  /** Marks the transaction to abort; only while the batch is processed (a commit under way is let finish). */
  doom(reason: BatchDoomed['reason']): void {
    if (this.phase !== 'processing' || this.doomReason !== undefined) return;
    this.doomReason = new BatchDoomed(reason);
    this.controller.abort(this.doomReason);
  }

  /** Aborts the signal for another cause (the caller's signal, a failure). */
  abort(reason: unknown): void {
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  finishTransaction(): void {
    this.resolveOver();
  }

  finish(): void {
    this.phase = 'done';
    this.resolveOver();
  }
}

/** Throws the run's abort reason once its signal aborted. @internal */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new BatchDoomed('closed');
}

/** Rejects with the signal's reason when it aborts first (the work goes on; its sends fail once the abort starts). @internal */
export function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return raceAbort(work, signal, () => asError(signal.reason));
}

/**
 * The transaction as the batch handler sees it: sends go to `producer` while the run processes, and the first one
 * that leaves the producer abortable is remembered as the run's `sendFailure`. @internal
 */
export function sessionTransaction(run: BatchRun, producer: Producer): SessionTransaction {
  const noteFailure = (error: unknown): void => {
    if (producer.state === TransactionState.ABORTABLE_ERROR) run.sendFailure ??= asError(error);
  };
  const send = (records: ProducerRecord | readonly ProducerRecord[]): Promise<RecordMetadata | RecordMetadata[]> => {
    if (run.signal.aborted || run.phase !== 'processing') return Promise.reject(new TransactionAbortedError({ cause: run.signal.reason }));
    const sent = Array.isArray(records) ? producer.send(records as readonly ProducerRecord[]) : producer.send(records as ProducerRecord);
    // Registered before the handler's own handlers: the failure is known by the time the handler sees it.
    sent.catch(noteFailure);
    // The transaction cannot commit before these records are written: they are sent when the handler's turn ends.
    producer.endLingerAfterTurn();
    return sent;
  };
  return { send: send as SessionTransaction['send'], signal: run.signal };
}
