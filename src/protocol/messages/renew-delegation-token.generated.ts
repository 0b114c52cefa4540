// Generated from Apache Kafka's message specs (Apache License 2.0), RenewDelegationTokenRequest.json, RenewDelegationTokenResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `RenewDelegationTokenRequest` (api key 39, versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface RenewDelegationTokenRequest {
  /** The HMAC of the delegation token to be renewed. (versions 1-2) */
  hmac: Buffer;
  /** The renewal time period in milliseconds. (versions 1-2) */
  renewPeriodMs: bigint;
}

/**
 * A {@link RenewDelegationTokenRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createRenewDelegationTokenRequest(fields?: Partial<RenewDelegationTokenRequest>): RenewDelegationTokenRequest {
  const message: RenewDelegationTokenRequest = {
    hmac: EMPTY_BYTES,
    renewPeriodMs: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeRenewDelegationTokenRequest(writer: Writer, message: RenewDelegationTokenRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactBytes(message.hmac);
  } else {
    writer.writeBytes(message.hmac);
  }
  writer.writeInt64(message.renewPeriodMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeRenewDelegationTokenRequest(reader: Reader, version: number): RenewDelegationTokenRequest {
  const hmac = nonNull((version >= 2 ? reader.readCompactBytes() : reader.readBytes()), 'RenewDelegationTokenRequest', 'Hmac', reader);
  const renewPeriodMs = reader.readInt64();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { hmac, renewPeriodMs };
}

/**
 * Codec of {@link RenewDelegationTokenRequest} (api key 39, versions 1-2, flexible from 2).
 * @public
 */
export const RenewDelegationTokenRequest: MessageCodec<RenewDelegationTokenRequest> = {
  name: 'RenewDelegationTokenRequest',
  apiKey: 39,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createRenewDelegationTokenRequest,
  encode(writer: Writer, message: RenewDelegationTokenRequest, version: number): void {
    checkVersion('RenewDelegationTokenRequest', 39, version, 1, 2);
    encodeRenewDelegationTokenRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): RenewDelegationTokenRequest {
    checkVersion('RenewDelegationTokenRequest', 39, version, 1, 2);
    return decodeRenewDelegationTokenRequest(reader, version);
  },
};

/**
 * Kafka's `RenewDelegationTokenResponse` (api key 39, versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface RenewDelegationTokenResponse {
  /** The error code, or 0 if there was no error. (versions 1-2) */
  errorCode: number;
  /** The timestamp in milliseconds at which this token expires. (versions 1-2) */
  expiryTimestampMs: bigint;
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-2) */
  throttleTimeMs: number;
}

/**
 * A {@link RenewDelegationTokenResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createRenewDelegationTokenResponse(fields?: Partial<RenewDelegationTokenResponse>): RenewDelegationTokenResponse {
  const message: RenewDelegationTokenResponse = {
    errorCode: 0,
    expiryTimestampMs: 0n,
    throttleTimeMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeRenewDelegationTokenResponse(writer: Writer, message: RenewDelegationTokenResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.expiryTimestampMs);
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeRenewDelegationTokenResponse(reader: Reader, version: number): RenewDelegationTokenResponse {
  const errorCode = reader.readInt16();
  const expiryTimestampMs = reader.readInt64();
  const throttleTimeMs = reader.readInt32();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, expiryTimestampMs, throttleTimeMs };
}

/**
 * Codec of {@link RenewDelegationTokenResponse} (api key 39, versions 1-2, flexible from 2).
 * @public
 */
export const RenewDelegationTokenResponse: MessageCodec<RenewDelegationTokenResponse> = {
  name: 'RenewDelegationTokenResponse',
  apiKey: 39,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createRenewDelegationTokenResponse,
  encode(writer: Writer, message: RenewDelegationTokenResponse, version: number): void {
    checkVersion('RenewDelegationTokenResponse', 39, version, 1, 2);
    encodeRenewDelegationTokenResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): RenewDelegationTokenResponse {
    checkVersion('RenewDelegationTokenResponse', 39, version, 1, 2);
    return decodeRenewDelegationTokenResponse(reader, version);
  },
};
