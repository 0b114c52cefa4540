// Generated from Apache Kafka's message specs (Apache License 2.0), GetTelemetrySubscriptionsRequest.json, GetTelemetrySubscriptionsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `GetTelemetrySubscriptionsRequest` (api key 71, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface GetTelemetrySubscriptionsRequest {
  /** Unique id for this client instance, must be set to 0 on the first request. (versions 0) */
  clientInstanceId: Uuid;
}

/**
 * A {@link GetTelemetrySubscriptionsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createGetTelemetrySubscriptionsRequest(fields?: Partial<GetTelemetrySubscriptionsRequest>): GetTelemetrySubscriptionsRequest {
  const message: GetTelemetrySubscriptionsRequest = {
    clientInstanceId: ZERO_UUID,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeGetTelemetrySubscriptionsRequest(writer: Writer, message: GetTelemetrySubscriptionsRequest): void {
  writer.writeUuid(message.clientInstanceId);
  writer.writeUVarint(0);
}

function decodeGetTelemetrySubscriptionsRequest(reader: Reader): GetTelemetrySubscriptionsRequest {
  const clientInstanceId = reader.readUuid();
  skipTaggedFields(reader);
  return { clientInstanceId };
}

/**
 * Codec of {@link GetTelemetrySubscriptionsRequest} (api key 71, version 0, flexible from 0).
 * @public
 */
export const GetTelemetrySubscriptionsRequest: MessageCodec<GetTelemetrySubscriptionsRequest> = {
  name: 'GetTelemetrySubscriptionsRequest',
  apiKey: 71,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createGetTelemetrySubscriptionsRequest,
  encode(writer: Writer, message: GetTelemetrySubscriptionsRequest, version: number): void {
    checkVersion('GetTelemetrySubscriptionsRequest', 71, version, 0, 0);
    encodeGetTelemetrySubscriptionsRequest(writer, message);
  },
  decode(reader: Reader, version: number): GetTelemetrySubscriptionsRequest {
    checkVersion('GetTelemetrySubscriptionsRequest', 71, version, 0, 0);
    return decodeGetTelemetrySubscriptionsRequest(reader);
  },
};

/**
 * Kafka's `GetTelemetrySubscriptionsResponse` (api key 71, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface GetTelemetrySubscriptionsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** Assigned client instance id if ClientInstanceId was 0 in the request, else 0. (versions 0) */
  clientInstanceId: Uuid;
  /** Unique identifier for the current subscription set for this client instance. (versions 0) */
  subscriptionId: number;
  /** Compression types that broker accepts for the PushTelemetryRequest. (versions 0) */
  acceptedCompressionTypes: number[];
  /** Configured push interval, which is the lowest configured interval in the current subscription set. (versions 0) */
  pushIntervalMs: number;
  /** The maximum bytes of binary data the broker accepts in PushTelemetryRequest. (versions 0) */
  telemetryMaxBytes: number;
  /** Flag to indicate monotonic/counter metrics are to be emitted as deltas or cumulative values. (versions 0) */
  deltaTemporality: boolean;
  /** Requested metrics prefix string match. Empty array: No metrics subscribed, Array[0] empty string: All metrics subscribed. (versions 0) */
  requestedMetrics: string[];
}

/**
 * A {@link GetTelemetrySubscriptionsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createGetTelemetrySubscriptionsResponse(fields?: Partial<GetTelemetrySubscriptionsResponse>): GetTelemetrySubscriptionsResponse {
  const message: GetTelemetrySubscriptionsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    clientInstanceId: ZERO_UUID,
    subscriptionId: 0,
    acceptedCompressionTypes: [],
    pushIntervalMs: 0,
    telemetryMaxBytes: 0,
    deltaTemporality: false,
    requestedMetrics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeGetTelemetrySubscriptionsResponse(writer: Writer, message: GetTelemetrySubscriptionsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeUuid(message.clientInstanceId);
  writer.writeInt32(message.subscriptionId);
  writer.writeCompactArrayLength(message.acceptedCompressionTypes.length);
  for (const item0 of message.acceptedCompressionTypes) {
    writer.writeInt8(item0);
  }
  writer.writeInt32(message.pushIntervalMs);
  writer.writeInt32(message.telemetryMaxBytes);
  writer.writeBoolean(message.deltaTemporality);
  writer.writeCompactArrayLength(message.requestedMetrics.length);
  for (const item1 of message.requestedMetrics) {
    writer.writeCompactString(item1);
  }
  writer.writeUVarint(0);
}

function decodeGetTelemetrySubscriptionsResponse(reader: Reader): GetTelemetrySubscriptionsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const clientInstanceId = reader.readUuid();
  const subscriptionId = reader.readInt32();
  const count2 = nonNull(reader.readCompactArrayLength(1), 'GetTelemetrySubscriptionsResponse', 'AcceptedCompressionTypes', reader);
  const acceptedCompressionTypes: number[] = [];
  for (let index = 0; index < count2; index++) acceptedCompressionTypes.push(reader.readInt8());
  const pushIntervalMs = reader.readInt32();
  const telemetryMaxBytes = reader.readInt32();
  const deltaTemporality = reader.readBoolean();
  const count3 = nonNull(reader.readCompactArrayLength(1), 'GetTelemetrySubscriptionsResponse', 'RequestedMetrics', reader);
  const requestedMetrics: string[] = [];
  for (let index = 0; index < count3; index++) requestedMetrics.push(nonNull(reader.readCompactString(), 'GetTelemetrySubscriptionsResponse', 'RequestedMetrics', reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, clientInstanceId, subscriptionId, acceptedCompressionTypes, pushIntervalMs, telemetryMaxBytes, deltaTemporality, requestedMetrics };
}

/**
 * Codec of {@link GetTelemetrySubscriptionsResponse} (api key 71, version 0, flexible from 0).
 * @public
 */
export const GetTelemetrySubscriptionsResponse: MessageCodec<GetTelemetrySubscriptionsResponse> = {
  name: 'GetTelemetrySubscriptionsResponse',
  apiKey: 71,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createGetTelemetrySubscriptionsResponse,
  encode(writer: Writer, message: GetTelemetrySubscriptionsResponse, version: number): void {
    checkVersion('GetTelemetrySubscriptionsResponse', 71, version, 0, 0);
    encodeGetTelemetrySubscriptionsResponse(writer, message);
  },
  decode(reader: Reader, version: number): GetTelemetrySubscriptionsResponse {
    checkVersion('GetTelemetrySubscriptionsResponse', 71, version, 0, 0);
    return decodeGetTelemetrySubscriptionsResponse(reader);
  },
};
