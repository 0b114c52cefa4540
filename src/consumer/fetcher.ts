/**
 * The consumer's fetching (Kafka's `Fetcher` / `AbstractFetch`): one Fetch in flight per partition leader, to
 * every leader at once (pipelined across brokers), each carrying every fetchable partition that broker leads.
 * Answers are decoded (fetched-records.ts) into the partition buffers that `poll` drains. Back-pressure: no Fetch
 * is sent while the buffers hold `maxBufferedBytes`, and the next one asks for at most what is left (at least one
 * batch, KIP-74), so memory stays bounded however slowly the application polls. No fetch sessions (KIP-227):
 * every Fetch is a full one. Each partition carries the leader epoch its position was validated against
 * (`current_leader_epoch`, KIP-320); a partition whose leader epoch changed waits for {@link PositionValidator}.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import { BACKGROUND_TIMER, type Clock, type Timer } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import {
  createFetchRequest, createFetchRequestFetchPartition, createFetchRequestFetchTopic, type FetchRequest, type FetchResponse,
} from '../protocol/messages/fetch.generated.js';
import { ZERO_UUID } from '../protocol/primitives/uuid.js';
import type { ConsumerMetricsRecorder } from '../metrics/consumer-metrics.js';
import { fetchedRecords } from './fetched-records.js';
import { PositionValidator } from './position-validator.js';
import type { PartitionState, PartitionStates } from './partition-states.js';

/** Partition errors that mean "the metadata is stale": refresh and fetch again. */
const STALE_METADATA_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.UNKNOWN_TOPIC_ID, ErrorCode.FENCED_LEADER_EPOCH,
  ErrorCode.UNKNOWN_LEADER_EPOCH, ErrorCode.KAFKA_STORAGE_ERROR, ErrorCode.REPLICA_NOT_AVAILABLE, ErrorCode.OFFSET_NOT_AVAILABLE,
  ErrorCode.LEADER_NOT_AVAILABLE, ErrorCode.INCONSISTENT_TOPIC_ID,
]);

/**
 * Dependencies of a {@link Fetcher}.
 * @internal
 */
export interface FetcherOptions {
  readonly network: NetworkClient;
  readonly metadata: MetadataCache;
  readonly clock: Clock;
  readonly config: ResolvedConsumerConfig;
  readonly backoff: ExponentialBackoff;
  readonly states: PartitionStates;
  /** Records arrived (wake `poll`). */
  readonly onRecords: () => void;
  /** A partition's fetch position is out of range: look its position up again. */
  readonly onOutOfRange: (state: PartitionState) => void;
  /** An error `poll` must surface (authorization, corrupt data). */
  readonly onError: (error: Error) => void;
  /** consumer.metrics(): one call per Fetch and per partition answered. */
  readonly metrics?: ConsumerMetricsRecorder;
}

interface SentPartition {
  readonly state: PartitionState;
  readonly epoch: number;
  readonly offset: bigint;
  /** The leader epoch the position was validated against (Fetch v9+ `current_leader_epoch`; -1: none). */
  readonly currentLeaderEpoch: number;
}

/**
 * Sends Fetches and buffers their records.
 * @internal
 */
export class Fetcher {
  private readonly inFlight = new Set<number>();
  private readonly failures = new Map<number, { attempts: number; until: number }>();
  private readonly abort = new AbortController();
  private wakeTimer: { readonly at: number; readonly timer: Timer } | undefined;
  private closed = false;
  private waitingForRefresh = false;
  private readonly validator: PositionValidator;

  constructor(private readonly options: FetcherOptions) {
    const { network, metadata, clock, config, backoff, states } = options;
    this.validator = new PositionValidator({
      network, metadata, clock, config, backoff, states,
      onValidated: () => { this.schedule(); },
      onReset: (state) => { options.onOutOfRange(state); },
      onError: (error) => { options.onError(error); },
    });
  }

  /** Sends a Fetch to every leader that has fetchable partitions and none in flight. Cheap to call often. */
  schedule(): void {
    if (this.closed) return;
    const { states, metadata, clock, config } = this.options;
    if (states.bufferedBytes >= config.maxBufferedBytes) return; // poll's drain calls schedule again
    const now = clock.now();
    const byLeader = new Map<number, PartitionState[]>();
    let wakeAt = Number.POSITIVE_INFINITY;
    let needMetadata = false;
    for (const state of states.all()) {
      if (state.paused || state.leaving || state.inFlight || state.fetchPosition === undefined) continue;
      const leader = metadata.leaderFor(state.topic, state.partition);
      if (leader === undefined) {
        metadata.requestUpdate(state.topic);
        needMetadata = true;
        continue;
      }
      if (!this.validator.readyToFetch(state, metadata.leaderEpochFor(state.topic, state.partition))) continue;
      if (this.inFlight.has(leader)) continue;
      const failure = this.failures.get(leader);
      if (failure !== undefined && failure.until > now) {
        wakeAt = Math.min(wakeAt, failure.until);
        continue;
      }
      byLeader.set(leader, [...(byLeader.get(leader) ?? []), state]);
    }
    if (needMetadata) {
      const refresh = metadata.maybeRefresh(now);
      if (refresh !== undefined) void refresh.then(() => { this.schedule(); });
      else if (!metadata.isRefreshing) wakeAt = Math.min(wakeAt, Math.max(now + 1, metadata.nextRefreshAt));
      else if (!this.waitingForRefresh) {
        this.waitingForRefresh = true;
        const unsubscribe = metadata.onRefreshed(() => {
          unsubscribe();
          this.waitingForRefresh = false;
          this.schedule();
        });
      }
    }
    for (const [leader, partitions] of byLeader) void this.fetchFrom(leader, partitions);
    if (wakeAt !== Number.POSITIVE_INFINITY) this.wakeAtTime(wakeAt);
  }

  /** Stops fetching: in-flight Fetches are abandoned (their answers dropped). */
  close(): void {
    this.closed = true;
    this.validator.close();
    this.wakeTimer?.timer.cancel();
    this.wakeTimer = undefined;
    this.abort.abort(new Error('consumer closed'));
  }

  private wakeAtTime(at: number): void {
    if (this.wakeTimer !== undefined && this.wakeTimer.at <= at) return;
    this.wakeTimer?.timer.cancel();
    // A background retry (backoff after a failed Fetch, a metadata refresh): it must not keep the process alive.
    const timer = this.options.clock.setTimer(Math.max(0, at - this.options.clock.now()), () => {
      this.wakeTimer = undefined;
      this.schedule();
    }, BACKGROUND_TIMER);
    this.wakeTimer = { at, timer };
  }

  private async fetchFrom(nodeId: number, partitions: readonly PartitionState[]): Promise<void> {
    const { network, config, states } = this.options;
    this.inFlight.add(nodeId);
    const sent: SentPartition[] = [];
    for (const state of partitions) {
      if (state.fetchPosition === undefined) continue;
      state.inFlight = true;
      sent.push({ state, epoch: state.epoch, offset: state.fetchPosition, currentLeaderEpoch: state.currentLeaderEpoch ?? -1 });
    }
    const startedAt = this.options.clock.now();
    try {
      const maxBytes = Math.max(1, Math.min(config.fetchMaxBytes, config.maxBufferedBytes - states.bufferedBytes));
      const byIdOnly = sent.some(({ state }) => this.options.metadata.topicId(state.topic) === ZERO_UUID);
      const { response, version } = await network.send(nodeId, 'Fetch', (v) => this.buildRequest(v, sent, maxBytes), {
        timeoutMs: config.requestTimeoutMs + config.fetchMaxWaitMs,
        signal: this.abort.signal,
        // Fetch v13+ names topics by id only: without a known id, stay at v12.
        ...(byIdOnly ? { maxVersion: 12 } : {}),
      });
      if (this.closed) return;
      this.failures.delete(nodeId);
      this.handleResponse(nodeId, response, version, sent, startedAt);
    } catch (error) {
      if (this.closed) return;
      this.options.metrics?.fetched(nodeId, this.options.clock.now() - startedAt, undefined);
      this.failed(nodeId, sent, error instanceof Error ? error.message : String(error));
    } finally {
      this.inFlight.delete(nodeId);
      for (const { state } of sent) state.inFlight = false;
      this.schedule();
    }
  }

  private buildRequest(version: number, sent: readonly SentPartition[], maxBytes: number): FetchRequest {
    const { config, metadata } = this.options;
    const byTopic = new Map<string, SentPartition[]>();
    for (const each of sent) byTopic.set(each.state.topic, [...(byTopic.get(each.state.topic) ?? []), each]);
    return createFetchRequest({
      replicaId: -1,
      maxWaitMs: config.fetchMaxWaitMs,
      minBytes: config.fetchMinBytes,
      maxBytes,
      isolationLevel: config.isolationLevel === 'read_committed' ? 1 : 0,
      sessionId: 0,
      sessionEpoch: -1,
      topics: [...byTopic].map(([topic, list]) => createFetchRequestFetchTopic({
        topic: version >= 13 ? '' : topic,
        topicId: version >= 13 ? metadata.topicId(topic) : ZERO_UUID,
        partitions: list.map(({ state, offset, currentLeaderEpoch }) => createFetchRequestFetchPartition({
          partition: state.partition, fetchOffset: offset, partitionMaxBytes: config.maxPartitionFetchBytes, currentLeaderEpoch,
        })),
      })),
    });
  }

  private handleResponse(nodeId: number, response: FetchResponse, version: number, sent: readonly SentPartition[], startedAt: number): void {
    const { states, metadata, config, metrics } = this.options;
    let responseBytes = 0;
    if (response.errorCode !== ErrorCode.NONE) {
      this.failed(nodeId, sent, `Fetch error ${response.errorCode}`);
      return;
    }
    let gotRecords = false;
    let stale = false;
    for (const topic of response.responses) {
      const name = version >= 13 ? metadata.topicName(topic.topicId) : topic.topic;
      if (name === undefined) continue;
      for (const data of topic.partitions) {
        const request = sent.find((each) => each.state.topic === name && each.state.partition === data.partitionIndex);
        if (request === undefined) continue;
        const { state } = request;
        // Dropped: the partition was revoked, sought or reset while the Fetch was in flight.
        if (states.get(state) !== state || state.epoch !== request.epoch || state.fetchPosition !== request.offset) continue;
        if (data.errorCode === ErrorCode.OFFSET_OUT_OF_RANGE) {
          this.options.onOutOfRange(state);
          continue;
        }
        if (STALE_METADATA_ERRORS.has(data.errorCode)) {
          metadata.requestUpdate(name);
          stale = true;
          continue;
        }
        if (data.errorCode !== ErrorCode.NONE) {
          this.options.onError(new ProtocolError({ api: 'Fetch', version, errorCode: data.errorCode, resource: `${name}-${data.partitionIndex}` }));
          continue;
        }
        metrics?.endOffset(name, data.partitionIndex, config.isolationLevel === 'read_committed' && data.lastStableOffset >= 0n ? data.lastStableOffset : data.highWatermark, state.position);
        if (config.isolationLevel === 'read_committed') metrics?.stableOffset(name, data.partitionIndex, data.highWatermark, data.lastStableOffset, state.position);
        const buffer = data.records ?? Buffer.alloc(0);
        responseBytes += buffer.length;
        if (buffer.length === 0) continue;
        try {
          const fetched = fetchedRecords({
            topic: name, partition: data.partitionIndex, fetchOffset: request.offset, buffer,
            readCommitted: config.isolationLevel === 'read_committed', abortedTransactions: data.abortedTransactions,
          });
          if (fetched.batchCount === 0) continue;
          states.buffer(state, { records: fetched.records, next: 0, nextOffset: fetched.nextFetchOffset, nextLeaderEpoch: fetched.lastEpoch, bytes: buffer.length });
          if (fetched.records.length > 0) gotRecords = true;
        } catch (error) {
          this.options.onError(error instanceof Error ? error : new Error(String(error)));
        }
      }
    }
    metrics?.fetched(nodeId, this.options.clock.now() - startedAt, responseBytes);
    if (stale) this.failed(nodeId, [], 'stale metadata');
    if (gotRecords) this.options.onRecords();
  }

  /** Backs off from `nodeId` and refreshes metadata for the partitions that were sent to it. */
  private failed(nodeId: number, sent: readonly SentPartition[], reason: string): void {
    const failure = this.failures.get(nodeId) ?? { attempts: 0, until: 0 };
    failure.until = this.options.clock.now() + this.options.backoff.delayMs(failure.attempts++);
    this.failures.set(nodeId, failure);
    for (const { state } of sent) this.options.metadata.requestUpdate(state.topic);
    void this.options.metadata.maybeRefresh(this.options.clock.now());
    this.options.config.logger.debug('fetch failed; backing off', { nodeId, reason });
  }
}
