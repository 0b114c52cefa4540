/**
 * The client-side view of the cluster (Kafka's `Metadata` / `MetadataCache` on the client): which broker
 * leads each partition, learned with Metadata requests through the {@link NetworkClient} (`'any'`
 * target), and the broker addresses handed back to the network layer with `updateBrokers`.
 *
 * Refreshes happen on demand only: a topic the producer has not seen, NOT_LEADER_OR_FOLLOWER or another
 * invalid-metadata error on Produce, a partition without a leader. One refresh is in flight at a time
 * (requests made meanwhile join the next one), and a failed or incomplete refresh backs off
 * (`retryBackoffMs`, as Kafka's `metadata.refresh.backoff`) so that a missing topic does not turn into a
 * busy loop.
 *
 * Hostile or broken brokers: a response is checked before it is adopted (metadata-response-checks.ts);
 * a topic with absurd partition indexes counts as incomplete (backoff, refresh, the waiting send fails
 * at its deadline naming the problem). An authentication failure (SASL, or TLS verification) is fatal
 * at once: `awaitTopic` rejects with it instead of waiting for `maxBlockMs` (as Java's
 * `Metadata.maybeThrowFatalException`), and refreshes go on after the backoff in case the cause is fixed. So is a
 * topic the broker refuses to describe (TOPIC_AUTHORIZATION_FAILED, an ACL): `awaitTopic` rejects with that
 * {@link ProtocolError} (Java's `Metadata.maybeThrowExceptionForTopic`: `TopicAuthorizationException`) until a
 * later refresh describes the topic.
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { causeChain } from '../errors/kafka-client-error.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { Clock } from '../internal/clock.js';
import type { Logger } from '../config/logger.js';
import type { NetworkClient } from '../network/network-client.js';
import { ZERO_UUID, type Uuid } from '../protocol/primitives/uuid.js';
import { isAuthenticationError } from '../network/network-errors.js';
import { partitionIndexProblem, usableBrokers } from './metadata-response-checks.js';
import { metadata as metadataWire, type MetadataFields, type MetadataPartitionLeader } from '../protocol/requests/metadata.js';

/**
 * One topic as Metadata described it.
 * @public
 */
export interface TopicMetadata {
  readonly name: string;
  readonly topicId: Uuid;
  /** Each partition's leader, by partition index. */
  readonly partitions: readonly MetadataPartitionLeader[];
}

const NO_PARTITIONS: readonly number[] = Object.freeze([]);

/**
 * No metadata for a topic arrived before the deadline (Java `TimeoutException` from `waitOnMetadata`).
 * @public
 */
export class MetadataTimeoutError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param cause - the last refresh failure (a network error, or the broker's error for the topic), if any.
   */
  constructor(topic: string, waitedMs: number, lastError: string | undefined, cause?: Error) {
    super('ERR_METADATA_TIMEOUT', `Topic ${topic} not present in metadata after ${waitedMs} ms${lastError === undefined ? '' : ` (last: ${lastError})`}`,
      cause === undefined ? {} : { cause });
  }
}

/**
 * Options of a {@link MetadataCache}.
 * @internal
 */
export interface MetadataCacheOptions {
  readonly network: NetworkClient;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Wait after a failed or incomplete refresh before the next one. */
  readonly retryBackoffMs: number;
  /** Per-request timeout for Metadata. */
  readonly requestTimeoutMs: number;
}

/** Errors that mean "ask again later" rather than "this topic is broken". */
const RETRIABLE_TOPIC_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.LEADER_NOT_AVAILABLE, ErrorCode.NOT_LEADER_OR_FOLLOWER,
  ErrorCode.REQUEST_TIMED_OUT, ErrorCode.UNKNOWN_LEADER_EPOCH, ErrorCode.FENCED_LEADER_EPOCH,
]);

/**
 * Topic -> partitions -> leader, refreshed on demand.
 * @internal
 */
export class MetadataCache {
  private readonly options: MetadataCacheOptions;
  private readonly topics = new Map<string, TopicMetadata>();
  private readonly namesById = new Map<Uuid, string>();
  /** Every topic the producer uses: each refresh asks for all of them (as Kafka's producer metadata does). */
  private readonly wanted = new Set<string>();
  private updateRequested = false;
  private refreshing: Promise<void> | undefined;
  private notBefore = 0;
  private lastErrorValue: string | undefined;
  private lastErrorCause: Error | undefined;
  /** The authentication failure of the last refresh; cleared by a refresh that gets an answer. */
  private authenticationFailure: Error | undefined;
  /** Topics the last refresh that named them was not allowed to describe (TOPIC_AUTHORIZATION_FAILED). */
  private readonly unauthorizedTopics = new Map<string, ProtocolError>();
  private readonly waiters = new Set<() => void>();
  /**
   * {@link MetadataCache.availablePartitions} per topic entry, computed once per entry (a refresh replaces the
   * entry, so the list follows it). The producer asks for it on every append.
   */
  private readonly available = new WeakMap<TopicMetadata, readonly number[]>();
  /** Set by `close()`: every wait rejects with it and no refresh starts. */
  private closedWith: Error | undefined;

  constructor(options: MetadataCacheOptions) {
    this.options = options;
  }

  /** The leader of a partition, or undefined when unknown (no metadata yet, or no leader). */
  leaderFor(topic: string, partition: number): number | undefined {
    const leader = this.topics.get(topic)?.partitions[partition]?.leaderId;
    return leader === undefined || leader < 0 ? undefined : leader;
  }

  /** The partition's leader epoch (Metadata v7+, or a leader a broker named since), or -1 when unknown. */
  leaderEpochFor(topic: string, partition: number): number {
    return this.topics.get(topic)?.partitions[partition]?.leaderEpoch ?? -1;
  }

  /**
   * Adopts the leader a broker named for a partition in an error answer (KIP-951: Produce NOT_LEADER_OR_FOLLOWER
   * carries `CurrentLeader`; Kafka `Metadata.updatePartitionLeadership`), without waiting for a Metadata
   * refresh. Only when the cache knows the partition, the leader's epoch is newer than the cached one (or the
   * cached one is unknown), and the network layer knows the leader's address (the caller first passes on the
   * answer's `NodeEndpoints`); an older or equal epoch says nothing new and is ignored. Returns true when adopted.
   */
  updatePartitionLeadership(topic: string, partition: number, leaderId: number, leaderEpoch: number): boolean {
    const entry = this.topics.get(topic);
    const current = entry?.partitions[partition];
    if (entry === undefined || current === undefined || leaderId < 0 || leaderEpoch < 0) return false;
    if (current.leaderEpoch >= 0 && leaderEpoch <= current.leaderEpoch) return false;
    if (!this.options.network.brokers().some((broker) => broker.nodeId === leaderId)) return false;
    const partitions = entry.partitions.slice();
    partitions[partition] = { partition, leaderId, leaderEpoch };
    this.topics.set(topic, { name: entry.name, topicId: entry.topicId, partitions });
    return true;
  }

  /** The topic's metadata, if known. */
  topic(topic: string): TopicMetadata | undefined {
    return this.topics.get(topic);
  }

  /** The topic name for a topic id (Produce v13+ answers by id). */
  topicName(topicId: Uuid): string | undefined {
    return this.namesById.get(topicId);
  }

  /** The topic id, or the zero UUID when unknown. */
  topicId(topic: string): Uuid {
    return this.topics.get(topic)?.topicId ?? ZERO_UUID;
  }

  /** Partitions with a known leader, for the sticky partitioner (the same array until the topic's metadata changes). */
  availablePartitions(topic: string): readonly number[] {
    const entry = this.topics.get(topic);
    if (entry === undefined) return NO_PARTITIONS;
    let out = this.available.get(entry);
    if (out === undefined) {
      const list: number[] = [];
      for (const each of entry.partitions) if (each.leaderId >= 0) list.push(each.partition);
      out = Object.freeze(list);
      this.available.set(entry, out);
    }
    return out;
  }

  /** True when a refresh was requested and not yet done. */
  get needsUpdate(): boolean {
    return this.updateRequested;
  }

  /** True while a Metadata request is in flight. */
  get isRefreshing(): boolean {
    return this.refreshing !== undefined;
  }

  /** When the next refresh may start (backoff after a failed one). */
  get nextRefreshAt(): number {
    return this.notBefore;
  }

  /**
   * The last refresh problem, for the `cause` of a timeout: the refresh's error (a network error naming why no
   * broker answered, the broker's error for a topic), or a {@link KafkaClientError} describing an incomplete
   * answer; else, while a refresh is still connecting, what the network client reports about it.
   */
  get lastFailure(): Error | undefined {
    if (this.lastErrorCause !== undefined) return this.lastErrorCause;
    if (this.lastErrorValue !== undefined) return new KafkaClientError('ERR_METADATA', `metadata: ${this.lastErrorValue}`);
    return this.refreshing === undefined ? undefined : this.options.network.lastConnectionFailure?.();
  }

  /** Asks for a refresh, adding `topic` to the topics the producer follows (Kafka `requestUpdateForTopic`). */
  requestUpdate(topic?: string): void {
    if (topic !== undefined) this.wanted.add(topic);
    this.updateRequested = true;
  }

  /**
   * Starts a refresh now if one is needed, allowed by the backoff and not already running. Never
   * rejects: failures are logged, remembered and retried after the backoff.
   */
  maybeRefresh(now: number): Promise<void> | undefined {
    if (this.closedWith !== undefined) return undefined;
    if (!this.updateRequested || this.refreshing !== undefined || now < this.notBefore) return undefined;
    this.updateRequested = false;
    const refresh = this.refresh().finally(() => {
      this.refreshing = undefined;
      for (const waiter of [...this.waiters]) waiter();
    });
    this.refreshing = refresh;
    return refresh;
  }

  /**
   * Resolves with the topic's metadata once every partition has a leader, refreshing as needed (with the
   * backoff between attempts); rejects with {@link MetadataTimeoutError} at `deadline` (Kafka
   * `waitOnMetadata`, bounded by `maxBlockMs`).
   */
  async awaitTopic(topic: string, deadline: number): Promise<TopicMetadata> {
    const start = this.options.clock.now();
    // Set when the deadline timer fired: timers may fire a millisecond before the clock reads the deadline,
    // and one more round would let the caller's own (generic) timeout win over this precise error.
    let deadlineReached = false;
    for (;;) {
      if (this.closedWith !== undefined) throw this.closedWith;
      const known = this.topics.get(topic);
      if (known !== undefined && known.partitions.length > 0 && known.partitions.every((each) => each.leaderId >= 0)) return known;
      this.requestUpdate(topic);
      if (this.authenticationFailure !== undefined) throw this.authenticationFailure;
      const unauthorized = this.unauthorizedTopics.get(topic);
      if (unauthorized !== undefined) throw unauthorized;
      const now = this.options.clock.now();
      if (now >= deadline || deadlineReached) {
        // A bound that ran out before any refresh was tried (a short maxBlockMs, a busy event loop): start one, so
        // that the error names the connection attempt in progress instead of nothing.
        if (this.lastFailure === undefined) void this.maybeRefresh(now);
        throw this.timeoutError(topic, now - start);
      }
      // Start a refresh if allowed, then wait for the end of the running refresh, the backoff or the
      // deadline, whichever comes first: a slow refresh (connecting, authenticating) never holds the caller
      // past its deadline, so the caller gets this precise error rather than a generic timeout.
      void this.maybeRefresh(now);
      const wakeAt = this.refreshing === undefined ? Math.min(deadline, this.notBefore) : deadline;
      deadlineReached = await new Promise<boolean>((resolve) => {
        const timer = this.options.clock.setTimer(Math.max(0, wakeAt - now), () => { done(wakeAt >= deadline); });
        const unsubscribe = this.onRefreshed(() => { done(false); });
        function done(atDeadline: boolean): void {
          timer.cancel();
          unsubscribe();
          resolve(atDeadline);
        }
      });
    }
  }

  /**
   * Stops the cache (the producer closes): every `awaitTopic` rejects with `error` now, releasing its timer, so
   * that a send still waiting for metadata neither outlives `close()` nor keeps the process alive until its
   * `maxBlockMs`. No refresh starts afterwards.
   */
  close(error: Error): void {
    this.closedWith ??= error;
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Registers a callback for the end of every refresh; returns the unsubscribe function. */
  onRefreshed(callback: () => void): () => void {
    this.waiters.add(callback);
    return () => { this.waiters.delete(callback); };
  }

  private async refresh(): Promise<void> {
    const names = [...this.wanted];
    try {
      const fields: MetadataFields = { kind: 'names', names, allowAutoTopicCreation: true };
      const sent = await this.options.network.send('any', 'Metadata', (v) => metadataWire.request(fields, v), { timeoutMs: this.options.requestTimeoutMs });
      const { version } = sent;
      const response = metadataWire.read(sent.response, version, fields);
      this.authenticationFailure = undefined;
      const { brokers, dropped } = usableBrokers(response.brokers);
      if (dropped.length > 0) this.options.logger.warn('metadata names brokers that cannot be used; ignoring them', { dropped });
      this.options.network.updateBrokers(brokers);
      let incomplete: string | undefined;
      let cause: Error | undefined;
      for (const topic of response.topics) {
        const name = topic.name;
        if (name === null) continue;
        if (topic.errorCode === ErrorCode.TOPIC_AUTHORIZATION_FAILED) {
          this.unauthorizedTopics.set(name, new ProtocolError({ api: 'Metadata', version, errorCode: topic.errorCode, resource: name }));
        } else {
          this.unauthorizedTopics.delete(name);
        }
        if (topic.errorCode !== ErrorCode.NONE) {
          const topicError = new ProtocolError({ api: 'Metadata', version, errorCode: topic.errorCode, resource: name });
          cause = topicError;
          incomplete = `${name}: ${topicError.errorName} (${topic.errorCode})`;
          if (!RETRIABLE_TOPIC_ERRORS.has(topic.errorCode)) this.options.logger.warn('metadata error for topic', { topic: name, errorCode: topic.errorCode });
          continue;
        }
        const problem = partitionIndexProblem(name, topic.partitions);
        if (problem !== undefined) {
          incomplete = problem;
          this.options.logger.warn('ignoring inconsistent metadata for topic', { topic: name, problem });
          continue;
        }
        const partitions: MetadataPartitionLeader[] = [];
        const previous = this.topics.get(name);
        // The same topic (same id) as cached: a partition whose cached leader epoch is newer (learned from a
        // broker's answer, or from a broker whose metadata was more recent) keeps it (Kafka's last seen epochs).
        const known = previous !== undefined && previous.topicId === topic.topicId && topic.topicId !== ZERO_UUID ? previous : undefined;
        for (const each of topic.partitions) {
          const leaderId = each.errorCode === ErrorCode.NONE || each.leaderId >= 0 ? each.leaderId : -1;
          const { leaderEpoch } = each;
          const newer = known?.partitions[each.partition];
          if (newer !== undefined && leaderEpoch >= 0 && newer.leaderEpoch > leaderEpoch) {
            partitions[each.partition] = newer;
            continue;
          }
          if (leaderId < 0) incomplete = `${name}-${each.partition}: no leader`;
          partitions[each.partition] = { partition: each.partition, leaderId, leaderEpoch };
        }
        this.topics.set(name, { name, topicId: topic.topicId, partitions });
        if (topic.topicId !== ZERO_UUID) this.namesById.set(topic.topicId, name);
      }
      if (incomplete !== undefined) this.backOff(incomplete, cause);
      else {
        this.lastErrorValue = undefined;
        this.lastErrorCause = undefined;
      }
    } catch (error) {
      if (isAuthenticationError(error)) this.authenticationFailure = error;
      this.backOff(error instanceof Error ? error.message : String(error), error instanceof Error ? error : undefined);
    }
  }

  /**
   * The error of a wait that reached its deadline: it names the last refresh problem, or, when no refresh has
   * failed yet (the first one is still connecting), what the network client reports about that connection.
   */
  private timeoutError(topic: string, waitedMs: number): MetadataTimeoutError {
    const cause = this.lastFailure;
    const last = this.lastErrorValue ?? (cause === undefined ? undefined : causeChain(cause));
    return new MetadataTimeoutError(topic, waitedMs, last, cause);
  }

  /** Remembers the problem and schedules another refresh after the backoff. */
  private backOff(reason: string, cause: Error | undefined): void {
    this.lastErrorValue = reason;
    this.lastErrorCause = cause;
    this.notBefore = this.options.clock.now() + this.options.retryBackoffMs;
    this.updateRequested = true;
    this.options.logger.debug('metadata incomplete, will refresh again', { reason, retryBackoffMs: this.options.retryBackoffMs });
  }
}
