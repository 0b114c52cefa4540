// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeTransactionsRequest.json, DescribeTransactionsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `DescribeTransactionsRequest` (api key 65, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeTransactionsRequest {
  /** Array of transactionalIds to include in describe results. If empty, then no results will be returned. (versions 0) */
  transactionalIds: string[];
}

/**
 * A {@link DescribeTransactionsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTransactionsRequest(fields?: Partial<DescribeTransactionsRequest>): DescribeTransactionsRequest {
  const message: DescribeTransactionsRequest = {
    transactionalIds: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTransactionsRequest(writer: Writer, message: DescribeTransactionsRequest): void {
  writer.writeCompactArrayLength(message.transactionalIds.length);
  for (const item0 of message.transactionalIds) {
    writer.writeCompactString(item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTransactionsRequest(reader: Reader): DescribeTransactionsRequest {
  const count1 = nonNull(reader.readCompactArrayLength(1), 'DescribeTransactionsRequest', 'TransactionalIds', reader);
  const transactionalIds: string[] = [];
  for (let index = 0; index < count1; index++) transactionalIds.push(nonNull(reader.readCompactString(), 'DescribeTransactionsRequest', 'TransactionalIds', reader));
  skipTaggedFields(reader);
  return { transactionalIds };
}

/**
 * Codec of {@link DescribeTransactionsRequest} (api key 65, version 0, flexible from 0).
 * @public
 */
export const DescribeTransactionsRequest: MessageCodec<DescribeTransactionsRequest> = {
  name: 'DescribeTransactionsRequest',
  apiKey: 65,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeTransactionsRequest,
  encode(writer: Writer, message: DescribeTransactionsRequest, version: number): void {
    checkVersion('DescribeTransactionsRequest', 65, version, 0, 0);
    encodeDescribeTransactionsRequest(writer, message);
  },
  decode(reader: Reader, version: number): DescribeTransactionsRequest {
    checkVersion('DescribeTransactionsRequest', 65, version, 0, 0);
    return decodeDescribeTransactionsRequest(reader);
  },
};

/**
 * `TopicData` of Kafka's `DescribeTransactionsResponse` (api key 65, version 0, flexible from 0).
 * @public
 */
export interface DescribeTransactionsResponseTopicData {
  /** The topic name. (versions 0) */
  topic: string;
  /** The partition ids included in the current transaction. (versions 0) */
  partitions: number[];
}

/**
 * A {@link DescribeTransactionsResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTransactionsResponseTopicData(fields?: Partial<DescribeTransactionsResponseTopicData>): DescribeTransactionsResponseTopicData {
  const message: DescribeTransactionsResponseTopicData = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTransactionsResponseTopicData(writer: Writer, message: DescribeTransactionsResponseTopicData): void {
  writer.writeCompactString(message.topic);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTransactionsResponseTopicData(reader: Reader): DescribeTransactionsResponseTopicData {
  const topic = nonNull(reader.readCompactString(), 'DescribeTransactionsResponseTopicData', 'Topic', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'DescribeTransactionsResponseTopicData', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { topic, partitions };
}

/**
 * `TransactionState` of Kafka's `DescribeTransactionsResponse` (api key 65, version 0, flexible from 0).
 * @public
 */
export interface DescribeTransactionsResponseTransactionState {
  /** The error code. (versions 0) */
  errorCode: number;
  /** The transactional id. (versions 0) */
  transactionalId: string;
  /** The current transaction state of the producer. (versions 0) */
  transactionState: string;
  /** The timeout in milliseconds for the transaction. (versions 0) */
  transactionTimeoutMs: number;
  /** The start time of the transaction in milliseconds. (versions 0) */
  transactionStartTimeMs: bigint;
  /** The current producer id associated with the transaction. (versions 0) */
  producerId: bigint;
  /** The current epoch associated with the producer id. (versions 0) */
  producerEpoch: number;
  /** The set of partitions included in the current transaction (if active). When a transaction is preparing to commit or abort, this will include only partitions which do not have markers. (versions 0) */
  topics: DescribeTransactionsResponseTopicData[];
}

/**
 * A {@link DescribeTransactionsResponseTransactionState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTransactionsResponseTransactionState(fields?: Partial<DescribeTransactionsResponseTransactionState>): DescribeTransactionsResponseTransactionState {
  const message: DescribeTransactionsResponseTransactionState = {
    errorCode: 0,
    transactionalId: '',
    transactionState: '',
    transactionTimeoutMs: 0,
    transactionStartTimeMs: 0n,
    producerId: 0n,
    producerEpoch: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTransactionsResponseTransactionState(writer: Writer, message: DescribeTransactionsResponseTransactionState): void {
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.transactionalId);
  writer.writeCompactString(message.transactionState);
  writer.writeInt32(message.transactionTimeoutMs);
  writer.writeInt64(message.transactionStartTimeMs);
  writer.writeInt64(message.producerId);
  writer.writeInt16(message.producerEpoch);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeDescribeTransactionsResponseTopicData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTransactionsResponseTransactionState(reader: Reader): DescribeTransactionsResponseTransactionState {
  const errorCode = reader.readInt16();
  const transactionalId = nonNull(reader.readCompactString(), 'DescribeTransactionsResponseTransactionState', 'TransactionalId', reader);
  const transactionState = nonNull(reader.readCompactString(), 'DescribeTransactionsResponseTransactionState', 'TransactionState', reader);
  const transactionTimeoutMs = reader.readInt32();
  const transactionStartTimeMs = reader.readInt64();
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt16();
  const count3 = nonNull(reader.readCompactArrayLength(2), 'DescribeTransactionsResponseTransactionState', 'Topics', reader);
  const topics: DescribeTransactionsResponseTopicData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDescribeTransactionsResponseTopicData(reader));
  skipTaggedFields(reader);
  return { errorCode, transactionalId, transactionState, transactionTimeoutMs, transactionStartTimeMs, producerId, producerEpoch, topics };
}

/**
 * Kafka's `DescribeTransactionsResponse` (api key 65, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeTransactionsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The current state of the transaction. (versions 0) */
  transactionStates: DescribeTransactionsResponseTransactionState[];
}

/**
 * A {@link DescribeTransactionsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeTransactionsResponse(fields?: Partial<DescribeTransactionsResponse>): DescribeTransactionsResponse {
  const message: DescribeTransactionsResponse = {
    throttleTimeMs: 0,
    transactionStates: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeTransactionsResponse(writer: Writer, message: DescribeTransactionsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.transactionStates.length);
  for (const item4 of message.transactionStates) {
    encodeDescribeTransactionsResponseTransactionState(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeDescribeTransactionsResponse(reader: Reader): DescribeTransactionsResponse {
  const throttleTimeMs = reader.readInt32();
  const count5 = nonNull(reader.readCompactArrayLength(27), 'DescribeTransactionsResponse', 'TransactionStates', reader);
  const transactionStates: DescribeTransactionsResponseTransactionState[] = [];
  for (let index = 0; index < count5; index++) transactionStates.push(decodeDescribeTransactionsResponseTransactionState(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, transactionStates };
}

/**
 * Codec of {@link DescribeTransactionsResponse} (api key 65, version 0, flexible from 0).
 * @public
 */
export const DescribeTransactionsResponse: MessageCodec<DescribeTransactionsResponse> = {
  name: 'DescribeTransactionsResponse',
  apiKey: 65,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeTransactionsResponse,
  encode(writer: Writer, message: DescribeTransactionsResponse, version: number): void {
    checkVersion('DescribeTransactionsResponse', 65, version, 0, 0);
    encodeDescribeTransactionsResponse(writer, message);
  },
  decode(reader: Reader, version: number): DescribeTransactionsResponse {
    checkVersion('DescribeTransactionsResponse', 65, version, 0, 0);
    return decodeDescribeTransactionsResponse(reader);
  },
};
