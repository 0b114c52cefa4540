// Generated from Apache Kafka's message specs (Apache License 2.0), IncrementalAlterConfigsRequest.json, IncrementalAlterConfigsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AlterableConfig` of Kafka's `IncrementalAlterConfigsRequest` (api key 44, versions 0-1, flexible from 1).
 * @public
 */
export interface IncrementalAlterConfigsRequestAlterableConfig {
  /** The configuration key name. (versions 0-1) */
  name: string;
  /** The type (Set, Delete, Append, Subtract) of operation. (versions 0-1) */
  configOperation: number;
  /** The value to set for the configuration key. (versions 0-1; nullable 0-1) */
  value: string | null;
}

/**
 * A {@link IncrementalAlterConfigsRequestAlterableConfig} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createIncrementalAlterConfigsRequestAlterableConfig(fields?: Partial<IncrementalAlterConfigsRequestAlterableConfig>): IncrementalAlterConfigsRequestAlterableConfig {
  const message: IncrementalAlterConfigsRequestAlterableConfig = {
    name: '',
    configOperation: 0,
    value: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeIncrementalAlterConfigsRequestAlterableConfig(writer: Writer, message: IncrementalAlterConfigsRequestAlterableConfig, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  writer.writeInt8(message.configOperation);
  if (version >= 1) {
    writer.writeCompactString(message.value);
  } else {
    writer.writeString(message.value);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeIncrementalAlterConfigsRequestAlterableConfig(reader: Reader, version: number): IncrementalAlterConfigsRequestAlterableConfig {
  const name = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'IncrementalAlterConfigsRequestAlterableConfig', 'Name', reader);
  const configOperation = reader.readInt8();
  const value = (version >= 1 ? reader.readCompactString() : reader.readString());
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { name, configOperation, value };
}

/**
 * `AlterConfigsResource` of Kafka's `IncrementalAlterConfigsRequest` (api key 44, versions 0-1, flexible from 1).
 * @public
 */
export interface IncrementalAlterConfigsRequestAlterConfigsResource {
  /** The resource type. (versions 0-1) */
  resourceType: number;
  /** The resource name. (versions 0-1) */
  resourceName: string;
  /** The configurations. (versions 0-1) */
  configs: IncrementalAlterConfigsRequestAlterableConfig[];
}

/**
 * A {@link IncrementalAlterConfigsRequestAlterConfigsResource} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createIncrementalAlterConfigsRequestAlterConfigsResource(fields?: Partial<IncrementalAlterConfigsRequestAlterConfigsResource>): IncrementalAlterConfigsRequestAlterConfigsResource {
  const message: IncrementalAlterConfigsRequestAlterConfigsResource = {
    resourceType: 0,
    resourceName: '',
    configs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeIncrementalAlterConfigsRequestAlterConfigsResource(writer: Writer, message: IncrementalAlterConfigsRequestAlterConfigsResource, version: number): void {
  writer.writeInt8(message.resourceType);
  if (version >= 1) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.configs.length);
  } else {
    writer.writeArrayLength(message.configs.length);
  }
  for (const item0 of message.configs) {
    encodeIncrementalAlterConfigsRequestAlterableConfig(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeIncrementalAlterConfigsRequestAlterConfigsResource(reader: Reader, version: number): IncrementalAlterConfigsRequestAlterConfigsResource {
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'IncrementalAlterConfigsRequestAlterConfigsResource', 'ResourceName', reader);
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'IncrementalAlterConfigsRequestAlterConfigsResource', 'Configs', reader);
  const configs: IncrementalAlterConfigsRequestAlterableConfig[] = [];
  for (let index = 0; index < count1; index++) configs.push(decodeIncrementalAlterConfigsRequestAlterableConfig(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { resourceType, resourceName, configs };
}

/**
 * Kafka's `IncrementalAlterConfigsRequest` (api key 44, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface IncrementalAlterConfigsRequest {
  /** The incremental updates for each resource. (versions 0-1) */
  resources: IncrementalAlterConfigsRequestAlterConfigsResource[];
  /** True if we should validate the request, but not change the configurations. (versions 0-1) */
  validateOnly: boolean;
}

/**
 * A {@link IncrementalAlterConfigsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createIncrementalAlterConfigsRequest(fields?: Partial<IncrementalAlterConfigsRequest>): IncrementalAlterConfigsRequest {
  const message: IncrementalAlterConfigsRequest = {
    resources: [],
    validateOnly: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeIncrementalAlterConfigsRequest(writer: Writer, message: IncrementalAlterConfigsRequest, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.resources.length);
  } else {
    writer.writeArrayLength(message.resources.length);
  }
  for (const item2 of message.resources) {
    encodeIncrementalAlterConfigsRequestAlterConfigsResource(writer, item2, version);
  }
  writer.writeBoolean(message.validateOnly);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeIncrementalAlterConfigsRequest(reader: Reader, version: number): IncrementalAlterConfigsRequest {
  const count3 = nonNull((version >= 1 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'IncrementalAlterConfigsRequest', 'Resources', reader);
  const resources: IncrementalAlterConfigsRequestAlterConfigsResource[] = [];
  for (let index = 0; index < count3; index++) resources.push(decodeIncrementalAlterConfigsRequestAlterConfigsResource(reader, version));
  const validateOnly = reader.readBoolean();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { resources, validateOnly };
}

/**
 * Codec of {@link IncrementalAlterConfigsRequest} (api key 44, versions 0-1, flexible from 1).
 * @public
 */
export const IncrementalAlterConfigsRequest: MessageCodec<IncrementalAlterConfigsRequest> = {
  name: 'IncrementalAlterConfigsRequest',
  apiKey: 44,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createIncrementalAlterConfigsRequest,
  encode(writer: Writer, message: IncrementalAlterConfigsRequest, version: number): void {
    checkVersion('IncrementalAlterConfigsRequest', 44, version, 0, 1);
    encodeIncrementalAlterConfigsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): IncrementalAlterConfigsRequest {
    checkVersion('IncrementalAlterConfigsRequest', 44, version, 0, 1);
    return decodeIncrementalAlterConfigsRequest(reader, version);
  },
};

/**
 * `AlterConfigsResourceResponse` of Kafka's `IncrementalAlterConfigsResponse` (api key 44, versions 0-1, flexible from 1).
 * @public
 */
export interface IncrementalAlterConfigsResponseAlterConfigsResourceResponse {
  /** The resource error code. (versions 0-1) */
  errorCode: number;
  /** The resource error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** The resource type. (versions 0-1) */
  resourceType: number;
  /** The resource name. (versions 0-1) */
  resourceName: string;
}

/**
 * A {@link IncrementalAlterConfigsResponseAlterConfigsResourceResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createIncrementalAlterConfigsResponseAlterConfigsResourceResponse(fields?: Partial<IncrementalAlterConfigsResponseAlterConfigsResourceResponse>): IncrementalAlterConfigsResponseAlterConfigsResourceResponse {
  const message: IncrementalAlterConfigsResponseAlterConfigsResourceResponse = {
    errorCode: 0,
    errorMessage: '',
    resourceType: 0,
    resourceName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeIncrementalAlterConfigsResponseAlterConfigsResourceResponse(writer: Writer, message: IncrementalAlterConfigsResponseAlterConfigsResourceResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 1) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  writer.writeInt8(message.resourceType);
  if (version >= 1) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeIncrementalAlterConfigsResponseAlterConfigsResourceResponse(reader: Reader, version: number): IncrementalAlterConfigsResponseAlterConfigsResourceResponse {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 1 ? reader.readCompactString() : reader.readString());
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'IncrementalAlterConfigsResponseAlterConfigsResourceResponse', 'ResourceName', reader);
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, resourceType, resourceName };
}

/**
 * Kafka's `IncrementalAlterConfigsResponse` (api key 44, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface IncrementalAlterConfigsResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The responses for each resource. (versions 0-1) */
  responses: IncrementalAlterConfigsResponseAlterConfigsResourceResponse[];
}

/**
 * A {@link IncrementalAlterConfigsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createIncrementalAlterConfigsResponse(fields?: Partial<IncrementalAlterConfigsResponse>): IncrementalAlterConfigsResponse {
  const message: IncrementalAlterConfigsResponse = {
    throttleTimeMs: 0,
    responses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeIncrementalAlterConfigsResponse(writer: Writer, message: IncrementalAlterConfigsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 1) {
    writer.writeCompactArrayLength(message.responses.length);
  } else {
    writer.writeArrayLength(message.responses.length);
  }
  for (const item0 of message.responses) {
    encodeIncrementalAlterConfigsResponseAlterConfigsResourceResponse(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeIncrementalAlterConfigsResponse(reader: Reader, version: number): IncrementalAlterConfigsResponse {
  const throttleTimeMs = reader.readInt32();
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(5) : reader.readArrayLength(5)), 'IncrementalAlterConfigsResponse', 'Responses', reader);
  const responses: IncrementalAlterConfigsResponseAlterConfigsResourceResponse[] = [];
  for (let index = 0; index < count1; index++) responses.push(decodeIncrementalAlterConfigsResponseAlterConfigsResourceResponse(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, responses };
}

/**
 * Codec of {@link IncrementalAlterConfigsResponse} (api key 44, versions 0-1, flexible from 1).
 * @public
 */
export const IncrementalAlterConfigsResponse: MessageCodec<IncrementalAlterConfigsResponse> = {
  name: 'IncrementalAlterConfigsResponse',
  apiKey: 44,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createIncrementalAlterConfigsResponse,
  encode(writer: Writer, message: IncrementalAlterConfigsResponse, version: number): void {
    checkVersion('IncrementalAlterConfigsResponse', 44, version, 0, 1);
    encodeIncrementalAlterConfigsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): IncrementalAlterConfigsResponse {
    checkVersion('IncrementalAlterConfigsResponse', 44, version, 0, 1);
    return decodeIncrementalAlterConfigsResponse(reader, version);
  },
};
