// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeProducersRequest.json, DescribeProducersResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TopicRequest` of Kafka's `DescribeProducersRequest` (api key 61, version 0, flexible from 0).
 * @public
 */
export interface DescribeProducersRequestTopicRequest {
  /** The topic name. (versions 0) */
  name: string;
  /** The indexes of the partitions to list producers for. (versions 0) */
  partitionIndexes: number[];
}

/**
 * A {@link DescribeProducersRequestTopicRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeProducersRequestTopicRequest(fields?: Partial<DescribeProducersRequestTopicRequest>): DescribeProducersRequestTopicRequest {
  const message: DescribeProducersRequestTopicRequest = {
    name: '',
    partitionIndexes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeProducersRequestTopicRequest(writer: Writer, message: DescribeProducersRequestTopicRequest): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitionIndexes.length);
  for (const item0 of message.partitionIndexes) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeProducersRequestTopicRequest(reader: Reader): DescribeProducersRequestTopicRequest {
  const name = nonNull(reader.readCompactString(), 'DescribeProducersRequestTopicRequest', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'DescribeProducersRequestTopicRequest', 'PartitionIndexes', reader);
  const partitionIndexes: number[] = [];
  for (let index = 0; index < count1; index++) partitionIndexes.push(reader.readInt32());
  skipTaggedFields(reader);
  return { name, partitionIndexes };
}

/**
 * Kafka's `DescribeProducersRequest` (api key 61, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeProducersRequest {
  /** The topics to list producers for. (versions 0) */
  topics: DescribeProducersRequestTopicRequest[];
}

/**
 * A {@link DescribeProducersRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeProducersRequest(fields?: Partial<DescribeProducersRequest>): DescribeProducersRequest {
  const message: DescribeProducersRequest = {
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeProducersRequest(writer: Writer, message: DescribeProducersRequest): void {
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeDescribeProducersRequestTopicRequest(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDescribeProducersRequest(reader: Reader): DescribeProducersRequest {
  const count3 = nonNull(reader.readCompactArrayLength(2), 'DescribeProducersRequest', 'Topics', reader);
  const topics: DescribeProducersRequestTopicRequest[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDescribeProducersRequestTopicRequest(reader));
  skipTaggedFields(reader);
  return { topics };
}

/**
 * Codec of {@link DescribeProducersRequest} (api key 61, version 0, flexible from 0).
 * @public
 */
export const DescribeProducersRequest: MessageCodec<DescribeProducersRequest> = {
  name: 'DescribeProducersRequest',
  apiKey: 61,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeProducersRequest,
  encode(writer: Writer, message: DescribeProducersRequest, version: number): void {
    checkVersion('DescribeProducersRequest', 61, version, 0, 0);
    encodeDescribeProducersRequest(writer, message);
  },
  decode(reader: Reader, version: number): DescribeProducersRequest {
    checkVersion('DescribeProducersRequest', 61, version, 0, 0);
    return decodeDescribeProducersRequest(reader);
  },
};

/**
 * `ProducerState` of Kafka's `DescribeProducersResponse` (api key 61, version 0, flexible from 0).
 * @public
 */
export interface DescribeProducersResponseProducerState {
  /** The producer id. (versions 0) */
  producerId: bigint;
  /** The producer epoch. (versions 0) */
  producerEpoch: number;
  /** The last sequence number sent by the producer. (versions 0) */
  lastSequence: number;
  /** The last timestamp sent by the producer. (versions 0) */
  lastTimestamp: bigint;
  /** The current epoch of the producer group. (versions 0) */
  coordinatorEpoch: number;
  /** The current transaction start offset of the producer. (versions 0) */
  currentTxnStartOffset: bigint;
}

/**
 * A {@link DescribeProducersResponseProducerState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeProducersResponseProducerState(fields?: Partial<DescribeProducersResponseProducerState>): DescribeProducersResponseProducerState {
  const message: DescribeProducersResponseProducerState = {
    producerId: 0n,
    producerEpoch: 0,
    lastSequence: -1,
    lastTimestamp: -1n,
    coordinatorEpoch: 0,
    currentTxnStartOffset: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeProducersResponseProducerState(writer: Writer, message: DescribeProducersResponseProducerState): void {
  writer.writeInt64(message.producerId);
  writer.writeInt32(message.producerEpoch);
  writer.writeInt32(message.lastSequence);
  writer.writeInt64(message.lastTimestamp);
  writer.writeInt32(message.coordinatorEpoch);
  writer.writeInt64(message.currentTxnStartOffset);
  writer.writeUVarint(0);
}

function decodeDescribeProducersResponseProducerState(reader: Reader): DescribeProducersResponseProducerState {
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt32();
  const lastSequence = reader.readInt32();
  const lastTimestamp = reader.readInt64();
  const coordinatorEpoch = reader.readInt32();
  const currentTxnStartOffset = reader.readInt64();
  skipTaggedFields(reader);
  return { producerId, producerEpoch, lastSequence, lastTimestamp, coordinatorEpoch, currentTxnStartOffset };
}

/**
 * `PartitionResponse` of Kafka's `DescribeProducersResponse` (api key 61, version 0, flexible from 0).
 * @public
 */
export interface DescribeProducersResponsePartitionResponse {
  /** The partition index. (versions 0) */
  partitionIndex: number;
  /** The partition error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The partition error message, which may be null if no additional details are available. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The active producers for the partition. (versions 0) */
  activeProducers: DescribeProducersResponseProducerState[];
}

/**
 * A {@link DescribeProducersResponsePartitionResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeProducersResponsePartitionResponse(fields?: Partial<DescribeProducersResponsePartitionResponse>): DescribeProducersResponsePartitionResponse {
  const message: DescribeProducersResponsePartitionResponse = {
    partitionIndex: 0,
    errorCode: 0,
    errorMessage: null,
    activeProducers: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeProducersResponsePartitionResponse(writer: Writer, message: DescribeProducersResponsePartitionResponse): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.activeProducers.length);
  for (const item0 of message.activeProducers) {
    encodeDescribeProducersResponseProducerState(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeProducersResponsePartitionResponse(reader: Reader): DescribeProducersResponsePartitionResponse {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count1 = nonNull(reader.readCompactArrayLength(36), 'DescribeProducersResponsePartitionResponse', 'ActiveProducers', reader);
  const activeProducers: DescribeProducersResponseProducerState[] = [];
  for (let index = 0; index < count1; index++) activeProducers.push(decodeDescribeProducersResponseProducerState(reader));
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, errorMessage, activeProducers };
}

/**
 * `TopicResponse` of Kafka's `DescribeProducersResponse` (api key 61, version 0, flexible from 0).
 * @public
 */
export interface DescribeProducersResponseTopicResponse {
  /** The topic name. (versions 0) */
  name: string;
  /** Each partition in the response. (versions 0) */
  partitions: DescribeProducersResponsePartitionResponse[];
}

/**
 * A {@link DescribeProducersResponseTopicResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeProducersResponseTopicResponse(fields?: Partial<DescribeProducersResponseTopicResponse>): DescribeProducersResponseTopicResponse {
  const message: DescribeProducersResponseTopicResponse = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeProducersResponseTopicResponse(writer: Writer, message: DescribeProducersResponseTopicResponse): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    encodeDescribeProducersResponsePartitionResponse(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDescribeProducersResponseTopicResponse(reader: Reader): DescribeProducersResponseTopicResponse {
  const name = nonNull(reader.readCompactString(), 'DescribeProducersResponseTopicResponse', 'Name', reader);
  const count3 = nonNull(reader.readCompactArrayLength(8), 'DescribeProducersResponseTopicResponse', 'Partitions', reader);
  const partitions: DescribeProducersResponsePartitionResponse[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeDescribeProducersResponsePartitionResponse(reader));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * Kafka's `DescribeProducersResponse` (api key 61, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeProducersResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** Each topic in the response. (versions 0) */
  topics: DescribeProducersResponseTopicResponse[];
}

/**
 * A {@link DescribeProducersResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeProducersResponse(fields?: Partial<DescribeProducersResponse>): DescribeProducersResponse {
  const message: DescribeProducersResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeProducersResponse(writer: Writer, message: DescribeProducersResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item4 of message.topics) {
    encodeDescribeProducersResponseTopicResponse(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeDescribeProducersResponse(reader: Reader): DescribeProducersResponse {
  const throttleTimeMs = reader.readInt32();
  const count5 = nonNull(reader.readCompactArrayLength(2), 'DescribeProducersResponse', 'Topics', reader);
  const topics: DescribeProducersResponseTopicResponse[] = [];
  for (let index = 0; index < count5; index++) topics.push(decodeDescribeProducersResponseTopicResponse(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link DescribeProducersResponse} (api key 61, version 0, flexible from 0).
 * @public
 */
export const DescribeProducersResponse: MessageCodec<DescribeProducersResponse> = {
  name: 'DescribeProducersResponse',
  apiKey: 61,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeProducersResponse,
  encode(writer: Writer, message: DescribeProducersResponse, version: number): void {
    checkVersion('DescribeProducersResponse', 61, version, 0, 0);
    encodeDescribeProducersResponse(writer, message);
  },
  decode(reader: Reader, version: number): DescribeProducersResponse {
    checkVersion('DescribeProducersResponse', 61, version, 0, 0);
    return decodeDescribeProducersResponse(reader);
  },
};
