/**
 * An `abortTransaction()` the session started (after a failed batch) that ended without an outcome: its bound passed
 * while the coordinator was slow, and the answer that came later was PRODUCER_FENCED (a successor had taken the
 * transactional id), so the producer is fenced, in FATAL_ERROR, and still refuses everything until
 * `abortTransaction()` is called again to learn that outcome. The next batch must make that call and recover from
 * what it says: rebuild the producer with `rebuildProducer`, or fail the session with the fencing error. It must not
 * begin a transaction and fail with `PendingOperationError`. Found by the pipeline simulation (a member whose
 * abort timed out became a zombie; its next batch with records rejected with PendingOperationError).
 */
import { afterEach, expect, it } from 'vitest';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ProducerFencedError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { SessionFailedError } from '../../src/session/session-errors.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const P0 = { topic: 'in', partition: 0 };
const PRODUCER = { transactionalId: 'etl-1', maxBlockMs: 2_000, requestTimeoutMs: 3_000 };

let s: Scenario | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

/** A session over 'in:0' (records a and b); `rebuild` gives it `rebuildProducer`. `producers[0]` is the first. */
function setUp(rebuild: boolean): { state: Scenario; session: TransactionalSession; source: FakeSource; producers: Producer[] } {
  const state = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  s = state;
  const source = new FakeSource(state.network, state.clock, 'etl', new Map([['in:0', ['a', 'b']]]), [P0]);
  const producers: Producer[] = [state.producer(PRODUCER)];
  const rebuildProducer = (): Producer => { const next = state.producer(PRODUCER); producers.push(next); return next; };
  const session = new TransactionalSession({ producer: producers[0]!, source, ...(rebuild ? { rebuildProducer } : {}) });
  return { state, session, source, producers };
}

/**
 * One batch that sends (and, with `fenced`, sees a successor take the transactional id), then throws: the session's
 * abort is answered 2.5 s later, past its 2 s bound, and the batch rejects with the timeout. Returns once the
 * answer (success, or PRODUCER_FENCED) arrived.
 */
async function abortTimesOut(state: Scenario, session: TransactionalSession, fenced: boolean): Promise<void> {
  const error = await state.settleError(session.runOnce(async (batch, tx) => {
    await transform(batch, tx);
    if (fenced) await state.producer(PRODUCER).initTransactions(); // the successor: the open transaction is aborted, the epoch bumped
    state.cluster.faults.delayResponses(ApiKey.EndTxn, 2_500, { times: 1 });
    throw new Error('handler failed');
  }));
  expect(error).toBeInstanceOf(ProducerTimeoutError);
  await state.settle(new Promise<void>((resolve) => { state.clock.setTimer(1_000, resolve); })); // the answer arrives meanwhile
}

it('a timed-out abort answered later: the next batch asks for its outcome, reads the batch again and commits it', async () => {
  const { state, session, producers } = setUp(false);
  await abortTimesOut(state, session, false);
  expect(producers[0]!.state).toBe('READY');

  const outcome = await state.settle(session.runOnce(transform));
  expect(outcome).toMatchObject({ status: 'committed', records: 2 });
  expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
  await state.settle(session.close());
});

it('a timed-out abort that turned out fenced: the next batch asks for its outcome and rebuilds the producer', async () => {
  const { state, session, producers } = setUp(true);
  await abortTimesOut(state, session, true);
  expect(producers[0]!.state).toBe('FATAL_ERROR');

  const outcome = await state.settle(session.runOnce(transform));
  expect(outcome).toMatchObject({ status: 'committed', records: 2 });
  expect(producers).toHaveLength(2);
  expect(session.producer).toBe(producers[1]);
  expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
  await state.settle(session.close());
});

it('a timed-out abort that turned out fenced, without rebuildProducer: the next batch fails the session with the fencing', async () => {
  const { state, session, source, producers } = setUp(false);
  await abortTimesOut(state, session, true);
  expect(producers[0]!.state).toBe('FATAL_ERROR');
  const polls = source.polls;

  const error = await state.settleError(session.runOnce(transform));
  expect(error).toBeInstanceOf(ProducerFencedError);
  expect(source.polls).toBe(polls); // nothing was read on top of the unobserved abort
  const after = await state.settleError(session.runOnce(transform));
  expect(after).toBeInstanceOf(SessionFailedError);
  expect(after.cause).toBe(error);
  expect(state.committed('out', 0)).toEqual([]);
  await state.settle(session.close());
});
