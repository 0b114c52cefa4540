// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeQuorumRequest.json, DescribeQuorumResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionData` of Kafka's `DescribeQuorumRequest` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumRequestPartitionData {
  /** The partition index. (versions 0-2) */
  partitionIndex: number;
}

/**
 * A {@link DescribeQuorumRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumRequestPartitionData(fields?: Partial<DescribeQuorumRequestPartitionData>): DescribeQuorumRequestPartitionData {
  const message: DescribeQuorumRequestPartitionData = {
    partitionIndex: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumRequestPartitionData(writer: Writer, message: DescribeQuorumRequestPartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeUVarint(0);
}

function decodeDescribeQuorumRequestPartitionData(reader: Reader): DescribeQuorumRequestPartitionData {
  const partitionIndex = reader.readInt32();
  skipTaggedFields(reader);
  return { partitionIndex };
}

/**
 * `TopicData` of Kafka's `DescribeQuorumRequest` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumRequestTopicData {
  /** The topic name. (versions 0-2) */
  topicName: string;
  /** The partitions to describe. (versions 0-2) */
  partitions: DescribeQuorumRequestPartitionData[];
}

/**
 * A {@link DescribeQuorumRequestTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumRequestTopicData(fields?: Partial<DescribeQuorumRequestTopicData>): DescribeQuorumRequestTopicData {
  const message: DescribeQuorumRequestTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumRequestTopicData(writer: Writer, message: DescribeQuorumRequestTopicData): void {
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeDescribeQuorumRequestPartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumRequestTopicData(reader: Reader): DescribeQuorumRequestTopicData {
  const topicName = nonNull(reader.readCompactString(), 'DescribeQuorumRequestTopicData', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'DescribeQuorumRequestTopicData', 'Partitions', reader);
  const partitions: DescribeQuorumRequestPartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDescribeQuorumRequestPartitionData(reader));
  skipTaggedFields(reader);
  return { topicName, partitions };
}

/**
 * Kafka's `DescribeQuorumRequest` (api key 55, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeQuorumRequest {
  /** The topics to describe. (versions 0-2) */
  topics: DescribeQuorumRequestTopicData[];
}

/**
 * A {@link DescribeQuorumRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumRequest(fields?: Partial<DescribeQuorumRequest>): DescribeQuorumRequest {
  const message: DescribeQuorumRequest = {
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumRequest(writer: Writer, message: DescribeQuorumRequest): void {
  writer.writeCompactArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    encodeDescribeQuorumRequestTopicData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumRequest(reader: Reader): DescribeQuorumRequest {
  const count3 = nonNull(reader.readCompactArrayLength(2), 'DescribeQuorumRequest', 'Topics', reader);
  const topics: DescribeQuorumRequestTopicData[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDescribeQuorumRequestTopicData(reader));
  skipTaggedFields(reader);
  return { topics };
}

/**
 * Codec of {@link DescribeQuorumRequest} (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export const DescribeQuorumRequest: MessageCodec<DescribeQuorumRequest> = {
  name: 'DescribeQuorumRequest',
  apiKey: 55,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createDescribeQuorumRequest,
  encode(writer: Writer, message: DescribeQuorumRequest, version: number): void {
    checkVersion('DescribeQuorumRequest', 55, version, 0, 2);
    encodeDescribeQuorumRequest(writer, message);
  },
  decode(reader: Reader, version: number): DescribeQuorumRequest {
    checkVersion('DescribeQuorumRequest', 55, version, 0, 2);
    return decodeDescribeQuorumRequest(reader);
  },
};

/**
 * `ReplicaState` of Kafka's `DescribeQuorumResponse` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumResponseReplicaState {
  /** The ID of the replica. (versions 0-2) */
  replicaId: number;
  /** The replica directory ID of the replica. (versions 2) */
  replicaDirectoryId: Uuid;
  /** The last known log end offset of the follower or -1 if it is unknown. (versions 0-2) */
  logEndOffset: bigint;
  /** The last known leader wall clock time time when a follower fetched from the leader. This is reported as -1 both for the current leader or if it is unknown for a voter. (versions 1-2; ignorable) */
  lastFetchTimestamp: bigint;
  /** The leader wall clock append time of the offset for which the follower made the most recent fetch request. This is reported as the current time for the leader and -1 if unknown for a voter. (versions 1-2; ignorable) */
  lastCaughtUpTimestamp: bigint;
}

/**
 * A {@link DescribeQuorumResponseReplicaState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumResponseReplicaState(fields?: Partial<DescribeQuorumResponseReplicaState>): DescribeQuorumResponseReplicaState {
  const message: DescribeQuorumResponseReplicaState = {
    replicaId: 0,
    replicaDirectoryId: ZERO_UUID,
    logEndOffset: 0n,
    lastFetchTimestamp: -1n,
    lastCaughtUpTimestamp: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumResponseReplicaState(writer: Writer, message: DescribeQuorumResponseReplicaState, version: number): void {
  writer.writeInt32(message.replicaId);
  if (version >= 2) {
    writer.writeUuid(message.replicaDirectoryId);
  } else {
    if (message.replicaDirectoryId !== ZERO_UUID) throw missingFieldError('DescribeQuorumResponseReplicaState', 'ReplicaDirectoryId', version);
  }
  writer.writeInt64(message.logEndOffset);
  if (version >= 1) {
    writer.writeInt64(message.lastFetchTimestamp);
  }
  if (version >= 1) {
    writer.writeInt64(message.lastCaughtUpTimestamp);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumResponseReplicaState(reader: Reader, version: number): DescribeQuorumResponseReplicaState {
  const replicaId = reader.readInt32();
  let replicaDirectoryId: Uuid = ZERO_UUID;
  if (version >= 2) {
    replicaDirectoryId = reader.readUuid();
  }
  const logEndOffset = reader.readInt64();
  let lastFetchTimestamp: bigint = -1n;
  if (version >= 1) {
    lastFetchTimestamp = reader.readInt64();
  }
  let lastCaughtUpTimestamp: bigint = -1n;
  if (version >= 1) {
    lastCaughtUpTimestamp = reader.readInt64();
  }
  skipTaggedFields(reader);
  return { replicaId, replicaDirectoryId, logEndOffset, lastFetchTimestamp, lastCaughtUpTimestamp };
}

/**
 * `PartitionData` of Kafka's `DescribeQuorumResponse` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumResponsePartitionData {
  /** The partition index. (versions 0-2) */
  partitionIndex: number;
  /** The partition error code. (versions 0-2) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 2; nullable 2; ignorable) */
  errorMessage: string | null;
  /** The ID of the current leader or -1 if the leader is unknown. (versions 0-2) */
  leaderId: number;
  /** The latest known leader epoch. (versions 0-2) */
  leaderEpoch: number;
  /** The high water mark. (versions 0-2) */
  highWatermark: bigint;
  /** The current voters of the partition. (versions 0-2) */
  currentVoters: DescribeQuorumResponseReplicaState[];
  /** The observers of the partition. (versions 0-2) */
  observers: DescribeQuorumResponseReplicaState[];
}

/**
 * A {@link DescribeQuorumResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumResponsePartitionData(fields?: Partial<DescribeQuorumResponsePartitionData>): DescribeQuorumResponsePartitionData {
  const message: DescribeQuorumResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    errorMessage: '',
    leaderId: 0,
    leaderEpoch: 0,
    highWatermark: 0n,
    currentVoters: [],
    observers: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumResponsePartitionData(writer: Writer, message: DescribeQuorumResponsePartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  }
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeInt64(message.highWatermark);
  writer.writeCompactArrayLength(message.currentVoters.length);
  for (const item0 of message.currentVoters) {
    encodeDescribeQuorumResponseReplicaState(writer, item0, version);
  }
  writer.writeCompactArrayLength(message.observers.length);
  for (const item1 of message.observers) {
    encodeDescribeQuorumResponseReplicaState(writer, item1, version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumResponsePartitionData(reader: Reader, version: number): DescribeQuorumResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  let errorMessage: string | null = '';
  if (version >= 2) {
    errorMessage = reader.readCompactString();
  }
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const highWatermark = reader.readInt64();
  const count2 = nonNull(reader.readCompactArrayLength(12), 'DescribeQuorumResponsePartitionData', 'CurrentVoters', reader);
  const currentVoters: DescribeQuorumResponseReplicaState[] = [];
  for (let index = 0; index < count2; index++) currentVoters.push(decodeDescribeQuorumResponseReplicaState(reader, version));
  const count3 = nonNull(reader.readCompactArrayLength(12), 'DescribeQuorumResponsePartitionData', 'Observers', reader);
  const observers: DescribeQuorumResponseReplicaState[] = [];
  for (let index = 0; index < count3; index++) observers.push(decodeDescribeQuorumResponseReplicaState(reader, version));
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, errorMessage, leaderId, leaderEpoch, highWatermark, currentVoters, observers };
}

/**
 * `TopicData` of Kafka's `DescribeQuorumResponse` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumResponseTopicData {
  /** The topic name. (versions 0-2) */
  topicName: string;
  /** The partition data. (versions 0-2) */
  partitions: DescribeQuorumResponsePartitionData[];
}

/**
 * A {@link DescribeQuorumResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumResponseTopicData(fields?: Partial<DescribeQuorumResponseTopicData>): DescribeQuorumResponseTopicData {
  const message: DescribeQuorumResponseTopicData = {
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumResponseTopicData(writer: Writer, message: DescribeQuorumResponseTopicData, version: number): void {
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item4 of message.partitions) {
    encodeDescribeQuorumResponsePartitionData(writer, item4, version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumResponseTopicData(reader: Reader, version: number): DescribeQuorumResponseTopicData {
  const topicName = nonNull(reader.readCompactString(), 'DescribeQuorumResponseTopicData', 'TopicName', reader);
  const count5 = nonNull(reader.readCompactArrayLength(24), 'DescribeQuorumResponseTopicData', 'Partitions', reader);
  const partitions: DescribeQuorumResponsePartitionData[] = [];
  for (let index = 0; index < count5; index++) partitions.push(decodeDescribeQuorumResponsePartitionData(reader, version));
  skipTaggedFields(reader);
  return { topicName, partitions };
}

/**
 * `Listener` of Kafka's `DescribeQuorumResponse` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumResponseListener {
  /** The name of the endpoint. (versions 2) */
  name: string;
  /** The hostname. (versions 2) */
  host: string;
  /** The port. (versions 2) */
  port: number;
}

/**
 * A {@link DescribeQuorumResponseListener} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumResponseListener(fields?: Partial<DescribeQuorumResponseListener>): DescribeQuorumResponseListener {
  const message: DescribeQuorumResponseListener = {
    name: '',
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumResponseListener(writer: Writer, message: DescribeQuorumResponseListener, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('DescribeQuorumResponseListener', 'Name', version);
  }
  if (version >= 2) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('DescribeQuorumResponseListener', 'Host', version);
  }
  if (version >= 2) {
    writer.writeUInt16(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('DescribeQuorumResponseListener', 'Port', version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumResponseListener(reader: Reader, version: number): DescribeQuorumResponseListener {
  let name: string = '';
  if (version >= 2) {
    name = nonNull(reader.readCompactString(), 'DescribeQuorumResponseListener', 'Name', reader);
  }
  let host: string = '';
  if (version >= 2) {
    host = nonNull(reader.readCompactString(), 'DescribeQuorumResponseListener', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 2) {
    port = reader.readUInt16();
  }
  skipTaggedFields(reader);
  return { name, host, port };
}

/**
 * `Node` of Kafka's `DescribeQuorumResponse` (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export interface DescribeQuorumResponseNode {
  /** The ID of the associated node. (versions 2) */
  nodeId: number;
  /** The listeners of this controller. (versions 2) */
  listeners: DescribeQuorumResponseListener[];
}

/**
 * A {@link DescribeQuorumResponseNode} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumResponseNode(fields?: Partial<DescribeQuorumResponseNode>): DescribeQuorumResponseNode {
  const message: DescribeQuorumResponseNode = {
    nodeId: 0,
    listeners: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumResponseNode(writer: Writer, message: DescribeQuorumResponseNode, version: number): void {
  if (version >= 2) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('DescribeQuorumResponseNode', 'NodeId', version);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.listeners.length);
    for (const item6 of message.listeners) {
      encodeDescribeQuorumResponseListener(writer, item6, version);
    }
  } else {
    if (message.listeners.length !== 0) throw missingFieldError('DescribeQuorumResponseNode', 'Listeners', version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumResponseNode(reader: Reader, version: number): DescribeQuorumResponseNode {
  let nodeId: number = 0;
  if (version >= 2) {
    nodeId = reader.readInt32();
  }
  let listeners: DescribeQuorumResponseListener[] = [];
  if (version >= 2) {
    const count7 = nonNull(reader.readCompactArrayLength(1), 'DescribeQuorumResponseNode', 'Listeners', reader);
    const array7: DescribeQuorumResponseListener[] = [];
    for (let index = 0; index < count7; index++) array7.push(decodeDescribeQuorumResponseListener(reader, version));
    listeners = array7;
  }
  skipTaggedFields(reader);
  return { nodeId, listeners };
}

/**
 * Kafka's `DescribeQuorumResponse` (api key 55, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeQuorumResponse {
  /** The top level error code. (versions 0-2) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 2; nullable 2; ignorable) */
  errorMessage: string | null;
  /** The response from the describe quorum API. (versions 0-2) */
  topics: DescribeQuorumResponseTopicData[];
  /** The nodes in the quorum. (versions 2) */
  nodes: DescribeQuorumResponseNode[];
}

/**
 * A {@link DescribeQuorumResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeQuorumResponse(fields?: Partial<DescribeQuorumResponse>): DescribeQuorumResponse {
  const message: DescribeQuorumResponse = {
    errorCode: 0,
    errorMessage: '',
    topics: [],
    nodes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeQuorumResponse(writer: Writer, message: DescribeQuorumResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  }
  writer.writeCompactArrayLength(message.topics.length);
  for (const item8 of message.topics) {
    encodeDescribeQuorumResponseTopicData(writer, item8, version);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.nodes.length);
    for (const item9 of message.nodes) {
      encodeDescribeQuorumResponseNode(writer, item9, version);
    }
  } else {
    if (message.nodes.length !== 0) throw missingFieldError('DescribeQuorumResponse', 'Nodes', version);
  }
  writer.writeUVarint(0);
}

function decodeDescribeQuorumResponse(reader: Reader, version: number): DescribeQuorumResponse {
  const errorCode = reader.readInt16();
  let errorMessage: string | null = '';
  if (version >= 2) {
    errorMessage = reader.readCompactString();
  }
  const count10 = nonNull(reader.readCompactArrayLength(2), 'DescribeQuorumResponse', 'Topics', reader);
  const topics: DescribeQuorumResponseTopicData[] = [];
  for (let index = 0; index < count10; index++) topics.push(decodeDescribeQuorumResponseTopicData(reader, version));
  let nodes: DescribeQuorumResponseNode[] = [];
  if (version >= 2) {
    const count11 = nonNull(reader.readCompactArrayLength(1), 'DescribeQuorumResponse', 'Nodes', reader);
    const array11: DescribeQuorumResponseNode[] = [];
    for (let index = 0; index < count11; index++) array11.push(decodeDescribeQuorumResponseNode(reader, version));
    nodes = array11;
  }
  skipTaggedFields(reader);
  return { errorCode, errorMessage, topics, nodes };
}

/**
 * Codec of {@link DescribeQuorumResponse} (api key 55, versions 0-2, flexible from 0).
 * @public
 */
export const DescribeQuorumResponse: MessageCodec<DescribeQuorumResponse> = {
  name: 'DescribeQuorumResponse',
  apiKey: 55,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createDescribeQuorumResponse,
  encode(writer: Writer, message: DescribeQuorumResponse, version: number): void {
    checkVersion('DescribeQuorumResponse', 55, version, 0, 2);
    encodeDescribeQuorumResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeQuorumResponse {
    checkVersion('DescribeQuorumResponse', 55, version, 0, 2);
    return decodeDescribeQuorumResponse(reader, version);
  },
};
