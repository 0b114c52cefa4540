// Generated from Apache Kafka's message specs (Apache License 2.0), DeleteTopicsRequest.json, DeleteTopicsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, nullFieldError, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DeleteTopicState` of Kafka's `DeleteTopicsRequest` (api key 20, versions 1-6, flexible from 4).
 * @public
 */
export interface DeleteTopicsRequestDeleteTopicState {
  /** The topic name. (versions 6; nullable 6) */
  name: string | null;
  /** The unique topic ID. (versions 6) */
  topicId: Uuid;
}

/**
 * A {@link DeleteTopicsRequestDeleteTopicState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteTopicsRequestDeleteTopicState(fields?: Partial<DeleteTopicsRequestDeleteTopicState>): DeleteTopicsRequestDeleteTopicState {
  const message: DeleteTopicsRequestDeleteTopicState = {
    name: null,
    topicId: ZERO_UUID,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteTopicsRequestDeleteTopicState(writer: Writer, message: DeleteTopicsRequestDeleteTopicState, version: number): void {
  if (version >= 6) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== null) throw missingFieldError('DeleteTopicsRequestDeleteTopicState', 'Name', version);
  }
  if (version >= 6) {
    writer.writeUuid(message.topicId);
  } else {
    if (message.topicId !== ZERO_UUID) throw missingFieldError('DeleteTopicsRequestDeleteTopicState', 'TopicId', version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteTopicsRequestDeleteTopicState(reader: Reader, version: number): DeleteTopicsRequestDeleteTopicState {
  let name: string | null = null;
  if (version >= 6) {
    name = reader.readCompactString();
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 6) {
    topicId = reader.readUuid();
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { name, topicId };
}

/**
 * Kafka's `DeleteTopicsRequest` (api key 20, versions 1-6, flexible from 4), one type across all versions.
 * @public
 */
export interface DeleteTopicsRequest {
  /** The name or topic ID of the topic. (versions 6) */
  topics: DeleteTopicsRequestDeleteTopicState[];
  /** The names of the topics to delete. (versions 1-5; ignorable) */
  topicNames: string[];
  /** The length of time in milliseconds to wait for the deletions to complete. (versions 1-6) */
  timeoutMs: number;
}

/**
 * A {@link DeleteTopicsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteTopicsRequest(fields?: Partial<DeleteTopicsRequest>): DeleteTopicsRequest {
  const message: DeleteTopicsRequest = {
    topics: [],
    topicNames: [],
    timeoutMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteTopicsRequest(writer: Writer, message: DeleteTopicsRequest, version: number): void {
  if (version >= 6) {
    writer.writeCompactArrayLength(message.topics.length);
    for (const item0 of message.topics) {
      encodeDeleteTopicsRequestDeleteTopicState(writer, item0, version);
    }
  } else {
    if (message.topics.length !== 0) throw missingFieldError('DeleteTopicsRequest', 'Topics', version);
  }
  if (version <= 5) {
    if (version >= 4) {
      writer.writeCompactArrayLength(message.topicNames.length);
    } else {
      writer.writeArrayLength(message.topicNames.length);
    }
    for (const item1 of message.topicNames) {
      if (version >= 4) {
        writer.writeCompactString(item1);
      } else {
        writer.writeString(item1);
      }
    }
  }
  writer.writeInt32(message.timeoutMs);
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteTopicsRequest(reader: Reader, version: number): DeleteTopicsRequest {
  let topics: DeleteTopicsRequestDeleteTopicState[] = [];
  if (version >= 6) {
    const count2 = nonNull(reader.readCompactArrayLength(1), 'DeleteTopicsRequest', 'Topics', reader);
    const array2: DeleteTopicsRequestDeleteTopicState[] = [];
    for (let index = 0; index < count2; index++) array2.push(decodeDeleteTopicsRequestDeleteTopicState(reader, version));
    topics = array2;
  }
  let topicNames: string[] = [];
  if (version <= 5) {
    const count3 = nonNull((version >= 4 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'DeleteTopicsRequest', 'TopicNames', reader);
    const array3: string[] = [];
    for (let index = 0; index < count3; index++) array3.push(nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'DeleteTopicsRequest', 'TopicNames', reader));
    topicNames = array3;
  }
  const timeoutMs = reader.readInt32();
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { topics, topicNames, timeoutMs };
}

/**
 * Codec of {@link DeleteTopicsRequest} (api key 20, versions 1-6, flexible from 4).
 * @public
 */
export const DeleteTopicsRequest: MessageCodec<DeleteTopicsRequest> = {
  name: 'DeleteTopicsRequest',
  apiKey: 20,
  minVersion: 1,
  maxVersion: 6,
  flexibleFrom: 4,
  create: createDeleteTopicsRequest,
  encode(writer: Writer, message: DeleteTopicsRequest, version: number): void {
    checkVersion('DeleteTopicsRequest', 20, version, 1, 6);
    encodeDeleteTopicsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteTopicsRequest {
    checkVersion('DeleteTopicsRequest', 20, version, 1, 6);
    return decodeDeleteTopicsRequest(reader, version);
  },
};

/**
 * `DeletableTopicResult` of Kafka's `DeleteTopicsResponse` (api key 20, versions 1-6, flexible from 4).
 * @public
 */
export interface DeleteTopicsResponseDeletableTopicResult {
  /** The topic name. (versions 1-6; nullable 6) */
  name: string | null;
  /** The unique topic ID. (versions 6; ignorable) */
  topicId: Uuid;
  /** The deletion error, or 0 if the deletion succeeded. (versions 1-6) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 5-6; nullable 5-6; ignorable) */
  errorMessage: string | null;
}

/**
 * A {@link DeleteTopicsResponseDeletableTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteTopicsResponseDeletableTopicResult(fields?: Partial<DeleteTopicsResponseDeletableTopicResult>): DeleteTopicsResponseDeletableTopicResult {
  const message: DeleteTopicsResponseDeletableTopicResult = {
    name: '',
    topicId: ZERO_UUID,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteTopicsResponseDeletableTopicResult(writer: Writer, message: DeleteTopicsResponseDeletableTopicResult, version: number): void {
  if (!(version >= 6)) {
    if (message.name === null) throw nullFieldError('DeleteTopicsResponseDeletableTopicResult', 'Name', version);
  }
  if (version >= 4) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 6) {
    writer.writeUuid(message.topicId);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 5) {
    writer.writeCompactString(message.errorMessage);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteTopicsResponseDeletableTopicResult(reader: Reader, version: number): DeleteTopicsResponseDeletableTopicResult {
  const name = (version >= 4 ? reader.readCompactString() : reader.readString());
  let topicId: Uuid = ZERO_UUID;
  if (version >= 6) {
    topicId = reader.readUuid();
  }
  const errorCode = reader.readInt16();
  let errorMessage: string | null = null;
  if (version >= 5) {
    errorMessage = reader.readCompactString();
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { name, topicId, errorCode, errorMessage };
}

/**
 * Kafka's `DeleteTopicsResponse` (api key 20, versions 1-6, flexible from 4), one type across all versions.
 * @public
 */
export interface DeleteTopicsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-6; ignorable) */
  throttleTimeMs: number;
  /** The results for each topic we tried to delete. (versions 1-6) */
  responses: DeleteTopicsResponseDeletableTopicResult[];
}

/**
 * A {@link DeleteTopicsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteTopicsResponse(fields?: Partial<DeleteTopicsResponse>): DeleteTopicsResponse {
  const message: DeleteTopicsResponse = {
    throttleTimeMs: 0,
    responses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteTopicsResponse(writer: Writer, message: DeleteTopicsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 4) {
    writer.writeCompactArrayLength(message.responses.length);
  } else {
    writer.writeArrayLength(message.responses.length);
  }
  for (const item0 of message.responses) {
    encodeDeleteTopicsResponseDeletableTopicResult(writer, item0, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteTopicsResponse(reader: Reader, version: number): DeleteTopicsResponse {
  const throttleTimeMs = reader.readInt32();
  const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'DeleteTopicsResponse', 'Responses', reader);
  const responses: DeleteTopicsResponseDeletableTopicResult[] = [];
  for (let index = 0; index < count1; index++) responses.push(decodeDeleteTopicsResponseDeletableTopicResult(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, responses };
}

/**
 * Codec of {@link DeleteTopicsResponse} (api key 20, versions 1-6, flexible from 4).
 * @public
 */
export const DeleteTopicsResponse: MessageCodec<DeleteTopicsResponse> = {
  name: 'DeleteTopicsResponse',
  apiKey: 20,
  minVersion: 1,
  maxVersion: 6,
  flexibleFrom: 4,
  create: createDeleteTopicsResponse,
  encode(writer: Writer, message: DeleteTopicsResponse, version: number): void {
    checkVersion('DeleteTopicsResponse', 20, version, 1, 6);
    encodeDeleteTopicsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteTopicsResponse {
    checkVersion('DeleteTopicsResponse', 20, version, 1, 6);
    return decodeDeleteTopicsResponse(reader, version);
  },
};
