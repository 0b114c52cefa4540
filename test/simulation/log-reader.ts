/**
 * Reads what the cluster holds, bypassing the client: every batch of a partition (read_uncommitted) and
 * the values a read_committed consumer would see (batches below the last stable offset, minus aborted
 * transactions, using the fetch's aborted-transactions index the way Kafka's consumer `Fetcher` does).
 */
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { consumedRecords } from '../support/read-committed.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';

/**
 * One data record in the log.
 * @internal
 */
export interface LoggedRecord {
  readonly offset: bigint;
  readonly value: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
}

/**
 * One batch header in the log (data or control).
 * @internal
 */
export interface LoggedBatch {
  readonly baseOffset: bigint;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly baseSequence: number;
  readonly recordCount: number;
  readonly isControl: boolean;
}

/**
 * A partition as the checker sees it.
 * @internal
 */
export interface PartitionView {
  readonly topic: string;
  readonly partition: number;
  /** Every data record, in offset order, whatever its transaction's fate. */
  readonly records: readonly LoggedRecord[];
  readonly batches: readonly LoggedBatch[];
  /** Records a read_committed consumer sees, in offset order. */
  readonly committed: readonly LoggedRecord[];
  readonly highWatermark: bigint;
  readonly lastStableOffset: bigint;
}

const ALL = 1 << 30;

/**
 * Reads one partition.
 * @internal
 */
export function readPartition(cluster: InMemoryCluster, topic: string, partition: number): PartitionView {
  const uncommitted = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: ALL, isolationLevel: 0 });
  const records: LoggedRecord[] = [];
  const batches: LoggedBatch[] = [];
  for (const batch of decodeRecordBatches(Buffer.concat(uncommitted.batches)).batches) {
    const { header } = batch;
    batches.push({ baseOffset: header.baseOffset, producerId: header.producerId, producerEpoch: header.producerEpoch, baseSequence: header.baseSequence, recordCount: header.recordCount, isControl: batch.isControl });
    if (batch.isControl) continue;
    for (const record of batch.records) records.push({ offset: record.offset, value: record.value?.toString() ?? '', producerId: header.producerId, producerEpoch: header.producerEpoch });
  }

  const stable = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: ALL, isolationLevel: 1 });
  const committed: LoggedRecord[] = consumedRecords(stable.batches, stable.abortedTransactions);
  return { topic, partition, records, batches, committed, highWatermark: uncommitted.highWatermark, lastStableOffset: stable.lastStableOffset };
}
