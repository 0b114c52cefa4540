// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeAclsRequest.json, DescribeAclsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `DescribeAclsRequest` (api key 29, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DescribeAclsRequest {
  /** The resource type. (versions 1-3) */
  resourceTypeFilter: number;
  /** The resource name, or null to match any resource name. (versions 1-3; nullable 1-3) */
  resourceNameFilter: string | null;
  /** The resource pattern to match. (versions 1-3) */
  patternTypeFilter: number;
  /** The principal to match, or null to match any principal. (versions 1-3; nullable 1-3) */
  principalFilter: string | null;
  /** The host to match, or null to match any host. (versions 1-3; nullable 1-3) */
  hostFilter: string | null;
  /** The operation to match. (versions 1-3) */
  operation: number;
  /** The permission type to match. (versions 1-3) */
  permissionType: number;
}

/**
 * A {@link DescribeAclsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeAclsRequest(fields?: Partial<DescribeAclsRequest>): DescribeAclsRequest {
  const message: DescribeAclsRequest = {
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

function encodeDescribeAclsRequest(writer: Writer, message: DescribeAclsRequest, version: number): void {
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

function decodeDescribeAclsRequest(reader: Reader, version: number): DescribeAclsRequest {
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
 * Codec of {@link DescribeAclsRequest} (api key 29, versions 1-3, flexible from 2).
 * @public
 */
export const DescribeAclsRequest: MessageCodec<DescribeAclsRequest> = {
  name: 'DescribeAclsRequest',
  apiKey: 29,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDescribeAclsRequest,
  encode(writer: Writer, message: DescribeAclsRequest, version: number): void {
    checkVersion('DescribeAclsRequest', 29, version, 1, 3);
    encodeDescribeAclsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeAclsRequest {
    checkVersion('DescribeAclsRequest', 29, version, 1, 3);
    return decodeDescribeAclsRequest(reader, version);
  },
};

/**
 * `AclDescription` of Kafka's `DescribeAclsResponse` (api key 29, versions 1-3, flexible from 2).
 * @public
 */
export interface DescribeAclsResponseAclDescription {
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
 * A {@link DescribeAclsResponseAclDescription} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeAclsResponseAclDescription(fields?: Partial<DescribeAclsResponseAclDescription>): DescribeAclsResponseAclDescription {
  const message: DescribeAclsResponseAclDescription = {
    principal: '',
    host: '',
    operation: 0,
    permissionType: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeAclsResponseAclDescription(writer: Writer, message: DescribeAclsResponseAclDescription, version: number): void {
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

function decodeDescribeAclsResponseAclDescription(reader: Reader, version: number): DescribeAclsResponseAclDescription {
  const principal = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeAclsResponseAclDescription', 'Principal', reader);
  const host = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeAclsResponseAclDescription', 'Host', reader);
  const operation = reader.readInt8();
  const permissionType = reader.readInt8();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { principal, host, operation, permissionType };
}

/**
 * `DescribeAclsResource` of Kafka's `DescribeAclsResponse` (api key 29, versions 1-3, flexible from 2).
 * @public
 */
export interface DescribeAclsResponseDescribeAclsResource {
  /** The resource type. (versions 1-3) */
  resourceType: number;
  /** The resource name. (versions 1-3) */
  resourceName: string;
  /** The resource pattern type. (versions 1-3) */
  patternType: number;
  /** The ACLs. (versions 1-3) */
  acls: DescribeAclsResponseAclDescription[];
}

/**
 * A {@link DescribeAclsResponseDescribeAclsResource} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeAclsResponseDescribeAclsResource(fields?: Partial<DescribeAclsResponseDescribeAclsResource>): DescribeAclsResponseDescribeAclsResource {
  const message: DescribeAclsResponseDescribeAclsResource = {
    resourceType: 0,
    resourceName: '',
    patternType: 3,
    acls: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeAclsResponseDescribeAclsResource(writer: Writer, message: DescribeAclsResponseDescribeAclsResource, version: number): void {
  writer.writeInt8(message.resourceType);
  if (version >= 2) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  writer.writeInt8(message.patternType);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.acls.length);
  } else {
    writer.writeArrayLength(message.acls.length);
  }
  for (const item0 of message.acls) {
    encodeDescribeAclsResponseAclDescription(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeAclsResponseDescribeAclsResource(reader: Reader, version: number): DescribeAclsResponseDescribeAclsResource {
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeAclsResponseDescribeAclsResource', 'ResourceName', reader);
  const patternType = reader.readInt8();
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'DescribeAclsResponseDescribeAclsResource', 'Acls', reader);
  const acls: DescribeAclsResponseAclDescription[] = [];
  for (let index = 0; index < count1; index++) acls.push(decodeDescribeAclsResponseAclDescription(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { resourceType, resourceName, patternType, acls };
}

/**
 * Kafka's `DescribeAclsResponse` (api key 29, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DescribeAclsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-3) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 1-3) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 1-3; nullable 1-3) */
  errorMessage: string | null;
  /** Each Resource that is referenced in an ACL. (versions 1-3) */
  resources: DescribeAclsResponseDescribeAclsResource[];
}

/**
 * A {@link DescribeAclsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeAclsResponse(fields?: Partial<DescribeAclsResponse>): DescribeAclsResponse {
  const message: DescribeAclsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
    resources: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeAclsResponse(writer: Writer, message: DescribeAclsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.resources.length);
  } else {
    writer.writeArrayLength(message.resources.length);
  }
  for (const item2 of message.resources) {
    encodeDescribeAclsResponseDescribeAclsResource(writer, item2, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeAclsResponse(reader: Reader, version: number): DescribeAclsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'DescribeAclsResponse', 'Resources', reader);
  const resources: DescribeAclsResponseDescribeAclsResource[] = [];
  for (let index = 0; index < count3; index++) resources.push(decodeDescribeAclsResponseDescribeAclsResource(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, errorMessage, resources };
}

/**
 * Codec of {@link DescribeAclsResponse} (api key 29, versions 1-3, flexible from 2).
 * @public
 */
export const DescribeAclsResponse: MessageCodec<DescribeAclsResponse> = {
  name: 'DescribeAclsResponse',
  apiKey: 29,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDescribeAclsResponse,
  encode(writer: Writer, message: DescribeAclsResponse, version: number): void {
    checkVersion('DescribeAclsResponse', 29, version, 1, 3);
    encodeDescribeAclsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeAclsResponse {
    checkVersion('DescribeAclsResponse', 29, version, 1, 3);
    return decodeDescribeAclsResponse(reader, version);
  },
};
