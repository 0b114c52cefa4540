// Generated from Apache Kafka's message specs (Apache License 2.0), HeartbeatRequest.json, HeartbeatResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `HeartbeatRequest` (api key 12, versions 0-4, flexible from 4), one type across all versions.
 * @public
 */
export interface HeartbeatRequest {
  /** The group id. (versions 0-4) */
  groupId: string;
  /** The generation of the group. (versions 0-4) */
  generationId: number;
  /** The member ID. (versions 0-4) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 3-4; nullable 3-4) */
  groupInstanceId: string | null;
}

/**
 * A {@link HeartbeatRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createHeartbeatRequest(fields?: Partial<HeartbeatRequest>): HeartbeatRequest {
  const message: HeartbeatRequest = {
    groupId: '',
    generationId: 0,
    memberId: '',
    groupInstanceId: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeHeartbeatRequest(writer: Writer, message: HeartbeatRequest, version: number): void {
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
    if (message.groupInstanceId !== null) throw missingFieldError('HeartbeatRequest', 'GroupInstanceId', version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeHeartbeatRequest(reader: Reader, version: number): HeartbeatRequest {
  const groupId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'HeartbeatRequest', 'GroupId', reader);
  const generationId = reader.readInt32();
  const memberId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'HeartbeatRequest', 'MemberId', reader);
  let groupInstanceId: string | null = null;
  if (version >= 3) {
    groupInstanceId = (version >= 4 ? reader.readCompactString() : reader.readString());
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { groupId, generationId, memberId, groupInstanceId };
}

/**
 * Codec of {@link HeartbeatRequest} (api key 12, versions 0-4, flexible from 4).
 * @public
 */
export const HeartbeatRequest: MessageCodec<HeartbeatRequest> = {
  name: 'HeartbeatRequest',
  apiKey: 12,
  minVersion: 0,
  maxVersion: 4,
  flexibleFrom: 4,
  create: createHeartbeatRequest,
  encode(writer: Writer, message: HeartbeatRequest, version: number): void {
    checkVersion('HeartbeatRequest', 12, version, 0, 4);
    encodeHeartbeatRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): HeartbeatRequest {
    checkVersion('HeartbeatRequest', 12, version, 0, 4);
    return decodeHeartbeatRequest(reader, version);
  },
};

/**
 * Kafka's `HeartbeatResponse` (api key 12, versions 0-4, flexible from 4), one type across all versions.
 * @public
 */
export interface HeartbeatResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-4; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-4) */
  errorCode: number;
}

/**
 * A {@link HeartbeatResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createHeartbeatResponse(fields?: Partial<HeartbeatResponse>): HeartbeatResponse {
  const message: HeartbeatResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeHeartbeatResponse(writer: Writer, message: HeartbeatResponse, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeHeartbeatResponse(reader: Reader, version: number): HeartbeatResponse {
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  const errorCode = reader.readInt16();
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode };
}

/**
 * Codec of {@link HeartbeatResponse} (api key 12, versions 0-4, flexible from 4).
 * @public
 */
export const HeartbeatResponse: MessageCodec<HeartbeatResponse> = {
  name: 'HeartbeatResponse',
  apiKey: 12,
  minVersion: 0,
  maxVersion: 4,
  flexibleFrom: 4,
  create: createHeartbeatResponse,
  encode(writer: Writer, message: HeartbeatResponse, version: number): void {
    checkVersion('HeartbeatResponse', 12, version, 0, 4);
    encodeHeartbeatResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): HeartbeatResponse {
    checkVersion('HeartbeatResponse', 12, version, 0, 4);
    return decodeHeartbeatResponse(reader, version);
  },
};
