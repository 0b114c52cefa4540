// Generated from Apache Kafka's message specs (Apache License 2.0), ConsumerGroupDescribeRequest.json, ConsumerGroupDescribeResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ConsumerGroupDescribeRequest` (api key 69, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface ConsumerGroupDescribeRequest {
  /** The ids of the groups to describe. (versions 0-1) */
  groupIds: string[];
  /** Whether to include authorized operations. (versions 0-1) */
  includeAuthorizedOperations: boolean;
}

/**
 * A {@link ConsumerGroupDescribeRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerGroupDescribeRequest(fields?: Partial<ConsumerGroupDescribeRequest>): ConsumerGroupDescribeRequest {
  const message: ConsumerGroupDescribeRequest = {
    groupIds: [],
    includeAuthorizedOperations: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerGroupDescribeRequest(writer: Writer, message: ConsumerGroupDescribeRequest): void {
  writer.writeCompactArrayLength(message.groupIds.length);
  for (const item0 of message.groupIds) {
    writer.writeCompactString(item0);
  }
  writer.writeBoolean(message.includeAuthorizedOperations);
  writer.writeUVarint(0);
}

function decodeConsumerGroupDescribeRequest(reader: Reader): ConsumerGroupDescribeRequest {
  const count1 = nonNull(reader.readCompactArrayLength(1), 'ConsumerGroupDescribeRequest', 'GroupIds', reader);
  const groupIds: string[] = [];
  for (let index = 0; index < count1; index++) groupIds.push(nonNull(reader.readCompactString(), 'ConsumerGroupDescribeRequest', 'GroupIds', reader));
  const includeAuthorizedOperations = reader.readBoolean();
  skipTaggedFields(reader);
  return { groupIds, includeAuthorizedOperations };
}

/**
 * Codec of {@link ConsumerGroupDescribeRequest} (api key 69, versions 0-1, flexible from 0).
 * @public
 */
export const ConsumerGroupDescribeRequest: MessageCodec<ConsumerGroupDescribeRequest> = {
  name: 'ConsumerGroupDescribeRequest',
  apiKey: 69,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createConsumerGroupDescribeRequest,
  encode(writer: Writer, message: ConsumerGroupDescribeRequest, version: number): void {
    checkVersion('ConsumerGroupDescribeRequest', 69, version, 0, 1);
    encodeConsumerGroupDescribeRequest(writer, message);
  },
  decode(reader: Reader, version: number): ConsumerGroupDescribeRequest {
    checkVersion('ConsumerGroupDescribeRequest', 69, version, 0, 1);
    return decodeConsumerGroupDescribeRequest(reader);
  },
};

/**
 * `TopicPartitions` of Kafka's `ConsumerGroupDescribeResponse` (api key 69, versions 0-1, flexible from 0).
 * @public
 */
export interface ConsumerGroupDescribeResponseTopicPartitions {
  /** The topic ID. (versions 0-1) */
  topicId: Uuid;
  /** The topic name. (versions 0-1) */
  topicName: string;
  /** The partitions. (versions 0-1) */
  partitions: number[];
}

/**
 * A {@link ConsumerGroupDescribeResponseTopicPartitions} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerGroupDescribeResponseTopicPartitions(fields?: Partial<ConsumerGroupDescribeResponseTopicPartitions>): ConsumerGroupDescribeResponseTopicPartitions {
  const message: ConsumerGroupDescribeResponseTopicPartitions = {
    topicId: ZERO_UUID,
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerGroupDescribeResponseTopicPartitions(writer: Writer, message: ConsumerGroupDescribeResponseTopicPartitions): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeConsumerGroupDescribeResponseTopicPartitions(reader: Reader): ConsumerGroupDescribeResponseTopicPartitions {
  const topicId = reader.readUuid();
  const topicName = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseTopicPartitions', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'ConsumerGroupDescribeResponseTopicPartitions', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { topicId, topicName, partitions };
}

/**
 * `Assignment` of Kafka's `ConsumerGroupDescribeResponse` (api key 69, versions 0-1, flexible from 0).
 * @public
 */
export interface ConsumerGroupDescribeResponseAssignment {
  /** The assigned topic-partitions to the member. (versions 0-1) */
  topicPartitions: ConsumerGroupDescribeResponseTopicPartitions[];
}

/**
 * A {@link ConsumerGroupDescribeResponseAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerGroupDescribeResponseAssignment(fields?: Partial<ConsumerGroupDescribeResponseAssignment>): ConsumerGroupDescribeResponseAssignment {
  const message: ConsumerGroupDescribeResponseAssignment = {
    topicPartitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerGroupDescribeResponseAssignment(writer: Writer, message: ConsumerGroupDescribeResponseAssignment): void {
  writer.writeCompactArrayLength(message.topicPartitions.length);
  for (const item2 of message.topicPartitions) {
    encodeConsumerGroupDescribeResponseTopicPartitions(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeConsumerGroupDescribeResponseAssignment(reader: Reader): ConsumerGroupDescribeResponseAssignment {
  const count3 = nonNull(reader.readCompactArrayLength(18), 'ConsumerGroupDescribeResponseAssignment', 'TopicPartitions', reader);
  const topicPartitions: ConsumerGroupDescribeResponseTopicPartitions[] = [];
  for (let index = 0; index < count3; index++) topicPartitions.push(decodeConsumerGroupDescribeResponseTopicPartitions(reader));
  skipTaggedFields(reader);
  return { topicPartitions };
}

/**
 * `Member` of Kafka's `ConsumerGroupDescribeResponse` (api key 69, versions 0-1, flexible from 0).
 * @public
 */
export interface ConsumerGroupDescribeResponseMember {
  /** The member ID. (versions 0-1) */
  memberId: string;
  /** The member instance ID. (versions 0-1; nullable 0-1) */
  instanceId: string | null;
  /** The member rack ID. (versions 0-1; nullable 0-1) */
  rackId: string | null;
  /** The current member epoch. (versions 0-1) */
  memberEpoch: number;
  /** The client ID. (versions 0-1) */
  clientId: string;
  /** The client host. (versions 0-1) */
  clientHost: string;
  /** The subscribed topic names. (versions 0-1) */
  subscribedTopicNames: string[];
  /** the subscribed topic regex otherwise or null of not provided. (versions 0-1; nullable 0-1) */
  subscribedTopicRegex: string | null;
  /** The current assignment. (versions 0-1) */
  assignment: ConsumerGroupDescribeResponseAssignment;
  /** The target assignment. (versions 0-1) */
  targetAssignment: ConsumerGroupDescribeResponseAssignment;
  /** -1 for unknown. 0 for classic member. +1 for consumer member. (versions 1; ignorable) */
  memberType: number;
}

/**
 * A {@link ConsumerGroupDescribeResponseMember} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerGroupDescribeResponseMember(fields?: Partial<ConsumerGroupDescribeResponseMember>): ConsumerGroupDescribeResponseMember {
  const message: ConsumerGroupDescribeResponseMember = {
    memberId: '',
    instanceId: null,
    rackId: null,
    memberEpoch: 0,
    clientId: '',
    clientHost: '',
    subscribedTopicNames: [],
    subscribedTopicRegex: null,
    assignment: createConsumerGroupDescribeResponseAssignment(),
    targetAssignment: createConsumerGroupDescribeResponseAssignment(),
    memberType: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerGroupDescribeResponseMember(writer: Writer, message: ConsumerGroupDescribeResponseMember, version: number): void {
  writer.writeCompactString(message.memberId);
  writer.writeCompactString(message.instanceId);
  writer.writeCompactString(message.rackId);
  writer.writeInt32(message.memberEpoch);
  writer.writeCompactString(message.clientId);
  writer.writeCompactString(message.clientHost);
  writer.writeCompactArrayLength(message.subscribedTopicNames.length);
  for (const item4 of message.subscribedTopicNames) {
    writer.writeCompactString(item4);
  }
  writer.writeCompactString(message.subscribedTopicRegex);
  encodeConsumerGroupDescribeResponseAssignment(writer, message.assignment);
  encodeConsumerGroupDescribeResponseAssignment(writer, message.targetAssignment);
  if (version >= 1) {
    writer.writeInt8(message.memberType);
  }
  writer.writeUVarint(0);
}

function decodeConsumerGroupDescribeResponseMember(reader: Reader, version: number): ConsumerGroupDescribeResponseMember {
  const memberId = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseMember', 'MemberId', reader);
  const instanceId = reader.readCompactString();
  const rackId = reader.readCompactString();
  const memberEpoch = reader.readInt32();
  const clientId = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseMember', 'ClientId', reader);
  const clientHost = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseMember', 'ClientHost', reader);
  const count5 = nonNull(reader.readCompactArrayLength(1), 'ConsumerGroupDescribeResponseMember', 'SubscribedTopicNames', reader);
  const subscribedTopicNames: string[] = [];
  for (let index = 0; index < count5; index++) subscribedTopicNames.push(nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseMember', 'SubscribedTopicNames', reader));
  const subscribedTopicRegex = reader.readCompactString();
  const assignment = decodeConsumerGroupDescribeResponseAssignment(reader);
  const targetAssignment = decodeConsumerGroupDescribeResponseAssignment(reader);
  let memberType: number = -1;
  if (version >= 1) {
    memberType = reader.readInt8();
  }
  skipTaggedFields(reader);
  return { memberId, instanceId, rackId, memberEpoch, clientId, clientHost, subscribedTopicNames, subscribedTopicRegex, assignment, targetAssignment, memberType };
}

/**
 * `DescribedGroup` of Kafka's `ConsumerGroupDescribeResponse` (api key 69, versions 0-1, flexible from 0).
 * @public
 */
export interface ConsumerGroupDescribeResponseDescribedGroup {
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
  /** The selected assignor. (versions 0-1) */
  assignorName: string;
  /** The members. (versions 0-1) */
  members: ConsumerGroupDescribeResponseMember[];
  /** 32-bit bitfield to represent authorized operations for this group. (versions 0-1) */
  authorizedOperations: number;
}

/**
 * A {@link ConsumerGroupDescribeResponseDescribedGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerGroupDescribeResponseDescribedGroup(fields?: Partial<ConsumerGroupDescribeResponseDescribedGroup>): ConsumerGroupDescribeResponseDescribedGroup {
  const message: ConsumerGroupDescribeResponseDescribedGroup = {
    errorCode: 0,
    errorMessage: null,
    groupId: '',
    groupState: '',
    groupEpoch: 0,
    assignmentEpoch: 0,
    assignorName: '',
    members: [],
    authorizedOperations: -2147483648,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerGroupDescribeResponseDescribedGroup(writer: Writer, message: ConsumerGroupDescribeResponseDescribedGroup, version: number): void {
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.groupState);
  writer.writeInt32(message.groupEpoch);
  writer.writeInt32(message.assignmentEpoch);
  writer.writeCompactString(message.assignorName);
  writer.writeCompactArrayLength(message.members.length);
  for (const item6 of message.members) {
    encodeConsumerGroupDescribeResponseMember(writer, item6, version);
  }
  writer.writeInt32(message.authorizedOperations);
  writer.writeUVarint(0);
}

function decodeConsumerGroupDescribeResponseDescribedGroup(reader: Reader, version: number): ConsumerGroupDescribeResponseDescribedGroup {
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const groupId = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseDescribedGroup', 'GroupId', reader);
  const groupState = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseDescribedGroup', 'GroupState', reader);
  const groupEpoch = reader.readInt32();
  const assignmentEpoch = reader.readInt32();
  const assignorName = nonNull(reader.readCompactString(), 'ConsumerGroupDescribeResponseDescribedGroup', 'AssignorName', reader);
  const count7 = nonNull(reader.readCompactArrayLength(13), 'ConsumerGroupDescribeResponseDescribedGroup', 'Members', reader);
  const members: ConsumerGroupDescribeResponseMember[] = [];
  for (let index = 0; index < count7; index++) members.push(decodeConsumerGroupDescribeResponseMember(reader, version));
  const authorizedOperations = reader.readInt32();
  skipTaggedFields(reader);
  return { errorCode, errorMessage, groupId, groupState, groupEpoch, assignmentEpoch, assignorName, members, authorizedOperations };
}

/**
 * Kafka's `ConsumerGroupDescribeResponse` (api key 69, versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface ConsumerGroupDescribeResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-1) */
  throttleTimeMs: number;
  /** Each described group. (versions 0-1) */
  groups: ConsumerGroupDescribeResponseDescribedGroup[];
}

/**
 * A {@link ConsumerGroupDescribeResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerGroupDescribeResponse(fields?: Partial<ConsumerGroupDescribeResponse>): ConsumerGroupDescribeResponse {
  const message: ConsumerGroupDescribeResponse = {
    throttleTimeMs: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerGroupDescribeResponse(writer: Writer, message: ConsumerGroupDescribeResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.groups.length);
  for (const item8 of message.groups) {
    encodeConsumerGroupDescribeResponseDescribedGroup(writer, item8, version);
  }
  writer.writeUVarint(0);
}

function decodeConsumerGroupDescribeResponse(reader: Reader, version: number): ConsumerGroupDescribeResponse {
  const throttleTimeMs = reader.readInt32();
  const count9 = nonNull(reader.readCompactArrayLength(19), 'ConsumerGroupDescribeResponse', 'Groups', reader);
  const groups: ConsumerGroupDescribeResponseDescribedGroup[] = [];
  for (let index = 0; index < count9; index++) groups.push(decodeConsumerGroupDescribeResponseDescribedGroup(reader, version));
  skipTaggedFields(reader);
  return { throttleTimeMs, groups };
}

/**
 * Codec of {@link ConsumerGroupDescribeResponse} (api key 69, versions 0-1, flexible from 0).
 * @public
 */
export const ConsumerGroupDescribeResponse: MessageCodec<ConsumerGroupDescribeResponse> = {
  name: 'ConsumerGroupDescribeResponse',
  apiKey: 69,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createConsumerGroupDescribeResponse,
  encode(writer: Writer, message: ConsumerGroupDescribeResponse, version: number): void {
    checkVersion('ConsumerGroupDescribeResponse', 69, version, 0, 1);
    encodeConsumerGroupDescribeResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ConsumerGroupDescribeResponse {
    checkVersion('ConsumerGroupDescribeResponse', 69, version, 0, 1);
    return decodeConsumerGroupDescribeResponse(reader, version);
  },
};
