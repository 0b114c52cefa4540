import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { createHeartbeatRequest } from '../../../src/protocol/messages/heartbeat.generated.js';
import { createJoinGroupRequest, createJoinGroupRequestJoinGroupRequestProtocol } from '../../../src/protocol/messages/join-group.generated.js';
import { createLeaveGroupRequest, createLeaveGroupRequestMemberIdentity } from '../../../src/protocol/messages/leave-group.generated.js';
import {
  createOffsetCommitRequest,
  createOffsetCommitRequestOffsetCommitRequestPartition,
  createOffsetCommitRequestOffsetCommitRequestTopic,
} from '../../../src/protocol/messages/offset-commit.generated.js';
import {
  createOffsetFetchRequest,
  createOffsetFetchRequestOffsetFetchRequestGroup,
  createOffsetFetchRequestOffsetFetchRequestTopic,
} from '../../../src/protocol/messages/offset-fetch.generated.js';
import { createSyncGroupRequest, createSyncGroupRequestSyncGroupRequestAssignment } from '../../../src/protocol/messages/sync-group.generated.js';
import { CoordinatorKeyType } from '../../../src/testing/cluster-state.js';
import { harness, type Harness } from './harness.js';

let h: Harness;
afterEach(() => {
  h.close();
});

const protocols = [createJoinGroupRequestJoinGroupRequestProtocol({ name: 'range', metadata: Buffer.from('sub') })];

async function joinOneMember(version: number): Promise<{ memberId: string; generationId: number }> {
  const join = (memberId: string) =>
    h.call('JoinGroup', version, () => createJoinGroupRequest({ groupId: 'group', sessionTimeoutMs: 10_000, rebalanceTimeoutMs: 10_000, memberId, protocolType: 'consumer', protocols }));
  let response = await join('');
  if (response.errorCode === ErrorCode.MEMBER_ID_REQUIRED) response = await join(response.memberId);
  expect(response.errorCode).toBe(0);
  expect(response.leader).toBe(response.memberId);
  expect(response.members.map((member) => member.metadata.toString())).toEqual(['sub']);
  expect(response.protocolName).toBe('range');
  return { memberId: response.memberId, generationId: response.generationId };
}

describe('classic group handlers', () => {
  it.each([
    [0, 0, 0, 0],
    [4, 3, 3, 2],
    [5, 3, 3, 3],
    [9, 5, 4, 5],
  ])('join (v%i), sync (v%i), heartbeat (v%i) and leave (v%i)', async (joinVersion, syncVersion, heartbeatVersion, leaveVersion) => {
    h = harness();
    const member = await joinOneMember(joinVersion);
    const synced = await h.call('SyncGroup', syncVersion, () =>
      createSyncGroupRequest({
        groupId: 'group',
        ...member,
        protocolType: syncVersion >= 5 ? 'consumer' : null,
        protocolName: syncVersion >= 5 ? 'range' : null,
        assignments: [createSyncGroupRequestSyncGroupRequestAssignment({ memberId: member.memberId, assignment: Buffer.from('orders-0') })],
      }),
    );
    expect(synced.errorCode).toBe(0);
    expect(synced.assignment.toString()).toBe('orders-0');
    if (syncVersion >= 5) expect(synced).toMatchObject({ protocolType: 'consumer', protocolName: 'range' });
    const heartbeat = await h.call('Heartbeat', heartbeatVersion, () => createHeartbeatRequest({ groupId: 'group', ...member }));
    expect(heartbeat.errorCode).toBe(0);
    const stale = await h.call('Heartbeat', heartbeatVersion, () => createHeartbeatRequest({ groupId: 'group', memberId: member.memberId, generationId: member.generationId + 1 }));
    expect(stale.errorCode).toBe(ErrorCode.ILLEGAL_GENERATION);
    const left = await h.call('LeaveGroup', leaveVersion, () =>
      leaveVersion >= 3
        ? createLeaveGroupRequest({ groupId: 'group', members: [createLeaveGroupRequestMemberIdentity({ memberId: member.memberId }), createLeaveGroupRequestMemberIdentity({ memberId: 'ghost' })] })
        : createLeaveGroupRequest({ groupId: 'group', memberId: member.memberId }),
    );
    if (leaveVersion >= 3) expect(left.members.map((each) => each.errorCode)).toEqual([0, ErrorCode.UNKNOWN_MEMBER_ID]);
    else expect(left.errorCode).toBe(0);
    expect(h.cluster.groups.group('group').memberIds()).toEqual([]);
  });

  it('JoinGroup v4+ asks a new member to rejoin with its id (KIP-394)', async () => {
    h = harness();
    const first = await h.call('JoinGroup', 4, () => createJoinGroupRequest({ groupId: 'group', sessionTimeoutMs: 10_000, rebalanceTimeoutMs: 10_000, protocolType: 'consumer', protocols }));
    expect(first.errorCode).toBe(ErrorCode.MEMBER_ID_REQUIRED);
    expect(first.memberId).not.toBe('');
  });

  it('answers NOT_COORDINATOR from the wrong broker', async () => {
    h = harness({ brokers: 2 });
    h.cluster.moveCoordinator(CoordinatorKeyType.GROUP, 'group', 2);
    const response = await h.call('Heartbeat', 4, () => createHeartbeatRequest({ groupId: 'group', memberId: 'm', generationId: 1 }), 1);
    expect(response.errorCode).toBe(ErrorCode.NOT_COORDINATOR);
  });
});

describe('OffsetCommit and OffsetFetch handlers', () => {
  it.each([
    [2, 1],
    [7, 7],
    [8, 8],
    [10, 10],
  ])('commits (v%i) and fetches (v%i) offsets', async (commitVersion, fetchVersion) => {
    h = harness({ topics: [{ name: 'orders', partitions: 2 }] });
    const topicId = h.cluster.state.topic('orders')?.topicId ?? '';
    const committed = await h.call('OffsetCommit', commitVersion, () =>
      createOffsetCommitRequest({
        groupId: 'group',
        generationIdOrMemberEpoch: -1,
        topics: [
          createOffsetCommitRequestOffsetCommitRequestTopic({
            name: 'orders',
            topicId,
            partitions: [createOffsetCommitRequestOffsetCommitRequestPartition({ partitionIndex: 1, committedOffset: 42n, committedMetadata: 'meta' })],
          }),
        ],
      }),
    );
    expect(committed.topics[0]?.partitions[0]).toEqual({ partitionIndex: 1, errorCode: 0 });
    if (fetchVersion >= 8) {
      const fetched = await h.call('OffsetFetch', fetchVersion, () =>
        createOffsetFetchRequest({ groups: [createOffsetFetchRequestOffsetFetchRequestGroup({ groupId: 'group', topics: null }), createOffsetFetchRequestOffsetFetchRequestGroup({ groupId: 'empty', topics: null })] }),
      );
      expect(fetched.groups[0]?.topics[0]?.partitions[0]).toMatchObject({ partitionIndex: 1, committedOffset: 42n, metadata: 'meta', errorCode: 0 });
      if (fetchVersion >= 10) expect(fetched.groups[0]?.topics[0]?.topicId).toBe(topicId);
      expect(fetched.groups[1]).toMatchObject({ groupId: 'empty', errorCode: 0, topics: [] });
    } else {
      const fetched = await h.call('OffsetFetch', fetchVersion, () =>
        createOffsetFetchRequest({ groupId: 'group', topics: [createOffsetFetchRequestOffsetFetchRequestTopic({ name: 'orders', partitionIndexes: [0, 1] })] }),
      );
      expect(fetched.topics[0]?.partitions.map((each) => [each.partitionIndex, each.committedOffset])).toEqual([
        [0, -1n],
        [1, 42n],
      ]);
    }
  });

  it('rejects a commit naming an unknown member of an active group', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    await joinOneMember(5);
    const response = await h.call('OffsetCommit', 8, () =>
      createOffsetCommitRequest({
        groupId: 'group',
        generationIdOrMemberEpoch: 1,
        memberId: 'ghost',
        topics: [createOffsetCommitRequestOffsetCommitRequestTopic({ name: 'orders', partitions: [createOffsetCommitRequestOffsetCommitRequestPartition({ partitionIndex: 0, committedOffset: 1n })] })],
      }),
    );
    expect(response.topics[0]?.partitions[0]?.errorCode).toBe(ErrorCode.UNKNOWN_MEMBER_ID);
  });
});
