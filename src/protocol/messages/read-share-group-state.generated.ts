// Generated from Apache Kafka's message specs (Apache License 2.0), ReadShareGroupStateRequest.json, ReadShareGroupStateResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `ReadShareGroupStateRequest` (api key 84, version 0, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateRequestPartitionData {
  /** The partition index. (versions 0) */
  partition: number;
  /** The leader epoch of the share-partition. (versions 0) */
  leaderEpoch: number;
}

/**
 * A {@link ReadShareGroupStateRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateRequestPartitionData(fields?: Partial<ReadShareGroupStateRequestPartitionData>): ReadShareGroupStateRequestPartitionData {
  const message: ReadShareGroupStateRequestPartitionData = {
    partition: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateRequestPartitionData(writer: Writer, message: ReadShareGroupStateRequestPartitionData): void {
  writer.writeInt32(message.partition);
  writer.writeInt32(message.leaderEpoch);
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateRequestPartitionData(reader: Reader): ReadShareGroupStateRequestPartitionData {
  const partition = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { partition, leaderEpoch };
}

/**
 * `ReadStateData` of Kafka's `ReadShareGroupStateRequest` (api key 84, version 0, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateRequestReadStateData {
  /** The topic identifier. (versions 0) */
  topicId: Uuid;
  /** The data for the partitions. (versions 0) */
  partitions: ReadShareGroupStateRequestPartitionData[];
}

/**
 * A {@link ReadShareGroupStateRequestReadStateData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateRequestReadStateData(fields?: Partial<ReadShareGroupStateRequestReadStateData>): ReadShareGroupStateRequestReadStateData {
  const message: ReadShareGroupStateRequestReadStateData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateRequestReadStateData(writer: Writer, message: ReadShareGroupStateRequestReadStateData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeReadShareGroupStateRequestPartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateRequestReadStateData(reader: Reader): ReadShareGroupStateRequestReadStateData {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(8), 'ReadShareGroupStateRequestReadStateData', 'Partitions', reader);
  const partitions: ReadShareGroupStateRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeReadShareGroupStateRequestPartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `ReadShareGroupStateRequest` (api key 84, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface ReadShareGroupStateRequest {
  /** The group identifier. (versions 0) */
  groupId: string;
  /** The data for the topics. (versions 0) */
  topics: ReadShareGroupStateRequestReadStateData[];
}

/**
 * A {@link ReadShareGroupStateRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateRequest(fields?: Partial<ReadShareGroupStateRequest>): ReadShareGroupStateRequest {
  const message: ReadShareGroupStateRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateRequest(writer: Writer, message: ReadShareGroupStateRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeReadShareGroupStateRequestReadStateData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateRequest(reader: Reader): ReadShareGroupStateRequest {
  const groupId = nonNull(reader.readCompactString(), 'ReadShareGroupStateRequest', 'GroupId', reader);
  const count3 = nonNull(reader.readCompactArrayLength(17), 'ReadShareGroupStateRequest', 'Topics', reader);
  const topics: ReadShareGroupStateRequestReadStateData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeReadShareGroupStateRequestReadStateData(reader));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link ReadShareGroupStateRequest} (api key 84, version 0, flexible from 0).
 * @public
 */
export const ReadShareGroupStateRequest: MessageCodec<ReadShareGroupStateRequest> = {
  name: 'ReadShareGroupStateRequest',
  apiKey: 84,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createReadShareGroupStateRequest,
  encode(writer: Writer, message: ReadShareGroupStateRequest, version: number): void {
    checkVersion('ReadShareGroupStateRequest', 84, version, 0, 0);
    encodeReadShareGroupStateRequest(writer, message);
  },
  decode(reader: Reader, version: number): ReadShareGroupStateRequest {
    checkVersion('ReadShareGroupStateRequest', 84, version, 0, 0);
    return decodeReadShareGroupStateRequest(reader);
  },
};

/**
 * `StateBatch` of Kafka's `ReadShareGroupStateResponse` (api key 84, version 0, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateResponseStateBatch {
  /** The first offset of this state batch. (versions 0) */
  firstOffset: bigint;
  /** The last offset of this state batch. (versions 0) */
  lastOffset: bigint;
  /** The delivery state - 0:Available,2:Acked,4:Archived. (versions 0) */
  deliveryState: number;
  /** The delivery count. (versions 0) */
  deliveryCount: number;
}

/**
 * A {@link ReadShareGroupStateResponseStateBatch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateResponseStateBatch(fields?: Partial<ReadShareGroupStateResponseStateBatch>): ReadShareGroupStateResponseStateBatch {
  const message: ReadShareGroupStateResponseStateBatch = {
    firstOffset: 0n,
    lastOffset: 0n,
    deliveryState: 0,
    deliveryCount: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateResponseStateBatch(writer: Writer, message: ReadShareGroupStateResponseStateBatch): void {
  writer.writeInt64(message.firstOffset);
  writer.writeInt64(message.lastOffset);
  writer.writeInt8(message.deliveryState);
  writer.writeInt16(message.deliveryCount);
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateResponseStateBatch(reader: Reader): ReadShareGroupStateResponseStateBatch {
  const firstOffset = reader.readInt64();
  const lastOffset = reader.readInt64();
  const deliveryState = reader.readInt8();
  const deliveryCount = reader.readInt16();
  skipTaggedFields(reader);
  return { firstOffset, lastOffset, deliveryState, deliveryCount };
}

/**
 * `PartitionResult` of Kafka's `ReadShareGroupStateResponse` (api key 84, version 0, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateResponsePartitionResult {
  /** The partition index. (versions 0) */
  partition: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The state epoch of the share-partition. (versions 0) */
  stateEpoch: number;
  /** The share-partition start offset, which can be -1 if it is not yet initialized. (versions 0) */
  startOffset: bigint;
  /** The state batches for this share-partition. (versions 0) */
  stateBatches: ReadShareGroupStateResponseStateBatch[];
}

/**
 * A {@link ReadShareGroupStateResponsePartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateResponsePartitionResult(fields?: Partial<ReadShareGroupStateResponsePartitionResult>): ReadShareGroupStateResponsePartitionResult {
  const message: ReadShareGroupStateResponsePartitionResult = {
    partition: 0,
    errorCode: 0,
    errorMessage: null,
    stateEpoch: 0,
    startOffset: 0n,
    stateBatches: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateResponsePartitionResult(writer: Writer, message: ReadShareGroupStateResponsePartitionResult): void {
  writer.writeInt32(message.partition);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeInt32(message.stateEpoch);
  writer.writeInt64(message.startOffset);
  writer.writeCompactArrayLength(message.stateBatches.length);
  for (const item0 of message.stateBatches) {
    encodeReadShareGroupStateResponseStateBatch(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateResponsePartitionResult(reader: Reader): ReadShareGroupStateResponsePartitionResult {
  const partition = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const stateEpoch = reader.readInt32();
  const startOffset = reader.readInt64();
  const count1 = nonNull(reader.readCompactArrayLength(19), 'ReadShareGroupStateResponsePartitionResult', 'StateBatches', reader);
  const stateBatches: ReadShareGroupStateResponseStateBatch[] = [];
  for (let index = 0; index < count1; index++) stateBatches.push(decodeReadShareGroupStateResponseStateBatch(reader));
  skipTaggedFields(reader);
  return { partition, errorCode, errorMessage, stateEpoch, startOffset, stateBatches };
}

/**
 * `ReadStateResult` of Kafka's `ReadShareGroupStateResponse` (api key 84, version 0, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateResponseReadStateResult {
  /** The topic identifier. (versions 0) */
  topicId: Uuid;
  /** The results for the partitions. (versions 0) */
  partitions: ReadShareGroupStateResponsePartitionResult[];
}

/**
 * A {@link ReadShareGroupStateResponseReadStateResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateResponseReadStateResult(fields?: Partial<ReadShareGroupStateResponseReadStateResult>): ReadShareGroupStateResponseReadStateResult {
  const message: ReadShareGroupStateResponseReadStateResult = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateResponseReadStateResult(writer: Writer, message: ReadShareGroupStateResponseReadStateResult): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    encodeReadShareGroupStateResponsePartitionResult(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateResponseReadStateResult(reader: Reader): ReadShareGroupStateResponseReadStateResult {
  const topicId = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(20), 'ReadShareGroupStateResponseReadStateResult', 'Partitions', reader);
  const partitions: ReadShareGroupStateResponsePartitionResult[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeReadShareGroupStateResponsePartitionResult(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `ReadShareGroupStateResponse` (api key 84, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface ReadShareGroupStateResponse {
  /** The read results. (versions 0) */
  results: ReadShareGroupStateResponseReadStateResult[];
}

/**
 * A {@link ReadShareGroupStateResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateResponse(fields?: Partial<ReadShareGroupStateResponse>): ReadShareGroupStateResponse {
  const message: ReadShareGroupStateResponse = {
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateResponse(writer: Writer, message: ReadShareGroupStateResponse): void {
  writer.writeCompactArrayLength(message.results.length);
  for (const item4 of message.results) {
    encodeReadShareGroupStateResponseReadStateResult(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateResponse(reader: Reader): ReadShareGroupStateResponse {
  const count5 = nonNull(reader.readCompactArrayLength(17), 'ReadShareGroupStateResponse', 'Results', reader);
  const results: ReadShareGroupStateResponseReadStateResult[] = [];
  for (let index = 0; index < count5; index++) results.push(decodeReadShareGroupStateResponseReadStateResult(reader));
  skipTaggedFields(reader);
  return { results };
}

/**
 * Codec of {@link ReadShareGroupStateResponse} (api key 84, version 0, flexible from 0).
 * @public
 */
export const ReadShareGroupStateResponse: MessageCodec<ReadShareGroupStateResponse> = {
  name: 'ReadShareGroupStateResponse',
  apiKey: 84,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createReadShareGroupStateResponse,
  encode(writer: Writer, message: ReadShareGroupStateResponse, version: number): void {
    checkVersion('ReadShareGroupStateResponse', 84, version, 0, 0);
    encodeReadShareGroupStateResponse(writer, message);
  },
  decode(reader: Reader, version: number): ReadShareGroupStateResponse {
    checkVersion('ReadShareGroupStateResponse', 84, version, 0, 0);
    return decodeReadShareGroupStateResponse(reader);
  },
};
