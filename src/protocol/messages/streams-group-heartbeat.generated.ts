// Generated from Apache Kafka's message specs (Apache License 2.0), StreamsGroupHeartbeatRequest.json, StreamsGroupHeartbeatResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `KeyValue` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestKeyValue {
  /** key of the config (versions 0-1) */
  key: string;
  /** value of the config (versions 0-1) */
  value: string;
}

/**
 * A {@link StreamsGroupHeartbeatRequestKeyValue} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestKeyValue(fields?: Partial<StreamsGroupHeartbeatRequestKeyValue>): StreamsGroupHeartbeatRequestKeyValue {
  const message: StreamsGroupHeartbeatRequestKeyValue = {
    key: '',
    value: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestKeyValue(writer: Writer, message: StreamsGroupHeartbeatRequestKeyValue): void {
  writer.writeCompactString(message.key);
  writer.writeCompactString(message.value);
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestKeyValue(reader: Reader): StreamsGroupHeartbeatRequestKeyValue {
  const key = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestKeyValue', 'Key', reader);
  const value = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestKeyValue', 'Value', reader);
  skipTaggedFields(reader);
  return { key, value };
}

/**
 * `TopicInfo` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestTopicInfo {
  /** The name of the topic. (versions 0-1) */
  name: string;
  /** The number of partitions in the topic. Can be 0 if no specific number of partitions is enforced. Always 0 for changelog topics. (versions 0-1) */
  partitions: number;
  /** The replication factor of the topic. Can be 0 if the default replication factor should be used. (versions 0-1) */
  replicationFactor: number;
  /** Topic-level configurations as key-value pairs. (versions 0-1) */
  topicConfigs: StreamsGroupHeartbeatRequestKeyValue[];
}

/**
 * A {@link StreamsGroupHeartbeatRequestTopicInfo} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestTopicInfo(fields?: Partial<StreamsGroupHeartbeatRequestTopicInfo>): StreamsGroupHeartbeatRequestTopicInfo {
  const message: StreamsGroupHeartbeatRequestTopicInfo = {
    name: '',
    partitions: 0,
    replicationFactor: 0,
    topicConfigs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestTopicInfo(writer: Writer, message: StreamsGroupHeartbeatRequestTopicInfo): void {
  writer.writeCompactString(message.name);
  writer.writeInt32(message.partitions);
  writer.writeInt16(message.replicationFactor);
  writer.writeCompactArrayLength(message.topicConfigs.length);
  for (const item0 of message.topicConfigs) {
    encodeStreamsGroupHeartbeatRequestKeyValue(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestTopicInfo(reader: Reader): StreamsGroupHeartbeatRequestTopicInfo {
  const name = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestTopicInfo', 'Name', reader);
  const partitions = reader.readInt32();
  const replicationFactor = reader.readInt16();
  const count1 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupHeartbeatRequestTopicInfo', 'TopicConfigs', reader);
  const topicConfigs: StreamsGroupHeartbeatRequestKeyValue[] = [];
  for (let index = 0; index < count1; index++) topicConfigs.push(decodeStreamsGroupHeartbeatRequestKeyValue(reader));
  skipTaggedFields(reader);
  return { name, partitions, replicationFactor, topicConfigs };
}

/**
 * `CopartitionGroup` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestCopartitionGroup {
  /** The topics the topology reads from. Index into the array on the subtopology level. (versions 0-1) */
  sourceTopics: number[];
  /** Regular expressions identifying topics the subtopology reads from. Index into the array on the subtopology level. (versions 0-1) */
  sourceTopicRegex: number[];
  /** The set of source topics that are internally created repartition topics. Index into the array on the subtopology level. (versions 0-1) */
  repartitionSourceTopics: number[];
}

/**
 * A {@link StreamsGroupHeartbeatRequestCopartitionGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestCopartitionGroup(fields?: Partial<StreamsGroupHeartbeatRequestCopartitionGroup>): StreamsGroupHeartbeatRequestCopartitionGroup {
  const message: StreamsGroupHeartbeatRequestCopartitionGroup = {
    sourceTopics: [],
    sourceTopicRegex: [],
    repartitionSourceTopics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestCopartitionGroup(writer: Writer, message: StreamsGroupHeartbeatRequestCopartitionGroup): void {
  writer.writeCompactArrayLength(message.sourceTopics.length);
  for (const item2 of message.sourceTopics) {
    writer.writeInt16(item2);
  }
  writer.writeCompactArrayLength(message.sourceTopicRegex.length);
  for (const item3 of message.sourceTopicRegex) {
    writer.writeInt16(item3);
  }
  writer.writeCompactArrayLength(message.repartitionSourceTopics.length);
  for (const item4 of message.repartitionSourceTopics) {
    writer.writeInt16(item4);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestCopartitionGroup(reader: Reader): StreamsGroupHeartbeatRequestCopartitionGroup {
  const count5 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupHeartbeatRequestCopartitionGroup', 'SourceTopics', reader);
  const sourceTopics: number[] = [];
  for (let index = 0; index < count5; index++) sourceTopics.push(reader.readInt16());
  const count6 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupHeartbeatRequestCopartitionGroup', 'SourceTopicRegex', reader);
  const sourceTopicRegex: number[] = [];
  for (let index = 0; index < count6; index++) sourceTopicRegex.push(reader.readInt16());
  const count7 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupHeartbeatRequestCopartitionGroup', 'RepartitionSourceTopics', reader);
  const repartitionSourceTopics: number[] = [];
  for (let index = 0; index < count7; index++) repartitionSourceTopics.push(reader.readInt16());
  skipTaggedFields(reader);
  return { sourceTopics, sourceTopicRegex, repartitionSourceTopics };
}

/**
 * `Subtopology` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestSubtopology {
  /** String to uniquely identify the subtopology. Deterministically generated from the topology (versions 0-1) */
  subtopologyId: string;
  /** The topics the topology reads from. (versions 0-1) */
  sourceTopics: string[];
  /** The regular expressions identifying topics the subtopology reads from. (versions 0-1) */
  sourceTopicRegex: string[];
  /** The set of state changelog topics associated with this subtopology. Created automatically. (versions 0-1) */
  stateChangelogTopics: StreamsGroupHeartbeatRequestTopicInfo[];
  /** The repartition topics the subtopology writes to. (versions 0-1) */
  repartitionSinkTopics: string[];
  /** The set of source topics that are internally created repartition topics. Created automatically. (versions 0-1) */
  repartitionSourceTopics: StreamsGroupHeartbeatRequestTopicInfo[];
  /** A subset of source topics that must be copartitioned. (versions 0-1) */
  copartitionGroups: StreamsGroupHeartbeatRequestCopartitionGroup[];
}

/**
 * A {@link StreamsGroupHeartbeatRequestSubtopology} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestSubtopology(fields?: Partial<StreamsGroupHeartbeatRequestSubtopology>): StreamsGroupHeartbeatRequestSubtopology {
  const message: StreamsGroupHeartbeatRequestSubtopology = {
    subtopologyId: '',
    sourceTopics: [],
    sourceTopicRegex: [],
    stateChangelogTopics: [],
    repartitionSinkTopics: [],
    repartitionSourceTopics: [],
    copartitionGroups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestSubtopology(writer: Writer, message: StreamsGroupHeartbeatRequestSubtopology): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeCompactArrayLength(message.sourceTopics.length);
  for (const item8 of message.sourceTopics) {
    writer.writeCompactString(item8);
  }
  writer.writeCompactArrayLength(message.sourceTopicRegex.length);
  for (const item9 of message.sourceTopicRegex) {
    writer.writeCompactString(item9);
  }
  writer.writeCompactArrayLength(message.stateChangelogTopics.length);
  for (const item10 of message.stateChangelogTopics) {
    encodeStreamsGroupHeartbeatRequestTopicInfo(writer, item10);
  }
  writer.writeCompactArrayLength(message.repartitionSinkTopics.length);
  for (const item11 of message.repartitionSinkTopics) {
    writer.writeCompactString(item11);
  }
  writer.writeCompactArrayLength(message.repartitionSourceTopics.length);
  for (const item12 of message.repartitionSourceTopics) {
    encodeStreamsGroupHeartbeatRequestTopicInfo(writer, item12);
  }
  writer.writeCompactArrayLength(message.copartitionGroups.length);
  for (const item13 of message.copartitionGroups) {
    encodeStreamsGroupHeartbeatRequestCopartitionGroup(writer, item13);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestSubtopology(reader: Reader): StreamsGroupHeartbeatRequestSubtopology {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestSubtopology', 'SubtopologyId', reader);
  const count14 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupHeartbeatRequestSubtopology', 'SourceTopics', reader);
  const sourceTopics: string[] = [];
  for (let index = 0; index < count14; index++) sourceTopics.push(nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestSubtopology', 'SourceTopics', reader));
  const count15 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupHeartbeatRequestSubtopology', 'SourceTopicRegex', reader);
  const sourceTopicRegex: string[] = [];
  for (let index = 0; index < count15; index++) sourceTopicRegex.push(nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestSubtopology', 'SourceTopicRegex', reader));
  const count16 = nonNull(reader.readCompactArrayLength(8), 'StreamsGroupHeartbeatRequestSubtopology', 'StateChangelogTopics', reader);
  const stateChangelogTopics: StreamsGroupHeartbeatRequestTopicInfo[] = [];
  for (let index = 0; index < count16; index++) stateChangelogTopics.push(decodeStreamsGroupHeartbeatRequestTopicInfo(reader));
  const count17 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupHeartbeatRequestSubtopology', 'RepartitionSinkTopics', reader);
  const repartitionSinkTopics: string[] = [];
  for (let index = 0; index < count17; index++) repartitionSinkTopics.push(nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestSubtopology', 'RepartitionSinkTopics', reader));
  const count18 = nonNull(reader.readCompactArrayLength(8), 'StreamsGroupHeartbeatRequestSubtopology', 'RepartitionSourceTopics', reader);
  const repartitionSourceTopics: StreamsGroupHeartbeatRequestTopicInfo[] = [];
  for (let index = 0; index < count18; index++) repartitionSourceTopics.push(decodeStreamsGroupHeartbeatRequestTopicInfo(reader));
  const count19 = nonNull(reader.readCompactArrayLength(3), 'StreamsGroupHeartbeatRequestSubtopology', 'CopartitionGroups', reader);
  const copartitionGroups: StreamsGroupHeartbeatRequestCopartitionGroup[] = [];
  for (let index = 0; index < count19; index++) copartitionGroups.push(decodeStreamsGroupHeartbeatRequestCopartitionGroup(reader));
  skipTaggedFields(reader);
  return { subtopologyId, sourceTopics, sourceTopicRegex, stateChangelogTopics, repartitionSinkTopics, repartitionSourceTopics, copartitionGroups };
}

/**
 * `Topology` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestTopology {
  /** The epoch of the topology. Used to check if the topology corresponds to the topology initialized on the brokers. (versions 0-1) */
  epoch: number;
  /** The sub-topologies of the streams application. (versions 0-1) */
  subtopologies: StreamsGroupHeartbeatRequestSubtopology[];
}

/**
 * A {@link StreamsGroupHeartbeatRequestTopology} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestTopology(fields?: Partial<StreamsGroupHeartbeatRequestTopology>): StreamsGroupHeartbeatRequestTopology {
  const message: StreamsGroupHeartbeatRequestTopology = {
    epoch: 0,
    subtopologies: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestTopology(writer: Writer, message: StreamsGroupHeartbeatRequestTopology): void {
  writer.writeInt32(message.epoch);
  writer.writeCompactArrayLength(message.subtopologies.length);
  for (const item20 of message.subtopologies) {
    encodeStreamsGroupHeartbeatRequestSubtopology(writer, item20);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestTopology(reader: Reader): StreamsGroupHeartbeatRequestTopology {
  const epoch = reader.readInt32();
  const count21 = nonNull(reader.readCompactArrayLength(7), 'StreamsGroupHeartbeatRequestTopology', 'Subtopologies', reader);
  const subtopologies: StreamsGroupHeartbeatRequestSubtopology[] = [];
  for (let index = 0; index < count21; index++) subtopologies.push(decodeStreamsGroupHeartbeatRequestSubtopology(reader));
  skipTaggedFields(reader);
  return { epoch, subtopologies };
}

/**
 * `TaskIds` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestTaskIds {
  /** The subtopology identifier. (versions 0-1) */
  subtopologyId: string;
  /** The partitions of the input topics processed by this member. (versions 0-1) */
  partitions: number[];
}

/**
 * A {@link StreamsGroupHeartbeatRequestTaskIds} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestTaskIds(fields?: Partial<StreamsGroupHeartbeatRequestTaskIds>): StreamsGroupHeartbeatRequestTaskIds {
  const message: StreamsGroupHeartbeatRequestTaskIds = {
    subtopologyId: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestTaskIds(writer: Writer, message: StreamsGroupHeartbeatRequestTaskIds): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item22 of message.partitions) {
    writer.writeInt32(item22);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestTaskIds(reader: Reader): StreamsGroupHeartbeatRequestTaskIds {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestTaskIds', 'SubtopologyId', reader);
  const count23 = nonNull(reader.readCompactArrayLength(4), 'StreamsGroupHeartbeatRequestTaskIds', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count23; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { subtopologyId, partitions };
}

/**
 * `Endpoint` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestEndpoint {
  /** host of the endpoint (versions 0-1) */
  host: string;
  /** port of the endpoint (versions 0-1) */
  port: number;
}

/**
 * A {@link StreamsGroupHeartbeatRequestEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestEndpoint(fields?: Partial<StreamsGroupHeartbeatRequestEndpoint>): StreamsGroupHeartbeatRequestEndpoint {
  const message: StreamsGroupHeartbeatRequestEndpoint = {
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestEndpoint(writer: Writer, message: StreamsGroupHeartbeatRequestEndpoint): void {
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestEndpoint(reader: Reader): StreamsGroupHeartbeatRequestEndpoint {
  const host = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestEndpoint', 'Host', reader);
  const port = reader.readUInt16();
  skipTaggedFields(reader);
  return { host, port };
}

/**
 * `TaskOffset` of Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatRequestTaskOffset {
  /** The subtopology identifier. (versions 0-1) */
  subtopologyId: string;
  /** The partition. (versions 0-1) */
  partition: number;
  /** The offset. (versions 0-1) */
  offset: bigint;
}

/**
 * A {@link StreamsGroupHeartbeatRequestTaskOffset} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequestTaskOffset(fields?: Partial<StreamsGroupHeartbeatRequestTaskOffset>): StreamsGroupHeartbeatRequestTaskOffset {
  const message: StreamsGroupHeartbeatRequestTaskOffset = {
    subtopologyId: '',
    partition: 0,
    offset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequestTaskOffset(writer: Writer, message: StreamsGroupHeartbeatRequestTaskOffset): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeInt32(message.partition);
  writer.writeInt64(message.offset);
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequestTaskOffset(reader: Reader): StreamsGroupHeartbeatRequestTaskOffset {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequestTaskOffset', 'SubtopologyId', reader);
  const partition = reader.readInt32();
  const offset = reader.readInt64();
  skipTaggedFields(reader);
  return { subtopologyId, partition, offset };
}

/**
 * Kafka's `StreamsGroupHeartbeatRequest` (api key 88, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface StreamsGroupHeartbeatRequest {
  /** The group identifier. (versions 0-1) */
  groupId: string;
  /** The member ID generated by the streams consumer. The member ID must be kept during the entire lifetime of the streams consumer process. (versions 0-1) */
  memberId: string;
  /** The current member epoch; 0 to join the group; -1 to leave the group; -2 to indicate that the static member will rejoin. (versions 0-1) */
  memberEpoch: number;
  /** The current endpoint epoch of this client, represents the latest endpoint epoch this client received (versions 0-1) */
  endpointInformationEpoch: number;
  /** null if not provided or if it didn't change since the last heartbeat; the instance ID for static membership otherwise. (versions 0-1; nullable 0-1) */
  instanceId: string | null;
  /** null if not provided or if it didn't change since the last heartbeat; the rack ID of the member otherwise. (versions 0-1; nullable 0-1) */
  rackId: string | null;
  /** -1 if it didn't change since the last heartbeat; the maximum time in milliseconds that the coordinator will wait on the member to revoke its tasks otherwise. (versions 0-1) */
  rebalanceTimeoutMs: number;
  /** The topology metadata of the streams application. Used to initialize the topology of the group and to check if the topology corresponds to the topology initialized for the group. Only sent when memberEpoch = 0, must be non-empty. Null otherwise. (versions 0-1; nullable 0-1) */
  topology: StreamsGroupHeartbeatRequestTopology | null;
  /** Currently owned active tasks for this client. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  activeTasks: StreamsGroupHeartbeatRequestTaskIds[] | null;
  /** Currently owned standby tasks for this client. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  standbyTasks: StreamsGroupHeartbeatRequestTaskIds[] | null;
  /** Currently owned warm-up tasks for this client. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  warmupTasks: StreamsGroupHeartbeatRequestTaskIds[] | null;
  /** Identity of the streams instance that may have multiple consumers. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  processId: string | null;
  /** User-defined endpoint for Interactive Queries. Null if unchanged since last heartbeat, or if not defined on the client. (versions 0-1; nullable 0-1) */
  userEndpoint: StreamsGroupHeartbeatRequestEndpoint | null;
  /** Used for rack-aware assignment algorithm. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  clientTags: StreamsGroupHeartbeatRequestKeyValue[] | null;
  /** Cumulative changelog offsets for tasks. Only updated when a warm-up task has caught up, and according to the task offset interval. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  taskOffsets: StreamsGroupHeartbeatRequestTaskOffset[] | null;
  /** Cumulative changelog end-offsets for tasks. Only updated when a warm-up task has caught up, and according to the task offset interval. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  taskEndOffsets: StreamsGroupHeartbeatRequestTaskOffset[] | null;
  /** Whether all Streams clients in the group should shut down. (versions 0-1) */
  shutdownApplication: boolean;
}

/**
 * A {@link StreamsGroupHeartbeatRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatRequest(fields?: Partial<StreamsGroupHeartbeatRequest>): StreamsGroupHeartbeatRequest {
  const message: StreamsGroupHeartbeatRequest = {
    groupId: '',
    memberId: '',
    memberEpoch: 0,
    endpointInformationEpoch: 0,
    instanceId: null,
    rackId: null,
    rebalanceTimeoutMs: -1,
    topology: null,
    activeTasks: null,
    standbyTasks: null,
    warmupTasks: null,
    processId: null,
    userEndpoint: null,
    clientTags: null,
    taskOffsets: null,
    taskEndOffsets: null,
    shutdownApplication: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatRequest(writer: Writer, message: StreamsGroupHeartbeatRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.memberId);
  writer.writeInt32(message.memberEpoch);
  writer.writeInt32(message.endpointInformationEpoch);
  writer.writeCompactString(message.instanceId);
  writer.writeCompactString(message.rackId);
  writer.writeInt32(message.rebalanceTimeoutMs);
  if (message.topology === null) {
    writer.writeInt8(-1);
  } else {
    writer.writeInt8(1);
    encodeStreamsGroupHeartbeatRequestTopology(writer, message.topology);
  }
  if (message.activeTasks === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.activeTasks.length);
    for (const item24 of message.activeTasks) {
      encodeStreamsGroupHeartbeatRequestTaskIds(writer, item24);
    }
  }
  if (message.standbyTasks === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.standbyTasks.length);
    for (const item25 of message.standbyTasks) {
      encodeStreamsGroupHeartbeatRequestTaskIds(writer, item25);
    }
  }
  if (message.warmupTasks === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.warmupTasks.length);
    for (const item26 of message.warmupTasks) {
      encodeStreamsGroupHeartbeatRequestTaskIds(writer, item26);
    }
  }
  writer.writeCompactString(message.processId);
  if (message.userEndpoint === null) {
    writer.writeInt8(-1);
  } else {
    writer.writeInt8(1);
    encodeStreamsGroupHeartbeatRequestEndpoint(writer, message.userEndpoint);
  }
  if (message.clientTags === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.clientTags.length);
    for (const item27 of message.clientTags) {
      encodeStreamsGroupHeartbeatRequestKeyValue(writer, item27);
    }
  }
  if (message.taskOffsets === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.taskOffsets.length);
    for (const item28 of message.taskOffsets) {
      encodeStreamsGroupHeartbeatRequestTaskOffset(writer, item28);
    }
  }
  if (message.taskEndOffsets === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.taskEndOffsets.length);
    for (const item29 of message.taskEndOffsets) {
      encodeStreamsGroupHeartbeatRequestTaskOffset(writer, item29);
    }
  }
  writer.writeBoolean(message.shutdownApplication);
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatRequest(reader: Reader): StreamsGroupHeartbeatRequest {
  const groupId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequest', 'GroupId', reader);
  const memberId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatRequest', 'MemberId', reader);
  const memberEpoch = reader.readInt32();
  const endpointInformationEpoch = reader.readInt32();
  const instanceId = reader.readCompactString();
  const rackId = reader.readCompactString();
  const rebalanceTimeoutMs = reader.readInt32();
  const topology = (reader.readInt8() < 0 ? null : decodeStreamsGroupHeartbeatRequestTopology(reader));
  let activeTasks: StreamsGroupHeartbeatRequestTaskIds[] | null;
  const count30 = reader.readCompactArrayLength(2);
  if (count30 === null) {
    activeTasks = null;
  } else {
    const array30: StreamsGroupHeartbeatRequestTaskIds[] = [];
    for (let index = 0; index < count30; index++) array30.push(decodeStreamsGroupHeartbeatRequestTaskIds(reader));
    activeTasks = array30;
  }
  let standbyTasks: StreamsGroupHeartbeatRequestTaskIds[] | null;
  const count31 = reader.readCompactArrayLength(2);
  if (count31 === null) {
    standbyTasks = null;
  } else {
    const array31: StreamsGroupHeartbeatRequestTaskIds[] = [];
    for (let index = 0; index < count31; index++) array31.push(decodeStreamsGroupHeartbeatRequestTaskIds(reader));
    standbyTasks = array31;
  }
  let warmupTasks: StreamsGroupHeartbeatRequestTaskIds[] | null;
  const count32 = reader.readCompactArrayLength(2);
  if (count32 === null) {
    warmupTasks = null;
  } else {
    const array32: StreamsGroupHeartbeatRequestTaskIds[] = [];
    for (let index = 0; index < count32; index++) array32.push(decodeStreamsGroupHeartbeatRequestTaskIds(reader));
    warmupTasks = array32;
  }
  const processId = reader.readCompactString();
  const userEndpoint = (reader.readInt8() < 0 ? null : decodeStreamsGroupHeartbeatRequestEndpoint(reader));
  let clientTags: StreamsGroupHeartbeatRequestKeyValue[] | null;
  const count33 = reader.readCompactArrayLength(2);
  if (count33 === null) {
    clientTags = null;
  } else {
    const array33: StreamsGroupHeartbeatRequestKeyValue[] = [];
    for (let index = 0; index < count33; index++) array33.push(decodeStreamsGroupHeartbeatRequestKeyValue(reader));
    clientTags = array33;
  }
  let taskOffsets: StreamsGroupHeartbeatRequestTaskOffset[] | null;
  const count34 = reader.readCompactArrayLength(13);
  if (count34 === null) {
    taskOffsets = null;
  } else {
    const array34: StreamsGroupHeartbeatRequestTaskOffset[] = [];
    for (let index = 0; index < count34; index++) array34.push(decodeStreamsGroupHeartbeatRequestTaskOffset(reader));
    taskOffsets = array34;
  }
  let taskEndOffsets: StreamsGroupHeartbeatRequestTaskOffset[] | null;
  const count35 = reader.readCompactArrayLength(13);
  if (count35 === null) {
    taskEndOffsets = null;
  } else {
    const array35: StreamsGroupHeartbeatRequestTaskOffset[] = [];
    for (let index = 0; index < count35; index++) array35.push(decodeStreamsGroupHeartbeatRequestTaskOffset(reader));
    taskEndOffsets = array35;
  }
  const shutdownApplication = reader.readBoolean();
  skipTaggedFields(reader);
  return { groupId, memberId, memberEpoch, endpointInformationEpoch, instanceId, rackId, rebalanceTimeoutMs, topology, activeTasks, standbyTasks, warmupTasks, processId, userEndpoint, clientTags, taskOffsets, taskEndOffsets, shutdownApplication };
}

/**
 * Codec of {@link StreamsGroupHeartbeatRequest} (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export const StreamsGroupHeartbeatRequest: MessageCodec<StreamsGroupHeartbeatRequest> = {
  name: 'StreamsGroupHeartbeatRequest',
  apiKey: 88,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createStreamsGroupHeartbeatRequest,
  encode(writer: Writer, message: StreamsGroupHeartbeatRequest, version: number): void {
    checkVersion('StreamsGroupHeartbeatRequest', 88, version, 0, 1);
    encodeStreamsGroupHeartbeatRequest(writer, message);
  },
  decode(reader: Reader, version: number): StreamsGroupHeartbeatRequest {
    checkVersion('StreamsGroupHeartbeatRequest', 88, version, 0, 1);
    return decodeStreamsGroupHeartbeatRequest(reader);
  },
};

/**
 * `Status` of Kafka's `StreamsGroupHeartbeatResponse` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatResponseStatus {
  /** A code to indicate that a particular status is active for the group membership (versions 0-1) */
  statusCode: number;
  /** A string representation of the status. (versions 0-1) */
  statusDetail: string;
}

/**
 * A {@link StreamsGroupHeartbeatResponseStatus} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatResponseStatus(fields?: Partial<StreamsGroupHeartbeatResponseStatus>): StreamsGroupHeartbeatResponseStatus {
  const message: StreamsGroupHeartbeatResponseStatus = {
    statusCode: 0,
    statusDetail: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatResponseStatus(writer: Writer, message: StreamsGroupHeartbeatResponseStatus): void {
  writer.writeInt8(message.statusCode);
  writer.writeCompactString(message.statusDetail);
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatResponseStatus(reader: Reader): StreamsGroupHeartbeatResponseStatus {
  const statusCode = reader.readInt8();
  const statusDetail = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatResponseStatus', 'StatusDetail', reader);
  skipTaggedFields(reader);
  return { statusCode, statusDetail };
}

/**
 * `TaskIds` of Kafka's `StreamsGroupHeartbeatResponse` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatResponseTaskIds {
  /** The subtopology identifier. (versions 0-1) */
  subtopologyId: string;
  /** The partitions of the input topics processed by this member. (versions 0-1) */
  partitions: number[];
}

/**
 * A {@link StreamsGroupHeartbeatResponseTaskIds} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatResponseTaskIds(fields?: Partial<StreamsGroupHeartbeatResponseTaskIds>): StreamsGroupHeartbeatResponseTaskIds {
  const message: StreamsGroupHeartbeatResponseTaskIds = {
    subtopologyId: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatResponseTaskIds(writer: Writer, message: StreamsGroupHeartbeatResponseTaskIds): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatResponseTaskIds(reader: Reader): StreamsGroupHeartbeatResponseTaskIds {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatResponseTaskIds', 'SubtopologyId', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'StreamsGroupHeartbeatResponseTaskIds', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { subtopologyId, partitions };
}

/**
 * `Endpoint` of Kafka's `StreamsGroupHeartbeatResponse` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatResponseEndpoint {
  /** host of the endpoint (versions 0-1) */
  host: string;
  /** port of the endpoint (versions 0-1) */
  port: number;
}

/**
 * A {@link StreamsGroupHeartbeatResponseEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatResponseEndpoint(fields?: Partial<StreamsGroupHeartbeatResponseEndpoint>): StreamsGroupHeartbeatResponseEndpoint {
  const message: StreamsGroupHeartbeatResponseEndpoint = {
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatResponseEndpoint(writer: Writer, message: StreamsGroupHeartbeatResponseEndpoint): void {
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatResponseEndpoint(reader: Reader): StreamsGroupHeartbeatResponseEndpoint {
  const host = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatResponseEndpoint', 'Host', reader);
  const port = reader.readUInt16();
  skipTaggedFields(reader);
  return { host, port };
}

/**
 * `TopicPartition` of Kafka's `StreamsGroupHeartbeatResponse` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatResponseTopicPartition {
  /** topic name (versions 0-1) */
  topic: string;
  /** partitions (versions 0-1) */
  partitions: number[];
}

/**
 * A {@link StreamsGroupHeartbeatResponseTopicPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatResponseTopicPartition(fields?: Partial<StreamsGroupHeartbeatResponseTopicPartition>): StreamsGroupHeartbeatResponseTopicPartition {
  const message: StreamsGroupHeartbeatResponseTopicPartition = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatResponseTopicPartition(writer: Writer, message: StreamsGroupHeartbeatResponseTopicPartition): void {
  writer.writeCompactString(message.topic);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    writer.writeInt32(item2);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatResponseTopicPartition(reader: Reader): StreamsGroupHeartbeatResponseTopicPartition {
  const topic = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatResponseTopicPartition', 'Topic', reader);
  const count3 = nonNull(reader.readCompactArrayLength(4), 'StreamsGroupHeartbeatResponseTopicPartition', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count3; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { topic, partitions };
}

/**
 * `EndpointToPartitions` of Kafka's `StreamsGroupHeartbeatResponse` (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupHeartbeatResponseEndpointToPartitions {
  /** User-defined endpoint to connect to the node (versions 0-1) */
  userEndpoint: StreamsGroupHeartbeatResponseEndpoint;
  /** The source topic partitions, including repartition source topics, of the active tasks assigned to this member (versions 0-1) */
  activePartitions: StreamsGroupHeartbeatResponseTopicPartition[];
  /** The source topic partitions, including repartition source topics, of the standby and warm-up tasks assigned to this member (versions 0-1) */
  standbyPartitions: StreamsGroupHeartbeatResponseTopicPartition[];
}

/**
 * A {@link StreamsGroupHeartbeatResponseEndpointToPartitions} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatResponseEndpointToPartitions(fields?: Partial<StreamsGroupHeartbeatResponseEndpointToPartitions>): StreamsGroupHeartbeatResponseEndpointToPartitions {
  const message: StreamsGroupHeartbeatResponseEndpointToPartitions = {
    userEndpoint: createStreamsGroupHeartbeatResponseEndpoint(),
    activePartitions: [],
    standbyPartitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatResponseEndpointToPartitions(writer: Writer, message: StreamsGroupHeartbeatResponseEndpointToPartitions): void {
  encodeStreamsGroupHeartbeatResponseEndpoint(writer, message.userEndpoint);
  writer.writeCompactArrayLength(message.activePartitions.length);
  for (const item4 of message.activePartitions) {
    encodeStreamsGroupHeartbeatResponseTopicPartition(writer, item4);
  }
  writer.writeCompactArrayLength(message.standbyPartitions.length);
  for (const item5 of message.standbyPartitions) {
    encodeStreamsGroupHeartbeatResponseTopicPartition(writer, item5);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatResponseEndpointToPartitions(reader: Reader): StreamsGroupHeartbeatResponseEndpointToPartitions {
  const userEndpoint = decodeStreamsGroupHeartbeatResponseEndpoint(reader);
  const count6 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupHeartbeatResponseEndpointToPartitions', 'ActivePartitions', reader);
  const activePartitions: StreamsGroupHeartbeatResponseTopicPartition[] = [];
  for (let index = 0; index < count6; index++) activePartitions.push(decodeStreamsGroupHeartbeatResponseTopicPartition(reader));
  const count7 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupHeartbeatResponseEndpointToPartitions', 'StandbyPartitions', reader);
  const standbyPartitions: StreamsGroupHeartbeatResponseTopicPartition[] = [];
  for (let index = 0; index < count7; index++) standbyPartitions.push(decodeStreamsGroupHeartbeatResponseTopicPartition(reader));
  skipTaggedFields(reader);
  return { userEndpoint, activePartitions, standbyPartitions };
}

/**
 * Kafka's `StreamsGroupHeartbeatResponse` (api key 88, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface StreamsGroupHeartbeatResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** The top-level error code, or 0 if there was no error (versions 0-1) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** The member id is always generated by the streams consumer. (versions 0-1) */
  memberId: string;
  /** The member epoch. (versions 0-1) */
  memberEpoch: number;
  /** The heartbeat interval in milliseconds. (versions 0-1) */
  heartbeatIntervalMs: number;
  /** Deprecated. The maximum acceptable lag (number of offsets to catch up) for a client to be considered caught-up enough to receive an active task assignment. Use AcceptableRecoveryLag instead. (versions 0) */
  acceptableRecoveryLagLegacy: number;
  /** The interval in which the task changelog offsets on a client are updated on the broker. The offsets are sent with the next heartbeat after this time has passed. (versions 0-1) */
  taskOffsetIntervalMs: number;
  /** The maximum acceptable lag (number of offsets to catch up) for a client to be considered caught-up enough to receive an active task assignment. A value of -1 indicates the broker does not support this configuration. (versions 1; ignorable) */
  acceptableRecoveryLag: bigint;
  /** Indicate zero or more status for the group. (versions 0-1; nullable 0-1) */
  status: StreamsGroupHeartbeatResponseStatus[] | null;
  /** Assigned active tasks for this client. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  activeTasks: StreamsGroupHeartbeatResponseTaskIds[] | null;
  /** Assigned standby tasks for this client. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  standbyTasks: StreamsGroupHeartbeatResponseTaskIds[] | null;
  /** Assigned warm-up tasks for this client. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  warmupTasks: StreamsGroupHeartbeatResponseTaskIds[] | null;
  /** True if the broker does not have an up-to-date topology description for this group. The client should send the topology description via StreamsGroupTopologyDescriptionUpdate. (versions 1) */
  topologyDescriptionRequired: boolean;
  /** The endpoint epoch set in the response (versions 0-1) */
  endpointInformationEpoch: number;
  /** Global assignment information used for IQ. There is one entry per member, so several entries carry the same UserEndpoint when a client runs more than one stream thread; clients must union the entries of an endpoint. Null if unchanged since last heartbeat. (versions 0-1; nullable 0-1) */
  partitionsByUserEndpoint: StreamsGroupHeartbeatResponseEndpointToPartitions[] | null;
}

/**
 * A {@link StreamsGroupHeartbeatResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupHeartbeatResponse(fields?: Partial<StreamsGroupHeartbeatResponse>): StreamsGroupHeartbeatResponse {
  const message: StreamsGroupHeartbeatResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
    memberId: '',
    memberEpoch: 0,
    heartbeatIntervalMs: 0,
    acceptableRecoveryLagLegacy: 0,
    taskOffsetIntervalMs: 0,
    acceptableRecoveryLag: -1n,
    status: [],
    activeTasks: null,
    standbyTasks: null,
    warmupTasks: null,
    topologyDescriptionRequired: false,
    endpointInformationEpoch: 0,
    partitionsByUserEndpoint: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupHeartbeatResponse(writer: Writer, message: StreamsGroupHeartbeatResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactString(message.memberId);
  writer.writeInt32(message.memberEpoch);
  writer.writeInt32(message.heartbeatIntervalMs);
  if (version <= 0) {
    writer.writeInt32(message.acceptableRecoveryLagLegacy);
  } else {
    if (message.acceptableRecoveryLagLegacy !== 0) throw missingFieldError('StreamsGroupHeartbeatResponse', 'AcceptableRecoveryLagLegacy', version);
  }
  writer.writeInt32(message.taskOffsetIntervalMs);
  if (version >= 1) {
    writer.writeInt64(message.acceptableRecoveryLag);
  }
  if (message.status === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.status.length);
    for (const item8 of message.status) {
      encodeStreamsGroupHeartbeatResponseStatus(writer, item8);
    }
  }
  if (message.activeTasks === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.activeTasks.length);
    for (const item9 of message.activeTasks) {
      encodeStreamsGroupHeartbeatResponseTaskIds(writer, item9);
    }
  }
  if (message.standbyTasks === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.standbyTasks.length);
    for (const item10 of message.standbyTasks) {
      encodeStreamsGroupHeartbeatResponseTaskIds(writer, item10);
    }
  }
  if (message.warmupTasks === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.warmupTasks.length);
    for (const item11 of message.warmupTasks) {
      encodeStreamsGroupHeartbeatResponseTaskIds(writer, item11);
    }
  }
  if (version >= 1) {
    writer.writeBoolean(message.topologyDescriptionRequired);
  } else {
    if (message.topologyDescriptionRequired) throw missingFieldError('StreamsGroupHeartbeatResponse', 'TopologyDescriptionRequired', version);
  }
  writer.writeInt32(message.endpointInformationEpoch);
  if (message.partitionsByUserEndpoint === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.partitionsByUserEndpoint.length);
    for (const item12 of message.partitionsByUserEndpoint) {
      encodeStreamsGroupHeartbeatResponseEndpointToPartitions(writer, item12);
    }
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupHeartbeatResponse(reader: Reader, version: number): StreamsGroupHeartbeatResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const memberId = nonNull(reader.readCompactString(), 'StreamsGroupHeartbeatResponse', 'MemberId', reader);
  const memberEpoch = reader.readInt32();
  const heartbeatIntervalMs = reader.readInt32();
  let acceptableRecoveryLagLegacy: number = 0;
  if (version <= 0) {
    acceptableRecoveryLagLegacy = reader.readInt32();
  }
  const taskOffsetIntervalMs = reader.readInt32();
  let acceptableRecoveryLag: bigint = -1n;
  if (version >= 1) {
    acceptableRecoveryLag = reader.readInt64();
  }
  let status: StreamsGroupHeartbeatResponseStatus[] | null;
  const count13 = reader.readCompactArrayLength(2);
  if (count13 === null) {
    status = null;
  } else {
    const array13: StreamsGroupHeartbeatResponseStatus[] = [];
    for (let index = 0; index < count13; index++) array13.push(decodeStreamsGroupHeartbeatResponseStatus(reader));
    status = array13;
  }
  let activeTasks: StreamsGroupHeartbeatResponseTaskIds[] | null;
  const count14 = reader.readCompactArrayLength(2);
  if (count14 === null) {
    activeTasks = null;
  } else {
    const array14: StreamsGroupHeartbeatResponseTaskIds[] = [];
    for (let index = 0; index < count14; index++) array14.push(decodeStreamsGroupHeartbeatResponseTaskIds(reader));
    activeTasks = array14;
  }
  let standbyTasks: StreamsGroupHeartbeatResponseTaskIds[] | null;
  const count15 = reader.readCompactArrayLength(2);
  if (count15 === null) {
    standbyTasks = null;
  } else {
    const array15: StreamsGroupHeartbeatResponseTaskIds[] = [];
    for (let index = 0; index < count15; index++) array15.push(decodeStreamsGroupHeartbeatResponseTaskIds(reader));
    standbyTasks = array15;
  }
  let warmupTasks: StreamsGroupHeartbeatResponseTaskIds[] | null;
  const count16 = reader.readCompactArrayLength(2);
  if (count16 === null) {
    warmupTasks = null;
  } else {
    const array16: StreamsGroupHeartbeatResponseTaskIds[] = [];
    for (let index = 0; index < count16; index++) array16.push(decodeStreamsGroupHeartbeatResponseTaskIds(reader));
    warmupTasks = array16;
  }
  let topologyDescriptionRequired: boolean = false;
  if (version >= 1) {
    topologyDescriptionRequired = reader.readBoolean();
  }
  const endpointInformationEpoch = reader.readInt32();
  let partitionsByUserEndpoint: StreamsGroupHeartbeatResponseEndpointToPartitions[] | null;
  const count17 = reader.readCompactArrayLength(5);
  if (count17 === null) {
    partitionsByUserEndpoint = null;
  } else {
    const array17: StreamsGroupHeartbeatResponseEndpointToPartitions[] = [];
    for (let index = 0; index < count17; index++) array17.push(decodeStreamsGroupHeartbeatResponseEndpointToPartitions(reader));
    partitionsByUserEndpoint = array17;
  }
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, memberId, memberEpoch, heartbeatIntervalMs, acceptableRecoveryLagLegacy, taskOffsetIntervalMs, acceptableRecoveryLag, status, activeTasks, standbyTasks, warmupTasks, topologyDescriptionRequired, endpointInformationEpoch, partitionsByUserEndpoint };
}

/**
 * Codec of {@link StreamsGroupHeartbeatResponse} (api key 88, versions 0-1, flexible from 0).
 * @public
 */
export const StreamsGroupHeartbeatResponse: MessageCodec<StreamsGroupHeartbeatResponse> = {
  name: 'StreamsGroupHeartbeatResponse',
  apiKey: 88,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createStreamsGroupHeartbeatResponse,
  encode(writer: Writer, message: StreamsGroupHeartbeatResponse, version: number): void {
    checkVersion('StreamsGroupHeartbeatResponse', 88, version, 0, 1);
    encodeStreamsGroupHeartbeatResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): StreamsGroupHeartbeatResponse {
    checkVersion('StreamsGroupHeartbeatResponse', 88, version, 0, 1);
    return decodeStreamsGroupHeartbeatResponse(reader, version);
  },
};
