/**
 * Produce's effect on the transaction state (Kafka `TransactionManager.handleCompletedBatch` /
 * `handleFailedBatch` / `maybeTransitionToErrorState`): the batch's fate is decided once by
 * {@link decideBatchFate}; this applies its effects on the producer (abortable, fatal, epoch bump) and on the
 * partition's sequences. Also a send that failed before reaching a broker (Kafka 3.2+ `maybeTransitionToErrorState`).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { TransactionError, transactionErrorFromCode } from '../../errors/transaction-errors.js';
import { type BatchFate, type BatchReport, decideBatchFate, type TransactionEffect } from '../batch-fate.js';
import type { SequencedBatch } from '../partition-sequences.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { TxnContext } from '../txn-context.js';
import { requestIdempotentEpochBump } from './init-producer-id.js';

/** True when `batch` was stamped with another producer id or epoch than the current one (Kafka `hasStaleProducerIdAndEpoch`). */
export function isStale(ctx: TxnContext, batch: SequencedBatch): boolean {
  const identity = ctx.producerIdentity;
  return batch.producerId !== identity.producerId || batch.producerEpoch !== identity.producerEpoch;
}

/** Decides the fate of the reported batch, applies its effects on the producer and the sequences, and returns it. */
export function handleBatchOutcome(ctx: TxnContext, report: BatchReport): BatchFate {
  const { topic, partition, batch, outcome } = report;
  const fate = decideBatchFate({
    outcome,
    mode: {
      idempotent: report.idempotent ?? true, transactional: ctx.isTransactional, transactionVersion: ctx.transactionVersion,
      coordinatorCanBumpEpoch: ctx.coordinatorSupportsEpochBump,
    },
    position: {
      ...ctx.sequences.position(topic, partition, batch),
      sequenced: batch.baseSequence >= 0, staleIdentity: isStale(ctx, batch), mayHaveBeenWritten: batch.mayHaveBeenWritten,
      retriesLeft: report.retriesLeft ?? true, deliveryTimedOut: report.deliveryTimedOut ?? false,
      expired: report.expired ?? false, inFlight: report.inFlight ?? true, splittable: batch.recordCount > 1,
    },
    producer: { fatal: ctx.state === TransactionState.FATAL_ERROR, aborting: ctx.state === TransactionState.ABORTING_TRANSACTION },
  });
  if (fate.sequences === 'acknowledge') ctx.sequences.acknowledge(topic, partition, batch, report.lastOffset);
  else if (fate.sequences === 'release') ctx.sequences.release(topic, partition, batch);
  else if (fate.sequences === 'reset') ctx.sequences.resetPartition(topic, partition);
  else if (fate.sequences === 'withdraw') ctx.sequences.withdraw(topic, partition, batch);
  applyTransactionEffect(ctx, fate.transaction, report);
  return fate;
}

function applyTransactionEffect(ctx: TxnContext, effect: TransactionEffect, report: BatchReport): void {
  if (effect.kind === 'none') return; // every acknowledged batch: no strings built for it
  const resource = `${report.topic}-${report.partition}`;
  const errorCode = report.outcome.kind === 'error' ? report.outcome.errorCode : ErrorCode.UNSUPPORTED_VERSION;
  switch (effect.kind) {
    case 'bump-epoch':
      requestIdempotentEpochBump(ctx);
      return;
    case 'fatal':
      ctx.fatalError(transactionErrorFromCode('Produce', errorCode, effect.classification, resource));
      return;
    case 'abortable': {
      const cause = report.cause ?? new Error('the batch was not acknowledged');
      const error = effect.cause === 'error-code'
        ? transactionErrorFromCode('Produce', errorCode, 'abortable', resource)
        : new TransactionError('ERR_TXN_DELIVERY_TIMEOUT', `A batch for ${resource} expired before it was acknowledged: ${cause.message}`,
            { classification: 'abortable', resource, cause });
      ctx.abortableError(error, effect.bumpOnAbort);
      return;
    }
  }
}

/**
 * A `send` failed before its record reached the accumulator or a broker (record too large, metadata timeout,
 * invalid topic or partition): the record is lost, so the transaction must not commit without it. Kafka 3.2+
 * (`KafkaProducer.doSend` -> `maybeTransitionToErrorState`): a transactional producer in a transaction moves to
 * ABORTABLE_ERROR with the failure as the cause; an idempotent one is unaffected. Outside an open transaction
 * (the send raced a commit or abort) nothing changes.
 */
export function sendFailedLocally(ctx: TxnContext, error: Error, resource?: string): void {
  if (!ctx.isTransactional || ctx.state !== TransactionState.IN_TRANSACTION) return;
  const where = resource === undefined ? '' : ` to ${resource}`;
  ctx.abortableError(new TransactionError('ERR_TXN_SEND_FAILED', `a send${where} failed before reaching a broker, so its record is not in the transaction: ${error.message}`,
    { classification: 'abortable', cause: error, ...(resource === undefined ? {} : { resource }) }), false);
}
