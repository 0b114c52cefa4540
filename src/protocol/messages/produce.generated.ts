// Generated from Apache Kafka's message specs (Apache License 2.0), ProduceRequest.json, ProduceResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `PartitionProduceData` of Kafka's `ProduceRequest` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceRequestPartitionProduceData {
  /** The partition index. (versions 3-13) */
  index: number;
  /** The record data to be produced. (versions 3-13; nullable 3-13) */
  records: Buffer | null;
}

/**
 * A {@link ProduceRequestPartitionProduceData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceRequestPartitionProduceData(fields?: Partial<ProduceRequestPartitionProduceData>): ProduceRequestPartitionProduceData {
  const message: ProduceRequestPartitionProduceData = {
    index: 0,
    records: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceRequestPartitionProduceData(writer: Writer, message: ProduceRequestPartitionProduceData, version: number): void {
  writer.writeInt32(message.index);
  if (version >= 9) {
    writer.writeCompactBytes(message.records);
  } else {
    writer.writeBytes(message.records);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceRequestPartitionProduceData(reader: Reader, version: number): ProduceRequestPartitionProduceData {
  const indexValue = reader.readInt32();
  const records = (version >= 9 ? reader.readCompactBytes() : reader.readBytes());
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { index: indexValue, records };
}

/**
 * `TopicProduceData` of Kafka's `ProduceRequest` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceRequestTopicProduceData {
  /** The topic name. (versions 3-12; ignorable) */
  name: string;
  /** The unique topic ID (versions 13; ignorable) */
  topicId: Uuid;
  /** Each partition to produce to. (versions 3-13) */
  partitionData: ProduceRequestPartitionProduceData[];
}

/**
 * A {@link ProduceRequestTopicProduceData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceRequestTopicProduceData(fields?: Partial<ProduceRequestTopicProduceData>): ProduceRequestTopicProduceData {
  const message: ProduceRequestTopicProduceData = {
    name: '',
    topicId: ZERO_UUID,
    partitionData: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceRequestTopicProduceData(writer: Writer, message: ProduceRequestTopicProduceData, version: number): void {
  if (version <= 12) {
    if (version >= 9) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  }
  if (version >= 13) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.partitionData.length);
  } else {
    writer.writeArrayLength(message.partitionData.length);
  }
  for (const item0 of message.partitionData) {
    encodeProduceRequestPartitionProduceData(writer, item0, version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceRequestTopicProduceData(reader: Reader, version: number): ProduceRequestTopicProduceData {
  let name: string = '';
  if (version <= 12) {
    name = nonNull((version >= 9 ? reader.readCompactString() : reader.readString()), 'ProduceRequestTopicProduceData', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 13) {
    topicId = reader.readUuid();
  }
  const count1 = nonNull((version >= 9 ? reader.readCompactArrayLength(5) : reader.readArrayLength(5)), 'ProduceRequestTopicProduceData', 'PartitionData', reader);
  const partitionData: ProduceRequestPartitionProduceData[] = [];
  for (let index = 0; index < count1; index++) partitionData.push(decodeProduceRequestPartitionProduceData(reader, version));
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitionData };
}

/**
 * Kafka's `ProduceRequest` (api key 0, versions 3-13, flexible from 9), one type across all versions.
 * @public
 */
export interface ProduceRequest {
  /** The transactional ID, or null if the producer is not transactional. (versions 3-13; nullable 3-13) */
  transactionalId: string | null;
  /** The number of acknowledgments the producer requires the leader to have received before considering a request complete. Allowed values: 0 for no acknowledgments, 1 for only the leader and -1 for the full ISR. (versions 3-13) */
  acks: number;
  /** The timeout to await a response in milliseconds. (versions 3-13) */
  timeoutMs: number;
  /** Each topic to produce to. (versions 3-13) */
  topicData: ProduceRequestTopicProduceData[];
}

/**
 * A {@link ProduceRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceRequest(fields?: Partial<ProduceRequest>): ProduceRequest {
  const message: ProduceRequest = {
    transactionalId: null,
    acks: 0,
    timeoutMs: 0,
    topicData: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceRequest(writer: Writer, message: ProduceRequest, version: number): void {
  if (version >= 9) {
    writer.writeCompactString(message.transactionalId);
  } else {
    writer.writeString(message.transactionalId);
  }
  writer.writeInt16(message.acks);
  writer.writeInt32(message.timeoutMs);
  if (version >= 9) {
    writer.writeCompactArrayLength(message.topicData.length);
  } else {
    writer.writeArrayLength(message.topicData.length);
  }
  for (const item2 of message.topicData) {
    encodeProduceRequestTopicProduceData(writer, item2, version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceRequest(reader: Reader, version: number): ProduceRequest {
  const transactionalId = (version >= 9 ? reader.readCompactString() : reader.readString());
  const acks = reader.readInt16();
  const timeoutMs = reader.readInt32();
  const count3 = nonNull((version >= 9 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'ProduceRequest', 'TopicData', reader);
  const topicData: ProduceRequestTopicProduceData[] = [];
  for (let index = 0; index < count3; index++) topicData.push(decodeProduceRequestTopicProduceData(reader, version));
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { transactionalId, acks, timeoutMs, topicData };
}

/**
 * Codec of {@link ProduceRequest} (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export const ProduceRequest: MessageCodec<ProduceRequest> = {
  name: 'ProduceRequest',
  apiKey: 0,
  minVersion: 3,
  maxVersion: 13,
  flexibleFrom: 9,
  create: createProduceRequest,
  encode(writer: Writer, message: ProduceRequest, version: number): void {
    checkVersion('ProduceRequest', 0, version, 3, 13);
    encodeProduceRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ProduceRequest {
    checkVersion('ProduceRequest', 0, version, 3, 13);
    return decodeProduceRequest(reader, version);
  },
};

/**
 * `BatchIndexAndErrorMessage` of Kafka's `ProduceResponse` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceResponseBatchIndexAndErrorMessage {
  /** The batch index of the record that caused the batch to be dropped. (versions 8-13) */
  batchIndex: number;
  /** The error message of the record that caused the batch to be dropped. (versions 8-13; nullable 8-13) */
  batchIndexErrorMessage: string | null;
}

/**
 * A {@link ProduceResponseBatchIndexAndErrorMessage} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceResponseBatchIndexAndErrorMessage(fields?: Partial<ProduceResponseBatchIndexAndErrorMessage>): ProduceResponseBatchIndexAndErrorMessage {
  const message: ProduceResponseBatchIndexAndErrorMessage = {
    batchIndex: 0,
    batchIndexErrorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceResponseBatchIndexAndErrorMessage(writer: Writer, message: ProduceResponseBatchIndexAndErrorMessage, version: number): void {
  if (version >= 8) {
    writer.writeInt32(message.batchIndex);
  } else {
    if (message.batchIndex !== 0) throw missingFieldError('ProduceResponseBatchIndexAndErrorMessage', 'BatchIndex', version);
  }
  if (version >= 8) {
    if (version >= 9) {
      writer.writeCompactString(message.batchIndexErrorMessage);
    } else {
      writer.writeString(message.batchIndexErrorMessage);
    }
  } else {
    if (message.batchIndexErrorMessage !== null) throw missingFieldError('ProduceResponseBatchIndexAndErrorMessage', 'BatchIndexErrorMessage', version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceResponseBatchIndexAndErrorMessage(reader: Reader, version: number): ProduceResponseBatchIndexAndErrorMessage {
  let batchIndex: number = 0;
  if (version >= 8) {
    batchIndex = reader.readInt32();
  }
  let batchIndexErrorMessage: string | null = null;
  if (version >= 8) {
    batchIndexErrorMessage = (version >= 9 ? reader.readCompactString() : reader.readString());
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { batchIndex, batchIndexErrorMessage };
}

/**
 * `LeaderIdAndEpoch` of Kafka's `ProduceResponse` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceResponseLeaderIdAndEpoch {
  /** The ID of the current leader or -1 if the leader is unknown. (versions 10-13) */
  leaderId: number;
  /** The latest known leader epoch. (versions 10-13) */
  leaderEpoch: number;
}

/**
 * A {@link ProduceResponseLeaderIdAndEpoch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceResponseLeaderIdAndEpoch(fields?: Partial<ProduceResponseLeaderIdAndEpoch>): ProduceResponseLeaderIdAndEpoch {
  const message: ProduceResponseLeaderIdAndEpoch = {
    leaderId: -1,
    leaderEpoch: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceResponseLeaderIdAndEpoch(writer: Writer, message: ProduceResponseLeaderIdAndEpoch, version: number): void {
  if (version >= 10) {
    writer.writeInt32(message.leaderId);
  } else {
    if (message.leaderId !== -1) throw missingFieldError('ProduceResponseLeaderIdAndEpoch', 'LeaderId', version);
  }
  if (version >= 10) {
    writer.writeInt32(message.leaderEpoch);
  } else {
    if (message.leaderEpoch !== -1) throw missingFieldError('ProduceResponseLeaderIdAndEpoch', 'LeaderEpoch', version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceResponseLeaderIdAndEpoch(reader: Reader, version: number): ProduceResponseLeaderIdAndEpoch {
  let leaderId: number = -1;
  if (version >= 10) {
    leaderId = reader.readInt32();
  }
  let leaderEpoch: number = -1;
  if (version >= 10) {
    leaderEpoch = reader.readInt32();
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { leaderId, leaderEpoch };
}

/**
 * `PartitionProduceResponse` of Kafka's `ProduceResponse` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceResponsePartitionProduceResponse {
  /** The partition index. (versions 3-13) */
  index: number;
  /** The error code, or 0 if there was no error. (versions 3-13) */
  errorCode: number;
  /** The base offset. (versions 3-13) */
  baseOffset: bigint;
  /** The timestamp returned by broker after appending the messages. If CreateTime is used for the topic, the timestamp will be -1.  If LogAppendTime is used for the topic, the timestamp will be the broker local time when the messages are appended. (versions 3-13; ignorable) */
  logAppendTimeMs: bigint;
  /** The log start offset. (versions 5-13; ignorable) */
  logStartOffset: bigint;
  /** The batch indices of records that caused the batch to be dropped. (versions 8-13; ignorable) */
  recordErrors: ProduceResponseBatchIndexAndErrorMessage[];
  /** The global error message summarizing the common root cause of the records that caused the batch to be dropped. (versions 8-13; nullable 8-13; ignorable) */
  errorMessage: string | null;
  /** The leader broker that the producer should use for future requests. (versions 10-13; tag 0 in 10-13) */
  currentLeader: ProduceResponseLeaderIdAndEpoch;
}

/**
 * A {@link ProduceResponsePartitionProduceResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceResponsePartitionProduceResponse(fields?: Partial<ProduceResponsePartitionProduceResponse>): ProduceResponsePartitionProduceResponse {
  const message: ProduceResponsePartitionProduceResponse = {
    index: 0,
    errorCode: 0,
    baseOffset: 0n,
    logAppendTimeMs: -1n,
    logStartOffset: -1n,
    recordErrors: [],
    errorMessage: null,
    currentLeader: createProduceResponseLeaderIdAndEpoch(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceResponsePartitionProduceResponse(writer: Writer, message: ProduceResponsePartitionProduceResponse, version: number): void {
  writer.writeInt32(message.index);
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.baseOffset);
  writer.writeInt64(message.logAppendTimeMs);
  if (version >= 5) {
    writer.writeInt64(message.logStartOffset);
  }
  if (version >= 8) {
    if (version >= 9) {
      writer.writeCompactArrayLength(message.recordErrors.length);
    } else {
      writer.writeArrayLength(message.recordErrors.length);
    }
    for (const item0 of message.recordErrors) {
      encodeProduceResponseBatchIndexAndErrorMessage(writer, item0, version);
    }
  }
  if (version >= 8) {
    if (version >= 9) {
      writer.writeCompactString(message.errorMessage);
    } else {
      writer.writeString(message.errorMessage);
    }
  }
  if (!(version >= 10)) {
    if (!isDefaultProduceResponseLeaderIdAndEpoch(message.currentLeader)) throw missingFieldError('ProduceResponsePartitionProduceResponse', 'CurrentLeader', version);
  }
  if (version >= 9) {
    let taggedCount = 0;
    if (version >= 10 && !isDefaultProduceResponseLeaderIdAndEpoch(message.currentLeader)) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 10 && !isDefaultProduceResponseLeaderIdAndEpoch(message.currentLeader)) {
      const start = beginTaggedField(writer, 0);
      encodeProduceResponseLeaderIdAndEpoch(writer, message.currentLeader, version);
      endTaggedField(writer, start);
    }
  }
}

function decodeProduceResponsePartitionProduceResponse(reader: Reader, version: number): ProduceResponsePartitionProduceResponse {
  const indexValue = reader.readInt32();
  const errorCode = reader.readInt16();
  const baseOffset = reader.readInt64();
  const logAppendTimeMs = reader.readInt64();
  let logStartOffset: bigint = -1n;
  if (version >= 5) {
    logStartOffset = reader.readInt64();
  }
  let recordErrors: ProduceResponseBatchIndexAndErrorMessage[] = [];
  if (version >= 8) {
    const count1 = nonNull((version >= 9 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'ProduceResponsePartitionProduceResponse', 'RecordErrors', reader);
    const array1: ProduceResponseBatchIndexAndErrorMessage[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeProduceResponseBatchIndexAndErrorMessage(reader, version));
    recordErrors = array1;
  }
  let errorMessage: string | null = null;
  if (version >= 8) {
    errorMessage = (version >= 9 ? reader.readCompactString() : reader.readString());
  }
  let currentLeader: ProduceResponseLeaderIdAndEpoch = createProduceResponseLeaderIdAndEpoch();
  if (version >= 9) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 10) {
            currentLeader = decodeProduceResponseLeaderIdAndEpoch(reader, version);
            checkTaggedFieldEnd(reader, end, 'ProduceResponsePartitionProduceResponse', 'CurrentLeader');
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
  return { index: indexValue, errorCode, baseOffset, logAppendTimeMs, logStartOffset, recordErrors, errorMessage, currentLeader };
}

/**
 * `TopicProduceResponse` of Kafka's `ProduceResponse` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceResponseTopicProduceResponse {
  /** The topic name. (versions 3-12; ignorable) */
  name: string;
  /** The unique topic ID (versions 13; ignorable) */
  topicId: Uuid;
  /** Each partition that we produced to within the topic. (versions 3-13) */
  partitionResponses: ProduceResponsePartitionProduceResponse[];
}

/**
 * A {@link ProduceResponseTopicProduceResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceResponseTopicProduceResponse(fields?: Partial<ProduceResponseTopicProduceResponse>): ProduceResponseTopicProduceResponse {
  const message: ProduceResponseTopicProduceResponse = {
    name: '',
    topicId: ZERO_UUID,
    partitionResponses: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceResponseTopicProduceResponse(writer: Writer, message: ProduceResponseTopicProduceResponse, version: number): void {
  if (version <= 12) {
    if (version >= 9) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  }
  if (version >= 13) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 9) {
    writer.writeCompactArrayLength(message.partitionResponses.length);
  } else {
    writer.writeArrayLength(message.partitionResponses.length);
  }
  for (const item2 of message.partitionResponses) {
    encodeProduceResponsePartitionProduceResponse(writer, item2, version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceResponseTopicProduceResponse(reader: Reader, version: number): ProduceResponseTopicProduceResponse {
  let name: string = '';
  if (version <= 12) {
    name = nonNull((version >= 9 ? reader.readCompactString() : reader.readString()), 'ProduceResponseTopicProduceResponse', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 13) {
    topicId = reader.readUuid();
  }
  const count3 = nonNull((version >= 9 ? reader.readCompactArrayLength(22) : reader.readArrayLength(22)), 'ProduceResponseTopicProduceResponse', 'PartitionResponses', reader);
  const partitionResponses: ProduceResponsePartitionProduceResponse[] = [];
  for (let index = 0; index < count3; index++) partitionResponses.push(decodeProduceResponsePartitionProduceResponse(reader, version));
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitionResponses };
}

/**
 * `NodeEndpoint` of Kafka's `ProduceResponse` (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export interface ProduceResponseNodeEndpoint {
  /** The ID of the associated node. (versions 10-13) */
  nodeId: number;
  /** The node's hostname. (versions 10-13) */
  host: string;
  /** The node's port. (versions 10-13) */
  port: number;
  /** The rack of the node, or null if it has not been assigned to a rack. (versions 10-13; nullable 10-13) */
  rack: string | null;
}

/**
 * A {@link ProduceResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceResponseNodeEndpoint(fields?: Partial<ProduceResponseNodeEndpoint>): ProduceResponseNodeEndpoint {
  const message: ProduceResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
    rack: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceResponseNodeEndpoint(writer: Writer, message: ProduceResponseNodeEndpoint, version: number): void {
  if (version >= 10) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('ProduceResponseNodeEndpoint', 'NodeId', version);
  }
  if (version >= 10) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('ProduceResponseNodeEndpoint', 'Host', version);
  }
  if (version >= 10) {
    writer.writeInt32(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('ProduceResponseNodeEndpoint', 'Port', version);
  }
  if (version >= 10) {
    writer.writeCompactString(message.rack);
  } else {
    if (message.rack !== null) throw missingFieldError('ProduceResponseNodeEndpoint', 'Rack', version);
  }
  if (version >= 9) {
    writer.writeUVarint(0);
  }
}

function decodeProduceResponseNodeEndpoint(reader: Reader, version: number): ProduceResponseNodeEndpoint {
  let nodeId: number = 0;
  if (version >= 10) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 10) {
    host = nonNull(reader.readCompactString(), 'ProduceResponseNodeEndpoint', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 10) {
    port = reader.readInt32();
  }
  let rack: string | null = null;
  if (version >= 10) {
    rack = reader.readCompactString();
  }
  if (version >= 9) {
    skipTaggedFields(reader);
  }
  return { nodeId, host, port, rack };
}

/**
 * Kafka's `ProduceResponse` (api key 0, versions 3-13, flexible from 9), one type across all versions.
 * @public
 */
export interface ProduceResponse {
  /** Each produce response. (versions 3-13) */
  responses: ProduceResponseTopicProduceResponse[];
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 3-13; ignorable) */
  throttleTimeMs: number;
  /** Endpoints for all current-leaders enumerated in PartitionProduceResponses, with errors NOT_LEADER_OR_FOLLOWER. (versions 10-13; tag 0 in 10-13) */
  nodeEndpoints: ProduceResponseNodeEndpoint[];
}

/**
 * A {@link ProduceResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createProduceResponse(fields?: Partial<ProduceResponse>): ProduceResponse {
  const message: ProduceResponse = {
    responses: [],
    throttleTimeMs: 0,
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeProduceResponse(writer: Writer, message: ProduceResponse, version: number): void {
  if (version >= 9) {
    writer.writeCompactArrayLength(message.responses.length);
  } else {
    writer.writeArrayLength(message.responses.length);
  }
  for (const item4 of message.responses) {
    encodeProduceResponseTopicProduceResponse(writer, item4, version);
  }
  writer.writeInt32(message.throttleTimeMs);
  if (!(version >= 10)) {
    if (message.nodeEndpoints.length !== 0) throw missingFieldError('ProduceResponse', 'NodeEndpoints', version);
  }
  if (version >= 9) {
    let taggedCount = 0;
    if (version >= 10 && message.nodeEndpoints.length !== 0) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 10 && message.nodeEndpoints.length !== 0) {
      const start = beginTaggedField(writer, 0);
      writer.writeCompactArrayLength(message.nodeEndpoints.length);
      for (const item5 of message.nodeEndpoints) {
        encodeProduceResponseNodeEndpoint(writer, item5, version);
      }
      endTaggedField(writer, start);
    }
  }
}

function decodeProduceResponse(reader: Reader, version: number): ProduceResponse {
  const count6 = nonNull((version >= 9 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'ProduceResponse', 'Responses', reader);
  const responses: ProduceResponseTopicProduceResponse[] = [];
  for (let index = 0; index < count6; index++) responses.push(decodeProduceResponseTopicProduceResponse(reader, version));
  const throttleTimeMs = reader.readInt32();
  let nodeEndpoints: ProduceResponseNodeEndpoint[] = [];
  if (version >= 9) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 10) {
            const count7 = nonNull(reader.readCompactArrayLength(1), 'ProduceResponse', 'NodeEndpoints', reader);
            const array7: ProduceResponseNodeEndpoint[] = [];
            for (let index = 0; index < count7; index++) array7.push(decodeProduceResponseNodeEndpoint(reader, version));
            nodeEndpoints = array7;
            checkTaggedFieldEnd(reader, end, 'ProduceResponse', 'NodeEndpoints');
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
  return { responses, throttleTimeMs, nodeEndpoints };
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultProduceResponseLeaderIdAndEpoch(message: ProduceResponseLeaderIdAndEpoch): boolean {
  return !(message.leaderId !== -1) && !(message.leaderEpoch !== -1);
}

/**
 * Codec of {@link ProduceResponse} (api key 0, versions 3-13, flexible from 9).
 * @public
 */
export const ProduceResponse: MessageCodec<ProduceResponse> = {
  name: 'ProduceResponse',
  apiKey: 0,
  minVersion: 3,
  maxVersion: 13,
  flexibleFrom: 9,
  create: createProduceResponse,
  encode(writer: Writer, message: ProduceResponse, version: number): void {
    checkVersion('ProduceResponse', 0, version, 3, 13);
    encodeProduceResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ProduceResponse {
    checkVersion('ProduceResponse', 0, version, 3, 13);
    return decodeProduceResponse(reader, version);
  },
};
