// Generated from Apache Kafka's message specs (Apache License 2.0), AssignReplicasToDirsRequest.json, AssignReplicasToDirsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `AssignReplicasToDirsRequest` (api key 73, version 0, flexible from 0).
 * @public
 */
export interface AssignReplicasToDirsRequestPartitionData {
  /** The partition index. (versions 0) */
  partitionIndex: number;
}

/**
 * A {@link AssignReplicasToDirsRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsRequestPartitionData(fields?: Partial<AssignReplicasToDirsRequestPartitionData>): AssignReplicasToDirsRequestPartitionData {
  const message: AssignReplicasToDirsRequestPartitionData = {
    partitionIndex: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsRequestPartitionData(writer: Writer, message: AssignReplicasToDirsRequestPartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsRequestPartitionData(reader: Reader): AssignReplicasToDirsRequestPartitionData {
  const partitionIndex = reader.readInt32();
  skipTaggedFields(reader);
  return { partitionIndex };
}

/**
 * `TopicData` of Kafka's `AssignReplicasToDirsRequest` (api key 73, version 0, flexible from 0).
 * @public
 */
export interface AssignReplicasToDirsRequestTopicData {
  /** The ID of the assigned topic. (versions 0) */
  topicId: Uuid;
  /** The partitions assigned to the directory. (versions 0) */
  partitions: AssignReplicasToDirsRequestPartitionData[];
}

/**
 * A {@link AssignReplicasToDirsRequestTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsRequestTopicData(fields?: Partial<AssignReplicasToDirsRequestTopicData>): AssignReplicasToDirsRequestTopicData {
  const message: AssignReplicasToDirsRequestTopicData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsRequestTopicData(writer: Writer, message: AssignReplicasToDirsRequestTopicData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeAssignReplicasToDirsRequestPartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsRequestTopicData(reader: Reader): AssignReplicasToDirsRequestTopicData {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(4), 'AssignReplicasToDirsRequestTopicData', 'Partitions', reader);
  const partitions: AssignReplicasToDirsRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeAssignReplicasToDirsRequestPartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * `DirectoryData` of Kafka's `AssignReplicasToDirsRequest` (api key 73, version 0, flexible from 0).
 * @public
 */
export interface AssignReplicasToDirsRequestDirectoryData {
  /** The ID of the directory. (versions 0) */
  id: Uuid;
  /** The topics assigned to the directory. (versions 0) */
  topics: AssignReplicasToDirsRequestTopicData[];
}

/**
 * A {@link AssignReplicasToDirsRequestDirectoryData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsRequestDirectoryData(fields?: Partial<AssignReplicasToDirsRequestDirectoryData>): AssignReplicasToDirsRequestDirectoryData {
  const message: AssignReplicasToDirsRequestDirectoryData = {
    id: ZERO_UUID,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsRequestDirectoryData(writer: Writer, message: AssignReplicasToDirsRequestDirectoryData): void {
  writer.writeUuid(message.id);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeAssignReplicasToDirsRequestTopicData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsRequestDirectoryData(reader: Reader): AssignReplicasToDirsRequestDirectoryData {
  const id = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(17), 'AssignReplicasToDirsRequestDirectoryData', 'Topics', reader);
  const topics: AssignReplicasToDirsRequestTopicData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeAssignReplicasToDirsRequestTopicData(reader));
  skipTaggedFields(reader);
  return { id, topics };
}

/**
 * Kafka's `AssignReplicasToDirsRequest` (api key 73, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface AssignReplicasToDirsRequest {
  /** The ID of the requesting broker. (versions 0) */
  brokerId: number;
  /** The epoch of the requesting broker. (versions 0) */
  brokerEpoch: bigint;
  /** The directories to which replicas should be assigned. (versions 0) */
  directories: AssignReplicasToDirsRequestDirectoryData[];
}

/**
 * A {@link AssignReplicasToDirsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsRequest(fields?: Partial<AssignReplicasToDirsRequest>): AssignReplicasToDirsRequest {
  const message: AssignReplicasToDirsRequest = {
    brokerId: 0,
    brokerEpoch: -1n,
    directories: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsRequest(writer: Writer, message: AssignReplicasToDirsRequest): void {
  writer.writeInt32(message.brokerId);
  writer.writeInt64(message.brokerEpoch);
  writer.writeCompactArrayLength(message.directories.length);
  for (const item4 of message.directories) {
    encodeAssignReplicasToDirsRequestDirectoryData(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsRequest(reader: Reader): AssignReplicasToDirsRequest {
  const brokerId = reader.readInt32();
  const brokerEpoch = reader.readInt64();
  const count5 = nonNull(reader.readCompactArrayLength(17), 'AssignReplicasToDirsRequest', 'Directories', reader);
  const directories: AssignReplicasToDirsRequestDirectoryData[] = [];
  for (let index = 0; index < count5; index++) directories.push(decodeAssignReplicasToDirsRequestDirectoryData(reader));
  skipTaggedFields(reader);
  return { brokerId, brokerEpoch, directories };
}

/**
 * Codec of {@link AssignReplicasToDirsRequest} (api key 73, version 0, flexible from 0).
 * @public
 */
export const AssignReplicasToDirsRequest: MessageCodec<AssignReplicasToDirsRequest> = {
  name: 'AssignReplicasToDirsRequest',
  apiKey: 73,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createAssignReplicasToDirsRequest,
  encode(writer: Writer, message: AssignReplicasToDirsRequest, version: number): void {
    checkVersion('AssignReplicasToDirsRequest', 73, version, 0, 0);
    encodeAssignReplicasToDirsRequest(writer, message);
  },
  decode(reader: Reader, version: number): AssignReplicasToDirsRequest {
    checkVersion('AssignReplicasToDirsRequest', 73, version, 0, 0);
    return decodeAssignReplicasToDirsRequest(reader);
  },
};

/**
 * `PartitionData` of Kafka's `AssignReplicasToDirsResponse` (api key 73, version 0, flexible from 0).
 * @public
 */
export interface AssignReplicasToDirsResponsePartitionData {
  /** The partition index. (versions 0) */
  partitionIndex: number;
  /** The partition level error code. (versions 0) */
  errorCode: number;
}

/**
 * A {@link AssignReplicasToDirsResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsResponsePartitionData(fields?: Partial<AssignReplicasToDirsResponsePartitionData>): AssignReplicasToDirsResponsePartitionData {
  const message: AssignReplicasToDirsResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsResponsePartitionData(writer: Writer, message: AssignReplicasToDirsResponsePartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsResponsePartitionData(reader: Reader): AssignReplicasToDirsResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  skipTaggedFields(reader);
  return { partitionIndex, errorCode };
}

/**
 * `TopicData` of Kafka's `AssignReplicasToDirsResponse` (api key 73, version 0, flexible from 0).
 * @public
 */
export interface AssignReplicasToDirsResponseTopicData {
  /** The ID of the assigned topic. (versions 0) */
  topicId: Uuid;
  /** The list of assigned partitions. (versions 0) */
  partitions: AssignReplicasToDirsResponsePartitionData[];
}

/**
 * A {@link AssignReplicasToDirsResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsResponseTopicData(fields?: Partial<AssignReplicasToDirsResponseTopicData>): AssignReplicasToDirsResponseTopicData {
  const message: AssignReplicasToDirsResponseTopicData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsResponseTopicData(writer: Writer, message: AssignReplicasToDirsResponseTopicData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeAssignReplicasToDirsResponsePartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsResponseTopicData(reader: Reader): AssignReplicasToDirsResponseTopicData {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(6), 'AssignReplicasToDirsResponseTopicData', 'Partitions', reader);
  const partitions: AssignReplicasToDirsResponsePartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeAssignReplicasToDirsResponsePartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * `DirectoryData` of Kafka's `AssignReplicasToDirsResponse` (api key 73, version 0, flexible from 0).
 * @public
 */
export interface AssignReplicasToDirsResponseDirectoryData {
  /** The ID of the directory. (versions 0) */
  id: Uuid;
  /** The list of topics and their assigned partitions. (versions 0) */
  topics: AssignReplicasToDirsResponseTopicData[];
}

/**
 * A {@link AssignReplicasToDirsResponseDirectoryData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsResponseDirectoryData(fields?: Partial<AssignReplicasToDirsResponseDirectoryData>): AssignReplicasToDirsResponseDirectoryData {
  const message: AssignReplicasToDirsResponseDirectoryData = {
    id: ZERO_UUID,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsResponseDirectoryData(writer: Writer, message: AssignReplicasToDirsResponseDirectoryData): void {
  writer.writeUuid(message.id);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeAssignReplicasToDirsResponseTopicData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsResponseDirectoryData(reader: Reader): AssignReplicasToDirsResponseDirectoryData {
  const id = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(17), 'AssignReplicasToDirsResponseDirectoryData', 'Topics', reader);
  const topics: AssignReplicasToDirsResponseTopicData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeAssignReplicasToDirsResponseTopicData(reader));
  skipTaggedFields(reader);
  return { id, topics };
}

/**
 * Kafka's `AssignReplicasToDirsResponse` (api key 73, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface AssignReplicasToDirsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 0) */
  errorCode: number;
  /** The list of directories and their assigned partitions. (versions 0) */
  directories: AssignReplicasToDirsResponseDirectoryData[];
}

/**
 * A {@link AssignReplicasToDirsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAssignReplicasToDirsResponse(fields?: Partial<AssignReplicasToDirsResponse>): AssignReplicasToDirsResponse {
  const message: AssignReplicasToDirsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    directories: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAssignReplicasToDirsResponse(writer: Writer, message: AssignReplicasToDirsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactArrayLength(message.directories.length);
  for (const item4 of message.directories) {
    encodeAssignReplicasToDirsResponseDirectoryData(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeAssignReplicasToDirsResponse(reader: Reader): AssignReplicasToDirsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const count5 = nonNull(reader.readCompactArrayLength(17), 'AssignReplicasToDirsResponse', 'Directories', reader);
  const directories: AssignReplicasToDirsResponseDirectoryData[] = [];
  for (let index = 0; index < count5; index++) directories.push(decodeAssignReplicasToDirsResponseDirectoryData(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, directories };
}

/**
 * Codec of {@link AssignReplicasToDirsResponse} (api key 73, version 0, flexible from 0).
 * @public
 */
export const AssignReplicasToDirsResponse: MessageCodec<AssignReplicasToDirsResponse> = {
  name: 'AssignReplicasToDirsResponse',
  apiKey: 73,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createAssignReplicasToDirsResponse,
  encode(writer: Writer, message: AssignReplicasToDirsResponse, version: number): void {
    checkVersion('AssignReplicasToDirsResponse', 73, version, 0, 0);
    encodeAssignReplicasToDirsResponse(writer, message);
  },
  decode(reader: Reader, version: number): AssignReplicasToDirsResponse {
    checkVersion('AssignReplicasToDirsResponse', 73, version, 0, 0);
    return decodeAssignReplicasToDirsResponse(reader);
  },
};
