// Generated from Apache Kafka's message specs (Apache License 2.0), EnvelopeRequest.json, EnvelopeResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `EnvelopeRequest` (api key 58, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface EnvelopeRequest {
  /** The embedded request header and data. (versions 0) */
  requestData: Buffer;
  /** Value of the initial client principal when the request is redirected by a broker. (versions 0; nullable 0) */
  requestPrincipal: Buffer | null;
  /** The original client's address in bytes. (versions 0) */
  clientHostAddress: Buffer;
}

/**
 * A {@link EnvelopeRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEnvelopeRequest(fields?: Partial<EnvelopeRequest>): EnvelopeRequest {
  const message: EnvelopeRequest = {
    requestData: EMPTY_BYTES,
    requestPrincipal: EMPTY_BYTES,
    clientHostAddress: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEnvelopeRequest(writer: Writer, message: EnvelopeRequest): void {
  writer.writeCompactBytes(message.requestData);
  writer.writeCompactBytes(message.requestPrincipal);
  writer.writeCompactBytes(message.clientHostAddress);
  writer.writeUVarint(0);
}

function decodeEnvelopeRequest(reader: Reader): EnvelopeRequest {
  const requestData = nonNull(reader.readCompactBytes(), 'EnvelopeRequest', 'RequestData', reader);
  const requestPrincipal = reader.readCompactBytes();
  const clientHostAddress = nonNull(reader.readCompactBytes(), 'EnvelopeRequest', 'ClientHostAddress', reader);
  skipTaggedFields(reader);
  return { requestData, requestPrincipal, clientHostAddress };
}

/**
 * Codec of {@link EnvelopeRequest} (api key 58, version 0, flexible from 0).
 * @public
 */
export const EnvelopeRequest: MessageCodec<EnvelopeRequest> = {
  name: 'EnvelopeRequest',
  apiKey: 58,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createEnvelopeRequest,
  encode(writer: Writer, message: EnvelopeRequest, version: number): void {
    checkVersion('EnvelopeRequest', 58, version, 0, 0);
    encodeEnvelopeRequest(writer, message);
  },
  decode(reader: Reader, version: number): EnvelopeRequest {
    checkVersion('EnvelopeRequest', 58, version, 0, 0);
    return decodeEnvelopeRequest(reader);
  },
};

/**
 * Kafka's `EnvelopeResponse` (api key 58, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface EnvelopeResponse {
  /** The embedded response header and data. (versions 0; nullable 0) */
  responseData: Buffer | null;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
}

/**
 * A {@link EnvelopeResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEnvelopeResponse(fields?: Partial<EnvelopeResponse>): EnvelopeResponse {
  const message: EnvelopeResponse = {
    responseData: null,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEnvelopeResponse(writer: Writer, message: EnvelopeResponse): void {
  writer.writeCompactBytes(message.responseData);
  writer.writeInt16(message.errorCode);
  writer.writeUVarint(0);
}

function decodeEnvelopeResponse(reader: Reader): EnvelopeResponse {
  const responseData = reader.readCompactBytes();
  const errorCode = reader.readInt16();
  skipTaggedFields(reader);
  return { responseData, errorCode };
}

/**
 * Codec of {@link EnvelopeResponse} (api key 58, version 0, flexible from 0).
 * @public
 */
export const EnvelopeResponse: MessageCodec<EnvelopeResponse> = {
  name: 'EnvelopeResponse',
  apiKey: 58,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createEnvelopeResponse,
  encode(writer: Writer, message: EnvelopeResponse, version: number): void {
    checkVersion('EnvelopeResponse', 58, version, 0, 0);
    encodeEnvelopeResponse(writer, message);
  },
  decode(reader: Reader, version: number): EnvelopeResponse {
    checkVersion('EnvelopeResponse', 58, version, 0, 0);
    return decodeEnvelopeResponse(reader);
  },
};
