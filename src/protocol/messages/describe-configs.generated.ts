// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeConfigsRequest.json, DescribeConfigsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DescribeConfigsResource` of Kafka's `DescribeConfigsRequest` (api key 32, versions 1-4, flexible from 4).
 * @public
 */
export interface DescribeConfigsRequestDescribeConfigsResource {
  /** The resource type. (versions 1-4) */
  resourceType: number;
  /** The resource name. (versions 1-4) */
  resourceName: string;
  /** The configuration keys to list, or null to list all configuration keys. (versions 1-4; nullable 1-4) */
  configurationKeys: string[] | null;
}

/**
 * A {@link DescribeConfigsRequestDescribeConfigsResource} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeConfigsRequestDescribeConfigsResource(fields?: Partial<DescribeConfigsRequestDescribeConfigsResource>): DescribeConfigsRequestDescribeConfigsResource {
  const message: DescribeConfigsRequestDescribeConfigsResource = {
    resourceType: 0,
    resourceName: '',
    configurationKeys: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeConfigsRequestDescribeConfigsResource(writer: Writer, message: DescribeConfigsRequestDescribeConfigsResource, version: number): void {
  writer.writeInt8(message.resourceType);
  if (version >= 4) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  if (message.configurationKeys === null) {
    if (version >= 4) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 4) {
      writer.writeCompactArrayLength(message.configurationKeys.length);
    } else {
      writer.writeArrayLength(message.configurationKeys.length);
    }
    for (const item0 of message.configurationKeys) {
      if (version >= 4) {
        writer.writeCompactString(item0);
      } else {
        writer.writeString(item0);
      }
    }
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeConfigsRequestDescribeConfigsResource(reader: Reader, version: number): DescribeConfigsRequestDescribeConfigsResource {
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'DescribeConfigsRequestDescribeConfigsResource', 'ResourceName', reader);
  let configurationKeys: string[] | null;
  const count1 = (version >= 4 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1));
  if (count1 === null) {
    configurationKeys = null;
  } else {
    const array1: string[] = [];
    for (let index = 0; index < count1; index++) array1.push(nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'DescribeConfigsRequestDescribeConfigsResource', 'ConfigurationKeys', reader));
    configurationKeys = array1;
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { resourceType, resourceName, configurationKeys };
}

/**
 * Kafka's `DescribeConfigsRequest` (api key 32, versions 1-4, flexible from 4), one type across all versions.
 * @public
 */
export interface DescribeConfigsRequest {
  /** The resources whose configurations we want to describe. (versions 1-4) */
  resources: DescribeConfigsRequestDescribeConfigsResource[];
  /** True if we should include all synonyms. (versions 1-4) */
  includeSynonyms: boolean;
  /** True if we should include configuration documentation. (versions 3-4) */
  includeDocumentation: boolean;
}

/**
 * A {@link DescribeConfigsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeConfigsRequest(fields?: Partial<DescribeConfigsRequest>): DescribeConfigsRequest {
  const message: DescribeConfigsRequest = {
    resources: [],
    includeSynonyms: false,
    includeDocumentation: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeConfigsRequest(writer: Writer, message: DescribeConfigsRequest, version: number): void {
  if (version >= 4) {
    writer.writeCompactArrayLength(message.resources.length);
  } else {
    writer.writeArrayLength(message.resources.length);
  }
  for (const item2 of message.resources) {
    encodeDescribeConfigsRequestDescribeConfigsResource(writer, item2, version);
  }
  writer.writeBoolean(message.includeSynonyms);
  if (version >= 3) {
    writer.writeBoolean(message.includeDocumentation);
  } else {
    if (message.includeDocumentation) throw missingFieldError('DescribeConfigsRequest', 'IncludeDocumentation', version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeConfigsRequest(reader: Reader, version: number): DescribeConfigsRequest {
  const count3 = nonNull((version >= 4 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'DescribeConfigsRequest', 'Resources', reader);
  const resources: DescribeConfigsRequestDescribeConfigsResource[] = [];
  for (let index = 0; index < count3; index++) resources.push(decodeDescribeConfigsRequestDescribeConfigsResource(reader, version));
  const includeSynonyms = reader.readBoolean();
  let includeDocumentation: boolean = false;
  if (version >= 3) {
    includeDocumentation = reader.readBoolean();
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { resources, includeSynonyms, includeDocumentation };
}

/**
 * Codec of {@link DescribeConfigsRequest} (api key 32, versions 1-4, flexible from 4).
 * @public
 */
export const DescribeConfigsRequest: MessageCodec<DescribeConfigsRequest> = {
  name: 'DescribeConfigsRequest',
  apiKey: 32,
  minVersion: 1,
  maxVersion: 4,
  flexibleFrom: 4,
  create: createDescribeConfigsRequest,
  encode(writer: Writer, message: DescribeConfigsRequest, version: number): void {
    checkVersion('DescribeConfigsRequest', 32, version, 1, 4);
    encodeDescribeConfigsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeConfigsRequest {
    checkVersion('DescribeConfigsRequest', 32, version, 1, 4);
    return decodeDescribeConfigsRequest(reader, version);
  },
};

/**
 * `DescribeConfigsSynonym` of Kafka's `DescribeConfigsResponse` (api key 32, versions 1-4, flexible from 4).
 * @public
 */
export interface DescribeConfigsResponseDescribeConfigsSynonym {
  /** The synonym name. (versions 1-4) */
  name: string;
  /** The synonym value. (versions 1-4; nullable 1-4) */
  value: string | null;
  /** The synonym source. (versions 1-4) */
  source: number;
}

/**
 * A {@link DescribeConfigsResponseDescribeConfigsSynonym} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeConfigsResponseDescribeConfigsSynonym(fields?: Partial<DescribeConfigsResponseDescribeConfigsSynonym>): DescribeConfigsResponseDescribeConfigsSynonym {
  const message: DescribeConfigsResponseDescribeConfigsSynonym = {
    name: '',
    value: '',
    source: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeConfigsResponseDescribeConfigsSynonym(writer: Writer, message: DescribeConfigsResponseDescribeConfigsSynonym, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 4) {
    writer.writeCompactString(message.value);
  } else {
    writer.writeString(message.value);
  }
  writer.writeInt8(message.source);
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeConfigsResponseDescribeConfigsSynonym(reader: Reader, version: number): DescribeConfigsResponseDescribeConfigsSynonym {
  const name = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'DescribeConfigsResponseDescribeConfigsSynonym', 'Name', reader);
  const value = (version >= 4 ? reader.readCompactString() : reader.readString());
  const source = reader.readInt8();
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { name, value, source };
}

/**
 * `DescribeConfigsResourceResult` of Kafka's `DescribeConfigsResponse` (api key 32, versions 1-4, flexible from 4).
 * @public
 */
export interface DescribeConfigsResponseDescribeConfigsResourceResult {
  /** The configuration name. (versions 1-4) */
  name: string;
  /** The configuration value. (versions 1-4; nullable 1-4) */
  value: string | null;
  /** True if the configuration is read-only. (versions 1-4) */
  readOnly: boolean;
  /** The configuration source. (versions 1-4; ignorable) */
  configSource: number;
  /** True if this configuration is sensitive. (versions 1-4) */
  isSensitive: boolean;
  /** The synonyms for this configuration key. (versions 1-4; ignorable) */
  synonyms: DescribeConfigsResponseDescribeConfigsSynonym[];
  /** The configuration data type. Type can be one of the following values - BOOLEAN, STRING, INT, SHORT, LONG, DOUBLE, LIST, CLASS, PASSWORD. (versions 3-4; ignorable) */
  configType: number;
  /** The configuration documentation. (versions 3-4; nullable 3-4; ignorable) */
  documentation: string | null;
}

/**
 * A {@link DescribeConfigsResponseDescribeConfigsResourceResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeConfigsResponseDescribeConfigsResourceResult(fields?: Partial<DescribeConfigsResponseDescribeConfigsResourceResult>): DescribeConfigsResponseDescribeConfigsResourceResult {
  const message: DescribeConfigsResponseDescribeConfigsResourceResult = {
    name: '',
    value: '',
    readOnly: false,
    configSource: -1,
    isSensitive: false,
    synonyms: [],
    configType: 0,
    documentation: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeConfigsResponseDescribeConfigsResourceResult(writer: Writer, message: DescribeConfigsResponseDescribeConfigsResourceResult, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 4) {
    writer.writeCompactString(message.value);
  } else {
    writer.writeString(message.value);
  }
  writer.writeBoolean(message.readOnly);
  writer.writeInt8(message.configSource);
  writer.writeBoolean(message.isSensitive);
  if (version >= 4) {
    writer.writeCompactArrayLength(message.synonyms.length);
  } else {
    writer.writeArrayLength(message.synonyms.length);
  }
  for (const item0 of message.synonyms) {
    encodeDescribeConfigsResponseDescribeConfigsSynonym(writer, item0, version);
  }
  if (version >= 3) {
    writer.writeInt8(message.configType);
  }
  if (version >= 3) {
    if (version >= 4) {
      writer.writeCompactString(message.documentation);
    } else {
      writer.writeString(message.documentation);
    }
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeConfigsResponseDescribeConfigsResourceResult(reader: Reader, version: number): DescribeConfigsResponseDescribeConfigsResourceResult {
  const name = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'DescribeConfigsResponseDescribeConfigsResourceResult', 'Name', reader);
  const value = (version >= 4 ? reader.readCompactString() : reader.readString());
  const readOnly = reader.readBoolean();
  const configSource = reader.readInt8();
  const isSensitive = reader.readBoolean();
  const count1 = nonNull((version >= 4 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'DescribeConfigsResponseDescribeConfigsResourceResult', 'Synonyms', reader);
  const synonyms: DescribeConfigsResponseDescribeConfigsSynonym[] = [];
  for (let index = 0; index < count1; index++) synonyms.push(decodeDescribeConfigsResponseDescribeConfigsSynonym(reader, version));
  let configType: number = 0;
  if (version >= 3) {
    configType = reader.readInt8();
  }
  let documentation: string | null = '';
  if (version >= 3) {
    documentation = (version >= 4 ? reader.readCompactString() : reader.readString());
  }
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { name, value, readOnly, configSource, isSensitive, synonyms, configType, documentation };
}

/**
 * `DescribeConfigsResult` of Kafka's `DescribeConfigsResponse` (api key 32, versions 1-4, flexible from 4).
 * @public
 */
export interface DescribeConfigsResponseDescribeConfigsResult {
  /** The error code, or 0 if we were able to successfully describe the configurations. (versions 1-4) */
  errorCode: number;
  /** The error message, or null if we were able to successfully describe the configurations. (versions 1-4; nullable 1-4) */
  errorMessage: string | null;
  /** The resource type. (versions 1-4) */
  resourceType: number;
  /** The resource name. (versions 1-4) */
  resourceName: string;
  /** Each listed configuration. (versions 1-4) */
  configs: DescribeConfigsResponseDescribeConfigsResourceResult[];
}

/**
 * A {@link DescribeConfigsResponseDescribeConfigsResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeConfigsResponseDescribeConfigsResult(fields?: Partial<DescribeConfigsResponseDescribeConfigsResult>): DescribeConfigsResponseDescribeConfigsResult {
  const message: DescribeConfigsResponseDescribeConfigsResult = {
    errorCode: 0,
    errorMessage: '',
    resourceType: 0,
    resourceName: '',
    configs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeConfigsResponseDescribeConfigsResult(writer: Writer, message: DescribeConfigsResponseDescribeConfigsResult, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 4) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  writer.writeInt8(message.resourceType);
  if (version >= 4) {
    writer.writeCompactString(message.resourceName);
  } else {
    writer.writeString(message.resourceName);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.configs.length);
  } else {
    writer.writeArrayLength(message.configs.length);
  }
  for (const item2 of message.configs) {
    encodeDescribeConfigsResponseDescribeConfigsResourceResult(writer, item2, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeConfigsResponseDescribeConfigsResult(reader: Reader, version: number): DescribeConfigsResponseDescribeConfigsResult {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 4 ? reader.readCompactString() : reader.readString());
  const resourceType = reader.readInt8();
  const resourceName = nonNull((version >= 4 ? reader.readCompactString() : reader.readString()), 'DescribeConfigsResponseDescribeConfigsResult', 'ResourceName', reader);
  const count3 = nonNull((version >= 4 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'DescribeConfigsResponseDescribeConfigsResult', 'Configs', reader);
  const configs: DescribeConfigsResponseDescribeConfigsResourceResult[] = [];
  for (let index = 0; index < count3; index++) configs.push(decodeDescribeConfigsResponseDescribeConfigsResourceResult(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, resourceType, resourceName, configs };
}

/**
 * Kafka's `DescribeConfigsResponse` (api key 32, versions 1-4, flexible from 4), one type across all versions.
 * @public
 */
export interface DescribeConfigsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-4) */
  throttleTimeMs: number;
  /** The results for each resource. (versions 1-4) */
  results: DescribeConfigsResponseDescribeConfigsResult[];
}

/**
 * A {@link DescribeConfigsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeConfigsResponse(fields?: Partial<DescribeConfigsResponse>): DescribeConfigsResponse {
  const message: DescribeConfigsResponse = {
    throttleTimeMs: 0,
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeConfigsResponse(writer: Writer, message: DescribeConfigsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 4) {
    writer.writeCompactArrayLength(message.results.length);
  } else {
    writer.writeArrayLength(message.results.length);
  }
  for (const item4 of message.results) {
    encodeDescribeConfigsResponseDescribeConfigsResult(writer, item4, version);
  }
  if (version >= 4) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeConfigsResponse(reader: Reader, version: number): DescribeConfigsResponse {
  const throttleTimeMs = reader.readInt32();
  const count5 = nonNull((version >= 4 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'DescribeConfigsResponse', 'Results', reader);
  const results: DescribeConfigsResponseDescribeConfigsResult[] = [];
  for (let index = 0; index < count5; index++) results.push(decodeDescribeConfigsResponseDescribeConfigsResult(reader, version));
  if (version >= 4) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, results };
}

/**
 * Codec of {@link DescribeConfigsResponse} (api key 32, versions 1-4, flexible from 4).
 * @public
 */
export const DescribeConfigsResponse: MessageCodec<DescribeConfigsResponse> = {
  name: 'DescribeConfigsResponse',
  apiKey: 32,
  minVersion: 1,
  maxVersion: 4,
  flexibleFrom: 4,
  create: createDescribeConfigsResponse,
  encode(writer: Writer, message: DescribeConfigsResponse, version: number): void {
    checkVersion('DescribeConfigsResponse', 32, version, 1, 4);
    encodeDescribeConfigsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeConfigsResponse {
    checkVersion('DescribeConfigsResponse', 32, version, 1, 4);
    return decodeDescribeConfigsResponse(reader, version);
  },
};
