/**
 * Records of one producer are appended in call order even when an earlier call still waits for the
 * producer to start or for a topic's metadata (Kafka's send blocks the calling thread in waitOnMetadata;
 * without that a later call could overtake a waiting one). flush() and commitTransaction() cover
 * sends issued before them that still wait.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

describe('send order while metadata is unknown', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('a send to a known topic waits behind an earlier send still waiting for its topic', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
    // 'audit' is unknown and its first Metadata answer is lost; 'orders' is known (fast path without the queue).
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 1 });
    const order: string[] = [];
    const first = producer.send({ topic: 'audit', partition: 0, value: 'a' }).then(() => { order.push('audit'); });
    const second = producer.send({ topic: 'orders', partition: 0, value: 'b' }).then(() => { order.push('orders'); });
    expect(state.uncommitted('orders', 0)).toEqual(['warm-up']);
    await state.settle(Promise.all([first, second]));
    expect(order).toEqual(['audit', 'orders']);
    expect(state.uncommitted('audit', 0)).toEqual(['a']);
    expect(state.uncommitted('orders', 0)).toEqual(['warm-up', 'b']);
  });

  it('a call behind a waiting one appends as soon as that one appended, not when it is acknowledged', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
    // Every Produce answer is held back 2 s; the second call must still reach the broker with the first.
    state.cluster.faults.delayResponses(ApiKey.Produce, 2_000, { times: 10 });
    const first = producer.send({ topic: 'audit', partition: 0, value: 'a' });
    const second = producer.send({ topic: 'orders', partition: 0, value: 'b' });
    // When the first call is acknowledged, the second one's record is already in the log.
    const whenFirstAcknowledged = first.then(() => state.uncommitted('orders', 0));
    expect(await state.settle(whenFirstAcknowledged)).toEqual(['warm-up', 'b']);
    await state.settle(second);
    state.cluster.faults.clear();
  });

  it('keeps call order per partition across a burst of calls to two unknown topics', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer();
    const values = ['o0', 'a0', 'o1', 'a1', 'o2', 'a2'];
    const sends = values.map((value) => producer.send({ topic: value.startsWith('o') ? 'orders' : 'audit', partition: 1, value }));
    const results = await state.settle(Promise.all(sends));
    expect(results.map((result) => result.offset)).toEqual([0n, 0n, 1n, 1n, 2n, 2n]);
    expect(state.uncommitted('orders', 1)).toEqual(['o0', 'o1', 'o2']);
    expect(state.uncommitted('audit', 1)).toEqual(['a0', 'a1', 'a2']);
  });

  it('a later call gives up at its own bound while behind a stuck one, and the queue drains afterwards', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, maxBlockMs: 3_000, retryBackoffMs: 10 });
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 2 });
    const stuck = producer.send({ topic: 'orders', partition: 0, value: 'slow' });
    const impatient = producer.send({ topic: 'orders', partition: 0, value: 'impatient' }, { timeoutMs: 500 });
    const error = await state.settleError(impatient);
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(error).toMatchObject({ code: 'ERR_PRODUCER_TIMEOUT', timeoutMs: 500 });
    await state.settle(stuck);
    const after = await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'after' }));
    expect(after.offset).toBe(1n);
    expect(state.uncommitted('orders', 0)).toEqual(['slow', 'after']);
  });

  it('flush() covers a send issued before it that still waits for metadata', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10, lingerMs: 60_000 });
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 1 });
    let acknowledged = false;
    const started = state.clock.now();
    const send = producer.send({ topic: 'orders', partition: 2, value: 'x' }).then(() => { acknowledged = true; });
    await state.settle(producer.flush());
    expect(acknowledged).toBe(true);
    // Sent at once after the append (the metadata retry took about requestTimeoutMs), not after lingerMs.
    expect(state.clock.now() - started).toBeLessThan(5_000);
    await send;
  });

  it('commitTransaction() commits a send issued before it that still waited for metadata', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-order', requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 1 });
    const send = producer.send({ topic: 'audit', partition: 1, value: 'in-txn' });
    await state.settle(producer.commitTransaction());
    expect((await state.settle(send)).offset).toBe(0n);
    expect(state.committed('audit', 1)).toEqual(['in-txn']);
  });
});
