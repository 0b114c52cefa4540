// Generated from Apache Kafka's message specs (Apache License 2.0), FetchSnapshotRequest.json, FetchSnapshotResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `SnapshotId` of Kafka's `FetchSnapshotRequest` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotRequestSnapshotId {
  /** The end offset of the snapshot. (versions 0-1) */
  endOffset: bigint;
  /** The epoch of the snapshot. (versions 0-1) */
  epoch: number;
}

/**
 * A {@link FetchSnapshotRequestSnapshotId} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotRequestSnapshotId(fields?: Partial<FetchSnapshotRequestSnapshotId>): FetchSnapshotRequestSnapshotId {
  const message: FetchSnapshotRequestSnapshotId = {
    endOffset: 0n,
    epoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotRequestSnapshotId(writer: Writer, message: FetchSnapshotRequestSnapshotId): void {
  writer.writeInt64(message.endOffset);
  writer.writeInt32(message.epoch);
  writer.writeUVarint(0);
}

function decodeFetchSnapshotRequestSnapshotId(reader: Reader): FetchSnapshotRequestSnapshotId {
  const endOffset = reader.readInt64();
  const epoch = reader.readInt32();
  skipTaggedFields(reader);
  return { endOffset, epoch };
}

/**
 * `PartitionSnapshot` of Kafka's `FetchSnapshotRequest` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotRequestPartitionSnapshot {
  /** The partition index. (versions 0-1) */
  partition: number;
  /** The current leader epoch of the partition, -1 for unknown leader epoch. (versions 0-1) */
  currentLeaderEpoch: number;
  /** The snapshot endOffset and epoch to fetch. (versions 0-1) */
  snapshotId: FetchSnapshotRequestSnapshotId;
  /** The byte position within the snapshot to start fetching from. (versions 0-1) */
  position: bigint;
  /** The directory id of the follower fetching. (versions 1; tag 0 in 1; ignorable) */
  replicaDirectoryId: Uuid;
}

/**
 * A {@link FetchSnapshotRequestPartitionSnapshot} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotRequestPartitionSnapshot(fields?: Partial<FetchSnapshotRequestPartitionSnapshot>): FetchSnapshotRequestPartitionSnapshot {
  const message: FetchSnapshotRequestPartitionSnapshot = {
    partition: 0,
    currentLeaderEpoch: 0,
    snapshotId: createFetchSnapshotRequestSnapshotId(),
    position: 0n,
    replicaDirectoryId: ZERO_UUID,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotRequestPartitionSnapshot(writer: Writer, message: FetchSnapshotRequestPartitionSnapshot, version: number): void {
  writer.writeInt32(message.partition);
  writer.writeInt32(message.currentLeaderEpoch);
  encodeFetchSnapshotRequestSnapshotId(writer, message.snapshotId);
  writer.writeInt64(message.position);
  let taggedCount = 0;
  if (version >= 1 && message.replicaDirectoryId !== ZERO_UUID) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (version >= 1 && message.replicaDirectoryId !== ZERO_UUID) {
    const start = beginTaggedField(writer, 0);
    writer.writeUuid(message.replicaDirectoryId);
    endTaggedField(writer, start);
  }
}

function decodeFetchSnapshotRequestPartitionSnapshot(reader: Reader, version: number): FetchSnapshotRequestPartitionSnapshot {
  const partition = reader.readInt32();
  const currentLeaderEpoch = reader.readInt32();
  const snapshotId = decodeFetchSnapshotRequestSnapshotId(reader);
  const position = reader.readInt64();
  let replicaDirectoryId: Uuid = ZERO_UUID;
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        if (version >= 1) {
          replicaDirectoryId = reader.readUuid();
          checkTaggedFieldEnd(reader, end, 'FetchSnapshotRequestPartitionSnapshot', 'ReplicaDirectoryId');
        } else {
          reader.offset = end;
        }
        break;
      }
      default:
        // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.
        reader.offset = end;
    }
  }
  return { partition, currentLeaderEpoch, snapshotId, position, replicaDirectoryId };
}

/**
 * `TopicSnapshot` of Kafka's `FetchSnapshotRequest` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotRequestTopicSnapshot {
  /** The name of the topic to fetch. (versions 0-1) */
  name: string;
  /** The partitions to fetch. (versions 0-1) */
  partitions: FetchSnapshotRequestPartitionSnapshot[];
}

/**
 * A {@link FetchSnapshotRequestTopicSnapshot} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotRequestTopicSnapshot(fields?: Partial<FetchSnapshotRequestTopicSnapshot>): FetchSnapshotRequestTopicSnapshot {
  const message: FetchSnapshotRequestTopicSnapshot = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotRequestTopicSnapshot(writer: Writer, message: FetchSnapshotRequestTopicSnapshot, version: number): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeFetchSnapshotRequestPartitionSnapshot(writer, item0, version);
  }
  writer.writeUVarint(0);
}

function decodeFetchSnapshotRequestTopicSnapshot(reader: Reader, version: number): FetchSnapshotRequestTopicSnapshot {
  const name = nonNull(reader.readCompactString(), 'FetchSnapshotRequestTopicSnapshot', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(28), 'FetchSnapshotRequestTopicSnapshot', 'Partitions', reader);
  const partitions: FetchSnapshotRequestPartitionSnapshot[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeFetchSnapshotRequestPartitionSnapshot(reader, version));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * Kafka's `FetchSnapshotRequest` (api key 59, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface FetchSnapshotRequest {
  /** The clusterId if known, this is used to validate metadata fetches prior to broker registration. (versions 0-1; nullable 0-1; tag 0 in 0-1) */
  clusterId: string | null;
  /** The broker ID of the follower. (versions 0-1) */
  replicaId: number;
  /** The maximum bytes to fetch from all of the snapshots. (versions 0-1) */
  maxBytes: number;
  /** The topics to fetch. (versions 0-1) */
  topics: FetchSnapshotRequestTopicSnapshot[];
}

/**
 * A {@link FetchSnapshotRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotRequest(fields?: Partial<FetchSnapshotRequest>): FetchSnapshotRequest {
  const message: FetchSnapshotRequest = {
    clusterId: null,
    replicaId: -1,
    maxBytes: 2147483647,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotRequest(writer: Writer, message: FetchSnapshotRequest, version: number): void {
  writer.writeInt32(message.replicaId);
  writer.writeInt32(message.maxBytes);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeFetchSnapshotRequestTopicSnapshot(writer, item2, version);
  }
  let taggedCount = 0;
  if (message.clusterId !== null) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (message.clusterId !== null) {
    const start = beginTaggedField(writer, 0);
    writer.writeCompactString(message.clusterId);
    endTaggedField(writer, start);
  }
}

function decodeFetchSnapshotRequest(reader: Reader, version: number): FetchSnapshotRequest {
  let clusterId: string | null = null;
  const replicaId = reader.readInt32();
  const maxBytes = reader.readInt32();
  const count3 = nonNull(reader.readCompactArrayLength(2), 'FetchSnapshotRequest', 'Topics', reader);
  const topics: FetchSnapshotRequestTopicSnapshot[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeFetchSnapshotRequestTopicSnapshot(reader, version));
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        clusterId = reader.readCompactString();
        checkTaggedFieldEnd(reader, end, 'FetchSnapshotRequest', 'ClusterId');
        break;
      }
      default:
        // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.
        reader.offset = end;
    }
  }
  return { clusterId, replicaId, maxBytes, topics };
}

/**
 * Codec of {@link FetchSnapshotRequest} (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export const FetchSnapshotRequest: MessageCodec<FetchSnapshotRequest> = {
  name: 'FetchSnapshotRequest',
  apiKey: 59,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createFetchSnapshotRequest,
  encode(writer: Writer, message: FetchSnapshotRequest, version: number): void {
    checkVersion('FetchSnapshotRequest', 59, version, 0, 1);
    encodeFetchSnapshotRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): FetchSnapshotRequest {
    checkVersion('FetchSnapshotRequest', 59, version, 0, 1);
    return decodeFetchSnapshotRequest(reader, version);
  },
};

/**
 * `SnapshotId` of Kafka's `FetchSnapshotResponse` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotResponseSnapshotId {
  /** The snapshot end offset. (versions 0-1) */
  endOffset: bigint;
  /** The snapshot epoch. (versions 0-1) */
  epoch: number;
}

/**
 * A {@link FetchSnapshotResponseSnapshotId} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotResponseSnapshotId(fields?: Partial<FetchSnapshotResponseSnapshotId>): FetchSnapshotResponseSnapshotId {
  const message: FetchSnapshotResponseSnapshotId = {
    endOffset: 0n,
    epoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotResponseSnapshotId(writer: Writer, message: FetchSnapshotResponseSnapshotId): void {
  writer.writeInt64(message.endOffset);
  writer.writeInt32(message.epoch);
  writer.writeUVarint(0);
}

function decodeFetchSnapshotResponseSnapshotId(reader: Reader): FetchSnapshotResponseSnapshotId {
  const endOffset = reader.readInt64();
  const epoch = reader.readInt32();
  skipTaggedFields(reader);
  return { endOffset, epoch };
}

/**
 * `LeaderIdAndEpoch` of Kafka's `FetchSnapshotResponse` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotResponseLeaderIdAndEpoch {
  /** The ID of the current leader or -1 if the leader is unknown. (versions 0-1) */
  leaderId: number;
  /** The latest known leader epoch. (versions 0-1) */
  leaderEpoch: number;
}

/**
 * A {@link FetchSnapshotResponseLeaderIdAndEpoch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotResponseLeaderIdAndEpoch(fields?: Partial<FetchSnapshotResponseLeaderIdAndEpoch>): FetchSnapshotResponseLeaderIdAndEpoch {
  const message: FetchSnapshotResponseLeaderIdAndEpoch = {
    leaderId: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotResponseLeaderIdAndEpoch(writer: Writer, message: FetchSnapshotResponseLeaderIdAndEpoch): void {
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeUVarint(0);
}

function decodeFetchSnapshotResponseLeaderIdAndEpoch(reader: Reader): FetchSnapshotResponseLeaderIdAndEpoch {
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { leaderId, leaderEpoch };
}

/**
 * `PartitionSnapshot` of Kafka's `FetchSnapshotResponse` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotResponsePartitionSnapshot {
  /** The partition index. (versions 0-1) */
  index: number;
  /** The error code, or 0 if there was no fetch error. (versions 0-1) */
  errorCode: number;
  /** The snapshot endOffset and epoch fetched. (versions 0-1) */
  snapshotId: FetchSnapshotResponseSnapshotId;
  /** The leader of the partition at the time of the snapshot. (versions 0-1; tag 0 in 0-1) */
  currentLeader: FetchSnapshotResponseLeaderIdAndEpoch;
  /** The total size of the snapshot. (versions 0-1) */
  size: bigint;
  /** The starting byte position within the snapshot included in the Bytes field. (versions 0-1) */
  position: bigint;
  /** Snapshot data in records format which may not be aligned on an offset boundary. (versions 0-1) */
  unalignedRecords: Buffer;
}

/**
 * A {@link FetchSnapshotResponsePartitionSnapshot} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotResponsePartitionSnapshot(fields?: Partial<FetchSnapshotResponsePartitionSnapshot>): FetchSnapshotResponsePartitionSnapshot {
  const message: FetchSnapshotResponsePartitionSnapshot = {
    index: 0,
    errorCode: 0,
    snapshotId: createFetchSnapshotResponseSnapshotId(),
    currentLeader: createFetchSnapshotResponseLeaderIdAndEpoch(),
    size: 0n,
    position: 0n,
    unalignedRecords: EMPTY_BYTES,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotResponsePartitionSnapshot(writer: Writer, message: FetchSnapshotResponsePartitionSnapshot): void {
  writer.writeInt32(message.index);
  writer.writeInt16(message.errorCode);
  encodeFetchSnapshotResponseSnapshotId(writer, message.snapshotId);
  writer.writeInt64(message.size);
  writer.writeInt64(message.position);
  writer.writeCompactBytes(message.unalignedRecords);
  let taggedCount = 0;
  if (!isDefaultFetchSnapshotResponseLeaderIdAndEpoch(message.currentLeader)) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (!isDefaultFetchSnapshotResponseLeaderIdAndEpoch(message.currentLeader)) {
    const start = beginTaggedField(writer, 0);
    encodeFetchSnapshotResponseLeaderIdAndEpoch(writer, message.currentLeader);
    endTaggedField(writer, start);
  }
}

function decodeFetchSnapshotResponsePartitionSnapshot(reader: Reader): FetchSnapshotResponsePartitionSnapshot {
  const indexValue = reader.readInt32();
  const errorCode = reader.readInt16();
  const snapshotId = decodeFetchSnapshotResponseSnapshotId(reader);
  let currentLeader: FetchSnapshotResponseLeaderIdAndEpoch = createFetchSnapshotResponseLeaderIdAndEpoch();
  const sizeValue = reader.readInt64();
  const position = reader.readInt64();
  const unalignedRecords = nonNull(reader.readCompactBytes(), 'FetchSnapshotResponsePartitionSnapshot', 'UnalignedRecords', reader);
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        currentLeader = decodeFetchSnapshotResponseLeaderIdAndEpoch(reader);
        checkTaggedFieldEnd(reader, end, 'FetchSnapshotResponsePartitionSnapshot', 'CurrentLeader');
        break;
      }
      default:
        // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.
        reader.offset = end;
    }
  }
  return { index: indexValue, errorCode, snapshotId, currentLeader, size: sizeValue, position, unalignedRecords };
}

/**
 * `TopicSnapshot` of Kafka's `FetchSnapshotResponse` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotResponseTopicSnapshot {
  /** The name of the topic to fetch. (versions 0-1) */
  name: string;
  /** The partitions to fetch. (versions 0-1) */
  partitions: FetchSnapshotResponsePartitionSnapshot[];
}

/**
 * A {@link FetchSnapshotResponseTopicSnapshot} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotResponseTopicSnapshot(fields?: Partial<FetchSnapshotResponseTopicSnapshot>): FetchSnapshotResponseTopicSnapshot {
  const message: FetchSnapshotResponseTopicSnapshot = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotResponseTopicSnapshot(writer: Writer, message: FetchSnapshotResponseTopicSnapshot): void {
  writer.writeCompactString(message.name);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeFetchSnapshotResponsePartitionSnapshot(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeFetchSnapshotResponseTopicSnapshot(reader: Reader): FetchSnapshotResponseTopicSnapshot {
  const name = nonNull(reader.readCompactString(), 'FetchSnapshotResponseTopicSnapshot', 'Name', reader);
  const count1 = nonNull(reader.readCompactArrayLength(35), 'FetchSnapshotResponseTopicSnapshot', 'Partitions', reader);
  const partitions: FetchSnapshotResponsePartitionSnapshot[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeFetchSnapshotResponsePartitionSnapshot(reader));
  skipTaggedFields(reader);
  return { name, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `FetchSnapshotResponse` (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export interface FetchSnapshotResponseNodeEndpoint {
  /** The ID of the associated node. (versions 1) */
  nodeId: number;
  /** The node's hostname. (versions 1) */
  host: string;
  /** The node's port. (versions 1) */
  port: number;
}

/**
 * A {@link FetchSnapshotResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotResponseNodeEndpoint(fields?: Partial<FetchSnapshotResponseNodeEndpoint>): FetchSnapshotResponseNodeEndpoint {
  const message: FetchSnapshotResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotResponseNodeEndpoint(writer: Writer, message: FetchSnapshotResponseNodeEndpoint, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('FetchSnapshotResponseNodeEndpoint', 'NodeId', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('FetchSnapshotResponseNodeEndpoint', 'Host', version);
  }
  if (version >= 1) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('FetchSnapshotResponseNodeEndpoint', 'Port', version);
  }
  writer.writeUVarint(0);
}

function decodeFetchSnapshotResponseNodeEndpoint(reader: Reader, version: number): FetchSnapshotResponseNodeEndpoint {
  let nodeId: number = 0;
  if (version >= 1) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 1) {
    host = nonNull(reader.readCompactString(), 'FetchSnapshotResponseNodeEndpoint', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 1) {
    port = reader.readUInt16();
  }
  skipTaggedFields(reader);
  return { nodeId, host, port };
}

/**
 * Kafka's `FetchSnapshotResponse` (api key 59, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface FetchSnapshotResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1; ignorable) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 0-1) */
  errorCode: number;
  /** The topics to fetch. (versions 0-1) */
  topics: FetchSnapshotResponseTopicSnapshot[];
  /** Endpoints for all current-leaders enumerated in PartitionSnapshot. (versions 1; tag 0 in 1) */
  nodeEndpoints: FetchSnapshotResponseNodeEndpoint[];
}

/**
 * A {@link FetchSnapshotResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchSnapshotResponse(fields?: Partial<FetchSnapshotResponse>): FetchSnapshotResponse {
  const message: FetchSnapshotResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    topics: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchSnapshotResponse(writer: Writer, message: FetchSnapshotResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeFetchSnapshotResponseTopicSnapshot(writer, item2);
  }
  if (!(version >= 1)) {
    if (message.nodeEndpoints.length !== 0) throw missingFieldError('FetchSnapshotResponse', 'NodeEndpoints', version);
  }
  let taggedCount = 0;
  if (version >= 1 && message.nodeEndpoints.length !== 0) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (version >= 1 && message.nodeEndpoints.length !== 0) {
    const start = beginTaggedField(writer, 0);
    writer.writeCompactArrayLength(message.nodeEndpoints.length);
    for (const item3 of message.nodeEndpoints) {
      encodeFetchSnapshotResponseNodeEndpoint(writer, item3, version);
    }
    endTaggedField(writer, start);
  }
}

function decodeFetchSnapshotResponse(reader: Reader, version: number): FetchSnapshotResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const count4 = nonNull(reader.readCompactArrayLength(2), 'FetchSnapshotResponse', 'Topics', reader);
  const topics: FetchSnapshotResponseTopicSnapshot[] = [];
  for (let index = 0; index < count4; index++) topics.push(decodeFetchSnapshotResponseTopicSnapshot(reader));
  let nodeEndpoints: FetchSnapshotResponseNodeEndpoint[] = [];
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        if (version >= 1) {
          const count5 = nonNull(reader.readCompactArrayLength(1), 'FetchSnapshotResponse', 'NodeEndpoints', reader);
          const array5: FetchSnapshotResponseNodeEndpoint[] = [];
          for (let index = 0; index < count5; index++) array5.push(decodeFetchSnapshotResponseNodeEndpoint(reader, version));
          nodeEndpoints = array5;
          checkTaggedFieldEnd(reader, end, 'FetchSnapshotResponse', 'NodeEndpoints');
        } else {
          reader.offset = end;
        }
        break;
      }
      default:
        // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.
        reader.offset = end;
    }
  }
  return { throttleTimeMs, errorCode, topics, nodeEndpoints };
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultFetchSnapshotResponseLeaderIdAndEpoch(message: FetchSnapshotResponseLeaderIdAndEpoch): boolean {
  return !(message.leaderId !== 0) && !(message.leaderEpoch !== 0);
}

/**
 * Codec of {@link FetchSnapshotResponse} (api key 59, versions 0-1, flexible from 0).
 * @public
 */
export const FetchSnapshotResponse: MessageCodec<FetchSnapshotResponse> = {
  name: 'FetchSnapshotResponse',
  apiKey: 59,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createFetchSnapshotResponse,
  encode(writer: Writer, message: FetchSnapshotResponse, version: number): void {
    checkVersion('FetchSnapshotResponse', 59, version, 0, 1);
    encodeFetchSnapshotResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): FetchSnapshotResponse {
    checkVersion('FetchSnapshotResponse', 59, version, 0, 1);
    return decodeFetchSnapshotResponse(reader, version);
  },
};
