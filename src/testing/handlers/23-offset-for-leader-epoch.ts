/**
 * OffsetForLeaderEpoch (api key 23), as a leader answers consumers (KIP-320).
 *
 * Behaviour: per partition, `InMemoryCluster.offsetForLeaderEpoch`: FENCED_LEADER_EPOCH / UNKNOWN_LEADER_EPOCH when
 * `currentLeaderEpoch` (-1: not checked) is older / newer than the partition's leader epoch, NOT_LEADER_OR_FOLLOWER
 * from another broker, else the end offset of `leaderEpoch` from the log's leader-epoch history (the log end offset
 * for the current epoch, the start of the next epoch for an older one, -1/-1 for an unknown one).
 *
 * Authorization (KafkaApis.handleOffsetForLeaderEpochRequest): DESCRIBE on each topic, else
 * TOPIC_AUTHORIZATION_FAILED for its partitions.
 *
 * Simplifications: follower requests (replicaId >= 0) are answered as a consumer's.
 */
import {
  createOffsetForLeaderEpochResponse,
  createOffsetForLeaderEpochResponseEpochEndOffset,
  createOffsetForLeaderEpochResponseOffsetForLeaderTopicResult,
  type OffsetForLeaderEpochRequest,
  type OffsetForLeaderEpochRequestOffsetForLeaderPartition,
  type OffsetForLeaderEpochResponse,
  type OffsetForLeaderEpochResponseEpochEndOffset,
} from '../../protocol/messages/offset-for-leader-epoch.generated.js';
import { AclOperation } from '../acl/acl-binding.js';
import { partitionHandler } from './partition-handler.js';

/**
 * The OffsetForLeaderEpoch handler.
 * @internal
 */
export const offsetForLeaderEpochHandler = partitionHandler('OffsetForLeaderEpoch', { min: 2, max: 4 }, {
  operation: AclOperation.DESCRIBE,
  response,
  refused: (errorCode) => ({ errorCode }),
  answer: (topic, each, _request, { cluster, brokerId }) =>
    cluster.offsetForLeaderEpoch({ topic, partition: each.partition, currentLeaderEpoch: each.currentLeaderEpoch, leaderEpoch: each.leaderEpoch, brokerId }),
});

/** The response with each requested partition answered by `answer`, in request order. */
function response(
  request: OffsetForLeaderEpochRequest,
  answer: (topic: string, partition: OffsetForLeaderEpochRequestOffsetForLeaderPartition) => Omit<Partial<OffsetForLeaderEpochResponseEpochEndOffset>, 'partition'>,
): OffsetForLeaderEpochResponse {
  return createOffsetForLeaderEpochResponse({
    topics: request.topics.map((topic) => createOffsetForLeaderEpochResponseOffsetForLeaderTopicResult({
      topic: topic.topic,
      partitions: topic.partitions.map((each) => createOffsetForLeaderEpochResponseEpochEndOffset({ partition: each.partition, ...answer(topic.topic, each) })),
    })),
  });
}
