/**
 * The simulation in `npm test`: a fixed set of seeds (small and full histories) must show no violation,
 * the same seed must replay the same history, and the checker must catch each kind of corruption (so a
 * green run means something). Long runs: `npm run simulate -- --seeds N` (docs/testing.md, "Simulation").
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/internal/clock.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { CompressionType } from '../../src/protocol/record-batch/compression/compression-type.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { ClusterObserver } from './cluster-observer.js';
import { formatHistory, History } from './history.js';
import { Prng } from './prng.js';
import { runHistory, type HistoryOptions } from './simulation.js';
import type { SimulationContext } from './simulation-context.js';
import { VirtualScheduler } from './virtual-scheduler.js';

const SMALL_SEEDS = Array.from({ length: 60 }, (_, index) => 10_001 + index);
const FULL_SEEDS = Array.from({ length: 40 }, (_, index) => 20_001 + index);

async function expectClean(seed: number, options: HistoryOptions): Promise<void> {
  const result = await runHistory(seed, options);
  const replay = `npm run simulate -- --seed ${seed}${options.scale === 'small' ? ' --scale small' : ''}`;
  expect(result.violations, `replay: ${replay}\n${formatHistory(result.events)}`).toEqual([]);
}

describe('simulation: fixed seeds', () => {
  it.each(SMALL_SEEDS)('small history, seed %i: no violation', async (seed) => { await expectClean(seed, { scale: 'small' }); });
  it.each(FULL_SEEDS)('full history, seed %i: no violation', async (seed) => { await expectClean(seed, { scale: 'full' }); });

  it('the fixed seeds exercise every scheduled fault kind and every transaction outcome', async () => {
    const kinds = new Set<string>();
    const outcomes = new Set<string>();
    for (const seed of FULL_SEEDS) {
      const result = await runHistory(seed);
      for (const kind of result.faultCounts.keys()) kinds.add(kind);
      for (const outcome of result.transactionOutcomes.keys()) outcomes.add(outcome);
    }
    for (const kind of ['error-retriable', 'error-abortable', 'error-fencing', 'lost-response', 'delay-beyond-timeout', 'connection-drop', 'broker-down',
      'leader-move', 'coordinator-move', 'coordinator-failover', 'producer-expiry', 'clock-jump', 'zombie', 'abandon-mid-transaction', 'stall-past-transaction-timeout']) {
      expect(kinds, kind).toContain(kind);
    }
    expect([...outcomes].sort()).toEqual(['aborted', 'abandoned', 'committed', 'unknown'].sort());
  });
});

describe('simulation: determinism', () => {
  it('the same seed replays the same history, event for event', async () => {
    const first = await runHistory(20_007);
    const second = await runHistory(20_007);
    expect(formatHistory(second.events)).toBe(formatHistory(first.events));
    expect(second.virtualMs).toBe(first.virtualMs);
    expect(first.events.length).toBeGreaterThan(20);
  });

  it('different seeds give different histories', async () => {
    const [a, b] = await Promise.all([runHistory(20_008), runHistory(20_009)]);
    expect(formatHistory(a.events)).not.toBe(formatHistory(b.events));
  });

  it('the PRNG is xoshiro128** seeded by splitmix32: fixed stream, ranges respected', () => {
    const prng = new Prng(42);
    const stream = Array.from({ length: 4 }, () => prng.nextUint32());
    expect(new Prng(42).nextUint32()).toBe(stream[0]);
    expect(new Set(stream).size).toBe(4);
    const other = new Prng(43);
    expect(other.nextUint32()).not.toBe(stream[0]);
    const counts = [0, 0, 0];
    const draws = new Prng(7);
    for (let index = 0; index < 3_000; index++) counts[draws.int(0, 2)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });
});

/** Runs `seed` with a tamper step; returns the violations and whether the tamper found something to corrupt. */
async function tampered(seed: number, tamper: (context: SimulationContext) => boolean): Promise<{ invariants: Set<number>; applied: boolean }> {
  let applied = false;
  const result = await runHistory(seed, { tamper: (context) => { applied = tamper(context); } });
  return { invariants: new Set(result.violations.map((violation) => violation.invariant)), applied };
}

function committedSend(context: SimulationContext, transactional: boolean): { topic: string; partition: number; value: string } | undefined {
  for (const send of context.ledger.sends.values()) {
    const committed = send.transaction === null ? !transactional : transactional && send.transaction.outcome === 'committed';
    if (committed && send.outcome === 'acknowledged') return send;
  }
  return undefined;
}

function appendPlain(context: SimulationContext, topic: string, partition: number, value: string): void {
  const batch = encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none },
    [{ timestamp: context.clock.now(), key: null, value: Buffer.from(value) }]);
  context.cluster.produce({ transactionalId: null, topic, partition, records: batch });
}

describe('simulation: the checker catches corruption', () => {
  it('a committed consume-process-produce output written twice: invariants 1, 2 and 3', async () => {
    const { invariants, applied } = await tampered(20_003, (context) => {
      const send = [...context.ledger.sends.values()].find((each) => each.value.includes('|in:') && each.transaction?.outcome === 'committed');
      if (send === undefined) return false;
      appendPlain(context, send.topic, send.partition, send.value);
      return true;
    });
    expect(applied).toBe(true);
    expect([...invariants].sort()).toEqual([1, 2, 3]);
  });

  it('a group offset moved back (input would be processed again): invariant 3', async () => {
    const { invariants, applied } = await tampered(20_003, (context) => {
      const fetched = context.cluster.offsetFetch({ groupId: 'group-0', partitions: null, requireStable: false });
      const moved = fetched.partitions.find((each) => each.committedOffset > 0n);
      if (moved === undefined) return false;
      context.cluster.groups.offsetCommit('group-0', { generationId: -1, memberId: '', groupInstanceId: null },
        [{ topic: moved.topic, partition: moved.partition, offset: moved.committedOffset - 1n, leaderEpoch: -1, metadata: null }]);
      return true;
    });
    expect(applied).toBe(true);
    expect([...invariants]).toEqual([3]);
  });

  it('records of a transaction the user saw aborted are visible: invariant 1', async () => {
    const { invariants, applied } = await tampered(20_003, (context) => {
      const committed = context.ledger.transactions.find((each) => each.outcome === 'committed' && each.sends.length > 0 && !each.sends[0]!.value.includes('|in:'));
      if (committed === undefined) return false;
      committed.outcome = 'aborted';
      return true;
    });
    expect(applied).toBe(true);
    expect([...invariants]).toEqual([1]);
  });

  it('an acknowledged idempotent send not at its acknowledged offset: invariant 5', async () => {
    const { invariants, applied } = await tampered(20_005, (context) => {
      const acknowledged = committedSend(context, false);
      if (acknowledged === undefined) return false;
      const entry = context.ledger.sends.get(acknowledged.value)!;
      entry.offset = (entry.offset ?? 0n) + 1_000n;
      return true;
    });
    expect(applied).toBe(true);
    expect([...invariants]).toEqual([5]);
  });

  it('a commit applied for an instance after its successor initialized: invariant 4', () => {
    const clock = new ManualClock();
    const cluster = new InMemoryCluster({ clock, topics: [{ name: 'out', partitions: 1 }] });
    const observer = new ClusterObserver(cluster, new History(clock));
    observer.current = 'tx#1';
    expect(cluster.initProducerId({ transactionalId: 'tx', transactionTimeoutMs: 60_000 }).errorCode).toBe(0);
    observer.current = 'tx#2';
    const successor = cluster.initProducerId({ transactionalId: 'tx', transactionTimeoutMs: 60_000 });
    cluster.addPartitionsToTxn({ transactionalId: 'tx', producerId: successor.producerId, producerEpoch: successor.producerEpoch, partitions: [{ topic: 'out', partition: 0 }] });
    // A broker that let the old instance's EndTxn through would look like this to the observer.
    observer.current = 'tx#1';
    expect(cluster.endTxn({ transactionalId: 'tx', producerId: successor.producerId, producerEpoch: successor.producerEpoch, committed: true }).errorCode).toBe(0);
    expect(observer.fencedCommits).toEqual(['tx#1 committed a transaction of tx after its successor tx#2 initialized']);
    cluster.close();
  });

  it('an actor that can never be woken is reported (invariant 6), not waited for', async () => {
    const scheduler = new VirtualScheduler(new ManualClock());
    scheduler.spawn('stuck', () => new Promise<void>(() => undefined));
    scheduler.spawn('sleeper', () => scheduler.sleep(5_000));
    expect(await scheduler.run(60_000)).toBe('deadlock');
    expect([...scheduler.running]).toEqual(['stuck']);
  });

  it('a quiet history whose transaction meant to commit did not: invariant 7 (progress)', async () => {
    const { invariants, applied } = await tampered(20_002, (context) => {
      if (!context.quiet) return false;
      const transaction = context.ledger.transactions.find((each) => each.intent === 'commit' && each.outcome === 'committed' && each.sends.length === 0);
      const target = transaction ?? context.ledger.transactions.find((each) => each.intent === 'commit' && each.outcome === 'committed');
      if (target === undefined) return false;
      target.intent = 'commit';
      target.outcome = 'unknown';
      return true;
    });
    expect(applied).toBe(true);
    expect([...invariants]).toEqual([7]);
  });

  it('a faulty history whose transaction meant to commit did not, with no fault that hit it: invariant 7 (progress)', async () => {
    let found = false;
    for (const seed of [20_001, 20_003, 20_004, 20_005, 20_006]) {
      const { invariants, applied } = await tampered(seed, (context) => {
        if (context.quiet) return false;
        const target = context.ledger.transactions.find((each) => each.intent === 'commit' && each.outcome === 'committed');
        if (target === undefined) return false;
        // Only the disruptions that touched other instances remain: none explains this transaction.
        const others = context.observer.disruptions.filter((each) => each.instance !== undefined && each.instance !== target.instance && !target.instance.startsWith(`${each.instance}#`));
        context.observer.disruptions.splice(0, context.observer.disruptions.length, ...others);
        target.outcome = 'unknown';
        return true;
      });
      if (!applied) continue;
      found = true;
      expect([...invariants]).toEqual([7]);
      break;
    }
    expect(found).toBe(true);
  });

  it('a racer group offset committed by a transaction the user saw aborted: invariant 1', async () => {
    let found = false;
    for (let seed = 20_001; seed <= 20_010; seed++) {
      const { invariants, applied } = await tampered(seed, (context) => {
        for (const [key, transaction] of context.racerOffsets) {
          const [groupId, offset] = key.split('@');
          const fetched = context.cluster.offsetFetch({ groupId: groupId ?? '', partitions: [{ topic: 'input', partition: 0 }], requireStable: false });
          if (transaction.outcome === 'committed' && String(fetched.partitions[0]?.committedOffset) === offset) {
            transaction.outcome = 'aborted';
            return true;
          }
        }
        return false;
      });
      if (!applied) continue;
      found = true;
      expect([...invariants]).toContain(1);
      break;
    }
    expect(found).toBe(true);
  });
});
