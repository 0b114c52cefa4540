// Generated from Apache Kafka's message specs (Apache License 2.0), FetchRequest.json, FetchResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `ReplicaState` of Kafka's `FetchRequest` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchRequestReplicaState {
  /** The replica ID of the follower, or -1 if this request is from a consumer. (versions 15-18) */
  replicaId: number;
  /** The epoch of this follower, or -1 if not available. (versions 15-18) */
  replicaEpoch: bigint;
}

/**
 * A {@link FetchRequestReplicaState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchRequestReplicaState(fields?: Partial<FetchRequestReplicaState>): FetchRequestReplicaState {
  const message: FetchRequestReplicaState = {
    replicaId: -1,
    replicaEpoch: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchRequestReplicaState(writer: Writer, message: FetchRequestReplicaState, version: number): void {
  if (version >= 15) {
    writer.writeInt32(message.replicaId);
  } else {
    if (message.replicaId !== -1) throw missingFieldError('FetchRequestReplicaState', 'ReplicaId', version);
  }
  if (version >= 15) {
    writer.writeInt64(message.replicaEpoch);
  } else {
    if (message.replicaEpoch !== -1n) throw missingFieldError('FetchRequestReplicaState', 'ReplicaEpoch', version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchRequestReplicaState(reader: Reader, version: number): FetchRequestReplicaState {
  let replicaId: number = -1;
  if (version >= 15) {
    replicaId = reader.readInt32();
  }
  let replicaEpoch: bigint = -1n;
  if (version >= 15) {
    replicaEpoch = reader.readInt64();
  }
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { replicaId, replicaEpoch };
}

/**
 * `FetchPartition` of Kafka's `FetchRequest` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchRequestFetchPartition {
  /** The partition index. (versions 4-18) */
  partition: number;
  /** The current leader epoch of the partition. (versions 9-18; ignorable) */
  currentLeaderEpoch: number;
  /** The message offset. (versions 4-18) */
  fetchOffset: bigint;
  /** The epoch of the last fetched record or -1 if there is none. (versions 12-18) */
  lastFetchedEpoch: number;
  /** The earliest available offset of the follower replica.  The field is only used when the request is sent by the follower. (versions 5-18; ignorable) */
  logStartOffset: bigint;
  /** The maximum bytes to fetch from this partition.  See KIP-74 for cases where this limit may not be honored. (versions 4-18) */
  partitionMaxBytes: number;
  /** The directory id of the follower fetching. (versions 17-18; tag 0 in 17-18; ignorable) */
  replicaDirectoryId: Uuid;
  /** The high-watermark known by the replica. -1 if the high-watermark is not known and 9223372036854775807 if the feature is not supported. (versions 18; tag 1 in 18; ignorable) */
  highWatermark: bigint;
}

/**
 * A {@link FetchRequestFetchPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchRequestFetchPartition(fields?: Partial<FetchRequestFetchPartition>): FetchRequestFetchPartition {
  const message: FetchRequestFetchPartition = {
    partition: 0,
    currentLeaderEpoch: -1,
    fetchOffset: 0n,
    lastFetchedEpoch: -1,
    logStartOffset: -1n,
    partitionMaxBytes: 0,
    replicaDirectoryId: ZERO_UUID,
    highWatermark: 9223372036854775807n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchRequestFetchPartition(writer: Writer, message: FetchRequestFetchPartition, version: number): void {
  writer.writeInt32(message.partition);
  if (version >= 9) {
    writer.writeInt32(message.currentLeaderEpoch);
  }
  writer.writeInt64(message.fetchOffset);
  if (version >= 12) {
    writer.writeInt32(message.lastFetchedEpoch);
  } else {
    if (message.lastFetchedEpoch !== -1) throw missingFieldError('FetchRequestFetchPartition', 'LastFetchedEpoch', version);
  }
  if (version >= 5) {
    writer.writeInt64(message.logStartOffset);
  }
  writer.writeInt32(message.partitionMaxBytes);
  if (version >= 12) {
    let taggedCount = 0;
    if (version >= 17 && message.replicaDirectoryId !== ZERO_UUID) taggedCount++;
    if (version >= 18 && message.highWatermark !== 9223372036854775807n) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 17 && message.replicaDirectoryId !== ZERO_UUID) {
      const start = beginTaggedField(writer, 0);
      writer.writeUuid(message.replicaDirectoryId);
      endTaggedField(writer, start);
    }
    if (version >= 18 && message.highWatermark !== 9223372036854775807n) {
      const start = beginTaggedField(writer, 1);
      writer.writeInt64(message.highWatermark);
      endTaggedField(writer, start);
    }
  }
}

function decodeFetchRequestFetchPartition(reader: Reader, version: number): FetchRequestFetchPartition {
  const partition = reader.readInt32();
  let currentLeaderEpoch: number = -1;
  if (version >= 9) {
    currentLeaderEpoch = reader.readInt32();
  }
  const fetchOffset = reader.readInt64();
  let lastFetchedEpoch: number = -1;
  if (version >= 12) {
    lastFetchedEpoch = reader.readInt32();
  }
  let logStartOffset: bigint = -1n;
  if (version >= 5) {
    logStartOffset = reader.readInt64();
  }
  const partitionMaxBytes = reader.readInt32();
  let replicaDirectoryId: Uuid = ZERO_UUID;
  let highWatermark: bigint = 9223372036854775807n;
  if (version >= 12) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 17) {
            replicaDirectoryId = reader.readUuid();
            checkTaggedFieldEnd(reader, end, 'FetchRequestFetchPartition', 'ReplicaDirectoryId');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 1: {
          if (version >= 18) {
            highWatermark = reader.readInt64();
            checkTaggedFieldEnd(reader, end, 'FetchRequestFetchPartition', 'HighWatermark');
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
  return { partition, currentLeaderEpoch, fetchOffset, lastFetchedEpoch, logStartOffset, partitionMaxBytes, replicaDirectoryId, highWatermark };
}

/**
 * `FetchTopic` of Kafka's `FetchRequest` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchRequestFetchTopic {
  /** The name of the topic to fetch. (versions 4-12; ignorable) */
  topic: string;
  /** The unique topic ID. (versions 13-18; ignorable) */
  topicId: Uuid;
  /** The partitions to fetch. (versions 4-18) */
  partitions: FetchRequestFetchPartition[];
}

/**
 * A {@link FetchRequestFetchTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchRequestFetchTopic(fields?: Partial<FetchRequestFetchTopic>): FetchRequestFetchTopic {
  const message: FetchRequestFetchTopic = {
    topic: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchRequestFetchTopic(writer: Writer, message: FetchRequestFetchTopic, version: number): void {
  if (version <= 12) {
    if (version >= 12) {
      writer.writeCompactString(message.topic);
    } else {
      writer.writeString(message.topic);
    }
  }
  if (version >= 13) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 12) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    encodeFetchRequestFetchPartition(writer, item0, version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchRequestFetchTopic(reader: Reader, version: number): FetchRequestFetchTopic {
  let topic: string = '';
  if (version <= 12) {
    topic = nonNull((version >= 12 ? reader.readCompactString() : reader.readString()), 'FetchRequestFetchTopic', 'Topic', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 13) {
    topicId = reader.readUuid();
  }
  const count1 = nonNull((version >= 12 ? reader.readCompactArrayLength(16) : reader.readArrayLength(16)), 'FetchRequestFetchTopic', 'Partitions', reader);
  const partitions: FetchRequestFetchPartition[] = [];
  for (let index = 0; index < count1; index++) partitions.push(decodeFetchRequestFetchPartition(reader, version));
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { topic, topicId, partitions };
}

/**
 * `ForgottenTopic` of Kafka's `FetchRequest` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchRequestForgottenTopic {
  /** The topic name. (versions 7-12; ignorable) */
  topic: string;
  /** The unique topic ID. (versions 13-18; ignorable) */
  topicId: Uuid;
  /** The partitions indexes to forget. (versions 7-18) */
  partitions: number[];
}

/**
 * A {@link FetchRequestForgottenTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchRequestForgottenTopic(fields?: Partial<FetchRequestForgottenTopic>): FetchRequestForgottenTopic {
  const message: FetchRequestForgottenTopic = {
    topic: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchRequestForgottenTopic(writer: Writer, message: FetchRequestForgottenTopic, version: number): void {
  if (version >= 7 && version <= 12) {
    if (version >= 12) {
      writer.writeCompactString(message.topic);
    } else {
      writer.writeString(message.topic);
    }
  }
  if (version >= 13) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 7) {
    if (version >= 12) {
      writer.writeCompactArrayLength(message.partitions.length);
    } else {
      writer.writeArrayLength(message.partitions.length);
    }
    for (const item2 of message.partitions) {
      writer.writeInt32(item2);
    }
  } else {
    if (message.partitions.length !== 0) throw missingFieldError('FetchRequestForgottenTopic', 'Partitions', version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchRequestForgottenTopic(reader: Reader, version: number): FetchRequestForgottenTopic {
  let topic: string = '';
  if (version >= 7 && version <= 12) {
    topic = nonNull((version >= 12 ? reader.readCompactString() : reader.readString()), 'FetchRequestForgottenTopic', 'Topic', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 13) {
    topicId = reader.readUuid();
  }
  let partitions: number[] = [];
  if (version >= 7) {
    const count3 = nonNull((version >= 12 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'FetchRequestForgottenTopic', 'Partitions', reader);
    const array3: number[] = [];
    for (let index = 0; index < count3; index++) array3.push(reader.readInt32());
    partitions = array3;
  }
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { topic, topicId, partitions };
}

/**
 * Kafka's `FetchRequest` (api key 1, versions 4-18, flexible from 12), one type across all versions.
 * @public
 */
export interface FetchRequest {
  /** The clusterId if known. This is used to validate metadata fetches prior to broker registration. (versions 12-18; nullable 12-18; tag 0 in 12-18; ignorable) */
  clusterId: string | null;
  /** The broker ID of the follower, of -1 if this request is from a consumer. (versions 4-14) */
  replicaId: number;
  /** The state of the replica in the follower. (versions 15-18; tag 1 in 15-18) */
  replicaState: FetchRequestReplicaState;
  /** The maximum time in milliseconds to wait for the response. (versions 4-18) */
  maxWaitMs: number;
  /** The minimum bytes to accumulate in the response. (versions 4-18) */
  minBytes: number;
  /** The maximum bytes to fetch.  See KIP-74 for cases where this limit may not be honored. (versions 4-18; ignorable) */
  maxBytes: number;
  /** This setting controls the visibility of transactional records. Using READ_UNCOMMITTED (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1), non-transactional and COMMITTED transactional records are visible. To be more concrete, READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset), and enables the inclusion of the list of aborted transactions in the result, which allows consumers to discard ABORTED transactional records. (versions 4-18; ignorable) */
  isolationLevel: number;
  /** The fetch session ID. (versions 7-18; ignorable) */
  sessionId: number;
  /** The fetch session epoch, which is used for ordering requests in a session. (versions 7-18; ignorable) */
  sessionEpoch: number;
  /** The topics to fetch. (versions 4-18) */
  topics: FetchRequestFetchTopic[];
  /** In an incremental fetch request, the partitions to remove. (versions 7-18) */
  forgottenTopicsData: FetchRequestForgottenTopic[];
  /** Rack ID of the consumer making this request. (versions 11-18; ignorable) */
  rackId: string;
}

/**
 * A {@link FetchRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchRequest(fields?: Partial<FetchRequest>): FetchRequest {
  const message: FetchRequest = {
    clusterId: null,
    replicaId: -1,
    replicaState: createFetchRequestReplicaState(),
    maxWaitMs: 0,
    minBytes: 0,
    maxBytes: 2147483647,
    isolationLevel: 0,
    sessionId: 0,
    sessionEpoch: -1,
    topics: [],
    forgottenTopicsData: [],
    rackId: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchRequest(writer: Writer, message: FetchRequest, version: number): void {
  if (version <= 14) {
    writer.writeInt32(message.replicaId);
  } else {
    if (message.replicaId !== -1) throw missingFieldError('FetchRequest', 'ReplicaId', version);
  }
  if (!(version >= 15)) {
    if (!isDefaultFetchRequestReplicaState(message.replicaState)) throw missingFieldError('FetchRequest', 'ReplicaState', version);
  }
  writer.writeInt32(message.maxWaitMs);
  writer.writeInt32(message.minBytes);
  writer.writeInt32(message.maxBytes);
  writer.writeInt8(message.isolationLevel);
  if (version >= 7) {
    writer.writeInt32(message.sessionId);
  }
  if (version >= 7) {
    writer.writeInt32(message.sessionEpoch);
  }
  if (version >= 12) {
    writer.writeCompactArrayLength(message.topics.length);
  } else {
    writer.writeArrayLength(message.topics.length);
  }
  for (const item4 of message.topics) {
    encodeFetchRequestFetchTopic(writer, item4, version);
  }
  if (version >= 7) {
    if (version >= 12) {
      writer.writeCompactArrayLength(message.forgottenTopicsData.length);
    } else {
      writer.writeArrayLength(message.forgottenTopicsData.length);
    }
    for (const item5 of message.forgottenTopicsData) {
      encodeFetchRequestForgottenTopic(writer, item5, version);
    }
  } else {
    if (message.forgottenTopicsData.length !== 0) throw missingFieldError('FetchRequest', 'ForgottenTopicsData', version);
  }
  if (version >= 11) {
    if (version >= 12) {
      writer.writeCompactString(message.rackId);
    } else {
      writer.writeString(message.rackId);
    }
  }
  if (version >= 12) {
    let taggedCount = 0;
    if (version >= 12 && message.clusterId !== null) taggedCount++;
    if (version >= 15 && !isDefaultFetchRequestReplicaState(message.replicaState)) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 12 && message.clusterId !== null) {
      const start = beginTaggedField(writer, 0);
      writer.writeCompactString(message.clusterId);
      endTaggedField(writer, start);
    }
    if (version >= 15 && !isDefaultFetchRequestReplicaState(message.replicaState)) {
      const start = beginTaggedField(writer, 1);
      encodeFetchRequestReplicaState(writer, message.replicaState, version);
      endTaggedField(writer, start);
    }
  }
}

function decodeFetchRequest(reader: Reader, version: number): FetchRequest {
  let clusterId: string | null = null;
  let replicaId: number = -1;
  if (version <= 14) {
    replicaId = reader.readInt32();
  }
  let replicaState: FetchRequestReplicaState = createFetchRequestReplicaState();
  const maxWaitMs = reader.readInt32();
  const minBytes = reader.readInt32();
  const maxBytes = reader.readInt32();
  const isolationLevel = reader.readInt8();
  let sessionId: number = 0;
  if (version >= 7) {
    sessionId = reader.readInt32();
  }
  let sessionEpoch: number = -1;
  if (version >= 7) {
    sessionEpoch = reader.readInt32();
  }
  const count6 = nonNull((version >= 12 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'FetchRequest', 'Topics', reader);
  const topics: FetchRequestFetchTopic[] = [];
  for (let index = 0; index < count6; index++) topics.push(decodeFetchRequestFetchTopic(reader, version));
  let forgottenTopicsData: FetchRequestForgottenTopic[] = [];
  if (version >= 7) {
    const count7 = nonNull((version >= 12 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'FetchRequest', 'ForgottenTopicsData', reader);
    const array7: FetchRequestForgottenTopic[] = [];
    for (let index = 0; index < count7; index++) array7.push(decodeFetchRequestForgottenTopic(reader, version));
    forgottenTopicsData = array7;
  }
  let rackId: string = '';
  if (version >= 11) {
    rackId = nonNull((version >= 12 ? reader.readCompactString() : reader.readString()), 'FetchRequest', 'RackId', reader);
  }
  if (version >= 12) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 12) {
            clusterId = reader.readCompactString();
            checkTaggedFieldEnd(reader, end, 'FetchRequest', 'ClusterId');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 1: {
          if (version >= 15) {
            replicaState = decodeFetchRequestReplicaState(reader, version);
            checkTaggedFieldEnd(reader, end, 'FetchRequest', 'ReplicaState');
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
  return { clusterId, replicaId, replicaState, maxWaitMs, minBytes, maxBytes, isolationLevel, sessionId, sessionEpoch, topics, forgottenTopicsData, rackId };
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultFetchRequestReplicaState(message: FetchRequestReplicaState): boolean {
  return !(message.replicaId !== -1) && !(message.replicaEpoch !== -1n);
}

/**
 * Codec of {@link FetchRequest} (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export const FetchRequest: MessageCodec<FetchRequest> = {
  name: 'FetchRequest',
  apiKey: 1,
  minVersion: 4,
  maxVersion: 18,
  flexibleFrom: 12,
  create: createFetchRequest,
  encode(writer: Writer, message: FetchRequest, version: number): void {
    checkVersion('FetchRequest', 1, version, 4, 18);
    encodeFetchRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): FetchRequest {
    checkVersion('FetchRequest', 1, version, 4, 18);
    return decodeFetchRequest(reader, version);
  },
};

/**
 * `EpochEndOffset` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponseEpochEndOffset {
  /** The largest epoch. (versions 12-18) */
  epoch: number;
  /** The end offset of the epoch. (versions 12-18) */
  endOffset: bigint;
}

/**
 * A {@link FetchResponseEpochEndOffset} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponseEpochEndOffset(fields?: Partial<FetchResponseEpochEndOffset>): FetchResponseEpochEndOffset {
  const message: FetchResponseEpochEndOffset = {
    epoch: -1,
    endOffset: -1n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponseEpochEndOffset(writer: Writer, message: FetchResponseEpochEndOffset, version: number): void {
  if (version >= 12) {
    writer.writeInt32(message.epoch);
  } else {
    if (message.epoch !== -1) throw missingFieldError('FetchResponseEpochEndOffset', 'Epoch', version);
  }
  if (version >= 12) {
    writer.writeInt64(message.endOffset);
  } else {
    if (message.endOffset !== -1n) throw missingFieldError('FetchResponseEpochEndOffset', 'EndOffset', version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchResponseEpochEndOffset(reader: Reader, version: number): FetchResponseEpochEndOffset {
  let epoch: number = -1;
  if (version >= 12) {
    epoch = reader.readInt32();
  }
  let endOffset: bigint = -1n;
  if (version >= 12) {
    endOffset = reader.readInt64();
  }
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { epoch, endOffset };
}

/**
 * `LeaderIdAndEpoch` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponseLeaderIdAndEpoch {
  /** The ID of the current leader or -1 if the leader is unknown. (versions 12-18) */
  leaderId: number;
  /** The latest known leader epoch. (versions 12-18) */
  leaderEpoch: number;
}

/**
 * A {@link FetchResponseLeaderIdAndEpoch} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponseLeaderIdAndEpoch(fields?: Partial<FetchResponseLeaderIdAndEpoch>): FetchResponseLeaderIdAndEpoch {
  const message: FetchResponseLeaderIdAndEpoch = {
    leaderId: -1,
    leaderEpoch: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponseLeaderIdAndEpoch(writer: Writer, message: FetchResponseLeaderIdAndEpoch, version: number): void {
  if (version >= 12) {
    writer.writeInt32(message.leaderId);
  } else {
    if (message.leaderId !== -1) throw missingFieldError('FetchResponseLeaderIdAndEpoch', 'LeaderId', version);
  }
  if (version >= 12) {
    writer.writeInt32(message.leaderEpoch);
  } else {
    if (message.leaderEpoch !== -1) throw missingFieldError('FetchResponseLeaderIdAndEpoch', 'LeaderEpoch', version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchResponseLeaderIdAndEpoch(reader: Reader, version: number): FetchResponseLeaderIdAndEpoch {
  let leaderId: number = -1;
  if (version >= 12) {
    leaderId = reader.readInt32();
  }
  let leaderEpoch: number = -1;
  if (version >= 12) {
    leaderEpoch = reader.readInt32();
  }
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { leaderId, leaderEpoch };
}

/**
 * `SnapshotId` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponseSnapshotId {
  /** The end offset of the epoch. (versions 4-18) */
  endOffset: bigint;
  /** The largest epoch. (versions 4-18) */
  epoch: number;
}

/**
 * A {@link FetchResponseSnapshotId} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponseSnapshotId(fields?: Partial<FetchResponseSnapshotId>): FetchResponseSnapshotId {
  const message: FetchResponseSnapshotId = {
    endOffset: -1n,
    epoch: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponseSnapshotId(writer: Writer, message: FetchResponseSnapshotId, version: number): void {
  writer.writeInt64(message.endOffset);
  writer.writeInt32(message.epoch);
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchResponseSnapshotId(reader: Reader, version: number): FetchResponseSnapshotId {
  const endOffset = reader.readInt64();
  const epoch = reader.readInt32();
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { endOffset, epoch };
}

/**
 * `AbortedTransaction` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponseAbortedTransaction {
  /** The producer id associated with the aborted transaction. (versions 4-18) */
  producerId: bigint;
  /** The first offset in the aborted transaction. (versions 4-18) */
  firstOffset: bigint;
}

/**
 * A {@link FetchResponseAbortedTransaction} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponseAbortedTransaction(fields?: Partial<FetchResponseAbortedTransaction>): FetchResponseAbortedTransaction {
  const message: FetchResponseAbortedTransaction = {
    producerId: 0n,
    firstOffset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponseAbortedTransaction(writer: Writer, message: FetchResponseAbortedTransaction, version: number): void {
  writer.writeInt64(message.producerId);
  writer.writeInt64(message.firstOffset);
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchResponseAbortedTransaction(reader: Reader, version: number): FetchResponseAbortedTransaction {
  const producerId = reader.readInt64();
  const firstOffset = reader.readInt64();
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { producerId, firstOffset };
}

/**
 * `PartitionData` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponsePartitionData {
  /** The partition index. (versions 4-18) */
  partitionIndex: number;
  /** The error code, or 0 if there was no fetch error. (versions 4-18) */
  errorCode: number;
  /** The current high water mark. (versions 4-18) */
  highWatermark: bigint;
  /** The last stable offset (or LSO) of the partition. This is the last offset such that the state of all transactional records prior to this offset have been decided (ABORTED or COMMITTED). (versions 4-18; ignorable) */
  lastStableOffset: bigint;
  /** The current log start offset. (versions 5-18; ignorable) */
  logStartOffset: bigint;
  /** In case divergence is detected based on the `LastFetchedEpoch` and `FetchOffset` in the request, this field indicates the largest epoch and its end offset such that subsequent records are known to diverge. (versions 12-18; tag 0 in 12-18) */
  divergingEpoch: FetchResponseEpochEndOffset;
  /** The current leader of the partition. (versions 12-18; tag 1 in 12-18) */
  currentLeader: FetchResponseLeaderIdAndEpoch;
  /** In the case of fetching an offset less than the LogStartOffset, this is the end offset and epoch that should be used in the FetchSnapshot request. (versions 12-18; tag 2 in 12-18) */
  snapshotId: FetchResponseSnapshotId;
  /** The aborted transactions. (versions 4-18; nullable 4-18; ignorable) */
  abortedTransactions: FetchResponseAbortedTransaction[] | null;
  /** The preferred read replica for the consumer to use on its next fetch request. (versions 11-18) */
  preferredReadReplica: number;
  /** The record data. (versions 4-18; nullable 4-18) */
  records: Buffer | null;
}

/**
 * A {@link FetchResponsePartitionData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponsePartitionData(fields?: Partial<FetchResponsePartitionData>): FetchResponsePartitionData {
  const message: FetchResponsePartitionData = {
    partitionIndex: 0,
    errorCode: 0,
    highWatermark: 0n,
    lastStableOffset: -1n,
    logStartOffset: -1n,
    divergingEpoch: createFetchResponseEpochEndOffset(),
    currentLeader: createFetchResponseLeaderIdAndEpoch(),
    snapshotId: createFetchResponseSnapshotId(),
    abortedTransactions: [],
    preferredReadReplica: -1,
    records: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponsePartitionData(writer: Writer, message: FetchResponsePartitionData, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.errorCode);
  writer.writeInt64(message.highWatermark);
  writer.writeInt64(message.lastStableOffset);
  if (version >= 5) {
    writer.writeInt64(message.logStartOffset);
  }
  if (!(version >= 12)) {
    if (!isDefaultFetchResponseEpochEndOffset(message.divergingEpoch)) throw missingFieldError('FetchResponsePartitionData', 'DivergingEpoch', version);
  }
  if (!(version >= 12)) {
    if (!isDefaultFetchResponseLeaderIdAndEpoch(message.currentLeader)) throw missingFieldError('FetchResponsePartitionData', 'CurrentLeader', version);
  }
  if (!(version >= 12)) {
    if (!isDefaultFetchResponseSnapshotId(message.snapshotId)) throw missingFieldError('FetchResponsePartitionData', 'SnapshotId', version);
  }
  if (message.abortedTransactions === null) {
    if (version >= 12) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 12) {
      writer.writeCompactArrayLength(message.abortedTransactions.length);
    } else {
      writer.writeArrayLength(message.abortedTransactions.length);
    }
    for (const item0 of message.abortedTransactions) {
      encodeFetchResponseAbortedTransaction(writer, item0, version);
    }
  }
  if (version >= 11) {
    writer.writeInt32(message.preferredReadReplica);
  } else {
    if (message.preferredReadReplica !== -1) throw missingFieldError('FetchResponsePartitionData', 'PreferredReadReplica', version);
  }
  if (version >= 12) {
    writer.writeCompactBytes(message.records);
  } else {
    writer.writeBytes(message.records);
  }
  if (version >= 12) {
    let taggedCount = 0;
    if (version >= 12 && !isDefaultFetchResponseEpochEndOffset(message.divergingEpoch)) taggedCount++;
    if (version >= 12 && !isDefaultFetchResponseLeaderIdAndEpoch(message.currentLeader)) taggedCount++;
    if (version >= 12 && !isDefaultFetchResponseSnapshotId(message.snapshotId)) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 12 && !isDefaultFetchResponseEpochEndOffset(message.divergingEpoch)) {
      const start = beginTaggedField(writer, 0);
      encodeFetchResponseEpochEndOffset(writer, message.divergingEpoch, version);
      endTaggedField(writer, start);
    }
    if (version >= 12 && !isDefaultFetchResponseLeaderIdAndEpoch(message.currentLeader)) {
      const start = beginTaggedField(writer, 1);
      encodeFetchResponseLeaderIdAndEpoch(writer, message.currentLeader, version);
      endTaggedField(writer, start);
    }
    if (version >= 12 && !isDefaultFetchResponseSnapshotId(message.snapshotId)) {
      const start = beginTaggedField(writer, 2);
      encodeFetchResponseSnapshotId(writer, message.snapshotId, version);
      endTaggedField(writer, start);
    }
  }
}

function decodeFetchResponsePartitionData(reader: Reader, version: number): FetchResponsePartitionData {
  const partitionIndex = reader.readInt32();
  const errorCode = reader.readInt16();
  const highWatermark = reader.readInt64();
  const lastStableOffset = reader.readInt64();
  let logStartOffset: bigint = -1n;
  if (version >= 5) {
    logStartOffset = reader.readInt64();
  }
  let divergingEpoch: FetchResponseEpochEndOffset = createFetchResponseEpochEndOffset();
  let currentLeader: FetchResponseLeaderIdAndEpoch = createFetchResponseLeaderIdAndEpoch();
  let snapshotId: FetchResponseSnapshotId = createFetchResponseSnapshotId();
  let abortedTransactions: FetchResponseAbortedTransaction[] | null;
  const count1 = (version >= 12 ? reader.readCompactArrayLength(16) : reader.readArrayLength(16));
  if (count1 === null) {
    abortedTransactions = null;
  } else {
    const array1: FetchResponseAbortedTransaction[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeFetchResponseAbortedTransaction(reader, version));
    abortedTransactions = array1;
  }
  let preferredReadReplica: number = -1;
  if (version >= 11) {
    preferredReadReplica = reader.readInt32();
  }
  const records = (version >= 12 ? reader.readCompactBytes() : reader.readBytes());
  if (version >= 12) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 12) {
            divergingEpoch = decodeFetchResponseEpochEndOffset(reader, version);
            checkTaggedFieldEnd(reader, end, 'FetchResponsePartitionData', 'DivergingEpoch');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 1: {
          if (version >= 12) {
            currentLeader = decodeFetchResponseLeaderIdAndEpoch(reader, version);
            checkTaggedFieldEnd(reader, end, 'FetchResponsePartitionData', 'CurrentLeader');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 2: {
          if (version >= 12) {
            snapshotId = decodeFetchResponseSnapshotId(reader, version);
            checkTaggedFieldEnd(reader, end, 'FetchResponsePartitionData', 'SnapshotId');
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
  return { partitionIndex, errorCode, highWatermark, lastStableOffset, logStartOffset, divergingEpoch, currentLeader, snapshotId, abortedTransactions, preferredReadReplica, records };
}

/**
 * `FetchableTopicResponse` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponseFetchableTopicResponse {
  /** The topic name. (versions 4-12; ignorable) */
  topic: string;
  /** The unique topic ID. (versions 13-18; ignorable) */
  topicId: Uuid;
  /** The topic partitions. (versions 4-18) */
  partitions: FetchResponsePartitionData[];
}

/**
 * A {@link FetchResponseFetchableTopicResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponseFetchableTopicResponse(fields?: Partial<FetchResponseFetchableTopicResponse>): FetchResponseFetchableTopicResponse {
  const message: FetchResponseFetchableTopicResponse = {
    topic: '',
    topicId: ZERO_UUID,
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponseFetchableTopicResponse(writer: Writer, message: FetchResponseFetchableTopicResponse, version: number): void {
  if (version <= 12) {
    if (version >= 12) {
      writer.writeCompactString(message.topic);
    } else {
      writer.writeString(message.topic);
    }
  }
  if (version >= 13) {
    writer.writeUuid(message.topicId);
  }
  if (version >= 12) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item2 of message.partitions) {
    encodeFetchResponsePartitionData(writer, item2, version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchResponseFetchableTopicResponse(reader: Reader, version: number): FetchResponseFetchableTopicResponse {
  let topic: string = '';
  if (version <= 12) {
    topic = nonNull((version >= 12 ? reader.readCompactString() : reader.readString()), 'FetchResponseFetchableTopicResponse', 'Topic', reader);
  }
  let topicId: Uuid = ZERO_UUID;
  if (version >= 13) {
    topicId = reader.readUuid();
  }
  const count3 = nonNull((version >= 12 ? reader.readCompactArrayLength(24) : reader.readArrayLength(24)), 'FetchResponseFetchableTopicResponse', 'Partitions', reader);
  const partitions: FetchResponsePartitionData[] = [];
  for (let index = 0; index < count3; index++) partitions.push(decodeFetchResponsePartitionData(reader, version));
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { topic, topicId, partitions };
}

/**
 * `NodeEndpoint` of Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export interface FetchResponseNodeEndpoint {
  /** The ID of the associated node. (versions 16-18) */
  nodeId: number;
  /** The node's hostname. (versions 16-18) */
  host: string;
  /** The node's port. (versions 16-18) */
  port: number;
  /** The rack of the node, or null if it has not been assigned to a rack. (versions 16-18; nullable 16-18) */
  rack: string | null;
}

/**
 * A {@link FetchResponseNodeEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponseNodeEndpoint(fields?: Partial<FetchResponseNodeEndpoint>): FetchResponseNodeEndpoint {
  const message: FetchResponseNodeEndpoint = {
    nodeId: 0,
    host: '',
    port: 0,
    rack: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponseNodeEndpoint(writer: Writer, message: FetchResponseNodeEndpoint, version: number): void {
  if (version >= 16) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('FetchResponseNodeEndpoint', 'NodeId', version);
  }
  if (version >= 16) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('FetchResponseNodeEndpoint', 'Host', version);
  }
  if (version >= 16) {
    writer.writeInt32(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('FetchResponseNodeEndpoint', 'Port', version);
  }
  if (version >= 16) {
    writer.writeCompactString(message.rack);
  } else {
    if (message.rack !== null) throw missingFieldError('FetchResponseNodeEndpoint', 'Rack', version);
  }
  if (version >= 12) {
    writer.writeUVarint(0);
  }
}

function decodeFetchResponseNodeEndpoint(reader: Reader, version: number): FetchResponseNodeEndpoint {
  let nodeId: number = 0;
  if (version >= 16) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 16) {
    host = nonNull(reader.readCompactString(), 'FetchResponseNodeEndpoint', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 16) {
    port = reader.readInt32();
  }
  let rack: string | null = null;
  if (version >= 16) {
    rack = reader.readCompactString();
  }
  if (version >= 12) {
    skipTaggedFields(reader);
  }
  return { nodeId, host, port, rack };
}

/**
 * Kafka's `FetchResponse` (api key 1, versions 4-18, flexible from 12), one type across all versions.
 * @public
 */
export interface FetchResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 4-18; ignorable) */
  throttleTimeMs: number;
  /** The top level response error code. (versions 7-18; ignorable) */
  errorCode: number;
  /** The fetch session ID, or 0 if this is not part of a fetch session. (versions 7-18) */
  sessionId: number;
  /** The response topics. (versions 4-18) */
  responses: FetchResponseFetchableTopicResponse[];
  /** Endpoints for all current-leaders enumerated in PartitionData, with errors NOT_LEADER_OR_FOLLOWER & FENCED_LEADER_EPOCH. (versions 16-18; tag 0 in 16-18) */
  nodeEndpoints: FetchResponseNodeEndpoint[];
}

/**
 * A {@link FetchResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFetchResponse(fields?: Partial<FetchResponse>): FetchResponse {
  const message: FetchResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    sessionId: 0,
    responses: [],
    nodeEndpoints: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFetchResponse(writer: Writer, message: FetchResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 7) {
    writer.writeInt16(message.errorCode);
  }
  if (version >= 7) {
    writer.writeInt32(message.sessionId);
  } else {
    if (message.sessionId !== 0) throw missingFieldError('FetchResponse', 'SessionId', version);
  }
  if (version >= 12) {
    writer.writeCompactArrayLength(message.responses.length);
  } else {
    writer.writeArrayLength(message.responses.length);
  }
  for (const item4 of message.responses) {
    encodeFetchResponseFetchableTopicResponse(writer, item4, version);
  }
  if (!(version >= 16)) {
    if (message.nodeEndpoints.length !== 0) throw missingFieldError('FetchResponse', 'NodeEndpoints', version);
  }
  if (version >= 12) {
    let taggedCount = 0;
    if (version >= 16 && message.nodeEndpoints.length !== 0) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 16 && message.nodeEndpoints.length !== 0) {
      const start = beginTaggedField(writer, 0);
      writer.writeCompactArrayLength(message.nodeEndpoints.length);
      for (const item5 of message.nodeEndpoints) {
        encodeFetchResponseNodeEndpoint(writer, item5, version);
      }
      endTaggedField(writer, start);
    }
  }
}

function decodeFetchResponse(reader: Reader, version: number): FetchResponse {
  const throttleTimeMs = reader.readInt32();
  let errorCode: number = 0;
  if (version >= 7) {
    errorCode = reader.readInt16();
  }
  let sessionId: number = 0;
  if (version >= 7) {
    sessionId = reader.readInt32();
  }
  const count6 = nonNull((version >= 12 ? reader.readCompactArrayLength(1) : reader.readArrayLength(1)), 'FetchResponse', 'Responses', reader);
  const responses: FetchResponseFetchableTopicResponse[] = [];
  for (let index = 0; index < count6; index++) responses.push(decodeFetchResponseFetchableTopicResponse(reader, version));
  let nodeEndpoints: FetchResponseNodeEndpoint[] = [];
  if (version >= 12) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 16) {
            const count7 = nonNull(reader.readCompactArrayLength(1), 'FetchResponse', 'NodeEndpoints', reader);
            const array7: FetchResponseNodeEndpoint[] = [];
            for (let index = 0; index < count7; index++) array7.push(decodeFetchResponseNodeEndpoint(reader, version));
            nodeEndpoints = array7;
            checkTaggedFieldEnd(reader, end, 'FetchResponse', 'NodeEndpoints');
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
  return { throttleTimeMs, errorCode, sessionId, responses, nodeEndpoints };
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultFetchResponseEpochEndOffset(message: FetchResponseEpochEndOffset): boolean {
  return !(message.epoch !== -1) && !(message.endOffset !== -1n);
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultFetchResponseLeaderIdAndEpoch(message: FetchResponseLeaderIdAndEpoch): boolean {
  return !(message.leaderId !== -1) && !(message.leaderEpoch !== -1);
}

/** True when every field of `message` is at its default (Kafka's "equals a new instance" check). */
function isDefaultFetchResponseSnapshotId(message: FetchResponseSnapshotId): boolean {
  return !(message.endOffset !== -1n) && !(message.epoch !== -1);
}

/**
 * Codec of {@link FetchResponse} (api key 1, versions 4-18, flexible from 12).
 * @public
 */
export const FetchResponse: MessageCodec<FetchResponse> = {
  name: 'FetchResponse',
  apiKey: 1,
  minVersion: 4,
  maxVersion: 18,
  flexibleFrom: 12,
  create: createFetchResponse,
  encode(writer: Writer, message: FetchResponse, version: number): void {
    checkVersion('FetchResponse', 1, version, 4, 18);
    encodeFetchResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): FetchResponse {
    checkVersion('FetchResponse', 1, version, 4, 18);
    return decodeFetchResponse(reader, version);
  },
};
