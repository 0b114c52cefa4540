/**
 * Topic operations (Java's `createTopics`, `deleteTopics`, `createPartitions`, `describeTopics`, `listTopics`):
 * CreateTopics, DeleteTopics and CreatePartitions to any broker (KRaft brokers forward them to the controller),
 * Metadata for describing and listing.
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { ZERO_UUID } from '../protocol/primitives/uuid.js';
import { createPartitions as createPartitionsWire } from '../protocol/requests/create-partitions.js';
import { createTopics as createTopicsWire } from '../protocol/requests/create-topics.js';
import { deleteTopics as deleteTopicsWire, type DeletedTopic } from '../protocol/requests/delete-topics.js';
import type { MetadataTopic } from '../protocol/requests/metadata.js';
import { newStep, settleEntries, valueOf, type AdminCall, type KeyedOutcome } from './admin-call.js';
import { fetchMetadata } from './admin-metadata.js';
import { configSourceName, type ConfigEntry } from './configs.js';

/**
 * A topic to create. Without `replicaAssignments`, `partitions` and `replicationFactor` default to the brokers'
 * `num.partitions` and `default.replication.factor`.
 * @public
 */
export interface NewTopic {
  /** The topic name. */
  readonly name: string;
  /** Its partition count. Default: the brokers' `num.partitions`. */
  readonly partitions?: number;
  /** Copies of each partition. Default: the brokers' `default.replication.factor`. */
  readonly replicationFactor?: number;
  /** The replicas of each partition (broker ids, the preferred leader first), in partition order. */
  readonly replicaAssignments?: readonly (readonly number[])[];
  /** Topic configs, e.g. `{ 'cleanup.policy': 'compact' }`. */
  readonly configs?: Readonly<Record<string, string>>;
}

/**
 * Options of `admin.createTopics`.
 * @public
 */
export interface CreateTopicsOptions extends AdminCallOptions {
  /** Check the request (names, counts, configs) without creating anything. Default false. */
  readonly validateOnly?: boolean;
}

/**
 * A created (or, with `validateOnly`, validated) topic as the controller answered.
 * @public
 */
export interface CreatedTopic {
  /** The topic name. */
  readonly name: string;
  /** The topic id, or null when the broker did not say (before Kafka 2.8, or with `validateOnly`). */
  readonly topicId: string | null;
  /** Its partition count. */
  readonly partitions: number;
  /** Copies of each partition. */
  readonly replicationFactor: number;
  /** The topic's configs with their sources, as created. */
  readonly configs: readonly ConfigEntry[];
}

/**
 * A topic to grow: its new total partition count and, optionally, the replicas of each new partition.
 * @public
 */
export interface NewPartitions {
  /** The topic to grow. */
  readonly topic: string;
  /** Its new total partition count (more than it has). */
  readonly count: number;
  /** The replicas of each new partition (broker ids, the preferred leader first). Default: the controller places them. */
  readonly replicaAssignments?: readonly (readonly number[])[];
}

/**
 * One partition of a described topic (Java's `TopicPartitionInfo`).
 * @public
 */
export interface PartitionDescription {
  /** The partition number. */
  readonly partition: number;
  /** The leader's broker id, or null while the partition has no leader. */
  readonly leader: number | null;
  /** The leader epoch, -1 when the broker did not say. */
  readonly leaderEpoch: number;
  /** The brokers holding a copy, the preferred leader first. */
  readonly replicas: readonly number[];
  /** The in-sync replicas. */
  readonly isr: readonly number[];
  /** Replicas whose log directory is offline. */
  readonly offlineReplicas: readonly number[];
}

/**
 * A described topic (Java's `TopicDescription`).
 * @public
 */
export interface TopicDescription {
  /** The topic name. */
  readonly name: string;
  /** The topic id, in Kafka's string form of its UUID. */
  readonly topicId: string;
  /** True for Kafka's own topics (`__consumer_offsets`, `__transaction_state`). */
  readonly internal: boolean;
  /** Its partitions, by number. */
  readonly partitions: readonly PartitionDescription[];
}

/**
 * A listed topic.
 * @public
 */
export interface TopicListing {
  /** The topic name. */
  readonly name: string;
  /** The topic id, in Kafka's string form of its UUID. */
  readonly topicId: string;
  /** True for Kafka's own topics (`__consumer_offsets`, `__transaction_state`). */
  readonly internal: boolean;
}

/** Answers after which a topic operation is sent again. */
const CONTROLLER_RETRY: ReadonlySet<number> = new Set([ErrorCode.NOT_CONTROLLER, ErrorCode.THROTTLING_QUOTA_EXCEEDED]);

/** Settles `key` in `step` with the controller's error: retried after the backoff for {@link CONTROLLER_RETRY}, failed otherwise. */
function controllerError<Value>(step: ReturnType<typeof newStep<string, Value>>, key: string, error: ProtocolError): void {
  (CONTROLLER_RETRY.has(error.errorCode) ? step.retry : step.failed).set(key, error);
}

/**
 * CreateTopics; per topic the created topic or its error.
 * @internal
 */
export function createTopics(call: AdminCall, topics: readonly NewTopic[], validateOnly: boolean): Promise<KeyedOutcome<string, CreatedTopic>> {
  const byName = new Map(topics.map((topic) => [topic.name, topic]));
  return call.keyed([...byName.keys()], async (pending) => {
    const fields = {
      validateOnly,
      timeoutMs: call.remainingMs(),
      topics: pending.map((name) => {
        const topic = valueOf(byName, name);
        return { name, partitions: topic.partitions ?? -1, replicationFactor: topic.replicationFactor ?? -1, assignments: topic.replicaAssignments, configs: topic.configs ?? {} };
      }),
    };
    const { version, answer } = await call.send('any', createTopicsWire, fields);
    const step = newStep<string, CreatedTopic>();
    settleEntries(step, answer, (each) => (byName.has(each.name) ? each.name : undefined), (each) => ({
      name: each.name,
      topicId: each.topicId === ZERO_UUID ? null : each.topicId,
      partitions: each.numPartitions,
      replicationFactor: each.replicationFactor,
      configs: (each.configs ?? []).map((config) => ({ name: config.name, value: config.value, source: configSourceName(config.configSource), readOnly: config.readOnly, sensitive: config.isSensitive })),
    }), (name, each) => { controllerError(step, name, new ProtocolError({ api: 'CreateTopics', version, errorCode: each.errorCode, errorMessage: each.errorMessage, resource: each.name })); });
    return step;
  });
}

/**
 * DeleteTopics by name or id; keyed by the name or id as given.
 * @internal
 */
export function deleteTopics(call: AdminCall, topics: readonly ({ readonly name: string } | { readonly topicId: string })[]): Promise<KeyedOutcome<string, true>> {
  const keyOf = (topic: { readonly name: string } | { readonly topicId: string }): string => ('name' in topic ? topic.name : topic.topicId);
  const byKey = new Map(topics.map((topic) => [keyOf(topic), topic]));
  return call.keyed([...byKey.keys()], async (pending) => {
    const { version, answer } = await call.send('any', deleteTopicsWire, { timeoutMs: call.remainingMs(), topics: pending.map((key) => valueOf(byKey, key)) });
    const step = newStep<string, true>();
    const keyOf = (each: DeletedTopic): string | undefined => [...byKey].find(([, topic]) => ('name' in topic ? topic.name === each.name : topic.topicId === each.topicId))?.[0];
    settleEntries(step, answer, keyOf, () => true,
      (key, each) => { controllerError(step, key, new ProtocolError({ api: 'DeleteTopics', version, errorCode: each.errorCode, errorMessage: each.errorMessage, resource: each.name ?? key })); });
    return step;
  });
}

/**
 * CreatePartitions; keyed by topic.
 * @internal
 */
export function createPartitions(call: AdminCall, increases: readonly NewPartitions[], validateOnly: boolean): Promise<KeyedOutcome<string, true>> {
  const byTopic = new Map(increases.map((each) => [each.topic, each]));
  return call.keyed([...byTopic.keys()], async (pending) => {
    const topics = pending.map((topic) => {
      const increase = valueOf(byTopic, topic);
      return { name: topic, count: increase.count, assignments: increase.replicaAssignments };
    });
    const { version, answer } = await call.send('any', createPartitionsWire, { topics, validateOnly, timeoutMs: call.remainingMs() });
    const step = newStep<string, true>();
    settleEntries(step, answer, (each) => (byTopic.has(each.name) ? each.name : undefined), () => true,
      (name, each) => { controllerError(step, name, new ProtocolError({ api: 'CreatePartitions', version, errorCode: each.errorCode, errorMessage: each.errorMessage, resource: each.name })); });
    return step;
  });
}

/**
 * Metadata of topics by name or id; keyed by the name or id as given. A topic still without a leader for some
 * partition is described as it is (leader null).
 * @internal
 */
export async function describeTopics(call: AdminCall, topics: { readonly names: readonly string[] } | { readonly topicIds: readonly string[] }): Promise<KeyedOutcome<string, TopicDescription>> {
  const keys = 'names' in topics ? topics.names : topics.topicIds;
  return call.keyed(keys, async (pending) => {
    const fields = 'names' in topics ? { kind: 'names' as const, names: pending } : { kind: 'ids' as const, ids: pending };
    const { version, answer } = await fetchMetadata(call, fields);
    const step = newStep<string, TopicDescription>();
    for (const topic of answer.topics) {
      const key = 'names' in topics ? topic.name : topic.topicId;
      if (key === null || !pending.includes(key)) continue;
      if (topic.errorCode === ErrorCode.NONE && topic.name !== null) {
        step.done.set(key, describeTopic(topic, topic.name));
        continue;
      }
      const error = new ProtocolError({ api: 'Metadata', version, errorCode: topic.errorCode, resource: topic.name ?? key });
      (topic.errorCode === ErrorCode.LEADER_NOT_AVAILABLE ? step.retry : step.failed).set(key, error);
    }
    return step;
  });
}

/**
 * Every topic (Metadata for all topics), sorted by name; Kafka's internal topics only with `includeInternal`.
 * @internal
 */
export async function listTopics(call: AdminCall, includeInternal: boolean): Promise<TopicListing[]> {
  const { answer } = await call.run(() => fetchMetadata(call, { kind: 'all' }));
  return answer.topics
    .filter((topic): topic is MetadataTopic & { readonly name: string } => topic.name !== null && topic.errorCode === ErrorCode.NONE && (includeInternal || !topic.internal))
    .map((topic) => ({ name: topic.name, topicId: topic.topicId, internal: topic.internal }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function describeTopic(topic: MetadataTopic, name: string): TopicDescription {
  return {
    name,
    topicId: topic.topicId,
    internal: topic.internal,
    partitions: topic.partitions.map((each) => ({
      partition: each.partition,
      leader: each.leaderId < 0 ? null : each.leaderId,
      leaderEpoch: each.leaderEpoch,
      replicas: each.replicas,
      isr: each.isr,
      offlineReplicas: each.offlineReplicas,
    })),
  };
}
