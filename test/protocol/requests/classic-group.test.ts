/**
 * The classic group wire modules (JoinGroup, SyncGroup, Heartbeat, LeaveGroup): every version the codecs implement
 * carries what the member means, a static member is refused where the version cannot name it (as Java's builders
 * do), and LeaveGroup's per-member errors (v3+) are read like Java's `topLevelError`.
 */
import { describe, expect, it } from 'vitest';
import { HeartbeatRequest } from '../../../src/protocol/messages/heartbeat.generated.js';
import { JoinGroupRequest, JoinGroupResponse } from '../../../src/protocol/messages/join-group.generated.js';
import { LeaveGroupRequest, LeaveGroupResponse } from '../../../src/protocol/messages/leave-group.generated.js';
import { SyncGroupRequest } from '../../../src/protocol/messages/sync-group.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { heartbeat } from '../../../src/protocol/requests/heartbeat.js';
import { joinGroup } from '../../../src/protocol/requests/join-group.js';
import { leaveGroup } from '../../../src/protocol/requests/leave-group.js';
import { syncGroup } from '../../../src/protocol/requests/sync-group.js';
import { onTheWire, versionsOf } from './wire.js';

const metadata = Buffer.from([0, 1, 2]);
const join = {
  groupId: 'g', sessionTimeoutMs: 45_000, rebalanceTimeoutMs: 300_000, memberId: 'm-1', groupInstanceId: null,
  protocolType: 'consumer', protocols: [{ name: 'range', metadata }], reason: 'rejoin',
};

describe('JoinGroup wire module', () => {
  it('every version carries the join; the reason from v8, the rebalance timeout from v1', () => {
    for (const version of versionsOf(JoinGroupRequest)) {
      const sent = onTheWire(JoinGroupRequest, joinGroup.request(join, version), version);
      expect(sent).toMatchObject({ groupId: 'g', sessionTimeoutMs: 45_000, memberId: 'm-1', protocolType: 'consumer', groupInstanceId: null });
      expect(sent.protocols.map((each) => [each.name, [...each.metadata]])).toEqual([['range', [0, 1, 2]]]);
      expect(sent.rebalanceTimeoutMs).toBe(version >= 1 ? 300_000 : -1);
      expect(sent.reason).toBe(version >= 8 ? 'rejoin' : null);
    }
  });

  it('a static member from v5 only: below, refused rather than joining as a dynamic member', () => {
    const staticJoin = { ...join, groupInstanceId: 'instance-1' };
    expect(onTheWire(JoinGroupRequest, joinGroup.request(staticJoin, 5), 5).groupInstanceId).toBe('instance-1');
    expect(() => joinGroup.request(staticJoin, 4)).toThrow(UnsupportedVersionError);
    expect(() => joinGroup.request(staticJoin, 4)).toThrow(/group\.instance\.id/);
  });

  it('reads a missing protocol name (v7+ nullable) as empty', () => {
    const answer = joinGroup.read(JoinGroupResponse.create({ errorCode: 0, generationId: 3, protocolName: null, leader: 'm-1', memberId: 'm-1' }), 9, join);
    expect(answer).toMatchObject({ errorCode: 0, generationId: 3, protocolName: '', leader: 'm-1', memberId: 'm-1', skipAssignment: false, members: [] });
  });
});

describe('SyncGroup wire module', () => {
  const sync = { groupId: 'g', generationId: 3, memberId: 'm-1', groupInstanceId: null, protocolType: 'consumer', protocolName: 'range', assignments: [{ memberId: 'm-1', assignment: metadata }] };
  it('every version carries the sync; the protocol type and name from v5', () => {
    for (const version of versionsOf(SyncGroupRequest)) {
      const sent = onTheWire(SyncGroupRequest, syncGroup.request(sync, version), version);
      expect(sent).toMatchObject({ groupId: 'g', generationId: 3, memberId: 'm-1' });
      expect(sent.assignments.map((each) => each.memberId)).toEqual(['m-1']);
      expect([sent.protocolType, sent.protocolName]).toEqual(version >= 5 ? ['consumer', 'range'] : [null, null]);
    }
    expect(() => syncGroup.request({ ...sync, groupInstanceId: 'i' }, 2)).toThrow(UnsupportedVersionError);
  });
});

describe('Heartbeat wire module', () => {
  it('every version carries the member; a static member from v3 only', () => {
    const beat = { groupId: 'g', generationId: 3, memberId: 'm-1', groupInstanceId: null };
    for (const version of versionsOf(HeartbeatRequest)) {
      expect(onTheWire(HeartbeatRequest, heartbeat.request(beat, version), version)).toMatchObject(beat);
    }
    expect(onTheWire(HeartbeatRequest, heartbeat.request({ ...beat, groupInstanceId: 'i' }, 3), 3).groupInstanceId).toBe('i');
    expect(() => heartbeat.request({ ...beat, groupInstanceId: 'i' }, 2)).toThrow(UnsupportedVersionError);
  });
});

describe('LeaveGroup wire module', () => {
  const leave = { groupId: 'g', memberId: 'm-1' };
  it('one member id up to v2, a member list from v3', () => {
    for (const version of versionsOf(LeaveGroupRequest)) {
      const sent = onTheWire(LeaveGroupRequest, leaveGroup.request(leave, version), version);
      if (version < 3) expect(sent).toMatchObject({ groupId: 'g', memberId: 'm-1', members: [] });
      else expect(sent.members.map((each) => each.memberId)).toEqual(['m-1']);
    }
  });

  it('reads the group\'s error first, then the member\'s', () => {
    const memberError = LeaveGroupResponse.create({ errorCode: 0, members: [{ memberId: 'm-1', groupInstanceId: null, errorCode: 25 }] });
    expect(leaveGroup.read(memberError, 5, leave)).toEqual({ errorCode: 25 });
    expect(leaveGroup.read(LeaveGroupResponse.create({ errorCode: 16, members: [] }), 5, leave)).toEqual({ errorCode: 16 });
    expect(leaveGroup.read(LeaveGroupResponse.create({ errorCode: 0, members: [{ memberId: 'm-1', groupInstanceId: null, errorCode: 0 }] }), 5, leave)).toEqual({ errorCode: 0 });
  });
});
