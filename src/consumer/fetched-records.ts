/**
 * Turns one partition's Fetch answer into the records a consumer hands out (Kafka's `CompletedFetch`):
 * decodes the batches, skips control batches, and under read_committed drops the batches of aborted
 * transactions using the response's `aborted_transactions` list (KIP-98): an aborted transaction's producer id
 * becomes "aborted" at its first offset and stays so until its ABORT marker. Records before the fetch offset
 * (the head of a compressed batch) are skipped.
 */
import { decodeControlRecord, ControlRecordType } from '../protocol/record-batch/control-record.js';
import { decodeRecordBatches } from '../protocol/record-batch/record-batch-decoder.js';
import { TimestampType, timestampTypeOf } from '../protocol/record-batch/record-batch-header.js';
import type { ConsumedRecord } from './transactional-source.js';

/**
 * An aborted transaction as Fetch lists it.
 * @internal
 */
export interface AbortedTransaction {
  readonly producerId: bigint;
  readonly firstOffset: bigint;
}

/**
 * The usable content of one partition's fetch.
 * @internal
 */
export interface FetchedRecords {
  readonly records: ConsumedRecord[];
  /** The offset to fetch next: one past the last complete batch (records, control or aborted alike). */
  readonly nextFetchOffset: bigint;
  /** Complete batches decoded (0 when the answer held none). */
  readonly batchCount: number;
  /**
   * The leader epoch of the last batch decoded (records, control or aborted alike), or -1: the epoch of the position
   * `nextFetchOffset`, which position validation (KIP-320) asks about, as Kafka's `CompletedFetch.lastEpoch`.
   */
  readonly lastEpoch: number;
}

/**
 * Decodes `buffer` (the `records` field for `topic`-`partition`) fetched from `fetchOffset`.
 * @throws CorruptInputError for a corrupt batch; CompressionCodecUnavailableError for an unloaded codec.
 * @internal
 */
export function fetchedRecords(options: {
  readonly topic: string;
  readonly partition: number;
  readonly fetchOffset: bigint;
  readonly buffer: Buffer;
  readonly readCommitted: boolean;
  readonly abortedTransactions: readonly AbortedTransaction[] | null;
}): FetchedRecords {
  const { topic, partition, fetchOffset, readCommitted } = options;
  const { batches } = decodeRecordBatches(options.buffer);
  const pending = [...(options.abortedTransactions ?? [])].sort((a, b) => (a.firstOffset < b.firstOffset ? -1 : a.firstOffset > b.firstOffset ? 1 : 0));
  const abortedProducers = new Set<bigint>();
  const records: ConsumedRecord[] = [];
  let nextFetchOffset = fetchOffset;
  let lastEpoch = -1;
  for (const batch of batches) {
    const { header } = batch;
    const lastOffset = header.baseOffset + BigInt(header.lastOffsetDelta);
    if (lastOffset < fetchOffset) continue;
    nextFetchOffset = lastOffset + 1n;
    if (header.partitionLeaderEpoch >= 0) lastEpoch = header.partitionLeaderEpoch;
    if (readCommitted) {
      while (pending.length > 0 && (pending[0]?.firstOffset ?? 0n) <= lastOffset) {
        const aborted = pending.shift();
        if (aborted !== undefined) abortedProducers.add(aborted.producerId);
      }
    }
    if (batch.isControl) {
      // An ABORT marker ends its producer's aborted span (Kafka's CompletedFetch.nextFetchedRecord).
      const marker = batch.records[0];
      if (readCommitted && marker !== undefined && decodeControlRecord(marker).type === ControlRecordType.abort) abortedProducers.delete(header.producerId);
      continue;
    }
    if (readCommitted && batch.isTransactional && abortedProducers.has(header.producerId)) continue;
    const logAppendTime = timestampTypeOf(header.attributes) === TimestampType.logAppendTime;
    for (const record of batch.records) {
      if (record.offset < fetchOffset) continue;
      records.push({
        topic,
        partition,
        offset: record.offset,
        timestamp: Number(logAppendTime ? header.maxTimestamp : record.timestamp),
        key: record.key,
        value: record.value,
        headers: record.headers,
        leaderEpoch: header.partitionLeaderEpoch,
      });
    }
  }
  return { records, nextFetchOffset, batchCount: batches.length, lastEpoch };
}
