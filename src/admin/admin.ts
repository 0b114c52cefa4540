/**
 * The admin client (Kafka's `Admin`): topics, configs, consumer groups, the cluster and, above all, transactions
 * (KIP-664: list, describe, describe producers, abort a hanging transaction; KIP-618: fence producers; and finding
 * the transaction that stalls a read_committed consumer). Same connection options, TLS/SASL, logging, metrics and
 * error model as the producer and the consumer. Every call takes `timeoutMs` and `signal`; see docs/admin.md.
 */
import { resolveAdminConfig } from '../config/admin-config.js';
import type { AdminCallOptions, AdminOptions, ResolvedAdminConfig } from '../config/admin-options.js';
import { checkOffsets, checkPartitions, checkTopics, isObjectRecord } from '../errors/argument-checks.js';
import { ExponentialBackoff } from '../internal/backoff.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { TestSeams } from '../internal/test-seams.js';
import { AdminMetricsRecorder, type AdminMetrics } from '../metrics/admin-metrics.js';
import type { NetworkClient } from '../network/network-client.js';
import { createOwnNetworkClient } from '../network/tcp/own-network-client.js';
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import { checkCallOptions, checkName, checkNames } from './admin-arguments.js';
import { adminCall, inOrder, type AdminCall, type AdminRuntime } from './admin-call.js';
import { AdminCoordinators } from './admin-coordinators.js';
import { throwFailures } from './admin-errors.js';
import { partitionNameOfKey } from './admin-metadata.js';
import { findHangingTransactions, type FindHangingTransactionsOptions, type OpenTransaction } from './hanging-transactions.js';
import { describePartitionLag, type PartitionLag } from './partition-lag.js';
import { describeCluster, describeFeatures, type ClusterDescription, type FeatureDescription } from './cluster.js';
import { describeConfigs, incrementalAlterConfigs, resourceKey, type AlterConfigsOptions, type ConfigChange, type ConfigResource, type DescribeConfigsOptions, type ResourceConfigs } from './configs.js';
import { resetGroupOffsets, type ResetGroupOffsetsOptions } from './group-reset.js';
import {
  alterGroupOffsets,
  deleteGroupOffsets,
  deleteGroups,
  describeGroups,
  listGroupOffsets,
  listGroups,
  type GroupDescription,
  type GroupListing,
  type GroupOffset,
  type ListGroupOffsetsOptions,
  type ListGroupsOptions,
  type NewGroupOffset,
} from './groups.js';
import { listOffsetsInOrder, type ListedPartitionOffset, type ListOffsetsOptions, type OffsetSpec } from './offsets.js';
import {
  checkConfigChanges,
  checkConfigResources,
  checkNewGroupOffsets,
  checkNewPartitions,
  checkNewTopics,
  checkOffsetRequests,
  checkOffsetSpec,
  checkTopicIds,
  checkTopicRefs,
} from './resource-arguments.js';
import {
  createPartitions,
  createTopics,
  deleteTopics,
  describeTopics,
  listTopics,
  type CreatedTopic,
  type CreateTopicsOptions,
  type NewPartitions,
  type NewTopic,
  type TopicDescription,
  type TopicListing,
} from './topics.js';
import { checkAbortSpec, checkFindHanging, checkListTransactions } from './transaction-arguments.js';
import {
  abortSpecAt,
  abortTransaction,
  describeProducers,
  describeTransactions,
  fenceProducers,
  listTransactions,
  type AbortTransactionSpec,
  type DescribeProducersOptions,
  type FencedProducer,
  type FenceProducersOptions,
  type ListTransactionsOptions,
  type PartitionProducerStates,
  type TransactionDescription,
  type TransactionListing,
} from './transactions.js';

export type { AdminOptions, FenceProducersOptions };

/**
 * The admin client. See docs/admin.md.
 *
 * @example
 * Creates a topic, then finds transactions that have stayed open past the longest transaction timeout.
 * ```ts
 * import { Admin } from 'kafka-eos';
 * import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';
 *
 * const cluster = new InMemoryCluster({ brokers: 3 });
 * const admin = new Admin({ network: new InProcessNetworkClient(cluster) }); // or bootstrapServers: ['broker:9092']
 * await admin.createTopics([{ name: 'payments', partitions: 6, replicationFactor: 3 }]);
 * const hanging = await admin.findHangingTransactions({ topics: ['payments'], maxTransactionTimeoutMs: 60_000 });
 * console.log(`${hanging.length} hanging transactions`);
 * await admin.close();
 * cluster.close();
 * ```
 * @public
 */
export class Admin {
  /** The validated configuration with defaults. */
  readonly config: ResolvedAdminConfig;
  private readonly runtime: AdminRuntime;
  private readonly coordinators = new AdminCoordinators();
  private readonly ownsNetwork: boolean;
  private readonly closeController = new AbortController();
  private closing: Promise<void> | undefined;

  /** Validates `options` and creates the admin client; it connects on the first call. */
  constructor(options: AdminOptions) {
    const { network, clock, random, ...config }: AdminOptions & TestSeams = options;
    this.config = resolveAdminConfig(config);
    const resolvedClock: Clock = clock ?? systemClock;
    this.ownsNetwork = network === undefined;
    const client: NetworkClient = network ?? createOwnNetworkClient('admin', this.config, resolvedClock, random);
    this.runtime = {
      network: client,
      clock: resolvedClock,
      config: this.config,
      backoff: new ExponentialBackoff({ initialMs: this.config.retryBackoffMs, maxMs: this.config.retryBackoffMaxMs, jitter: 0.2, ...(random === undefined ? {} : { random }) }),
      metrics: new AdminMetricsRecorder(resolvedClock),
      closeSignal: this.closeController.signal,
    };
  }

  // ---- Transactions ----

  /**
   * The transactions every broker coordinates, filtered by state, producer id, how long they have been open and a
   * transactional id pattern (KIP-664, KIP-994, KIP-1152), sorted by transactional id.
   */
  async listTransactions(options?: ListTransactionsOptions): Promise<TransactionListing[]> {
    const filters = checkListTransactions(options);
    return await this.call('listTransactions', options, (call) => listTransactions(call, filters));
  }

  /**
   * Each transactional id's state as its coordinator records it, in the order given. Rejects with
   * `AdminOperationError` naming each id that failed (TRANSACTIONAL_ID_NOT_FOUND for an unknown one).
   */
  async describeTransactions(transactionalIds: readonly string[], options?: AdminCallOptions): Promise<TransactionDescription[]> {
    const ids = checkNames('describeTransactions', 'transactionalIds', transactionalIds);
    return await this.call('describeTransactions', options, async (call) => inOrder('describeTransactions', ids, await describeTransactions(call, this.coordinators, ids)));
  }

  /**
   * The active producers of each partition as its leader (or `options.brokerId`) keeps them: id, epoch, last
   * sequence and timestamp, coordinator epoch, and the start offset of an open transaction.
   */
  async describeProducers(partitions: readonly TopicPartition[], options?: DescribeProducersOptions): Promise<PartitionProducerStates[]> {
    const checked = checkPartitions('describeProducers', 'partitions', partitions);
    const brokerId = options?.brokerId;
    return await this.call('describeProducers', options, async (call) => inOrder('describeProducers', checked.map(topicPartitionKey), await describeProducers(call, checked, brokerId), partitionNameOfKey));
  }

  /**
   * Aborts a hanging transaction on one partition by writing an ABORT marker through the partition's leader
   * (WriteTxnMarkers, as Java's admin; needs the CLUSTER_ACTION permission). Give the producer, epoch and
   * coordinator epoch, or the transaction's `startOffset` on the partition (as found by
   * {@link Admin.findHangingTransactions}). The partition's LSO moves past the transaction; its records are never
   * returned to read_committed readers. It is the only way to end a transaction its coordinator has no record of
   * (`orphaned`); one its coordinator still tracks can also be ended on every partition at once by
   * {@link Admin.fenceProducers} of its transactional id.
   */
  async abortTransaction(spec: AbortTransactionSpec, options?: AdminCallOptions): Promise<void> {
    const checked = checkAbortSpec(spec);
    await this.call('abortTransaction', options, async (call) => {
      const resolved = 'startOffset' in checked ? await abortSpecAt(call, checked, checked.startOffset) : checked;
      await abortTransaction(call, resolved);
    });
  }

  /**
   * Fences the producers of each transactional id (KIP-618): an InitProducerId on its coordinator bumps the epoch,
   * so every running instance fails with `ProducerFencedError` on its next transactional call, and an open
   * transaction is aborted. Resolves with each id's new producer id and epoch, in the order given.
   */
  async fenceProducers(transactionalIds: readonly string[], options?: FenceProducersOptions): Promise<FencedProducer[]> {
    const ids = checkNames('fenceProducers', 'transactionalIds', transactionalIds);
    const timeout = options?.transactionTimeoutMs ?? this.config.requestTimeoutMs;
    return await this.call('fenceProducers', options, async (call) => inOrder('fenceProducers', ids, await fenceProducers(call, this.coordinators, ids, timeout)));
  }

  /**
   * The open transactions whose producer has written nothing to the partition for longer than
   * `maxTransactionTimeoutMs` (default 15 minutes), as `kafka-transactions.sh find-hanging` finds them, each with its
   * transactional id and what its coordinator knows: `orphaned` when no coordinator has a record of it (only
   * {@link Admin.abortTransaction} ends it), otherwise the time its coordinator will abort it. Searches every topic,
   * or `topics`, `partitions`, or the partitions `brokerId` hosts.
   */
  async findHangingTransactions(options?: FindHangingTransactionsOptions): Promise<OpenTransaction[]> {
    const checked = checkFindHanging(options);
    return await this.call('findHangingTransactions', options, (call) => findHangingTransactions(call, this.coordinators, checked));
  }

  /**
   * For read_committed readers at `positions`: per partition the lag to the high watermark and to the last stable
   * offset, whether the reader is stalled at the LSO, and the open transaction holding the LSO (producer, epoch,
   * transactional id, coordinator state). The answer to "why is my consumer not receiving anything".
   */
  async describeLag(positions: readonly TopicPartitionOffset[], options?: AdminCallOptions): Promise<PartitionLag[]> {
    const checked = checkOffsets('describeLag', positions).map((each) => ({ topic: each.topic, partition: each.partition, position: each.offset }));
    return await this.call('describeLag', options, (call) => describePartitionLag(call, this.coordinators, checked));
  }

  // ---- Topics ----

  /**
   * Creates topics (with `validateOnly`, only checks them) and resolves with each as created, in the order given.
   * Rejects with `AdminOperationError` naming each topic that failed (TOPIC_ALREADY_EXISTS, INVALID_PARTITIONS,
   * INVALID_REPLICATION_FACTOR, INVALID_CONFIG ...); the others were created.
   */
  async createTopics(topics: readonly NewTopic[], options?: CreateTopicsOptions): Promise<CreatedTopic[]> {
    const checked = checkNewTopics(topics);
    const validateOnly = options?.validateOnly === true;
    return await this.call('createTopics', options, async (call) => inOrder('createTopics', checked.map((each) => each.name), await createTopics(call, checked, validateOnly)));
  }

  /** Deletes topics, given by name or as `{ topicId }` (brokers 2.8+), and their data. */
  async deleteTopics(topics: readonly (string | { readonly topicId: string })[], options?: AdminCallOptions): Promise<void> {
    const checked = checkTopicRefs(topics);
    await this.call('deleteTopics', options, async (call) => inOrder('deleteTopics', checked.map((each) => ('name' in each ? each.name : each.topicId)), await deleteTopics(call, checked)));
  }

  /** Raises topics' partition counts (`count` is the new total); `validateOnly` only checks. */
  async createPartitions(increases: readonly NewPartitions[], options?: CreateTopicsOptions): Promise<void> {
    const checked = checkNewPartitions(increases);
    const validateOnly = options?.validateOnly === true;
    await this.call('createPartitions', options, async (call) => inOrder('createPartitions', checked.map((each) => each.topic), await createPartitions(call, checked, validateOnly)));
  }

  /**
   * Describes topics by name, or by id with `{ topicIds }` (brokers 3.1+): partitions with leader, replicas, in-sync
   * and offline replicas. Rejects with `AdminOperationError` naming each unknown topic.
   */
  async describeTopics(topics: readonly string[] | { readonly topicIds: readonly string[] }, options?: AdminCallOptions): Promise<TopicDescription[]> {
    const given: unknown = topics;
    const byId = !Array.isArray(given);
    const keys = byId ? checkTopicIds(isObjectRecord(given) ? given.topicIds : undefined) : checkTopics('describeTopics', given);
    return await this.call('describeTopics', options, async (call) => inOrder('describeTopics', keys, await describeTopics(call, byId ? { topicIds: keys } : { names: keys })));
  }

  /** Every topic, sorted by name; Kafka's internal topics only with `includeInternal`. */
  async listTopics(options?: AdminCallOptions & { readonly includeInternal?: boolean }): Promise<TopicListing[]> {
    return await this.call('listTopics', options, (call) => listTopics(call, options?.includeInternal === true));
  }

  // ---- Configs ----

  /** The configs of topics and brokers with their sources (all of them, or `keys`), in the order given. */
  async describeConfigs(resources: readonly ConfigResource[], options?: DescribeConfigsOptions): Promise<ResourceConfigs[]> {
    const checked = checkConfigResources(resources);
    const keys = options?.keys === undefined ? null : checkNames('describeConfigs', 'options.keys', options.keys);
    return await this.call('describeConfigs', options, async (call) => inOrder('describeConfigs', checked.map(resourceKey), await describeConfigs(call, checked, keys)));
  }

  /** Sets, deletes, appends to and subtracts from configs of topics and brokers (KIP-339); `validateOnly` only checks. */
  async incrementalAlterConfigs(changes: readonly ConfigChange[], options?: AlterConfigsOptions): Promise<void> {
    const checked = checkConfigChanges(changes);
    const validateOnly = options?.validateOnly === true;
    await this.call('incrementalAlterConfigs', options, async (call) => inOrder('incrementalAlterConfigs', checked.map((each) => resourceKey(each.resource)), await incrementalAlterConfigs(call, checked, validateOnly)));
  }

  // ---- Groups ----

  /** Every group of every broker (classic and KIP-848 `consumer` groups), filtered by state and type, sorted by id. */
  async listGroups(options?: ListGroupsOptions): Promise<GroupListing[]> {
    const states = options?.states === undefined ? [] : checkNames('listGroups', 'options.states', options.states, true);
    const types = options?.types === undefined ? [] : checkNames('listGroups', 'options.types', options.types, true);
    return await this.call('listGroups', options, (call) => listGroups(call, states, types));
  }

  /**
   * Describes groups (ConsumerGroupDescribe for KIP-848 groups, DescribeGroups for classic ones): state, assignor and
   * members with their assignments. Rejects with `AdminOperationError` naming each unknown group (GROUP_ID_NOT_FOUND).
   */
  async describeGroups(groupIds: readonly string[], options?: AdminCallOptions): Promise<GroupDescription[]> {
    const ids = checkNames('describeGroups', 'groupIds', groupIds);
    return await this.call('describeGroups', options, async (call) => inOrder('describeGroups', ids, await describeGroups(call, this.coordinators, ids)));
  }

  /** Deletes empty groups with their offsets (NON_EMPTY_GROUP for a group with members). */
  async deleteGroups(groupIds: readonly string[], options?: AdminCallOptions): Promise<void> {
    const ids = checkNames('deleteGroups', 'groupIds', groupIds);
    await this.call('deleteGroups', options, async (call) => inOrder('deleteGroups', ids, await deleteGroups(call, this.coordinators, ids)));
  }

  /**
   * A group's committed offsets (all, or `partitions`), by default with `requireStable` (KIP-447): offsets of open
   * transactions are waited out, so the answer is where a consumer starting now would start.
   */
  async listGroupOffsets(groupId: string, options?: ListGroupOffsetsOptions): Promise<GroupOffset[]> {
    const id = checkName('listGroupOffsets', 'groupId', groupId);
    const partitions = options?.partitions === undefined ? null : checkPartitions('listGroupOffsets', 'options.partitions', options.partitions);
    return await this.call('listGroupOffsets', options, (call) => listGroupOffsets(call, this.coordinators, id, partitions, options?.requireStable !== false));
  }

  /** Stores offsets for a group that has no active members (as a consumer's commit would). */
  async alterGroupOffsets(groupId: string, offsets: readonly NewGroupOffset[], options?: AdminCallOptions): Promise<void> {
    const id = checkName('alterGroupOffsets', 'groupId', groupId);
    const checked = checkNewGroupOffsets(offsets);
    await this.call('alterGroupOffsets', options, async (call) => {
      const failures = await alterGroupOffsets(call, this.coordinators, id, checked);
      throwFailures('alterGroupOffsets', [...failures].map(([resource, error]) => ({ resource, error })));
    });
  }

  /**
   * Moves a group's offsets (no active members) to the earliest, latest, a timestamp's or the largest timestamp's
   * offset of each partition, as `kafka-consumer-groups.sh --reset-offsets`, and resolves with the offsets stored.
   */
  async resetGroupOffsets(groupId: string, options: ResetGroupOffsetsOptions): Promise<NewGroupOffset[]> {
    const id = checkName('resetGroupOffsets', 'groupId', groupId);
    const given: unknown = options;
    const to = checkOffsetSpec('resetGroupOffsets', 'options.to', isObjectRecord(given) ? given.to : undefined);
    const partitions = options.partitions === undefined ? undefined : checkPartitions('resetGroupOffsets', 'options.partitions', options.partitions);
    const topics = options.topics === undefined ? undefined : checkTopics('resetGroupOffsets', options.topics);
    const scope = { to, ...(partitions === undefined ? {} : { partitions }), ...(topics === undefined ? {} : { topics }), ...(options.isolationLevel === undefined ? {} : { isolationLevel: options.isolationLevel }) };
    return await this.call('resetGroupOffsets', options, (call) => resetGroupOffsets(call, this.coordinators, id, scope));
  }

  /** Deletes a group's offsets for partitions none of its members is subscribed to (KIP-496). */
  async deleteGroupOffsets(groupId: string, partitions: readonly TopicPartition[], options?: AdminCallOptions): Promise<void> {
    const id = checkName('deleteGroupOffsets', 'groupId', groupId);
    const checked = checkPartitions('deleteGroupOffsets', 'partitions', partitions);
    await this.call('deleteGroupOffsets', options, async (call) => {
      const failures = await deleteGroupOffsets(call, this.coordinators, id, checked);
      throwFailures('deleteGroupOffsets', [...failures].map(([resource, error]) => ({ resource, error })));
    });
  }

  /**
   * {@link Admin.describeLag} at a group's committed offsets (read with `requireStable`): which of its partitions
   * are stalled at the last stable offset, and by which open transaction.
   */
  async describeGroupLag(groupId: string, options?: AdminCallOptions): Promise<PartitionLag[]> {
    const id = checkName('describeGroupLag', 'groupId', groupId);
    return await this.call('describeGroupLag', options, async (call) => {
      const offsets = await listGroupOffsets(call, this.coordinators, id, null, true);
      return describePartitionLag(call, this.coordinators, offsets.map(({ topic, partition, offset }) => ({ topic, partition, position: offset })));
    });
  }

  // ---- Cluster ----

  /** The cluster id, the controller the brokers report and the brokers (DescribeCluster, or Metadata before Kafka 2.8). */
  async describeCluster(options?: AdminCallOptions): Promise<ClusterDescription> {
    return await this.call('describeCluster', options, (call) => describeCluster(call));
  }

  /** The cluster's features (KIP-584), among them the finalized `transaction.version` (2: KIP-890 transactions). */
  async describeFeatures(options?: AdminCallOptions): Promise<FeatureDescription> {
    return await this.call('describeFeatures', options, (call) => describeFeatures(call));
  }

  /**
   * Offsets of partitions by spec: `'earliest'`, `'latest'` (the high watermark, or with `isolationLevel:
   * 'read_committed'` the last stable offset), `{ timestamp }` or `'max-timestamp'`, in the order given.
   */
  async listOffsets(requests: readonly (TopicPartition & { readonly spec: OffsetSpec })[], options?: ListOffsetsOptions): Promise<ListedPartitionOffset[]> {
    const checked = checkOffsetRequests(requests);
    const readCommitted = options?.isolationLevel === 'read_committed';
    return await this.call('listOffsets', options, (call) => listOffsetsInOrder(call, checked, readCommitted));
  }

  // ---- The client ----

  /** A snapshot of the admin client's metrics (calls, retries, requests per API). */
  metrics(): AdminMetrics {
    return this.runtime.metrics.snapshot();
  }

  /**
   * Closes the client: calls in progress reject with `AdminClosedError`, and so does every later call; the network
   * client it created is closed. Idempotent.
   */
  close(): Promise<void> {
    this.closing ??= this.doClose();
    return this.closing;
  }

  private async doClose(): Promise<void> {
    this.closeController.abort();
    if (this.ownsNetwork) await this.runtime.network.close();
  }

  /** Runs `body` as the call `operation` with the caller's bound and signal. */
  private call<T>(operation: string, options: unknown, body: (call: AdminCall) => Promise<T>): Promise<T> {
    const { timeoutMs, signal } = checkCallOptions(operation, options);
    return adminCall(this.runtime, operation, { timeoutMs, signal }, body);
  }
}
