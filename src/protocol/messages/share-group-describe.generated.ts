// Generated from Apache Kafka's message specs (Apache License 2.0), ShareGroupDescribeRequest.json, ShareGroupDescribeResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ShareGroupDescribeRequest` (api key 77, version 1, flexible from 1), one type across all versions.
 * @public
 */
export interface ShareGroupDescribeRequest {
  /** The ids of the groups to describe. (versions 1) */
  groupIds: string[];
  /** Whether to include authorized operations. (versions 1) */
  includeAuthorizedOperations: boolean;
}

/**
 * A {@link ShareGroupDescribeRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareGroupDescribeRequest(fields?: Partial<ShareGroupDescribeRequest>): ShareGroupDescribeRequest {
  const message: ShareGroupDescribeRequest = {
    groupIds: [],
    includeAuthorizedOperations: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareGroupDescribeRequest(writer: Writer, message: ShareGroupDescribeRequest): void {
  writer.writeCompactArrayLength(message.groupIds.length);
  for (const item0 of message.groupIds) {
    writer.writeCompactString(item0);
  }
  writer.writeBoolean(message.includeAuthorizedOperations);
  writer.writeUVarint(0);
}

function decodeShareGroupDescribeRequest(reader: Reader): ShareGroupDescribeRequest {
  const count1 = nonNull(reader.readCompactArrayLength(1), 'ShareGroupDescribeRequest', 'GroupIds', reader);
  const groupIds: string[] = [];
  for (let index = 0; index < count1; index++) groupIds.push(nonNull(reader.readCompactString(), 'ShareGroupDescribeRequest', 'GroupIds', reader));
  const includeAuthorizedOperations = reader.readBoolean();
  skipTaggedFields(reader);
  return { groupIds, includeAuthorizedOperations };
}

/**
 * Codec of {@link ShareGroupDescribeRequest} (api key 77, version 1, flexible from 1).
 * @public
 */
export const ShareGroupDescribeRequest: MessageCodec<ShareGroupDescribeRequest> = {
  name: 'ShareGroupDescribeRequest',
  apiKey: 77,
  minVersion: 1,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createShareGroupDescribeRequest,
  encode(writer: Writer, message: ShareGroupDescribeRequest, version: number): void {
    checkVersion('ShareGroupDescribeRequest', 77, version, 1, 1);
    encodeShareGroupDescribeRequest(writer, message);
  },
  decode(reader: Reader, version: number): ShareGroupDescribeRequest {
    checkVersion('ShareGroupDescribeRequest', 77, version, 1, 1);
    return decodeShareGroupDescribeRequest(reader);
  },
};

/**
 * `TopicPartitions` of Kafka's `ShareGroupDescribeResponse` (api key 77, version 1, flexible from 1).
 * @public
 */
export interface ShareGroupDescribeResponseTopicPartitions {
  /** The topic ID. (versions 1) */
  topicId: Uuid;
  /** The topic name. (versions 1) */
  topicName: string;
  /** The partitions. (versions 1) */
  partitions: number[];
}

/**
 * A {@link ShareGroupDescribeResponseTopicPartitions} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareGroupDescribeResponseTopicPartitions(fields?: Partial<ShareGroupDescribeResponseTopicPartitions>): ShareGroupDescribeResponseTopicPartitions {
  const message: ShareGroupDescribeResponseTopicPartitions = {
    topicId: ZERO_UUID,
    topicName: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareGroupDescribeResponseTopicPartitions(writer: Writer, message: ShareGroupDescribeResponseTopicPartitions): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactString(message.topicName);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  writer.writeUVarint(0);
}

function decodeShareGroupDescribeResponseTopicPartitions(reader: Reader): ShareGroupDescribeResponseTopicPartitions {
  const topicId = reader.readUuid();
  const topicName = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseTopicPartitions', 'TopicName', reader);
  const count1 = nonNull(reader.readCompactArrayLength(4), 'ShareGroupDescribeResponseTopicPartitions', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { topicId, topicName, partitions };
}

/**
 * `Assignment` of Kafka's `ShareGroupDescribeResponse` (api key 77, version 1, flexible from 1).
 * @public
 */
export interface ShareGroupDescribeResponseAssignment {
  /** The assigned topic-partitions to the member. (versions 1) */
  topicPartitions: ShareGroupDescribeResponseTopicPartitions[];
}

/**
 * A {@link ShareGroupDescribeResponseAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareGroupDescribeResponseAssignment(fields?: Partial<ShareGroupDescribeResponseAssignment>): ShareGroupDescribeResponseAssignment {
  const message: ShareGroupDescribeResponseAssignment = {
    topicPartitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareGroupDescribeResponseAssignment(writer: Writer, message: ShareGroupDescribeResponseAssignment): void {
  writer.writeCompactArrayLength(message.topicPartitions.length);
  for (const item2 of message.topicPartitions) {
    encodeShareGroupDescribeResponseTopicPartitions(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeShareGroupDescribeResponseAssignment(reader: Reader): ShareGroupDescribeResponseAssignment {
  const count3 = nonNull(reader.readCompactArrayLength(18), 'ShareGroupDescribeResponseAssignment', 'TopicPartitions', reader);
  const topicPartitions: ShareGroupDescribeResponseTopicPartitions[] = [];
  for (let index = 0; index < count3; index++) topicPartitions.push(decodeShareGroupDescribeResponseTopicPartitions(reader));
  skipTaggedFields(reader);
  return { topicPartitions };
}

/**
 * `Member` of Kafka's `ShareGroupDescribeResponse` (api key 77, version 1, flexible from 1).
 * @public
 */
export interface ShareGroupDescribeResponseMember {
  /** The member ID. (versions 1) */
  memberId: string;
  /** The member rack ID. (versions 1; nullable 1) */
  rackId: string | null;
  /** The current member epoch. (versions 1) */
  memberEpoch: number;
  /** The client ID. (versions 1) */
  clientId: string;
  /** The client host. (versions 1) */
  clientHost: string;
  /** The subscribed topic names. (versions 1) */
  subscribedTopicNames: string[];
  /** The current assignment. (versions 1) */
  assignment: ShareGroupDescribeResponseAssignment;
}

/**
 * A {@link ShareGroupDescribeResponseMember} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareGroupDescribeResponseMember(fields?: Partial<ShareGroupDescribeResponseMember>): ShareGroupDescribeResponseMember {
  const message: ShareGroupDescribeResponseMember = {
    memberId: '',
    rackId: null,
    memberEpoch: 0,
    clientId: '',
    clientHost: '',
    subscribedTopicNames: [],
    assignment: createShareGroupDescribeResponseAssignment(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareGroupDescribeResponseMember(writer: Writer, message: ShareGroupDescribeResponseMember): void {
  writer.writeCompactString(message.memberId);
  writer.writeCompactString(message.rackId);
  writer.writeInt32(message.memberEpoch);
  writer.writeCompactString(message.clientId);
  writer.writeCompactString(message.clientHost);
  writer.writeCompactArrayLength(message.subscribedTopicNames.length);
  for (const item4 of message.subscribedTopicNames) {
    writer.writeCompactString(item4);
  }
  encodeShareGroupDescribeResponseAssignment(writer, message.assignment);
  writer.writeUVarint(0);
}

function decodeShareGroupDescribeResponseMember(reader: Reader): ShareGroupDescribeResponseMember {
  const memberId = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseMember', 'MemberId', reader);
  const rackId = reader.readCompactString();
  const memberEpoch = reader.readInt32();
  const clientId = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseMember', 'ClientId', reader);
  const clientHost = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseMember', 'ClientHost', reader);
  const count5 = nonNull(reader.readCompactArrayLength(1), 'ShareGroupDescribeResponseMember', 'SubscribedTopicNames', reader);
  const subscribedTopicNames: string[] = [];
  for (let index = 0; index < count5; index++) subscribedTopicNames.push(nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseMember', 'SubscribedTopicNames', reader));
  const assignment = decodeShareGroupDescribeResponseAssignment(reader);
  skipTaggedFields(reader);
  return { memberId, rackId, memberEpoch, clientId, clientHost, subscribedTopicNames, assignment };
}

/**
 * `DescribedGroup` of Kafka's `ShareGroupDescribeResponse` (api key 77, version 1, flexible from 1).
 * @public
 */
export interface ShareGroupDescribeResponseDescribedGroup {
  /** The describe error, or 0 if there was no error. (versions 1) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 1; nullable 1) */
  errorMessage: string | null;
  /** The group ID string. (versions 1) */
  groupId: string;
  /** The group state string, or the empty string. (versions 1) */
  groupState: string;
  /** The group epoch. (versions 1) */
  groupEpoch: number;
  /** The assignment epoch. (versions 1) */
  assignmentEpoch: number;
  /** The selected assignor. (versions 1) */
  assignorName: string;
  /** The members. (versions 1) */
  members: ShareGroupDescribeResponseMember[];
  /** 32-bit bitfield to represent authorized operations for this group. (versions 1) */
  authorizedOperations: number;
}

/**
 * A {@link ShareGroupDescribeResponseDescribedGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareGroupDescribeResponseDescribedGroup(fields?: Partial<ShareGroupDescribeResponseDescribedGroup>): ShareGroupDescribeResponseDescribedGroup {
  const message: ShareGroupDescribeResponseDescribedGroup = {
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

function encodeShareGroupDescribeResponseDescribedGroup(writer: Writer, message: ShareGroupDescribeResponseDescribedGroup): void {
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.groupState);
  writer.writeInt32(message.groupEpoch);
  writer.writeInt32(message.assignmentEpoch);
  writer.writeCompactString(message.assignorName);
  writer.writeCompactArrayLength(message.members.length);
  for (const item6 of message.members) {
    encodeShareGroupDescribeResponseMember(writer, item6);
  }
  writer.writeInt32(message.authorizedOperations);
  writer.writeUVarint(0);
}

function decodeShareGroupDescribeResponseDescribedGroup(reader: Reader): ShareGroupDescribeResponseDescribedGroup {
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const groupId = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseDescribedGroup', 'GroupId', reader);
  const groupState = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseDescribedGroup', 'GroupState', reader);
  const groupEpoch = reader.readInt32();
  const assignmentEpoch = reader.readInt32();
  const assignorName = nonNull(reader.readCompactString(), 'ShareGroupDescribeResponseDescribedGroup', 'AssignorName', reader);
  const count7 = nonNull(reader.readCompactArrayLength(10), 'ShareGroupDescribeResponseDescribedGroup', 'Members', reader);
  const members: ShareGroupDescribeResponseMember[] = [];
  for (let index = 0; index < count7; index++) members.push(decodeShareGroupDescribeResponseMember(reader));
  const authorizedOperations = reader.readInt32();
  skipTaggedFields(reader);
  return { errorCode, errorMessage, groupId, groupState, groupEpoch, assignmentEpoch, assignorName, members, authorizedOperations };
}

/**
 * Kafka's `ShareGroupDescribeResponse` (api key 77, version 1, flexible from 1), one type across all versions.
 * @public
 */
export interface ShareGroupDescribeResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1) */
  throttleTimeMs: number;
  /** Each described group. (versions 1) */
  groups: ShareGroupDescribeResponseDescribedGroup[];
}

/**
 * A {@link ShareGroupDescribeResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareGroupDescribeResponse(fields?: Partial<ShareGroupDescribeResponse>): ShareGroupDescribeResponse {
  const message: ShareGroupDescribeResponse = {
    throttleTimeMs: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareGroupDescribeResponse(writer: Writer, message: ShareGroupDescribeResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeCompactArrayLength(message.groups.length);
  for (const item8 of message.groups) {
    encodeShareGroupDescribeResponseDescribedGroup(writer, item8);
  }
  writer.writeUVarint(0);
}

function decodeShareGroupDescribeResponse(reader: Reader): ShareGroupDescribeResponse {
  const throttleTimeMs = reader.readInt32();
  const count9 = nonNull(reader.readCompactArrayLength(19), 'ShareGroupDescribeResponse', 'Groups', reader);
  const groups: ShareGroupDescribeResponseDescribedGroup[] = [];
  for (let index = 0; index < count9; index++) groups.push(decodeShareGroupDescribeResponseDescribedGroup(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, groups };
}

/**
 * Codec of {@link ShareGroupDescribeResponse} (api key 77, version 1, flexible from 1).
 * @public
 */
export const ShareGroupDescribeResponse: MessageCodec<ShareGroupDescribeResponse> = {
  name: 'ShareGroupDescribeResponse',
  apiKey: 77,
  minVersion: 1,
  maxVersion: 1,
  flexibleFrom: 1,
  create: createShareGroupDescribeResponse,
  encode(writer: Writer, message: ShareGroupDescribeResponse, version: number): void {
    checkVersion('ShareGroupDescribeResponse', 77, version, 1, 1);
    encodeShareGroupDescribeResponse(writer, message);
  },
  decode(reader: Reader, version: number): ShareGroupDescribeResponse {
    checkVersion('ShareGroupDescribeResponse', 77, version, 1, 1);
    return decodeShareGroupDescribeResponse(reader);
  },
};
