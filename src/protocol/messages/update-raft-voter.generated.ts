// Generated from Apache Kafka's message specs (Apache License 2.0), UpdateRaftVoterRequest.json, UpdateRaftVoterResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `Listener` of Kafka's `UpdateRaftVoterRequest` (api key 82, version 0, flexible from 0).
 * @public
 */
export interface UpdateRaftVoterRequestListener {
  /** The name of the endpoint. (versions 0) */
  name: string;
  /** The hostname. (versions 0) */
  host: string;
  /** The port. (versions 0) */
  port: number;
}

/**
 * A {@link UpdateRaftVoterRequestListener} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateRaftVoterRequestListener(fields?: Partial<UpdateRaftVoterRequestListener>): UpdateRaftVoterRequestListener {
  const message: UpdateRaftVoterRequestListener = {
    name: '',
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateRaftVoterRequestListener(writer: Writer, message: UpdateRaftVoterRequestListener): void {
  writer.writeCompactString(message.name);
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeUVarint(0);
}

function decodeUpdateRaftVoterRequestListener(reader: Reader): UpdateRaftVoterRequestListener {
  const name = nonNull(reader.readCompactString(), 'UpdateRaftVoterRequestListener', 'Name', reader);
  const host = nonNull(reader.readCompactString(), 'UpdateRaftVoterRequestListener', 'Host', reader);
  const port = reader.readUInt16();
  skipTaggedFields(reader);
  return { name, host, port };
}

/**
 * `KRaftVersionFeature` of Kafka's `UpdateRaftVoterRequest` (api key 82, version 0, flexible from 0).
 * @public
 */
export interface UpdateRaftVoterRequestKRaftVersionFeature {
  /** The minimum supported KRaft protocol version. (versions 0) */
  minSupportedVersion: number;
  /** The maximum supported KRaft protocol version. (versions 0) */
  maxSupportedVersion: number;
}

/**
 * A {@link UpdateRaftVoterRequestKRaftVersionFeature} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateRaftVoterRequestKRaftVersionFeature(fields?: Partial<UpdateRaftVoterRequestKRaftVersionFeature>): UpdateRaftVoterRequestKRaftVersionFeature {
  const message: UpdateRaftVoterRequestKRaftVersionFeature = {
    minSupportedVersion: 0,
    maxSupportedVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateRaftVoterRequestKRaftVersionFeature(writer: Writer, message: UpdateRaftVoterRequestKRaftVersionFeature): void {
  writer.writeInt16(message.minSupportedVersion);
  writer.writeInt16(message.maxSupportedVersion);
  writer.writeUVarint(0);
}

function decodeUpdateRaftVoterRequestKRaftVersionFeature(reader: Reader): UpdateRaftVoterRequestKRaftVersionFeature {
  const minSupportedVersion = reader.readInt16();
  const maxSupportedVersion = reader.readInt16();
  skipTaggedFields(reader);
  return { minSupportedVersion, maxSupportedVersion };
}

/**
 * Kafka's `UpdateRaftVoterRequest` (api key 82, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface UpdateRaftVoterRequest {
  /** The cluster id. (versions 0; nullable 0) */
  clusterId: string | null;
  /** The current leader epoch of the partition, -1 for unknown leader epoch. (versions 0) */
  currentLeaderEpoch: number;
  /** The replica id of the voter getting updated in the topic partition. (versions 0) */
  voterId: number;
  /** The directory id of the voter getting updated in the topic partition. (versions 0) */
  voterDirectoryId: Uuid;
  /** The endpoint that can be used to communicate with the leader. (versions 0) */
  listeners: UpdateRaftVoterRequestListener[];
  /** The range of versions of the protocol that the replica supports. (versions 0) */
  kRaftVersionFeature: UpdateRaftVoterRequestKRaftVersionFeature;
}

/**
 * A {@link UpdateRaftVoterRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateRaftVoterRequest(fields?: Partial<UpdateRaftVoterRequest>): UpdateRaftVoterRequest {
  const message: UpdateRaftVoterRequest = {
    clusterId: '',
    currentLeaderEpoch: 0,
    voterId: 0,
    voterDirectoryId: ZERO_UUID,
    listeners: [],
    kRaftVersionFeature: createUpdateRaftVoterRequestKRaftVersionFeature(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateRaftVoterRequest(writer: Writer, message: UpdateRaftVoterRequest): void {
  writer.writeCompactString(message.clusterId);
  writer.writeInt32(message.currentLeaderEpoch);
  writer.writeInt32(message.voterId);
  writer.writeUuid(message.voterDirectoryId);
  writer.writeCompactArrayLength(message.listeners.length);
  for (const item0 of message.listeners) {
    encodeUpdateRaftVoterRequestListener(writer, item0);
  }
  encodeUpdateRaftVoterRequestKRaftVersionFeature(writer, message.kRaftVersionFeature);
  writer.writeUVarint(0);
}

function decodeUpdateRaftVoterRequest(reader: Reader): UpdateRaftVoterRequest {
  const clusterId = reader.readCompactString();
  const currentLeaderEpoch = reader.readInt32();
  const voterId = reader.readInt32();
  const voterDirectoryId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(4), 'UpdateRaftVoterRequest', 'Listeners', reader);
  const listeners: UpdateRaftVoterRequestListener[] = [];
  for (let index = 0; index < count1; index++) listeners.push(decodeUpdateRaftVoterRequestListener(reader));
  const kRaftVersionFeature = decodeUpdateRaftVoterRequestKRaftVersionFeature(reader);
  skipTaggedFields(reader);
  return { clusterId, currentLeaderEpoch, voterId, voterDirectoryId, listeners, kRaftVersionFeature };
}

/**
 * Codec of {@link UpdateRaftVoterRequest} (api key 82, version 0, flexible from 0).
 * @public
 */
export const UpdateRaftVoterRequest: MessageCodec<UpdateRaftVoterRequest> = {
  name: 'UpdateRaftVoterRequest',
  apiKey: 82,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createUpdateRaftVoterRequest,
  encode(writer: Writer, message: UpdateRaftVoterRequest, version: number): void {
    checkVersion('UpdateRaftVoterRequest', 82, version, 0, 0);
    encodeUpdateRaftVoterRequest(writer, message);
  },
  decode(reader: Reader, version: number): UpdateRaftVoterRequest {
    checkVersion('UpdateRaftVoterRequest', 82, version, 0, 0);
    return decodeUpdateRaftVoterRequest(reader);
  },
};

/**
 * `CurrentLeader` of Kafka's `UpdateRaftVoterResponse` (api key 82, version 0, flexible from 0).
 * @public
 */
export interface UpdateRaftVoterResponseCurrentLeader {
  /** The replica id of the current leader or -1 if the leader is unknown. (versions 0) */
  leaderId: number;
  /** The latest known leader epoch. (versions 0) */
  leaderEpoch: number;
  /** The node's hostname. (versions 0) */
  host: string;
  /** The node's port. (versions 0) */
  port: number;
}

/**
 * A {@link UpdateRaftVoterResponseCurrentLeader} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateRaftVoterResponseCurrentLeader(fields?: Partial<UpdateRaftVoterResponseCurrentLeader>): UpdateRaftVoterResponseCurrentLeader {
  const message: UpdateRaftVoterResponseCurrentLeader = {
    leaderId: -1,
    leaderEpoch: -1,
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateRaftVoterResponseCurrentLeader(writer: Writer, message: UpdateRaftVoterResponseCurrentLeader): void {
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeCompactString(message.host);
  writer.writeInt32(message.port);
  writer.writeUVarint(0);
}

function decodeUpdateRaftVoterResponseCurrentLeader(reader: Reader): UpdateRaftVoterResponseCurrentLeader {
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const host = nonNull(reader.readCompactString(), 'UpdateRaftVoterResponseCurrentLeader', 'Host', reader);
  const port = reader.readInt32();
  skipTaggedFields(reader);
  return { leaderId, leaderEpoch, host, port };
}

/**
 * Kafka's `UpdateRaftVoterResponse` (api key 82, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface UpdateRaftVoterResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** Details of the current Raft cluster leader. (versions 0; tag 0 in 0) */
  currentLeader: UpdateRaftVoterResponseCurrentLeader;
}

/**
 * A {@link UpdateRaftVoterResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateRaftVoterResponse(fields?: Partial<UpdateRaftVoterResponse>): UpdateRaftVoterResponse {
  const message: UpdateRaftVoterResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    currentLeader: createUpdateRaftVoterResponseCurrentLeader(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateRaftVoterResponse(writer: Writer, message: UpdateRaftVoterResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  let taggedCount = 0;
  if (!isDefaultUpdateRaftVoterResponseCurrentLeader(message.currentLeader)) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (!isDefaultUpdateRaftVoterResponseCurrentLeader(message.currentLeader)) {
    const start = beginTaggedField(writer, 0);
    encodeUpdateRaftVoterResponseCurrentLeader(writer, message.currentLeader);
    endTaggedField(writer, start);
  }
}

function decodeUpdateRaftVoterResponse(reader: Reader): UpdateRaftVoterResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  let currentLeader: UpdateRaftVoterResponseCurrentLeader = createUpdateRaftVoterResponseCurrentLeader();
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        currentLeader = decodeUpdateRaftVoterResponseCurrentLeader(reader);
        checkTaggedFieldEnd(reader, end, 'UpdateRaftVoterResponse', 'CurrentLeader');
        break;
      }
      default:
        // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.
        reader.offset = end;
    }
  }
  return { throttleTimeMs, errorCode, currentLeader };
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultUpdateRaftVoterResponseCurrentLeader(message: UpdateRaftVoterResponseCurrentLeader): boolean {
  return !(message.leaderId !== -1) && !(message.leaderEpoch !== -1) && !(message.host !== '') && !(message.port !== 0);
}

/**
 * Codec of {@link UpdateRaftVoterResponse} (api key 82, version 0, flexible from 0).
 * @public
 */
export const UpdateRaftVoterResponse: MessageCodec<UpdateRaftVoterResponse> = {
  name: 'UpdateRaftVoterResponse',
  apiKey: 82,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createUpdateRaftVoterResponse,
  encode(writer: Writer, message: UpdateRaftVoterResponse, version: number): void {
    checkVersion('UpdateRaftVoterResponse', 82, version, 0, 0);
    encodeUpdateRaftVoterResponse(writer, message);
  },
  decode(reader: Reader, version: number): UpdateRaftVoterResponse {
    checkVersion('UpdateRaftVoterResponse', 82, version, 0, 0);
    return decodeUpdateRaftVoterResponse(reader);
  },
};
