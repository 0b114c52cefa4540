/**
 * The words of the produce batch decision (batch-fate.ts): what happened to a batch, the producer's mode and
 * condition, the batch's position, and the fate decided for it (what happens to the batch, to the transaction
 * and to the sequences); and the report the Sender makes of a batch to the transaction manager.
 */
import type { ErrorClassification } from '../errors/transaction-errors.js';
import type { SequencedBatch } from './partition-sequences.js';

/**
 * What happened to a batch.
 * - `acknowledged`: the broker answered NONE for its partition.
 * - `error`: the broker answered `errorCode` for its partition.
 * - `no-answer`: the request got no answer (dropped connection, timeout, a response that did not name the
 *   partition); whether it may have been written is `position.mayHaveBeenWritten`.
 * - `authentication-failed`: the request could not be sent because authentication failed.
 * - `unsupported-version`: no Produce version both sides speak: never sent.
 * - `delivery-timeout`: the batch reached its delivery timeout (KIP-91) while queued or in flight.
 * - `identity-changed`: the producer id/epoch changed while the batch waited to be (re)sent.
 * @public
 */
export type BatchOutcome =
  | { readonly kind: 'acknowledged' }
  | { readonly kind: 'error'; readonly errorCode: number }
  | { readonly kind: 'no-answer' }
  | { readonly kind: 'authentication-failed' }
  | { readonly kind: 'unsupported-version' }
  | { readonly kind: 'delivery-timeout' }
  | { readonly kind: 'identity-changed' };

/**
 * The producer's mode.
 * @public
 */
export interface ProducerMode {
  /** Batches carry a producer id, epoch and sequence. */
  readonly idempotent: boolean;
  /** A transactional id is set (implies idempotent). */
  readonly transactional: boolean;
  /** KIP-890 transaction version. */
  readonly transactionVersion: 1 | 2;
  /**
   * The transaction coordinator can bump the epoch when the client asks (InitProducerId v3+, KIP-360). False for
   * a legacy coordinator (Kafka before 2.5): under transaction version 1 an abort then cannot re-sequence, so it
   * bumps nothing (Kafka `needToTriggerEpochBumpFromClient`). Default true.
   */
  readonly coordinatorCanBumpEpoch?: boolean;
}

/**
 * Where the batch stands, among the batches of its partition and in its own life.
 * @public
 */
export interface BatchPosition {
  /** It was stamped with a sequence (base sequence >= 0). */
  readonly sequenced: boolean;
  /** It was stamped with another producer id/epoch than the current one (Kafka `hasStaleProducerIdAndEpoch`). */
  readonly staleIdentity: boolean;
  /** The sequence bookkeeping tracks its partition (false after a reset). */
  readonly tracked: boolean;
  /** An earlier batch of the partition is still in flight or waiting for its retry (it is not first in flight). */
  readonly behindEarlierBatch: boolean;
  /** The partition already has an unresolved sequence (a hole only an epoch bump closes). */
  readonly partitionUnresolved: boolean;
  /** No batch was sequenced after it: failing it can give its sequences back. */
  readonly lastSequenced: boolean;
  /** An attempt may have reached the log (no answer, or an error given after the append). */
  readonly mayHaveBeenWritten: boolean;
  /** Attempts are left (`attempts < retries`). */
  readonly retriesLeft: boolean;
  /** The delivery timeout has passed. */
  readonly deliveryTimedOut: boolean;
  /** Its records were already failed by the delivery timeout while it was in flight (only its answer is left). */
  readonly expired: boolean;
  /** It is in flight (sent, not answered); for `delivery-timeout`. */
  readonly inFlight: boolean;
  /** It holds more than one record, so it can be split into smaller batches (MESSAGE_TOO_LARGE). */
  readonly splittable: boolean;
}

/**
 * The producer's state, as far as it changes a batch's fate.
 * @public
 */
export interface ProducerCondition {
  /** FATAL_ERROR. */
  readonly fatal: boolean;
  /** ABORTING_TRANSACTION. */
  readonly aborting: boolean;
}

/**
 * Which error a failed batch's records get.
 * - `protocol`: the broker's error for the partition.
 * - `producer-or-protocol`: the producer's recorded error (its abortable/fatal cause), else the broker's.
 * - `producer-or-transaction`: the producer's recorded error, else a transaction error from the code with
 *   the fate's classification.
 * - `producer-or-cause`: the producer's recorded error, else the failure itself.
 * - `producer-fatal`: the producer's fatal error.
 * - `delivery-timeout`: a `DeliveryTimeoutError` (KIP-91).
 * - `outcome-unknown`: `ERR_PRODUCE_OUTCOME_UNKNOWN`: it may have been written and cannot be retried.
 * - `cause`: the failure itself (the last attempt's error).
 * @public
 */
export type BatchError =
  | 'protocol' | 'producer-or-protocol' | 'producer-or-transaction' | 'producer-or-cause' | 'producer-fatal'
  | 'delivery-timeout' | 'outcome-unknown' | 'cause';

/**
 * What happens to the batch itself.
 * - `split`: the broker refused it as too large (MESSAGE_TOO_LARGE): its records go back to the queue in smaller
 *   batches, in order, which share its sequence range (Kafka `RecordAccumulator.splitAndReenqueue`).
 * - `retry`: send it again with the same sequence, in sequence order.
 * - `retry-new-sequence`: send it again stamped afresh (after an epoch bump).
 * - `complete`: resolve it with the broker's offset.
 * - `complete-without-offset`: resolve it without an offset (a duplicate, or acknowledged after it expired).
 * - `fail`: fail its records with `error`.
 * - `expire-in-flight`: fail its records now, keep it in flight until answered.
 * @public
 */
export type BatchDisposition =
  | { readonly kind: 'split' }
  | { readonly kind: 'retry' }
  | { readonly kind: 'retry-new-sequence' }
  | { readonly kind: 'complete' }
  | { readonly kind: 'complete-without-offset' }
  | { readonly kind: 'fail'; readonly error: BatchError; readonly classification?: ErrorClassification }
  | { readonly kind: 'expire-in-flight' };

/**
 * What happens to the producer.
 * - `abortable`: the transaction must abort; `bumpOnAbort` when the abort must bump the epoch (KIP-360,
 *   KIP-588) with InitProducerId after its EndTxn; `cause` names the abortable error: from the Produce error code, or a delivery timeout.
 * - `fatal`: FATAL_ERROR with the code's error (`application-recoverable` when fenced).
 * - `bump-epoch`: idempotent producer, KIP-360: bump the epoch (re-sequence every partition).
 * @public
 */
export type TransactionEffect =
  | { readonly kind: 'none' }
  | { readonly kind: 'abortable'; readonly bumpOnAbort: boolean; readonly cause: 'error-code' | 'delivery-timeout' }
  | { readonly kind: 'fatal'; readonly classification: ErrorClassification }
  | { readonly kind: 'bump-epoch' };

/**
 * What happens to the partition's sequence bookkeeping.
 * - `none`: nothing (kept in flight for a retry, or a stale batch that says nothing about current sequences).
 * - `acknowledge`: the batch is written: it leaves the in-flight set and the acknowledged sequence advances.
 * - `release`: the batch failed: it leaves the in-flight set and gives its sequences back when it is the last
 *   sequenced and was never written, otherwise leaves an unresolved sequence.
 * - `reset`: the broker has no state for the producer on the partition (UNKNOWN_PRODUCER_ID) and no epoch bump
 *   will re-sequence it (legacy coordinator): the partition starts again at sequence 0 (Kafka `resetSequenceForPartition`).
 * - `withdraw`: the batch was split: it leaves the in-flight set and the next sequence stays, because the batches
 *   it was split into carry its sequences (they join the in-flight set when they are made).
 * @public
 */
export type SequenceEffect = 'none' | 'acknowledge' | 'release' | 'reset' | 'withdraw';

/**
 * The decision for one batch.
 * @public
 */
export interface BatchFate {
  readonly batch: BatchDisposition;
  readonly transaction: TransactionEffect;
  readonly sequences: SequenceEffect;
}

/**
 * The input of {@link decideBatchFate}.
 * @public
 */
export interface BatchFateInput {
  readonly outcome: BatchOutcome;
  readonly mode: ProducerMode;
  readonly position: BatchPosition;
  readonly producer: ProducerCondition;
}

/**
 * What the Sender reports about a batch to `TransactionManager.handleBatchOutcome`: the outcome, and the part
 * of the position only it knows (retries, delivery timeout); the manager adds what its sequences know.
 * @public
 */
export interface BatchReport {
  readonly topic: string;
  readonly partition: number;
  readonly batch: SequencedBatch;
  readonly outcome: BatchOutcome;
  /** The producer stamps batches with a producer id and sequences (default true). */
  readonly idempotent?: boolean;
  /** Default true. */
  readonly retriesLeft?: boolean;
  /** Default false. */
  readonly deliveryTimedOut?: boolean;
  /** The batch's records were already failed by its delivery timeout while in flight (default false). */
  readonly expired?: boolean;
  /** The batch is in flight (default true). */
  readonly inFlight?: boolean;
  /** The offset of its last record, when the broker gave one (acknowledged, or written after it expired). */
  readonly lastOffset?: bigint;
  /** The failure, named as the cause of the error the producer moves to. */
  readonly cause?: Error;
}
