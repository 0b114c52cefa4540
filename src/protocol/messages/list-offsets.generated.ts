// Generated from Apache Kafka's message specs (Apache License 2.0), ListOffsetsRequest.json, ListOffsetsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `ListOffsetsPartition` of Kafka's `ListOffsetsRequest` (api key 2, versions 1-11, flexible from 6).
 * @public
 */
export interface ListOffsetsRequestListOffsetsPartition {
  /** The partition index. (versions 1-11) */
  partitionIndex: number;
  /** The current leader epoch. (versions 4-11; ignorable) */
  currentLeaderEpoch: number;
  /** The current timestamp. (versions 1-11) */
  timestamp: bigint;
}

/**
 * A {@link ListOffsetsRequestListOffsetsPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListOffsetsRequestListOffsetsPartition(fields?: Partial<ListOffsetsRequestListOffsetsPartition>): ListOffsetsRequestListOffsetsPartition {
  const message: ListOffsetsRequestListOffsetsPartition = {
    partitionIndex: 0,
    currentLeaderEpoch: -1,
    timestamp: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListOffsetsRequestListOffsetsPartition(writer: Writer, message: ListOffsetsRequestListOffsetsPartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  if (version >= 4) {
    writer.writeInt32(message.currentLeaderEpoch);
  }
  writer.writeInt64(message.timestamp);
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeListOffsetsRequestListOffsetsPartition(reader: Reader, version: number): ListOffsetsRequestListOffsetsPartition {
  const partitionIndex = reader.readInt32();
  let currentLeaderEpoch: number = -1;
  if (version >= 4) {
    currentLeaderEpoch = reader.readInt32();
  }
  const timestamp = reader.readInt64();
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, currentLeaderEpoch, timestamp };
}

/**
 * `ListOffsetsTopic` of Kafka's `ListOffsetsRequest` (api key 2, versions 1-11, flexible from 6).
 * @public
 */
export interface ListOffsetsRequestListOffsetsTopic {
  /** The topic name. (versions 1-11) */
  name: string;
  /** Each partition in the request. (versions 1-11) */
  partitions: ListOffsetsRequestListOffsetsPartition[];
}

/**
 * A {@link ListOffsetsRequestListOffsetsTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListOffsetsRequestListOffsetsTopic(fields?: Partial<ListOffsetsRequestListOffsetsTopic>): ListOffsetsRequestListOffsetsTopic {
  const message: ListOffsetsRequestListOffsetsTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListOffsetsRequestListOffsetsTopic(writer: Writer, message: ListOffsetsRequestListOffsetsTopic, version: number): void {
  if (version >= 6) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 6) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeListOffsetsRequestListOffsetsPartition(writer, item0, version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeListOffsetsRequestListOffsetsTopic(reader: Reader, version: number): ListOffsetsRequestListOffsetsTopic {
  const name = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'ListOffsetsRequestListOffsetsTopic', 'Name', reader);
  const count1 = nonNull((version >= 6 ? reader.readCompactArrayLength(12) : reader.readArrayLength(12)), 'ListOffsetsRequestListOffsetsTopic', 'Partitions', reader);
  const partitions: ListOffsetsRequestListOffsetsPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeListOffsetsRequestListOffsetsPartition(reader, version));
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * Kafka's `ListOffsetsRequest` (api key 2, versions 1-11, flexible from 6), one type across all versions.
 * @public
 */
export interface ListOffsetsRequest {
  /** The broker ID of the requester, or -1 if this request is being made by a normal consumer. (versions 1-11) */
  replicaId: number;
  /** This setting controls the visibility of transactional records. Using READ_UNCOMMITTED (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1), non-transactional and COMMITTED transactional records are visible. To be more concrete, READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset), and enables the inclusion of the list of aborted transactions in the result, which allows consumers to discard ABORTED transactional records. (versions 2-11) */
  isolationLevel: number;
  /** Each topic in the request. (versions 1-11) */
  topics: ListOffsetsRequestListOffsetsTopic[];
  /** The timeout to await a response in milliseconds for requests that require reading from remote storage for topics enabled with tiered storage. (versions 10-11; ignorable) */
  timeoutMs: number;
}

/**
 * A {@link ListOffsetsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListOffsetsRequest(fields?: Partial<ListOffsetsRequest>): ListOffsetsRequest {
  const message: ListOffsetsRequest = {
    replicaId: 0,
    isolationLevel: 0,
    topics: [],
    timeoutMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListOffsetsRequest(writer: Writer, message: ListOffsetsRequest, version: number): void {
  writer.writeInt32(message.replicaId);
  if (version >= 2) {
    writer.writeInt8(message.isolationLevel);
  } else {
    if (message.isolationLevel !== 0) throw missingFieldError('ListOffsetsRequest', 'IsolationLevel', version);
  }
  if (version >= 6) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeListOffsetsRequestListOffsetsTopic(writer, item2, version);
  }
  if (version >= 10) {
    writer.writeInt32(message.timeoutMs);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeListOffsetsRequest(reader: Reader, version: number): ListOffsetsRequest {
  const replicaId = reader.readInt32();
  let isolationLevel: number = 0;
  if (version >= 2) {
    isolationLevel = reader.readInt8();
  }
  const count3 = nonNull((version >= 6 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'ListOffsetsRequest', 'Topics', reader);
  const topics: ListOffsetsRequestListOffsetsTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeListOffsetsRequestListOffsetsTopic(reader, version));
  let timeoutMs: number = 0;
  if (version >= 10) {
    timeoutMs = reader.readInt32();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { replicaId, isolationLevel, topics, timeoutMs };
}

/**
 * Codec of {@link ListOffsetsRequest} (api key 2, versions 1-11, flexible from 6).
 * @public
 */
export const ListOffsetsRequest: MessageCodec<ListOffsetsRequest> = {
  name: 'ListOffsetsRequest',
  apiKey: 2,
  minVersion: 1,
  maxVersion: 11,
  flexibleFrom: 6,
  create: createListOffsetsRequest,
  encode(writer: Writer, message: ListOffsetsRequest, version: number): void {
    checkVersion('ListOffsetsRequest', 2, version, 1, 11);
    encodeListOffsetsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ListOffsetsRequest {
    checkVersion('ListOffsetsRequest', 2, version, 1, 11);
    return decodeListOffsetsRequest(reader, version);
  },
};

/**
 * `ListOffsetsPartitionResponse` of Kafka's `ListOffsetsResponse` (api key 2, versions 1-11, flexible from 6).
 * @public
 */
export interface ListOffsetsResponseListOffsetsPartitionResponse {
  /** The partition index. (versions 1-11) */
  partitionIndex: number;
  /** The partition error code, or 0 if there was no error. (versions 1-11) */
  errorCode: number;
  /** The timestamp associated with the returned offset. (versions 1-11) */
  timestamp: bigint;
  /** The returned offset. (versions 1-11) */
  offset: bigint;
  /** The leader epoch associated with the returned offset. (versions 4-11) */
  leaderEpoch: number;
}

/**
 * A {@link ListOffsetsResponseListOffsetsPartitionResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListOffsetsResponseListOffsetsPartitionResponse(fields?: Partial<ListOffsetsResponseListOffsetsPartitionResponse>): ListOffsetsResponseListOffsetsPartitionResponse {
  const message: ListOffsetsResponseListOffsetsPartitionResponse = {
    partitionIndex: 0,
    errorCode: 0,
    timestamp: -1n,
    offset: -1n,
    leaderEpoch: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListOffsetsResponseListOffsetsPartitionResponse(writer: Writer, message: ListOffsetsResponseListOffsetsPartitionResponse, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.timestamp);
  writer.writeInt64(message.offset);
  if (version >= 4) {
    writer.writeInt32(message.leaderEpoch);
  } else {
    if (message.leaderEpoch !== -1) throw missingFieldError('ListOffsetsResponseListOffsetsPartitionResponse', 'LeaderEpoch', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeListOffsetsResponseListOffsetsPartitionResponse(reader: Reader, version: number): ListOffsetsResponseListOffsetsPartitionResponse {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const timestamp = reader.readInt64();
  const offset = reader.readInt64();
  let leaderEpoch: number = -1;
  if (version >= 4) {
    leaderEpoch = reader.readInt32();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, errorCode, timestamp, offset, leaderEpoch };
}

/**
 * `ListOffsetsTopicResponse` of Kafka's `ListOffsetsResponse` (api key 2, versions 1-11, flexible from 6).
 * @public
 */
export interface ListOffsetsResponseListOffsetsTopicResponse {
  /** The topic name. (versions 1-11) */
  name: string;
  /** Each partition in the response. (versions 1-11) */
  partitions: ListOffsetsResponseListOffsetsPartitionResponse[];
}

/**
 * A {@link ListOffsetsResponseListOffsetsTopicResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListOffsetsResponseListOffsetsTopicResponse(fields?: Partial<ListOffsetsResponseListOffsetsTopicResponse>): ListOffsetsResponseListOffsetsTopicResponse {
  const message: ListOffsetsResponseListOffsetsTopicResponse = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListOffsetsResponseListOffsetsTopicResponse(writer: Writer, message: ListOffsetsResponseListOffsetsTopicResponse, version: number): void {
  if (version >= 6) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 6) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeListOffsetsResponseListOffsetsPartitionResponse(writer, item0, version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeListOffsetsResponseListOffsetsTopicResponse(reader: Reader, version: number): ListOffsetsResponseListOffsetsTopicResponse {
  const name = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'ListOffsetsResponseListOffsetsTopicResponse', 'Name', reader);
  const count1 = nonNull((version >= 6 ? reader.readCompactArrayLength(22) : reader.readArrayLength(22)), 'ListOffsetsResponseListOffsetsTopicResponse', 'Partitions', reader);
  const partitions: ListOffsetsResponseListOffsetsPartitionResponse[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeListOffsetsResponseListOffsetsPartitionResponse(reader, version));
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * Kafka's `ListOffsetsResponse` (api key 2, versions 1-11, flexible from 6), one type across all versions.
 * @public
 */
export interface ListOffsetsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 2-11; ignorable) */
  throttleTimeMs: number;
  /** Each topic in the response. (versions 1-11) */
  topics: ListOffsetsResponseListOffsetsTopicResponse[];
}

/**
 * A {@link ListOffsetsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListOffsetsResponse(fields?: Partial<ListOffsetsResponse>): ListOffsetsResponse {
  const message: ListOffsetsResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListOffsetsResponse(writer: Writer, message: ListOffsetsResponse, version: number): void {
  if (version >= 2) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version >= 6) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeListOffsetsResponseListOffsetsTopicResponse(writer, item2, version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeListOffsetsResponse(reader: Reader, version: number): ListOffsetsResponse {
  let throttleTimeMs: number = 0;
  if (version >= 2) {
    throttleTimeMs = reader.readInt32();
  }
  const count3 = nonNull((version >= 6 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'ListOffsetsResponse', 'Topics', reader);
  const topics: ListOffsetsResponseListOffsetsTopicResponse[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeListOffsetsResponseListOffsetsTopicResponse(reader, version));
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link ListOffsetsResponse} (api key 2, versions 1-11, flexible from 6).
 * @public
 */
export const ListOffsetsResponse: MessageCodec<ListOffsetsResponse> = {
  name: 'ListOffsetsResponse',
  apiKey: 2,
  minVersion: 1,
  maxVersion: 11,
  flexibleFrom: 6,
  create: createListOffsetsResponse,
  encode(writer: Writer, message: ListOffsetsResponse, version: number): void {
    checkVersion('ListOffsetsResponse', 2, version, 1, 11);
    encodeListOffsetsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ListOffsetsResponse {
    checkVersion('ListOffsetsResponse', 2, version, 1, 11);
    return decodeListOffsetsResponse(reader, version);
  },
};
