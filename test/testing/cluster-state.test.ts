import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ClusterState, CoordinatorKeyType, javaStringHashCode } from '../../src/testing/cluster-state.js';

describe('ClusterState', () => {
  it('creates and deletes topics with round-robin leaders and validates names and counts', () => {
    const state = new ClusterState({ brokers: 3 });
    expect(state.createTopic('orders', { partitions: 3 })).toBe(ErrorCode.NONE);
    expect(state.topic('orders')!.partitions.map((partition) => partition.leaderId).sort()).toEqual([1, 2, 3]);
    expect(state.createTopic('orders')).toBe(ErrorCode.TOPIC_ALREADY_EXISTS);
    expect(state.createTopic('bad name')).toBe(ErrorCode.INVALID_TOPIC_EXCEPTION);
    expect(state.createTopic('zero', { partitions: 0 })).toBe(ErrorCode.INVALID_PARTITIONS);
    expect(state.topicById(state.topic('orders')!.topicId)?.name).toBe('orders');
    expect(state.deleteTopic('orders')).toBe(ErrorCode.NONE);
    expect(state.deleteTopic('orders')).toBe(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
  });

  it('auto-creates topics only when enabled', () => {
    expect(new ClusterState().topicOrAutoCreate('x')).toBeUndefined();
    expect(new ClusterState({ autoCreateTopics: true, defaultPartitions: 4 }).topicOrAutoCreate('x')?.partitions).toHaveLength(4);
  });

  it('places coordinators by Java hashCode like Kafka and lets tests move them', () => {
    expect(javaStringHashCode('hello')).toBe(99162322);
    // Reference: the same polynomial in exact bigint arithmetic, then truncated to int32 as Java does.
    const id = 'a-much-longer-transactional-id';
    let exact = 0n;
    for (let index = 0; index < id.length; index++) exact = exact * 31n + BigInt(id.charCodeAt(index));
    expect(javaStringHashCode(id)).toBe(Number(BigInt.asIntN(32, exact)));
    const state = new ClusterState({ brokers: [10, 20, 30] });
    const expected = [10, 20, 30][(Math.abs(javaStringHashCode('group-1')) % 50) % 3];
    expect(state.coordinatorFor(CoordinatorKeyType.GROUP, 'group-1')).toBe(expected);
    state.setCoordinator(CoordinatorKeyType.GROUP, 'group-1', 30);
    expect(state.coordinatorFor(CoordinatorKeyType.GROUP, 'group-1')).toBe(30);
    expect(state.coordinatorFor(CoordinatorKeyType.TRANSACTION, 'group-1')).toBe(expected);
    expect(() => { state.setCoordinator(CoordinatorKeyType.GROUP, 'g', 99); }).toThrow(RangeError);
  });

  it('moves leaders with a leader-epoch bump and tracks broker liveness', () => {
    const state = new ClusterState({ brokers: 2 });
    state.createTopic('t', { partitions: 1, leaders: [1] });
    state.setLeader('t', 0, 2);
    expect(state.partition('t', 0)).toMatchObject({ leaderId: 2, leaderEpoch: 1 });
    state.setBrokerUp(1, false);
    expect(state.controllerId()).toBe(2);
  });
});
