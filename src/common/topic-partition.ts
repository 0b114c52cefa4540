/**
 * Topic-partitions, the offsets committed for them and the group a consumer reads them in: the words the
 * producer, the consumer, the session, the admin client and the wire modules all speak.
 */

/**
 * A topic-partition.
 * @public
 */
export interface TopicPartition {
  /** The topic's name. */
  readonly topic: string;
  /** The partition's index, from 0 to the topic's partition count - 1. */
  readonly partition: number;
}

/**
 * An offset to commit in a transaction (`sendOffsetsToTransaction`).
 * @public
 */
export interface TopicPartitionOffset extends TopicPartition {
  /** The next offset the consumer will read (last processed + 1); a bigint >= 0 (numbers and strings are refused). */
  readonly offset: bigint;
  /** Leader epoch of the last consumed record, or -1 when unknown. */
  readonly leaderEpoch?: number;
  /**
   * A string stored with the committed offset and returned by OffsetFetch (Kafka's `OffsetAndMetadata.metadata`);
   * null or absent for none.
   */
  readonly metadata?: string | null;
}

/**
 * KIP-447 consumer group metadata (Kafka's `ConsumerGroupMetadata`), checked by the group coordinator so
 * that a zombie consumer's offsets are rejected.
 * @public
 */
export interface ConsumerGroupMetadata {
  /** The consumer group's id (`groupId`), whose offsets the transaction commits. */
  readonly groupId: string;
  /** Generation id (classic protocol) or member epoch (KIP-848); -1 when unknown. */
  readonly generationId: number;
  /** Member id; empty when unknown (only with a generation id <= 0, as Kafka requires). */
  readonly memberId: string;
  /** Static membership id (KIP-345), or null. */
  readonly groupInstanceId: string | null;
}

/**
 * The string key of a topic-partition in a `Map` or `Set`. `\u0000` cannot appear in a topic name (Kafka allows
 * `[a-zA-Z0-9._-]`), so no two topic-partitions share a key. A caller holding the topic and the partition apart
 * passes both and allocates nothing; a `TopicPartition` can be passed as it is (also as a `map` callback).
 * @internal
 */
export function topicPartitionKey(topic: string, partition: number): string;
export function topicPartitionKey(topicPartition: TopicPartition): string;
export function topicPartitionKey(topic: string | TopicPartition, partition?: number): string {
  return typeof topic === 'string' ? `${topic}\u0000${partition}` : `${topic.topic}\u0000${topic.partition}`;
}
