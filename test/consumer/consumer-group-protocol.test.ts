/**
 * The KIP-848 `consumer` group protocol (groupProtocol: 'consumer') on the in-memory cluster: members joining
 * and leaving with the server-side uniform and range assignors, revocation acknowledged before the partitions
 * move (member epochs), fencing (lost partitions, rejoin with epoch 0 and the same member id), static members
 * leaving with epoch -2, and the transactional session aborting a batch whose partitions are revoked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { UnreleasedInstanceIdError } from '../../src/consumer/consumer-errors.js';
import { Producer } from '../../src/producer/producer.js';
import type { AssignmentListener } from '../../src/consumer/transactional-source.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { TopicPartition } from '../../src/common/topic-partition.js';
import { waitFor } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const names = (partitions: readonly TopicPartition[]): string[] => partitions.map((tp) => `${tp.topic}-${tp.partition}`).sort();

function setup(partitions = 6, extraTopics: readonly { name: string; partitions: number }[] = []) {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'in', partitions }, ...extraTopics], consumerGroupHeartbeatIntervalMs: 20 });
  closers.push(() => { cluster.close(); });
  const events: string[] = [];
  const consumer = (name: string, extra: Partial<ConsumerOptions> = {}, listener: AssignmentListener = {}, topics = ['in']): Consumer => {
    const instance = new Consumer({
      network: new InProcessNetworkClient(cluster, { clientId: name }), clientId: name, groupId: 'g', groupProtocol: 'consumer',
      autoOffsetReset: 'earliest', fetchMaxWaitMs: 20, maxPollIntervalMs: 10_000, retryBackoffMs: 5, retryBackoffMaxMs: 50, ...extra,
    });
    closers.push(() => instance.close());
    instance.subscribe(topics, {
      onPartitionsAssigned: async (tps) => { if (tps.length > 0) events.push(`${name} assigned ${names(tps).join(',')}`); await listener.onPartitionsAssigned?.(tps); },
      onPartitionsRevoked: async (tps) => { events.push(`${name} revoked ${names(tps).join(',')}`); await listener.onPartitionsRevoked?.(tps); },
      onPartitionsLost: async (tps) => { events.push(`${name} lost ${names(tps).join(',')}`); await listener.onPartitionsLost?.(tps); },
    });
    return instance;
  };
  return { cluster, events, consumer, group: () => cluster.groups.consumerGroup('g') };
}

const turns = async (count: number): Promise<void> => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('consumer group protocol: uniform assignor', () => {
  it('spreads partitions over joining members, moves a partition only after its owner revoked it, rebalances on leave', async () => {
    const { events, consumer, group } = setup();
    let releaseRevoke: () => void = () => undefined;
    const revokeHeld = new Promise<void>((resolve) => { releaseRevoke = resolve; });
    closers.push(() => { releaseRevoke(); });
    let holding = true;
    const a = consumer('a', {}, { onPartitionsRevoked: () => (holding ? revokeHeld : undefined) });
    await waitFor(() => a.assignment().length === 6, 'a owns all');
    const aEpoch = a.groupMetadata().generationId;
    expect(aEpoch).toBeGreaterThan(0);
    expect(a.groupMetadata().memberId).toMatch(/^[A-Za-z0-9_-]{22}$/); // the client's own UUID (KIP-1082)
    expect(group().describe()[0]).toMatchObject({ memberId: a.groupMetadata().memberId, memberEpoch: aEpoch });

    const b = consumer('b');
    await waitFor(() => events.some((event) => event.startsWith('a revoked')), 'a revoking');
    // a is inside onPartitionsRevoked: the broker holds the partitions back from b (pending revocation).
    await turns(300);
    expect(b.assignment()).toEqual([]);
    const aView = group().describe().find((member) => member.memberId === a.groupMetadata().memberId);
    expect(aView?.state).toBe('UNREVOKED_PARTITIONS');
    expect(aView?.pendingRevocation).toHaveLength(3);
    holding = false;
    releaseRevoke();
    await waitFor(() => a.assignment().length === 3 && b.assignment().length === 3, 'a and b own 3 each');
    expect(names([...a.assignment(), ...b.assignment()])).toEqual(['in-0', 'in-1', 'in-2', 'in-3', 'in-4', 'in-5']);
    // a kept half of what it had (incremental: only the moved partitions were revoked).
    expect(events.filter((event) => event.startsWith('a revoked'))).toEqual([`a revoked ${names(b.assignment()).join(',')}`]);
    await waitFor(() => a.groupMetadata().generationId === b.groupMetadata().generationId, 'both at the group epoch');
    expect(a.groupMetadata().generationId).toBeGreaterThan(aEpoch);

    const c = consumer('c');
    await waitFor(() => [a, b, c].every((each) => each.assignment().length === 2), 'three members own 2 each');
    const bId = b.groupMetadata().memberId;
    await b.close();
    expect(group().describe().map((member) => member.memberId)).not.toContain(bId); // left with epoch -1
    await waitFor(() => a.assignment().length === 3 && c.assignment().length === 3, 'a and c own 3 each after b left');
    expect(events.some((event) => event.includes('lost'))).toBe(false);
    expect(events.filter((event) => event.startsWith('b ')).at(-1)).toMatch(/^b revoked in-/);
  });
});

describe('consumer group protocol: range assignor', () => {
  it('gives contiguous ranges of each topic, lined up across co-partitioned topics', async () => {
    const { consumer } = setup(4, [{ name: 'side', partitions: 4 }]);
    const a = consumer('a', { groupRemoteAssignor: 'range' }, {}, ['in', 'side']);
    const b = consumer('b', { groupRemoteAssignor: 'range' }, {}, ['in', 'side']);
    await waitFor(() => a.assignment().length === 4 && b.assignment().length === 4, 'split 4/4');
    for (const owner of [a, b]) {
      const inParts = owner.assignment().filter((tp) => tp.topic === 'in').map((tp) => tp.partition).sort();
      const sideParts = owner.assignment().filter((tp) => tp.topic === 'side').map((tp) => tp.partition).sort();
      expect(inParts).toEqual(sideParts);
      expect(inParts[1]! - inParts[0]!).toBe(1);
    }
  });
});

describe('consumer group protocol: fencing', () => {
  it('a member the coordinator dropped loses its partitions and rejoins with epoch 0 under the same member id', async () => {
    const { events, consumer, group } = setup(2);
    const a = consumer('a');
    await waitFor(() => a.assignment().length === 2, 'a owns all');
    const before = a.groupMetadata();
    group().expire(before.memberId);
    await waitFor(() => events.includes('a lost in-0,in-1'), 'a lost');
    await waitFor(() => a.assignment().length === 2, 'a rejoined');
    expect(a.groupMetadata().memberId).toBe(before.memberId);
    expect(a.groupMetadata().generationId).toBeGreaterThan(before.generationId);
    expect(events).toEqual(['a assigned in-0,in-1', 'a lost in-0,in-1', 'a assigned in-0,in-1']);
  });

  it('a commit naming a stale member epoch is refused: OffsetCommit and TxnOffsetCommit v6+ STALE_MEMBER_EPOCH, older TxnOffsetCommit ILLEGAL_GENERATION', async () => {
    const { cluster, consumer } = setup(2);
    const a = consumer('a');
    await waitFor(() => a.assignment().length === 2, 'a owns all');
    const { memberId, generationId } = a.groupMetadata();
    const offsets = [{ topic: 'in', partition: 0, offset: 1n, leaderEpoch: -1, metadata: null }];
    expect(cluster.groups.offsetCommit('g', { memberId, generationId, groupInstanceId: null }, offsets, 9)).toEqual([0]);
    expect(cluster.groups.offsetCommit('g', { memberId, generationId: generationId - 1, groupInstanceId: null }, offsets, 9)).toEqual([113]); // STALE_MEMBER_EPOCH
    expect(cluster.groups.offsetCommit('g', { memberId, generationId, groupInstanceId: null }, offsets, 8)).toEqual([35]); // UNSUPPORTED_VERSION
    expect(cluster.groups.offsetCommit('g', { memberId: 'nobody', generationId, groupInstanceId: null }, offsets, 9)).toEqual([25]); // UNKNOWN_MEMBER_ID
    expect(cluster.groups.txnOffsetCommit('g', 1n, { memberId, generationId: generationId + 1, groupInstanceId: null }, offsets, 5)).toEqual([22]); // ILLEGAL_GENERATION
    expect(cluster.groups.txnOffsetCommit('g', 1n, { memberId, generationId: generationId + 1, groupInstanceId: null }, offsets, 6)).toEqual([113]); // STALE_MEMBER_EPOCH (KIP-1319)
    expect(cluster.groups.txnOffsetCommit('g', 1n, { memberId, generationId, groupInstanceId: null }, offsets)).toEqual([0]);
  });
});

describe('consumer group protocol: commits with an older member epoch (KIP-1251, Kafka 4.3+)', () => {
  it('after a rebalance moved its epoch on, a member still commits with its previous epoch the partitions it kept, never those it gave up', async () => {
    const { cluster, consumer } = setup(2);
    const a = consumer('a');
    await waitFor(() => a.assignment().length === 2, 'a owns all');
    const previous = a.groupMetadata();
    const b = consumer('b');
    await waitFor(() => a.assignment().length === 1 && b.assignment().length === 1 && a.groupMetadata().generationId > previous.generationId, 'split, a at a newer epoch');
    const current = a.groupMetadata();
    const [kept] = a.assignment();
    const [moved] = b.assignment();
    const entry = (tp: TopicPartition | undefined) => ({ topic: tp?.topic ?? '', partition: tp?.partition ?? -1, offset: 1n, leaderEpoch: -1, metadata: null });
    const as = (generationId: number) => ({ memberId: previous.memberId, generationId, groupInstanceId: null });
    // The kept partition was assigned at the previous epoch: a commit still naming it is accepted ...
    expect(cluster.groups.offsetCommit('g', as(previous.generationId), [entry(kept)], 9)).toEqual([0]);
    expect(cluster.groups.txnOffsetCommit('g', 1n, as(previous.generationId), [entry(kept)])).toEqual([0]);
    // ... one for the partition given up is not, and it refuses the whole commit (STALE_MEMBER_EPOCH; TxnOffsetCommit
    // below v6 ILLEGAL_GENERATION).
    expect(cluster.groups.offsetCommit('g', as(previous.generationId), [entry(moved)], 9)).toEqual([113]);
    expect(cluster.groups.offsetCommit('g', as(previous.generationId), [entry(kept), entry(moved)], 9)).toEqual([113, 113]);
    expect(cluster.groups.txnOffsetCommit('g', 2n, as(previous.generationId), [entry(moved)], 6)).toEqual([113]);
    expect(cluster.groups.txnOffsetCommit('g', 2n, as(previous.generationId), [entry(moved)], 5)).toEqual([22]);
    // An epoch older than the partition's assignment, and a newer one than the member's, are refused too.
    expect(cluster.groups.offsetCommit('g', as(previous.generationId - 1), [entry(kept)], 9)).toEqual([113]);
    expect(cluster.groups.offsetCommit('g', as(current.generationId + 1), [entry(kept)], 9)).toEqual([113]);
    expect(cluster.groups.offsetCommit('g', as(current.generationId), [entry(kept)], 9)).toEqual([0]);
  });
});

describe('consumer group protocol: static membership', () => {
  it('close() leaves with epoch -2; a restart with the same groupInstanceId gets the same partitions without a rebalance', async () => {
    const { consumer, group } = setup(4);
    const a = consumer('a', { groupInstanceId: 'a-1' });
    const b = consumer('b');
    await waitFor(() => a.assignment().length === 2 && b.assignment().length === 2, 'split 2/2');
    const owned = names(a.assignment());
    const epoch = group().groupEpoch;
    await a.close();
    expect(group().describe().find((member) => member.instanceId === 'a-1')?.memberEpoch).toBe(-2);
    await turns(100);
    expect(b.assignment()).toHaveLength(2); // nothing moved while a is away
    const again = consumer('a2', { groupInstanceId: 'a-1' });
    await waitFor(() => again.assignment().length === 2, 'a-1 back');
    expect(names(again.assignment())).toEqual(owned);
    expect(group().groupEpoch).toBe(epoch);
  });

  it('a second live instance with the same groupInstanceId is refused (UNRELEASED_INSTANCE_ID, fatal once defaultApiTimeoutMs passed)', async () => {
    const { consumer } = setup(2);
    const a = consumer('a', { groupInstanceId: 'same' });
    await waitFor(() => a.assignment().length === 2, 'a owns all');
    const twin = consumer('twin', { groupInstanceId: 'same', defaultApiTimeoutMs: 300 });
    await expect(twin.poll({ timeoutMs: 2_000 })).rejects.toThrow(UnreleasedInstanceIdError);
    expect(a.assignment()).toHaveLength(2);
  });
});

describe('consumer group protocol with the transactional session', () => {
  it('a revocation mid-transaction aborts the batch; the revoked offsets are not committed; the new owner reads them again', async () => {
    const { cluster, consumer } = setup(2, [{ name: 'out', partitions: 1 }]);
    const network = new InProcessNetworkClient(cluster, { clientId: 'writer' });
    const input = new Producer({ network, lingerMs: 0 });
    closers.push(() => input.close());
    for (let index = 0; index < 4; index++) await input.send({ topic: 'in', partition: index % 2, value: `v${index}` });

    const a = consumer('a');
    await waitFor(() => a.assignment().length === 2, 'a owns both');
    const producer = new Producer({ network: new InProcessNetworkClient(cluster, { clientId: 'txn-a' }), transactionalId: 'txn-a', lingerMs: 0 });
    closers.push(() => producer.close());
    const session = new TransactionalSession({ producer, source: a, pollTimeoutMs: 2_000 });
    closers.push(() => session.close());
    let b: Consumer | undefined;
    let held: string[] = [];
    const outcome = await session.runOnce(async (batch, transaction) => {
      // The session aborts only a batch holding a revoked partition, and the assignor picks which one moves to b:
      // the batch must hold both, or the wait below is for an abort that rightly never comes (checked first, so
      // that a poll returning one partition fails here instead of hanging).
      held = [...new Set(names(batch.records))];
      if (held.length !== 2) return;
      await transaction.send(batch.records.map((record) => ({ topic: 'out', value: record.value })));
      b = consumer('b'); // a rebalance while the transaction is open
      await new Promise((resolve) => { transaction.signal.addEventListener('abort', resolve, { once: true }); });
    });
    expect(held).toEqual(['in-0', 'in-1']);
    expect(outcome).toMatchObject({ status: 'aborted', reason: 'revoked' });
    await waitFor(() => a.assignment().length === 1 && b?.assignment().length === 1, 'split 1/1');
    // Nothing was committed for the group: the aborted transaction's offsets were dropped.
    expect(cluster.groups.offsetFetch('g', null, false)).toEqual([]);
    // b starts its partition from the beginning.
    const seen: string[] = [];
    for (let round = 0; round < 100 && seen.length < 2; round++) {
      const batch = await b!.poll({ timeoutMs: 20 });
      seen.push(...batch.records.map((record) => Buffer.from(record.value ?? new Uint8Array()).toString()));
    }
    expect(seen).toHaveLength(2);
    // The session goes on with what a still owns and commits it, with the member epoch as the generation.
    const next = await session.runOnce(async (batch, transaction) => {
      await transaction.send(batch.records.map((record) => ({ topic: 'out', value: record.value })));
    });
    expect(next).toMatchObject({ status: 'committed', records: 2 });
    await waitFor(() => cluster.groups.offsetFetch('g', null, false).length === 1, 'a committed its partition');
    expect(cluster.groups.offsetFetch('g', null, false)[0]).toMatchObject({ topic: 'in', partition: a.assignment()[0]!.partition, committedOffset: 2n });
  });
});
