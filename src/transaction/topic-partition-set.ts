/**
 * A set of topic-partitions keyed by topic then partition, so membership checks on the produce path
 * build no string keys.
 * @internal
 */
import type { TopicPartition } from '../common/topic-partition.js';

/** @internal */
export class TopicPartitionSet {
  private readonly topics = new Map<string, Set<number>>();
  private count = 0;

  /** Number of partitions in the set. */
  get size(): number {
    return this.count;
  }

  has(topic: string, partition: number): boolean {
    return this.topics.get(topic)?.has(partition) ?? false;
  }

  /** Adds; returns false when already present. */
  add(topic: string, partition: number): boolean {
    let partitions = this.topics.get(topic);
    if (partitions === undefined) {
      partitions = new Set();
      this.topics.set(topic, partitions);
    }
    if (partitions.has(partition)) return false;
    partitions.add(partition);
    this.count++;
    return true;
  }

  delete(topic: string, partition: number): boolean {
    const partitions = this.topics.get(topic);
    if (partitions?.delete(partition) !== true) return false;
    if (partitions.size === 0) this.topics.delete(topic);
    this.count--;
    return true;
  }

  clear(): void {
    // Cleared for every transaction, mostly when already empty: V8's Map#clear allocates a new table even then.
    if (this.count === 0 && this.topics.size === 0) return;
    this.topics.clear();
    this.count = 0;
  }

  /** The partitions, grouped by topic, in insertion order. */
  toArray(): TopicPartition[] {
    const all: TopicPartition[] = [];
    for (const [topic, partitions] of this.topics) for (const partition of partitions) all.push({ topic, partition });
    return all;
  }
}
