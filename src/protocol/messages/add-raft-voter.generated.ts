// Generated from Apache Kafka's message specs (Apache License 2.0), AddRaftVoterRequest.json, AddRaftVoterResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `Listener` of Kafka's `AddRaftVoterRequest` (api key 80, versions 0-1, flexible from 0).
 * @public
 */
export interface AddRaftVoterRequestListener {
  /** The name of the endpoint. (versions 0-1) */
  name: string;
  /** The hostname. (versions 0-1) */
  host: string;
  /** The port. (versions 0-1) */
  port: number;
}

/**
 * A {@link AddRaftVoterRequestListener} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddRaftVoterRequestListener(fields?: Partial<AddRaftVoterRequestListener>): AddRaftVoterRequestListener {
  const message: AddRaftVoterRequestListener = {
    name: '',
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddRaftVoterRequestListener(writer: Writer, message: AddRaftVoterRequestListener): void {
  writer.writeCompactString(message.name);
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeUVarint(0);
}

function decodeAddRaftVoterRequestListener(reader: Reader): AddRaftVoterRequestListener {
  const name = nonNull(reader.readCompactString(), 'AddRaftVoterRequestListener', 'Name', reader);
  const host = nonNull(reader.readCompactString(), 'AddRaftVoterRequestListener', 'Host', reader);
  const port = reader.readUInt16();
  skipTaggedFields(reader);
  return { name, host, port };
}

/**
 * Kafka's `AddRaftVoterRequest` (api key 80, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface AddRaftVoterRequest {
  /** The cluster id. (versions 0-1; nullable 0-1) */
  clusterId: string | null;
  /** The maximum time to wait for the request to complete before returning. (versions 0-1) */
  timeoutMs: number;
  /** The replica id of the voter getting added to the topic partition. (versions 0-1) */
  voterId: number;
  /** The directory id of the voter getting added to the topic partition. (versions 0-1) */
  voterDirectoryId: Uuid;
  /** The endpoints that can be used to communicate with the voter. (versions 0-1) */
  listeners: AddRaftVoterRequestListener[];
  /** When true, return a response after the new voter set is committed. Otherwise, return after the leader writes the changes locally. (versions 1) */
  ackWhenCommitted: boolean;
}

/**
 * A {@link AddRaftVoterRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddRaftVoterRequest(fields?: Partial<AddRaftVoterRequest>): AddRaftVoterRequest {
  const message: AddRaftVoterRequest = {
    clusterId: '',
    timeoutMs: 0,
    voterId: 0,
    voterDirectoryId: ZERO_UUID,
    listeners: [],
    ackWhenCommitted: true,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddRaftVoterRequest(writer: Writer, message: AddRaftVoterRequest, version: number): void {
  writer.writeCompactString(message.clusterId);
  writer.writeInt32(message.timeoutMs);
  writer.writeInt32(message.voterId);
  writer.writeUuid(message.voterDirectoryId);
  writer.writeCompactArrayLength(message.listeners.length);
  for (const item0 of message.listeners) {
    encodeAddRaftVoterRequestListener(writer, item0);
  }
  if (version >= 1) {
    writer.writeBoolean(message.ackWhenCommitted);
  } else {
    if (!message.ackWhenCommitted) throw missingFieldError('AddRaftVoterRequest', 'AckWhenCommitted', version);
  }
  writer.writeUVarint(0);
}

function decodeAddRaftVoterRequest(reader: Reader, version: number): AddRaftVoterRequest {
  const clusterId = reader.readCompactString();
  const timeoutMs = reader.readInt32();
  const voterId = reader.readInt32();
  const voterDirectoryId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(4), 'AddRaftVoterRequest', 'Listeners', reader);
  const listeners: AddRaftVoterRequestListener[] = [];
  for (let index = 0; index < count1; index++) listeners.push(decodeAddRaftVoterRequestListener(reader));
  let ackWhenCommitted: boolean = true;
  if (version >= 1) {
    ackWhenCommitted = reader.readBoolean();
  }
  skipTaggedFields(reader);
  return { clusterId, timeoutMs, voterId, voterDirectoryId, listeners, ackWhenCommitted };
}

/**
 * Codec of {@link AddRaftVoterRequest} (api key 80, versions 0-1, flexible from 0).
 * @public
 */
export const AddRaftVoterRequest: MessageCodec<AddRaftVoterRequest> = {
  name: 'AddRaftVoterRequest',
  apiKey: 80,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createAddRaftVoterRequest,
  encode(writer: Writer, message: AddRaftVoterRequest, version: number): void {
    checkVersion('AddRaftVoterRequest', 80, version, 0, 1);
    encodeAddRaftVoterRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AddRaftVoterRequest {
    checkVersion('AddRaftVoterRequest', 80, version, 0, 1);
    return decodeAddRaftVoterRequest(reader, version);
  },
};

/**
 * Kafka's `AddRaftVoterResponse` (api key 80, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface AddRaftVoterResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 0-1; nullable 0-1; ignorable) */
  errorMessage: string | null;
}

/**
 * A {@link AddRaftVoterResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddRaftVoterResponse(fields?: Partial<AddRaftVoterResponse>): AddRaftVoterResponse {
  const message: AddRaftVoterResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddRaftVoterResponse(writer: Writer, message: AddRaftVoterResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeAddRaftVoterResponse(reader: Reader): AddRaftVoterResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage };
}

/**
 * Codec of {@link AddRaftVoterResponse} (api key 80, versions 0-1, flexible from 0).
 * @public
 */
export const AddRaftVoterResponse: MessageCodec<AddRaftVoterResponse> = {
  name: 'AddRaftVoterResponse',
  apiKey: 80,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createAddRaftVoterResponse,
  encode(writer: Writer, message: AddRaftVoterResponse, version: number): void {
    checkVersion('AddRaftVoterResponse', 80, version, 0, 1);
    encodeAddRaftVoterResponse(writer, message);
  },
  decode(reader: Reader, version: number): AddRaftVoterResponse {
    checkVersion('AddRaftVoterResponse', 80, version, 0, 1);
    return decodeAddRaftVoterResponse(reader);
  },
};
