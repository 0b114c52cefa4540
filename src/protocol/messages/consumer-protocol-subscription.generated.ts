// Generated from Apache Kafka's message specs (Apache License 2.0), ConsumerProtocolSubscription.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TopicPartition` of Kafka's `ConsumerProtocolSubscription` (versions 0-3, never flexible).
 * @public
 */
export interface ConsumerProtocolSubscriptionTopicPartition {
  /** The topic name. (versions 1-3) */
  topic: string;
  /** The partition ids. (versions 1-3) */
  partitions: number[];
}

/**
 * A {@link ConsumerProtocolSubscriptionTopicPartition} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerProtocolSubscriptionTopicPartition(fields?: Partial<ConsumerProtocolSubscriptionTopicPartition>): ConsumerProtocolSubscriptionTopicPartition {
  const message: ConsumerProtocolSubscriptionTopicPartition = {
    topic: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerProtocolSubscriptionTopicPartition(writer: Writer, message: ConsumerProtocolSubscriptionTopicPartition, version: number): void {
  if (version >= 1) {
    writer.writeString(message.topic);
  } else {
    if (message.topic !== '') throw missingFieldError('ConsumerProtocolSubscriptionTopicPartition', 'Topic', version);
  }
  if (version >= 1) {
    writer.writeArrayLength(message.partitions.length);
    for (const item0 of message.partitions) {
      writer.writeInt32(item0);
    }
  } else {
    if (message.partitions.length !== 0) throw missingFieldError('ConsumerProtocolSubscriptionTopicPartition', 'Partitions', version);
  }
}

function decodeConsumerProtocolSubscriptionTopicPartition(reader: Reader, version: number): ConsumerProtocolSubscriptionTopicPartition {
  let topic: string = '';
  if (version >= 1) {
    topic = nonNull(reader.readString(), 'ConsumerProtocolSubscriptionTopicPartition', 'Topic', reader);
  }
  let partitions: number[] = [];
  if (version >= 1) {
    const count1 = nonNull(reader.readArrayLength(4), 'ConsumerProtocolSubscriptionTopicPartition', 'Partitions', reader);
    const array1: number[] = [];
    for (let index = 0; index < count1; index++) array1.push(reader.readInt32());
    partitions = array1;
  }
  return { topic, partitions };
}

/**
 * Kafka's `ConsumerProtocolSubscription` (versions 0-3, never flexible), one type across all versions.
 * @public
 */
export interface ConsumerProtocolSubscription {
  /** The topics that the member wants to consume. (versions 0-3) */
  topics: string[];
  /** User data that will be passed back to the consumer. (versions 0-3; nullable 0-3) */
  userData: Buffer | null;
  /** The partitions that the member owns. (versions 1-3; ignorable) */
  ownedPartitions: ConsumerProtocolSubscriptionTopicPartition[];
  /** The generation id of the member. (versions 2-3; ignorable) */
  generationId: number;
  /** The rack id of the member. (versions 3; nullable 3; ignorable) */
  rackId: string | null;
}

/**
 * A {@link ConsumerProtocolSubscription} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createConsumerProtocolSubscription(fields?: Partial<ConsumerProtocolSubscription>): ConsumerProtocolSubscription {
  const message: ConsumerProtocolSubscription = {
    topics: [],
    userData: null,
    ownedPartitions: [],
    generationId: -1,
    rackId: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeConsumerProtocolSubscription(writer: Writer, message: ConsumerProtocolSubscription, version: number): void {
  writer.writeArrayLength(message.topics.length);
  for (const item2 of message.topics) {
    writer.writeString(item2);
  }
  writer.writeBytes(message.userData);
  if (version >= 1) {
    writer.writeArrayLength(message.ownedPartitions.length);
    for (const item3 of message.ownedPartitions) {
      encodeConsumerProtocolSubscriptionTopicPartition(writer, item3, version);
    }
  }
  if (version >= 2) {
    writer.writeInt32(message.generationId);
  }
  if (version >= 3) {
    writer.writeString(message.rackId);
  }
}

function decodeConsumerProtocolSubscription(reader: Reader, version: number): ConsumerProtocolSubscription {
  const count4 = nonNull(reader.readArrayLength(1), 'ConsumerProtocolSubscription', 'Topics', reader);
  const topics: string[] = [];
  for (let index = 0; index < count4; index++) topics.push(nonNull(reader.readString(), 'ConsumerProtocolSubscription', 'Topics', reader));
  const userData = reader.readBytes();
  let ownedPartitions: ConsumerProtocolSubscriptionTopicPartition[] = [];
  if (version >= 1) {
    const count5 = nonNull(reader.readArrayLength(1), 'ConsumerProtocolSubscription', 'OwnedPartitions', reader);
    const array5: ConsumerProtocolSubscriptionTopicPartition[] = [];
    for (let index = 0; index < count5; index++) array5.push(decodeConsumerProtocolSubscriptionTopicPartition(reader, version));
    ownedPartitions = array5;
  }
  let generationId: number = -1;
  if (version >= 2) {
    generationId = reader.readInt32();
  }
  let rackId: string | null = null;
  if (version >= 3) {
    rackId = reader.readString();
  }
  return { topics, userData, ownedPartitions, generationId, rackId };
}

/**
 * Codec of {@link ConsumerProtocolSubscription} (versions 0-3, never flexible).
 * @public
 */
export const ConsumerProtocolSubscription: MessageCodec<ConsumerProtocolSubscription> = {
  name: 'ConsumerProtocolSubscription',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 3,
  flexibleFrom: null,
  create: createConsumerProtocolSubscription,
  encode(writer: Writer, message: ConsumerProtocolSubscription, version: number): void {
    checkVersion('ConsumerProtocolSubscription', -1, version, 0, 3);
    encodeConsumerProtocolSubscription(writer, message, version);
  },
  decode(reader: Reader, version: number): ConsumerProtocolSubscription {
    checkVersion('ConsumerProtocolSubscription', -1, version, 0, 3);
    return decodeConsumerProtocolSubscription(reader, version);
  },
};
