// Generated from Apache Kafka's message specs (Apache License 2.0), PushTelemetryRequest.json, PushTelemetryResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `PushTelemetryRequest` (api key 72, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface PushTelemetryRequest {
  /** Unique id for this client instance. (versions 0) */
  clientInstanceId: Uuid;
  /** Unique identifier for the current subscription. (versions 0) */
  subscriptionId: number;
  /** Client is terminating the connection. (versions 0) */
  terminating: boolean;
  /** Compression codec used to compress the metrics. (versions 0) */
  compressionType: number;
  /** Metrics encoded in OpenTelemetry MetricsData v1 protobuf format. (versions 0) */
  metrics: Buffer;
}

/**
 * A {@link PushTelemetryRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createPushTelemetryRequest(fields?: Partial<PushTelemetryRequest>): PushTelemetryRequest {
  const message: PushTelemetryRequest = {
    clientInstanceId: ZERO_UUID,
    subscriptionId: 0,
    terminating: false,
    compressionType: 0,
    metrics: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodePushTelemetryRequest(writer: Writer, message: PushTelemetryRequest): void {
  writer.writeUuid(message.clientInstanceId);
  writer.writeInt32(message.subscriptionId);
  writer.writeBoolean(message.terminating);
  writer.writeInt8(message.compressionType);
  writer.writeCompactBytes(message.metrics);
  writer.writeUVarint(0);
}

function decodePushTelemetryRequest(reader: Reader): PushTelemetryRequest {
  const clientInstanceId = reader.readUuid();
  const subscriptionId = reader.readInt32();
  const terminating = reader.readBoolean();
  const compressionType = reader.readInt8();
  const metrics = nonNull(reader.readCompactBytes(), 'PushTelemetryRequest', 'Metrics', reader);
  skipTaggedFields(reader);
  return { clientInstanceId, subscriptionId, terminating, compressionType, metrics };
}

/**
 * Codec of {@link PushTelemetryRequest} (api key 72, version 0, flexible from 0).
 * @public
 */
export const PushTelemetryRequest: MessageCodec<PushTelemetryRequest> = {
  name: 'PushTelemetryRequest',
  apiKey: 72,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createPushTelemetryRequest,
  encode(writer: Writer, message: PushTelemetryRequest, version: number): void {
    checkVersion('PushTelemetryRequest', 72, version, 0, 0);
    encodePushTelemetryRequest(writer, message);
  },
  decode(reader: Reader, version: number): PushTelemetryRequest {
    checkVersion('PushTelemetryRequest', 72, version, 0, 0);
    return decodePushTelemetryRequest(reader);
  },
};

/**
 * Kafka's `PushTelemetryResponse` (api key 72, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface PushTelemetryResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
}

/**
 * A {@link PushTelemetryResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createPushTelemetryResponse(fields?: Partial<PushTelemetryResponse>): PushTelemetryResponse {
  const message: PushTelemetryResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodePushTelemetryResponse(writer: Writer, message: PushTelemetryResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeUVarint(0);
}

function decodePushTelemetryResponse(reader: Reader): PushTelemetryResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode };
}

/**
 * Codec of {@link PushTelemetryResponse} (api key 72, version 0, flexible from 0).
 * @public
 */
export const PushTelemetryResponse: MessageCodec<PushTelemetryResponse> = {
  name: 'PushTelemetryResponse',
  apiKey: 72,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createPushTelemetryResponse,
  encode(writer: Writer, message: PushTelemetryResponse, version: number): void {
    checkVersion('PushTelemetryResponse', 72, version, 0, 0);
    encodePushTelemetryResponse(writer, message);
  },
  decode(reader: Reader, version: number): PushTelemetryResponse {
    checkVersion('PushTelemetryResponse', 72, version, 0, 0);
    return decodePushTelemetryResponse(reader);
  },
};
