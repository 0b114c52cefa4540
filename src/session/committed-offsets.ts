/**
 * The group's committed offsets read with `require_stable` (KIP-447), over any {@link NetworkClient}: the public face
 * of the client's committed-offsets reader (src/cluster/committed-offsets-reader.ts), which waits out
 * UNSTABLE_OFFSET_COMMIT instead of returning the offset committed before a pending transaction, which is what let a
 * replacement instance reprocess records a zombie's pending transaction was about to commit (KafkaJS's OffsetFetch
 * cannot ask for stable offsets, so a KafkaJS source needs this read). Used by the KafkaJS adapter; any source may
 * use it.
 */
import { readCommittedOffsets } from '../cluster/committed-offsets-reader.js';
import { CoordinatorCache } from '../cluster/coordinator-cache.js';
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { ProducerTimeoutError } from '../errors/producer-errors.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { systemClock } from '../internal/clock.js';
import { cappedBackoff } from '../internal/backoff.js';
import type { TestSeams } from '../internal/test-seams.js';
import type { NetworkClient } from '../network/network-client.js';
import { asError } from '../internal/abort-race.js';

/**
 * Options of {@link fetchCommittedOffsets}.
 * @public
 */
export interface FetchCommittedOffsetsOptions {
  /** Stops waiting; the call rejects with `OperationAbortedError`. */
  readonly signal?: AbortSignal;
  /** Upper bound of the whole call, retries and UNSTABLE_OFFSET_COMMIT waits included, in milliseconds. Default 60000. */
  readonly timeoutMs?: number;
  /** First backoff between retries, in milliseconds; doubles up to 1000. Default 50. */
  readonly retryBackoffMs?: number;
  /** `false` reads the last committed offsets even while a transaction is pending (read_uncommitted style). Default `true`. */
  readonly requireStable?: boolean;
}

/**
 * The committed offsets of `groupId` for `partitions`, read with require_stable by default. A partition without
 * a committed offset is absent from the result.
 *
 * @throws {@link ProducerTimeoutError} when `timeoutMs` passes first (its `cause` is the last failure, e.g.
 *   UNSTABLE_OFFSET_COMMIT while a transaction stays pending); `OperationAbortedError` on the signal;
 *   `UnsupportedApiError` when the broker has no OffsetFetch v7 (Kafka before 2.5); a
 *   {@link KafkaClientError} `ERR_OFFSET_FETCH_<NAME>` (or `ERR_FIND_COORDINATOR_<NAME>`) for a broker error that
 *   is not waited out (e.g. GROUP_AUTHORIZATION_FAILED).
 * @public
 */
export function fetchCommittedOffsets(
  network: NetworkClient,
  groupId: string,
  partitions: readonly TopicPartition[],
  options: FetchCommittedOffsetsOptions = {},
): Promise<readonly TopicPartitionOffset[]> {
  return fetchCommittedOffsetsThrough(new CoordinatorCache(network, options.timeoutMs ?? DEFAULT_TIMEOUT_MS), network, groupId, partitions, options);
}

/**
 * {@link fetchCommittedOffsets} with a coordinator cache that outlives the call (the KafkaJS adapter keeps one).
 * @internal
 */
export async function fetchCommittedOffsetsThrough(
  coordinators: CoordinatorCache,
  network: NetworkClient,
  groupId: string,
  partitions: readonly TopicPartition[],
  options: FetchCommittedOffsetsOptions = {},
): Promise<readonly TopicPartitionOffset[]> {
  const seams: FetchCommittedOffsetsOptions & TestSeams = options; // seam: internal/test-seams.ts
  const clock = seams.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const backoff = cappedBackoff(options.retryBackoffMs ?? 50, MAX_BACKOFF_MS);
  try {
    return await readCommittedOffsets(
      { network, coordinators, clock, backoffMs: (attempt) => backoff.delayMs(attempt) },
      {
        groupId, partitions, requireStable: options.requireStable ?? true, deadline: clock.now() + timeoutMs, signal: options.signal,
        timeoutError: (lastError) => new ProducerTimeoutError('committed', timeoutMs, lastError === undefined ? undefined : brokerError(groupId, lastError)),
      },
    );
  } catch (error) {
    throw brokerError(groupId, error);
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_BACKOFF_MS = 1_000;

/** A broker's error as this function has always named it: `ERR_<API>_<NAME>`. */
function brokerError(groupId: string, error: unknown): Error {
  if (!(error instanceof ProtocolError) || (error.api !== 'OffsetFetch' && error.api !== 'FindCoordinator')) return asError(error);
  const api = error.api === 'OffsetFetch' ? 'OFFSET_FETCH' : 'FIND_COORDINATOR';
  return new KafkaClientError(`ERR_${api}_${error.errorName}`, `${error.api} for group ${groupId} failed with ${error.errorName} (${error.errorCode})`, { cause: error });
}
