/**
 * The unknown-commit rule's "applied" branch (docs/session.md): the coordinator applied the commit, every answer
 * was lost, and the session must take it as committed, whatever else happened meanwhile: no rewind (nothing is
 * processed twice), no record skipped, the batch's offsets committed once. Against the scripted source (its seeks
 * are recorded) with the producer on the in-memory cluster (ManualClock); outcomes are read back from the cluster.
 * The branch where the commit did not happen is in commit-not-applied.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isTransactionError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { InMemoryClusterOptions } from '../../src/testing/in-memory-cluster-options.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };
const P1 = { topic: 'in', partition: 1 };
const PRODUCER = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 };

let s: Scenario | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

function setup(cluster: InMemoryClusterOptions = {}): { state: Scenario; source: FakeSource; producers: Producer[]; delivered: string[]; handler: SessionBatchHandler } {
  const state = scenario({ ...cluster, topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }] });
  s = state;
  const source = new FakeSource(state.network, state.clock, GROUP, new Map([['in:0', ['a', 'b', 'c']], ['in:1', ['x', 'y']]]), [P0, P1]);
  const delivered: string[] = [];
  const handler: SessionBatchHandler = async (batch, tx) => {
    const values = batch.records.map((record) => Buffer.from(record.value ?? []).toString());
    delivered.push(...values);
    await tx.send(batch.records.map((record, index) => ({ topic: 'out', partition: record.partition, value: `f(${values[index] ?? ''})` })));
  };
  return { state, source, producers: [state.producer(PRODUCER)], delivered, handler };
}

function committedOffsets(state: Scenario): bigint[] {
  return state.cluster.offsetFetch({ groupId: GROUP, partitions: [P0, P1], requireStable: false }).partitions.map((each) => each.committedOffset);
}

const OUTPUT = [['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']];

describe('an unknown commit the coordinator applied is taken as applied', () => {
  for (const transactionVersion of [1, 2] as const) {
    it(`TV${transactionVersion}: resolved in the same call: committed, not rewound, the next batch polls on`, async () => {
      const { state, source, producers, delivered, handler } = setup({ transactionVersion });
      const session = new TransactionalSession({ producer: producers[0]!, source, maxRecords: 3 });
      state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 10 }); // the ten attempts of one commit: applied, never answered
      const first = await state.settle(session.runOnce(handler));
      expect(state.cluster.faults.pending()).toEqual([]);
      expect(first).toEqual({ status: 'committed', records: 3, offsets: [{ ...P0, offset: 3n }] });
      expect(committedOffsets(state)).toEqual([3n, -1n]);
      const second = await state.settle(session.runOnce(handler));
      expect(second).toMatchObject({ status: 'committed', records: 2 });
      expect(source.seeks).toEqual([]); // never rewound
      expect(delivered).toEqual(['a', 'b', 'c', 'x', 'y']);
      expect([state.committed('out', 0), state.committed('out', 1)]).toEqual(OUTPUT);
      expect(committedOffsets(state)).toEqual([3n, 2n]);
      await state.settle(session.close());
    });
  }

  it('the partitions moved on meanwhile (another member committed later offsets): a retried commit that succeeds is still taken as applied', async () => {
    const { state, source, producers, delivered, handler } = setup();
    const session = new TransactionalSession({ producer: producers[0]!, source, maxRecords: 3 });
    state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 10 });
    // While the session learns the outcome, the group's offset for P0 moves past the batch's (a new owner of P0 went
    // on from the offset this commit wrote): the offsets no longer tell whether this commit happened.
    const other = state.producer({ transactionalId: 'other-member' });
    await state.settle(other.initTransactions());
    const moveOn = async (): Promise<void> => {
      other.beginTransaction();
      await other.sendOffsetsToTransaction([{ ...P0, offset: 5n }], { groupId: GROUP, generationId: -1, memberId: '', groupInstanceId: null });
      await other.commitTransaction();
    };
    const producer = producers[0]!;
    const commit = producer.commitTransaction.bind(producer);
    let commits = 0;
    // The session's retry of the commit goes out once the other member committed.
    producer.commitTransaction = async (options) => {
      if (++commits === 2) await moveOn();
      return commit(options);
    };
    const first = await state.settle(session.runOnce(handler));
    expect(commits).toBe(2);
    expect(committedOffsets(state)).toEqual([5n, -1n]);
    expect(first).toEqual({ status: 'committed', records: 3, offsets: [{ ...P0, offset: 3n }] });
    expect(delivered).toEqual(['a', 'b', 'c']);
    expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)', 'f(c)']);
    await state.settle(session.close());
  });

  it('TV1: the retry is fenced by a successor that initialized meanwhile, but the offsets show the commit: taken as applied, producer rebuilt, nothing re-read', async () => {
    const { state, source, producers, delivered, handler } = setup();
    const session = new TransactionalSession({
      producer: producers[0]!, source, commitRetries: 0,
      rebuildProducer: () => { const next = state.producer(PRODUCER); producers.push(next); return next; },
    });
    state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 20 }); // the commit's ten attempts and the retry's ten
    const error = await state.settleError(session.runOnce(handler));
    expect(isTransactionError(error) && error.commitOutcomeUnknown).toBe(true);
    expect(committedOffsets(state)).toEqual([3n, 2n]); // applied by the coordinator
    // Another instance takes the transactional id (a restart elsewhere): the session's producer is now fenced.
    const successor = state.producer(PRODUCER);
    await state.settle(successor.initTransactions());

    const next = await state.settle(session.runOnce(handler));
    expect(next).toEqual({ status: 'empty' });
    expect(producers).toHaveLength(2); // rebuilt after the fenced retry
    // The failed call rewound to the committed offsets, which the applied commit had already moved past the batch.
    expect(source.seeks).toEqual([[{ ...P0, offset: 3n }, { ...P1, offset: 2n }]]);
    expect(delivered).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect([state.committed('out', 0), state.committed('out', 1)]).toEqual(OUTPUT);
    expect(committedOffsets(state)).toEqual([3n, 2n]);
    await state.settle(session.close());
  });

  it('markers written late (the coordinator completes the commit 2.5 s after applying it): the retried commit waits for it, and the commit is taken as applied', async () => {
    const { state, source, producers, delivered, handler } = setup({ markerDelayMs: 2_500 });
    const session = new TransactionalSession({ producer: producers[0]!, source });
    state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 10 });
    const first = await state.settle(session.runOnce(handler));
    expect(first).toMatchObject({ status: 'committed', records: 5 });
    expect(source.seeks).toEqual([]);
    expect(delivered).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect([state.committed('out', 0), state.committed('out', 1)]).toEqual(OUTPUT);
    expect(committedOffsets(state)).toEqual([3n, 2n]);
    expect(await state.settle(session.runOnce(handler))).toEqual({ status: 'empty' });
    await state.settle(session.close());
  });

  it('left unresolved by one call (every answer lost), resolved by the next before it polls: the batch is not processed again', async () => {
    const { state, source, producers, delivered, handler } = setup({ transactionVersion: 2 });
    const session = new TransactionalSession({ producer: producers[0]!, source, maxRecords: 3, commitRetries: 1 });
    state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 30 }); // the commit and its two retries
    const error = await state.settleError(session.runOnce(handler));
    expect(isTransactionError(error) && error.commitOutcomeUnknown).toBe(true);
    const polls = source.polls;
    const next = await state.settle(session.runOnce(handler));
    expect(next).toMatchObject({ status: 'committed', records: 2 }); // the rest of the input, not the first batch again
    expect(source.polls).toBe(polls + 1);
    // Only the failed call's rewind, to the committed offset: past the batch, which the coordinator had committed.
    expect(source.seeks).toEqual([[{ ...P0, offset: 3n }]]);
    expect(delivered).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect([state.committed('out', 0), state.committed('out', 1)]).toEqual(OUTPUT);
    expect(committedOffsets(state)).toEqual([3n, 2n]);
    await state.settle(session.close());
  });
});
