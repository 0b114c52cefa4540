/**
 * ConsumerGroupDescribe (api key 69, KIP-848): `consumer`-protocol groups as their coordinator describes them: state,
 * group and assignment epochs, the server-side assignor, and each member's epoch, subscription, current and target
 * assignment (by topic name and id), and (v1+) whether it joined with the classic or the consumer protocol.
 *
 * Errors per group (ConsumerGroupDescribeResponse.java): GROUP_AUTHORIZATION_FAILED, NOT_COORDINATOR,
 * COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS, INVALID_REQUEST, INVALID_GROUP_ID, GROUP_ID_NOT_FOUND
 * (also for a classic group of that id), TOPIC_AUTHORIZATION_FAILED.
 */
import { createConsumerGroupDescribeRequest, type ConsumerGroupDescribeRequest, type ConsumerGroupDescribeResponse,
  type ConsumerGroupDescribeResponseAssignment, type ConsumerGroupDescribeResponseDescribedGroup } from '../messages/consumer-group-describe.generated.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import type { RequestModule } from './request-module.js';

function request(fields: { readonly groupIds: readonly string[] }): ConsumerGroupDescribeRequest {
  return createConsumerGroupDescribeRequest({ groupIds: [...fields.groupIds], includeAuthorizedOperations: false });
}

/**
 * A member's assignment (current or target) as topic-partitions, by topic name.
 * @internal
 */
export function assignedPartitions(assignment: ConsumerGroupDescribeResponseAssignment): TopicPartition[] {
  return assignment.topicPartitions.flatMap((each) => each.partitions.map((partition) => ({ topic: each.topicName, partition })));
}

/** The decoded groups as they are: fields a version lacks (`memberType` before v1) are already at their defaults. */
function read(response: ConsumerGroupDescribeResponse): readonly ConsumerGroupDescribeResponseDescribedGroup[] {
  return response.groups;
}

/** The ConsumerGroupDescribe wire module. @internal */
export const consumerGroupDescribe: RequestModule<'ConsumerGroupDescribe', { readonly groupIds: readonly string[] }, readonly ConsumerGroupDescribeResponseDescribedGroup[]> = {
  api: 'ConsumerGroupDescribe', request, read,
};
