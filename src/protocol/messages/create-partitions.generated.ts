// Generated from Apache Kafka's message specs (Apache License 2.0), CreatePartitionsRequest.json, CreatePartitionsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `CreatePartitionsAssignment` of Kafka's `CreatePartitionsRequest` (api key 37, versions 0-3, flexible from 2).
 * @public
 */
export interface CreatePartitionsRequestCreatePartitionsAssignment {
  /** The assigned broker IDs. (versions 0-3) */
  brokerIds: number[];
}

/**
 * A {@link CreatePartitionsRequestCreatePartitionsAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreatePartitionsRequestCreatePartitionsAssignment(fields?: Partial<CreatePartitionsRequestCreatePartitionsAssignment>): CreatePartitionsRequestCreatePartitionsAssignment {
  const message: CreatePartitionsRequestCreatePartitionsAssignment = {
    brokerIds: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreatePartitionsRequestCreatePartitionsAssignment(writer: Writer, message: CreatePartitionsRequestCreatePartitionsAssignment, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.brokerIds.length);
  } else {
    writer.writeArrayLength(message.brokerIds.length);
  }
  for (const item0 of message.brokerIds) {
    writer.writeInt32(item0);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreatePartitionsRequestCreatePartitionsAssignment(reader: Reader, version: number): CreatePartitionsRequestCreatePartitionsAssignment {
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'CreatePartitionsRequestCreatePartitionsAssignment', 'BrokerIds', reader);
  const brokerIds: number[] = [];
  for (let index = 0; index < count1; index++) brokerIds.push(reader.readInt32());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { brokerIds };
}

/**
 * `CreatePartitionsTopic` of Kafka's `CreatePartitionsRequest` (api key 37, versions 0-3, flexible from 2).
 * @public
 */
export interface CreatePartitionsRequestCreatePartitionsTopic {
  /** The topic name. (versions 0-3) */
  name: string;
  /** The new partition count. (versions 0-3) */
  count: number;
  /** The new partition assignments. (versions 0-3; nullable 0-3) */
  assignments: CreatePartitionsRequestCreatePartitionsAssignment[] | null;
}

/**
 * A {@link CreatePartitionsRequestCreatePartitionsTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreatePartitionsRequestCreatePartitionsTopic(fields?: Partial<CreatePartitionsRequestCreatePartitionsTopic>): CreatePartitionsRequestCreatePartitionsTopic {
  const message: CreatePartitionsRequestCreatePartitionsTopic = {
    name: '',
    count: 0,
    assignments: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreatePartitionsRequestCreatePartitionsTopic(writer: Writer, message: CreatePartitionsRequestCreatePartitionsTopic, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  writer.writeInt32(message.count);
  if (message.assignments === null) {
    if (version >= 2) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 2) {
      writer.writeCompactArrayLength(message.assignments.length);
    } else {
      writer.writeArrayLength(message.assignments.length);
    }
    for (const item2 of message.assignments) {
      encodeCreatePartitionsRequestCreatePartitionsAssignment(writer, item2, version);
    }
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreatePartitionsRequestCreatePartitionsTopic(reader: Reader, version: number): CreatePartitionsRequestCreatePartitionsTopic {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreatePartitionsRequestCreatePartitionsTopic', 'Name', reader);
  const count = reader.readInt32();
  let assignments: CreatePartitionsRequestCreatePartitionsAssignment[] | null;
  const count3 = (version >= 2 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1));
  if (count3 === null) {
    assignments = null;
  } else {
    const array3: CreatePartitionsRequestCreatePartitionsAssignment[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeCreatePartitionsRequestCreatePartitionsAssignment(reader, version));
    assignments = array3;
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, count, assignments };
}

/**
 * Kafka's `CreatePartitionsRequest` (api key 37, versions 0-3, flexible from 2), one type across all versions.
 * @public
 */
export interface CreatePartitionsRequest {
  /** Each topic that we want to create new partitions inside. (versions 0-3) */
  topics: CreatePartitionsRequestCreatePartitionsTopic[];
  /** The time in ms to wait for the partitions to be created. (versions 0-3) */
  timeoutMs: number;
  /** If true, then validate the request, but don't actually increase the number of partitions. (versions 0-3) */
  validateOnly: boolean;
}

/**
 * A {@link CreatePartitionsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreatePartitionsRequest(fields?: Partial<CreatePartitionsRequest>): CreatePartitionsRequest {
  const message: CreatePartitionsRequest = {
    topics: [],
    timeoutMs: 0,
    validateOnly: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreatePartitionsRequest(writer: Writer, message: CreatePartitionsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item4 of message.topics) {
    encodeCreatePartitionsRequestCreatePartitionsTopic(writer, item4, version);
  }
  writer.writeInt32(message.timeoutMs);
  writer.writeBoolean(message.validateOnly);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreatePartitionsRequest(reader: Reader, version: number): CreatePartitionsRequest {
  const count5 = nonNull((version >= 2 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'CreatePartitionsRequest', 'Topics', reader);
  const topics: CreatePartitionsRequestCreatePartitionsTopic[] = [];
  for (let index = 0; index < count5; index++) topics.push(decodeCreatePartitionsRequestCreatePartitionsTopic(reader, version));
  const timeoutMs = reader.readInt32();
  const validateOnly = reader.readBoolean();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topics, timeoutMs, validateOnly };
}

/**
 * Codec of {@link CreatePartitionsRequest} (api key 37, versions 0-3, flexible from 2).
 * @public
 */
export const CreatePartitionsRequest: MessageCodec<CreatePartitionsRequest> = {
  name: 'CreatePartitionsRequest',
  apiKey: 37,
  minVersion: 0,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createCreatePartitionsRequest,
  encode(writer: Writer, message: CreatePartitionsRequest, version: number): void {
    checkVersion('CreatePartitionsRequest', 37, version, 0, 3);
    encodeCreatePartitionsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): CreatePartitionsRequest {
    checkVersion('CreatePartitionsRequest', 37, version, 0, 3);
    return decodeCreatePartitionsRequest(reader, version);
  },
};

/**
 * `CreatePartitionsTopicResult` of Kafka's `CreatePartitionsResponse` (api key 37, versions 0-3, flexible from 2).
 * @public
 */
export interface CreatePartitionsResponseCreatePartitionsTopicResult {
  /** The topic name. (versions 0-3) */
  name: string;
  /** The result error, or zero if there was no error. (versions 0-3) */
  errorCode: number;
  /** The result message, or null if there was no error. (versions 0-3; nullable 0-3) */
  errorMessage: string | null;
}

/**
 * A {@link CreatePartitionsResponseCreatePartitionsTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreatePartitionsResponseCreatePartitionsTopicResult(fields?: Partial<CreatePartitionsResponseCreatePartitionsTopicResult>): CreatePartitionsResponseCreatePartitionsTopicResult {
  const message: CreatePartitionsResponseCreatePartitionsTopicResult = {
    name: '',
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreatePartitionsResponseCreatePartitionsTopicResult(writer: Writer, message: CreatePartitionsResponseCreatePartitionsTopicResult, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreatePartitionsResponseCreatePartitionsTopicResult(reader: Reader, version: number): CreatePartitionsResponseCreatePartitionsTopicResult {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreatePartitionsResponseCreatePartitionsTopicResult', 'Name', reader);
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, errorCode, errorMessage };
}

/**
 * Kafka's `CreatePartitionsResponse` (api key 37, versions 0-3, flexible from 2), one type across all versions.
 * @public
 */
export interface CreatePartitionsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-3) */
  throttleTimeMs: number;
  /** The partition creation results for each topic. (versions 0-3) */
  results: CreatePartitionsResponseCreatePartitionsTopicResult[];
}

/**
 * A {@link CreatePartitionsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreatePartitionsResponse(fields?: Partial<CreatePartitionsResponse>): CreatePartitionsResponse {
  const message: CreatePartitionsResponse = {
    throttleTimeMs: 0,
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreatePartitionsResponse(writer: Writer, message: CreatePartitionsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.results.length);
  } else {
    writer.writeArrayLength(message.results.length);
  }
  for (const item0 of message.results) {
    encodeCreatePartitionsResponseCreatePartitionsTopicResult(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreatePartitionsResponse(reader: Reader, version: number): CreatePartitionsResponse {
  const throttleTimeMs = reader.readInt32();
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'CreatePartitionsResponse', 'Results', reader);
  const results: CreatePartitionsResponseCreatePartitionsTopicResult[] = [];
  for (let index = 0; index < count1; index++) results.push(decodeCreatePartitionsResponseCreatePartitionsTopicResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, results };
}

/**
 * Codec of {@link CreatePartitionsResponse} (api key 37, versions 0-3, flexible from 2).
 * @public
 */
export const CreatePartitionsResponse: MessageCodec<CreatePartitionsResponse> = {
  name: 'CreatePartitionsResponse',
  apiKey: 37,
  minVersion: 0,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createCreatePartitionsResponse,
  encode(writer: Writer, message: CreatePartitionsResponse, version: number): void {
    checkVersion('CreatePartitionsResponse', 37, version, 0, 3);
    encodeCreatePartitionsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): CreatePartitionsResponse {
    checkVersion('CreatePartitionsResponse', 37, version, 0, 3);
    return decodeCreatePartitionsResponse(reader, version);
  },
};
