/**
 * CreatePartitions (api key 37).
 *
 * Behaviour: raises each topic's partition count to `count`, the new partitions' leaders round-robin over the
 * brokers or the first broker of each given assignment; UNKNOWN_TOPIC_OR_PARTITION for an unknown topic,
 * INVALID_PARTITIONS for a count not above the current one (or past the cluster's bounds), INVALID_REPLICA_ASSIGNMENT
 * for assignments that do not name one list of known, distinct brokers per new partition; `validateOnly` checks
 * without creating. Any broker accepts it (KRaft brokers forward to the controller).
 *
 * Version notes: v2 flexible; v3 may answer THROTTLING_QUOTA_EXCEEDED (never here).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createCreatePartitionsResponse,
  createCreatePartitionsResponseCreatePartitionsTopicResult,
  type CreatePartitionsRequestCreatePartitionsTopic,
} from '../../protocol/messages/create-partitions.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { isValidPartitionCount } from '../cluster-state.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';

function increase(cluster: InMemoryCluster, request: CreatePartitionsRequestCreatePartitionsTopic, validateOnly: boolean): { readonly errorCode: number; readonly message: string | null } {
  const topic = cluster.state.topic(request.name);
  if (topic === undefined) return { errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, message: `The topic '${request.name}' does not exist.` };
  const current = topic.partitions.length;
  if (request.count <= current) return { errorCode: ErrorCode.INVALID_PARTITIONS, message: `Topic currently has ${current} partitions, which is higher than the requested ${request.count}.` };
  if (!isValidPartitionCount(request.count)) return { errorCode: ErrorCode.INVALID_PARTITIONS, message: `Cannot grow topic ${request.name} to ${request.count} partitions.` };
  const assignments = request.assignments;
  if (assignments !== null) {
    const valid = assignments.length === request.count - current && assignments.every((each) => each.brokerIds.length > 0
      && new Set(each.brokerIds).size === each.brokerIds.length && each.brokerIds.every((id) => cluster.state.broker(id) !== undefined));
    if (!valid) return { errorCode: ErrorCode.INVALID_REPLICA_ASSIGNMENT, message: `Invalid replica assignment for ${request.count - current} new partitions.` };
  }
  if (validateOnly) return { errorCode: ErrorCode.NONE, message: null };
  const errorCode = cluster.state.increasePartitions(request.name, request.count, (assignments ?? []).map((each) => each.brokerIds[0] as number));
  return { errorCode, message: null };
}

/**
 * The CreatePartitions handler.
 * @internal
 */
export const createPartitionsHandler = defineHandler('CreatePartitions', { min: 0, max: 3 }, {
  handle(request, { cluster }) {
    return createCreatePartitionsResponse({
      results: request.topics.map((topic) => {
        const { errorCode, message } = increase(cluster, topic, request.validateOnly);
        return createCreatePartitionsResponseCreatePartitionsTopicResult({ name: topic.name, errorCode, errorMessage: message });
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createCreatePartitionsResponse({ results: request.topics.map((topic) => createCreatePartitionsResponseCreatePartitionsTopicResult({ name: topic.name, errorCode })) });
  },
});
