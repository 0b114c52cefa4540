/**
 * Metadata (api key 3): the brokers, controller and cluster id (v1/v2+), every topic or named ones, by name or by topic
 * id (v12+), with replicas, in-sync and offline replicas (v5+) and leader epochs (v7+; -1 before). The admin client
 * never creates topics; the clients' metadata cache asks for the topics it uses with auto-creation allowed (the
 * broker decides, per `auto.create.topics.enable`), as Java's producer and consumer do.
 *
 * Errors (MetadataResponse.java): per topic UNKNOWN_TOPIC_OR_PARTITION, UNKNOWN_TOPIC_ID, INVALID_TOPIC_EXCEPTION,
 * TOPIC_AUTHORIZATION_FAILED, LEADER_NOT_AVAILABLE; per partition LEADER_NOT_AVAILABLE, REPLICA_NOT_AVAILABLE,
 * LISTENER_NOT_FOUND; top level (v13+) REBOOTSTRAP_REQUIRED.
 */
import { createMetadataRequest, type MetadataRequest, type MetadataResponse } from '../messages/metadata.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import { unsupported, type RequestModule } from './request-module.js';

/** Which topics: all, by name, or by id. @internal */
export type MetadataFields =
  | { readonly kind: 'all' }
  | { readonly kind: 'names'; readonly names: readonly string[]; readonly allowAutoTopicCreation?: boolean }
  | { readonly kind: 'ids'; readonly ids: readonly Uuid[] };

/** A partition's leader as Metadata names it: what the clients' metadata cache keeps of each partition. @internal */
export interface MetadataPartitionLeader {
  readonly partition: number;
  /** -1 while the partition has no leader. */
  readonly leaderId: number;
  /** -1 before v7. */
  readonly leaderEpoch: number;
}

/** A partition as Metadata describes it. @internal */
export interface MetadataPartition extends MetadataPartitionLeader {
  readonly errorCode: number;
  readonly replicas: readonly number[];
  readonly isr: readonly number[];
  readonly offlineReplicas: readonly number[];
}

/** A topic as Metadata describes it. @internal */
export interface MetadataTopic {
  /** Null only for an id the broker does not know. */
  readonly name: string | null;
  readonly topicId: Uuid;
  readonly errorCode: number;
  readonly internal: boolean;
  /** In partition order. */
  readonly partitions: readonly MetadataPartition[];
}

/** The cluster as one broker sees it. @internal */
export interface MetadataAnswer {
  readonly errorCode: number;
  readonly clusterId: string | null;
  /** -1 when the broker did not say. */
  readonly controllerId: number;
  readonly brokers: readonly { readonly nodeId: number; readonly host: string; readonly port: number; readonly rack: string | null }[];
  readonly topics: readonly MetadataTopic[];
}

/** First version that answers topics asked for by id. */
const TOPIC_IDS_FROM = 12;

function request(fields: MetadataFields, version: number): MetadataRequest {
  const base = { allowAutoTopicCreation: false, includeClusterAuthorizedOperations: false, includeTopicAuthorizedOperations: false };
  switch (fields.kind) {
    case 'all':
      // v0 has no "all topics" null: an empty list meant all there.
      return createMetadataRequest({ ...base, topics: version === 0 ? [] : null });
    case 'names':
      if (fields.names.length === 0 && version === 0) throw unsupported('Metadata', 'an empty topic list', version);
      return createMetadataRequest({ ...base, allowAutoTopicCreation: fields.allowAutoTopicCreation ?? false, topics: fields.names.map((name) => ({ topicId: ZERO_UUID, name })) });
    case 'ids':
      if (version < TOPIC_IDS_FROM) throw unsupported('Metadata', 'topics by id', version);
      return createMetadataRequest({ ...base, topics: fields.ids.map((topicId) => ({ topicId, name: null })) });
  }
}

/** First version with partition leader epochs. */
const LEADER_EPOCHS_FROM = 7;

function read(response: MetadataResponse, version: number): MetadataAnswer {
  return {
    errorCode: response.errorCode,
    clusterId: response.clusterId,
    controllerId: response.controllerId,
    brokers: response.brokers.map(({ nodeId, host, port, rack }) => ({ nodeId, host, port, rack })),
    topics: response.topics.map((topic) => ({
      name: topic.name,
      topicId: topic.topicId,
      errorCode: topic.errorCode,
      internal: topic.isInternal,
      partitions: [...topic.partitions].sort((a, b) => a.partitionIndex - b.partitionIndex).map((each) => ({
        partition: each.partitionIndex,
        errorCode: each.errorCode,
        leaderId: each.leaderId,
        leaderEpoch: version >= LEADER_EPOCHS_FROM ? each.leaderEpoch : -1,
        replicas: each.replicaNodes,
        isr: each.isrNodes,
        offlineReplicas: each.offlineReplicas,
      })),
    })),
  };
}

/** The Metadata wire module (the admin client and the clients' metadata cache). @internal */
export const metadata: RequestModule<'Metadata', MetadataFields, MetadataAnswer> = { api: 'Metadata', request, read };
