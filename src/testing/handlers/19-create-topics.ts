/**
 * CreateTopics (api key 19).
 *
 * Behaviour: creates each topic with `numPartitions` (-1: the cluster default, KIP-464) or the explicit
 * replica assignment (the first broker of each partition's list becomes its leader); answers
 * TOPIC_ALREADY_EXISTS, INVALID_TOPIC_EXCEPTION, INVALID_PARTITIONS, INVALID_REPLICATION_FACTOR (more
 * replicas than brokers) or INVALID_REPLICA_ASSIGNMENT (unknown broker) as Kafka does. `validateOnly`
 * checks without creating. Any broker accepts it (KRaft brokers forward to the controller).
 *
 * Hostile counts: every count is validated before anything is allocated. A partition count outside
 * [1, 10,000] (or -1), more assignments than that, or a cluster past 100,000 partitions answers
 * INVALID_PARTITIONS; a replication factor outside [1, brokers] (or -1) INVALID_REPLICATION_FACTOR; an
 * assignment with duplicate or unknown broker ids, or with more ids than brokers, INVALID_REPLICA_ASSIGNMENT.
 *
 * Topic configs are checked as Kafka checks them (topic-configs.ts): an unknown name or a value of the wrong type
 * answers INVALID_CONFIG with Kafka's message.
 *
 * Version notes: v5+ report partitions, replication factor and every config with its source; v7 the topic id.
 *
 * Authorization (KafkaApis.handleCreateTopicsRequest): CREATE on the cluster or on the topic, else
 * TOPIC_AUTHORIZATION_FAILED for it.
 *
 * Simplifications: configs are stored and reported; of them only `max.message.bytes` is applied (Produce answers
 * MESSAGE_TOO_LARGE above it); one copy per partition whatever the replication factor (Metadata reports that many
 * replicas); validateOnly checks existence, counts and configs but not the name's characters; `timeoutMs` is
 * ignored (creation is immediate).
 */
import { ErrorCode, errorCodeName } from '../../errors/protocol-error-codes.generated.js';
import {
  createCreateTopicsResponse,
  createCreateTopicsResponseCreatableTopicConfigs,
  createCreateTopicsResponseCreatableTopicResult,
  type CreateTopicsRequestCreatableTopic,
} from '../../protocol/messages/create-topics.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { mayCreateTopic } from '../acl/authorization-checks.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { isValidPartitionCount, MAX_PARTITIONS_PER_TOPIC } from '../cluster-state.js';
import { describeTopicConfigs, topicConfigProblem } from '../topic-configs.js';

/**
 * The CreateTopics handler.
 * @internal
 */
export const createTopicsHandler = defineHandler('CreateTopics', { min: 2, max: 7 }, {
  handle(request, { cluster, version, authorization }) {
    return createCreateTopicsResponse({
      topics: request.topics.map((topic) => {
        const allowed = mayCreateTopic(authorization, topic.name);
        const configProblem = allowed ? topic.configs.map((each) => topicConfigProblem(each.name, each.value)).find((problem) => problem !== undefined) : undefined;
        const errorCode = !allowed ? ErrorCode.TOPIC_AUTHORIZATION_FAILED : configProblem === undefined ? createOne(cluster, topic, request.validateOnly) : ErrorCode.INVALID_CONFIG;
        const created = errorCode === ErrorCode.NONE ? cluster.state.topic(topic.name) : undefined;
        const result = createCreateTopicsResponseCreatableTopicResult({ name: topic.name, errorCode, errorMessage: errorCode === ErrorCode.NONE ? null : (configProblem ?? errorCodeName(errorCode)) });
        if (version >= 5 && errorCode === ErrorCode.NONE) {
          result.numPartitions = created?.partitions.length ?? partitionCount(cluster, topic);
          result.replicationFactor = replicationFactor(topic);
          result.configs = describeTopicConfigs(configMap(topic), null).map((each) => createCreateTopicsResponseCreatableTopicConfigs({ name: each.name, value: each.value, configSource: each.source }));
        }
        if (version >= 7 && created !== undefined) result.topicId = created.topicId;
        return result;
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createCreateTopicsResponse({
      topics: request.topics.map((topic) => createCreateTopicsResponseCreatableTopicResult({ name: topic.name, errorCode, errorMessage: errorCodeName(errorCode) })),
    });
  },
});

function partitionCount(cluster: InMemoryCluster, topic: CreateTopicsRequestCreatableTopic): number {
  if (topic.assignments.length > 0) return topic.assignments.length;
  return topic.numPartitions === -1 ? cluster.state.defaultPartitionCount : topic.numPartitions;
}

function createOne(cluster: InMemoryCluster, topic: CreateTopicsRequestCreatableTopic, validateOnly: boolean): number {
  const brokers = cluster.state.brokers();
  if (topic.assignments.length > 0 && (topic.numPartitions !== -1 || topic.replicationFactor !== -1)) return ErrorCode.INVALID_REQUEST;
  if (topic.replicationFactor > brokers.length || topic.replicationFactor === 0 || topic.replicationFactor < -1) return ErrorCode.INVALID_REPLICATION_FACTOR;
  if (topic.numPartitions !== -1 && !isValidPartitionCount(topic.numPartitions)) return ErrorCode.INVALID_PARTITIONS;
  if (topic.assignments.length > MAX_PARTITIONS_PER_TOPIC) return ErrorCode.INVALID_PARTITIONS;
  const leaders: number[] = [];
  const assignments = [...topic.assignments].sort((a, b) => a.partitionIndex - b.partitionIndex);
  for (const [index, assignment] of assignments.entries()) {
    const leader = assignment.brokerIds[0];
    if (assignment.partitionIndex !== index || leader === undefined) return ErrorCode.INVALID_REPLICA_ASSIGNMENT;
    if (assignment.brokerIds.length > brokers.length || new Set(assignment.brokerIds).size !== assignment.brokerIds.length) return ErrorCode.INVALID_REPLICA_ASSIGNMENT;
    if (!assignment.brokerIds.every((id) => cluster.state.broker(id) !== undefined)) return ErrorCode.INVALID_REPLICA_ASSIGNMENT;
    leaders.push(leader);
  }
  const partitions = partitionCount(cluster, topic);
  if (validateOnly) {
    if (cluster.state.topic(topic.name) !== undefined) return ErrorCode.TOPIC_ALREADY_EXISTS;
    return isValidPartitionCount(partitions) ? ErrorCode.NONE : ErrorCode.INVALID_PARTITIONS;
  }
  const options = { partitions, replicationFactor: replicationFactor(topic), configs: configMap(topic) };
  return cluster.state.createTopic(topic.name, leaders.length > 0 ? { ...options, leaders } : options);
}

/** The replication factor asked for: the assignments' replica count, the given one, or the default (1). */
function replicationFactor(topic: CreateTopicsRequestCreatableTopic): number {
  if (topic.assignments.length > 0) return topic.assignments[0]?.brokerIds.length ?? 1;
  return topic.replicationFactor === -1 ? 1 : topic.replicationFactor;
}

function configMap(topic: CreateTopicsRequestCreatableTopic): Map<string, string> {
  return new Map(topic.configs.flatMap((each) => (each.value === null ? [] : [[each.name, each.value] as const])));
}
