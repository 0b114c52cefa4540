// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeLogDirsRequest.json, DescribeLogDirsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DescribableLogDirTopic` of Kafka's `DescribeLogDirsRequest` (api key 35, versions 1-5, flexible from 2).
 * @public
 */
export interface DescribeLogDirsRequestDescribableLogDirTopic {
  /** The topic name. (versions 1-5) */
  topic: string;
  /** The partition indexes. (versions 1-5) */
  partitions: number[];
}

/**
 * A {@link DescribeLogDirsRequestDescribableLogDirTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeLogDirsRequestDescribableLogDirTopic(fields?: Partial<DescribeLogDirsRequestDescribableLogDirTopic>): DescribeLogDirsRequestDescribableLogDirTopic {
  const message: DescribeLogDirsRequestDescribableLogDirTopic = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeLogDirsRequestDescribableLogDirTopic(writer: Writer, message: DescribeLogDirsRequestDescribableLogDirTopic, version: number): void {
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

function decodeDescribeLogDirsRequestDescribableLogDirTopic(reader: Reader, version: number): DescribeLogDirsRequestDescribableLogDirTopic {
  const topic = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeLogDirsRequestDescribableLogDirTopic', 'Topic', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'DescribeLogDirsRequestDescribableLogDirTopic', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topic, partitions };
}

/**
 * Kafka's `DescribeLogDirsRequest` (api key 35, versions 1-5, flexible from 2), one type across all versions.
 * @public
 */
export interface DescribeLogDirsRequest {
  /** Each topic that we want to describe log directories for, or null for all topics. (versions 1-5; nullable 1-5) */
  topics: DescribeLogDirsRequestDescribableLogDirTopic[] | null;
}

/**
 * A {@link DescribeLogDirsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeLogDirsRequest(fields?: Partial<DescribeLogDirsRequest>): DescribeLogDirsRequest {
  const message: DescribeLogDirsRequest = {
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeLogDirsRequest(writer: Writer, message: DescribeLogDirsRequest, version: number): void {
  if (message.topics === null) {
    if (version >= 2) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 2) {
      writer.writeCompactArrayLength(message.topics.length);
    } else {
      writer.writeArrayLength(message.topics.length);
    }
    for (const item2 of message.topics) {
      encodeDescribeLogDirsRequestDescribableLogDirTopic(writer, item2, version);
    }
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeLogDirsRequest(reader: Reader, version: number): DescribeLogDirsRequest {
  let topics: DescribeLogDirsRequestDescribableLogDirTopic[] | null;
  const count3 = (version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2));
  if (count3 === null) {
    topics = null;
  } else {
    const array3: DescribeLogDirsRequestDescribableLogDirTopic[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeDescribeLogDirsRequestDescribableLogDirTopic(reader, version));
    topics = array3;
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { topics };
}

/**
 * Codec of {@link DescribeLogDirsRequest} (api key 35, versions 1-5, flexible from 2).
 * @public
 */
export const DescribeLogDirsRequest: MessageCodec<DescribeLogDirsRequest> = {
  name: 'DescribeLogDirsRequest',
  apiKey: 35,
  minVersion: 1,
  maxVersion: 5,
  flexibleFrom: 2,
  create: createDescribeLogDirsRequest,
  encode(writer: Writer, message: DescribeLogDirsRequest, version: number): void {
    checkVersion('DescribeLogDirsRequest', 35, version, 1, 5);
    encodeDescribeLogDirsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeLogDirsRequest {
    checkVersion('DescribeLogDirsRequest', 35, version, 1, 5);
    return decodeDescribeLogDirsRequest(reader, version);
  },
};

/**
 * `DescribeLogDirsPartition` of Kafka's `DescribeLogDirsResponse` (api key 35, versions 1-5, flexible from 2).
 * @public
 */
export interface DescribeLogDirsResponseDescribeLogDirsPartition {
  /** The partition index. (versions 1-5) */
  partitionIndex: number;
  /** The size of the log segments in this partition in bytes. (versions 1-5) */
  partitionSize: bigint;
  /** The lag of the log's LEO w.r.t. partition's HW (if it is the current log for the partition) or current replica's LEO (if it is the future log for the partition). (versions 1-5) */
  offsetLag: bigint;
  /** True if this log is created by AlterReplicaLogDirsRequest and will replace the current log of the replica in the future. (versions 1-5) */
  isFutureKey: boolean;
}

/**
 * A {@link DescribeLogDirsResponseDescribeLogDirsPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeLogDirsResponseDescribeLogDirsPartition(fields?: Partial<DescribeLogDirsResponseDescribeLogDirsPartition>): DescribeLogDirsResponseDescribeLogDirsPartition {
  const message: DescribeLogDirsResponseDescribeLogDirsPartition = {
    partitionIndex: 0,
    partitionSize: 0n,
    offsetLag: 0n,
    isFutureKey: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeLogDirsResponseDescribeLogDirsPartition(writer: Writer, message: DescribeLogDirsResponseDescribeLogDirsPartition, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt64(message.partitionSize);
  writer.writeInt64(message.offsetLag);
  writer.writeBoolean(message.isFutureKey);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeLogDirsResponseDescribeLogDirsPartition(reader: Reader, version: number): DescribeLogDirsResponseDescribeLogDirsPartition {
  const partitionIndex = reader.readInt32();
  const partitionSize = reader.readInt64();
  const offsetLag = reader.readInt64();
  const isFutureKey = reader.readBoolean();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, partitionSize, offsetLag, isFutureKey };
}

/**
 * `DescribeLogDirsTopic` of Kafka's `DescribeLogDirsResponse` (api key 35, versions 1-5, flexible from 2).
 * @public
 */
export interface DescribeLogDirsResponseDescribeLogDirsTopic {
  /** The topic name. (versions 1-5) */
  name: string;
  /** The partitions. (versions 1-5) */
  partitions: DescribeLogDirsResponseDescribeLogDirsPartition[];
}

/**
 * A {@link DescribeLogDirsResponseDescribeLogDirsTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeLogDirsResponseDescribeLogDirsTopic(fields?: Partial<DescribeLogDirsResponseDescribeLogDirsTopic>): DescribeLogDirsResponseDescribeLogDirsTopic {
  const message: DescribeLogDirsResponseDescribeLogDirsTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeLogDirsResponseDescribeLogDirsTopic(writer: Writer, message: DescribeLogDirsResponseDescribeLogDirsTopic, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeDescribeLogDirsResponseDescribeLogDirsPartition(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeLogDirsResponseDescribeLogDirsTopic(reader: Reader, version: number): DescribeLogDirsResponseDescribeLogDirsTopic {
  const name = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeLogDirsResponseDescribeLogDirsTopic', 'Name', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(21) : reader.readArrayLength(21)), 'DescribeLogDirsResponseDescribeLogDirsTopic', 'Partitions', reader);
  const partitions: DescribeLogDirsResponseDescribeLogDirsPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeDescribeLogDirsResponseDescribeLogDirsPartition(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * `DescribeLogDirsResult` of Kafka's `DescribeLogDirsResponse` (api key 35, versions 1-5, flexible from 2).
 * @public
 */
export interface DescribeLogDirsResponseDescribeLogDirsResult {
  /** The error code, or 0 if there was no error. (versions 1-5) */
  errorCode: number;
  /** The absolute log directory path. (versions 1-5) */
  logDir: string;
  /** The topics. (versions 1-5) */
  topics: DescribeLogDirsResponseDescribeLogDirsTopic[];
  /** The total size in bytes of the volume the log directory is in. This value does not include the size of data stored in remote storage. (versions 4-5; ignorable) */
  totalBytes: bigint;
  /** The usable size in bytes of the volume the log directory is in. This value does not include the size of data stored in remote storage. (versions 4-5; ignorable) */
  usableBytes: bigint;
  /** True if this log directory is cordoned. (versions 5; ignorable) */
  isCordoned: boolean;
}

/**
 * A {@link DescribeLogDirsResponseDescribeLogDirsResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeLogDirsResponseDescribeLogDirsResult(fields?: Partial<DescribeLogDirsResponseDescribeLogDirsResult>): DescribeLogDirsResponseDescribeLogDirsResult {
  const message: DescribeLogDirsResponseDescribeLogDirsResult = {
    errorCode: 0,
    logDir: '',
    topics: [],
    totalBytes: -1n,
    usableBytes: -1n,
    isCordoned: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeLogDirsResponseDescribeLogDirsResult(writer: Writer, message: DescribeLogDirsResponseDescribeLogDirsResult, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactString(message.logDir);
  } else {
    writer.writeString(message.logDir);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeDescribeLogDirsResponseDescribeLogDirsTopic(writer, item2, version);
  }
  if (version >= 4) {
    writer.writeInt64(message.totalBytes);
  }
  if (version >= 4) {
    writer.writeInt64(message.usableBytes);
  }
  if (version >= 5) {
    writer.writeBoolean(message.isCordoned);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeLogDirsResponseDescribeLogDirsResult(reader: Reader, version: number): DescribeLogDirsResponseDescribeLogDirsResult {
  const errorCode = reader.readInt16();
  const logDir = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeLogDirsResponseDescribeLogDirsResult', 'LogDir', reader);
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'DescribeLogDirsResponseDescribeLogDirsResult', 'Topics', reader);
  const topics: DescribeLogDirsResponseDescribeLogDirsTopic[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeDescribeLogDirsResponseDescribeLogDirsTopic(reader, version));
  let totalBytes: bigint = -1n;
  if (version >= 4) {
    totalBytes = reader.readInt64();
  }
  let usableBytes: bigint = -1n;
  if (version >= 4) {
    usableBytes = reader.readInt64();
  }
  let isCordoned: boolean = false;
  if (version >= 5) {
    isCordoned = reader.readBoolean();
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, logDir, topics, totalBytes, usableBytes, isCordoned };
}

/**
 * Kafka's `DescribeLogDirsResponse` (api key 35, versions 1-5, flexible from 2), one type across all versions.
 * @public
 */
export interface DescribeLogDirsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-5) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 3-5; ignorable) */
  errorCode: number;
  /** The log directories. (versions 1-5) */
  results: DescribeLogDirsResponseDescribeLogDirsResult[];
}

/**
 * A {@link DescribeLogDirsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeLogDirsResponse(fields?: Partial<DescribeLogDirsResponse>): DescribeLogDirsResponse {
  const message: DescribeLogDirsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeLogDirsResponse(writer: Writer, message: DescribeLogDirsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 3) {
    writer.writeInt16(message.errorCode);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.results.length);
  } else {
    writer.writeArrayLength(message.results.length);
  }
  for (const item4 of message.results) {
    encodeDescribeLogDirsResponseDescribeLogDirsResult(writer, item4, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeLogDirsResponse(reader: Reader, version: number): DescribeLogDirsResponse {
  const throttleTimeMs = reader.readInt32();
  let errorCode: number = 0;
  if (version >= 3) {
    errorCode = reader.readInt16();
  }
  const count5 = nonNull((version >= 2 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'DescribeLogDirsResponse', 'Results', reader);
  const results: DescribeLogDirsResponseDescribeLogDirsResult[] = [];
  for (let index = 0; index < count5; index++) results.push(decodeDescribeLogDirsResponseDescribeLogDirsResult(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, results };
}

/**
 * Codec of {@link DescribeLogDirsResponse} (api key 35, versions 1-5, flexible from 2).
 * @public
 */
export const DescribeLogDirsResponse: MessageCodec<DescribeLogDirsResponse> = {
  name: 'DescribeLogDirsResponse',
  apiKey: 35,
  minVersion: 1,
  maxVersion: 5,
  flexibleFrom: 2,
  create: createDescribeLogDirsResponse,
  encode(writer: Writer, message: DescribeLogDirsResponse, version: number): void {
    checkVersion('DescribeLogDirsResponse', 35, version, 1, 5);
    encodeDescribeLogDirsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeLogDirsResponse {
    checkVersion('DescribeLogDirsResponse', 35, version, 1, 5);
    return decodeDescribeLogDirsResponse(reader, version);
  },
};
