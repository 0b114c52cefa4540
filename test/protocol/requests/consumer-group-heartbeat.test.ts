import { describe, expect, it } from 'vitest';
import { ConsumerGroupHeartbeatRequest } from '../../../src/protocol/messages/consumer-group-heartbeat.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { consumerGroupHeartbeat } from '../../../src/protocol/requests/consumer-group-heartbeat.js';
import { onTheWire, versionsOf } from './wire.js';

const join = {
  groupId: 'g', memberId: 'member-1', firstJoin: true, memberEpoch: 0, instanceId: null, rackId: null, rebalanceTimeoutMs: 300_000,
  subscribedTopicNames: ['in'], subscribedTopicRegex: null, serverAssignor: null, topicPartitions: [],
};

describe('ConsumerGroupHeartbeat wire module', () => {
  it('a first join names its own member id from v1 (KIP-1082) and none at v0, where the coordinator assigns it', () => {
    for (const version of versionsOf(ConsumerGroupHeartbeatRequest)) {
      const sent = onTheWire(ConsumerGroupHeartbeatRequest, consumerGroupHeartbeat.request(join, version), version);
      expect(sent).toMatchObject({ groupId: 'g', memberEpoch: 0, rebalanceTimeoutMs: 300_000, subscribedTopicNames: ['in'], topicPartitions: [] });
      expect(sent.memberId).toBe(version === 0 ? '' : 'member-1');
    }
    expect(consumerGroupHeartbeat.request({ ...join, firstJoin: false }, 0).memberId).toBe('member-1');
  });

  it('a pattern subscription from v1 only', () => {
    const pattern = { ...join, subscribedTopicNames: null, subscribedTopicRegex: 'orders\\..*' };
    expect(onTheWire(ConsumerGroupHeartbeatRequest, consumerGroupHeartbeat.request(pattern, 1), 1).subscribedTopicRegex).toBe('orders\\..*');
    expect(() => consumerGroupHeartbeat.request(pattern, 0)).toThrow(UnsupportedVersionError);
  });
});
