/**
 * The public group consumer (Kafka's `KafkaConsumer`, classic or KIP-848 `consumer` group protocol), built for exactly-once
 * pipelines: read_committed by default, start offsets read with require_stable, KIP-447 group metadata for
 * `sendOffsetsToTransaction`, assignment callbacks awaited in order. It implements {@link TransactionalSource},
 * the contract the transactional session runs on, and is an async iterable of batches.
 *
 * Pieces: {@link GroupMembership} (classic: join/sync/heartbeat/leave) or {@link ConsumerGroupMembership}
 * (KIP-848: ConsumerGroupHeartbeat), {@link Fetcher} (pipelined Fetches into bounded
 * buffers), {@link PositionInitializer} (committed offsets, else `autoOffsetReset`), {@link PartitionStates}
 * (positions and buffers). See docs/consumer.md.
 */
import { ConfigError } from '../config/config-error.js';
import { resolveConsumerConfig } from '../config/consumer-config.js';
import type { ConsumerOptions, ResolvedConsumerConfig } from '../config/consumer-options.js';
import { InvalidArgumentError } from '../errors/argument-errors.js';
import { OperationAbortedError } from '../errors/producer-errors.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { TestSeams } from '../internal/test-seams.js';
import type { NetworkClient } from '../network/network-client.js';
import type { AssignmentListener, ConsumedBatch, PollOptions, TransactionalSource } from './transactional-source.js';
import type { ConsumerGroupMetadata, TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { checkOffsets, checkPartitions, checkPollOptions, checkTopics } from './consumer-arguments.js';
import { ConsumerClosedError, ConsumerTimeoutError } from './consumer-errors.js';
import type { BrokerReachability } from './broker-reachability.js';
import { AssignmentListeners } from './assignment-listeners.js';
import { ConsumerEvents, type ConsumerEventListener, type ConsumerEventMap } from './consumer-events.js';
import { ConsumerFailures } from './consumer-failures.js';
import { connectToCluster } from '../network/connect-to-cluster.js';
import { validateOperationOptions, type OperationOptions } from '../internal/bounded-wait.js';
import type { Fetcher } from './fetcher.js';
import { assignmentHooks } from './assignment-hooks.js';
import { subscribeToPattern, subscribeToTopics, type Subscription } from './consumer-subscription.js';
import { checkTopicPattern } from './pattern-subscription.js';
import type { OffsetLookup } from './offset-lookup.js';
import { PartitionStates } from './partition-states.js';
import { seekPartitions, setPaused } from './partition-control.js';
import type { PositionInitializer } from './position-initializer.js';
import { Wakeup } from '../internal/waits.js';
import { ITERATOR_POLL_MS, iterateBatches, pollRecords } from './consumer-poll.js';
import { closeConsumer } from './consumer-close.js';
import type { ConsumerMetricsRecorder, ConsumerMetrics } from '../metrics/consumer-metrics.js';
import { consumerPollTracing, type TracedConsumer } from '../diagnostics/consumer-tracing.js';
import { OperationHooks } from '../internal/client-hooks.js';
import { checkCallOptions } from '../admin/admin-arguments.js';
import type { ConsumerLag } from './consumer-lag.js';
import type { ConsumerCommits } from './consumer-commits.js';
import { createConsumerParts } from './consumer-parts.js';
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { CoordinatorLookup } from '../cluster/coordinator-cache.js';
import type { PartitionLag } from '../admin/partition-lag.js';

export type { ConsumerOptions };

/**
 * A consumer in a group (or with a manual assignment). See docs/consumer.md.
 *
 * @example
 * Reads `read_committed` and commits what it processed (outside a transaction: at least once; exactly-once
 * pipelines hand the consumer to a {@link TransactionalSession} instead).
 * ```ts
 * import { Consumer, Producer } from 'kafka-eos';
 * import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';
 *
 * const cluster = new InMemoryCluster({ topics: [{ name: 'orders', partitions: 3 }] });
 * const network = new InProcessNetworkClient(cluster);
 * const producer = new Producer({ network });
 * await producer.send({ topic: 'orders', key: 'o-1', value: 'order-1' });
 * await producer.close();
 *
 * const consumer = new Consumer({ network, groupId: 'audit', autoOffsetReset: 'earliest' });
 * consumer.subscribe(['orders']);
 * for await (const batch of consumer) {
 *   for (const record of batch.records) console.log(record.partition, record.offset, Buffer.from(record.value ?? []).toString());
 *   await consumer.commit();
 *   break; // a service keeps iterating until it closes the consumer
 * }
 * await consumer.close();
 * cluster.close();
 * ```
 * @public
 */
export class Consumer implements TransactionalSource, AsyncIterable<ConsumedBatch> {
  /** The validated configuration with defaults. */
  readonly config: ResolvedConsumerConfig;
  private readonly network: NetworkClient;
  private readonly ownsNetwork: boolean;
  private readonly clock: Clock;
  private readonly metadata: MetadataCache;
  private readonly states = new PartitionStates();
  private readonly fetcher: Fetcher;
  private readonly positions: PositionInitializer;
  private readonly offsets: OffsetLookup;
  private readonly coordinator: CoordinatorLookup | undefined;
  private readonly backoff: ExponentialBackoff;
  private readonly listeners: AssignmentListeners;
  private readonly records = new Wakeup();
  private subscription: Subscription | undefined;
  private readonly random: (() => number) | undefined;
  private manual = false;
  private closing: Promise<void> | undefined;
  /** Aborted by `close()`: a `connect()` still waiting rejects with its reason (`ConsumerClosedError`). */
  private readonly closed = new AbortController();
  private readonly metricsRecorder: ConsumerMetricsRecorder;
  /** Observers of `poll` (the diagnostics channel). */
  private readonly hooks = new OperationHooks<'poll', TracedConsumer>([consumerPollTracing]);
  private readonly reachability: BrokerReachability;
  private readonly events = new ConsumerEvents();
  /** Failures in the background: reported, and raised by the next poll. */
  private readonly failures: ConsumerFailures;
  private readonly lag: ConsumerLag;
  private readonly commits: ConsumerCommits;
  /** Set by `close()`: the bound of the auto-commit made when the owned partitions are revoked on the way out. */
  private closeDeadline: number | undefined;

  /** Validates `options` (a {@link ConfigError} names each bad field) and creates the consumer; no I/O happens until {@link Consumer.connect} or the first poll. */
  constructor(options: ConsumerOptions) {
    const { network, clock, random, ...config }: ConsumerOptions & TestSeams = options;
    this.config = resolveConsumerConfig(config);
    this.clock = clock ?? systemClock;
    this.random = random;
    this.failures = new ConsumerFailures(this.events, this.config.logger, () => { this.records.notify(); });
    this.ownsNetwork = network === undefined;
    this.listeners = new AssignmentListeners(this.config.logger, (error) => { this.fail(error); });
    const parts = createConsumerParts(this, {
      config: this.config, network, clock: this.clock, random, states: this.states,
      hooks: {
        notifyRecords: () => { this.records.notify(); },
        fail: (error) => { this.fail(error); },
        report: (error) => { this.failures.report(error); this.records.notify(); },
        groupMetadata: () => this.groupMetadata(),
        rejoin: () => { this.subscription?.membership.rejoin(); },
        refused: (sent, code) => this.subscription?.membership.refused(sent, code, 'OffsetCommit') ?? Promise.resolve(),
        committed: (offsets, error, auto) => { this.failures.emit('commit', { offsets, error, auto }); },
      },
    });
    ({ reachability: this.reachability, network: this.network, lag: this.lag, metrics: this.metricsRecorder, backoff: this.backoff } = parts);
    ({ metadata: this.metadata, coordinator: this.coordinator, offsets: this.offsets, fetcher: this.fetcher, commits: this.commits, positions: this.positions } = parts);
  }

  /**
   * Connects ahead of the first operation (optional: `subscribe`, `assign` and `poll` connect on their own):
   * resolves once one broker is usable (connected, ApiVersions negotiated, SASL done when configured), as KafkaJS's
   * `connect()` does. Bounded by `timeoutMs` (default `defaultApiTimeoutMs`): it rejects with
   * {@link ConsumerTimeoutError} whose `cause` is the last failure (`ECONNREFUSED`, `ENOTFOUND`, ... with the
   * broker's address), at once with an authentication error (SASL, TLS verification), with
   * `OperationAbortedError` when `signal` aborts, and with {@link ConsumerClosedError} when the consumer is or gets
   * closed. Calls may overlap and repeat.
   */
  async connect(options: OperationOptions = {}): Promise<void> {
    validateOperationOptions('connect', options);
    this.checkOpen('connect');
    const timeoutMs = options.timeoutMs ?? this.config.defaultApiTimeoutMs;
    await connectToCluster(this.network, {
      clock: this.clock, deadline: this.clock.now() + timeoutMs, signal: options.signal, closed: this.closed.signal, backoff: this.backoff,
      timeoutError: (cause) => new ConsumerTimeoutError('connect', timeoutMs, cause),
    });
  }

  /** Subscribes to an event (`'error'`); returns the unsubscribe function. */
  on<E extends keyof ConsumerEventMap>(event: E, listener: ConsumerEventListener<E>): () => void {
    return this.events.on(event, listener);
  }

  /** Unsubscribes a listener. */
  off<E extends keyof ConsumerEventMap>(event: E, listener: ConsumerEventListener<E>): void {
    this.events.off(event, listener);
  }

  /**
   * Joins the group (`groupId`) subscribed to `topics`, in the background; `poll` returns records once
   * partitions are assigned. `listener` is added as with {@link Consumer.addAssignmentListener}. Call once.
   *
   * `topics` may be a `RegExp` (without flags): the topics whose whole name matches it, including topics created
   * later (Kafka's `subscribe(Pattern)`). The classic protocol matches on the client (JavaScript `RegExp` syntax)
   * against the cluster's topics, listed again every `metadataMaxAgeMs`; the `consumer` protocol sends the pattern's
   * source to the broker, which matches with RE2/J syntax (no lookaround or backreferences). See docs/consumer.md.
   */
  subscribe(topics: readonly string[] | RegExp, listener?: AssignmentListener): void {
    this.checkOpen('subscribe');
    const pattern = topics instanceof RegExp ? checkTopicPattern('subscribe', topics) : undefined;
    const checked = pattern === undefined ? checkTopics('subscribe', topics) : [];
    const groupId = this.config.groupId;
    if (groupId === undefined || this.coordinator === undefined) throw new ConfigError('consumer config', [{ field: 'groupId', message: 'is required to subscribe' }]);
    if (this.subscription !== undefined || this.manual) throw new InvalidArgumentError('subscribe', 'topics', 'cannot change: this consumer already subscribed or was assigned partitions');
    if (listener !== undefined) this.addAssignmentListener(listener);
    const hooks = assignmentHooks({
      states: this.states, commits: this.commits, listeners: this.listeners, positions: this.positions, fetcher: this.fetcher, metrics: this.metricsRecorder,
      commitBudgetMs: () => (this.closeDeadline === undefined ? this.config.defaultApiTimeoutMs : Math.max(0, this.closeDeadline - this.clock.now())),
      fail: (error) => { this.fail(error); },
    });
    const options = { groupId, config: this.config, network: this.network, metadata: this.metadata, clock: this.clock, coordinator: this.coordinator, backoff: this.backoff, hooks, random: this.random };
    this.subscription = pattern === undefined || !(topics instanceof RegExp) ? subscribeToTopics(checked, options) : subscribeToPattern(pattern, topics.source, options);
  }

  /**
   * Manual assignment without group membership (Kafka's `assign`): fetches `partitions` from the group's
   * committed offsets when `groupId` is set, else from `autoOffsetReset`. Replaces an earlier manual assignment.
   */
  assign(partitions: readonly TopicPartition[]): void {
    this.checkOpen('assign');
    const checked = checkPartitions('assign', 'partitions', partitions);
    if (this.subscription !== undefined) throw new InvalidArgumentError('assign', 'partitions', 'cannot be assigned: this consumer subscribed to a group');
    this.manual = true;
    this.states.remove(this.states.assignment().filter((tp) => !checked.some((each) => each.topic === tp.topic && each.partition === tp.partition)));
    this.states.add(checked);
    for (const { topic } of checked) this.metadata.requestUpdate(topic);
    this.positions.run();
    this.fetcher.schedule();
  }

  /** A snapshot of the consumer's metrics (Java's names; see docs/observability.md for windows and meaning). */
  metrics(): ConsumerMetrics {
    return this.metricsRecorder.snapshot();
  }

  /**
   * Why the assigned partitions are (not) delivering: per partition the lag of this consumer's position to the high
   * watermark and to the last stable offset, whether it is stalled at the LSO (read_committed, records above it),
   * and the open transaction holding the LSO with its producer and transactional id (see `admin.describeLag`).
   * A read_uncommitted consumer reads past open transactions, so it is never `stalled`.
   * Bounded by `timeoutMs` (default `defaultApiTimeoutMs`).
   */
  async describeLag(options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {}): Promise<PartitionLag[]> {
    this.checkOpen('describeLag');
    checkCallOptions('describeLag', options);
    return this.lag.describe(options);
  }

  /**
   * The group metadata to pass to `sendOffsetsToTransaction` (KIP-447): the group, the current generation and member
   * id, and `groupInstanceId`; generation -1 and an empty member id before the first join.
   */
  groupMetadata(): ConsumerGroupMetadata {
    return this.subscription?.membership.groupMetadata() ?? { groupId: this.config.groupId ?? '', generationId: -1, memberId: '', groupInstanceId: this.config.groupInstanceId ?? null };
  }

  /**
   * The group coordinator refused offsets a transaction sent with `metadata` because that membership is over
   * (UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION or FENCED_INSTANCE_ID as `errorCode`); a `TransactionalSession` calls it.
   * Unless the membership moved on since, the consumer acts on it at once as on the same heartbeat answer: its
   * partitions are lost (`onPartitionsLost`, awaited) and it rejoins, or, fenced as a static member, stops (the next
   * `poll` rejects). Without a group subscription it does nothing.
   */
  async membershipRefused(metadata: ConsumerGroupMetadata, errorCode: number): Promise<void> {
    await this.subscription?.membership.refused(metadata, errorCode);
  }

  /** The partitions currently assigned to this member (by the group, or by `assign`). */
  assignment(): readonly TopicPartition[] {
    return this.states.assignment();
  }

  /** Bytes fetched and buffered, not yet returned by `poll` (bounded by `maxBufferedBytes` plus one batch). */
  get bufferedBytes(): number {
    return this.states.bufferedBytes;
  }

  /**
   * The next records (at most `maxRecords`, default `maxPollRecords`), waiting up to `timeoutMs` (default 1000)
   * for some; an empty batch when none arrived. Rejects with the fetch or group
   * error that stopped progress (once), {@link ConsumerClosedError} after `close()`, or
   * `OperationAbortedError` when `signal` aborts.
   */
  poll(options?: PollOptions): Promise<ConsumedBatch> {
    return this.hooks.call('poll', this.pollBody, this, options, undefined, undefined);
  }

  private readonly pollBody = async (options: PollOptions | undefined): Promise<ConsumedBatch> => {
    this.checkOpen('poll');
    const { timeoutMs = ITERATOR_POLL_MS, maxRecords = this.config.maxPollRecords, signal } = checkPollOptions(options);
    this.commits.beforePoll();
    this.subscription?.membership.polled();
    // The wait for records lives in consumer-poll.ts.
    return pollRecords({
      clock: this.clock, states: this.states, fetcher: this.fetcher, reachability: this.reachability, records: this.records,
      failures: this.failures, isClosing: () => this.closing !== undefined,
    }, maxRecords, this.clock.now() + timeoutMs, signal);
  };

  /**
   * Positions each partition's fetch at `offset`, discarding records buffered for it. Throws
   * {@link InvalidArgumentError} for a partition not assigned.
   */
  seek(offsets: readonly TopicPartitionOffset[]): void {
    this.checkOpen('seek');
    seekPartitions(this.states, checkOffsets('seek', offsets));
    this.fetcher.schedule();
  }

  /** Stops returning and fetching records of `partitions` (they stay assigned; buffered records are kept). */
  pause(partitions: readonly TopicPartition[]): void {
    this.checkOpen('pause');
    setPaused(this.states, 'pause', partitions, true);
  }

  /** Resumes `partitions` paused with {@link Consumer.pause}. */
  resume(partitions: readonly TopicPartition[]): void {
    this.checkOpen('resume');
    setPaused(this.states, 'resume', partitions, false);
    this.fetcher.schedule();
    this.records.notify();
  }

  /** The paused partitions. */
  paused(): readonly TopicPartition[] {
    return this.states.all().filter((state) => state.paused).map(({ topic, partition }) => ({ topic, partition }));
  }

  /** The next offset `poll` returns for an assigned partition, or undefined while it is being looked up. */
  position(partition: TopicPartition): bigint | undefined {
    const [checked] = checkPartitions('position', 'partition', [partition]);
    return checked === undefined ? undefined : this.states.get(checked)?.position;
  }

  /**
   * The group's committed offsets for `partitions`, read with require_stable: waits out UNSTABLE_OFFSET_COMMIT while a
   * transaction that commits offsets for them is pending. A partition without a committed offset is absent from the
   * result. Bounded by `timeoutMs` (default `defaultApiTimeoutMs`).
   */
  async committed(partitions: readonly TopicPartition[], options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {}): Promise<readonly TopicPartitionOffset[]> {
    this.checkOpen('committed');
    const checked = checkPartitions('committed', 'partitions', partitions);
    if (this.coordinator === undefined || this.config.groupId === undefined) throw new ConfigError('consumer config', [{ field: 'groupId', message: 'is required to read committed offsets' }]);
    const timeoutMs = options.timeoutMs ?? this.config.defaultApiTimeoutMs;
    if (options.signal?.aborted === true) throw new OperationAbortedError('committed', options.signal.reason);
    return this.offsets.committed(this.config.groupId, checked, this.clock.now() + timeoutMs, options.signal);
  }

  /**
   * Commits offsets outside any transaction (Kafka's `commitSync`): `offsets` (the next offset to consume per
   * partition), by default the positions of what `poll` returned for the assigned partitions. Resolves once the
   * group coordinator accepted them; commits run one after another in call order. Sent with this member's
   * generation (classic) or member epoch (KIP-848) and member id, so that the coordinator refuses it from a member
   * that lost its partitions: `CommitFailedError` (`ERR_COMMIT_FAILED`, `errorName` ILLEGAL_GENERATION,
   * UNKNOWN_MEMBER_ID, STALE_MEMBER_EPOCH or GROUP_ID_NOT_FOUND; `cause` the broker's error), or a retriable one
   * (`ERR_COMMIT_REBALANCE_IN_PROGRESS`) while the group rebalances. A coordinator move or a lost connection is retried
   * within `timeoutMs` (default `defaultApiTimeoutMs`), then {@link ConsumerTimeoutError}. Refused with
   * `ConsumerOwnedBySessionError` for a consumer run by a `TransactionalSession`. Needs `groupId`.
   */
  async commit(offsets?: readonly TopicPartitionOffset[], options: OperationOptions = {}): Promise<void> {
    this.checkOpen('commit');
    const checked = offsets === undefined ? undefined : checkOffsets('commit', offsets);
    validateOperationOptions('commit', options);
    if (options.signal?.aborted === true) throw new OperationAbortedError('commit', options.signal.reason);
    const timeoutMs = options.timeoutMs ?? this.config.defaultApiTimeoutMs;
    await this.commits.commit(checked, { deadline: this.clock.now() + timeoutMs, timeoutMs, signal: options.signal });
  }

  /**
   * Registers a listener for partitions assigned, revoked and lost (besides the one given to `subscribe`); returns
   * the function that removes it.
   */
  addAssignmentListener(listener: AssignmentListener): () => void {
    this.checkOpen('addAssignmentListener');
    const given: unknown = listener; // plain JavaScript may pass anything
    if (typeof given !== 'object' || given === null) throw new InvalidArgumentError('addAssignmentListener', 'listener', 'must be an object with onPartitionsRevoked/Lost/Assigned methods');
    return this.listeners.add(listener);
  }

  /**
   * Batches as they arrive (never empty ones), until `close()`: `for await (const batch of consumer)`. The loop
   * body runs before the next poll, so a slow body holds fetching back through the memory bound.
   */
  [Symbol.asyncIterator](): AsyncGenerator<ConsumedBatch, void, undefined> {
    return iterateBatches((options) => this.poll(options), () => this.closing !== undefined);
  }

  /**
   * Leaves the group (after `onPartitionsRevoked` for what is owned; a static member does not send LeaveGroup),
   * stops fetching, and closes the network client it created. Waiting `poll`s reject with
   * {@link ConsumerClosedError}; so does every later call. Idempotent; bounded by `timeoutMs` (default
   * `defaultApiTimeoutMs`) for leaving the group.
   */
  close(options: { readonly timeoutMs?: number } = {}): Promise<void> {
    this.closed.abort(new ConsumerClosedError('connect'));
    this.closing ??= this.doClose(options.timeoutMs ?? this.config.defaultApiTimeoutMs);
    return this.closing;
  }

  private doClose(timeoutMs: number): Promise<void> {
    const deadline = this.clock.now() + timeoutMs;
    this.closeDeadline = deadline;
    // The close sequence lives in consumer-close.ts.
    return closeConsumer({
      reachability: this.reachability, wakePolls: () => { this.records.notify(); }, subscription: this.subscription, commits: this.commits,
      fetcher: this.fetcher, positions: this.positions, lag: this.lag, metadata: this.metadata, states: this.states,
      network: this.network, ownsNetwork: this.ownsNetwork, clock: this.clock,
    }, timeoutMs, deadline);
  }

  private fail(error: Error): void {
    this.failures.fail(error);
  }

  private checkOpen(operation: string): void {
    if (this.closing !== undefined) throw new ConsumerClosedError(operation);
  }
}
