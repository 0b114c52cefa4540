/** Test helpers: build magic-2 batches and read fetched ones with the project's own record-batch codec. */
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { consumedRecords } from '../support/read-committed.js';
import { CompressionType } from '../../src/protocol/record-batch/record-batch-header.js';

export interface BatchSpec {
  readonly producerId?: bigint;
  readonly producerEpoch?: number;
  readonly baseSequence?: number;
  readonly transactional?: boolean;
  readonly values: readonly string[];
  readonly timestamp?: number;
}

export function batch(spec: BatchSpec): Buffer {
  return encodeRecordBatch(
    {
      producerId: spec.producerId ?? -1n,
      producerEpoch: spec.producerEpoch ?? -1,
      baseSequence: spec.baseSequence ?? -1,
      transactional: spec.transactional ?? false,
      compression: CompressionType.none,
    },
    spec.values.map((value) => ({ timestamp: spec.timestamp ?? 1_700_000_000_000, key: null, value: Buffer.from(value) })),
  );
}

/** Values of the data records in fetched batches, dropping records of aborted transactions as a read_committed consumer does. */
export function consume(
  batches: readonly Buffer[],
  aborted: readonly { producerId: bigint; firstOffset: bigint }[] = [],
): { offset: bigint; value: string }[] {
  return consumedRecords(batches, aborted).map(({ offset, value }) => ({ offset, value }));
}

export function values(batches: readonly Buffer[], aborted: readonly { producerId: bigint; firstOffset: bigint }[] = []): string[] {
  return consume(batches, aborted).map((record) => record.value);
}
