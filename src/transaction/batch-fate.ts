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
import type { BatchDisposition, BatchError, BatchFate, BatchFateInput, BatchPosition, ProducerCondition, ProducerMode, SequenceEffect, TransactionEffect } from './batch-fate-types.js';

// The decision's words (batch-fate-types.ts), importable with it.
export type { BatchOutcome, ProducerMode, BatchPosition, ProducerCondition, BatchError, BatchDisposition, TransactionEffect, SequenceEffect, BatchFate, BatchFateInput, BatchReport } from './batch-fate-types.js';

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
