/**
 * Gives assigned partitions their starting position (Kafka's `updateFetchPositions`): the group's committed
 * offset read with require_stable (waiting out a pending transactional offset commit), else `autoOffsetReset`
 * via ListOffsets. A position set meanwhile (a `seek`, e.g. in `onPartitionsAssigned`) is never overwritten.
 * Failed lookups are retried after the backoff.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import { BACKGROUND_TIMER, type Clock, type Timer } from '../internal/clock.js';
import { topicPartitionKey, type TopicPartitionOffset } from '../common/topic-partition.js';
import { NoOffsetForPartitionError } from './consumer-errors.js';
import type { CoordinatorLookup } from '../cluster/coordinator-cache.js';
import type { OffsetLookup } from './offset-lookup.js';
import type { PartitionState, PartitionStates } from './partition-states.js';

/**
 * Dependencies of a {@link PositionInitializer}.
 * @internal
 */
export interface PositionInitializerOptions {
  readonly config: ResolvedConsumerConfig;
  readonly clock: Clock;
  readonly metadata: MetadataCache;
  readonly states: PartitionStates;
  readonly offsets: OffsetLookup;
  readonly backoff: ExponentialBackoff;
  /** The group's coordinator, when the consumer has a `groupId`. */
  readonly coordinator: CoordinatorLookup | undefined;
  /** Positions changed: fetch. */
  readonly onPositions: () => void;
  readonly onError: (error: Error) => void;
}

/**
 * Looks positions up for partitions without one.
 * @internal
 */
export class PositionInitializer {
  private running = false;
  private again = false;
  private failures = 0;
  private retryTimer: Timer | undefined;
  private closed = false;
  /** Partitions whose position must come from the reset policy (out of range), not the committed offset. */
  private readonly resetOnly = new Set<string>();

  constructor(private readonly options: PositionInitializerOptions) {}

  /** Looks up every partition that has no position (coalesced with a lookup already running). */
  run(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    // From the next microtask: a `seek` right after `assign` positions the partition first (the way to start one
    // under autoOffsetReset 'none' without a group), as Java's consumer, which looks positions up only in `poll`.
    void Promise.resolve().then(() => this.lookup()).finally(() => {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.run();
      }
    });
  }

  /** The fetch position of `state` is out of range: reset it by the policy. */
  outOfRange(state: PartitionState): void {
    this.options.states.invalidate(state);
    this.resetOnly.add(topicPartitionKey(state));
    this.run();
  }

  close(): void {
    this.closed = true;
    this.retryTimer?.cancel();
  }

  private async lookup(): Promise<void> {
    const { states, config, clock, coordinator, offsets } = this.options;
    const missing = states.all().filter((state) => state.position === undefined);
    if (missing.length === 0) return;
    try {
      const found: TopicPartitionOffset[] = [];
      const committedWanted = missing.filter((state) => !this.resetOnly.has(topicPartitionKey(state)));
      if (coordinator !== undefined && config.groupId !== undefined && committedWanted.length > 0) {
        found.push(...await offsets.committed(config.groupId, committedWanted.map(({ topic, partition }) => ({ topic, partition })), clock.now() + config.defaultApiTimeoutMs));
        this.apply(found);
      }
      const rest = missing.filter((state) => state.position === undefined && states.get(state) === state);
      if (rest.length > 0) {
        if (config.autoOffsetReset === 'none') {
          for (const state of rest) this.options.onError(new NoOffsetForPartitionError(state.topic, state.partition, this.resetOnly.has(topicPartitionKey(state)) ? 'the fetch offset is out of range' : 'no committed offset'));
          return;
        }
        const deadline = clock.now() + config.requestTimeoutMs;
        for (const topic of new Set(rest.map((state) => state.topic))) await this.options.metadata.awaitTopic(topic, deadline).catch(() => undefined);
        this.apply(await offsets.resetOffsets(rest.map(({ topic, partition }) => ({ topic, partition })), config.autoOffsetReset));
      }
      this.failures = 0;
      if (states.all().some((state) => state.position === undefined)) this.retryLater();
    } catch (error) {
      if (this.closed) return;
      config.logger.warn('looking up start positions failed; retrying', { error: String(error) });
      this.retryLater();
    }
  }

  private apply(offsets: readonly TopicPartitionOffset[]): void {
    const { states } = this.options;
    let changed = false;
    for (const offset of offsets) {
      const state = states.get(offset);
      if (state === undefined || state.position !== undefined) continue;
      states.seek(state, offset.offset, offset.leaderEpoch ?? -1);
      this.resetOnly.delete(topicPartitionKey(state));
      changed = true;
    }
    if (changed) this.options.onPositions();
  }

  private retryLater(): void {
    if (this.closed) return;
    this.retryTimer?.cancel();
    // A background retry: it must not keep the process alive (a consumer nobody closed, against a dead broker).
    this.retryTimer = this.options.clock.setTimer(this.options.backoff.delayMs(this.failures++), () => {
      this.retryTimer = undefined;
      this.run();
    }, BACKGROUND_TIMER);
  }
}
