/**
 * Where partitions start: the group's committed offsets (OffsetFetch with `require_stable`, KIP-447) and, for
 * partitions without one, the earliest or latest offset (ListOffsets, at the consumer's isolation level, so
 * `latest` under read_committed is the last stable offset).
 *
 * `require_stable`: while a transaction that commits offsets for a partition is pending, the coordinator answers
 * UNSTABLE_OFFSET_COMMIT; the lookup retries (with backoff) until the transaction completes, so a new owner never
 * starts from an offset a zombie's pending transaction is about to replace (which would process its records twice).
 */
import type { CoordinatorCache } from '../cluster/coordinator-cache.js';
import { readCommittedOffsets } from '../cluster/committed-offsets-reader.js';
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { Logger } from '../config/logger.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { ConsumerTimeoutError } from './consumer-errors.js';
import { listOffsets, OffsetSpecTimestamp, type ListOffsetsFields } from '../protocol/requests/list-offsets.js';

/**
 * Dependencies of the lookups.
 * @internal
 */
export interface OffsetLookupOptions {
  readonly network: NetworkClient;
  readonly coordinators: CoordinatorCache;
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
  committed(groupId: string, partitions: readonly TopicPartition[], deadline: number, signal?: AbortSignal): Promise<TopicPartitionOffset[]> {
    const { clock, metadata, logger, backoff } = this.options;
    const timeoutMs = Math.max(0, deadline - clock.now());
    return readCommittedOffsets({
      network: this.options.network, coordinators: this.options.coordinators, clock, requestTimeoutMs: this.options.requestTimeoutMs,
      backoffMs: (attempt) => backoff.delayMs(attempt),
      topicIds: { id: (topic) => metadata.topicId(topic), name: (topicId) => metadata.topicName(topicId) },
      onRetry: (reason) => { logger.debug('committed offsets not available yet, retrying', { groupId, reason: reason.message }); },
    }, { groupId, partitions, requireStable: true, deadline, signal, timeoutError: (lastError) => new ConsumerTimeoutError('committed', timeoutMs, lastError) });
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
    const timestamp = strategy === 'earliest' ? OffsetSpecTimestamp.EARLIEST : OffsetSpecTimestamp.LATEST;
    const { network, readCommitted, requestTimeoutMs, logger } = this.options;
    const results = await Promise.all([...byLeader].map(async ([leader, list]) => {
      const fields: ListOffsetsFields = { readCommitted, timeoutMs: requestTimeoutMs, partitions: list.map(({ topic, partition }) => ({ topic, partition, timestamp })) };
      const { response, version } = await network.send(leader, 'ListOffsets', (v) => listOffsets.request(fields, v),
        signal === undefined ? { timeoutMs: requestTimeoutMs } : { timeoutMs: requestTimeoutMs, signal });
      const found: TopicPartitionOffset[] = [];
      for (const each of listOffsets.read(response, version, fields)) {
        if (each.errorCode !== ErrorCode.NONE) {
          metadata.requestUpdate(each.topic);
          logger.debug('ListOffsets failed for a partition; will retry', { topic: each.topic, partition: each.partition, errorCode: each.errorCode, version });
          continue;
        }
        found.push({ topic: each.topic, partition: each.partition, offset: each.offset, leaderEpoch: each.leaderEpoch });
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
