/**
 * DescribeProducers (api key 61), version 0 (KIP-664).
 *
 * Behaviour: for each partition led by the receiving broker, the active producers' id, epoch, last
 * sequence, last timestamp, coordinator epoch and open-transaction start offset; other partitions answer
 * NOT_LEADER_OR_FOLLOWER, unknown ones UNKNOWN_TOPIC_OR_PARTITION.
 *
 * Simplifications: producer state is never expired by time (only `expireProducer`).
 *
 * Authorization (KafkaApis.handleDescribeProducersRequest): READ on the topic, else TOPIC_AUTHORIZATION_FAILED for
 * its partitions.
 */
import { ErrorCode, errorCodeName } from '../../errors/protocol-error-codes.generated.js';
import {
  createDescribeProducersResponse,
  createDescribeProducersResponsePartitionResponse,
  createDescribeProducersResponseProducerState,
  createDescribeProducersResponseTopicResponse,
} from '../../protocol/messages/describe-producers.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import { describeProducers } from '../cluster-inspection.js';

/**
 * The DescribeProducers handler.
 * @internal
 */
export const describeProducersHandler = defineHandler('DescribeProducers', {
  handle(request, { cluster, brokerId, authorization }) {
    return createDescribeProducersResponse({
      topics: request.topics.map((topic) =>
        createDescribeProducersResponseTopicResponse({
          name: topic.name,
          partitions: topic.partitionIndexes.map((partitionIndex) => {
            const state = cluster.state.partition(topic.name, partitionIndex);
            const described = !authorization.allows(AclOperation.READ, ResourceType.TOPIC, topic.name) ? { errorCode: ErrorCode.TOPIC_AUTHORIZATION_FAILED, producers: [] }
              : state !== undefined && state.leaderId !== brokerId ? { errorCode: ErrorCode.NOT_LEADER_OR_FOLLOWER, producers: [] } : describeProducers(cluster, topic.name, partitionIndex);
            return createDescribeProducersResponsePartitionResponse({
              partitionIndex,
              errorCode: described.errorCode,
              errorMessage: described.errorCode === ErrorCode.NONE ? null : errorCodeName(described.errorCode),
              activeProducers: described.producers.map((producer) => createDescribeProducersResponseProducerState({ ...producer })),
            });
          }),
        }),
      ),
    });
  },
  errorResponse(request, errorCode) {
    return createDescribeProducersResponse({
      topics: request.topics.map((topic) =>
        createDescribeProducersResponseTopicResponse({
          name: topic.name,
          partitions: topic.partitionIndexes.map((partitionIndex) => createDescribeProducersResponsePartitionResponse({ partitionIndex, errorCode, errorMessage: errorCodeName(errorCode) })),
        }),
      ),
    });
  },
});
