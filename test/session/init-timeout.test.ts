/**
 * An `initTransactions()` the session started and that ended without an outcome (its bound passed while the
 * coordinator was slow): the producer then refuses everything until `initTransactions()` is called again to learn
 * the outcome (docs/transactions.md, pending operations), even once the producer id arrived and the state is READY.
 * The next batch must make that call, not start a transaction. Found by the pipeline simulation (the member's
 * InitProducerId answered after maxBlockMs; the next runOnce rejected with PendingOperationError).
 */
import { afterEach, expect, it } from 'vitest';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const P0 = { topic: 'in', partition: 0 };

let s: Scenario | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

it('a timed-out initTransactions whose answer came later: the next batch asks for its outcome, then runs', async () => {
  const state = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  s = state;
  const source = new FakeSource(state.network, state.clock, 'etl', new Map([['in:0', ['a', 'b']]]), [P0]);
  const producer = state.producer({ transactionalId: 'etl-1', maxBlockMs: 2_000, requestTimeoutMs: 3_000 });
  const session = new TransactionalSession({ producer, source });
  // The coordinator applies InitProducerId at once but answers after 2.5 s: the call's 2 s bound passes first.
  state.cluster.faults.delayResponses(ApiKey.InitProducerId, 2_500, { times: 1 });
  const error = await state.settleError(session.runOnce(transform));
  expect(error).toBeInstanceOf(ProducerTimeoutError);
  expect(source.polls).toBe(0);
  await state.settle(new Promise<void>((resolve) => { state.clock.setTimer(1_000, resolve); })); // the answer arrives meanwhile
  expect(producer.state).toBe('READY');

  const outcome = await state.settle(session.runOnce(transform));
  expect(outcome).toMatchObject({ status: 'committed', records: 2 });
  expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
  await state.settle(session.close());
});
