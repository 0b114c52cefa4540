// Generated from Apache Kafka's message specs (Apache License 2.0), ShareFetchRequest.json, ShareFetchResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AcknowledgementBatch` of Kafka's `ShareFetchRequest` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchRequestAcknowledgementBatch {
  /** First offset of batch of records to acknowledge. (versions 1-2) */
  firstOffset: bigint;
  /** Last offset (inclusive) of batch of records to acknowledge. (versions 1-2) */
  lastOffset: bigint;
  /** Array of acknowledge types - 0:Gap,1:Accept,2:Release,3:Reject,4:Renew. (versions 1-2) */
  acknowledgeTypes: number[];
}

/**
 * A {@link ShareFetchRequestAcknowledgementBatch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchRequestAcknowledgementBatch(fields?: Partial<ShareFetchRequestAcknowledgementBatch>): ShareFetchRequestAcknowledgementBatch {
  const message: ShareFetchRequestAcknowledgementBatch = {
    firstOffset: 0n,
    lastOffset: 0n,
    acknowledgeTypes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchRequestAcknowledgementBatch(writer: Writer, message: ShareFetchRequestAcknowledgementBatch): void {
  writer.writeInt64(message.firstOffset);
  writer.writeInt64(message.lastOffset);
  writer.writeCompactArrayLength(message.acknowledgeTypes.length);
  for (const item0 of message.acknowledgeTypes) {
    writer.writeInt8(item0);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchRequestAcknowledgementBatch(reader: Reader): ShareFetchRequestAcknowledgementBatch {
  const firstOffset = reader.readInt64();
  const lastOffset = reader.readInt64();
  const count1 = nonNull(reader.readCompactArrayLength(1), 'ShareFetchRequestAcknowledgementBatch', 'AcknowledgeTypes', reader);
  const acknowledgeTypes: number[] = [];
  for (let index = 0; index < count1; index++) acknowledgeTypes.push(reader.readInt8());
  skipTaggedFields(reader);
  return { firstOffset, lastOffset, acknowledgeTypes };
}

/**
 * `FetchPartition` of Kafka's `ShareFetchRequest` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchRequestFetchPartition {
  /** The partition index. (versions 1-2) */
  partitionIndex: number;
  /** Record batches to acknowledge. (versions 1-2) */
  acknowledgementBatches: ShareFetchRequestAcknowledgementBatch[];
}

/**
 * A {@link ShareFetchRequestFetchPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchRequestFetchPartition(fields?: Partial<ShareFetchRequestFetchPartition>): ShareFetchRequestFetchPartition {
  const message: ShareFetchRequestFetchPartition = {
    partitionIndex: 0,
    acknowledgementBatches: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchRequestFetchPartition(writer: Writer, message: ShareFetchRequestFetchPartition): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeCompactArrayLength(message.acknowledgementBatches.length);
  for (const item2 of message.acknowledgementBatches) {
    encodeShareFetchRequestAcknowledgementBatch(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchRequestFetchPartition(reader: Reader): ShareFetchRequestFetchPartition {
  const partitionIndex = reader.readInt32();
  const count3 = nonNull(reader.readCompactArrayLength(17), 'ShareFetchRequestFetchPartition', 'AcknowledgementBatches', reader);
  const acknowledgementBatches: ShareFetchRequestAcknowledgementBatch[] = [];
  for (let index = 0; index < count3; index++) acknowledgementBatches.push(decodeShareFetchRequestAcknowledgementBatch(reader));
  skipTaggedFields(reader);
  return { partitionIndex, acknowledgementBatches };
}

/**
 * `FetchTopic` of Kafka's `ShareFetchRequest` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchRequestFetchTopic {
  /** The unique topic ID. (versions 1-2) */
  topicId: Uuid;
  /** The partitions to fetch. (versions 1-2) */
  partitions: ShareFetchRequestFetchPartition[];
}

/**
 * A {@link ShareFetchRequestFetchTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchRequestFetchTopic(fields?: Partial<ShareFetchRequestFetchTopic>): ShareFetchRequestFetchTopic {
  const message: ShareFetchRequestFetchTopic = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchRequestFetchTopic(writer: Writer, message: ShareFetchRequestFetchTopic): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item4 of message.partitions) {
    encodeShareFetchRequestFetchPartition(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchRequestFetchTopic(reader: Reader): ShareFetchRequestFetchTopic {
  const topicId = reader.readUuid();
  const count5 = nonNull(reader.readCompactArrayLength(5), 'ShareFetchRequestFetchTopic', 'Partitions', reader);
  const partitions: ShareFetchRequestFetchPartition[] = [];
  for (let index = 0; index < count5; index++) partitions.push(decodeShareFetchRequestFetchPartition(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * `ForgottenTopic` of Kafka's `ShareFetchRequest` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchRequestForgottenTopic {
  /** The unique topic ID. (versions 1-2) */
  topicId: Uuid;
  /** The partitions indexes to forget. (versions 1-2) */
  partitions: number[];
}

/**
 * A {@link ShareFetchRequestForgottenTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchRequestForgottenTopic(fields?: Partial<ShareFetchRequestForgottenTopic>): ShareFetchRequestForgottenTopic {
  const message: ShareFetchRequestForgottenTopic = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchRequestForgottenTopic(writer: Writer, message: ShareFetchRequestForgottenTopic): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item6 of message.partitions) {
    writer.writeInt32(item6);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchRequestForgottenTopic(reader: Reader): ShareFetchRequestForgottenTopic {
  const topicId = reader.readUuid();
  const count7 = nonNull(reader.readCompactArrayLength(4), 'ShareFetchRequestForgottenTopic', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count7; index++) partitions.push(reader.readInt32());
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `ShareFetchRequest` (api key 78, versions 1-2, flexible from 1), one type across all versions.
 * @public
 */
export interface ShareFetchRequest {
  /** The group identifier. (versions 1-2; nullable 1-2) */
  groupId: string | null;
  /** The member ID. (versions 1-2; nullable 1-2) */
  memberId: string | null;
  /** The current share session epoch: 0 to open a share session; -1 to close it; otherwise increments for consecutive requests. (versions 1-2) */
  shareSessionEpoch: number;
  /** The maximum time in milliseconds to wait for the response. (versions 1-2) */
  maxWaitMs: number;
  /** The minimum bytes to accumulate in the response. (versions 1-2) */
  minBytes: number;
  /** The maximum bytes to fetch. See KIP-74 for cases where this limit may not be honored. (versions 1-2) */
  maxBytes: number;
  /** The maximum number of records to fetch. This limit can be exceeded for alignment of batch boundaries. (versions 1-2) */
  maxRecords: number;
  /** The optimal number of records for batches of acquired records and acknowledgements. (versions 1-2) */
  batchSize: number;
  /** The acquire mode to control the fetch behavior - 0:batch-optimized,1:record-limit. (versions 2; ignorable) */
  shareAcquireMode: number;
  /** Whether Renew type acknowledgements present in AcknowledgementBatches. (versions 2) */
  isRenewAck: boolean;
  /** The topics to fetch. (versions 1-2) */
  topics: ShareFetchRequestFetchTopic[];
  /** The partitions to remove from this share session. (versions 1-2) */
  forgottenTopicsData: ShareFetchRequestForgottenTopic[];
}

/**
 * A {@link ShareFetchRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchRequest(fields?: Partial<ShareFetchRequest>): ShareFetchRequest {
  const message: ShareFetchRequest = {
    groupId: null,
    memberId: '',
    shareSessionEpoch: 0,
    maxWaitMs: 0,
    minBytes: 0,
    maxBytes: 2147483647,
    maxRecords: 0,
    batchSize: 0,
    shareAcquireMode: 0,
    isRenewAck: false,
    topics: [],
    forgottenTopicsData: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchRequest(writer: Writer, message: ShareFetchRequest, version: number): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.memberId);
  writer.writeInt32(message.shareSessionEpoch);
  writer.writeInt32(message.maxWaitMs);
  writer.writeInt32(message.minBytes);
  writer.writeInt32(message.maxBytes);
  writer.writeInt32(message.maxRecords);
  writer.writeInt32(message.batchSize);
  if (version >= 2) {
    writer.writeInt8(message.shareAcquireMode);
  }
  if (version >= 2) {
    writer.writeBoolean(message.isRenewAck);
  } else {
    if (message.isRenewAck) throw missingFieldError('ShareFetchRequest', 'IsRenewAck', version);
  }
  writer.writeCompactArrayLength(message.topics.length);
  for (const item8 of message.topics) {
    encodeShareFetchRequestFetchTopic(writer, item8);
  }
  writer.writeCompactArrayLength(message.forgottenTopicsData.length);
  for (const item9 of message.forgottenTopicsData) {
    encodeShareFetchRequestForgottenTopic(writer, item9);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchRequest(reader: Reader, version: number): ShareFetchRequest {
  const groupId = reader.readCompactString();
  const memberId = reader.readCompactString();
  const shareSessionEpoch = reader.readInt32();
  const maxWaitMs = reader.readInt32();
  const minBytes = reader.readInt32();
  const maxBytes = reader.readInt32();
  const maxRecords = reader.readInt32();
  const batchSize = reader.readInt32();
  let shareAcquireMode: number = 0;
  if (version >= 2) {
    shareAcquireMode = reader.readInt8();
  }
  let isRenewAck: boolean = false;
  if (version >= 2) {
    isRenewAck = reader.readBoolean();
  }
  const count10 = nonNull(reader.readCompactArrayLength(17), 'ShareFetchRequest', 'Topics', reader);
  const topics: ShareFetchRequestFetchTopic[] = [];
  for (let index = 0; index < count10; index++) topics.push(decodeShareFetchRequestFetchTopic(reader));
  const count11 = nonNull(reader.readCompactArrayLength(17), 'ShareFetchRequest', 'ForgottenTopicsData', reader);
  const forgottenTopicsData: ShareFetchRequestForgottenTopic[] = [];
  for (let index = 0; index < count11; index++) forgottenTopicsData.push(decodeShareFetchRequestForgottenTopic(reader));
  skipTaggedFields(reader);
  return { groupId, memberId, shareSessionEpoch, maxWaitMs, minBytes, maxBytes, maxRecords, batchSize, shareAcquireMode, isRenewAck, topics, forgottenTopicsData };
}

/**
 * Codec of {@link ShareFetchRequest} (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export const ShareFetchRequest: MessageCodec<ShareFetchRequest> = {
  name: 'ShareFetchRequest',
  apiKey: 78,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 1,
  create: createShareFetchRequest,
  encode(writer: Writer, message: ShareFetchRequest, version: number): void {
    checkVersion('ShareFetchRequest', 78, version, 1, 2);
    encodeShareFetchRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ShareFetchRequest {
    checkVersion('ShareFetchRequest', 78, version, 1, 2);
    return decodeShareFetchRequest(reader, version);
  },
};

/**
 * `LeaderIdAndEpoch` of Kafka's `ShareFetchResponse` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchResponseLeaderIdAndEpoch {
  /** The ID of the current leader or -1 if the leader is unknown. (versions 1-2) */
  leaderId: number;
  /** The latest known leader epoch. (versions 1-2) */
  leaderEpoch: number;
}

/**
 * A {@link ShareFetchResponseLeaderIdAndEpoch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchResponseLeaderIdAndEpoch(fields?: Partial<ShareFetchResponseLeaderIdAndEpoch>): ShareFetchResponseLeaderIdAndEpoch {
  const message: ShareFetchResponseLeaderIdAndEpoch = {
    leaderId: 0,
    leaderEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchResponseLeaderIdAndEpoch(writer: Writer, message: ShareFetchResponseLeaderIdAndEpoch): void {
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeUVarint(0);
}

function decodeShareFetchResponseLeaderIdAndEpoch(reader: Reader): ShareFetchResponseLeaderIdAndEpoch {
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { leaderId, leaderEpoch };
}

/**
 * `AcquiredRecords` of Kafka's `ShareFetchResponse` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchResponseAcquiredRecords {
  /** The earliest offset in this batch of acquired records. (versions 1-2) */
  firstOffset: bigint;
  /** The last offset of this batch of acquired records. (versions 1-2) */
  lastOffset: bigint;
  /** The delivery count of this batch of acquired records. (versions 1-2) */
  deliveryCount: number;
}

/**
 * A {@link ShareFetchResponseAcquiredRecords} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchResponseAcquiredRecords(fields?: Partial<ShareFetchResponseAcquiredRecords>): ShareFetchResponseAcquiredRecords {
  const message: ShareFetchResponseAcquiredRecords = {
    firstOffset: 0n,
    lastOffset: 0n,
    deliveryCount: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchResponseAcquiredRecords(writer: Writer, message: ShareFetchResponseAcquiredRecords): void {
  writer.writeInt64(message.firstOffset);
  writer.writeInt64(message.lastOffset);
  writer.writeInt16(message.deliveryCount);
  writer.writeUVarint(0);
}

function decodeShareFetchResponseAcquiredRecords(reader: Reader): ShareFetchResponseAcquiredRecords {
  const firstOffset = reader.readInt64();
  const lastOffset = reader.readInt64();
  const deliveryCount = reader.readInt16();
  skipTaggedFields(reader);
  return { firstOffset, lastOffset, deliveryCount };
}

/**
 * `PartitionData` of Kafka's `ShareFetchResponse` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchResponsePartitionData {
  /** The partition index. (versions 1-2) */
  partitionIndex: number;
  /** The fetch error code, or 0 if there was no fetch error. (versions 1-2) */
  errorCode: number;
  /** The fetch error message, or null if there was no fetch error. (versions 1-2; nullable 1-2) */
  errorMessage: string | null;
  /** The acknowledge error code, or 0 if there was no acknowledge error. (versions 1-2) */
  acknowledgeErrorCode: number;
  /** The acknowledge error message, or null if there was no acknowledge error. (versions 1-2; nullable 1-2) */
  acknowledgeErrorMessage: string | null;
  /** The current leader of the partition. (versions 1-2) */
  currentLeader: ShareFetchResponseLeaderIdAndEpoch;
  /** The record data. (versions 1-2) */
  records: Buffer;
  /** The acquired records. (versions 1-2) */
  acquiredRecords: ShareFetchResponseAcquiredRecords[];
}

/**
 * A {@link ShareFetchResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchResponsePartitionData(fields?: Partial<ShareFetchResponsePartitionData>): ShareFetchResponsePartitionData {
  const message: ShareFetchResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    errorMessage: null,
    acknowledgeErrorCode: 0,
    acknowledgeErrorMessage: null,
    currentLeader: createShareFetchResponseLeaderIdAndEpoch(),
    records: EMPTY_BYTES,
    acquiredRecords: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchResponsePartitionData(writer: Writer, message: ShareFetchResponsePartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeInt16(message.acknowledgeErrorCode);
  writer.writeCompactString(message.acknowledgeErrorMessage);
  encodeShareFetchResponseLeaderIdAndEpoch(writer, message.currentLeader);
  writer.writeCompactBytes(message.records);
  writer.writeCompactArrayLength(message.acquiredRecords.length);
  for (const item0 of message.acquiredRecords) {
    encodeShareFetchResponseAcquiredRecords(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchResponsePartitionData(reader: Reader): ShareFetchResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const acknowledgeErrorCode = reader.readInt16();
  const acknowledgeErrorMessage = reader.readCompactString();
  const currentLeader = decodeShareFetchResponseLeaderIdAndEpoch(reader);
  const records = nonNull(reader.readCompactBytes(), 'ShareFetchResponsePartitionData', 'Records', reader);
  const count1 = nonNull(reader.readCompactArrayLength(18), 'ShareFetchResponsePartitionData', 'AcquiredRecords', reader);
  const acquiredRecords: ShareFetchResponseAcquiredRecords[] = [];
  for (let index = 0; index < count1; index++) acquiredRecords.push(decodeShareFetchResponseAcquiredRecords(reader));
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, errorMessage, acknowledgeErrorCode, acknowledgeErrorMessage, currentLeader, records, acquiredRecords };
}

/**
 * `ShareFetchableTopicResponse` of Kafka's `ShareFetchResponse` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchResponseShareFetchableTopicResponse {
  /** The unique topic ID. (versions 1-2) */
  topicId: Uuid;
  /** The topic partitions. (versions 1-2) */
  partitions: ShareFetchResponsePartitionData[];
}

/**
 * A {@link ShareFetchResponseShareFetchableTopicResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchResponseShareFetchableTopicResponse(fields?: Partial<ShareFetchResponseShareFetchableTopicResponse>): ShareFetchResponseShareFetchableTopicResponse {
  const message: ShareFetchResponseShareFetchableTopicResponse = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchResponseShareFetchableTopicResponse(writer: Writer, message: ShareFetchResponseShareFetchableTopicResponse): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    encodeShareFetchResponsePartitionData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchResponseShareFetchableTopicResponse(reader: Reader): ShareFetchResponseShareFetchableTopicResponse {
  const topicId = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(20), 'ShareFetchResponseShareFetchableTopicResponse', 'Partitions', reader);
  const partitions: ShareFetchResponsePartitionData[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeShareFetchResponsePartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `ShareFetchResponse` (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export interface ShareFetchResponseNodeEndpoint {
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
 * A {@link ShareFetchResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchResponseNodeEndpoint(fields?: Partial<ShareFetchResponseNodeEndpoint>): ShareFetchResponseNodeEndpoint {
  const message: ShareFetchResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
    rack: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchResponseNodeEndpoint(writer: Writer, message: ShareFetchResponseNodeEndpoint): void {
  writer.writeInt32(message.nodeId);
  writer.writeCompactString(message.host);
  writer.writeInt32(message.port);
  writer.writeCompactString(message.rack);
  writer.writeUVarint(0);
}

function decodeShareFetchResponseNodeEndpoint(reader: Reader): ShareFetchResponseNodeEndpoint {
  const nodeId = reader.readInt32();
  const host = nonNull(reader.readCompactString(), 'ShareFetchResponseNodeEndpoint', 'Host', reader);
  const port = reader.readInt32();
  const rack = reader.readCompactString();
  skipTaggedFields(reader);
  return { nodeId, host, port, rack };
}

/**
 * Kafka's `ShareFetchResponse` (api key 78, versions 1-2, flexible from 1), one type across all versions.
 * @public
 */
export interface ShareFetchResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-2) */
  throttleTimeMs: number;
  /** The top-level response error code. (versions 1-2) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 1-2; nullable 1-2) */
  errorMessage: string | null;
  /** The time in milliseconds for which the acquired records are locked. (versions 1-2) */
  acquisitionLockTimeoutMs: number;
  /** The response topics. (versions 1-2) */
  responses: ShareFetchResponseShareFetchableTopicResponse[];
  /** Endpoints for all current leaders enumerated in PartitionData with error NOT_LEADER_OR_FOLLOWER. (versions 1-2) */
  nodeEndpoints: ShareFetchResponseNodeEndpoint[];
}

/**
 * A {@link ShareFetchResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createShareFetchResponse(fields?: Partial<ShareFetchResponse>): ShareFetchResponse {
  const message: ShareFetchResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
    acquisitionLockTimeoutMs: 0,
    responses: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeShareFetchResponse(writer: Writer, message: ShareFetchResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeInt32(message.acquisitionLockTimeoutMs);
  writer.writeCompactArrayLength(message.responses.length);
  for (const item4 of message.responses) {
    encodeShareFetchResponseShareFetchableTopicResponse(writer, item4);
  }
  writer.writeCompactArrayLength(message.nodeEndpoints.length);
  for (const item5 of message.nodeEndpoints) {
    encodeShareFetchResponseNodeEndpoint(writer, item5);
  }
  writer.writeUVarint(0);
}

function decodeShareFetchResponse(reader: Reader): ShareFetchResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const acquisitionLockTimeoutMs = reader.readInt32();
  const count6 = nonNull(reader.readCompactArrayLength(17), 'ShareFetchResponse', 'Responses', reader);
  const responses: ShareFetchResponseShareFetchableTopicResponse[] = [];
  for (let index = 0; index < count6; index++) responses.push(decodeShareFetchResponseShareFetchableTopicResponse(reader));
  const count7 = nonNull(reader.readCompactArrayLength(10), 'ShareFetchResponse', 'NodeEndpoints', reader);
  const nodeEndpoints: ShareFetchResponseNodeEndpoint[] = [];
  for (let index = 0; index < count7; index++) nodeEndpoints.push(decodeShareFetchResponseNodeEndpoint(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, acquisitionLockTimeoutMs, responses, nodeEndpoints };
}

/**
 * Codec of {@link ShareFetchResponse} (api key 78, versions 1-2, flexible from 1).
 * @public
 */
export const ShareFetchResponse: MessageCodec<ShareFetchResponse> = {
  name: 'ShareFetchResponse',
  apiKey: 78,
  minVersion: 1,
  maxVersion: 2,
  flexibleFrom: 1,
  create: createShareFetchResponse,
  encode(writer: Writer, message: ShareFetchResponse, version: number): void {
    checkVersion('ShareFetchResponse', 78, version, 1, 2);
    encodeShareFetchResponse(writer, message);
  },
  decode(reader: Reader, version: number): ShareFetchResponse {
    checkVersion('ShareFetchResponse', 78, version, 1, 2);
    return decodeShareFetchResponse(reader);
  },
};
