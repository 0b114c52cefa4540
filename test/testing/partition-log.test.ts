import { describe, expect, it } from 'vitest';
import { decodeRecordBatchHeader } from '../../src/protocol/record-batch/record-batch-header.js';
import { encodeEndTxnMarkerBatch } from '../../src/protocol/record-batch/control-record.js';
import { ListOffsetsTimestamp, PartitionLog } from '../../src/testing/partition-log.js';
import { IsolationLevel } from '../../src/testing/isolation-level.js';
import { batch, values } from './batches.js';

function appendData(log: PartitionLog, values: string[], producerId = -1n, transactional = false, timestamp = 1000): bigint {
  return log.append(batch({ values, producerId, producerEpoch: 0, baseSequence: 0, transactional, timestamp }), {
    lastOffsetDelta: values.length - 1,
    producerId,
    transactional,
    maxTimestamp: timestamp,
  });
}

function appendMarker(log: PartitionLog, producerId: bigint, commit: boolean): bigint {
  const marker = encodeEndTxnMarkerBatch({ producerId, producerEpoch: 0, commit, coordinatorEpoch: 0, timestamp: 0 });
  return log.append(marker, { lastOffsetDelta: 0, producerId, transactional: true, control: { commit }, maxTimestamp: 0 });
}

describe('PartitionLog', () => {
  it('assigns offsets and rewrites each stored batch baseOffset in place', () => {
    const log = new PartitionLog();
    expect(appendData(log, ['a', 'b', 'c'])).toBe(0n);
    expect(appendData(log, ['d'])).toBe(3n);
    expect(log.logEndOffset).toBe(4n);
    expect(log.highWatermark).toBe(4n);
    const fetched = log.fetch(0n, 1 << 20, IsolationLevel.READ_UNCOMMITTED);
    expect(fetched.batches.map((each) => decodeRecordBatchHeader(each).baseOffset)).toEqual([0n, 3n]);
    expect(values(fetched.batches)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('holds the last stable offset at the first offset of the earliest open transaction', () => {
    const log = new PartitionLog();
    appendData(log, ['plain']);
    appendData(log, ['t1'], 7n, true);
    appendData(log, ['t2'], 8n, true);
    appendData(log, ['t1b'], 7n, true);
    expect(log.lastStableOffset).toBe(1n);
    appendMarker(log, 7n, true); // offset 4
    expect(log.lastStableOffset).toBe(2n);
    appendMarker(log, 8n, false); // offset 5
    expect(log.lastStableOffset).toBe(6n);
    expect(log.abortedTransactions()).toEqual([{ producerId: 8n, firstOffset: 2n, lastOffset: 5n }]);
  });

  it('read_committed fetch stops at the LSO and lists overlapping aborted transactions', () => {
    const log = new PartitionLog();
    appendData(log, ['aborted'], 8n, true); // 0
    appendMarker(log, 8n, false); // 1
    appendData(log, ['committed'], 7n, true); // 2
    appendMarker(log, 7n, true); // 3
    appendData(log, ['open'], 9n, true); // 4
    const committed = log.fetch(0n, 1 << 20, IsolationLevel.READ_COMMITTED);
    expect(committed.lastStableOffset).toBe(4n);
    expect(committed.highWatermark).toBe(5n);
    expect(committed.abortedTransactions).toEqual([{ producerId: 8n, firstOffset: 0n, lastOffset: 1n }]);
    expect(values(committed.batches, committed.abortedTransactions)).toEqual(['committed']);
    const uncommitted = log.fetch(0n, 1 << 20, IsolationLevel.READ_UNCOMMITTED);
    expect(values(uncommitted.batches)).toEqual(['aborted', 'committed', 'open']);
    expect(uncommitted.abortedTransactions).toEqual([]);
    // Fetching past the aborted span does not report it.
    expect(log.fetch(2n, 1 << 20, IsolationLevel.READ_COMMITTED).abortedTransactions).toEqual([]);
  });

  it('returns at least one batch beyond maxBytes, then respects it; rejects out-of-range offsets', () => {
    const log = new PartitionLog();
    appendData(log, ['x'.repeat(100)]);
    appendData(log, ['y'.repeat(100)]);
    expect(log.fetch(0n, 1, IsolationLevel.READ_UNCOMMITTED).batches).toHaveLength(1);
    expect(log.fetch(1n, 1 << 20, IsolationLevel.READ_UNCOMMITTED).batches).toHaveLength(1);
    expect(log.fetch(2n, 1 << 20, IsolationLevel.READ_UNCOMMITTED).batches).toHaveLength(0);
    expect(log.fetch(3n, 1 << 20, IsolationLevel.READ_UNCOMMITTED).errorCode).toBe(1); // OFFSET_OUT_OF_RANGE
  });

  it('answers ListOffsets lookups with isolation level', () => {
    const log = new PartitionLog();
    appendData(log, ['a'], -1n, false, 100);
    appendData(log, ['b'], 7n, true, 300);
    appendData(log, ['c'], -1n, false, 200);
    expect(log.listOffset(ListOffsetsTimestamp.EARLIEST, IsolationLevel.READ_UNCOMMITTED).offset).toBe(0n);
    expect(log.listOffset(ListOffsetsTimestamp.LATEST, IsolationLevel.READ_UNCOMMITTED).offset).toBe(3n);
    expect(log.listOffset(ListOffsetsTimestamp.LATEST, IsolationLevel.READ_COMMITTED).offset).toBe(1n);
    expect(log.listOffset(ListOffsetsTimestamp.MAX_TIMESTAMP, IsolationLevel.READ_UNCOMMITTED)).toEqual({ offset: 1n, timestamp: 300n });
    expect(log.listOffset(150n, IsolationLevel.READ_UNCOMMITTED).offset).toBe(1n);
    expect(log.listOffset(400n, IsolationLevel.READ_UNCOMMITTED).offset).toBe(-1n);
  });

  it('retention evicts the oldest batches and advances the log start offset, keeping memory bounded', () => {
    const log = new PartitionLog({ maxBatches: 3 });
    for (let index = 0; index < 5000; index++) appendData(log, [`v${index}`, `w${index}`]);
    expect(log.batchCount).toBe(3);
    expect(log.logStartOffset).toBe(9994n);
    expect(log.logEndOffset).toBe(10000n);
    expect(log.fetch(0n, 1 << 20, IsolationLevel.READ_UNCOMMITTED).errorCode).toBe(1);
    expect(values(log.fetch(9994n, 1 << 20, IsolationLevel.READ_UNCOMMITTED).batches)).toEqual(['v4997', 'w4997', 'v4998', 'w4998', 'v4999', 'w4999']);
    const bySize = new PartitionLog({ maxBytes: 500 });
    for (let index = 0; index < 100; index++) appendData(bySize, ['z'.repeat(50)]);
    expect(bySize.sizeInBytes).toBeLessThanOrEqual(500);
    expect(bySize.logStartOffset).toBe(100n - BigInt(bySize.batchCount));
  });

  it('drops aborted-index entries that fall below the log start offset', () => {
    const log = new PartitionLog({ maxBatches: 2 });
    appendData(log, ['t'], 8n, true);
    appendMarker(log, 8n, false);
    expect(log.abortedTransactions()).toHaveLength(1);
    appendData(log, ['a']);
    appendData(log, ['b']);
    expect(log.abortedTransactions()).toEqual([]);
  });
});
