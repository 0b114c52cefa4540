/**
 * Delivery timeout of batches in flight (KIP-91, Kafka `Sender.getExpiredInflightBatches`): the records
 * fail at the deadline even while their request is unanswered, and the answer that comes later only
 * resolves the sequence: written means nothing more to do, not written or unknown means an epoch bump
 * (Kafka's "unresolved sequences"), so later sends never hit OUT_OF_ORDER_SEQUENCE_NUMBER.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryTimeoutError } from '../../src/errors/producer-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const TIMEOUTS = { requestTimeoutMs: 10_000, deliveryTimeoutMs: 15_000, retryBackoffMs: 100 } as const;

describe('delivery timeout of in-flight batches', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  function rejectionTime(promise: Promise<unknown>): { at: number | undefined; error: unknown } {
    const seen: { at: number | undefined; error: unknown } = { at: undefined, error: undefined };
    promise.catch((error: unknown) => { seen.at = s.clock.now(); seen.error = error; });
    return seen;
  }

  it('idempotent: expires at the deadline while in flight; a late acknowledgement resolves it without a bump', async () => {
    s = scenario();
    const producer = s.producer({ idempotent: true, ...TIMEOUTS });
    // First attempt: applied, never answered (times out at 10 s); the retry is answered 8 s late.
    s.cluster.faults.dropResponses(ApiKey.Produce);
    s.cluster.faults.delayResponses(ApiKey.Produce, 8_000);
    const start = s.clock.now();
    const send = producer.send({ topic: 'orders', partition: 0, value: 'a' });
    const seen = rejectionTime(send);
    const error = await s.settleError(send);
    expect(error).toBeInstanceOf(DeliveryTimeoutError);
    expect(seen.at! - start).toBeLessThanOrEqual(TIMEOUTS.deliveryTimeoutMs + 1);
    const epoch = producer.producerIdentity.producerEpoch;
    // The late answer arrives; the next record follows on the same sequence run, same epoch.
    const next = await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'b' }));
    expect(producer.producerIdentity.producerEpoch).toBe(epoch);
    expect(next.offset).toBe(1n);
    expect(s.uncommitted('orders', 0)).toEqual(['a', 'b']);
    s.cluster.faults.assertNoPendingFaults();
  });

  it('idempotent: an expired in-flight batch whose outcome stays unknown re-initializes the producer id; later sends are not OUT_OF_ORDER', async () => {
    s = scenario();
    const producer = s.producer({ idempotent: true, ...TIMEOUTS });
    await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'first' }));
    const before = producer.producerIdentity;
    // Both attempts are applied but never answered: the outcome stays unknown to the producer.
    s.cluster.faults.dropResponses(ApiKey.Produce, { times: 2 });
    const start = s.clock.now();
    const send = producer.send({ topic: 'orders', partition: 1, value: 'lost' });
    const seen = rejectionTime(send);
    expect(await s.settleError(send)).toBeInstanceOf(DeliveryTimeoutError);
    expect(seen.at! - start).toBeLessThanOrEqual(TIMEOUTS.deliveryTimeoutMs + 1);
    // The second attempt's request timeout passes with no answer: the sequence stays unresolved.
    await s.settle(new Promise<void>((resolve) => { s.clock.setTimer(TIMEOUTS.requestTimeoutMs, resolve); }));
    // KIP-360 for an idempotent producer: InitProducerId again (without a transactional id the broker hands
    // out a fresh producer id, as Kafka does), and every partition restarts at sequence 0.
    expect(producer.producerIdentity).not.toEqual(before);
    const next = await s.settle(producer.send([{ topic: 'orders', partition: 1, value: 'after-1' }, { topic: 'orders', partition: 1, value: 'after-2' }]));
    expect(next.map((r) => r.offset)).toEqual([2n, 3n]);
    expect(s.uncommitted('orders', 1)).toEqual(['first', 'lost', 'after-1', 'after-2']);
  });

  it('transactional: the expired in-flight batch makes the transaction abortable; the abort waits for its answer and bumps', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-expire', ...TIMEOUTS });
    await s.settle(producer.initTransactions());
    const epoch = producer.producerIdentity.producerEpoch;
    producer.beginTransaction();
    s.cluster.faults.dropResponses(ApiKey.Produce);
    s.cluster.faults.delayResponses(ApiKey.Produce, 8_000);
    const send = producer.send({ topic: 'audit', partition: 0, value: 'late' });
    expect(await s.settleError(send)).toBeInstanceOf(DeliveryTimeoutError);
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await s.settle(producer.abortTransaction());
    expect(producer.state).toBe('READY');
    expect(producer.producerIdentity.producerEpoch).toBe(epoch + 1);
    // The late batch was written before the abort marker, never after it: it is aborted, not dangling.
    expect(s.uncommitted('audit', 0)).toEqual(['late']);
    expect(s.committed('audit', 0)).toEqual([]);
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'audit', partition: 0, value: 'next' }));
    await s.settle(producer.commitTransaction());
    expect(s.committed('audit', 0)).toEqual(['next']);
  });
});
