/**
 * The one decision of what happens to a produce batch after any outcome of its Produce (Kafka spreads it
 * over `Sender.completeBatch`/`canRetry`, `TransactionManager.handleFailedBatch`/`canRetry` and
 * `RecordAccumulator`; here it is one function so that one table test covers every case). Pure: it reads the
 * outcome, the producer mode and the batch's position, and returns one {@link BatchFate}; the transaction
 * manager applies its `transaction` and `sequences` effects, the Sender its `batch` disposition.
 */
import { actionIn, type ErrorTable } from '../errors/classify.js';
import { ErrorCode, errorCodeInfo } from '../errors/protocol-error-codes.generated.js';
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
 * What each Produce error code means before the batch's position and the producer's mode are considered
 * (Kafka `Sender.completeBatch` / `TransactionManager.handleFailedBatch`). Unlisted codes: retriable ones
 * retry, the others fail the batch.
 * @internal
 */
export const PRODUCE_ERRORS: ErrorTable = {
  NONE: 'none',
  DUPLICATE_SEQUENCE_NUMBER: 'duplicate',
  // KIP-360: the broker lost the producer state or saw a sequence gap; recover with an epoch bump.
  UNKNOWN_PRODUCER_ID: 'abort-and-bump', OUT_OF_ORDER_SEQUENCE_NUMBER: 'abort-and-bump',
  // KIP-588: on Produce this means the coordinator timed the transaction out and bumped the epoch.
  INVALID_PRODUCER_EPOCH: 'abort-and-bump',
  PRODUCER_FENCED: 'fenced', INVALID_PRODUCER_ID_MAPPING: 'fenced',
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', CLUSTER_AUTHORIZATION_FAILED: 'fatal',
  UNSUPPORTED_VERSION: 'fatal', UNSUPPORTED_FOR_MESSAGE_FORMAT: 'fatal',
  TRANSACTION_ABORTABLE: 'abort',
  TOPIC_AUTHORIZATION_FAILED: 'fail-batch', MESSAGE_TOO_LARGE: 'fail-batch', RECORD_LIST_TOO_LARGE: 'fail-batch',
  INVALID_RECORD: 'fail-batch', INVALID_TIMESTAMP: 'fail-batch', INVALID_REQUIRED_ACKS: 'fail-batch',
  CORRUPT_MESSAGE: 'fail-batch',
};

const NO_EFFECT: TransactionEffect = { kind: 'none' };
const BUMP_EPOCH: TransactionEffect = { kind: 'bump-epoch' };
const RETRY: BatchDisposition = { kind: 'retry' };
const RETRY_NEW_SEQUENCE: BatchDisposition = { kind: 'retry-new-sequence' };

function fate(batch: BatchDisposition, transaction: TransactionEffect = NO_EFFECT, sequences: SequenceEffect = 'none'): BatchFate {
  return { batch, transaction, sequences };
}

function fail(error: BatchError, classification?: ErrorClassification): BatchDisposition {
  return classification === undefined ? { kind: 'fail', error } : { kind: 'fail', error, classification };
}

/**
 * What losing a batch (expired, out of retries) does to the producer (Kafka `handleFailedBatch` for a
 * TimeoutException): a transaction cannot commit without it, so it becomes abortable, with a bump when the
 * batch was sent (its sequence may be on the broker); an idempotent producer whose batch carried a current
 * sequence bumps the epoch so that later sequences do not sit past a hole.
 */
function lostBatchEffect(mode: ProducerMode, position: BatchPosition, producer: ProducerCondition): TransactionEffect {
  // A producer in FATAL_ERROR sends nothing more: no epoch bump, no abort can follow.
  if (!mode.idempotent || producer.fatal) return NO_EFFECT;
  if (mode.transactional) {
    if (producer.aborting) return NO_EFFECT;
    return { kind: 'abortable', bumpOnAbort: position.sequenced && canBump(mode), cause: 'delivery-timeout' };
  }
  return position.sequenced && !position.staleIdentity ? BUMP_EPOCH : NO_EFFECT;
}

/**
 * A batch whose attempt failed in a way worth retrying: retried within `retries` and the delivery timeout
 * (Kafka `Sender.canRetry`), except that a batch stamped under a producer id/epoch that has changed since is
 * re-stamped, or, when an attempt may have been written, fails with an unknown outcome (a resend under the
 * new identity could not be recognised as a duplicate; Kafka `TransactionManager.canRetry`).
 */
function retryWithinLimits(input: BatchFateInput, forceFail: boolean): BatchFate {
  const { mode, position, producer } = input;
  if (position.expired) return lostAfterExpiry(input);
  if (position.deliveryTimedOut || !position.retriesLeft || forceFail) {
    return fate(fail(position.deliveryTimedOut ? 'delivery-timeout' : 'cause'), lostBatchEffect(mode, position, producer));
  }
  if (mode.idempotent && position.sequenced && position.staleIdentity) {
    return fate(position.mayHaveBeenWritten ? fail('outcome-unknown') : RETRY_NEW_SEQUENCE);
  }
  return fate(RETRY);
}

/** The answer to a batch that already expired in flight: only its sequence is left to settle. */
function lostAfterExpiry(input: BatchFateInput): BatchFate {
  return fate(fail('cause'), lostBatchEffect(input.mode, input.position, input.producer));
}

/**
 * False for a transactional producer under transaction version 1 whose coordinator cannot bump the epoch: its
 * abort sends EndTxn only, never InitProducerId (Kafka `needToTriggerEpochBumpFromClient`). A hole left in the
 * sequences is then fatal when the transaction ends (`TxnContext.completeTransaction`).
 */
function canBump(mode: ProducerMode): boolean {
  return !mode.transactional || mode.transactionVersion === 2 || mode.coordinatorCanBumpEpoch !== false;
}

/**
 * True when failing the batch leaves a sequence hole in its partition (Kafka "unresolved sequence"): it
 * may have been written, or later batches already carry sequences past it, or there already was one.
 */
function leavesGap(position: BatchPosition): boolean {
  if (!position.tracked) return false;
  return position.partitionUnresolved || (position.sequenced && (position.mayHaveBeenWritten || !position.lastSequenced));
}

/** A Produce error for an idempotent or transactional producer's batch. */
function idempotentError(input: BatchFateInput, errorCode: number): BatchFate {
  const { mode, position } = input;
  const stale = position.staleIdentity;
  // Kafka `canRetry`: OUT_OF_ORDER_SEQUENCE_NUMBER behind an earlier batch still in flight or awaiting its
  // retry is the gap that batch leaves, not a real one: retry in sequence order.
  if (!stale && errorCode === ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER && position.tracked && !position.partitionUnresolved
    && position.sequenced && position.behindEarlierBatch) {
    return retryWithinLimits(input, false);
  }
  const release: SequenceEffect = stale ? 'none' : 'release';
  const action = actionIn(PRODUCE_ERRORS, errorCode, 'fail-batch');
  switch (action) {
    case 'none':
    case 'duplicate':
      return fate({ kind: 'complete-without-offset' }, NO_EFFECT, stale ? 'none' : 'acknowledge');
    case 'retry':
    case 'retry-short':
    case 'rediscover':
    case 'not-attempted':
      return retryWithinLimits(input, false);
    case 'fail-batch':
      return failBatch(input, release);
    case 'abort':
      if (!mode.transactional) return failBatch(input, release);
      return abortable(input, false);
    case 'abort-and-bump':
      if (mode.transactional) return abortable(input, true);
      // KIP-360, idempotent: bump the epoch and resend with fresh sequences; a batch stamped before the bump
      // only needs the fresh sequences. An attempt that may be in the log cannot be resent under a new identity.
      if (stale) return retryWithinLimits(input, false);
      return fate(position.mayHaveBeenWritten ? fail('outcome-unknown') : RETRY_NEW_SEQUENCE, BUMP_EPOCH, 'release');
    case 'fenced':
    case 'fatal': {
      const classification: ErrorClassification = action === 'fenced' ? 'application-recoverable' : 'fatal';
      return fate(fail('producer-or-transaction', classification), { kind: 'fatal', classification }, release);
    }
  }
  function failBatch(each: BatchFateInput, sequences: SequenceEffect): BatchFate {
    if (stale) return fate(fail(mode.transactional ? 'producer-or-protocol' : 'protocol'));
    const gap = leavesGap(each.position);
    if (mode.transactional) {
      return fate(fail('producer-or-protocol'), { kind: 'abortable', bumpOnAbort: gap && canBump(mode), cause: 'error-code' }, sequences);
    }
    return fate(fail('protocol'), gap ? BUMP_EPOCH : NO_EFFECT, sequences);
  }
  function abortable(each: BatchFateInput, bump: boolean): BatchFate {
    // A batch of a transaction that is already over fails alone and changes nothing (Kafka `handleFailedBatch`).
    if (stale) return fate(fail('producer-or-protocol'));
    // The abort always sends EndTxn first, as Kafka's `beginCompletingTransaction` does (only a lost id mapping
    // skips it). INVALID_PRODUCER_EPOCH on Produce is ambiguous: the coordinator timed the transaction out
    // (KIP-588), or a successor instance took the epoch and we are a zombie. EndTxn with our epoch is fenced in
    // both cases; an InitProducerId with our id and old epoch would pass Kafka's `isValidProducerId` (same
    // producer id) and abort the successor's open transaction before being fenced.
    if (!canBump(mode)) {
      // Legacy coordinator (Kafka `maybeTransitionToErrorState` without a client bump): abortable all the same;
      // a broker that lost the producer's state takes sequence 0 again (UNKNOWN_PRODUCER_ID), other holes stay.
      return fate(fail('producer-or-transaction', 'abortable'), { kind: 'abortable', bumpOnAbort: false, cause: 'error-code' },
        errorCode === ErrorCode.UNKNOWN_PRODUCER_ID ? 'reset' : 'release');
    }
    return fate(fail('producer-or-transaction', 'abortable'),
      { kind: 'abortable', bumpOnAbort: bump || leavesGap(each.position), cause: 'error-code' }, 'release');
  }
}

/**
 * MESSAGE_TOO_LARGE on a batch of several records: its records are resent in smaller batches (Kafka
 * `Sender.completeBatch`; retries and the delivery timeout are not consulted, the parts keep its creation time),
 * which take over its sequences when it carries current ones. Not when an idempotent attempt may be in the log: the
 * broker checks the size before duplicates, so a written batch refused on a retry (max.message.bytes lowered since)
 * would come back in parts it cannot recognise as duplicates; it fails as any batch that may have been written does.
 */
function splitFate(mode: ProducerMode, position: BatchPosition): BatchFate | undefined {
  if (!position.splittable || position.expired || (mode.idempotent && position.mayHaveBeenWritten)) return undefined;
  return fate({ kind: 'split' }, NO_EFFECT, mode.idempotent && position.sequenced && !position.staleIdentity ? 'withdraw' : 'none');
}

/**
 * The fate of a batch after `input.outcome`. See the types for the vocabulary; docs/transactions.md,
 * "Batch fate", for the rules and where they come from.
 * @public
 */
export function decideBatchFate(input: BatchFateInput): BatchFate {
  const { outcome, mode, position, producer } = input;
  switch (outcome.kind) {
    case 'acknowledged':
      if (position.expired) return fate({ kind: 'complete-without-offset' }, NO_EFFECT, mode.idempotent && !position.staleIdentity ? 'acknowledge' : 'none');
      // A transactional producer in FATAL_ERROR never commits: an acknowledged batch is in no committed
      // transaction, so resolving it would report a lost record as written.
      if (mode.transactional && producer.fatal) return fate(fail('producer-fatal'));
      return fate({ kind: 'complete' }, NO_EFFECT, mode.idempotent && !position.staleIdentity ? 'acknowledge' : 'none');
    case 'error': {
      const split = outcome.errorCode === ErrorCode.MESSAGE_TOO_LARGE ? splitFate(mode, position) : undefined;
      if (split !== undefined) return split;
      if (position.expired) {
        if (outcome.errorCode === ErrorCode.DUPLICATE_SEQUENCE_NUMBER) {
          return fate({ kind: 'complete-without-offset' }, NO_EFFECT, mode.idempotent && !position.staleIdentity ? 'acknowledge' : 'none');
        }
        return lostAfterExpiry(input);
      }
      if (mode.idempotent) return idempotentError(input, outcome.errorCode);
      return errorCodeInfo(outcome.errorCode)?.retriable === true ? retryWithinLimits(input, false) : fate(fail('protocol'));
    }
    case 'unsupported-version':
      // Never sent and no retry can help: fatal for an idempotent producer, as Kafka answers a version mismatch.
      if (!mode.idempotent || position.expired) return fate(fail('producer-or-cause'));
      return fate(fail('producer-or-cause'), { kind: 'fatal', classification: 'fatal' }, position.staleIdentity ? 'none' : 'release');
    case 'no-answer':
      return retryWithinLimits(input, false);
    case 'authentication-failed':
      // Retrying cannot fix an authentication failure (Kafka's Sender does not retry it).
      return retryWithinLimits(input, true);
    case 'delivery-timeout':
      if (position.inFlight) {
        // Its records fail now; an idempotent producer waits for the answer to settle the sequence, a
        // transactional one must abort with a bump at once (the batch may be written).
        return fate({ kind: 'expire-in-flight' }, mode.transactional ? lostBatchEffect(mode, position, producer) : NO_EFFECT);
      }
      return fate(fail('delivery-timeout'), lostBatchEffect(mode, position, producer));
    case 'identity-changed':
      return fate(position.mayHaveBeenWritten ? fail('outcome-unknown') : RETRY_NEW_SEQUENCE);
  }
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
