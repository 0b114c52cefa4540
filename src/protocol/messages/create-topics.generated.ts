// Generated from Apache Kafka's message specs (Apache License 2.0), CreateTopicsRequest.json, CreateTopicsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `CreatableReplicaAssignment` of Kafka's `CreateTopicsRequest` (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export interface CreateTopicsRequestCreatableReplicaAssignment {
  /** The partition index. (versions 2-7) */
  partitionIndex: number;
  /** The brokers to place the partition on. (versions 2-7) */
  brokerIds: number[];
}

/**
 * A {@link CreateTopicsRequestCreatableReplicaAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsRequestCreatableReplicaAssignment(fields?: Partial<CreateTopicsRequestCreatableReplicaAssignment>): CreateTopicsRequestCreatableReplicaAssignment {
  const message: CreateTopicsRequestCreatableReplicaAssignment = {
    partitionIndex: 0,
    brokerIds: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsRequestCreatableReplicaAssignment(writer: Writer, message: CreateTopicsRequestCreatableReplicaAssignment, version: number): void {
  writer.writeInt32(message.partitionIndex);
  if (version >= 5) {
    writer.writeCompactArrayLength(message.brokerIds.length);
  } else {
    writer.writeArrayLength(message.brokerIds.length);
  }
  for (const item0 of message.brokerIds) {
    writer.writeInt32(item0);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeCreateTopicsRequestCreatableReplicaAssignment(reader: Reader, version: number): CreateTopicsRequestCreatableReplicaAssignment {
  const partitionIndex = reader.readInt32();
  const count1 = nonNull((version >= 5 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'CreateTopicsRequestCreatableReplicaAssignment', 'BrokerIds', reader);
  const brokerIds: number[] = [];
  for (let index = 0; index < count1; index++) brokerIds.push(reader.readInt32());
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, brokerIds };
}

/**
 * `CreatableTopicConfig` of Kafka's `CreateTopicsRequest` (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export interface CreateTopicsRequestCreatableTopicConfig {
  /** The configuration name. (versions 2-7) */
  name: string;
  /** The configuration value. (versions 2-7; nullable 2-7) */
  value: string | null;
}

/**
 * A {@link CreateTopicsRequestCreatableTopicConfig} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsRequestCreatableTopicConfig(fields?: Partial<CreateTopicsRequestCreatableTopicConfig>): CreateTopicsRequestCreatableTopicConfig {
  const message: CreateTopicsRequestCreatableTopicConfig = {
    name: '',
    value: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsRequestCreatableTopicConfig(writer: Writer, message: CreateTopicsRequestCreatableTopicConfig, version: number): void {
  if (version >= 5) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 5) {
    writer.writeCompactString(message.value);
  } else {
    writer.writeString(message.value);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeCreateTopicsRequestCreatableTopicConfig(reader: Reader, version: number): CreateTopicsRequestCreatableTopicConfig {
  const name = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'CreateTopicsRequestCreatableTopicConfig', 'Name', reader);
  const value = (version >= 5 ? reader.readCompactString() : reader.readString());
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { name, value };
}

/**
 * `CreatableTopic` of Kafka's `CreateTopicsRequest` (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export interface CreateTopicsRequestCreatableTopic {
  /** The topic name. (versions 2-7) */
  name: string;
  /** The number of partitions to create in the topic, or -1 if we are either specifying a manual partition assignment or using the default partitions. (versions 2-7) */
  numPartitions: number;
  /** The number of replicas to create for each partition in the topic, or -1 if we are either specifying a manual partition assignment or using the default replication factor. (versions 2-7) */
  replicationFactor: number;
  /** The manual partition assignment, or the empty array if we are using automatic assignment. (versions 2-7) */
  assignments: CreateTopicsRequestCreatableReplicaAssignment[];
  /** The custom topic configurations to set. (versions 2-7) */
  configs: CreateTopicsRequestCreatableTopicConfig[];
}

/**
 * A {@link CreateTopicsRequestCreatableTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsRequestCreatableTopic(fields?: Partial<CreateTopicsRequestCreatableTopic>): CreateTopicsRequestCreatableTopic {
  const message: CreateTopicsRequestCreatableTopic = {
    name: '',
    numPartitions: 0,
    replicationFactor: 0,
    assignments: [],
    configs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsRequestCreatableTopic(writer: Writer, message: CreateTopicsRequestCreatableTopic, version: number): void {
  if (version >= 5) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  writer.writeInt32(message.numPartitions);
  writer.writeInt16(message.replicationFactor);
  if (version >= 5) {
    writer.writeCompactArrayLength(message.assignments.length);
  } else {
    writer.writeArrayLength(message.assignments.length);
  }
  for (const item2 of message.assignments) {
    encodeCreateTopicsRequestCreatableReplicaAssignment(writer, item2, version);
  }
  if (version >= 5) {
    writer.writeCompactArrayLength(message.configs.length);
  } else {
    writer.writeArrayLength(message.configs.length);
  }
  for (const item3 of message.configs) {
    encodeCreateTopicsRequestCreatableTopicConfig(writer, item3, version);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeCreateTopicsRequestCreatableTopic(reader: Reader, version: number): CreateTopicsRequestCreatableTopic {
  const name = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'CreateTopicsRequestCreatableTopic', 'Name', reader);
  const numPartitions = reader.readInt32();
  const replicationFactor = reader.readInt16();
  const count4 = nonNull((version >= 5 ? reader.readCompactArrayLength(5) : reader.readArrayLength(5)), 'CreateTopicsRequestCreatableTopic', 'Assignments', reader);
  const assignments: CreateTopicsRequestCreatableReplicaAssignment[] = [];
  for (let index = 0; index < count4; index++) assignments.push(decodeCreateTopicsRequestCreatableReplicaAssignment(reader, version));
  const count5 = nonNull((version >= 5 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'CreateTopicsRequestCreatableTopic', 'Configs', reader);
  const configs: CreateTopicsRequestCreatableTopicConfig[] = [];
  for (let index = 0; index < count5; index++) configs.push(decodeCreateTopicsRequestCreatableTopicConfig(reader, version));
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { name, numPartitions, replicationFactor, assignments, configs };
}

/**
 * Kafka's `CreateTopicsRequest` (api key 19, versions 2-7, flexible from 5), one type across all versions.
 * @public
 */
export interface CreateTopicsRequest {
  /** The topics to create. (versions 2-7) */
  topics: CreateTopicsRequestCreatableTopic[];
  /** How long to wait in milliseconds before timing out the request. (versions 2-7) */
  timeoutMs: number;
  /** If true, check that the topics can be created as specified, but don't create anything. (versions 2-7) */
  validateOnly: boolean;
}

/**
 * A {@link CreateTopicsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsRequest(fields?: Partial<CreateTopicsRequest>): CreateTopicsRequest {
  const message: CreateTopicsRequest = {
    topics: [],
    timeoutMs: 60000,
    validateOnly: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsRequest(writer: Writer, message: CreateTopicsRequest, version: number): void {
  if (version >= 5) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item6 of message.topics) {
    encodeCreateTopicsRequestCreatableTopic(writer, item6, version);
  }
  writer.writeInt32(message.timeoutMs);
  writer.writeBoolean(message.validateOnly);
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeCreateTopicsRequest(reader: Reader, version: number): CreateTopicsRequest {
  const count7 = nonNull((version >= 5 ? reader.readCompactArrayLength(9) : reader.readArrayLength(9)), 'CreateTopicsRequest', 'Topics', reader);
  const topics: CreateTopicsRequestCreatableTopic[] = [];
  for (let index = 0; index < count7; index++) topics.push(decodeCreateTopicsRequestCreatableTopic(reader, version));
  const timeoutMs = reader.readInt32();
  const validateOnly = reader.readBoolean();
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { topics, timeoutMs, validateOnly };
}

/**
 * Codec of {@link CreateTopicsRequest} (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export const CreateTopicsRequest: MessageCodec<CreateTopicsRequest> = {
  name: 'CreateTopicsRequest',
  apiKey: 19,
  minVersion: 2,
  maxVersion: 7,
  flexibleFrom: 5,
  create: createCreateTopicsRequest,
  encode(writer: Writer, message: CreateTopicsRequest, version: number): void {
    checkVersion('CreateTopicsRequest', 19, version, 2, 7);
    encodeCreateTopicsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): CreateTopicsRequest {
    checkVersion('CreateTopicsRequest', 19, version, 2, 7);
    return decodeCreateTopicsRequest(reader, version);
  },
};

/**
 * `CreatableTopicConfigs` of Kafka's `CreateTopicsResponse` (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export interface CreateTopicsResponseCreatableTopicConfigs {
  /** The configuration name. (versions 5-7) */
  name: string;
  /** The configuration value. (versions 5-7; nullable 5-7) */
  value: string | null;
  /** True if the configuration is read-only. (versions 5-7) */
  readOnly: boolean;
  /** The configuration source. (versions 5-7; ignorable) */
  configSource: number;
  /** True if this configuration is sensitive. (versions 5-7) */
  isSensitive: boolean;
}

/**
 * A {@link CreateTopicsResponseCreatableTopicConfigs} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsResponseCreatableTopicConfigs(fields?: Partial<CreateTopicsResponseCreatableTopicConfigs>): CreateTopicsResponseCreatableTopicConfigs {
  const message: CreateTopicsResponseCreatableTopicConfigs = {
    name: '',
    value: '',
    readOnly: false,
    configSource: -1,
    isSensitive: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsResponseCreatableTopicConfigs(writer: Writer, message: CreateTopicsResponseCreatableTopicConfigs, version: number): void {
  if (version >= 5) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('CreateTopicsResponseCreatableTopicConfigs', 'Name', version);
  }
  if (version >= 5) {
    writer.writeCompactString(message.value);
  } else {
    if (message.value !== '') throw missingFieldError('CreateTopicsResponseCreatableTopicConfigs', 'Value', version);
  }
  if (version >= 5) {
    writer.writeBoolean(message.readOnly);
  } else {
    if (message.readOnly) throw missingFieldError('CreateTopicsResponseCreatableTopicConfigs', 'ReadOnly', version);
  }
  if (version >= 5) {
    writer.writeInt8(message.configSource);
  }
  if (version >= 5) {
    writer.writeBoolean(message.isSensitive);
  } else {
    if (message.isSensitive) throw missingFieldError('CreateTopicsResponseCreatableTopicConfigs', 'IsSensitive', version);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeCreateTopicsResponseCreatableTopicConfigs(reader: Reader, version: number): CreateTopicsResponseCreatableTopicConfigs {
  let name: string = '';
  if (version >= 5) {
    name = nonNull(reader.readCompactString(), 'CreateTopicsResponseCreatableTopicConfigs', 'Name', reader);
  }
  let value: string | null = '';
  if (version >= 5) {
    value = reader.readCompactString();
  }
  let readOnly: boolean = false;
  if (version >= 5) {
    readOnly = reader.readBoolean();
  }
  let configSource: number = -1;
  if (version >= 5) {
    configSource = reader.readInt8();
  }
  let isSensitive: boolean = false;
  if (version >= 5) {
    isSensitive = reader.readBoolean();
  }
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { name, value, readOnly, configSource, isSensitive };
}

/**
 * `CreatableTopicResult` of Kafka's `CreateTopicsResponse` (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export interface CreateTopicsResponseCreatableTopicResult {
  /** The topic name. (versions 2-7) */
  name: string;
  /** The unique topic ID. (versions 7; ignorable) */
  topicId: Uuid;
  /** The error code, or 0 if there was no error. (versions 2-7) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 2-7; nullable 2-7; ignorable) */
  errorMessage: string | null;
  /** Optional topic config error returned if configs are not returned in the response. (versions 5-7; tag 0 in 5-7; ignorable) */
  topicConfigErrorCode: number;
  /** Number of partitions of the topic. (versions 5-7; ignorable) */
  numPartitions: number;
  /** Replication factor of the topic. (versions 5-7; ignorable) */
  replicationFactor: number;
  /** Configuration of the topic. (versions 5-7; nullable 5-7; ignorable) */
  configs: CreateTopicsResponseCreatableTopicConfigs[] | null;
}

/**
 * A {@link CreateTopicsResponseCreatableTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsResponseCreatableTopicResult(fields?: Partial<CreateTopicsResponseCreatableTopicResult>): CreateTopicsResponseCreatableTopicResult {
  const message: CreateTopicsResponseCreatableTopicResult = {
    name: '',
    topicId: ZERO_UUID,
    errorCode: 0,
    errorMessage: '',
    topicConfigErrorCode: 0,
    numPartitions: -1,
    replicationFactor: -1,
    configs: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsResponseCreatableTopicResult(writer: Writer, message: CreateTopicsResponseCreatableTopicResult, version: number): void {
  if (version >= 5) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 7) {
    writer.writeUuid(message.topicId);
  }
  writer.writeInt16(message.errorCode);
  if (version >= 5) {
    writer.writeCompactString(message.errorMessage);
  } else {
    writer.writeString(message.errorMessage);
  }
  if (version >= 5) {
    writer.writeInt32(message.numPartitions);
  }
  if (version >= 5) {
    writer.writeInt16(message.replicationFactor);
  }
  if (version >= 5) {
    if (message.configs === null) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeCompactArrayLength(message.configs.length);
      for (const item0 of message.configs) {
        encodeCreateTopicsResponseCreatableTopicConfigs(writer, item0, version);
      }
    }
  }
  if (version >= 5) {
    let taggedCount = 0;
    if (version >= 5 && message.topicConfigErrorCode !== 0) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 5 && message.topicConfigErrorCode !== 0) {
      const start = beginTaggedField(writer, 0);
      writer.writeInt16(message.topicConfigErrorCode);
      endTaggedField(writer, start);
    }
  }
}

function decodeCreateTopicsResponseCreatableTopicResult(reader: Reader, version: number): CreateTopicsResponseCreatableTopicResult {
  const name = nonNull((version >= 5 ? reader.readCompactString() : reader.readString()), 'CreateTopicsResponseCreatableTopicResult', 'Name', reader);
  let topicId: Uuid = ZERO_UUID;
  if (version >= 7) {
    topicId = reader.readUuid();
  }
  const errorCode = reader.readInt16();
  const errorMessage = (version >= 5 ? reader.readCompactString() : reader.readString());
  let topicConfigErrorCode: number = 0;
  let numPartitions: number = -1;
  if (version >= 5) {
    numPartitions = reader.readInt32();
  }
  let replicationFactor: number = -1;
  if (version >= 5) {
    replicationFactor = reader.readInt16();
  }
  let configs: CreateTopicsResponseCreatableTopicConfigs[] | null = [];
  if (version >= 5) {
    const count1 = reader.readCompactArrayLength(1);
    if (count1 === null) {
      configs = null;
    } else {
      const array1: CreateTopicsResponseCreatableTopicConfigs[] = [];
      for (let index = 0; index < count1; index++) array1.push(decodeCreateTopicsResponseCreatableTopicConfigs(reader, version));
      configs = array1;
    }
  }
  if (version >= 5) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 5) {
            topicConfigErrorCode = reader.readInt16();
            checkTaggedFieldEnd(reader, end, 'CreateTopicsResponseCreatableTopicResult', 'TopicConfigErrorCode');
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
  return { name, topicId, errorCode, errorMessage, topicConfigErrorCode, numPartitions, replicationFactor, configs };
}

/**
 * Kafka's `CreateTopicsResponse` (api key 19, versions 2-7, flexible from 5), one type across all versions.
 * @public
 */
export interface CreateTopicsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 2-7; ignorable) */
  throttleTimeMs: number;
  /** Results for each topic we tried to create. (versions 2-7) */
  topics: CreateTopicsResponseCreatableTopicResult[];
}

/**
 * A {@link CreateTopicsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateTopicsResponse(fields?: Partial<CreateTopicsResponse>): CreateTopicsResponse {
  const message: CreateTopicsResponse = {
    throttleTimeMs: 0,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateTopicsResponse(writer: Writer, message: CreateTopicsResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 5) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item2 of message.topics) {
    encodeCreateTopicsResponseCreatableTopicResult(writer, item2, version);
  }
  if (version >= 5) {
    writer.writeUVarint(0);
  }
}

function decodeCreateTopicsResponse(reader: Reader, version: number): CreateTopicsResponse {
  const throttleTimeMs = reader.readInt32();
  const count3 = nonNull((version >= 5 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'CreateTopicsResponse', 'Topics', reader);
  const topics: CreateTopicsResponseCreatableTopicResult[] = [];
  for (let index = 0; index < count3; index++) topics.push(decodeCreateTopicsResponseCreatableTopicResult(reader, version));
  if (version >= 5) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics };
}

/**
 * Codec of {@link CreateTopicsResponse} (api key 19, versions 2-7, flexible from 5).
 * @public
 */
export const CreateTopicsResponse: MessageCodec<CreateTopicsResponse> = {
  name: 'CreateTopicsResponse',
  apiKey: 19,
  minVersion: 2,
  maxVersion: 7,
  flexibleFrom: 5,
  create: createCreateTopicsResponse,
  encode(writer: Writer, message: CreateTopicsResponse, version: number): void {
    checkVersion('CreateTopicsResponse', 19, version, 2, 7);
    encodeCreateTopicsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): CreateTopicsResponse {
    checkVersion('CreateTopicsResponse', 19, version, 2, 7);
    return decodeCreateTopicsResponse(reader, version);
  },
};
