/**
 * The pipeline histories in `npm test`: fixed seeds of consumers and TransactionalSessions in a group
 * (pipeline-history.ts) must show no violation, replay event for event, and exercise what they are for; and the
 * pipeline checker must catch each kind of corruption it is there to see. Long runs: `npm run simulate --
 * --workload pipelines --seeds N` (docs/testing.md, "Simulation").
 */
import { describe, expect, it } from 'vitest';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { CompressionType } from '../../src/protocol/record-batch/compression/compression-type.js';
import { formatHistory } from './history.js';
import { runPipelineHistory } from './pipeline-history.js';
import { PIPELINE_GROUP, PIPELINE_INPUT, PIPELINE_OUTPUT } from './pipeline-state.js';
import type { HistoryOptions, HistoryResult } from './simulation.js';
import type { SimulationContext } from './simulation-context.js';

// Chosen from 30001.. and 40001.. so that together they play every member fault and group fault (the coverage
// test below), at a few seconds of test time: a quiet one (30002), leaves, crashes, zombies, network partitions,
// stalls, group coordinator failovers, fencing with rebuilt producers.
const SMALL_SEEDS = [30_001, 30_002, 30_009, 30_011, 30_016, 30_021, 30_028, 30_030];
// 283: a quiet cooperative-sticky group that members join while batches are in flight: a member that keeps its
// partitions may abort one batch on ILLEGAL_GENERATION (its rebalance completed in the background), nothing else.
// 126082: the reader is still behind when the drain ends and network latency is on, so its catch-up polls wait on
// the virtual clock (the harness must drive them, or the history never settles).
// 130362: a member cut off from its group (TxnOffsetCommit answered UNKNOWN_MEMBER_ID) before its heartbeat noticed;
// re-run at once, its aborts took no virtual time, so the heartbeat never came and the producer epochs ran out.
// 152407: a zombie's commit whose EndTxn answers were lost is refused as fenced; the committed offsets prove it
// applied, but the rebuilt producer is fenced in turn (InitProducerId PRODUCER_FENCED): that must not turn the
// known outcome into "aborted" (the recovery is owed to the next batch).
const FULL_SEEDS = [40_006, 283, 126_082, 130_362, 152_407];

async function expectClean(seed: number, options: HistoryOptions): Promise<HistoryResult> {
  const result = await runPipelineHistory(seed, options);
  const replay = `npm run simulate -- --seed ${seed} --workload pipelines${options.scale === 'small' ? ' --scale small' : ''}`;
  expect(result.violations, `replay: ${replay}\n${formatHistory(result.events)}`).toEqual([]);
  return result;
}

describe('pipeline simulation: fixed seeds', () => {
  const faults = new Set<string>();
  const batches = new Set<string>();
  it.each(SMALL_SEEDS)('small pipeline history, seed %i: no violation', async (seed) => {
    const result = await expectClean(seed, { scale: 'small' });
    for (const kind of result.faultCounts.keys()) faults.add(kind);
    for (const kind of result.counters?.keys() ?? []) batches.add(kind);
  });
  it.each(FULL_SEEDS)('full pipeline history, seed %i: no violation', async (seed) => {
    const result = await expectClean(seed, { scale: 'full' });
    for (const kind of result.faultCounts.keys()) faults.add(kind);
    for (const kind of result.counters?.keys() ?? []) batches.add(kind);
  });

  // Reads what the seeds above played (run the file, not this test alone).
  it('the fixed seeds exercise rebalances, zombies, crashes and faults that move the group and the transactions', () => {
    for (const kind of ['member-zombie', 'member-isolation', 'member-crash', 'member-leave', 'group-coordinator-failover']) expect(faults, kind).toContain(kind);
    // Revocations abort batches, and fencing rebuilds producers (the zombies' successors and the network partitions).
    for (const kind of ['committed', 'aborted:revoked', 'producer-rebuilt']) expect(batches, kind).toContain(kind);
  });
});

describe('pipeline simulation: determinism', () => {
  it('the same seed replays the same pipeline history, event for event', async () => {
    const first = await runPipelineHistory(30_009, { scale: 'small' });
    const second = await runPipelineHistory(30_009, { scale: 'small' });
    expect(formatHistory(second.events)).toBe(formatHistory(first.events));
    expect(second.virtualMs).toBe(first.virtualMs);
    expect(first.events.length).toBeGreaterThan(20);
  });
});

/** Runs pipeline `seed` (small) with a tamper step after the drain; returns the invariants that fired and whether the tamper applied. */
async function tampered(seed: number, tamper: (context: SimulationContext) => boolean): Promise<{ invariants: number[]; messages: string[]; applied: boolean }> {
  let applied = false;
  const result = await runPipelineHistory(seed, { scale: 'small', tamper: (context) => { applied = tamper(context); } });
  return { invariants: [...new Set(result.violations.map((violation) => violation.invariant))].sort(), messages: result.violations.map((violation) => violation.message), applied };
}

function append(context: SimulationContext, topic: string, partition: number, value: string): void {
  const batch = encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none },
    [{ timestamp: context.clock.now(), key: null, value: Buffer.from(value) }]);
  context.cluster.produce({ transactionalId: null, topic, partition, records: batch });
}

describe('pipeline simulation: the checker catches corruption', () => {
  // A quick history with committed output and aborted input transactions.
  const SEED = 30_022;

  it('an output written twice (the batch processed again after a commit): invariants 1, 2 and 3', async () => {
    const { invariants, applied } = await tampered(SEED, (context) => {
      const send = [...context.ledger.sends.values()].find((each) => each.topic === PIPELINE_OUTPUT.name && each.transaction?.outcome === 'committed');
      if (send === undefined) return false;
      append(context, send.topic, send.partition, send.value);
      return true;
    });
    expect(applied).toBe(true);
    expect(invariants).toEqual([1, 2, 3]);
  });

  it('the group\'s offset moved past input that has no output (input skipped): invariant 3', async () => {
    const { invariants, messages, applied } = await tampered(SEED, (context) => {
      append(context, PIPELINE_INPUT.name, 0, 'never-processed');
      const end = context.cluster.state.partition(PIPELINE_INPUT.name, 0)?.log.logEndOffset ?? 0n;
      context.cluster.groups.offsetCommit(PIPELINE_GROUP, { generationId: -1, memberId: '', groupInstanceId: null },
        [{ topic: PIPELINE_INPUT.name, partition: 0, offset: end, leaderEpoch: -1, metadata: null }]);
      return true;
    });
    expect(applied).toBe(true);
    expect(invariants).toEqual([1, 3]); // 1: the reader never saw the record written after it stopped
    expect(messages.some((message) => message.includes('never-processed') && message.includes('visible 0 times'))).toBe(true);
  });

  it('the group\'s offset moved back (processed input would be processed again): invariant 3', async () => {
    const { invariants, applied } = await tampered(SEED, (context) => {
      const partition = context.cluster.offsetFetch({ groupId: PIPELINE_GROUP, partitions: null, requireStable: false }).partitions.find((each) => each.committedOffset > 0n);
      if (partition === undefined) return false;
      context.cluster.groups.offsetCommit(PIPELINE_GROUP, { generationId: -1, memberId: '', groupInstanceId: null },
        [{ topic: partition.topic, partition: partition.partition, offset: 0n, leaderEpoch: -1, metadata: null }]);
      return true;
    });
    expect(applied).toBe(true);
    expect(invariants).toEqual([3]);
  });

  it('an output for input that was aborted: invariant 3', async () => {
    const { invariants, messages, applied } = await tampered(SEED, (context) => {
      const aborted = [...context.ledger.sends.values()].find((each) => each.topic === PIPELINE_INPUT.name && each.transaction?.outcome === 'aborted' && each.offset !== null);
      if (aborted === undefined) return false;
      append(context, PIPELINE_OUTPUT.name, 0, `forged#1|0|in:${aborted.partition}:${aborted.offset}`);
      return true;
    });
    expect(applied).toBe(true);
    expect(invariants).toContain(3);
    expect(messages.some((message) => message.includes('no committed input record'))).toBe(true);
  });

  it('a committed record the read_committed reader was never handed: invariant 1', async () => {
    const { invariants, messages, applied } = await tampered(SEED, (context) => {
      // Past the group's committed offset: input not processed yet is no violation of invariant 3.
      append(context, PIPELINE_INPUT.name, 1, 'appended-after-the-reader-caught-up');
      return true;
    });
    expect(applied).toBe(true);
    expect(invariants).toEqual([1]);
    expect(messages.some((message) => message.includes('read_committed reader') && message.includes('never handed out'))).toBe(true);
  });

  it('a record of an aborted transaction handed to the read_committed reader: invariant 1', async () => {
    let applied = false;
    const result = await runPipelineHistory(SEED, {
      scale: 'small',
      tamperReader: (reader, context) => {
        const aborted = [...context.ledger.sends.values()].find((each) => each.topic === PIPELINE_INPUT.name && each.transaction?.outcome === 'aborted' && each.offset !== null);
        if (aborted === undefined || aborted.offset === null) return;
        const seen = reader.seen.get(`${aborted.topic}-${aborted.partition}`) ?? [];
        const at = seen.findIndex((record) => record.offset > (aborted.offset ?? 0n));
        seen.splice(at < 0 ? seen.length : at, 0, { offset: aborted.offset, value: aborted.value });
        applied = true;
      },
    });
    expect(applied).toBe(true);
    expect([...new Set(result.violations.map((violation) => violation.invariant))]).toEqual([1]);
    expect(result.violations.some((violation) => violation.message.includes('must not see'))).toBe(true);
  });

  it('a committed batch the session reported aborted: invariant 1', async () => {
    const { invariants, applied } = await tampered(SEED, (context) => {
      const batch = context.ledger.transactions.find((each) => each.transactionalId.startsWith('pipe-') && each.outcome === 'committed' && each.sends.length > 0);
      if (batch === undefined) return false;
      batch.outcome = 'aborted';
      return true;
    });
    expect(applied).toBe(true);
    expect(invariants).toEqual([1]);
  });
});
