// Generated from Apache Kafka's message specs (Apache License 2.0), UnregisterControllerRequest.json, UnregisterControllerResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `UnregisterControllerRequest` (api key 94, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface UnregisterControllerRequest {
  /** The controller ID to unregister. (versions 0) */
  controllerId: number;
}

/**
 * A {@link UnregisterControllerRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUnregisterControllerRequest(fields?: Partial<UnregisterControllerRequest>): UnregisterControllerRequest {
  const message: UnregisterControllerRequest = {
    controllerId: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUnregisterControllerRequest(writer: Writer, message: UnregisterControllerRequest): void {
  writer.writeInt32(message.controllerId);
  writer.writeUVarint(0);
}

function decodeUnregisterControllerRequest(reader: Reader): UnregisterControllerRequest {
  const controllerId = reader.readInt32();
  skipTaggedFields(reader);
  return { controllerId };
}

/**
 * Codec of {@link UnregisterControllerRequest} (api key 94, version 0, flexible from 0).
 * @public
 */
export const UnregisterControllerRequest: MessageCodec<UnregisterControllerRequest> = {
  name: 'UnregisterControllerRequest',
  apiKey: 94,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createUnregisterControllerRequest,
  encode(writer: Writer, message: UnregisterControllerRequest, version: number): void {
    checkVersion('UnregisterControllerRequest', 94, version, 0, 0);
    encodeUnregisterControllerRequest(writer, message);
  },
  decode(reader: Reader, version: number): UnregisterControllerRequest {
    checkVersion('UnregisterControllerRequest', 94, version, 0, 0);
    return decodeUnregisterControllerRequest(reader);
  },
};

/**
 * Kafka's `UnregisterControllerResponse` (api key 94, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface UnregisterControllerResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The top-level error message, or `null` if there was no top-level error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link UnregisterControllerResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUnregisterControllerResponse(fields?: Partial<UnregisterControllerResponse>): UnregisterControllerResponse {
  const message: UnregisterControllerResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUnregisterControllerResponse(writer: Writer, message: UnregisterControllerResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeUnregisterControllerResponse(reader: Reader): UnregisterControllerResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage };
}

/**
 * Codec of {@link UnregisterControllerResponse} (api key 94, version 0, flexible from 0).
 * @public
 */
export const UnregisterControllerResponse: MessageCodec<UnregisterControllerResponse> = {
  name: 'UnregisterControllerResponse',
  apiKey: 94,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createUnregisterControllerResponse,
  encode(writer: Writer, message: UnregisterControllerResponse, version: number): void {
    checkVersion('UnregisterControllerResponse', 94, version, 0, 0);
    encodeUnregisterControllerResponse(writer, message);
  },
  decode(reader: Reader, version: number): UnregisterControllerResponse {
    checkVersion('UnregisterControllerResponse', 94, version, 0, 0);
    return decodeUnregisterControllerResponse(reader);
  },
};
