// Generated from Apache Kafka's message specs (Apache License 2.0), CreateAclsRequest.json, CreateAclsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AclCreation` of Kafka's `CreateAclsRequest` (api key 30, versions 1-3, flexible from 2).
 * @public
 */
export interface CreateAclsRequestAclCreation {
  /** The type of the resource. (versions 1-3) */
  resourceType: number;
  /** The resource name for the ACL. (versions 1-3) */
  resourceName: string;
  /** The pattern type for the ACL. (versions 1-3) */
  resourcePatternType: number;
  /** The principal for the ACL. (versions 1-3) */
  principal: string;
  /** The host for the ACL. (versions 1-3) */
  host: string;
  /** The operation type for the ACL (read, write, etc.). (versions 1-3) */
  operation: number;
  /** The permission type for the ACL (allow, deny, etc.). (versions 1-3) */
  permissionType: number;
}

/**
 * A {@link CreateAclsRequestAclCreation} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateAclsRequestAclCreation(fields?: Partial<CreateAclsRequestAclCreation>): CreateAclsRequestAclCreation {
  const message: CreateAclsRequestAclCreation = {
    resourceType: 0,
    resourceName: '',
    resourcePatternType: 3,
    principal: '',
    host: '',
    operation: 0,
    permissionType: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateAclsRequestAclCreation(writer: Writer, message: CreateAclsRequestAclCreation, version: number): void {
  writer.writeInt8(message.resourceType);
  if (version >= 2) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  writer.writeInt8(message.resourcePatternType);
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

function decodeCreateAclsRequestAclCreation(reader: Reader, version: number): CreateAclsRequestAclCreation {
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateAclsRequestAclCreation', 'ResourceName', reader);
  const resourcePatternType = reader.readInt8();
  const principal = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateAclsRequestAclCreation', 'Principal', reader);
  const host = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateAclsRequestAclCreation', 'Host', reader);
  const operation = reader.readInt8();
  const permissionType = reader.readInt8();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { resourceType, resourceName, resourcePatternType, principal, host, operation, permissionType };
}

/**
 * Kafka's `CreateAclsRequest` (api key 30, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface CreateAclsRequest {
  /** The ACLs that we want to create. (versions 1-3) */
  creations: CreateAclsRequestAclCreation[];
}

/**
 * A {@link CreateAclsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateAclsRequest(fields?: Partial<CreateAclsRequest>): CreateAclsRequest {
  const message: CreateAclsRequest = {
    creations: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateAclsRequest(writer: Writer, message: CreateAclsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.creations.length);
  } else {
    writer.writeArrayLength(message.creations.length);
  }
  for (const item0 of message.creations) {
    encodeCreateAclsRequestAclCreation(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreateAclsRequest(reader: Reader, version: number): CreateAclsRequest {
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(7) : reader.readArrayLength(7)), 'CreateAclsRequest', 'Creations', reader);
  const creations: CreateAclsRequestAclCreation[] = [];
  for (let index = 0; index < count1; index++) creations.push(decodeCreateAclsRequestAclCreation(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { creations };
}

/**
 * Codec of {@link CreateAclsRequest} (api key 30, versions 1-3, flexible from 2).
 * @public
 */
export const CreateAclsRequest: MessageCodec<CreateAclsRequest> = {
  name: 'CreateAclsRequest',
  apiKey: 30,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createCreateAclsRequest,
  encode(writer: Writer, message: CreateAclsRequest, version: number): void {
    checkVersion('CreateAclsRequest', 30, version, 1, 3);
    encodeCreateAclsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): CreateAclsRequest {
    checkVersion('CreateAclsRequest', 30, version, 1, 3);
    return decodeCreateAclsRequest(reader, version);
  },
};

/**
 * `AclCreationResult` of Kafka's `CreateAclsResponse` (api key 30, versions 1-3, flexible from 2).
 * @public
 */
export interface CreateAclsResponseAclCreationResult {
  /** The result error, or zero if there was no error. (versions 1-3) */
  errorCode: number;
  /** The result message, or null if there was no error. (versions 1-3; nullable 1-3) */
  errorMessage: string | null;
}

/**
 * A {@link CreateAclsResponseAclCreationResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateAclsResponseAclCreationResult(fields?: Partial<CreateAclsResponseAclCreationResult>): CreateAclsResponseAclCreationResult {
  const message: CreateAclsResponseAclCreationResult = {
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateAclsResponseAclCreationResult(writer: Writer, message: CreateAclsResponseAclCreationResult, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreateAclsResponseAclCreationResult(reader: Reader, version: number): CreateAclsResponseAclCreationResult {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage };
}

/**
 * Kafka's `CreateAclsResponse` (api key 30, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface CreateAclsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-3) */
  throttleTimeMs: number;
  /** The results for each ACL creation. (versions 1-3) */
  results: CreateAclsResponseAclCreationResult[];
}

/**
 * A {@link CreateAclsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateAclsResponse(fields?: Partial<CreateAclsResponse>): CreateAclsResponse {
  const message: CreateAclsResponse = {
    throttleTimeMs: 0,
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateAclsResponse(writer: Writer, message: CreateAclsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.results.length);
  } else {
    writer.writeArrayLength(message.results.length);
  }
  for (const item0 of message.results) {
    encodeCreateAclsResponseAclCreationResult(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreateAclsResponse(reader: Reader, version: number): CreateAclsResponse {
  const throttleTimeMs = reader.readInt32();
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'CreateAclsResponse', 'Results', reader);
  const results: CreateAclsResponseAclCreationResult[] = [];
  for (let index = 0; index < count1; index++) results.push(decodeCreateAclsResponseAclCreationResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, results };
}

/**
 * Codec of {@link CreateAclsResponse} (api key 30, versions 1-3, flexible from 2).
 * @public
 */
export const CreateAclsResponse: MessageCodec<CreateAclsResponse> = {
  name: 'CreateAclsResponse',
  apiKey: 30,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createCreateAclsResponse,
  encode(writer: Writer, message: CreateAclsResponse, version: number): void {
    checkVersion('CreateAclsResponse', 30, version, 1, 3);
    encodeCreateAclsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): CreateAclsResponse {
    checkVersion('CreateAclsResponse', 30, version, 1, 3);
    return decodeCreateAclsResponse(reader, version);
  },
};
