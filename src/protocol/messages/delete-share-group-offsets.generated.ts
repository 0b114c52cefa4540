// Generated from Apache Kafka's message specs (Apache License 2.0), DeleteShareGroupOffsetsRequest.json, DeleteShareGroupOffsetsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DeleteShareGroupOffsetsRequestTopic` of Kafka's `DeleteShareGroupOffsetsRequest` (api key 92, version 0, flexible from 0).
 * @public
 */
export interface DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic {
  /** The topic name. (versions 0) */
  topicName: string;
}

/**
 * A {@link DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic(fields?: Partial<DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic>): DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic {
  const message: DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic = {
    topicName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic(writer: Writer, message: DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic): void {
  writer.writeCompactString(message.topicName);
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic(reader: Reader): DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic {
  const topicName = nonNull(reader.readCompactString(), 'DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic', 'TopicName', reader);
  skipTaggedFields(reader);
  return { topicName };
}

/**
 * Kafka's `DeleteShareGroupOffsetsRequest` (api key 92, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DeleteShareGroupOffsetsRequest {
  /** The group identifier. (versions 0) */
  groupId: string;
  /** The topics to delete offsets for. (versions 0) */
  topics: DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic[];
}

/**
 * A {@link DeleteShareGroupOffsetsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupOffsetsRequest(fields?: Partial<DeleteShareGroupOffsetsRequest>): DeleteShareGroupOffsetsRequest {
  const message: DeleteShareGroupOffsetsRequest = {
    groupId: '',
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupOffsetsRequest(writer: Writer, message: DeleteShareGroupOffsetsRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item0 of message.topics) {
    encodeDeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupOffsetsRequest(reader: Reader): DeleteShareGroupOffsetsRequest {
  const groupId = nonNull(reader.readCompactString(), 'DeleteShareGroupOffsetsRequest', 'GroupId', reader);
  const count1 = nonNull(reader.readCompactArrayLength(1), 'DeleteShareGroupOffsetsRequest', 'Topics', reader);
  const topics: DeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic[] = [];
  for (let index = 0; index < count1; index++) topics.push(decodeDeleteShareGroupOffsetsRequestDeleteShareGroupOffsetsRequestTopic(reader));
  skipTaggedFields(reader);
  return { groupId, topics };
}

/**
 * Codec of {@link DeleteShareGroupOffsetsRequest} (api key 92, version 0, flexible from 0).
 * @public
 */
export const DeleteShareGroupOffsetsRequest: MessageCodec<DeleteShareGroupOffsetsRequest> = {
  name: 'DeleteShareGroupOffsetsRequest',
  apiKey: 92,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDeleteShareGroupOffsetsRequest,
  encode(writer: Writer, message: DeleteShareGroupOffsetsRequest, version: number): void {
    checkVersion('DeleteShareGroupOffsetsRequest', 92, version, 0, 0);
    encodeDeleteShareGroupOffsetsRequest(writer, message);
  },
  decode(reader: Reader, version: number): DeleteShareGroupOffsetsRequest {
    checkVersion('DeleteShareGroupOffsetsRequest', 92, version, 0, 0);
    return decodeDeleteShareGroupOffsetsRequest(reader);
  },
};

/**
 * `DeleteShareGroupOffsetsResponseTopic` of Kafka's `DeleteShareGroupOffsetsResponse` (api key 92, version 0, flexible from 0).
 * @public
 */
export interface DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic {
  /** The topic name. (versions 0) */
  topicName: string;
  /** The unique topic ID. (versions 0) */
  topicId: Uuid;
  /** The topic-level error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The topic-level error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic(fields?: Partial<DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic>): DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic {
  const message: DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic = {
    topicName: '',
    topicId: ZERO_UUID,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic(writer: Writer, message: DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic): void {
  writer.writeCompactString(message.topicName);
  writer.writeUuid(message.topicId);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic(reader: Reader): DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic {
  const topicName = nonNull(reader.readCompactString(), 'DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic', 'TopicName', reader);
  const topicId = reader.readUuid();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { topicName, topicId, errorCode, errorMessage };
}

/**
 * Kafka's `DeleteShareGroupOffsetsResponse` (api key 92, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DeleteShareGroupOffsetsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The top-level error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The results for each topic. (versions 0) */
  responses: DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic[];
}

/**
 * A {@link DeleteShareGroupOffsetsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteShareGroupOffsetsResponse(fields?: Partial<DeleteShareGroupOffsetsResponse>): DeleteShareGroupOffsetsResponse {
  const message: DeleteShareGroupOffsetsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
    responses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteShareGroupOffsetsResponse(writer: Writer, message: DeleteShareGroupOffsetsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.responses.length);
  for (const item0 of message.responses) {
    encodeDeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDeleteShareGroupOffsetsResponse(reader: Reader): DeleteShareGroupOffsetsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count1 = nonNull(reader.readCompactArrayLength(20), 'DeleteShareGroupOffsetsResponse', 'Responses', reader);
  const responses: DeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic[] = [];
  for (let index = 0; index < count1; index++) responses.push(decodeDeleteShareGroupOffsetsResponseDeleteShareGroupOffsetsResponseTopic(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, responses };
}

/**
 * Codec of {@link DeleteShareGroupOffsetsResponse} (api key 92, version 0, flexible from 0).
 * @public
 */
export const DeleteShareGroupOffsetsResponse: MessageCodec<DeleteShareGroupOffsetsResponse> = {
  name: 'DeleteShareGroupOffsetsResponse',
  apiKey: 92,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDeleteShareGroupOffsetsResponse,
  encode(writer: Writer, message: DeleteShareGroupOffsetsResponse, version: number): void {
    checkVersion('DeleteShareGroupOffsetsResponse', 92, version, 0, 0);
    encodeDeleteShareGroupOffsetsResponse(writer, message);
  },
  decode(reader: Reader, version: number): DeleteShareGroupOffsetsResponse {
    checkVersion('DeleteShareGroupOffsetsResponse', 92, version, 0, 0);
    return decodeDeleteShareGroupOffsetsResponse(reader);
  },
};
