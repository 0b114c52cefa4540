/**
 * `committedTimeoutMs` bounds every read of the group's committed offsets the session makes: the rewind after an
 * abort, the rewind retried before the next batch, and the read that resolves an unknown commit. With the group
 * coordinator unreachable a batch settles within that bound (on the injected clock), not after the source's own
 * default (60 s for the consumer), and a source that ignores the `timeoutMs` it is given is stopped by the session.
 */
import { afterEach, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ConsumerTimeoutError } from '../../src/consumer/consumer-errors.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import type { TopicPartition, TopicPartitionOffset } from '../../src/common/topic-partition.js';
import { CoordinatorKeyType } from '../../src/testing/cluster-state.js';
import { testConsumerOptions } from '../consumer/helpers.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };
const BOUND_MS = 1_000;

let s: Scenario;
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await s.settle(close());
  await s.close();
});

const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

/** Runs `promise` to its outcome on the scenario's clock; returns the outcome and the cluster time it took. */
async function timed<T>(promise: Promise<T>): Promise<{ readonly elapsedMs: number; readonly error: unknown; readonly value: T | undefined }> {
  const started = s.clock.now();
  try {
    const value = await s.settle(promise, { maxMs: 120_000 });
    return { elapsedMs: s.clock.now() - started, error: undefined, value };
  } catch (error) {
    return { elapsedMs: s.clock.now() - started, error, value: undefined };
  }
}

it('over the Consumer: with the group coordinator down, the rewind after an abort and the one before the next batch each give up after committedTimeoutMs', async () => {
  s = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  const writer = s.producer({ transactionalId: 'writer' });
  await s.settle(writer.initTransactions());
  await s.settle(writer.transaction(async (tx) => { await tx.send(['a', 'b'].map((value) => ({ topic: 'in', partition: 0, value }))); }));
  // The group's coordinator on a broker of its own, so that taking it down leaves the transaction coordinator up.
  const transactionCoordinator = s.cluster.state.coordinatorFor(CoordinatorKeyType.TRANSACTION, 'etl-1');
  const groupCoordinator = transactionCoordinator === 1 ? 2 : 1;
  s.cluster.moveCoordinator(CoordinatorKeyType.GROUP, GROUP, groupCoordinator);
  const consumer = new Consumer(withTestSeams(testConsumerOptions(s.network, { groupId: GROUP, sessionTimeoutMs: 60_000, maxPollIntervalMs: 120_000 }), { clock: s.clock }));
  closers.push(() => consumer.close({ timeoutMs: 1_000 }));
  consumer.subscribe(['in']);
  const producer = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000 });
  const session = new TransactionalSession(withTestSeams({ producer, source: consumer, committedTimeoutMs: BOUND_MS, pollTimeoutMs: 100 }, { clock: s.clock }));
  closers.push(() => session.close());

  const failing: SessionBatchHandler = (batch) => {
    expect(batch.records).toHaveLength(2);
    s.cluster.setBrokerUp(groupCoordinator, false);
    return Promise.reject(new Error('handler failed'));
  };
  let run = await timed(session.runOnce(failing));
  for (let round = 0; round < 20 && run.value?.status === 'empty'; round++) run = await timed(session.runOnce(failing));
  // The handler's error, after the abort and a rewind that gave up within its bound (it is retried next time).
  expect(String(run.error)).toMatch(/handler failed/);
  expect(run.elapsedMs).toBeLessThan(BOUND_MS + 1_000);

  const next = await timed(session.runOnce(transform));
  expect(next.error).toBeInstanceOf(ConsumerTimeoutError);
  expect(next.error).toMatchObject({ operation: 'committed', timeoutMs: BOUND_MS });
  expect(next.elapsedMs).toBeLessThan(BOUND_MS + 1_000);

  s.cluster.setBrokerUp(groupCoordinator, true);
  let outcome = await timed(session.runOnce(transform));
  for (let round = 0; round < 20 && outcome.value?.status === 'empty'; round++) outcome = await timed(session.runOnce(transform));
  expect(outcome.value).toMatchObject({ status: 'committed', records: 2 });
  expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
});

/** A FakeSource whose committed() ignores `timeoutMs` and, while `hang` is set, answers only its signal. */
class HangingSource extends FakeSource {
  hang = false;
  readonly bounds: (number | undefined)[] = [];
  /** The cluster time of each read. */
  readonly readsAt: number[] = [];
  override committed(partitions: readonly TopicPartition[], options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {}): Promise<readonly TopicPartitionOffset[]> {
    this.bounds.push(options.timeoutMs);
    this.readsAt.push(s.clock.now());
    if (!this.hang) return super.committed(partitions, options.signal === undefined ? {} : { signal: options.signal });
    return new Promise((_resolve, reject) => {
      options.signal?.addEventListener('abort', () => { reject(new Error('stopped by the signal')); }, { once: true });
    });
  }
}

it('a source that ignores timeoutMs: the session stops the read after committedTimeoutMs, also when it resolves an unknown commit', async () => {
  s = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  const source = new HangingSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
  const producer = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000 });
  const rebuildProducer = (): Producer => s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000 });
  const session = new TransactionalSession(withTestSeams({ producer, source, commitRetries: 0, committedTimeoutMs: BOUND_MS, rebuildProducer }, { clock: s.clock }));
  closers.push(() => session.close());
  // The commit's EndTxn is applied but none of its 10 attempts is answered: outcome unknown. The session's retry is
  // refused for good (fenced), so only the committed offsets can tell whether it committed: that read hangs.
  s.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 10 });
  s.cluster.faults.failRequests(ApiKey.EndTxn, ErrorCode.PRODUCER_FENCED, { times: 1 });
  source.hang = true;
  const run = await timed(session.runOnce(transform));
  expect(run.error).toBeInstanceOf(ConsumerTimeoutError);
  expect(run.error).toMatchObject({ operation: 'committed', timeoutMs: BOUND_MS });
  // Two reads, each stopped after the bound: the resolution's, and the rewind after the failed batch.
  expect(source.bounds).toEqual([BOUND_MS, BOUND_MS]);
  expect(s.clock.now() - source.readsAt[0]!).toBeLessThan(2 * BOUND_MS + 500);
  // Still unresolved: the next batch resolves it first, again within the bound while the read hangs ...
  const again = await timed(session.runOnce(transform));
  expect(again.error).toBeInstanceOf(ConsumerTimeoutError);
  expect(again.elapsedMs).toBeLessThan(BOUND_MS + 500);
  // ... and once the read answers: it committed, nothing is read again.
  source.hang = false;
  expect((await timed(session.runOnce(transform))).value).toEqual({ status: 'empty' });
  expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
  expect(source.polls).toBe(2);
});
