// Generated from Apache Kafka's message specs (Apache License 2.0), AlterClientQuotasRequest.json, AlterClientQuotasResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `EntityData` of Kafka's `AlterClientQuotasRequest` (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export interface AlterClientQuotasRequestEntityData {
  /** The entity type. (versions 0-1) */
  entityType: string;
  /** The name of the entity, or null if the default. (versions 0-1; nullable 0-1) */
  entityName: string | null;
}

/**
 * A {@link AlterClientQuotasRequestEntityData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasRequestEntityData(fields?: Partial<AlterClientQuotasRequestEntityData>): AlterClientQuotasRequestEntityData {
  const message: AlterClientQuotasRequestEntityData = {
    entityType: '',
    entityName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasRequestEntityData(writer: Writer, message: AlterClientQuotasRequestEntityData, version: number): void {
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

function decodeAlterClientQuotasRequestEntityData(reader: Reader, version: number): AlterClientQuotasRequestEntityData {
  const entityType = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'AlterClientQuotasRequestEntityData', 'EntityType', reader);
  const entityName = (version >= 1 ? reader.readCompactString() : reader.readString());
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entityType, entityName };
}

/**
 * `OpData` of Kafka's `AlterClientQuotasRequest` (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export interface AlterClientQuotasRequestOpData {
  /** The quota configuration key. (versions 0-1) */
  key: string;
  /** The value to set, otherwise ignored if the value is to be removed. (versions 0-1) */
  value: number;
  /** Whether the quota configuration value should be removed, otherwise set. (versions 0-1) */
  remove: boolean;
}

/**
 * A {@link AlterClientQuotasRequestOpData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasRequestOpData(fields?: Partial<AlterClientQuotasRequestOpData>): AlterClientQuotasRequestOpData {
  const message: AlterClientQuotasRequestOpData = {
    key: '',
    value: 0,
    remove: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasRequestOpData(writer: Writer, message: AlterClientQuotasRequestOpData, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.key);
  } else {
    writer.writeString(message.key);
  }
  writer.writeFloat64(message.value);
  writer.writeBoolean(message.remove);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeAlterClientQuotasRequestOpData(reader: Reader, version: number): AlterClientQuotasRequestOpData {
  const key = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'AlterClientQuotasRequestOpData', 'Key', reader);
  const value = reader.readFloat64();
  const remove = reader.readBoolean();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { key, value, remove };
}

/**
 * `EntryData` of Kafka's `AlterClientQuotasRequest` (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export interface AlterClientQuotasRequestEntryData {
  /** The quota entity to alter. (versions 0-1) */
  entity: AlterClientQuotasRequestEntityData[];
  /** An individual quota configuration entry to alter. (versions 0-1) */
  ops: AlterClientQuotasRequestOpData[];
}

/**
 * A {@link AlterClientQuotasRequestEntryData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasRequestEntryData(fields?: Partial<AlterClientQuotasRequestEntryData>): AlterClientQuotasRequestEntryData {
  const message: AlterClientQuotasRequestEntryData = {
    entity: [],
    ops: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasRequestEntryData(writer: Writer, message: AlterClientQuotasRequestEntryData, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.entity.length);
  } else {
    writer.writeArrayLength(message.entity.length);
  }
  for (const item0 of message.entity) {
    encodeAlterClientQuotasRequestEntityData(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.ops.length);
  } else {
    writer.writeArrayLength(message.ops.length);
  }
  for (const item1 of message.ops) {
    encodeAlterClientQuotasRequestOpData(writer, item1, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeAlterClientQuotasRequestEntryData(reader: Reader, version: number): AlterClientQuotasRequestEntryData {
  const count2 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterClientQuotasRequestEntryData', 'Entity', reader);
  const entity: AlterClientQuotasRequestEntityData[] = [];
  for (let index = 0; index < count2; index++) entity.push(decodeAlterClientQuotasRequestEntityData(reader, version));
  const count3 = nonNull((version >= 1 ? reader.readCompactArrayLength(10) : reader.readArrayLength(10)), 'AlterClientQuotasRequestEntryData', 'Ops', reader);
  const ops: AlterClientQuotasRequestOpData[] = [];
  for (let index = 0; index < count3; index++) ops.push(decodeAlterClientQuotasRequestOpData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entity, ops };
}

/**
 * Kafka's `AlterClientQuotasRequest` (api key 49, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface AlterClientQuotasRequest {
  /** The quota configuration entries to alter. (versions 0-1) */
  entries: AlterClientQuotasRequestEntryData[];
  /** Whether the alteration should be validated, but not performed. (versions 0-1) */
  validateOnly: boolean;
}

/**
 * A {@link AlterClientQuotasRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasRequest(fields?: Partial<AlterClientQuotasRequest>): AlterClientQuotasRequest {
  const message: AlterClientQuotasRequest = {
    entries: [],
    validateOnly: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasRequest(writer: Writer, message: AlterClientQuotasRequest, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.entries.length);
  } else {
    writer.writeArrayLength(message.entries.length);
  }
  for (const item4 of message.entries) {
    encodeAlterClientQuotasRequestEntryData(writer, item4, version);
  }
  writer.writeBoolean(message.validateOnly);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeAlterClientQuotasRequest(reader: Reader, version: number): AlterClientQuotasRequest {
  const count5 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterClientQuotasRequest', 'Entries', reader);
  const entries: AlterClientQuotasRequestEntryData[] = [];
  for (let index = 0; index < count5; index++) entries.push(decodeAlterClientQuotasRequestEntryData(reader, version));
  const validateOnly = reader.readBoolean();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entries, validateOnly };
}

/**
 * Codec of {@link AlterClientQuotasRequest} (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export const AlterClientQuotasRequest: MessageCodec<AlterClientQuotasRequest> = {
  name: 'AlterClientQuotasRequest',
  apiKey: 49,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createAlterClientQuotasRequest,
  encode(writer: Writer, message: AlterClientQuotasRequest, version: number): void {
    checkVersion('AlterClientQuotasRequest', 49, version, 0, 1);
    encodeAlterClientQuotasRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterClientQuotasRequest {
    checkVersion('AlterClientQuotasRequest', 49, version, 0, 1);
    return decodeAlterClientQuotasRequest(reader, version);
  },
};

/**
 * `EntityData` of Kafka's `AlterClientQuotasResponse` (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export interface AlterClientQuotasResponseEntityData {
  /** The entity type. (versions 0-1) */
  entityType: string;
  /** The name of the entity, or null if the default. (versions 0-1; nullable 0-1) */
  entityName: string | null;
}

/**
 * A {@link AlterClientQuotasResponseEntityData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasResponseEntityData(fields?: Partial<AlterClientQuotasResponseEntityData>): AlterClientQuotasResponseEntityData {
  const message: AlterClientQuotasResponseEntityData = {
    entityType: '',
    entityName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasResponseEntityData(writer: Writer, message: AlterClientQuotasResponseEntityData, version: number): void {
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

function decodeAlterClientQuotasResponseEntityData(reader: Reader, version: number): AlterClientQuotasResponseEntityData {
  const entityType = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'AlterClientQuotasResponseEntityData', 'EntityType', reader);
  const entityName = (version >= 1 ? reader.readCompactString() : reader.readString());
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { entityType, entityName };
}

/**
 * `EntryData` of Kafka's `AlterClientQuotasResponse` (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export interface AlterClientQuotasResponseEntryData {
  /** The error code, or `0` if the quota alteration succeeded. (versions 0-1) */
  errorCode: number;
  /** The error message, or `null` if the quota alteration succeeded. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** The quota entity to alter. (versions 0-1) */
  entity: AlterClientQuotasResponseEntityData[];
}

/**
 * A {@link AlterClientQuotasResponseEntryData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasResponseEntryData(fields?: Partial<AlterClientQuotasResponseEntryData>): AlterClientQuotasResponseEntryData {
  const message: AlterClientQuotasResponseEntryData = {
    errorCode: 0,
    errorMessage: '',
    entity: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasResponseEntryData(writer: Writer, message: AlterClientQuotasResponseEntryData, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 1) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.entity.length);
  } else {
    writer.writeArrayLength(message.entity.length);
  }
  for (const item0 of message.entity) {
    encodeAlterClientQuotasResponseEntityData(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeAlterClientQuotasResponseEntryData(reader: Reader, version: number): AlterClientQuotasResponseEntryData {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 1 ? reader.readCompactString() : reader.readString());
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AlterClientQuotasResponseEntryData', 'Entity', reader);
  const entity: AlterClientQuotasResponseEntityData[] = [];
  for (let index = 0; index < count1; index++) entity.push(decodeAlterClientQuotasResponseEntityData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, entity };
}

/**
 * Kafka's `AlterClientQuotasResponse` (api key 49, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface AlterClientQuotasResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The quota configuration entries to alter. (versions 0-1) */
  entries: AlterClientQuotasResponseEntryData[];
}

/**
 * A {@link AlterClientQuotasResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterClientQuotasResponse(fields?: Partial<AlterClientQuotasResponse>): AlterClientQuotasResponse {
  const message: AlterClientQuotasResponse = {
    throttleTimeMs: 0,
    entries: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterClientQuotasResponse(writer: Writer, message: AlterClientQuotasResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 1) {
    writer.writeCompactArrayLength(message.entries.length);
  } else {
    writer.writeArrayLength(message.entries.length);
  }
  for (const item2 of message.entries) {
    encodeAlterClientQuotasResponseEntryData(writer, item2, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeAlterClientQuotasResponse(reader: Reader, version: number): AlterClientQuotasResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 1 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'AlterClientQuotasResponse', 'Entries', reader);
  const entries: AlterClientQuotasResponseEntryData[] = [];
  for (let index = 0; index < count3; index++) entries.push(decodeAlterClientQuotasResponseEntryData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, entries };
}

/**
 * Codec of {@link AlterClientQuotasResponse} (api key 49, versions 0-1, flexible from 1).
 * @public
 */
export const AlterClientQuotasResponse: MessageCodec<AlterClientQuotasResponse> = {
  name: 'AlterClientQuotasResponse',
  apiKey: 49,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createAlterClientQuotasResponse,
  encode(writer: Writer, message: AlterClientQuotasResponse, version: number): void {
    checkVersion('AlterClientQuotasResponse', 49, version, 0, 1);
    encodeAlterClientQuotasResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterClientQuotasResponse {
    checkVersion('AlterClientQuotasResponse', 49, version, 0, 1);
    return decodeAlterClientQuotasResponse(reader, version);
  },
};
