/**
 * Offset commits outside transactions (Kafka's `ConsumerCoordinator.commitOffsetsSync` for the classic protocol,
 * `CommitRequestManager` for KIP-848): OffsetCommit to the group coordinator with the member's generation id
 * (classic) or member epoch (KIP-848), its member id and its group instance id, so that the coordinator refuses a
 * commit from a member that no longer owns the partitions.
 *
 * Commits run one at a time, in call order: a commit retried after a coordinator move never lands after a later
 * one and puts an older offset back (Java keeps its commits in one queue for the same reason).
 *
 * What an answer means (as Java's consumer reads it):
 * - NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE, a lost connection, a request timeout: the coordinator is looked up
 *   again and the commit retried; COORDINATOR_LOAD_IN_PROGRESS, REQUEST_TIMED_OUT, UNKNOWN_TOPIC_OR_PARTITION and
 *   other retriable codes: retried; all within the call's bound, then {@link ConsumerTimeoutError};
 * - REBALANCE_IN_PROGRESS: the group is between JoinGroup and SyncGroup; the member is asked to rejoin and the
 *   commit fails with a retriable {@link CommitFailedError} (commit again after the rebalance, for the partitions
 *   still assigned);
 * - ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID, STALE_MEMBER_EPOCH, GROUP_ID_NOT_FOUND: the member no longer owns what it
 *   read; {@link CommitFailedError}. After ILLEGAL_GENERATION or UNKNOWN_MEMBER_ID the membership loses its
 *   partitions and rejoins at once (Java's `resetGenerationOnResponseError`), without waiting for its next heartbeat;
 * - FENCED_INSTANCE_ID: another consumer took this static member's `groupInstanceId`; `FencedInstanceIdError`, fatal,
 *   and the membership stops;
 * - anything else (authorization, OFFSET_METADATA_TOO_LARGE, INVALID_COMMIT_OFFSET_SIZE): a {@link ProtocolError}.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { Logger } from '../config/logger.js';
import { errorCodeInfo, ErrorCode, errorCodeName } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { OperationAbortedError } from '../errors/producer-errors.js';
import { CommitFailedError, FencedInstanceIdError } from '../errors/transaction-errors.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { sleep } from '../internal/waits.js';
import { isNetworkError, RequestTimeoutError } from '../network/network-errors.js';
import type { NetworkClient } from '../network/network-client.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../common/topic-partition.js';
import { offsetCommit, type OffsetCommitFields } from '../protocol/requests/offset-commit.js';
import { ZERO_UUID, type Uuid } from '../protocol/primitives/uuid.js';
import { ConsumerTimeoutError } from './consumer-errors.js';
import { COORDINATOR_ERRORS, type CoordinatorLookup } from '../cluster/coordinator-cache.js';

/** The member no longer owns the partitions it committed for. */
const NOT_A_MEMBER: ReadonlySet<number> = new Set([
  ErrorCode.ILLEGAL_GENERATION, ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.STALE_MEMBER_EPOCH, ErrorCode.GROUP_ID_NOT_FOUND,
]);

const LOST_PARTITIONS_REMEDY = 'the partitions were (or are being) reassigned; keep polling: the consumer rejoins the group by itself, '
  + 'and the records after the last successful commit are delivered again to whichever member owns their partition now';
const REBALANCING_REMEDY = 'keep polling until the rebalance completes, then commit again the offsets of the partitions still assigned';
const FENCED_REMEDY = 'close this consumer: another consumer joined with the same groupInstanceId';

/**
 * A commit refused because another consumer took this member's `groupInstanceId` (the coordinator's
 * FENCED_INSTANCE_ID, or the membership's own answer to it before the commit): fatal for the consumer.
 * @internal
 */
export function fencedCommitError(groupId: string, groupInstanceId: string | null, cause: Error): FencedInstanceIdError {
  return new FencedInstanceIdError('ERR_COMMIT_FENCED_INSTANCE_ID', `commit() for group ${groupId} failed: groupInstanceId '${groupInstanceId ?? ''}' was fenced (FENCED_INSTANCE_ID)`,
    { api: 'OffsetCommit', errorCode: ErrorCode.FENCED_INSTANCE_ID, resource: `group ${groupId}`, cause, classification: 'fatal', remedy: FENCED_REMEDY });
}

/**
 * Dependencies of an {@link OffsetCommitter}.
 * @internal
 */
export interface OffsetCommitterOptions {
  readonly groupId: string;
  readonly network: NetworkClient;
  readonly metadata: MetadataCache;
  readonly coordinator: CoordinatorLookup;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly backoff: ExponentialBackoff;
  readonly requestTimeoutMs: number;
  /** The member to commit as, read when each attempt is sent. */
  readonly member: () => ConsumerGroupMetadata;
  /** A commit was refused with REBALANCE_IN_PROGRESS: the member should rejoin. */
  readonly rejoin: () => void;
  /**
   * A commit made as `sent` was refused with ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID or FENCED_INSTANCE_ID: the
   * membership acts on it at once (see `Membership.refused`).
   */
  readonly refused?: (sent: ConsumerGroupMetadata, errorCode: number) => void;
}

/** One commit's bound and cancellation. @internal */
export interface CommitBound {
  readonly deadline: number;
  /** The bound the caller asked for, for the timeout error. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * The consumer's OffsetCommit sender.
 * @internal
 */
export class OffsetCommitter {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OffsetCommitterOptions) {}

  /** Commits `offsets` after every earlier commit has ended; resolves once the coordinator accepted them all. */
  commit(offsets: readonly TopicPartitionOffset[], bound: CommitBound): Promise<void> {
    const next = this.queue.then(() => this.send(offsets, bound));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async send(offsets: readonly TopicPartitionOffset[], bound: CommitBound): Promise<void> {
    if (offsets.length === 0) return;
    const { clock, coordinator, groupId } = this.options;
    let lastError: Error | undefined;
    for (let attempt = 0; ; attempt++) {
      if (bound.signal?.aborted === true) throw new OperationAbortedError('commit', bound.signal.reason);
      try {
        const nodeId = await coordinator.find();
        const retry = await this.attempt(nodeId, offsets, bound);
        if (retry === undefined) return;
        lastError = retry;
        if (COORDINATOR_ERRORS.has(retry.errorCode) && retry.errorCode !== ErrorCode.COORDINATOR_LOAD_IN_PROGRESS) coordinator.invalidate();
      } catch (error) {
        if (!(error instanceof ProtocolError && COORDINATOR_ERRORS.has(error.errorCode)) && !isNetworkError(error) && !(error instanceof RequestTimeoutError)) throw error;
        lastError = error;
        coordinator.invalidate();
      }
      const wait = this.options.backoff.delayMs(attempt);
      if (clock.now() + wait >= bound.deadline) throw new ConsumerTimeoutError('commit', bound.timeoutMs, lastError);
      this.options.logger.debug('offset commit not accepted yet, retrying', { groupId, reason: lastError.message });
      await sleep(clock, wait, { signal: bound.signal, operation: 'commit' });
    }
  }

  /** One OffsetCommit; returns the error to retry after, or undefined once every partition was committed. */
  private async attempt(nodeId: number, offsets: readonly TopicPartitionOffset[], bound: CommitBound): Promise<ProtocolError | undefined> {
    const { metadata, groupId } = this.options;
    const member = this.options.member();
    const topics = [...new Set(offsets.map((each) => each.topic))];
    const topicIds = new Map<string, Uuid>();
    for (const topic of topics) topicIds.set(topic, metadata.topicId(topic));
    const fields: OffsetCommitFields = {
      groupId,
      offsets: offsets.map((each) => ({ topic: each.topic, partition: each.partition, offset: each.offset, leaderEpoch: each.leaderEpoch ?? -1, metadata: each.metadata ?? '' })),
      topicIds,
      topicNames: new Map([...topicIds].map(([name, id]) => [id, name])),
      generationIdOrMemberEpoch: member.generationId,
      memberId: member.memberId,
      groupInstanceId: member.groupInstanceId,
    };
    const { response, version } = await this.options.network.send(nodeId, 'OffsetCommit', (v) => offsetCommit.request(fields, v), {
      timeoutMs: Math.max(1, Math.min(this.options.requestTimeoutMs, bound.deadline - this.options.clock.now())),
      ...(bound.signal === undefined ? {} : { signal: bound.signal }),
      // OffsetCommit v10 names topics by id only: without a known id, stay at v9.
      ...([...topicIds.values()].some((id) => id === ZERO_UUID) ? { maxVersion: 9 } : {}),
    });
    let retry: ProtocolError | undefined;
    for (const row of offsetCommit.read(response, version, fields)) {
      if (row.errorCode === ErrorCode.NONE) continue;
      const resource = `group ${groupId} ${row.topic}-${row.partition}`;
      const error = new ProtocolError({ api: 'OffsetCommit', version, errorCode: row.errorCode, resource });
      this.raiseIfFinal(error, member);
      retry ??= error;
    }
    return retry;
  }

  /** Throws the error a caller gets for a code that is not retried. */
  private raiseIfFinal(error: ProtocolError, member: ConsumerGroupMetadata): void {
    const { errorCode } = error;
    if (COORDINATOR_ERRORS.has(errorCode) || errorCode === ErrorCode.REQUEST_TIMED_OUT || errorCode === ErrorCode.UNKNOWN_TOPIC_OR_PARTITION) return;
    const name = errorCodeName(errorCode);
    const as = `generation ${member.generationId}, member '${member.memberId}'`;
    const options = { api: 'OffsetCommit', errorCode, resource: `group ${this.options.groupId}`, cause: error };
    if (errorCode === ErrorCode.REBALANCE_IN_PROGRESS) {
      this.options.rejoin();
      throw new CommitFailedError('ERR_COMMIT_REBALANCE_IN_PROGRESS', `commit() for group ${this.options.groupId} failed: the group is rebalancing (${name})`,
        { ...options, classification: 'retriable', remedy: REBALANCING_REMEDY });
    }
    if (errorCode === ErrorCode.ILLEGAL_GENERATION || errorCode === ErrorCode.UNKNOWN_MEMBER_ID || errorCode === ErrorCode.FENCED_INSTANCE_ID) {
      this.options.refused?.(member, errorCode);
    }
    if (NOT_A_MEMBER.has(errorCode)) {
      throw new CommitFailedError('ERR_COMMIT_FAILED', `commit() for group ${this.options.groupId} failed: the coordinator no longer knows this member as it committed (${as}: ${name})`,
        { ...options, classification: 'abortable', remedy: LOST_PARTITIONS_REMEDY });
    }
    if (errorCode === ErrorCode.FENCED_INSTANCE_ID) throw fencedCommitError(this.options.groupId, member.groupInstanceId, error);
    if (errorCodeInfo(errorCode)?.retriable === true) return;
    throw error;
  }
}
