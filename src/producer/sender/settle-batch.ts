/**
 * Applies a batch's fate (decided once, by `decideBatchFate` through `TransactionManager.handleBatchOutcome`)
 * to the batch: complete, retry, or fail it with the error the fate names. The only place that turns a
 * Produce outcome into an accumulator action.
 */
import type { ResolvedProducerConfig } from '../../config/producer-config.js';
import { KafkaClientError } from '../../errors/kafka-client-error.js';
import { DeliveryTimeoutError } from '../../errors/producer-errors.js';
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { transactionErrorFromCode } from '../../errors/transaction-errors.js';
import type { BatchDisposition, BatchOutcome } from '../../transaction/batch-fate.js';
import { incrementSequence } from '../../transaction/partition-sequences.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import type { ProducerBatch } from '../accumulator/producer-batch.js';
import type { RecordAccumulator } from '../accumulator/record-accumulator.js';

/**
 * What settling a batch needs.
 * @internal
 */
export interface SettleContext {
  readonly config: ResolvedProducerConfig;
  readonly accumulator: RecordAccumulator;
  readonly transactionManager: TransactionManager;
  readonly now: number;
  /**
   * Told the batches a split made when they carry the split batch's sequences: they count as in flight for the
   * sequence bookkeeping from now on (Kafka `splitAndReenqueue` -> `addInFlightBatch`), as a retried batch does.
   */
  readonly trackSplit?: (parts: readonly ProducerBatch[]) => void;
}

/**
 * What the broker said beyond the outcome.
 * @internal
 */
export interface SettleDetails {
  /** The offset of the batch's first record (acknowledged). */
  readonly baseOffset?: bigint;
  /** LogAppendTime, when the topic uses it (acknowledged). */
  readonly logAppendTimeMs?: number;
  /** The offset of its last record, when it is known written (acknowledged, or a duplicate of an expired batch). */
  readonly lastOffset?: bigint;
  /** The batch is in flight (for a delivery timeout; default true). */
  readonly inFlight?: boolean;
}

/**
 * The error of a batch that may have been written but can no longer be retried safely (its producer id or
 * epoch is stale, or must change before the retry): the caller cannot know whether its records are in the log.
 * @internal
 */
export function outcomeUnknown(batch: ProducerBatch, cause: unknown): KafkaClientError {
  return new KafkaClientError('ERR_PRODUCE_OUTCOME_UNKNOWN',
    `${batch.recordCount} record(s) for ${batch.topic}-${batch.partition} may or may not have been written: an attempt got no answer and the batch cannot be retried under the same producer id/epoch`,
    cause === undefined ? {} : { cause });
}

/**
 * Reports `outcome` of `batch` to the transaction manager (which decides its fate and applies the effects on
 * the producer and the sequences) and applies the fate's disposition to the batch. `cause` is the failure:
 * the broker's error, the network error, or the batch's last attempt error for a delivery timeout. Returns what
 * happened to the batch (the disposition's kind).
 * @internal
 */
export function settleBatch(context: SettleContext, batch: ProducerBatch, outcome: BatchOutcome, cause: unknown, details: SettleDetails = {}): BatchDisposition['kind'] {
  const { config, accumulator, transactionManager: tm, now } = context;
  const deliveryTimedOut = now >= batch.createdMs + config.deliveryTimeoutMs;
  const timeout = (): DeliveryTimeoutError => new DeliveryTimeoutError(batch.topic, batch.partition, batch.recordCount, config.deliveryTimeoutMs, cause);
  const lostBy = outcome.kind === 'delivery-timeout' || (deliveryTimedOut && outcome.kind !== 'acknowledged') ? timeout() : cause;
  const fate = tm.handleBatchOutcome({
    topic: batch.topic, partition: batch.partition, batch, outcome, idempotent: config.idempotent,
    retriesLeft: batch.attempts < config.retries, deliveryTimedOut, expired: batch.isDone, inFlight: details.inFlight ?? true,
    ...(details.lastOffset === undefined ? {} : { lastOffset: details.lastOffset }),
    ...(lostBy instanceof Error ? { cause: lostBy } : {}),
  });
  const disposition = fate.batch;
  switch (disposition.kind) {
    case 'split':
      split(context, batch, fate.sequences === 'withdraw', cause);
      break;
    case 'complete':
      accumulator.complete(batch, details.baseOffset ?? -1n, details.logAppendTimeMs);
      break;
    case 'complete-without-offset':
      accumulator.complete(batch, -1n);
      break;
    case 'retry-new-sequence':
      // The old sequence means nothing under the new producer id/epoch: stamped afresh when drained again.
      batch.setProducerState(-1n, -1, -1);
      retry(context, batch, cause);
      break;
    case 'retry':
      retry(context, batch, cause);
      break;
    case 'expire-in-flight':
      accumulator.expireInFlight(batch, timeout());
      break;
    case 'fail':
      accumulator.fail(batch, failure(context, batch, disposition, outcome, cause, timeout));
      break;
  }
  return disposition.kind;
}

/**
 * Splits a batch the broker refused as too large and queues the parts in its place. With `keepSequences` they
 * take over its sequence range in record order (Kafka `ProducerBatch.split`): the broker never accepted those
 * sequences, so the parts fill the same place in the partition's sequence and the next sequence does not move.
 */
function split(context: SettleContext, batch: ProducerBatch, keepSequences: boolean, cause: unknown): void {
  batch.lastAttemptError = cause;
  if (cause instanceof Error) context.transactionManager.recordRetriedFailure(cause, context.now);
  const parts = context.accumulator.splitAndReenqueue(batch);
  if (!keepSequences) return;
  let sequence = batch.baseSequence;
  for (const part of parts) {
    part.setProducerState(batch.producerId, batch.producerEpoch, sequence);
    sequence = incrementSequence(sequence, part.recordCount);
  }
  context.trackSplit?.(parts);
}

function retry(context: SettleContext, batch: ProducerBatch, cause: unknown): void {
  batch.lastAttemptError = cause;
  if (cause instanceof Error) context.transactionManager.recordRetriedFailure(cause, context.now);
  context.accumulator.reenqueue(batch, context.now);
}

function failure(
  context: SettleContext, batch: ProducerBatch, disposition: Extract<BatchDisposition, { kind: 'fail' }>, outcome: BatchOutcome,
  cause: unknown, timeout: () => DeliveryTimeoutError,
): unknown {
  const tm = context.transactionManager;
  switch (disposition.error) {
    case 'protocol':
    case 'cause':
      return cause;
    case 'producer-or-protocol':
    case 'producer-or-cause':
      return tm.lastError ?? cause;
    case 'producer-or-transaction': {
      const errorCode = outcome.kind === 'error' ? outcome.errorCode : ErrorCode.UNSUPPORTED_VERSION;
      return tm.lastError ?? transactionErrorFromCode('Produce', errorCode, disposition.classification ?? 'fatal', `${batch.topic}-${batch.partition}`);
    }
    case 'producer-fatal':
      return tm.lastError ?? new KafkaClientError('ERR_TXN_FATAL', 'the producer is in FATAL_ERROR');
    case 'delivery-timeout':
      return timeout();
    case 'outcome-unknown':
      return outcomeUnknown(batch, outcome.kind === 'identity-changed' ? undefined : cause);
  }
}
