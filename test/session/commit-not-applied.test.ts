/**
 * The unknown-commit rule's other branch (docs/session.md rule 4): a commit whose outcome is unknown and that did
 * NOT happen. EndTxn never reaches the coordinator (each attempt's connection closes before it is handled), the
 * transaction then times out on the coordinator (which aborts it and fences the epoch), and the session must learn
 * that before the next batch: the committed offsets, read with require_stable, are not the batch's, so it rewinds
 * and the batch is processed again, once. The retried EndTxn is answered PRODUCER_FENCED under transaction version 1
 * and INVALID_TXN_STATE under version 2 (Kafka 4.4's answers, test/kafka/fidelity); the session rebuilds the producer
 * after either. Outcomes are read back from the in-memory cluster.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { isTransactionError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { SessionFailedError } from '../../src/session/session-errors.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };
const TRANSACTION_TIMEOUT_MS = 10_000;

let s: Scenario;
afterEach(async () => { await s.close(); });

const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: record.partition, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

const committedOffset = (): bigint =>
  s.cluster.offsetFetch({ groupId: GROUP, partitions: [P0], requireStable: false }).partitions[0]?.committedOffset ?? -1n;

/**
 * Cuts off the commit's 10 EndTxn attempts; as the last one is cut off, the cluster's clock passes the transaction
 * timeout (the coordinator aborts and fences the transaction), then `atLast` runs.
 */
function cutEndTxnUntilTimedOut(atLast: () => void): void {
  s.cluster.faults.closeConnections(ApiKey.EndTxn, { times: 10 });
  const faults = s.cluster.faults;
  const take = faults.take.bind(faults);
  let endTxns = 0;
  faults.take = (apiKey, brokerId) => {
    const action = take(apiKey, brokerId);
    if (apiKey === ApiKey.EndTxn && ++endTxns === 10) {
      s.cluster.advanceClock(TRANSACTION_TIMEOUT_MS + 1);
      atLast();
    }
    return action;
  };
}

for (const transactionVersion of [1, 2] as const) describe(`transaction version ${transactionVersion}`, () => {
  it('an unknown commit that did not happen is found out before the next batch: rewound, re-read and committed once', async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
    const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
    const producers: Producer[] = [s.producer(options)];
    const warnings: string[] = [];
    const logger = { debug: () => undefined, info: () => undefined, error: () => undefined, warn: (message: string, fields?: Record<string, unknown>) => { warnings.push(`${message}: ${String(fields?.error)}`); } };
    const session = new TransactionalSession({
      producer: producers[0]!, source, commitRetries: 0, logger,
      rebuildProducer: () => { const next = s.producer(options); producers.push(next); return next; },
    });
    // Every EndTxn of the commit and of the one retry (10 attempts each) is cut off before the coordinator sees it.
    s.cluster.faults.closeConnections(ApiKey.EndTxn, { times: 20 });
    const error = await s.settleError(session.runOnce(transform));
    expect(isTransactionError(error) && error.commitOutcomeUnknown).toBe(true);
    expect(s.cluster.faults.pending()).toEqual([]);
    // Nothing committed yet; the coordinator aborts the transaction when it times out.
    s.cluster.advanceClock(TRANSACTION_TIMEOUT_MS + 1);
    expect(s.committed('out', 0)).toEqual([]);
    expect(committedOffset()).toBe(-1n);

    const polls = source.polls;
    const next = await s.settle(session.runOnce(transform));
    // Resolved first: EndTxn again (TV1 fenced, the coordinator bumped the epoch when it aborted; TV2 INVALID_TXN_STATE,
    // the transaction is over), offsets not the batch's, so the session rebuilt the producer and rewound to where the
    // batch was first read; the batch ran again.
    expect(warnings.at(-1)).toMatch(transactionVersion === 1
      ? /^producer fenced: rebuilding it: EndTxn failed with PRODUCER_FENCED/
      : /^the coordinator had ended the transaction of the unknown commit: rebuilding the producer: EndTxn failed with INVALID_TXN_STATE/);
    expect(producers).toHaveLength(2);
    expect(source.seeks.at(-1)).toEqual([{ ...P0, offset: 0n }]);
    expect(source.polls).toBe(polls + 1);
    expect(next).toMatchObject({ status: 'committed', records: 2 });
    expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
    // The first run's output is in the log, aborted: the batch was processed twice and committed once.
    expect(s.uncommitted('out', 0)).toEqual(['f(a)', 'f(b)', 'f(a)', 'f(b)']);
    expect(committedOffset()).toBe(2n);
    expect(await s.settle(session.runOnce(transform))).toEqual({ status: 'empty' });
    await s.settle(session.close());
  });

  it('found out within the same call: the batch reports aborted / commit-not-applied, and is re-read and committed once', async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
    const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
    const session = new TransactionalSession({ producer: s.producer(options), source, rebuildProducer: () => s.producer(options) });
    // The commit's 10 EndTxn attempts are cut off; as the last one is cut off, the cluster's clock passes the
    // transaction timeout (the coordinator aborts and fences it), so the commit the session retries at once is fenced.
    cutEndTxnUntilTimedOut(() => undefined);
    const outcome = await s.settle(session.runOnce(transform));
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'commit-not-applied', records: 2 });
    expect(isTransactionError((outcome as { error?: unknown }).error) && (outcome as { error: { commitOutcomeUnknown: boolean } }).error.commitOutcomeUnknown).toBe(true);
    expect(s.committed('out', 0)).toEqual([]);
    expect(committedOffset()).toBe(-1n);
    expect(source.seeks.at(-1)).toEqual([{ ...P0, offset: 0n }]);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 2 });
    expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
    expect(committedOffset()).toBe(2n);
  });

  it('not taken as applied when another session committed the batch\'s offsets: aborted', async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
    const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
    const session = new TransactionalSession({ producer: s.producer(options), source, rebuildProducer: () => s.producer(options) });
    // As above, the commit never reaches the coordinator, which times the transaction out; meanwhile a member that
    // took the partition over (this one a zombie that has not heard of it) processed the same records and committed
    // the same offset. Only the stamp in the committed offset's metadata tells the two commits apart; a session
    // commits only past records it processed, so its equal offset shows it started before this batch's.
    cutEndTxnUntilTimedOut(() => {
      s.cluster.groups.offsetCommit(GROUP, { generationId: -1, memberId: '', groupInstanceId: null }, [{ ...P0, offset: 2n, leaderEpoch: -1, metadata: 'kafka-eos session other batch 7' }]);
    });
    const outcome = await s.settle(session.runOnce(transform));
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'commit-not-applied', records: 2 });
    expect(s.committed('out', 0)).toEqual([]);
  });

  it('reported unknown (not applied, not aborted) when someone else committed the batch\'s offsets without a session stamp', async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
    const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
    const session = new TransactionalSession({ producer: s.producer(options), source, rebuildProducer: () => s.producer(options) });
    // A plain consumer's commit (no stamp) of the same offset may come after this commit as well as instead of it.
    cutEndTxnUntilTimedOut(() => {
      s.cluster.groups.offsetCommit(GROUP, { generationId: -1, memberId: '', groupInstanceId: null }, [{ ...P0, offset: 2n, leaderEpoch: -1, metadata: null }]);
    });
    const error = await s.settleError(session.runOnce(transform));
    expect(error).toMatchObject({ code: 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN', commitOutcomeUnknown: true });
    expect(s.committed('out', 0)).toEqual([]);
    expect(source.seeks.at(-1)).toEqual([{ ...P0, offset: 2n }]);
  });

  it(`without rebuildProducer the same resolution fails the session with ${transactionVersion === 1 ? 'the fencing error' : 'INVALID_TXN_STATE'} and re-runs nothing`, async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a']]]), [P0]);
    const producer = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS });
    const session = new TransactionalSession({ producer, source, commitRetries: 0 });
    s.cluster.faults.closeConnections(ApiKey.EndTxn, { times: 20 });
    await s.settleError(session.runOnce(transform));
    s.cluster.advanceClock(TRANSACTION_TIMEOUT_MS + 1);
    const polls = source.polls;
    const error = await s.settleError(session.runOnce(transform));
    if (transactionVersion === 1) expect(isTransactionError(error) && error.classification).toBe('application-recoverable');
    else expect(error).toMatchObject({ classification: 'fatal', api: 'EndTxn', errorCode: ErrorCode.INVALID_TXN_STATE });
    expect(source.polls).toBe(polls);
    expect(s.committed('out', 0)).toEqual([]);
    expect(committedOffset()).toBe(-1n);
    await expect(session.runOnce(transform)).rejects.toBeInstanceOf(SessionFailedError);
  });
});

it('TV2: a commit refused INVALID_TXN_STATE at once (its outcome was never unknown) is not taken for an ended transaction: the session fails', async () => {
  s = scenario({ transactionVersion: 2, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a']]]), [P0]);
  const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
  const producers: Producer[] = [s.producer(options)];
  const session = new TransactionalSession({ producer: producers[0]!, source, rebuildProducer: () => { const next = s.producer(options); producers.push(next); return next; } });
  // The commit reaches the coordinator only after the transaction timed out there (the clock passes the timeout as
  // the EndTxn arrives): the coordinator had aborted it, and answers the first EndTxn INVALID_TXN_STATE.
  const faults = s.cluster.faults;
  const take = faults.take.bind(faults);
  faults.take = (apiKey, brokerId) => {
    if (apiKey === ApiKey.EndTxn) s.cluster.advanceClock(TRANSACTION_TIMEOUT_MS + 1);
    return take(apiKey, brokerId);
  };
  const error = await s.settleError(session.runOnce(transform));
  expect(error).toMatchObject({ api: 'EndTxn', errorCode: ErrorCode.INVALID_TXN_STATE, commitOutcomeUnknown: false });
  expect(producers).toHaveLength(1);
  await expect(session.runOnce(transform)).rejects.toBeInstanceOf(SessionFailedError);
  expect(s.committed('out', 0)).toEqual([]);
  expect(committedOffset()).toBe(-1n);
});

describe('a commit refused as fenced after an unanswered attempt that was applied', () => {
  it('is reported unknown, not aborted, when a later owner committed past the batch\'s offsets', async () => {
    s = scenario({ transactionVersion: 2, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
    const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
    const session = new TransactionalSession({ producer: s.producer(options), source, rebuildProducer: () => s.producer(options) });
    // The coordinator applies the commit's EndTxn but its answer is lost; the member is cut off from the group (it
    // never hears that its partition moved), the partition's new owner reads this commit's offsets and commits
    // further, and the retried EndTxn is refused as fenced. The committed offsets are past the batch's: they cannot
    // tell whether the new owner went on from this commit or re-processed the batch.
    s.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 1 });
    const faults = s.cluster.faults;
    const take = faults.take.bind(faults);
    let endTxns = 0;
    faults.take = (apiKey, brokerId) => {
      if (apiKey === ApiKey.EndTxn && ++endTxns === 2) {
        s.cluster.groups.offsetCommit(GROUP, { generationId: -1, memberId: '', groupInstanceId: null }, [{ ...P0, offset: 3n, leaderEpoch: -1, metadata: 'kafka-eos session other batch 1' }]);
        faults.failRequests(ApiKey.EndTxn, ErrorCode.PRODUCER_FENCED, { times: 10 });
      }
      return take(apiKey, brokerId);
    };
    const error = await s.settleError(session.runOnce(transform));
    expect(error).toMatchObject({ code: 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN', commitOutcomeUnknown: true });
    expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
    faults.clear();
    await s.settle(session.close());
  });
});

describe('a commit refused as fenced with no unanswered attempt', () => {
  it('did not happen: aborted as fenced and re-run, even when the group\'s offsets already equal the batch\'s', async () => {
    s = scenario({ transactionVersion: 2, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
    const options = { transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: TRANSACTION_TIMEOUT_MS };
    const session = new TransactionalSession({ producer: s.producer(options), source, rebuildProducer: () => s.producer(options) });
    // The commit's only EndTxn is refused (the coordinator never applies it). Meanwhile the partition's new owner
    // processed the same records and committed the same offsets: the offsets cannot tell this commit apart.
    s.cluster.faults.failRequests(ApiKey.EndTxn, ErrorCode.PRODUCER_FENCED, { times: 1 });
    const outcome = await s.settle(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      s.cluster.groups.offsetCommit(GROUP, { generationId: -1, memberId: '', groupInstanceId: null }, [{ ...P0, offset: 2n, leaderEpoch: -1, metadata: null }]);
    }));
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'fenced', records: 2 });
    expect(outcome.status === 'aborted' && isTransactionError(outcome.error) && outcome.error.commitOutcomeUnknown).toBe(false);
    expect(s.committed('out', 0)).toEqual([]);
    await s.settle(session.close());
  });
});
