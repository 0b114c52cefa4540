/**
 * Send order across a KIP-360 reset of an idempotent producer: a batch answered UNKNOWN_PRODUCER_ID /
 * OUT_OF_ORDER_SEQUENCE_NUMBER is re-stamped with the new producer id and sent again only where that keeps
 * the partition's records in send order (Kafka `RecordAccumulator.shouldStopDrainBatchesForPartition`,
 * `TransactionManager.canRetry`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { KafkaClientError } from '../../src/errors/kafka-client-error.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

type Outcome = { readonly offset: bigint } | { readonly code: string };

function outcome(send: Promise<{ readonly offset: bigint }>): Promise<Outcome> {
  return send.then(
    (metadata) => ({ offset: metadata.offset }),
    (error: unknown) => ({ code: error instanceof KafkaClientError ? error.code : String(error) }),
  );
}

describe('send order across a producer-id reset', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('the first of two in-flight batches refused, the second written: the first fails instead of landing after it', async () => {
    const state = scenario();
    s = state;
    // One record per batch, so both are in flight on the partition at once, under a producer id the broker has no state for.
    const producer = state.producer({ batchSize: 64, retryBackoffMs: 10 });
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    const first = outcome(producer.send({ topic: 'orders', partition: 0, value: 'x1' }));
    const second = outcome(producer.send({ topic: 'orders', partition: 0, value: 'x2' }));
    const results = await state.settle(Promise.all([first, second]));
    expect(results).toEqual([{ code: 'ERR_PRODUCE_WOULD_REORDER' }, { offset: 0n }]);
    const third = await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'x3' }));
    expect(third.offset).toBe(1n);
    expect(state.uncommitted('orders', 0)).toEqual(['x2', 'x3']);
  });

  it('in-flight batches refused: they are re-sent under the new producer id, in send order', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ batchSize: 64, retryBackoffMs: 10 });
    await state.settle(producer.send({ topic: 'orders', partition: 1, value: 'warm-up' }));
    const before = producer.producerIdentity;
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    // One call: the three batches are appended before the Sender drains, so all are in flight at once.
    const results = await state.settle(producer.send(['x1', 'x2', 'x3'].map((value) => ({ topic: 'orders', partition: 1, value }))));
    expect(results.map((each) => each.offset)).toEqual([1n, 2n, 3n]);
    expect(state.uncommitted('orders', 1)).toEqual(['warm-up', 'x1', 'x2', 'x3']);
    expect(producer.producerIdentity).not.toEqual(before);
  });

  it('a batch whose unanswered attempt may be written fails with an unknown outcome instead of being re-stamped', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.send({ topic: 'orders', partition: 2, value: 'warm-up' }));
    state.cluster.faults.dropResponses(ApiKey.Produce);
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    const lost = await state.settle(outcome(producer.send({ topic: 'orders', partition: 2, value: 'x' })));
    expect(lost).toEqual({ code: 'ERR_PRODUCE_OUTCOME_UNKNOWN' });
    const next = await state.settle(producer.send({ topic: 'orders', partition: 2, value: 'y' }));
    const log = state.uncommitted('orders', 2);
    expect(log).toEqual(['warm-up', 'x', 'y']);
    expect(log[Number(next.offset)]).toBe('y');
  });
});
