/**
 * Batches aborted on an abortable error are re-run after a backoff that doubles per consecutive abort (100 ms up to
 * 1 s), reset by a commit. Without it a member whose group membership ended (TxnOffsetCommit answered
 * UNKNOWN_MEMBER_ID until its next heartbeat tells the consumer) re-reads and aborts the same batch as fast as the
 * round trips go, spending a transaction and, under transaction version 2, a producer epoch each time. `close()`
 * and the caller's signal end the wait at once, and leave no timer behind.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/internal/clock.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };

let s: Scenario;
afterEach(async () => { await s.close(); });

const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: record.partition, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

for (const transactionVersion of [1, 2] as const) describe(`transaction version ${transactionVersion}`, () => {
  it('waits 100, 200, 400 ms before re-running batches aborted on UNKNOWN_MEMBER_ID, and not after a commit', async () => {
    s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b', 'c']]]), [P0]);
    const pollsAt: number[] = [];
    source.onPoll = () => { pollsAt.push(s.clock.now()); };
    // No clock passed: the session times its waits on the clock its producer was built with (the scenario's).
    const session = new TransactionalSession({ producer: s.producer({ transactionalId: 'etl-1' }), source, maxRecords: 2 });
    s.cluster.faults.queueErrors(ApiKey.TxnOffsetCommit, [ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.UNKNOWN_MEMBER_ID]);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'aborted', reason: 'abortable-error', records: 2 });
    }
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 2 });
    expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'committed', records: 1 });
    const waits = pollsAt.slice(1).map((at, index) => at - pollsAt[index]!);
    // Timers on the scenario's clock; after the commit the next batch is polled at once.
    expect(waits).toEqual([100, 200, 400, 0]);
    expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)', 'f(c)']);
    await s.settle(session.close());
  });

  for (const interrupt of ['close', 'signal'] as const) {
    it(`${interrupt === 'close' ? 'close()' : "the caller's AbortSignal"} ends the wait at once, cancelling its timer`, async () => {
      s = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
      const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
      // The session's waits on a clock of their own, never advanced: only an interruption can end this one.
      const sessionClock = new ManualClock();
      const session = new TransactionalSession(withTestSeams({ producer: s.producer({ transactionalId: 'etl-1' }), source }, { clock: sessionClock }));
      s.cluster.faults.queueErrors(ApiKey.TxnOffsetCommit, [ErrorCode.UNKNOWN_MEMBER_ID]);
      expect(await s.settle(session.runOnce(transform))).toMatchObject({ status: 'aborted', reason: 'abortable-error' });
      const polls = source.polls;
      const controller = new AbortController();
      const settled: { value?: unknown } = {};
      const running = session.runOnce(transform, { signal: controller.signal }).then(
        (outcome) => { settled.value = outcome; },
        (error: unknown) => { settled.value = error; },
      );
      await s.settle(waitFor(() => sessionClock.pendingTimers === 1));
      expect(sessionClock.keepAliveTimers).toBe(1); // the backoff, 100 ms
      if (interrupt === 'close') void session.close();
      else controller.abort(new Error('shutting down'));
      await waitFor(() => 'value' in settled);
      await running;
      if (interrupt === 'close') expect(settled.value).toEqual({ status: 'empty' });
      else expect(settled.value).toBeInstanceOf(OperationAbortedError);
      expect(source.polls).toBe(polls); // not polled after the wait was cut short
      expect(sessionClock.pendingTimers).toBe(0);
      expect(sessionClock.now()).toBe(new ManualClock().now());
      await s.settle(session.close());
    });
  }
});

/** Resolves once `condition` holds, yielding to the event loop between checks (at most 1000 turns). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1_000 && !condition(); turn++) await new Promise((resolve) => { setImmediate(resolve); });
  expect(condition()).toBe(true);
}
