/**
 * The consumer's fetching (Kafka's `Fetcher` / `AbstractFetch`): one Fetch in flight per broker, to every broker
 * at once (pipelined across brokers), each carrying every fetchable partition read from that broker. Answers are
 * decoded (fetched-records.ts) into the partition buffers that `poll` drains. Back-pressure: no Fetch is sent
 * while the buffers hold `maxBufferedBytes`, and the next one asks for at most what is left (at least one batch,
 * KIP-74), so memory stays bounded however slowly the application polls. Each broker keeps an incremental fetch
 * session (KIP-227, fetch-session.ts), so a Fetch names only the partitions that changed. Each partition carries
 * the leader epoch its position was validated against (`current_leader_epoch`, KIP-320); a partition whose leader
 * epoch changed waits for {@link PositionValidator}. A partition is read from its leader, or from the replica the
 * leader names as preferred for the consumer's rack (KIP-392) until that replica fails or `metadataMaxAgeMs` passes.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { BACKGROUND_TIMER, type Timer } from '../internal/clock.js';
import { fetch, type FetchAnswer, type FetchFields, type FetchPartitionFields } from '../protocol/requests/fetch.js';
import { ZERO_UUID } from '../protocol/primitives/uuid.js';
import type { ConsumerMetricsRecorder } from '../metrics/consumer-metrics.js';
import { fetchedRecords } from './fetched-records.js';
import { FetchSession, type FetchSessionRequest } from './fetch-session.js';
import { PositionValidator, type LeaderRequestContext } from './position-validator.js';
import type { PartitionState } from './partition-states.js';
import { asError } from '../internal/abort-race.js';

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
export interface FetcherOptions extends LeaderRequestContext {
  /** Records arrived (wake `poll`). */
  readonly onRecords: () => void;
  /** A partition's fetch position is out of range: look its position up again. */
  readonly onOutOfRange: (state: PartitionState) => void;
  /** An error `poll` must surface (authorization, corrupt data). */
  readonly onError: (error: Error) => void;
  /** consumer.metrics(): one call per Fetch and per partition answered. */
  readonly metrics?: ConsumerMetricsRecorder;
}

/** A partition of a Fetch: what the request says about it and the state it was read for. */
interface SentPartition extends FetchPartitionFields {
  readonly state: PartitionState;
  readonly epoch: number;
}

/** Top-level errors after which the next Fetch to the broker opens a new session, at once. */
const SESSION_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.FETCH_SESSION_ID_NOT_FOUND, ErrorCode.INVALID_FETCH_SESSION_EPOCH, ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR,
]);

/**
 * Sends Fetches and buffers their records.
 * @internal
 */
export class Fetcher {
  private readonly inFlight = new Set<number>();
  private readonly failures = new Map<number, { attempts: number; until: number }>();
  /** Each broker's fetch session (KIP-227). */
  private readonly sessions = new Map<number, FetchSession>();
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

  /** The session id broker `nodeId` keeps for this consumer's fetches, 0 while there is none (diagnostics, tests). */
  fetchSessionId(nodeId: number): number {
    return this.sessions.get(nodeId)?.sessionId ?? 0;
  }

  /** Sends a Fetch to every broker that has fetchable partitions and none in flight. Cheap to call often. */
  schedule(): void {
    if (this.closed) return;
    const { states, metadata, clock, config } = this.options;
    if (states.bufferedBytes >= config.maxBufferedBytes) return; // poll's drain calls schedule again
    const now = clock.now();
    const byNode = new Map<number, PartitionState[]>();
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
      const node = this.readReplica(state, leader, now);
      if (this.inFlight.has(node)) continue;
      const failure = this.failures.get(node);
      if (failure !== undefined && failure.until > now) {
        wakeAt = Math.min(wakeAt, failure.until);
        continue;
      }
      const list = byNode.get(node);
      if (list === undefined) byNode.set(node, [state]);
      else list.push(state);
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
    for (const [node, partitions] of byNode) void this.fetchFrom(node, partitions);
    if (wakeAt !== Number.POSITIVE_INFINITY) this.wakeAtTime(wakeAt);
  }

  /**
   * Stops fetching: in-flight Fetches are abandoned (their answers dropped), and each broker holding a fetch session
   * is asked to close it (epoch -1), waiting at most `timeoutMs` for the answers, so the broker frees the session's
   * slot at once rather than evicting it later.
   */
  async close(timeoutMs = 0): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.validator.close();
    this.wakeTimer?.timer.cancel();
    this.wakeTimer = undefined;
    this.abort.abort(new Error('consumer closed'));
    const closing: Promise<unknown>[] = [];
    for (const [nodeId, session] of this.sessions) {
      const fields = session.close();
      if (fields === undefined || timeoutMs <= 0) continue;
      const request = this.fields({ ...fields, full: true, partitions: [], forgotten: [] }, 0, true);
      closing.push(this.options.network.send(nodeId, 'Fetch', (v) => fetch.request({ ...request, maxWaitMs: 0 }, v), {
        timeoutMs: Math.min(timeoutMs, this.options.config.requestTimeoutMs),
      }).catch(() => undefined)); // best effort: an unanswered close leaves the broker to evict the session
    }
    this.sessions.clear();
    await Promise.all(closing);
  }

  /** The broker to read `state` from: the preferred read replica while it is known and fresh, else the leader. */
  private readReplica(state: PartitionState, leader: number, now: number): number {
    const replica = state.preferredReadReplica;
    if (replica === undefined) return leader;
    if (state.preferredReadReplicaUntil <= now || !this.options.network.brokers().some((broker) => broker.nodeId === replica)) {
      state.preferredReadReplica = undefined;
      return leader;
    }
    return replica;
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

  private fields(session: FetchSessionRequest, maxBytes: number, topicIdsKnown: boolean): FetchFields {
    const { config, metadata } = this.options;
    return {
      maxWaitMs: config.fetchMaxWaitMs, minBytes: config.fetchMinBytes, maxBytes, readCommitted: config.isolationLevel === 'read_committed',
      sessionId: session.sessionId, sessionEpoch: session.sessionEpoch, partitions: session.partitions, forgotten: session.forgotten,
      rackId: config.clientRack, topicIdsKnown, topicName: (id) => metadata.topicName(id),
    };
  }

  private async fetchFrom(nodeId: number, partitions: readonly PartitionState[]): Promise<void> {
    const { network, config, states, metadata } = this.options;
    this.inFlight.add(nodeId);
    const sent: SentPartition[] = [];
    let topicIdsKnown = true;
    for (const state of partitions) {
      if (state.fetchPosition === undefined) continue;
      state.inFlight = true;
      const topicId = metadata.topicId(state.topic);
      if (topicId === ZERO_UUID) topicIdsKnown = false;
      sent.push({
        state, epoch: state.epoch, topic: state.topic, topicId, partition: state.partition, fetchOffset: state.fetchPosition,
        currentLeaderEpoch: state.currentLeaderEpoch ?? -1, partitionMaxBytes: config.maxPartitionFetchBytes,
      });
    }
    let session = this.sessions.get(nodeId);
    if (session === undefined) {
      session = new FetchSession();
      this.sessions.set(nodeId, session);
    }
    const startedAt = this.options.clock.now();
    const request = session.build(sent);
    try {
      const maxBytes = Math.max(1, Math.min(config.fetchMaxBytes, config.maxBufferedBytes - states.bufferedBytes));
      const fields = this.fields(request, maxBytes, topicIdsKnown);
      const maxVersion = fetch.maxVersion?.(fields);
      const { response, version } = await network.send(nodeId, 'Fetch', (v) => fetch.request(fields, v), {
        timeoutMs: config.requestTimeoutMs + config.fetchMaxWaitMs,
        signal: this.abort.signal,
        ...(maxVersion === undefined ? {} : { maxVersion }),
      });
      if (this.closed) return;
      this.failures.delete(nodeId);
      const answer = fetch.read(response, version, fields);
      if (!session.handleResponse(request, answer)) {
        this.options.metrics?.fetched(nodeId, this.options.clock.now() - startedAt, 0);
        if (answer.errorCode === ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR) metadata.requestUpdate();
        if (!SESSION_ERRORS.has(answer.errorCode)) this.failed(nodeId, sent, `Fetch error ${answer.errorCode}`);
        return;
      }
      this.handleResponse(nodeId, answer, version, sent, startedAt);
    } catch (error) {
      if (this.closed) return;
      session.handleError();
      this.options.metrics?.fetched(nodeId, this.options.clock.now() - startedAt, undefined);
      this.failed(nodeId, sent, error instanceof Error ? error.message : String(error));
    } finally {
      this.inFlight.delete(nodeId);
      for (const { state } of sent) state.inFlight = false;
      this.schedule();
    }
  }

  private handleResponse(nodeId: number, answer: FetchAnswer, version: number, sent: readonly SentPartition[], startedAt: number): void {
    const { states, metadata, config, metrics, clock } = this.options;
    let responseBytes = 0;
    let gotRecords = false;
    let stale = false;
    for (const topic of answer.topics) {
      const name = topic.topic;
      if (name === undefined) continue;
      for (const data of topic.partitions) {
        const request = sent.find((each) => each.state.topic === name && each.state.partition === data.partitionIndex);
        if (request === undefined) continue;
        const { state } = request;
        // Dropped: the partition was revoked, sought or reset while the Fetch was in flight.
        if (states.get(state) !== state || state.epoch !== request.epoch || state.fetchPosition !== request.fetchOffset) continue;
        if (data.errorCode !== ErrorCode.NONE && state.preferredReadReplica === nodeId) {
          // A follower that cannot serve (behind: OFFSET_OUT_OF_RANGE; no longer a replica): back to the leader, as
          // Kafka's consumer does, without resetting the position.
          state.preferredReadReplica = undefined;
          continue;
        }
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
        if (data.preferredReadReplica >= 0 && data.preferredReadReplica !== nodeId) {
          state.preferredReadReplica = data.preferredReadReplica;
          state.preferredReadReplicaUntil = clock.now() + config.metadataMaxAgeMs;
        }
        state.highWatermark = data.highWatermark;
        state.lastStableOffset = data.lastStableOffset;
        const buffer = data.records ?? EMPTY;
        responseBytes += buffer.length;
        if (buffer.length === 0) continue;
        try {
          const fetched = fetchedRecords({
            topic: name, partition: data.partitionIndex, fetchOffset: request.fetchOffset, buffer,
            readCommitted: config.isolationLevel === 'read_committed', abortedTransactions: data.abortedTransactions,
          });
          if (fetched.batchCount === 0) continue;
          states.buffer(state, { records: fetched.records, next: 0, nextOffset: fetched.nextFetchOffset, nextLeaderEpoch: fetched.lastEpoch, bytes: buffer.length });
          if (fetched.records.length > 0) gotRecords = true;
        } catch (error) {
          this.options.onError(asError(error));
        }
      }
    }
    if (metrics !== undefined) {
      // Every partition fetched, answered or not (an incremental answer leaves out the ones without news).
      const readCommitted = config.isolationLevel === 'read_committed';
      for (const { state, epoch } of sent) {
        if (states.get(state) !== state || state.epoch !== epoch || state.highWatermark < 0n) continue;
        metrics.endOffset(state.topic, state.partition, readCommitted && state.lastStableOffset >= 0n ? state.lastStableOffset : state.highWatermark, state.position);
        if (readCommitted) metrics.stableOffset(state.topic, state.partition, state.highWatermark, state.lastStableOffset, state.position);
      }
      metrics.fetched(nodeId, this.options.clock.now() - startedAt, responseBytes);
    }
    if (stale) this.failed(nodeId, [], 'stale metadata');
    if (gotRecords) this.options.onRecords();
  }

  /** Backs off from `nodeId` and refreshes metadata for the partitions that were sent to it. */
  private failed(nodeId: number, sent: readonly SentPartition[], reason: string): void {
    const failure = this.failures.get(nodeId) ?? { attempts: 0, until: 0 };
    failure.until = this.options.clock.now() + this.options.backoff.delayMs(failure.attempts++);
    this.failures.set(nodeId, failure);
    for (const { state } of sent) {
      // A preferred read replica that cannot be reached is given up for the leader (Kafka's consumer does so on a
      // disconnect).
      if (state.preferredReadReplica === nodeId) state.preferredReadReplica = undefined;
      this.options.metadata.requestUpdate(state.topic);
    }
    void this.options.metadata.maybeRefresh(this.options.clock.now());
    this.options.config.logger.debug('fetch failed; backing off', { nodeId, reason });
  }
}

const EMPTY = Buffer.alloc(0);
