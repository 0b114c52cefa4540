// Generated from Apache Kafka's message specs (Apache License 2.0), AllocateProducerIdsRequest.json, AllocateProducerIdsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `AllocateProducerIdsRequest` (api key 67, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface AllocateProducerIdsRequest {
  /** The ID of the requesting broker. (versions 0) */
  brokerId: number;
  /** The epoch of the requesting broker. (versions 0) */
  brokerEpoch: bigint;
}

/**
 * A {@link AllocateProducerIdsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAllocateProducerIdsRequest(fields?: Partial<AllocateProducerIdsRequest>): AllocateProducerIdsRequest {
  const message: AllocateProducerIdsRequest = {
    brokerId: 0,
    brokerEpoch: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAllocateProducerIdsRequest(writer: Writer, message: AllocateProducerIdsRequest): void {
  writer.writeInt32(message.brokerId);
  writer.writeInt64(message.brokerEpoch);
  writer.writeUVarint(0);
}

function decodeAllocateProducerIdsRequest(reader: Reader): AllocateProducerIdsRequest {
  const brokerId = reader.readInt32();
  const brokerEpoch = reader.readInt64();
  skipTaggedFields(reader);
  return { brokerId, brokerEpoch };
}

/**
 * Codec of {@link AllocateProducerIdsRequest} (api key 67, version 0, flexible from 0).
 * @public
 */
export const AllocateProducerIdsRequest: MessageCodec<AllocateProducerIdsRequest> = {
  name: 'AllocateProducerIdsRequest',
  apiKey: 67,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createAllocateProducerIdsRequest,
  encode(writer: Writer, message: AllocateProducerIdsRequest, version: number): void {
    checkVersion('AllocateProducerIdsRequest', 67, version, 0, 0);
    encodeAllocateProducerIdsRequest(writer, message);
  },
  decode(reader: Reader, version: number): AllocateProducerIdsRequest {
    checkVersion('AllocateProducerIdsRequest', 67, version, 0, 0);
    return decodeAllocateProducerIdsRequest(reader);
  },
};

/**
 * Kafka's `AllocateProducerIdsResponse` (api key 67, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface AllocateProducerIdsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 0) */
  errorCode: number;
  /** The first producer ID in this range, inclusive. (versions 0) */
  producerIdStart: bigint;
  /** The number of producer IDs in this range. (versions 0) */
  producerIdLen: number;
}

/**
 * A {@link AllocateProducerIdsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAllocateProducerIdsResponse(fields?: Partial<AllocateProducerIdsResponse>): AllocateProducerIdsResponse {
  const message: AllocateProducerIdsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    producerIdStart: 0n,
    producerIdLen: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAllocateProducerIdsResponse(writer: Writer, message: AllocateProducerIdsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.producerIdStart);
  writer.writeInt32(message.producerIdLen);
  writer.writeUVarint(0);
}

function decodeAllocateProducerIdsResponse(reader: Reader): AllocateProducerIdsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const producerIdStart = reader.readInt64();
  const producerIdLen = reader.readInt32();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, producerIdStart, producerIdLen };
}

/**
 * Codec of {@link AllocateProducerIdsResponse} (api key 67, version 0, flexible from 0).
 * @public
 */
export const AllocateProducerIdsResponse: MessageCodec<AllocateProducerIdsResponse> = {
  name: 'AllocateProducerIdsResponse',
  apiKey: 67,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createAllocateProducerIdsResponse,
  encode(writer: Writer, message: AllocateProducerIdsResponse, version: number): void {
    checkVersion('AllocateProducerIdsResponse', 67, version, 0, 0);
    encodeAllocateProducerIdsResponse(writer, message);
  },
  decode(reader: Reader, version: number): AllocateProducerIdsResponse {
    checkVersion('AllocateProducerIdsResponse', 67, version, 0, 0);
    return decodeAllocateProducerIdsResponse(reader);
  },
};
