// Generated from Apache Kafka's message specs (Apache License 2.0), ReadShareGroupStateSummaryRequest.json, ReadShareGroupStateSummaryResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `ReadShareGroupStateSummaryRequest` (api key 87, versions 0-1, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateSummaryRequestPartitionData {
  /** The partition index. (versions 0-1) */
  partition: number;
  /** The leader epoch of the share-partition. (versions 0-1) */
  leaderEpoch: number;
}

/**
 * A {@link ReadShareGroupStateSummaryRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateSummaryRequestPartitionData(fields?: Partial<ReadShareGroupStateSummaryRequestPartitionData>): ReadShareGroupStateSummaryRequestPartitionData {
  const message: ReadShareGroupStateSummaryRequestPartitionData = {
    partition: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateSummaryRequestPartitionData(writer: Writer, message: ReadShareGroupStateSummaryRequestPartitionData): void {
  writer.writeInt32(message.partition);
  writer.writeInt32(message.leaderEpoch);
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateSummaryRequestPartitionData(reader: Reader): ReadShareGroupStateSummaryRequestPartitionData {
  const partition = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { partition, leaderEpoch };
}

/**
 * `ReadStateSummaryData` of Kafka's `ReadShareGroupStateSummaryRequest` (api key 87, versions 0-1, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateSummaryRequestReadStateSummaryData {
  /** The topic identifier. (versions 0-1) */
  topicId: Uuid;
  /** The data for the partitions. (versions 0-1) */
  partitions: ReadShareGroupStateSummaryRequestPartitionData[];
}

/**
 * A {@link ReadShareGroupStateSummaryRequestReadStateSummaryData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateSummaryRequestReadStateSummaryData(fields?: Partial<ReadShareGroupStateSummaryRequestReadStateSummaryData>): ReadShareGroupStateSummaryRequestReadStateSummaryData {
  const message: ReadShareGroupStateSummaryRequestReadStateSummaryData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateSummaryRequestReadStateSummaryData(writer: Writer, message: ReadShareGroupStateSummaryRequestReadStateSummaryData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeReadShareGroupStateSummaryRequestPartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateSummaryRequestReadStateSummaryData(reader: Reader): ReadShareGroupStateSummaryRequestReadStateSummaryData {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(8), 'ReadShareGroupStateSummaryRequestReadStateSummaryData', 'Partitions', reader);
  const partitions: ReadShareGroupStateSummaryRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeReadShareGroupStateSummaryRequestPartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `ReadShareGroupStateSummaryRequest` (api key 87, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface ReadShareGroupStateSummaryRequest {
  /** The group identifier. (versions 0-1) */
  groupId: string;
  /** The data for the topics. (versions 0-1) */
  topics: ReadShareGroupStateSummaryRequestReadStateSummaryData[];
}

/**
 * A {@link ReadShareGroupStateSummaryRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateSummaryRequest(fields?: Partial<ReadShareGroupStateSummaryRequest>): ReadShareGroupStateSummaryRequest {
  const message: ReadShareGroupStateSummaryRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateSummaryRequest(writer: Writer, message: ReadShareGroupStateSummaryRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeReadShareGroupStateSummaryRequestReadStateSummaryData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateSummaryRequest(reader: Reader): ReadShareGroupStateSummaryRequest {
  const groupId = nonNull(reader.readCompactString(), 'ReadShareGroupStateSummaryRequest', 'GroupId', reader);
  const count3 = nonNull(reader.readCompactArrayLength(17), 'ReadShareGroupStateSummaryRequest', 'Topics', reader);
  const topics: ReadShareGroupStateSummaryRequestReadStateSummaryData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeReadShareGroupStateSummaryRequestReadStateSummaryData(reader));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link ReadShareGroupStateSummaryRequest} (api key 87, versions 0-1, flexible from 0).
 * @public
 */
export const ReadShareGroupStateSummaryRequest: MessageCodec<ReadShareGroupStateSummaryRequest> = {
  name: 'ReadShareGroupStateSummaryRequest',
  apiKey: 87,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createReadShareGroupStateSummaryRequest,
  encode(writer: Writer, message: ReadShareGroupStateSummaryRequest, version: number): void {
    checkVersion('ReadShareGroupStateSummaryRequest', 87, version, 0, 1);
    encodeReadShareGroupStateSummaryRequest(writer, message);
  },
  decode(reader: Reader, version: number): ReadShareGroupStateSummaryRequest {
    checkVersion('ReadShareGroupStateSummaryRequest', 87, version, 0, 1);
    return decodeReadShareGroupStateSummaryRequest(reader);
  },
};

/**
 * `PartitionResult` of Kafka's `ReadShareGroupStateSummaryResponse` (api key 87, versions 0-1, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateSummaryResponsePartitionResult {
  /** The partition index. (versions 0-1) */
  partition: number;
  /** The error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** The state epoch of the share-partition. (versions 0-1) */
  stateEpoch: number;
  /** The leader epoch of the share-partition. (versions 0-1) */
  leaderEpoch: number;
  /** The share-partition start offset. (versions 0-1) */
  startOffset: bigint;
  /** The number of offsets greater than or equal to share-partition start offset for which delivery has been completed. (versions 1; ignorable) */
  deliveryCompleteCount: number;
}

/**
 * A {@link ReadShareGroupStateSummaryResponsePartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateSummaryResponsePartitionResult(fields?: Partial<ReadShareGroupStateSummaryResponsePartitionResult>): ReadShareGroupStateSummaryResponsePartitionResult {
  const message: ReadShareGroupStateSummaryResponsePartitionResult = {
    partition: 0,
    errorCode: 0,
    errorMessage: null,
    stateEpoch: 0,
    leaderEpoch: 0,
    startOffset: 0n,
    deliveryCompleteCount: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateSummaryResponsePartitionResult(writer: Writer, message: ReadShareGroupStateSummaryResponsePartitionResult, version: number): void {
  writer.writeInt32(message.partition);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeInt32(message.stateEpoch);
  writer.writeInt32(message.leaderEpoch);
  writer.writeInt64(message.startOffset);
  if (version >= 1) {
    writer.writeInt32(message.deliveryCompleteCount);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateSummaryResponsePartitionResult(reader: Reader, version: number): ReadShareGroupStateSummaryResponsePartitionResult {
  const partition = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const stateEpoch = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const startOffset = reader.readInt64();
  let deliveryCompleteCount: number = -1;
  if (version >= 1) {
    deliveryCompleteCount = reader.readInt32();
  }
  skipTaggedFields(reader);
  return { partition, errorCode, errorMessage, stateEpoch, leaderEpoch, startOffset, deliveryCompleteCount };
}

/**
 * `ReadStateSummaryResult` of Kafka's `ReadShareGroupStateSummaryResponse` (api key 87, versions 0-1, flexible from 0).
 * @public
 */
export interface ReadShareGroupStateSummaryResponseReadStateSummaryResult {
  /** The topic identifier. (versions 0-1) */
  topicId: Uuid;
  /** The results for the partitions. (versions 0-1) */
  partitions: ReadShareGroupStateSummaryResponsePartitionResult[];
}

/**
 * A {@link ReadShareGroupStateSummaryResponseReadStateSummaryResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateSummaryResponseReadStateSummaryResult(fields?: Partial<ReadShareGroupStateSummaryResponseReadStateSummaryResult>): ReadShareGroupStateSummaryResponseReadStateSummaryResult {
  const message: ReadShareGroupStateSummaryResponseReadStateSummaryResult = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateSummaryResponseReadStateSummaryResult(writer: Writer, message: ReadShareGroupStateSummaryResponseReadStateSummaryResult, version: number): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeReadShareGroupStateSummaryResponsePartitionResult(writer, item0, version);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateSummaryResponseReadStateSummaryResult(reader: Reader, version: number): ReadShareGroupStateSummaryResponseReadStateSummaryResult {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(23), 'ReadShareGroupStateSummaryResponseReadStateSummaryResult', 'Partitions', reader);
  const partitions: ReadShareGroupStateSummaryResponsePartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeReadShareGroupStateSummaryResponsePartitionResult(reader, version));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `ReadShareGroupStateSummaryResponse` (api key 87, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface ReadShareGroupStateSummaryResponse {
  /** The read results. (versions 0-1) */
  results: ReadShareGroupStateSummaryResponseReadStateSummaryResult[];
}

/**
 * A {@link ReadShareGroupStateSummaryResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createReadShareGroupStateSummaryResponse(fields?: Partial<ReadShareGroupStateSummaryResponse>): ReadShareGroupStateSummaryResponse {
  const message: ReadShareGroupStateSummaryResponse = {
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeReadShareGroupStateSummaryResponse(writer: Writer, message: ReadShareGroupStateSummaryResponse, version: number): void {
  writer.writeCompactArrayLength(message.results.length);
  for (const item2 of message.results) {
    encodeReadShareGroupStateSummaryResponseReadStateSummaryResult(writer, item2, version);
  }
  writer.writeUVarint(0);
}

function decodeReadShareGroupStateSummaryResponse(reader: Reader, version: number): ReadShareGroupStateSummaryResponse {
  const count3 = nonNull(reader.readCompactArrayLength(17), 'ReadShareGroupStateSummaryResponse', 'Results', reader);
  const results: ReadShareGroupStateSummaryResponseReadStateSummaryResult[] = [];
  for (let index = 0; index < count3; index++) results.push(decodeReadShareGroupStateSummaryResponseReadStateSummaryResult(reader, version));
  skipTaggedFields(reader);
  return { results };
}

/**
 * Codec of {@link ReadShareGroupStateSummaryResponse} (api key 87, versions 0-1, flexible from 0).
 * @public
 */
export const ReadShareGroupStateSummaryResponse: MessageCodec<ReadShareGroupStateSummaryResponse> = {
  name: 'ReadShareGroupStateSummaryResponse',
  apiKey: 87,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createReadShareGroupStateSummaryResponse,
  encode(writer: Writer, message: ReadShareGroupStateSummaryResponse, version: number): void {
    checkVersion('ReadShareGroupStateSummaryResponse', 87, version, 0, 1);
    encodeReadShareGroupStateSummaryResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ReadShareGroupStateSummaryResponse {
    checkVersion('ReadShareGroupStateSummaryResponse', 87, version, 0, 1);
    return decodeReadShareGroupStateSummaryResponse(reader, version);
  },
};
