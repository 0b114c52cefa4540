/**
 * The in-memory Kafka-compatible cluster: one object composing the broker-side state (topics and
 * partition logs, producer tables, the transaction and group coordinators, fault injection) behind
 * direct method APIs. Per-API request handlers call these methods; tests and examples may call them too.
 *
 * Every method answers Kafka error codes (`ErrorCode`) rather than throwing, exactly as a broker answers.
 * When `brokerId` is passed, leadership and coordinator placement are enforced (NOT_LEADER_OR_FOLLOWER,
 * NOT_COORDINATOR) as a real broker would for a request it received.
 *
 * Simplifications versus Kafka (also in docs/in-memory-cluster.md): a Produce request is one batch for one
 * partition (handlers loop); the retry check (5-batch window) runs before transaction verification, so a
 * late retry of a batch of an already-completed transaction is still acknowledged with its original offset;
 * marker writes that a partition rejects are skipped rather than retried; no quotas, ACLs or throttling.
 */
import { systemClock, type Clock, type ManualClock } from '../internal/clock.js';
import { AclAuthorizer } from './acl/acl-authorizer.js';
import { ErrorCode, errorCodeName } from '../errors/protocol-error-codes.generated.js';
import { AppendNotifier } from './broker/append-notifier.js';
import { ClusterState, CoordinatorKeyType } from './cluster-state.js';
import { FaultRegistry } from './fault-registry.js';
import { GroupCoordinator, type CommitMemberIdentity, type OffsetCommitEntry } from './group-coordinator.js';
import type { FindCoordinatorResult, ListOffsetsResult, OffsetFetchResult, OffsetForLeaderEpochResult } from './cluster-results.js';
import type { LogFetchResult } from './partition-log.js';
import type { IsolationLevel } from './isolation-level.js';
import type { TopicPartition } from '../common/topic-partition.js';
import { TransactionCoordinator, type ProducerIdAndEpochResult } from './transaction-coordinator.js';
import type { TransactionVersion } from './transaction-metadata.js';
import type { InMemoryClusterOptions } from './in-memory-cluster-options.js';
import { appendTxnMarker, writeTxnMarkers, type TxnMarker } from './txn-marker-append.js';
import { leaderPartition } from './partition-leadership.js';
import { appendProducedBatch, produceError, type ProduceResult } from './produce-append.js';
import { FetchSessionCache } from './fetch-session-cache.js';
import type { ReplicaSelectorName } from './replica-selector.js';

export type { InMemoryClusterOptions };

export type { ProduceResult };

/**
 * The in-memory cluster: Kafka's brokers, partition logs, transaction and group coordinators in one process, with
 * fault injection ({@link InMemoryCluster.faults}). Clients reach it through an {@link InProcessNetworkClient}, or
 * over TCP with {@link startCluster}. See docs/in-memory-cluster.md.
 *
 * @example
 * A commit that fails once with a retriable error still commits exactly once.
 * ```ts
 * import { ErrorCode, Producer } from 'kafka-eos';
 * import { ApiKey, InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';
 *
 * const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'invoices', partitions: 3 }] });
 * cluster.faults.queueErrors(ApiKey.EndTxn, [ErrorCode.COORDINATOR_LOAD_IN_PROGRESS]);
 * const producer = new Producer({ network: new InProcessNetworkClient(cluster), transactionalId: 'invoicer-1' });
 * await producer.initTransactions();
 * await producer.transaction(async (txn) => { await txn.send({ topic: 'invoices', key: 'o-1', value: 'invoice-1' }); });
 * cluster.faults.assertNoPendingFaults(); // the injected error was answered, and retried
 * await producer.close();
 * cluster.close();
 * ```
 * @public
 */
export class InMemoryCluster {
  /** Brokers, topics, partitions. */
  readonly state: ClusterState;
  /** Transaction coordinator (all transactional ids; placement is enforced per request). @internal */
  readonly transactions: TransactionCoordinator;
  /** Group coordinator (all groups). @internal */
  readonly groups: GroupCoordinator;
  /** Per-request fault injection and the record of every control action. */
  readonly faults = new FaultRegistry();
  /** Wakes Fetch requests parked on `maxWaitMs` when their partitions get data or markers. @internal */
  readonly appends = new AppendNotifier();
  /** The brokers' incremental fetch sessions (KIP-227); `fetchSessions.evict()` drops them, as an eviction does. */
  readonly fetchSessions: FetchSessionCache;
  /** Kafka's `replica.selector.class` (KIP-392). */
  readonly replicaSelector: ReplicaSelectorName;
  /** The clock timeouts and timestamps run on: `options.clock`, or the system clock. */
  readonly clock: Clock;
  /** The ACLs and their decisions, when the cluster was started with `authorization`. */
  readonly authorizer: AclAuthorizer | undefined;
  private finalizedTransactionVersion: TransactionVersion;
  private featuresEpoch = 1n;
  private readonly partitionVerification: boolean;

  /** Creates the cluster (its brokers, topics, coordinators) in this process; it serves requests at once. */
  constructor(options: InMemoryClusterOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.authorizer = options.authorization === undefined ? undefined : new AclAuthorizer(options.authorization);
    this.state = new ClusterState({ ...options, clock: this.clock });
    this.fetchSessions = new FetchSessionCache(options.fetchSessions);
    this.replicaSelector = options.replicaSelector ?? 'leader';
    this.finalizedTransactionVersion = options.transactionVersion ?? 1;
    this.partitionVerification = options.partitionVerification ?? true;
    this.groups = new GroupCoordinator(this.clock, {
      heartbeatIntervalMs: options.consumerGroupHeartbeatIntervalMs ?? 5_000,
      sessionTimeoutMs: options.consumerGroupSessionTimeoutMs ?? 45_000,
      partitionCount: (topic) => this.state.topic(topic)?.partitions.length,
      topicNames: () => this.state.topics().map((topic) => topic.name),
    });
    this.transactions = new TransactionCoordinator({
      clock: this.clock,
      writeMarkers: (request) => { writeTxnMarkers(request, { state: this.state, groups: this.groups, appends: this.appends, timestamp: this.clock.now() }); },
      ...(options.markerDelayMs === undefined ? {} : { markerDelayMs: options.markerDelayMs }),
      ...(options.maxTransactionTimeoutMs === undefined ? {} : { maxTransactionTimeoutMs: options.maxTransactionTimeoutMs }),
    });
    for (const topic of options.topics ?? []) {
      const errorCode = this.state.createTopic(topic.name, topic);
      if (errorCode !== ErrorCode.NONE) throw new RangeError(`cannot create topic ${topic.name}: ${errorCodeName(errorCode)}`);
    }
  }

  /**
   * Appends one record batch (the whole `records` field for one partition). Checks leadership, batch
   * integrity, idempotence (dedupe window, sequences, epochs) and, for transactional batches, that the
   * partition is in the transaction (TV1) or adds it (TV2, Produce v12+).
   */
  produce(request: {
    readonly transactionalId: string | null;
    readonly topic: string;
    readonly partition: number;
    readonly records: Buffer;
    readonly brokerId?: number;
    /** Produce request version; TV2 applies from v12 when the cluster runs TV2. Default: latest. */
    readonly version?: number;
  }): ProduceResult {
    const partition = leaderPartition(this.state, request.topic, request.partition, request.brokerId, true);
    if (typeof partition === 'number') return produceError(partition, -1n);
    // The checks a leader runs before it writes the batch live in produce-append.ts.
    return appendProducedBatch({
      state: this.state, appends: this.appends, transactions: this.transactions, partitionVerification: this.partitionVerification,
      transactionVersion: (version) => this.clientTransactionVersion(version, 12),
    }, partition, request);
  }

  /** Fetch for one partition. */
  fetch(request: {
    readonly topic: string;
    readonly partition: number;
    readonly fetchOffset: bigint;
    readonly maxBytes: number;
    readonly isolationLevel: IsolationLevel;
    readonly brokerId?: number;
    /** The leader epoch the client knows (Fetch v9+), -1 or absent: not checked. */
    readonly currentLeaderEpoch?: number;
    /** A follower of the partition may serve it (a consumer's Fetch v11+, KIP-392). */
    readonly fromFollower?: boolean;
  }): LogFetchResult {
    const partition = leaderPartition(this.state, request.topic, request.partition, request.brokerId, false, request.currentLeaderEpoch, request.fromFollower);
    if (typeof partition === 'number') {
      return { errorCode: partition, highWatermark: -1n, lastStableOffset: -1n, logStartOffset: -1n, batches: [], abortedTransactions: [] };
    }
    return partition.log.fetch(request.fetchOffset, request.maxBytes, request.isolationLevel);
  }

  /**
   * OffsetForLeaderEpoch for one partition, as its leader answers a consumer: FENCED_LEADER_EPOCH /
   * UNKNOWN_LEADER_EPOCH when `currentLeaderEpoch` is older / newer than the partition's, else the end offset of
   * `leaderEpoch` in the log.
   */
  offsetForLeaderEpoch(request: { readonly topic: string; readonly partition: number; readonly currentLeaderEpoch: number; readonly leaderEpoch: number; readonly brokerId?: number }): OffsetForLeaderEpochResult {
    const partition = leaderPartition(this.state, request.topic, request.partition, request.brokerId, false, request.currentLeaderEpoch);
    if (typeof partition === 'number') return { errorCode: partition, leaderEpoch: -1, endOffset: -1n };
    return { errorCode: ErrorCode.NONE, ...partition.log.endOffsetForEpoch(request.leaderEpoch) };
  }

  /** ListOffsets for one partition (timestamps -1 latest, -2 earliest, -3 max timestamp, or a time). */
  listOffsets(request: {
    readonly topic: string;
    readonly partition: number;
    readonly timestamp: bigint;
    readonly isolationLevel: IsolationLevel;
    readonly brokerId?: number;
  }): ListOffsetsResult {
    const partition = leaderPartition(this.state, request.topic, request.partition, request.brokerId, false);
    if (typeof partition === 'number') return { errorCode: partition, offset: -1n, timestamp: -1n, leaderEpoch: -1 };
    return { errorCode: ErrorCode.NONE, ...partition.log.listOffset(request.timestamp, request.isolationLevel), leaderEpoch: partition.leaderEpoch };
  }

  /** FindCoordinator for one key: the coordinator broker, or COORDINATOR_NOT_AVAILABLE while it is down. */
  findCoordinator(keyType: CoordinatorKeyType, key: string): FindCoordinatorResult {
    if (key === '') return { errorCode: ErrorCode.INVALID_REQUEST, nodeId: -1 };
    const nodeId = this.state.coordinatorFor(keyType, key);
    return this.state.broker(nodeId)?.up === true ? { errorCode: ErrorCode.NONE, nodeId } : { errorCode: ErrorCode.COORDINATOR_NOT_AVAILABLE, nodeId: -1 };
  }

  /** InitProducerId (transactional or idempotent). */
  initProducerId(request: Parameters<TransactionCoordinator['initProducerId']>[0] & { readonly brokerId?: number }): ProducerIdAndEpochResult {
    if (request.transactionalId !== null) {
      const notCoordinator = this.checkCoordinator(CoordinatorKeyType.TRANSACTION, request.transactionalId, request.brokerId);
      if (notCoordinator !== ErrorCode.NONE) return { errorCode: notCoordinator, producerId: -1n, producerEpoch: -1 };
    }
    return this.transactions.initProducerId(request);
  }

  /**
   * AddPartitionsToTxn: one error per partition. An unknown partition gets UNKNOWN_TOPIC_OR_PARTITION and the
   * others OPERATION_NOT_ATTEMPTED, as KafkaApis answers.
   */
  addPartitionsToTxn(request: Parameters<TransactionCoordinator['addPartitionsToTxn']>[0] & { readonly brokerId?: number }): number[] {
    const notCoordinator = this.checkCoordinator(CoordinatorKeyType.TRANSACTION, request.transactionalId, request.brokerId);
    if (notCoordinator !== ErrorCode.NONE) return request.partitions.map(() => notCoordinator);
    const unknown = request.partitions.map((each) => this.state.partition(each.topic, each.partition) === undefined);
    if (unknown.some(Boolean)) {
      return unknown.map((missing) => (missing ? ErrorCode.UNKNOWN_TOPIC_OR_PARTITION : ErrorCode.OPERATION_NOT_ATTEMPTED));
    }
    const errorCode = this.transactions.addPartitionsToTxn(request);
    return request.partitions.map(() => errorCode);
  }

  /** AddOffsetsToTxn. */
  addOffsetsToTxn(request: Parameters<TransactionCoordinator['addOffsetsToTxn']>[0] & { readonly brokerId?: number }): number {
    const notCoordinator = this.checkCoordinator(CoordinatorKeyType.TRANSACTION, request.transactionalId, request.brokerId);
    return notCoordinator !== ErrorCode.NONE ? notCoordinator : this.transactions.addOffsetsToTxn(request);
  }

  /** EndTxn; TV2 applies from v5 when the cluster runs TV2. */
  endTxn(request: {
    readonly transactionalId: string;
    readonly producerId: bigint;
    readonly producerEpoch: number;
    readonly committed: boolean;
    readonly version?: number;
    readonly brokerId?: number;
  }): ProducerIdAndEpochResult {
    const notCoordinator = this.checkCoordinator(CoordinatorKeyType.TRANSACTION, request.transactionalId, request.brokerId);
    if (notCoordinator !== ErrorCode.NONE) return { errorCode: notCoordinator, producerId: -1n, producerEpoch: -1 };
    return this.transactions.endTxn({ ...request, transactionVersion: this.clientTransactionVersion(request.version, 5) });
  }

  /** TxnOffsetCommit: verifies the producer and group with the transaction coordinator, then stores pending offsets. */
  txnOffsetCommit(request: CommitMemberIdentity & {
    readonly transactionalId: string;
    readonly groupId: string;
    readonly producerId: bigint;
    readonly producerEpoch: number;
    readonly offsets: readonly OffsetCommitEntry[];
    readonly version?: number;
    readonly brokerId?: number;
  }): number[] {
    const notCoordinator = this.checkCoordinator(CoordinatorKeyType.GROUP, request.groupId, request.brokerId);
    if (notCoordinator !== ErrorCode.NONE) return request.offsets.map(() => notCoordinator);
    const verified = this.transactions.verifyGroup({ ...request, transactionVersion: this.clientTransactionVersion(request.version, 5) });
    if (verified !== ErrorCode.NONE) return request.offsets.map(() => verified);
    return this.groups.txnOffsetCommit(request.groupId, request.producerId, request, request.offsets, request.version);
  }

  /** OffsetCommit. */
  offsetCommit(request: CommitMemberIdentity & { readonly groupId: string; readonly offsets: readonly OffsetCommitEntry[]; readonly brokerId?: number; readonly version?: number }): number[] {
    const notCoordinator = this.checkCoordinator(CoordinatorKeyType.GROUP, request.groupId, request.brokerId);
    if (notCoordinator !== ErrorCode.NONE) return request.offsets.map(() => notCoordinator);
    return this.groups.offsetCommit(request.groupId, request, request.offsets, request.version);
  }

  /** OffsetFetch (`partitions: null` for all). */
  offsetFetch(request: { readonly groupId: string; readonly partitions: readonly TopicPartition[] | null; readonly requireStable: boolean; readonly brokerId?: number }): OffsetFetchResult {
    const notCoordinator = this.checkCoordinator(CoordinatorKeyType.GROUP, request.groupId, request.brokerId);
    if (notCoordinator !== ErrorCode.NONE) return { errorCode: notCoordinator, partitions: [] };
    return { errorCode: ErrorCode.NONE, partitions: this.groups.offsetFetch(request.groupId, request.partitions, request.requireStable) };
  }

  /** NOT_COORDINATOR when `brokerId` is not the coordinator of `key`; NONE otherwise (or without a broker). */
  checkCoordinator(keyType: CoordinatorKeyType, key: string, brokerId: number | undefined): number {
    if (brokerId === undefined) return ErrorCode.NONE;
    return this.state.coordinatorFor(keyType, key) === brokerId ? ErrorCode.NONE : ErrorCode.NOT_COORDINATOR;
  }

  /**
   * WriteTxnMarkers for one partition, as its leader answers it (an admin aborting a hanging transaction, KIP-664):
   * NOT_LEADER_OR_FOLLOWER / UNKNOWN_TOPIC_OR_PARTITION, or the marker checks of `appendTxnMarker`.
   */
  writeTxnMarker(request: TxnMarker & { readonly topic: string; readonly partition: number; readonly brokerId?: number }): number {
    const partition = leaderPartition(this.state, request.topic, request.partition, request.brokerId, false);
    return typeof partition === 'number' ? partition : appendTxnMarker(partition, request, this.clock.now(), this.appends);
  }

  // ---- Controls (fault injection that acts on the cluster rather than on one request) ----

  /** Takes a broker down (its connections are refused by the network faces) or back up. */
  setBrokerUp(brokerId: number, up: boolean): void {
    this.state.setBrokerUp(brokerId, up);
    this.faults.record(`broker ${brokerId} ${up ? 'up' : 'down'}`);
  }

  /** Moves a partition's leadership (clients then get NOT_LEADER_OR_FOLLOWER from the old leader). */
  moveLeader(topic: string, partition: number, brokerId: number): void {
    this.state.setLeader(topic, partition, brokerId);
    this.faults.record(`leader of ${topic}-${partition} moved to broker ${brokerId}`);
  }

  /**
   * An unclean leader election (`unclean.leader.election.enable`): leadership moves to `brokerId`, a replica whose
   * log ends at `truncateTo` (rounded down to a batch boundary), so the records from there on are lost and later
   * writes reuse their offsets in the new leader epoch. Consumers that read past `truncateTo` detect the
   * truncation by validating their position (OffsetForLeaderEpoch, KIP-320). @returns the new log end offset.
   */
  truncateOnLeaderChange(topic: string, partition: number, brokerId: number, truncateTo: bigint): bigint {
    const state = this.state.partition(topic, partition);
    if (state === undefined) throw new RangeError(`unknown partition ${topic}-${partition}`);
    if (state.leaderId === brokerId) throw new RangeError(`broker ${brokerId} already leads ${topic}-${partition}`);
    const end = state.log.truncateTo(truncateTo);
    this.state.setLeader(topic, partition, brokerId);
    this.faults.record(`leader of ${topic}-${partition} moved to broker ${brokerId} uncleanly; log truncated to ${end}`);
    this.appends.notify(topic, partition);
    return end;
  }

  /** Moves a group or transaction coordinator (clients then get NOT_COORDINATOR from the old one). */
  moveCoordinator(keyType: CoordinatorKeyType, key: string, brokerId: number): void {
    this.state.setCoordinator(keyType, key, brokerId);
    this.faults.record(`coordinator of ${keyType === CoordinatorKeyType.GROUP ? 'group' : 'transaction'} ${key} moved to broker ${brokerId}`);
  }

  /** The finalized transaction version (the `transaction.version` feature); see {@link InMemoryCluster.updateTransactionVersion}. */
  get transactionVersion(): TransactionVersion {
    return this.finalizedTransactionVersion;
  }

  /** The epoch of the finalized features (ApiVersions v3+ `FinalizedFeaturesEpoch`): 1, plus one per change. */
  get finalizedFeaturesEpoch(): bigint {
    return this.featuresEpoch;
  }

  /**
   * Changes the finalized transaction version at runtime, as `kafka-features upgrade/downgrade
   * --feature transaction.version=N` (UpdateFeatures) does on a real cluster: later ApiVersions answers carry
   * the new level under a higher features epoch, and requests are judged by the new version from now on.
   * Transactions already open keep the version they started with on the coordinator.
   */
  updateTransactionVersion(version: TransactionVersion): void {
    if (version === this.finalizedTransactionVersion) return;
    this.finalizedTransactionVersion = version;
    this.featuresEpoch += 1n;
    this.faults.record(`transaction.version finalized at ${version} (features epoch ${this.featuresEpoch})`);
  }

  /** Forgets a producer's state on every partition (as `producer.id.expiration.ms` would). @returns partitions affected. */
  expireProducer(producerId: bigint): number {
    let count = 0;
    for (const topic of this.state.topics()) for (const partition of topic.partitions) if (partition.producers.expireProducer(producerId)) count++;
    this.faults.record(`producer ${producerId} expired on ${count} partition(s)`);
    return count;
  }

  /**
   * Forgets a transactional id's coordinator record, as `transactional.id.expiration.ms` does: a transaction whose
   * markers never reached a partition then hangs until an admin aborts it (`Admin.abortTransaction`), which is how
   * a test makes an orphaned transaction. Its timers stop. @returns whether the id was known.
   */
  expireTransactionalId(transactionalId: string): boolean {
    const known = this.transactions.forget(transactionalId);
    this.faults.record(`transactional id ${transactionalId} expired${known ? '' : ' (was not known)'}`);
    return known;
  }

  /** Advances a {@link ManualClock}, firing due timeouts. Throws for any other clock. */
  advanceClock(ms: number): void {
    // Duck-typed, not instanceof: a ManualClock from another copy of the package (the other module format) works too.
    const clock = this.clock as Clock & Partial<Pick<ManualClock, 'advance'>>;
    if (typeof clock.advance !== 'function') throw new TypeError('advanceClock needs the cluster to run on a ManualClock');
    this.faults.record(`clock advanced ${ms} ms`);
    clock.advance(ms);
  }

  /**
   * Records the address a network face serves broker `brokerId` on, so Metadata and FindCoordinator
   * answer it (the TCP face calls this once its listeners are bound; the in-process face keeps the
   * placeholders `in-memory:9092+id`).
   */
  setBrokerAddress(brokerId: number, host: string, port: number): void {
    const broker = this.state.broker(brokerId);
    if (broker === undefined) throw new RangeError(`unknown broker ${brokerId}`);
    broker.host = host;
    broker.port = port;
  }

  /** Stops every timer, fails waiting group calls and releases parked fetches. */
  close(): void {
    this.transactions.close();
    this.groups.close();
    this.appends.wakeAll();
  }

  private clientTransactionVersion(version: number | undefined, tv2FromVersion: number): TransactionVersion {
    if (this.transactionVersion === 1) return 1;
    return version === undefined || version >= tv2FromVersion ? 2 : 1;
  }
}
