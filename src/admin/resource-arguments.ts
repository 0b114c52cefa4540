/**
 * Checks of the topic, config, group and offset arguments of the admin client, each refused with an
 * `InvalidArgumentError` (or `InvalidTopicError`) naming it before any request is sent.
 */
import { checkPartitions, checkTopic, isObjectRecord } from '../errors/argument-checks.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import { checkBigint, checkInteger, checkObject } from './admin-arguments.js';
import type { ConfigChange, ConfigResource } from './configs.js';
import type { NewGroupOffset } from './groups.js';
import type { OffsetSpec } from './offsets.js';
import type { NewPartitions, NewTopic } from './topics.js';

const INT32_MAX = 2_147_483_647;

function checkArray(operation: string, argument: string, value: unknown): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw new InvalidArgumentError(operation, argument, `must be a non-empty array, got ${describeValue(value)}`);
  return value;
}

function checkStringRecord(operation: string, argument: string, value: unknown): Readonly<Record<string, string>> | undefined {
  if (value === undefined) return undefined;
  const record = checkObject(operation, argument, value, false);
  const strings: Record<string, string> = {};
  for (const [key, each] of Object.entries(record)) {
    if (typeof each !== 'string') throw new InvalidArgumentError(operation, `${argument}.${key}`, `must be a string, got ${describeValue(each)}`);
    strings[key] = each;
  }
  return strings;
}

function checkAssignments(operation: string, argument: string, value: unknown): (readonly number[])[] | undefined {
  if (value === undefined) return undefined;
  return checkArray(operation, argument, value).map((replicas, index) => checkArray(operation, `${argument}[${index}]`, replicas).map((id, at) => checkInteger(operation, `${argument}[${index}][${at}]`, id, 0, INT32_MAX)));
}

/** The topics of `createTopics`. @internal */
export function checkNewTopics(topics: unknown): NewTopic[] {
  return checkArray('createTopics', 'topics', topics).map((each, index) => {
    const topic = checkObject('createTopics', `topics[${index}]`, each, false);
    const name = checkTopic('createTopics', topic.name);
    const partitions = topic.partitions === undefined ? undefined : checkInteger('createTopics', `topics[${index}].partitions`, topic.partitions, 1, INT32_MAX);
    const replicationFactor = topic.replicationFactor === undefined ? undefined : checkInteger('createTopics', `topics[${index}].replicationFactor`, topic.replicationFactor, 1, 32_767);
    const replicaAssignments = checkAssignments('createTopics', `topics[${index}].replicaAssignments`, topic.replicaAssignments);
    const configs = checkStringRecord('createTopics', `topics[${index}].configs`, topic.configs);
    return { name, ...(partitions === undefined ? {} : { partitions }), ...(replicationFactor === undefined ? {} : { replicationFactor }), ...(replicaAssignments === undefined ? {} : { replicaAssignments }), ...(configs === undefined ? {} : { configs }) };
  });
}

/** The topics of `deleteTopics`: names, or `{ topicId }`. @internal */
export function checkTopicRefs(topics: unknown): ({ readonly name: string } | { readonly topicId: string })[] {
  return checkArray('deleteTopics', 'topics', topics).map((each, index) => {
    if (typeof each === 'string') return { name: checkTopic('deleteTopics', each) };
    const ref = checkObject('deleteTopics', `topics[${index}]`, each, false);
    if (typeof ref.topicId !== 'string' || ref.topicId === '') throw new InvalidArgumentError('deleteTopics', `topics[${index}]`, `must be a topic name or { topicId }, got ${describeValue(each)}`);
    return { topicId: ref.topicId };
  });
}

/** The ids of `describeTopics`'s `{ topicIds }`: a non-empty array, without repeats. @internal */
export function checkTopicIds(topicIds: unknown): string[] {
  const refuse = (): never => {
    throw new InvalidArgumentError('describeTopics', 'topics.topicIds', `must be a non-empty array of topic ids, got ${describeValue(topicIds)}`);
  };
  if (!Array.isArray(topicIds) || topicIds.length === 0) return refuse();
  return [...new Set(topicIds.map((id: unknown) => (typeof id === 'string' && id !== '' ? id : refuse())))];
}

/** The increases of `createPartitions`. @internal */
export function checkNewPartitions(increases: unknown): NewPartitions[] {
  return checkArray('createPartitions', 'increases', increases).map((each, index) => {
    const increase = checkObject('createPartitions', `increases[${index}]`, each, false);
    const topic = checkTopic('createPartitions', increase.topic);
    const count = checkInteger('createPartitions', `increases[${index}].count`, increase.count, 1, INT32_MAX);
    const replicaAssignments = checkAssignments('createPartitions', `increases[${index}].replicaAssignments`, increase.replicaAssignments);
    return { topic, count, ...(replicaAssignments === undefined ? {} : { replicaAssignments }) };
  });
}

/** One config resource. @internal */
export function checkConfigResource(operation: string, argument: string, value: unknown): ConfigResource {
  const resource = checkObject(operation, argument, value, false);
  if (resource.type === 'topic') return { type: 'topic', name: checkTopic(operation, resource.name) };
  if (resource.type === 'broker') {
    return { type: 'broker', brokerId: resource.brokerId === null || resource.brokerId === undefined ? null : checkInteger(operation, `${argument}.brokerId`, resource.brokerId, 0, INT32_MAX) };
  }
  throw new InvalidArgumentError(operation, `${argument}.type`, `must be 'topic' or 'broker', got ${describeValue(resource.type)}`);
}

/** The resources of `describeConfigs`. @internal */
export function checkConfigResources(resources: unknown): ConfigResource[] {
  return checkArray('describeConfigs', 'resources', resources).map((each, index) => checkConfigResource('describeConfigs', `resources[${index}]`, each));
}

/** The changes of `incrementalAlterConfigs`. @internal */
export function checkConfigChanges(changes: unknown): ConfigChange[] {
  return checkArray('incrementalAlterConfigs', 'changes', changes).map((each, index) => {
    const change = checkObject('incrementalAlterConfigs', `changes[${index}]`, each, false);
    const resource = checkConfigResource('incrementalAlterConfigs', `changes[${index}].resource`, change.resource);
    const set = checkStringRecord('incrementalAlterConfigs', `changes[${index}].set`, change.set);
    const append = checkStringRecord('incrementalAlterConfigs', `changes[${index}].append`, change.append);
    const subtract = checkStringRecord('incrementalAlterConfigs', `changes[${index}].subtract`, change.subtract);
    const removed = change.delete === undefined ? undefined : checkArray('incrementalAlterConfigs', `changes[${index}].delete`, change.delete).map((name, at) => {
      if (typeof name !== 'string' || name === '') throw new InvalidArgumentError('incrementalAlterConfigs', `changes[${index}].delete[${at}]`, `must be a config name, got ${describeValue(name)}`);
      return name;
    });
    return { resource, ...(set === undefined ? {} : { set }), ...(append === undefined ? {} : { append }), ...(subtract === undefined ? {} : { subtract }), ...(removed === undefined ? {} : { delete: removed }) };
  });
}

/** The offsets of `alterGroupOffsets`. @internal */
export function checkNewGroupOffsets(offsets: unknown): NewGroupOffset[] {
  const entries = checkArray('alterGroupOffsets', 'offsets', offsets);
  const partitions = checkPartitions('alterGroupOffsets', 'offsets', entries);
  return partitions.map((tp, index) => {
    const entry = entries[index];
    const given = isObjectRecord(entry) ? entry : {};
    const offset = checkBigint('alterGroupOffsets', `offsets[${index}].offset`, given.offset, 0n);
    const leaderEpoch = given.leaderEpoch === undefined ? undefined : checkInteger('alterGroupOffsets', `offsets[${index}].leaderEpoch`, given.leaderEpoch, -1, INT32_MAX);
    if (given.metadata !== undefined && typeof given.metadata !== 'string') throw new InvalidArgumentError('alterGroupOffsets', `offsets[${index}].metadata`, `must be a string, got ${describeValue(given.metadata)}`);
    return { ...tp, offset, ...(leaderEpoch === undefined ? {} : { leaderEpoch }), ...(given.metadata === undefined ? {} : { metadata: given.metadata }) };
  });
}

/** An {@link OffsetSpec}. @internal */
export function checkOffsetSpec(operation: string, argument: string, value: unknown): OffsetSpec {
  if (value === 'earliest' || value === 'latest' || value === 'max-timestamp') return value;
  const spec = checkObject(operation, argument, value, false);
  return { timestamp: checkInteger(operation, `${argument}.timestamp`, spec.timestamp, 0) };
}

/** The requests of `listOffsets`: `{ topic, partition, spec }`. @internal */
export function checkOffsetRequests(requests: unknown): { readonly topic: string; readonly partition: number; readonly spec: OffsetSpec }[] {
  const entries = checkArray('listOffsets', 'requests', requests);
  const partitions = checkPartitions('listOffsets', 'requests', entries);
  return partitions.map((tp, index) => {
    const entry = entries[index];
    return { ...tp, spec: checkOffsetSpec('listOffsets', `requests[${index}].spec`, isObjectRecord(entry) ? entry.spec : undefined) };
  });
}
