/**
 * Where partitions start: the group's committed offsets (OffsetFetch with `require_stable`, KIP-447) and, for
 * partitions without one, the earliest or latest offset (ListOffsets, at the consumer's isolation level, so
 * `latest` under read_committed is the last stable offset).
 *
 * `require_stable`: while a transaction that commits offsets for a partition is pending, the coordinator answers
 * UNSTABLE_OFFSET_COMMIT; the lookup retries (with backoff) until the transaction completes, so a new owner never
 * starts from an offset a zombie's pending transaction is about to replace (which would process its records twice).
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { Logger } from '../config/logger.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { isNetworkError, RequestTimeoutError } from '../network/network-errors.js';
import type { NetworkClient } from '../network/network-client.js';
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { ConsumerTimeoutError } from './consumer-errors.js';
import { ZERO_UUID, type Uuid } from '../protocol/primitives/uuid.js';
import { offsetFetchRequest, partitionsByTopic, readOffsetFetchResponse } from './offset-fetch-wire.js';
import { COORDINATOR_ERRORS, type CoordinatorLookup } from './coordinator-lookup.js';
import { sleep } from '../internal/waits.js';

/** OffsetFetch errors that are retried. */
const RETRIABLE_OFFSET_FETCH: ReadonlySet<number> = new Set([ErrorCode.UNSTABLE_OFFSET_COMMIT, ...COORDINATOR_ERRORS]);

/**
 * Dependencies of the lookups.
 * @internal
 */
export interface OffsetLookupOptions {
  readonly network: NetworkClient;
  readonly metadata: MetadataCache;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly backoff: ExponentialBackoff;
  readonly requestTimeoutMs: number;
  readonly readCommitted: boolean;
}

/**
 * Committed-offset and earliest/latest lookups.
 * @internal
 */
export class OffsetLookup {
  constructor(private readonly options: OffsetLookupOptions) {}

  /**
   * The committed offsets of `partitions` for `groupId` (absent: none committed), read with require_stable and
   * retried through UNSTABLE_OFFSET_COMMIT and coordinator moves until `deadline`.
   */
  async committed(groupId: string, coordinator: CoordinatorLookup, partitions: readonly TopicPartition[], deadline: number, signal?: AbortSignal): Promise<TopicPartitionOffset[]> {
    if (partitions.length === 0) return [];
    const { clock } = this.options;
    const timeoutMs = Math.max(0, deadline - clock.now());
    let lastError: Error | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        const nodeId = await coordinator.find();
        const outcome = await this.offsetFetch(groupId, nodeId, partitions, Math.max(1, Math.min(this.options.requestTimeoutMs, deadline - clock.now())), signal);
        if (outcome.retry === undefined) return outcome.offsets;
        lastError = outcome.retry;
        if (COORDINATOR_ERRORS.has(outcome.retry.errorCode)) coordinator.invalidate();
      } catch (error) {
        if (!(error instanceof ProtocolError && COORDINATOR_ERRORS.has(error.errorCode)) && !isNetworkError(error) && !(error instanceof RequestTimeoutError)) throw error;
        lastError = error;
        coordinator.invalidate();
      }
      const wait = this.options.backoff.delayMs(attempt);
      if (clock.now() + wait >= deadline) throw new ConsumerTimeoutError('committed', timeoutMs, lastError);
      this.options.logger.debug('committed offsets not available yet, retrying', { groupId, reason: lastError.message });
      await sleep(clock, wait, { signal, operation: 'committed' });
    }
  }

  private async offsetFetch(
    groupId: string, nodeId: number, partitions: readonly TopicPartition[], timeoutMs: number, signal: AbortSignal | undefined,
  ): Promise<{ readonly offsets: TopicPartitionOffset[]; readonly retry?: ProtocolError }> {
    const byTopic = partitionsByTopic(partitions);
    const { metadata } = this.options;
    const topicIdOf = (topic: string): Uuid => metadata.topicId(topic);
    const { response, version } = await this.options.network.send(nodeId, 'OffsetFetch', (v) => offsetFetchRequest(v, groupId, byTopic, true, topicIdOf), {
      timeoutMs,
      ...(signal === undefined ? {} : { signal }),
      // OffsetFetch v10 names topics by id only: without a known id, stay at v9.
      ...([...byTopic.keys()].some((topic) => metadata.topicId(topic) === ZERO_UUID) ? { maxVersion: 9 } : {}),
    });
    if (version < 7) this.options.logger.warn('the broker cannot fetch offsets with require_stable (OffsetFetch < v7): a pending transaction may not be waited out', { groupId });
    const { groupErrorCode = ErrorCode.NONE, rows } = readOffsetFetchResponse(version, response, groupId, (topicId) => metadata.topicName(topicId));
    const problem = (errorCode: number, resource: string): ProtocolError => new ProtocolError({ api: 'OffsetFetch', version, errorCode, resource });
    if (groupErrorCode !== ErrorCode.NONE) {
      if (RETRIABLE_OFFSET_FETCH.has(groupErrorCode)) return { offsets: [], retry: problem(groupErrorCode, `group ${groupId}`) };
      throw problem(groupErrorCode, `group ${groupId}`);
    }
    const offsets: TopicPartitionOffset[] = [];
    for (const row of rows) {
      if (row.errorCode !== ErrorCode.NONE) {
        const error = problem(row.errorCode, `${row.topic}-${row.partition}`);
        if (RETRIABLE_OFFSET_FETCH.has(row.errorCode)) return { offsets: [], retry: error };
        throw error;
      }
      if (row.offset < 0n) continue;
      offsets.push({ topic: row.topic, partition: row.partition, offset: row.offset, leaderEpoch: row.leaderEpoch, metadata: row.metadata });
    }
    return { offsets };
  }

  /** The earliest or latest offset of each partition (ListOffsets to each leader, in parallel). */
  async resetOffsets(partitions: readonly TopicPartition[], strategy: 'earliest' | 'latest', signal?: AbortSignal): Promise<TopicPartitionOffset[]> {
    const { metadata } = this.options;
    const byLeader = new Map<number, TopicPartition[]>();
    for (const tp of partitions) {
      const leader = metadata.leaderFor(tp.topic, tp.partition);
      if (leader === undefined) {
        metadata.requestUpdate(tp.topic);
        continue;
      }
      byLeader.set(leader, [...(byLeader.get(leader) ?? []), tp]);
    }
    const timestamp = strategy === 'earliest' ? -2n : -1n;
    const results = await Promise.all([...byLeader].map(async ([leader, list]) => {
      const byTopic = new Map<string, number[]>();
      for (const { topic, partition } of list) byTopic.set(topic, [...(byTopic.get(topic) ?? []), partition]);
      const { response, version } = await this.options.network.send(leader, 'ListOffsets', () => ({
        replicaId: -1,
        isolationLevel: this.options.readCommitted ? 1 : 0,
        topics: [...byTopic].map(([name, indexes]) => ({ name, partitions: indexes.map((partitionIndex) => ({ partitionIndex, currentLeaderEpoch: -1, timestamp })) })),
        timeoutMs: this.options.requestTimeoutMs,
      }), signal === undefined ? { timeoutMs: this.options.requestTimeoutMs } : { timeoutMs: this.options.requestTimeoutMs, signal });
      const found: TopicPartitionOffset[] = [];
      for (const topic of response.topics) {
        for (const each of topic.partitions) {
          if (each.errorCode !== ErrorCode.NONE) {
            metadata.requestUpdate(topic.name);
            this.options.logger.debug('ListOffsets failed for a partition; will retry', { topic: topic.name, partition: each.partitionIndex, errorCode: each.errorCode, version });
            continue;
          }
          found.push({ topic: topic.name, partition: each.partitionIndex, offset: each.offset, leaderEpoch: each.leaderEpoch });
        }
      }
      return found;
    }));
    const found = results.flat();
    // A partition left out (no leader known, or its leader refused: NOT_LEADER_OR_FOLLOWER after a leader change)
    // is looked up again after a metadata refresh, started here: nothing else refreshes for a partition that has no
    // position yet (the fetcher only refreshes for the partitions it fetches).
    if (found.length < partitions.length) void metadata.maybeRefresh(this.options.clock.now());
    return found;
  }
}
