// Generated from Apache Kafka's message specs (Apache License 2.0), InitializeShareGroupStateRequest.json, InitializeShareGroupStateResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `InitializeShareGroupStateRequest` (api key 83, version 0, flexible from 0).
 * @public
 */
export interface InitializeShareGroupStateRequestPartitionData {
  /** The partition index. (versions 0) */
  partition: number;
  /** The state epoch for this share-partition. (versions 0) */
  stateEpoch: number;
  /** The share-partition start offset, or -1 if the start offset is not being initialized. (versions 0) */
  startOffset: bigint;
}

/**
 * A {@link InitializeShareGroupStateRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitializeShareGroupStateRequestPartitionData(fields?: Partial<InitializeShareGroupStateRequestPartitionData>): InitializeShareGroupStateRequestPartitionData {
  const message: InitializeShareGroupStateRequestPartitionData = {
    partition: 0,
    stateEpoch: 0,
    startOffset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitializeShareGroupStateRequestPartitionData(writer: Writer, message: InitializeShareGroupStateRequestPartitionData): void {
  writer.writeInt32(message.partition);
  writer.writeInt32(message.stateEpoch);
  writer.writeInt64(message.startOffset);
  writer.writeUVarint(0);
}

function decodeInitializeShareGroupStateRequestPartitionData(reader: Reader): InitializeShareGroupStateRequestPartitionData {
  const partition = reader.readInt32();
  const stateEpoch = reader.readInt32();
  const startOffset = reader.readInt64();
  skipTaggedFields(reader);
  return { partition, stateEpoch, startOffset };
}

/**
 * `InitializeStateData` of Kafka's `InitializeShareGroupStateRequest` (api key 83, version 0, flexible from 0).
 * @public
 */
export interface InitializeShareGroupStateRequestInitializeStateData {
  /** The topic identifier. (versions 0) */
  topicId: Uuid;
  /** The data for the partitions. (versions 0) */
  partitions: InitializeShareGroupStateRequestPartitionData[];
}

/**
 * A {@link InitializeShareGroupStateRequestInitializeStateData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitializeShareGroupStateRequestInitializeStateData(fields?: Partial<InitializeShareGroupStateRequestInitializeStateData>): InitializeShareGroupStateRequestInitializeStateData {
  const message: InitializeShareGroupStateRequestInitializeStateData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitializeShareGroupStateRequestInitializeStateData(writer: Writer, message: InitializeShareGroupStateRequestInitializeStateData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeInitializeShareGroupStateRequestPartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeInitializeShareGroupStateRequestInitializeStateData(reader: Reader): InitializeShareGroupStateRequestInitializeStateData {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(16), 'InitializeShareGroupStateRequestInitializeStateData', 'Partitions', reader);
  const partitions: InitializeShareGroupStateRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeInitializeShareGroupStateRequestPartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `InitializeShareGroupStateRequest` (api key 83, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface InitializeShareGroupStateRequest {
  /** The group identifier. (versions 0) */
  groupId: string;
  /** The data for the topics. (versions 0) */
  topics: InitializeShareGroupStateRequestInitializeStateData[];
}

/**
 * A {@link InitializeShareGroupStateRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitializeShareGroupStateRequest(fields?: Partial<InitializeShareGroupStateRequest>): InitializeShareGroupStateRequest {
  const message: InitializeShareGroupStateRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitializeShareGroupStateRequest(writer: Writer, message: InitializeShareGroupStateRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeInitializeShareGroupStateRequestInitializeStateData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeInitializeShareGroupStateRequest(reader: Reader): InitializeShareGroupStateRequest {
  const groupId = nonNull(reader.readCompactString(), 'InitializeShareGroupStateRequest', 'GroupId', reader);
  const count3 = nonNull(reader.readCompactArrayLength(17), 'InitializeShareGroupStateRequest', 'Topics', reader);
  const topics: InitializeShareGroupStateRequestInitializeStateData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeInitializeShareGroupStateRequestInitializeStateData(reader));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link InitializeShareGroupStateRequest} (api key 83, version 0, flexible from 0).
 * @public
 */
export const InitializeShareGroupStateRequest: MessageCodec<InitializeShareGroupStateRequest> = {
  name: 'InitializeShareGroupStateRequest',
  apiKey: 83,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createInitializeShareGroupStateRequest,
  encode(writer: Writer, message: InitializeShareGroupStateRequest, version: number): void {
    checkVersion('InitializeShareGroupStateRequest', 83, version, 0, 0);
    encodeInitializeShareGroupStateRequest(writer, message);
  },
  decode(reader: Reader, version: number): InitializeShareGroupStateRequest {
    checkVersion('InitializeShareGroupStateRequest', 83, version, 0, 0);
    return decodeInitializeShareGroupStateRequest(reader);
  },
};

/**
 * `PartitionResult` of Kafka's `InitializeShareGroupStateResponse` (api key 83, version 0, flexible from 0).
 * @public
 */
export interface InitializeShareGroupStateResponsePartitionResult {
  /** The partition index. (versions 0) */
  partition: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link InitializeShareGroupStateResponsePartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitializeShareGroupStateResponsePartitionResult(fields?: Partial<InitializeShareGroupStateResponsePartitionResult>): InitializeShareGroupStateResponsePartitionResult {
  const message: InitializeShareGroupStateResponsePartitionResult = {
    partition: 0,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitializeShareGroupStateResponsePartitionResult(writer: Writer, message: InitializeShareGroupStateResponsePartitionResult): void {
  writer.writeInt32(message.partition);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeInitializeShareGroupStateResponsePartitionResult(reader: Reader): InitializeShareGroupStateResponsePartitionResult {
  const partition = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { partition, errorCode, errorMessage };
}

/**
 * `InitializeStateResult` of Kafka's `InitializeShareGroupStateResponse` (api key 83, version 0, flexible from 0).
 * @public
 */
export interface InitializeShareGroupStateResponseInitializeStateResult {
  /** The topic identifier. (versions 0) */
  topicId: Uuid;
  /** The results for the partitions. (versions 0) */
  partitions: InitializeShareGroupStateResponsePartitionResult[];
}

/**
 * A {@link InitializeShareGroupStateResponseInitializeStateResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitializeShareGroupStateResponseInitializeStateResult(fields?: Partial<InitializeShareGroupStateResponseInitializeStateResult>): InitializeShareGroupStateResponseInitializeStateResult {
  const message: InitializeShareGroupStateResponseInitializeStateResult = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitializeShareGroupStateResponseInitializeStateResult(writer: Writer, message: InitializeShareGroupStateResponseInitializeStateResult): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeInitializeShareGroupStateResponsePartitionResult(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeInitializeShareGroupStateResponseInitializeStateResult(reader: Reader): InitializeShareGroupStateResponseInitializeStateResult {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(7), 'InitializeShareGroupStateResponseInitializeStateResult', 'Partitions', reader);
  const partitions: InitializeShareGroupStateResponsePartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeInitializeShareGroupStateResponsePartitionResult(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `InitializeShareGroupStateResponse` (api key 83, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface InitializeShareGroupStateResponse {
  /** The initialization results. (versions 0) */
  results: InitializeShareGroupStateResponseInitializeStateResult[];
}

/**
 * A {@link InitializeShareGroupStateResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitializeShareGroupStateResponse(fields?: Partial<InitializeShareGroupStateResponse>): InitializeShareGroupStateResponse {
  const message: InitializeShareGroupStateResponse = {
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitializeShareGroupStateResponse(writer: Writer, message: InitializeShareGroupStateResponse): void {
  writer.writeCompactArrayLength(message.results.length);
  for (const item2 of message.results) {
    encodeInitializeShareGroupStateResponseInitializeStateResult(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeInitializeShareGroupStateResponse(reader: Reader): InitializeShareGroupStateResponse {
  const count3 = nonNull(reader.readCompactArrayLength(17), 'InitializeShareGroupStateResponse', 'Results', reader);
  const results: InitializeShareGroupStateResponseInitializeStateResult[] = [];
  for (let index = 0; index < count3; index++) results.push(decodeInitializeShareGroupStateResponseInitializeStateResult(reader));
  skipTaggedFields(reader);
  return { results };
}

/**
 * Codec of {@link InitializeShareGroupStateResponse} (api key 83, version 0, flexible from 0).
 * @public
 */
export const InitializeShareGroupStateResponse: MessageCodec<InitializeShareGroupStateResponse> = {
  name: 'InitializeShareGroupStateResponse',
  apiKey: 83,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createInitializeShareGroupStateResponse,
  encode(writer: Writer, message: InitializeShareGroupStateResponse, version: number): void {
    checkVersion('InitializeShareGroupStateResponse', 83, version, 0, 0);
    encodeInitializeShareGroupStateResponse(writer, message);
  },
  decode(reader: Reader, version: number): InitializeShareGroupStateResponse {
    checkVersion('InitializeShareGroupStateResponse', 83, version, 0, 0);
    return decodeInitializeShareGroupStateResponse(reader);
  },
};
