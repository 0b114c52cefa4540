/**
 * One bound per public call (Kafka: max.block.ms bounds a whole call, however many waits it is made of).
 * Each case makes the first wait of the call slow and the second one hang: the call must end within its
 * bound overall, with a ProducerTimeoutError naming that bound.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

describe('operation deadlines', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('initTransactions: the start (ApiVersions) and the InitProducerId round trips share maxBlockMs', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-init', requestTimeoutMs: 3_000, maxBlockMs: 5_000, retryBackoffMs: 10 });
    state.cluster.faults.delayResponses(ApiKey.ApiVersions, 2_500, { times: 1 });
    state.cluster.faults.dropResponses(ApiKey.InitProducerId, { times: 10 });
    const started = state.clock.now();
    const error = await state.settleError(producer.initTransactions());
    expect(state.clock.now() - started).toBeLessThanOrEqual(5_001);
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(error).toMatchObject({ code: 'ERR_PRODUCER_TIMEOUT', timeoutMs: 5_000 });
  });

  it('initTransactions: a timeoutMs override is the bound of the whole call too', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-init-2', requestTimeoutMs: 3_000, retryBackoffMs: 10 });
    state.cluster.faults.delayResponses(ApiKey.ApiVersions, 1_500, { times: 1 });
    state.cluster.faults.dropResponses(ApiKey.InitProducerId, { times: 10 });
    const started = state.clock.now();
    const error = await state.settleError(producer.initTransactions({ timeoutMs: 2_000 }));
    expect(state.clock.now() - started).toBeLessThanOrEqual(2_001);
    expect(error).toMatchObject({ code: 'ERR_PRODUCER_TIMEOUT', timeoutMs: 2_000 });
  });

  it('sendOffsetsToTransaction: the metadata wait and the coordinator round trips share maxBlockMs', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-offsets', requestTimeoutMs: 3_000, maxBlockMs: 5_000, retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 1 });
    state.cluster.faults.dropResponses(ApiKey.AddOffsetsToTxn, { times: 10 });
    const started = state.clock.now();
    const error = await state.settleError(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 1n }],
      { groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null }));
    expect(state.clock.now() - started).toBeLessThanOrEqual(5_001);
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(error).toMatchObject({ code: 'ERR_PRODUCER_TIMEOUT', timeoutMs: 5_000 });
  });

  it('sendOffsetsToTransaction: with time left after the metadata wait, the offsets are committed with the transaction', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-offsets-ok', requestTimeoutMs: 3_000, maxBlockMs: 5_000, retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 1 });
    await state.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 7n }],
      { groupId: 'g-ok', generationId: -1, memberId: '', groupInstanceId: null }));
    await state.settle(producer.commitTransaction());
    const fetched = state.cluster.offsetFetch({ groupId: 'g-ok', partitions: [{ topic: 'audit', partition: 0 }], requireStable: true });
    expect(fetched.partitions[0]?.committedOffset).toBe(7n);
  });

  it('send: waiting behind an earlier call and for metadata counts against the same maxBlockMs', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 3_000, maxBlockMs: 5_000, retryBackoffMs: 10 });
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 100 });
    const started = state.clock.now();
    const errors = await state.settle(Promise.all([
      producer.send({ topic: 'orders', partition: 0, value: 'a' }).then(() => undefined, (error: unknown) => error),
      producer.send({ topic: 'audit', partition: 0, value: 'b' }).then(() => undefined, (error: unknown) => error),
    ]));
    expect(state.clock.now() - started).toBeLessThanOrEqual(5_001);
    expect(errors.every((error) => error instanceof Error)).toBe(true);
  });
});
