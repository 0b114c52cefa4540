// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeClusterRequest.json, DescribeClusterResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `DescribeClusterRequest` (api key 60, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeClusterRequest {
  /** Whether to include cluster authorized operations. (versions 0-2) */
  includeClusterAuthorizedOperations: boolean;
  /** The endpoint type to describe. 1=brokers, 2=controllers. (versions 1-2) */
  endpointType: number;
  /** Whether to include fenced brokers when listing brokers. (versions 2) */
  includeFencedBrokers: boolean;
}

/**
 * A {@link DescribeClusterRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClusterRequest(fields?: Partial<DescribeClusterRequest>): DescribeClusterRequest {
  const message: DescribeClusterRequest = {
    includeClusterAuthorizedOperations: false,
    endpointType: 1,
    includeFencedBrokers: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClusterRequest(writer: Writer, message: DescribeClusterRequest, version: number): void {
  writer.writeBoolean(message.includeClusterAuthorizedOperations);
  if (version >= 1) {
    writer.writeInt8(message.endpointType);
  } else {
    if (message.endpointType !== 1) throw missingFieldError('DescribeClusterRequest', 'EndpointType', version);
  }
  if (version >= 2) {
    writer.writeBoolean(message.includeFencedBrokers);
  } else {
    if (message.includeFencedBrokers) throw missingFieldError('DescribeClusterRequest', 'IncludeFencedBrokers', version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeClusterRequest(reader: Reader, version: number): DescribeClusterRequest {
  const includeClusterAuthorizedOperations = reader.readBoolean();
  let endpointType: number = 1;
  if (version >= 1) {
    endpointType = reader.readInt8();
  }
  let includeFencedBrokers: boolean = false;
  if (version >= 2) {
    includeFencedBrokers = reader.readBoolean();
  }
  skipTaggedFields(reader);
  return { includeClusterAuthorizedOperations, endpointType, includeFencedBrokers };
}

/**
 * Codec of {@link DescribeClusterRequest} (api key 60, versions 0-2, flexible from 0).
 * @public
 */
export const DescribeClusterRequest: MessageCodec<DescribeClusterRequest> = {
  name: 'DescribeClusterRequest',
  apiKey: 60,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createDescribeClusterRequest,
  encode(writer: Writer, message: DescribeClusterRequest, version: number): void {
    checkVersion('DescribeClusterRequest', 60, version, 0, 2);
    encodeDescribeClusterRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeClusterRequest {
    checkVersion('DescribeClusterRequest', 60, version, 0, 2);
    return decodeDescribeClusterRequest(reader, version);
  },
};

/**
 * `DescribeClusterBroker` of Kafka's `DescribeClusterResponse` (api key 60, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeClusterResponseDescribeClusterBroker {
  /** The broker ID. (versions 0-2) */
  brokerId: number;
  /** The broker hostname. (versions 0-2) */
  host: string;
  /** The broker port. (versions 0-2) */
  port: number;
  /** The rack of the broker, or null if it has not been assigned to a rack. (versions 0-2; nullable 0-2) */
  rack: string | null;
  /** Whether the broker is fenced (versions 2) */
  isFenced: boolean;
}

/**
 * A {@link DescribeClusterResponseDescribeClusterBroker} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClusterResponseDescribeClusterBroker(fields?: Partial<DescribeClusterResponseDescribeClusterBroker>): DescribeClusterResponseDescribeClusterBroker {
  const message: DescribeClusterResponseDescribeClusterBroker = {
    brokerId: 0,
    host: '',
    port: 0,
    rack: null,
    isFenced: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClusterResponseDescribeClusterBroker(writer: Writer, message: DescribeClusterResponseDescribeClusterBroker, version: number): void {
  writer.writeInt32(message.brokerId);
  writer.writeCompactString(message.host);
  writer.writeInt32(message.port);
  writer.writeCompactString(message.rack);
  if (version >= 2) {
    writer.writeBoolean(message.isFenced);
  } else {
    if (message.isFenced) throw missingFieldError('DescribeClusterResponseDescribeClusterBroker', 'IsFenced', version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeClusterResponseDescribeClusterBroker(reader: Reader, version: number): DescribeClusterResponseDescribeClusterBroker {
  const brokerId = reader.readInt32();
  const host = nonNull(reader.readCompactString(), 'DescribeClusterResponseDescribeClusterBroker', 'Host', reader);
  const port = reader.readInt32();
  const rack = reader.readCompactString();
  let isFenced: boolean = false;
  if (version >= 2) {
    isFenced = reader.readBoolean();
  }
  skipTaggedFields(reader);
  return { brokerId, host, port, rack, isFenced };
}

/**
 * Kafka's `DescribeClusterResponse` (api key 60, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeClusterResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** The top-level error code, or 0 if there was no error. (versions 0-2) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0-2; nullable 0-2) */
  errorMessage: string | null;
  /** The endpoint type that was described. 1=brokers, 2=controllers. (versions 1-2) */
  endpointType: number;
  /** The cluster ID that responding broker belongs to. (versions 0-2) */
  clusterId: string;
  /** The ID of the controller. When handled by a controller, returns the current voter leader ID. When handled by a broker, returns a random alive broker ID as a fallback. (versions 0-2) */
  controllerId: number;
  /** Each broker in the response. (versions 0-2) */
  brokers: DescribeClusterResponseDescribeClusterBroker[];
  /** 32-bit bitfield to represent authorized operations for this cluster. (versions 0-2) */
  clusterAuthorizedOperations: number;
}

/**
 * A {@link DescribeClusterResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeClusterResponse(fields?: Partial<DescribeClusterResponse>): DescribeClusterResponse {
  const message: DescribeClusterResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
    endpointType: 1,
    clusterId: '',
    controllerId: -1,
    brokers: [],
    clusterAuthorizedOperations: -2147483648,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeClusterResponse(writer: Writer, message: DescribeClusterResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  if (version >= 1) {
    writer.writeInt8(message.endpointType);
  } else {
    if (message.endpointType !== 1) throw missingFieldError('DescribeClusterResponse', 'EndpointType', version);
  }
  writer.writeCompactString(message.clusterId);
  writer.writeInt32(message.controllerId);
  writer.writeCompactArrayLength(message.brokers.length);
  for (const item0 of message.brokers) {
    encodeDescribeClusterResponseDescribeClusterBroker(writer, item0, version);
  }
  writer.writeInt32(message.clusterAuthorizedOperations);
  writer.writeUVarint(0);
}

function decodeDescribeClusterResponse(reader: Reader, version: number): DescribeClusterResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  let endpointType: number = 1;
  if (version >= 1) {
    endpointType = reader.readInt8();
  }
  const clusterId = nonNull(reader.readCompactString(), 'DescribeClusterResponse', 'ClusterId', reader);
  const controllerId = reader.readInt32();
  const count1 = nonNull(reader.readCompactArrayLength(10), 'DescribeClusterResponse', 'Brokers', reader);
  const brokers: DescribeClusterResponseDescribeClusterBroker[] = [];
  for (let index = 0; index < count1; index++) brokers.push(decodeDescribeClusterResponseDescribeClusterBroker(reader, version));
  const clusterAuthorizedOperations = reader.readInt32();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, endpointType, clusterId, controllerId, brokers, clusterAuthorizedOperations };
}

/**
 * Codec of {@link DescribeClusterResponse} (api key 60, versions 0-2, flexible from 0).
 * @public
 */
export const DescribeClusterResponse: MessageCodec<DescribeClusterResponse> = {
  name: 'DescribeClusterResponse',
  apiKey: 60,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createDescribeClusterResponse,
  encode(writer: Writer, message: DescribeClusterResponse, version: number): void {
    checkVersion('DescribeClusterResponse', 60, version, 0, 2);
    encodeDescribeClusterResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeClusterResponse {
    checkVersion('DescribeClusterResponse', 60, version, 0, 2);
    return decodeDescribeClusterResponse(reader, version);
  },
};
