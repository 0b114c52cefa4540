// Generated from Apache Kafka's message specs (Apache License 2.0), OffsetFetchRequest.json, OffsetFetchResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, nullFieldError, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `OffsetFetchRequestTopic` of Kafka's `OffsetFetchRequest` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchRequestOffsetFetchRequestTopic {
  /** The topic name. (versions 1-7) */
  name: string;
  /** The partition indexes we would like to fetch offsets for. (versions 1-7) */
  partitionIndexes: number[];
}

/**
 * A {@link OffsetFetchRequestOffsetFetchRequestTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchRequestOffsetFetchRequestTopic(fields?: Partial<OffsetFetchRequestOffsetFetchRequestTopic>): OffsetFetchRequestOffsetFetchRequestTopic {
  const message: OffsetFetchRequestOffsetFetchRequestTopic = {
    name: '',
    partitionIndexes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchRequestOffsetFetchRequestTopic(writer: Writer, message: OffsetFetchRequestOffsetFetchRequestTopic, version: number): void {
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  } else {
    if (message.name !== '') throw missingFieldError('OffsetFetchRequestOffsetFetchRequestTopic', 'Name', version);
  }
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactArrayLength(message.partitionIndexes.length);
    } else {
      writer.writeArrayLength(message.partitionIndexes.length);
    }
    for (const item0 of message.partitionIndexes) {
      writer.writeInt32(item0);
    }
  } else {
    if (message.partitionIndexes.length !== 0) throw missingFieldError('OffsetFetchRequestOffsetFetchRequestTopic', 'PartitionIndexes', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchRequestOffsetFetchRequestTopic(reader: Reader, version: number): OffsetFetchRequestOffsetFetchRequestTopic {
  let name: string = '';
  if (version <= 7) {
    name = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'OffsetFetchRequestOffsetFetchRequestTopic', 'Name', reader);
  }
  let partitionIndexes: number[] = [];
  if (version <= 7) {
    const count1 = nonNull((version >= 6 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'OffsetFetchRequestOffsetFetchRequestTopic', 'PartitionIndexes', reader);
    const array1: number[] = [];
    for (let index = 0; index < count1; index++) array1.push(reader.readInt32());
    partitionIndexes = array1;
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, partitionIndexes };
}

/**
 * `OffsetFetchRequestTopics` of Kafka's `OffsetFetchRequest` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchRequestOffsetFetchRequestTopics {
  /** The topic name. (versions 8-9; ignorable) */
  name: string;
  /** The topic ID. (versions 10; ignorable) */
  topicId: Uuid;
  /** The partition indexes we would like to fetch offsets for. (versions 8-10) */
  partitionIndexes: number[];
}

/**
 * A {@link OffsetFetchRequestOffsetFetchRequestTopics} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchRequestOffsetFetchRequestTopics(fields?: Partial<OffsetFetchRequestOffsetFetchRequestTopics>): OffsetFetchRequestOffsetFetchRequestTopics {
  const message: OffsetFetchRequestOffsetFetchRequestTopics = {
    name: '',
    topicId: ZERO_UUID,
    partitionIndexes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchRequestOffsetFetchRequestTopics(writer: Writer, message: OffsetFetchRequestOffsetFetchRequestTopics, version: number): void {
  if (version >= 8 && version <= 9) {
    writer.writeCompactString(message.name);
  }
  if (version >= 10) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.partitionIndexes.length);
    for (const item2 of message.partitionIndexes) {
      writer.writeInt32(item2);
    }
  } else {
    if (message.partitionIndexes.length !== 0) throw missingFieldError('OffsetFetchRequestOffsetFetchRequestTopics', 'PartitionIndexes', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchRequestOffsetFetchRequestTopics(reader: Reader, version: number): OffsetFetchRequestOffsetFetchRequestTopics {
  let name: string = '';
  if (version >= 8 && version <= 9) {
    name = nonNull(reader.readCompactString(), 'OffsetFetchRequestOffsetFetchRequestTopics', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 10) {
    topicId = reader.readUuid();
  }
  let partitionIndexes: number[] = [];
  if (version >= 8) {
    const count3 = nonNull(reader.readCompactArrayLength(4), 'OffsetFetchRequestOffsetFetchRequestTopics', 'PartitionIndexes', reader);
    const array3: number[] = [];
    for (let index = 0; index < count3; index++) array3.push(reader.readInt32());
    partitionIndexes = array3;
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitionIndexes };
}

/**
 * `OffsetFetchRequestGroup` of Kafka's `OffsetFetchRequest` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchRequestOffsetFetchRequestGroup {
  /** The group ID. (versions 8-10) */
  groupId: string;
  /** The member id. (versions 9-10; nullable 9-10; ignorable) */
  memberId: string | null;
  /** The member epoch if using the new consumer protocol (KIP-848). (versions 9-10; ignorable) */
  memberEpoch: number;
  /** Each topic we would like to fetch offsets for, or null to fetch offsets for all topics. (versions 8-10; nullable 8-10) */
  topics: OffsetFetchRequestOffsetFetchRequestTopics[] | null;
}

/**
 * A {@link OffsetFetchRequestOffsetFetchRequestGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchRequestOffsetFetchRequestGroup(fields?: Partial<OffsetFetchRequestOffsetFetchRequestGroup>): OffsetFetchRequestOffsetFetchRequestGroup {
  const message: OffsetFetchRequestOffsetFetchRequestGroup = {
    groupId: '',
    memberId: null,
    memberEpoch: -1,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchRequestOffsetFetchRequestGroup(writer: Writer, message: OffsetFetchRequestOffsetFetchRequestGroup, version: number): void {
  if (version >= 8) {
    writer.writeCompactString(message.groupId);
  } else {
    if (message.groupId !== '') throw missingFieldError('OffsetFetchRequestOffsetFetchRequestGroup', 'GroupId', version);
  }
  if (version >= 9) {
    writer.writeCompactString(message.memberId);
  }
  if (version >= 9) {
    writer.writeInt32(message.memberEpoch);
  }
  if (version >= 8) {
    if (message.topics === null) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeCompactArrayLength(message.topics.length);
      for (const item4 of message.topics) {
        encodeOffsetFetchRequestOffsetFetchRequestTopics(writer, item4, version);
      }
    }
  } else {
    if ((message.topics === null || message.topics.length !== 0)) throw missingFieldError('OffsetFetchRequestOffsetFetchRequestGroup', 'Topics', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchRequestOffsetFetchRequestGroup(reader: Reader, version: number): OffsetFetchRequestOffsetFetchRequestGroup {
  let groupId: string = '';
  if (version >= 8) {
    groupId = nonNull(reader.readCompactString(), 'OffsetFetchRequestOffsetFetchRequestGroup', 'GroupId', reader);
  }
  let memberId: string | null = null;
  if (version >= 9) {
    memberId = reader.readCompactString();
  }
  let memberEpoch: number = -1;
  if (version >= 9) {
    memberEpoch = reader.readInt32();
  }
  let topics: OffsetFetchRequestOffsetFetchRequestTopics[] | null = [];
  if (version >= 8) {
    const count5 = reader.readCompactArrayLength(1);
    if (count5 === null) {
      topics = null;
    } else {
      const array5: OffsetFetchRequestOffsetFetchRequestTopics[] = [];
      for (let index = 0; index < count5; index++) array5.push(decodeOffsetFetchRequestOffsetFetchRequestTopics(reader, version));
      topics = array5;
    }
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { groupId, memberId, memberEpoch, topics };
}

/**
 * Kafka's `OffsetFetchRequest` (api key 9, versions 1-10, flexible from 6), one type across all versions.
 * @public
 */
export interface OffsetFetchRequest {
  /** The group to fetch offsets for. (versions 1-7) */
  groupId: string;
  /** Each topic we would like to fetch offsets for, or null to fetch offsets for all topics. (versions 1-7; nullable 2-7) */
  topics: OffsetFetchRequestOffsetFetchRequestTopic[] | null;
  /** Each group we would like to fetch offsets for. (versions 8-10) */
  groups: OffsetFetchRequestOffsetFetchRequestGroup[];
  /** Whether broker should hold on returning unstable offsets but set a retriable error code for the partitions. (versions 7-10) */
  requireStable: boolean;
}

/**
 * A {@link OffsetFetchRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchRequest(fields?: Partial<OffsetFetchRequest>): OffsetFetchRequest {
  const message: OffsetFetchRequest = {
    groupId: '',
    topics: [],
    groups: [],
    requireStable: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchRequest(writer: Writer, message: OffsetFetchRequest, version: number): void {
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactString(message.groupId);
    } else {
      writer.writeString(message.groupId);
    }
  } else {
    if (message.groupId !== '') throw missingFieldError('OffsetFetchRequest', 'GroupId', version);
  }
  if (version <= 7) {
    if (!(version >= 2)) {
      if (message.topics === null) throw nullFieldError('OffsetFetchRequest', 'Topics', version);
    }
    if (message.topics === null) {
      if (version >= 6) {
        writer.writeCompactArrayLength(null);
      } else {
        writer.writeArrayLength(null);
      }
    } else {
      if (version >= 6) {
        writer.writeCompactArrayLength(message.topics.length);
      } else {
        writer.writeArrayLength(message.topics.length);
      }
      for (const item6 of message.topics) {
        encodeOffsetFetchRequestOffsetFetchRequestTopic(writer, item6, version);
      }
    }
  } else {
    if ((message.topics === null || message.topics.length !== 0)) throw missingFieldError('OffsetFetchRequest', 'Topics', version);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.groups.length);
    for (const item7 of message.groups) {
      encodeOffsetFetchRequestOffsetFetchRequestGroup(writer, item7, version);
    }
  } else {
    if (message.groups.length !== 0) throw missingFieldError('OffsetFetchRequest', 'Groups', version);
  }
  if (version >= 7) {
    writer.writeBoolean(message.requireStable);
  } else {
    if (message.requireStable) throw missingFieldError('OffsetFetchRequest', 'RequireStable', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchRequest(reader: Reader, version: number): OffsetFetchRequest {
  let groupId: string = '';
  if (version <= 7) {
    groupId = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'OffsetFetchRequest', 'GroupId', reader);
  }
  let topics: OffsetFetchRequestOffsetFetchRequestTopic[] | null = [];
  if (version <= 7) {
    const count8 = (version >= 6 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1));
    if (count8 === null) {
      topics = null;
    } else {
      const array8: OffsetFetchRequestOffsetFetchRequestTopic[] = [];
      for (let index = 0; index < count8; index++) array8.push(decodeOffsetFetchRequestOffsetFetchRequestTopic(reader, version));
      topics = array8;
    }
  }
  let groups: OffsetFetchRequestOffsetFetchRequestGroup[] = [];
  if (version >= 8) {
    const count9 = nonNull(reader.readCompactArrayLength(1), 'OffsetFetchRequest', 'Groups', reader);
    const array9: OffsetFetchRequestOffsetFetchRequestGroup[] = [];
    for (let index = 0; index < count9; index++) array9.push(decodeOffsetFetchRequestOffsetFetchRequestGroup(reader, version));
    groups = array9;
  }
  let requireStable: boolean = false;
  if (version >= 7) {
    requireStable = reader.readBoolean();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { groupId, topics, groups, requireStable };
}

/**
 * Codec of {@link OffsetFetchRequest} (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export const OffsetFetchRequest: MessageCodec<OffsetFetchRequest> = {
  name: 'OffsetFetchRequest',
  apiKey: 9,
  minVersion: 1,
  maxVersion: 10,
  flexibleFrom: 6,
  create: createOffsetFetchRequest,
  encode(writer: Writer, message: OffsetFetchRequest, version: number): void {
    checkVersion('OffsetFetchRequest', 9, version, 1, 10);
    encodeOffsetFetchRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): OffsetFetchRequest {
    checkVersion('OffsetFetchRequest', 9, version, 1, 10);
    return decodeOffsetFetchRequest(reader, version);
  },
};

/**
 * `OffsetFetchResponsePartition` of Kafka's `OffsetFetchResponse` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchResponseOffsetFetchResponsePartition {
  /** The partition index. (versions 1-7) */
  partitionIndex: number;
  /** The committed message offset. (versions 1-7) */
  committedOffset: bigint;
  /** The leader epoch. (versions 5-7; ignorable) */
  committedLeaderEpoch: number;
  /** The partition metadata. (versions 1-7; nullable 1-7) */
  metadata: string | null;
  /** The error code, or 0 if there was no error. (versions 1-7) */
  errorCode: number;
}

/**
 * A {@link OffsetFetchResponseOffsetFetchResponsePartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchResponseOffsetFetchResponsePartition(fields?: Partial<OffsetFetchResponseOffsetFetchResponsePartition>): OffsetFetchResponseOffsetFetchResponsePartition {
  const message: OffsetFetchResponseOffsetFetchResponsePartition = {
    partitionIndex: 0,
    committedOffset: 0n,
    committedLeaderEpoch: -1,
    metadata: '',
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchResponseOffsetFetchResponsePartition(writer: Writer, message: OffsetFetchResponseOffsetFetchResponsePartition, version: number): void {
  if (version <= 7) {
    writer.writeInt32(message.partitionIndex);
  } else {
    if (message.partitionIndex !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartition', 'PartitionIndex', version);
  }
  if (version <= 7) {
    writer.writeInt64(message.committedOffset);
  } else {
    if (message.committedOffset !== 0n) throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartition', 'CommittedOffset', version);
  }
  if (version >= 5 && version <= 7) {
    writer.writeInt32(message.committedLeaderEpoch);
  }
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactString(message.metadata);
    } else {
      writer.writeString(message.metadata);
    }
  } else {
    if (message.metadata !== '') throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartition', 'Metadata', version);
  }
  if (version <= 7) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartition', 'ErrorCode', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchResponseOffsetFetchResponsePartition(reader: Reader, version: number): OffsetFetchResponseOffsetFetchResponsePartition {
  let partitionIndex: number = 0;
  if (version <= 7) {
    partitionIndex = reader.readInt32();
  }
  let committedOffset: bigint = 0n;
  if (version <= 7) {
    committedOffset = reader.readInt64();
  }
  let committedLeaderEpoch: number = -1;
  if (version >= 5 && version <= 7) {
    committedLeaderEpoch = reader.readInt32();
  }
  let metadata: string | null = '';
  if (version <= 7) {
    metadata = (version >= 6 ? reader.readCompactString() : reader.readString());
  }
  let errorCode: number = 0;
  if (version <= 7) {
    errorCode = reader.readInt16();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, committedOffset, committedLeaderEpoch, metadata, errorCode };
}

/**
 * `OffsetFetchResponseTopic` of Kafka's `OffsetFetchResponse` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchResponseOffsetFetchResponseTopic {
  /** The topic name. (versions 1-7) */
  name: string;
  /** The responses per partition. (versions 1-7) */
  partitions: OffsetFetchResponseOffsetFetchResponsePartition[];
}

/**
 * A {@link OffsetFetchResponseOffsetFetchResponseTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchResponseOffsetFetchResponseTopic(fields?: Partial<OffsetFetchResponseOffsetFetchResponseTopic>): OffsetFetchResponseOffsetFetchResponseTopic {
  const message: OffsetFetchResponseOffsetFetchResponseTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchResponseOffsetFetchResponseTopic(writer: Writer, message: OffsetFetchResponseOffsetFetchResponseTopic, version: number): void {
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactString(message.name);
    } else {
      writer.writeString(message.name);
    }
  } else {
    if (message.name !== '') throw missingFieldError('OffsetFetchResponseOffsetFetchResponseTopic', 'Name', version);
  }
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactArrayLength(message.partitions.length);
    } else {
      writer.writeArrayLength(message.partitions.length);
    }
    for (const item0 of message.partitions) {
      encodeOffsetFetchResponseOffsetFetchResponsePartition(writer, item0, version);
    }
  } else {
    if (message.partitions.length !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponseTopic', 'Partitions', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchResponseOffsetFetchResponseTopic(reader: Reader, version: number): OffsetFetchResponseOffsetFetchResponseTopic {
  let name: string = '';
  if (version <= 7) {
    name = nonNull((version >= 6 ? reader.readCompactString() : reader.readString()), 'OffsetFetchResponseOffsetFetchResponseTopic', 'Name', reader);
  }
  let partitions: OffsetFetchResponseOffsetFetchResponsePartition[] = [];
  if (version <= 7) {
    const count1 = nonNull((version >= 6 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'OffsetFetchResponseOffsetFetchResponseTopic', 'Partitions', reader);
    const array1: OffsetFetchResponseOffsetFetchResponsePartition[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeOffsetFetchResponseOffsetFetchResponsePartition(reader, version));
    partitions = array1;
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * `OffsetFetchResponsePartitions` of Kafka's `OffsetFetchResponse` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchResponseOffsetFetchResponsePartitions {
  /** The partition index. (versions 8-10) */
  partitionIndex: number;
  /** The committed message offset. (versions 8-10) */
  committedOffset: bigint;
  /** The leader epoch. (versions 8-10; ignorable) */
  committedLeaderEpoch: number;
  /** The partition metadata. (versions 8-10; nullable 8-10) */
  metadata: string | null;
  /** The partition-level error code, or 0 if there was no error. (versions 8-10) */
  errorCode: number;
}

/**
 * A {@link OffsetFetchResponseOffsetFetchResponsePartitions} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchResponseOffsetFetchResponsePartitions(fields?: Partial<OffsetFetchResponseOffsetFetchResponsePartitions>): OffsetFetchResponseOffsetFetchResponsePartitions {
  const message: OffsetFetchResponseOffsetFetchResponsePartitions = {
    partitionIndex: 0,
    committedOffset: 0n,
    committedLeaderEpoch: -1,
    metadata: '',
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchResponseOffsetFetchResponsePartitions(writer: Writer, message: OffsetFetchResponseOffsetFetchResponsePartitions, version: number): void {
  if (version >= 8) {
    writer.writeInt32(message.partitionIndex);
  } else {
    if (message.partitionIndex !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartitions', 'PartitionIndex', version);
  }
  if (version >= 8) {
    writer.writeInt64(message.committedOffset);
  } else {
    if (message.committedOffset !== 0n) throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartitions', 'CommittedOffset', version);
  }
  if (version >= 8) {
    writer.writeInt32(message.committedLeaderEpoch);
  }
  if (version >= 8) {
    writer.writeCompactString(message.metadata);
  } else {
    if (message.metadata !== '') throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartitions', 'Metadata', version);
  }
  if (version >= 8) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponsePartitions', 'ErrorCode', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchResponseOffsetFetchResponsePartitions(reader: Reader, version: number): OffsetFetchResponseOffsetFetchResponsePartitions {
  let partitionIndex: number = 0;
  if (version >= 8) {
    partitionIndex = reader.readInt32();
  }
  let committedOffset: bigint = 0n;
  if (version >= 8) {
    committedOffset = reader.readInt64();
  }
  let committedLeaderEpoch: number = -1;
  if (version >= 8) {
    committedLeaderEpoch = reader.readInt32();
  }
  let metadata: string | null = '';
  if (version >= 8) {
    metadata = reader.readCompactString();
  }
  let errorCode: number = 0;
  if (version >= 8) {
    errorCode = reader.readInt16();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, committedOffset, committedLeaderEpoch, metadata, errorCode };
}

/**
 * `OffsetFetchResponseTopics` of Kafka's `OffsetFetchResponse` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchResponseOffsetFetchResponseTopics {
  /** The topic name. (versions 8-9; ignorable) */
  name: string;
  /** The topic ID. (versions 10; ignorable) */
  topicId: Uuid;
  /** The responses per partition. (versions 8-10) */
  partitions: OffsetFetchResponseOffsetFetchResponsePartitions[];
}

/**
 * A {@link OffsetFetchResponseOffsetFetchResponseTopics} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchResponseOffsetFetchResponseTopics(fields?: Partial<OffsetFetchResponseOffsetFetchResponseTopics>): OffsetFetchResponseOffsetFetchResponseTopics {
  const message: OffsetFetchResponseOffsetFetchResponseTopics = {
    name: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchResponseOffsetFetchResponseTopics(writer: Writer, message: OffsetFetchResponseOffsetFetchResponseTopics, version: number): void {
  if (version >= 8 && version <= 9) {
    writer.writeCompactString(message.name);
  }
  if (version >= 10) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.partitions.length);
    for (const item2 of message.partitions) {
      encodeOffsetFetchResponseOffsetFetchResponsePartitions(writer, item2, version);
    }
  } else {
    if (message.partitions.length !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponseTopics', 'Partitions', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchResponseOffsetFetchResponseTopics(reader: Reader, version: number): OffsetFetchResponseOffsetFetchResponseTopics {
  let name: string = '';
  if (version >= 8 && version <= 9) {
    name = nonNull(reader.readCompactString(), 'OffsetFetchResponseOffsetFetchResponseTopics', 'Name', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 10) {
    topicId = reader.readUuid();
  }
  let partitions: OffsetFetchResponseOffsetFetchResponsePartitions[] = [];
  if (version >= 8) {
    const count3 = nonNull(reader.readCompactArrayLength(1), 'OffsetFetchResponseOffsetFetchResponseTopics', 'Partitions', reader);
    const array3: OffsetFetchResponseOffsetFetchResponsePartitions[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeOffsetFetchResponseOffsetFetchResponsePartitions(reader, version));
    partitions = array3;
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { name, topicId, partitions };
}

/**
 * `OffsetFetchResponseGroup` of Kafka's `OffsetFetchResponse` (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export interface OffsetFetchResponseOffsetFetchResponseGroup {
  /** The group ID. (versions 8-10) */
  groupId: string;
  /** The responses per topic. (versions 8-10) */
  topics: OffsetFetchResponseOffsetFetchResponseTopics[];
  /** The group-level error code, or 0 if there was no error. (versions 8-10) */
  errorCode: number;
}

/**
 * A {@link OffsetFetchResponseOffsetFetchResponseGroup} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchResponseOffsetFetchResponseGroup(fields?: Partial<OffsetFetchResponseOffsetFetchResponseGroup>): OffsetFetchResponseOffsetFetchResponseGroup {
  const message: OffsetFetchResponseOffsetFetchResponseGroup = {
    groupId: '',
    topics: [],
    errorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchResponseOffsetFetchResponseGroup(writer: Writer, message: OffsetFetchResponseOffsetFetchResponseGroup, version: number): void {
  if (version >= 8) {
    writer.writeCompactString(message.groupId);
  } else {
    if (message.groupId !== '') throw missingFieldError('OffsetFetchResponseOffsetFetchResponseGroup', 'GroupId', version);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.topics.length);
    for (const item4 of message.topics) {
      encodeOffsetFetchResponseOffsetFetchResponseTopics(writer, item4, version);
    }
  } else {
    if (message.topics.length !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponseGroup', 'Topics', version);
  }
  if (version >= 8) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('OffsetFetchResponseOffsetFetchResponseGroup', 'ErrorCode', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchResponseOffsetFetchResponseGroup(reader: Reader, version: number): OffsetFetchResponseOffsetFetchResponseGroup {
  let groupId: string = '';
  if (version >= 8) {
    groupId = nonNull(reader.readCompactString(), 'OffsetFetchResponseOffsetFetchResponseGroup', 'GroupId', reader);
  }
  let topics: OffsetFetchResponseOffsetFetchResponseTopics[] = [];
  if (version >= 8) {
    const count5 = nonNull(reader.readCompactArrayLength(1), 'OffsetFetchResponseOffsetFetchResponseGroup', 'Topics', reader);
    const array5: OffsetFetchResponseOffsetFetchResponseTopics[] = [];
    for (let index = 0; index < count5; index++) array5.push(decodeOffsetFetchResponseOffsetFetchResponseTopics(reader, version));
    topics = array5;
  }
  let errorCode: number = 0;
  if (version >= 8) {
    errorCode = reader.readInt16();
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { groupId, topics, errorCode };
}

/**
 * Kafka's `OffsetFetchResponse` (api key 9, versions 1-10, flexible from 6), one type across all versions.
 * @public
 */
export interface OffsetFetchResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 3-10; ignorable) */
  throttleTimeMs: number;
  /** The responses per topic. (versions 1-7) */
  topics: OffsetFetchResponseOffsetFetchResponseTopic[];
  /** The top-level error code, or 0 if there was no error. (versions 2-7; ignorable) */
  errorCode: number;
  /** The responses per group id. (versions 8-10) */
  groups: OffsetFetchResponseOffsetFetchResponseGroup[];
}

/**
 * A {@link OffsetFetchResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createOffsetFetchResponse(fields?: Partial<OffsetFetchResponse>): OffsetFetchResponse {
  const message: OffsetFetchResponse = {
    throttleTimeMs: 0,
    topics: [],
    errorCode: 0,
    groups: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeOffsetFetchResponse(writer: Writer, message: OffsetFetchResponse, version: number): void {
  if (version >= 3) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version <= 7) {
    if (version >= 6) {
      writer.writeCompactArrayLength(message.topics.length);
    } else {
      writer.writeArrayLength(message.topics.length);
    }
    for (const item6 of message.topics) {
      encodeOffsetFetchResponseOffsetFetchResponseTopic(writer, item6, version);
    }
  } else {
    if (message.topics.length !== 0) throw missingFieldError('OffsetFetchResponse', 'Topics', version);
  }
  if (version >= 2 && version <= 7) {
    writer.writeInt16(message.errorCode);
  }
  if (version >= 8) {
    writer.writeCompactArrayLength(message.groups.length);
    for (const item7 of message.groups) {
      encodeOffsetFetchResponseOffsetFetchResponseGroup(writer, item7, version);
    }
  } else {
    if (message.groups.length !== 0) throw missingFieldError('OffsetFetchResponse', 'Groups', version);
  }
  if (version >= 6) {
    writer.writeUVarint(0);
  }
}

function decodeOffsetFetchResponse(reader: Reader, version: number): OffsetFetchResponse {
  let throttleTimeMs: number = 0;
  if (version >= 3) {
    throttleTimeMs = reader.readInt32();
  }
  let topics: OffsetFetchResponseOffsetFetchResponseTopic[] = [];
  if (version <= 7) {
    const count8 = nonNull((version >= 6 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'OffsetFetchResponse', 'Topics', reader);
    const array8: OffsetFetchResponseOffsetFetchResponseTopic[] = [];
    for (let index = 0; index < count8; index++) array8.push(decodeOffsetFetchResponseOffsetFetchResponseTopic(reader, version));
    topics = array8;
  }
  let errorCode: number = 0;
  if (version >= 2 && version <= 7) {
    errorCode = reader.readInt16();
  }
  let groups: OffsetFetchResponseOffsetFetchResponseGroup[] = [];
  if (version >= 8) {
    const count9 = nonNull(reader.readCompactArrayLength(1), 'OffsetFetchResponse', 'Groups', reader);
    const array9: OffsetFetchResponseOffsetFetchResponseGroup[] = [];
    for (let index = 0; index < count9; index++) array9.push(decodeOffsetFetchResponseOffsetFetchResponseGroup(reader, version));
    groups = array9;
  }
  if (version >= 6) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, topics, errorCode, groups };
}

/**
 * Codec of {@link OffsetFetchResponse} (api key 9, versions 1-10, flexible from 6).
 * @public
 */
export const OffsetFetchResponse: MessageCodec<OffsetFetchResponse> = {
  name: 'OffsetFetchResponse',
  apiKey: 9,
  minVersion: 1,
  maxVersion: 10,
  flexibleFrom: 6,
  create: createOffsetFetchResponse,
  encode(writer: Writer, message: OffsetFetchResponse, version: number): void {
    checkVersion('OffsetFetchResponse', 9, version, 1, 10);
    encodeOffsetFetchResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): OffsetFetchResponse {
    checkVersion('OffsetFetchResponse', 9, version, 1, 10);
    return decodeOffsetFetchResponse(reader, version);
  },
};
