/**
 * A KafkaJS 2.x consumer as a {@link TransactionalSource}, so that the transactional session's rules apply to it.
 * KafkaJS pushes batches into `eachBatch`; the adapter holds each batch there until the session is done
 * with it (the next `poll`, or a `seek` after an abort), which gives back-pressure and keeps KafkaJS from fetching
 * past a transaction that may still abort. While a batch is held the adapter heartbeats through KafkaJS, and a
 * heartbeat that reports a rebalance first runs the revocation listeners (the session aborts and waits for the
 * abort) and only then lets KafkaJS rejoin.
 *
 * What KafkaJS cannot give, and what the adapter does instead:
 * - **require_stable**: KafkaJS's OffsetFetch does not ask for stable offsets, so after every join it may start a
 *   partition from an offset older than a transaction still pending. The adapter reads the committed offsets itself
 *   with require_stable (OffsetFetch v7+, own network client) and seeks every newly assigned partition there before
 *   the first batch is handed to the session; batches KafkaJS fetched before are discarded.
 * - **generation id**: KafkaJS exposes the member id (GROUP_JOIN) but not the generation. With the `generations`
 *   option ({@link KafkaJsGroupGenerations}, fed by KafkaJS's public `socketFactory` option) the adapter learns it
 *   from the JoinGroup responses and `groupMetadata()` is KIP-447's; without it, `groupMetadata()` sends the "no
 *   generation" metadata (generation -1, member id ''), which the group coordinator accepts without a membership
 *   check. See docs/migration-from-kafkajs.md for what that leaves unprotected.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import type { Logger } from '../config/logger.js';
import { checkOffsets, checkPartitions, checkPollOptions } from '../consumer/consumer-arguments.js';
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { OperationAbortedError, ProducerTimeoutError } from '../errors/producer-errors.js';
import type { NetworkClient } from '../network/network-client.js';
import { TcpNetworkClient } from '../network/tcp/tcp-network-client.js';
import type { RecordHeader } from '../common/record.js';
import { fetchCommittedOffsetsThrough } from '../session/committed-offsets.js';
import { CoordinatorCache } from '../cluster/coordinator-cache.js';
import type { AssignmentListener, ConsumedBatch, ConsumedRecord, PollOptions, TransactionalSource } from '../consumer/transactional-source.js';
import { topicPartitionKey, type ConsumerGroupMetadata, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import type { KafkaJsConsumerLike, KafkaJsEachBatchPayload, KafkaJsMessage } from './kafkajs-types.js';
import type { KafkaJsSourceOptions } from './kafkajs-source-options.js';
import { resolveKafkaJsSourceOptions } from './kafkajs-source-config.js';
import { HeldBatches, type HeldBatch } from './held-batches.js';
import type { KafkaJsGroupGenerations } from './group-generations.js';
import { isAborted } from '../internal/abort-race.js';

/**
 * A KafkaJS source was used after `close()`.
 * @public
 */
export class KafkaJsSourceClosedError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The source method that was called after `close()`.
   */
  constructor(operation: string) {
    super('ERR_SOURCE_CLOSED', `KafkaJsSource.${operation}() was called after close()`);
  }
}

/** KafkaJS error types that mean the member lost its partitions without an orderly revocation. */
const LOST_TYPES = new Set(['UNKNOWN_MEMBER_ID', 'ILLEGAL_GENERATION', 'FENCED_INSTANCE_ID']);
const REVOKED_TYPES = new Set(['REBALANCE_IN_PROGRESS', 'NOT_COORDINATOR_FOR_GROUP', 'NOT_COORDINATOR']);

/**
 * Wraps a connected, subscribed KafkaJS consumer as a {@link TransactionalSource}. Call `start()` (it runs the
 * consumer), then hand it to a `TransactionalSession`. See docs/migration-from-kafkajs.md.
 * @public
 */
export class KafkaJsSource implements TransactionalSource {
  private readonly consumer: KafkaJsConsumerLike;
  private readonly groupId: string;
  private readonly network: NetworkClient;
  private readonly ownsNetwork: boolean;
  /** The group coordinator, found once for every committed-offsets read (forgotten when it moves). */
  private readonly coordinators: CoordinatorCache;
  private readonly logger: Logger;
  private readonly heartbeatIntervalMs: number;
  private readonly committedTimeoutMs: number;
  private readonly partitionsConsumedConcurrently: number;
  private readonly listeners = new Set<AssignmentListener>();
  private readonly removeEventListeners: (() => void)[] = [];
  private readonly held = new HeldBatches();
  /** Per assigned partition: the require_stable start offset (undefined: nothing committed), until it was applied. */
  private readonly startChecks = new Map<string, { readonly offset: Promise<bigint | undefined>; applied: boolean }>();
  private assigned: readonly TopicPartition[] = [];
  private currentMemberId = '';
  private readonly generations: KafkaJsGroupGenerations | undefined;
  /** The generation of the last join (after SyncGroup), when `generations` saw its JoinGroup response. */
  private generationAtJoin: number | undefined;
  private started: Promise<void> | undefined;
  private closed = false;
  /** Serializes assignment changes, so that listeners see revoke/assign in order. */
  private assignmentChain: Promise<void> = Promise.resolve();

  /** @throws `ConfigError` naming every bad option (unknown ones with a suggestion), as the producer's options do. */
  constructor(options: KafkaJsSourceOptions) {
    const resolved = resolveKafkaJsSourceOptions(options);
    this.consumer = resolved.consumer;
    this.groupId = resolved.groupId;
    this.ownsNetwork = resolved.network === undefined;
    this.network = resolved.network ?? new TcpNetworkClient({
      bootstrapServers: resolved.bootstrapServers ?? [], clientId: resolved.clientId,
      ...(resolved.tls === undefined ? {} : { tls: resolved.tls }), ...(resolved.sasl === undefined ? {} : { sasl: resolved.sasl }),
    });
    this.coordinators = new CoordinatorCache(this.network, resolved.committedTimeoutMs);
    this.logger = resolved.logger;
    this.heartbeatIntervalMs = resolved.heartbeatIntervalMs;
    this.committedTimeoutMs = resolved.committedTimeoutMs;
    this.partitionsConsumedConcurrently = resolved.partitionsConsumedConcurrently;
    this.generations = resolved.generations;
  }

  /** The member id KafkaJS joined the group with ('' before the first join). */
  get memberId(): string {
    return this.currentMemberId;
  }

  /**
   * Starts the consumer (`consumer.run` with the adapter's `eachBatch`, autoCommit off) and resolves once it joined
   * the group. Calling it again returns the same promise.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (this.closed) throw new KafkaJsSourceClosedError('start');
      const { events } = this.consumer;
      this.removeEventListeners.push(
        this.consumer.on(events.GROUP_JOIN, (event) => { this.onGroupJoin(event.payload); }),
        this.consumer.on(events.REBALANCING, () => { void this.partitionsGone('revoked'); }),
        this.consumer.on(events.CRASH, () => { void this.partitionsGone('lost'); }),
        this.consumer.on(events.STOP, () => { void this.partitionsGone('revoked'); }),
      );
      await this.consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: true,
        partitionsConsumedConcurrently: this.partitionsConsumedConcurrently,
        eachBatch: (payload) => this.eachBatch(payload),
      });
    })();
    return this.started;
  }

  /**
   * The generation and member id of the last join when `generations` learned them (KIP-447: the coordinator rejects
   * the offsets of a member no longer in that generation); otherwise the "no generation" metadata (generation -1,
   * member id ''), which Kafka accepts without a membership check.
   */
  groupMetadata(): ConsumerGroupMetadata {
    if (this.generationAtJoin !== undefined && this.currentMemberId !== '') {
      return { groupId: this.groupId, generationId: this.generationAtJoin, memberId: this.currentMemberId, groupInstanceId: null };
    }
    return { groupId: this.groupId, generationId: -1, memberId: '', groupInstanceId: null };
  }

  /** The partitions KafkaJS assigned to this member at its last group join. */
  assignment(): readonly TopicPartition[] {
    return this.assigned;
  }

  /**
   * The records KafkaJS handed to `eachBatch` since the last poll (held there until the session is done with them),
   * at most `maxRecords`; an empty batch after `timeoutMs` (default 1000) when none came. Rejects with
   * `KafkaJsSourceClosedError` after `close()`, `OperationAbortedError` when `signal` aborts.
   */
  async poll(options: PollOptions = {}): Promise<ConsumedBatch> {
    if (this.closed) throw new KafkaJsSourceClosedError('poll');
    checkPollOptions(options);
    if (options.signal?.aborted === true) throw new OperationAbortedError('poll', options.signal.reason);
    // The session polls again only once it is done with what it polled before (committed, or aborted and seeked).
    this.held.releaseTaken();
    const ready = await this.held.waitForRecords(options.timeoutMs ?? 1_000, options.signal);
    if (!ready) {
      if (isAborted(options.signal)) throw new OperationAbortedError('poll', options.signal?.reason);
      if (this.isClosed()) throw new KafkaJsSourceClosedError('poll');
    }
    return this.held.take(options.maxRecords ?? Number.MAX_SAFE_INTEGER);
  }

  /**
   * Moves partitions to `offsets` (KafkaJS's `seek`), discarding what is held for them.
   * @throws {@link KafkaJsSourceClosedError} after `close()`; `InvalidArgumentError` / `InvalidTopicError` naming a
   * bad entry (e.g. `offsets[0].offset` must be a bigint >= 0).
   */
  seek(offsets: readonly TopicPartitionOffset[]): void {
    if (this.closed) throw new KafkaJsSourceClosedError('seek');
    for (const { topic, partition, offset } of checkOffsets('seek', offsets)) {
      this.held.discard({ topic, partition });
      try {
        this.consumer.seek({ topic, partition, offset: offset.toString() });
      } catch (error) {
        this.logger.warn('KafkaJS refused a seek', { topic, partition, offset: offset.toString(), error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * The group's committed offsets, read with require_stable, within `timeoutMs` (default: the adapter's
   * `committedTimeoutMs`); rejects with {@link KafkaJsSourceClosedError} after `close()`.
   */
  async committed(partitions: readonly TopicPartition[], options: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {}): Promise<readonly TopicPartitionOffset[]> {
    if (this.closed) throw new KafkaJsSourceClosedError('committed');
    const { signal, timeoutMs = this.committedTimeoutMs } = options;
    return fetchCommittedOffsetsThrough(this.coordinators, this.network, this.groupId, checkPartitions('committed', 'partitions', partitions), { timeoutMs, ...(signal === undefined ? {} : { signal }) });
  }

  /**
   * Adds revocation, loss and assignment callbacks (called from KafkaJS's group events) and returns the function that
   * removes them.
   */
  addAssignmentListener(listener: AssignmentListener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /**
   * Stops handing batches over: held batches are released (KafkaJS moves on), a waiting poll resolves empty, the
   * event listeners are removed, and the network client the adapter created is closed. The KafkaJS consumer is
   * yours: disconnect it afterwards.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const remove of this.removeEventListeners.splice(0)) remove();
    this.held.discardAll();
    this.held.wake();
    if (this.ownsNetwork) await this.network.close();
  }

  private onGroupJoin(payload: unknown): void {
    const join = payload as { readonly memberId?: string; readonly memberAssignment?: { readonly [topic: string]: readonly number[] } };
    const next: TopicPartition[] = Object.entries(join.memberAssignment ?? {}).flatMap(([topic, partitions]) => partitions.map((partition) => ({ topic, partition })));
    this.currentMemberId = join.memberId ?? '';
    // Taken now, after SyncGroup: a later JoinGroup (the next rebalance) must not re-date this assignment's offsets.
    this.generationAtJoin = this.generations?.generationOf(this.groupId, this.currentMemberId);
    this.assignmentChain = this.assignmentChain.then(async () => {
      const nextKeys = new Set(next.map(topicPartitionKey));
      const gone = this.assigned.filter((tp) => !nextKeys.has(topicPartitionKey(tp)));
      // A rejoin KafkaJS did not announce with REBALANCING (e.g. UNKNOWN_MEMBER_ID): the partitions went without an orderly revocation.
      if (gone.length > 0) await this.notify('lost', gone);
      this.assigned = next;
      // KafkaJS re-reads its committed offsets after every join: check every partition of the new assignment again.
      this.startChecks.clear();
      for (const tp of next) {
        const offset = this.stableOffset(tp);
        offset.catch(() => undefined); // awaited by the partition's first eachBatch, which reports the error
        this.startChecks.set(topicPartitionKey(tp), { offset, applied: false });
      }
      await this.notify('assigned', next);
    });
  }

  /** Revocation or loss of the whole assignment (KafkaJS's eager protocol); listeners first, then the batches go. */
  private partitionsGone(kind: 'revoked' | 'lost'): Promise<void> {
    this.assignmentChain = this.assignmentChain.then(async () => {
      const gone = this.assigned;
      if (gone.length === 0) return;
      await this.notify(kind, gone);
      this.assigned = [];
      this.startChecks.clear();
      this.held.discardAll();
    });
    return this.assignmentChain;
  }

  private async notify(kind: 'revoked' | 'lost' | 'assigned', partitions: readonly TopicPartition[]): Promise<void> {
    for (const listener of [...this.listeners]) {
      try {
        if (kind === 'revoked') await listener.onPartitionsRevoked?.(partitions);
        else if (kind === 'lost') await listener.onPartitionsLost?.(partitions);
        else await listener.onPartitionsAssigned?.(partitions);
      } catch (error) {
        this.logger.error('assignment listener failed', { kind, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * The committed offset read with require_stable, retried after a timeout (a transaction pending longer than
   * `committedTimeoutMs`, an unreachable coordinator) until the source closes. Other errors (no OffsetFetch v7,
   * authorization) reject: the batch's `eachBatch` then fails and KafkaJS handles it as a processing error.
   */
  private async stableOffset(tp: TopicPartition): Promise<bigint | undefined> {
    for (;;) {
      try {
        const [committed] = await fetchCommittedOffsetsThrough(this.coordinators, this.network, this.groupId, [tp], { timeoutMs: this.committedTimeoutMs });
        return committed?.offset;
      } catch (error) {
        if (this.closed) return undefined;
        if (!(error instanceof ProducerTimeoutError)) throw error;
        this.logger.warn('stable offset read timed out: retrying', { topic: tp.topic, partition: tp.partition, error: error.message });
      }
    }
  }

  private async eachBatch(payload: KafkaJsEachBatchPayload): Promise<void> {
    const { batch } = payload;
    if (this.closed || batch.messages.length === 0) return;
    const tp = { topic: batch.topic, partition: batch.partition };
    await this.assignmentChain;
    const check = this.startChecks.get(topicPartitionKey(tp));
    if (check === undefined) return; // not (or no longer) assigned as far as the session knows: KafkaJS fetches it again
    if (!check.applied) {
      const stable = await this.heartbeating(check.offset, payload);
      if (stable.stopped) return;
      check.applied = true;
      if (stable.value !== undefined) {
        // Start where the group's stable committed offset says, not where KafkaJS's (unstable) read said.
        this.consumer.seek({ topic: tp.topic, partition: tp.partition, offset: stable.value.toString() });
        return;
      }
    }
    const records = batch.messages.map((message) => toConsumedRecord(tp, message));
    const entry: HeldBatch = this.held.add(tp, records, BigInt(batch.lastOffset()) + 1n);
    const held = await this.heartbeating(entry.released, payload);
    if (held.stopped) this.held.discard(tp);
  }

  /**
   * Waits for `work`, heartbeating through KafkaJS meanwhile; a rebalance runs the listeners before KafkaJS rejoins
   * (the heartbeat's error is rethrown for KafkaJS to handle). `stopped` when KafkaJS stops or the source closes.
   */
  private async heartbeating<T>(work: Promise<T>, payload: KafkaJsEachBatchPayload): Promise<{ readonly stopped: false; readonly value: T } | { readonly stopped: true }> {
    let outcome: { readonly value: T } | undefined;
    const settled = work.then((value) => { outcome = { value }; });
    settled.catch(() => undefined); // observed below; never an unhandled rejection when a heartbeat throws first
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise<void>((resolve) => { timer = setTimeout(resolve, this.heartbeatIntervalMs); })]);
      clearTimeout(timer);
      if (outcome !== undefined) return { stopped: false, value: outcome.value };
      if (this.isClosed() || !payload.isRunning()) return { stopped: true };
      try {
        await payload.heartbeat();
      } catch (error) {
        const type = isObjectRecord(error) ? error.type : undefined;
        const kind = typeof type === 'string' && LOST_TYPES.has(type) ? 'lost' : typeof type === 'string' && REVOKED_TYPES.has(type) ? 'revoked' : undefined;
        if (kind !== undefined) await this.partitionsGone(kind);
        throw error;
      }
    }
  }

  private isClosed(): boolean {
    return this.closed;
  }
}

function toConsumedRecord(tp: TopicPartition, message: KafkaJsMessage): ConsumedRecord {
  const headers: RecordHeader[] = [];
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    for (const each of Array.isArray(value) ? value : [value]) {
      if (each === undefined) continue;
      headers.push({ key: name, value: typeof each === 'string' ? Buffer.from(each) : each });
    }
  }
  return {
    topic: tp.topic, partition: tp.partition, offset: BigInt(message.offset), timestamp: Number(message.timestamp),
    key: message.key ?? null, value: message.value, headers, leaderEpoch: -1,
  };
}
