/**
 * ConsumerGroupDescribe (api key 69, KIP-848): `consumer`-protocol groups as their coordinator describes them: state,
 * group and assignment epochs, the server-side assignor, and each member's epoch, subscription, current and target
 * assignment (by topic name and id), and (v1+) whether it joined with the classic or the consumer protocol.
 *
 * Errors per group (ConsumerGroupDescribeResponse.java): GROUP_AUTHORIZATION_FAILED, NOT_COORDINATOR,
 * COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS, INVALID_REQUEST, INVALID_GROUP_ID, GROUP_ID_NOT_FOUND
 * (also for a classic group of that id), TOPIC_AUTHORIZATION_FAILED.
 */
import { createConsumerGroupDescribeRequest, type ConsumerGroupDescribeRequest, type ConsumerGroupDescribeResponse } from '../messages/consumer-group-describe.generated.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import type { RequestModule } from './request-module.js';

/** One KIP-848 consumer group. @internal */
export interface DescribedConsumerGroup {
  readonly groupId: string;
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly state: string;
  readonly groupEpoch: number;
  readonly assignmentEpoch: number;
  readonly assignor: string;
  readonly members: readonly {
    readonly memberId: string;
    readonly groupInstanceId: string | null;
    readonly rackId: string | null;
    readonly memberEpoch: number;
    readonly clientId: string;
    readonly clientHost: string;
    readonly subscribedTopics: readonly string[];
    readonly subscribedTopicRegex: string | null;
    readonly assignment: readonly TopicPartition[];
    readonly targetAssignment: readonly TopicPartition[];
    /** -1 before v1 (unknown), 0 classic, 1 consumer. */
    readonly memberType: number;
  }[];
}

function request(fields: { readonly groupIds: readonly string[] }): ConsumerGroupDescribeRequest {
  return createConsumerGroupDescribeRequest({ groupIds: [...fields.groupIds], includeAuthorizedOperations: false });
}

function partitions(assignment: { readonly topicPartitions: readonly { readonly topicName: string; readonly partitions: readonly number[] }[] }): TopicPartition[] {
  return assignment.topicPartitions.flatMap((each) => each.partitions.map((partition) => ({ topic: each.topicName, partition })));
}

function read(response: ConsumerGroupDescribeResponse): readonly DescribedConsumerGroup[] {
  return response.groups.map((group) => ({
    groupId: group.groupId,
    errorCode: group.errorCode,
    errorMessage: group.errorMessage,
    state: group.groupState,
    groupEpoch: group.groupEpoch,
    assignmentEpoch: group.assignmentEpoch,
    assignor: group.assignorName,
    members: group.members.map((member) => ({
      memberId: member.memberId,
      groupInstanceId: member.instanceId,
      rackId: member.rackId,
      memberEpoch: member.memberEpoch,
      clientId: member.clientId,
      clientHost: member.clientHost,
      subscribedTopics: member.subscribedTopicNames,
      subscribedTopicRegex: member.subscribedTopicRegex,
      assignment: partitions(member.assignment),
      targetAssignment: partitions(member.targetAssignment),
      memberType: member.memberType,
    })),
  }));
}

/** The ConsumerGroupDescribe wire module. @internal */
export const consumerGroupDescribe: RequestModule<'ConsumerGroupDescribe', { readonly groupIds: readonly string[] }, readonly DescribedConsumerGroup[]> = {
  api: 'ConsumerGroupDescribe', request, read,
};
