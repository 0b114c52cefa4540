// Generated from Apache Kafka's message specs (Apache License 2.0), ShareAcknowledgeRequest.json, ShareAcknowledgeResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AcknowledgementBatch` of Kafka's `ShareAcknowledgeRequest` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeRequestAcknowledgementBatch {
  /** First offset of batch of records to acknowledge. (versions 1-2) */
  firstOffset: bigint;
  /** Last offset (inclusive) of batch of records to acknowledge. (versions 1-2) */
  lastOffset: bigint;
  /** Array of acknowledge types - 0:Gap,1:Accept,2:Release,3:Reject,4:Renew. (versions 1-2) */
  acknowledgeTypes: number[];
}

/**
 * A {@link ShareAcknowledgeRequestAcknowledgementBatch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeRequestAcknowledgementBatch(fields?: Partial<ShareAcknowledgeRequestAcknowledgementBatch>): ShareAcknowledgeRequestAcknowledgementBatch {
  const message: ShareAcknowledgeRequestAcknowledgementBatch = {
    firstOffset: 0n,
    lastOffset: 0n,
    acknowledgeTypes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeRequestAcknowledgementBatch(writer: Writer, message: ShareAcknowledgeRequestAcknowledgementBatch): void {
  writer.writeInt64(message.firstOffset);
  writer.writeInt64(message.lastOffset);
  writer.writeCompactArrayLength(message.acknowledgeTypes.length);
  for (const item0 of message.acknowledgeTypes) {
    writer.writeInt8(item0);
  }
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeRequestAcknowledgementBatch(reader: Reader): ShareAcknowledgeRequestAcknowledgementBatch {
  const firstOffset = reader.readInt64();
  const lastOffset = reader.readInt64();
  const count1 = nonNull(reader.readCompactArrayLength(1), 'ShareAcknowledgeRequestAcknowledgementBatch', 'AcknowledgeTypes', reader);
  const acknowledgeTypes: number[] = [];
  for (let index = 0; index < count1; index++) acknowledgeTypes.push(reader.readInt8());
  skipTaggedFields(reader);
  return { firstOffset, lastOffset, acknowledgeTypes };
}

/**
 * `AcknowledgePartition` of Kafka's `ShareAcknowledgeRequest` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeRequestAcknowledgePartition {
  /** The partition index. (versions 1-2) */
  partitionIndex: number;
  /** Record batches to acknowledge. (versions 1-2) */
  acknowledgementBatches: ShareAcknowledgeRequestAcknowledgementBatch[];
}

/**
 * A {@link ShareAcknowledgeRequestAcknowledgePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeRequestAcknowledgePartition(fields?: Partial<ShareAcknowledgeRequestAcknowledgePartition>): ShareAcknowledgeRequestAcknowledgePartition {
  const message: ShareAcknowledgeRequestAcknowledgePartition = {
    partitionIndex: 0,
    acknowledgementBatches: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeRequestAcknowledgePartition(writer: Writer, message: ShareAcknowledgeRequestAcknowledgePartition): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeCompactArrayLength(message.acknowledgementBatches.length);
  for (const item2 of message.acknowledgementBatches) {
    encodeShareAcknowledgeRequestAcknowledgementBatch(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeRequestAcknowledgePartition(reader: Reader): ShareAcknowledgeRequestAcknowledgePartition {
  const partitionIndex = reader.readInt32();
  const count3 = nonNull(reader.readCompactArrayLength(17), 'ShareAcknowledgeRequestAcknowledgePartition', 'AcknowledgementBatches', reader);
  const acknowledgementBatches: ShareAcknowledgeRequestAcknowledgementBatch[] = [];
  for (let index = 0; index < count3; index++) acknowledgementBatches.push(decodeShareAcknowledgeRequestAcknowledgementBatch(reader));
  skipTaggedFields(reader);
  return { partitionIndex, acknowledgementBatches };
}

/**
 * `AcknowledgeTopic` of Kafka's `ShareAcknowledgeRequest` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeRequestAcknowledgeTopic {
  /** The unique topic ID. (versions 1-2) */
  topicId: Uuid;
  /** The partitions containing records to acknowledge. (versions 1-2) */
  partitions: ShareAcknowledgeRequestAcknowledgePartition[];
}

/**
 * A {@link ShareAcknowledgeRequestAcknowledgeTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeRequestAcknowledgeTopic(fields?: Partial<ShareAcknowledgeRequestAcknowledgeTopic>): ShareAcknowledgeRequestAcknowledgeTopic {
  const message: ShareAcknowledgeRequestAcknowledgeTopic = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeRequestAcknowledgeTopic(writer: Writer, message: ShareAcknowledgeRequestAcknowledgeTopic): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item4 of message.partitions) {
    encodeShareAcknowledgeRequestAcknowledgePartition(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeRequestAcknowledgeTopic(reader: Reader): ShareAcknowledgeRequestAcknowledgeTopic {
  const topicId = reader.readUuid();
  const count5 = nonNull(reader.readCompactArrayLength(5), 'ShareAcknowledgeRequestAcknowledgeTopic', 'Partitions', reader);
  const partitions: ShareAcknowledgeRequestAcknowledgePartition[] = [];
  for (let index = 0; index < count5; index++) partitions.push(decodeShareAcknowledgeRequestAcknowledgePartition(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `ShareAcknowledgeRequest` (api key 79, versions 1-2, flexible from 1), one type across all versions.
 * @public
 */
export interface ShareAcknowledgeRequest {
  /** The group identifier. (versions 1-2; nullable 1-2) */
  groupId: string | null;
  /** The member ID. (versions 1-2; nullable 1-2) */
  memberId: string | null;
  /** The current share session epoch: 0 to open a share session; -1 to close it; otherwise increments for consecutive requests. (versions 1-2) */
  shareSessionEpoch: number;
  /** Whether Renew type acknowledgements present in AcknowledgementBatches. (versions 2) */
  isRenewAck: boolean;
  /** The topics containing records to acknowledge. (versions 1-2) */
  topics: ShareAcknowledgeRequestAcknowledgeTopic[];
}

/**
 * A {@link ShareAcknowledgeRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeRequest(fields?: Partial<ShareAcknowledgeRequest>): ShareAcknowledgeRequest {
  const message: ShareAcknowledgeRequest = {
    groupId: null,
    memberId: '',
    shareSessionEpoch: 0,
    isRenewAck: false,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeRequest(writer: Writer, message: ShareAcknowledgeRequest, version: number): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.memberId);
  writer.writeInt32(message.shareSessionEpoch);
  if (version >= 2) {
    writer.writeBoolean(message.isRenewAck);
  } else {
    if (message.isRenewAck) throw missingFieldError('ShareAcknowledgeRequest', 'IsRenewAck', version);
  }
  writer.writeCompactArrayLength(message.topics.length);
  for (const item6 of message.topics) {
    encodeShareAcknowledgeRequestAcknowledgeTopic(writer, item6);
  }
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeRequest(reader: Reader, version: number): ShareAcknowledgeRequest {
  const groupId = reader.readCompactString();
  const memberId = reader.readCompactString();
  const shareSessionEpoch = reader.readInt32();
  let isRenewAck: boolean = false;
  if (version >= 2) {
    isRenewAck = reader.readBoolean();
  }
  const count7 = nonNull(reader.readCompactArrayLength(17), 'ShareAcknowledgeRequest', 'Topics', reader);
  const topics: ShareAcknowledgeRequestAcknowledgeTopic[] = [];
  for (let index = 0; index < count7; index++) topics.push(decodeShareAcknowledgeRequestAcknowledgeTopic(reader));
  skipTaggedFields(reader);
  return { groupId, memberId, shareSessionEpoch, isRenewAck, topics };
}

/**
 * Codec of {@link ShareAcknowledgeRequest} (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export const ShareAcknowledgeRequest: MessageCodec<ShareAcknowledgeRequest> = {
  name: 'ShareAcknowledgeRequest',
  apiKey: 79,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 1,
  create: createShareAcknowledgeRequest,
  encode(writer: Writer, message: ShareAcknowledgeRequest, version: number): void {
    checkVersion('ShareAcknowledgeRequest', 79, version, 1, 2);
    encodeShareAcknowledgeRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ShareAcknowledgeRequest {
    checkVersion('ShareAcknowledgeRequest', 79, version, 1, 2);
    return decodeShareAcknowledgeRequest(reader, version);
  },
};

/**
 * `LeaderIdAndEpoch` of Kafka's `ShareAcknowledgeResponse` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeResponseLeaderIdAndEpoch {
  /** The ID of the current leader or -1 if the leader is unknown. (versions 1-2) */
  leaderId: number;
  /** The latest known leader epoch. (versions 1-2) */
  leaderEpoch: number;
}

/**
 * A {@link ShareAcknowledgeResponseLeaderIdAndEpoch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeResponseLeaderIdAndEpoch(fields?: Partial<ShareAcknowledgeResponseLeaderIdAndEpoch>): ShareAcknowledgeResponseLeaderIdAndEpoch {
  const message: ShareAcknowledgeResponseLeaderIdAndEpoch = {
    leaderId: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeResponseLeaderIdAndEpoch(writer: Writer, message: ShareAcknowledgeResponseLeaderIdAndEpoch): void {
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeResponseLeaderIdAndEpoch(reader: Reader): ShareAcknowledgeResponseLeaderIdAndEpoch {
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { leaderId, leaderEpoch };
}

/**
 * `PartitionData` of Kafka's `ShareAcknowledgeResponse` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeResponsePartitionData {
  /** The partition index. (versions 1-2) */
  partitionIndex: number;
  /** The error code, or 0 if there was no error. (versions 1-2) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 1-2; nullable 1-2) */
  errorMessage: string | null;
  /** The current leader of the partition. (versions 1-2) */
  currentLeader: ShareAcknowledgeResponseLeaderIdAndEpoch;
}

/**
 * A {@link ShareAcknowledgeResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeResponsePartitionData(fields?: Partial<ShareAcknowledgeResponsePartitionData>): ShareAcknowledgeResponsePartitionData {
  const message: ShareAcknowledgeResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    errorMessage: null,
    currentLeader: createShareAcknowledgeResponseLeaderIdAndEpoch(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeResponsePartitionData(writer: Writer, message: ShareAcknowledgeResponsePartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  encodeShareAcknowledgeResponseLeaderIdAndEpoch(writer, message.currentLeader);
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeResponsePartitionData(reader: Reader): ShareAcknowledgeResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const currentLeader = decodeShareAcknowledgeResponseLeaderIdAndEpoch(reader);
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, errorMessage, currentLeader };
}

/**
 * `ShareAcknowledgeTopicResponse` of Kafka's `ShareAcknowledgeResponse` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeResponseShareAcknowledgeTopicResponse {
  /** The unique topic ID. (versions 1-2) */
  topicId: Uuid;
  /** The topic partitions. (versions 1-2) */
  partitions: ShareAcknowledgeResponsePartitionData[];
}

/**
 * A {@link ShareAcknowledgeResponseShareAcknowledgeTopicResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeResponseShareAcknowledgeTopicResponse(fields?: Partial<ShareAcknowledgeResponseShareAcknowledgeTopicResponse>): ShareAcknowledgeResponseShareAcknowledgeTopicResponse {
  const message: ShareAcknowledgeResponseShareAcknowledgeTopicResponse = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeResponseShareAcknowledgeTopicResponse(writer: Writer, message: ShareAcknowledgeResponseShareAcknowledgeTopicResponse): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    encodeShareAcknowledgeResponsePartitionData(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeResponseShareAcknowledgeTopicResponse(reader: Reader): ShareAcknowledgeResponseShareAcknowledgeTopicResponse {
  const topicId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(15), 'ShareAcknowledgeResponseShareAcknowledgeTopicResponse', 'Partitions', reader);
  const partitions: ShareAcknowledgeResponsePartitionData[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeShareAcknowledgeResponsePartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `ShareAcknowledgeResponse` (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareAcknowledgeResponseNodeEndpoint {
  /** The ID of the associated node. (versions 1-2) */
  nodeId: number;
  /** The node's hostname. (versions 1-2) */
  host: string;
  /** The node's port. (versions 1-2) */
  port: number;
  /** The rack of the node, or null if it has not been assigned to a rack. (versions 1-2; nullable 1-2) */
  rack: string | null;
}

/**
 * A {@link ShareAcknowledgeResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeResponseNodeEndpoint(fields?: Partial<ShareAcknowledgeResponseNodeEndpoint>): ShareAcknowledgeResponseNodeEndpoint {
  const message: ShareAcknowledgeResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
    rack: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeResponseNodeEndpoint(writer: Writer, message: ShareAcknowledgeResponseNodeEndpoint): void {
  writer.writeInt32(message.nodeId);
  writer.writeCompactString(message.host);
  writer.writeInt32(message.port);
  writer.writeCompactString(message.rack);
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeResponseNodeEndpoint(reader: Reader): ShareAcknowledgeResponseNodeEndpoint {
  const nodeId = reader.readInt32();
  const host = nonNull(reader.readCompactString(), 'ShareAcknowledgeResponseNodeEndpoint', 'Host', reader);
  const port = reader.readInt32();
  const rack = reader.readCompactString();
  skipTaggedFields(reader);
  return { nodeId, host, port, rack };
}

/**
 * Kafka's `ShareAcknowledgeResponse` (api key 79, versions 1-2, flexible from 1), one type across all versions.
 * @public
 */
export interface ShareAcknowledgeResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-2) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 1-2) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 1-2; nullable 1-2) */
  errorMessage: string | null;
  /** The time in milliseconds for which the acquired records are locked. (versions 2; ignorable) */
  acquisitionLockTimeoutMs: number;
  /** The response topics. (versions 1-2) */
  responses: ShareAcknowledgeResponseShareAcknowledgeTopicResponse[];
  /** Endpoints for all current leaders enumerated in PartitionData with error NOT_LEADER_OR_FOLLOWER. (versions 1-2) */
  nodeEndpoints: ShareAcknowledgeResponseNodeEndpoint[];
}

/**
 * A {@link ShareAcknowledgeResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareAcknowledgeResponse(fields?: Partial<ShareAcknowledgeResponse>): ShareAcknowledgeResponse {
  const message: ShareAcknowledgeResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
    acquisitionLockTimeoutMs: 0,
    responses: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareAcknowledgeResponse(writer: Writer, message: ShareAcknowledgeResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  if (version >= 2) {
    writer.writeInt32(message.acquisitionLockTimeoutMs);
  }
  writer.writeCompactArrayLength(message.responses.length);
  for (const item2 of message.responses) {
    encodeShareAcknowledgeResponseShareAcknowledgeTopicResponse(writer, item2);
  }
  writer.writeCompactArrayLength(message.nodeEndpoints.length);
  for (const item3 of message.nodeEndpoints) {
    encodeShareAcknowledgeResponseNodeEndpoint(writer, item3);
  }
  writer.writeUVarint(0);
}

function decodeShareAcknowledgeResponse(reader: Reader, version: number): ShareAcknowledgeResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  let acquisitionLockTimeoutMs: number = 0;
  if (version >= 2) {
    acquisitionLockTimeoutMs = reader.readInt32();
  }
  const count4 = nonNull(reader.readCompactArrayLength(17), 'ShareAcknowledgeResponse', 'Responses', reader);
  const responses: ShareAcknowledgeResponseShareAcknowledgeTopicResponse[] = [];
  for (let index = 0; index < count4; index++) responses.push(decodeShareAcknowledgeResponseShareAcknowledgeTopicResponse(reader));
  const count5 = nonNull(reader.readCompactArrayLength(10), 'ShareAcknowledgeResponse', 'NodeEndpoints', reader);
  const nodeEndpoints: ShareAcknowledgeResponseNodeEndpoint[] = [];
  for (let index = 0; index < count5; index++) nodeEndpoints.push(decodeShareAcknowledgeResponseNodeEndpoint(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, acquisitionLockTimeoutMs, responses, nodeEndpoints };
}

/**
 * Codec of {@link ShareAcknowledgeResponse} (api key 79, versions 1-2, flexible from 1).
 * @public
 */
export const ShareAcknowledgeResponse: MessageCodec<ShareAcknowledgeResponse> = {
  name: 'ShareAcknowledgeResponse',
  apiKey: 79,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 1,
  create: createShareAcknowledgeResponse,
  encode(writer: Writer, message: ShareAcknowledgeResponse, version: number): void {
    checkVersion('ShareAcknowledgeResponse', 79, version, 1, 2);
    encodeShareAcknowledgeResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ShareAcknowledgeResponse {
    checkVersion('ShareAcknowledgeResponse', 79, version, 1, 2);
    return decodeShareAcknowledgeResponse(reader, version);
  },
};
