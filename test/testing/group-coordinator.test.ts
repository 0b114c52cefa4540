import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../src/internal/clock.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';

const protocols = [{ name: 'range', metadata: Buffer.from('m') }];
const join = (cluster: InMemoryCluster, memberId: string) =>
  cluster.groups.group('g').joinGroup({ memberId, groupInstanceId: null, clientId: 'c', sessionTimeoutMs: 10_000, rebalanceTimeoutMs: 5_000, protocolType: 'consumer', protocols, requireKnownMemberId: false });

function setup() {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ clock, topics: [{ name: 'a', partitions: 1 }] });
  const { producerId, producerEpoch } = cluster.initProducerId({ transactionalId: 'tx', transactionTimeoutMs: 60_000 });
  const offsets = [{ topic: 'a', partition: 0, offset: 42n, leaderEpoch: -1, metadata: 'm' }];
  const txnCommit = (generationId = -1, memberId = '') =>
    cluster.txnOffsetCommit({ transactionalId: 'tx', groupId: 'g', producerId, producerEpoch, generationId, memberId, groupInstanceId: null, offsets });
  const fetchOffset = (requireStable = false) => cluster.offsetFetch({ groupId: 'g', partitions: [{ topic: 'a', partition: 0 }], requireStable }).partitions[0]!;
  const end = (committed: boolean) => cluster.endTxn({ transactionalId: 'tx', producerId, producerEpoch, committed });
  const addOffsets = () => cluster.addOffsetsToTxn({ transactionalId: 'tx', producerId, producerEpoch, groupId: 'g' });
  return { clock, cluster, txnCommit, fetchOffset, end, addOffsets };
}

describe('group coordinator offsets', () => {
  it('holds transactional offsets pending until commit; requireStable sees UNSTABLE_OFFSET_COMMIT', () => {
    const { txnCommit, fetchOffset, end, addOffsets } = setup();
    expect(txnCommit()).toEqual([ErrorCode.INVALID_TXN_STATE]); // group not added (TV1)
    expect(addOffsets()).toBe(ErrorCode.NONE);
    expect(txnCommit()).toEqual([ErrorCode.NONE]);
    expect(fetchOffset().committedOffset).toBe(-1n);
    expect(fetchOffset(true).errorCode).toBe(ErrorCode.UNSTABLE_OFFSET_COMMIT);
    expect(end(true).errorCode).toBe(ErrorCode.NONE);
    expect(fetchOffset()).toMatchObject({ committedOffset: 42n, metadata: 'm', errorCode: 0 });
    expect(fetchOffset(true).errorCode).toBe(ErrorCode.NONE);
  });

  it('drops transactional offsets on abort', () => {
    const { txnCommit, fetchOffset, end, addOffsets } = setup();
    addOffsets();
    txnCommit();
    end(false);
    expect(fetchOffset().committedOffset).toBe(-1n);
    expect(fetchOffset(true).errorCode).toBe(ErrorCode.NONE);
  });

  it('applies KIP-447 member and generation checks to TxnOffsetCommit', async () => {
    const { cluster, txnCommit, addOffsets } = setup();
    addOffsets();
    expect(txnCommit(1, 'nobody')).toEqual([ErrorCode.ILLEGAL_GENERATION]); // no active group
    const joined = await join(cluster, '');
    expect(joined.errorCode).toBe(ErrorCode.NONE);
    expect(txnCommit(joined.generationId, 'nobody')).toEqual([ErrorCode.UNKNOWN_MEMBER_ID]);
    expect(txnCommit(joined.generationId + 1, joined.memberId)).toEqual([ErrorCode.ILLEGAL_GENERATION]);
    expect(txnCommit(joined.generationId, joined.memberId)).toEqual([ErrorCode.NONE]);
    expect(txnCommit()).toEqual([ErrorCode.NONE]); // pre-KIP-447 producer: no identity, no check
  });

  it('checks plain OffsetCommit against the group', async () => {
    const { cluster } = setup();
    const offsets = [{ topic: 'a', partition: 0, offset: 7n, leaderEpoch: 0, metadata: null }];
    expect(cluster.offsetCommit({ groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null, offsets })).toEqual([0]);
    const joined = await join(cluster, '');
    expect(cluster.offsetCommit({ groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null, offsets })).toEqual([ErrorCode.UNKNOWN_MEMBER_ID]);
    expect(cluster.offsetCommit({ groupId: 'g', generationId: joined.generationId, memberId: joined.memberId, groupInstanceId: null, offsets })).toEqual([ErrorCode.REBALANCE_IN_PROGRESS]);
    await cluster.groups.group('g').syncGroup({ memberId: joined.memberId, generationId: joined.generationId, assignments: [] });
    expect(cluster.offsetCommit({ groupId: 'g', generationId: joined.generationId, memberId: joined.memberId, groupInstanceId: null, offsets })).toEqual([0]);
    expect(cluster.offsetFetch({ groupId: 'g', partitions: null, requireStable: false }).partitions).toEqual([
      // A commit without metadata is stored with Kafka's empty metadata (OffsetAndMetadata.NO_METADATA).
      { topic: 'a', partition: 0, committedOffset: 7n, committedLeaderEpoch: 0, metadata: '', errorCode: 0 },
    ]);
  });
});

describe('classic group protocol', () => {
  it('elects a leader, hands it the members, and distributes its assignments', async () => {
    const { cluster } = setup();
    const group = cluster.groups.group('g');
    const first = await join(cluster, '');
    expect(first).toMatchObject({ errorCode: 0, generationId: 1, leader: first.memberId, protocolName: 'range' });
    await group.syncGroup({ memberId: first.memberId, generationId: 1, assignments: [{ memberId: first.memberId, assignment: Buffer.from('all') }] });
    // A second member triggers a rebalance; the first learns of it through its heartbeat.
    const secondJoin = join(cluster, '');
    expect(group.heartbeat({ memberId: first.memberId, generationId: 1 })).toBe(ErrorCode.REBALANCE_IN_PROGRESS);
    const firstRejoin = await join(cluster, first.memberId);
    const second = await secondJoin;
    expect(firstRejoin.generationId).toBe(2);
    expect(firstRejoin.members.map((member) => member.memberId).sort()).toEqual([first.memberId, second.memberId].sort());
    expect(second.members).toEqual([]);
    const followerSync = group.syncGroup({ memberId: second.memberId, generationId: 2, assignments: [] });
    const leaderSync = await group.syncGroup({
      memberId: first.memberId,
      generationId: 2,
      assignments: [{ memberId: first.memberId, assignment: Buffer.from('p0') }, { memberId: second.memberId, assignment: Buffer.from('p1') }],
    });
    expect(leaderSync.assignment.toString()).toBe('p0');
    expect((await followerSync).assignment.toString()).toBe('p1');
    expect(group.heartbeat({ memberId: second.memberId, generationId: 2 })).toBe(ErrorCode.NONE);
    expect(group.heartbeat({ memberId: second.memberId, generationId: 1 })).toBe(ErrorCode.ILLEGAL_GENERATION);
    expect(group.leaveGroup(second.memberId)).toBe(ErrorCode.NONE);
    expect(group.heartbeat({ memberId: second.memberId, generationId: 2 })).toBe(ErrorCode.UNKNOWN_MEMBER_ID);
    cluster.close();
  });

  it('requires a member id on JoinGroup v4+ and expires silent members after the session timeout', async () => {
    const { clock, cluster } = setup();
    const group = cluster.groups.group('g');
    const request = { memberId: '', groupInstanceId: null, clientId: 'c', sessionTimeoutMs: 10_000, rebalanceTimeoutMs: 5_000, protocolType: 'consumer', protocols, requireKnownMemberId: true };
    const required = await group.joinGroup(request);
    expect(required.errorCode).toBe(ErrorCode.MEMBER_ID_REQUIRED);
    const joined = await group.joinGroup({ ...request, memberId: required.memberId });
    expect(joined.errorCode).toBe(ErrorCode.NONE);
    clock.advance(10_000);
    expect(group.memberIds()).toEqual([]);
    expect(group.state).toBe('Empty');
    expect(clock.pendingTimers).toBe(0);
  });
});
