/**
 * The group's committed offsets read with `require_stable` (KIP-447), over any {@link NetworkClient}: FindCoordinator
 * for the group, then OffsetFetch v7+ with `requireStable`. A partition whose offsets are part of a transaction
 * still pending answers UNSTABLE_OFFSET_COMMIT; the read waits it out (retrying with a backoff) instead of
 * returning the offset committed before that transaction, which is what let a replacement instance reprocess
 * records a zombie's pending transaction was about to commit (KafkaJS's OffsetFetch cannot ask for
 * stable offsets, so a KafkaJS source needs this read). Used by the KafkaJS adapter; any source may use it.
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { OperationAbortedError, ProducerTimeoutError } from '../errors/producer-errors.js';
import { ErrorCode, errorCodeInfo, errorCodeName } from '../errors/protocol-error-codes.generated.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { TestSeams } from '../internal/test-seams.js';
import type { NetworkClient } from '../network/network-client.js';
import { isNetworkError, UnsupportedApiError } from '../network/network-errors.js';
import { ZERO_UUID } from '../protocol/primitives/uuid.js';
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { offsetFetchRequest, partitionsByTopic, readOffsetFetchResponse } from '../consumer/offset-fetch-wire.js';

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

/** OffsetFetch v7 added `requireStable`; v10 names topics by id, which this reader does not look up. */
const MIN_STABLE_VERSION = 7;
const MAX_VERSION = 9;

/**
 * The committed offsets of `groupId` for `partitions`, read with require_stable by default. A partition without
 * a committed offset is absent from the result.
 *
 * @throws {@link ProducerTimeoutError} when `timeoutMs` passes first (its `cause` is the last failure, e.g.
 *   UNSTABLE_OFFSET_COMMIT while a transaction stays pending); {@link OperationAbortedError} on the signal;
 *   {@link UnsupportedApiError} when the broker has no OffsetFetch v7 (Kafka before 2.5); a
 *   {@link KafkaClientError} `ERR_OFFSET_FETCH_<NAME>` for a non-retriable broker error (e.g. GROUP_AUTHORIZATION_FAILED).
 * @public
 */
export async function fetchCommittedOffsets(
  network: NetworkClient,
  groupId: string,
  partitions: readonly TopicPartition[],
  options: FetchCommittedOffsetsOptions = {},
): Promise<readonly TopicPartitionOffset[]> {
  if (partitions.length === 0) return [];
  const clock = (options as FetchCommittedOffsetsOptions & TestSeams).clock ?? systemClock; // seam: internal/test-seams.ts
  const requireStable = options.requireStable ?? true;
  const deadline = clock.now() + (options.timeoutMs ?? 60_000);
  let backoff = options.retryBackoffMs ?? 50;
  let coordinator: number | undefined;
  let lastError: Error | undefined;
  for (;;) {
    if (options.signal?.aborted === true) throw new OperationAbortedError('committed', options.signal.reason);
    const remaining = deadline - clock.now();
    if (remaining <= 0) throw new ProducerTimeoutError('committed', options.timeoutMs ?? 60_000, lastError);
    const sendOptions = { timeoutMs: remaining, ...(options.signal === undefined ? {} : { signal: options.signal }) };
    try {
      coordinator ??= await findGroupCoordinator(network, groupId, sendOptions);
      const answer = await offsetFetch(network, coordinator, groupId, partitions, requireStable, sendOptions);
      if (answer.kind === 'done') return answer.offsets;
      lastError = answer.error;
      if (answer.kind === 'rediscover') coordinator = undefined;
    } catch (error) {
      if (error instanceof UnsupportedApiError || isAborted(options.signal)) throw error;
      if (!isNetworkError(error) && !isRetriableLookup(error)) throw error;
      lastError = error instanceof Error ? error : new Error(String(error));
      coordinator = undefined;
    }
    await sleep(clock, Math.min(backoff, Math.max(0, deadline - clock.now())), options.signal);
    backoff = Math.min(backoff * 2, 1_000);
  }
}

type OffsetFetchAnswer =
  | { readonly kind: 'done'; readonly offsets: readonly TopicPartitionOffset[] }
  | { readonly kind: 'retry' | 'rediscover'; readonly error: Error };

async function offsetFetch(
  network: NetworkClient, nodeId: number, groupId: string, partitions: readonly TopicPartition[], requireStable: boolean,
  sendOptions: { readonly timeoutMs: number; readonly signal?: AbortSignal },
): Promise<OffsetFetchAnswer> {
  const byTopic = partitionsByTopic(partitions);
  const { version, response } = await network.send(nodeId, 'OffsetFetch', (v) => {
    if (v < MIN_STABLE_VERSION && requireStable) {
      throw new UnsupportedApiError('OffsetFetch', nodeId, `require_stable needs OffsetFetch v${MIN_STABLE_VERSION} (Kafka 2.5+), the broker offers v${v} at most`);
    }
    return offsetFetchRequest(v, groupId, byTopic, requireStable, () => ZERO_UUID);
  }, { ...sendOptions, maxVersion: MAX_VERSION });
  const { groupErrorCode = ErrorCode.UNKNOWN_SERVER_ERROR, rows } = readOffsetFetchResponse(version, response, groupId, () => undefined);
  const codes = [groupErrorCode, ...rows.map((row) => row.errorCode)].filter((code) => code !== ErrorCode.NONE);
  const first = codes[0];
  if (first !== undefined) {
    const error = new KafkaClientError(`ERR_OFFSET_FETCH_${errorCodeName(first)}`, `OffsetFetch for group ${groupId} failed with ${errorCodeName(first)} (${first})`);
    if (codes.some((code) => code === ErrorCode.NOT_COORDINATOR || code === ErrorCode.COORDINATOR_NOT_AVAILABLE)) return { kind: 'rediscover', error };
    if (codes.every((code) => code === ErrorCode.UNSTABLE_OFFSET_COMMIT || errorCodeInfo(code)?.retriable === true)) return { kind: 'retry', error };
    throw error;
  }
  const offsets = rows
    .filter((row) => row.offset >= 0n)
    .map((row): TopicPartitionOffset => ({ topic: row.topic, partition: row.partition, offset: row.offset, leaderEpoch: row.leaderEpoch, metadata: row.metadata }));
  return { kind: 'done', offsets };
}

/** FindCoordinator(group) through any broker; tells the network client the coordinator's address. */
async function findGroupCoordinator(network: NetworkClient, groupId: string, sendOptions: { readonly timeoutMs: number; readonly signal?: AbortSignal }): Promise<number> {
  const { version, response } = await network.send('any', 'FindCoordinator', (v) => (v >= 4
    ? { key: '', keyType: 0, coordinatorKeys: [groupId] }
    : { key: groupId, keyType: 0, coordinatorKeys: [] }), sendOptions);
  const found = version >= 4
    ? response.coordinators[0] ?? { nodeId: -1, host: '', port: 0, errorCode: ErrorCode.COORDINATOR_NOT_AVAILABLE }
    : { nodeId: response.nodeId, host: response.host, port: response.port, errorCode: response.errorCode };
  if (found.errorCode !== ErrorCode.NONE) {
    throw new CoordinatorLookupError(groupId, found.errorCode);
  }
  if (!network.brokers().some((broker) => broker.nodeId === found.nodeId && broker.host === found.host && broker.port === found.port)) {
    network.updateBrokers([...network.brokers().filter((broker) => broker.nodeId !== found.nodeId), { nodeId: found.nodeId, host: found.host, port: found.port, rack: null }]);
  }
  return found.nodeId;
}

class CoordinatorLookupError extends KafkaClientError {
  readonly retriable: boolean;
  constructor(groupId: string, errorCode: number) {
    super(`ERR_FIND_COORDINATOR_${errorCodeName(errorCode)}`, `FindCoordinator for group ${groupId} failed with ${errorCodeName(errorCode)} (${errorCode})`);
    this.retriable = errorCodeInfo(errorCode)?.retriable === true || errorCode === ErrorCode.COORDINATOR_NOT_AVAILABLE;
  }
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function isRetriableLookup(error: unknown): boolean {
  return error instanceof CoordinatorLookupError && error.retriable;
}

function sleep(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const onAbort = (): void => { timer.cancel(); resolve(); };
    const timer = clock.setTimer(ms, () => { signal?.removeEventListener('abort', onAbort); resolve(); });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
