// Generated from Apache Kafka's message specs (Apache License 2.0), OffsetForLeaderEpochRequest.json, OffsetForLeaderEpochResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `OffsetForLeaderPartition` of Kafka's `OffsetForLeaderEpochRequest` (api key 23, versions 2-4, flexible from 4).
 * @public
 */
export interface OffsetForLeaderEpochRequestOffsetForLeaderPartition {
  /** The partition index. (versions 2-4) */
  partition: number;
  /** An epoch used to fence consumers/replicas with old metadata. If the epoch provided by the client is larger than the current epoch known to the broker, then the UNKNOWN_LEADER_EPOCH error code will be returned. If the provided epoch is smaller, then the FENCED_LEADER_EPOCH error code will be returned. (versions 2-4; ignorable) */
  currentLeaderEpoch: number;
  /** The epoch to look up an offset for. (versions 2-4) */
  leaderEpoch: number;
}

/**
 * A {@link OffsetForLeaderEpochRequestOffsetForLeaderPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetForLeaderEpochRequestOffsetForLeaderPartition(fields?: Partial<OffsetForLeaderEpochRequestOffsetForLeaderPartition>): OffsetForLeaderEpochRequestOffsetForLeaderPartition {
  const message: OffsetForLeaderEpochRequestOffsetForLeaderPartition = {
    partition: 0,
    currentLeaderEpoch: -1,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetForLeaderEpochRequestOffsetForLeaderPartition(writer: Writer, message: OffsetForLeaderEpochRequestOffsetForLeaderPartition, version: number): void {
  writer.writeInt32(message.partition);
  writer.writeInt32(message.currentLeaderEpoch);
  writer.writeInt32(message.leaderEpoch);
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetForLeaderEpochRequestOffsetForLeaderPartition(reader: Reader, version: number): OffsetForLeaderEpochRequestOffsetForLeaderPartition {
  const partition = reader.readInt32();
  const currentLeaderEpoch = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { partition, currentLeaderEpoch, leaderEpoch };
}

/**
 * `OffsetForLeaderTopic` of Kafka's `OffsetForLeaderEpochRequest` (api key 23, versions 2-4, flexible from 4).
 * @public
 */
export interface OffsetForLeaderEpochRequestOffsetForLeaderTopic {
  /** The topic name. (versions 2-4) */
  topic: string;
  /** Each partition to get offsets for. (versions 2-4) */
  partitions: OffsetForLeaderEpochRequestOffsetForLeaderPartition[];
}

/**
 * A {@link OffsetForLeaderEpochRequestOffsetForLeaderTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetForLeaderEpochRequestOffsetForLeaderTopic(fields?: Partial<OffsetForLeaderEpochRequestOffsetForLeaderTopic>): OffsetForLeaderEpochRequestOffsetForLeaderTopic {
  const message: OffsetForLeaderEpochRequestOffsetForLeaderTopic = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetForLeaderEpochRequestOffsetForLeaderTopic(writer: Writer, message: OffsetForLeaderEpochRequestOffsetForLeaderTopic, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.topic);
  } else {
    writer.writeString(message.topic);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeOffsetForLeaderEpochRequestOffsetForLeaderPartition(writer, item0, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetForLeaderEpochRequestOffsetForLeaderTopic(reader: Reader, version: number): OffsetForLeaderEpochRequestOffsetForLeaderTopic {
  const topic = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'OffsetForLeaderEpochRequestOffsetForLeaderTopic', 'Topic', reader);
  const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(12) : reader.readArrayLength(12)), 'OffsetForLeaderEpochRequestOffsetForLeaderTopic', 'Partitions', reader);
  const partitions: OffsetForLeaderEpochRequestOffsetForLeaderPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeOffsetForLeaderEpochRequestOffsetForLeaderPartition(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { topic, partitions };
}

/**
 * Kafka's `OffsetForLeaderEpochRequest` (api key 23, versions 2-4, flexible from 4), one type across all versions.
 * @public
 */
export interface OffsetForLeaderEpochRequest {
  /** The broker ID of the follower, of -1 if this request is from a consumer. (versions 3-4; ignorable) */
  replicaId: number;
  /** Each topic to get offsets for. (versions 2-4) */
  topics: OffsetForLeaderEpochRequestOffsetForLeaderTopic[];
}

/**
 * A {@link OffsetForLeaderEpochRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetForLeaderEpochRequest(fields?: Partial<OffsetForLeaderEpochRequest>): OffsetForLeaderEpochRequest {
  const message: OffsetForLeaderEpochRequest = {
    replicaId: -2,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetForLeaderEpochRequest(writer: Writer, message: OffsetForLeaderEpochRequest, version: number): void {
  if (version >= 3) {
    writer.writeInt32(message.replicaId);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeOffsetForLeaderEpochRequestOffsetForLeaderTopic(writer, item2, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetForLeaderEpochRequest(reader: Reader, version: number): OffsetForLeaderEpochRequest {
  let replicaId: number = -2;
  if (version >= 3) {
    replicaId = reader.readInt32();
  }
  const count3 = nonNull((version >= 4 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'OffsetForLeaderEpochRequest', 'Topics', reader);
  const topics: OffsetForLeaderEpochRequestOffsetForLeaderTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeOffsetForLeaderEpochRequestOffsetForLeaderTopic(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { replicaId, topics };
}

/**
 * Codec of {@link OffsetForLeaderEpochRequest} (api key 23, versions 2-4, flexible from 4).
 * @public
 */
export const OffsetForLeaderEpochRequest: MessageCodec<OffsetForLeaderEpochRequest> = {
  name: 'OffsetForLeaderEpochRequest',
  apiKey: 23,
  minVersion: 2,
  maxVersion: 4,
  flexibleFrom: 4,
  create: createOffsetForLeaderEpochRequest,
  encode(writer: Writer, message: OffsetForLeaderEpochRequest, version: number): void {
    checkVersion('OffsetForLeaderEpochRequest', 23, version, 2, 4);
    encodeOffsetForLeaderEpochRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): OffsetForLeaderEpochRequest {
    checkVersion('OffsetForLeaderEpochRequest', 23, version, 2, 4);
    return decodeOffsetForLeaderEpochRequest(reader, version);
  },
};

/**
 * `EpochEndOffset` of Kafka's `OffsetForLeaderEpochResponse` (api key 23, versions 2-4, flexible from 4).
 * @public
 */
export interface OffsetForLeaderEpochResponseEpochEndOffset {
  /** The error code 0, or if there was no error. (versions 2-4) */
  errorCode: number;
  /** The partition index. (versions 2-4) */
  partition: number;
  /** The leader epoch of the partition. (versions 2-4; ignorable) */
  leaderEpoch: number;
  /** The end offset of the epoch. (versions 2-4) */
  endOffset: bigint;
}

/**
 * A {@link OffsetForLeaderEpochResponseEpochEndOffset} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetForLeaderEpochResponseEpochEndOffset(fields?: Partial<OffsetForLeaderEpochResponseEpochEndOffset>): OffsetForLeaderEpochResponseEpochEndOffset {
  const message: OffsetForLeaderEpochResponseEpochEndOffset = {
    errorCode: 0,
    partition: 0,
    leaderEpoch: -1,
    endOffset: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetForLeaderEpochResponseEpochEndOffset(writer: Writer, message: OffsetForLeaderEpochResponseEpochEndOffset, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.partition);
  writer.writeInt32(message.leaderEpoch);
  writer.writeInt64(message.endOffset);
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetForLeaderEpochResponseEpochEndOffset(reader: Reader, version: number): OffsetForLeaderEpochResponseEpochEndOffset {
  const errorCode = reader.readInt16();
  const partition = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const endOffset = reader.readInt64();
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { errorCode, partition, leaderEpoch, endOffset };
}

/**
 * `OffsetForLeaderTopicResult` of Kafka's `OffsetForLeaderEpochResponse` (api key 23, versions 2-4, flexible from 4).
 * @public
 */
export interface OffsetForLeaderEpochResponseOffsetForLeaderTopicResult {
  /** The topic name. (versions 2-4) */
  topic: string;
  /** Each partition in the topic we fetched offsets for. (versions 2-4) */
  partitions: OffsetForLeaderEpochResponseEpochEndOffset[];
}

/**
 * A {@link OffsetForLeaderEpochResponseOffsetForLeaderTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetForLeaderEpochResponseOffsetForLeaderTopicResult(fields?: Partial<OffsetForLeaderEpochResponseOffsetForLeaderTopicResult>): OffsetForLeaderEpochResponseOffsetForLeaderTopicResult {
  const message: OffsetForLeaderEpochResponseOffsetForLeaderTopicResult = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetForLeaderEpochResponseOffsetForLeaderTopicResult(writer: Writer, message: OffsetForLeaderEpochResponseOffsetForLeaderTopicResult, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.topic);
  } else {
    writer.writeString(message.topic);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeOffsetForLeaderEpochResponseEpochEndOffset(writer, item0, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetForLeaderEpochResponseOffsetForLeaderTopicResult(reader: Reader, version: number): OffsetForLeaderEpochResponseOffsetForLeaderTopicResult {
  const topic = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'OffsetForLeaderEpochResponseOffsetForLeaderTopicResult', 'Topic', reader);
  const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(18) : reader.readArrayLength(18)), 'OffsetForLeaderEpochResponseOffsetForLeaderTopicResult', 'Partitions', reader);
  const partitions: OffsetForLeaderEpochResponseEpochEndOffset[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeOffsetForLeaderEpochResponseEpochEndOffset(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { topic, partitions };
}

/**
 * Kafka's `OffsetForLeaderEpochResponse` (api key 23, versions 2-4, flexible from 4), one type across all versions.
 * @public
 */
export interface OffsetForLeaderEpochResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 2-4; ignorable) */
  throttleTimeMs: number;
  /** Each topic we fetched offsets for. (versions 2-4) */
  topics: OffsetForLeaderEpochResponseOffsetForLeaderTopicResult[];
}

/**
 * A {@link OffsetForLeaderEpochResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetForLeaderEpochResponse(fields?: Partial<OffsetForLeaderEpochResponse>): OffsetForLeaderEpochResponse {
  const message: OffsetForLeaderEpochResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetForLeaderEpochResponse(writer: Writer, message: OffsetForLeaderEpochResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 4) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeOffsetForLeaderEpochResponseOffsetForLeaderTopicResult(writer, item2, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetForLeaderEpochResponse(reader: Reader, version: number): OffsetForLeaderEpochResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 4 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'OffsetForLeaderEpochResponse', 'Topics', reader);
  const topics: OffsetForLeaderEpochResponseOffsetForLeaderTopicResult[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeOffsetForLeaderEpochResponseOffsetForLeaderTopicResult(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link OffsetForLeaderEpochResponse} (api key 23, versions 2-4, flexible from 4).
 * @public
 */
export const OffsetForLeaderEpochResponse: MessageCodec<OffsetForLeaderEpochResponse> = {
  name: 'OffsetForLeaderEpochResponse',
  apiKey: 23,
  minVersion: 2,
  maxVersion: 4,
  flexibleFrom: 4,
  create: createOffsetForLeaderEpochResponse,
  encode(writer: Writer, message: OffsetForLeaderEpochResponse, version: number): void {
    checkVersion('OffsetForLeaderEpochResponse', 23, version, 2, 4);
    encodeOffsetForLeaderEpochResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): OffsetForLeaderEpochResponse {
    checkVersion('OffsetForLeaderEpochResponse', 23, version, 2, 4);
    return decodeOffsetForLeaderEpochResponse(reader, version);
  },
};
