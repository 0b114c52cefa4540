/**
 * Metadata (api key 3).
 *
 * Behaviour: lists the brokers at the addresses the network face registered (`setBrokerAddress`; the
 * in-process face uses `in-memory:9092+id`), the controller id (lowest live broker), the cluster id, and the
 * requested topics with each partition's leader, leader epoch, replicas and ISR. Unknown topics are
 * auto-created when the cluster allows it and the request does (`allowAutoTopicCreation`, v4+; always
 * allowed before v4, as Kafka did), else answered UNKNOWN_TOPIC_OR_PARTITION.
 *
 * Version notes: v0 lists every topic for an empty topic list; v1+ for a null list (empty means none);
 * v10+ topic ids, and v12+ topics requested by id (UNKNOWN_TOPIC_ID when unknown); v13 top-level error code.
 *
 * Authorization (KafkaApis.handleTopicMetadataRequest): a topic the principal may not DESCRIBE answers
 * TOPIC_AUTHORIZATION_FAILED without revealing whether it exists (zero topic id, no partitions; by id: the id and a
 * null name), and is left out of an all-topics answer; auto-creation also needs CREATE on the cluster or the topic,
 * else TOPIC_AUTHORIZATION_FAILED.
 *
 * Simplifications: one copy per partition, its leader's; the replicas and ISR reported are the topic's replication
 * factor of brokers, the leader first and then the next broker ids (no offline replicas); a down broker
 * is still listed and keeps its leaderships (clients see it unreachable); authorized operations are never
 * computed (the "not requested" sentinel is returned); internal topics do not exist.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createMetadataResponse,
  createMetadataResponseMetadataResponseBroker,
  createMetadataResponseMetadataResponsePartition,
  createMetadataResponseMetadataResponseTopic,
  type MetadataResponseMetadataResponseTopic,
} from '../../protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../protocol/primitives/uuid.js';
import { defineHandler } from '../broker/api-handler.js';
import type { ClusterState, TopicState } from '../cluster-state.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import { mayCreateTopic } from '../acl/authorization-checks.js';

/**
 * The Metadata handler.
 * @internal
 */
export const metadataHandler = defineHandler('Metadata', { min: 0, max: 13 }, {
  handle(request, { cluster, version, authorization }) {
    const allTopics = request.topics === null || (version === 0 && request.topics.length === 0);
    const autoCreate = version < 4 || request.allowAutoTopicCreation;
    const describable = (name: string): boolean => authorization.allows(AclOperation.DESCRIBE, ResourceType.TOPIC, name);
    const unauthorized = (name: string | null, topicId = ZERO_UUID): MetadataResponseMetadataResponseTopic =>
      createMetadataResponseMetadataResponseTopic({ errorCode: ErrorCode.TOPIC_AUTHORIZATION_FAILED, name, topicId: version >= 10 ? topicId : ZERO_UUID });
    const topics: MetadataResponseMetadataResponseTopic[] = [];
    if (allTopics) {
      for (const topic of cluster.state.topics()) if (describable(topic.name)) topics.push(describeTopic(cluster.state, topic, version));
    } else {
      for (const wanted of request.topics ?? []) {
        if (wanted.name === null) {
          const byId = cluster.state.topicById(wanted.topicId);
          if (byId !== undefined && !describable(byId.name)) { topics.push(unauthorized(null, wanted.topicId)); continue; }
          topics.push(byId === undefined ? createMetadataResponseMetadataResponseTopic({ errorCode: ErrorCode.UNKNOWN_TOPIC_ID, name: null, topicId: wanted.topicId }) : describeTopic(cluster.state, byId, version));
          continue;
        }
        if (!describable(wanted.name)) { topics.push(unauthorized(wanted.name)); continue; }
        const creates = autoCreate && cluster.state.autoCreateTopics && cluster.state.topic(wanted.name) === undefined;
        if (creates && !mayCreateTopic(authorization, wanted.name)) {
          topics.push(unauthorized(wanted.name));
          continue;
        }
        const topic = autoCreate ? cluster.state.topicOrAutoCreate(wanted.name) : cluster.state.topic(wanted.name);
        topics.push(topic === undefined ? createMetadataResponseMetadataResponseTopic({ errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, name: wanted.name }) : describeTopic(cluster.state, topic, version));
      }
    }
    return createMetadataResponse({
      brokers: cluster.state.brokers().map((broker) =>
        createMetadataResponseMetadataResponseBroker({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack }),
      ),
      clusterId: version >= 2 ? cluster.state.clusterId : null,
      controllerId: version >= 1 ? cluster.state.controllerId() : -1,
      topics,
    });
  },
  errorResponse(request, errorCode, { version }) {
    return createMetadataResponse({
      errorCode: version >= 13 ? errorCode : 0,
      topics: (request.topics ?? []).map((topic) => createMetadataResponseMetadataResponseTopic({ errorCode, name: topic.name ?? (version >= 12 ? null : ''), topicId: version >= 10 ? topic.topicId : ZERO_UUID })),
    });
  },
});

function describeTopic(state: ClusterState, topic: TopicState, version: number): MetadataResponseMetadataResponseTopic {
  return createMetadataResponseMetadataResponseTopic({
    errorCode: ErrorCode.NONE,
    name: topic.name,
    topicId: version >= 10 ? topic.topicId : ZERO_UUID,
    partitions: topic.partitions.map((partition) =>
      createMetadataResponseMetadataResponsePartition({
        errorCode: ErrorCode.NONE,
        partitionIndex: partition.partition,
        leaderId: partition.leaderId,
        leaderEpoch: version >= 7 ? partition.leaderEpoch : -1,
        replicaNodes: state.replicas(topic, partition),
        isrNodes: state.replicas(topic, partition),
      }),
    ),
  });
}
