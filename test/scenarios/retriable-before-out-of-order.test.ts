/**
 * With several Produce requests in flight for one partition, the first batch gets a
 * retriable error (NOT_LEADER_OR_FOLLOWER, NOT_ENOUGH_REPLICAS, LEADER_NOT_AVAILABLE) without being written,
 * and the broker answers the later ones OUT_OF_ORDER_SEQUENCE_NUMBER (the gap it sees). Kafka's
 * `TransactionManager.canRetry`: an OUT_OF_ORDER answer for a batch that is not the next one after the last
 * acknowledged sequence is retriable; everything is resent in sequence order, with no abortable error, no epoch
 * bump and no new producer id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey, type ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { TransactionState } from '../../src/common/transaction-names.js';
import { HoldingNetwork } from './holding-network.js';
import { scenario, type Scenario } from './scenario-helpers.js';

type ProduceResponse = ApiMessages['Produce']['response'];

const yieldTurns = async (turns: number): Promise<void> => {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => { setImmediate(resolve); });
};

describe('a retriable error on the first of several in-flight batches', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  for (const errorName of ['NOT_LEADER_OR_FOLLOWER', 'NOT_ENOUGH_REPLICAS', 'LEADER_NOT_AVAILABLE'] as const) {
    for (const mode of ['transactional', 'idempotent'] as const) {
      it(`${mode}, ${errorName} then OUT_OF_ORDER_SEQUENCE_NUMBER on the later batches: resent in order, no error, no epoch bump`, async () => {
        const state = scenario();
        s = state;
        const held = new HoldingNetwork(state.network);
        const transactional = mode === 'transactional';
        const producer = state.producer({
          network: held, batchSize: 64, retryBackoffMs: 10, maxInFlightRequestsPerConnection: 5,
          ...(transactional ? { transactionalId: `tx-item3-${errorName}` } : {}),
        });
        if (transactional) {
          await state.settle(producer.initTransactions());
          producer.beginTransaction();
        }
        await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
        if (transactional) {
          await state.settle(producer.commitTransaction());
          producer.beginTransaction();
        }
        const identity = producer.producerIdentity;
        // The first batch stays in flight, not yet applied, while the later ones reach the broker past the gap.
        const first = held.hold('Produce', { deferred: true });
        const values = ['a', 'b', 'c', 'd', 'e'];
        // One send at a time, each drained into its own Produce request before the next: 5 requests in flight.
        const outcomes: Promise<unknown>[] = [];
        for (const value of values) {
          outcomes.push(producer.send({ topic: 'orders', partition: 0, value }).then((result) => result.offset, (error: unknown) => error));
          if (value === 'a') await state.settle(first.sent);
          await state.settle(yieldTurns(20));
        }
        state.cluster.faults.failRequests(ApiKey.Produce, ErrorCode[errorName]);
        first.release();
        const offsets = await state.settle(Promise.all(outcomes));
        const base = offsets[0] as bigint;
        expect(offsets).toEqual([0n, 1n, 2n, 3n, 4n].map((each) => base + each));
        if (transactional) await state.settle(producer.commitTransaction());
        expect(producer.producerIdentity).toEqual(identity);
        expect(producer.state).toBe(TransactionState.READY);
        expect(transactional ? state.committed('orders', 0) : state.uncommitted('orders', 0)).toEqual(['warm-up', ...values]);
        // The pattern did happen: the broker answered later batches OUT_OF_ORDER_SEQUENCE_NUMBER.
        const codes = held.requestsOf('Produce').filter((each) => each.response !== undefined)
          .flatMap((each) => (each.response as ProduceResponse).responses.flatMap((topic) => topic.partitionResponses.map((partition) => partition.errorCode)));
        expect(codes).toContain(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER);
        expect(codes).toContain(ErrorCode[errorName]);
      });
    }
  }
});
