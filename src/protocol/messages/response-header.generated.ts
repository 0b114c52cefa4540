// Generated from Apache Kafka's message specs (Apache License 2.0), ResponseHeader.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ResponseHeader` (versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface ResponseHeader {
  /** The correlation ID of this response. (versions 0-1) */
  correlationId: number;
}

/**
 * A {@link ResponseHeader} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createResponseHeader(fields?: Partial<ResponseHeader>): ResponseHeader {
  const message: ResponseHeader = {
    correlationId: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeResponseHeader(writer: Writer, message: ResponseHeader, version: number): void {
  writer.writeInt32(message.correlationId);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeResponseHeader(reader: Reader, version: number): ResponseHeader {
  const correlationId = reader.readInt32();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { correlationId };
}

/**
 * Codec of {@link ResponseHeader} (versions 0-1, flexible from 1).
 * @public
 */
export const ResponseHeader: MessageCodec<ResponseHeader> = {
  name: 'ResponseHeader',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createResponseHeader,
  encode(writer: Writer, message: ResponseHeader, version: number): void {
    checkVersion('ResponseHeader', -1, version, 0, 1);
    encodeResponseHeader(writer, message, version);
  },
  decode(reader: Reader, version: number): ResponseHeader {
    checkVersion('ResponseHeader', -1, version, 0, 1);
    return decodeResponseHeader(reader, version);
  },
};
