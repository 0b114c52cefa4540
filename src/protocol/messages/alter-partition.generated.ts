// Generated from Apache Kafka's message specs (Apache License 2.0), AlterPartitionRequest.json, AlterPartitionResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `BrokerState` of Kafka's `AlterPartitionRequest` (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export interface AlterPartitionRequestBrokerState {
  /** The ID of the broker. (versions 3) */
  brokerId: number;
  /** The epoch of the broker. It will be -1 if the epoch check is not supported. (versions 3) */
  brokerEpoch: bigint;
}

/**
 * A {@link AlterPartitionRequestBrokerState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionRequestBrokerState(fields?: Partial<AlterPartitionRequestBrokerState>): AlterPartitionRequestBrokerState {
  const message: AlterPartitionRequestBrokerState = {
    brokerId: 0,
    brokerEpoch: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionRequestBrokerState(writer: Writer, message: AlterPartitionRequestBrokerState, version: number): void {
  if (version >= 3) {
    writer.writeInt32(message.brokerId);
  } else {
    if (message.brokerId !== 0) throw missingFieldError('AlterPartitionRequestBrokerState', 'BrokerId', version);
  }
  if (version >= 3) {
    writer.writeInt64(message.brokerEpoch);
  } else {
    if (message.brokerEpoch !== -1n) throw missingFieldError('AlterPartitionRequestBrokerState', 'BrokerEpoch', version);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionRequestBrokerState(reader: Reader, version: number): AlterPartitionRequestBrokerState {
  let brokerId: number = 0;
  if (version >= 3) {
    brokerId = reader.readInt32();
  }
  let brokerEpoch: bigint = -1n;
  if (version >= 3) {
    brokerEpoch = reader.readInt64();
  }
  skipTaggedFields(reader);
  return { brokerId, brokerEpoch };
}

/**
 * `PartitionData` of Kafka's `AlterPartitionRequest` (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export interface AlterPartitionRequestPartitionData {
  /** The partition index. (versions 2-3) */
  partitionIndex: number;
  /** The leader epoch of this partition. (versions 2-3) */
  leaderEpoch: number;
  /** The ISR for this partition. Deprecated since version 3. (versions 2) */
  newIsr: number[];
  /** The ISR for this partition. (versions 3) */
  newIsrWithEpochs: AlterPartitionRequestBrokerState[];
  /** 1 if the partition is recovering from an unclean leader election; 0 otherwise. (versions 2-3) */
  leaderRecoveryState: number;
  /** The expected epoch of the partition which is being updated. (versions 2-3) */
  partitionEpoch: number;
}

/**
 * A {@link AlterPartitionRequestPartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionRequestPartitionData(fields?: Partial<AlterPartitionRequestPartitionData>): AlterPartitionRequestPartitionData {
  const message: AlterPartitionRequestPartitionData = {
    partitionIndex: 0,
    leaderEpoch: 0,
    newIsr: [],
    newIsrWithEpochs: [],
    leaderRecoveryState: 0,
    partitionEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionRequestPartitionData(writer: Writer, message: AlterPartitionRequestPartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt32(message.leaderEpoch);
  if (version <= 2) {
    writer.writeCompactArrayLength(message.newIsr.length);
    for (const item0 of message.newIsr) {
      writer.writeInt32(item0);
    }
  } else {
    if (message.newIsr.length !== 0) throw missingFieldError('AlterPartitionRequestPartitionData', 'NewIsr', version);
  }
  if (version >= 3) {
    writer.writeCompactArrayLength(message.newIsrWithEpochs.length);
    for (const item1 of message.newIsrWithEpochs) {
      encodeAlterPartitionRequestBrokerState(writer, item1, version);
    }
  } else {
    if (message.newIsrWithEpochs.length !== 0) throw missingFieldError('AlterPartitionRequestPartitionData', 'NewIsrWithEpochs', version);
  }
  writer.writeInt8(message.leaderRecoveryState);
  writer.writeInt32(message.partitionEpoch);
  writer.writeUVarint(0);
}

function decodeAlterPartitionRequestPartitionData(reader: Reader, version: number): AlterPartitionRequestPartitionData {
  const partitionIndex = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  let newIsr: number[] = [];
  if (version <= 2) {
    const count2 = nonNull(reader.readCompactArrayLength(4), 'AlterPartitionRequestPartitionData', 'NewIsr', reader);
    const array2: number[] = [];
    for (let index = 0; index < count2; index++) array2.push(reader.readInt32());
    newIsr = array2;
  }
  let newIsrWithEpochs: AlterPartitionRequestBrokerState[] = [];
  if (version >= 3) {
    const count3 = nonNull(reader.readCompactArrayLength(1), 'AlterPartitionRequestPartitionData', 'NewIsrWithEpochs', reader);
    const array3: AlterPartitionRequestBrokerState[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeAlterPartitionRequestBrokerState(reader, version));
    newIsrWithEpochs = array3;
  }
  const leaderRecoveryState = reader.readInt8();
  const partitionEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { partitionIndex, leaderEpoch, newIsr, newIsrWithEpochs, leaderRecoveryState, partitionEpoch };
}

/**
 * `TopicData` of Kafka's `AlterPartitionRequest` (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export interface AlterPartitionRequestTopicData {
  /** The ID of the topic to alter ISRs for. (versions 2-3; ignorable) */
  topicId: Uuid;
  /** The partitions to alter ISRs for. (versions 2-3) */
  partitions: AlterPartitionRequestPartitionData[];
}

/**
 * A {@link AlterPartitionRequestTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionRequestTopicData(fields?: Partial<AlterPartitionRequestTopicData>): AlterPartitionRequestTopicData {
  const message: AlterPartitionRequestTopicData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionRequestTopicData(writer: Writer, message: AlterPartitionRequestTopicData, version: number): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item4 of message.partitions) {
    encodeAlterPartitionRequestPartitionData(writer, item4, version);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionRequestTopicData(reader: Reader, version: number): AlterPartitionRequestTopicData {
  const topicId = reader.readUuid();
  const count5 = nonNull(reader.readCompactArrayLength(13), 'AlterPartitionRequestTopicData', 'Partitions', reader);
  const partitions: AlterPartitionRequestPartitionData[] = [];
  for (let index = 0; index < count5; index++) partitions.push(decodeAlterPartitionRequestPartitionData(reader, version));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `AlterPartitionRequest` (api key 56, versions 2-3, flexible from 2), one type across all versions.
 * @public
 */
export interface AlterPartitionRequest {
  /** The ID of the requesting broker. (versions 2-3) */
  brokerId: number;
  /** The epoch of the requesting broker. (versions 2-3) */
  brokerEpoch: bigint;
  /** The topics to alter ISRs for. (versions 2-3) */
  topics: AlterPartitionRequestTopicData[];
}

/**
 * A {@link AlterPartitionRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionRequest(fields?: Partial<AlterPartitionRequest>): AlterPartitionRequest {
  const message: AlterPartitionRequest = {
    brokerId: 0,
    brokerEpoch: -1n,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionRequest(writer: Writer, message: AlterPartitionRequest, version: number): void {
  writer.writeInt32(message.brokerId);
  writer.writeInt64(message.brokerEpoch);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item6 of message.topics) {
    encodeAlterPartitionRequestTopicData(writer, item6, version);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionRequest(reader: Reader, version: number): AlterPartitionRequest {
  const brokerId = reader.readInt32();
  const brokerEpoch = reader.readInt64();
  const count7 = nonNull(reader.readCompactArrayLength(17), 'AlterPartitionRequest', 'Topics', reader);
  const topics: AlterPartitionRequestTopicData[] = [];
  for (let index = 0; index < count7; index++) topics.push(decodeAlterPartitionRequestTopicData(reader, version));
  skipTaggedFields(reader);
  return { brokerId, brokerEpoch, topics };
}

/**
 * Codec of {@link AlterPartitionRequest} (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export const AlterPartitionRequest: MessageCodec<AlterPartitionRequest> = {
  name: 'AlterPartitionRequest',
  apiKey: 56,
  minVersion: 2,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createAlterPartitionRequest,
  encode(writer: Writer, message: AlterPartitionRequest, version: number): void {
    checkVersion('AlterPartitionRequest', 56, version, 2, 3);
    encodeAlterPartitionRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AlterPartitionRequest {
    checkVersion('AlterPartitionRequest', 56, version, 2, 3);
    return decodeAlterPartitionRequest(reader, version);
  },
};

/**
 * `PartitionData` of Kafka's `AlterPartitionResponse` (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export interface AlterPartitionResponsePartitionData {
  /** The partition index. (versions 2-3) */
  partitionIndex: number;
  /** The partition level error code. (versions 2-3) */
  errorCode: number;
  /** The broker ID of the leader. (versions 2-3) */
  leaderId: number;
  /** The leader epoch. (versions 2-3) */
  leaderEpoch: number;
  /** The in-sync replica IDs. (versions 2-3) */
  isr: number[];
  /** 1 if the partition is recovering from an unclean leader election; 0 otherwise. (versions 2-3; ignorable) */
  leaderRecoveryState: number;
  /** The current epoch for the partition for KRaft controllers. (versions 2-3) */
  partitionEpoch: number;
}

/**
 * A {@link AlterPartitionResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionResponsePartitionData(fields?: Partial<AlterPartitionResponsePartitionData>): AlterPartitionResponsePartitionData {
  const message: AlterPartitionResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    leaderId: 0,
    leaderEpoch: 0,
    isr: [],
    leaderRecoveryState: 0,
    partitionEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionResponsePartitionData(writer: Writer, message: AlterPartitionResponsePartitionData): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeInt32(message.leaderId);
  writer.writeInt32(message.leaderEpoch);
  writer.writeCompactArrayLength(message.isr.length);
  for (const item0 of message.isr) {
    writer.writeInt32(item0);
  }
  writer.writeInt8(message.leaderRecoveryState);
  writer.writeInt32(message.partitionEpoch);
  writer.writeUVarint(0);
}

function decodeAlterPartitionResponsePartitionData(reader: Reader): AlterPartitionResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const leaderId = reader.readInt32();
  const leaderEpoch = reader.readInt32();
  const count1 = nonNull(reader.readCompactArrayLength(4), 'AlterPartitionResponsePartitionData', 'Isr', reader);
  const isr: number[] = [];
  for (let index = 0; index < count1; index++) isr.push(reader.readInt32());
  const leaderRecoveryState = reader.readInt8();
  const partitionEpoch = reader.readInt32();
  skipTaggedFields(reader);
  return { partitionIndex, errorCode, leaderId, leaderEpoch, isr, leaderRecoveryState, partitionEpoch };
}

/**
 * `TopicData` of Kafka's `AlterPartitionResponse` (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export interface AlterPartitionResponseTopicData {
  /** The ID of the topic. (versions 2-3; ignorable) */
  topicId: Uuid;
  /** The responses for each partition. (versions 2-3) */
  partitions: AlterPartitionResponsePartitionData[];
}

/**
 * A {@link AlterPartitionResponseTopicData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionResponseTopicData(fields?: Partial<AlterPartitionResponseTopicData>): AlterPartitionResponseTopicData {
  const message: AlterPartitionResponseTopicData = {
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionResponseTopicData(writer: Writer, message: AlterPartitionResponseTopicData): void {
  writer.writeUuid(message.topicId);
  writer.writeCompactArrayLength(message.partitions.length);
  for (const item2 of message.partitions) {
    encodeAlterPartitionResponsePartitionData(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionResponseTopicData(reader: Reader): AlterPartitionResponseTopicData {
  const topicId = reader.readUuid();
  const count3 = nonNull(reader.readCompactArrayLength(20), 'AlterPartitionResponseTopicData', 'Partitions', reader);
  const partitions: AlterPartitionResponsePartitionData[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeAlterPartitionResponsePartitionData(reader));
  skipTaggedFields(reader);
  return { topicId, partitions };
}

/**
 * Kafka's `AlterPartitionResponse` (api key 56, versions 2-3, flexible from 2), one type across all versions.
 * @public
 */
export interface AlterPartitionResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 2-3) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 2-3) */
  errorCode: number;
  /** The responses for each topic. (versions 2-3) */
  topics: AlterPartitionResponseTopicData[];
}

/**
 * A {@link AlterPartitionResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAlterPartitionResponse(fields?: Partial<AlterPartitionResponse>): AlterPartitionResponse {
  const message: AlterPartitionResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAlterPartitionResponse(writer: Writer, message: AlterPartitionResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactArrayLength(message.topics.length);
  for (const item4 of message.topics) {
    encodeAlterPartitionResponseTopicData(writer, item4);
  }
  writer.writeUVarint(0);
}

function decodeAlterPartitionResponse(reader: Reader): AlterPartitionResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const count5 = nonNull(reader.readCompactArrayLength(17), 'AlterPartitionResponse', 'Topics', reader);
  const topics: AlterPartitionResponseTopicData[] = [];
  for (let index = 0; index < count5; index++) topics.push(decodeAlterPartitionResponseTopicData(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, topics };
}

/**
 * Codec of {@link AlterPartitionResponse} (api key 56, versions 2-3, flexible from 2).
 * @public
 */
export const AlterPartitionResponse: MessageCodec<AlterPartitionResponse> = {
  name: 'AlterPartitionResponse',
  apiKey: 56,
  minVersion: 2,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createAlterPartitionResponse,
  encode(writer: Writer, message: AlterPartitionResponse, version: number): void {
    checkVersion('AlterPartitionResponse', 56, version, 2, 3);
    encodeAlterPartitionResponse(writer, message);
  },
  decode(reader: Reader, version: number): AlterPartitionResponse {
    checkVersion('AlterPartitionResponse', 56, version, 2, 3);
    return decodeAlterPartitionResponse(reader);
  },
};
