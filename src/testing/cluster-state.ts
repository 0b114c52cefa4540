/**
 * Brokers, topics, partitions, leaders and coordinator placement of the in-memory cluster.
 *
 * Coordinators are placed as Kafka places them: `abs(javaHashCode(key)) % 50` picks a partition of
 * `__consumer_offsets` / `__transaction_state` (Kafka's default 50 partitions), and that partition's leader is
 * the coordinator; here the leader of internal partition `p` is `brokers[p % brokerCount]`. Tests can pin a
 * key to a broker with {@link ClusterState.setCoordinator}.
 *
 * Simplifications versus Kafka: one replica per partition (replicas = ISR = [leader]); internal topics are not
 * real topics (offsets and transaction state live in the coordinators' memory); topic ids are derived from a
 * counter, so they are deterministic; a down broker keeps its leaderships and coordinators (clients see it
 * unreachable until a test moves them), like librdkafka's mock.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { uuidFromBytes, type Uuid } from '../protocol/primitives/uuid.js';
import { CoordinatorType } from '../protocol/requests/find-coordinator.js';
import { systemClock, type Clock } from '../internal/clock.js';
import { PartitionLog, type RetentionOptions } from './partition-log.js';
import { ProducerStateManager, type ProducerStateOptions } from './producer-state.js';

/** Kafka's default `offsets.topic.num.partitions` and `transaction.state.log.num.partitions`. */
const INTERNAL_TOPIC_PARTITIONS = 50;
const VALID_TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;

/**
 * Most partitions one topic may have. Kafka has no fixed bound, but a broker runs out of memory long
 * before 2^31-1; each partition here is a log and producer state, so a ~60-byte CreateTopics asking for
 * 2^31-1 partitions must be refused (INVALID_PARTITIONS), not attempted.
 * @public
 */
export const MAX_PARTITIONS_PER_TOPIC = 10_000;

/**
 * Most partitions the whole cluster may hold; creating a topic beyond it answers INVALID_PARTITIONS.
 * @public
 */
export const MAX_PARTITIONS_PER_CLUSTER = 100_000;

/**
 * The key types of FindCoordinator (`CoordinatorType`: `GROUP` 0 for a consumer group id, `TRANSACTION` 1 for a
 * transactional id): the wire module's own table, under the name the in-memory cluster's API uses.
 * @public
 */
export const CoordinatorKeyType = CoordinatorType;

/**
 * One of {@link CoordinatorKeyType}'s values.
 * @public
 */
export type CoordinatorKeyType = (typeof CoordinatorKeyType)[keyof typeof CoordinatorKeyType];

/**
 * A broker of the in-memory cluster.
 * @public
 */
export interface BrokerState {
  /** The broker's node id: 1, 2, ... by default, or the ids the cluster options list. */
  readonly nodeId: number;
  /** The host advertised in Metadata and FindCoordinator answers: `in-memory` until a network face binds a real address. */
  host: string;
  /** The port advertised with {@link BrokerState.host}: a placeholder (9092 + node id) until a network face binds a real one. */
  port: number;
  /** The broker's rack as Metadata reports it, or null. */
  readonly rack: string | null;
  /** False while a test has taken the broker down. */
  up: boolean;
}

/**
 * A partition: its leader, log and producer table.
 * @internal
 */
export interface PartitionState {
  readonly topic: string;
  readonly partition: number;
  leaderId: number;
  /** Bumped on every leader move, as Kafka's leader epoch is (KIP-101/KIP-320). */
  leaderEpoch: number;
  readonly log: PartitionLog;
  readonly producers: ProducerStateManager;
}

/**
 * A topic and its partitions.
 * @internal
 */
export interface TopicState {
  readonly name: string;
  readonly topicId: Uuid;
  readonly partitions: PartitionState[];
  /** As created (reported in Metadata's replica lists; every partition still has one copy, its leader's). */
  readonly replicationFactor: number;
  /** Configs set on the topic (CreateTopics, IncrementalAlterConfigs); the others have their defaults. */
  readonly configs: Map<string, string>;
}

/** Kafka's default `message.max.bytes` (1 MiB plus the record batch overhead). */
export const DEFAULT_MAX_MESSAGE_BYTES = 1_048_588;

/**
 * Options of the cluster's metadata state (`InMemoryCluster.state`).
 * @public
 */
export interface ClusterStateOptions {
  /** Broker count (ids 1..N) or explicit ids. Default 1. */
  readonly brokers?: number | readonly number[];
  /** Create unknown topics on Metadata/Produce (Kafka's `auto.create.topics.enable`). Default false. */
  readonly autoCreateTopics?: boolean;
  /** Partitions of auto-created topics (Kafka's `num.partitions`). Default 1. */
  readonly defaultPartitions?: number;
  /** Retention bound applied to every partition log. */
  readonly retention?: RetentionOptions;
  /** The clock `retention.maxAgeMs` is measured against. Default: the system clock. */
  readonly clock?: Clock;
  /** Producer-state behaviour applied to every partition. */
  readonly producerState?: ProducerStateOptions;
  /** Cluster id reported by Metadata. Default `kafka-eos-in-memory`. */
  readonly clusterId?: string;
  /**
   * The largest record batch a topic accepts unless it sets its own `max.message.bytes` (Kafka's broker
   * `message.max.bytes`); a larger batch is answered MESSAGE_TOO_LARGE. Default 1048588, as Kafka's.
   */
  readonly messageMaxBytes?: number;
  /**
   * Each broker's rack (Kafka's `broker.rack`), by broker id; brokers not listed have none. Reported in Metadata
   * and used by the rack-aware replica selector (`InMemoryClusterOptions.replicaSelector`).
   */
  readonly brokerRacks?: Readonly<Record<number, string>>;
}

/**
 * Brokers, topics and coordinator placement.
 * @internal
 */
export class ClusterState {
  /** The cluster id Metadata and DescribeCluster report. */
  readonly clusterId: string;
  /** Whether Metadata and Produce create unknown topics (Kafka's `auto.create.topics.enable`). */
  readonly autoCreateTopics: boolean;
  private readonly brokerList: BrokerState[];
  private readonly topicMap = new Map<string, TopicState>();
  private readonly coordinatorOverrides = new Map<string, number>();
  /** Each topic's creation index: its partitions' leaders go round-robin from there. */
  private readonly placements = new Map<string, number>();
  private readonly defaultPartitions: number;
  private readonly retention: RetentionOptions;
  private readonly clock: Clock;
  private readonly producerState: ProducerStateOptions;
  private readonly messageMaxBytes: number;
  private nextTopicId = 1;
  /** Partitions of every topic, against {@link MAX_PARTITIONS_PER_CLUSTER}. */
  private partitionTotal = 0;

  constructor(options: ClusterStateOptions = {}) {
    const brokers = options.brokers ?? 1;
    const ids = typeof brokers === 'number' ? Array.from({ length: brokers }, (_, index) => index + 1) : [...brokers];
    if (ids.length === 0) throw new RangeError('a cluster needs at least one broker');
    // Placeholder addresses until a network face binds real ones (InMemoryCluster.setBrokerAddress).
    this.brokerList = ids.map((nodeId) => ({ nodeId, host: 'in-memory', port: 9092 + nodeId, rack: options.brokerRacks?.[nodeId] ?? null, up: true }));
    this.autoCreateTopics = options.autoCreateTopics ?? false;
    this.defaultPartitions = options.defaultPartitions ?? 1;
    this.retention = options.retention ?? {};
    this.clock = options.clock ?? systemClock;
    this.producerState = options.producerState ?? {};
    this.clusterId = options.clusterId ?? 'kafka-eos-in-memory';
    this.messageMaxBytes = options.messageMaxBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  }

  /** Partitions of a topic created without a count (Kafka's `num.partitions`). */
  get defaultPartitionCount(): number {
    return this.defaultPartitions;
  }

  /** All brokers, up or down, in id order of creation. */
  brokers(): readonly BrokerState[] {
    return this.brokerList;
  }

  /** The broker with `nodeId`, if any. */
  broker(nodeId: number): BrokerState | undefined {
    return this.brokerList.find((broker) => broker.nodeId === nodeId);
  }

  /** Takes a broker down or brings it back up. */
  setBrokerUp(nodeId: number, up: boolean): void {
    this.requireBroker(nodeId).up = up;
  }

  /** Lowest live broker id: Metadata's controller id. */
  controllerId(): number {
    return (this.brokerList.find((broker) => broker.up) ?? this.brokerList[0])?.nodeId ?? -1;
  }

  /**
   * Creates a topic. Leaders default to round-robin over brokers; `leaders[i]` pins partition i.
   * @returns NONE, TOPIC_ALREADY_EXISTS, INVALID_TOPIC_EXCEPTION or INVALID_PARTITIONS (also beyond
   * {@link MAX_PARTITIONS_PER_TOPIC} or {@link MAX_PARTITIONS_PER_CLUSTER}).
   */
  createTopic(name: string, options: { partitions?: number; leaders?: readonly number[]; replicationFactor?: number; configs?: ReadonlyMap<string, string>; maxMessageBytes?: number } = {}): number {
    if (!VALID_TOPIC_NAME.test(name) || name === '.' || name === '..') return ErrorCode.INVALID_TOPIC_EXCEPTION;
    if (this.topicMap.has(name)) return ErrorCode.TOPIC_ALREADY_EXISTS;
    const count = options.partitions ?? this.defaultPartitions;
    if (!isValidPartitionCount(count) || this.partitionTotal + count > MAX_PARTITIONS_PER_CLUSTER) return ErrorCode.INVALID_PARTITIONS;
    const topicIndex = this.nextTopicId++;
    const configs = new Map(options.configs ?? []);
    if (options.maxMessageBytes !== undefined) configs.set('max.message.bytes', String(options.maxMessageBytes));
    const topic: TopicState = { name, topicId: topicIdFor(topicIndex), partitions: [], replicationFactor: options.replicationFactor ?? 1, configs };
    this.topicMap.set(name, topic);
    this.placements.set(name, topicIndex);
    this.addPartitions(topic, count, options.leaders ?? []);
    return ErrorCode.NONE;
  }

  /**
   * Raises a topic's partition count to `count` (CreatePartitions); `leaders[i]` pins the i-th new partition.
   * @returns NONE, UNKNOWN_TOPIC_OR_PARTITION, or INVALID_PARTITIONS (not more than now, or past the bounds).
   */
  increasePartitions(name: string, count: number, leaders: readonly number[] = []): number {
    const topic = this.topicMap.get(name);
    if (topic === undefined) return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION;
    const added = count - topic.partitions.length;
    if (added <= 0 || !isValidPartitionCount(count) || this.partitionTotal + added > MAX_PARTITIONS_PER_CLUSTER) return ErrorCode.INVALID_PARTITIONS;
    this.addPartitions(topic, added, leaders);
    return ErrorCode.NONE;
  }

  /** Appends `count` partitions to `topic`, leaders round-robin from the topic's place (or pinned by `leaders`). */
  private addPartitions(topic: TopicState, count: number, leaders: readonly number[]): void {
    const spread = this.placements.get(topic.name) ?? 0;
    this.partitionTotal += count;
    const first = topic.partitions.length;
    for (let index = 0; index < count; index++) {
      const pinned = leaders[index];
      if (pinned !== undefined) this.requireBroker(pinned);
      const log = new PartitionLog(this.retention, () => this.clock.now());
      log.assignLeaderEpoch(0);
      topic.partitions.push({
        topic: topic.name,
        partition: first + index,
        leaderId: pinned ?? this.brokerAt(spread + first + index).nodeId,
        leaderEpoch: 0,
        log,
        producers: new ProducerStateManager(this.producerState),
      });
    }
  }

  /**
   * The largest record batch `topic` accepts, in bytes: its `max.message.bytes` config (CreateTopics,
   * IncrementalAlterConfigs, the cluster's `topics` option), else the cluster-wide `messageMaxBytes`.
   */
  maxMessageBytes(topic: TopicState | undefined): number {
    const configured = topic?.configs.get('max.message.bytes');
    return configured === undefined ? this.messageMaxBytes : Number(configured);
  }

  /** Deletes a topic and its data. @returns NONE or UNKNOWN_TOPIC_OR_PARTITION. */
  deleteTopic(name: string): number {
    const topic = this.topicMap.get(name);
    if (topic === undefined) return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION;
    this.topicMap.delete(name);
    this.placements.delete(name);
    this.partitionTotal -= topic.partitions.length;
    return ErrorCode.NONE;
  }

  /** The topic, if it exists. */
  topic(name: string): TopicState | undefined {
    return this.topicMap.get(name);
  }

  /** The topic with this id, if it exists (Fetch v13+ and Metadata v10+ address topics by id). */
  topicById(topicId: Uuid): TopicState | undefined {
    for (const topic of this.topicMap.values()) if (topic.topicId === topicId) return topic;
    return undefined;
  }

  /** All topics. */
  topics(): readonly TopicState[] {
    return [...this.topicMap.values()];
  }

  /** The topic, auto-creating it when allowed; undefined when it does not exist and cannot be created. */
  topicOrAutoCreate(name: string): TopicState | undefined {
    const existing = this.topicMap.get(name);
    if (existing !== undefined || !this.autoCreateTopics) return existing;
    return this.createTopic(name) === ErrorCode.NONE ? this.topicMap.get(name) : undefined;
  }

  /** The partition, if it exists. */
  partition(topic: string, partition: number): PartitionState | undefined {
    return this.topicMap.get(topic)?.partitions[partition];
  }

  /**
   * The partition's replicas as Metadata reports them: the topic's replication factor of brokers, the leader first
   * and then the next broker ids in the cluster's order (the leader alone when it is not a known broker). Every
   * replica reads the leader's log: followers are always in sync.
   */
  replicas(topic: TopicState, partition: PartitionState): number[] {
    const brokerIds = this.brokerList.map((broker) => broker.nodeId);
    const start = brokerIds.indexOf(partition.leaderId);
    if (start < 0) return [partition.leaderId];
    return [...brokerIds.slice(start), ...brokerIds.slice(0, start)].slice(0, Math.max(0, Math.min(topic.replicationFactor, brokerIds.length)));
  }

  /** Moves a partition's leadership, bumping its leader epoch. */
  setLeader(topic: string, partition: number, brokerId: number): void {
    this.requireBroker(brokerId);
    const state = this.partition(topic, partition);
    if (state === undefined) throw new RangeError(`unknown partition ${topic}-${partition}`);
    if (state.leaderId !== brokerId) {
      state.leaderId = brokerId;
      state.leaderEpoch++;
      state.log.assignLeaderEpoch(state.leaderEpoch);
    }
  }

  /** The broker coordinating `key` (a group id or transactional id). */
  coordinatorFor(keyType: CoordinatorKeyType, key: string): number {
    const pinned = this.coordinatorOverrides.get(coordinatorKey(keyType, key));
    if (pinned !== undefined) return pinned;
    // Kafka: Utils.abs(key.hashCode) % numPartitions, then that internal partition's leader.
    const internalPartition = Math.abs(javaStringHashCode(key)) % INTERNAL_TOPIC_PARTITIONS;
    return this.brokerAt(internalPartition).nodeId;
  }

  /** Pins the coordinator of `key` to a broker (a coordinator move). */
  setCoordinator(keyType: CoordinatorKeyType, key: string, brokerId: number): void {
    this.requireBroker(brokerId);
    this.coordinatorOverrides.set(coordinatorKey(keyType, key), brokerId);
  }

  private brokerAt(index: number): BrokerState {
    const broker = this.brokerList[index % this.brokerList.length];
    if (broker === undefined) throw new RangeError('no brokers');
    return broker;
  }

  private requireBroker(nodeId: number): BrokerState {
    const broker = this.broker(nodeId);
    if (broker === undefined) throw new RangeError(`unknown broker ${nodeId}`);
    return broker;
  }
}

function coordinatorKey(keyType: CoordinatorKeyType, key: string): string {
  return `${keyType}:${key}`;
}

/**
 * Java's `String.hashCode` (UTF-16 code units, 32-bit wrap), which Kafka uses to place coordinators.
 * @internal
 */
export function javaStringHashCode(value: string): number {
  let hash = 0;
  for (let index = 0; index < value.length; index++) hash = (Math.imul(hash, 31) + value.charCodeAt(index)) | 0;
  return hash;
}

function topicIdFor(index: number): Uuid {
  const bytes = Buffer.alloc(16);
  // A fixed, non-zero prefix keeps ids distinct from the all-zero "no id" UUID.
  bytes.writeUInt32BE(0x6b656f73, 0);
  bytes.writeUInt32BE(index, 12);
  return uuidFromBytes(bytes, 0);
}

/**
 * True for a partition count a topic may be created with: an integer in [1, {@link MAX_PARTITIONS_PER_TOPIC}].
 * @internal
 */
export function isValidPartitionCount(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_PARTITIONS_PER_TOPIC;
}
