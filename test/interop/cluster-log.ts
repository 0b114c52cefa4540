/**
 * Reads a partition of the in-memory cluster straight from its log (not through a client), so interop
 * tests can assert what a third-party client actually wrote: data records, COMMIT/ABORT markers, their
 * producer ids, and what read_committed would expose.
 */
import { decodeControlRecord } from '../../src/protocol/record-batch/control-record.js';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { consumedRecords } from '../support/read-committed.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { IsolationLevel } from '../../src/testing/isolation-level.js';

export type LogEntry =
  | { readonly kind: 'data'; readonly offset: bigint; readonly value: string; readonly producerId: bigint; readonly transactional: boolean }
  | { readonly kind: 'commit' | 'abort'; readonly offset: bigint; readonly producerId: bigint };

/** Every entry of a partition's log, in offset order. */
export function readLog(cluster: InMemoryCluster, topic: string, partition: number): LogEntry[] {
  const result = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 256 * 1024 * 1024, isolationLevel: IsolationLevel.READ_UNCOMMITTED });
  if (result.errorCode !== 0) throw new Error(`fetch ${topic}-${partition}: error ${result.errorCode}`);
  const entries: LogEntry[] = [];
  for (const buffer of result.batches) {
    for (const batch of decodeRecordBatches(buffer).batches) {
      const producerId = batch.header.producerId;
      for (const record of batch.records) {
        if (batch.isControl) {
          entries.push({ kind: decodeControlRecord(record).commit ? 'commit' : 'abort', offset: record.offset, producerId });
        } else {
          entries.push({ kind: 'data', offset: record.offset, value: record.value?.toString('utf8') ?? '', producerId, transactional: batch.isTransactional });
        }
      }
    }
  }
  return entries;
}

/** The data values a read_committed consumer of this partition must see: all but aborted ones, in order. */
export function committedValues(cluster: InMemoryCluster, topic: string, partition: number): string[] {
  const result = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 256 * 1024 * 1024, isolationLevel: IsolationLevel.READ_COMMITTED });
  if (result.errorCode !== 0) throw new Error(`fetch ${topic}-${partition}: error ${result.errorCode}`);
  return consumedRecords(result.batches, result.abortedTransactions).map((record) => record.value);
}

/** Markers (commit/abort) per producer id, in log order. */
export function markers(cluster: InMemoryCluster, topic: string, partition: number): ('commit' | 'abort')[] {
  return readLog(cluster, topic, partition).flatMap((entry) => (entry.kind === 'data' ? [] : [entry.kind]));
}

/** The committed offset of a group for one partition, or -1n. */
export function committedOffset(cluster: InMemoryCluster, groupId: string, topic: string, partition: number): bigint {
  const answer = cluster.offsetFetch({ groupId, partitions: [{ topic, partition }], requireStable: false });
  return answer.partitions[0]?.committedOffset ?? -1n;
}
