/**
 * DescribeProducers (api key 61, KIP-664).
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
  type DescribeProducersRequest,
  type DescribeProducersResponse,
  type DescribeProducersResponsePartitionResponse,
} from '../../protocol/messages/describe-producers.generated.js';
import { AclOperation } from '../acl/acl-binding.js';
import { partitionHandler } from './partition-handler.js';
import { describeProducers } from '../cluster-inspection.js';

/**
 * The DescribeProducers handler.
 * @internal
 */
export const describeProducersHandler = partitionHandler('DescribeProducers', { min: 0, max: 0 }, {
  operation: AclOperation.READ,
  response,
  refused: (errorCode) => ({ errorCode, errorMessage: errorCodeName(errorCode), activeProducers: [] }),
  answer(topic, partitionIndex, _request, { cluster, brokerId }) {
    const state = cluster.state.partition(topic, partitionIndex);
    const described = state !== undefined && state.leaderId !== brokerId ? { errorCode: ErrorCode.NOT_LEADER_OR_FOLLOWER, producers: [] } : describeProducers(cluster, topic, partitionIndex);
    return {
      errorCode: described.errorCode,
      errorMessage: described.errorCode === ErrorCode.NONE ? null : errorCodeName(described.errorCode),
      activeProducers: described.producers.map((producer) => createDescribeProducersResponseProducerState({ ...producer })),
    };
  },
});

/** What a partition is answered with, besides its index. */
type PartitionAnswer = Omit<Partial<DescribeProducersResponsePartitionResponse>, 'partitionIndex'>;

/** The response with each requested partition answered by `answer`, in request order. */
function response(request: DescribeProducersRequest, answer: (topic: string, partitionIndex: number) => PartitionAnswer): DescribeProducersResponse {
  return createDescribeProducersResponse({
    topics: request.topics.map((topic) => createDescribeProducersResponseTopicResponse({
      name: topic.name,
      partitions: topic.partitionIndexes.map((partitionIndex) => createDescribeProducersResponsePartitionResponse({ partitionIndex, ...answer(topic.name, partitionIndex) })),
    })),
  });
}
