// Generated from Apache Kafka's message specs (Apache License 2.0), DeleteRecordsRequest.json, DeleteRecordsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DeleteRecordsPartition` of Kafka's `DeleteRecordsRequest` (api key 21, versions 0-2, flexible from 2).
 * @public
 */
export interface DeleteRecordsRequestDeleteRecordsPartition {
  /** The partition index. (versions 0-2) */
  partitionIndex: number;
  /** The deletion offset. -1 means that records should be truncated to the high watermark. (versions 0-2) */
  offset: bigint;
}

/**
 * A {@link DeleteRecordsRequestDeleteRecordsPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteRecordsRequestDeleteRecordsPartition(fields?: Partial<DeleteRecordsRequestDeleteRecordsPartition>): DeleteRecordsRequestDeleteRecordsPartition {
  const message: DeleteRecordsRequestDeleteRecordsPartition = {
    partitionIndex: 0,
    offset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteRecordsRequestDeleteRecordsPartition(writer: Writer, message: DeleteRecordsRequestDeleteRecordsPartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.offset);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteRecordsRequestDeleteRecordsPartition(reader: Reader, version: number): DeleteRecordsRequestDeleteRecordsPartition {
  const partitionIndex = reader.readInt32();
  const offset = reader.readInt64();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, offset };
}

/**
 * `DeleteRecordsTopic` of Kafka's `DeleteRecordsRequest` (api key 21, versions 0-2, flexible from 2).
 * @public
 */
export interface DeleteRecordsRequestDeleteRecordsTopic {
  /** The topic name. (versions 0-2) */
  name: string;
  /** Each partition that we want to delete records from. (versions 0-2) */
  partitions: DeleteRecordsRequestDeleteRecordsPartition[];
}

/**
 * A {@link DeleteRecordsRequestDeleteRecordsTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteRecordsRequestDeleteRecordsTopic(fields?: Partial<DeleteRecordsRequestDeleteRecordsTopic>): DeleteRecordsRequestDeleteRecordsTopic {
  const message: DeleteRecordsRequestDeleteRecordsTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteRecordsRequestDeleteRecordsTopic(writer: Writer, message: DeleteRecordsRequestDeleteRecordsTopic, version: number): void {
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
    encodeDeleteRecordsRequestDeleteRecordsPartition(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteRecordsRequestDeleteRecordsTopic(reader: Reader, version: number): DeleteRecordsRequestDeleteRecordsTopic {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteRecordsRequestDeleteRecordsTopic', 'Name', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(12) : reader.readArrayLength(12)), 'DeleteRecordsRequestDeleteRecordsTopic', 'Partitions', reader);
  const partitions: DeleteRecordsRequestDeleteRecordsPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDeleteRecordsRequestDeleteRecordsPartition(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * Kafka's `DeleteRecordsRequest` (api key 21, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface DeleteRecordsRequest {
  /** Each topic that we want to delete records from. (versions 0-2) */
  topics: DeleteRecordsRequestDeleteRecordsTopic[];
  /** How long to wait for the deletion to complete, in milliseconds. (versions 0-2) */
  timeoutMs: number;
}

/**
 * A {@link DeleteRecordsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteRecordsRequest(fields?: Partial<DeleteRecordsRequest>): DeleteRecordsRequest {
  const message: DeleteRecordsRequest = {
    topics: [],
    timeoutMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteRecordsRequest(writer: Writer, message: DeleteRecordsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeDeleteRecordsRequestDeleteRecordsTopic(writer, item2, version);
  }
  writer.writeInt32(message.timeoutMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteRecordsRequest(reader: Reader, version: number): DeleteRecordsRequest {
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'DeleteRecordsRequest', 'Topics', reader);
  const topics: DeleteRecordsRequestDeleteRecordsTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDeleteRecordsRequestDeleteRecordsTopic(reader, version));
  const timeoutMs = reader.readInt32();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topics, timeoutMs };
}

/**
 * Codec of {@link DeleteRecordsRequest} (api key 21, versions 0-2, flexible from 2).
 * @public
 */
export const DeleteRecordsRequest: MessageCodec<DeleteRecordsRequest> = {
  name: 'DeleteRecordsRequest',
  apiKey: 21,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createDeleteRecordsRequest,
  encode(writer: Writer, message: DeleteRecordsRequest, version: number): void {
    checkVersion('DeleteRecordsRequest', 21, version, 0, 2);
    encodeDeleteRecordsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteRecordsRequest {
    checkVersion('DeleteRecordsRequest', 21, version, 0, 2);
    return decodeDeleteRecordsRequest(reader, version);
  },
};

/**
 * `DeleteRecordsPartitionResult` of Kafka's `DeleteRecordsResponse` (api key 21, versions 0-2, flexible from 2).
 * @public
 */
export interface DeleteRecordsResponseDeleteRecordsPartitionResult {
  /** The partition index. (versions 0-2) */
  partitionIndex: number;
  /** The partition low water mark. (versions 0-2) */
  lowWatermark: bigint;
  /** The deletion error code, or 0 if the deletion succeeded. (versions 0-2) */
  errorCode: number;
}

/**
 * A {@link DeleteRecordsResponseDeleteRecordsPartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteRecordsResponseDeleteRecordsPartitionResult(fields?: Partial<DeleteRecordsResponseDeleteRecordsPartitionResult>): DeleteRecordsResponseDeleteRecordsPartitionResult {
  const message: DeleteRecordsResponseDeleteRecordsPartitionResult = {
    partitionIndex: 0,
    lowWatermark: 0n,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteRecordsResponseDeleteRecordsPartitionResult(writer: Writer, message: DeleteRecordsResponseDeleteRecordsPartitionResult, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.lowWatermark);
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteRecordsResponseDeleteRecordsPartitionResult(reader: Reader, version: number): DeleteRecordsResponseDeleteRecordsPartitionResult {
  const partitionIndex = reader.readInt32();
  const lowWatermark = reader.readInt64();
  const errorCode = reader.readInt16();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, lowWatermark, errorCode };
}

/**
 * `DeleteRecordsTopicResult` of Kafka's `DeleteRecordsResponse` (api key 21, versions 0-2, flexible from 2).
 * @public
 */
export interface DeleteRecordsResponseDeleteRecordsTopicResult {
  /** The topic name. (versions 0-2) */
  name: string;
  /** Each partition that we wanted to delete records from. (versions 0-2) */
  partitions: DeleteRecordsResponseDeleteRecordsPartitionResult[];
}

/**
 * A {@link DeleteRecordsResponseDeleteRecordsTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteRecordsResponseDeleteRecordsTopicResult(fields?: Partial<DeleteRecordsResponseDeleteRecordsTopicResult>): DeleteRecordsResponseDeleteRecordsTopicResult {
  const message: DeleteRecordsResponseDeleteRecordsTopicResult = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteRecordsResponseDeleteRecordsTopicResult(writer: Writer, message: DeleteRecordsResponseDeleteRecordsTopicResult, version: number): void {
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
    encodeDeleteRecordsResponseDeleteRecordsPartitionResult(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteRecordsResponseDeleteRecordsTopicResult(reader: Reader, version: number): DeleteRecordsResponseDeleteRecordsTopicResult {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteRecordsResponseDeleteRecordsTopicResult', 'Name', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(14) : reader.readArrayLength(14)), 'DeleteRecordsResponseDeleteRecordsTopicResult', 'Partitions', reader);
  const partitions: DeleteRecordsResponseDeleteRecordsPartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDeleteRecordsResponseDeleteRecordsPartitionResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * Kafka's `DeleteRecordsResponse` (api key 21, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface DeleteRecordsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** Each topic that we wanted to delete records from. (versions 0-2) */
  topics: DeleteRecordsResponseDeleteRecordsTopicResult[];
}

/**
 * A {@link DeleteRecordsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteRecordsResponse(fields?: Partial<DeleteRecordsResponse>): DeleteRecordsResponse {
  const message: DeleteRecordsResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteRecordsResponse(writer: Writer, message: DeleteRecordsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeDeleteRecordsResponseDeleteRecordsTopicResult(writer, item2, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteRecordsResponse(reader: Reader, version: number): DeleteRecordsResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'DeleteRecordsResponse', 'Topics', reader);
  const topics: DeleteRecordsResponseDeleteRecordsTopicResult[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDeleteRecordsResponseDeleteRecordsTopicResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link DeleteRecordsResponse} (api key 21, versions 0-2, flexible from 2).
 * @public
 */
export const DeleteRecordsResponse: MessageCodec<DeleteRecordsResponse> = {
  name: 'DeleteRecordsResponse',
  apiKey: 21,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createDeleteRecordsResponse,
  encode(writer: Writer, message: DeleteRecordsResponse, version: number): void {
    checkVersion('DeleteRecordsResponse', 21, version, 0, 2);
    encodeDeleteRecordsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteRecordsResponse {
    checkVersion('DeleteRecordsResponse', 21, version, 0, 2);
    return decodeDeleteRecordsResponse(reader, version);
  },
};
