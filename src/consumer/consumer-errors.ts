/**
 * The consumer's own errors. Broker errors stay {@link ProtocolError}s (with the API and resource named);
 * bad options are {@link ConfigError}s, bad arguments {@link InvalidArgumentError}s, cancelled waits
 * {@link OperationAbortedError}s, as in the producer.
 */
import type { ConsumerErrorCode } from '../errors/error-codes.js';
import { hasErrorBrand, KafkaClientError } from '../errors/kafka-client-error.js';
import { causeChain } from '../errors/kafka-client-error.js';
import { OperationTimeoutError } from '../errors/operation-timeout-error.js';

// Cross-copy brand (see hasErrorBrand), checked by isUnreleasedInstanceIdError.
const UNRELEASED_INSTANCE_ID_ERROR: unique symbol = Symbol.for('kafka-eos.UnreleasedInstanceIdError');
// Cross-copy brand, checked by isLogTruncationError.
const LOG_TRUNCATION_ERROR: unique symbol = Symbol.for('kafka-eos.LogTruncationError');

/**
 * A consumer method was called after `close()` started (Kafka's `IllegalStateException: This consumer has
 * already been closed`). `operation` names the call.
 * @public
 */
export class ConsumerClosedError extends KafkaClientError {
  /** The method that was called, e.g. `poll`. */
  readonly operation: string;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The consumer method that was called after `close()`.
   */
  constructor(operation: string) {
    super('ERR_CONSUMER_CLOSED', `cannot ${operation}(): the consumer is closing or closed`);
    this.operation = operation;
  }
}

/**
 * A partition has no committed offset (or its offset is out of range) and `autoOffsetReset` is `'none'`
 * (Kafka's `NoOffsetForPartitionException`).
 * @public
 */
export class NoOffsetForPartitionError extends KafkaClientError {
  /** The topic of the partition without a usable offset. */
  readonly topic: string;
  /** The partition without a usable offset. */
  readonly partition: number;

  /**
   * Builds the error and its message from the arguments.
   * @param why - What is missing (no committed offset, or an out-of-range position).
   */
  constructor(topic: string, partition: number, why: string) {
    super('ERR_NO_OFFSET_FOR_PARTITION', `${topic}-${partition}: ${why} and autoOffsetReset is 'none'`);
    this.topic = topic;
    this.partition = partition;
  }
}

/**
 * The partition's log was truncated under the consumer's position (KIP-320; Kafka's `LogTruncationException`), and
 * `autoOffsetReset` is `'none'`: after a leader change the new leader's log ends the epoch of the last record consumed
 * at `divergentOffset`, below `offset`, so the records from `divergentOffset` on that this consumer read are gone
 * (an unclean leader election) and later records may reuse their offsets. `divergentOffset` is undefined when the
 * leader knows no such epoch at all. The partition is not fetched until a `seek` positions it (for example at
 * `divergentOffset.offset`, or at the earliest offset to read again what is there now).
 * @public
 */
export class LogTruncationError extends KafkaClientError {
  /** @internal brand checked by {@link isLogTruncationError}. */
  readonly [LOG_TRUNCATION_ERROR] = true;
  /** The truncated partition's topic. */
  readonly topic: string;
  /** The truncated partition. */
  readonly partition: number;
  /** The consumer's position when the truncation was detected. */
  readonly offset: bigint;
  /** The first offset known to diverge and its leader epoch, when the leader knows the position's epoch. */
  readonly divergentOffset: {
    /** The end offset of the position's epoch on the leader: the first offset known to diverge. */
    readonly offset: bigint;
    /** The leader epoch that end offset belongs to. */
    readonly leaderEpoch: number;
  } | undefined;

  /**
   * Builds the error and its message from the arguments.
   * @param offset - The consumer's position when the truncation was detected.
   * @param divergentOffset - Where the logs diverge, when the broker said so.
   */
  constructor(topic: string, partition: number, offset: bigint, divergentOffset: { readonly offset: bigint; readonly leaderEpoch: number } | undefined) {
    super('ERR_LOG_TRUNCATION', `${topic}-${partition}: the log was truncated below the position ${offset} `
      + `(${divergentOffset === undefined ? 'the leader knows no end offset for its leader epoch' : `the first offset known to diverge is ${divergentOffset.offset}, leader epoch ${divergentOffset.leaderEpoch}`}) `
      + 'and autoOffsetReset is \'none\'; seek to resume the partition');
    this.topic = topic;
    this.partition = partition;
    this.offset = offset;
    this.divergentOffset = divergentOffset;
  }
}

/**
 * True when `value` is a {@link LogTruncationError}, from any copy of kafka-eos (a brand check, not `instanceof`).
 * @public
 */
export function isLogTruncationError(value: unknown): value is LogTruncationError {
  return hasErrorBrand(value, LOG_TRUNCATION_ERROR);
}

/**
 * The group coordinator fenced this member: another instance joined with the same `groupInstanceId`
 * (FENCED_INSTANCE_ID, KIP-345), or the group rejected it for good. Fatal for the consumer: `close()` it.
 * @public
 */
export class GroupMembershipError extends KafkaClientError {
  /** The consumer's `groupId`. */
  readonly groupId: string;

  /**
   * Builds the error and its message from the arguments.
   * @param message - What went wrong, after the group id.
   * @param options - `code` to use a more specific error code than `ERR_GROUP_MEMBERSHIP`.
   */
  constructor(groupId: string, message: string, options: { cause?: unknown; code?: ConsumerErrorCode } = {}) {
    super(options.code ?? 'ERR_GROUP_MEMBERSHIP', `group ${groupId}: ${message}`, options.cause === undefined ? {} : { cause: options.cause });
    this.groupId = groupId;
  }
}

/**
 * Another consumer joined with this member's `groupInstanceId` (FENCED_INSTANCE_ID in `api`'s answer, KIP-345): a
 * {@link GroupMembershipError} with code `ERR_GROUP_INSTANCE_FENCED`. Fatal for the membership: rejoining would fence
 * the other instance in turn; later commits of this consumer are refused with `FencedInstanceIdError`.
 * @internal
 */
export function groupInstanceFencedError(groupId: string, groupInstanceId: string | null, api: string): GroupMembershipError {
  return new GroupMembershipError(groupId, `another consumer joined with groupInstanceId '${groupInstanceId ?? ''}' (${api}: FENCED_INSTANCE_ID)`,
    { code: 'ERR_GROUP_INSTANCE_FENCED' });
}

/**
 * The group coordinator kept refusing this consumer's `groupInstanceId` with UNRELEASED_INSTANCE_ID (KIP-848
 * `consumer` protocol): a member with the same instance id is still in the group. That is the previous instance of
 * this process when it stopped without leaving (a crash, SIGKILL): the coordinator keeps it until its session times
 * out (`group.consumer.session.timeout.ms`, 45 s by default). The consumer retries the join with backoff for up to
 * `defaultApiTimeoutMs` and fails with this error only when the instance id is still held then, which means another
 * live process uses the same `groupInstanceId` (or the broker's session timeout is longer than that bound). Fatal
 * for the consumer (`close()` it), as Java's `UnreleasedInstanceIdException`. `cause` is the broker's answer.
 * @public
 */
export class UnreleasedInstanceIdError extends GroupMembershipError {
  /** @internal brand checked by {@link isUnreleasedInstanceIdError}. */
  readonly [UNRELEASED_INSTANCE_ID_ERROR] = true;
  /** The refused `groupInstanceId`. */
  readonly groupInstanceId: string;
  /** How long the consumer kept retrying before it gave up, in milliseconds. */
  readonly waitedMs: number;

  /**
   * Builds the error and its message from the arguments.
   * @param waitedMs - How long the consumer retried before giving up.
   */
  constructor(groupId: string, groupInstanceId: string, waitedMs: number, options: { cause?: unknown } = {}) {
    super(groupId, `groupInstanceId '${groupInstanceId}' is still held by another member after ${waitedMs} ms of retries (UNRELEASED_INSTANCE_ID): `
      + 'another live process uses the same groupInstanceId, or the coordinator\'s session timeout is longer than defaultApiTimeoutMs',
    { ...options, code: 'ERR_UNRELEASED_INSTANCE_ID' });
    this.groupInstanceId = groupInstanceId;
    this.waitedMs = waitedMs;
  }
}

/**
 * True when `value` is an {@link UnreleasedInstanceIdError}, from any copy of kafka-eos (a brand check, not
 * `instanceof`).
 * @public
 */
export function isUnreleasedInstanceIdError(value: unknown): value is UnreleasedInstanceIdError {
  return hasErrorBrand(value, UNRELEASED_INSTANCE_ID_ERROR);
}

/**
 * A consumer operation did not finish within its bound (`defaultApiTimeoutMs` or the call's `timeoutMs`;
 * Kafka's `TimeoutException`). `cause` is the last underlying failure (e.g. UNSTABLE_OFFSET_COMMIT while a
 * transaction stayed pending, or a connection refused).
 * @public
 */
export class ConsumerTimeoutError extends OperationTimeoutError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The consumer method that timed out (`commit`, `committed`, `connect`, ...).
   * @param timeoutMs - The bound that ran out, ms: the call's `timeoutMs`, else `defaultApiTimeoutMs`.
   * @param cause - The last error seen while retrying, if any.
   */
  constructor(operation: string, timeoutMs: number, cause?: Error) {
    super('ERR_CONSUMER_TIMEOUT', operation, timeoutMs, cause);
  }
}

/**
 * No broker answered the consumer for `unreachableMs` (at least `defaultApiTimeoutMs`): every request failed to
 * connect, or got no answer. `cause` is the last failure, which names the broker and why (`ECONNREFUSED`,
 * `ENOTFOUND`, a TLS or SASL failure, a broker that accepts connections but never answers ApiVersions). The
 * consumer keeps retrying in the background; `poll` rejects with this error once per `defaultApiTimeoutMs` while
 * no broker answers, and resolves normally again once one does.
 * @public
 */
export class BrokersUnreachableError extends KafkaClientError {
  /** How long no broker has answered (ms). */
  readonly unreachableMs: number;

  /**
   * Builds the error and its message from the arguments.
   * @param unreachableMs - How long no broker has answered.
   * @param cause - The last connection error, if any.
   */
  constructor(unreachableMs: number, cause: Error | undefined) {
    super('ERR_BROKERS_UNREACHABLE', `no broker answered for ${unreachableMs} ms${cause === undefined ? '' : `; last error: ${causeChain(cause)}`}; still retrying`,
      cause === undefined ? {} : { cause });
    this.unreachableMs = unreachableMs;
  }
}

/**
 * A plain offset commit was asked of a consumer that a `TransactionalSession` runs: the session commits the
 * consumer's offsets inside its transactions (with `sendOffsetsToTransaction`), and an offset committed outside them
 * would move the group past records whose transaction may still abort, or back behind committed ones. `operation`
 * names the refused call (`commit`). Commit through the session, or use a consumer of its own for this.
 * @public
 */
export class ConsumerOwnedBySessionError extends KafkaClientError {
  /** The refused call. */
  readonly operation: string;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The consumer method the session reserves for itself.
   */
  constructor(operation: string) {
    super('ERR_CONSUMER_OWNED_BY_SESSION', `cannot ${operation}(): this consumer is run by a TransactionalSession, which commits its offsets inside transactions; `
      + 'an offset committed outside them would break exactly-once processing');
    this.operation = operation;
  }
}
