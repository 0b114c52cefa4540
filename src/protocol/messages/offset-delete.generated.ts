// Generated from Apache Kafka's message specs (Apache License 2.0), OffsetDeleteRequest.json, OffsetDeleteResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `OffsetDeleteRequestPartition` of Kafka's `OffsetDeleteRequest` (api key 47, version 0, never flexible).
 * @public
 */
export interface OffsetDeleteRequestOffsetDeleteRequestPartition {
  /** The partition index. (versions 0) */
  partitionIndex: number;
}

/**
 * A {@link OffsetDeleteRequestOffsetDeleteRequestPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetDeleteRequestOffsetDeleteRequestPartition(fields?: Partial<OffsetDeleteRequestOffsetDeleteRequestPartition>): OffsetDeleteRequestOffsetDeleteRequestPartition {
  const message: OffsetDeleteRequestOffsetDeleteRequestPartition = {
    partitionIndex: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetDeleteRequestOffsetDeleteRequestPartition(writer: Writer, message: OffsetDeleteRequestOffsetDeleteRequestPartition): void {
  writer.writeInt32(message.partitionIndex);
}

function decodeOffsetDeleteRequestOffsetDeleteRequestPartition(reader: Reader): OffsetDeleteRequestOffsetDeleteRequestPartition {
  const partitionIndex = reader.readInt32();
  return { partitionIndex };
}

/**
 * `OffsetDeleteRequestTopic` of Kafka's `OffsetDeleteRequest` (api key 47, version 0, never flexible).
 * @public
 */
export interface OffsetDeleteRequestOffsetDeleteRequestTopic {
  /** The topic name. (versions 0) */
  name: string;
  /** Each partition to delete offsets for. (versions 0) */
  partitions: OffsetDeleteRequestOffsetDeleteRequestPartition[];
}

/**
 * A {@link OffsetDeleteRequestOffsetDeleteRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetDeleteRequestOffsetDeleteRequestTopic(fields?: Partial<OffsetDeleteRequestOffsetDeleteRequestTopic>): OffsetDeleteRequestOffsetDeleteRequestTopic {
  const message: OffsetDeleteRequestOffsetDeleteRequestTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetDeleteRequestOffsetDeleteRequestTopic(writer: Writer, message: OffsetDeleteRequestOffsetDeleteRequestTopic): void {
  writer.writeString(message.name);
  writer.writeArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeOffsetDeleteRequestOffsetDeleteRequestPartition(writer, item0);
  }
}

function decodeOffsetDeleteRequestOffsetDeleteRequestTopic(reader: Reader): OffsetDeleteRequestOffsetDeleteRequestTopic {
  const name = nonNull(reader.readString(), 'OffsetDeleteRequestOffsetDeleteRequestTopic', 'Name', reader);
  const count1 = nonNull(reader.readArrayLength(4), 'OffsetDeleteRequestOffsetDeleteRequestTopic', 'Partitions', reader);
  const partitions: OffsetDeleteRequestOffsetDeleteRequestPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeOffsetDeleteRequestOffsetDeleteRequestPartition(reader));
  return { name, partitions };
}

/**
 * Kafka's `OffsetDeleteRequest` (api key 47, version 0, never flexible), one type across all versions.
 * @public
 */
export interface OffsetDeleteRequest {
  /** The unique group identifier. (versions 0) */
  groupId: string;
  /** The topics to delete offsets for. (versions 0) */
  topics: OffsetDeleteRequestOffsetDeleteRequestTopic[];
}

/**
 * A {@link OffsetDeleteRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetDeleteRequest(fields?: Partial<OffsetDeleteRequest>): OffsetDeleteRequest {
  const message: OffsetDeleteRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetDeleteRequest(writer: Writer, message: OffsetDeleteRequest): void {
  writer.writeString(message.groupId);
  writer.writeArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeOffsetDeleteRequestOffsetDeleteRequestTopic(writer, item2);
  }
}

function decodeOffsetDeleteRequest(reader: Reader): OffsetDeleteRequest {
  const groupId = nonNull(reader.readString(), 'OffsetDeleteRequest', 'GroupId', reader);
  const count3 = nonNull(reader.readArrayLength(2), 'OffsetDeleteRequest', 'Topics', reader);
  const topics: OffsetDeleteRequestOffsetDeleteRequestTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeOffsetDeleteRequestOffsetDeleteRequestTopic(reader));
  return { groupId, topics };
}

/**
 * Codec of {@link OffsetDeleteRequest} (api key 47, version 0, never flexible).
 * @public
 */
export const OffsetDeleteRequest: MessageCodec<OffsetDeleteRequest> = {
  name: 'OffsetDeleteRequest',
  apiKey: 47,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: null,
  create: createOffsetDeleteRequest,
  encode(writer: Writer, message: OffsetDeleteRequest, version: number): void {
    checkVersion('OffsetDeleteRequest', 47, version, 0, 0);
    encodeOffsetDeleteRequest(writer, message);
  },
  decode(reader: Reader, version: number): OffsetDeleteRequest {
    checkVersion('OffsetDeleteRequest', 47, version, 0, 0);
    return decodeOffsetDeleteRequest(reader);
  },
};

/**
 * `OffsetDeleteResponsePartition` of Kafka's `OffsetDeleteResponse` (api key 47, version 0, never flexible).
 * @public
 */
export interface OffsetDeleteResponseOffsetDeleteResponsePartition {
  /** The partition index. (versions 0) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
}

/**
 * A {@link OffsetDeleteResponseOffsetDeleteResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetDeleteResponseOffsetDeleteResponsePartition(fields?: Partial<OffsetDeleteResponseOffsetDeleteResponsePartition>): OffsetDeleteResponseOffsetDeleteResponsePartition {
  const message: OffsetDeleteResponseOffsetDeleteResponsePartition = {
    partitionIndex: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetDeleteResponseOffsetDeleteResponsePartition(writer: Writer, message: OffsetDeleteResponseOffsetDeleteResponsePartition): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
}

function decodeOffsetDeleteResponseOffsetDeleteResponsePartition(reader: Reader): OffsetDeleteResponseOffsetDeleteResponsePartition {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  return { partitionIndex, errorCode };
}

/**
 * `OffsetDeleteResponseTopic` of Kafka's `OffsetDeleteResponse` (api key 47, version 0, never flexible).
 * @public
 */
export interface OffsetDeleteResponseOffsetDeleteResponseTopic {
  /** The topic name. (versions 0) */
  name: string;
  /** The responses for each partition in the topic. (versions 0) */
  partitions: OffsetDeleteResponseOffsetDeleteResponsePartition[];
}

/**
 * A {@link OffsetDeleteResponseOffsetDeleteResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetDeleteResponseOffsetDeleteResponseTopic(fields?: Partial<OffsetDeleteResponseOffsetDeleteResponseTopic>): OffsetDeleteResponseOffsetDeleteResponseTopic {
  const message: OffsetDeleteResponseOffsetDeleteResponseTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetDeleteResponseOffsetDeleteResponseTopic(writer: Writer, message: OffsetDeleteResponseOffsetDeleteResponseTopic): void {
  writer.writeString(message.name);
  writer.writeArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeOffsetDeleteResponseOffsetDeleteResponsePartition(writer, item0);
  }
}

function decodeOffsetDeleteResponseOffsetDeleteResponseTopic(reader: Reader): OffsetDeleteResponseOffsetDeleteResponseTopic {
  const name = nonNull(reader.readString(), 'OffsetDeleteResponseOffsetDeleteResponseTopic', 'Name', reader);
  const count1 = nonNull(reader.readArrayLength(6), 'OffsetDeleteResponseOffsetDeleteResponseTopic', 'Partitions', reader);
  const partitions: OffsetDeleteResponseOffsetDeleteResponsePartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeOffsetDeleteResponseOffsetDeleteResponsePartition(reader));
  return { name, partitions };
}

/**
 * Kafka's `OffsetDeleteResponse` (api key 47, version 0, never flexible), one type across all versions.
 * @public
 */
export interface OffsetDeleteResponse {
  /** The top-level error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0; ignorable) */
  throttleTimeMs: number;
  /** The responses for each topic. (versions 0) */
  topics: OffsetDeleteResponseOffsetDeleteResponseTopic[];
}

/**
 * A {@link OffsetDeleteResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetDeleteResponse(fields?: Partial<OffsetDeleteResponse>): OffsetDeleteResponse {
  const message: OffsetDeleteResponse = {
    errorCode: 0,
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetDeleteResponse(writer: Writer, message: OffsetDeleteResponse): void {
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.throttleTimeMs);
  writer.writeArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeOffsetDeleteResponseOffsetDeleteResponseTopic(writer, item2);
  }
}

function decodeOffsetDeleteResponse(reader: Reader): OffsetDeleteResponse {
  const errorCode = reader.readInt16();
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull(reader.readArrayLength(2), 'OffsetDeleteResponse', 'Topics', reader);
  const topics: OffsetDeleteResponseOffsetDeleteResponseTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeOffsetDeleteResponseOffsetDeleteResponseTopic(reader));
  return { errorCode, throttleTimeMs, topics };
}

/**
 * Codec of {@link OffsetDeleteResponse} (api key 47, version 0, never flexible).
 * @public
 */
export const OffsetDeleteResponse: MessageCodec<OffsetDeleteResponse> = {
  name: 'OffsetDeleteResponse',
  apiKey: 47,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: null,
  create: createOffsetDeleteResponse,
  encode(writer: Writer, message: OffsetDeleteResponse, version: number): void {
    checkVersion('OffsetDeleteResponse', 47, version, 0, 0);
    encodeOffsetDeleteResponse(writer, message);
  },
  decode(reader: Reader, version: number): OffsetDeleteResponse {
    checkVersion('OffsetDeleteResponse', 47, version, 0, 0);
    return decodeOffsetDeleteResponse(reader);
  },
};
