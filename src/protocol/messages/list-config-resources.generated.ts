// Generated from Apache Kafka's message specs (Apache License 2.0), ListConfigResourcesRequest.json, ListConfigResourcesResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ListConfigResourcesRequest` (api key 74, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface ListConfigResourcesRequest {
  /** The list of resource type. If the list is empty, it uses default supported config resource types. (versions 1) */
  resourceTypes: number[];
}

/**
 * A {@link ListConfigResourcesRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListConfigResourcesRequest(fields?: Partial<ListConfigResourcesRequest>): ListConfigResourcesRequest {
  const message: ListConfigResourcesRequest = {
    resourceTypes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListConfigResourcesRequest(writer: Writer, message: ListConfigResourcesRequest, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.resourceTypes.length);
    for (const item0 of message.resourceTypes) {
      writer.writeInt8(item0);
    }
  } else {
    if (message.resourceTypes.length !== 0) throw missingFieldError('ListConfigResourcesRequest', 'ResourceTypes', version);
  }
  writer.writeUVarint(0);
}

function decodeListConfigResourcesRequest(reader: Reader, version: number): ListConfigResourcesRequest {
  let resourceTypes: number[] = [];
  if (version >= 1) {
    const count1 = nonNull(reader.readCompactArrayLength(1), 'ListConfigResourcesRequest', 'ResourceTypes', reader);
    const array1: number[] = [];
    for (let index = 0; index < count1; index++) array1.push(reader.readInt8());
    resourceTypes = array1;
  }
  skipTaggedFields(reader);
  return { resourceTypes };
}

/**
 * Codec of {@link ListConfigResourcesRequest} (api key 74, versions 0-1, flexible from 0).
 * @public
 */
export const ListConfigResourcesRequest: MessageCodec<ListConfigResourcesRequest> = {
  name: 'ListConfigResourcesRequest',
  apiKey: 74,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createListConfigResourcesRequest,
  encode(writer: Writer, message: ListConfigResourcesRequest, version: number): void {
    checkVersion('ListConfigResourcesRequest', 74, version, 0, 1);
    encodeListConfigResourcesRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ListConfigResourcesRequest {
    checkVersion('ListConfigResourcesRequest', 74, version, 0, 1);
    return decodeListConfigResourcesRequest(reader, version);
  },
};

/**
 * `ConfigResource` of Kafka's `ListConfigResourcesResponse` (api key 74, versions 0-1, flexible from 0).
 * @public
 */
export interface ListConfigResourcesResponseConfigResource {
  /** The resource name. (versions 0-1) */
  resourceName: string;
  /** The resource type. (versions 1; ignorable) */
  resourceType: number;
}

/**
 * A {@link ListConfigResourcesResponseConfigResource} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListConfigResourcesResponseConfigResource(fields?: Partial<ListConfigResourcesResponseConfigResource>): ListConfigResourcesResponseConfigResource {
  const message: ListConfigResourcesResponseConfigResource = {
    resourceName: '',
    resourceType: 16,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListConfigResourcesResponseConfigResource(writer: Writer, message: ListConfigResourcesResponseConfigResource, version: number): void {
  writer.writeCompactString(message.resourceName);
  if (version >= 1) {
    writer.writeInt8(message.resourceType);
  }
  writer.writeUVarint(0);
}

function decodeListConfigResourcesResponseConfigResource(reader: Reader, version: number): ListConfigResourcesResponseConfigResource {
  const resourceName = nonNull(reader.readCompactString(), 'ListConfigResourcesResponseConfigResource', 'ResourceName', reader);
  let resourceType: number = 16;
  if (version >= 1) {
    resourceType = reader.readInt8();
  }
  skipTaggedFields(reader);
  return { resourceName, resourceType };
}

/**
 * Kafka's `ListConfigResourcesResponse` (api key 74, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface ListConfigResourcesResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** Each config resource in the response. (versions 0-1) */
  configResources: ListConfigResourcesResponseConfigResource[];
}

/**
 * A {@link ListConfigResourcesResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListConfigResourcesResponse(fields?: Partial<ListConfigResourcesResponse>): ListConfigResourcesResponse {
  const message: ListConfigResourcesResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    configResources: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListConfigResourcesResponse(writer: Writer, message: ListConfigResourcesResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactArrayLength(message.configResources.length);
  for (const item0 of message.configResources) {
    encodeListConfigResourcesResponseConfigResource(writer, item0, version);
  }
  writer.writeUVarint(0);
}

function decodeListConfigResourcesResponse(reader: Reader, version: number): ListConfigResourcesResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const count1 = nonNull(reader.readCompactArrayLength(1), 'ListConfigResourcesResponse', 'ConfigResources', reader);
  const configResources: ListConfigResourcesResponseConfigResource[] = [];
  for (let index = 0; index < count1; index++) configResources.push(decodeListConfigResourcesResponseConfigResource(reader, version));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, configResources };
}

/**
 * Codec of {@link ListConfigResourcesResponse} (api key 74, versions 0-1, flexible from 0).
 * @public
 */
export const ListConfigResourcesResponse: MessageCodec<ListConfigResourcesResponse> = {
  name: 'ListConfigResourcesResponse',
  apiKey: 74,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createListConfigResourcesResponse,
  encode(writer: Writer, message: ListConfigResourcesResponse, version: number): void {
    checkVersion('ListConfigResourcesResponse', 74, version, 0, 1);
    encodeListConfigResourcesResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ListConfigResourcesResponse {
    checkVersion('ListConfigResourcesResponse', 74, version, 0, 1);
    return decodeListConfigResourcesResponse(reader, version);
  },
};
