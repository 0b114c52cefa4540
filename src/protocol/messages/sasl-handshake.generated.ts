// Generated from Apache Kafka's message specs (Apache License 2.0), SaslHandshakeRequest.json, SaslHandshakeResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `SaslHandshakeRequest` (api key 17, versions 0-1, never flexible), one type across all versions.
 * @public
 */
export interface SaslHandshakeRequest {
  /** The SASL mechanism chosen by the client. (versions 0-1) */
  mechanism: string;
}

/**
 * A {@link SaslHandshakeRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSaslHandshakeRequest(fields?: Partial<SaslHandshakeRequest>): SaslHandshakeRequest {
  const message: SaslHandshakeRequest = {
    mechanism: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSaslHandshakeRequest(writer: Writer, message: SaslHandshakeRequest): void {
  writer.writeString(message.mechanism);
}

function decodeSaslHandshakeRequest(reader: Reader): SaslHandshakeRequest {
  const mechanism = nonNull(reader.readString(), 'SaslHandshakeRequest', 'Mechanism', reader);
  return { mechanism };
}

/**
 * Codec of {@link SaslHandshakeRequest} (api key 17, versions 0-1, never flexible).
 * @public
 */
export const SaslHandshakeRequest: MessageCodec<SaslHandshakeRequest> = {
  name: 'SaslHandshakeRequest',
  apiKey: 17,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: null,
  create: createSaslHandshakeRequest,
  encode(writer: Writer, message: SaslHandshakeRequest, version: number): void {
    checkVersion('SaslHandshakeRequest', 17, version, 0, 1);
    encodeSaslHandshakeRequest(writer, message);
  },
  decode(reader: Reader, version: number): SaslHandshakeRequest {
    checkVersion('SaslHandshakeRequest', 17, version, 0, 1);
    return decodeSaslHandshakeRequest(reader);
  },
};

/**
 * Kafka's `SaslHandshakeResponse` (api key 17, versions 0-1, never flexible), one type across all versions.
 * @public
 */
export interface SaslHandshakeResponse {
  /** The error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The mechanisms enabled in the server. (versions 0-1) */
  mechanisms: string[];
}

/**
 * A {@link SaslHandshakeResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSaslHandshakeResponse(fields?: Partial<SaslHandshakeResponse>): SaslHandshakeResponse {
  const message: SaslHandshakeResponse = {
    errorCode: 0,
    mechanisms: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSaslHandshakeResponse(writer: Writer, message: SaslHandshakeResponse): void {
  writer.writeInt16(message.errorCode);
  writer.writeArrayLength(message.mechanisms.length);
  for (const item0 of message.mechanisms) {
    writer.writeString(item0);
  }
}

function decodeSaslHandshakeResponse(reader: Reader): SaslHandshakeResponse {
  const errorCode = reader.readInt16();
  const count1 = nonNull(reader.readArrayLength(1), 'SaslHandshakeResponse', 'Mechanisms', reader);
  const mechanisms: string[] = [];
  for (let index = 0; index < count1; index++) mechanisms.push(nonNull(reader.readString(), 'SaslHandshakeResponse', 'Mechanisms', reader));
  return { errorCode, mechanisms };
}

/**
 * Codec of {@link SaslHandshakeResponse} (api key 17, versions 0-1, never flexible).
 * @public
 */
export const SaslHandshakeResponse: MessageCodec<SaslHandshakeResponse> = {
  name: 'SaslHandshakeResponse',
  apiKey: 17,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: null,
  create: createSaslHandshakeResponse,
  encode(writer: Writer, message: SaslHandshakeResponse, version: number): void {
    checkVersion('SaslHandshakeResponse', 17, version, 0, 1);
    encodeSaslHandshakeResponse(writer, message);
  },
  decode(reader: Reader, version: number): SaslHandshakeResponse {
    checkVersion('SaslHandshakeResponse', 17, version, 0, 1);
    return decodeSaslHandshakeResponse(reader);
  },
};
