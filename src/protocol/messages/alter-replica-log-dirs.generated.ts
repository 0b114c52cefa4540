// Generated from Apache Kafka's message specs (Apache License 2.0), AlterReplicaLogDirsRequest.json, AlterReplicaLogDirsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AlterReplicaLogDirTopic` of Kafka's `AlterReplicaLogDirsRequest` (api key 34, versions 1-2, flexible from 2).
 * @public
 */
export interface AlterReplicaLogDirsRequestAlterReplicaLogDirTopic {
  /** The topic name. (versions 1-2) */
  name: string;
  /** The partition indexes. (versions 1-2) */
  partitions: number[];
}

/**
 * A {@link AlterReplicaLogDirsRequestAlterReplicaLogDirTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterReplicaLogDirsRequestAlterReplicaLogDirTopic(fields?: Partial<AlterReplicaLogDirsRequestAlterReplicaLogDirTopic>): AlterReplicaLogDirsRequestAlterReplicaLogDirTopic {
  const message: AlterReplicaLogDirsRequestAlterReplicaLogDirTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterReplicaLogDirsRequestAlterReplicaLogDirTopic(writer: Writer, message: AlterReplicaLogDirsRequestAlterReplicaLogDirTopic, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterReplicaLogDirsRequestAlterReplicaLogDirTopic(reader: Reader, version: number): AlterReplicaLogDirsRequestAlterReplicaLogDirTopic {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'AlterReplicaLogDirsRequestAlterReplicaLogDirTopic', 'Name', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'AlterReplicaLogDirsRequestAlterReplicaLogDirTopic', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * `AlterReplicaLogDir` of Kafka's `AlterReplicaLogDirsRequest` (api key 34, versions 1-2, flexible from 2).
 * @public
 */
export interface AlterReplicaLogDirsRequestAlterReplicaLogDir {
  /** The absolute directory path. (versions 1-2) */
  path: string;
  /** The topics to add to the directory. (versions 1-2) */
  topics: AlterReplicaLogDirsRequestAlterReplicaLogDirTopic[];
}

/**
 * A {@link AlterReplicaLogDirsRequestAlterReplicaLogDir} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterReplicaLogDirsRequestAlterReplicaLogDir(fields?: Partial<AlterReplicaLogDirsRequestAlterReplicaLogDir>): AlterReplicaLogDirsRequestAlterReplicaLogDir {
  const message: AlterReplicaLogDirsRequestAlterReplicaLogDir = {
    path: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterReplicaLogDirsRequestAlterReplicaLogDir(writer: Writer, message: AlterReplicaLogDirsRequestAlterReplicaLogDir, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.path);
  } else {
    writer.writeString(message.path);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeAlterReplicaLogDirsRequestAlterReplicaLogDirTopic(writer, item2, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterReplicaLogDirsRequestAlterReplicaLogDir(reader: Reader, version: number): AlterReplicaLogDirsRequestAlterReplicaLogDir {
  const path = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'AlterReplicaLogDirsRequestAlterReplicaLogDir', 'Path', reader);
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterReplicaLogDirsRequestAlterReplicaLogDir', 'Topics', reader);
  const topics: AlterReplicaLogDirsRequestAlterReplicaLogDirTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeAlterReplicaLogDirsRequestAlterReplicaLogDirTopic(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { path, topics };
}

/**
 * Kafka's `AlterReplicaLogDirsRequest` (api key 34, versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface AlterReplicaLogDirsRequest {
  /** The alterations to make for each directory. (versions 1-2) */
  dirs: AlterReplicaLogDirsRequestAlterReplicaLogDir[];
}

/**
 * A {@link AlterReplicaLogDirsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterReplicaLogDirsRequest(fields?: Partial<AlterReplicaLogDirsRequest>): AlterReplicaLogDirsRequest {
  const message: AlterReplicaLogDirsRequest = {
    dirs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterReplicaLogDirsRequest(writer: Writer, message: AlterReplicaLogDirsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.dirs.length);
  } else {
    writer.writeArrayLength(message.dirs.length);
  }
  for (const item4 of message.dirs) {
    encodeAlterReplicaLogDirsRequestAlterReplicaLogDir(writer, item4, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterReplicaLogDirsRequest(reader: Reader, version: number): AlterReplicaLogDirsRequest {
  const count5 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterReplicaLogDirsRequest', 'Dirs', reader);
  const dirs: AlterReplicaLogDirsRequestAlterReplicaLogDir[] = [];
  for (let index = 0; index < count5; index++) dirs.push(decodeAlterReplicaLogDirsRequestAlterReplicaLogDir(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { dirs };
}

/**
 * Codec of {@link AlterReplicaLogDirsRequest} (api key 34, versions 1-2, flexible from 2).
 * @public
 */
export const AlterReplicaLogDirsRequest: MessageCodec<AlterReplicaLogDirsRequest> = {
  name: 'AlterReplicaLogDirsRequest',
  apiKey: 34,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createAlterReplicaLogDirsRequest,
  encode(writer: Writer, message: AlterReplicaLogDirsRequest, version: number): void {
    checkVersion('AlterReplicaLogDirsRequest', 34, version, 1, 2);
    encodeAlterReplicaLogDirsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterReplicaLogDirsRequest {
    checkVersion('AlterReplicaLogDirsRequest', 34, version, 1, 2);
    return decodeAlterReplicaLogDirsRequest(reader, version);
  },
};

/**
 * `AlterReplicaLogDirPartitionResult` of Kafka's `AlterReplicaLogDirsResponse` (api key 34, versions 1-2, flexible from 2).
 * @public
 */
export interface AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult {
  /** The partition index. (versions 1-2) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 1-2) */
  errorCode: number;
}

/**
 * A {@link AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult(fields?: Partial<AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult>): AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult {
  const message: AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult = {
    partitionIndex: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult(writer: Writer, message: AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult(reader: Reader, version: number): AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, errorCode };
}

/**
 * `AlterReplicaLogDirTopicResult` of Kafka's `AlterReplicaLogDirsResponse` (api key 34, versions 1-2, flexible from 2).
 * @public
 */
export interface AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult {
  /** The name of the topic. (versions 1-2) */
  topicName: string;
  /** The results for each partition. (versions 1-2) */
  partitions: AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult[];
}

/**
 * A {@link AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult(fields?: Partial<AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult>): AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult {
  const message: AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult(writer: Writer, message: AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.topicName);
  } else {
    writer.writeString(message.topicName);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeAlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult(reader: Reader, version: number): AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult {
  const topicName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult', 'TopicName', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult', 'Partitions', reader);
  const partitions: AlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeAlterReplicaLogDirsResponseAlterReplicaLogDirPartitionResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topicName, partitions };
}

/**
 * Kafka's `AlterReplicaLogDirsResponse` (api key 34, versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface AlterReplicaLogDirsResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-2) */
  throttleTimeMs: number;
  /** The results for each topic. (versions 1-2) */
  results: AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult[];
}

/**
 * A {@link AlterReplicaLogDirsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterReplicaLogDirsResponse(fields?: Partial<AlterReplicaLogDirsResponse>): AlterReplicaLogDirsResponse {
  const message: AlterReplicaLogDirsResponse = {
    throttleTimeMs: 0,
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterReplicaLogDirsResponse(writer: Writer, message: AlterReplicaLogDirsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.results.length);
  } else {
    writer.writeArrayLength(message.results.length);
  }
  for (const item2 of message.results) {
    encodeAlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult(writer, item2, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterReplicaLogDirsResponse(reader: Reader, version: number): AlterReplicaLogDirsResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterReplicaLogDirsResponse', 'Results', reader);
  const results: AlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult[] = [];
  for (let index = 0; index < count3; index++) results.push(decodeAlterReplicaLogDirsResponseAlterReplicaLogDirTopicResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, results };
}

/**
 * Codec of {@link AlterReplicaLogDirsResponse} (api key 34, versions 1-2, flexible from 2).
 * @public
 */
export const AlterReplicaLogDirsResponse: MessageCodec<AlterReplicaLogDirsResponse> = {
  name: 'AlterReplicaLogDirsResponse',
  apiKey: 34,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createAlterReplicaLogDirsResponse,
  encode(writer: Writer, message: AlterReplicaLogDirsResponse, version: number): void {
    checkVersion('AlterReplicaLogDirsResponse', 34, version, 1, 2);
    encodeAlterReplicaLogDirsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterReplicaLogDirsResponse {
    checkVersion('AlterReplicaLogDirsResponse', 34, version, 1, 2);
    return decodeAlterReplicaLogDirsResponse(reader, version);
  },
};
