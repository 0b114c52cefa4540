/**
 * ConsumerGroupDescribe (api key 69, KIP-848).
 *
 * Behaviour: for each KIP-848 `consumer` group coordinated by the receiving broker, its state (Empty, Assigning,
 * Reconciling, Stable), group and assignment epochs, server-side assignor, and members with epoch, subscription and
 * assignment (the target assignment is the current one plus what is pending); NOT_COORDINATOR for groups
 * coordinated elsewhere, GROUP_ID_NOT_FOUND for unknown groups and for classic groups (which DescribeGroups
 * describes), as Kafka answers.
 *
 * Version notes: v1 adds the member type (1: joined with the consumer protocol).
 *
 * Simplifications: see group-admin.ts (member client ids and hosts); no rack ids; authorized operations are not
 * computed.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createConsumerGroupDescribeResponse,
  createConsumerGroupDescribeResponseAssignment,
  createConsumerGroupDescribeResponseDescribedGroup,
  createConsumerGroupDescribeResponseMember,
  createConsumerGroupDescribeResponseTopicPartitions,
  type ConsumerGroupDescribeResponseDescribedGroup,
} from '../../protocol/messages/consumer-group-describe.generated.js';
import { groupsHandler } from './group-handler.js';
import { describeConsumerGroup } from '../group-admin.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import { ZERO_UUID } from '../../protocol/primitives/uuid.js';
import { topicIdOf } from './topic-lookup.js';

/** The member type of a member that joined with ConsumerGroupHeartbeat. */
const CONSUMER_MEMBER = 1;

function assignment(cluster: InMemoryCluster, partitions: readonly TopicPartition[]): ReturnType<typeof createConsumerGroupDescribeResponseAssignment> {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of partitions) byTopic.set(topic, [...(byTopic.get(topic) ?? []), partition]);
  return createConsumerGroupDescribeResponseAssignment({
    topicPartitions: [...byTopic].map(([topicName, indexes]) => createConsumerGroupDescribeResponseTopicPartitions({ topicId: topicIdOf(cluster, topicName, ZERO_UUID), topicName, partitions: indexes.sort((a, b) => a - b) })),
  });
}

/**
 * The ConsumerGroupDescribe handler.
 * @internal
 */
export const consumerGroupDescribeHandler = groupsHandler('ConsumerGroupDescribe', { min: 0, max: 1 }, {
  groups: (request) => request.groupIds,
  response: (groups) => createConsumerGroupDescribeResponse({ groups }),
  refused: refusedGroup,
  answer(groupId, { cluster, version }) {
    const group = describeConsumerGroup(cluster.groups, groupId);
    if (group === undefined) return createConsumerGroupDescribeResponseDescribedGroup({ groupId, errorCode: ErrorCode.GROUP_ID_NOT_FOUND, errorMessage: `Group ${groupId} not found.` });
    return createConsumerGroupDescribeResponseDescribedGroup({
      groupId,
      groupState: group.state,
      groupEpoch: group.groupEpoch,
      assignmentEpoch: group.assignmentEpoch,
      assignorName: group.assignor,
      members: group.members.map((member) => createConsumerGroupDescribeResponseMember({
        memberId: member.memberId,
        instanceId: member.instanceId,
        memberEpoch: member.memberEpoch,
        subscribedTopicNames: [...member.subscribedTopics],
        assignment: assignment(cluster, member.assigned),
        targetAssignment: assignment(cluster, [...member.assigned, ...member.pendingRevocation]),
        memberType: version >= 1 ? CONSUMER_MEMBER : -1,
      })),
    });
  },
});

function refusedGroup(groupId: string, errorCode: number): ConsumerGroupDescribeResponseDescribedGroup {
  return createConsumerGroupDescribeResponseDescribedGroup({ groupId, errorCode });
}
