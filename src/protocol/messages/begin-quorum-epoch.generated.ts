// Generated from Apache Kafka's message specs (Apache License 2.0), BeginQuorumEpochRequest.json, BeginQuorumEpochResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `BeginQuorumEpochRequest` (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export interface BeginQuorumEpochRequestPartitionData {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The directory id of the receiving replica. (versions 1; ignorable) */
  voterDirectoryId: Uuid;
  /** The ID of the newly elected leader. (versions 0-1) */
  leaderId: number;
  /** The epoch of the newly elected leader. (versions 0-1) */
  leaderEpoch: number;
}

/**
 * A {@link BeginQuorumEpochRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochRequestPartitionData(fields?: Partial<BeginQuorumEpochRequestPartitionData>): BeginQuorumEpochRequestPartitionData {
  const message: BeginQuorumEpochRequestPartitionData = {
    partitionIndex: 0,
    voterDirectoryId: ZERO_UUID,
    leaderId: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochRequestPartitionData(writer: Writer, message: BeginQuorumEpochRequestPartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  if (version >= 1) {
    writer.writeUuid(message.voterDirectoryId);
  }
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochRequestPartitionData(reader: Reader, version: number): BeginQuorumEpochRequestPartitionData {
  const partitionIndex = reader.readInt32();
  let voterDirectoryId: Uuid = ZERO_UUID;
  if (version >= 1) {
    voterDirectoryId = reader.readUuid();
  }
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, voterDirectoryId, leaderId, leaderEpoch };
}

/**
 * `TopicData` of Kafka's `BeginQuorumEpochRequest` (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export interface BeginQuorumEpochRequestTopicData {
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The partitions. (versions 0-1) */
  partitions: BeginQuorumEpochRequestPartitionData[];
}

/**
 * A {@link BeginQuorumEpochRequestTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochRequestTopicData(fields?: Partial<BeginQuorumEpochRequestTopicData>): BeginQuorumEpochRequestTopicData {
  const message: BeginQuorumEpochRequestTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochRequestTopicData(writer: Writer, message: BeginQuorumEpochRequestTopicData, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.topicName);
  } else {
    writer.writeString(message.topicName);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeBeginQuorumEpochRequestPartitionData(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochRequestTopicData(reader: Reader, version: number): BeginQuorumEpochRequestTopicData {
  const topicName = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'BeginQuorumEpochRequestTopicData', 'TopicName', reader);
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(12) : reader.readArrayLength(12)), 'BeginQuorumEpochRequestTopicData', 'Partitions', reader);
  const partitions: BeginQuorumEpochRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeBeginQuorumEpochRequestPartitionData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { topicName, partitions };
}

/**
 * `LeaderEndpoint` of Kafka's `BeginQuorumEpochRequest` (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export interface BeginQuorumEpochRequestLeaderEndpoint {
  /** The name of the endpoint. (versions 1) */
  name: string;
  /** The node's hostname. (versions 1) */
  host: string;
  /** The node's port. (versions 1) */
  port: number;
}

/**
 * A {@link BeginQuorumEpochRequestLeaderEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochRequestLeaderEndpoint(fields?: Partial<BeginQuorumEpochRequestLeaderEndpoint>): BeginQuorumEpochRequestLeaderEndpoint {
  const message: BeginQuorumEpochRequestLeaderEndpoint = {
    name: '',
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochRequestLeaderEndpoint(writer: Writer, message: BeginQuorumEpochRequestLeaderEndpoint, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('BeginQuorumEpochRequestLeaderEndpoint', 'Name', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('BeginQuorumEpochRequestLeaderEndpoint', 'Host', version);
  }
  if (version >= 1) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('BeginQuorumEpochRequestLeaderEndpoint', 'Port', version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochRequestLeaderEndpoint(reader: Reader, version: number): BeginQuorumEpochRequestLeaderEndpoint {
  let name: string = '';
  if (version >= 1) {
    name = nonNull(reader.readCompactString(), 'BeginQuorumEpochRequestLeaderEndpoint', 'Name', reader);
  }
  let host: string = '';
  if (version >= 1) {
    host = nonNull(reader.readCompactString(), 'BeginQuorumEpochRequestLeaderEndpoint', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 1) {
    port = reader.readUInt16();
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { name, host, port };
}

/**
 * Kafka's `BeginQuorumEpochRequest` (api key 53, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface BeginQuorumEpochRequest {
  /** The cluster id. (versions 0-1; nullable 0-1) */
  clusterId: string | null;
  /** The replica id of the voter receiving the request. (versions 1; ignorable) */
  voterId: number;
  /** The topics. (versions 0-1) */
  topics: BeginQuorumEpochRequestTopicData[];
  /** Endpoints for the leader. (versions 1; ignorable) */
  leaderEndpoints: BeginQuorumEpochRequestLeaderEndpoint[];
}

/**
 * A {@link BeginQuorumEpochRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochRequest(fields?: Partial<BeginQuorumEpochRequest>): BeginQuorumEpochRequest {
  const message: BeginQuorumEpochRequest = {
    clusterId: null,
    voterId: -1,
    topics: [],
    leaderEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochRequest(writer: Writer, message: BeginQuorumEpochRequest, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.clusterId);
  } else {
    writer.writeString(message.clusterId);
  }
  if (version >= 1) {
    writer.writeInt32(message.voterId);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeBeginQuorumEpochRequestTopicData(writer, item2, version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.leaderEndpoints.length);
    for (const item3 of message.leaderEndpoints) {
      encodeBeginQuorumEpochRequestLeaderEndpoint(writer, item3, version);
    }
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochRequest(reader: Reader, version: number): BeginQuorumEpochRequest {
  const clusterId = (version >= 1 ? reader.readCompactString() : reader.readString());
  let voterId: number = -1;
  if (version >= 1) {
    voterId = reader.readInt32();
  }
  const count4 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'BeginQuorumEpochRequest', 'Topics', reader);
  const topics: BeginQuorumEpochRequestTopicData[] = [];
  for (let index = 0; index < count4; index++) topics.push(decodeBeginQuorumEpochRequestTopicData(reader, version));
  let leaderEndpoints: BeginQuorumEpochRequestLeaderEndpoint[] = [];
  if (version >= 1) {
    const count5 = nonNull(reader.readCompactArrayLength(1), 'BeginQuorumEpochRequest', 'LeaderEndpoints', reader);
    const array5: BeginQuorumEpochRequestLeaderEndpoint[] = [];
    for (let index = 0; index < count5; index++) array5.push(decodeBeginQuorumEpochRequestLeaderEndpoint(reader, version));
    leaderEndpoints = array5;
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { clusterId, voterId, topics, leaderEndpoints };
}

/**
 * Codec of {@link BeginQuorumEpochRequest} (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export const BeginQuorumEpochRequest: MessageCodec<BeginQuorumEpochRequest> = {
  name: 'BeginQuorumEpochRequest',
  apiKey: 53,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createBeginQuorumEpochRequest,
  encode(writer: Writer, message: BeginQuorumEpochRequest, version: number): void {
    checkVersion('BeginQuorumEpochRequest', 53, version, 0, 1);
    encodeBeginQuorumEpochRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): BeginQuorumEpochRequest {
    checkVersion('BeginQuorumEpochRequest', 53, version, 0, 1);
    return decodeBeginQuorumEpochRequest(reader, version);
  },
};

/**
 * `PartitionData` of Kafka's `BeginQuorumEpochResponse` (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export interface BeginQuorumEpochResponsePartitionData {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The error code for this partition. (versions 0-1) */
  errorCode: number;
  /** The ID of the current leader or -1 if the leader is unknown. (versions 0-1) */
  leaderId: number;
  /** The latest known leader epoch. (versions 0-1) */
  leaderEpoch: number;
}

/**
 * A {@link BeginQuorumEpochResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochResponsePartitionData(fields?: Partial<BeginQuorumEpochResponsePartitionData>): BeginQuorumEpochResponsePartitionData {
  const message: BeginQuorumEpochResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    leaderId: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochResponsePartitionData(writer: Writer, message: BeginQuorumEpochResponsePartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochResponsePartitionData(reader: Reader, version: number): BeginQuorumEpochResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, errorCode, leaderId, leaderEpoch };
}

/**
 * `TopicData` of Kafka's `BeginQuorumEpochResponse` (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export interface BeginQuorumEpochResponseTopicData {
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The partition data. (versions 0-1) */
  partitions: BeginQuorumEpochResponsePartitionData[];
}

/**
 * A {@link BeginQuorumEpochResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochResponseTopicData(fields?: Partial<BeginQuorumEpochResponseTopicData>): BeginQuorumEpochResponseTopicData {
  const message: BeginQuorumEpochResponseTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochResponseTopicData(writer: Writer, message: BeginQuorumEpochResponseTopicData, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.topicName);
  } else {
    writer.writeString(message.topicName);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeBeginQuorumEpochResponsePartitionData(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochResponseTopicData(reader: Reader, version: number): BeginQuorumEpochResponseTopicData {
  const topicName = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'BeginQuorumEpochResponseTopicData', 'TopicName', reader);
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(14) : reader.readArrayLength(14)), 'BeginQuorumEpochResponseTopicData', 'Partitions', reader);
  const partitions: BeginQuorumEpochResponsePartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeBeginQuorumEpochResponsePartitionData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { topicName, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `BeginQuorumEpochResponse` (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export interface BeginQuorumEpochResponseNodeEndpoint {
  /** The ID of the associated node. (versions 1) */
  nodeId: number;
  /** The node's hostname. (versions 1) */
  host: string;
  /** The node's port. (versions 1) */
  port: number;
}

/**
 * A {@link BeginQuorumEpochResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochResponseNodeEndpoint(fields?: Partial<BeginQuorumEpochResponseNodeEndpoint>): BeginQuorumEpochResponseNodeEndpoint {
  const message: BeginQuorumEpochResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochResponseNodeEndpoint(writer: Writer, message: BeginQuorumEpochResponseNodeEndpoint, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('BeginQuorumEpochResponseNodeEndpoint', 'NodeId', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('BeginQuorumEpochResponseNodeEndpoint', 'Host', version);
  }
  if (version >= 1) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('BeginQuorumEpochResponseNodeEndpoint', 'Port', version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeBeginQuorumEpochResponseNodeEndpoint(reader: Reader, version: number): BeginQuorumEpochResponseNodeEndpoint {
  let nodeId: number = 0;
  if (version >= 1) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 1) {
    host = nonNull(reader.readCompactString(), 'BeginQuorumEpochResponseNodeEndpoint', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 1) {
    port = reader.readUInt16();
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { nodeId, host, port };
}

/**
 * Kafka's `BeginQuorumEpochResponse` (api key 53, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface BeginQuorumEpochResponse {
  /** The top level error code. (versions 0-1) */
  errorCode: number;
  /** The topic data. (versions 0-1) */
  topics: BeginQuorumEpochResponseTopicData[];
  /** Endpoints for all leaders enumerated in PartitionData. (versions 1; tag 0 in 1) */
  nodeEndpoints: BeginQuorumEpochResponseNodeEndpoint[];
}

/**
 * A {@link BeginQuorumEpochResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBeginQuorumEpochResponse(fields?: Partial<BeginQuorumEpochResponse>): BeginQuorumEpochResponse {
  const message: BeginQuorumEpochResponse = {
    errorCode: 0,
    topics: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBeginQuorumEpochResponse(writer: Writer, message: BeginQuorumEpochResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 1) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeBeginQuorumEpochResponseTopicData(writer, item2, version);
  }
  if (!(version >= 1)) {
    if (message.nodeEndpoints.length !== 0) throw missingFieldError('BeginQuorumEpochResponse', 'NodeEndpoints', version);
  }
  if (version >= 1) {
    let taggedCount = 0;
    if (version >= 1 && message.nodeEndpoints.length !== 0) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 1 && message.nodeEndpoints.length !== 0) {
      const start = beginTaggedField(writer, 0);
      writer.writeCompactArrayLength(message.nodeEndpoints.length);
      for (const item3 of message.nodeEndpoints) {
        encodeBeginQuorumEpochResponseNodeEndpoint(writer, item3, version);
      }
      endTaggedField(writer, start);
    }
  }
}

function decodeBeginQuorumEpochResponse(reader: Reader, version: number): BeginQuorumEpochResponse {
  const errorCode = reader.readInt16();
  const count4 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'BeginQuorumEpochResponse', 'Topics', reader);
  const topics: BeginQuorumEpochResponseTopicData[] = [];
  for (let index = 0; index < count4; index++) topics.push(decodeBeginQuorumEpochResponseTopicData(reader, version));
  let nodeEndpoints: BeginQuorumEpochResponseNodeEndpoint[] = [];
  if (version >= 1) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 1) {
            const count5 = nonNull(reader.readCompactArrayLength(1), 'BeginQuorumEpochResponse', 'NodeEndpoints', reader);
            const array5: BeginQuorumEpochResponseNodeEndpoint[] = [];
            for (let index = 0; index < count5; index++) array5.push(decodeBeginQuorumEpochResponseNodeEndpoint(reader, version));
            nodeEndpoints = array5;
            checkTaggedFieldEnd(reader, end, 'BeginQuorumEpochResponse', 'NodeEndpoints');
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
  }
  return { errorCode, topics, nodeEndpoints };
}

/**
 * Codec of {@link BeginQuorumEpochResponse} (api key 53, versions 0-1, flexible from 1).
 * @public
 */
export const BeginQuorumEpochResponse: MessageCodec<BeginQuorumEpochResponse> = {
  name: 'BeginQuorumEpochResponse',
  apiKey: 53,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createBeginQuorumEpochResponse,
  encode(writer: Writer, message: BeginQuorumEpochResponse, version: number): void {
    checkVersion('BeginQuorumEpochResponse', 53, version, 0, 1);
    encodeBeginQuorumEpochResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): BeginQuorumEpochResponse {
    checkVersion('BeginQuorumEpochResponse', 53, version, 0, 1);
    return decodeBeginQuorumEpochResponse(reader, version);
  },
};
