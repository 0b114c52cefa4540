/**
 * The transactional session as an async iterator (`for await (const { batch, transaction } of session)`), against
 * the scripted source with the producer on the in-memory cluster: each iteration commits when the body finishes,
 * the next poll waits for that commit (back-pressure), and leaving the loop early aborts and rewinds. Outcomes are
 * read back from the cluster (output read_committed, the group's committed offsets).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import type { Producer } from '../../src/producer/producer.js';
import type { SessionBatch } from '../../src/session/session-batches.js';
import { SessionClosedError } from '../../src/session/session-errors.js';
import type { BatchOutcome } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };
const P1 = { topic: 'in', partition: 1 };

let s: Scenario;
afterEach(async () => { await s.close(); });

function setup(): { source: FakeSource; producer: Producer } {
  s = scenario({ topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }] });
  const input = new Map<string, readonly string[]>([['in:0', ['a', 'b', 'c']], ['in:1', ['x', 'y']]]);
  const source = new FakeSource(s.network, s.clock, GROUP, input, [P0, P1]);
  const producer = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
  return { source, producer };
}

async function transform({ batch, transaction }: SessionBatch): Promise<void> {
  await transaction.send(batch.records.map((record) => ({ topic: 'out', partition: record.partition, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
}

const committedOffset = (partition: number): bigint =>
  s.cluster.offsetFetch({ groupId: GROUP, partitions: [{ topic: 'in', partition }], requireStable: false }).partitions[0]?.committedOffset ?? -1n;

const output = (): string[][] => [s.committed('out', 0), s.committed('out', 1)];

/** Closes the session once every input record was committed (between iterations, from onOutcome). */
function closeWhenDone(session: TransactionalSession, outcomes: BatchOutcome[]): (outcome: BatchOutcome) => void {
  return (outcome) => {
    outcomes.push(outcome);
    if (committedOffset(0) === 3n && committedOffset(1) === 2n) void session.close();
  };
}

describe('for await over a TransactionalSession', () => {
  it('commits each iteration when its body finishes, polls the next batch only after that, ends on close()', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source, maxRecords: 2 });
    const outcomes: BatchOutcome[] = [];
    const pollsDuringBody: [number, number][] = [];
    const loop = (async () => {
      for await (const item of session.batches({ onOutcome: closeWhenDone(session, outcomes) })) {
        const before = source.polls;
        await transform(item);
        // Give a prefetching implementation every chance to poll again: it must not.
        for (let i = 0; i < 5; i++) await new Promise((resolve) => { setImmediate(resolve); });
        pollsDuringBody.push([before, source.polls]);
        // Nothing of this batch is visible before the body finishes.
        expect(output().flat()).not.toContain(`f(${Buffer.from(item.batch.records[0]?.value ?? []).toString()})`);
      }
    })();
    await s.settle(loop);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['committed', 'committed', 'committed']);
    expect(pollsDuringBody.every(([before, after]) => before === after)).toBe(true);
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([3n, 2n]);
    expect(session.isClosed).toBe(true);
  });

  it('break aborts the batch of that iteration and rewinds: nothing of it is visible, the next loop re-reads it once', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    const outcomes: BatchOutcome[] = [];
    const first = (async () => {
      for await (const item of session.batches({ onOutcome: (outcome) => { outcomes.push(outcome); } })) {
        await transform(item);
        break;
      }
    })();
    await s.settle(first);
    expect(outcomes).toEqual([]); // the loop was left: no outcome is reported for its batch
    expect(producer.state).toBe('READY');
    expect(output()).toEqual([[], []]);
    expect([committedOffset(0), committedOffset(1)]).toEqual([-1n, -1n]);
    expect(source.seeks.at(-1)).toEqual([{ ...P0, offset: 0n }, { ...P1, offset: 0n }]);
    const again: BatchOutcome[] = [];
    const second = (async () => {
      for await (const item of session.batches({ onOutcome: closeWhenDone(session, again) })) await transform(item);
    })();
    await s.settle(second);
    expect(again).toMatchObject([{ status: 'committed', records: 5 }]);
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
  });

  it('a throw in the body leaves the loop with that error after the batch aborted and the source rewound', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    const boom = new Error('bad record');
    const loop = (async () => {
      for await (const item of session) {
        await transform(item);
        throw boom;
      }
    })();
    expect(await s.settleError(loop)).toBe(boom);
    expect(producer.state).toBe('READY');
    expect(output()).toEqual([[], []]);
    expect(source.seeks.at(-1)).toEqual([{ ...P0, offset: 0n }, { ...P1, offset: 0n }]);
    expect(await s.settle(session.runOnce((batch, tx) => transform({ batch, transaction: tx })))).toMatchObject({ status: 'committed', records: 5 });
  });

  it('a revocation during the body aborts that batch (reported through onOutcome); the loop goes on, output f(input) once', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    const outcomes: BatchOutcome[] = [];
    let revoked = false;
    const loop = (async () => {
      for await (const item of session.batches({ onOutcome: closeWhenDone(session, outcomes) })) {
        await transform(item);
        if (!revoked) {
          revoked = true;
          await source.revoke([P0]);
          await source.assign([P0]);
        }
      }
    })();
    await s.settle(loop);
    expect(outcomes.map((outcome) => outcome.status === 'aborted' ? `aborted:${outcome.reason}` : outcome.status)).toEqual(['aborted:revoked', 'committed']);
    expect(output()).toEqual([['f(a)', 'f(b)', 'f(c)'], ['f(x)', 'f(y)']]);
  });

  it('after close() iterating throws SessionClosedError; bad options throw InvalidArgumentError at the call', async () => {
    const { source, producer } = setup();
    const session = new TransactionalSession({ producer, source });
    expect(() => session.batches({ onOutcome: 'log' as never })).toThrow(InvalidArgumentError);
    expect(() => session.batches({ signal: {} as never })).toThrow(/options\.signal/);
    await s.settle(session.close());
    expect(() => session.batches()).toThrow(SessionClosedError);
    const loop = (async () => { for await (const item of session) await transform(item); })();
    await expect(loop).rejects.toMatchObject({ code: 'ERR_SESSION_CLOSED', operation: 'batches' });
  });
});
