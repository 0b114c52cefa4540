// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeShareGroupOffsetsRequest.json, DescribeShareGroupOffsetsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DescribeShareGroupOffsetsRequestTopic` of Kafka's `DescribeShareGroupOffsetsRequest` (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export interface DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic {
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The partitions. (versions 0-1) */
  partitions: number[];
}

/**
 * A {@link DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic(fields?: Partial<DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic>): DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic {
  const message: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic(writer: Writer, message: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic): void {
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic(reader: Reader): DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic {
  const topicName = nonNull(reader.readCompactString(), 'DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { topicName, partitions };
}

/**
 * `DescribeShareGroupOffsetsRequestGroup` of Kafka's `DescribeShareGroupOffsetsRequest` (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export interface DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup {
  /** The group identifier. (versions 0-1) */
  groupId: string;
  /** The topics to describe offsets for, or null for all topic-partitions. (versions 0-1; nullable 0-1) */
  topics: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic[] | null;
}

/**
 * A {@link DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup(fields?: Partial<DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup>): DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup {
  const message: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup(writer: Writer, message: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup): void {
  writer.writeCompactString(message.groupId);
  if (message.topics === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.topics.length);
    for (const item2 of message.topics) {
      encodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic(writer, item2);
    }
  }
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup(reader: Reader): DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup {
  const groupId = nonNull(reader.readCompactString(), 'DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup', 'GroupId', reader);
  let topics: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic[] | null;
  const count3 = reader.readCompactArrayLength(2);
  if (count3 === null) {
    topics = null;
  } else {
    const array3: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestTopic(reader));
    topics = array3;
  }
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Kafka's `DescribeShareGroupOffsetsRequest` (api key 90, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeShareGroupOffsetsRequest {
  /** The groups to describe offsets for. (versions 0-1) */
  groups: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup[];
}

/**
 * A {@link DescribeShareGroupOffsetsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsRequest(fields?: Partial<DescribeShareGroupOffsetsRequest>): DescribeShareGroupOffsetsRequest {
  const message: DescribeShareGroupOffsetsRequest = {
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsRequest(writer: Writer, message: DescribeShareGroupOffsetsRequest): void {
  writer.writeCompactArrayLength(message.groups.length);
  for (const item4 of message.groups) {
    encodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsRequest(reader: Reader): DescribeShareGroupOffsetsRequest {
  const count5 = nonNull(reader.readCompactArrayLength(2), 'DescribeShareGroupOffsetsRequest', 'Groups', reader);
  const groups: DescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup[] = [];
  for (let index = 0; index < count5; index++) groups.push(decodeDescribeShareGroupOffsetsRequestDescribeShareGroupOffsetsRequestGroup(reader));
  skipTaggedFields(reader);
  return { groups };
}

/**
 * Codec of {@link DescribeShareGroupOffsetsRequest} (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export const DescribeShareGroupOffsetsRequest: MessageCodec<DescribeShareGroupOffsetsRequest> = {
  name: 'DescribeShareGroupOffsetsRequest',
  apiKey: 90,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createDescribeShareGroupOffsetsRequest,
  encode(writer: Writer, message: DescribeShareGroupOffsetsRequest, version: number): void {
    checkVersion('DescribeShareGroupOffsetsRequest', 90, version, 0, 1);
    encodeDescribeShareGroupOffsetsRequest(writer, message);
  },
  decode(reader: Reader, version: number): DescribeShareGroupOffsetsRequest {
    checkVersion('DescribeShareGroupOffsetsRequest', 90, version, 0, 1);
    return decodeDescribeShareGroupOffsetsRequest(reader);
  },
};

/**
 * `DescribeShareGroupOffsetsResponsePartition` of Kafka's `DescribeShareGroupOffsetsResponse` (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export interface DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The share-partition start offset. (versions 0-1) */
  startOffset: bigint;
  /** The leader epoch of the partition. (versions 0-1) */
  leaderEpoch: number;
  /** The share-partition lag. (versions 1; ignorable) */
  lag: bigint;
  /** The partition-level error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The partition-level error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
}

/**
 * A {@link DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition(fields?: Partial<DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition>): DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition {
  const message: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition = {
    partitionIndex: 0,
    startOffset: 0n,
    leaderEpoch: 0,
    lag: -1n,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition(writer: Writer, message: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.startOffset);
  writer.writeInt32(message.leaderEpoch);
  if (version >= 1) {
    writer.writeInt64(message.lag);
  }
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition(reader: Reader, version: number): DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition {
  const partitionIndex = reader.readInt32();
  const startOffset = reader.readInt64();
  const leaderEpoch = reader.readInt32();
  let lag: bigint = -1n;
  if (version >= 1) {
    lag = reader.readInt64();
  }
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { partitionIndex, startOffset, leaderEpoch, lag, errorCode, errorMessage };
}

/**
 * `DescribeShareGroupOffsetsResponseTopic` of Kafka's `DescribeShareGroupOffsetsResponse` (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export interface DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic {
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The unique topic ID. (versions 0-1) */
  topicId: Uuid;
  /** Partitions (versions 0-1) */
  partitions: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition[];
}

/**
 * A {@link DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic(fields?: Partial<DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic>): DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic {
  const message: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic = {
    topicName: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic(writer: Writer, message: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic, version: number): void {
  writer.writeCompactString(message.topicName);
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition(writer, item0, version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic(reader: Reader, version: number): DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic {
  const topicName = nonNull(reader.readCompactString(), 'DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic', 'TopicName', reader);
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(19), 'DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic', 'Partitions', reader);
  const partitions: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponsePartition(reader, version));
  skipTaggedFields(reader);
  return { topicName, topicId, partitions };
}

/**
 * `DescribeShareGroupOffsetsResponseGroup` of Kafka's `DescribeShareGroupOffsetsResponse` (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export interface DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup {
  /** The group identifier. (versions 0-1) */
  groupId: string;
  /** The results for each topic. (versions 0-1) */
  topics: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic[];
  /** The group-level error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The group-level error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
}

/**
 * A {@link DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup(fields?: Partial<DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup>): DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup {
  const message: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup = {
    groupId: '',
    topics: [],
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup(writer: Writer, message: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup, version: number): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic(writer, item2, version);
  }
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup(reader: Reader, version: number): DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup {
  const groupId = nonNull(reader.readCompactString(), 'DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup', 'GroupId', reader);
  const count3 = nonNull(reader.readCompactArrayLength(18), 'DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup', 'Topics', reader);
  const topics: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseTopic(reader, version));
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { groupId, topics, errorCode, errorMessage };
}

/**
 * Kafka's `DescribeShareGroupOffsetsResponse` (api key 90, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeShareGroupOffsetsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The results for each group. (versions 0-1) */
  groups: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup[];
}

/**
 * A {@link DescribeShareGroupOffsetsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeShareGroupOffsetsResponse(fields?: Partial<DescribeShareGroupOffsetsResponse>): DescribeShareGroupOffsetsResponse {
  const message: DescribeShareGroupOffsetsResponse = {
    throttleTimeMs: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeShareGroupOffsetsResponse(writer: Writer, message: DescribeShareGroupOffsetsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.groups.length);
  for (const item4 of message.groups) {
    encodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup(writer, item4, version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeShareGroupOffsetsResponse(reader: Reader, version: number): DescribeShareGroupOffsetsResponse {
  const throttleTimeMs = reader.readInt32();
  const count5 = nonNull(reader.readCompactArrayLength(5), 'DescribeShareGroupOffsetsResponse', 'Groups', reader);
  const groups: DescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup[] = [];
  for (let index = 0; index < count5; index++) groups.push(decodeDescribeShareGroupOffsetsResponseDescribeShareGroupOffsetsResponseGroup(reader, version));
  skipTaggedFields(reader);
  return { throttleTimeMs, groups };
}

/**
 * Codec of {@link DescribeShareGroupOffsetsResponse} (api key 90, versions 0-1, flexible from 0).
 * @public
 */
export const DescribeShareGroupOffsetsResponse: MessageCodec<DescribeShareGroupOffsetsResponse> = {
  name: 'DescribeShareGroupOffsetsResponse',
  apiKey: 90,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createDescribeShareGroupOffsetsResponse,
  encode(writer: Writer, message: DescribeShareGroupOffsetsResponse, version: number): void {
    checkVersion('DescribeShareGroupOffsetsResponse', 90, version, 0, 1);
    encodeDescribeShareGroupOffsetsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeShareGroupOffsetsResponse {
    checkVersion('DescribeShareGroupOffsetsResponse', 90, version, 0, 1);
    return decodeDescribeShareGroupOffsetsResponse(reader, version);
  },
};
