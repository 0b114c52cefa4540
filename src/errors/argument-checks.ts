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
  return topics.map((topic: unknown, index) => checkTopicAt(operation, `topics[${index}]`, topic));
}

/** Checks one topic name, named in errors as the one element of a topic list. @internal */
export function checkTopic(operation: string, topic: unknown): string {
  return checkTopicAt(operation, 'topics[0]', topic);
}

function checkTopicAt(operation: string, argument: string, topic: unknown): string {
  if (typeof topic !== 'string') throw new InvalidArgumentError(operation, argument, `must be a string, got ${describeValue(topic)}`);
  const problem = topicNameProblem(topic);
  if (problem !== undefined) throw new InvalidTopicError(topic, problem);
  return topic;
}

/** Checks a list of topic-partitions. @internal */
export function checkPartitions(operation: string, name: string, partitions: unknown): TopicPartition[] {
  if (!Array.isArray(partitions)) throw new InvalidArgumentError(operation, name, `must be an array of { topic, partition }, got ${describeValue(partitions)}`);
  return partitions.map((each: unknown, index) => checkPartitionAt(operation, `${name}[${index}]`, each));
}

/** Checks one topic-partition, named in errors as the one element of the list `name`. @internal */
export function checkPartition(operation: string, name: string, partition: unknown): TopicPartition {
  return checkPartitionAt(operation, `${name}[0]`, partition);
}

function checkPartitionAt(operation: string, argument: string, tp: unknown): TopicPartition {
  if (!isObjectRecord(tp)) throw new InvalidArgumentError(operation, argument, `must be { topic, partition }, got ${describeValue(tp)}`);
  const { topic, partition } = tp;
  if (typeof topic !== 'string') throw new InvalidArgumentError(operation, `${argument}.topic`, `must be a string, got ${describeValue(topic)}`);
  const problem = topicNameProblem(topic);
  if (problem !== undefined) throw new InvalidTopicError(topic, problem);
  if (typeof partition !== 'number' || !Number.isInteger(partition) || partition < 0) {
    throw new InvalidArgumentError(operation, `${argument}.partition`, `must be an integer >= 0, got ${describeValue(partition)}`);
  }
  return { topic, partition };
}

/** Checks a list of offsets (`offset` a bigint >= 0). @internal */
export function checkOffsets(operation: string, offsets: unknown): TopicPartitionOffset[] {
  const partitions = checkPartitions(operation, 'offsets', offsets);
  return partitions.map((tp, index) => {
    const given: unknown = Array.isArray(offsets) ? offsets[index] : undefined;
    const offset = isObjectRecord(given) ? given.offset : undefined;
    if (typeof offset !== 'bigint' || offset < 0n) throw new InvalidArgumentError(operation, `offsets[${index}].offset`, `must be a bigint >= 0, got ${describeValue(offset)}`);
    const leaderEpoch = isObjectRecord(given) ? given.leaderEpoch : undefined;
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
