/**
 * ConsumerGroupHeartbeat (api key 68): the KIP-848 `consumer` group protocol.
 *
 * Behaviour: after the coordinator placement check, `ConsumerGroup.heartbeat` joins (epoch 0), heartbeats,
 * reconciles (revocation before reassignment, member epochs) or leaves (-1, static -2) the member; see
 * consumer-group.ts. Topics are addressed by id both ways; owned partitions of an unknown topic id are dropped.
 * A group with classic members answers GROUP_ID_NOT_FOUND (Kafka without online migration).
 *
 * Version notes: v1 (KIP-1082) needs the client's own member id (INVALID_REQUEST when empty); v0 may send ''
 * on the first join and gets an id generated here. v1's `SubscribedTopicRegex` is resolved by the group (consumer-group.ts).
 *
 * Authorization (KafkaApis): READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createConsumerGroupHeartbeatResponse,
  createConsumerGroupHeartbeatResponseAssignment,
  createConsumerGroupHeartbeatResponseTopicPartitions,
  type ConsumerGroupHeartbeatResponse,
} from '../../protocol/messages/consumer-group-heartbeat.generated.js';
import { groupHandler } from './group-handler.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';

/**
 * The ConsumerGroupHeartbeat handler.
 * @internal
 */
export const consumerGroupHeartbeatHandler = groupHandler('ConsumerGroupHeartbeat', { min: 0, max: 1 }, {
  handle(request, { cluster, version }) {
    if (cluster.groups.activeProtocol(request.groupId) === 'classic') return errorResponse(ErrorCode.GROUP_ID_NOT_FOUND, `Group ${request.groupId} is not a consumer group.`, request.memberId);
    const owned = request.topicPartitions === null ? null : request.topicPartitions.flatMap((topic) => {
      const name = cluster.state.topicById(topic.topicId)?.name;
      return name === undefined ? [] : topic.partitions.map((partition) => ({ topic: name, partition }));
    });
    const result = cluster.groups.consumerGroup(request.groupId).heartbeat({
      memberId: request.memberId, memberEpoch: request.memberEpoch, instanceId: request.instanceId, rebalanceTimeoutMs: request.rebalanceTimeoutMs,
      subscribedTopicNames: request.subscribedTopicNames, subscribedTopicRegex: version >= 1 ? request.subscribedTopicRegex : null, serverAssignor: request.serverAssignor, ownedPartitions: owned, version,
    });
    return createConsumerGroupHeartbeatResponse({
      errorCode: result.errorCode, errorMessage: result.errorMessage, memberId: result.memberId, memberEpoch: result.memberEpoch,
      heartbeatIntervalMs: result.heartbeatIntervalMs,
      assignment: result.assignment === null ? null : createConsumerGroupHeartbeatResponseAssignment({ topicPartitions: byTopicId(cluster, result.assignment) }),
    });
  },
  errorResponse(request, errorCode) {
    return errorResponse(errorCode, null, request.memberId);
  },
  emptyGroupIdResponse(request) {
    return errorResponse(ErrorCode.INVALID_REQUEST, "GroupId can't be empty.", request.memberId);
  },
});

function errorResponse(errorCode: number, errorMessage: string | null, memberId: string): ConsumerGroupHeartbeatResponse {
  return createConsumerGroupHeartbeatResponse({ errorCode, errorMessage, memberId, memberEpoch: -1 });
}

function byTopicId(cluster: InMemoryCluster, partitions: readonly TopicPartition[]) {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of partitions) byTopic.set(topic, [...(byTopic.get(topic) ?? []), partition]);
  return [...byTopic].flatMap(([topic, list]) => {
    const topicId = cluster.state.topic(topic)?.topicId;
    return topicId === undefined ? [] : [createConsumerGroupHeartbeatResponseTopicPartitions({ topicId, partitions: list })];
  });
}
