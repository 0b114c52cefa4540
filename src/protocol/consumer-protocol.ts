/**
 * The consumer's embedded protocol (Kafka's `ConsumerProtocol`): the subscription a member sends in JoinGroup
 * and the assignment the leader sends in SyncGroup, each an int16 version followed by the generated
 * `ConsumerProtocolSubscription` / `ConsumerProtocolAssignment` body. A newer version than ours is read at our
 * highest version: its extra fields are appended and ignorable, as Kafka's deserializer does.
 */
import { ConsumerProtocolAssignment } from './messages/consumer-protocol-assignment.generated.js';
import { ConsumerProtocolSubscription } from './messages/consumer-protocol-subscription.generated.js';
import { Reader } from './primitives/reader.js';
import { Writer } from './primitives/writer.js';
import type { TopicPartition } from '../common/topic-partition.js';

/** The classic protocol type of consumer groups. @internal */
export const CONSUMER_PROTOCOL_TYPE = 'consumer';

/**
 * A member's subscription as the leader sees it.
 * @internal
 */
export interface Subscription {
  readonly topics: readonly string[];
  readonly ownedPartitions: readonly TopicPartition[];
  /** The generation the owned partitions were assigned in; -1 when unknown. */
  readonly generationId: number;
  readonly rackId: string | null;
}

/** Encodes a subscription at the highest version (3). @internal */
export function encodeSubscription(subscription: Subscription): Buffer {
  const version = ConsumerProtocolSubscription.maxVersion;
  const writer = new Writer(64);
  writer.writeInt16(version);
  ConsumerProtocolSubscription.encode(writer, {
    topics: [...subscription.topics],
    userData: null,
    ownedPartitions: groupByTopic(subscription.ownedPartitions),
    generationId: subscription.generationId,
    rackId: subscription.rackId,
  }, version);
  return writer.finish();
}

/** Decodes a member's subscription metadata. @internal */
export function decodeSubscription(buffer: Buffer): Subscription {
  const reader = new Reader(buffer);
  const version = Math.min(reader.readInt16(), ConsumerProtocolSubscription.maxVersion);
  const decoded = ConsumerProtocolSubscription.decode(reader, Math.max(0, version));
  return {
    topics: decoded.topics,
    ownedPartitions: decoded.ownedPartitions.flatMap((each) => each.partitions.map((partition) => ({ topic: each.topic, partition }))),
    generationId: decoded.generationId,
    rackId: decoded.rackId,
  };
}

/** Encodes an assignment at version 3 (the body has not changed since v0). @internal */
export function encodeAssignment(partitions: readonly TopicPartition[]): Buffer {
  const version = ConsumerProtocolAssignment.maxVersion;
  const writer = new Writer(64);
  writer.writeInt16(version);
  ConsumerProtocolAssignment.encode(writer, { assignedPartitions: groupByTopic(partitions), userData: null }, version);
  return writer.finish();
}

/** Decodes this member's assignment; an empty buffer (the leader assigned nothing) is an empty assignment. @internal */
export function decodeAssignment(buffer: Buffer): TopicPartition[] {
  if (buffer.length === 0) return [];
  const reader = new Reader(buffer);
  const version = Math.min(reader.readInt16(), ConsumerProtocolAssignment.maxVersion);
  const decoded = ConsumerProtocolAssignment.decode(reader, Math.max(0, version));
  return decoded.assignedPartitions.flatMap((each) => each.partitions.map((partition) => ({ topic: each.topic, partition })));
}

function groupByTopic(partitions: readonly TopicPartition[]): { topic: string; partitions: number[] }[] {
  const byTopic = new Map<string, number[]>();
  for (const each of partitions) {
    const list = byTopic.get(each.topic);
    if (list === undefined) byTopic.set(each.topic, [each.partition]);
    else list.push(each.partition);
  }
  return [...byTopic].map(([topic, list]) => ({ topic, partitions: list.sort((a, b) => a - b) }));
}
