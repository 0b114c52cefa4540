/**
 * Topic-partition identity used throughout the in-memory cluster.
 */

/**
 * A topic name and partition index, as in Kafka's `TopicPartition`.
 * @public
 */
export interface TopicPartition {
  readonly topic: string;
  readonly partition: number;
}

/**
 * A string key for maps keyed by topic-partition. `\u0000` cannot appear in a valid topic name
 * (Kafka allows `[a-zA-Z0-9._-]`), so the key is unambiguous.
 * @internal
 */
export function topicPartitionKey(topic: string, partition: number): string {
  return `${topic}\u0000${partition}`;
}

/**
 * Kafka's isolation levels for Fetch and ListOffsets (`IsolationLevel.java`): 0 = read_uncommitted,
 * 1 = read_committed.
 * @public
 */
export const IsolationLevel = {
  READ_UNCOMMITTED: 0,
  READ_COMMITTED: 1,
} as const;

/**
 * One of {@link IsolationLevel}'s values.
 * @public
 */
export type IsolationLevel = (typeof IsolationLevel)[keyof typeof IsolationLevel];
