/**
 * KIP-588 on the coordinator side: a transaction the coordinator aborted on timeout remembers the epoch
 * it bumped from (`lastProducerEpoch`). Under TV1 the producer that owned it is fenced anyway when it sends
 * InitProducerId with its current id/epoch, and its EndTxn v4 is fenced, as Apache Kafka 4.4 answers
 * (measured by test/kafka/fidelity); under TV2 its EndTxn(abort) v5 with the old epoch completes and returns
 * the bumped epoch, and EndTxn(commit) v5 is INVALID_TXN_STATE. Any other InitProducerId clears the memory.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../src/internal/clock.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { describeTransactions } from '../../src/testing/cluster-inspection.js';
import { IsolationLevel } from '../../src/testing/isolation-level.js';
import { batch, values } from './batches.js';

const TXN = 'txn-588';

function setup() {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ clock, topics: [{ name: 'a', partitions: 1 }] });
  const first = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000 });
  expect(first.errorCode).toBe(ErrorCode.NONE);
  const { producerId, producerEpoch } = first;
  const produce = (epoch: number, baseSequence: number, value: string) =>
    cluster.produce({ transactionalId: TXN, topic: 'a', partition: 0, records: batch({ producerId, producerEpoch: epoch, baseSequence, transactional: true, values: [value] }) });
  const openTransaction = (epoch: number, baseSequence: number, value: string) => {
    expect(cluster.addPartitionsToTxn({ transactionalId: TXN, producerId, producerEpoch: epoch, partitions: [{ topic: 'a', partition: 0 }] })).toEqual([0]);
    expect(produce(epoch, baseSequence, value).errorCode).toBe(ErrorCode.NONE);
  };
  const read = () => {
    const fetched = cluster.fetch({ topic: 'a', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: IsolationLevel.READ_COMMITTED });
    return values(fetched.batches, fetched.abortedTransactions);
  };
  return { clock, cluster, producerId, producerEpoch, produce, openTransaction, read };
}

describe('transaction coordinator: KIP-588 recovery after a timeout abort', () => {
  it('TV1: remembers the epoch it bumped from, yet fences that producer\'s InitProducerId (as Kafka 4.4 does)', () => {
    const { clock, cluster, producerId, producerEpoch, produce, openTransaction } = setup();
    openTransaction(producerEpoch, 0, 'timed-out');
    clock.advance(1_000);
    const metadata = cluster.transactions.metadata(TXN)!;
    expect(metadata.state).toBe('CompleteAbort');
    expect(metadata.producerEpoch).toBe(producerEpoch + 1);
    expect(metadata.lastProducerEpoch).toBe(producerEpoch);
    // The producer still uses the old epoch: Produce is rejected (the client's signal).
    expect(produce(producerEpoch, 1, 'late').errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true, version: 4 }).errorCode).toBe(ErrorCode.PRODUCER_FENCED);
    // KIP-360 InitProducerId with the current id/epoch: Kafka 4.4's TV1 coordinator answers PRODUCER_FENCED.
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000, producerId, producerEpoch }).errorCode).toBe(ErrorCode.PRODUCER_FENCED);
    expect(describeTransactions(cluster, [TXN])[0]!.transactionState).toBe('CompleteAbort');
  });

  it('TV2: the timed-out producer\'s EndTxn(abort) with the old epoch completes and returns the bumped epoch', () => {
    const clock = new ManualClock();
    const cluster = new InMemoryCluster({ clock, transactionVersion: 2, topics: [{ name: 'a', partitions: 1 }] });
    const { producerId, producerEpoch } = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000 });
    expect(cluster.produce({ transactionalId: TXN, topic: 'a', partition: 0, records: batch({ producerId, producerEpoch, baseSequence: 0, transactional: true, values: ['timed-out'] }) }).errorCode).toBe(ErrorCode.NONE);
    clock.advance(1_000);
    expect(describeTransactions(cluster, [TXN])[0]!.transactionState).toBe('CompleteAbort');
    expect(cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: true }).errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    const aborted = cluster.endTxn({ transactionalId: TXN, producerId, producerEpoch, committed: false });
    expect(aborted).toEqual({ errorCode: ErrorCode.NONE, producerId, producerEpoch: producerEpoch + 1 });
  });

  it('forgets it when another instance initializes: the timed-out producer is then fenced', () => {
    const { clock, cluster, producerId, producerEpoch, openTransaction } = setup();
    openTransaction(producerEpoch, 0, 'timed-out');
    clock.advance(1_000);
    const successor = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000 });
    expect(successor.producerEpoch).toBe(producerEpoch + 2);
    expect(cluster.transactions.metadata(TXN)!.lastProducerEpoch).toBe(-1);
    const zombie = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000, producerId, producerEpoch });
    expect(zombie.errorCode).toBe(ErrorCode.PRODUCER_FENCED);
  });

  it('a fence caused by another InitProducerId is not claimable (Kafka prepareFenceProducerEpoch)', () => {
    const { cluster, producerId, producerEpoch, openTransaction } = setup();
    openTransaction(producerEpoch, 0, 'open');
    // A new instance finds the transaction Ongoing: abort under a bumped epoch, CONCURRENT_TRANSACTIONS.
    expect(cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000 }).errorCode).toBe(ErrorCode.CONCURRENT_TRANSACTIONS);
    expect(cluster.transactions.metadata(TXN)!.lastProducerEpoch).toBe(-1);
    const zombie = cluster.initProducerId({ transactionalId: TXN, transactionTimeoutMs: 1_000, producerId, producerEpoch });
    expect(zombie.errorCode).toBe(ErrorCode.PRODUCER_FENCED);
  });
});
