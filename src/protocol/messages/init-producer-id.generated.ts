// Generated from Apache Kafka's message specs (Apache License 2.0), InitProducerIdRequest.json, InitProducerIdResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `InitProducerIdRequest` (api key 22, versions 0-5, flexible from 2), one type across all versions.
 * @public
 */
export interface InitProducerIdRequest {
  /** The transactional id, or null if the producer is not transactional. (versions 0-5; nullable 0-5) */
  transactionalId: string | null;
  /** The time in ms to wait before aborting idle transactions sent by this producer. This is only relevant if a TransactionalId has been defined. (versions 0-5) */
  transactionTimeoutMs: number;
  /** The producer id. This is used to disambiguate requests if a transactional id is reused following its expiration. (versions 3-5) */
  producerId: bigint;
  /** The producer's current epoch. This will be checked against the producer epoch on the broker, and the request will return an error if they do not match. (versions 3-5) */
  producerEpoch: number;
}

/**
 * A {@link InitProducerIdRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitProducerIdRequest(fields?: Partial<InitProducerIdRequest>): InitProducerIdRequest {
  const message: InitProducerIdRequest = {
    transactionalId: '',
    transactionTimeoutMs: 0,
    producerId: -1n,
    producerEpoch: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitProducerIdRequest(writer: Writer, message: InitProducerIdRequest, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.transactionalId);
  } else {
    writer.writeString(message.transactionalId);
  }
  writer.writeInt32(message.transactionTimeoutMs);
  if (version >= 3) {
    writer.writeInt64(message.producerId);
  } else {
    if (message.producerId !== -1n) throw missingFieldError('InitProducerIdRequest', 'ProducerId', version);
  }
  if (version >= 3) {
    writer.writeInt16(message.producerEpoch);
  } else {
    if (message.producerEpoch !== -1) throw missingFieldError('InitProducerIdRequest', 'ProducerEpoch', version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeInitProducerIdRequest(reader: Reader, version: number): InitProducerIdRequest {
  const transactionalId = (version >= 2 ? reader.readCompactString() : reader.readString());
  const transactionTimeoutMs = reader.readInt32();
  let producerId: bigint = -1n;
  if (version >= 3) {
    producerId = reader.readInt64();
  }
  let producerEpoch: number = -1;
  if (version >= 3) {
    producerEpoch = reader.readInt16();
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { transactionalId, transactionTimeoutMs, producerId, producerEpoch };
}

/**
 * Codec of {@link InitProducerIdRequest} (api key 22, versions 0-5, flexible from 2).
 * @public
 */
export const InitProducerIdRequest: MessageCodec<InitProducerIdRequest> = {
  name: 'InitProducerIdRequest',
  apiKey: 22,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 2,
  create: createInitProducerIdRequest,
  encode(writer: Writer, message: InitProducerIdRequest, version: number): void {
    checkVersion('InitProducerIdRequest', 22, version, 0, 5);
    encodeInitProducerIdRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): InitProducerIdRequest {
    checkVersion('InitProducerIdRequest', 22, version, 0, 5);
    return decodeInitProducerIdRequest(reader, version);
  },
};

/**
 * Kafka's `InitProducerIdResponse` (api key 22, versions 0-5, flexible from 2), one type across all versions.
 * @public
 */
export interface InitProducerIdResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-5; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-5) */
  errorCode: number;
  /** The current producer id. (versions 0-5) */
  producerId: bigint;
  /** The current epoch associated with the producer id. (versions 0-5) */
  producerEpoch: number;
}

/**
 * A {@link InitProducerIdResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createInitProducerIdResponse(fields?: Partial<InitProducerIdResponse>): InitProducerIdResponse {
  const message: InitProducerIdResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    producerId: -1n,
    producerEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeInitProducerIdResponse(writer: Writer, message: InitProducerIdResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.producerId);
  writer.writeInt16(message.producerEpoch);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeInitProducerIdResponse(reader: Reader, version: number): InitProducerIdResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const producerId = reader.readInt64();
  const producerEpoch = reader.readInt16();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, producerId, producerEpoch };
}

/**
 * Codec of {@link InitProducerIdResponse} (api key 22, versions 0-5, flexible from 2).
 * @public
 */
export const InitProducerIdResponse: MessageCodec<InitProducerIdResponse> = {
  name: 'InitProducerIdResponse',
  apiKey: 22,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 2,
  create: createInitProducerIdResponse,
  encode(writer: Writer, message: InitProducerIdResponse, version: number): void {
    checkVersion('InitProducerIdResponse', 22, version, 0, 5);
    encodeInitProducerIdResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): InitProducerIdResponse {
    checkVersion('InitProducerIdResponse', 22, version, 0, 5);
    return decodeInitProducerIdResponse(reader, version);
  },
};
