import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../src/internal/clock.js';
import { InMemoryCluster, type InMemoryClusterOptions } from '../../src/testing/in-memory-cluster.js';
import { describeTransactions, listTransactions } from '../../src/testing/cluster-inspection.js';
import { IsolationLevel } from '../../src/testing/isolation-level.js';
import { batch, values } from './batches.js';

const TXN = 'txn-1';

function setup(options: InMemoryClusterOptions = {}) {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ clock, topics: [{ name: 'a', partitions: 2 }, { name: 'b', partitions: 1 }], ...options });
  const init = (transactionTimeoutMs = 60_000) => {
    const result = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs });
    expect(result.errorCode).toBe(ErrorCode.NONE);
    return result;
  };
  const produce = (producerId: bigint, producerEpoch: number, topic: string, partition: number, baseSequence: number, value: string) =>
    cluster.produce({
      transactionalId: TXN,
      topic,
      partition,
      records: batch({ producerId, producerEpoch, baseSequence, transactional: true, values: [value] }),
    });
  const read = (topic: string, partition: number, isolationLevel: IsolationLevel = IsolationLevel.READ_COMMITTED) => {
    const fetched = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel });
    return values(fetched.batches, fetched.abortedTransactions);
  };
  return { clock, cluster, init, produce, read };
}

describe('transaction coordinator', () => {
  it('commits across partitions: COMMIT markers on every partition, data visible to read_committed only after', () => {
    const { cluster, init, produce, read } = setup();
    const { producerId, producerEpoch } = init();
    const partitions = [{ topic: 'a', partition: 0 }, { topic: 'a', partition: 1 }, { topic: 'b', partition: 0 }];
    expect(cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch, partitions })).toEqual([0, 0, 0]);
    expect(produce(producerId, producerEpoch, 'a', 0, 0, 'a0').errorCode).toBe(ErrorCode.NONE);
    expect(produce(producerId, producerEpoch, 'b', 0, 0, 'b0').errorCode).toBe(ErrorCode.NONE);
    expect(read('a', 0)).toEqual([]);
    expect(read('a', 0, IsolationLevel.READ_UNCOMMITTED)).toEqual(['a0']);
    expect(cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true }).errorCode).toBe(ErrorCode.NONE);
    expect(read('a', 0)).toEqual(['a0']);
    expect(read('b', 0)).toEqual(['b0']);
    // A marker on every partition in the transaction, including the one that got no data.
    for (const { topic, partition } of partitions) expect(cluster.state.partition(topic, partition)!.log.lastStableOffset).toBe(cluster.state.partition(topic, partition)!.log.highWatermark);
    expect(cluster.state.partition('a', 1)!.log.logEndOffset).toBe(1n);
    expect(describeTransactions(cluster, [TXN])[0]!.transactionState).toBe('CompleteCommit');
  });

  it('aborts: ABORT markers, aborted index, read_committed excludes the data', () => {
    const { cluster, init, produce, read } = setup();
    const { producerId, producerEpoch } = init();
    cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch, partitions: [{ topic: 'a', partition: 0 }] });
    produce(producerId, producerEpoch, 'a', 0, 0, 'gone');
    cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: false });
    cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch, partitions: [{ topic: 'a', partition: 0 }] });
    produce(producerId, producerEpoch, 'a', 0, 1, 'kept');
    cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true });
    expect(cluster.state.partition('a', 0)!.log.abortedTransactions()).toEqual([{ producerId, firstOffset: 0n, lastOffset: 1n }]);
    expect(read('a', 0)).toEqual(['kept']);
    expect(read('a', 0, IsolationLevel.READ_UNCOMMITTED)).toEqual(['gone', 'kept']);
  });

  it('rejects a produce to a partition not added to the transaction with INVALID_TXN_STATE (TV1)', () => {
    const { init, produce } = setup();
    const { producerId, producerEpoch } = init();
    expect(produce(producerId, producerEpoch, 'a', 0, 0, 'x').errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
  });

  it('InitProducerId bumps the epoch and fences the previous producer', () => {
    const { cluster, init, produce } = setup();
    const first = init();
    const second = init();
    expect(second.producerId).toBe(first.producerId);
    expect(second.producerEpoch).toBe(first.producerEpoch + 1);
    const request = { transactionalId: TXN, producerId: first.producerId, producerEpoch: first.producerEpoch, partitions: [{ topic: 'a', partition: 0 }] };
    expect(cluster.addPartitionsToTxn(request)).toEqual([ErrorCode.PRODUCER_FENCED]);
    expect(cluster.addPartitionsToTxn({ ...request, version: 1 })).toEqual([ErrorCode.INVALID_PRODUCER_EPOCH]);
    expect(cluster.endTxn({ ...request, committed: true }).errorCode).toBe(ErrorCode.PRODUCER_FENCED);
    expect(cluster.endTxn({ ...request, committed: true, version: 1 }).errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(produce(first.producerId, first.producerEpoch, 'a', 0, 0, 'zombie').errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
  });

  it('InitProducerId aborts a transaction left open (CONCURRENT_TRANSACTIONS, then a second bump)', () => {
    const { cluster, init, produce, read } = setup();
    const first = init();
    cluster.addPartitionsToTxn({ transactionalId: TXN, producerId: first.producerId, producerEpoch: first.producerEpoch, partitions: [{ topic: 'a', partition: 0 }] });
    produce(first.producerId, first.producerEpoch, 'a', 0, 0, 'open');
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000 }).errorCode).toBe(ErrorCode.CONCURRENT_TRANSACTIONS);
    expect(read('a', 0)).toEqual([]);
    expect(cluster.state.partition('a', 0)!.log.abortedTransactions()).toHaveLength(1);
    const retried = init();
    expect(retried.producerEpoch).toBe(first.producerEpoch + 2);
  });

  it('supports KIP-360 recovery with the current producer id and epoch, and answers a retried bump idempotently', () => {
    const { cluster, init } = setup();
    const first = init();
    const bumped = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000, producerId: first.producerId, producerEpoch: first.producerEpoch });
    expect(bumped).toEqual({ errorCode: 0, producerId: first.producerId, producerEpoch: first.producerEpoch + 1 });
    // The response was lost: the client retries with the same (now previous) epoch.
    const retry = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000, producerId: first.producerId, producerEpoch: first.producerEpoch });
    expect(retry).toEqual(bumped);
    // A fresh InitProducerId fences; the old epoch can no longer recover.
    init();
    const stale = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000, producerId: first.producerId, producerEpoch: first.producerEpoch, version: 4 });
    expect(stale.errorCode).toBe(ErrorCode.PRODUCER_FENCED);
    const staleOld = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000, producerId: first.producerId, producerEpoch: first.producerEpoch, version: 3 });
    expect(staleOld.errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    const otherId = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000, producerId: 999_999n, producerEpoch: 0 });
    expect(otherId.errorCode).toBe(ErrorCode.PRODUCER_FENCED);
  });

  it('answers CONCURRENT_TRANSACTIONS while markers are still being written, then completes', () => {
    const { cluster, init, produce, read } = setup({ markerDelayMs: 'manual' });
    const { producerId, producerEpoch } = init();
    cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch, partitions: [{ topic: 'a', partition: 0 }] });
    produce(producerId, producerEpoch, 'a', 0, 0, 'v');
    expect(cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true }).errorCode).toBe(ErrorCode.NONE);
    expect(describeTransactions(cluster, [TXN])[0]!.transactionState).toBe('PrepareCommit');
    expect(read('a', 0)).toEqual([]);
    const again = { transactionalId: TXN, producerId, producerEpoch, partitions: [{ topic: 'a', partition: 0 }] };
    expect(cluster.addPartitionsToTxn(again)).toEqual([ErrorCode.CONCURRENT_TRANSACTIONS]);
    expect(cluster.endTxn({ ...again, committed: true }).errorCode).toBe(ErrorCode.CONCURRENT_TRANSACTIONS);
    expect(cluster.endTxn({ ...again, committed: false }).errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 60_000 }).errorCode).toBe(ErrorCode.CONCURRENT_TRANSACTIONS);
    expect(cluster.transactions.completePendingMarkers()).toBe(1);
    expect(read('a', 0)).toEqual(['v']);
    expect(cluster.addPartitionsToTxn(again)).toEqual([ErrorCode.NONE]);
  });

  it('completes markers after markerDelayMs on the clock', () => {
    const { clock, cluster, init, produce, read } = setup({ markerDelayMs: 50 });
    const { producerId, producerEpoch } = init();
    cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch, partitions: [{ topic: 'a', partition: 0 }] });
    produce(producerId, producerEpoch, 'a', 0, 0, 'v');
    cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true });
    clock.advance(49);
    expect(read('a', 0)).toEqual([]);
    clock.advance(1);
    expect(read('a', 0)).toEqual(['v']);
    cluster.close();
  });

  it('answers INVALID_TXN_STATE for EndTxn without a transaction or with the opposite outcome', () => {
    const { cluster, init } = setup();
    const { producerId, producerEpoch } = init();
    const request = { transactionalId: TXN, producerId, producerEpoch };
    expect(cluster.endTxn({ ...request, committed: true }).errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    cluster.addOffsetsToTxn({ ...request, groupId: 'g' });
    expect(cluster.endTxn({ ...request, committed: true }).errorCode).toBe(ErrorCode.NONE);
    expect(cluster.endTxn({ ...request, committed: true }).errorCode).toBe(ErrorCode.NONE); // retry of a finished commit
    expect(cluster.endTxn({ ...request, committed: false }).errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    expect(cluster.endTxn({ ...request, producerId: 1n, committed: true }).errorCode).toBe(ErrorCode.INVALID_PRODUCER_ID_MAPPING);
  });

  it('aborts a transaction that exceeds its timeout and bumps the epoch', () => {
    const { clock, cluster, init, produce, read } = setup();
    const { producerId, producerEpoch } = init(1_000);
    cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch, partitions: [{ topic: 'a', partition: 0 }] });
    produce(producerId, producerEpoch, 'a', 0, 0, 'late');
    expect(listTransactions(cluster, { durationFilterMs: 500 })).toEqual([]);
    clock.advance(999);
    expect(listTransactions(cluster, { durationFilterMs: 500 })).toEqual([{ transactionalId: TXN, producerId, transactionState: 'Ongoing' }]);
    clock.advance(1);
    const described = describeTransactions(cluster, [TXN])[0]!;
    expect(described.transactionState).toBe('CompleteAbort');
    expect(described.producerEpoch).toBe(producerEpoch + 1);
    expect(read('a', 0)).toEqual([]);
    expect(produce(producerId, producerEpoch, 'a', 0, 1, 'zombie').errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true, version: 4 }).errorCode).toBe(ErrorCode.PRODUCER_FENCED);
    expect(clock.pendingTimers).toBe(0);
  });

  it('validates InitProducerId arguments and allocates ids for idempotent producers', () => {
    const { cluster } = setup({ maxTransactionTimeoutMs: 10_000 });
    expect(cluster.initProducerId({ transactionalId: '', transactionTimeoutMs: 1000 }).errorCode).toBe(ErrorCode.INVALID_REQUEST);
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 10_001 }).errorCode).toBe(ErrorCode.INVALID_TRANSACTION_TIMEOUT);
    const a = cluster.initProducerId({ transactionalId: null, transactionTimeoutMs: 0 });
    const b = cluster.initProducerId({ transactionalId: null, transactionTimeoutMs: 0 });
    expect(a.producerEpoch).toBe(0);
    expect(b.producerId).toBe(a.producerId + 1n);
  });

  it('enforces coordinator placement when a broker id is given', () => {
    const { cluster } = setup({ brokers: 3 });
    const coordinator = cluster.findCoordinator(1, TXN).nodeId;
    const other = [1, 2, 3].find((id) => id !== coordinator)!;
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1000, brokerId: other }).errorCode).toBe(ErrorCode.NOT_COORDINATOR);
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1000, brokerId: coordinator }).errorCode).toBe(ErrorCode.NONE);
    cluster.moveCoordinator(1, TXN, other);
    expect(cluster.findCoordinator(1, TXN).nodeId).toBe(other);
    cluster.setBrokerUp(other, false);
    expect(cluster.findCoordinator(1, TXN).errorCode).toBe(ErrorCode.COORDINATOR_NOT_AVAILABLE);
  });
});

describe('transaction version 2 (KIP-890)', () => {
  it('adds partitions implicitly on produce and bumps the epoch on every EndTxn', () => {
    const { cluster, init, produce, read } = setup({ transactionVersion: 2 });
    const { producerId, producerEpoch } = init();
    expect(produce(producerId, producerEpoch, 'a', 0, 0, 'one').errorCode).toBe(ErrorCode.NONE);
    const committed = cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true, version: 5 });
    expect(committed).toEqual({ errorCode: 0, producerId, producerEpoch: producerEpoch + 1 });
    expect(read('a', 0)).toEqual(['one']);
    // Retrying the EndTxn with the pre-bump epoch succeeds idempotently.
    expect(cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true, version: 5 })).toEqual(committed);
    // The old epoch is fenced on produce; the new epoch starts at sequence 0.
    expect(produce(producerId, producerEpoch, 'a', 0, 1, 'zombie').errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(produce(producerId, committed.producerEpoch, 'a', 0, 0, 'two').errorCode).toBe(ErrorCode.NONE);
    const aborted = cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch: committed.producerEpoch, committed: false, version: 5 });
    expect(aborted.producerEpoch).toBe(committed.producerEpoch + 1);
    expect(read('a', 0)).toEqual(['one']);
    // TV2 may abort with nothing in the transaction, still bumping the epoch.
    const empty = cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch: aborted.producerEpoch, committed: false, version: 5 });
    expect(empty).toEqual({ errorCode: 0, producerId, producerEpoch: aborted.producerEpoch + 1 });
  });

  it('accepts TxnOffsetCommit without AddOffsetsToTxn, and older request versions keep TV1 rules', () => {
    const { cluster, init, produce } = setup({ transactionVersion: 2 });
    const { producerId, producerEpoch } = init();
    const offsets = [{ topic: 'a', partition: 0, offset: 5n, leaderEpoch: -1, metadata: null }];
    const commit = { transactionalId: TXN, groupId: 'g', producerId, producerEpoch, generationId: -1, memberId: '', groupInstanceId: null, offsets };
    expect(cluster.txnOffsetCommit({ ...commit, version: 4 })).toEqual([ErrorCode.INVALID_TXN_STATE]);
    expect(cluster.txnOffsetCommit({ ...commit, version: 5 })).toEqual([ErrorCode.NONE]);
    expect(cluster.produce({ transactionalId: TXN, topic: 'a', partition: 1, version: 11, records: batch({ producerId, producerEpoch, baseSequence: 0, transactional: true, values: ['x'] }) }).errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    expect(produce(producerId, producerEpoch, 'a', 1, 0, 'y').errorCode).toBe(ErrorCode.NONE);
  });
});
