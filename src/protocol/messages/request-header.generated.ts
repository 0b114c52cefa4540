// Generated from Apache Kafka's message specs (Apache License 2.0), RequestHeader.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `RequestHeader` (versions 1-2, flexible from 2), one type across all versions.
 * @public
 */
export interface RequestHeader {
  /** The API key of this request. (versions 1-2) */
  requestApiKey: number;
  /** The API version of this request. (versions 1-2) */
  requestApiVersion: number;
  /** The correlation ID of this request. (versions 1-2) */
  correlationId: number;
  /** The client ID string. (versions 1-2; nullable 1-2) */
  clientId: string | null;
}

/**
 * A {@link RequestHeader} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createRequestHeader(fields?: Partial<RequestHeader>): RequestHeader {
  const message: RequestHeader = {
    requestApiKey: 0,
    requestApiVersion: 0,
    correlationId: 0,
    clientId: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeRequestHeader(writer: Writer, message: RequestHeader, version: number): void {
  writer.writeInt16(message.requestApiKey);
  writer.writeInt16(message.requestApiVersion);
  writer.writeInt32(message.correlationId);
  writer.writeString(message.clientId);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeRequestHeader(reader: Reader, version: number): RequestHeader {
  const requestApiKey = reader.readInt16();
  const requestApiVersion = reader.readInt16();
  const correlationId = reader.readInt32();
  const clientId = reader.readString();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { requestApiKey, requestApiVersion, correlationId, clientId };
}

/**
 * Codec of {@link RequestHeader} (versions 1-2, flexible from 2).
 * @public
 */
export const RequestHeader: MessageCodec<RequestHeader> = {
  name: 'RequestHeader',
  apiKey: -1,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createRequestHeader,
  encode(writer: Writer, message: RequestHeader, version: number): void {
    checkVersion('RequestHeader', -1, version, 1, 2);
    encodeRequestHeader(writer, message, version);
  },
  decode(reader: Reader, version: number): RequestHeader {
    checkVersion('RequestHeader', -1, version, 1, 2);
    return decodeRequestHeader(reader, version);
  },
};
