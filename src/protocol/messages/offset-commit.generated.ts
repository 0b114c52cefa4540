// Generated from Apache Kafka's message specs (Apache License 2.0), OffsetCommitRequest.json, OffsetCommitResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `OffsetCommitRequestPartition` of Kafka's `OffsetCommitRequest` (api key 8, versions 2-10, flexible from 8).
 * @public
 */
export interface OffsetCommitRequestOffsetCommitRequestPartition {
  /** The partition index. (versions 2-10) */
  partitionIndex: number;
  /** The message offset to be committed. (versions 2-10) */
  committedOffset: bigint;
  /** The leader epoch of this partition. (versions 6-10; ignorable) */
  committedLeaderEpoch: number;
  /** Any associated metadata the client wants to keep. (versions 2-10; nullable 2-10) */
  committedMetadata: string | null;
}

/**
 * A {@link OffsetCommitRequestOffsetCommitRequestPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetCommitRequestOffsetCommitRequestPartition(fields?: Partial<OffsetCommitRequestOffsetCommitRequestPartition>): OffsetCommitRequestOffsetCommitRequestPartition {
  const message: OffsetCommitRequestOffsetCommitRequestPartition = {
    partitionIndex: 0,
    committedOffset: 0n,
    committedLeaderEpoch: -1,
    committedMetadata: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetCommitRequestOffsetCommitRequestPartition(writer: Writer, message: OffsetCommitRequestOffsetCommitRequestPartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.committedOffset);
  if (version >= 6) {
    writer.writeInt32(message.committedLeaderEpoch);
  }
  if (version >= 8) {
    writer.writeCompactString(message.committedMetadata);
  } else {
    writer.writeString(message.committedMetadata);
  }
  if (version >= 8) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetCommitRequestOffsetCommitRequestPartition(reader: Reader, version: number): OffsetCommitRequestOffsetCommitRequestPartition {
  const partitionIndex = reader.readInt32();
  const committedOffset = reader.readInt64();
  let committedLeaderEpoch: number = -1;
  if (version >= 6) {
    committedLeaderEpoch = reader.readInt32();
  }
  const committedMetadata = (version >= 8 ? reader.readCompactString() : reader.readString());
  if (version >= 8) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, committedOffset, committedLeaderEpoch, committedMetadata };
}

/**
 * `OffsetCommitRequestTopic` of Kafka's `OffsetCommitRequest` (api key 8, versions 2-10, flexible from 8).
 * @public
 */
export interface OffsetCommitRequestOffsetCommitRequestTopic {
  /** The topic name. (versions 2-9; ignorable) */
  name: string;
  /** The topic ID. (versions 10; ignorable) */
  topicId: Uuid;
  /** Each partition to commit offsets for. (versions 2-10) */
  partitions: OffsetCommitRequestOffsetCommitRequestPartition[];
}

/**
 * A {@link OffsetCommitRequestOffsetCommitRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetCommitRequestOffsetCommitRequestTopic(fields?: Partial<OffsetCommitRequestOffsetCommitRequestTopic>): OffsetCommitRequestOffsetCommitRequestTopic {
  const message: OffsetCommitRequestOffsetCommitRequestTopic = {
    name: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetCommitRequestOffsetCommitRequestTopic(writer: Writer, message: OffsetCommitRequestOffsetCommitRequestTopic, version: number): void {
  if (version <= 9) {
    if (version >= 8) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  }
  if (version >= 10) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeOffsetCommitRequestOffsetCommitRequestPartition(writer, item0, version);
  }
  if (version >= 8) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetCommitRequestOffsetCommitRequestTopic(reader: Reader, version: number): OffsetCommitRequestOffsetCommitRequestTopic {
  let name: string = '';
  if (version <= 9) {
    name = nonNull((version >= 8 ? reader.readCompactString() : reader.readString()), 'OffsetCommitRequestOffsetCommitRequestTopic', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 10) {
    topicId = reader.readUuid();
  }
  const count1 = nonNull((version >= 8 ? reader.readCompactArrayLength(13) : reader.readArrayLength(13)), 'OffsetCommitRequestOffsetCommitRequestTopic', 'Partitions', reader);
  const partitions: OffsetCommitRequestOffsetCommitRequestPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeOffsetCommitRequestOffsetCommitRequestPartition(reader, version));
  if (version >= 8) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitions };
}

/**
 * Kafka's `OffsetCommitRequest` (api key 8, versions 2-10, flexible from 8), one type across all versions.
 * @public
 */
export interface OffsetCommitRequest {
  /** The unique group identifier. (versions 2-10) */
  groupId: string;
  /** The generation of the group if using the classic group protocol or the member epoch if using the consumer protocol. (versions 2-10; ignorable) */
  generationIdOrMemberEpoch: number;
  /** The member ID assigned by the group coordinator. (versions 2-10; ignorable) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 7-10; nullable 7-10) */
  groupInstanceId: string | null;
  /** The time period in ms to retain the offset. (versions 2-4; ignorable) */
  retentionTimeMs: bigint;
  /** The topics to commit offsets for. (versions 2-10) */
  topics: OffsetCommitRequestOffsetCommitRequestTopic[];
}

/**
 * A {@link OffsetCommitRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetCommitRequest(fields?: Partial<OffsetCommitRequest>): OffsetCommitRequest {
  const message: OffsetCommitRequest = {
    groupId: '',
    generationIdOrMemberEpoch: -1,
    memberId: '',
    groupInstanceId: null,
    retentionTimeMs: -1n,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetCommitRequest(writer: Writer, message: OffsetCommitRequest, version: number): void {
  if (version >= 8) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  writer.writeInt32(message.generationIdOrMemberEpoch);
  if (version >= 8) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 7) {
    if (version >= 8) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  } else {
    if (message.groupInstanceId !== null) throw missingFieldError('OffsetCommitRequest', 'GroupInstanceId', version);
  }
  if (version <= 4) {
    writer.writeInt64(message.retentionTimeMs);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeOffsetCommitRequestOffsetCommitRequestTopic(writer, item2, version);
  }
  if (version >= 8) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetCommitRequest(reader: Reader, version: number): OffsetCommitRequest {
  const groupId = nonNull((version >= 8 ? reader.readCompactString() : reader.readString()), 'OffsetCommitRequest', 'GroupId', reader);
  const generationIdOrMemberEpoch = reader.readInt32();
  const memberId = nonNull((version >= 8 ? reader.readCompactString() : reader.readString()), 'OffsetCommitRequest', 'MemberId', reader);
  let groupInstanceId: string | null = null;
  if (version >= 7) {
    groupInstanceId = (version >= 8 ? reader.readCompactString() : reader.readString());
  }
  let retentionTimeMs: bigint = -1n;
  if (version <= 4) {
    retentionTimeMs = reader.readInt64();
  }
  const count3 = nonNull((version >= 8 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'OffsetCommitRequest', 'Topics', reader);
  const topics: OffsetCommitRequestOffsetCommitRequestTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeOffsetCommitRequestOffsetCommitRequestTopic(reader, version));
  if (version >= 8) {
    skipTaggedFields(reader);
  }
  return { groupId, generationIdOrMemberEpoch, memberId, groupInstanceId, retentionTimeMs, topics };
}

/**
 * Codec of {@link OffsetCommitRequest} (api key 8, versions 2-10, flexible from 8).
 * @public
 */
export const OffsetCommitRequest: MessageCodec<OffsetCommitRequest> = {
  name: 'OffsetCommitRequest',
  apiKey: 8,
  minVersion: 2,
  maxVersion: 10,
  flexibleFrom: 8,
  create: createOffsetCommitRequest,
  encode(writer: Writer, message: OffsetCommitRequest, version: number): void {
    checkVersion('OffsetCommitRequest', 8, version, 2, 10);
    encodeOffsetCommitRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): OffsetCommitRequest {
    checkVersion('OffsetCommitRequest', 8, version, 2, 10);
    return decodeOffsetCommitRequest(reader, version);
  },
};

/**
 * `OffsetCommitResponsePartition` of Kafka's `OffsetCommitResponse` (api key 8, versions 2-10, flexible from 8).
 * @public
 */
export interface OffsetCommitResponseOffsetCommitResponsePartition {
  /** The partition index. (versions 2-10) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 2-10) */
  errorCode: number;
}

/**
 * A {@link OffsetCommitResponseOffsetCommitResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetCommitResponseOffsetCommitResponsePartition(fields?: Partial<OffsetCommitResponseOffsetCommitResponsePartition>): OffsetCommitResponseOffsetCommitResponsePartition {
  const message: OffsetCommitResponseOffsetCommitResponsePartition = {
    partitionIndex: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetCommitResponseOffsetCommitResponsePartition(writer: Writer, message: OffsetCommitResponseOffsetCommitResponsePartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  if (version >= 8) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetCommitResponseOffsetCommitResponsePartition(reader: Reader, version: number): OffsetCommitResponseOffsetCommitResponsePartition {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  if (version >= 8) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, errorCode };
}

/**
 * `OffsetCommitResponseTopic` of Kafka's `OffsetCommitResponse` (api key 8, versions 2-10, flexible from 8).
 * @public
 */
export interface OffsetCommitResponseOffsetCommitResponseTopic {
  /** The topic name. (versions 2-9; ignorable) */
  name: string;
  /** The topic ID. (versions 10; ignorable) */
  topicId: Uuid;
  /** The responses for each partition in the topic. (versions 2-10) */
  partitions: OffsetCommitResponseOffsetCommitResponsePartition[];
}

/**
 * A {@link OffsetCommitResponseOffsetCommitResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetCommitResponseOffsetCommitResponseTopic(fields?: Partial<OffsetCommitResponseOffsetCommitResponseTopic>): OffsetCommitResponseOffsetCommitResponseTopic {
  const message: OffsetCommitResponseOffsetCommitResponseTopic = {
    name: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetCommitResponseOffsetCommitResponseTopic(writer: Writer, message: OffsetCommitResponseOffsetCommitResponseTopic, version: number): void {
  if (version <= 9) {
    if (version >= 8) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  }
  if (version >= 10) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeOffsetCommitResponseOffsetCommitResponsePartition(writer, item0, version);
  }
  if (version >= 8) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetCommitResponseOffsetCommitResponseTopic(reader: Reader, version: number): OffsetCommitResponseOffsetCommitResponseTopic {
  let name: string = '';
  if (version <= 9) {
    name = nonNull((version >= 8 ? reader.readCompactString() : reader.readString()), 'OffsetCommitResponseOffsetCommitResponseTopic', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 10) {
    topicId = reader.readUuid();
  }
  const count1 = nonNull((version >= 8 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'OffsetCommitResponseOffsetCommitResponseTopic', 'Partitions', reader);
  const partitions: OffsetCommitResponseOffsetCommitResponsePartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeOffsetCommitResponseOffsetCommitResponsePartition(reader, version));
  if (version >= 8) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitions };
}

/**
 * Kafka's `OffsetCommitResponse` (api key 8, versions 2-10, flexible from 8), one type across all versions.
 * @public
 */
export interface OffsetCommitResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 3-10; ignorable) */
  throttleTimeMs: number;
  /** The responses for each topic. (versions 2-10) */
  topics: OffsetCommitResponseOffsetCommitResponseTopic[];
}

/**
 * A {@link OffsetCommitResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetCommitResponse(fields?: Partial<OffsetCommitResponse>): OffsetCommitResponse {
  const message: OffsetCommitResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetCommitResponse(writer: Writer, message: OffsetCommitResponse, version: number): void {
  if (version >= 3) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeOffsetCommitResponseOffsetCommitResponseTopic(writer, item2, version);
  }
  if (version >= 8) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetCommitResponse(reader: Reader, version: number): OffsetCommitResponse {
  let throttleTimeMs: number = 0;
  if (version >= 3) {
    throttleTimeMs = reader.readInt32();
  }
  const count3 = nonNull((version >= 8 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'OffsetCommitResponse', 'Topics', reader);
  const topics: OffsetCommitResponseOffsetCommitResponseTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeOffsetCommitResponseOffsetCommitResponseTopic(reader, version));
  if (version >= 8) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link OffsetCommitResponse} (api key 8, versions 2-10, flexible from 8).
 * @public
 */
export const OffsetCommitResponse: MessageCodec<OffsetCommitResponse> = {
  name: 'OffsetCommitResponse',
  apiKey: 8,
  minVersion: 2,
  maxVersion: 10,
  flexibleFrom: 8,
  create: createOffsetCommitResponse,
  encode(writer: Writer, message: OffsetCommitResponse, version: number): void {
    checkVersion('OffsetCommitResponse', 8, version, 2, 10);
    encodeOffsetCommitResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): OffsetCommitResponse {
    checkVersion('OffsetCommitResponse', 8, version, 2, 10);
    return decodeOffsetCommitResponse(reader, version);
  },
};
