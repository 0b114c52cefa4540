/**
 * The client's one reader of a group's committed offsets: the group coordinator from the {@link CoordinatorCache},
 * then OffsetFetch, by default with `require_stable` (KIP-447). While a transaction that commits offsets for a
 * partition is pending, the coordinator answers UNSTABLE_OFFSET_COMMIT; the read waits it out (retrying with a
 * backoff) instead of returning the offset committed before that transaction, so a new owner never starts from an
 * offset a zombie's pending transaction is about to replace (which would process its records twice). A coordinator
 * that moved or did not answer is looked up again. Everything stays within the caller's deadline; what the caller's
 * API throws at that bound is the caller's (`timeoutError`).
 *
 * Retried: UNSTABLE_OFFSET_COMMIT and the coordinator errors (NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE,
 * COORDINATOR_LOAD_IN_PROGRESS), network failures and request timeouts. Any other broker error rejects at once with
 * a `ProtocolError`, as Java's consumer does; a broker without OffsetFetch v7 rejects a stable read with
 * `UnsupportedApiError` (Kafka before 2.5); an aborted signal rejects with `OperationAbortedError` (or the
 * request's `RequestAbortedError` when it fires while a request is out).
 */
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { OperationAbortedError } from '../errors/producer-errors.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { Clock } from '../internal/clock.js';
import { sleep } from '../internal/waits.js';
import type { NetworkClient } from '../network/network-client.js';
import { UnsupportedApiError } from '../network/network-errors.js';
import { UnsupportedVersionError } from '../protocol/messages/unsupported-version-error.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import { offsetFetch, type OffsetFetchFields } from '../protocol/requests/offset-fetch.js';
import { COORDINATOR_ERRORS, isCoordinatorFailure, type CoordinatorCache } from './coordinator-cache.js';
import { asError, isAborted } from '../internal/abort-race.js';

/**
 * What a reader needs.
 * @internal
 */
export interface CommittedOffsetsReaderOptions {
  readonly network: NetworkClient;
  readonly coordinators: CoordinatorCache;
  readonly clock: Clock;
  /** The wait before retry number `attempt` (from 0). */
  backoffMs(attempt: number): number;
  /** Upper bound of one request; each is also bounded by what is left of the deadline. */
  readonly requestTimeoutMs?: number;
  /** Topic ids (OffsetFetch v10 names topics by id only); without them the reader stays at v9. */
  readonly topicIds?: { id(topic: string): Uuid; name(topicId: Uuid): string | undefined };
  /** Called before each retry. */
  onRetry?(reason: Error): void;
}

/**
 * One read.
 * @internal
 */
export interface CommittedOffsetsRead {
  readonly groupId: string;
  readonly partitions: readonly TopicPartition[];
  readonly requireStable: boolean;
  /** On the reader's clock. */
  readonly deadline: number;
  readonly signal?: AbortSignal | undefined;
  /** What the read rejects with when the deadline passes first; `lastError` is the last retried failure. */
  timeoutError(lastError: Error | undefined): Error;
}

type Outcome =
  | { readonly kind: 'done'; readonly offsets: TopicPartitionOffset[] }
  | { readonly kind: 'retry'; readonly error: ProtocolError };

/** Errors of an OffsetFetch answer that are waited out. */
const RETRIED: ReadonlySet<number> = new Set([ErrorCode.UNSTABLE_OFFSET_COMMIT, ...COORDINATOR_ERRORS]);

/**
 * The committed offsets of `read.partitions` for `read.groupId` (a partition without one is absent).
 * @internal
 */
export async function readCommittedOffsets(options: CommittedOffsetsReaderOptions, read: CommittedOffsetsRead): Promise<TopicPartitionOffset[]> {
  if (read.partitions.length === 0) return [];
  const { clock, coordinators } = options;
  const { groupId, signal } = read;
  let lastError: Error | undefined;
  for (let attempt = 0; ; attempt++) {
    if (signal !== undefined && isAborted(signal)) throw new OperationAbortedError('committed', signal.reason);
    const remaining = read.deadline - clock.now();
    if (remaining <= 0) throw read.timeoutError(lastError);
    const timeoutMs = Math.max(1, Math.min(options.requestTimeoutMs ?? remaining, remaining));
    try {
      const nodeId = await coordinators.find('group', groupId, { timeoutMs, ...(signal === undefined ? {} : { signal }) });
      const outcome = await offsetFetchOnce(options, read, nodeId, timeoutMs);
      if (outcome.kind === 'done') return outcome.offsets;
      lastError = outcome.error;
      coordinators.invalidateAfter('group', groupId, outcome.error.errorCode);
    } catch (error) {
      if (isAborted(signal) || !isCoordinatorFailure(error)) throw error;
      lastError = asError(error);
      coordinators.invalidate('group', groupId);
    }
    options.onRetry?.(lastError);
    await sleep(clock, Math.min(options.backoffMs(attempt), Math.max(0, read.deadline - clock.now())), { ...(signal === undefined ? {} : { signal }), operation: 'committed' });
  }
}

async function offsetFetchOnce(options: CommittedOffsetsReaderOptions, read: CommittedOffsetsRead, nodeId: number, timeoutMs: number): Promise<Outcome> {
  const { groupId, signal } = read;
  const fields: OffsetFetchFields = { groupId, partitions: read.partitions, requireStable: read.requireStable, ...topicMaps(options, read.partitions) };
  const maxVersion = offsetFetch.maxVersion?.(fields);
  let answer;
  try {
    answer = await options.network.send(nodeId, 'OffsetFetch', (v) => offsetFetch.request(fields, v), {
      timeoutMs, ...(signal === undefined ? {} : { signal }), ...(maxVersion === undefined ? {} : { maxVersion }),
    });
  } catch (error) {
    if (error instanceof UnsupportedVersionError) throw new UnsupportedApiError('OffsetFetch', nodeId, `${error.message}: require_stable needs OffsetFetch v7 (Kafka 2.5+)`);
    throw error;
  }
  const { version, response } = answer;
  const { groupErrorCode = ErrorCode.NONE, rows } = offsetFetch.read(response, version, fields);
  const problem = (errorCode: number, resource: string): ProtocolError => new ProtocolError({ api: 'OffsetFetch', version, errorCode, resource });
  if (groupErrorCode !== ErrorCode.NONE) {
    const error = problem(groupErrorCode, `group ${groupId}`);
    if (RETRIED.has(groupErrorCode)) return { kind: 'retry', error };
    throw error;
  }
  const offsets: TopicPartitionOffset[] = [];
  for (const row of rows) {
    if (row.errorCode !== ErrorCode.NONE) {
      const error = problem(row.errorCode, `${row.topic}-${row.partition}`);
      if (RETRIED.has(row.errorCode)) return { kind: 'retry', error };
      throw error;
    }
    if (row.offset < 0n) continue;
    offsets.push({ topic: row.topic, partition: row.partition, offset: row.offset, leaderEpoch: row.leaderEpoch, metadata: row.metadata });
  }
  return { kind: 'done', offsets };
}

/** Ids and names of the topics read, when the reader knows topic ids. */
function topicMaps(options: CommittedOffsetsReaderOptions, partitions: readonly TopicPartition[]): Pick<OffsetFetchFields, 'topicIds' | 'topicNames'> {
  const topicIds = new Map<string, Uuid>();
  const topicNames = new Map<Uuid, string>();
  if (options.topicIds !== undefined) {
    for (const { topic } of partitions) {
      const id = options.topicIds.id(topic);
      topicIds.set(topic, id);
      topicNames.set(id, options.topicIds.name(id) ?? topic);
    }
  }
  return { topicIds, topicNames };
}
