// Generated from Apache Kafka's message specs (Apache License 2.0), DeleteGroupsRequest.json, DeleteGroupsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `DeleteGroupsRequest` (api key 42, versions 0-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DeleteGroupsRequest {
  /** The group names to delete. (versions 0-3) */
  groupsNames: string[];
}

/**
 * A {@link DeleteGroupsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteGroupsRequest(fields?: Partial<DeleteGroupsRequest>): DeleteGroupsRequest {
  const message: DeleteGroupsRequest = {
    groupsNames: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteGroupsRequest(writer: Writer, message: DeleteGroupsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.groupsNames.length);
  } else {
    writer.writeArrayLength(message.groupsNames.length);
  }
  for (const item0 of message.groupsNames) {
    if (version >= 2) {
      writer.writeCompactString(item0);
    } else {
      writer.writeString(item0);
    }
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteGroupsRequest(reader: Reader, version: number): DeleteGroupsRequest {
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'DeleteGroupsRequest', 'GroupsNames', reader);
  const groupsNames: string[] = [];
  for (let index = 0; index < count1; index++) groupsNames.push(nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteGroupsRequest', 'GroupsNames', reader));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { groupsNames };
}

/**
 * Codec of {@link DeleteGroupsRequest} (api key 42, versions 0-3, flexible from 2).
 * @public
 */
export const DeleteGroupsRequest: MessageCodec<DeleteGroupsRequest> = {
  name: 'DeleteGroupsRequest',
  apiKey: 42,
  minVersion: 0,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDeleteGroupsRequest,
  encode(writer: Writer, message: DeleteGroupsRequest, version: number): void {
    checkVersion('DeleteGroupsRequest', 42, version, 0, 3);
    encodeDeleteGroupsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteGroupsRequest {
    checkVersion('DeleteGroupsRequest', 42, version, 0, 3);
    return decodeDeleteGroupsRequest(reader, version);
  },
};

/**
 * `DeletableGroupResult` of Kafka's `DeleteGroupsResponse` (api key 42, versions 0-3, flexible from 2).
 * @public
 */
export interface DeleteGroupsResponseDeletableGroupResult {
  /** The group id. (versions 0-3) */
  groupId: string;
  /** The deletion error, or 0 if the deletion succeeded. (versions 0-3) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 3; nullable 3; ignorable) */
  errorMessage: string | null;
}

/**
 * A {@link DeleteGroupsResponseDeletableGroupResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteGroupsResponseDeletableGroupResult(fields?: Partial<DeleteGroupsResponseDeletableGroupResult>): DeleteGroupsResponseDeletableGroupResult {
  const message: DeleteGroupsResponseDeletableGroupResult = {
    groupId: '',
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteGroupsResponseDeletableGroupResult(writer: Writer, message: DeleteGroupsResponseDeletableGroupResult, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 3) {
    writer.writeCompactString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteGroupsResponseDeletableGroupResult(reader: Reader, version: number): DeleteGroupsResponseDeletableGroupResult {
  const groupId = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteGroupsResponseDeletableGroupResult', 'GroupId', reader);
  const errorCode = reader.readInt16();
  let errorMessage: string | null = null;
  if (version >= 3) {
    errorMessage = reader.readCompactString();
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { groupId, errorCode, errorMessage };
}

/**
 * Kafka's `DeleteGroupsResponse` (api key 42, versions 0-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DeleteGroupsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-3) */
  throttleTimeMs: number;
  /** The deletion results. (versions 0-3) */
  results: DeleteGroupsResponseDeletableGroupResult[];
}

/**
 * A {@link DeleteGroupsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteGroupsResponse(fields?: Partial<DeleteGroupsResponse>): DeleteGroupsResponse {
  const message: DeleteGroupsResponse = {
    throttleTimeMs: 0,
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteGroupsResponse(writer: Writer, message: DeleteGroupsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.results.length);
  } else {
    writer.writeArrayLength(message.results.length);
  }
  for (const item0 of message.results) {
    encodeDeleteGroupsResponseDeletableGroupResult(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteGroupsResponse(reader: Reader, version: number): DeleteGroupsResponse {
  const throttleTimeMs = reader.readInt32();
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'DeleteGroupsResponse', 'Results', reader);
  const results: DeleteGroupsResponseDeletableGroupResult[] = [];
  for (let index = 0; index < count1; index++) results.push(decodeDeleteGroupsResponseDeletableGroupResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, results };
}

/**
 * Codec of {@link DeleteGroupsResponse} (api key 42, versions 0-3, flexible from 2).
 * @public
 */
export const DeleteGroupsResponse: MessageCodec<DeleteGroupsResponse> = {
  name: 'DeleteGroupsResponse',
  apiKey: 42,
  minVersion: 0,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDeleteGroupsResponse,
  encode(writer: Writer, message: DeleteGroupsResponse, version: number): void {
    checkVersion('DeleteGroupsResponse', 42, version, 0, 3);
    encodeDeleteGroupsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteGroupsResponse {
    checkVersion('DeleteGroupsResponse', 42, version, 0, 3);
    return decodeDeleteGroupsResponse(reader, version);
  },
};
