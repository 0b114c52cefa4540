/**
 * Checks of the topic and partition arguments every client takes (consumer, admin), so that plain JavaScript
 * callers get an {@link InvalidArgumentError} or {@link InvalidTopicError} naming the argument before anything
 * happens.
 */
import { describeValue, InvalidArgumentError, InvalidTopicError, topicNameProblem } from './argument-errors.js';
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';

/** Checks a topic list. @internal */
export function checkTopics(operation: string, topics: unknown): string[] {
  if (!Array.isArray(topics) || topics.length === 0) throw new InvalidArgumentError(operation, 'topics', `must be a non-empty array of topic names, got ${describeValue(topics)}`);
  return topics.map((topic: unknown, index) => {
    if (typeof topic !== 'string') throw new InvalidArgumentError(operation, `topics[${index}]`, `must be a string, got ${describeValue(topic)}`);
    const problem = topicNameProblem(topic);
    if (problem !== undefined) throw new InvalidTopicError(topic, problem);
    return topic;
  });
}

/** Checks a list of topic-partitions. @internal */
export function checkPartitions(operation: string, name: string, partitions: unknown): TopicPartition[] {
  if (!Array.isArray(partitions)) throw new InvalidArgumentError(operation, name, `must be an array of { topic, partition }, got ${describeValue(partitions)}`);
  return partitions.map((each: unknown, index) => {
    const tp = each as Partial<TopicPartition> | null;
    if (typeof tp !== 'object' || tp === null) throw new InvalidArgumentError(operation, `${name}[${index}]`, `must be { topic, partition }, got ${describeValue(each)}`);
    if (typeof tp.topic !== 'string') throw new InvalidArgumentError(operation, `${name}[${index}].topic`, `must be a string, got ${describeValue(tp.topic)}`);
    const problem = topicNameProblem(tp.topic);
    if (problem !== undefined) throw new InvalidTopicError(tp.topic, problem);
    if (typeof tp.partition !== 'number' || !Number.isInteger(tp.partition) || tp.partition < 0) {
      throw new InvalidArgumentError(operation, `${name}[${index}].partition`, `must be an integer >= 0, got ${describeValue(tp.partition)}`);
    }
    return { topic: tp.topic, partition: tp.partition };
  });
}

/** Checks a list of offsets (`offset` a bigint >= 0). @internal */
export function checkOffsets(operation: string, offsets: unknown): TopicPartitionOffset[] {
  const partitions = checkPartitions(operation, 'offsets', offsets);
  return partitions.map((tp, index) => {
    const given = (offsets as Partial<TopicPartitionOffset>[])[index];
    const offset = given?.offset;
    if (typeof offset !== 'bigint' || offset < 0n) throw new InvalidArgumentError(operation, `offsets[${index}].offset`, `must be a bigint >= 0, got ${describeValue(offset)}`);
    const leaderEpoch = given?.leaderEpoch;
    return { ...tp, offset, ...(typeof leaderEpoch === 'number' ? { leaderEpoch } : {}) };
  });
}

/**
 * True for any non-null object: what a caller or the wire gave can then be read property by property, each
 * property `unknown` until checked. @internal
 */
export function isObjectRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}
