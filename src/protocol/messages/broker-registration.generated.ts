// Generated from Apache Kafka's message specs (Apache License 2.0), BrokerRegistrationRequest.json, BrokerRegistrationResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `Listener` of Kafka's `BrokerRegistrationRequest` (api key 62, versions 0-4, flexible from 0).
 * @public
 */
export interface BrokerRegistrationRequestListener {
  /** The name of the endpoint. (versions 0-4) */
  name: string;
  /** The hostname. (versions 0-4) */
  host: string;
  /** The port. (versions 0-4) */
  port: number;
  /** The security protocol. (versions 0-4) */
  securityProtocol: number;
}

/**
 * A {@link BrokerRegistrationRequestListener} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBrokerRegistrationRequestListener(fields?: Partial<BrokerRegistrationRequestListener>): BrokerRegistrationRequestListener {
  const message: BrokerRegistrationRequestListener = {
    name: '',
    host: '',
    port: 0,
    securityProtocol: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBrokerRegistrationRequestListener(writer: Writer, message: BrokerRegistrationRequestListener): void {
  writer.writeCompactString(message.name);
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeInt16(message.securityProtocol);
  writer.writeUVarint(0);
}

function decodeBrokerRegistrationRequestListener(reader: Reader): BrokerRegistrationRequestListener {
  const name = nonNull(reader.readCompactString(), 'BrokerRegistrationRequestListener', 'Name', reader);
  const host = nonNull(reader.readCompactString(), 'BrokerRegistrationRequestListener', 'Host', reader);
  const port = reader.readUInt16();
  const securityProtocol = reader.readInt16();
  skipTaggedFields(reader);
  return { name, host, port, securityProtocol };
}

/**
 * `Feature` of Kafka's `BrokerRegistrationRequest` (api key 62, versions 0-4, flexible from 0).
 * @public
 */
export interface BrokerRegistrationRequestFeature {
  /** The feature name. (versions 0-4) */
  name: string;
  /** The minimum supported feature level. (versions 0-4) */
  minSupportedVersion: number;
  /** The maximum supported feature level. (versions 0-4) */
  maxSupportedVersion: number;
}

/**
 * A {@link BrokerRegistrationRequestFeature} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBrokerRegistrationRequestFeature(fields?: Partial<BrokerRegistrationRequestFeature>): BrokerRegistrationRequestFeature {
  const message: BrokerRegistrationRequestFeature = {
    name: '',
    minSupportedVersion: 0,
    maxSupportedVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBrokerRegistrationRequestFeature(writer: Writer, message: BrokerRegistrationRequestFeature): void {
  writer.writeCompactString(message.name);
  writer.writeInt16(message.minSupportedVersion);
  writer.writeInt16(message.maxSupportedVersion);
  writer.writeUVarint(0);
}

function decodeBrokerRegistrationRequestFeature(reader: Reader): BrokerRegistrationRequestFeature {
  const name = nonNull(reader.readCompactString(), 'BrokerRegistrationRequestFeature', 'Name', reader);
  const minSupportedVersion = reader.readInt16();
  const maxSupportedVersion = reader.readInt16();
  skipTaggedFields(reader);
  return { name, minSupportedVersion, maxSupportedVersion };
}

/**
 * Kafka's `BrokerRegistrationRequest` (api key 62, versions 0-4, flexible from 0), one type across all versions.
 * @public
 */
export interface BrokerRegistrationRequest {
  /** The broker ID. (versions 0-4) */
  brokerId: number;
  /** The cluster id of the broker process. (versions 0-4) */
  clusterId: string;
  /** The incarnation id of the broker process. (versions 0-4) */
  incarnationId: Uuid;
  /** The listeners of this broker. (versions 0-4) */
  listeners: BrokerRegistrationRequestListener[];
  /** The features on this broker. Note: in v0-v3, features with MinSupportedVersion = 0 are omitted. (versions 0-4) */
  features: BrokerRegistrationRequestFeature[];
  /** The rack which this broker is in. (versions 0-4; nullable 0-4) */
  rack: string | null;
  /** If the required configurations for ZK migration are present, this value is set to true. (versions 1-4) */
  isMigratingZkBroker: boolean;
  /** Log directories configured in this broker which are available. (versions 2-4; ignorable) */
  logDirs: Uuid[];
  /** The epoch before a clean shutdown. (versions 3-4; ignorable) */
  previousBrokerEpoch: bigint;
}

/**
 * A {@link BrokerRegistrationRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBrokerRegistrationRequest(fields?: Partial<BrokerRegistrationRequest>): BrokerRegistrationRequest {
  const message: BrokerRegistrationRequest = {
    brokerId: 0,
    clusterId: '',
    incarnationId: ZERO_UUID,
    listeners: [],
    features: [],
    rack: '',
    isMigratingZkBroker: false,
    logDirs: [],
    previousBrokerEpoch: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBrokerRegistrationRequest(writer: Writer, message: BrokerRegistrationRequest, version: number): void {
  writer.writeInt32(message.brokerId);
  writer.writeCompactString(message.clusterId);
  writer.writeUuid(message.incarnationId);
  writer.writeCompactArrayLength(message.listeners.length);
  for (const item0 of message.listeners) {
    encodeBrokerRegistrationRequestListener(writer, item0);
  }
  writer.writeCompactArrayLength(message.features.length);
  for (const item1 of message.features) {
    encodeBrokerRegistrationRequestFeature(writer, item1);
  }
  writer.writeCompactString(message.rack);
  if (version >= 1) {
    writer.writeBoolean(message.isMigratingZkBroker);
  } else {
    if (message.isMigratingZkBroker) throw missingFieldError('BrokerRegistrationRequest', 'IsMigratingZkBroker', version);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.logDirs.length);
    for (const item2 of message.logDirs) {
      writer.writeUuid(item2);
    }
  }
  if (version >= 3) {
    writer.writeInt64(message.previousBrokerEpoch);
  }
  writer.writeUVarint(0);
}

function decodeBrokerRegistrationRequest(reader: Reader, version: number): BrokerRegistrationRequest {
  const brokerId = reader.readInt32();
  const clusterId = nonNull(reader.readCompactString(), 'BrokerRegistrationRequest', 'ClusterId', reader);
  const incarnationId = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(6), 'BrokerRegistrationRequest', 'Listeners', reader);
  const listeners: BrokerRegistrationRequestListener[] = [];
  for (let index = 0; index < count3; index++) listeners.push(decodeBrokerRegistrationRequestListener(reader));
  const count4 = nonNull(reader.readCompactArrayLength(5), 'BrokerRegistrationRequest', 'Features', reader);
  const features: BrokerRegistrationRequestFeature[] = [];
  for (let index = 0; index < count4; index++) features.push(decodeBrokerRegistrationRequestFeature(reader));
  const rack = reader.readCompactString();
  let isMigratingZkBroker: boolean = false;
  if (version >= 1) {
    isMigratingZkBroker = reader.readBoolean();
  }
  let logDirs: Uuid[] = [];
  if (version >= 2) {
    const count5 = nonNull(reader.readCompactArrayLength(16), 'BrokerRegistrationRequest', 'LogDirs', reader);
    const array5: Uuid[] = [];
    for (let index = 0; index < count5; index++) array5.push(reader.readUuid());
    logDirs = array5;
  }
  let previousBrokerEpoch: bigint = -1n;
  if (version >= 3) {
    previousBrokerEpoch = reader.readInt64();
  }
  skipTaggedFields(reader);
  return { brokerId, clusterId, incarnationId, listeners, features, rack, isMigratingZkBroker, logDirs, previousBrokerEpoch };
}

/**
 * Codec of {@link BrokerRegistrationRequest} (api key 62, versions 0-4, flexible from 0).
 * @public
 */
export const BrokerRegistrationRequest: MessageCodec<BrokerRegistrationRequest> = {
  name: 'BrokerRegistrationRequest',
  apiKey: 62,
  minVersion: 0,
  maxVersion: 4,
  flexibleFrom: 0,
  create: createBrokerRegistrationRequest,
  encode(writer: Writer, message: BrokerRegistrationRequest, version: number): void {
    checkVersion('BrokerRegistrationRequest', 62, version, 0, 4);
    encodeBrokerRegistrationRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): BrokerRegistrationRequest {
    checkVersion('BrokerRegistrationRequest', 62, version, 0, 4);
    return decodeBrokerRegistrationRequest(reader, version);
  },
};

/**
 * Kafka's `BrokerRegistrationResponse` (api key 62, versions 0-4, flexible from 0), one type across all versions.
 * @public
 */
export interface BrokerRegistrationResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-4) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-4) */
  errorCode: number;
  /** The broker's assigned epoch, or -1 if none was assigned. (versions 0-4) */
  brokerEpoch: bigint;
}

/**
 * A {@link BrokerRegistrationResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBrokerRegistrationResponse(fields?: Partial<BrokerRegistrationResponse>): BrokerRegistrationResponse {
  const message: BrokerRegistrationResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    brokerEpoch: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBrokerRegistrationResponse(writer: Writer, message: BrokerRegistrationResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.brokerEpoch);
  writer.writeUVarint(0);
}

function decodeBrokerRegistrationResponse(reader: Reader): BrokerRegistrationResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const brokerEpoch = reader.readInt64();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, brokerEpoch };
}

/**
 * Codec of {@link BrokerRegistrationResponse} (api key 62, versions 0-4, flexible from 0).
 * @public
 */
export const BrokerRegistrationResponse: MessageCodec<BrokerRegistrationResponse> = {
  name: 'BrokerRegistrationResponse',
  apiKey: 62,
  minVersion: 0,
  maxVersion: 4,
  flexibleFrom: 0,
  create: createBrokerRegistrationResponse,
  encode(writer: Writer, message: BrokerRegistrationResponse, version: number): void {
    checkVersion('BrokerRegistrationResponse', 62, version, 0, 4);
    encodeBrokerRegistrationResponse(writer, message);
  },
  decode(reader: Reader, version: number): BrokerRegistrationResponse {
    checkVersion('BrokerRegistrationResponse', 62, version, 0, 4);
    return decodeBrokerRegistrationResponse(reader);
  },
};
