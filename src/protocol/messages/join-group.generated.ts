// Generated from Apache Kafka's message specs (Apache License 2.0), JoinGroupRequest.json, JoinGroupResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, missingFieldError, nonNull, nullFieldError, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `JoinGroupRequestProtocol` of Kafka's `JoinGroupRequest` (api key 11, versions 0-9, flexible from 6).
 * @public
 */
export interface JoinGroupRequestJoinGroupRequestProtocol {
  /** The protocol name. (versions 0-9) */
  name: string;
  /** The protocol metadata. (versions 0-9) */
  metadata: Buffer;
}

/**
 * A {@link JoinGroupRequestJoinGroupRequestProtocol} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createJoinGroupRequestJoinGroupRequestProtocol(fields?: Partial<JoinGroupRequestJoinGroupRequestProtocol>): JoinGroupRequestJoinGroupRequestProtocol {
  const message: JoinGroupRequestJoinGroupRequestProtocol = {
    name: '',
    metadata: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeJoinGroupRequestJoinGroupRequestProtocol(writer: Writer, message: JoinGroupRequestJoinGroupRequestProtocol, version: number): void {
  if (version >= 6) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 6) {
    writer.writeCompactBytes(message.metadata);
  } else {
    writer.writeBytes(message.metadata);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeJoinGroupRequestJoinGroupRequestProtocol(reader: Reader, version: number): JoinGroupRequestJoinGroupRequestProtocol {
  const name = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupRequestJoinGroupRequestProtocol', 'Name', reader);
  const metadata = nonNull((version >= 6 ? reader.readCompactBytes() : reader.readBytes()), 'JoinGroupRequestJoinGroupRequestProtocol', 'Metadata', reader);
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, metadata };
}

/**
 * Kafka's `JoinGroupRequest` (api key 11, versions 0-9, flexible from 6), one type across all versions.
 * @public
 */
export interface JoinGroupRequest {
  /** The group identifier. (versions 0-9) */
  groupId: string;
  /** The coordinator considers the consumer dead if it receives no heartbeat after this timeout in milliseconds. (versions 0-9) */
  sessionTimeoutMs: number;
  /** The maximum time in milliseconds that the coordinator will wait for each member to rejoin when rebalancing the group. (versions 1-9; ignorable) */
  rebalanceTimeoutMs: number;
  /** The member id assigned by the group coordinator. (versions 0-9) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 5-9; nullable 5-9) */
  groupInstanceId: string | null;
  /** The unique name the for class of protocols implemented by the group we want to join. (versions 0-9) */
  protocolType: string;
  /** The list of protocols that the member supports. (versions 0-9) */
  protocols: JoinGroupRequestJoinGroupRequestProtocol[];
  /** The reason why the member (re-)joins the group. (versions 8-9; nullable 8-9; ignorable) */
  reason: string | null;
}

/**
 * A {@link JoinGroupRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createJoinGroupRequest(fields?: Partial<JoinGroupRequest>): JoinGroupRequest {
  const message: JoinGroupRequest = {
    groupId: '',
    sessionTimeoutMs: 0,
    rebalanceTimeoutMs: -1,
    memberId: '',
    groupInstanceId: null,
    protocolType: '',
    protocols: [],
    reason: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeJoinGroupRequest(writer: Writer, message: JoinGroupRequest, version: number): void {
  if (version >= 6) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  writer.writeInt32(message.sessionTimeoutMs);
  if (version >= 1) {
    writer.writeInt32(message.rebalanceTimeoutMs);
  }
  if (version >= 6) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 5) {
    if (version >= 6) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  } else {
    if (message.groupInstanceId !== null) throw missingFieldError('JoinGroupRequest', 'GroupInstanceId', version);
  }
  if (version >= 6) {
    writer.writeCompactString(message.protocolType);
  } else {
    writer.writeString(message.protocolType);
  }
  if (version >= 6) {
    writer.writeCompactArrayLength(message.protocols.length);
  } else {
    writer.writeArrayLength(message.protocols.length);
  }
  for (const item0 of message.protocols) {
    encodeJoinGroupRequestJoinGroupRequestProtocol(writer, item0, version);
  }
  if (version >= 8) {
    writer.writeCompactString(message.reason);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeJoinGroupRequest(reader: Reader, version: number): JoinGroupRequest {
  const groupId = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupRequest', 'GroupId', reader);
  const sessionTimeoutMs = reader.readInt32();
  let rebalanceTimeoutMs: number = -1;
  if (version >= 1) {
    rebalanceTimeoutMs = reader.readInt32();
  }
  const memberId = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupRequest', 'MemberId', reader);
  let groupInstanceId: string | null = null;
  if (version >= 5) {
    groupInstanceId = (version >= 6 ? reader.readCompactString() : reader.readString());
  }
  const protocolType = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupRequest', 'ProtocolType', reader);
  const count1 = nonNull((version >= 6 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'JoinGroupRequest', 'Protocols', reader);
  const protocols: JoinGroupRequestJoinGroupRequestProtocol[] = [];
  for (let index = 0; index < count1; index++) protocols.push(decodeJoinGroupRequestJoinGroupRequestProtocol(reader, version));
  let reason: string | null = null;
  if (version >= 8) {
    reason = reader.readCompactString();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { groupId, sessionTimeoutMs, rebalanceTimeoutMs, memberId, groupInstanceId, protocolType, protocols, reason };
}

/**
 * Codec of {@link JoinGroupRequest} (api key 11, versions 0-9, flexible from 6).
 * @public
 */
export const JoinGroupRequest: MessageCodec<JoinGroupRequest> = {
  name: 'JoinGroupRequest',
  apiKey: 11,
  minVersion: 0,
  maxVersion: 9,
  flexibleFrom: 6,
  create: createJoinGroupRequest,
  encode(writer: Writer, message: JoinGroupRequest, version: number): void {
    checkVersion('JoinGroupRequest', 11, version, 0, 9);
    encodeJoinGroupRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): JoinGroupRequest {
    checkVersion('JoinGroupRequest', 11, version, 0, 9);
    return decodeJoinGroupRequest(reader, version);
  },
};

/**
 * `JoinGroupResponseMember` of Kafka's `JoinGroupResponse` (api key 11, versions 0-9, flexible from 6).
 * @public
 */
export interface JoinGroupResponseJoinGroupResponseMember {
  /** The group member ID. (versions 0-9) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 5-9; nullable 5-9; ignorable) */
  groupInstanceId: string | null;
  /** The group member metadata. (versions 0-9) */
  metadata: Buffer;
}

/**
 * A {@link JoinGroupResponseJoinGroupResponseMember} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createJoinGroupResponseJoinGroupResponseMember(fields?: Partial<JoinGroupResponseJoinGroupResponseMember>): JoinGroupResponseJoinGroupResponseMember {
  const message: JoinGroupResponseJoinGroupResponseMember = {
    memberId: '',
    groupInstanceId: null,
    metadata: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeJoinGroupResponseJoinGroupResponseMember(writer: Writer, message: JoinGroupResponseJoinGroupResponseMember, version: number): void {
  if (version >= 6) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 5) {
    if (version >= 6) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  }
  if (version >= 6) {
    writer.writeCompactBytes(message.metadata);
  } else {
    writer.writeBytes(message.metadata);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeJoinGroupResponseJoinGroupResponseMember(reader: Reader, version: number): JoinGroupResponseJoinGroupResponseMember {
  const memberId = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupResponseJoinGroupResponseMember', 'MemberId', reader);
  let groupInstanceId: string | null = null;
  if (version >= 5) {
    groupInstanceId = (version >= 6 ? reader.readCompactString() : reader.readString());
  }
  const metadata = nonNull((version >= 6 ? reader.readCompactBytes() : reader.readBytes()), 'JoinGroupResponseJoinGroupResponseMember', 'Metadata', reader);
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { memberId, groupInstanceId, metadata };
}

/**
 * Kafka's `JoinGroupResponse` (api key 11, versions 0-9, flexible from 6), one type across all versions.
 * @public
 */
export interface JoinGroupResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 2-9; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-9) */
  errorCode: number;
  /** The generation ID of the group. (versions 0-9) */
  generationId: number;
  /** The group protocol name. (versions 7-9; nullable 7-9; ignorable) */
  protocolType: string | null;
  /** The group protocol selected by the coordinator. (versions 0-9; nullable 7-9) */
  protocolName: string | null;
  /** The leader of the group. (versions 0-9) */
  leader: string;
  /** True if the leader must skip running the assignment. (versions 9) */
  skipAssignment: boolean;
  /** The member ID assigned by the group coordinator. (versions 0-9) */
  memberId: string;
  /** The group members. (versions 0-9) */
  members: JoinGroupResponseJoinGroupResponseMember[];
}

/**
 * A {@link JoinGroupResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createJoinGroupResponse(fields?: Partial<JoinGroupResponse>): JoinGroupResponse {
  const message: JoinGroupResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    generationId: -1,
    protocolType: null,
    protocolName: '',
    leader: '',
    skipAssignment: false,
    memberId: '',
    members: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeJoinGroupResponse(writer: Writer, message: JoinGroupResponse, version: number): void {
  if (version >= 2) {
    writer.writeInt32(message.throttleTimeMs);
  }
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.generationId);
  if (version >= 7) {
    writer.writeCompactString(message.protocolType);
  }
  if (!(version >= 7)) {
    if (message.protocolName === null) throw nullFieldError('JoinGroupResponse', 'ProtocolName', version);
  }
  if (version >= 6) {
    writer.writeCompactString(message.protocolName);
  } else {
    writer.writeString(message.protocolName);
  }
  if (version >= 6) {
    writer.writeCompactString(message.leader);
  } else {
    writer.writeString(message.leader);
  }
  if (version >= 9) {
    writer.writeBoolean(message.skipAssignment);
  } else {
    if (message.skipAssignment) throw missingFieldError('JoinGroupResponse', 'SkipAssignment', version);
  }
  if (version >= 6) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 6) {
    writer.writeCompactArrayLength(message.members.length);
  } else {
    writer.writeArrayLength(message.members.length);
  }
  for (const item0 of message.members) {
    encodeJoinGroupResponseJoinGroupResponseMember(writer, item0, version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeJoinGroupResponse(reader: Reader, version: number): JoinGroupResponse {
  let throttleTimeMs: number = 0;
  if (version >= 2) {
    throttleTimeMs = reader.readInt32();
  }
  const errorCode = reader.readInt16();
  const generationId = reader.readInt32();
  let protocolType: string | null = null;
  if (version >= 7) {
    protocolType = reader.readCompactString();
  }
  const protocolName = (version >= 6 ? reader.readCompactString() : reader.readString());
  const leader = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupResponse', 'Leader', reader);
  let skipAssignment: boolean = false;
  if (version >= 9) {
    skipAssignment = reader.readBoolean();
  }
  const memberId = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'JoinGroupResponse', 'MemberId', reader);
  const count1 = nonNull((version >= 6 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'JoinGroupResponse', 'Members', reader);
  const members: JoinGroupResponseJoinGroupResponseMember[] = [];
  for (let index = 0; index < count1; index++) members.push(decodeJoinGroupResponseJoinGroupResponseMember(reader, version));
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, generationId, protocolType, protocolName, leader, skipAssignment, memberId, members };
}

/**
 * Codec of {@link JoinGroupResponse} (api key 11, versions 0-9, flexible from 6).
 * @public
 */
export const JoinGroupResponse: MessageCodec<JoinGroupResponse> = {
  name: 'JoinGroupResponse',
  apiKey: 11,
  minVersion: 0,
  maxVersion: 9,
  flexibleFrom: 6,
  create: createJoinGroupResponse,
  encode(writer: Writer, message: JoinGroupResponse, version: number): void {
    checkVersion('JoinGroupResponse', 11, version, 0, 9);
    encodeJoinGroupResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): JoinGroupResponse {
    checkVersion('JoinGroupResponse', 11, version, 0, 9);
    return decodeJoinGroupResponse(reader, version);
  },
};
