/**
 * ListOffsets (api key 2).
 *
 * Behaviour: per partition, `InMemoryCluster.listOffsets` answers EARLIEST (-2), LATEST (-1: the high
 * watermark, or the last stable offset for read_committed, KIP-98), MAX_TIMESTAMP (-3, KIP-734) or a
 * timestamp lookup; leadership is checked against the receiving broker.
 *
 * Version notes: isolation level from v2; leaderEpoch in the response from v4; EARLIEST_LOCAL (-4, KIP-405)
 * from v8 is answered as EARLIEST, since nothing is tiered.
 *
 * Simplifications: timestamp lookups answer at batch granularity (the batch's base offset); LATEST_TIERED
 * (-5) and EARLIEST_PENDING_UPLOAD (-6) are answered as EARLIEST; currentLeaderEpoch is not validated;
 * `timeoutMs` is ignored.
 *
 * Authorization (KafkaApis.handleListOffsetRequest): DESCRIBE on each topic, else TOPIC_AUTHORIZATION_FAILED for its
 * partitions.
 */
import {
  createListOffsetsResponse,
  createListOffsetsResponseListOffsetsPartitionResponse,
  createListOffsetsResponseListOffsetsTopicResponse,
  type ListOffsetsRequest,
  type ListOffsetsRequestListOffsetsPartition,
  type ListOffsetsResponse,
  type ListOffsetsResponseListOffsetsPartitionResponse,
} from '../../protocol/messages/list-offsets.generated.js';
import { AclOperation } from '../acl/acl-binding.js';
import { partitionHandler } from './partition-handler.js';
import { ListOffsetsTimestamp } from '../partition-log.js';
import { IsolationLevel } from '../isolation-level.js';

/**
 * The ListOffsets handler.
 * @internal
 */
export const listOffsetsHandler = partitionHandler('ListOffsets', { min: 1, max: 11 }, {
  operation: AclOperation.DESCRIBE,
  response,
  refused: (errorCode) => ({ errorCode, timestamp: -1n, offset: -1n }),
  answer(topic, partition, request, { cluster, brokerId, version }) {
    const isolationLevel = request.isolationLevel === 1 ? IsolationLevel.READ_COMMITTED : IsolationLevel.READ_UNCOMMITTED;
    // Tiered-storage specials have nothing tiered to point at: the earliest offset is the answer.
    const timestamp = partition.timestamp <= -4n ? ListOffsetsTimestamp.EARLIEST : partition.timestamp;
    const result = cluster.listOffsets({ topic, partition: partition.partitionIndex, timestamp, isolationLevel, brokerId });
    return { errorCode: result.errorCode, timestamp: result.timestamp, offset: result.offset, leaderEpoch: version >= 4 ? result.leaderEpoch : -1 };
  },
});

/** The response with each requested partition answered by `answer`, in request order. */
function response(
  request: ListOffsetsRequest,
  answer: (topic: string, partition: ListOffsetsRequestListOffsetsPartition) => Omit<Partial<ListOffsetsResponseListOffsetsPartitionResponse>, 'partitionIndex'>,
): ListOffsetsResponse {
  return createListOffsetsResponse({
    topics: request.topics.map((topic) => createListOffsetsResponseListOffsetsTopicResponse({
      name: topic.name,
      partitions: topic.partitions.map((partition) => createListOffsetsResponseListOffsetsPartitionResponse({ partitionIndex: partition.partitionIndex, ...answer(topic.name, partition) })),
    })),
  });
}
