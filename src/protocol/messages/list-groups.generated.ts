// Generated from Apache Kafka's message specs (Apache License 2.0), ListGroupsRequest.json, ListGroupsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ListGroupsRequest` (api key 16, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface ListGroupsRequest {
  /** The states of the groups we want to list. If empty, all groups are returned with their state. (versions 4-5) */
  statesFilter: string[];
  /** The types of the groups we want to list. If empty, all groups are returned with their type. (versions 5) */
  typesFilter: string[];
}

/**
 * A {@link ListGroupsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListGroupsRequest(fields?: Partial<ListGroupsRequest>): ListGroupsRequest {
  const message: ListGroupsRequest = {
    statesFilter: [],
    typesFilter: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListGroupsRequest(writer: Writer, message: ListGroupsRequest, version: number): void {
  if (version >= 4) {
    writer.writeCompactArrayLength(message.statesFilter.length);
    for (const item0 of message.statesFilter) {
      writer.writeCompactString(item0);
    }
  } else {
    if (message.statesFilter.length !== 0) throw missingFieldError('ListGroupsRequest', 'StatesFilter', version);
  }
  if (version >= 5) {
    writer.writeCompactArrayLength(message.typesFilter.length);
    for (const item1 of message.typesFilter) {
      writer.writeCompactString(item1);
    }
  } else {
    if (message.typesFilter.length !== 0) throw missingFieldError('ListGroupsRequest', 'TypesFilter', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeListGroupsRequest(reader: Reader, version: number): ListGroupsRequest {
  let statesFilter: string[] = [];
  if (version >= 4) {
    const count2 = nonNull(reader.readCompactArrayLength(1), 'ListGroupsRequest', 'StatesFilter', reader);
    const array2: string[] = [];
    for (let index = 0; index < count2; index++) array2.push(nonNull(reader.readCompactString(), 'ListGroupsRequest', 'StatesFilter', reader));
    statesFilter = array2;
  }
  let typesFilter: string[] = [];
  if (version >= 5) {
    const count3 = nonNull(reader.readCompactArrayLength(1), 'ListGroupsRequest', 'TypesFilter', reader);
    const array3: string[] = [];
    for (let index = 0; index < count3; index++) array3.push(nonNull(reader.readCompactString(), 'ListGroupsRequest', 'TypesFilter', reader));
    typesFilter = array3;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { statesFilter, typesFilter };
}

/**
 * Codec of {@link ListGroupsRequest} (api key 16, versions 0-5, flexible from 3).
 * @public
 */
export const ListGroupsRequest: MessageCodec<ListGroupsRequest> = {
  name: 'ListGroupsRequest',
  apiKey: 16,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createListGroupsRequest,
  encode(writer: Writer, message: ListGroupsRequest, version: number): void {
    checkVersion('ListGroupsRequest', 16, version, 0, 5);
    encodeListGroupsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ListGroupsRequest {
    checkVersion('ListGroupsRequest', 16, version, 0, 5);
    return decodeListGroupsRequest(reader, version);
  },
};

/**
 * `ListedGroup` of Kafka's `ListGroupsResponse` (api key 16, versions 0-5, flexible from 3).
 * @public
 */
export interface ListGroupsResponseListedGroup {
  /** The group ID. (versions 0-5) */
  groupId: string;
  /** The group protocol type. (versions 0-5) */
  protocolType: string;
  /** The group state name. (versions 4-5; ignorable) */
  groupState: string;
  /** The group type name. (versions 5; ignorable) */
  groupType: string;
}

/**
 * A {@link ListGroupsResponseListedGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListGroupsResponseListedGroup(fields?: Partial<ListGroupsResponseListedGroup>): ListGroupsResponseListedGroup {
  const message: ListGroupsResponseListedGroup = {
    groupId: '',
    protocolType: '',
    groupState: '',
    groupType: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListGroupsResponseListedGroup(writer: Writer, message: ListGroupsResponseListedGroup, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  if (version >= 3) {
    writer.writeCompactString(message.protocolType);
  } else {
    writer.writeString(message.protocolType);
  }
  if (version >= 4) {
    writer.writeCompactString(message.groupState);
  }
  if (version >= 5) {
    writer.writeCompactString(message.groupType);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeListGroupsResponseListedGroup(reader: Reader, version: number): ListGroupsResponseListedGroup {
  const groupId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'ListGroupsResponseListedGroup', 'GroupId', reader);
  const protocolType = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'ListGroupsResponseListedGroup', 'ProtocolType', reader);
  let groupState: string = '';
  if (version >= 4) {
    groupState = nonNull(reader.readCompactString(), 'ListGroupsResponseListedGroup', 'GroupState', reader);
  }
  let groupType: string = '';
  if (version >= 5) {
    groupType = nonNull(reader.readCompactString(), 'ListGroupsResponseListedGroup', 'GroupType', reader);
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { groupId, protocolType, groupState, groupType };
}

/**
 * Kafka's `ListGroupsResponse` (api key 16, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface ListGroupsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-5; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-5) */
  errorCode: number;
  /** Each group in the response. (versions 0-5) */
  groups: ListGroupsResponseListedGroup[];
}

/**
 * A {@link ListGroupsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListGroupsResponse(fields?: Partial<ListGroupsResponse>): ListGroupsResponse {
  const message: ListGroupsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListGroupsResponse(writer: Writer, message: ListGroupsResponse, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 3) {
    writer.writeCompactArrayLength(message.groups.length);
  } else {
    writer.writeArrayLength(message.groups.length);
  }
  for (const item0 of message.groups) {
    encodeListGroupsResponseListedGroup(writer, item0, version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeListGroupsResponse(reader: Reader, version: number): ListGroupsResponse {
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  const errorCode = reader.readInt16();
  const count1 = nonNull((version >= 3 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'ListGroupsResponse', 'Groups', reader);
  const groups: ListGroupsResponseListedGroup[] = [];
  for (let index = 0; index < count1; index++) groups.push(decodeListGroupsResponseListedGroup(reader, version));
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, groups };
}

/**
 * Codec of {@link ListGroupsResponse} (api key 16, versions 0-5, flexible from 3).
 * @public
 */
export const ListGroupsResponse: MessageCodec<ListGroupsResponse> = {
  name: 'ListGroupsResponse',
  apiKey: 16,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createListGroupsResponse,
  encode(writer: Writer, message: ListGroupsResponse, version: number): void {
    checkVersion('ListGroupsResponse', 16, version, 0, 5);
    encodeListGroupsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ListGroupsResponse {
    checkVersion('ListGroupsResponse', 16, version, 0, 5);
    return decodeListGroupsResponse(reader, version);
  },
};
