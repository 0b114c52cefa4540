// Generated from Apache Kafka's message specs (Apache License 2.0), TxnOffsetCommitRequest.json, TxnOffsetCommitResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TxnOffsetCommitRequestPartition` of Kafka's `TxnOffsetCommitRequest` (api key 28, versions 0-6, flexible from 3).
 * @public
 */
export interface TxnOffsetCommitRequestTxnOffsetCommitRequestPartition {
  /** The index of the partition within the topic. (versions 0-6) */
  partitionIndex: number;
  /** The message offset to be committed. (versions 0-6) */
  committedOffset: bigint;
  /** The leader epoch of the last consumed record. (versions 2-6; ignorable) */
  committedLeaderEpoch: number;
  /** Any associated metadata the client wants to keep. (versions 0-6; nullable 0-6) */
  committedMetadata: string | null;
}

/**
 * A {@link TxnOffsetCommitRequestTxnOffsetCommitRequestPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createTxnOffsetCommitRequestTxnOffsetCommitRequestPartition(fields?: Partial<TxnOffsetCommitRequestTxnOffsetCommitRequestPartition>): TxnOffsetCommitRequestTxnOffsetCommitRequestPartition {
  const message: TxnOffsetCommitRequestTxnOffsetCommitRequestPartition = {
    partitionIndex: 0,
    committedOffset: 0n,
    committedLeaderEpoch: -1,
    committedMetadata: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeTxnOffsetCommitRequestTxnOffsetCommitRequestPartition(writer: Writer, message: TxnOffsetCommitRequestTxnOffsetCommitRequestPartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.committedOffset);
  if (version >= 2) {
    writer.writeInt32(message.committedLeaderEpoch);
  }
  if (version >= 3) {
    writer.writeCompactString(message.committedMetadata);
  } else {
    writer.writeString(message.committedMetadata);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeTxnOffsetCommitRequestTxnOffsetCommitRequestPartition(reader: Reader, version: number): TxnOffsetCommitRequestTxnOffsetCommitRequestPartition {
  const partitionIndex = reader.readInt32();
  const committedOffset = reader.readInt64();
  let committedLeaderEpoch: number = -1;
  if (version >= 2) {
    committedLeaderEpoch = reader.readInt32();
  }
  const committedMetadata = (version >= 3 ? reader.readCompactString() : reader.readString());
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, committedOffset, committedLeaderEpoch, committedMetadata };
}

/**
 * `TxnOffsetCommitRequestTopic` of Kafka's `TxnOffsetCommitRequest` (api key 28, versions 0-6, flexible from 3).
 * @public
 */
export interface TxnOffsetCommitRequestTxnOffsetCommitRequestTopic {
  /** The topic name. (versions 0-5; ignorable) */
  name: string;
  /** The topic ID. (versions 6; ignorable) */
  topicId: Uuid;
  /** The partitions inside the topic that we want to commit offsets for. (versions 0-6) */
  partitions: TxnOffsetCommitRequestTxnOffsetCommitRequestPartition[];
}

/**
 * A {@link TxnOffsetCommitRequestTxnOffsetCommitRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createTxnOffsetCommitRequestTxnOffsetCommitRequestTopic(fields?: Partial<TxnOffsetCommitRequestTxnOffsetCommitRequestTopic>): TxnOffsetCommitRequestTxnOffsetCommitRequestTopic {
  const message: TxnOffsetCommitRequestTxnOffsetCommitRequestTopic = {
    name: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeTxnOffsetCommitRequestTxnOffsetCommitRequestTopic(writer: Writer, message: TxnOffsetCommitRequestTxnOffsetCommitRequestTopic, version: number): void {
  if (version <= 5) {
    if (version >= 3) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  }
  if (version >= 6) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 3) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeTxnOffsetCommitRequestTxnOffsetCommitRequestPartition(writer, item0, version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeTxnOffsetCommitRequestTxnOffsetCommitRequestTopic(reader: Reader, version: number): TxnOffsetCommitRequestTxnOffsetCommitRequestTopic {
  let name: string = '';
  if (version <= 5) {
    name = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'TxnOffsetCommitRequestTxnOffsetCommitRequestTopic', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 6) {
    topicId = reader.readUuid();
  }
  const count1 = nonNull((version >= 3 ? reader.readCompactArrayLength(13) : reader.readArrayLength(13)), 'TxnOffsetCommitRequestTxnOffsetCommitRequestTopic', 'Partitions', reader);
  const partitions: TxnOffsetCommitRequestTxnOffsetCommitRequestPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeTxnOffsetCommitRequestTxnOffsetCommitRequestPartition(reader, version));
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitions };
}

/**
 * Kafka's `TxnOffsetCommitRequest` (api key 28, versions 0-6, flexible from 3), one type across all versions.
 * @public
 */
export interface TxnOffsetCommitRequest {
  /** The ID of the transaction. (versions 0-6) */
  transactionalId: string;
  /** The ID of the group. (versions 0-6) */
  groupId: string;
  /** The current producer ID in use by the transactional ID. (versions 0-6) */
  producerId: bigint;
  /** The current epoch associated with the producer ID. (versions 0-6) */
  producerEpoch: number;
  /** The generation of the group if using the classic group protocol or the member epoch if using the consumer protocol. (versions 3-6) */
  generationIdOrMemberEpoch: number;
  /** The member ID assigned by the group coordinator. (versions 3-6) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 3-6; nullable 3-6) */
  groupInstanceId: string | null;
  /** Each topic that we want to commit offsets for. (versions 0-6) */
  topics: TxnOffsetCommitRequestTxnOffsetCommitRequestTopic[];
}

/**
 * A {@link TxnOffsetCommitRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createTxnOffsetCommitRequest(fields?: Partial<TxnOffsetCommitRequest>): TxnOffsetCommitRequest {
  const message: TxnOffsetCommitRequest = {
    transactionalId: '',
    groupId: '',
    producerId: 0n,
    producerEpoch: 0,
    generationIdOrMemberEpoch: -1,
    memberId: '',
    groupInstanceId: null,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeTxnOffsetCommitRequest(writer: Writer, message: TxnOffsetCommitRequest, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.transactionalId);
  } else {
    writer.writeString(message.transactionalId);
  }
  if (version >= 3) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  writer.writeInt64(message.producerId);
  writer.writeInt16(message.producerEpoch);
  if (version >= 3) {
    writer.writeInt32(message.generationIdOrMemberEpoch);
  } else {
    if (message.generationIdOrMemberEpoch !== -1) throw missingFieldError('TxnOffsetCommitRequest', 'GenerationIdOrMemberEpoch', version);
  }
  if (version >= 3) {
    writer.writeCompactString(message.memberId);
  } else {
    if (message.memberId !== '') throw missingFieldError('TxnOffsetCommitRequest', 'MemberId', version);
  }
  if (version >= 3) {
    writer.writeCompactString(message.groupInstanceId);
  } else {
    if (message.groupInstanceId !== null) throw missingFieldError('TxnOffsetCommitRequest', 'GroupInstanceId', version);
  }
  if (version >= 3) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeTxnOffsetCommitRequestTxnOffsetCommitRequestTopic(writer, item2, version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeTxnOffsetCommitRequest(reader: Reader, version: number): TxnOffsetCommitRequest {
  const transactionalId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'TxnOffsetCommitRequest', 'TransactionalId', reader);
  const groupId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'TxnOffsetCommitRequest', 'GroupId', reader);
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt16();
  let generationIdOrMemberEpoch: number = -1;
  if (version >= 3) {
    generationIdOrMemberEpoch = reader.readInt32();
  }
  let memberId: string = '';
  if (version >= 3) {
    memberId = nonNull(reader.readCompactString(), 'TxnOffsetCommitRequest', 'MemberId', reader);
  }
  let groupInstanceId: string | null = null;
  if (version >= 3) {
    groupInstanceId = reader.readCompactString();
  }
  const count3 = nonNull((version >= 3 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'TxnOffsetCommitRequest', 'Topics', reader);
  const topics: TxnOffsetCommitRequestTxnOffsetCommitRequestTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeTxnOffsetCommitRequestTxnOffsetCommitRequestTopic(reader, version));
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { transactionalId, groupId, producerId, producerEpoch, generationIdOrMemberEpoch, memberId, groupInstanceId, topics };
}

/**
 * Codec of {@link TxnOffsetCommitRequest} (api key 28, versions 0-6, flexible from 3).
 * @public
 */
export const TxnOffsetCommitRequest: MessageCodec<TxnOffsetCommitRequest> = {
  name: 'TxnOffsetCommitRequest',
  apiKey: 28,
  minVersion: 0,
  maxVersion: 6,
  flexibleFrom: 3,
  create: createTxnOffsetCommitRequest,
  encode(writer: Writer, message: TxnOffsetCommitRequest, version: number): void {
    checkVersion('TxnOffsetCommitRequest', 28, version, 0, 6);
    encodeTxnOffsetCommitRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): TxnOffsetCommitRequest {
    checkVersion('TxnOffsetCommitRequest', 28, version, 0, 6);
    return decodeTxnOffsetCommitRequest(reader, version);
  },
};

/**
 * `TxnOffsetCommitResponsePartition` of Kafka's `TxnOffsetCommitResponse` (api key 28, versions 0-6, flexible from 3).
 * @public
 */
export interface TxnOffsetCommitResponseTxnOffsetCommitResponsePartition {
  /** The partition index. (versions 0-6) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 0-6) */
  errorCode: number;
}

/**
 * A {@link TxnOffsetCommitResponseTxnOffsetCommitResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createTxnOffsetCommitResponseTxnOffsetCommitResponsePartition(fields?: Partial<TxnOffsetCommitResponseTxnOffsetCommitResponsePartition>): TxnOffsetCommitResponseTxnOffsetCommitResponsePartition {
  const message: TxnOffsetCommitResponseTxnOffsetCommitResponsePartition = {
    partitionIndex: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeTxnOffsetCommitResponseTxnOffsetCommitResponsePartition(writer: Writer, message: TxnOffsetCommitResponseTxnOffsetCommitResponsePartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeTxnOffsetCommitResponseTxnOffsetCommitResponsePartition(reader: Reader, version: number): TxnOffsetCommitResponseTxnOffsetCommitResponsePartition {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, errorCode };
}

/**
 * `TxnOffsetCommitResponseTopic` of Kafka's `TxnOffsetCommitResponse` (api key 28, versions 0-6, flexible from 3).
 * @public
 */
export interface TxnOffsetCommitResponseTxnOffsetCommitResponseTopic {
  /** The topic name. (versions 0-5; ignorable) */
  name: string;
  /** The topic ID. (versions 6; ignorable) */
  topicId: Uuid;
  /** The responses for each partition in the topic. (versions 0-6) */
  partitions: TxnOffsetCommitResponseTxnOffsetCommitResponsePartition[];
}

/**
 * A {@link TxnOffsetCommitResponseTxnOffsetCommitResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createTxnOffsetCommitResponseTxnOffsetCommitResponseTopic(fields?: Partial<TxnOffsetCommitResponseTxnOffsetCommitResponseTopic>): TxnOffsetCommitResponseTxnOffsetCommitResponseTopic {
  const message: TxnOffsetCommitResponseTxnOffsetCommitResponseTopic = {
    name: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeTxnOffsetCommitResponseTxnOffsetCommitResponseTopic(writer: Writer, message: TxnOffsetCommitResponseTxnOffsetCommitResponseTopic, version: number): void {
  if (version <= 5) {
    if (version >= 3) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  }
  if (version >= 6) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 3) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeTxnOffsetCommitResponseTxnOffsetCommitResponsePartition(writer, item0, version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeTxnOffsetCommitResponseTxnOffsetCommitResponseTopic(reader: Reader, version: number): TxnOffsetCommitResponseTxnOffsetCommitResponseTopic {
  let name: string = '';
  if (version <= 5) {
    name = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'TxnOffsetCommitResponseTxnOffsetCommitResponseTopic', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 6) {
    topicId = reader.readUuid();
  }
  const count1 = nonNull((version >= 3 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'TxnOffsetCommitResponseTxnOffsetCommitResponseTopic', 'Partitions', reader);
  const partitions: TxnOffsetCommitResponseTxnOffsetCommitResponsePartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeTxnOffsetCommitResponseTxnOffsetCommitResponsePartition(reader, version));
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitions };
}

/**
 * Kafka's `TxnOffsetCommitResponse` (api key 28, versions 0-6, flexible from 3), one type across all versions.
 * @public
 */
export interface TxnOffsetCommitResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-6) */
  throttleTimeMs: number;
  /** The responses for each topic. (versions 0-6) */
  topics: TxnOffsetCommitResponseTxnOffsetCommitResponseTopic[];
}

/**
 * A {@link TxnOffsetCommitResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createTxnOffsetCommitResponse(fields?: Partial<TxnOffsetCommitResponse>): TxnOffsetCommitResponse {
  const message: TxnOffsetCommitResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeTxnOffsetCommitResponse(writer: Writer, message: TxnOffsetCommitResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 3) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeTxnOffsetCommitResponseTxnOffsetCommitResponseTopic(writer, item2, version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeTxnOffsetCommitResponse(reader: Reader, version: number): TxnOffsetCommitResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 3 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'TxnOffsetCommitResponse', 'Topics', reader);
  const topics: TxnOffsetCommitResponseTxnOffsetCommitResponseTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeTxnOffsetCommitResponseTxnOffsetCommitResponseTopic(reader, version));
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link TxnOffsetCommitResponse} (api key 28, versions 0-6, flexible from 3).
 * @public
 */
export const TxnOffsetCommitResponse: MessageCodec<TxnOffsetCommitResponse> = {
  name: 'TxnOffsetCommitResponse',
  apiKey: 28,
  minVersion: 0,
  maxVersion: 6,
  flexibleFrom: 3,
  create: createTxnOffsetCommitResponse,
  encode(writer: Writer, message: TxnOffsetCommitResponse, version: number): void {
    checkVersion('TxnOffsetCommitResponse', 28, version, 0, 6);
    encodeTxnOffsetCommitResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): TxnOffsetCommitResponse {
    checkVersion('TxnOffsetCommitResponse', 28, version, 0, 6);
    return decodeTxnOffsetCommitResponse(reader, version);
  },
};
