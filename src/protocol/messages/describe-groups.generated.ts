// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeGroupsRequest.json, DescribeGroupsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `DescribeGroupsRequest` (api key 15, versions 0-6, flexible from 5), one type across all versions.
 * @public
 */
export interface DescribeGroupsRequest {
  /** The names of the groups to describe. (versions 0-6) */
  groups: string[];
  /** Whether to include authorized operations. (versions 3-6) */
  includeAuthorizedOperations: boolean;
}

/**
 * A {@link DescribeGroupsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeGroupsRequest(fields?: Partial<DescribeGroupsRequest>): DescribeGroupsRequest {
  const message: DescribeGroupsRequest = {
    groups: [],
    includeAuthorizedOperations: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeGroupsRequest(writer: Writer, message: DescribeGroupsRequest, version: number): void {
  if (version >= 5) {
    writer.writeCompactArrayLength(message.groups.length);
  } else {
    writer.writeArrayLength(message.groups.length);
  }
  for (const item0 of message.groups) {
    if (version >= 5) {
      writer.writeCompactString(item0);
    } else {
      writer.writeString(item0);
    }
  }
  if (version >= 3) {
    writer.writeBoolean(message.includeAuthorizedOperations);
  } else {
    if (message.includeAuthorizedOperations) throw missingFieldError('DescribeGroupsRequest', 'IncludeAuthorizedOperations', version);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeGroupsRequest(reader: Reader, version: number): DescribeGroupsRequest {
  const count1 = nonNull((version >= 5 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'DescribeGroupsRequest', 'Groups', reader);
  const groups: string[] = [];
  for (let index = 0; index < count1; index++) groups.push(nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsRequest', 'Groups', reader));
  let includeAuthorizedOperations: boolean = false;
  if (version >= 3) {
    includeAuthorizedOperations = reader.readBoolean();
  }
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { groups, includeAuthorizedOperations };
}

/**
 * Codec of {@link DescribeGroupsRequest} (api key 15, versions 0-6, flexible from 5).
 * @public
 */
export const DescribeGroupsRequest: MessageCodec<DescribeGroupsRequest> = {
  name: 'DescribeGroupsRequest',
  apiKey: 15,
  minVersion: 0,
  maxVersion: 6,
  flexibleFrom: 5,
  create: createDescribeGroupsRequest,
  encode(writer: Writer, message: DescribeGroupsRequest, version: number): void {
    checkVersion('DescribeGroupsRequest', 15, version, 0, 6);
    encodeDescribeGroupsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeGroupsRequest {
    checkVersion('DescribeGroupsRequest', 15, version, 0, 6);
    return decodeDescribeGroupsRequest(reader, version);
  },
};

/**
 * `DescribedGroupMember` of Kafka's `DescribeGroupsResponse` (api key 15, versions 0-6, flexible from 5).
 * @public
 */
export interface DescribeGroupsResponseDescribedGroupMember {
  /** The member id. (versions 0-6) */
  memberId: string;
  /** The unique identifier of the consumer instance provided by end user. (versions 4-6; nullable 4-6; ignorable) */
  groupInstanceId: string | null;
  /** The client ID used in the member's latest join group request. (versions 0-6) */
  clientId: string;
  /** The client host. (versions 0-6) */
  clientHost: string;
  /** The metadata corresponding to the current group protocol in use. (versions 0-6) */
  memberMetadata: Buffer;
  /** The current assignment provided by the group leader. (versions 0-6) */
  memberAssignment: Buffer;
}

/**
 * A {@link DescribeGroupsResponseDescribedGroupMember} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeGroupsResponseDescribedGroupMember(fields?: Partial<DescribeGroupsResponseDescribedGroupMember>): DescribeGroupsResponseDescribedGroupMember {
  const message: DescribeGroupsResponseDescribedGroupMember = {
    memberId: '',
    groupInstanceId: null,
    clientId: '',
    clientHost: '',
    memberMetadata: EMPTY_BYTES,
    memberAssignment: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeGroupsResponseDescribedGroupMember(writer: Writer, message: DescribeGroupsResponseDescribedGroupMember, version: number): void {
  if (version >= 5) {
    writer.writeCompactString(message.memberId);
  } else {
    writer.writeString(message.memberId);
  }
  if (version >= 4) {
    if (version >= 5) {
      writer.writeCompactString(message.groupInstanceId);
    } else {
      writer.writeString(message.groupInstanceId);
    }
  }
  if (version >= 5) {
    writer.writeCompactString(message.clientId);
  } else {
    writer.writeString(message.clientId);
  }
  if (version >= 5) {
    writer.writeCompactString(message.clientHost);
  } else {
    writer.writeString(message.clientHost);
  }
  if (version >= 5) {
    writer.writeCompactBytes(message.memberMetadata);
  } else {
    writer.writeBytes(message.memberMetadata);
  }
  if (version >= 5) {
    writer.writeCompactBytes(message.memberAssignment);
  } else {
    writer.writeBytes(message.memberAssignment);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeGroupsResponseDescribedGroupMember(reader: Reader, version: number): DescribeGroupsResponseDescribedGroupMember {
  const memberId = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroupMember', 'MemberId', reader);
  let groupInstanceId: string | null = null;
  if (version >= 4) {
    groupInstanceId = (version >= 5 ? reader.readCompactString() : reader.readString());
  }
  const clientId = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroupMember', 'ClientId', reader);
  const clientHost = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroupMember', 'ClientHost', reader);
  const memberMetadata = nonNull((version >= 5 ? reader.readCompactBytes() : reader.readBytes()), 'DescribeGroupsResponseDescribedGroupMember', 'MemberMetadata', reader);
  const memberAssignment = nonNull((version >= 5 ? reader.readCompactBytes() : reader.readBytes()), 'DescribeGroupsResponseDescribedGroupMember', 'MemberAssignment', reader);
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { memberId, groupInstanceId, clientId, clientHost, memberMetadata, memberAssignment };
}

/**
 * `DescribedGroup` of Kafka's `DescribeGroupsResponse` (api key 15, versions 0-6, flexible from 5).
 * @public
 */
export interface DescribeGroupsResponseDescribedGroup {
  /** The describe error, or 0 if there was no error. (versions 0-6) */
  errorCode: number;
  /** The describe error message, or null if there was no error. (versions 6; nullable 6) */
  errorMessage: string | null;
  /** The group ID string. (versions 0-6) */
  groupId: string;
  /** The group state string, or the empty string. (versions 0-6) */
  groupState: string;
  /** The group protocol type, or the empty string. (versions 0-6) */
  protocolType: string;
  /** The group protocol data, or the empty string. (versions 0-6) */
  protocolData: string;
  /** The group members. (versions 0-6) */
  members: DescribeGroupsResponseDescribedGroupMember[];
  /** 32-bit bitfield to represent authorized operations for this group. (versions 3-6) */
  authorizedOperations: number;
}

/**
 * A {@link DescribeGroupsResponseDescribedGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeGroupsResponseDescribedGroup(fields?: Partial<DescribeGroupsResponseDescribedGroup>): DescribeGroupsResponseDescribedGroup {
  const message: DescribeGroupsResponseDescribedGroup = {
    errorCode: 0,
    errorMessage: null,
    groupId: '',
    groupState: '',
    protocolType: '',
    protocolData: '',
    members: [],
    authorizedOperations: -2147483648,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeGroupsResponseDescribedGroup(writer: Writer, message: DescribeGroupsResponseDescribedGroup, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 6) {
    writer.writeCompactString(message.errorMessage);
  } else {
    if (message.errorMessage !== null) throw missingFieldError('DescribeGroupsResponseDescribedGroup', 'ErrorMessage', version);
  }
  if (version >= 5) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  if (version >= 5) {
    writer.writeCompactString(message.groupState);
  } else {
    writer.writeString(message.groupState);
  }
  if (version >= 5) {
    writer.writeCompactString(message.protocolType);
  } else {
    writer.writeString(message.protocolType);
  }
  if (version >= 5) {
    writer.writeCompactString(message.protocolData);
  } else {
    writer.writeString(message.protocolData);
  }
  if (version >= 5) {
    writer.writeCompactArrayLength(message.members.length);
  } else {
    writer.writeArrayLength(message.members.length);
  }
  for (const item0 of message.members) {
    encodeDescribeGroupsResponseDescribedGroupMember(writer, item0, version);
  }
  if (version >= 3) {
    writer.writeInt32(message.authorizedOperations);
  } else {
    if (message.authorizedOperations !== -2147483648) throw missingFieldError('DescribeGroupsResponseDescribedGroup', 'AuthorizedOperations', version);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeGroupsResponseDescribedGroup(reader: Reader, version: number): DescribeGroupsResponseDescribedGroup {
  const errorCode = reader.readInt16();
  let errorMessage: string | null = null;
  if (version >= 6) {
    errorMessage = reader.readCompactString();
  }
  const groupId = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroup', 'GroupId', reader);
  const groupState = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroup', 'GroupState', reader);
  const protocolType = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroup', 'ProtocolType', reader);
  const protocolData = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'DescribeGroupsResponseDescribedGroup', 'ProtocolData', reader);
  const count1 = nonNull((version >= 5 ? reader.readCompactArrayLength(5) : reader.readArrayLength(5)), 'DescribeGroupsResponseDescribedGroup', 'Members', reader);
  const members: DescribeGroupsResponseDescribedGroupMember[] = [];
  for (let index = 0; index < count1; index++) members.push(decodeDescribeGroupsResponseDescribedGroupMember(reader, version));
  let authorizedOperations: number = -2147483648;
  if (version >= 3) {
    authorizedOperations = reader.readInt32();
  }
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, groupId, groupState, protocolType, protocolData, members, authorizedOperations };
}

/**
 * Kafka's `DescribeGroupsResponse` (api key 15, versions 0-6, flexible from 5), one type across all versions.
 * @public
 */
export interface DescribeGroupsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-6; ignorable) */
  throttleTimeMs: number;
  /** Each described group. (versions 0-6) */
  groups: DescribeGroupsResponseDescribedGroup[];
}

/**
 * A {@link DescribeGroupsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeGroupsResponse(fields?: Partial<DescribeGroupsResponse>): DescribeGroupsResponse {
  const message: DescribeGroupsResponse = {
    throttleTimeMs: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeGroupsResponse(writer: Writer, message: DescribeGroupsResponse, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version >= 5) {
    writer.writeCompactArrayLength(message.groups.length);
  } else {
    writer.writeArrayLength(message.groups.length);
  }
  for (const item2 of message.groups) {
    encodeDescribeGroupsResponseDescribedGroup(writer, item2, version);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeGroupsResponse(reader: Reader, version: number): DescribeGroupsResponse {
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  const count3 = nonNull((version >= 5 ? reader.readCompactArrayLength(7) : reader.readArrayLength(7)), 'DescribeGroupsResponse', 'Groups', reader);
  const groups: DescribeGroupsResponseDescribedGroup[] = [];
  for (let index = 0; index < count3; index++) groups.push(decodeDescribeGroupsResponseDescribedGroup(reader, version));
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, groups };
}

/**
 * Codec of {@link DescribeGroupsResponse} (api key 15, versions 0-6, flexible from 5).
 * @public
 */
export const DescribeGroupsResponse: MessageCodec<DescribeGroupsResponse> = {
  name: 'DescribeGroupsResponse',
  apiKey: 15,
  minVersion: 0,
  maxVersion: 6,
  flexibleFrom: 5,
  create: createDescribeGroupsResponse,
  encode(writer: Writer, message: DescribeGroupsResponse, version: number): void {
    checkVersion('DescribeGroupsResponse', 15, version, 0, 6);
    encodeDescribeGroupsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeGroupsResponse {
    checkVersion('DescribeGroupsResponse', 15, version, 0, 6);
    return decodeDescribeGroupsResponse(reader, version);
  },
};
