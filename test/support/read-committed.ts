/**
 * The one read_committed reader of the tests: what a Kafka consumer with `isolation.level=read_committed`
 * keeps of a fetch (KIP-98, Kafka's `Fetcher`/`CompletedFetch`). The fetch already stops at the last stable
 * offset; of what it returns, a transactional batch is dropped when its producer is inside an aborted
 * transaction, which starts at the `firstOffset` the fetch lists for it and ends at that producer's next
 * control batch (the ABORT marker); control batches are never data. Used by the scenario helpers, the
 * contract's cluster view, the cluster test helpers and the simulation's log reader.
 */
import { decodeRecordBatches, type DecodedRecordBatch } from '../../src/protocol/record-batch/record-batch-decoder.js';

/**
 * One entry of a fetch's aborted-transactions index.
 * @internal
 */
export interface AbortedTransactionStart {
  readonly producerId: bigint;
  readonly firstOffset: bigint;
}

/**
 * The data batches of `batches` (in offset order) a consumer keeps: with `readCommitted` false every data
 * batch (read_uncommitted), else all but those of aborted transactions.
 * @internal
 */
export function consumedBatches(batches: readonly DecodedRecordBatch[], aborted: readonly AbortedTransactionStart[], readCommitted = true): DecodedRecordBatch[] {
  const pending = [...aborted].sort((a, b) => (a.firstOffset < b.firstOffset ? -1 : a.firstOffset > b.firstOffset ? 1 : 0));
  const abortedProducers = new Set<bigint>();
  const kept: DecodedRecordBatch[] = [];
  let next = 0;
  for (const batch of batches) {
    for (let start = pending[next]; start !== undefined && start.firstOffset <= batch.header.baseOffset; start = pending[++next]) abortedProducers.add(start.producerId);
    if (batch.isControl) {
      // The ABORT (or COMMIT) marker ends the producer's transaction: its later batches are visible again.
      abortedProducers.delete(batch.header.producerId);
      continue;
    }
    if (readCommitted && batch.isTransactional && abortedProducers.has(batch.header.producerId)) continue;
    kept.push(batch);
  }
  return kept;
}

/**
 * The records a consumer keeps of fetched batch bytes, with their offset, value (UTF-8, '' for null) and
 * producer id and epoch.
 * @internal
 */
export function consumedRecords(fetched: readonly Buffer[], aborted: readonly AbortedTransactionStart[], readCommitted = true):
{ offset: bigint; value: string; producerId: bigint; producerEpoch: number }[] {
  const batches = decodeRecordBatches(Buffer.concat(fetched)).batches;
  return consumedBatches(batches, aborted, readCommitted).flatMap((batch) => batch.records.map((record) => ({
    offset: record.offset, value: record.value?.toString('utf8') ?? '', producerId: batch.header.producerId, producerEpoch: batch.header.producerEpoch,
  })));
}
