/**
 * What the transactional session hands user code and what one batch's run returns.
 */
import type { ProducerRecord, RecordMetadata } from '../common/record.js';
import type { TopicPartitionOffset } from '../common/topic-partition.js';
import type { ConsumedBatch } from '../consumer/transactional-source.js';

/**
 * The transaction one batch runs in, as the batch handler sees it.
 * @public
 */
export interface SessionTransaction {
  /** Sends records in this batch's transaction (visible to read_committed readers once it commits). */
  send(record: ProducerRecord): Promise<RecordMetadata>;
  /** Sends several records in this batch's transaction; the metadata come back in the records' order. */
  send(records: readonly ProducerRecord[]): Promise<RecordMetadata[]>;
  /**
   * Aborts when the transaction is being aborted (partitions of the batch revoked or lost, the session closing,
   * the caller's signal); pass it to your own awaits. Sends after it aborted reject with `TransactionAbortedError`.
   */
  readonly signal: AbortSignal;
}

/**
 * User code run once per batch, inside the batch's transaction. Throwing aborts the transaction, rewinds the
 * source to the committed offsets and rejects `runOnce`/`run` with the error (an abortable `TransactionError`
 * only aborts and rewinds: the run goes on).
 * @public
 */
export type SessionBatchHandler = (batch: ConsumedBatch, transaction: SessionTransaction) => Promise<void> | void;

/**
 * Why a batch's transaction was aborted:
 * - `revoked` / `lost`: partitions of the batch were revoked (orderly rebalance) or lost (session timeout, fenced
 *   generation) while it was processed; their offsets were not committed;
 * - `abortable-error`: the producer or the handler failed with an abortable error (e.g. CommitFailedError from a
 *   rebalance, a record too large);
 * - `fenced`: the producer was fenced and `rebuildProducer` replaced it;
 * - `commit-not-applied`: a commit whose outcome was unknown turned out not to have committed;
 * - `closed`: the session was closed while the batch was processed;
 * - `record-error`: the handler failed and the session's `onRecordError` policy (`skip`, `deadLetter`) runs the
 *   batch again: after a backoff, without the failing record once its attempts are used up, or one record at a time
 *   to find it.
 * @public
 */
export type SessionAbortReason = 'revoked' | 'lost' | 'abortable-error' | 'fenced' | 'commit-not-applied' | 'closed' | 'record-error';

/**
 * How one batch ended:
 * - `empty`: the poll returned no records; no transaction was started.
 * - `committed`: the transaction committed; `records` is the number of input records the batch held (consumed, not
 *   produced), and `offsets` are the next offsets committed with it, one per partition of the batch.
 * - `aborted`: the transaction was aborted; `records` is the number of input records the batch held, which the next
 *   batch reads again from the committed offsets (unless the partitions went to another member, which reads them).
 *   `reason` says why; `error` is the failure behind it, when there was one.
 * @public
 */
export type BatchOutcome =
  | {
    /** The poll returned no records; no transaction was begun. */
    readonly status: 'empty';
  }
  | {
    /** The output the handler sent and the batch's offsets committed together. */
    readonly status: 'committed';
    /** How many consumed records the batch held (not how many the handler sent). */
    readonly records: number;
    /** The offsets committed with the transaction: per partition, the next offset to consume. */
    readonly offsets: readonly TopicPartitionOffset[];
  }
  | {
    /** The transaction aborted: the batch's records are read again from the committed offsets (by whichever member owns them). */
    readonly status: 'aborted';
    /** How many consumed records the aborted batch held. */
    readonly records: number;
    /** Why the batch aborted. */
    readonly reason: SessionAbortReason;
    /** The failure behind the abort, when there was one (an `abortable-error`'s error, say). */
    readonly error?: unknown;
  };

/**
 * Options of `runOnce` and `run`.
 * @public
 */
export interface SessionRunOptions {
  /**
   * Aborts the batch being processed (not a commit already under way) and rejects with `OperationAbortedError`,
   * as the producer's `transaction()` does. The source is rewound before the next batch.
   */
  readonly signal?: AbortSignal;
}
