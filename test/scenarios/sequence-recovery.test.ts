/**
 * Sequence holes (Kafka "unresolved sequences"): a batch that got a sequence and was then failed without
 * being written must not poison the partition for the next transaction, or for later idempotent sends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const yieldToIo = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

describe('sequence recovery', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it('a sequenced batch aborted while waiting for its retry: the abort bumps the epoch, the next transaction has no OUT_OF_ORDER', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-hole', retryBackoffMs: 5_000, retryBackoffMaxMs: 5_000 });
    await s.settle(producer.initTransactions());
    const epoch = producer.producerIdentity.producerEpoch;
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'acked' }));
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.NOT_LEADER_OR_FOLLOWER]);
    const retried = producer.send({ topic: 'orders', partition: 0, value: 'retried' });
    retried.catch(() => undefined);
    // Let the batch be drained (sequence 1), rejected and parked for its retry backoff; the clock stands still.
    for (let i = 0; i < 50 && s.cluster.faults.pending().length > 0; i++) await yieldToIo();
    expect(s.cluster.faults.pending()).toEqual([]);
    await s.settle(producer.abortTransaction());
    expect(await s.settleError(retried)).toBeInstanceOf(TransactionAbortedError);
    expect(producer.state).toBe('READY');
    expect(producer.producerIdentity.producerEpoch).toBe(epoch + 1);
    producer.beginTransaction();
    const next = await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'next-1' }, { topic: 'orders', partition: 0, value: 'next-2' }]));
    await s.settle(producer.commitTransaction());
    expect(next.map((r) => r.offset)).toEqual([2n, 3n]);
    expect(s.committed('orders', 0)).toEqual(['next-1', 'next-2']);
  });

  it('a batch rejected before a later one of the same partition was answered: no OUT_OF_ORDER on the next transaction', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-hole-2', batchSize: 64 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.INVALID_RECORD]);
    // Small batches: each record is its own batch, so several are in flight on the partition at once.
    const sends = ['x1', 'x2', 'x3'].map((value) => producer.send({ topic: 'orders', partition: 1, value }));
    for (const each of sends) each.catch(() => undefined);
    const outcomes = await Promise.all(sends.map((each) => s.settle(each.then(() => 'ok', (e: unknown) => (e as Error).name))));
    expect(outcomes[0]).not.toBe('ok');
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await s.settle(producer.abortTransaction());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'next' }));
    await s.settle(producer.commitTransaction());
    expect(s.committed('orders', 1)).toEqual(['next']);
  });
});
