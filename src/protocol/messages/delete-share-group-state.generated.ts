// Generated from Apache Kafka's message specs (Apache License 2.0), DeleteShareGroupStateRequest.json, DeleteShareGroupStateResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `DeleteShareGroupStateRequest` (api key 86, version 0, flexible from 0).
 * @public
 */
export interface DeleteShareGroupStateRequestPartitionData {
  /** The partition index. (versions 0) */
  partition: number;
}

/**
 * A {@link DeleteShareGroupStateRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupStateRequestPartitionData(fields?: Partial<DeleteShareGroupStateRequestPartitionData>): DeleteShareGroupStateRequestPartitionData {
  const message: DeleteShareGroupStateRequestPartitionData = {
    partition: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupStateRequestPartitionData(writer: Writer, message: DeleteShareGroupStateRequestPartitionData): void {
  writer.writeInt32(message.partition);
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupStateRequestPartitionData(reader: Reader): DeleteShareGroupStateRequestPartitionData {
  const partition = reader.readInt32();
  skipTaggedFields(reader);
  return { partition };
}

/**
 * `DeleteStateData` of Kafka's `DeleteShareGroupStateRequest` (api key 86, version 0, flexible from 0).
 * @public
 */
export interface DeleteShareGroupStateRequestDeleteStateData {
  /** The topic identifier. (versions 0) */
  topicId: Uuid;
  /** The data for the partitions. (versions 0) */
  partitions: DeleteShareGroupStateRequestPartitionData[];
}

/**
 * A {@link DeleteShareGroupStateRequestDeleteStateData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupStateRequestDeleteStateData(fields?: Partial<DeleteShareGroupStateRequestDeleteStateData>): DeleteShareGroupStateRequestDeleteStateData {
  const message: DeleteShareGroupStateRequestDeleteStateData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupStateRequestDeleteStateData(writer: Writer, message: DeleteShareGroupStateRequestDeleteStateData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeDeleteShareGroupStateRequestPartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupStateRequestDeleteStateData(reader: Reader): DeleteShareGroupStateRequestDeleteStateData {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(4), 'DeleteShareGroupStateRequestDeleteStateData', 'Partitions', reader);
  const partitions: DeleteShareGroupStateRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDeleteShareGroupStateRequestPartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `DeleteShareGroupStateRequest` (api key 86, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DeleteShareGroupStateRequest {
  /** The group identifier. (versions 0) */
  groupId: string;
  /** The data for the topics. (versions 0) */
  topics: DeleteShareGroupStateRequestDeleteStateData[];
}

/**
 * A {@link DeleteShareGroupStateRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupStateRequest(fields?: Partial<DeleteShareGroupStateRequest>): DeleteShareGroupStateRequest {
  const message: DeleteShareGroupStateRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupStateRequest(writer: Writer, message: DeleteShareGroupStateRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeDeleteShareGroupStateRequestDeleteStateData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupStateRequest(reader: Reader): DeleteShareGroupStateRequest {
  const groupId = nonNull(reader.readCompactString(), 'DeleteShareGroupStateRequest', 'GroupId', reader);
  const count3 = nonNull(reader.readCompactArrayLength(17), 'DeleteShareGroupStateRequest', 'Topics', reader);
  const topics: DeleteShareGroupStateRequestDeleteStateData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDeleteShareGroupStateRequestDeleteStateData(reader));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link DeleteShareGroupStateRequest} (api key 86, version 0, flexible from 0).
 * @public
 */
export const DeleteShareGroupStateRequest: MessageCodec<DeleteShareGroupStateRequest> = {
  name: 'DeleteShareGroupStateRequest',
  apiKey: 86,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDeleteShareGroupStateRequest,
  encode(writer: Writer, message: DeleteShareGroupStateRequest, version: number): void {
    checkVersion('DeleteShareGroupStateRequest', 86, version, 0, 0);
    encodeDeleteShareGroupStateRequest(writer, message);
  },
  decode(reader: Reader, version: number): DeleteShareGroupStateRequest {
    checkVersion('DeleteShareGroupStateRequest', 86, version, 0, 0);
    return decodeDeleteShareGroupStateRequest(reader);
  },
};

/**
 * `PartitionResult` of Kafka's `DeleteShareGroupStateResponse` (api key 86, version 0, flexible from 0).
 * @public
 */
export interface DeleteShareGroupStateResponsePartitionResult {
  /** The partition index. (versions 0) */
  partition: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link DeleteShareGroupStateResponsePartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupStateResponsePartitionResult(fields?: Partial<DeleteShareGroupStateResponsePartitionResult>): DeleteShareGroupStateResponsePartitionResult {
  const message: DeleteShareGroupStateResponsePartitionResult = {
    partition: 0,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupStateResponsePartitionResult(writer: Writer, message: DeleteShareGroupStateResponsePartitionResult): void {
  writer.writeInt32(message.partition);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupStateResponsePartitionResult(reader: Reader): DeleteShareGroupStateResponsePartitionResult {
  const partition = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { partition, errorCode, errorMessage };
}

/**
 * `DeleteStateResult` of Kafka's `DeleteShareGroupStateResponse` (api key 86, version 0, flexible from 0).
 * @public
 */
export interface DeleteShareGroupStateResponseDeleteStateResult {
  /** The topic identifier. (versions 0) */
  topicId: Uuid;
  /** The results for the partitions. (versions 0) */
  partitions: DeleteShareGroupStateResponsePartitionResult[];
}

/**
 * A {@link DeleteShareGroupStateResponseDeleteStateResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupStateResponseDeleteStateResult(fields?: Partial<DeleteShareGroupStateResponseDeleteStateResult>): DeleteShareGroupStateResponseDeleteStateResult {
  const message: DeleteShareGroupStateResponseDeleteStateResult = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupStateResponseDeleteStateResult(writer: Writer, message: DeleteShareGroupStateResponseDeleteStateResult): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeDeleteShareGroupStateResponsePartitionResult(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupStateResponseDeleteStateResult(reader: Reader): DeleteShareGroupStateResponseDeleteStateResult {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(7), 'DeleteShareGroupStateResponseDeleteStateResult', 'Partitions', reader);
  const partitions: DeleteShareGroupStateResponsePartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDeleteShareGroupStateResponsePartitionResult(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `DeleteShareGroupStateResponse` (api key 86, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DeleteShareGroupStateResponse {
  /** The delete results. (versions 0) */
  results: DeleteShareGroupStateResponseDeleteStateResult[];
}

/**
 * A {@link DeleteShareGroupStateResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupStateResponse(fields?: Partial<DeleteShareGroupStateResponse>): DeleteShareGroupStateResponse {
  const message: DeleteShareGroupStateResponse = {
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupStateResponse(writer: Writer, message: DeleteShareGroupStateResponse): void {
  writer.writeCompactArrayLength(message.results.length);
  for (const item2 of message.results) {
    encodeDeleteShareGroupStateResponseDeleteStateResult(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupStateResponse(reader: Reader): DeleteShareGroupStateResponse {
  const count3 = nonNull(reader.readCompactArrayLength(17), 'DeleteShareGroupStateResponse', 'Results', reader);
  const results: DeleteShareGroupStateResponseDeleteStateResult[] = [];
  for (let index = 0; index < count3; index++) results.push(decodeDeleteShareGroupStateResponseDeleteStateResult(reader));
  skipTaggedFields(reader);
  return { results };
}

/**
 * Codec of {@link DeleteShareGroupStateResponse} (api key 86, version 0, flexible from 0).
 * @public
 */
export const DeleteShareGroupStateResponse: MessageCodec<DeleteShareGroupStateResponse> = {
  name: 'DeleteShareGroupStateResponse',
  apiKey: 86,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDeleteShareGroupStateResponse,
  encode(writer: Writer, message: DeleteShareGroupStateResponse, version: number): void {
    checkVersion('DeleteShareGroupStateResponse', 86, version, 0, 0);
    encodeDeleteShareGroupStateResponse(writer, message);
  },
  decode(reader: Reader, version: number): DeleteShareGroupStateResponse {
    checkVersion('DeleteShareGroupStateResponse', 86, version, 0, 0);
    return decodeDeleteShareGroupStateResponse(reader);
  },
};
