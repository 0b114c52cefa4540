import { afterEach, describe, expect, it } from 'vitest';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

describe('idempotent producer', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it('many records across partitions, dropped responses retried: no duplicates, order kept', async () => {
    s = scenario();
    s.cluster.faults.dropResponses(ApiKey.Produce, { times: 3 });
    const producer = s.producer({ requestTimeoutMs: 1_000, deliveryTimeoutMs: 120_000, batchSize: 200 });
    const records = Array.from({ length: 60 }, (_, index) => ({ topic: 'orders', partition: index % 3, value: `m${index}` }));
    const results = await s.settle(producer.send(records));
    expect(producer.producerIdentity.producerId).toBeGreaterThanOrEqual(0n);
    for (let partition = 0; partition < 3; partition++) {
      const expected = records.filter((r) => r.partition === partition).map((r) => r.value);
      expect(s.uncommitted('orders', partition)).toEqual(expected);
      expect(results.filter((r) => r.partition === partition).map((r) => r.offset)).toEqual(expected.map((_, i) => BigInt(i)));
    }
    s.cluster.faults.assertNoPendingFaults();
  });

  it('producer state loss (UNKNOWN_PRODUCER_ID, KIP-360): the epoch is bumped and the batch re-sent once', async () => {
    s = scenario();
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'audit', partition: 0, value: 'first' }));
    s.cluster.expireProducer(producer.producerIdentity.producerId);
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    const bumps: number[] = [];
    producer.on('epochBump', (event) => { bumps.push(event.next.producerEpoch); });
    const second = await s.settle(producer.send({ topic: 'audit', partition: 0, value: 'second' }));
    expect(bumps).toHaveLength(1);
    expect(second.offset).toBe(1n);
    expect(s.uncommitted('audit', 0)).toEqual(['first', 'second']);
  });
});

describe('producer.transaction(callback)', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it('commits on success, aborts and rethrows on error, and queues concurrent calls in order', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-helper' });
    await s.settle(producer.initTransactions());
    const order: string[] = [];
    const first = producer.transaction(async (txn) => { order.push('first'); await txn.send({ topic: 'orders', partition: 0, value: 'one' }); return 1; });
    const failing = producer.transaction(async (txn) => { order.push('failing'); await txn.send({ topic: 'orders', partition: 0, value: 'bad' }); throw new Error('boom'); });
    const third = producer.transaction(async (txn) => { order.push('third'); await txn.send({ topic: 'orders', partition: 0, value: 'three' }); return 3; });
    // Observed now: it rejects while `first` is awaited, and a rejection nobody handles is reported by Node.
    const failed = failing.then(() => undefined, (error: unknown) => error);
    expect(await s.settle(first)).toBe(1);
    expect(await s.settle(failed)).toMatchObject({ message: 'boom' });
    expect(await s.settle(third)).toBe(3);
    expect(order).toEqual(['first', 'failing', 'third']);
    expect(s.committed('orders', 0)).toEqual(['one', 'three']);
  });

  it('aborts when the AbortSignal fires', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-signal' });
    await s.settle(producer.initTransactions());
    const controller = new AbortController();
    const run = producer.transaction(async (txn) => {
      await txn.send({ topic: 'orders', partition: 1, value: 'cancelled' });
      controller.abort(new Error('user cancelled'));
      await new Promise<void>((resolve) => { txn.signal.addEventListener('abort', () => { resolve(); }); });
    }, { signal: controller.signal });
    expect(await s.settleError(run)).toBeInstanceOf(OperationAbortedError);
    expect(producer.state).toBe('READY');
    expect(s.committed('orders', 1)).toEqual([]);
  });

  it('retries abortable failures only when asked', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-retry' });
    await s.settle(producer.initTransactions());
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.TRANSACTION_ABORTABLE]);
    const attempts: number[] = [];
    const value = await s.settle(producer.transaction(async (txn) => {
      attempts.push(txn.attempt);
      await txn.send({ topic: 'orders', partition: 2, value: `try-${txn.attempt}` });
      return 'ok';
    }, { retries: 1 }));
    expect(value).toBe('ok');
    expect(attempts).toEqual([0, 1]);
    expect(s.committed('orders', 2)).toEqual(['try-1']);
  });
});
