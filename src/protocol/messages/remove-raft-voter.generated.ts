// Generated from Apache Kafka's message specs (Apache License 2.0), RemoveRaftVoterRequest.json, RemoveRaftVoterResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `RemoveRaftVoterRequest` (api key 81, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface RemoveRaftVoterRequest {
  /** The cluster id of the request. (versions 0; nullable 0) */
  clusterId: string | null;
  /** The replica id of the voter getting removed from the topic partition. (versions 0) */
  voterId: number;
  /** The directory id of the voter getting removed from the topic partition. (versions 0) */
  voterDirectoryId: Uuid;
}

/**
 * A {@link RemoveRaftVoterRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createRemoveRaftVoterRequest(fields?: Partial<RemoveRaftVoterRequest>): RemoveRaftVoterRequest {
  const message: RemoveRaftVoterRequest = {
    clusterId: '',
    voterId: 0,
    voterDirectoryId: ZERO_UUID,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeRemoveRaftVoterRequest(writer: Writer, message: RemoveRaftVoterRequest): void {
  writer.writeCompactString(message.clusterId);
  writer.writeInt32(message.voterId);
  writer.writeUuid(message.voterDirectoryId);
  writer.writeUVarint(0);
}

function decodeRemoveRaftVoterRequest(reader: Reader): RemoveRaftVoterRequest {
  const clusterId = reader.readCompactString();
  const voterId = reader.readInt32();
  const voterDirectoryId = reader.readUuid();
  skipTaggedFields(reader);
  return { clusterId, voterId, voterDirectoryId };
}

/**
 * Codec of {@link RemoveRaftVoterRequest} (api key 81, version 0, flexible from 0).
 * @public
 */
export const RemoveRaftVoterRequest: MessageCodec<RemoveRaftVoterRequest> = {
  name: 'RemoveRaftVoterRequest',
  apiKey: 81,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createRemoveRaftVoterRequest,
  encode(writer: Writer, message: RemoveRaftVoterRequest, version: number): void {
    checkVersion('RemoveRaftVoterRequest', 81, version, 0, 0);
    encodeRemoveRaftVoterRequest(writer, message);
  },
  decode(reader: Reader, version: number): RemoveRaftVoterRequest {
    checkVersion('RemoveRaftVoterRequest', 81, version, 0, 0);
    return decodeRemoveRaftVoterRequest(reader);
  },
};

/**
 * Kafka's `RemoveRaftVoterResponse` (api key 81, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface RemoveRaftVoterResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0; nullable 0; ignorable) */
  errorMessage: string | null;
}

/**
 * A {@link RemoveRaftVoterResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createRemoveRaftVoterResponse(fields?: Partial<RemoveRaftVoterResponse>): RemoveRaftVoterResponse {
  const message: RemoveRaftVoterResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeRemoveRaftVoterResponse(writer: Writer, message: RemoveRaftVoterResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeRemoveRaftVoterResponse(reader: Reader): RemoveRaftVoterResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage };
}

/**
 * Codec of {@link RemoveRaftVoterResponse} (api key 81, version 0, flexible from 0).
 * @public
 */
export const RemoveRaftVoterResponse: MessageCodec<RemoveRaftVoterResponse> = {
  name: 'RemoveRaftVoterResponse',
  apiKey: 81,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createRemoveRaftVoterResponse,
  encode(writer: Writer, message: RemoveRaftVoterResponse, version: number): void {
    checkVersion('RemoveRaftVoterResponse', 81, version, 0, 0);
    encodeRemoveRaftVoterResponse(writer, message);
  },
  decode(reader: Reader, version: number): RemoveRaftVoterResponse {
    checkVersion('RemoveRaftVoterResponse', 81, version, 0, 0);
    return decodeRemoveRaftVoterResponse(reader);
  },
};
