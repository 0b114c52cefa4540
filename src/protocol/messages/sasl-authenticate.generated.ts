// Generated from Apache Kafka's message specs (Apache License 2.0), SaslAuthenticateRequest.json, SaslAuthenticateResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `SaslAuthenticateRequest` (api key 36, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface SaslAuthenticateRequest {
  /** The SASL authentication bytes from the client, as defined by the SASL mechanism. (versions 0-2) */
  authBytes: Buffer;
}

/**
 * A {@link SaslAuthenticateRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSaslAuthenticateRequest(fields?: Partial<SaslAuthenticateRequest>): SaslAuthenticateRequest {
  const message: SaslAuthenticateRequest = {
    authBytes: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSaslAuthenticateRequest(writer: Writer, message: SaslAuthenticateRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactBytes(message.authBytes);
  } else {
    writer.writeBytes(message.authBytes);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeSaslAuthenticateRequest(reader: Reader, version: number): SaslAuthenticateRequest {
  const authBytes = nonNull((version >= 2 ? reader.readCompactBytes() : reader.readBytes()), 'SaslAuthenticateRequest', 'AuthBytes', reader);
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { authBytes };
}

/**
 * Codec of {@link SaslAuthenticateRequest} (api key 36, versions 0-2, flexible from 2).
 * @public
 */
export const SaslAuthenticateRequest: MessageCodec<SaslAuthenticateRequest> = {
  name: 'SaslAuthenticateRequest',
  apiKey: 36,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createSaslAuthenticateRequest,
  encode(writer: Writer, message: SaslAuthenticateRequest, version: number): void {
    checkVersion('SaslAuthenticateRequest', 36, version, 0, 2);
    encodeSaslAuthenticateRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): SaslAuthenticateRequest {
    checkVersion('SaslAuthenticateRequest', 36, version, 0, 2);
    return decodeSaslAuthenticateRequest(reader, version);
  },
};

/**
 * Kafka's `SaslAuthenticateResponse` (api key 36, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface SaslAuthenticateResponse {
  /** The error code, or 0 if there was no error. (versions 0-2) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0-2; nullable 0-2) */
  errorMessage: string | null;
  /** The SASL authentication bytes from the server, as defined by the SASL mechanism. (versions 0-2) */
  authBytes: Buffer;
  /** Number of milliseconds after which only re-authentication over the existing connection to create a new session can occur. (versions 1-2; ignorable) */
  sessionLifetimeMs: bigint;
}

/**
 * A {@link SaslAuthenticateResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSaslAuthenticateResponse(fields?: Partial<SaslAuthenticateResponse>): SaslAuthenticateResponse {
  const message: SaslAuthenticateResponse = {
    errorCode: 0,
    errorMessage: '',
    authBytes: EMPTY_BYTES,
    sessionLifetimeMs: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSaslAuthenticateResponse(writer: Writer, message: SaslAuthenticateResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeCompactBytes(message.authBytes);
  } else {
    writer.writeBytes(message.authBytes);
  }
  if (version >= 1) {
    writer.writeInt64(message.sessionLifetimeMs);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeSaslAuthenticateResponse(reader: Reader, version: number): SaslAuthenticateResponse {
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  const authBytes = nonNull((version >= 2 ? reader.readCompactBytes() : reader.readBytes()), 'SaslAuthenticateResponse', 'AuthBytes', reader);
  let sessionLifetimeMs: bigint = 0n;
  if (version >= 1) {
    sessionLifetimeMs = reader.readInt64();
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, errorMessage, authBytes, sessionLifetimeMs };
}

/**
 * Codec of {@link SaslAuthenticateResponse} (api key 36, versions 0-2, flexible from 2).
 * @public
 */
export const SaslAuthenticateResponse: MessageCodec<SaslAuthenticateResponse> = {
  name: 'SaslAuthenticateResponse',
  apiKey: 36,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createSaslAuthenticateResponse,
  encode(writer: Writer, message: SaslAuthenticateResponse, version: number): void {
    checkVersion('SaslAuthenticateResponse', 36, version, 0, 2);
    encodeSaslAuthenticateResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): SaslAuthenticateResponse {
    checkVersion('SaslAuthenticateResponse', 36, version, 0, 2);
    return decodeSaslAuthenticateResponse(reader, version);
  },
};
