// Generated from Apache Kafka's message specs (Apache License 2.0), AddOffsetsToTxnRequest.json, AddOffsetsToTxnResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `AddOffsetsToTxnRequest` (api key 25, versions 0-4, flexible from 3), one type across all versions.
 * @public
 */
export interface AddOffsetsToTxnRequest {
  /** The transactional id corresponding to the transaction. (versions 0-4) */
  transactionalId: string;
  /** Current producer id in use by the transactional id. (versions 0-4) */
  producerId: bigint;
  /** Current epoch associated with the producer id. (versions 0-4) */
  producerEpoch: number;
  /** The unique group identifier. (versions 0-4) */
  groupId: string;
}

/**
 * A {@link AddOffsetsToTxnRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddOffsetsToTxnRequest(fields?: Partial<AddOffsetsToTxnRequest>): AddOffsetsToTxnRequest {
  const message: AddOffsetsToTxnRequest = {
    transactionalId: '',
    producerId: 0n,
    producerEpoch: 0,
    groupId: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddOffsetsToTxnRequest(writer: Writer, message: AddOffsetsToTxnRequest, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.transactionalId);
  } else {
    writer.writeString(message.transactionalId);
  }
  writer.writeInt64(message.producerId);
  writer.writeInt16(message.producerEpoch);
  if (version >= 3) {
    writer.writeCompactString(message.groupId);
  } else {
    writer.writeString(message.groupId);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddOffsetsToTxnRequest(reader: Reader, version: number): AddOffsetsToTxnRequest {
  const transactionalId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'AddOffsetsToTxnRequest', 'TransactionalId', reader);
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt16();
  const groupId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'AddOffsetsToTxnRequest', 'GroupId', reader);
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { transactionalId, producerId, producerEpoch, groupId };
}

/**
 * Codec of {@link AddOffsetsToTxnRequest} (api key 25, versions 0-4, flexible from 3).
 * @public
 */
export const AddOffsetsToTxnRequest: MessageCodec<AddOffsetsToTxnRequest> = {
  name: 'AddOffsetsToTxnRequest',
  apiKey: 25,
  minVersion: 0,
  maxVersion: 4,
  flexibleFrom: 3,
  create: createAddOffsetsToTxnRequest,
  encode(writer: Writer, message: AddOffsetsToTxnRequest, version: number): void {
    checkVersion('AddOffsetsToTxnRequest', 25, version, 0, 4);
    encodeAddOffsetsToTxnRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AddOffsetsToTxnRequest {
    checkVersion('AddOffsetsToTxnRequest', 25, version, 0, 4);
    return decodeAddOffsetsToTxnRequest(reader, version);
  },
};

/**
 * Kafka's `AddOffsetsToTxnResponse` (api key 25, versions 0-4, flexible from 3), one type across all versions.
 * @public
 */
export interface AddOffsetsToTxnResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-4) */
  throttleTimeMs: number;
  /** The response error code, or 0 if there was no error. (versions 0-4) */
  errorCode: number;
}

/**
 * A {@link AddOffsetsToTxnResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddOffsetsToTxnResponse(fields?: Partial<AddOffsetsToTxnResponse>): AddOffsetsToTxnResponse {
  const message: AddOffsetsToTxnResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddOffsetsToTxnResponse(writer: Writer, message: AddOffsetsToTxnResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddOffsetsToTxnResponse(reader: Reader, version: number): AddOffsetsToTxnResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode };
}

/**
 * Codec of {@link AddOffsetsToTxnResponse} (api key 25, versions 0-4, flexible from 3).
 * @public
 */
export const AddOffsetsToTxnResponse: MessageCodec<AddOffsetsToTxnResponse> = {
  name: 'AddOffsetsToTxnResponse',
  apiKey: 25,
  minVersion: 0,
  maxVersion: 4,
  flexibleFrom: 3,
  create: createAddOffsetsToTxnResponse,
  encode(writer: Writer, message: AddOffsetsToTxnResponse, version: number): void {
    checkVersion('AddOffsetsToTxnResponse', 25, version, 0, 4);
    encodeAddOffsetsToTxnResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): AddOffsetsToTxnResponse {
    checkVersion('AddOffsetsToTxnResponse', 25, version, 0, 4);
    return decodeAddOffsetsToTxnResponse(reader, version);
  },
};
