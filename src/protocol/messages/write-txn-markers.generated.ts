// Generated from Apache Kafka's message specs (Apache License 2.0), WriteTxnMarkersRequest.json, WriteTxnMarkersResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `WritableTxnMarkerTopic` of Kafka's `WriteTxnMarkersRequest` (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export interface WriteTxnMarkersRequestWritableTxnMarkerTopic {
  /** The topic name. (versions 1-2) */
  name: string;
  /** The indexes of the partitions to write transaction markers for. (versions 1-2) */
  partitionIndexes: number[];
}

/**
 * A {@link WriteTxnMarkersRequestWritableTxnMarkerTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersRequestWritableTxnMarkerTopic(fields?: Partial<WriteTxnMarkersRequestWritableTxnMarkerTopic>): WriteTxnMarkersRequestWritableTxnMarkerTopic {
  const message: WriteTxnMarkersRequestWritableTxnMarkerTopic = {
    name: '',
    partitionIndexes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersRequestWritableTxnMarkerTopic(writer: Writer, message: WriteTxnMarkersRequestWritableTxnMarkerTopic): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitionIndexes.length);
  for (const item0 of message.partitionIndexes) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersRequestWritableTxnMarkerTopic(reader: Reader): WriteTxnMarkersRequestWritableTxnMarkerTopic {
  const name = nonNull(reader.readCompactString(), 'WriteTxnMarkersRequestWritableTxnMarkerTopic', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'WriteTxnMarkersRequestWritableTxnMarkerTopic', 'PartitionIndexes', reader);
  const partitionIndexes: number[] = [];
  for (let index = 0; index < count1; index++) partitionIndexes.push(reader.readInt32());
  skipTaggedFields(reader);
  return { name, partitionIndexes };
}

/**
 * `WritableTxnMarker` of Kafka's `WriteTxnMarkersRequest` (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export interface WriteTxnMarkersRequestWritableTxnMarker {
  /** The current producer ID. (versions 1-2) */
  producerId: bigint;
  /** The current epoch associated with the producer ID. (versions 1-2) */
  producerEpoch: number;
  /** The result of the transaction to write to the partitions (false = ABORT, true = COMMIT). (versions 1-2) */
  transactionResult: boolean;
  /** Each topic that we want to write transaction marker(s) for. (versions 1-2) */
  topics: WriteTxnMarkersRequestWritableTxnMarkerTopic[];
  /** Epoch associated with the transaction state partition hosted by this transaction coordinator. (versions 1-2) */
  coordinatorEpoch: number;
  /** Transaction version of the marker. Ex: 0/1 = legacy (TV0/TV1), 2 = TV2 etc. (versions 2; ignorable) */
  transactionVersion: number;
}

/**
 * A {@link WriteTxnMarkersRequestWritableTxnMarker} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersRequestWritableTxnMarker(fields?: Partial<WriteTxnMarkersRequestWritableTxnMarker>): WriteTxnMarkersRequestWritableTxnMarker {
  const message: WriteTxnMarkersRequestWritableTxnMarker = {
    producerId: 0n,
    producerEpoch: 0,
    transactionResult: false,
    topics: [],
    coordinatorEpoch: 0,
    transactionVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersRequestWritableTxnMarker(writer: Writer, message: WriteTxnMarkersRequestWritableTxnMarker, version: number): void {
  writer.writeInt64(message.producerId);
  writer.writeInt16(message.producerEpoch);
  writer.writeBoolean(message.transactionResult);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeWriteTxnMarkersRequestWritableTxnMarkerTopic(writer, item2);
  }
  writer.writeInt32(message.coordinatorEpoch);
  if (version >= 2) {
    writer.writeInt8(message.transactionVersion);
  }
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersRequestWritableTxnMarker(reader: Reader, version: number): WriteTxnMarkersRequestWritableTxnMarker {
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt16();
  const transactionResult = reader.readBoolean();
  const count3 = nonNull(reader.readCompactArrayLength(2), 'WriteTxnMarkersRequestWritableTxnMarker', 'Topics', reader);
  const topics: WriteTxnMarkersRequestWritableTxnMarkerTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeWriteTxnMarkersRequestWritableTxnMarkerTopic(reader));
  const coordinatorEpoch = reader.readInt32();
  let transactionVersion: number = 0;
  if (version >= 2) {
    transactionVersion = reader.readInt8();
  }
  skipTaggedFields(reader);
  return { producerId, producerEpoch, transactionResult, topics, coordinatorEpoch, transactionVersion };
}

/**
 * Kafka's `WriteTxnMarkersRequest` (api key 27, versions 1-2, flexible from 1), one type across all versions.
 * @public
 */
export interface WriteTxnMarkersRequest {
  /** The transaction markers to be written. (versions 1-2) */
  markers: WriteTxnMarkersRequestWritableTxnMarker[];
}

/**
 * A {@link WriteTxnMarkersRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersRequest(fields?: Partial<WriteTxnMarkersRequest>): WriteTxnMarkersRequest {
  const message: WriteTxnMarkersRequest = {
    markers: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersRequest(writer: Writer, message: WriteTxnMarkersRequest, version: number): void {
  writer.writeCompactArrayLength(message.markers.length);
  for (const item4 of message.markers) {
    encodeWriteTxnMarkersRequestWritableTxnMarker(writer, item4, version);
  }
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersRequest(reader: Reader, version: number): WriteTxnMarkersRequest {
  const count5 = nonNull(reader.readCompactArrayLength(16), 'WriteTxnMarkersRequest', 'Markers', reader);
  const markers: WriteTxnMarkersRequestWritableTxnMarker[] = [];
  for (let index = 0; index < count5; index++) markers.push(decodeWriteTxnMarkersRequestWritableTxnMarker(reader, version));
  skipTaggedFields(reader);
  return { markers };
}

/**
 * Codec of {@link WriteTxnMarkersRequest} (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export const WriteTxnMarkersRequest: MessageCodec<WriteTxnMarkersRequest> = {
  name: 'WriteTxnMarkersRequest',
  apiKey: 27,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 1,
  create: createWriteTxnMarkersRequest,
  encode(writer: Writer, message: WriteTxnMarkersRequest, version: number): void {
    checkVersion('WriteTxnMarkersRequest', 27, version, 1, 2);
    encodeWriteTxnMarkersRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): WriteTxnMarkersRequest {
    checkVersion('WriteTxnMarkersRequest', 27, version, 1, 2);
    return decodeWriteTxnMarkersRequest(reader, version);
  },
};

/**
 * `WritableTxnMarkerPartitionResult` of Kafka's `WriteTxnMarkersResponse` (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export interface WriteTxnMarkersResponseWritableTxnMarkerPartitionResult {
  /** The partition index. (versions 1-2) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 1-2) */
  errorCode: number;
}

/**
 * A {@link WriteTxnMarkersResponseWritableTxnMarkerPartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersResponseWritableTxnMarkerPartitionResult(fields?: Partial<WriteTxnMarkersResponseWritableTxnMarkerPartitionResult>): WriteTxnMarkersResponseWritableTxnMarkerPartitionResult {
  const message: WriteTxnMarkersResponseWritableTxnMarkerPartitionResult = {
    partitionIndex: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersResponseWritableTxnMarkerPartitionResult(writer: Writer, message: WriteTxnMarkersResponseWritableTxnMarkerPartitionResult): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersResponseWritableTxnMarkerPartitionResult(reader: Reader): WriteTxnMarkersResponseWritableTxnMarkerPartitionResult {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  skipTaggedFields(reader);
  return { partitionIndex, errorCode };
}

/**
 * `WritableTxnMarkerTopicResult` of Kafka's `WriteTxnMarkersResponse` (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export interface WriteTxnMarkersResponseWritableTxnMarkerTopicResult {
  /** The topic name. (versions 1-2) */
  name: string;
  /** The results by partition. (versions 1-2) */
  partitions: WriteTxnMarkersResponseWritableTxnMarkerPartitionResult[];
}

/**
 * A {@link WriteTxnMarkersResponseWritableTxnMarkerTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersResponseWritableTxnMarkerTopicResult(fields?: Partial<WriteTxnMarkersResponseWritableTxnMarkerTopicResult>): WriteTxnMarkersResponseWritableTxnMarkerTopicResult {
  const message: WriteTxnMarkersResponseWritableTxnMarkerTopicResult = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersResponseWritableTxnMarkerTopicResult(writer: Writer, message: WriteTxnMarkersResponseWritableTxnMarkerTopicResult): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeWriteTxnMarkersResponseWritableTxnMarkerPartitionResult(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersResponseWritableTxnMarkerTopicResult(reader: Reader): WriteTxnMarkersResponseWritableTxnMarkerTopicResult {
  const name = nonNull(reader.readCompactString(), 'WriteTxnMarkersResponseWritableTxnMarkerTopicResult', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(6), 'WriteTxnMarkersResponseWritableTxnMarkerTopicResult', 'Partitions', reader);
  const partitions: WriteTxnMarkersResponseWritableTxnMarkerPartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeWriteTxnMarkersResponseWritableTxnMarkerPartitionResult(reader));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * `WritableTxnMarkerResult` of Kafka's `WriteTxnMarkersResponse` (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export interface WriteTxnMarkersResponseWritableTxnMarkerResult {
  /** The current producer ID in use by the transactional ID. (versions 1-2) */
  producerId: bigint;
  /** The results by topic. (versions 1-2) */
  topics: WriteTxnMarkersResponseWritableTxnMarkerTopicResult[];
}

/**
 * A {@link WriteTxnMarkersResponseWritableTxnMarkerResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersResponseWritableTxnMarkerResult(fields?: Partial<WriteTxnMarkersResponseWritableTxnMarkerResult>): WriteTxnMarkersResponseWritableTxnMarkerResult {
  const message: WriteTxnMarkersResponseWritableTxnMarkerResult = {
    producerId: 0n,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersResponseWritableTxnMarkerResult(writer: Writer, message: WriteTxnMarkersResponseWritableTxnMarkerResult): void {
  writer.writeInt64(message.producerId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeWriteTxnMarkersResponseWritableTxnMarkerTopicResult(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersResponseWritableTxnMarkerResult(reader: Reader): WriteTxnMarkersResponseWritableTxnMarkerResult {
  const producerId = reader.readInt64();
  const count3 = nonNull(reader.readCompactArrayLength(2), 'WriteTxnMarkersResponseWritableTxnMarkerResult', 'Topics', reader);
  const topics: WriteTxnMarkersResponseWritableTxnMarkerTopicResult[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeWriteTxnMarkersResponseWritableTxnMarkerTopicResult(reader));
  skipTaggedFields(reader);
  return { producerId, topics };
}

/**
 * Kafka's `WriteTxnMarkersResponse` (api key 27, versions 1-2, flexible from 1), one type across all versions.
 * @public
 */
export interface WriteTxnMarkersResponse {
  /** The results for writing makers. (versions 1-2) */
  markers: WriteTxnMarkersResponseWritableTxnMarkerResult[];
}

/**
 * A {@link WriteTxnMarkersResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createWriteTxnMarkersResponse(fields?: Partial<WriteTxnMarkersResponse>): WriteTxnMarkersResponse {
  const message: WriteTxnMarkersResponse = {
    markers: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeWriteTxnMarkersResponse(writer: Writer, message: WriteTxnMarkersResponse): void {
  writer.writeCompactArrayLength(message.markers.length);
  for (const item4 of message.markers) {
    encodeWriteTxnMarkersResponseWritableTxnMarkerResult(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeWriteTxnMarkersResponse(reader: Reader): WriteTxnMarkersResponse {
  const count5 = nonNull(reader.readCompactArrayLength(9), 'WriteTxnMarkersResponse', 'Markers', reader);
  const markers: WriteTxnMarkersResponseWritableTxnMarkerResult[] = [];
  for (let index = 0; index < count5; index++) markers.push(decodeWriteTxnMarkersResponseWritableTxnMarkerResult(reader));
  skipTaggedFields(reader);
  return { markers };
}

/**
 * Codec of {@link WriteTxnMarkersResponse} (api key 27, versions 1-2, flexible from 1).
 * @public
 */
export const WriteTxnMarkersResponse: MessageCodec<WriteTxnMarkersResponse> = {
  name: 'WriteTxnMarkersResponse',
  apiKey: 27,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 1,
  create: createWriteTxnMarkersResponse,
  encode(writer: Writer, message: WriteTxnMarkersResponse, version: number): void {
    checkVersion('WriteTxnMarkersResponse', 27, version, 1, 2);
    encodeWriteTxnMarkersResponse(writer, message);
  },
  decode(reader: Reader, version: number): WriteTxnMarkersResponse {
    checkVersion('WriteTxnMarkersResponse', 27, version, 1, 2);
    return decodeWriteTxnMarkersResponse(reader);
  },
};
