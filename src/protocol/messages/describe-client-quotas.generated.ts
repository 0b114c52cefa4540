// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeClientQuotasRequest.json, DescribeClientQuotasResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `ComponentData` of Kafka's `DescribeClientQuotasRequest` (api key 48, versions 0-1, flexible from 1).
 * @public
 */
export interface DescribeClientQuotasRequestComponentData {
  /** The entity type that the filter component applies to. (versions 0-1) */
  entityType: string;
  /** How to match the entity {0 = exact name, 1 = default name, 2 = any specified name}. (versions 0-1) */
  matchType: number;
  /** The string to match against, or null if unused for the match type. (versions 0-1; nullable 0-1) */
  match: string | null;
}

/**
 * A {@link DescribeClientQuotasRequestComponentData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClientQuotasRequestComponentData(fields?: Partial<DescribeClientQuotasRequestComponentData>): DescribeClientQuotasRequestComponentData {
  const message: DescribeClientQuotasRequestComponentData = {
    entityType: '',
    matchType: 0,
    match: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClientQuotasRequestComponentData(writer: Writer, message: DescribeClientQuotasRequestComponentData, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.entityType);
  } else {
    writer.writeString(message.entityType);
  }
  writer.writeInt8(message.matchType);
  if (version >= 1) {
    writer.writeCompactString(message.match);
  } else {
    writer.writeString(message.match);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeClientQuotasRequestComponentData(reader: Reader, version: number): DescribeClientQuotasRequestComponentData {
  const entityType = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'DescribeClientQuotasRequestComponentData', 'EntityType', reader);
  const matchType = reader.readInt8();
  const match = (version >= 1 ? reader.readCompactString() : reader.readString());
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entityType, matchType, match };
}

/**
 * Kafka's `DescribeClientQuotasRequest` (api key 48, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface DescribeClientQuotasRequest {
  /** Filter components to apply to quota entities. (versions 0-1) */
  components: DescribeClientQuotasRequestComponentData[];
  /** Whether the match is strict, i.e. should exclude entities with unspecified entity types. (versions 0-1) */
  strict: boolean;
}

/**
 * A {@link DescribeClientQuotasRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClientQuotasRequest(fields?: Partial<DescribeClientQuotasRequest>): DescribeClientQuotasRequest {
  const message: DescribeClientQuotasRequest = {
    components: [],
    strict: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClientQuotasRequest(writer: Writer, message: DescribeClientQuotasRequest, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.components.length);
  } else {
    writer.writeArrayLength(message.components.length);
  }
  for (const item0 of message.components) {
    encodeDescribeClientQuotasRequestComponentData(writer, item0, version);
  }
  writer.writeBoolean(message.strict);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeClientQuotasRequest(reader: Reader, version: number): DescribeClientQuotasRequest {
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(3) : reader.readArrayLength(3)), 'DescribeClientQuotasRequest', 'Components', reader);
  const components: DescribeClientQuotasRequestComponentData[] = [];
  for (let index = 0; index < count1; index++) components.push(decodeDescribeClientQuotasRequestComponentData(reader, version));
  const strict = reader.readBoolean();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { components, strict };
}

/**
 * Codec of {@link DescribeClientQuotasRequest} (api key 48, versions 0-1, flexible from 1).
 * @public
 */
export const DescribeClientQuotasRequest: MessageCodec<DescribeClientQuotasRequest> = {
  name: 'DescribeClientQuotasRequest',
  apiKey: 48,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createDescribeClientQuotasRequest,
  encode(writer: Writer, message: DescribeClientQuotasRequest, version: number): void {
    checkVersion('DescribeClientQuotasRequest', 48, version, 0, 1);
    encodeDescribeClientQuotasRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeClientQuotasRequest {
    checkVersion('DescribeClientQuotasRequest', 48, version, 0, 1);
    return decodeDescribeClientQuotasRequest(reader, version);
  },
};

/**
 * `EntityData` of Kafka's `DescribeClientQuotasResponse` (api key 48, versions 0-1, flexible from 1).
 * @public
 */
export interface DescribeClientQuotasResponseEntityData {
  /** The entity type. (versions 0-1) */
  entityType: string;
  /** The entity name, or null if the default. (versions 0-1; nullable 0-1) */
  entityName: string | null;
}

/**
 * A {@link DescribeClientQuotasResponseEntityData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClientQuotasResponseEntityData(fields?: Partial<DescribeClientQuotasResponseEntityData>): DescribeClientQuotasResponseEntityData {
  const message: DescribeClientQuotasResponseEntityData = {
    entityType: '',
    entityName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClientQuotasResponseEntityData(writer: Writer, message: DescribeClientQuotasResponseEntityData, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.entityType);
  } else {
    writer.writeString(message.entityType);
  }
  if (version >= 1) {
    writer.writeCompactString(message.entityName);
  } else {
    writer.writeString(message.entityName);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeClientQuotasResponseEntityData(reader: Reader, version: number): DescribeClientQuotasResponseEntityData {
  const entityType = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'DescribeClientQuotasResponseEntityData', 'EntityType', reader);
  const entityName = (version >= 1 ? reader.readCompactString() : reader.readString());
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entityType, entityName };
}

/**
 * `ValueData` of Kafka's `DescribeClientQuotasResponse` (api key 48, versions 0-1, flexible from 1).
 * @public
 */
export interface DescribeClientQuotasResponseValueData {
  /** The quota configuration key. (versions 0-1) */
  key: string;
  /** The quota configuration value. (versions 0-1) */
  value: number;
}

/**
 * A {@link DescribeClientQuotasResponseValueData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClientQuotasResponseValueData(fields?: Partial<DescribeClientQuotasResponseValueData>): DescribeClientQuotasResponseValueData {
  const message: DescribeClientQuotasResponseValueData = {
    key: '',
    value: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClientQuotasResponseValueData(writer: Writer, message: DescribeClientQuotasResponseValueData, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.key);
  } else {
    writer.writeString(message.key);
  }
  writer.writeFloat64(message.value);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeClientQuotasResponseValueData(reader: Reader, version: number): DescribeClientQuotasResponseValueData {
  const key = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'DescribeClientQuotasResponseValueData', 'Key', reader);
  const value = reader.readFloat64();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { key, value };
}

/**
 * `EntryData` of Kafka's `DescribeClientQuotasResponse` (api key 48, versions 0-1, flexible from 1).
 * @public
 */
export interface DescribeClientQuotasResponseEntryData {
  /** The quota entity description. (versions 0-1) */
  entity: DescribeClientQuotasResponseEntityData[];
  /** The quota values for the entity. (versions 0-1) */
  values: DescribeClientQuotasResponseValueData[];
}

/**
 * A {@link DescribeClientQuotasResponseEntryData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClientQuotasResponseEntryData(fields?: Partial<DescribeClientQuotasResponseEntryData>): DescribeClientQuotasResponseEntryData {
  const message: DescribeClientQuotasResponseEntryData = {
    entity: [],
    values: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClientQuotasResponseEntryData(writer: Writer, message: DescribeClientQuotasResponseEntryData, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.entity.length);
  } else {
    writer.writeArrayLength(message.entity.length);
  }
  for (const item0 of message.entity) {
    encodeDescribeClientQuotasResponseEntityData(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.values.length);
  } else {
    writer.writeArrayLength(message.values.length);
  }
  for (const item1 of message.values) {
    encodeDescribeClientQuotasResponseValueData(writer, item1, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeClientQuotasResponseEntryData(reader: Reader, version: number): DescribeClientQuotasResponseEntryData {
  const count2 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'DescribeClientQuotasResponseEntryData', 'Entity', reader);
  const entity: DescribeClientQuotasResponseEntityData[] = [];
  for (let index = 0; index < count2; index++) entity.push(decodeDescribeClientQuotasResponseEntityData(reader, version));
  const count3 = nonNull((version >= 1 ? reader.readCompactArrayLength(9) : reader.readArrayLength(9)), 'DescribeClientQuotasResponseEntryData', 'Values', reader);
  const values: DescribeClientQuotasResponseValueData[] = [];
  for (let index = 0; index < count3; index++) values.push(decodeDescribeClientQuotasResponseValueData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entity, values };
}

/**
 * Kafka's `DescribeClientQuotasResponse` (api key 48, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface DescribeClientQuotasResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The error code, or `0` if the quota description succeeded. (versions 0-1) */
  errorCode: number;
  /** The error message, or `null` if the quota description succeeded. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** A result entry. (versions 0-1; nullable 0-1) */
  entries: DescribeClientQuotasResponseEntryData[] | null;
}

/**
 * A {@link DescribeClientQuotasResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClientQuotasResponse(fields?: Partial<DescribeClientQuotasResponse>): DescribeClientQuotasResponse {
  const message: DescribeClientQuotasResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
    entries: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClientQuotasResponse(writer: Writer, message: DescribeClientQuotasResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  if (version >= 1) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (message.entries === null) {
    if (version >= 1) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 1) {
      writer.writeCompactArrayLength(message.entries.length);
    } else {
      writer.writeArrayLength(message.entries.length);
    }
    for (const item4 of message.entries) {
      encodeDescribeClientQuotasResponseEntryData(writer, item4, version);
    }
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeClientQuotasResponse(reader: Reader, version: number): DescribeClientQuotasResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 1 ? reader.readCompactString() : reader.readString());
  let entries: DescribeClientQuotasResponseEntryData[] | null;
  const count5 = (version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2));
  if (count5 === null) {
    entries = null;
  } else {
    const array5: DescribeClientQuotasResponseEntryData[] = [];
    for (let index = 0; index < count5; index++) array5.push(decodeDescribeClientQuotasResponseEntryData(reader, version));
    entries = array5;
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, errorMessage, entries };
}

/**
 * Codec of {@link DescribeClientQuotasResponse} (api key 48, versions 0-1, flexible from 1).
 * @public
 */
export const DescribeClientQuotasResponse: MessageCodec<DescribeClientQuotasResponse> = {
  name: 'DescribeClientQuotasResponse',
  apiKey: 48,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createDescribeClientQuotasResponse,
  encode(writer: Writer, message: DescribeClientQuotasResponse, version: number): void {
    checkVersion('DescribeClientQuotasResponse', 48, version, 0, 1);
    encodeDescribeClientQuotasResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeClientQuotasResponse {
    checkVersion('DescribeClientQuotasResponse', 48, version, 0, 1);
    return decodeDescribeClientQuotasResponse(reader, version);
  },
};
