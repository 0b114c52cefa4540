// Generated from Apache Kafka's message specs (Apache License 2.0), ExpireDelegationTokenRequest.json, ExpireDelegationTokenResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ExpireDelegationTokenRequest` (api key 40, versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface ExpireDelegationTokenRequest {
  /** The HMAC of the delegation token to be expired. (versions 1-2) */
  hmac: Buffer;
  /** The expiry time period in milliseconds. (versions 1-2) */
  expiryTimePeriodMs: bigint;
}

/**
 * A {@link ExpireDelegationTokenRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createExpireDelegationTokenRequest(fields?: Partial<ExpireDelegationTokenRequest>): ExpireDelegationTokenRequest {
  const message: ExpireDelegationTokenRequest = {
    hmac: EMPTY_BYTES,
    expiryTimePeriodMs: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeExpireDelegationTokenRequest(writer: Writer, message: ExpireDelegationTokenRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactBytes(message.hmac);
  } else {
    writer.writeBytes(message.hmac);
  }
  writer.writeInt64(message.expiryTimePeriodMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeExpireDelegationTokenRequest(reader: Reader, version: number): ExpireDelegationTokenRequest {
  const hmac = nonNull((version >= 2 ? reader.readCompactBytes() : reader.readBytes()), 'ExpireDelegationTokenRequest', 'Hmac', reader);
  const expiryTimePeriodMs = reader.readInt64();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { hmac, expiryTimePeriodMs };
}

/**
 * Codec of {@link ExpireDelegationTokenRequest} (api key 40, versions 1-2, flexible from 2).
 * @public
 */
export const ExpireDelegationTokenRequest: MessageCodec<ExpireDelegationTokenRequest> = {
  name: 'ExpireDelegationTokenRequest',
  apiKey: 40,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createExpireDelegationTokenRequest,
  encode(writer: Writer, message: ExpireDelegationTokenRequest, version: number): void {
    checkVersion('ExpireDelegationTokenRequest', 40, version, 1, 2);
    encodeExpireDelegationTokenRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ExpireDelegationTokenRequest {
    checkVersion('ExpireDelegationTokenRequest', 40, version, 1, 2);
    return decodeExpireDelegationTokenRequest(reader, version);
  },
};

/**
 * Kafka's `ExpireDelegationTokenResponse` (api key 40, versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface ExpireDelegationTokenResponse {
  /** The error code, or 0 if there was no error. (versions 1-2) */
  errorCode: number;
  /** The timestamp in milliseconds at which this token expires. (versions 1-2) */
  expiryTimestampMs: bigint;
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-2) */
  throttleTimeMs: number;
}

/**
 * A {@link ExpireDelegationTokenResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createExpireDelegationTokenResponse(fields?: Partial<ExpireDelegationTokenResponse>): ExpireDelegationTokenResponse {
  const message: ExpireDelegationTokenResponse = {
    errorCode: 0,
    expiryTimestampMs: 0n,
    throttleTimeMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeExpireDelegationTokenResponse(writer: Writer, message: ExpireDelegationTokenResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.expiryTimestampMs);
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeExpireDelegationTokenResponse(reader: Reader, version: number): ExpireDelegationTokenResponse {
  const errorCode = reader.readInt16();
  const expiryTimestampMs = reader.readInt64();
  const throttleTimeMs = reader.readInt32();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, expiryTimestampMs, throttleTimeMs };
}

/**
 * Codec of {@link ExpireDelegationTokenResponse} (api key 40, versions 1-2, flexible from 2).
 * @public
 */
export const ExpireDelegationTokenResponse: MessageCodec<ExpireDelegationTokenResponse> = {
  name: 'ExpireDelegationTokenResponse',
  apiKey: 40,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createExpireDelegationTokenResponse,
  encode(writer: Writer, message: ExpireDelegationTokenResponse, version: number): void {
    checkVersion('ExpireDelegationTokenResponse', 40, version, 1, 2);
    encodeExpireDelegationTokenResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ExpireDelegationTokenResponse {
    checkVersion('ExpireDelegationTokenResponse', 40, version, 1, 2);
    return decodeExpireDelegationTokenResponse(reader, version);
  },
};
