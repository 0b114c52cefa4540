/**
 * A commit of the transactional session whose outcome is not known (the EndTxn got no answer, or a retry was refused
 * after an attempt that got none), and how the session learns it before the next batch: `commitTransaction()` again,
 * else the group's committed offsets (read with require_stable) compared with the batch's, unless partitions of the
 * batch moved to another member meanwhile.
 */
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import { TransactionState } from '../common/transaction-names.js';
import { TransactionError } from '../errors/transaction-errors.js';
import type { TransactionalSource } from '../consumer/transactional-source.js';
import { readCommitted } from './committed-read.js';
import { commitEvidence, type CommitEvidence } from './commit-stamp.js';
import type { ResolvedSessionOptions } from './session-config.js';
import { ABORTABLE_STATES, isEndedTransaction, isFencedOrFatal, isUnknownCommit } from './session-error-classification.js';
import type { SessionProducer } from './session-producer.js';
import type { SessionRewind } from './session-rewind.js';

/** What resolving an unknown commit uses of the session. @internal */
export interface UnknownCommitParts {
  readonly source: TransactionalSource;
  readonly producers: SessionProducer;
  readonly rewinds: SessionRewind;
  readonly options: ResolvedSessionOptions;
}

/**
 * The session's commit of unknown outcome.
 * @internal
 */
export class UnknownCommit {
  /** The offsets of a commit whose outcome is not known yet. */
  private offsets: readonly TopicPartitionOffset[] | undefined;
  /**
   * Partitions this member gave up (revoked or lost) since the last commit began: once one of a commit's partitions
   * may have been committed by its next owner, the committed offsets no longer tell whether that commit happened.
   */
  private readonly moved = new Set<string>();

  constructor(private readonly parts: UnknownCommitParts) {}

  /** True while a commit's outcome is still to be learnt (before the next batch). */
  get pending(): boolean {
    return this.offsets !== undefined;
  }

  /** A commit begins: partitions given up before it cannot have been committed by it. */
  commitBegins(): void {
    this.moved.clear();
  }

  /** This member gave up `partitions` (revoked or lost). */
  partitionsMoved(partitions: readonly TopicPartition[]): void {
    for (const each of partitions) this.moved.add(topicPartitionKey(each));
  }

  /** The commit of `offsets` ended without a known outcome: learns it now (see {@link UnknownCommit.resolve}). */
  resolveNow(offsets: readonly TopicPartitionOffset[]): Promise<boolean> {
    this.offsets = offsets;
    return this.resolve(undefined);
  }

  /**
   * Learns whether the remembered commit happened: `commitTransaction()` again (it resends EndTxn); when that
   * succeeds, it did. When the retry is refused for good, the committed offsets, read with require_stable (which
   * waits for the transaction to complete), compared with the batch's. Rewinds when it did not commit. Throws
   * (keeping it unresolved) when neither gives an answer.
   */
  async resolve(signal: AbortSignal | undefined): Promise<boolean> {
    const offsets = this.offsets ?? [];
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.parts.options.commitRetries; attempt++) {
      try {
        await this.parts.producers.current.commitTransaction(signal === undefined ? {} : { signal });
        lastError = undefined;
        break;
      } catch (error) {
        lastError = error;
        if (!isUnknownCommit(error)) break;
      }
    }
    if (lastError !== undefined && isUnknownCommit(lastError)) throw lastError instanceof Error ? lastError : new Error('commit outcome unknown', { cause: lastError });
    // A retried commit that succeeded is the answer: the coordinator answers a repeated EndTxn of a transaction it
    // committed with success, and commits it now if the first never arrived. Only a retry refused for good (fenced,
    // fatal, abortable) leaves the committed offsets to tell; compared then, since the partitions may have moved to
    // another member meanwhile, whose later commit would make an applied commit look lost.
    const moved = lastError !== undefined && offsets.some((each) => this.moved.has(topicPartitionKey(each)));
    const evidence: CommitEvidence = lastError === undefined ? 'applied' : moved ? 'unknown' : await this.committedEvidence(offsets, signal);
    const applied = evidence === 'applied';
    this.offsets = undefined;
    this.parts.options.logger.info('unknown commit outcome resolved', { applied });
    if (lastError !== undefined) {
      // The retried EndTxn found the transaction ended (TV2: INVALID_TXN_STATE after the coordinator timed it out;
      // TV1 says PRODUCER_FENCED): the offsets just read tell whether it committed, so a rebuilt producer may go on.
      // The outcome is known from here on: a replacement fenced in turn must not make it a failure of the batch.
      if (isFencedOrFatal(lastError) || this.parts.producers.current.state === TransactionState.FATAL_ERROR) await this.parts.producers.recoverOrOwe(lastError, isEndedTransaction(lastError));
      else if (ABORTABLE_STATES.includes(this.parts.producers.current.state)) await this.parts.producers.observe(this.parts.producers.current, 'abortTransaction', undefined);
    }
    if (evidence === 'unknown') {
      // Partitions of the batch moved to another member (known here, or only visible in the committed offsets: a
      // member cut off from the group does not hear of it), whose owner read the committed offsets (with
      // require_stable, so after this transaction ended) and may have gone on from this commit or processed the same
      // records again. Nothing is re-run here either way; what this member still owns is rewound.
      this.parts.rewinds.pending = true;
      throw new TransactionError('ERR_TXN_COMMIT_OUTCOME_UNKNOWN', 'the outcome of the commit cannot be known: the retried EndTxn was refused and partitions of the batch moved to another member meanwhile', {
        classification: 'retriable', commitOutcomeUnknown: true, cause: lastError,
        remedy: 'nothing to re-run: the partitions\' new owner goes on from the committed offsets; call runOnce() again',
      });
    }
    if (!applied) {
      this.parts.rewinds.pending = true;
      await this.parts.rewinds.rewind(signal);
    } else {
      this.parts.rewinds.forget(offsets);
    }
    return applied;
  }

  /** What the group's committed offsets (read with require_stable) say about the commit of `offsets` (commit-stamp.ts). */
  private async committedEvidence(offsets: readonly TopicPartitionOffset[], signal: AbortSignal | undefined): Promise<CommitEvidence> {
    const committed = await readCommitted(this.parts.source, offsets, { timeoutMs: this.parts.options.committedTimeoutMs, clock: this.parts.options.clock }, signal);
    return commitEvidence(committed, offsets);
  }
}
