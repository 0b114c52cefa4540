// Generated from Apache Kafka's message specs (Apache License 2.0), StreamsGroupDescribeRequest.json, StreamsGroupDescribeResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `StreamsGroupDescribeRequest` (api key 89, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface StreamsGroupDescribeRequest {
  /** The ids of the groups to describe (versions 0-1) */
  groupIds: string[];
  /** Whether to include authorized operations. (versions 0-1) */
  includeAuthorizedOperations: boolean;
  /** Whether to include the full topology description from the topology description plugin in the response. (versions 1) */
  includeTopologyDescription: boolean;
}

/**
 * A {@link StreamsGroupDescribeRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeRequest(fields?: Partial<StreamsGroupDescribeRequest>): StreamsGroupDescribeRequest {
  const message: StreamsGroupDescribeRequest = {
    groupIds: [],
    includeAuthorizedOperations: false,
    includeTopologyDescription: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeRequest(writer: Writer, message: StreamsGroupDescribeRequest, version: number): void {
  writer.writeCompactArrayLength(message.groupIds.length);
  for (const item0 of message.groupIds) {
    writer.writeCompactString(item0);
  }
  writer.writeBoolean(message.includeAuthorizedOperations);
  if (version >= 1) {
    writer.writeBoolean(message.includeTopologyDescription);
  } else {
    if (message.includeTopologyDescription) throw missingFieldError('StreamsGroupDescribeRequest', 'IncludeTopologyDescription', version);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeRequest(reader: Reader, version: number): StreamsGroupDescribeRequest {
  const count1 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeRequest', 'GroupIds', reader);
  const groupIds: string[] = [];
  for (let index = 0; index < count1; index++) groupIds.push(nonNull(reader.readCompactString(), 'StreamsGroupDescribeRequest', 'GroupIds', reader));
  const includeAuthorizedOperations = reader.readBoolean();
  let includeTopologyDescription: boolean = false;
  if (version >= 1) {
    includeTopologyDescription = reader.readBoolean();
  }
  skipTaggedFields(reader);
  return { groupIds, includeAuthorizedOperations, includeTopologyDescription };
}

/**
 * Codec of {@link StreamsGroupDescribeRequest} (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export const StreamsGroupDescribeRequest: MessageCodec<StreamsGroupDescribeRequest> = {
  name: 'StreamsGroupDescribeRequest',
  apiKey: 89,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createStreamsGroupDescribeRequest,
  encode(writer: Writer, message: StreamsGroupDescribeRequest, version: number): void {
    checkVersion('StreamsGroupDescribeRequest', 89, version, 0, 1);
    encodeStreamsGroupDescribeRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): StreamsGroupDescribeRequest {
    checkVersion('StreamsGroupDescribeRequest', 89, version, 0, 1);
    return decodeStreamsGroupDescribeRequest(reader, version);
  },
};

/**
 * `KeyValue` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseKeyValue {
  /** key of the config (versions 0-1) */
  key: string;
  /** value of the config (versions 0-1) */
  value: string;
}

/**
 * A {@link StreamsGroupDescribeResponseKeyValue} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseKeyValue(fields?: Partial<StreamsGroupDescribeResponseKeyValue>): StreamsGroupDescribeResponseKeyValue {
  const message: StreamsGroupDescribeResponseKeyValue = {
    key: '',
    value: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseKeyValue(writer: Writer, message: StreamsGroupDescribeResponseKeyValue): void {
  writer.writeCompactString(message.key);
  writer.writeCompactString(message.value);
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseKeyValue(reader: Reader): StreamsGroupDescribeResponseKeyValue {
  const key = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseKeyValue', 'Key', reader);
  const value = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseKeyValue', 'Value', reader);
  skipTaggedFields(reader);
  return { key, value };
}

/**
 * `TopicInfo` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTopicInfo {
  /** The name of the topic. (versions 0-1) */
  name: string;
  /** The number of partitions in the topic. Can be 0 if no specific number of partitions is enforced. Always 0 for changelog topics. (versions 0-1) */
  partitions: number;
  /** The replication factor of the topic. Can be 0 if the default replication factor should be used. (versions 0-1) */
  replicationFactor: number;
  /** Topic-level configurations as key-value pairs. (versions 0-1) */
  topicConfigs: StreamsGroupDescribeResponseKeyValue[];
}

/**
 * A {@link StreamsGroupDescribeResponseTopicInfo} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTopicInfo(fields?: Partial<StreamsGroupDescribeResponseTopicInfo>): StreamsGroupDescribeResponseTopicInfo {
  const message: StreamsGroupDescribeResponseTopicInfo = {
    name: '',
    partitions: 0,
    replicationFactor: 0,
    topicConfigs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTopicInfo(writer: Writer, message: StreamsGroupDescribeResponseTopicInfo): void {
  writer.writeCompactString(message.name);
  writer.writeInt32(message.partitions);
  writer.writeInt16(message.replicationFactor);
  writer.writeCompactArrayLength(message.topicConfigs.length);
  for (const item0 of message.topicConfigs) {
    encodeStreamsGroupDescribeResponseKeyValue(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTopicInfo(reader: Reader): StreamsGroupDescribeResponseTopicInfo {
  const name = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTopicInfo', 'Name', reader);
  const partitions = reader.readInt32();
  const replicationFactor = reader.readInt16();
  const count1 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupDescribeResponseTopicInfo', 'TopicConfigs', reader);
  const topicConfigs: StreamsGroupDescribeResponseKeyValue[] = [];
  for (let index = 0; index < count1; index++) topicConfigs.push(decodeStreamsGroupDescribeResponseKeyValue(reader));
  skipTaggedFields(reader);
  return { name, partitions, replicationFactor, topicConfigs };
}

/**
 * `Subtopology` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseSubtopology {
  /** String to uniquely identify the subtopology. (versions 0-1) */
  subtopologyId: string;
  /** The topics the subtopology reads from. (versions 0-1) */
  sourceTopics: string[];
  /** The repartition topics the subtopology writes to. (versions 0-1) */
  repartitionSinkTopics: string[];
  /** The set of state changelog topics associated with this subtopology. Created automatically. (versions 0-1) */
  stateChangelogTopics: StreamsGroupDescribeResponseTopicInfo[];
  /** The set of source topics that are internally created repartition topics. Created automatically. (versions 0-1) */
  repartitionSourceTopics: StreamsGroupDescribeResponseTopicInfo[];
}

/**
 * A {@link StreamsGroupDescribeResponseSubtopology} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseSubtopology(fields?: Partial<StreamsGroupDescribeResponseSubtopology>): StreamsGroupDescribeResponseSubtopology {
  const message: StreamsGroupDescribeResponseSubtopology = {
    subtopologyId: '',
    sourceTopics: [],
    repartitionSinkTopics: [],
    stateChangelogTopics: [],
    repartitionSourceTopics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseSubtopology(writer: Writer, message: StreamsGroupDescribeResponseSubtopology): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeCompactArrayLength(message.sourceTopics.length);
  for (const item2 of message.sourceTopics) {
    writer.writeCompactString(item2);
  }
  writer.writeCompactArrayLength(message.repartitionSinkTopics.length);
  for (const item3 of message.repartitionSinkTopics) {
    writer.writeCompactString(item3);
  }
  writer.writeCompactArrayLength(message.stateChangelogTopics.length);
  for (const item4 of message.stateChangelogTopics) {
    encodeStreamsGroupDescribeResponseTopicInfo(writer, item4);
  }
  writer.writeCompactArrayLength(message.repartitionSourceTopics.length);
  for (const item5 of message.repartitionSourceTopics) {
    encodeStreamsGroupDescribeResponseTopicInfo(writer, item5);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseSubtopology(reader: Reader): StreamsGroupDescribeResponseSubtopology {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseSubtopology', 'SubtopologyId', reader);
  const count6 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseSubtopology', 'SourceTopics', reader);
  const sourceTopics: string[] = [];
  for (let index = 0; index < count6; index++) sourceTopics.push(nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseSubtopology', 'SourceTopics', reader));
  const count7 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseSubtopology', 'RepartitionSinkTopics', reader);
  const repartitionSinkTopics: string[] = [];
  for (let index = 0; index < count7; index++) repartitionSinkTopics.push(nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseSubtopology', 'RepartitionSinkTopics', reader));
  const count8 = nonNull(reader.readCompactArrayLength(8), 'StreamsGroupDescribeResponseSubtopology', 'StateChangelogTopics', reader);
  const stateChangelogTopics: StreamsGroupDescribeResponseTopicInfo[] = [];
  for (let index = 0; index < count8; index++) stateChangelogTopics.push(decodeStreamsGroupDescribeResponseTopicInfo(reader));
  const count9 = nonNull(reader.readCompactArrayLength(8), 'StreamsGroupDescribeResponseSubtopology', 'RepartitionSourceTopics', reader);
  const repartitionSourceTopics: StreamsGroupDescribeResponseTopicInfo[] = [];
  for (let index = 0; index < count9; index++) repartitionSourceTopics.push(decodeStreamsGroupDescribeResponseTopicInfo(reader));
  skipTaggedFields(reader);
  return { subtopologyId, sourceTopics, repartitionSinkTopics, stateChangelogTopics, repartitionSourceTopics };
}

/**
 * `Topology` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTopology {
  /** The epoch of the currently initialized topology for this group. (versions 0-1) */
  epoch: number;
  /** The subtopologies of the streams application. This contains the configured subtopologies, where the number of partitions are set and any regular expressions are resolved to actual topics. Null if the group is uninitialized, source topics are missing or incorrectly partitioned. (versions 0-1; nullable 0-1) */
  subtopologies: StreamsGroupDescribeResponseSubtopology[] | null;
}

/**
 * A {@link StreamsGroupDescribeResponseTopology} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTopology(fields?: Partial<StreamsGroupDescribeResponseTopology>): StreamsGroupDescribeResponseTopology {
  const message: StreamsGroupDescribeResponseTopology = {
    epoch: 0,
    subtopologies: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTopology(writer: Writer, message: StreamsGroupDescribeResponseTopology): void {
  writer.writeInt32(message.epoch);
  if (message.subtopologies === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.subtopologies.length);
    for (const item10 of message.subtopologies) {
      encodeStreamsGroupDescribeResponseSubtopology(writer, item10);
    }
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTopology(reader: Reader): StreamsGroupDescribeResponseTopology {
  const epoch = reader.readInt32();
  let subtopologies: StreamsGroupDescribeResponseSubtopology[] | null;
  const count11 = reader.readCompactArrayLength(5);
  if (count11 === null) {
    subtopologies = null;
  } else {
    const array11: StreamsGroupDescribeResponseSubtopology[] = [];
    for (let index = 0; index < count11; index++) array11.push(decodeStreamsGroupDescribeResponseSubtopology(reader));
    subtopologies = array11;
  }
  skipTaggedFields(reader);
  return { epoch, subtopologies };
}

/**
 * `Endpoint` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseEndpoint {
  /** host of the endpoint (versions 0-1) */
  host: string;
  /** port of the endpoint (versions 0-1) */
  port: number;
}

/**
 * A {@link StreamsGroupDescribeResponseEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseEndpoint(fields?: Partial<StreamsGroupDescribeResponseEndpoint>): StreamsGroupDescribeResponseEndpoint {
  const message: StreamsGroupDescribeResponseEndpoint = {
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseEndpoint(writer: Writer, message: StreamsGroupDescribeResponseEndpoint): void {
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseEndpoint(reader: Reader): StreamsGroupDescribeResponseEndpoint {
  const host = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseEndpoint', 'Host', reader);
  const port = reader.readUInt16();
  skipTaggedFields(reader);
  return { host, port };
}

/**
 * `TaskOffset` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTaskOffset {
  /** The subtopology identifier. (versions 0-1) */
  subtopologyId: string;
  /** The partition. (versions 0-1) */
  partition: number;
  /** The offset. (versions 0-1) */
  offset: bigint;
}

/**
 * A {@link StreamsGroupDescribeResponseTaskOffset} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTaskOffset(fields?: Partial<StreamsGroupDescribeResponseTaskOffset>): StreamsGroupDescribeResponseTaskOffset {
  const message: StreamsGroupDescribeResponseTaskOffset = {
    subtopologyId: '',
    partition: 0,
    offset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTaskOffset(writer: Writer, message: StreamsGroupDescribeResponseTaskOffset): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeInt32(message.partition);
  writer.writeInt64(message.offset);
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTaskOffset(reader: Reader): StreamsGroupDescribeResponseTaskOffset {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTaskOffset', 'SubtopologyId', reader);
  const partition = reader.readInt32();
  const offset = reader.readInt64();
  skipTaggedFields(reader);
  return { subtopologyId, partition, offset };
}

/**
 * `TaskIds` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTaskIds {
  /** The subtopology identifier. (versions 0-1) */
  subtopologyId: string;
  /** The partitions of the input topics processed by this member. (versions 0-1) */
  partitions: number[];
}

/**
 * A {@link StreamsGroupDescribeResponseTaskIds} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTaskIds(fields?: Partial<StreamsGroupDescribeResponseTaskIds>): StreamsGroupDescribeResponseTaskIds {
  const message: StreamsGroupDescribeResponseTaskIds = {
    subtopologyId: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTaskIds(writer: Writer, message: StreamsGroupDescribeResponseTaskIds): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item12 of message.partitions) {
    writer.writeInt32(item12);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTaskIds(reader: Reader): StreamsGroupDescribeResponseTaskIds {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTaskIds', 'SubtopologyId', reader);
  const count13 = nonNull(reader.readCompactArrayLength(4), 'StreamsGroupDescribeResponseTaskIds', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count13; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { subtopologyId, partitions };
}

/**
 * `Assignment` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseAssignment {
  /** Active tasks for this client. (versions 0-1) */
  activeTasks: StreamsGroupDescribeResponseTaskIds[];
  /** Standby tasks for this client. (versions 0-1) */
  standbyTasks: StreamsGroupDescribeResponseTaskIds[];
  /** Warm-up tasks for this client. (versions 0-1) */
  warmupTasks: StreamsGroupDescribeResponseTaskIds[];
}

/**
 * A {@link StreamsGroupDescribeResponseAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseAssignment(fields?: Partial<StreamsGroupDescribeResponseAssignment>): StreamsGroupDescribeResponseAssignment {
  const message: StreamsGroupDescribeResponseAssignment = {
    activeTasks: [],
    standbyTasks: [],
    warmupTasks: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseAssignment(writer: Writer, message: StreamsGroupDescribeResponseAssignment): void {
  writer.writeCompactArrayLength(message.activeTasks.length);
  for (const item14 of message.activeTasks) {
    encodeStreamsGroupDescribeResponseTaskIds(writer, item14);
  }
  writer.writeCompactArrayLength(message.standbyTasks.length);
  for (const item15 of message.standbyTasks) {
    encodeStreamsGroupDescribeResponseTaskIds(writer, item15);
  }
  writer.writeCompactArrayLength(message.warmupTasks.length);
  for (const item16 of message.warmupTasks) {
    encodeStreamsGroupDescribeResponseTaskIds(writer, item16);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseAssignment(reader: Reader): StreamsGroupDescribeResponseAssignment {
  const count17 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupDescribeResponseAssignment', 'ActiveTasks', reader);
  const activeTasks: StreamsGroupDescribeResponseTaskIds[] = [];
  for (let index = 0; index < count17; index++) activeTasks.push(decodeStreamsGroupDescribeResponseTaskIds(reader));
  const count18 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupDescribeResponseAssignment', 'StandbyTasks', reader);
  const standbyTasks: StreamsGroupDescribeResponseTaskIds[] = [];
  for (let index = 0; index < count18; index++) standbyTasks.push(decodeStreamsGroupDescribeResponseTaskIds(reader));
  const count19 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupDescribeResponseAssignment', 'WarmupTasks', reader);
  const warmupTasks: StreamsGroupDescribeResponseTaskIds[] = [];
  for (let index = 0; index < count19; index++) warmupTasks.push(decodeStreamsGroupDescribeResponseTaskIds(reader));
  skipTaggedFields(reader);
  return { activeTasks, standbyTasks, warmupTasks };
}

/**
 * `Member` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseMember {
  /** The member ID. (versions 0-1) */
  memberId: string;
  /** The member epoch. (versions 0-1) */
  memberEpoch: number;
  /** The member instance ID for static membership. (versions 0-1; nullable 0-1) */
  instanceId: string | null;
  /** The rack ID. (versions 0-1; nullable 0-1) */
  rackId: string | null;
  /** The client ID. (versions 0-1) */
  clientId: string;
  /** The client host. (versions 0-1) */
  clientHost: string;
  /** The epoch of the topology on the client. (versions 0-1) */
  topologyEpoch: number;
  /** Identity of the streams instance that may have multiple clients. (versions 0-1) */
  processId: string;
  /** User-defined endpoint for Interactive Queries. Null if not defined for this client. (versions 0-1; nullable 0-1) */
  userEndpoint: StreamsGroupDescribeResponseEndpoint | null;
  /** Used for rack-aware assignment algorithm. (versions 0-1) */
  clientTags: StreamsGroupDescribeResponseKeyValue[];
  /** Cumulative changelog offsets for tasks. (versions 0-1) */
  taskOffsets: StreamsGroupDescribeResponseTaskOffset[];
  /** Cumulative changelog end offsets for tasks. (versions 0-1) */
  taskEndOffsets: StreamsGroupDescribeResponseTaskOffset[];
  /** The current assignment. (versions 0-1) */
  assignment: StreamsGroupDescribeResponseAssignment;
  /** The target assignment. (versions 0-1) */
  targetAssignment: StreamsGroupDescribeResponseAssignment;
  /** True for classic members that have not been upgraded yet. (versions 0-1) */
  isClassic: boolean;
}

/**
 * A {@link StreamsGroupDescribeResponseMember} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseMember(fields?: Partial<StreamsGroupDescribeResponseMember>): StreamsGroupDescribeResponseMember {
  const message: StreamsGroupDescribeResponseMember = {
    memberId: '',
    memberEpoch: 0,
    instanceId: null,
    rackId: null,
    clientId: '',
    clientHost: '',
    topologyEpoch: 0,
    processId: '',
    userEndpoint: null,
    clientTags: [],
    taskOffsets: [],
    taskEndOffsets: [],
    assignment: createStreamsGroupDescribeResponseAssignment(),
    targetAssignment: createStreamsGroupDescribeResponseAssignment(),
    isClassic: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseMember(writer: Writer, message: StreamsGroupDescribeResponseMember): void {
  writer.writeCompactString(message.memberId);
  writer.writeInt32(message.memberEpoch);
  writer.writeCompactString(message.instanceId);
  writer.writeCompactString(message.rackId);
  writer.writeCompactString(message.clientId);
  writer.writeCompactString(message.clientHost);
  writer.writeInt32(message.topologyEpoch);
  writer.writeCompactString(message.processId);
  if (message.userEndpoint === null) {
    writer.writeInt8(-1);
  } else {
    writer.writeInt8(1);
    encodeStreamsGroupDescribeResponseEndpoint(writer, message.userEndpoint);
  }
  writer.writeCompactArrayLength(message.clientTags.length);
  for (const item20 of message.clientTags) {
    encodeStreamsGroupDescribeResponseKeyValue(writer, item20);
  }
  writer.writeCompactArrayLength(message.taskOffsets.length);
  for (const item21 of message.taskOffsets) {
    encodeStreamsGroupDescribeResponseTaskOffset(writer, item21);
  }
  writer.writeCompactArrayLength(message.taskEndOffsets.length);
  for (const item22 of message.taskEndOffsets) {
    encodeStreamsGroupDescribeResponseTaskOffset(writer, item22);
  }
  encodeStreamsGroupDescribeResponseAssignment(writer, message.assignment);
  encodeStreamsGroupDescribeResponseAssignment(writer, message.targetAssignment);
  writer.writeBoolean(message.isClassic);
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseMember(reader: Reader): StreamsGroupDescribeResponseMember {
  const memberId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseMember', 'MemberId', reader);
  const memberEpoch = reader.readInt32();
  const instanceId = reader.readCompactString();
  const rackId = reader.readCompactString();
  const clientId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseMember', 'ClientId', reader);
  const clientHost = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseMember', 'ClientHost', reader);
  const topologyEpoch = reader.readInt32();
  const processId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseMember', 'ProcessId', reader);
  const userEndpoint = (reader.readInt8() < 0 ? null : decodeStreamsGroupDescribeResponseEndpoint(reader));
  const count23 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupDescribeResponseMember', 'ClientTags', reader);
  const clientTags: StreamsGroupDescribeResponseKeyValue[] = [];
  for (let index = 0; index < count23; index++) clientTags.push(decodeStreamsGroupDescribeResponseKeyValue(reader));
  const count24 = nonNull(reader.readCompactArrayLength(13), 'StreamsGroupDescribeResponseMember', 'TaskOffsets', reader);
  const taskOffsets: StreamsGroupDescribeResponseTaskOffset[] = [];
  for (let index = 0; index < count24; index++) taskOffsets.push(decodeStreamsGroupDescribeResponseTaskOffset(reader));
  const count25 = nonNull(reader.readCompactArrayLength(13), 'StreamsGroupDescribeResponseMember', 'TaskEndOffsets', reader);
  const taskEndOffsets: StreamsGroupDescribeResponseTaskOffset[] = [];
  for (let index = 0; index < count25; index++) taskEndOffsets.push(decodeStreamsGroupDescribeResponseTaskOffset(reader));
  const assignment = decodeStreamsGroupDescribeResponseAssignment(reader);
  const targetAssignment = decodeStreamsGroupDescribeResponseAssignment(reader);
  const isClassic = reader.readBoolean();
  skipTaggedFields(reader);
  return { memberId, memberEpoch, instanceId, rackId, clientId, clientHost, topologyEpoch, processId, userEndpoint, clientTags, taskOffsets, taskEndOffsets, assignment, targetAssignment, isClassic };
}

/**
 * `TopologyDescriptionNode` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTopologyDescriptionNode {
  /** The name of this node (e.g., KSTREAM-SOURCE-0000000000). (versions 1) */
  name: string;
  /** The type of this node: 1=SOURCE, 2=PROCESSOR, 3=SINK. (versions 1) */
  nodeType: number;
  /** The source topics this node reads from. Defined only for source nodes, may be empty if source topics are dynamically determined. (versions 1) */
  sourceTopics: string[];
  /** The topic this node writes to. Defined only for sink nodes, may be null if sink topic is dynamically determined. (versions 1; nullable 1) */
  sinkTopic: string | null;
  /** The state store names accessed by this node. Defined only for processor nodes. (versions 1) */
  stores: string[];
  /** The names of successor nodes in the processing graph. Predecessor relationships are reconstructed from this field. (versions 1) */
  successors: string[];
}

/**
 * A {@link StreamsGroupDescribeResponseTopologyDescriptionNode} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTopologyDescriptionNode(fields?: Partial<StreamsGroupDescribeResponseTopologyDescriptionNode>): StreamsGroupDescribeResponseTopologyDescriptionNode {
  const message: StreamsGroupDescribeResponseTopologyDescriptionNode = {
    name: '',
    nodeType: 0,
    sourceTopics: [],
    sinkTopic: null,
    stores: [],
    successors: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTopologyDescriptionNode(writer: Writer, message: StreamsGroupDescribeResponseTopologyDescriptionNode, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionNode', 'Name', version);
  }
  if (version >= 1) {
    writer.writeInt8(message.nodeType);
  } else {
    if (message.nodeType !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionNode', 'NodeType', version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.sourceTopics.length);
    for (const item26 of message.sourceTopics) {
      writer.writeCompactString(item26);
    }
  } else {
    if (message.sourceTopics.length !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionNode', 'SourceTopics', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.sinkTopic);
  } else {
    if (message.sinkTopic !== null) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionNode', 'SinkTopic', version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.stores.length);
    for (const item27 of message.stores) {
      writer.writeCompactString(item27);
    }
  } else {
    if (message.stores.length !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionNode', 'Stores', version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.successors.length);
    for (const item28 of message.successors) {
      writer.writeCompactString(item28);
    }
  } else {
    if (message.successors.length !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionNode', 'Successors', version);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTopologyDescriptionNode(reader: Reader, version: number): StreamsGroupDescribeResponseTopologyDescriptionNode {
  let name: string = '';
  if (version >= 1) {
    name = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'Name', reader);
  }
  let nodeType: number = 0;
  if (version >= 1) {
    nodeType = reader.readInt8();
  }
  let sourceTopics: string[] = [];
  if (version >= 1) {
    const count29 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'SourceTopics', reader);
    const array29: string[] = [];
    for (let index = 0; index < count29; index++) array29.push(nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'SourceTopics', reader));
    sourceTopics = array29;
  }
  let sinkTopic: string | null = null;
  if (version >= 1) {
    sinkTopic = reader.readCompactString();
  }
  let stores: string[] = [];
  if (version >= 1) {
    const count30 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'Stores', reader);
    const array30: string[] = [];
    for (let index = 0; index < count30; index++) array30.push(nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'Stores', reader));
    stores = array30;
  }
  let successors: string[] = [];
  if (version >= 1) {
    const count31 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'Successors', reader);
    const array31: string[] = [];
    for (let index = 0; index < count31; index++) array31.push(nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTopologyDescriptionNode', 'Successors', reader));
    successors = array31;
  }
  skipTaggedFields(reader);
  return { name, nodeType, sourceTopics, sinkTopic, stores, successors };
}

/**
 * `TopologyDescriptionSubtopology` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTopologyDescriptionSubtopology {
  /** The subtopology identifier, unique within the topology. (versions 1) */
  subtopologyId: string;
  /** The processing nodes in this subtopology. (versions 1) */
  nodes: StreamsGroupDescribeResponseTopologyDescriptionNode[];
}

/**
 * A {@link StreamsGroupDescribeResponseTopologyDescriptionSubtopology} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTopologyDescriptionSubtopology(fields?: Partial<StreamsGroupDescribeResponseTopologyDescriptionSubtopology>): StreamsGroupDescribeResponseTopologyDescriptionSubtopology {
  const message: StreamsGroupDescribeResponseTopologyDescriptionSubtopology = {
    subtopologyId: '',
    nodes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTopologyDescriptionSubtopology(writer: Writer, message: StreamsGroupDescribeResponseTopologyDescriptionSubtopology, version: number): void {
  if (version >= 1) {
    writer.writeCompactString(message.subtopologyId);
  } else {
    if (message.subtopologyId !== '') throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionSubtopology', 'SubtopologyId', version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.nodes.length);
    for (const item32 of message.nodes) {
      encodeStreamsGroupDescribeResponseTopologyDescriptionNode(writer, item32, version);
    }
  } else {
    if (message.nodes.length !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionSubtopology', 'Nodes', version);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTopologyDescriptionSubtopology(reader: Reader, version: number): StreamsGroupDescribeResponseTopologyDescriptionSubtopology {
  let subtopologyId: string = '';
  if (version >= 1) {
    subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseTopologyDescriptionSubtopology', 'SubtopologyId', reader);
  }
  let nodes: StreamsGroupDescribeResponseTopologyDescriptionNode[] = [];
  if (version >= 1) {
    const count33 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseTopologyDescriptionSubtopology', 'Nodes', reader);
    const array33: StreamsGroupDescribeResponseTopologyDescriptionNode[] = [];
    for (let index = 0; index < count33; index++) array33.push(decodeStreamsGroupDescribeResponseTopologyDescriptionNode(reader, version));
    nodes = array33;
  }
  skipTaggedFields(reader);
  return { subtopologyId, nodes };
}

/**
 * `TopologyDescriptionGlobalStore` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTopologyDescriptionGlobalStore {
  /** The source node providing data to the global store. (versions 1) */
  source: StreamsGroupDescribeResponseTopologyDescriptionNode;
  /** The processor node that populates the global store. (versions 1) */
  processor: StreamsGroupDescribeResponseTopologyDescriptionNode;
}

/**
 * A {@link StreamsGroupDescribeResponseTopologyDescriptionGlobalStore} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTopologyDescriptionGlobalStore(fields?: Partial<StreamsGroupDescribeResponseTopologyDescriptionGlobalStore>): StreamsGroupDescribeResponseTopologyDescriptionGlobalStore {
  const message: StreamsGroupDescribeResponseTopologyDescriptionGlobalStore = {
    source: createStreamsGroupDescribeResponseTopologyDescriptionNode(),
    processor: createStreamsGroupDescribeResponseTopologyDescriptionNode(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTopologyDescriptionGlobalStore(writer: Writer, message: StreamsGroupDescribeResponseTopologyDescriptionGlobalStore, version: number): void {
  if (version >= 1) {
    encodeStreamsGroupDescribeResponseTopologyDescriptionNode(writer, message.source, version);
  } else {
    if (!isDefaultStreamsGroupDescribeResponseTopologyDescriptionNode(message.source)) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionGlobalStore', 'Source', version);
  }
  if (version >= 1) {
    encodeStreamsGroupDescribeResponseTopologyDescriptionNode(writer, message.processor, version);
  } else {
    if (!isDefaultStreamsGroupDescribeResponseTopologyDescriptionNode(message.processor)) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescriptionGlobalStore', 'Processor', version);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTopologyDescriptionGlobalStore(reader: Reader, version: number): StreamsGroupDescribeResponseTopologyDescriptionGlobalStore {
  let source: StreamsGroupDescribeResponseTopologyDescriptionNode = createStreamsGroupDescribeResponseTopologyDescriptionNode();
  if (version >= 1) {
    source = decodeStreamsGroupDescribeResponseTopologyDescriptionNode(reader, version);
  }
  let processor: StreamsGroupDescribeResponseTopologyDescriptionNode = createStreamsGroupDescribeResponseTopologyDescriptionNode();
  if (version >= 1) {
    processor = decodeStreamsGroupDescribeResponseTopologyDescriptionNode(reader, version);
  }
  skipTaggedFields(reader);
  return { source, processor };
}

/**
 * `TopologyDescription` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseTopologyDescription {
  /** The subtopologies that make up this topology. (versions 1) */
  subtopologies: StreamsGroupDescribeResponseTopologyDescriptionSubtopology[];
  /** Global state stores used by this topology. (versions 1) */
  globalStores: StreamsGroupDescribeResponseTopologyDescriptionGlobalStore[];
}

/**
 * A {@link StreamsGroupDescribeResponseTopologyDescription} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseTopologyDescription(fields?: Partial<StreamsGroupDescribeResponseTopologyDescription>): StreamsGroupDescribeResponseTopologyDescription {
  const message: StreamsGroupDescribeResponseTopologyDescription = {
    subtopologies: [],
    globalStores: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseTopologyDescription(writer: Writer, message: StreamsGroupDescribeResponseTopologyDescription, version: number): void {
  if (version >= 1) {
    writer.writeCompactArrayLength(message.subtopologies.length);
    for (const item34 of message.subtopologies) {
      encodeStreamsGroupDescribeResponseTopologyDescriptionSubtopology(writer, item34, version);
    }
  } else {
    if (message.subtopologies.length !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescription', 'Subtopologies', version);
  }
  if (version >= 1) {
    writer.writeCompactArrayLength(message.globalStores.length);
    for (const item35 of message.globalStores) {
      encodeStreamsGroupDescribeResponseTopologyDescriptionGlobalStore(writer, item35, version);
    }
  } else {
    if (message.globalStores.length !== 0) throw missingFieldError('StreamsGroupDescribeResponseTopologyDescription', 'GlobalStores', version);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseTopologyDescription(reader: Reader, version: number): StreamsGroupDescribeResponseTopologyDescription {
  let subtopologies: StreamsGroupDescribeResponseTopologyDescriptionSubtopology[] = [];
  if (version >= 1) {
    const count36 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseTopologyDescription', 'Subtopologies', reader);
    const array36: StreamsGroupDescribeResponseTopologyDescriptionSubtopology[] = [];
    for (let index = 0; index < count36; index++) array36.push(decodeStreamsGroupDescribeResponseTopologyDescriptionSubtopology(reader, version));
    subtopologies = array36;
  }
  let globalStores: StreamsGroupDescribeResponseTopologyDescriptionGlobalStore[] = [];
  if (version >= 1) {
    const count37 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupDescribeResponseTopologyDescription', 'GlobalStores', reader);
    const array37: StreamsGroupDescribeResponseTopologyDescriptionGlobalStore[] = [];
    for (let index = 0; index < count37; index++) array37.push(decodeStreamsGroupDescribeResponseTopologyDescriptionGlobalStore(reader, version));
    globalStores = array37;
  }
  skipTaggedFields(reader);
  return { subtopologies, globalStores };
}

/**
 * `DescribedGroup` of Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export interface StreamsGroupDescribeResponseDescribedGroup {
  /** The describe error, or 0 if there was no error. (versions 0-1) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0-1; nullable 0-1) */
  errorMessage: string | null;
  /** The group ID string. (versions 0-1) */
  groupId: string;
  /** The group state string, or the empty string. (versions 0-1) */
  groupState: string;
  /** The group epoch. (versions 0-1) */
  groupEpoch: number;
  /** The assignment epoch. (versions 0-1) */
  assignmentEpoch: number;
  /** The topology metadata currently initialized for the streams application. Can be null in case of a describe error. (versions 0-1; nullable 0-1) */
  topology: StreamsGroupDescribeResponseTopology | null;
  /** The members. (versions 0-1) */
  members: StreamsGroupDescribeResponseMember[];
  /** 32-bit bitfield to represent authorized operations for this group. (versions 0-1) */
  authorizedOperations: number;
  /** The full topology description for this group. Non-null if and only if TopologyDescriptionStatus is AVAILABLE (3); null otherwise. (versions 1; nullable 1) */
  topologyDescription: StreamsGroupDescribeResponseTopologyDescription | null;
  /** The status of the topology description for this group, paired with TopologyDescription: 0=NOT_REQUESTED (client did not set IncludeTopologyDescription; TopologyDescription is null); 1=NOT_STORED (no description recorded for this group; TopologyDescription is null); 2=ERROR (broker failed to fetch the description, see broker logs; TopologyDescription is null); 3=AVAILABLE (TopologyDescription is non-null and carries the description). (versions 1) */
  topologyDescriptionStatus: number;
  /** The task assignor that the group coordinator will use for the next assignment computation. This may differ from the assignor that computed the current assignment, because changing the assignor configuration does not trigger a rebalance. Null in case of a describe error. (versions 1; nullable 1; ignorable) */
  assignorName: string | null;
}

/**
 * A {@link StreamsGroupDescribeResponseDescribedGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponseDescribedGroup(fields?: Partial<StreamsGroupDescribeResponseDescribedGroup>): StreamsGroupDescribeResponseDescribedGroup {
  const message: StreamsGroupDescribeResponseDescribedGroup = {
    errorCode: 0,
    errorMessage: null,
    groupId: '',
    groupState: '',
    groupEpoch: 0,
    assignmentEpoch: 0,
    topology: null,
    members: [],
    authorizedOperations: -2147483648,
    topologyDescription: null,
    topologyDescriptionStatus: 0,
    assignorName: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponseDescribedGroup(writer: Writer, message: StreamsGroupDescribeResponseDescribedGroup, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.groupState);
  writer.writeInt32(message.groupEpoch);
  writer.writeInt32(message.assignmentEpoch);
  if (message.topology === null) {
    writer.writeInt8(-1);
  } else {
    writer.writeInt8(1);
    encodeStreamsGroupDescribeResponseTopology(writer, message.topology);
  }
  writer.writeCompactArrayLength(message.members.length);
  for (const item38 of message.members) {
    encodeStreamsGroupDescribeResponseMember(writer, item38);
  }
  writer.writeInt32(message.authorizedOperations);
  if (version >= 1) {
    if (message.topologyDescription === null) {
      writer.writeInt8(-1);
    } else {
      writer.writeInt8(1);
      encodeStreamsGroupDescribeResponseTopologyDescription(writer, message.topologyDescription, version);
    }
  } else {
    if (message.topologyDescription !== null) throw missingFieldError('StreamsGroupDescribeResponseDescribedGroup', 'TopologyDescription', version);
  }
  if (version >= 1) {
    writer.writeInt8(message.topologyDescriptionStatus);
  } else {
    if (message.topologyDescriptionStatus !== 0) throw missingFieldError('StreamsGroupDescribeResponseDescribedGroup', 'TopologyDescriptionStatus', version);
  }
  if (version >= 1) {
    writer.writeCompactString(message.assignorName);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponseDescribedGroup(reader: Reader, version: number): StreamsGroupDescribeResponseDescribedGroup {
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const groupId = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseDescribedGroup', 'GroupId', reader);
  const groupState = nonNull(reader.readCompactString(), 'StreamsGroupDescribeResponseDescribedGroup', 'GroupState', reader);
  const groupEpoch = reader.readInt32();
  const assignmentEpoch = reader.readInt32();
  const topology = (reader.readInt8() < 0 ? null : decodeStreamsGroupDescribeResponseTopology(reader));
  const count39 = nonNull(reader.readCompactArrayLength(25), 'StreamsGroupDescribeResponseDescribedGroup', 'Members', reader);
  const members: StreamsGroupDescribeResponseMember[] = [];
  for (let index = 0; index < count39; index++) members.push(decodeStreamsGroupDescribeResponseMember(reader));
  const authorizedOperations = reader.readInt32();
  let topologyDescription: StreamsGroupDescribeResponseTopologyDescription | null = null;
  if (version >= 1) {
    topologyDescription = (reader.readInt8() < 0 ? null : decodeStreamsGroupDescribeResponseTopologyDescription(reader, version));
  }
  let topologyDescriptionStatus: number = 0;
  if (version >= 1) {
    topologyDescriptionStatus = reader.readInt8();
  }
  let assignorName: string | null = null;
  if (version >= 1) {
    assignorName = reader.readCompactString();
  }
  skipTaggedFields(reader);
  return { errorCode, errorMessage, groupId, groupState, groupEpoch, assignmentEpoch, topology, members, authorizedOperations, topologyDescription, topologyDescriptionStatus, assignorName };
}

/**
 * Kafka's `StreamsGroupDescribeResponse` (api key 89, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface StreamsGroupDescribeResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** Each described group. (versions 0-1) */
  groups: StreamsGroupDescribeResponseDescribedGroup[];
}

/**
 * A {@link StreamsGroupDescribeResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupDescribeResponse(fields?: Partial<StreamsGroupDescribeResponse>): StreamsGroupDescribeResponse {
  const message: StreamsGroupDescribeResponse = {
    throttleTimeMs: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupDescribeResponse(writer: Writer, message: StreamsGroupDescribeResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.groups.length);
  for (const item40 of message.groups) {
    encodeStreamsGroupDescribeResponseDescribedGroup(writer, item40, version);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupDescribeResponse(reader: Reader, version: number): StreamsGroupDescribeResponse {
  const throttleTimeMs = reader.readInt32();
  const count41 = nonNull(reader.readCompactArrayLength(19), 'StreamsGroupDescribeResponse', 'Groups', reader);
  const groups: StreamsGroupDescribeResponseDescribedGroup[] = [];
  for (let index = 0; index < count41; index++) groups.push(decodeStreamsGroupDescribeResponseDescribedGroup(reader, version));
  skipTaggedFields(reader);
  return { throttleTimeMs, groups };
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultStreamsGroupDescribeResponseTopologyDescriptionNode(message: StreamsGroupDescribeResponseTopologyDescriptionNode): boolean {
  return !(message.name !== '') && !(message.nodeType !== 0) && !(message.sourceTopics.length !== 0) && !(message.sinkTopic !== null) && !(message.stores.length !== 0) && !(message.successors.length !== 0);
}

/**
 * Codec of {@link StreamsGroupDescribeResponse} (api key 89, versions 0-1, flexible from 0).
 * @public
 */
export const StreamsGroupDescribeResponse: MessageCodec<StreamsGroupDescribeResponse> = {
  name: 'StreamsGroupDescribeResponse',
  apiKey: 89,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createStreamsGroupDescribeResponse,
  encode(writer: Writer, message: StreamsGroupDescribeResponse, version: number): void {
    checkVersion('StreamsGroupDescribeResponse', 89, version, 0, 1);
    encodeStreamsGroupDescribeResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): StreamsGroupDescribeResponse {
    checkVersion('StreamsGroupDescribeResponse', 89, version, 0, 1);
    return decodeStreamsGroupDescribeResponse(reader, version);
  },
};
