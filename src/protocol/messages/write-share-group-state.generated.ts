// Generated from Apache Kafka's message specs (Apache License 2.0), WriteShareGroupStateRequest.json, WriteShareGroupStateResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `StateBatch` of Kafka's `WriteShareGroupStateRequest` (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export interface WriteShareGroupStateRequestStateBatch {
  /** The first offset of this state batch. (versions 0-1) */
  firstOffset: bigint;
  /** The last offset of this state batch. (versions 0-1) */
  lastOffset: bigint;
  /** The delivery state - 0:Available,2:Acked,4:Archived. (versions 0-1) */
  deliveryState: number;
  /** The delivery count. (versions 0-1) */
  deliveryCount: number;
}

/**
 * A {@link WriteShareGroupStateRequestStateBatch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateRequestStateBatch(fields?: Partial<WriteShareGroupStateRequestStateBatch>): WriteShareGroupStateRequestStateBatch {
  const message: WriteShareGroupStateRequestStateBatch = {
    firstOffset: 0n,
    lastOffset: 0n,
    deliveryState: 0,
    deliveryCount: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateRequestStateBatch(writer: Writer, message: WriteShareGroupStateRequestStateBatch): void {
  writer.writeInt64(message.firstOffset);
  writer.writeInt64(message.lastOffset);
  writer.writeInt8(message.deliveryState);
  writer.writeInt16(message.deliveryCount);
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateRequestStateBatch(reader: Reader): WriteShareGroupStateRequestStateBatch {
  const firstOffset = reader.readInt64();
  const lastOffset = reader.readInt64();
  const deliveryState = reader.readInt8();
  const deliveryCount = reader.readInt16();
  skipTaggedFields(reader);
  return { firstOffset, lastOffset, deliveryState, deliveryCount };
}

/**
 * `PartitionData` of Kafka's `WriteShareGroupStateRequest` (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export interface WriteShareGroupStateRequestPartitionData {
  /** The partition index. (versions 0-1) */
  partition: number;
  /** The state epoch of the share-partition. (versions 0-1) */
  stateEpoch: number;
  /** The leader epoch of the share-partition. (versions 0-1) */
  leaderEpoch: number;
  /** The share-partition start offset, or -1 if the start offset is not being written. (versions 0-1) */
  startOffset: bigint;
  /** The number of offsets greater than or equal to share-partition start offset for which delivery has been completed. (versions 1; ignorable) */
  deliveryCompleteCount: number;
  /** The state batches for the share-partition. (versions 0-1) */
  stateBatches: WriteShareGroupStateRequestStateBatch[];
}

/**
 * A {@link WriteShareGroupStateRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateRequestPartitionData(fields?: Partial<WriteShareGroupStateRequestPartitionData>): WriteShareGroupStateRequestPartitionData {
  const message: WriteShareGroupStateRequestPartitionData = {
    partition: 0,
    stateEpoch: 0,
    leaderEpoch: 0,
    startOffset: 0n,
    deliveryCompleteCount: -1,
    stateBatches: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateRequestPartitionData(writer: Writer, message: WriteShareGroupStateRequestPartitionData, version: number): void {
  writer.writeInt32(message.partition);
  writer.writeInt32(message.stateEpoch);
  writer.writeInt32(message.leaderEpoch);
  writer.writeInt64(message.startOffset);
  if (version >= 1) {
    writer.writeInt32(message.deliveryCompleteCount);
  }
  writer.writeCompactArrayLength(message.stateBatches.length);
  for (const item0 of message.stateBatches) {
    encodeWriteShareGroupStateRequestStateBatch(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateRequestPartitionData(reader: Reader, version: number): WriteShareGroupStateRequestPartitionData {
  const partition = reader.readInt32();
  const stateEpoch = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const startOffset = reader.readInt64();
  let deliveryCompleteCount: number = -1;
  if (version >= 1) {
    deliveryCompleteCount = reader.readInt32();
  }
  const count1 = nonNull(reader.readCompactArrayLength(19), 'WriteShareGroupStateRequestPartitionData', 'StateBatches', reader);
  const stateBatches: WriteShareGroupStateRequestStateBatch[] = [];
  for (let index = 0; index < count1; index++) stateBatches.push(decodeWriteShareGroupStateRequestStateBatch(reader));
  skipTaggedFields(reader);
  return { partition, stateEpoch, leaderEpoch, startOffset, deliveryCompleteCount, stateBatches };
}

/**
 * `WriteStateData` of Kafka's `WriteShareGroupStateRequest` (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export interface WriteShareGroupStateRequestWriteStateData {
  /** The topic identifier. (versions 0-1) */
  topicId: Uuid;
  /** The data for the partitions. (versions 0-1) */
  partitions: WriteShareGroupStateRequestPartitionData[];
}

/**
 * A {@link WriteShareGroupStateRequestWriteStateData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateRequestWriteStateData(fields?: Partial<WriteShareGroupStateRequestWriteStateData>): WriteShareGroupStateRequestWriteStateData {
  const message: WriteShareGroupStateRequestWriteStateData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateRequestWriteStateData(writer: Writer, message: WriteShareGroupStateRequestWriteStateData, version: number): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    encodeWriteShareGroupStateRequestPartitionData(writer, item2, version);
  }
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateRequestWriteStateData(reader: Reader, version: number): WriteShareGroupStateRequestWriteStateData {
  const topicId = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(21), 'WriteShareGroupStateRequestWriteStateData', 'Partitions', reader);
  const partitions: WriteShareGroupStateRequestPartitionData[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeWriteShareGroupStateRequestPartitionData(reader, version));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `WriteShareGroupStateRequest` (api key 85, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface WriteShareGroupStateRequest {
  /** The group identifier. (versions 0-1) */
  groupId: string;
  /** The data for the topics. (versions 0-1) */
  topics: WriteShareGroupStateRequestWriteStateData[];
}

/**
 * A {@link WriteShareGroupStateRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateRequest(fields?: Partial<WriteShareGroupStateRequest>): WriteShareGroupStateRequest {
  const message: WriteShareGroupStateRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateRequest(writer: Writer, message: WriteShareGroupStateRequest, version: number): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item4 of message.topics) {
    encodeWriteShareGroupStateRequestWriteStateData(writer, item4, version);
  }
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateRequest(reader: Reader, version: number): WriteShareGroupStateRequest {
  const groupId = nonNull(reader.readCompactString(), 'WriteShareGroupStateRequest', 'GroupId', reader);
  const count5 = nonNull(reader.readCompactArrayLength(17), 'WriteShareGroupStateRequest', 'Topics', reader);
  const topics: WriteShareGroupStateRequestWriteStateData[] = [];
  for (let index = 0; index < count5; index++) topics.push(decodeWriteShareGroupStateRequestWriteStateData(reader, version));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link WriteShareGroupStateRequest} (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export const WriteShareGroupStateRequest: MessageCodec<WriteShareGroupStateRequest> = {
  name: 'WriteShareGroupStateRequest',
  apiKey: 85,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createWriteShareGroupStateRequest,
  encode(writer: Writer, message: WriteShareGroupStateRequest, version: number): void {
    checkVersion('WriteShareGroupStateRequest', 85, version, 0, 1);
    encodeWriteShareGroupStateRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): WriteShareGroupStateRequest {
    checkVersion('WriteShareGroupStateRequest', 85, version, 0, 1);
    return decodeWriteShareGroupStateRequest(reader, version);
  },
};

/**
 * `PartitionResult` of Kafka's `WriteShareGroupStateResponse` (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export interface WriteShareGroupStateResponsePartitionResult {
  /** The partition index. (versions 0-1) */
  partition: number;
  /** The error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
}

/**
 * A {@link WriteShareGroupStateResponsePartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateResponsePartitionResult(fields?: Partial<WriteShareGroupStateResponsePartitionResult>): WriteShareGroupStateResponsePartitionResult {
  const message: WriteShareGroupStateResponsePartitionResult = {
    partition: 0,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateResponsePartitionResult(writer: Writer, message: WriteShareGroupStateResponsePartitionResult): void {
  writer.writeInt32(message.partition);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateResponsePartitionResult(reader: Reader): WriteShareGroupStateResponsePartitionResult {
  const partition = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { partition, errorCode, errorMessage };
}

/**
 * `WriteStateResult` of Kafka's `WriteShareGroupStateResponse` (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export interface WriteShareGroupStateResponseWriteStateResult {
  /** The topic identifier. (versions 0-1) */
  topicId: Uuid;
  /** The results for the partitions. (versions 0-1) */
  partitions: WriteShareGroupStateResponsePartitionResult[];
}

/**
 * A {@link WriteShareGroupStateResponseWriteStateResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateResponseWriteStateResult(fields?: Partial<WriteShareGroupStateResponseWriteStateResult>): WriteShareGroupStateResponseWriteStateResult {
  const message: WriteShareGroupStateResponseWriteStateResult = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateResponseWriteStateResult(writer: Writer, message: WriteShareGroupStateResponseWriteStateResult): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeWriteShareGroupStateResponsePartitionResult(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateResponseWriteStateResult(reader: Reader): WriteShareGroupStateResponseWriteStateResult {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(7), 'WriteShareGroupStateResponseWriteStateResult', 'Partitions', reader);
  const partitions: WriteShareGroupStateResponsePartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeWriteShareGroupStateResponsePartitionResult(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `WriteShareGroupStateResponse` (api key 85, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface WriteShareGroupStateResponse {
  /** The write results. (versions 0-1) */
  results: WriteShareGroupStateResponseWriteStateResult[];
}

/**
 * A {@link WriteShareGroupStateResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteShareGroupStateResponse(fields?: Partial<WriteShareGroupStateResponse>): WriteShareGroupStateResponse {
  const message: WriteShareGroupStateResponse = {
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteShareGroupStateResponse(writer: Writer, message: WriteShareGroupStateResponse): void {
  writer.writeCompactArrayLength(message.results.length);
  for (const item2 of message.results) {
    encodeWriteShareGroupStateResponseWriteStateResult(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeWriteShareGroupStateResponse(reader: Reader): WriteShareGroupStateResponse {
  const count3 = nonNull(reader.readCompactArrayLength(17), 'WriteShareGroupStateResponse', 'Results', reader);
  const results: WriteShareGroupStateResponseWriteStateResult[] = [];
  for (let index = 0; index < count3; index++) results.push(decodeWriteShareGroupStateResponseWriteStateResult(reader));
  skipTaggedFields(reader);
  return { results };
}

/**
 * Codec of {@link WriteShareGroupStateResponse} (api key 85, versions 0-1, flexible from 0).
 * @public
 */
export const WriteShareGroupStateResponse: MessageCodec<WriteShareGroupStateResponse> = {
  name: 'WriteShareGroupStateResponse',
  apiKey: 85,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createWriteShareGroupStateResponse,
  encode(writer: Writer, message: WriteShareGroupStateResponse, version: number): void {
    checkVersion('WriteShareGroupStateResponse', 85, version, 0, 1);
    encodeWriteShareGroupStateResponse(writer, message);
  },
  decode(reader: Reader, version: number): WriteShareGroupStateResponse {
    checkVersion('WriteShareGroupStateResponse', 85, version, 0, 1);
    return decodeWriteShareGroupStateResponse(reader);
  },
};
