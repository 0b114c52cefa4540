// Generated from Apache Kafka's message specs (Apache License 2.0), ElectLeadersRequest.json, ElectLeadersResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TopicPartitions` of Kafka's `ElectLeadersRequest` (api key 43, versions 0-2, flexible from 2).
 * @public
 */
export interface ElectLeadersRequestTopicPartitions {
  /** The name of a topic. (versions 0-2) */
  topic: string;
  /** The partitions of this topic whose leader should be elected. (versions 0-2) */
  partitions: number[];
}

/**
 * A {@link ElectLeadersRequestTopicPartitions} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createElectLeadersRequestTopicPartitions(fields?: Partial<ElectLeadersRequestTopicPartitions>): ElectLeadersRequestTopicPartitions {
  const message: ElectLeadersRequestTopicPartitions = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeElectLeadersRequestTopicPartitions(writer: Writer, message: ElectLeadersRequestTopicPartitions, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.topic);
  } else {
    writer.writeString(message.topic);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeElectLeadersRequestTopicPartitions(reader: Reader, version: number): ElectLeadersRequestTopicPartitions {
  const topic = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'ElectLeadersRequestTopicPartitions', 'Topic', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'ElectLeadersRequestTopicPartitions', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topic, partitions };
}

/**
 * Kafka's `ElectLeadersRequest` (api key 43, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface ElectLeadersRequest {
  /** Type of elections to conduct for the partition. A value of '0' elects the preferred replica. A value of '1' elects the first live replica if there are no in-sync replica. (versions 1-2) */
  electionType: number;
  /** The topic partitions to elect leaders. (versions 0-2; nullable 0-2) */
  topicPartitions: ElectLeadersRequestTopicPartitions[] | null;
  /** The time in ms to wait for the election to complete. (versions 0-2) */
  timeoutMs: number;
}

/**
 * A {@link ElectLeadersRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createElectLeadersRequest(fields?: Partial<ElectLeadersRequest>): ElectLeadersRequest {
  const message: ElectLeadersRequest = {
    electionType: 0,
    topicPartitions: [],
    timeoutMs: 60000,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeElectLeadersRequest(writer: Writer, message: ElectLeadersRequest, version: number): void {
  if (version >= 1) {
    writer.writeInt8(message.electionType);
  } else {
    if (message.electionType !== 0) throw missingFieldError('ElectLeadersRequest', 'ElectionType', version);
  }
  if (message.topicPartitions === null) {
    if (version >= 2) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 2) {
      writer.writeCompactArrayLength(message.topicPartitions.length);
    } else {
      writer.writeArrayLength(message.topicPartitions.length);
    }
    for (const item2 of message.topicPartitions) {
      encodeElectLeadersRequestTopicPartitions(writer, item2, version);
    }
  }
  writer.writeInt32(message.timeoutMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeElectLeadersRequest(reader: Reader, version: number): ElectLeadersRequest {
  let electionType: number = 0;
  if (version >= 1) {
    electionType = reader.readInt8();
  }
  let topicPartitions: ElectLeadersRequestTopicPartitions[] | null;
  const count3 = (version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2));
  if (count3 === null) {
    topicPartitions = null;
  } else {
    const array3: ElectLeadersRequestTopicPartitions[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeElectLeadersRequestTopicPartitions(reader, version));
    topicPartitions = array3;
  }
  const timeoutMs = reader.readInt32();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { electionType, topicPartitions, timeoutMs };
}

/**
 * Codec of {@link ElectLeadersRequest} (api key 43, versions 0-2, flexible from 2).
 * @public
 */
export const ElectLeadersRequest: MessageCodec<ElectLeadersRequest> = {
  name: 'ElectLeadersRequest',
  apiKey: 43,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createElectLeadersRequest,
  encode(writer: Writer, message: ElectLeadersRequest, version: number): void {
    checkVersion('ElectLeadersRequest', 43, version, 0, 2);
    encodeElectLeadersRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ElectLeadersRequest {
    checkVersion('ElectLeadersRequest', 43, version, 0, 2);
    return decodeElectLeadersRequest(reader, version);
  },
};

/**
 * `PartitionResult` of Kafka's `ElectLeadersResponse` (api key 43, versions 0-2, flexible from 2).
 * @public
 */
export interface ElectLeadersResponsePartitionResult {
  /** The partition id. (versions 0-2) */
  partitionId: number;
  /** The result error, or zero if there was no error. (versions 0-2) */
  errorCode: number;
  /** The result message, or null if there was no error. (versions 0-2; nullable 0-2) */
  errorMessage: string | null;
}

/**
 * A {@link ElectLeadersResponsePartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createElectLeadersResponsePartitionResult(fields?: Partial<ElectLeadersResponsePartitionResult>): ElectLeadersResponsePartitionResult {
  const message: ElectLeadersResponsePartitionResult = {
    partitionId: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeElectLeadersResponsePartitionResult(writer: Writer, message: ElectLeadersResponsePartitionResult, version: number): void {
  writer.writeInt32(message.partitionId);
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeElectLeadersResponsePartitionResult(reader: Reader, version: number): ElectLeadersResponsePartitionResult {
  const partitionId = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 2 ? reader.readCompactString() : reader.readString());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { partitionId, errorCode, errorMessage };
}

/**
 * `ReplicaElectionResult` of Kafka's `ElectLeadersResponse` (api key 43, versions 0-2, flexible from 2).
 * @public
 */
export interface ElectLeadersResponseReplicaElectionResult {
  /** The topic name. (versions 0-2) */
  topic: string;
  /** The results for each partition. (versions 0-2) */
  partitionResult: ElectLeadersResponsePartitionResult[];
}

/**
 * A {@link ElectLeadersResponseReplicaElectionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createElectLeadersResponseReplicaElectionResult(fields?: Partial<ElectLeadersResponseReplicaElectionResult>): ElectLeadersResponseReplicaElectionResult {
  const message: ElectLeadersResponseReplicaElectionResult = {
    topic: '',
    partitionResult: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeElectLeadersResponseReplicaElectionResult(writer: Writer, message: ElectLeadersResponseReplicaElectionResult, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.topic);
  } else {
    writer.writeString(message.topic);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.partitionResult.length);
  } else {
    writer.writeArrayLength(message.partitionResult.length);
  }
  for (const item0 of message.partitionResult) {
    encodeElectLeadersResponsePartitionResult(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeElectLeadersResponseReplicaElectionResult(reader: Reader, version: number): ElectLeadersResponseReplicaElectionResult {
  const topic = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'ElectLeadersResponseReplicaElectionResult', 'Topic', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(7) : reader.readArrayLength(7)), 'ElectLeadersResponseReplicaElectionResult', 'PartitionResult', reader);
  const partitionResult: ElectLeadersResponsePartitionResult[] = [];
  for (let index = 0; index < count1; index++) partitionResult.push(decodeElectLeadersResponsePartitionResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topic, partitionResult };
}

/**
 * Kafka's `ElectLeadersResponse` (api key 43, versions 0-2, flexible from 2), one type across all versions.
 * @public
 */
export interface ElectLeadersResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 1-2) */
  errorCode: number;
  /** The election results, or an empty array if the requester did not have permission and the request asks for all partitions. (versions 0-2) */
  replicaElectionResults: ElectLeadersResponseReplicaElectionResult[];
}

/**
 * A {@link ElectLeadersResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createElectLeadersResponse(fields?: Partial<ElectLeadersResponse>): ElectLeadersResponse {
  const message: ElectLeadersResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    replicaElectionResults: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeElectLeadersResponse(writer: Writer, message: ElectLeadersResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 1) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('ElectLeadersResponse', 'ErrorCode', version);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.replicaElectionResults.length);
  } else {
    writer.writeArrayLength(message.replicaElectionResults.length);
  }
  for (const item2 of message.replicaElectionResults) {
    encodeElectLeadersResponseReplicaElectionResult(writer, item2, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeElectLeadersResponse(reader: Reader, version: number): ElectLeadersResponse {
  const throttleTimeMs = reader.readInt32();
  let errorCode: number = 0;
  if (version >= 1) {
    errorCode = reader.readInt16();
  }
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'ElectLeadersResponse', 'ReplicaElectionResults', reader);
  const replicaElectionResults: ElectLeadersResponseReplicaElectionResult[] = [];
  for (let index = 0; index < count3; index++) replicaElectionResults.push(decodeElectLeadersResponseReplicaElectionResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, replicaElectionResults };
}

/**
 * Codec of {@link ElectLeadersResponse} (api key 43, versions 0-2, flexible from 2).
 * @public
 */
export const ElectLeadersResponse: MessageCodec<ElectLeadersResponse> = {
  name: 'ElectLeadersResponse',
  apiKey: 43,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 2,
  create: createElectLeadersResponse,
  encode(writer: Writer, message: ElectLeadersResponse, version: number): void {
    checkVersion('ElectLeadersResponse', 43, version, 0, 2);
    encodeElectLeadersResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ElectLeadersResponse {
    checkVersion('ElectLeadersResponse', 43, version, 0, 2);
    return decodeElectLeadersResponse(reader, version);
  },
};
