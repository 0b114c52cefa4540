// Generated from Apache Kafka's message specs (Apache License 2.0), AlterConfigsRequest.json, AlterConfigsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AlterableConfig` of Kafka's `AlterConfigsRequest` (api key 33, versions 0-2, flexible from 2).
 * @public
 */
export interface AlterConfigsRequestAlterableConfig {
  /** The configuration key name. (versions 0-2) */
  name: string;
  /** The value to set for the configuration key. (versions 0-2; nullable 0-2) */
  value: string | null;
}

/**
 * A {@link AlterConfigsRequestAlterableConfig} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterConfigsRequestAlterableConfig(fields?: Partial<AlterConfigsRequestAlterableConfig>): AlterConfigsRequestAlterableConfig {
  const message: AlterConfigsRequestAlterableConfig = {
    name: '',
    value: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterConfigsRequestAlterableConfig(writer: Writer, message: AlterConfigsRequestAlterableConfig, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 2) {
    writer.writeCompactString(message.value);
  } else {
    writer.writeString(message.value);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterConfigsRequestAlterableConfig(reader: Reader, version: number): AlterConfigsRequestAlterableConfig {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'AlterConfigsRequestAlterableConfig', 'Name', reader);
  const value = (version >= 2 ? reader.readCompactString() : reader.readString());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, value };
}

/**
 * `AlterConfigsResource` of Kafka's `AlterConfigsRequest` (api key 33, versions 0-2, flexible from 2).
 * @public
 */
export interface AlterConfigsRequestAlterConfigsResource {
  /** The resource type. (versions 0-2) */
  resourceType: number;
  /** The resource name. (versions 0-2) */
  resourceName: string;
  /** The configurations. (versions 0-2) */
  configs: AlterConfigsRequestAlterableConfig[];
}

/**
 * A {@link AlterConfigsRequestAlterConfigsResource} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterConfigsRequestAlterConfigsResource(fields?: Partial<AlterConfigsRequestAlterConfigsResource>): AlterConfigsRequestAlterConfigsResource {
  const message: AlterConfigsRequestAlterConfigsResource = {
    resourceType: 0,
    resourceName: '',
    configs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterConfigsRequestAlterConfigsResource(writer: Writer, message: AlterConfigsRequestAlterConfigsResource, version: number): void {
  writer.writeInt8(message.resourceType);
  if (version >= 2) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.configs.length);
  } else {
    writer.writeArrayLength(message.configs.length);
  }
  for (const item0 of message.configs) {
    encodeAlterConfigsRequestAlterableConfig(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterConfigsRequestAlterConfigsResource(reader: Reader, version: number): AlterConfigsRequestAlterConfigsResource {
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'AlterConfigsRequestAlterConfigsResource', 'ResourceName', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterConfigsRequestAlterConfigsResource', 'Configs', reader);
  const configs: AlterConfigsRequestAlterableConfig[] = [];
  for (let index = 0; index < count1; index++) configs.push(decodeAlterConfigsRequestAlterableConfig(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { resourceType, resourceName, configs };
}

/**
 * Kafka's `AlterConfigsRequest` (api key 33, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface AlterConfigsRequest {
  /** The updates for each resource. (versions 0-2) */
  resources: AlterConfigsRequestAlterConfigsResource[];
  /** True if we should validate the request, but not change the configurations. (versions 0-2) */
  validateOnly: boolean;
}

/**
 * A {@link AlterConfigsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterConfigsRequest(fields?: Partial<AlterConfigsRequest>): AlterConfigsRequest {
  const message: AlterConfigsRequest = {
    resources: [],
    validateOnly: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterConfigsRequest(writer: Writer, message: AlterConfigsRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactArrayLength(message.resources.length);
  } else {
    writer.writeArrayLength(message.resources.length);
  }
  for (const item2 of message.resources) {
    encodeAlterConfigsRequestAlterConfigsResource(writer, item2, version);
  }
  writer.writeBoolean(message.validateOnly);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterConfigsRequest(reader: Reader, version: number): AlterConfigsRequest {
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'AlterConfigsRequest', 'Resources', reader);
  const resources: AlterConfigsRequestAlterConfigsResource[] = [];
  for (let index = 0; index < count3; index++) resources.push(decodeAlterConfigsRequestAlterConfigsResource(reader, version));
  const validateOnly = reader.readBoolean();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { resources, validateOnly };
}

/**
 * Codec of {@link AlterConfigsRequest} (api key 33, versions 0-2, flexible from 2).
 * @public
 */
export const AlterConfigsRequest: MessageCodec<AlterConfigsRequest> = {
  name: 'AlterConfigsRequest',
  apiKey: 33,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createAlterConfigsRequest,
  encode(writer: Writer, message: AlterConfigsRequest, version: number): void {
    checkVersion('AlterConfigsRequest', 33, version, 0, 2);
    encodeAlterConfigsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterConfigsRequest {
    checkVersion('AlterConfigsRequest', 33, version, 0, 2);
    return decodeAlterConfigsRequest(reader, version);
  },
};

/**
 * `AlterConfigsResourceResponse` of Kafka's `AlterConfigsResponse` (api key 33, versions 0-2, flexible from 2).
 * @public
 */
export interface AlterConfigsResponseAlterConfigsResourceResponse {
  /** The resource error code. (versions 0-2) */
  errorCode: number;
  /** The resource error message, or null if there was no error. (versions 0-2; nullable 0-2) */
  errorMessage: string | null;
  /** The resource type. (versions 0-2) */
  resourceType: number;
  /** The resource name. (versions 0-2) */
  resourceName: string;
}

/**
 * A {@link AlterConfigsResponseAlterConfigsResourceResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterConfigsResponseAlterConfigsResourceResponse(fields?: Partial<AlterConfigsResponseAlterConfigsResourceResponse>): AlterConfigsResponseAlterConfigsResourceResponse {
  const message: AlterConfigsResponseAlterConfigsResourceResponse = {
    errorCode: 0,
    errorMessage: '',
    resourceType: 0,
    resourceName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterConfigsResponseAlterConfigsResourceResponse(writer: Writer, message: AlterConfigsResponseAlterConfigsResourceResponse, version: number): void {
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
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterConfigsResponseAlterConfigsResourceResponse(reader: Reader, version: number): AlterConfigsResponseAlterConfigsResourceResponse {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'AlterConfigsResponseAlterConfigsResourceResponse', 'ResourceName', reader);
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, resourceType, resourceName };
}

/**
 * Kafka's `AlterConfigsResponse` (api key 33, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface AlterConfigsResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** The responses for each resource. (versions 0-2) */
  responses: AlterConfigsResponseAlterConfigsResourceResponse[];
}

/**
 * A {@link AlterConfigsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterConfigsResponse(fields?: Partial<AlterConfigsResponse>): AlterConfigsResponse {
  const message: AlterConfigsResponse = {
    throttleTimeMs: 0,
    responses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterConfigsResponse(writer: Writer, message: AlterConfigsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.responses.length);
  } else {
    writer.writeArrayLength(message.responses.length);
  }
  for (const item0 of message.responses) {
    encodeAlterConfigsResponseAlterConfigsResourceResponse(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeAlterConfigsResponse(reader: Reader, version: number): AlterConfigsResponse {
  const throttleTimeMs = reader.readInt32();
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(5) : reader.readArrayLength(5)), 'AlterConfigsResponse', 'Responses', reader);
  const responses: AlterConfigsResponseAlterConfigsResourceResponse[] = [];
  for (let index = 0; index < count1; index++) responses.push(decodeAlterConfigsResponseAlterConfigsResourceResponse(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, responses };
}

/**
 * Codec of {@link AlterConfigsResponse} (api key 33, versions 0-2, flexible from 2).
 * @public
 */
export const AlterConfigsResponse: MessageCodec<AlterConfigsResponse> = {
  name: 'AlterConfigsResponse',
  apiKey: 33,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createAlterConfigsResponse,
  encode(writer: Writer, message: AlterConfigsResponse, version: number): void {
    checkVersion('AlterConfigsResponse', 33, version, 0, 2);
    encodeAlterConfigsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterConfigsResponse {
    checkVersion('AlterConfigsResponse', 33, version, 0, 2);
    return decodeAlterConfigsResponse(reader, version);
  },
};
