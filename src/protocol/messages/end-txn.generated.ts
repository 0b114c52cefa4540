// Generated from Apache Kafka's message specs (Apache License 2.0), EndTxnRequest.json, EndTxnResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `EndTxnRequest` (api key 26, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface EndTxnRequest {
  /** The ID of the transaction to end. (versions 0-5) */
  transactionalId: string;
  /** The producer ID. (versions 0-5) */
  producerId: bigint;
  /** The current epoch associated with the producer. (versions 0-5) */
  producerEpoch: number;
  /** True if the transaction was committed, false if it was aborted. (versions 0-5) */
  committed: boolean;
}

/**
 * A {@link EndTxnRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndTxnRequest(fields?: Partial<EndTxnRequest>): EndTxnRequest {
  const message: EndTxnRequest = {
    transactionalId: '',
    producerId: 0n,
    producerEpoch: 0,
    committed: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndTxnRequest(writer: Writer, message: EndTxnRequest, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.transactionalId);
  } else {
    writer.writeString(message.transactionalId);
  }
  writer.writeInt64(message.producerId);
  writer.writeInt16(message.producerEpoch);
  writer.writeBoolean(message.committed);
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeEndTxnRequest(reader: Reader, version: number): EndTxnRequest {
  const transactionalId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'EndTxnRequest', 'TransactionalId', reader);
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt16();
  const committed = reader.readBoolean();
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { transactionalId, producerId, producerEpoch, committed };
}

/**
 * Codec of {@link EndTxnRequest} (api key 26, versions 0-5, flexible from 3).
 * @public
 */
export const EndTxnRequest: MessageCodec<EndTxnRequest> = {
  name: 'EndTxnRequest',
  apiKey: 26,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createEndTxnRequest,
  encode(writer: Writer, message: EndTxnRequest, version: number): void {
    checkVersion('EndTxnRequest', 26, version, 0, 5);
    encodeEndTxnRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): EndTxnRequest {
    checkVersion('EndTxnRequest', 26, version, 0, 5);
    return decodeEndTxnRequest(reader, version);
  },
};

/**
 * Kafka's `EndTxnResponse` (api key 26, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface EndTxnResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-5) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-5) */
  errorCode: number;
  /** The producer ID. (versions 5; ignorable) */
  producerId: bigint;
  /** The current epoch associated with the producer. (versions 5; ignorable) */
  producerEpoch: number;
}

/**
 * A {@link EndTxnResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndTxnResponse(fields?: Partial<EndTxnResponse>): EndTxnResponse {
  const message: EndTxnResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    producerId: -1n,
    producerEpoch: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndTxnResponse(writer: Writer, message: EndTxnResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  if (version >= 5) {
    writer.writeInt64(message.producerId);
  }
  if (version >= 5) {
    writer.writeInt16(message.producerEpoch);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeEndTxnResponse(reader: Reader, version: number): EndTxnResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  let producerId: bigint = -1n;
  if (version >= 5) {
    producerId = reader.readInt64();
  }
  let producerEpoch: number = -1;
  if (version >= 5) {
    producerEpoch = reader.readInt16();
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, producerId, producerEpoch };
}

/**
 * Codec of {@link EndTxnResponse} (api key 26, versions 0-5, flexible from 3).
 * @public
 */
export const EndTxnResponse: MessageCodec<EndTxnResponse> = {
  name: 'EndTxnResponse',
  apiKey: 26,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createEndTxnResponse,
  encode(writer: Writer, message: EndTxnResponse, version: number): void {
    checkVersion('EndTxnResponse', 26, version, 0, 5);
    encodeEndTxnResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): EndTxnResponse {
    checkVersion('EndTxnResponse', 26, version, 0, 5);
    return decodeEndTxnResponse(reader, version);
  },
};
