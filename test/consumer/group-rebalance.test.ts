/**
 * Group membership on the in-memory cluster with 2-3 consumers: range and cooperative-sticky assignments,
 * assignment callbacks in order (revocation awaited before the group completes), lost partitions when the
 * coordinator drops the member, and LeaveGroup on close.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { AssignmentListener } from '../../src/consumer/transactional-source.js';
import type { TopicPartition } from '../../src/common/topic-partition.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { testConsumerOptions, transactionalProducer, waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const names = (partitions: readonly TopicPartition[]): string[] => partitions.map((tp) => `${tp.topic}-${tp.partition}`).sort();

function setup(partitions = 6) {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'in', partitions }] });
  closers.push(() => { cluster.close(); });
  const events: string[] = [];
  const consumer = (name: string, extra: Partial<ConsumerOptions> = {}, listener: AssignmentListener = {}): Consumer => {
    const instance = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster, { clientId: name }), { clientId: name, ...extra }));
    closers.push(() => instance.close());
    instance.subscribe(['in'], {
      onPartitionsAssigned: async (tps) => { events.push(`${name} assigned ${names(tps).join(',')}`); await listener.onPartitionsAssigned?.(tps); },
      onPartitionsRevoked: async (tps) => { events.push(`${name} revoked ${names(tps).join(',')}`); await listener.onPartitionsRevoked?.(tps); },
      onPartitionsLost: async (tps) => { events.push(`${name} lost ${names(tps).join(',')}`); await listener.onPartitionsLost?.(tps); },
    });
    return instance;
  };
  return { cluster, events, consumer };
}

describe('eager rebalance (range)', () => {
  it('spreads partitions in ranges, revokes everything (awaited) before the group completes, rebalances on leave', async () => {
    const { cluster, events, consumer } = setup();
    let releaseRevoke: () => void = () => undefined;
    const revokeHeld = new Promise<void>((resolve) => { releaseRevoke = resolve; });
    closers.push(() => { releaseRevoke(); });
    let holding = true;
    const a = consumer('a', {}, { onPartitionsRevoked: () => (holding ? revokeHeld : undefined) });
    await waitFor(() => a.assignment().length === 6, 'a owns all');
    expect(a.groupMetadata()).toMatchObject({ groupId: 'g', generationId: 1 });

    const b = consumer('b');
    await waitFor(() => events.includes('a revoked in-0,in-1,in-2,in-3,in-4,in-5'), 'a revoked');
    // a's revocation is still running: the rebalance cannot complete, b gets nothing yet.
    for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(b.assignment()).toEqual([]);
    expect(cluster.groups.group('g').generationId).toBe(1);
    holding = false;
    releaseRevoke();
    await waitFor(() => a.assignment().length === 3 && b.assignment().length === 3, 'a and b own 3 each');
    expect(names([...a.assignment(), ...b.assignment()])).toEqual(['in-0', 'in-1', 'in-2', 'in-3', 'in-4', 'in-5']);
    // Ranges: each member owns a contiguous block.
    for (const owner of [a, b]) {
      const indexes = owner.assignment().map((tp) => tp.partition).sort();
      expect(indexes[2]! - indexes[0]!).toBe(2);
    }
    expect(a.groupMetadata().generationId).toBe(2);
    expect(b.groupMetadata().generationId).toBe(2);

    const c = consumer('c');
    await waitFor(() => [a, b, c].every((each) => each.assignment().length === 2), 'three members own 2 each');

    await b.close();
    expect(cluster.groups.group('g').memberIds()).not.toContain(b.groupMetadata().memberId || 'none');
    await waitFor(() => a.assignment().length === 3 && c.assignment().length === 3, 'a and c own 3 each after b left');
    // b's order: its range first, and a revocation of everything it owned last (on close).
    const bEvents = events.filter((event) => event.startsWith('b '));
    expect(bEvents[0]).toBe('b assigned in-3,in-4,in-5');
    expect(bEvents.at(-1)).toMatch(/^b revoked in-/);
    expect(events.some((event) => event.includes('lost'))).toBe(false);
  });
});

describe('cooperative rebalance (cooperative-sticky)', () => {
  it('revokes only the partitions that move, and hands them over in the next generation', async () => {
    const { events, consumer } = setup();
    const strategy = { partitionAssignmentStrategy: ['cooperative-sticky'] as const };
    const a = consumer('a', strategy);
    await waitFor(() => a.assignment().length === 6, 'a owns all');
    const b = consumer('b', strategy);
    await waitFor(() => a.assignment().length === 3 && b.assignment().length === 3, 'split 3/3');
    const aEvents = events.filter((event) => event.startsWith('a '));
    expect(aEvents[0]).toBe('a assigned in-0,in-1,in-2,in-3,in-4,in-5');
    // a gave up exactly what b got, and kept the rest throughout.
    const revoked = aEvents.filter((event) => event.startsWith('a revoked'));
    expect(revoked).toEqual([`a revoked ${names(b.assignment()).join(',')}`]);
    expect(events.some((event) => event.includes('lost'))).toBe(false);
    expect(names([...a.assignment(), ...b.assignment()])).toEqual(['in-0', 'in-1', 'in-2', 'in-3', 'in-4', 'in-5']);
  });
});

describe('partitions being revoked', () => {
  it('hands out no record of a partition once its revocation started, while its listeners still run', async () => {
    const { cluster, consumer } = setup(2);
    const writer = transactionalProducer(new InProcessNetworkClient(cluster), 'writer');
    closers.push(() => writer.close());
    await writer.initTransactions();
    writer.beginTransaction();
    await writer.send([0, 1].flatMap((partition) => ['a', 'b'].map((value) => ({ topic: 'in', partition, value: `${partition}${value}` }))));
    await writer.commitTransaction();
    const strategy = { partitionAssignmentStrategy: ['cooperative-sticky'] as const, maxPartitionFetchBytes: 1, fetchMaxBytes: 1 };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    closers.push(() => { release(); });
    let revoking: readonly TopicPartition[] = [];
    const a = consumer('a', strategy, { onPartitionsRevoked: (tps) => { revoking = tps; return held; } });
    await waitFor(() => a.assignment().length === 2, 'a owns both');
    // a buffers records of both partitions (one record batch per fetch) but hands none out yet.
    consumer('b', strategy);
    await waitFor(() => revoking.length === 1, 'a is revoking one partition');
    const leaving = revoking[0];
    expect(a.assignment().map((tp) => tp.partition)).toContain(leaving?.partition);
    const handed: string[] = [];
    for (let round = 0; round < 10; round++) {
      const batch = await a.poll({ timeoutMs: 20 });
      handed.push(...batch.records.map((record) => `${record.partition}`));
    }
    expect(handed.length).toBeGreaterThan(0);
    expect(handed).not.toContain(`${leaving?.partition}`);
    release();
  });
});

describe('lost partitions', () => {
  it('calls onPartitionsLost (not revoked) when the coordinator no longer knows the member, then rejoins', async () => {
    const { cluster, events, consumer } = setup(2);
    const a = consumer('a');
    await waitFor(() => a.assignment().length === 2, 'a owns all');
    const before = a.groupMetadata();
    // The coordinator expires the member (as after a missed session timeout).
    cluster.groups.group('g').leaveGroup(before.memberId);
    await waitFor(() => events.includes('a lost in-0,in-1'), 'a lost');
    await waitFor(() => a.assignment().length === 2 && a.groupMetadata().generationId > before.generationId, 'a rejoined');
    expect(a.groupMetadata().memberId).not.toBe(before.memberId);
    expect(events.filter((event) => event.includes('revoked'))).toEqual([]);
    expect(events).toEqual(['a assigned in-0,in-1', 'a lost in-0,in-1', 'a assigned in-0,in-1']);
  });
});

describe('poll timeout (maxPollIntervalMs)', () => {
  it('a member that stops polling leaves the group and loses its partitions, then rejoins at the next poll', async () => {
    const { cluster, events, consumer } = setup(2);
    const a = consumer('a', { maxPollIntervalMs: 300 });
    await waitFor(() => a.assignment().length === 2, 'a owns all');
    // No poll at all: past maxPollIntervalMs the member leaves (a paused zombie must not keep its partitions).
    await waitFor(() => events.includes('a lost in-0,in-1'), 'a lost after the poll timeout');
    expect(cluster.groups.group('g').memberIds()).toEqual([]);
    expect(a.assignment()).toEqual([]);
    expect(a.groupMetadata()).toMatchObject({ generationId: -1, memberId: '' });
    await a.poll({ timeoutMs: 1 });
    await waitFor(() => a.assignment().length === 2, 'a rejoined after polling');
  });
});
