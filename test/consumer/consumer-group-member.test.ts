/**
 * The KIP-848 member state without I/O (ConsumerGroupMember): what each heartbeat carries, how answers are
 * read, and the reconciliation plan (revoke before assign, acknowledgement, fencing, leave epochs); plus the
 * consumer's config rules for `groupProtocol`.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { resolveConsumerConfig } from '../../src/config/consumer-config.js';
import { ConsumerGroupMember, newMemberId } from '../../src/consumer/consumer-group-member.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { createConsumerGroupHeartbeatResponse, createConsumerGroupHeartbeatResponseAssignment } from '../../src/protocol/messages/consumer-group-heartbeat.generated.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { consumerGroupHeartbeat } from '../../src/protocol/requests/consumer-group-heartbeat.js';

const ID_A = 'AAAAAAAAAAAAAAAAAAAAAQ';
const ID_B = 'AAAAAAAAAAAAAAAAAAAAAg';
const nameOf = (id: string): string | undefined => ({ [ID_A]: 'a', [ID_B]: 'b' } as Record<string, string>)[id];
const idOf = (topic: string): string => (topic === 'a' ? ID_A : ID_B);

function member(options: { instance?: string; rack?: string } = {}): ConsumerGroupMember {
  return new ConsumerGroupMember({ groupId: 'g', topics: ['a', 'b'], groupInstanceId: options.instance, rebalanceTimeoutMs: 300_000, serverAssignor: 'uniform', memberId: 'M', rackId: options.rack ?? '' });
}

function answer(epoch: number, assignment: Record<string, number[]> | null, errorCode = 0) {
  return createConsumerGroupHeartbeatResponse({
    errorCode, memberId: 'M', memberEpoch: epoch, heartbeatIntervalMs: 5_000,
    assignment: assignment === null ? null : createConsumerGroupHeartbeatResponseAssignment({ topicPartitions: Object.entries(assignment).map(([topicId, partitions]) => ({ topicId, partitions })) }),
  });
}

/** Carries out a plan as the membership loop does. */
function apply(m: ConsumerGroupMember) {
  const plan = m.plan(nameOf);
  m.revoked(plan.revoke);
  m.assigned(plan.assign);
  m.reconciled(plan);
  return plan;
}

describe('ConsumerGroupMember', () => {
  it('joins with epoch 0 and every field, then heartbeats with epoch and member id only', () => {
    const m = member();
    const join = consumerGroupHeartbeat.request(m.heartbeat(idOf), 1);
    expect(join).toMatchObject({ memberId: 'M', memberEpoch: 0, rebalanceTimeoutMs: 300_000, subscribedTopicNames: ['a', 'b'], serverAssignor: 'uniform', topicPartitions: [] });
    m.sent(join);
    expect(m.onResponse(answer(1, {}))).toEqual({ kind: 'ok' });
    apply(m);
    expect(m.heartbeatIntervalMs).toBe(5_000);
    expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1)).toMatchObject({ memberEpoch: 1, rebalanceTimeoutMs: -1, subscribedTopicNames: null, serverAssignor: null, topicPartitions: null });
    expect(m.groupMetadata()).toEqual({ groupId: 'g', generationId: 1, memberId: 'M', groupInstanceId: null });
  });

  it('sends client.rack as rackId in full heartbeats only (none without a rack)', () => {
    const m = member({ rack: 'zone-a' });
    const join = consumerGroupHeartbeat.request(m.heartbeat(idOf), 1);
    expect(join.rackId).toBe('zone-a');
    m.sent(join);
    m.onResponse(answer(1, {}));
    apply(m);
    expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1).rackId).toBeNull();
    expect(consumerGroupHeartbeat.request(member().heartbeat(idOf), 1).rackId).toBeNull();
  });

  it('a v0 broker assigns the member id: the first join sends none and keeps the answer', () => {
    const m = member();
    expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 0).memberId).toBe('');
    m.onResponse(createConsumerGroupHeartbeatResponse({ memberId: 'server-id', memberEpoch: 1, heartbeatIntervalMs: 100 }));
    expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 0).memberId).toBe('server-id');
  });

  it('revokes what is no longer assigned before taking the new partitions, then acknowledges the owned set', () => {
    const m = member();
    m.sent(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1));
    m.onResponse(answer(1, { [ID_A]: [0, 1], [ID_B]: [0] }));
    expect(apply(m)).toEqual({ revoke: [], assign: [{ topic: 'a', partition: 0 }, { topic: 'a', partition: 1 }, { topic: 'b', partition: 0 }], unresolved: [] });
    expect(m.heartbeatDue).toBe(true);
    const ack = consumerGroupHeartbeat.request(m.heartbeat(idOf), 1);
    expect(ack.topicPartitions).toEqual([{ topicId: ID_A, partitions: [0, 1] }, { topicId: ID_B, partitions: [0] }]);
    m.sent(ack);
    expect(m.heartbeatDue).toBe(false);
    // The broker shrinks the assignment (same epoch: the member must revoke first).
    m.onResponse(answer(1, { [ID_A]: [0] }));
    const plan = apply(m);
    expect(plan.revoke).toEqual([{ topic: 'a', partition: 1 }, { topic: 'b', partition: 0 }]);
    expect(plan.assign).toEqual([]);
    expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1).topicPartitions).toEqual([{ topicId: ID_A, partitions: [0] }]);
  });

  it('keeps topic ids metadata does not know yet for a later round; ignores unsubscribed topics', () => {
    const m = new ConsumerGroupMember({ groupId: 'g', topics: ['a'], groupInstanceId: undefined, rebalanceTimeoutMs: 1, serverAssignor: undefined, memberId: 'M', rackId: '' });
    m.onResponse(answer(1, { [ID_A]: [0], [ID_B]: [0], AAAAAAAAAAAAAAAAAAAAAw: [3] }));
    const plan = apply(m);
    expect(plan.assign).toEqual([{ topic: 'a', partition: 0 }]);
    expect(plan.unresolved).toEqual(['AAAAAAAAAAAAAAAAAAAAAw']);
    expect(m.hasPendingAssignment).toBe(true);
  });

  it('FENCED_MEMBER_EPOCH and UNKNOWN_MEMBER_ID lose everything and rejoin with epoch 0 and the same member id', () => {
    for (const code of [ErrorCode.FENCED_MEMBER_EPOCH, ErrorCode.UNKNOWN_MEMBER_ID]) {
      const m = member();
      m.onResponse(answer(3, { [ID_A]: [0] }));
      apply(m);
      expect(m.onResponse(answer(-1, null, code))).toEqual({ kind: 'fenced', lost: [{ topic: 'a', partition: 0 }] });
      expect(m.owned).toEqual([]);
      expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1)).toMatchObject({ memberId: 'M', memberEpoch: 0, topicPartitions: [], subscribedTopicNames: ['a', 'b'] });
      expect(m.groupMetadata().generationId).toBe(-1);
    }
  });

  it('classifies the other errors: coordinator moves, retriable, fatal', () => {
    const m = member();
    expect(m.onResponse(answer(-1, null, ErrorCode.NOT_COORDINATOR)).kind).toBe('coordinator');
    expect(m.onResponse(answer(-1, null, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS)).kind).toBe('retry');
    for (const code of [ErrorCode.GROUP_AUTHORIZATION_FAILED, ErrorCode.UNSUPPORTED_ASSIGNOR, ErrorCode.FENCED_INSTANCE_ID, ErrorCode.INVALID_REQUEST]) {
      expect(m.onResponse(answer(-1, null, code))).toEqual({ kind: 'fatal', errorCode: code });
    }
    // Retried by the membership loop until the old member's session times out (within defaultApiTimeoutMs).
    expect(m.onResponse(answer(-1, null, ErrorCode.UNRELEASED_INSTANCE_ID))).toEqual({ kind: 'unreleased', errorCode: ErrorCode.UNRELEASED_INSTANCE_ID });
  });

  it('after a failed heartbeat the next one carries every field again', () => {
    const m = member();
    m.onResponse(answer(2, {}));
    apply(m);
    m.sent(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1));
    m.failed();
    expect(consumerGroupHeartbeat.request(m.heartbeat(idOf), 1)).toMatchObject({ memberEpoch: 2, rebalanceTimeoutMs: 300_000, subscribedTopicNames: ['a', 'b'], topicPartitions: [] });
  });

  it('leaves with epoch -1, or -2 for a static member', () => {
    expect(member().leaveHeartbeat()).toMatchObject({ memberEpoch: -1, instanceId: null });
    expect(member({ instance: 'i' }).leaveHeartbeat()).toMatchObject({ memberEpoch: -2, instanceId: 'i' });
  });

  it('member ids are Kafka UUIDs (22 base64url characters), deterministic with a seeded random source', () => {
    expect(newMemberId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newMemberId(seededRandom(7))).toBe(newMemberId(seededRandom(7)));
  });
});

describe('groupProtocol options', () => {
  it("accepts 'consumer' with a remote assignor; 'classic' is the default", () => {
    expect(resolveConsumerConfig({}).groupProtocol).toBe('classic');
    expect(resolveConsumerConfig({ groupProtocol: 'consumer', groupRemoteAssignor: 'range' })).toMatchObject({ groupProtocol: 'consumer', groupRemoteAssignor: 'range' });
  });

  it('names the bad fields: unknown values, a remote assignor with the classic protocol, classic-only options with consumer', () => {
    const fields = (input: object): string[] => {
      try {
        resolveConsumerConfig(input);
      } catch (error) {
        if (error instanceof ConfigError) return error.issues.map((issue) => issue.field);
      }
      return [];
    };
    expect(fields({ groupProtocol: 'kip848' })).toEqual(['groupProtocol']);
    expect(fields({ groupProtocol: 'consumer', groupRemoteAssignor: 'sticky' })).toEqual(['groupRemoteAssignor']);
    expect(fields({ groupRemoteAssignor: 'uniform' })).toEqual(['groupRemoteAssignor']);
    expect(fields({ groupProtocol: 'consumer', sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1_000, partitionAssignmentStrategy: ['range'] }).sort())
      .toEqual(['heartbeatIntervalMs', 'partitionAssignmentStrategy', 'sessionTimeoutMs']);
  });
});
