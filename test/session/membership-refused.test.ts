/**
 * The group coordinator ends the session's consumer's membership (an admin removal for the classic protocol, the
 * session timeout's fencing for KIP-848) while the consumer does not know it yet: the batch's TxnOffsetCommit is
 * answered UNKNOWN_MEMBER_ID and the batch aborts. The session hands that answer to the consumer, which loses its
 * partitions and rejoins at once, without waiting for its next heartbeat (3 s classic, 5 s KIP-848 here, on a
 * ManualClock): one batch aborts, not one per abort backoff until the heartbeat; the output is f(input) once.
 * A static member whose groupInstanceId another instance took (FENCED_INSTANCE_ID) stops instead of rejoining
 * (which would fence the other instance in turn).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { GroupMembershipError } from '../../src/consumer/consumer-errors.js';
import type { GroupProtocol } from '../../src/config/consumer-options.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import type { BatchOutcome, SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

const GROUP = 'etl';
const CLASSIC_HEARTBEAT_MS = 3_000;
const KIP848_HEARTBEAT_MS = 5_000;

let s: Scenario | undefined;
let consumer: Consumer | undefined;
afterEach(async () => {
  if (consumer !== undefined) await s?.settle(consumer.close());
  consumer = undefined;
  await s?.close();
  s = undefined;
});

const transform: SessionBatchHandler = async (batch, tx) => {
  await tx.send(batch.records.map((record) => ({ topic: 'out', partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
};

async function write(state: Scenario, values: readonly string[]): Promise<void> {
  await state.settle(state.producer().send(values.map((value) => ({ topic: 'in', partition: 0, value }))));
}

/** Batches run until `count` records committed; the outcomes of the batches that ran. */
async function runUntilCommitted(state: Scenario, session: TransactionalSession, count: number): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  const committed = (): number => outcomes.reduce((sum, outcome) => sum + (outcome.status === 'committed' ? outcome.records : 0), 0);
  while (committed() < count && outcomes.length < 50) outcomes.push(await state.settle(session.runOnce(transform)));
  expect(committed()).toBe(count);
  return outcomes;
}

for (const groupProtocol of ['classic', 'consumer'] as const satisfies readonly GroupProtocol[]) describe(`group protocol ${groupProtocol}`, () => {
  it('a TxnOffsetCommit answered UNKNOWN_MEMBER_ID makes the consumer lose its partitions and rejoin before its next heartbeat', async () => {
    const state = scenario({
      transactionVersion: 2, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }],
      consumerGroupHeartbeatIntervalMs: KIP848_HEARTBEAT_MS,
    });
    s = state;
    const heartbeatMs = groupProtocol === 'classic' ? CLASSIC_HEARTBEAT_MS : KIP848_HEARTBEAT_MS;
    consumer = new Consumer(withTestSeams({
      network: new InProcessNetworkClient(state.cluster, { wireCheck: true }), groupId: GROUP, autoOffsetReset: 'earliest', groupProtocol,
      ...(groupProtocol === 'classic' ? { heartbeatIntervalMs: CLASSIC_HEARTBEAT_MS, sessionTimeoutMs: 45_000 } : {}),
      fetchMaxWaitMs: 50, retryBackoffMs: 50, retryBackoffMaxMs: 500,
    }, { clock: state.clock, random: seededRandom(7) }));
    consumer.subscribe(['in']);
    const lostAt: number[] = [];
    consumer.addAssignmentListener({ onPartitionsLost: () => { lostAt.push(state.clock.now()); } });
    const producer = state.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, transactionTimeoutMs: 60_000 });
    const session = new TransactionalSession({ producer, source: consumer, maxRecords: 10 });

    await write(state, ['a', 'b']);
    await runUntilCommitted(state, session, 2);
    await write(state, ['c', 'd']);

    const memberId = consumer.groupMetadata().memberId;
    if (groupProtocol === 'classic') state.cluster.groups.group(GROUP).leaveGroup(memberId);
    else state.cluster.groups.consumerGroup(GROUP).expire(memberId);
    const removedAt = state.clock.now();

    const refused = await state.settle(session.runOnce(transform));
    expect(refused).toMatchObject({ status: 'aborted', reason: 'abortable-error', records: 2 });
    // Lost by the time the aborted batch reports, well within one heartbeat interval of the removal.
    expect(lostAt).toHaveLength(1);
    expect(lostAt[0]! - removedAt).toBeLessThan(heartbeatMs);

    const outcomes = await runUntilCommitted(state, session, 2);
    // No batch re-read and aborted again under the dead membership: the next batch is read as the new member.
    expect(outcomes.filter((outcome) => outcome.status === 'aborted')).toEqual([]);
    // Classic: rejoined as a new member (UNKNOWN_MEMBER_ID resets the member id); KIP-848 keeps its client-made id.
    if (groupProtocol === 'classic') expect(consumer.groupMetadata().memberId).not.toBe(memberId);
    expect(consumer.assignment()).toEqual([{ topic: 'in', partition: 0 }]);
    expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)', 'f(c)', 'f(d)']);
    await state.settle(session.close());
  });
});

describe('group protocol classic, static member', () => {
  it('a TxnOffsetCommit answered FENCED_INSTANCE_ID stops the replaced instance at once: partitions lost, the next batch rejects', async () => {
    const state = scenario({ transactionVersion: 2, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    s = state;
    const options = {
      network: new InProcessNetworkClient(state.cluster, { wireCheck: true }), groupId: GROUP, groupInstanceId: 'etl-a', autoOffsetReset: 'earliest' as const,
      heartbeatIntervalMs: CLASSIC_HEARTBEAT_MS, sessionTimeoutMs: 45_000, fetchMaxWaitMs: 50, retryBackoffMs: 50, retryBackoffMaxMs: 500,
    };
    consumer = new Consumer(withTestSeams(options, { clock: state.clock, random: seededRandom(7) }));
    consumer.subscribe(['in']);
    const lostAt: number[] = [];
    consumer.addAssignmentListener({ onPartitionsLost: () => { lostAt.push(state.clock.now()); } });
    const session = new TransactionalSession({ producer: state.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000 }), source: consumer, maxRecords: 10 });
    await write(state, ['a', 'b']);
    await runUntilCommitted(state, session, 2);
    await write(state, ['c', 'd']);

    // Another instance joins with the same groupInstanceId: the coordinator hands it the member's place.
    const replacement = new Consumer(withTestSeams(options, { clock: state.clock, random: seededRandom(8) }));
    try {
      replacement.subscribe(['in']);
      await state.settle((async () => { while (replacement.assignment().length === 0) await replacement.poll({ timeoutMs: 100 }); })());
      const replacedAt = state.clock.now();
      const refused = await state.settle(session.runOnce(transform));
      expect(refused).toMatchObject({ status: 'aborted', reason: 'abortable-error' });
      expect(lostAt).toHaveLength(1);
      expect(lostAt[0]! - replacedAt).toBeLessThan(CLASSIC_HEARTBEAT_MS);
      expect(consumer.assignment()).toEqual([]);
      expect(await state.settleError(session.runOnce(transform))).toBeInstanceOf(GroupMembershipError);
      expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
    } finally {
      await state.settle(replacement.close());
    }
  });
});
