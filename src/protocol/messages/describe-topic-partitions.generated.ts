// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeTopicPartitionsRequest.json, DescribeTopicPartitionsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TopicRequest` of Kafka's `DescribeTopicPartitionsRequest` (api key 75, version 0, flexible from 0).
 * @public
 */
export interface DescribeTopicPartitionsRequestTopicRequest {
  /** The topic name. (versions 0) */
  name: string;
}

/**
 * A {@link DescribeTopicPartitionsRequestTopicRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsRequestTopicRequest(fields?: Partial<DescribeTopicPartitionsRequestTopicRequest>): DescribeTopicPartitionsRequestTopicRequest {
  const message: DescribeTopicPartitionsRequestTopicRequest = {
    name: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsRequestTopicRequest(writer: Writer, message: DescribeTopicPartitionsRequestTopicRequest): void {
  writer.writeCompactString(message.name);
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsRequestTopicRequest(reader: Reader): DescribeTopicPartitionsRequestTopicRequest {
  const name = nonNull(reader.readCompactString(), 'DescribeTopicPartitionsRequestTopicRequest', 'Name', reader);
  skipTaggedFields(reader);
  return { name };
}

/**
 * `Cursor` of Kafka's `DescribeTopicPartitionsRequest` (api key 75, version 0, flexible from 0).
 * @public
 */
export interface DescribeTopicPartitionsRequestCursor {
  /** The name for the first topic to process. (versions 0) */
  topicName: string;
  /** The partition index to start with. (versions 0) */
  partitionIndex: number;
}

/**
 * A {@link DescribeTopicPartitionsRequestCursor} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsRequestCursor(fields?: Partial<DescribeTopicPartitionsRequestCursor>): DescribeTopicPartitionsRequestCursor {
  const message: DescribeTopicPartitionsRequestCursor = {
    topicName: '',
    partitionIndex: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsRequestCursor(writer: Writer, message: DescribeTopicPartitionsRequestCursor): void {
  writer.writeCompactString(message.topicName);
  writer.writeInt32(message.partitionIndex);
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsRequestCursor(reader: Reader): DescribeTopicPartitionsRequestCursor {
  const topicName = nonNull(reader.readCompactString(), 'DescribeTopicPartitionsRequestCursor', 'TopicName', reader);
  const partitionIndex = reader.readInt32();
  skipTaggedFields(reader);
  return { topicName, partitionIndex };
}

/**
 * Kafka's `DescribeTopicPartitionsRequest` (api key 75, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeTopicPartitionsRequest {
  /** The topics to fetch details for. (versions 0) */
  topics: DescribeTopicPartitionsRequestTopicRequest[];
  /** The maximum number of partitions included in the response. (versions 0) */
  responsePartitionLimit: number;
  /** The first topic and partition index to fetch details for. (versions 0; nullable 0) */
  cursor: DescribeTopicPartitionsRequestCursor | null;
}

/**
 * A {@link DescribeTopicPartitionsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsRequest(fields?: Partial<DescribeTopicPartitionsRequest>): DescribeTopicPartitionsRequest {
  const message: DescribeTopicPartitionsRequest = {
    topics: [],
    responsePartitionLimit: 2000,
    cursor: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsRequest(writer: Writer, message: DescribeTopicPartitionsRequest): void {
  writer.writeCompactArrayLength(message.topics.length);
  for (const item0 of message.topics) {
    encodeDescribeTopicPartitionsRequestTopicRequest(writer, item0);
  }
  writer.writeInt32(message.responsePartitionLimit);
  if (message.cursor === null) {
    writer.writeInt8(-1);
  } else {
    writer.writeInt8(1);
    encodeDescribeTopicPartitionsRequestCursor(writer, message.cursor);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsRequest(reader: Reader): DescribeTopicPartitionsRequest {
  const count1 = nonNull(reader.readCompactArrayLength(1), 'DescribeTopicPartitionsRequest', 'Topics', reader);
  const topics: DescribeTopicPartitionsRequestTopicRequest[] = [];
  for (let index = 0; index < count1; index++) topics.push(decodeDescribeTopicPartitionsRequestTopicRequest(reader));
  const responsePartitionLimit = reader.readInt32();
  const cursor = (reader.readInt8() < 0 ? null : decodeDescribeTopicPartitionsRequestCursor(reader));
  skipTaggedFields(reader);
  return { topics, responsePartitionLimit, cursor };
}

/**
 * Codec of {@link DescribeTopicPartitionsRequest} (api key 75, version 0, flexible from 0).
 * @public
 */
export const DescribeTopicPartitionsRequest: MessageCodec<DescribeTopicPartitionsRequest> = {
  name: 'DescribeTopicPartitionsRequest',
  apiKey: 75,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeTopicPartitionsRequest,
  encode(writer: Writer, message: DescribeTopicPartitionsRequest, version: number): void {
    checkVersion('DescribeTopicPartitionsRequest', 75, version, 0, 0);
    encodeDescribeTopicPartitionsRequest(writer, message);
  },
  decode(reader: Reader, version: number): DescribeTopicPartitionsRequest {
    checkVersion('DescribeTopicPartitionsRequest', 75, version, 0, 0);
    return decodeDescribeTopicPartitionsRequest(reader);
  },
};

/**
 * `DescribeTopicPartitionsResponsePartition` of Kafka's `DescribeTopicPartitionsResponse` (api key 75, version 0, flexible from 0).
 * @public
 */
export interface DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition {
  /** The partition error, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The partition index. (versions 0) */
  partitionIndex: number;
  /** The ID of the leader broker. (versions 0) */
  leaderId: number;
  /** The leader epoch of this partition. (versions 0; ignorable) */
  leaderEpoch: number;
  /** The set of all nodes that host this partition. (versions 0) */
  replicaNodes: number[];
  /** The set of nodes that are in sync with the leader for this partition. (versions 0) */
  isrNodes: number[];
  /** The new eligible leader replicas otherwise. (versions 0; nullable 0) */
  eligibleLeaderReplicas: number[] | null;
  /** The last known ELR. (versions 0; nullable 0) */
  lastKnownElr: number[] | null;
  /** The set of offline replicas of this partition. (versions 0; ignorable) */
  offlineReplicas: number[];
}

/**
 * A {@link DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition(fields?: Partial<DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition>): DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition {
  const message: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition = {
    errorCode: 0,
    partitionIndex: 0,
    leaderId: 0,
    leaderEpoch: -1,
    replicaNodes: [],
    isrNodes: [],
    eligibleLeaderReplicas: null,
    lastKnownElr: null,
    offlineReplicas: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition(writer: Writer, message: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition): void {
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.partitionIndex);
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeCompactArrayLength(message.replicaNodes.length);
  for (const item0 of message.replicaNodes) {
    writer.writeInt32(item0);
  }
  writer.writeCompactArrayLength(message.isrNodes.length);
  for (const item1 of message.isrNodes) {
    writer.writeInt32(item1);
  }
  if (message.eligibleLeaderReplicas === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.eligibleLeaderReplicas.length);
    for (const item2 of message.eligibleLeaderReplicas) {
      writer.writeInt32(item2);
    }
  }
  if (message.lastKnownElr === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.lastKnownElr.length);
    for (const item3 of message.lastKnownElr) {
      writer.writeInt32(item3);
    }
  }
  writer.writeCompactArrayLength(message.offlineReplicas.length);
  for (const item4 of message.offlineReplicas) {
    writer.writeInt32(item4);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition(reader: Reader): DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition {
  const errorCode = reader.readInt16();
  const partitionIndex = reader.readInt32();
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const count5 = nonNull(reader.readCompactArrayLength(4), 'DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition', 'ReplicaNodes', reader);
  const replicaNodes: number[] = [];
  for (let index = 0; index < count5; index++) replicaNodes.push(reader.readInt32());
  const count6 = nonNull(reader.readCompactArrayLength(4), 'DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition', 'IsrNodes', reader);
  const isrNodes: number[] = [];
  for (let index = 0; index < count6; index++) isrNodes.push(reader.readInt32());
  let eligibleLeaderReplicas: number[] | null;
  const count7 = reader.readCompactArrayLength(4);
  if (count7 === null) {
    eligibleLeaderReplicas = null;
  } else {
    const array7: number[] = [];
    for (let index = 0; index < count7; index++) array7.push(reader.readInt32());
    eligibleLeaderReplicas = array7;
  }
  let lastKnownElr: number[] | null;
  const count8 = reader.readCompactArrayLength(4);
  if (count8 === null) {
    lastKnownElr = null;
  } else {
    const array8: number[] = [];
    for (let index = 0; index < count8; index++) array8.push(reader.readInt32());
    lastKnownElr = array8;
  }
  const count9 = nonNull(reader.readCompactArrayLength(4), 'DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition', 'OfflineReplicas', reader);
  const offlineReplicas: number[] = [];
  for (let index = 0; index < count9; index++) offlineReplicas.push(reader.readInt32());
  skipTaggedFields(reader);
  return { errorCode, partitionIndex, leaderId, leaderEpoch, replicaNodes, isrNodes, eligibleLeaderReplicas, lastKnownElr, offlineReplicas };
}

/**
 * `DescribeTopicPartitionsResponseTopic` of Kafka's `DescribeTopicPartitionsResponse` (api key 75, version 0, flexible from 0).
 * @public
 */
export interface DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic {
  /** The topic error, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The topic name. (versions 0; nullable 0) */
  name: string | null;
  /** The topic id. (versions 0; ignorable) */
  topicId: Uuid;
  /** True if the topic is internal. (versions 0; ignorable) */
  isInternal: boolean;
  /** Each partition in the topic. (versions 0) */
  partitions: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition[];
  /** 32-bit bitfield to represent authorized operations for this topic. (versions 0) */
  topicAuthorizedOperations: number;
}

/**
 * A {@link DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic(fields?: Partial<DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic>): DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic {
  const message: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic = {
    errorCode: 0,
    name: '',
    topicId: ZERO_UUID,
    isInternal: false,
    partitions: [],
    topicAuthorizedOperations: -2147483648,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic(writer: Writer, message: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic): void {
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.name);
  writer.writeUuid(message.topicId);
  writer.writeBoolean(message.isInternal);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item10 of message.partitions) {
    encodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition(writer, item10);
  }
  writer.writeInt32(message.topicAuthorizedOperations);
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic(reader: Reader): DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic {
  const errorCode = reader.readInt16();
  const name = reader.readCompactString();
  const topicId = reader.readUuid();
  const isInternal = reader.readBoolean();
  const count11 = nonNull(reader.readCompactArrayLength(19), 'DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic', 'Partitions', reader);
  const partitions: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition[] = [];
  for (let index = 0; index < count11; index++) partitions.push(decodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponsePartition(reader));
  const topicAuthorizedOperations = reader.readInt32();
  skipTaggedFields(reader);
  return { errorCode, name, topicId, isInternal, partitions, topicAuthorizedOperations };
}

/**
 * `Cursor` of Kafka's `DescribeTopicPartitionsResponse` (api key 75, version 0, flexible from 0).
 * @public
 */
export interface DescribeTopicPartitionsResponseCursor {
  /** The name for the first topic to process. (versions 0) */
  topicName: string;
  /** The partition index to start with. (versions 0) */
  partitionIndex: number;
}

/**
 * A {@link DescribeTopicPartitionsResponseCursor} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsResponseCursor(fields?: Partial<DescribeTopicPartitionsResponseCursor>): DescribeTopicPartitionsResponseCursor {
  const message: DescribeTopicPartitionsResponseCursor = {
    topicName: '',
    partitionIndex: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsResponseCursor(writer: Writer, message: DescribeTopicPartitionsResponseCursor): void {
  writer.writeCompactString(message.topicName);
  writer.writeInt32(message.partitionIndex);
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsResponseCursor(reader: Reader): DescribeTopicPartitionsResponseCursor {
  const topicName = nonNull(reader.readCompactString(), 'DescribeTopicPartitionsResponseCursor', 'TopicName', reader);
  const partitionIndex = reader.readInt32();
  skipTaggedFields(reader);
  return { topicName, partitionIndex };
}

/**
 * Kafka's `DescribeTopicPartitionsResponse` (api key 75, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeTopicPartitionsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0; ignorable) */
  throttleTimeMs: number;
  /** Each topic in the response. (versions 0) */
  topics: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic[];
  /** The next topic and partition index to fetch details for. (versions 0; nullable 0) */
  nextCursor: DescribeTopicPartitionsResponseCursor | null;
}

/**
 * A {@link DescribeTopicPartitionsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTopicPartitionsResponse(fields?: Partial<DescribeTopicPartitionsResponse>): DescribeTopicPartitionsResponse {
  const message: DescribeTopicPartitionsResponse = {
    throttleTimeMs: 0,
    topics: [],
    nextCursor: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTopicPartitionsResponse(writer: Writer, message: DescribeTopicPartitionsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item12 of message.topics) {
    encodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic(writer, item12);
  }
  if (message.nextCursor === null) {
    writer.writeInt8(-1);
  } else {
    writer.writeInt8(1);
    encodeDescribeTopicPartitionsResponseCursor(writer, message.nextCursor);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTopicPartitionsResponse(reader: Reader): DescribeTopicPartitionsResponse {
  const throttleTimeMs = reader.readInt32();
  const count13 = nonNull(reader.readCompactArrayLength(25), 'DescribeTopicPartitionsResponse', 'Topics', reader);
  const topics: DescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic[] = [];
  for (let index = 0; index < count13; index++) topics.push(decodeDescribeTopicPartitionsResponseDescribeTopicPartitionsResponseTopic(reader));
  const nextCursor = (reader.readInt8() < 0 ? null : decodeDescribeTopicPartitionsResponseCursor(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, topics, nextCursor };
}

/**
 * Codec of {@link DescribeTopicPartitionsResponse} (api key 75, version 0, flexible from 0).
 * @public
 */
export const DescribeTopicPartitionsResponse: MessageCodec<DescribeTopicPartitionsResponse> = {
  name: 'DescribeTopicPartitionsResponse',
  apiKey: 75,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeTopicPartitionsResponse,
  encode(writer: Writer, message: DescribeTopicPartitionsResponse, version: number): void {
    checkVersion('DescribeTopicPartitionsResponse', 75, version, 0, 0);
    encodeDescribeTopicPartitionsResponse(writer, message);
  },
  decode(reader: Reader, version: number): DescribeTopicPartitionsResponse {
    checkVersion('DescribeTopicPartitionsResponse', 75, version, 0, 0);
    return decodeDescribeTopicPartitionsResponse(reader);
  },
};
