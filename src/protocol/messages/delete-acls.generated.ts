// Generated from Apache Kafka's message specs (Apache License 2.0), DeleteAclsRequest.json, DeleteAclsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DeleteAclsFilter` of Kafka's `DeleteAclsRequest` (api key 31, versions 1-3, flexible from 2).
 * @public
 */
export interface DeleteAclsRequestDeleteAclsFilter {
  /** The resource type. (versions 1-3) */
  resourceTypeFilter: number;
  /** The resource name, or null to match any resource name. (versions 1-3; nullable 1-3) */
  resourceNameFilter: string | null;
  /** The pattern type. (versions 1-3) */
  patternTypeFilter: number;
  /** The principal filter, or null to accept all principals. (versions 1-3; nullable 1-3) */
  principalFilter: string | null;
  /** The host filter, or null to accept all hosts. (versions 1-3; nullable 1-3) */
  hostFilter: string | null;
  /** The ACL operation. (versions 1-3) */
  operation: number;
  /** The permission type. (versions 1-3) */
  permissionType: number;
}

/**
 * A {@link DeleteAclsRequestDeleteAclsFilter} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteAclsRequestDeleteAclsFilter(fields?: Partial<DeleteAclsRequestDeleteAclsFilter>): DeleteAclsRequestDeleteAclsFilter {
  const message: DeleteAclsRequestDeleteAclsFilter = {
    resourceTypeFilter: 0,
    resourceNameFilter: '',
    patternTypeFilter: 3,
    principalFilter: '',
    hostFilter: '',
    operation: 0,
    permissionType: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteAclsRequestDeleteAclsFilter(writer: Writer, message: DeleteAclsRequestDeleteAclsFilter, version: number): void {
  writer.writeInt8(message.resourceTypeFilter);
  if (version >= 2) {
    writer.writeCompactString(message.resourceNameFilter);
  } else {
    writer.writeString(message.resourceNameFilter);
  }
  writer.writeInt8(message.patternTypeFilter);
  if (version >= 2) {
    writer.writeCompactString(message.principalFilter);
  } else {
    writer.writeString(message.principalFilter);
  }
  if (version >= 2) {
    writer.writeCompactString(message.hostFilter);
  } else {
    writer.writeString(message.hostFilter);
  }
  writer.writeInt8(message.operation);
  writer.writeInt8(message.permissionType);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteAclsRequestDeleteAclsFilter(reader: Reader, version: number): DeleteAclsRequestDeleteAclsFilter {
  const resourceTypeFilter = reader.readInt8();
  const resourceNameFilter = (version >= 2 ? reader.readCompactString() : reader.readString());
  const patternTypeFilter = reader.readInt8();
  const principalFilter = (version >= 2 ? reader.readCompactString() : reader.readString());
  const hostFilter = (version >= 2 ? reader.readCompactString() : reader.readString());
  const operation = reader.readInt8();
  const permissionType = reader.readInt8();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { resourceTypeFilter, resourceNameFilter, patternTypeFilter, principalFilter, hostFilter, operation, permissionType };
}

/**
 * Kafka's `DeleteAclsRequest` (api key 31, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DeleteAclsRequest {
  /** The filters to use when deleting ACLs. (versions 1-3) */
  filters: DeleteAclsRequestDeleteAclsFilter[];
}

/**
 * A {@link DeleteAclsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteAclsRequest(fields?: Partial<DeleteAclsRequest>): DeleteAclsRequest {
  const message: DeleteAclsRequest = {
    filters: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteAclsRequest(writer: Writer, message: DeleteAclsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.filters.length);
  } else {
    writer.writeArrayLength(message.filters.length);
  }
  for (const item0 of message.filters) {
    encodeDeleteAclsRequestDeleteAclsFilter(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteAclsRequest(reader: Reader, version: number): DeleteAclsRequest {
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(7) : reader.readArrayLength(7)), 'DeleteAclsRequest', 'Filters', reader);
  const filters: DeleteAclsRequestDeleteAclsFilter[] = [];
  for (let index = 0; index < count1; index++) filters.push(decodeDeleteAclsRequestDeleteAclsFilter(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { filters };
}

/**
 * Codec of {@link DeleteAclsRequest} (api key 31, versions 1-3, flexible from 2).
 * @public
 */
export const DeleteAclsRequest: MessageCodec<DeleteAclsRequest> = {
  name: 'DeleteAclsRequest',
  apiKey: 31,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDeleteAclsRequest,
  encode(writer: Writer, message: DeleteAclsRequest, version: number): void {
    checkVersion('DeleteAclsRequest', 31, version, 1, 3);
    encodeDeleteAclsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteAclsRequest {
    checkVersion('DeleteAclsRequest', 31, version, 1, 3);
    return decodeDeleteAclsRequest(reader, version);
  },
};

/**
 * `DeleteAclsMatchingAcl` of Kafka's `DeleteAclsResponse` (api key 31, versions 1-3, flexible from 2).
 * @public
 */
export interface DeleteAclsResponseDeleteAclsMatchingAcl {
  /** The deletion error code, or 0 if the deletion succeeded. (versions 1-3) */
  errorCode: number;
  /** The deletion error message, or null if the deletion succeeded. (versions 1-3; nullable 1-3) */
  errorMessage: string | null;
  /** The ACL resource type. (versions 1-3) */
  resourceType: number;
  /** The ACL resource name. (versions 1-3) */
  resourceName: string;
  /** The ACL resource pattern type. (versions 1-3) */
  patternType: number;
  /** The ACL principal. (versions 1-3) */
  principal: string;
  /** The ACL host. (versions 1-3) */
  host: string;
  /** The ACL operation. (versions 1-3) */
  operation: number;
  /** The ACL permission type. (versions 1-3) */
  permissionType: number;
}

/**
 * A {@link DeleteAclsResponseDeleteAclsMatchingAcl} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteAclsResponseDeleteAclsMatchingAcl(fields?: Partial<DeleteAclsResponseDeleteAclsMatchingAcl>): DeleteAclsResponseDeleteAclsMatchingAcl {
  const message: DeleteAclsResponseDeleteAclsMatchingAcl = {
    errorCode: 0,
    errorMessage: '',
    resourceType: 0,
    resourceName: '',
    patternType: 3,
    principal: '',
    host: '',
    operation: 0,
    permissionType: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteAclsResponseDeleteAclsMatchingAcl(writer: Writer, message: DeleteAclsResponseDeleteAclsMatchingAcl, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  writer.writeInt8(message.resourceType);
  if (version >= 2) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  writer.writeInt8(message.patternType);
  if (version >= 2) {
    writer.writeCompactString(message.principal);
  } else {
    writer.writeString(message.principal);
  }
  if (version >= 2) {
    writer.writeCompactString(message.host);
  } else {
    writer.writeString(message.host);
  }
  writer.writeInt8(message.operation);
  writer.writeInt8(message.permissionType);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteAclsResponseDeleteAclsMatchingAcl(reader: Reader, version: number): DeleteAclsResponseDeleteAclsMatchingAcl {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteAclsResponseDeleteAclsMatchingAcl', 'ResourceName', reader);
  const patternType = reader.readInt8();
  const principal = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteAclsResponseDeleteAclsMatchingAcl', 'Principal', reader);
  const host = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DeleteAclsResponseDeleteAclsMatchingAcl', 'Host', reader);
  const operation = reader.readInt8();
  const permissionType = reader.readInt8();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, resourceType, resourceName, patternType, principal, host, operation, permissionType };
}

/**
 * `DeleteAclsFilterResult` of Kafka's `DeleteAclsResponse` (api key 31, versions 1-3, flexible from 2).
 * @public
 */
export interface DeleteAclsResponseDeleteAclsFilterResult {
  /** The error code, or 0 if the filter succeeded. (versions 1-3) */
  errorCode: number;
  /** The error message, or null if the filter succeeded. (versions 1-3; nullable 1-3) */
  errorMessage: string | null;
  /** The ACLs which matched this filter. (versions 1-3) */
  matchingAcls: DeleteAclsResponseDeleteAclsMatchingAcl[];
}

/**
 * A {@link DeleteAclsResponseDeleteAclsFilterResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteAclsResponseDeleteAclsFilterResult(fields?: Partial<DeleteAclsResponseDeleteAclsFilterResult>): DeleteAclsResponseDeleteAclsFilterResult {
  const message: DeleteAclsResponseDeleteAclsFilterResult = {
    errorCode: 0,
    errorMessage: '',
    matchingAcls: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteAclsResponseDeleteAclsFilterResult(writer: Writer, message: DeleteAclsResponseDeleteAclsFilterResult, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.matchingAcls.length);
  } else {
    writer.writeArrayLength(message.matchingAcls.length);
  }
  for (const item0 of message.matchingAcls) {
    encodeDeleteAclsResponseDeleteAclsMatchingAcl(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteAclsResponseDeleteAclsFilterResult(reader: Reader, version: number): DeleteAclsResponseDeleteAclsFilterResult {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(10) : reader.readArrayLength(10)), 'DeleteAclsResponseDeleteAclsFilterResult', 'MatchingAcls', reader);
  const matchingAcls: DeleteAclsResponseDeleteAclsMatchingAcl[] = [];
  for (let index = 0; index < count1; index++) matchingAcls.push(decodeDeleteAclsResponseDeleteAclsMatchingAcl(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, matchingAcls };
}

/**
 * Kafka's `DeleteAclsResponse` (api key 31, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DeleteAclsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-3) */
  throttleTimeMs: number;
  /** The results for each filter. (versions 1-3) */
  filterResults: DeleteAclsResponseDeleteAclsFilterResult[];
}

/**
 * A {@link DeleteAclsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDeleteAclsResponse(fields?: Partial<DeleteAclsResponse>): DeleteAclsResponse {
  const message: DeleteAclsResponse = {
    throttleTimeMs: 0,
    filterResults: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDeleteAclsResponse(writer: Writer, message: DeleteAclsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.filterResults.length);
  } else {
    writer.writeArrayLength(message.filterResults.length);
  }
  for (const item2 of message.filterResults) {
    encodeDeleteAclsResponseDeleteAclsFilterResult(writer, item2, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDeleteAclsResponse(reader: Reader, version: number): DeleteAclsResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'DeleteAclsResponse', 'FilterResults', reader);
  const filterResults: DeleteAclsResponseDeleteAclsFilterResult[] = [];
  for (let index = 0; index < count3; index++) filterResults.push(decodeDeleteAclsResponseDeleteAclsFilterResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, filterResults };
}

/**
 * Codec of {@link DeleteAclsResponse} (api key 31, versions 1-3, flexible from 2).
 * @public
 */
export const DeleteAclsResponse: MessageCodec<DeleteAclsResponse> = {
  name: 'DeleteAclsResponse',
  apiKey: 31,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDeleteAclsResponse,
  encode(writer: Writer, message: DeleteAclsResponse, version: number): void {
    checkVersion('DeleteAclsResponse', 31, version, 1, 3);
    encodeDeleteAclsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DeleteAclsResponse {
    checkVersion('DeleteAclsResponse', 31, version, 1, 3);
    return decodeDeleteAclsResponse(reader, version);
  },
};
