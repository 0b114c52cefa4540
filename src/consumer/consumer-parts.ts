/**
 * The pieces a `Consumer` is made of, wired to each other: the reachability watch every request goes
 * through, the metadata and group-coordinator caches, committed-offset and ListOffsets lookups, the fetcher, the
 * position initializer, offset commits, lag and metrics. The consumer keeps its public methods; what the pieces
 * report back (records arrived, a failure, the member's identity for a commit) goes through `ConsumerPartsHooks`.
 */
import { asError } from '../internal/abort-race.js';
import { MetadataCache } from '../cluster/metadata-cache.js';
import { CoordinatorCache, type CoordinatorLookup } from '../cluster/coordinator-cache.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import { createOwnNetworkClient } from '../network/tcp/own-network-client.js';
import type { ConsumerGroupMetadata } from '../common/topic-partition.js';
import { ConsumerMetricsRecorder } from '../metrics/consumer-metrics.js';
import { BrokerReachability } from './broker-reachability.js';
import { ConsumerCommits, type ConsumerCommitsOptions } from './consumer-commits.js';
import { ConsumerLag } from './consumer-lag.js';
import { Fetcher } from './fetcher.js';
import { OffsetCommitter } from './offset-committer.js';
import { OffsetLookup } from './offset-lookup.js';
import type { PartitionStates } from './partition-states.js';
import { PositionInitializer } from './position-initializer.js';

/**
 * What the pieces call back into the consumer.
 * @internal
 */
export interface ConsumerPartsHooks {
  /** Records arrived (or a poll should wake up). */
  readonly notifyRecords: () => void;
  /** A background failure, raised by the next poll. */
  readonly fail: (error: Error) => void;
  /** Brokers unreachable for `defaultApiTimeoutMs`: reported, and raised by the next poll. */
  readonly report: (error: Error) => void;
  /** The member's identity a commit carries. */
  readonly groupMetadata: () => ConsumerGroupMetadata;
  /** A commit found the group rebalancing: join the group again. */
  readonly rejoin: () => void;
  /** A commit made as `sent` was refused because that membership is over (see `Membership.refused`). */
  readonly refused: (sent: ConsumerGroupMetadata, errorCode: number) => Promise<void>;
  /** A commit finished (the `commit` event). */
  readonly committed: ConsumerCommitsOptions['report'];
}

/**
 * The consumer's pieces.
 * @internal
 */
export interface ConsumerParts {
  readonly reachability: BrokerReachability;
  readonly network: NetworkClient;
  readonly lag: ConsumerLag;
  readonly metrics: ConsumerMetricsRecorder;
  readonly backoff: ExponentialBackoff;
  readonly metadata: MetadataCache;
  readonly coordinator: CoordinatorLookup | undefined;
  readonly offsets: OffsetLookup;
  readonly fetcher: Fetcher;
  readonly commits: ConsumerCommits;
  readonly positions: PositionInitializer;
}

/**
 * Builds the pieces of `owner` (the consumer, which a transactional session claims through its commits) over
 * `network`, or over a TCP client of its own when `network` is undefined.
 * @internal
 */
export function createConsumerParts(owner: object, settings: {
  readonly config: ResolvedConsumerConfig; readonly network: NetworkClient | undefined; readonly clock: Clock;
  readonly random: (() => number) | undefined; readonly states: PartitionStates; readonly hooks: ConsumerPartsHooks;
}): ConsumerParts {
  const { config, clock, random, states, hooks } = settings;
  // Every request goes through the reachability watch: a consumer whose brokers are all unreachable reports it.
  const reachability = new BrokerReachability(settings.network ?? createOwnNetworkClient('consumer', config, clock, random), {
    clock, logger: config.logger, reportAfterMs: config.defaultApiTimeoutMs, onReport: hooks.report,
  });
  const network = reachability.network;
  const lag = new ConsumerLag(network, clock, config, states);
  const metrics = new ConsumerMetricsRecorder(clock, () => states.assignment().length, (topic, partition) => states.get({ topic, partition }) !== undefined, reachability);
  states.onDrained = (state, records, bytes) => { metrics.drained(state.topic, state.partition, records, bytes, state.position); };
  const { logger, retryBackoffMs, retryBackoffMaxMs, requestTimeoutMs, groupId } = config;
  const backoff = new ExponentialBackoff({ initialMs: retryBackoffMs, maxMs: retryBackoffMaxMs, jitter: 0.2, ...(random === undefined ? {} : { random }) });
  const metadata = new MetadataCache({ network, clock, logger, retryBackoffMs, requestTimeoutMs });
  const coordinators = new CoordinatorCache(network, requestTimeoutMs);
  const coordinator = groupId === undefined ? undefined : coordinators.lookup('group', groupId);
  const offsets = new OffsetLookup({
    network, coordinators, metadata, clock, logger, backoff, requestTimeoutMs, readCommitted: config.isolationLevel === 'read_committed',
  });
  const fetcher: Fetcher = new Fetcher({
    network, metadata, clock, config, backoff, states, onRecords: hooks.notifyRecords,
    onOutOfRange: (state) => { positions.outOfRange(state); }, onError: hooks.fail, metrics,
  });
  const committer = groupId === undefined || coordinator === undefined ? undefined : new OffsetCommitter({
    groupId, network, metadata, coordinator, clock, logger, backoff, requestTimeoutMs, member: hooks.groupMetadata, rejoin: hooks.rejoin,
    // Not awaited: onPartitionsLost may commit, and commits run one at a time behind the refused one.
    refused: (sent, code) => { void hooks.refused(sent, code).catch((error: unknown) => { hooks.fail(asError(error)); }); },
  });
  const commits = new ConsumerCommits(owner, { config, clock, committer, consumed: () => states.consumed(), report: hooks.committed });
  const positions: PositionInitializer = new PositionInitializer({
    config, clock, metadata, states, offsets, backoff, coordinator, onPositions: () => { fetcher.schedule(); }, onError: hooks.fail,
  });
  return { reachability, network, lag, metrics, backoff, metadata, coordinator, offsets, fetcher, commits, positions };
}
