// Generated from Apache Kafka's message specs (Apache License 2.0), ControllerRegistrationRequest.json, ControllerRegistrationResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `Listener` of Kafka's `ControllerRegistrationRequest` (api key 70, version 0, flexible from 0).
 * @public
 */
export interface ControllerRegistrationRequestListener {
  /** The name of the endpoint. (versions 0) */
  name: string;
  /** The hostname. (versions 0) */
  host: string;
  /** The port. (versions 0) */
  port: number;
  /** The security protocol. (versions 0) */
  securityProtocol: number;
}

/**
 * A {@link ControllerRegistrationRequestListener} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createControllerRegistrationRequestListener(fields?: Partial<ControllerRegistrationRequestListener>): ControllerRegistrationRequestListener {
  const message: ControllerRegistrationRequestListener = {
    name: '',
    host: '',
    port: 0,
    securityProtocol: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeControllerRegistrationRequestListener(writer: Writer, message: ControllerRegistrationRequestListener): void {
  writer.writeCompactString(message.name);
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeInt16(message.securityProtocol);
  writer.writeUVarint(0);
}

function decodeControllerRegistrationRequestListener(reader: Reader): ControllerRegistrationRequestListener {
  const name = nonNull(reader.readCompactString(), 'ControllerRegistrationRequestListener', 'Name', reader);
  const host = nonNull(reader.readCompactString(), 'ControllerRegistrationRequestListener', 'Host', reader);
  const port = reader.readUInt16();
  const securityProtocol = reader.readInt16();
  skipTaggedFields(reader);
  return { name, host, port, securityProtocol };
}

/**
 * `Feature` of Kafka's `ControllerRegistrationRequest` (api key 70, version 0, flexible from 0).
 * @public
 */
export interface ControllerRegistrationRequestFeature {
  /** The feature name. (versions 0) */
  name: string;
  /** The minimum supported feature level. (versions 0) */
  minSupportedVersion: number;
  /** The maximum supported feature level. (versions 0) */
  maxSupportedVersion: number;
}

/**
 * A {@link ControllerRegistrationRequestFeature} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createControllerRegistrationRequestFeature(fields?: Partial<ControllerRegistrationRequestFeature>): ControllerRegistrationRequestFeature {
  const message: ControllerRegistrationRequestFeature = {
    name: '',
    minSupportedVersion: 0,
    maxSupportedVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeControllerRegistrationRequestFeature(writer: Writer, message: ControllerRegistrationRequestFeature): void {
  writer.writeCompactString(message.name);
  writer.writeInt16(message.minSupportedVersion);
  writer.writeInt16(message.maxSupportedVersion);
  writer.writeUVarint(0);
}

function decodeControllerRegistrationRequestFeature(reader: Reader): ControllerRegistrationRequestFeature {
  const name = nonNull(reader.readCompactString(), 'ControllerRegistrationRequestFeature', 'Name', reader);
  const minSupportedVersion = reader.readInt16();
  const maxSupportedVersion = reader.readInt16();
  skipTaggedFields(reader);
  return { name, minSupportedVersion, maxSupportedVersion };
}

/**
 * Kafka's `ControllerRegistrationRequest` (api key 70, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface ControllerRegistrationRequest {
  /** The ID of the controller to register. (versions 0) */
  controllerId: number;
  /** The controller incarnation ID, which is unique to each process run. (versions 0) */
  incarnationId: Uuid;
  /** Set if the required configurations for ZK migration are present. (versions 0) */
  zkMigrationReady: boolean;
  /** The listeners of this controller. (versions 0) */
  listeners: ControllerRegistrationRequestListener[];
  /** The features on this controller. (versions 0) */
  features: ControllerRegistrationRequestFeature[];
}

/**
 * A {@link ControllerRegistrationRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createControllerRegistrationRequest(fields?: Partial<ControllerRegistrationRequest>): ControllerRegistrationRequest {
  const message: ControllerRegistrationRequest = {
    controllerId: 0,
    incarnationId: ZERO_UUID,
    zkMigrationReady: false,
    listeners: [],
    features: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeControllerRegistrationRequest(writer: Writer, message: ControllerRegistrationRequest): void {
  writer.writeInt32(message.controllerId);
  writer.writeUuid(message.incarnationId);
  writer.writeBoolean(message.zkMigrationReady);
  writer.writeCompactArrayLength(message.listeners.length);
  for (const item0 of message.listeners) {
    encodeControllerRegistrationRequestListener(writer, item0);
  }
  writer.writeCompactArrayLength(message.features.length);
  for (const item1 of message.features) {
    encodeControllerRegistrationRequestFeature(writer, item1);
  }
  writer.writeUVarint(0);
}

function decodeControllerRegistrationRequest(reader: Reader): ControllerRegistrationRequest {
  const controllerId = reader.readInt32();
  const incarnationId = reader.readUuid();
  const zkMigrationReady = reader.readBoolean();
  const count2 = nonNull(reader.readCompactArrayLength(6), 'ControllerRegistrationRequest', 'Listeners', reader);
  const listeners: ControllerRegistrationRequestListener[] = [];
  for (let index = 0; index < count2; index++) listeners.push(decodeControllerRegistrationRequestListener(reader));
  const count3 = nonNull(reader.readCompactArrayLength(5), 'ControllerRegistrationRequest', 'Features', reader);
  const features: ControllerRegistrationRequestFeature[] = [];
  for (let index = 0; index < count3; index++) features.push(decodeControllerRegistrationRequestFeature(reader));
  skipTaggedFields(reader);
  return { controllerId, incarnationId, zkMigrationReady, listeners, features };
}

/**
 * Codec of {@link ControllerRegistrationRequest} (api key 70, version 0, flexible from 0).
 * @public
 */
export const ControllerRegistrationRequest: MessageCodec<ControllerRegistrationRequest> = {
  name: 'ControllerRegistrationRequest',
  apiKey: 70,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createControllerRegistrationRequest,
  encode(writer: Writer, message: ControllerRegistrationRequest, version: number): void {
    checkVersion('ControllerRegistrationRequest', 70, version, 0, 0);
    encodeControllerRegistrationRequest(writer, message);
  },
  decode(reader: Reader, version: number): ControllerRegistrationRequest {
    checkVersion('ControllerRegistrationRequest', 70, version, 0, 0);
    return decodeControllerRegistrationRequest(reader);
  },
};

/**
 * Kafka's `ControllerRegistrationResponse` (api key 70, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface ControllerRegistrationResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The response error code. (versions 0) */
  errorCode: number;
  /** The response error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link ControllerRegistrationResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createControllerRegistrationResponse(fields?: Partial<ControllerRegistrationResponse>): ControllerRegistrationResponse {
  const message: ControllerRegistrationResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeControllerRegistrationResponse(writer: Writer, message: ControllerRegistrationResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeControllerRegistrationResponse(reader: Reader): ControllerRegistrationResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage };
}

/**
 * Codec of {@link ControllerRegistrationResponse} (api key 70, version 0, flexible from 0).
 * @public
 */
export const ControllerRegistrationResponse: MessageCodec<ControllerRegistrationResponse> = {
  name: 'ControllerRegistrationResponse',
  apiKey: 70,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createControllerRegistrationResponse,
  encode(writer: Writer, message: ControllerRegistrationResponse, version: number): void {
    checkVersion('ControllerRegistrationResponse', 70, version, 0, 0);
    encodeControllerRegistrationResponse(writer, message);
  },
  decode(reader: Reader, version: number): ControllerRegistrationResponse {
    checkVersion('ControllerRegistrationResponse', 70, version, 0, 0);
    return decodeControllerRegistrationResponse(reader);
  },
};
