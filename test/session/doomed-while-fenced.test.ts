/**
 * Two things at once inside a batch: the producer is fenced (a successor initialized the same transactional id, and
 * the batch's first send found out) and the batch's partitions are lost (the group moved on) before the handler
 * returns. The session sees the doom first, but the producer is the one to recover: with `rebuildProducer` it is
 * rebuilt and the batch reports `aborted`, as for either event alone; the session must not fail with its own
 * internal "batch doomed" signal. Found by the pipeline simulation (a zombie incarnation across a clock jump).
 */
import { afterEach, expect, it } from 'vitest';
import type { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const P0 = { topic: 'in', partition: 0 };
const PRODUCER = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 };

let s: Scenario | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

it('fenced and doomed in the same batch: the producer is rebuilt, the batch aborted, the session goes on', async () => {
  const state = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  s = state;
  const source = new FakeSource(state.network, state.clock, 'etl', new Map([['in:0', ['a', 'b']]]), [P0]);
  const producers: Producer[] = [state.producer(PRODUCER)];
  const session = new TransactionalSession({
    producer: producers[0]!, source,
    rebuildProducer: () => { const next = state.producer(PRODUCER); producers.push(next); return next; },
  });
  const outcome = await state.settle(session.runOnce(async (_batch, tx) => {
    await state.producer(PRODUCER).initTransactions(); // a successor takes the transactional id
    await tx.send({ topic: 'out', partition: 0, value: 'f(a)' }).catch(() => undefined); // fenced: the producer is now FATAL_ERROR
    expect(producers[0]!.state).toBe('FATAL_ERROR');
    void source.lose([P0]); // and the group moves on before the handler returns
    await new Promise((resolve) => { tx.signal.addEventListener('abort', resolve, { once: true }); });
  }));
  expect(outcome).toMatchObject({ status: 'aborted', records: 2 });
  expect(producers).toHaveLength(2);
  expect(producers[1]!.state).toBe('READY');
  expect(state.committed('out', 0)).toEqual([]);
  // Not failed: the next call runs (nothing assigned any more: an empty batch).
  expect(await state.settle(session.runOnce(() => Promise.resolve()))).toEqual({ status: 'empty' });
  await state.settle(session.close());
});
