/**
 * The transactional session's rules (issue 14) against a scripted source, with the producer on the in-memory
 * cluster. Every outcome is read back from the cluster: the output topic read_committed and the group's
 * committed offsets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ProducerFencedError, TransactionAbortedError, TransactionError } from '../../src/errors/transaction-errors.js';
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
