// Generated from Apache Kafka's message specs (Apache License 2.0), ConsumerProtocolAssignment.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TopicPartition` of Kafka's `ConsumerProtocolAssignment` (versions 0-3, never flexible).
 * @public
 */
export interface ConsumerProtocolAssignmentTopicPartition {
  /** The topic name. (versions 0-3) */
  topic: string;
  /** The list of partitions assigned to this consumer. (versions 0-3) */
  partitions: number[];
}

/**
 * A {@link ConsumerProtocolAssignmentTopicPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerProtocolAssignmentTopicPartition(fields?: Partial<ConsumerProtocolAssignmentTopicPartition>): ConsumerProtocolAssignmentTopicPartition {
  const message: ConsumerProtocolAssignmentTopicPartition = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerProtocolAssignmentTopicPartition(writer: Writer, message: ConsumerProtocolAssignmentTopicPartition): void {
  writer.writeString(message.topic);
  writer.writeArrayLength(message.partitions.length);
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
}

function decodeConsumerProtocolAssignmentTopicPartition(reader: Reader): ConsumerProtocolAssignmentTopicPartition {
  const topic = nonNull(reader.readString(), 'ConsumerProtocolAssignmentTopicPartition', 'Topic', reader);
  const count1 = nonNull(reader.readArrayLength(4), 'ConsumerProtocolAssignmentTopicPartition', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  return { topic, partitions };
}

/**
 * Kafka's `ConsumerProtocolAssignment` (versions 0-3, never flexible), one type across all versions.
 * @public
 */
export interface ConsumerProtocolAssignment {
  /** The list of topics and partitions assigned to this consumer. (versions 0-3) */
  assignedPartitions: ConsumerProtocolAssignmentTopicPartition[];
  /** User data. (versions 0-3; nullable 0-3) */
  userData: Buffer | null;
}

/**
 * A {@link ConsumerProtocolAssignment} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerProtocolAssignment(fields?: Partial<ConsumerProtocolAssignment>): ConsumerProtocolAssignment {
  const message: ConsumerProtocolAssignment = {
    assignedPartitions: [],
    userData: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerProtocolAssignment(writer: Writer, message: ConsumerProtocolAssignment): void {
  writer.writeArrayLength(message.assignedPartitions.length);
  for (const item2 of message.assignedPartitions) {
    encodeConsumerProtocolAssignmentTopicPartition(writer, item2);
  }
  writer.writeBytes(message.userData);
}

function decodeConsumerProtocolAssignment(reader: Reader): ConsumerProtocolAssignment {
  const count3 = nonNull(reader.readArrayLength(2), 'ConsumerProtocolAssignment', 'AssignedPartitions', reader);
  const assignedPartitions: ConsumerProtocolAssignmentTopicPartition[] = [];
  for (let index = 0; index < count3; index++) assignedPartitions.push(decodeConsumerProtocolAssignmentTopicPartition(reader));
  const userData = reader.readBytes();
  return { assignedPartitions, userData };
}

/**
 * Codec of {@link ConsumerProtocolAssignment} (versions 0-3, never flexible).
 * @public
 */
export const ConsumerProtocolAssignment: MessageCodec<ConsumerProtocolAssignment> = {
  name: 'ConsumerProtocolAssignment',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 3,
  flexibleFrom: null,
  create: createConsumerProtocolAssignment,
  encode(writer: Writer, message: ConsumerProtocolAssignment, version: number): void {
    checkVersion('ConsumerProtocolAssignment', -1, version, 0, 3);
    encodeConsumerProtocolAssignment(writer, message);
  },
  decode(reader: Reader, version: number): ConsumerProtocolAssignment {
    checkVersion('ConsumerProtocolAssignment', -1, version, 0, 3);
    return decodeConsumerProtocolAssignment(reader);
  },
};
