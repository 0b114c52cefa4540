// Generated from Apache Kafka's message specs (Apache License 2.0), ListPartitionReassignmentsRequest.json, ListPartitionReassignmentsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `ListPartitionReassignmentsTopics` of Kafka's `ListPartitionReassignmentsRequest` (api key 46, version 0, flexible from 0).
 * @public
 */
export interface ListPartitionReassignmentsRequestListPartitionReassignmentsTopics {
  /** The topic name. (versions 0) */
  name: string;
  /** The partitions to list partition reassignments for. (versions 0) */
  partitionIndexes: number[];
}

/**
 * A {@link ListPartitionReassignmentsRequestListPartitionReassignmentsTopics} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListPartitionReassignmentsRequestListPartitionReassignmentsTopics(fields?: Partial<ListPartitionReassignmentsRequestListPartitionReassignmentsTopics>): ListPartitionReassignmentsRequestListPartitionReassignmentsTopics {
  const message: ListPartitionReassignmentsRequestListPartitionReassignmentsTopics = {
    name: '',
    partitionIndexes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListPartitionReassignmentsRequestListPartitionReassignmentsTopics(writer: Writer, message: ListPartitionReassignmentsRequestListPartitionReassignmentsTopics): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitionIndexes.length);
  for (const item0 of message.partitionIndexes) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeListPartitionReassignmentsRequestListPartitionReassignmentsTopics(reader: Reader): ListPartitionReassignmentsRequestListPartitionReassignmentsTopics {
  const name = nonNull(reader.readCompactString(), 'ListPartitionReassignmentsRequestListPartitionReassignmentsTopics', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'ListPartitionReassignmentsRequestListPartitionReassignmentsTopics', 'PartitionIndexes', reader);
  const partitionIndexes: number[] = [];
  for (let index = 0; index < count1; index++) partitionIndexes.push(reader.readInt32());
  skipTaggedFields(reader);
  return { name, partitionIndexes };
}

/**
 * Kafka's `ListPartitionReassignmentsRequest` (api key 46, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface ListPartitionReassignmentsRequest {
  /** The time in ms to wait for the request to complete. (versions 0) */
  timeoutMs: number;
  /** The topics to list partition reassignments for, or null to list everything. (versions 0; nullable 0) */
  topics: ListPartitionReassignmentsRequestListPartitionReassignmentsTopics[] | null;
}

/**
 * A {@link ListPartitionReassignmentsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListPartitionReassignmentsRequest(fields?: Partial<ListPartitionReassignmentsRequest>): ListPartitionReassignmentsRequest {
  const message: ListPartitionReassignmentsRequest = {
    timeoutMs: 60000,
    topics: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListPartitionReassignmentsRequest(writer: Writer, message: ListPartitionReassignmentsRequest): void {
  writer.writeInt32(message.timeoutMs);
  if (message.topics === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.topics.length);
    for (const item2 of message.topics) {
      encodeListPartitionReassignmentsRequestListPartitionReassignmentsTopics(writer, item2);
    }
  }
  writer.writeUVarint(0);
}

function decodeListPartitionReassignmentsRequest(reader: Reader): ListPartitionReassignmentsRequest {
  const timeoutMs = reader.readInt32();
  let topics: ListPartitionReassignmentsRequestListPartitionReassignmentsTopics[] | null;
  const count3 = reader.readCompactArrayLength(2);
  if (count3 === null) {
    topics = null;
  } else {
    const array3: ListPartitionReassignmentsRequestListPartitionReassignmentsTopics[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeListPartitionReassignmentsRequestListPartitionReassignmentsTopics(reader));
    topics = array3;
  }
  skipTaggedFields(reader);
  return { timeoutMs, topics };
}

/**
 * Codec of {@link ListPartitionReassignmentsRequest} (api key 46, version 0, flexible from 0).
 * @public
 */
export const ListPartitionReassignmentsRequest: MessageCodec<ListPartitionReassignmentsRequest> = {
  name: 'ListPartitionReassignmentsRequest',
  apiKey: 46,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createListPartitionReassignmentsRequest,
  encode(writer: Writer, message: ListPartitionReassignmentsRequest, version: number): void {
    checkVersion('ListPartitionReassignmentsRequest', 46, version, 0, 0);
    encodeListPartitionReassignmentsRequest(writer, message);
  },
  decode(reader: Reader, version: number): ListPartitionReassignmentsRequest {
    checkVersion('ListPartitionReassignmentsRequest', 46, version, 0, 0);
    return decodeListPartitionReassignmentsRequest(reader);
  },
};

/**
 * `OngoingPartitionReassignment` of Kafka's `ListPartitionReassignmentsResponse` (api key 46, version 0, flexible from 0).
 * @public
 */
export interface ListPartitionReassignmentsResponseOngoingPartitionReassignment {
  /** The index of the partition. (versions 0) */
  partitionIndex: number;
  /** The current replica set. (versions 0) */
  replicas: number[];
  /** The set of replicas we are currently adding. (versions 0) */
  addingReplicas: number[];
  /** The set of replicas we are currently removing. (versions 0) */
  removingReplicas: number[];
}

/**
 * A {@link ListPartitionReassignmentsResponseOngoingPartitionReassignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListPartitionReassignmentsResponseOngoingPartitionReassignment(fields?: Partial<ListPartitionReassignmentsResponseOngoingPartitionReassignment>): ListPartitionReassignmentsResponseOngoingPartitionReassignment {
  const message: ListPartitionReassignmentsResponseOngoingPartitionReassignment = {
    partitionIndex: 0,
    replicas: [],
    addingReplicas: [],
    removingReplicas: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListPartitionReassignmentsResponseOngoingPartitionReassignment(writer: Writer, message: ListPartitionReassignmentsResponseOngoingPartitionReassignment): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeCompactArrayLength(message.replicas.length);
  for (const item0 of message.replicas) {
    writer.writeInt32(item0);
  }
  writer.writeCompactArrayLength(message.addingReplicas.length);
  for (const item1 of message.addingReplicas) {
    writer.writeInt32(item1);
  }
  writer.writeCompactArrayLength(message.removingReplicas.length);
  for (const item2 of message.removingReplicas) {
    writer.writeInt32(item2);
  }
  writer.writeUVarint(0);
}

function decodeListPartitionReassignmentsResponseOngoingPartitionReassignment(reader: Reader): ListPartitionReassignmentsResponseOngoingPartitionReassignment {
  const partitionIndex = reader.readInt32();
  const count3 = nonNull(reader.readCompactArrayLength(4), 'ListPartitionReassignmentsResponseOngoingPartitionReassignment', 'Replicas', reader);
  const replicas: number[] = [];
  for (let index = 0; index < count3; index++) replicas.push(reader.readInt32());
  const count4 = nonNull(reader.readCompactArrayLength(4), 'ListPartitionReassignmentsResponseOngoingPartitionReassignment', 'AddingReplicas', reader);
  const addingReplicas: number[] = [];
  for (let index = 0; index < count4; index++) addingReplicas.push(reader.readInt32());
  const count5 = nonNull(reader.readCompactArrayLength(4), 'ListPartitionReassignmentsResponseOngoingPartitionReassignment', 'RemovingReplicas', reader);
  const removingReplicas: number[] = [];
  for (let index = 0; index < count5; index++) removingReplicas.push(reader.readInt32());
  skipTaggedFields(reader);
  return { partitionIndex, replicas, addingReplicas, removingReplicas };
}

/**
 * `OngoingTopicReassignment` of Kafka's `ListPartitionReassignmentsResponse` (api key 46, version 0, flexible from 0).
 * @public
 */
export interface ListPartitionReassignmentsResponseOngoingTopicReassignment {
  /** The topic name. (versions 0) */
  name: string;
  /** The ongoing reassignments for each partition. (versions 0) */
  partitions: ListPartitionReassignmentsResponseOngoingPartitionReassignment[];
}

/**
 * A {@link ListPartitionReassignmentsResponseOngoingTopicReassignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListPartitionReassignmentsResponseOngoingTopicReassignment(fields?: Partial<ListPartitionReassignmentsResponseOngoingTopicReassignment>): ListPartitionReassignmentsResponseOngoingTopicReassignment {
  const message: ListPartitionReassignmentsResponseOngoingTopicReassignment = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListPartitionReassignmentsResponseOngoingTopicReassignment(writer: Writer, message: ListPartitionReassignmentsResponseOngoingTopicReassignment): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item6 of message.partitions) {
    encodeListPartitionReassignmentsResponseOngoingPartitionReassignment(writer, item6);
  }
  writer.writeUVarint(0);
}

function decodeListPartitionReassignmentsResponseOngoingTopicReassignment(reader: Reader): ListPartitionReassignmentsResponseOngoingTopicReassignment {
  const name = nonNull(reader.readCompactString(), 'ListPartitionReassignmentsResponseOngoingTopicReassignment', 'Name', reader);
  const count7 = nonNull(reader.readCompactArrayLength(7), 'ListPartitionReassignmentsResponseOngoingTopicReassignment', 'Partitions', reader);
  const partitions: ListPartitionReassignmentsResponseOngoingPartitionReassignment[] = [];
  for (let index = 0; index < count7; index++) partitions.push(decodeListPartitionReassignmentsResponseOngoingPartitionReassignment(reader));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * Kafka's `ListPartitionReassignmentsResponse` (api key 46, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface ListPartitionReassignmentsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The top-level error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The ongoing reassignments for each topic. (versions 0) */
  topics: ListPartitionReassignmentsResponseOngoingTopicReassignment[];
}

/**
 * A {@link ListPartitionReassignmentsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListPartitionReassignmentsResponse(fields?: Partial<ListPartitionReassignmentsResponse>): ListPartitionReassignmentsResponse {
  const message: ListPartitionReassignmentsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListPartitionReassignmentsResponse(writer: Writer, message: ListPartitionReassignmentsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item8 of message.topics) {
    encodeListPartitionReassignmentsResponseOngoingTopicReassignment(writer, item8);
  }
  writer.writeUVarint(0);
}

function decodeListPartitionReassignmentsResponse(reader: Reader): ListPartitionReassignmentsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count9 = nonNull(reader.readCompactArrayLength(2), 'ListPartitionReassignmentsResponse', 'Topics', reader);
  const topics: ListPartitionReassignmentsResponseOngoingTopicReassignment[] = [];
  for (let index = 0; index < count9; index++) topics.push(decodeListPartitionReassignmentsResponseOngoingTopicReassignment(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, topics };
}

/**
 * Codec of {@link ListPartitionReassignmentsResponse} (api key 46, version 0, flexible from 0).
 * @public
 */
export const ListPartitionReassignmentsResponse: MessageCodec<ListPartitionReassignmentsResponse> = {
  name: 'ListPartitionReassignmentsResponse',
  apiKey: 46,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createListPartitionReassignmentsResponse,
  encode(writer: Writer, message: ListPartitionReassignmentsResponse, version: number): void {
    checkVersion('ListPartitionReassignmentsResponse', 46, version, 0, 0);
    encodeListPartitionReassignmentsResponse(writer, message);
  },
  decode(reader: Reader, version: number): ListPartitionReassignmentsResponse {
    checkVersion('ListPartitionReassignmentsResponse', 46, version, 0, 0);
    return decodeListPartitionReassignmentsResponse(reader);
  },
};
