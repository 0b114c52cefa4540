import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ProducerFencedError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, txn, type Scenario } from './scenario-helpers.js';

describe('transactional producer under faults', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  for (const api of ['Produce', 'AddPartitionsToTxn', 'EndTxn'] as const) {
    it(`a lost ${api} response is retried without duplicating or failing the commit`, async () => {
      s = scenario();
      s.cluster.faults.dropResponses(ApiKey[api]);
      const producer = s.producer({ transactionalId: `tx-drop-${api}`, requestTimeoutMs: 1_000, transactionTimeoutMs: 60_000 });
      await s.settle(producer.initTransactions());
      producer.beginTransaction();
      const results = await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'a' }, { topic: 'orders', partition: 0, value: 'b' }]));
      await s.settle(producer.commitTransaction());
      expect(results.map((r) => r.offset)).toEqual([0n, 1n]);
      expect(s.committed('orders', 0)).toEqual(['a', 'b']);
      expect(s.uncommitted('orders', 0)).toEqual(['a', 'b']);
      s.cluster.faults.assertNoPendingFaults();
    });
  }

  it('leader move mid-transaction: NOT_LEADER_OR_FOLLOWER refreshes metadata and retries in order, once', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-leader' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 2, value: 'before' }));
    const leader = s.cluster.state.partition('orders', 2)!.leaderId;
    s.cluster.moveLeader('orders', 2, leader === 1 ? 2 : 1);
    const after = await s.settle(producer.send([{ topic: 'orders', partition: 2, value: 'after-1' }, { topic: 'orders', partition: 2, value: 'after-2' }]));
    await s.settle(producer.commitTransaction());
    expect(after.map((r) => r.offset)).toEqual([1n, 2n]);
    expect(s.committed('orders', 2)).toEqual(['before', 'after-1', 'after-2']);
  });

  it('coordinator-side timeout (KIP-588), TV2: the late send is abortable, the abort (EndTxn v5) bumps the epoch, the next transaction commits', async () => {
    s = scenario({ transactionVersion: 2 });
    const producer = s.producer({ transactionalId: 'tx-timeout', transactionTimeoutMs: 30_000, requestTimeoutMs: 10_000, deliveryTimeoutMs: 20_000 });
    await s.settle(producer.initTransactions());
    const before = producer.producerIdentity;
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'timed-out' }));
    s.clock.advance(40_000);
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'late' }));
    expect(txn(error).classification).toBe('abortable');
    expect(txn(error).errorName).toBe('INVALID_PRODUCER_EPOCH');
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await s.settle(producer.abortTransaction());
    expect(producer.state).toBe('READY');
    expect(producer.producerIdentity.producerId).toBe(before.producerId);
    expect(producer.producerIdentity.producerEpoch).toBe(before.producerEpoch + 1);
    producer.beginTransaction();
    await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'next-1' }, { topic: 'orders', partition: 1, value: 'next-2' }]));
    await s.settle(producer.commitTransaction());
    expect(s.committed('orders', 0)).toEqual(['next-1']);
    expect(s.committed('orders', 1)).toEqual(['next-2']);
    expect(s.uncommitted('orders', 0)).toEqual(['timed-out', 'next-1']);
    const metadata = s.cluster.transactions.metadata('tx-timeout')!;
    expect(metadata.state).toBe('CompleteCommit');
  });

  it('coordinator-side timeout (KIP-588), TV1: the late send is abortable, the abort\'s EndTxn is fenced (as Apache Kafka 4.4 answers)', async () => {
    s = scenario({ transactionVersion: 1 });
    const producer = s.producer({ transactionalId: 'tx-timeout', transactionTimeoutMs: 30_000, requestTimeoutMs: 10_000, deliveryTimeoutMs: 20_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'timed-out' }));
    s.clock.advance(40_000);
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'late' }));
    expect(txn(error).errorName).toBe('INVALID_PRODUCER_EPOCH');
    // The abort sends EndTxn(abort) with the timed-out epoch first, as Java does; TV1 coordinators fence it.
    const aborted = await s.settleError(producer.abortTransaction());
    expect(aborted).toBeInstanceOf(ProducerFencedError);
    expect(producer.state).toBe('FATAL_ERROR');
    expect(s.committed('orders', 0)).toEqual([]);
    expect(s.uncommitted('orders', 0)).toEqual(['timed-out']);
  });

  it('coordinator-side timeout after a successor initialized: the old instance is fenced, the successor unharmed', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-timeout-2', transactionTimeoutMs: 30_000, requestTimeoutMs: 10_000, deliveryTimeoutMs: 20_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'timed-out' }));
    s.clock.advance(40_000);
    const successor = s.producer({ transactionalId: 'tx-timeout-2' });
    await s.settle(successor.initTransactions());
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'late' }));
    expect(txn(error).classification).toBe('abortable');
    const abort = await s.settleError(producer.abortTransaction());
    expect(abort).toBeInstanceOf(ProducerFencedError);
    expect(producer.state).toBe('FATAL_ERROR');
    successor.beginTransaction();
    await s.settle(successor.send({ topic: 'orders', partition: 0, value: 'next' }));
    await s.settle(successor.commitTransaction());
    expect(s.committed('orders', 0)).toEqual(['next']);
  });

  it('out-of-order sequence (KIP-360): abortable, the abort bumps the epoch, the retry commits', async () => {
    s = scenario();
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    const producer = s.producer({ transactionalId: 'tx-ooo' });
    await s.settle(producer.initTransactions());
    const epochBefore = producer.producerIdentity.producerEpoch;
    producer.beginTransaction();
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 1, value: 'lost' }));
    expect(txn(error).errorName).toBe('OUT_OF_ORDER_SEQUENCE_NUMBER');
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await s.settle(producer.abortTransaction());
    expect(producer.producerIdentity.producerEpoch).toBeGreaterThan(epochBefore);
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'kept' }));
    await s.settle(producer.commitTransaction());
    expect(s.committed('orders', 1)).toEqual(['kept']);
  });

  it('close with an open transaction aborts it and fails queued sends with a clear error', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-close', lingerMs: 10_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'sent' }).then(() => undefined, () => undefined).then(() => s.settle(producer.flush())));
    const queued = producer.send({ topic: 'orders', partition: 0, value: 'queued' });
    queued.catch(() => undefined);
    await s.settle(producer.close({ timeoutMs: 10_000 }));
    const error = await s.settleError(queued);
    expect(error.message).toMatch(/aborted|closed/);
    expect(s.committed('orders', 0)).toEqual([]);
    const afterClose = await s.settleError(producer.send({ topic: 'orders', value: 'x' }));
    expect((afterClose as { code?: string }).code).toBe('ERR_PRODUCER_CLOSED');
  });
});
