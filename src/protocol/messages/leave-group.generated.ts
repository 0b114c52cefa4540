// Generated from Apache Kafka's message specs (Apache License 2.0), LeaveGroupRequest.json, LeaveGroupResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `MemberIdentity` of Kafka's `LeaveGroupRequest` (api key 13, versions 0-5, flexible from 4).
 * @public
 */
export interface LeaveGroupRequestMemberIdentity {
  /** The member ID to remove from the group. (versions 3-5) */
  memberId: string;
  /** The group instance ID to remove from the group. (versions 3-5; nullable 3-5) */
  groupInstanceId: string | null;
  /** The reason why the member left the group. (versions 5; nullable 5; ignorable) */
  reason: string | null;
}

/**
 * A {@link LeaveGroupRequestMemberIdentity} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createLeaveGroupRequestMemberIdentity(fields?: Partial<LeaveGroupRequestMemberIdentity>): LeaveGroupRequestMemberIdentity {
  const message: LeaveGroupRequestMemberIdentity = {
    memberId: '',
    groupInstanceId: null,
    reason: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeLeaveGroupRequestMemberIdentity(writer: Writer, message: LeaveGroupRequestMemberIdentity, version: number): void {
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactString(message.memberId);
    } else {
      writer.writeString(message.memberId);
    }
  } else {
    if (message.memberId !== '') throw missingFieldError('LeaveGroupRequestMemberIdentity', 'MemberId', version);
  }
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  } else {
    if (message.groupInstanceId !== null) throw missingFieldError('LeaveGroupRequestMemberIdentity', 'GroupInstanceId', version);
  }
  if (version >= 5) {
    writer.writeCompactString(message.reason);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeLeaveGroupRequestMemberIdentity(reader: Reader, version: number): LeaveGroupRequestMemberIdentity {
  let memberId: string = '';
  if (version >= 3) {
    memberId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'LeaveGroupRequestMemberIdentity', 'MemberId', reader);
  }
  let groupInstanceId: string | null = null;
  if (version >= 3) {
    groupInstanceId = (version >= 4 ? reader.readCompactString() : reader.readString());
  }
  let reason: string | null = null;
  if (version >= 5) {
    reason = reader.readCompactString();
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { memberId, groupInstanceId, reason };
}

/**
 * Kafka's `LeaveGroupRequest` (api key 13, versions 0-5, flexible from 4), one type across all versions.
 * @public
 */
export interface LeaveGroupRequest {
  /** The ID of the group to leave. (versions 0-5) */
  groupId: string;
  /** The member ID to remove from the group. (versions 0-2) */
  memberId: string;
  /** List of leaving member identities. (versions 3-5) */
  members: LeaveGroupRequestMemberIdentity[];
}

/**
 * A {@link LeaveGroupRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createLeaveGroupRequest(fields?: Partial<LeaveGroupRequest>): LeaveGroupRequest {
  const message: LeaveGroupRequest = {
    groupId: '',
    memberId: '',
    members: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeLeaveGroupRequest(writer: Writer, message: LeaveGroupRequest, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  if (version <= 2) {
    writer.writeString(message.memberId);
  } else {
    if (message.memberId !== '') throw missingFieldError('LeaveGroupRequest', 'MemberId', version);
  }
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactArrayLength(message.members.length);
    } else {
      writer.writeArrayLength(message.members.length);
    }
    for (const item0 of message.members) {
      encodeLeaveGroupRequestMemberIdentity(writer, item0, version);
    }
  } else {
    if (message.members.length !== 0) throw missingFieldError('LeaveGroupRequest', 'Members', version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeLeaveGroupRequest(reader: Reader, version: number): LeaveGroupRequest {
  const groupId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'LeaveGroupRequest', 'GroupId', reader);
  let memberId: string = '';
  if (version <= 2) {
    memberId = nonNull(reader.readString(), 'LeaveGroupRequest', 'MemberId', reader);
  }
  let members: LeaveGroupRequestMemberIdentity[] = [];
  if (version >= 3) {
    const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'LeaveGroupRequest', 'Members', reader);
    const array1: LeaveGroupRequestMemberIdentity[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeLeaveGroupRequestMemberIdentity(reader, version));
    members = array1;
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { groupId, memberId, members };
}

/**
 * Codec of {@link LeaveGroupRequest} (api key 13, versions 0-5, flexible from 4).
 * @public
 */
export const LeaveGroupRequest: MessageCodec<LeaveGroupRequest> = {
  name: 'LeaveGroupRequest',
  apiKey: 13,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 4,
  create: createLeaveGroupRequest,
  encode(writer: Writer, message: LeaveGroupRequest, version: number): void {
    checkVersion('LeaveGroupRequest', 13, version, 0, 5);
    encodeLeaveGroupRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): LeaveGroupRequest {
    checkVersion('LeaveGroupRequest', 13, version, 0, 5);
    return decodeLeaveGroupRequest(reader, version);
  },
};

/**
 * `MemberResponse` of Kafka's `LeaveGroupResponse` (api key 13, versions 0-5, flexible from 4).
 * @public
 */
export interface LeaveGroupResponseMemberResponse {
  /** The member ID to remove from the group. (versions 3-5) */
  memberId: string;
  /** The group instance ID to remove from the group. (versions 3-5; nullable 3-5) */
  groupInstanceId: string | null;
  /** The error code, or 0 if there was no error. (versions 3-5) */
  errorCode: number;
}

/**
 * A {@link LeaveGroupResponseMemberResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createLeaveGroupResponseMemberResponse(fields?: Partial<LeaveGroupResponseMemberResponse>): LeaveGroupResponseMemberResponse {
  const message: LeaveGroupResponseMemberResponse = {
    memberId: '',
    groupInstanceId: '',
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeLeaveGroupResponseMemberResponse(writer: Writer, message: LeaveGroupResponseMemberResponse, version: number): void {
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactString(message.memberId);
    } else {
      writer.writeString(message.memberId);
    }
  } else {
    if (message.memberId !== '') throw missingFieldError('LeaveGroupResponseMemberResponse', 'MemberId', version);
  }
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  } else {
    if (message.groupInstanceId !== '') throw missingFieldError('LeaveGroupResponseMemberResponse', 'GroupInstanceId', version);
  }
  if (version >= 3) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('LeaveGroupResponseMemberResponse', 'ErrorCode', version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeLeaveGroupResponseMemberResponse(reader: Reader, version: number): LeaveGroupResponseMemberResponse {
  let memberId: string = '';
  if (version >= 3) {
    memberId = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'LeaveGroupResponseMemberResponse', 'MemberId', reader);
  }
  let groupInstanceId: string | null = '';
  if (version >= 3) {
    groupInstanceId = (version >= 4 ? reader.readCompactString() : reader.readString());
  }
  let errorCode: number = 0;
  if (version >= 3) {
    errorCode = reader.readInt16();
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { memberId, groupInstanceId, errorCode };
}

/**
 * Kafka's `LeaveGroupResponse` (api key 13, versions 0-5, flexible from 4), one type across all versions.
 * @public
 */
export interface LeaveGroupResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-5; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-5) */
  errorCode: number;
  /** List of leaving member responses. (versions 3-5) */
  members: LeaveGroupResponseMemberResponse[];
}

/**
 * A {@link LeaveGroupResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createLeaveGroupResponse(fields?: Partial<LeaveGroupResponse>): LeaveGroupResponse {
  const message: LeaveGroupResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    members: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeLeaveGroupResponse(writer: Writer, message: LeaveGroupResponse, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactArrayLength(message.members.length);
    } else {
      writer.writeArrayLength(message.members.length);
    }
    for (const item0 of message.members) {
      encodeLeaveGroupResponseMemberResponse(writer, item0, version);
    }
  } else {
    if (message.members.length !== 0) throw missingFieldError('LeaveGroupResponse', 'Members', version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeLeaveGroupResponse(reader: Reader, version: number): LeaveGroupResponse {
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  const errorCode = reader.readInt16();
  let members: LeaveGroupResponseMemberResponse[] = [];
  if (version >= 3) {
    const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'LeaveGroupResponse', 'Members', reader);
    const array1: LeaveGroupResponseMemberResponse[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeLeaveGroupResponseMemberResponse(reader, version));
    members = array1;
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, members };
}

/**
 * Codec of {@link LeaveGroupResponse} (api key 13, versions 0-5, flexible from 4).
 * @public
 */
export const LeaveGroupResponse: MessageCodec<LeaveGroupResponse> = {
  name: 'LeaveGroupResponse',
  apiKey: 13,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 4,
  create: createLeaveGroupResponse,
  encode(writer: Writer, message: LeaveGroupResponse, version: number): void {
    checkVersion('LeaveGroupResponse', 13, version, 0, 5);
    encodeLeaveGroupResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): LeaveGroupResponse {
    checkVersion('LeaveGroupResponse', 13, version, 0, 5);
    return decodeLeaveGroupResponse(reader, version);
  },
};
