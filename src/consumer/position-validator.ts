/**
 * Position validation after a leader change (KIP-320; Kafka's `OffsetsForLeaderEpochUtils` with
 * `SubscriptionState.maybeValidatePositionForCurrentLeader` / `maybeCompleteValidation`).
 *
 * A partition's position carries the leader epoch of the last record consumed (or of the committed offset it was
 * set from). When the partition's leader epoch in the metadata differs from the one the position was validated
 * against, the partition stops fetching and its leader is asked, with OffsetForLeaderEpoch, where that epoch ends
 * in its log. An end offset below the position means the log was truncated under the consumer (an unclean leader
 * election lost records it read): with a reset policy the position moves back to the first offset known to diverge,
 * as Kafka's consumer does (`autoOffsetReset` applies when the leader knows no end offset for the epoch at all);
 * with `'none'` `poll` rejects with {@link LogTruncationError} and the partition waits for a `seek`.
 *
 * A position without an epoch (a `seek` without one, records from a broker that stamps none) is not validated, and
 * a broker without OffsetForLeaderEpoch is trusted, as in Kafka. Fetch carries the validated epoch as
 * `current_leader_epoch`, so a leader answers FENCED_LEADER_EPOCH / UNKNOWN_LEADER_EPOCH to a consumer whose
 * metadata is behind or ahead; the fetcher refreshes the metadata, and a changed epoch lands here again.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import { BACKGROUND_TIMER, type Clock, type Timer } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import { isUnsupportedApiError } from '../network/network-errors.js';
import { offsetForLeaderEpoch, type EpochEndOffset, type EpochToValidate } from '../protocol/requests/offset-for-leader-epoch.js';
import { LogTruncationError } from './consumer-errors.js';
import type { PartitionState, PartitionStates } from './partition-states.js';

/** Partition errors that mean "ask again once the metadata is refreshed". */
const RETRIABLE_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.UNKNOWN_LEADER_EPOCH, ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
  ErrorCode.LEADER_NOT_AVAILABLE, ErrorCode.REPLICA_NOT_AVAILABLE, ErrorCode.KAFKA_STORAGE_ERROR, ErrorCode.UNKNOWN_SERVER_ERROR,
]);

/**
 * What a part of the consumer needs to send requests about its partitions to their leaders: the network, the leaders
 * (metadata), the clock, the configuration, the retry backoff and the partitions' states.
 * @internal
 */
export interface LeaderRequestContext {
  readonly network: NetworkClient;
  readonly metadata: MetadataCache;
  readonly clock: Clock;
  readonly config: ResolvedConsumerConfig;
  readonly backoff: ExponentialBackoff;
  readonly states: PartitionStates;
}

/**
 * Dependencies of a {@link PositionValidator}.
 * @internal
 */
export interface PositionValidatorOptions extends LeaderRequestContext {
  /** Positions were validated (or moved back): fetch. */
  readonly onValidated: () => void;
  /** The leader knows no end offset for the position's epoch: reset the position by `autoOffsetReset`. */
  readonly onReset: (state: PartitionState) => void;
  /** An error `poll` must surface ({@link LogTruncationError}, authorization). */
  readonly onError: (error: Error) => void;
}

/** What a validation request was sent for: the answer applies only while the partition is still there. */
interface SentValidation {
  readonly state: PartitionState;
  readonly epoch: number;
  readonly position: bigint;
  readonly request: EpochToValidate;
}

/**
 * Validates positions against their leaders' logs.
 * @internal
 */
export class PositionValidator {
  /** Partitions with a validation request in flight. */
  private readonly inFlight = new Set<PartitionState>();
  /** Partitions to ask again no earlier than the time (after a failure), with the attempt count. */
  private readonly retries = new WeakMap<PartitionState, { attempts: number; at: number }>();
  /** Partitions whose truncation was reported (policy `'none'`), by their epoch then: nothing more until a seek. */
  private readonly reported = new WeakMap<PartitionState, number>();
  private retryTimer: { readonly at: number; readonly timer: Timer } | undefined;
  private readonly abort = new AbortController();
  private closed = false;

  constructor(private readonly options: PositionValidatorOptions) {}

  /**
   * Whether `state` may be fetched now from a leader at `leaderEpoch` (the metadata's): false while its position
   * awaits validation, which starts here when the leader epoch changed and the position has an epoch.
   */
  readyToFetch(state: PartitionState, leaderEpoch: number): boolean {
    if (state.currentLeaderEpoch !== leaderEpoch) {
      const validate = leaderEpoch >= 0 && state.leaderEpoch >= 0 && state.position !== undefined;
      state.currentLeaderEpoch = leaderEpoch;
      if (validate) this.options.states.awaitValidation(state);
    }
    if (!state.awaitingValidation) return true;
    if (this.reported.get(state) !== state.epoch) this.send();
    return false;
  }

  close(): void {
    this.closed = true;
    this.retryTimer?.timer.cancel();
    this.abort.abort(new Error('consumer closed'));
  }

  /** Sends one OffsetForLeaderEpoch per leader for the partitions due. */
  private send(): void {
    if (this.closed) return;
    const { states, metadata, clock } = this.options;
    const now = clock.now();
    const byLeader = new Map<number, SentValidation[]>();
    let retryAt = Number.POSITIVE_INFINITY;
    for (const state of states.all()) {
      if (!state.awaitingValidation || this.inFlight.has(state) || state.position === undefined || this.reported.get(state) === state.epoch) continue;
      const retry = this.retries.get(state);
      if (retry !== undefined && retry.at > now) {
        retryAt = Math.min(retryAt, retry.at);
        continue;
      }
      const leader = metadata.leaderFor(state.topic, state.partition);
      if (leader === undefined) continue; // the fetcher refreshes the metadata for partitions without a leader
      const request = { topic: state.topic, partition: state.partition, leaderEpoch: state.leaderEpoch, currentLeaderEpoch: state.currentLeaderEpoch ?? -1 };
      byLeader.set(leader, [...(byLeader.get(leader) ?? []), { state, epoch: state.epoch, position: state.position, request }]);
    }
    for (const [leader, sent] of byLeader) void this.validate(leader, sent);
    if (retryAt !== Number.POSITIVE_INFINITY) this.retryAt(retryAt);
  }

  private async validate(leader: number, sent: readonly SentValidation[]): Promise<void> {
    const { network, config } = this.options;
    for (const { state } of sent) this.inFlight.add(state);
    const fields = { partitions: sent.map(({ request }) => request) };
    try {
      const { response, version } = await network.send(leader, 'OffsetForLeaderEpoch', (v) => offsetForLeaderEpoch.request(fields, v), {
        timeoutMs: config.requestTimeoutMs, signal: this.abort.signal,
      });
      if (this.closed) return;
      const answers = offsetForLeaderEpoch.read(response, version, fields);
      for (const each of sent) {
        const answer = answers.find((candidate) => candidate.topic === each.request.topic && candidate.partition === each.request.partition);
        this.inFlight.delete(each.state);
        if (answer !== undefined) this.complete(each, answer, version);
        else this.failed(each.state);
      }
    } catch (error) {
      if (this.closed) return;
      for (const { state } of sent) {
        this.inFlight.delete(state);
        // A broker without the API (or without a version we speak) cannot validate: trust the position, as Kafka does.
        if (isUnsupportedApiError(error)) state.awaitingValidation = false;
        else this.failed(state);
      }
      config.logger.debug('position validation failed', { nodeId: leader, error: error instanceof Error ? error.message : String(error) });
    } finally {
      for (const { state } of sent) this.inFlight.delete(state);
      this.options.onValidated();
    }
  }

  /** Applies one partition's answer (Kafka's `maybeCompleteValidation`). */
  private complete(sent: SentValidation, answer: EpochEndOffset, version: number): void {
    const { states, config } = this.options;
    const { state } = sent;
    // Moved on meanwhile (revoked, sought, reset, or validated against another leader epoch): the answer is stale.
    if (states.get(state) !== state || state.epoch !== sent.epoch || !state.awaitingValidation || state.position !== sent.position) return;
    if (answer.errorCode !== ErrorCode.NONE) {
      if (!RETRIABLE_ERRORS.has(answer.errorCode)) {
        this.options.onError(new ProtocolError({ api: 'OffsetForLeaderEpoch', version, errorCode: answer.errorCode, resource: `${state.topic}-${state.partition}` }));
      }
      this.options.metadata.requestUpdate(state.topic);
      void this.options.metadata.maybeRefresh(this.options.clock.now());
      this.failed(state);
      return;
    }
    this.retries.delete(state);
    const position = sent.position;
    if (answer.endOffset < 0n || answer.leaderEpoch < 0) {
      config.logger.info('log truncation detected: the leader knows no end offset for the position\'s epoch', { topic: state.topic, partition: state.partition, position: String(position), leaderEpoch: state.leaderEpoch });
      if (config.autoOffsetReset === 'none') this.report(state, new LogTruncationError(state.topic, state.partition, position, undefined));
      else {
        state.awaitingValidation = false;
        this.options.onReset(state);
      }
      return;
    }
    if (answer.endOffset < position) {
      config.logger.info('log truncation detected', { topic: state.topic, partition: state.partition, position: String(position), divergentOffset: String(answer.endOffset), leaderEpoch: answer.leaderEpoch });
      if (config.autoOffsetReset === 'none') {
        this.report(state, new LogTruncationError(state.topic, state.partition, position, { offset: answer.endOffset, leaderEpoch: answer.leaderEpoch }));
        return;
      }
      // Back to the first offset known to diverge, validated against the leader epoch the request carried.
      states.seek(state, answer.endOffset, answer.leaderEpoch);
      state.currentLeaderEpoch = sent.request.currentLeaderEpoch;
      return;
    }
    state.awaitingValidation = false;
  }

  private report(state: PartitionState, error: LogTruncationError): void {
    this.reported.set(state, state.epoch);
    this.options.onError(error);
  }

  private failed(state: PartitionState): void {
    const retry = this.retries.get(state) ?? { attempts: 0, at: 0 };
    retry.at = this.options.clock.now() + this.options.backoff.delayMs(retry.attempts++);
    this.retries.set(state, retry);
    this.retryAt(retry.at);
  }

  private retryAt(at: number): void {
    if (this.closed || (this.retryTimer !== undefined && this.retryTimer.at <= at)) return;
    this.retryTimer?.timer.cancel();
    // A background retry: it must not keep the process alive.
    const timer = this.options.clock.setTimer(Math.max(0, at - this.options.clock.now()), () => {
      this.retryTimer = undefined;
      this.options.onValidated();
    }, BACKGROUND_TIMER);
    this.retryTimer = { at, timer };
  }
}
