/**
 * The argument checks of `sendOffsetsToTransaction`. Plain JavaScript callers may pass
 * anything; before this check a number or string offset, a missing group metadata or a KafkaJS-style
 * `{ consumerGroupId, topics }` threw a TypeError inside the Sender, the call hung until `maxBlockMs` and the
 * producer was wedged. Every field is checked against what the public types document, and Kafka's own rule
 * (`KafkaProducer.throwIfInvalidGroupMetadata`: a generation > 0 needs a member id) is applied.
 */
import { describeValue, InvalidArgumentError, topicNameProblem } from '../errors/argument-errors.js';
import { isObjectRecord } from '../errors/argument-checks.js';
import { topicPartitionKey } from '../common/topic-partition.js';

const OPERATION = 'sendOffsetsToTransaction';

function refuse(argument: string, problem: string): never {
  throw new InvalidArgumentError(OPERATION, argument, problem);
}

function isInteger(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= 0x7fffffff;
}

/**
 * Throws {@link InvalidArgumentError} naming the first field of `offsets` or `groupMetadata` that does not
 * match `TopicPartitionOffset` / `ConsumerGroupMetadata`.
 * @internal
 */
export function validateSendOffsetsArguments(offsets: unknown, groupMetadata: unknown): void {
  if (!Array.isArray(offsets)) {
    const kafkaJs = typeof offsets === 'object' && offsets !== null && ('consumerGroupId' in offsets || 'topics' in offsets);
    refuse('offsets', kafkaJs
      ? 'looks like KafkaJS\'s { consumerGroupId, topics }: pass an array of { topic, partition, offset: bigint } and the consumer\'s group metadata as the second argument'
      : `must be an array of { topic, partition, offset: bigint }, got ${describeValue(offsets)}`);
  }
  const seen = new Set<string>();
  offsets.forEach((entry: unknown, index) => {
    const name = `offsets[${index}]`;
    if (!isObjectRecord(entry)) refuse(name, `must be a { topic, partition, offset } object, got ${describeValue(entry)}`);
    const { topic, partition, offset, leaderEpoch, metadata } = entry;
    if (typeof topic !== 'string') refuse(`${name}.topic`, `must be a string, got ${describeValue(topic)}`);
    const problem = topicNameProblem(topic);
    if (problem !== undefined) refuse(`${name}.topic`, `is not a legal topic name: ${problem}`);
    if (!isInteger(partition, 0)) refuse(`${name}.partition`, `must be an integer >= 0, got ${describeValue(partition)}`);
    if (typeof offset !== 'bigint') refuse(`${name}.offset`, `must be a bigint (e.g. 5n or BigInt(value)), got ${describeValue(offset)}`);
    if (offset < 0n) refuse(`${name}.offset`, `must be >= 0 (the next offset to consume), got ${offset}n`);
    if (leaderEpoch !== undefined && !isInteger(leaderEpoch, -1)) refuse(`${name}.leaderEpoch`, `must be an integer >= -1 when given, got ${describeValue(leaderEpoch)}`);
    if (metadata !== undefined && metadata !== null && typeof metadata !== 'string') refuse(`${name}.metadata`, `must be a string or null when given, got ${describeValue(metadata)}`);
    const key = topicPartitionKey(topic, partition);
    if (seen.has(key)) refuse(name, `repeats ${topic}-${partition}: give one offset per partition`);
    seen.add(key);
  });
  if (!isObjectRecord(groupMetadata)) {
    refuse('groupMetadata', `must be the consumer's group metadata { groupId, generationId, memberId, groupInstanceId }, got ${describeValue(groupMetadata)}`);
  }
  const { groupId, generationId, memberId, groupInstanceId } = groupMetadata;
  if (typeof groupId !== 'string' || groupId === '') refuse('groupMetadata.groupId', `must be a non-empty string, got ${describeValue(groupId)}`);
  if (!isInteger(generationId, -1)) refuse('groupMetadata.generationId', `must be an integer >= -1 (-1: unknown), got ${describeValue(generationId)}`);
  if (typeof memberId !== 'string') refuse('groupMetadata.memberId', `must be a string ('' when unknown), got ${describeValue(memberId)}`);
  if (groupInstanceId !== null && (typeof groupInstanceId !== 'string' || groupInstanceId === '')) {
    refuse('groupMetadata.groupInstanceId', `must be a non-empty string or null, got ${describeValue(groupInstanceId)}`);
  }
  if (generationId > 0 && memberId === '') {
    refuse('groupMetadata.memberId', `is empty although generationId is ${generationId}: pass the consumer's member id (Kafka rejects this metadata too)`);
  }
}
