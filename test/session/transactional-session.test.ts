/**
 * The transactional session's rules against a scripted source, with the producer on the in-memory
 * cluster. Every outcome is read back from the cluster: the output topic read_committed and the group's
 * committed offsets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { isTransactionError, ProducerFencedError, TransactionAbortedError, TransactionError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import { SessionClosedError, SessionFailedError } from '../../src/session/session-errors.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };
const P1 = { topic: 'in', partition: 1 };

let s: Scenario;
afterEach(async () => { await s.close(); });

function setup(options: { values0?: readonly string[]; values1?: readonly string[] } = {}): { source: FakeSource; producer: Producer } {
  s = scenario({ topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }] });
  const input = new Map<string, readonly string[]>([
    ['in:0', options.values0 ?? ['a', 'b', 'c']],
    ['in:1', options.values1 ?? ['x', 'y']],
  ]);
  const source = new FakeSource(s.network, s.clock, GROUP, input, [P0, P1]);
  const producer = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
  return { source, producer };
}

/** f(input): one output record per input record, same partition. */
const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: record.partition, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

const committedOffset = (partition: number): bigint =>
  s.cluster.offsetFetch({ groupId: GROUP, partitions: [{ topic: 'in', partition }], requireStable: false }).partitions[0]?.committedOffset ?? -1n;

const output = (): string[][] => [s.committed('out', 0), s.committed('out', 1)];

const waitFor = (signal: AbortSignal): Promise<void> => new Promise((resolve) => {
  if (signal.aborted) resolve();
  signal.addEventListener('abort', () => { resolve(); }, { once: true });
});

describe('TransactionalSession', () => {
  it('commits each batch with its offsets: output read_committed is f(input), offsets at the end', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source, maxRecords: 2 });
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await s.settle(session.runOnce(transform)));
    expect(outcomes.map((o) => o.status)).toEqual(['committed', 'committed', 'committed', 'empty']);
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([3n, 2n]);
    await session.close();
  });

  it('revocation mid-transaction aborts before the partitions go, commits none of their offsets, rewinds and goes on', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    let revoked: Promise<void> | undefined;
    let stateWhenRevoked: string | undefined;
    const outcome = await s.settle(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      revoked = source.revoke([P0]).then(() => { stateWhenRevoked = producer.state; });
      await waitFor(tx.signal);
      await expect(tx.send({ topic: 'out', partition: 0, value: 'late' })).rejects.toBeInstanceOf(TransactionAbortedError);
    }));
    await s.settle(revoked ?? Promise.reject(new Error('no revocation')));
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'revoked', records: 5 });
    // The listener returned only once the abort was complete: nothing of the batch is visible, no offsets.
    expect(stateWhenRevoked).toBe('READY');
    expect(output()).toEqual([[], []]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([-1n, -1n]);
    // Rewound: in:1 (still assigned, no committed offset) back to where it was first read.
    expect(source.seeks.at(-1)).toEqual([{ topic: 'in', partition: 1, offset: 0n }]);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 2 });
    expect(output()).toEqual([[], ['f(x)', 'f(y)']]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([-1n, 2n]);
    // A new owner of in:0 starts from the (absent) committed offset and produces f exactly once.
    await s.settle(source.assign([P0]));
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 3 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([3n, 2n]);
  });

  it('loss of partitions mid-transaction aborts the same way; the rest is re-read and committed once', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    let lost: Promise<void> | undefined;
    const outcome = await s.settle(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      lost = source.lose([P1]);
      await waitFor(tx.signal);
    }));
    await s.settle(lost ?? Promise.reject(new Error('no loss')));
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'lost', records: 5 });
    expect(output()).toEqual([[], []]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([-1n, -1n]);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 3 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], []]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([3n, -1n]);
  });

  it('a revocation of partitions the batch does not hold does not abort it', async () => {
    const { source, producer } = setup({ values1: [] });
    const session = new TransactionalSession({ producer, source });
    const outcome = await s.settle(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      await source.revoke([P1]);
    }));
    expect(outcome).toMatchObject({ status: 'committed', records: 3 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], []]);
  });
});

describe('TransactionalSession: failures', () => {
  it('fencing surfaces and fails the session; nothing of the fenced batch is visible', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    const successor = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
    const error = await s.settleError(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      await s.settle(successor.initTransactions());
    }));
    expect(error).toBeInstanceOf(ProducerFencedError);
    expect(output()).toEqual([[], []]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([-1n, -1n]);
    const again = await s.settleError(session.runOnce(transform));
    expect(again).toBeInstanceOf(SessionFailedError);
    expect(again.cause).toBe(error);
  });

  it('fencing with rebuildProducer: the batch aborts, a new producer takes over, output is f(input) once', async () => {
    const { source, producer } = setup();
    const successor = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
    let rebuilt: Producer | undefined;
    const session = new TransactionalSession({
      producer, source,
      rebuildProducer: () => (rebuilt = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 })),
    });
    let fenced = false;
    const first = await s.settle(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      if (!fenced) {
        fenced = true;
        await s.settle(successor.initTransactions());
      }
    }));
    expect(first).toMatchObject({ status: 'aborted', reason: 'fenced' });
    expect(session.producer).toBe(rebuilt);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 5 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([3n, 2n]);
    await s.settle(session.close());
    expect(rebuilt?.state).toBe('READY');
  });

  it('a commit whose outcome is unknown is resolved in the same call: committed once, offsets compared', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    s.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 10 }); // applied, never answered: the 10 attempts of one commit
    const outcome = await s.settle(session.runOnce(transform));
    expect(outcome).toMatchObject({ status: 'committed', records: 5 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([3n, 2n]);
    expect(await s.settle(session.runOnce(transform))).toEqual({ status: 'empty' });
  });

  it('an unknown commit still unresolved is resolved before the next batch', async () => {
    const { source, producer } = setup({ values0: ['a'], values1: [] });
    const session = new TransactionalSession({ producer, source, commitRetries: 0 });
    s.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 20 });
    const error = await s.settleError(session.runOnce(transform));
    expect(error).toBeInstanceOf(TransactionError);
    expect(isTransactionError(error) && error.commitOutcomeUnknown).toBe(true);
    const polls = source.polls;
    // The next call first learns the outcome (it committed), then polls: nothing is re-read.
    expect(await s.settle(session.runOnce(transform))).toEqual({ status: 'empty' });
    expect(source.polls).toBe(polls + 1);
    expect(output()).toEqual([['f(a)'], []]);
    expect(committedOffset(0)).toBe(1n);
  });

  it('an abortable error (rebalance seen by TxnOffsetCommit) aborts, rewinds and goes on', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    s.cluster.faults.queueErrors(ApiKey.TxnOffsetCommit, [ErrorCode.ILLEGAL_GENERATION]);
    const first = await s.settle(session.runOnce(transform));
    expect(first).toMatchObject({ status: 'aborted', reason: 'abortable-error' });
    expect((first as { error: TransactionError }).error.errorName).toBe('ILLEGAL_GENERATION');
    expect(output()).toEqual([[], []]);
    expect(source.seeks.at(-1)).toEqual([{ topic: 'in', partition: 0, offset: 0n }, { topic: 'in', partition: 1, offset: 0n }]);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 5 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
  });

  it('a handler error aborts, rewinds to the committed offsets and is rethrown; the next call re-reads', async () => {
    const { source, producer } = setup({ values0: ['a', 'b'], values1: [] });
    const session = new TransactionalSession({ producer, source, maxRecords: 1 });
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed' });
    const boom = new Error('bad record');
    const error = await s.settleError(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      throw boom;
    }));
    expect(error).toBe(boom);
    // in:0 back to its committed offset; in:1 was never read and has none, so it is left alone.
    expect(source.seeks.at(-1)).toEqual([{ topic: 'in', partition: 0, offset: 1n }]);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed' });
    expect(output()).toEqual([['f(a)', 'f(b)'], []]);
    expect(committedOffset(0)).toBe(2n);
  });

  it('the caller\'s signal aborts the batch and rejects with OperationAbortedError; the next call rewinds first', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    const controller = new AbortController();
    const error = await s.settleError(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      controller.abort();
      await waitFor(tx.signal);
    }, { signal: controller.signal }));
    expect(error).toBeInstanceOf(OperationAbortedError);
    expect(producer.state).toBe('READY');
    expect(output()).toEqual([[], []]);
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 5 });
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
    await expect(session.runOnce(transform, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(OperationAbortedError);
  });
});

describe('TransactionalSession: close and misuse', () => {
  it('close during a batch aborts it, removes the listener; later calls throw SessionClosedError', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    expect(source.listenerCount).toBe(1);
    let closed: Promise<void> | undefined;
    const outcome = await s.settle(session.runOnce(async (batch, tx) => {
      await transform(batch, tx);
      closed = session.close();
      await waitFor(tx.signal);
    }));
    await s.settle(closed ?? Promise.reject(new Error('not closed')));
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'closed' });
    expect(output()).toEqual([[], []]);
    expect(source.listenerCount).toBe(0);
    expect(producer.state).toBe('READY');
    await expect(session.runOnce(transform)).rejects.toBeInstanceOf(SessionClosedError);
    await expect(session.runOnce(transform)).rejects.toMatchObject({ code: 'ERR_SESSION_CLOSED', operation: 'runOnce' });
  });

  it('close during a poll that waits for records ends it at once; the caller\'s signal rejects it', async () => {
    const { source, producer } = setup({ values0: [], values1: [] });
    source.blockEmptyPolls = true;
    const session = new TransactionalSession({ producer, source, pollTimeoutMs: 600_000 });
    const controller = new AbortController();
    const aborted = session.runOnce(transform, { signal: controller.signal });
    await s.settle(new Promise((resolve) => { setImmediate(resolve); }));
    controller.abort();
    expect(await s.settleError(aborted)).toBeInstanceOf(OperationAbortedError);
    const polling = session.runOnce(transform);
    while (source.polls < 2) await s.settle(new Promise((resolve) => { setImmediate(resolve); }));
    await s.settle(session.close());
    expect(await s.settle(polling)).toEqual({ status: 'empty' });
  });

  it('close during a commit lets the commit finish', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    s.cluster.faults.delayResponses(ApiKey.EndTxn, 500, { times: 1 });
    const running = session.runOnce(transform);
    const closed = (async () => {
      while (producer.state !== 'COMMITTING_TRANSACTION') await new Promise((resolve) => { setImmediate(resolve); });
      await session.close();
    })();
    expect(await s.settle(running)).toMatchObject({ status: 'committed', records: 5 });
    await s.settle(closed);
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
  });

  it('run() loops until close() and reports every outcome', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source, maxRecords: 2 });
    const statuses: string[] = [];
    const running = session.run(transform, {
      onOutcome: (outcome) => {
        statuses.push(outcome.status);
        if (outcome.status === 'empty') void session.close();
      },
    });
    await s.settle(running);
    expect(statuses).toEqual(['committed', 'committed', 'committed', 'empty']);
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
  });

  it('bad options are refused with a ConfigError naming each field; a bad handler with InvalidArgumentError', async () => {
    const { source, producer } = setup();
    const idempotent = s.producer({});
    let error: unknown;
    try {
      new TransactionalSession({ producer: idempotent, source: {} as never, maxRecords: 0, pollTimeoutMs: -1, typo: 1 } as never);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.field).sort()).toEqual(['maxRecords', 'pollTimeoutMs', 'producer', 'source', 'typo']);
    const session = new TransactionalSession({ producer, source });
    await expect(session.runOnce('nope' as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(session.runOnce(transform, { signal: 'x' as never })).rejects.toMatchObject({ argument: 'options.signal' });
  });
});
