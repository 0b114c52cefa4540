/**
 * What a partition leader of the in-memory cluster does with the record batch of a Produce request: the checks Kafka
 * runs before it writes (one magic-2 batch, base offset 0, `max.message.bytes`, CRC, then LogValidator's checks of the
 * batch and of its records, batch-validation.ts), the producer state's dedupe window, sequences and epochs, the
 * transaction's verification of the partition (KIP-890), then the append, which wakes the Fetch requests waiting on
 * the partition.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { computeRecordBatchCrc, isTransactional, readRecordBatchHeader } from '../protocol/record-batch/record-batch-header.js';
import { validateProducedBatch, type ProducedRecordError } from './batch-validation.js';
import { isCompactedTopic } from './topic-configs.js';
import type { AppendNotifier } from './broker/append-notifier.js';
import type { ClusterState, PartitionState } from './cluster-state.js';
import type { TransactionCoordinator } from './transaction-coordinator.js';
import type { TransactionVersion } from './transaction-metadata.js';

/**
 * The answer for one partition of a Produce request.
 * @public
 */
export interface ProduceResult {
  /** Kafka's error code for the partition (`ErrorCode.NONE` when the batch was appended or is a duplicate). */
  readonly errorCode: number;
  /** Offset assigned to the batch's first record (the original one for a retried batch); -1 on error. */
  readonly baseOffset: bigint;
  /** The partition's log start offset, as the Produce response carries it (-1 when the partition is unknown or not led here). */
  readonly logStartOffset: bigint;
  /** Kafka's error message for the partition, or `null` (the broker's `error_message`). */
  readonly errorMessage: string | null;
}

/** What appending a produced batch uses of the cluster. @internal */
export interface ProduceAppendParts {
  readonly state: ClusterState;
  readonly appends: AppendNotifier;
  readonly transactions: TransactionCoordinator;
  /** Whether transactional batches are verified against the transaction's partitions (KIP-890). */
  readonly partitionVerification: boolean;
  /** The transaction version a Produce request of `version` runs under. */
  readonly transactionVersion: (version: number | undefined) => TransactionVersion;
}

/**
 * Appends one record batch to `partition` (its leader), or answers the error Kafka would.
 * @internal
 */
export function appendProducedBatch(parts: ProduceAppendParts, partition: PartitionState, request: {
  readonly transactionalId: string | null;
  readonly topic: string;
  readonly partition: number;
  readonly records: Buffer;
  readonly version?: number;
}): ProduceResult {
  const logStartOffset = partition.log.logStartOffset;
  let header;
  try {
    // Framing only: Kafka reads an unknown compression id or a negative count and refuses them after the CRC.
    header = readRecordBatchHeader(request.records, 0);
  } catch (error) {
    return produceError(ErrorCode.CORRUPT_MESSAGE, logStartOffset, error instanceof Error ? error.message : null);
  }
  // Produce v3+ carries exactly one magic-2 batch per partition (ProduceRequest.validateRecords).
  if (header.batchLength + 12 !== request.records.length) return produceError(ErrorCode.INVALID_RECORD, logStartOffset, 'expected exactly one record batch');
  // Kafka 4.4 refuses a client's batch whose base offset is not 0 first (UnifiedLog.analyzeAndValidateRecords).
  if (header.baseOffset !== 0n) {
    return produceError(ErrorCode.INVALID_RECORD, logStartOffset,
      `The baseOffset of the record batch in the append to ${request.topic}-${request.partition} should be 0, but it is ${header.baseOffset}`);
  }
  // Kafka checks the size before the CRC and before the producer state (UnifiedLog.analyzeAndValidateRecords):
  // a batch over the topic's max.message.bytes is MESSAGE_TOO_LARGE, even a retry of a written one.
  const topic = parts.state.topic(request.topic);
  const maxMessageBytes = parts.state.maxMessageBytes(topic);
  if (request.records.length > maxMessageBytes) {
    return produceError(ErrorCode.MESSAGE_TOO_LARGE, logStartOffset,
      `a record batch of ${request.records.length} bytes for ${request.topic}-${request.partition} exceeds max.message.bytes (${maxMessageBytes})`);
  }
  if (computeRecordBatchCrc(request.records, 0) !== header.crc) return produceError(ErrorCode.CORRUPT_MESSAGE, logStartOffset, 'CRC mismatch');
  const rejection = validateProducedBatch(request.records, header, `${request.topic}-${request.partition}`, topic !== undefined && isCompactedTopic(topic.configs));
  if (rejection !== undefined) {
    const result: ProduceAnswer = { ...produceError(rejection.errorCode, logStartOffset, rejection.errorMessage), recordErrors: rejection.recordErrors };
    return result;
  }
  const transactional = isTransactional(header.attributes);
  if (transactional && request.transactionalId === null) {
    return produceError(ErrorCode.INVALID_RECORD, logStartOffset, 'transactional records need a transactional id');
  }
  const maxTimestamp = Number(header.maxTimestamp);
  const append = (): ProduceResult => {
    const baseOffset = partition.log.append(request.records, { lastOffsetDelta: header.lastOffsetDelta, producerId: header.producerId, transactional, maxTimestamp });
    parts.appends.notify(request.topic, request.partition);
    return { errorCode: ErrorCode.NONE, baseOffset, logStartOffset: partition.log.logStartOffset, errorMessage: null };
  };
  if (header.producerId < 0n) return append();
  const batch = {
    producerId: header.producerId,
    producerEpoch: header.producerEpoch,
    baseSequence: header.baseSequence,
    recordCount: header.recordCount,
    transactional,
    maxTimestamp,
  };
  const check = partition.producers.checkDataBatch(batch);
  if (check.kind === 'duplicate') return { errorCode: ErrorCode.NONE, baseOffset: check.baseOffset, logStartOffset, errorMessage: null };
  if (check.kind === 'error') return produceError(check.errorCode, logStartOffset, check.message);
  if (transactional && request.transactionalId !== null && parts.partitionVerification) {
    const verified = parts.transactions.verifyPartition({
      transactionalId: request.transactionalId,
      producerId: header.producerId,
      producerEpoch: header.producerEpoch,
      partition: { topic: request.topic, partition: request.partition },
      transactionVersion: parts.transactionVersion(request.version),
    });
    if (verified !== ErrorCode.NONE) return produceError(verified, logStartOffset, 'transaction verification failed');
  }
  if (!transactional && partition.log.ongoingTransactionFirstOffset(header.producerId) !== undefined) {
    return produceError(ErrorCode.INVALID_TXN_STATE, logStartOffset, 'non-transactional write during an open transaction');
  }
  const result = append();
  partition.producers.onDataAppended(batch, result.baseOffset);
  return result;
}

/** A Produce answer that names the records the batch was refused for (Produce v8+ `recordErrors`). @internal */
export interface ProduceAnswer extends ProduceResult {
  readonly recordErrors: readonly ProducedRecordError[];
}

/** The records a Produce answer refused its batch for; none for most answers. @internal */
export function recordErrorsOf(result: ProduceResult): readonly ProducedRecordError[] {
  return 'recordErrors' in result ? (result as ProduceAnswer).recordErrors : [];
}

/** A Produce answer with an error. @internal */
export function produceError(errorCode: number, logStartOffset: bigint, errorMessage: string | null = null): ProduceResult {
  return { errorCode, baseOffset: -1n, logStartOffset, errorMessage };
}
