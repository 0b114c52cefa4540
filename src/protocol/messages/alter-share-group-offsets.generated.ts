// Generated from Apache Kafka's message specs (Apache License 2.0), AlterShareGroupOffsetsRequest.json, AlterShareGroupOffsetsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AlterShareGroupOffsetsRequestPartition` of Kafka's `AlterShareGroupOffsetsRequest` (api key 91, version 0, flexible from 0).
 * @public
 */
export interface AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition {
  /** The partition index. (versions 0) */
  partitionIndex: number;
  /** The share-partition start offset. (versions 0) */
  startOffset: bigint;
}

/**
 * A {@link AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition(fields?: Partial<AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition>): AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition {
  const message: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition = {
    partitionIndex: 0,
    startOffset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition(writer: Writer, message: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.startOffset);
  writer.writeUVarint(0);
}

function decodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition(reader: Reader): AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition {
  const partitionIndex = reader.readInt32();
  const startOffset = reader.readInt64();
  skipTaggedFields(reader);
  return { partitionIndex, startOffset };
}

/**
 * `AlterShareGroupOffsetsRequestTopic` of Kafka's `AlterShareGroupOffsetsRequest` (api key 91, version 0, flexible from 0).
 * @public
 */
export interface AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic {
  /** The topic name. (versions 0) */
  topicName: string;
  /** Each partition to alter offsets for. (versions 0) */
  partitions: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition[];
}

/**
 * A {@link AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic(fields?: Partial<AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic>): AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic {
  const message: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic(writer: Writer, message: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic): void {
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic(reader: Reader): AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic {
  const topicName = nonNull(reader.readCompactString(), 'AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(12), 'AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic', 'Partitions', reader);
  const partitions: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestPartition(reader));
  skipTaggedFields(reader);
  return { topicName, partitions };
}

/**
 * Kafka's `AlterShareGroupOffsetsRequest` (api key 91, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface AlterShareGroupOffsetsRequest {
  /** The group identifier. (versions 0) */
  groupId: string;
  /** The topics to alter offsets for. (versions 0) */
  topics: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic[];
}

/**
 * A {@link AlterShareGroupOffsetsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterShareGroupOffsetsRequest(fields?: Partial<AlterShareGroupOffsetsRequest>): AlterShareGroupOffsetsRequest {
  const message: AlterShareGroupOffsetsRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterShareGroupOffsetsRequest(writer: Writer, message: AlterShareGroupOffsetsRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAlterShareGroupOffsetsRequest(reader: Reader): AlterShareGroupOffsetsRequest {
  const groupId = nonNull(reader.readCompactString(), 'AlterShareGroupOffsetsRequest', 'GroupId', reader);
  const count3 = nonNull(reader.readCompactArrayLength(2), 'AlterShareGroupOffsetsRequest', 'Topics', reader);
  const topics: AlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeAlterShareGroupOffsetsRequestAlterShareGroupOffsetsRequestTopic(reader));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link AlterShareGroupOffsetsRequest} (api key 91, version 0, flexible from 0).
 * @public
 */
export const AlterShareGroupOffsetsRequest: MessageCodec<AlterShareGroupOffsetsRequest> = {
  name: 'AlterShareGroupOffsetsRequest',
  apiKey: 91,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createAlterShareGroupOffsetsRequest,
  encode(writer: Writer, message: AlterShareGroupOffsetsRequest, version: number): void {
    checkVersion('AlterShareGroupOffsetsRequest', 91, version, 0, 0);
    encodeAlterShareGroupOffsetsRequest(writer, message);
  },
  decode(reader: Reader, version: number): AlterShareGroupOffsetsRequest {
    checkVersion('AlterShareGroupOffsetsRequest', 91, version, 0, 0);
    return decodeAlterShareGroupOffsetsRequest(reader);
  },
};

/**
 * `AlterShareGroupOffsetsResponsePartition` of Kafka's `AlterShareGroupOffsetsResponse` (api key 91, version 0, flexible from 0).
 * @public
 */
export interface AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition {
  /** The partition index. (versions 0) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition(fields?: Partial<AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition>): AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition {
  const message: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition = {
    partitionIndex: 0,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition(writer: Writer, message: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition(reader: Reader): AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, errorMessage };
}

/**
 * `AlterShareGroupOffsetsResponseTopic` of Kafka's `AlterShareGroupOffsetsResponse` (api key 91, version 0, flexible from 0).
 * @public
 */
export interface AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic {
  /** The topic name. (versions 0) */
  topicName: string;
  /** The unique topic ID. (versions 0) */
  topicId: Uuid;
  /** Partitions (versions 0) */
  partitions: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition[];
}

/**
 * A {@link AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic(fields?: Partial<AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic>): AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic {
  const message: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic = {
    topicName: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic(writer: Writer, message: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic): void {
  writer.writeCompactString(message.topicName);
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic(reader: Reader): AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic {
  const topicName = nonNull(reader.readCompactString(), 'AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic', 'TopicName', reader);
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(7), 'AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic', 'Partitions', reader);
  const partitions: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponsePartition(reader));
  skipTaggedFields(reader);
  return { topicName, topicId, partitions };
}

/**
 * Kafka's `AlterShareGroupOffsetsResponse` (api key 91, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface AlterShareGroupOffsetsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The top-level error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The results for each topic. (versions 0) */
  responses: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic[];
}

/**
 * A {@link AlterShareGroupOffsetsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterShareGroupOffsetsResponse(fields?: Partial<AlterShareGroupOffsetsResponse>): AlterShareGroupOffsetsResponse {
  const message: AlterShareGroupOffsetsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
    responses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterShareGroupOffsetsResponse(writer: Writer, message: AlterShareGroupOffsetsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.responses.length);
  for (const item2 of message.responses) {
    encodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAlterShareGroupOffsetsResponse(reader: Reader): AlterShareGroupOffsetsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count3 = nonNull(reader.readCompactArrayLength(18), 'AlterShareGroupOffsetsResponse', 'Responses', reader);
  const responses: AlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic[] = [];
  for (let index = 0; index < count3; index++) responses.push(decodeAlterShareGroupOffsetsResponseAlterShareGroupOffsetsResponseTopic(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, responses };
}

/**
 * Codec of {@link AlterShareGroupOffsetsResponse} (api key 91, version 0, flexible from 0).
 * @public
 */
export const AlterShareGroupOffsetsResponse: MessageCodec<AlterShareGroupOffsetsResponse> = {
  name: 'AlterShareGroupOffsetsResponse',
  apiKey: 91,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createAlterShareGroupOffsetsResponse,
  encode(writer: Writer, message: AlterShareGroupOffsetsResponse, version: number): void {
    checkVersion('AlterShareGroupOffsetsResponse', 91, version, 0, 0);
    encodeAlterShareGroupOffsetsResponse(writer, message);
  },
  decode(reader: Reader, version: number): AlterShareGroupOffsetsResponse {
    checkVersion('AlterShareGroupOffsetsResponse', 91, version, 0, 0);
    return decodeAlterShareGroupOffsetsResponse(reader);
  },
};
