// Generated from Apache Kafka's message specs (Apache License 2.0), UnregisterBrokerRequest.json, UnregisterBrokerResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `UnregisterBrokerRequest` (api key 64, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface UnregisterBrokerRequest {
  /** The broker ID to unregister. (versions 0) */
  brokerId: number;
}

/**
 * A {@link UnregisterBrokerRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUnregisterBrokerRequest(fields?: Partial<UnregisterBrokerRequest>): UnregisterBrokerRequest {
  const message: UnregisterBrokerRequest = {
    brokerId: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUnregisterBrokerRequest(writer: Writer, message: UnregisterBrokerRequest): void {
  writer.writeInt32(message.brokerId);
  writer.writeUVarint(0);
}

function decodeUnregisterBrokerRequest(reader: Reader): UnregisterBrokerRequest {
  const brokerId = reader.readInt32();
  skipTaggedFields(reader);
  return { brokerId };
}

/**
 * Codec of {@link UnregisterBrokerRequest} (api key 64, version 0, flexible from 0).
 * @public
 */
export const UnregisterBrokerRequest: MessageCodec<UnregisterBrokerRequest> = {
  name: 'UnregisterBrokerRequest',
  apiKey: 64,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createUnregisterBrokerRequest,
  encode(writer: Writer, message: UnregisterBrokerRequest, version: number): void {
    checkVersion('UnregisterBrokerRequest', 64, version, 0, 0);
    encodeUnregisterBrokerRequest(writer, message);
  },
  decode(reader: Reader, version: number): UnregisterBrokerRequest {
    checkVersion('UnregisterBrokerRequest', 64, version, 0, 0);
    return decodeUnregisterBrokerRequest(reader);
  },
};

/**
 * Kafka's `UnregisterBrokerResponse` (api key 64, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface UnregisterBrokerResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The top-level error message, or `null` if there was no top-level error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link UnregisterBrokerResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUnregisterBrokerResponse(fields?: Partial<UnregisterBrokerResponse>): UnregisterBrokerResponse {
  const message: UnregisterBrokerResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUnregisterBrokerResponse(writer: Writer, message: UnregisterBrokerResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeUnregisterBrokerResponse(reader: Reader): UnregisterBrokerResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage };
}

/**
 * Codec of {@link UnregisterBrokerResponse} (api key 64, version 0, flexible from 0).
 * @public
 */
export const UnregisterBrokerResponse: MessageCodec<UnregisterBrokerResponse> = {
  name: 'UnregisterBrokerResponse',
  apiKey: 64,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createUnregisterBrokerResponse,
  encode(writer: Writer, message: UnregisterBrokerResponse, version: number): void {
    checkVersion('UnregisterBrokerResponse', 64, version, 0, 0);
    encodeUnregisterBrokerResponse(writer, message);
  },
  decode(reader: Reader, version: number): UnregisterBrokerResponse {
    checkVersion('UnregisterBrokerResponse', 64, version, 0, 0);
    return decodeUnregisterBrokerResponse(reader);
  },
};
