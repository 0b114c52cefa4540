// Generated from Apache Kafka's message specs (Apache License 2.0), VoteRequest.json, VoteResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `VoteRequest` (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export interface VoteRequestPartitionData {
  /** The partition index. (versions 0-2) */
  partitionIndex: number;
  /** The epoch of the voter sending the request (versions 0-2) */
  replicaEpoch: number;
  /** The replica id of the voter sending the request (versions 0-2) */
  replicaId: number;
  /** The directory id of the voter sending the request (versions 1-2; ignorable) */
  replicaDirectoryId: Uuid;
  /** The directory id of the voter receiving the request (versions 1-2; ignorable) */
  voterDirectoryId: Uuid;
  /** The epoch of the last record written to the metadata log. (versions 0-2) */
  lastOffsetEpoch: number;
  /** The log end offset of the metadata log of the voter sending the request. (versions 0-2) */
  lastOffset: bigint;
  /** Whether the request is a PreVote request (not persisted) or not. (versions 2) */
  preVote: boolean;
}

/**
 * A {@link VoteRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteRequestPartitionData(fields?: Partial<VoteRequestPartitionData>): VoteRequestPartitionData {
  const message: VoteRequestPartitionData = {
    partitionIndex: 0,
    replicaEpoch: 0,
    replicaId: 0,
    replicaDirectoryId: ZERO_UUID,
    voterDirectoryId: ZERO_UUID,
    lastOffsetEpoch: 0,
    lastOffset: 0n,
    preVote: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteRequestPartitionData(writer: Writer, message: VoteRequestPartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt32(message.replicaEpoch);
  writer.writeInt32(message.replicaId);
  if (version >= 1) {
    writer.writeUuid(message.replicaDirectoryId);
  }
  if (version >= 1) {
    writer.writeUuid(message.voterDirectoryId);
  }
  writer.writeInt32(message.lastOffsetEpoch);
  writer.writeInt64(message.lastOffset);
  if (version >= 2) {
    writer.writeBoolean(message.preVote);
  } else {
    if (message.preVote) throw missingFieldError('VoteRequestPartitionData', 'PreVote', version);
  }
  writer.writeUVarint(0);
}

function decodeVoteRequestPartitionData(reader: Reader, version: number): VoteRequestPartitionData {
  const partitionIndex = reader.readInt32();
  const replicaEpoch = reader.readInt32();
  const replicaId = reader.readInt32();
  let replicaDirectoryId: Uuid = ZERO_UUID;
  if (version >= 1) {
    replicaDirectoryId = reader.readUuid();
  }
  let voterDirectoryId: Uuid = ZERO_UUID;
  if (version >= 1) {
    voterDirectoryId = reader.readUuid();
  }
  const lastOffsetEpoch = reader.readInt32();
  const lastOffset = reader.readInt64();
  let preVote: boolean = false;
  if (version >= 2) {
    preVote = reader.readBoolean();
  }
  skipTaggedFields(reader);
  return { partitionIndex, replicaEpoch, replicaId, replicaDirectoryId, voterDirectoryId, lastOffsetEpoch, lastOffset, preVote };
}

/**
 * `TopicData` of Kafka's `VoteRequest` (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export interface VoteRequestTopicData {
  /** The topic name. (versions 0-2) */
  topicName: string;
  /** The partition data. (versions 0-2) */
  partitions: VoteRequestPartitionData[];
}

/**
 * A {@link VoteRequestTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteRequestTopicData(fields?: Partial<VoteRequestTopicData>): VoteRequestTopicData {
  const message: VoteRequestTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteRequestTopicData(writer: Writer, message: VoteRequestTopicData, version: number): void {
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeVoteRequestPartitionData(writer, item0, version);
  }
  writer.writeUVarint(0);
}

function decodeVoteRequestTopicData(reader: Reader, version: number): VoteRequestTopicData {
  const topicName = nonNull(reader.readCompactString(), 'VoteRequestTopicData', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(24), 'VoteRequestTopicData', 'Partitions', reader);
  const partitions: VoteRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeVoteRequestPartitionData(reader, version));
  skipTaggedFields(reader);
  return { topicName, partitions };
}

/**
 * Kafka's `VoteRequest` (api key 52, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface VoteRequest {
  /** The cluster id. (versions 0-2; nullable 0-2) */
  clusterId: string | null;
  /** The replica id of the voter receiving the request. (versions 1-2; ignorable) */
  voterId: number;
  /** The topic data. (versions 0-2) */
  topics: VoteRequestTopicData[];
}

/**
 * A {@link VoteRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteRequest(fields?: Partial<VoteRequest>): VoteRequest {
  const message: VoteRequest = {
    clusterId: null,
    voterId: -1,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteRequest(writer: Writer, message: VoteRequest, version: number): void {
  writer.writeCompactString(message.clusterId);
  if (version >= 1) {
    writer.writeInt32(message.voterId);
  }
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeVoteRequestTopicData(writer, item2, version);
  }
  writer.writeUVarint(0);
}

function decodeVoteRequest(reader: Reader, version: number): VoteRequest {
  const clusterId = reader.readCompactString();
  let voterId: number = -1;
  if (version >= 1) {
    voterId = reader.readInt32();
  }
  const count3 = nonNull(reader.readCompactArrayLength(2), 'VoteRequest', 'Topics', reader);
  const topics: VoteRequestTopicData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeVoteRequestTopicData(reader, version));
  skipTaggedFields(reader);
  return { clusterId, voterId, topics };
}

/**
 * Codec of {@link VoteRequest} (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export const VoteRequest: MessageCodec<VoteRequest> = {
  name: 'VoteRequest',
  apiKey: 52,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createVoteRequest,
  encode(writer: Writer, message: VoteRequest, version: number): void {
    checkVersion('VoteRequest', 52, version, 0, 2);
    encodeVoteRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): VoteRequest {
    checkVersion('VoteRequest', 52, version, 0, 2);
    return decodeVoteRequest(reader, version);
  },
};

/**
 * `PartitionData` of Kafka's `VoteResponse` (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export interface VoteResponsePartitionData {
  /** The partition index. (versions 0-2) */
  partitionIndex: number;
  /** The partition level error code. (versions 0-2) */
  errorCode: number;
  /** The ID of the current leader or -1 if the leader is unknown. (versions 0-2) */
  leaderId: number;
  /** The latest known leader epoch. (versions 0-2) */
  leaderEpoch: number;
  /** True if the vote was granted and false otherwise. (versions 0-2) */
  voteGranted: boolean;
}

/**
 * A {@link VoteResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteResponsePartitionData(fields?: Partial<VoteResponsePartitionData>): VoteResponsePartitionData {
  const message: VoteResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    leaderId: 0,
    leaderEpoch: 0,
    voteGranted: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteResponsePartitionData(writer: Writer, message: VoteResponsePartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeBoolean(message.voteGranted);
  writer.writeUVarint(0);
}

function decodeVoteResponsePartitionData(reader: Reader): VoteResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const voteGranted = reader.readBoolean();
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, leaderId, leaderEpoch, voteGranted };
}

/**
 * `TopicData` of Kafka's `VoteResponse` (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export interface VoteResponseTopicData {
  /** The topic name. (versions 0-2) */
  topicName: string;
  /** The results for each partition. (versions 0-2) */
  partitions: VoteResponsePartitionData[];
}

/**
 * A {@link VoteResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteResponseTopicData(fields?: Partial<VoteResponseTopicData>): VoteResponseTopicData {
  const message: VoteResponseTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteResponseTopicData(writer: Writer, message: VoteResponseTopicData): void {
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeVoteResponsePartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeVoteResponseTopicData(reader: Reader): VoteResponseTopicData {
  const topicName = nonNull(reader.readCompactString(), 'VoteResponseTopicData', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(15), 'VoteResponseTopicData', 'Partitions', reader);
  const partitions: VoteResponsePartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeVoteResponsePartitionData(reader));
  skipTaggedFields(reader);
  return { topicName, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `VoteResponse` (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export interface VoteResponseNodeEndpoint {
  /** The ID of the associated node. (versions 1-2) */
  nodeId: number;
  /** The node's hostname. (versions 1-2) */
  host: string;
  /** The node's port. (versions 1-2) */
  port: number;
}

/**
 * A {@link VoteResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteResponseNodeEndpoint(fields?: Partial<VoteResponseNodeEndpoint>): VoteResponseNodeEndpoint {
  const message: VoteResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteResponseNodeEndpoint(writer: Writer, message: VoteResponseNodeEndpoint, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('VoteResponseNodeEndpoint', 'NodeId', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('VoteResponseNodeEndpoint', 'Host', version);
  }
  if (version >= 1) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('VoteResponseNodeEndpoint', 'Port', version);
  }
  writer.writeUVarint(0);
}

function decodeVoteResponseNodeEndpoint(reader: Reader, version: number): VoteResponseNodeEndpoint {
  let nodeId: number = 0;
  if (version >= 1) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 1) {
    host = nonNull(reader.readCompactString(), 'VoteResponseNodeEndpoint', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 1) {
    port = reader.readUInt16();
  }
  skipTaggedFields(reader);
  return { nodeId, host, port };
}

/**
 * Kafka's `VoteResponse` (api key 52, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface VoteResponse {
  /** The top level error code. (versions 0-2) */
  errorCode: number;
  /** The results for each topic. (versions 0-2) */
  topics: VoteResponseTopicData[];
  /** Endpoints for all current-leaders enumerated in PartitionData. (versions 1-2; tag 0 in 1-2) */
  nodeEndpoints: VoteResponseNodeEndpoint[];
}

/**
 * A {@link VoteResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVoteResponse(fields?: Partial<VoteResponse>): VoteResponse {
  const message: VoteResponse = {
    errorCode: 0,
    topics: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVoteResponse(writer: Writer, message: VoteResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeVoteResponseTopicData(writer, item2);
  }
  if (!(version >= 1)) {
    if (message.nodeEndpoints.length !== 0) throw missingFieldError('VoteResponse', 'NodeEndpoints', version);
  }
  let taggedCount = 0;
  if (version >= 1 && message.nodeEndpoints.length !== 0) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (version >= 1 && message.nodeEndpoints.length !== 0) {
    const start = beginTaggedField(writer, 0);
    writer.writeCompactArrayLength(message.nodeEndpoints.length);
    for (const item3 of message.nodeEndpoints) {
      encodeVoteResponseNodeEndpoint(writer, item3, version);
    }
    endTaggedField(writer, start);
  }
}

function decodeVoteResponse(reader: Reader, version: number): VoteResponse {
  const errorCode = reader.readInt16();
  const count4 = nonNull(reader.readCompactArrayLength(2), 'VoteResponse', 'Topics', reader);
  const topics: VoteResponseTopicData[] = [];
  for (let index = 0; index < count4; index++) topics.push(decodeVoteResponseTopicData(reader));
  let nodeEndpoints: VoteResponseNodeEndpoint[] = [];
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        if (version >= 1) {
          const count5 = nonNull(reader.readCompactArrayLength(1), 'VoteResponse', 'NodeEndpoints', reader);
          const array5: VoteResponseNodeEndpoint[] = [];
          for (let index = 0; index < count5; index++) array5.push(decodeVoteResponseNodeEndpoint(reader, version));
          nodeEndpoints = array5;
          checkTaggedFieldEnd(reader, end, 'VoteResponse', 'NodeEndpoints');
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
  return { errorCode, topics, nodeEndpoints };
}

/**
 * Codec of {@link VoteResponse} (api key 52, versions 0-2, flexible from 0).
 * @public
 */
export const VoteResponse: MessageCodec<VoteResponse> = {
  name: 'VoteResponse',
  apiKey: 52,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createVoteResponse,
  encode(writer: Writer, message: VoteResponse, version: number): void {
    checkVersion('VoteResponse', 52, version, 0, 2);
    encodeVoteResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): VoteResponse {
    checkVersion('VoteResponse', 52, version, 0, 2);
    return decodeVoteResponse(reader, version);
  },
};
