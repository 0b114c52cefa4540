// Generated from Apache Kafka's message specs (Apache License 2.0), MetadataRequest.json, MetadataResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, nullFieldError, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `MetadataRequestTopic` of Kafka's `MetadataRequest` (api key 3, versions 0-13, flexible from 9).
 * @public
 */
export interface MetadataRequestMetadataRequestTopic {
  /** The topic id. (versions 10-13; ignorable) */
  topicId: Uuid;
  /** The topic name. (versions 0-13; nullable 10-13) */
  name: string | null;
}

/**
 * A {@link MetadataRequestMetadataRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createMetadataRequestMetadataRequestTopic(fields?: Partial<MetadataRequestMetadataRequestTopic>): MetadataRequestMetadataRequestTopic {
  const message: MetadataRequestMetadataRequestTopic = {
    topicId: ZERO_UUID,
    name: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeMetadataRequestMetadataRequestTopic(writer: Writer, message: MetadataRequestMetadataRequestTopic, version: number): void {
  if (version >= 10) {
    writer.writeUuid(message.topicId);
  }
  if (!(version >= 10)) {
    if (message.name === null) throw nullFieldError('MetadataRequestMetadataRequestTopic', 'Name', version);
  }
  if (version >= 9) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeMetadataRequestMetadataRequestTopic(reader: Reader, version: number): MetadataRequestMetadataRequestTopic {
  let topicId: Uuid = ZERO_UUID;
  if (version >= 10) {
    topicId = reader.readUuid();
  }
  const name = (version >= 9 ? reader.readCompactString() : reader.readString());
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { topicId, name };
}

/**
 * Kafka's `MetadataRequest` (api key 3, versions 0-13, flexible from 9), one type across all versions.
 * @public
 */
export interface MetadataRequest {
  /** The topics to fetch metadata for. (versions 0-13; nullable 1-13) */
  topics: MetadataRequestMetadataRequestTopic[] | null;
  /** If this is true, the broker may auto-create topics that we requested which do not already exist, if it is configured to do so. (versions 4-13) */
  allowAutoTopicCreation: boolean;
  /** Whether to include cluster authorized operations. (versions 8-10) */
  includeClusterAuthorizedOperations: boolean;
  /** Whether to include topic authorized operations. (versions 8-13) */
  includeTopicAuthorizedOperations: boolean;
}

/**
 * A {@link MetadataRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createMetadataRequest(fields?: Partial<MetadataRequest>): MetadataRequest {
  const message: MetadataRequest = {
    topics: [],
    allowAutoTopicCreation: true,
    includeClusterAuthorizedOperations: false,
    includeTopicAuthorizedOperations: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeMetadataRequest(writer: Writer, message: MetadataRequest, version: number): void {
  if (!(version >= 1)) {
    if (message.topics === null) throw nullFieldError('MetadataRequest', 'Topics', version);
  }
  if (message.topics === null) {
    if (version >= 9) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 9) {
      writer.writeCompactArrayLength(message.topics.length);
    } else {
      writer.writeArrayLength(message.topics.length);
    }
    for (const item0 of message.topics) {
      encodeMetadataRequestMetadataRequestTopic(writer, item0, version);
    }
  }
  if (version >= 4) {
    writer.writeBoolean(message.allowAutoTopicCreation);
  } else {
    if (!message.allowAutoTopicCreation) throw missingFieldError('MetadataRequest', 'AllowAutoTopicCreation', version);
  }
  if (version >= 8 && version <= 10) {
    writer.writeBoolean(message.includeClusterAuthorizedOperations);
  } else {
    if (message.includeClusterAuthorizedOperations) throw missingFieldError('MetadataRequest', 'IncludeClusterAuthorizedOperations', version);
  }
  if (version >= 8) {
    writer.writeBoolean(message.includeTopicAuthorizedOperations);
  } else {
    if (message.includeTopicAuthorizedOperations) throw missingFieldError('MetadataRequest', 'IncludeTopicAuthorizedOperations', version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeMetadataRequest(reader: Reader, version: number): MetadataRequest {
  let topics: MetadataRequestMetadataRequestTopic[] | null;
  const count1 = (version >= 9 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1));
  if (count1 === null) {
    topics = null;
  } else {
    const array1: MetadataRequestMetadataRequestTopic[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeMetadataRequestMetadataRequestTopic(reader, version));
    topics = array1;
  }
  let allowAutoTopicCreation: boolean = true;
  if (version >= 4) {
    allowAutoTopicCreation = reader.readBoolean();
  }
  let includeClusterAuthorizedOperations: boolean = false;
  if (version >= 8 && version <= 10) {
    includeClusterAuthorizedOperations = reader.readBoolean();
  }
  let includeTopicAuthorizedOperations: boolean = false;
  if (version >= 8) {
    includeTopicAuthorizedOperations = reader.readBoolean();
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { topics, allowAutoTopicCreation, includeClusterAuthorizedOperations, includeTopicAuthorizedOperations };
}

/**
 * Codec of {@link MetadataRequest} (api key 3, versions 0-13, flexible from 9).
 * @public
 */
export const MetadataRequest: MessageCodec<MetadataRequest> = {
  name: 'MetadataRequest',
  apiKey: 3,
  minVersion: 0,
  maxVersion: 13,
  flexibleFrom: 9,
  create: createMetadataRequest,
  encode(writer: Writer, message: MetadataRequest, version: number): void {
    checkVersion('MetadataRequest', 3, version, 0, 13);
    encodeMetadataRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): MetadataRequest {
    checkVersion('MetadataRequest', 3, version, 0, 13);
    return decodeMetadataRequest(reader, version);
  },
};

/**
 * `MetadataResponseBroker` of Kafka's `MetadataResponse` (api key 3, versions 0-13, flexible from 9).
 * @public
 */
export interface MetadataResponseMetadataResponseBroker {
  /** The broker ID. (versions 0-13) */
  nodeId: number;
  /** The broker hostname. (versions 0-13) */
  host: string;
  /** The broker port. (versions 0-13) */
  port: number;
  /** The rack of the broker, or null if it has not been assigned to a rack. (versions 1-13; nullable 1-13; ignorable) */
  rack: string | null;
}

/**
 * A {@link MetadataResponseMetadataResponseBroker} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createMetadataResponseMetadataResponseBroker(fields?: Partial<MetadataResponseMetadataResponseBroker>): MetadataResponseMetadataResponseBroker {
  const message: MetadataResponseMetadataResponseBroker = {
    nodeId: 0,
    host: '',
    port: 0,
    rack: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeMetadataResponseMetadataResponseBroker(writer: Writer, message: MetadataResponseMetadataResponseBroker, version: number): void {
  writer.writeInt32(message.nodeId);
  if (version >= 9) {
    writer.writeCompactString(message.host);
  } else {
    writer.writeString(message.host);
  }
  writer.writeInt32(message.port);
  if (version >= 1) {
    if (version >= 9) {
      writer.writeCompactString(message.rack);
    } else {
      writer.writeString(message.rack);
    }
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeMetadataResponseMetadataResponseBroker(reader: Reader, version: number): MetadataResponseMetadataResponseBroker {
  const nodeId = reader.readInt32();
  const host = nonNull((version >= 9 ? reader.readCompactString() : reader.readString()), 'MetadataResponseMetadataResponseBroker', 'Host', reader);
  const port = reader.readInt32();
  let rack: string | null = null;
  if (version >= 1) {
    rack = (version >= 9 ? reader.readCompactString() : reader.readString());
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { nodeId, host, port, rack };
}

/**
 * `MetadataResponsePartition` of Kafka's `MetadataResponse` (api key 3, versions 0-13, flexible from 9).
 * @public
 */
export interface MetadataResponseMetadataResponsePartition {
  /** The partition error, or 0 if there was no error. (versions 0-13) */
  errorCode: number;
  /** The partition index. (versions 0-13) */
  partitionIndex: number;
  /** The ID of the leader broker. (versions 0-13) */
  leaderId: number;
  /** The leader epoch of this partition. (versions 7-13; ignorable) */
  leaderEpoch: number;
  /** The set of all nodes that host this partition. (versions 0-13) */
  replicaNodes: number[];
  /** The set of nodes that are in sync with the leader for this partition. (versions 0-13) */
  isrNodes: number[];
  /** The set of offline replicas of this partition. (versions 5-13; ignorable) */
  offlineReplicas: number[];
}

/**
 * A {@link MetadataResponseMetadataResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createMetadataResponseMetadataResponsePartition(fields?: Partial<MetadataResponseMetadataResponsePartition>): MetadataResponseMetadataResponsePartition {
  const message: MetadataResponseMetadataResponsePartition = {
    errorCode: 0,
    partitionIndex: 0,
    leaderId: 0,
    leaderEpoch: -1,
    replicaNodes: [],
    isrNodes: [],
    offlineReplicas: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeMetadataResponseMetadataResponsePartition(writer: Writer, message: MetadataResponseMetadataResponsePartition, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.partitionIndex);
  writer.writeInt32(message.leaderId);
  if (version >= 7) {
    writer.writeInt32(message.leaderEpoch);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.replicaNodes.length);
  } else {
    writer.writeArrayLength(message.replicaNodes.length);
  }
  for (const item0 of message.replicaNodes) {
    writer.writeInt32(item0);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.isrNodes.length);
  } else {
    writer.writeArrayLength(message.isrNodes.length);
  }
  for (const item1 of message.isrNodes) {
    writer.writeInt32(item1);
  }
  if (version >= 5) {
    if (version >= 9) {
      writer.writeCompactArrayLength(message.offlineReplicas.length);
    } else {
      writer.writeArrayLength(message.offlineReplicas.length);
    }
    for (const item2 of message.offlineReplicas) {
      writer.writeInt32(item2);
    }
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeMetadataResponseMetadataResponsePartition(reader: Reader, version: number): MetadataResponseMetadataResponsePartition {
  const errorCode = reader.readInt16();
  const partitionIndex = reader.readInt32();
  const leaderId = reader.readInt32();
  let leaderEpoch: number = -1;
  if (version >= 7) {
    leaderEpoch = reader.readInt32();
  }
  const count3 = nonNull((version >= 9 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'MetadataResponseMetadataResponsePartition', 'ReplicaNodes', reader);
  const replicaNodes: number[] = [];
  for (let index = 0; index < count3; index++) replicaNodes.push(reader.readInt32());
  const count4 = nonNull((version >= 9 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'MetadataResponseMetadataResponsePartition', 'IsrNodes', reader);
  const isrNodes: number[] = [];
  for (let index = 0; index < count4; index++) isrNodes.push(reader.readInt32());
  let offlineReplicas: number[] = [];
  if (version >= 5) {
    const count5 = nonNull((version >= 9 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'MetadataResponseMetadataResponsePartition', 'OfflineReplicas', reader);
    const array5: number[] = [];
    for (let index = 0; index < count5; index++) array5.push(reader.readInt32());
    offlineReplicas = array5;
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { errorCode, partitionIndex, leaderId, leaderEpoch, replicaNodes, isrNodes, offlineReplicas };
}

/**
 * `MetadataResponseTopic` of Kafka's `MetadataResponse` (api key 3, versions 0-13, flexible from 9).
 * @public
 */
export interface MetadataResponseMetadataResponseTopic {
  /** The topic error, or 0 if there was no error. (versions 0-13) */
  errorCode: number;
  /** The topic name. Null for non-existing topics queried by ID. This is never null when ErrorCode is zero. One of Name and TopicId is always populated. (versions 0-13; nullable 12-13) */
  name: string | null;
  /** The topic id. Zero for non-existing topics queried by name. This is never zero when ErrorCode is zero. One of Name and TopicId is always populated. (versions 10-13; ignorable) */
  topicId: Uuid;
  /** True if the topic is internal. (versions 1-13; ignorable) */
  isInternal: boolean;
  /** Each partition in the topic. (versions 0-13) */
  partitions: MetadataResponseMetadataResponsePartition[];
  /** 32-bit bitfield to represent authorized operations for this topic. (versions 8-13) */
  topicAuthorizedOperations: number;
}

/**
 * A {@link MetadataResponseMetadataResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createMetadataResponseMetadataResponseTopic(fields?: Partial<MetadataResponseMetadataResponseTopic>): MetadataResponseMetadataResponseTopic {
  const message: MetadataResponseMetadataResponseTopic = {
    errorCode: 0,
    name: '',
    topicId: ZERO_UUID,
    isInternal: false,
    partitions: [],
    topicAuthorizedOperations: -2147483648,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeMetadataResponseMetadataResponseTopic(writer: Writer, message: MetadataResponseMetadataResponseTopic, version: number): void {
  writer.writeInt16(message.errorCode);
  if (!(version >= 12)) {
    if (message.name === null) throw nullFieldError('MetadataResponseMetadataResponseTopic', 'Name', version);
  }
  if (version >= 9) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 10) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 1) {
    writer.writeBoolean(message.isInternal);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item6 of message.partitions) {
    encodeMetadataResponseMetadataResponsePartition(writer, item6, version);
  }
  if (version >= 8) {
    writer.writeInt32(message.topicAuthorizedOperations);
  } else {
    if (message.topicAuthorizedOperations !== -2147483648) throw missingFieldError('MetadataResponseMetadataResponseTopic', 'TopicAuthorizedOperations', version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeMetadataResponseMetadataResponseTopic(reader: Reader, version: number): MetadataResponseMetadataResponseTopic {
  const errorCode = reader.readInt16();
  const name = (version >= 9 ? reader.readCompactString() : reader.readString());
  let topicId: Uuid = ZERO_UUID;
  if (version >= 10) {
    topicId = reader.readUuid();
  }
  let isInternal: boolean = false;
  if (version >= 1) {
    isInternal = reader.readBoolean();
  }
  const count7 = nonNull((version >= 9 ? reader.readCompactArrayLength(12) : reader.readArrayLength(12)), 'MetadataResponseMetadataResponseTopic', 'Partitions', reader);
  const partitions: MetadataResponseMetadataResponsePartition[] = [];
  for (let index = 0; index < count7; index++) partitions.push(decodeMetadataResponseMetadataResponsePartition(reader, version));
  let topicAuthorizedOperations: number = -2147483648;
  if (version >= 8) {
    topicAuthorizedOperations = reader.readInt32();
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { errorCode, name, topicId, isInternal, partitions, topicAuthorizedOperations };
}

/**
 * Kafka's `MetadataResponse` (api key 3, versions 0-13, flexible from 9), one type across all versions.
 * @public
 */
export interface MetadataResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 3-13; ignorable) */
  throttleTimeMs: number;
  /** A list of brokers present in the cluster. (versions 0-13) */
  brokers: MetadataResponseMetadataResponseBroker[];
  /** The cluster ID that responding broker belongs to. (versions 2-13; nullable 2-13; ignorable) */
  clusterId: string | null;
  /** The ID of the controller broker. (versions 1-13; ignorable) */
  controllerId: number;
  /** Each topic in the response. (versions 0-13) */
  topics: MetadataResponseMetadataResponseTopic[];
  /** 32-bit bitfield to represent authorized operations for this cluster. (versions 8-10) */
  clusterAuthorizedOperations: number;
  /** The top-level error code, or 0 if there was no error. (versions 13; ignorable) */
  errorCode: number;
}

/**
 * A {@link MetadataResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createMetadataResponse(fields?: Partial<MetadataResponse>): MetadataResponse {
  const message: MetadataResponse = {
    throttleTimeMs: 0,
    brokers: [],
    clusterId: null,
    controllerId: -1,
    topics: [],
    clusterAuthorizedOperations: -2147483648,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeMetadataResponse(writer: Writer, message: MetadataResponse, version: number): void {
  if (version >= 3) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.brokers.length);
  } else {
    writer.writeArrayLength(message.brokers.length);
  }
  for (const item8 of message.brokers) {
    encodeMetadataResponseMetadataResponseBroker(writer, item8, version);
  }
  if (version >= 2) {
    if (version >= 9) {
      writer.writeCompactString(message.clusterId);
    } else {
      writer.writeString(message.clusterId);
    }
  }
  if (version >= 1) {
    writer.writeInt32(message.controllerId);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item9 of message.topics) {
    encodeMetadataResponseMetadataResponseTopic(writer, item9, version);
  }
  if (version >= 8 && version <= 10) {
    writer.writeInt32(message.clusterAuthorizedOperations);
  } else {
    if (message.clusterAuthorizedOperations !== -2147483648) throw missingFieldError('MetadataResponse', 'ClusterAuthorizedOperations', version);
  }
  if (version >= 13) {
    writer.writeInt16(message.errorCode);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeMetadataResponse(reader: Reader, version: number): MetadataResponse {
  let throttleTimeMs: number = 0;
  if (version >= 3) {
    throttleTimeMs = reader.readInt32();
  }
  const count10 = nonNull((version >= 9 ? reader.readCompactArrayLength(9) : reader.readArrayLength(9)), 'MetadataResponse', 'Brokers', reader);
  const brokers: MetadataResponseMetadataResponseBroker[] = [];
  for (let index = 0; index < count10; index++) brokers.push(decodeMetadataResponseMetadataResponseBroker(reader, version));
  let clusterId: string | null = null;
  if (version >= 2) {
    clusterId = (version >= 9 ? reader.readCompactString() : reader.readString());
  }
  let controllerId: number = -1;
  if (version >= 1) {
    controllerId = reader.readInt32();
  }
  const count11 = nonNull((version >= 9 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'MetadataResponse', 'Topics', reader);
  const topics: MetadataResponseMetadataResponseTopic[] = [];
  for (let index = 0; index < count11; index++) topics.push(decodeMetadataResponseMetadataResponseTopic(reader, version));
  let clusterAuthorizedOperations: number = -2147483648;
  if (version >= 8 && version <= 10) {
    clusterAuthorizedOperations = reader.readInt32();
  }
  let errorCode: number = 0;
  if (version >= 13) {
    errorCode = reader.readInt16();
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, brokers, clusterId, controllerId, topics, clusterAuthorizedOperations, errorCode };
}

/**
 * Codec of {@link MetadataResponse} (api key 3, versions 0-13, flexible from 9).
 * @public
 */
export const MetadataResponse: MessageCodec<MetadataResponse> = {
  name: 'MetadataResponse',
  apiKey: 3,
  minVersion: 0,
  maxVersion: 13,
  flexibleFrom: 9,
  create: createMetadataResponse,
  encode(writer: Writer, message: MetadataResponse, version: number): void {
    checkVersion('MetadataResponse', 3, version, 0, 13);
    encodeMetadataResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): MetadataResponse {
    checkVersion('MetadataResponse', 3, version, 0, 13);
    return decodeMetadataResponse(reader, version);
  },
};
