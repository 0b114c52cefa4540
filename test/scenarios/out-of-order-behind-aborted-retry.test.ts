/**
 * A transaction is aborted while its first batch of a partition waits in its retry backoff (answered
 * NOT_ENOUGH_REPLICAS, not written) and a later batch of the partition is still in flight. The abort fails the
 * waiting batch with the abort's error (KIP-654) without settling its sequence; the later batch is then answered
 * OUT_OF_ORDER_SEQUENCE_NUMBER, the gap the failed batch left. The sequence bookkeeping still counts the failed
 * batch as an earlier batch of the partition (its sequence was never given back), so the answer is the gap of
 * that batch (Kafka `canRetry`): the later batch goes back to the queue and the abort fails it too, with the same
 * `TransactionAbortedError`, instead of failing with an OUT_OF_ORDER_SEQUENCE_NUMBER error of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import { ApiKey, type ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { TransactionState } from '../../src/common/transaction-names.js';
import { HoldingNetwork } from './holding-network.js';
import { scenario, type Scenario } from './scenario-helpers.js';

type ProduceResponse = ApiMessages['Produce']['response'];

/** Lets everything due at the current instant run (answers and the Sender's loop), without moving the clock. */
async function drainInstant(): Promise<void> {
  for (let spin = 0; spin < 20; spin++) await new Promise((resolve) => { setImmediate(resolve); });
}

describe('OUT_OF_ORDER_SEQUENCE_NUMBER behind a batch the abort failed in its retry backoff', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('the later batch fails with the abort\'s TransactionAbortedError, as the earlier one does', async () => {
    const state = scenario();
    s = state;
    const held = new HoldingNetwork(state.network);
    // A long backoff: the first batch is still waiting for its retry when the abort comes.
    const producer = state.producer({
      network: held, transactionalId: 'tx-abort-behind-retry', batchSize: 64, retryBackoffMs: 60_000, retryBackoffMaxMs: 60_000,
      maxInFlightRequestsPerConnection: 5,
    });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
    await state.settle(producer.commitTransaction());
    producer.beginTransaction();
    const outcome = (send: Promise<{ readonly offset: bigint }>): Promise<unknown> => send.then((result) => result.offset, (error: unknown) => error);

    // Two batches of orders-0 in two Produce requests, neither applied yet.
    const first = held.hold('Produce', { deferred: true });
    const a = outcome(producer.send({ topic: 'orders', partition: 0, value: 'a' }));
    await state.settle(first.sent);
    const second = held.hold('Produce', { deferred: true });
    const b = outcome(producer.send({ topic: 'orders', partition: 0, value: 'b' }));
    await state.settle(second.sent);

    // The first is refused without being written and waits out its backoff.
    state.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.NOT_ENOUGH_REPLICAS, { times: 1 });
    first.release();
    await drainInstant();
    // The abort fails it at once; the second is still in flight, so EndTxn waits for its answer.
    const abort = producer.abortTransaction();
    await drainInstant();
    expect(await a).toBeInstanceOf(TransactionAbortedError);

    // The broker sees the second batch past the gap the first left.
    second.release();
    await state.settle(abort);
    expect(await b).toBeInstanceOf(TransactionAbortedError);
    expect(producer.state).toBe(TransactionState.READY);
    const codes = held.requestsOf('Produce').filter((each) => each.response !== undefined)
      .flatMap((each) => (each.response as ProduceResponse).responses.flatMap((topic) => topic.partitionResponses.map((partition) => partition.errorCode)));
    expect(codes).toContain(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER);
    expect(state.committed('orders', 0)).toEqual(['warm-up']);
  });
});
