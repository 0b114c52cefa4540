// Generated from Apache Kafka's message specs (Apache License 2.0), EndQuorumEpochRequest.json, EndQuorumEpochResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `ReplicaInfo` of Kafka's `EndQuorumEpochRequest` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochRequestReplicaInfo {
  /** The ID of the candidate replica. (versions 1) */
  candidateId: number;
  /** The directory ID of the candidate replica. (versions 1) */
  candidateDirectoryId: Uuid;
}

/**
 * A {@link EndQuorumEpochRequestReplicaInfo} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochRequestReplicaInfo(fields?: Partial<EndQuorumEpochRequestReplicaInfo>): EndQuorumEpochRequestReplicaInfo {
  const message: EndQuorumEpochRequestReplicaInfo = {
    candidateId: 0,
    candidateDirectoryId: ZERO_UUID,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochRequestReplicaInfo(writer: Writer, message: EndQuorumEpochRequestReplicaInfo, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.candidateId);
  } else {
    if (message.candidateId !== 0) throw missingFieldError('EndQuorumEpochRequestReplicaInfo', 'CandidateId', version);
  }
  if (version >= 1) {
    writer.writeUuid(message.candidateDirectoryId);
  } else {
    if (message.candidateDirectoryId !== ZERO_UUID) throw missingFieldError('EndQuorumEpochRequestReplicaInfo', 'CandidateDirectoryId', version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochRequestReplicaInfo(reader: Reader, version: number): EndQuorumEpochRequestReplicaInfo {
  let candidateId: number = 0;
  if (version >= 1) {
    candidateId = reader.readInt32();
  }
  let candidateDirectoryId: Uuid = ZERO_UUID;
  if (version >= 1) {
    candidateDirectoryId = reader.readUuid();
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { candidateId, candidateDirectoryId };
}

/**
 * `PartitionData` of Kafka's `EndQuorumEpochRequest` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochRequestPartitionData {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The current leader ID that is resigning. (versions 0-1) */
  leaderId: number;
  /** The current epoch. (versions 0-1) */
  leaderEpoch: number;
  /** A sorted list of preferred successors to start the election. (versions 0; ignorable) */
  preferredSuccessors: number[];
  /** A sorted list of preferred candidates to start the election. (versions 1; ignorable) */
  preferredCandidates: EndQuorumEpochRequestReplicaInfo[];
}

/**
 * A {@link EndQuorumEpochRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochRequestPartitionData(fields?: Partial<EndQuorumEpochRequestPartitionData>): EndQuorumEpochRequestPartitionData {
  const message: EndQuorumEpochRequestPartitionData = {
    partitionIndex: 0,
    leaderId: 0,
    leaderEpoch: 0,
    preferredSuccessors: [],
    preferredCandidates: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochRequestPartitionData(writer: Writer, message: EndQuorumEpochRequestPartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  if (version <= 0) {
    writer.writeArrayLength(message.preferredSuccessors.length);
    for (const item0 of message.preferredSuccessors) {
      writer.writeInt32(item0);
    }
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.preferredCandidates.length);
    for (const item1 of message.preferredCandidates) {
      encodeEndQuorumEpochRequestReplicaInfo(writer, item1, version);
    }
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochRequestPartitionData(reader: Reader, version: number): EndQuorumEpochRequestPartitionData {
  const partitionIndex = reader.readInt32();
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  let preferredSuccessors: number[] = [];
  if (version <= 0) {
    const count2 = nonNull(reader.readArrayLength(4), 'EndQuorumEpochRequestPartitionData', 'PreferredSuccessors', reader);
    const array2: number[] = [];
    for (let index = 0; index < count2; index++) array2.push(reader.readInt32());
    preferredSuccessors = array2;
  }
  let preferredCandidates: EndQuorumEpochRequestReplicaInfo[] = [];
  if (version >= 1) {
    const count3 = nonNull(reader.readCompactArrayLength(1), 'EndQuorumEpochRequestPartitionData', 'PreferredCandidates', reader);
    const array3: EndQuorumEpochRequestReplicaInfo[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeEndQuorumEpochRequestReplicaInfo(reader, version));
    preferredCandidates = array3;
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, leaderId, leaderEpoch, preferredSuccessors, preferredCandidates };
}

/**
 * `TopicData` of Kafka's `EndQuorumEpochRequest` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochRequestTopicData {
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The partitions. (versions 0-1) */
  partitions: EndQuorumEpochRequestPartitionData[];
}

/**
 * A {@link EndQuorumEpochRequestTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochRequestTopicData(fields?: Partial<EndQuorumEpochRequestTopicData>): EndQuorumEpochRequestTopicData {
  const message: EndQuorumEpochRequestTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochRequestTopicData(writer: Writer, message: EndQuorumEpochRequestTopicData, version: number): void {
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
  for (const item4 of message.partitions) {
    encodeEndQuorumEpochRequestPartitionData(writer, item4, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochRequestTopicData(reader: Reader, version: number): EndQuorumEpochRequestTopicData {
  const topicName = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'EndQuorumEpochRequestTopicData', 'TopicName', reader);
  const count5 = nonNull((version >= 1 ? reader.readCompactArrayLength(12) : reader.readArrayLength(12)), 'EndQuorumEpochRequestTopicData', 'Partitions', reader);
  const partitions: EndQuorumEpochRequestPartitionData[] = [];
  for (let index = 0; index < count5; index++) partitions.push(decodeEndQuorumEpochRequestPartitionData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { topicName, partitions };
}

/**
 * `LeaderEndpoint` of Kafka's `EndQuorumEpochRequest` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochRequestLeaderEndpoint {
  /** The name of the endpoint. (versions 1) */
  name: string;
  /** The node's hostname. (versions 1) */
  host: string;
  /** The node's port. (versions 1) */
  port: number;
}

/**
 * A {@link EndQuorumEpochRequestLeaderEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochRequestLeaderEndpoint(fields?: Partial<EndQuorumEpochRequestLeaderEndpoint>): EndQuorumEpochRequestLeaderEndpoint {
  const message: EndQuorumEpochRequestLeaderEndpoint = {
    name: '',
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochRequestLeaderEndpoint(writer: Writer, message: EndQuorumEpochRequestLeaderEndpoint, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('EndQuorumEpochRequestLeaderEndpoint', 'Name', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('EndQuorumEpochRequestLeaderEndpoint', 'Host', version);
  }
  if (version >= 1) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('EndQuorumEpochRequestLeaderEndpoint', 'Port', version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochRequestLeaderEndpoint(reader: Reader, version: number): EndQuorumEpochRequestLeaderEndpoint {
  let name: string = '';
  if (version >= 1) {
    name = nonNull(reader.readCompactString(), 'EndQuorumEpochRequestLeaderEndpoint', 'Name', reader);
  }
  let host: string = '';
  if (version >= 1) {
    host = nonNull(reader.readCompactString(), 'EndQuorumEpochRequestLeaderEndpoint', 'Host', reader);
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
 * Kafka's `EndQuorumEpochRequest` (api key 54, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface EndQuorumEpochRequest {
  /** The cluster id. (versions 0-1; nullable 0-1) */
  clusterId: string | null;
  /** The topics. (versions 0-1) */
  topics: EndQuorumEpochRequestTopicData[];
  /** Endpoints for the leader. (versions 1; ignorable) */
  leaderEndpoints: EndQuorumEpochRequestLeaderEndpoint[];
}

/**
 * A {@link EndQuorumEpochRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochRequest(fields?: Partial<EndQuorumEpochRequest>): EndQuorumEpochRequest {
  const message: EndQuorumEpochRequest = {
    clusterId: null,
    topics: [],
    leaderEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochRequest(writer: Writer, message: EndQuorumEpochRequest, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.clusterId);
  } else {
    writer.writeString(message.clusterId);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item6 of message.topics) {
    encodeEndQuorumEpochRequestTopicData(writer, item6, version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.leaderEndpoints.length);
    for (const item7 of message.leaderEndpoints) {
      encodeEndQuorumEpochRequestLeaderEndpoint(writer, item7, version);
    }
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochRequest(reader: Reader, version: number): EndQuorumEpochRequest {
  const clusterId = (version >= 1 ? reader.readCompactString() : reader.readString());
  const count8 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'EndQuorumEpochRequest', 'Topics', reader);
  const topics: EndQuorumEpochRequestTopicData[] = [];
  for (let index = 0; index < count8; index++) topics.push(decodeEndQuorumEpochRequestTopicData(reader, version));
  let leaderEndpoints: EndQuorumEpochRequestLeaderEndpoint[] = [];
  if (version >= 1) {
    const count9 = nonNull(reader.readCompactArrayLength(1), 'EndQuorumEpochRequest', 'LeaderEndpoints', reader);
    const array9: EndQuorumEpochRequestLeaderEndpoint[] = [];
    for (let index = 0; index < count9; index++) array9.push(decodeEndQuorumEpochRequestLeaderEndpoint(reader, version));
    leaderEndpoints = array9;
  }
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { clusterId, topics, leaderEndpoints };
}

/**
 * Codec of {@link EndQuorumEpochRequest} (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export const EndQuorumEpochRequest: MessageCodec<EndQuorumEpochRequest> = {
  name: 'EndQuorumEpochRequest',
  apiKey: 54,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createEndQuorumEpochRequest,
  encode(writer: Writer, message: EndQuorumEpochRequest, version: number): void {
    checkVersion('EndQuorumEpochRequest', 54, version, 0, 1);
    encodeEndQuorumEpochRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): EndQuorumEpochRequest {
    checkVersion('EndQuorumEpochRequest', 54, version, 0, 1);
    return decodeEndQuorumEpochRequest(reader, version);
  },
};

/**
 * `PartitionData` of Kafka's `EndQuorumEpochResponse` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochResponsePartitionData {
  /** The partition index. (versions 0-1) */
  partitionIndex: number;
  /** The partition level error code. (versions 0-1) */
  errorCode: number;
  /** The ID of the current leader or -1 if the leader is unknown. (versions 0-1) */
  leaderId: number;
  /** The latest known leader epoch. (versions 0-1) */
  leaderEpoch: number;
}

/**
 * A {@link EndQuorumEpochResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochResponsePartitionData(fields?: Partial<EndQuorumEpochResponsePartitionData>): EndQuorumEpochResponsePartitionData {
  const message: EndQuorumEpochResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    leaderId: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochResponsePartitionData(writer: Writer, message: EndQuorumEpochResponsePartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochResponsePartitionData(reader: Reader, version: number): EndQuorumEpochResponsePartitionData {
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
 * `TopicData` of Kafka's `EndQuorumEpochResponse` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochResponseTopicData {
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The partition data. (versions 0-1) */
  partitions: EndQuorumEpochResponsePartitionData[];
}

/**
 * A {@link EndQuorumEpochResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochResponseTopicData(fields?: Partial<EndQuorumEpochResponseTopicData>): EndQuorumEpochResponseTopicData {
  const message: EndQuorumEpochResponseTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochResponseTopicData(writer: Writer, message: EndQuorumEpochResponseTopicData, version: number): void {
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
    encodeEndQuorumEpochResponsePartitionData(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochResponseTopicData(reader: Reader, version: number): EndQuorumEpochResponseTopicData {
  const topicName = nonNull((version >= 1 ? reader.readCompactString() : reader.readString()), 'EndQuorumEpochResponseTopicData', 'TopicName', reader);
  const count1 = nonNull((version >= 1 ? reader.readCompactArrayLength(14) : reader.readArrayLength(14)), 'EndQuorumEpochResponseTopicData', 'Partitions', reader);
  const partitions: EndQuorumEpochResponsePartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeEndQuorumEpochResponsePartitionData(reader, version));
  if (version >= 1) {
    skipTaggedFields(reader);
  }
  return { topicName, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `EndQuorumEpochResponse` (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export interface EndQuorumEpochResponseNodeEndpoint {
  /** The ID of the associated node. (versions 1) */
  nodeId: number;
  /** The node's hostname. (versions 1) */
  host: string;
  /** The node's port. (versions 1) */
  port: number;
}

/**
 * A {@link EndQuorumEpochResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochResponseNodeEndpoint(fields?: Partial<EndQuorumEpochResponseNodeEndpoint>): EndQuorumEpochResponseNodeEndpoint {
  const message: EndQuorumEpochResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochResponseNodeEndpoint(writer: Writer, message: EndQuorumEpochResponseNodeEndpoint, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('EndQuorumEpochResponseNodeEndpoint', 'NodeId', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('EndQuorumEpochResponseNodeEndpoint', 'Host', version);
  }
  if (version >= 1) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('EndQuorumEpochResponseNodeEndpoint', 'Port', version);
  }
  if (version >= 1) {
    writer.writeUVarint(0);
  }
}

function decodeEndQuorumEpochResponseNodeEndpoint(reader: Reader, version: number): EndQuorumEpochResponseNodeEndpoint {
  let nodeId: number = 0;
  if (version >= 1) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 1) {
    host = nonNull(reader.readCompactString(), 'EndQuorumEpochResponseNodeEndpoint', 'Host', reader);
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
 * Kafka's `EndQuorumEpochResponse` (api key 54, versions 0-1, flexible from 1), one type across all versions.
 * @public
 */
export interface EndQuorumEpochResponse {
  /** The top level error code. (versions 0-1) */
  errorCode: number;
  /** The topic data. (versions 0-1) */
  topics: EndQuorumEpochResponseTopicData[];
  /** Endpoints for all leaders enumerated in PartitionData. (versions 1; tag 0 in 1) */
  nodeEndpoints: EndQuorumEpochResponseNodeEndpoint[];
}

/**
 * A {@link EndQuorumEpochResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndQuorumEpochResponse(fields?: Partial<EndQuorumEpochResponse>): EndQuorumEpochResponse {
  const message: EndQuorumEpochResponse = {
    errorCode: 0,
    topics: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndQuorumEpochResponse(writer: Writer, message: EndQuorumEpochResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 1) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeEndQuorumEpochResponseTopicData(writer, item2, version);
  }
  if (!(version >= 1)) {
    if (message.nodeEndpoints.length !== 0) throw missingFieldError('EndQuorumEpochResponse', 'NodeEndpoints', version);
  }
  if (version >= 1) {
    let taggedCount = 0;
    if (version >= 1 && message.nodeEndpoints.length !== 0) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 1 && message.nodeEndpoints.length !== 0) {
      const start = beginTaggedField(writer, 0);
      writer.writeCompactArrayLength(message.nodeEndpoints.length);
      for (const item3 of message.nodeEndpoints) {
        encodeEndQuorumEpochResponseNodeEndpoint(writer, item3, version);
      }
      endTaggedField(writer, start);
    }
  }
}

function decodeEndQuorumEpochResponse(reader: Reader, version: number): EndQuorumEpochResponse {
  const errorCode = reader.readInt16();
  const count4 = nonNull((version >= 1 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'EndQuorumEpochResponse', 'Topics', reader);
  const topics: EndQuorumEpochResponseTopicData[] = [];
  for (let index = 0; index < count4; index++) topics.push(decodeEndQuorumEpochResponseTopicData(reader, version));
  let nodeEndpoints: EndQuorumEpochResponseNodeEndpoint[] = [];
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
            const count5 = nonNull(reader.readCompactArrayLength(1), 'EndQuorumEpochResponse', 'NodeEndpoints', reader);
            const array5: EndQuorumEpochResponseNodeEndpoint[] = [];
            for (let index = 0; index < count5; index++) array5.push(decodeEndQuorumEpochResponseNodeEndpoint(reader, version));
            nodeEndpoints = array5;
            checkTaggedFieldEnd(reader, end, 'EndQuorumEpochResponse', 'NodeEndpoints');
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
 * Codec of {@link EndQuorumEpochResponse} (api key 54, versions 0-1, flexible from 1).
 * @public
 */
export const EndQuorumEpochResponse: MessageCodec<EndQuorumEpochResponse> = {
  name: 'EndQuorumEpochResponse',
  apiKey: 54,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createEndQuorumEpochResponse,
  encode(writer: Writer, message: EndQuorumEpochResponse, version: number): void {
    checkVersion('EndQuorumEpochResponse', 54, version, 0, 1);
    encodeEndQuorumEpochResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): EndQuorumEpochResponse {
    checkVersion('EndQuorumEpochResponse', 54, version, 0, 1);
    return decodeEndQuorumEpochResponse(reader, version);
  },
};
