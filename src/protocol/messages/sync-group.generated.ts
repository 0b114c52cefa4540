// Generated from Apache Kafka's message specs (Apache License 2.0), SyncGroupRequest.json, SyncGroupResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `SyncGroupRequestAssignment` of Kafka's `SyncGroupRequest` (api key 14, versions 0-5, flexible from 4).
 * @public
 */
export interface SyncGroupRequestSyncGroupRequestAssignment {
  /** The ID of the member to assign. (versions 0-5) */
  memberId: string;
  /** The member assignment. (versions 0-5) */
  assignment: Buffer;
}

/**
 * A {@link SyncGroupRequestSyncGroupRequestAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSyncGroupRequestSyncGroupRequestAssignment(fields?: Partial<SyncGroupRequestSyncGroupRequestAssignment>): SyncGroupRequestSyncGroupRequestAssignment {
  const message: SyncGroupRequestSyncGroupRequestAssignment = {
    memberId: '',
    assignment: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSyncGroupRequestSyncGroupRequestAssignment(writer: Writer, message: SyncGroupRequestSyncGroupRequestAssignment, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 4) {
    writer.writeCompactBytes(message.assignment);
  } else {
    writer.writeBytes(message.assignment);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeSyncGroupRequestSyncGroupRequestAssignment(reader: Reader, version: number): SyncGroupRequestSyncGroupRequestAssignment {
  const memberId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'SyncGroupRequestSyncGroupRequestAssignment', 'MemberId', reader);
  const assignment = nonNull((version >= 4 ? reader.readCompactBytes() : reader.readBytes()), 'SyncGroupRequestSyncGroupRequestAssignment', 'Assignment', reader);
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { memberId, assignment };
}

/**
 * Kafka's `SyncGroupRequest` (api key 14, versions 0-5, flexible from 4), one type across all versions.
 * @public
 */
export interface SyncGroupRequest {
  /** The unique group identifier. (versions 0-5) */
  groupId: string;
  /** The generation of the group. (versions 0-5) */
  generationId: number;
  /** The member ID assigned by the group. (versions 0-5) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 3-5; nullable 3-5) */
  groupInstanceId: string | null;
  /** The group protocol type. (versions 5; nullable 5; ignorable) */
  protocolType: string | null;
  /** The group protocol name. (versions 5; nullable 5; ignorable) */
  protocolName: string | null;
  /** Each assignment. (versions 0-5) */
  assignments: SyncGroupRequestSyncGroupRequestAssignment[];
}

/**
 * A {@link SyncGroupRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSyncGroupRequest(fields?: Partial<SyncGroupRequest>): SyncGroupRequest {
  const message: SyncGroupRequest = {
    groupId: '',
    generationId: 0,
    memberId: '',
    groupInstanceId: null,
    protocolType: null,
    protocolName: null,
    assignments: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSyncGroupRequest(writer: Writer, message: SyncGroupRequest, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  writer.writeInt32(message.generationId);
  if (version >= 4) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  } else {
    if (message.groupInstanceId !== null) throw missingFieldError('SyncGroupRequest', 'GroupInstanceId', version);
  }
  if (version >= 5) {
    writer.writeCompactString(message.protocolType);
  }
  if (version >= 5) {
    writer.writeCompactString(message.protocolName);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.assignments.length);
  } else {
    writer.writeArrayLength(message.assignments.length);
  }
  for (const item0 of message.assignments) {
    encodeSyncGroupRequestSyncGroupRequestAssignment(writer, item0, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeSyncGroupRequest(reader: Reader, version: number): SyncGroupRequest {
  const groupId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'SyncGroupRequest', 'GroupId', reader);
  const generationId = reader.readInt32();
  const memberId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'SyncGroupRequest', 'MemberId', reader);
  let groupInstanceId: string | null = null;
  if (version >= 3) {
    groupInstanceId = (version >= 4 ? reader.readCompactString() : reader.readString());
  }
  let protocolType: string | null = null;
  if (version >= 5) {
    protocolType = reader.readCompactString();
  }
  let protocolName: string | null = null;
  if (version >= 5) {
    protocolName = reader.readCompactString();
  }
  const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'SyncGroupRequest', 'Assignments', reader);
  const assignments: SyncGroupRequestSyncGroupRequestAssignment[] = [];
  for (let index = 0; index < count1; index++) assignments.push(decodeSyncGroupRequestSyncGroupRequestAssignment(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { groupId, generationId, memberId, groupInstanceId, protocolType, protocolName, assignments };
}

/**
 * Codec of {@link SyncGroupRequest} (api key 14, versions 0-5, flexible from 4).
 * @public
 */
export const SyncGroupRequest: MessageCodec<SyncGroupRequest> = {
  name: 'SyncGroupRequest',
  apiKey: 14,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 4,
  create: createSyncGroupRequest,
  encode(writer: Writer, message: SyncGroupRequest, version: number): void {
    checkVersion('SyncGroupRequest', 14, version, 0, 5);
    encodeSyncGroupRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): SyncGroupRequest {
    checkVersion('SyncGroupRequest', 14, version, 0, 5);
    return decodeSyncGroupRequest(reader, version);
  },
};

/**
 * Kafka's `SyncGroupResponse` (api key 14, versions 0-5, flexible from 4), one type across all versions.
 * @public
 */
export interface SyncGroupResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-5; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-5) */
  errorCode: number;
  /** The group protocol type. (versions 5; nullable 5; ignorable) */
  protocolType: string | null;
  /** The group protocol name. (versions 5; nullable 5; ignorable) */
  protocolName: string | null;
  /** The member assignment. (versions 0-5) */
  assignment: Buffer;
}

/**
 * A {@link SyncGroupResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSyncGroupResponse(fields?: Partial<SyncGroupResponse>): SyncGroupResponse {
  const message: SyncGroupResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    protocolType: null,
    protocolName: null,
    assignment: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSyncGroupResponse(writer: Writer, message: SyncGroupResponse, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 5) {
    writer.writeCompactString(message.protocolType);
  }
  if (version >= 5) {
    writer.writeCompactString(message.protocolName);
  }
  if (version >= 4) {
    writer.writeCompactBytes(message.assignment);
  } else {
    writer.writeBytes(message.assignment);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeSyncGroupResponse(reader: Reader, version: number): SyncGroupResponse {
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  const errorCode = reader.readInt16();
  let protocolType: string | null = null;
  if (version >= 5) {
    protocolType = reader.readCompactString();
  }
  let protocolName: string | null = null;
  if (version >= 5) {
    protocolName = reader.readCompactString();
  }
  const assignment = nonNull((version >= 4 ? reader.readCompactBytes() : reader.readBytes()), 'SyncGroupResponse', 'Assignment', reader);
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, protocolType, protocolName, assignment };
}

/**
 * Codec of {@link SyncGroupResponse} (api key 14, versions 0-5, flexible from 4).
 * @public
 */
export const SyncGroupResponse: MessageCodec<SyncGroupResponse> = {
  name: 'SyncGroupResponse',
  apiKey: 14,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 4,
  create: createSyncGroupResponse,
  encode(writer: Writer, message: SyncGroupResponse, version: number): void {
    checkVersion('SyncGroupResponse', 14, version, 0, 5);
    encodeSyncGroupResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): SyncGroupResponse {
    checkVersion('SyncGroupResponse', 14, version, 0, 5);
    return decodeSyncGroupResponse(reader, version);
  },
};
