// Generated from Apache Kafka's message specs (Apache License 2.0), AlterPartitionReassignmentsRequest.json, AlterPartitionReassignmentsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `ReassignablePartition` of Kafka's `AlterPartitionReassignmentsRequest` (api key 45, versions 0-1, flexible from 0).
 * @public
 */
export interface AlterPartitionReassignmentsRequestReassignablePartition {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The replicas to place the partitions on, or null to cancel a pending reassignment for this partition. (versions 0-1; nullable 0-1) */
  replicas: number[] | null;
}

/**
 * A {@link AlterPartitionReassignmentsRequestReassignablePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionReassignmentsRequestReassignablePartition(fields?: Partial<AlterPartitionReassignmentsRequestReassignablePartition>): AlterPartitionReassignmentsRequestReassignablePartition {
  const message: AlterPartitionReassignmentsRequestReassignablePartition = {
    partitionIndex: 0,
    replicas: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionReassignmentsRequestReassignablePartition(writer: Writer, message: AlterPartitionReassignmentsRequestReassignablePartition): void {
  writer.writeInt32(message.partitionIndex);
  if (message.replicas === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.replicas.length);
    for (const item0 of message.replicas) {
      writer.writeInt32(item0);
    }
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionReassignmentsRequestReassignablePartition(reader: Reader): AlterPartitionReassignmentsRequestReassignablePartition {
  const partitionIndex = reader.readInt32();
  let replicas: number[] | null;
  const count1 = reader.readCompactArrayLength(4);
  if (count1 === null) {
    replicas = null;
  } else {
    const array1: number[] = [];
    for (let index = 0; index < count1; index++) array1.push(reader.readInt32());
    replicas = array1;
  }
  skipTaggedFields(reader);
  return { partitionIndex, replicas };
}

/**
 * `ReassignableTopic` of Kafka's `AlterPartitionReassignmentsRequest` (api key 45, versions 0-1, flexible from 0).
 * @public
 */
export interface AlterPartitionReassignmentsRequestReassignableTopic {
  /** The topic name. (versions 0-1) */
  name: string;
  /** The partitions to reassign. (versions 0-1) */
  partitions: AlterPartitionReassignmentsRequestReassignablePartition[];
}

/**
 * A {@link AlterPartitionReassignmentsRequestReassignableTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionReassignmentsRequestReassignableTopic(fields?: Partial<AlterPartitionReassignmentsRequestReassignableTopic>): AlterPartitionReassignmentsRequestReassignableTopic {
  const message: AlterPartitionReassignmentsRequestReassignableTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionReassignmentsRequestReassignableTopic(writer: Writer, message: AlterPartitionReassignmentsRequestReassignableTopic): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    encodeAlterPartitionReassignmentsRequestReassignablePartition(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionReassignmentsRequestReassignableTopic(reader: Reader): AlterPartitionReassignmentsRequestReassignableTopic {
  const name = nonNull(reader.readCompactString(), 'AlterPartitionReassignmentsRequestReassignableTopic', 'Name', reader);
  const count3 = nonNull(reader.readCompactArrayLength(5), 'AlterPartitionReassignmentsRequestReassignableTopic', 'Partitions', reader);
  const partitions: AlterPartitionReassignmentsRequestReassignablePartition[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeAlterPartitionReassignmentsRequestReassignablePartition(reader));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * Kafka's `AlterPartitionReassignmentsRequest` (api key 45, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface AlterPartitionReassignmentsRequest {
  /** The time in ms to wait for the request to complete. (versions 0-1) */
  timeoutMs: number;
  /** The option indicating whether changing the replication factor of any given partition as part of this request is a valid move. (versions 1) */
  allowReplicationFactorChange: boolean;
  /** The topics to reassign. (versions 0-1) */
  topics: AlterPartitionReassignmentsRequestReassignableTopic[];
}

/**
 * A {@link AlterPartitionReassignmentsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionReassignmentsRequest(fields?: Partial<AlterPartitionReassignmentsRequest>): AlterPartitionReassignmentsRequest {
  const message: AlterPartitionReassignmentsRequest = {
    timeoutMs: 60000,
    allowReplicationFactorChange: true,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionReassignmentsRequest(writer: Writer, message: AlterPartitionReassignmentsRequest, version: number): void {
  writer.writeInt32(message.timeoutMs);
  if (version >= 1) {
    writer.writeBoolean(message.allowReplicationFactorChange);
  } else {
    if (!message.allowReplicationFactorChange) throw missingFieldError('AlterPartitionReassignmentsRequest', 'AllowReplicationFactorChange', version);
  }
  writer.writeCompactArrayLength(message.topics.length);
  for (const item4 of message.topics) {
    encodeAlterPartitionReassignmentsRequestReassignableTopic(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionReassignmentsRequest(reader: Reader, version: number): AlterPartitionReassignmentsRequest {
  const timeoutMs = reader.readInt32();
  let allowReplicationFactorChange: boolean = true;
  if (version >= 1) {
    allowReplicationFactorChange = reader.readBoolean();
  }
  const count5 = nonNull(reader.readCompactArrayLength(2), 'AlterPartitionReassignmentsRequest', 'Topics', reader);
  const topics: AlterPartitionReassignmentsRequestReassignableTopic[] = [];
  for (let index = 0; index < count5; index++) topics.push(decodeAlterPartitionReassignmentsRequestReassignableTopic(reader));
  skipTaggedFields(reader);
  return { timeoutMs, allowReplicationFactorChange, topics };
}

/**
 * Codec of {@link AlterPartitionReassignmentsRequest} (api key 45, versions 0-1, flexible from 0).
 * @public
 */
export const AlterPartitionReassignmentsRequest: MessageCodec<AlterPartitionReassignmentsRequest> = {
  name: 'AlterPartitionReassignmentsRequest',
  apiKey: 45,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createAlterPartitionReassignmentsRequest,
  encode(writer: Writer, message: AlterPartitionReassignmentsRequest, version: number): void {
    checkVersion('AlterPartitionReassignmentsRequest', 45, version, 0, 1);
    encodeAlterPartitionReassignmentsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterPartitionReassignmentsRequest {
    checkVersion('AlterPartitionReassignmentsRequest', 45, version, 0, 1);
    return decodeAlterPartitionReassignmentsRequest(reader, version);
  },
};

/**
 * `ReassignablePartitionResponse` of Kafka's `AlterPartitionReassignmentsResponse` (api key 45, versions 0-1, flexible from 0).
 * @public
 */
export interface AlterPartitionReassignmentsResponseReassignablePartitionResponse {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The error code for this partition, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The error message for this partition, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
}

/**
 * A {@link AlterPartitionReassignmentsResponseReassignablePartitionResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionReassignmentsResponseReassignablePartitionResponse(fields?: Partial<AlterPartitionReassignmentsResponseReassignablePartitionResponse>): AlterPartitionReassignmentsResponseReassignablePartitionResponse {
  const message: AlterPartitionReassignmentsResponseReassignablePartitionResponse = {
    partitionIndex: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionReassignmentsResponseReassignablePartitionResponse(writer: Writer, message: AlterPartitionReassignmentsResponseReassignablePartitionResponse): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeAlterPartitionReassignmentsResponseReassignablePartitionResponse(reader: Reader): AlterPartitionReassignmentsResponseReassignablePartitionResponse {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, errorMessage };
}

/**
 * `ReassignableTopicResponse` of Kafka's `AlterPartitionReassignmentsResponse` (api key 45, versions 0-1, flexible from 0).
 * @public
 */
export interface AlterPartitionReassignmentsResponseReassignableTopicResponse {
  /** The topic name. (versions 0-1) */
  name: string;
  /** The responses to partitions to reassign. (versions 0-1) */
  partitions: AlterPartitionReassignmentsResponseReassignablePartitionResponse[];
}

/**
 * A {@link AlterPartitionReassignmentsResponseReassignableTopicResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionReassignmentsResponseReassignableTopicResponse(fields?: Partial<AlterPartitionReassignmentsResponseReassignableTopicResponse>): AlterPartitionReassignmentsResponseReassignableTopicResponse {
  const message: AlterPartitionReassignmentsResponseReassignableTopicResponse = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionReassignmentsResponseReassignableTopicResponse(writer: Writer, message: AlterPartitionReassignmentsResponseReassignableTopicResponse): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeAlterPartitionReassignmentsResponseReassignablePartitionResponse(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionReassignmentsResponseReassignableTopicResponse(reader: Reader): AlterPartitionReassignmentsResponseReassignableTopicResponse {
  const name = nonNull(reader.readCompactString(), 'AlterPartitionReassignmentsResponseReassignableTopicResponse', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(7), 'AlterPartitionReassignmentsResponseReassignableTopicResponse', 'Partitions', reader);
  const partitions: AlterPartitionReassignmentsResponseReassignablePartitionResponse[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeAlterPartitionReassignmentsResponseReassignablePartitionResponse(reader));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * Kafka's `AlterPartitionReassignmentsResponse` (api key 45, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface AlterPartitionReassignmentsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The option indicating whether changing the replication factor of any given partition as part of the request was allowed. (versions 1; ignorable) */
  allowReplicationFactorChange: boolean;
  /** The top-level error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** The responses to topics to reassign. (versions 0-1) */
  responses: AlterPartitionReassignmentsResponseReassignableTopicResponse[];
}

/**
 * A {@link AlterPartitionReassignmentsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionReassignmentsResponse(fields?: Partial<AlterPartitionReassignmentsResponse>): AlterPartitionReassignmentsResponse {
  const message: AlterPartitionReassignmentsResponse = {
    throttleTimeMs: 0,
    allowReplicationFactorChange: true,
    errorCode: 0,
    errorMessage: '',
    responses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionReassignmentsResponse(writer: Writer, message: AlterPartitionReassignmentsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 1) {
    writer.writeBoolean(message.allowReplicationFactorChange);
  }
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.responses.length);
  for (const item2 of message.responses) {
    encodeAlterPartitionReassignmentsResponseReassignableTopicResponse(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionReassignmentsResponse(reader: Reader, version: number): AlterPartitionReassignmentsResponse {
  const throttleTimeMs = reader.readInt32();
  let allowReplicationFactorChange: boolean = true;
  if (version >= 1) {
    allowReplicationFactorChange = reader.readBoolean();
  }
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count3 = nonNull(reader.readCompactArrayLength(2), 'AlterPartitionReassignmentsResponse', 'Responses', reader);
  const responses: AlterPartitionReassignmentsResponseReassignableTopicResponse[] = [];
  for (let index = 0; index < count3; index++) responses.push(decodeAlterPartitionReassignmentsResponseReassignableTopicResponse(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, allowReplicationFactorChange, errorCode, errorMessage, responses };
}

/**
 * Codec of {@link AlterPartitionReassignmentsResponse} (api key 45, versions 0-1, flexible from 0).
 * @public
 */
export const AlterPartitionReassignmentsResponse: MessageCodec<AlterPartitionReassignmentsResponse> = {
  name: 'AlterPartitionReassignmentsResponse',
  apiKey: 45,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createAlterPartitionReassignmentsResponse,
  encode(writer: Writer, message: AlterPartitionReassignmentsResponse, version: number): void {
    checkVersion('AlterPartitionReassignmentsResponse', 45, version, 0, 1);
    encodeAlterPartitionReassignmentsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterPartitionReassignmentsResponse {
    checkVersion('AlterPartitionReassignmentsResponse', 45, version, 0, 1);
    return decodeAlterPartitionReassignmentsResponse(reader, version);
  },
};
