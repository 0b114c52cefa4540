/**
 * Errors of the producer pool that do not come from a member producer or a broker.
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';

/**
 * A producer pool was used after `close()` (`transaction`, `connect`), or closed while a call waited for a free
 * member or ran a transaction that the close aborted (`cause`: the member's abort reason).
 * @public
 */
export class ProducerPoolClosedError extends KafkaClientError {
  /** The call that was refused or cut short. */
  readonly operation: string;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The pool method that was called after `close()`.
   */
  constructor(operation: string, options: { readonly cause?: unknown } = {}) {
    super('ERR_PRODUCER_POOL_CLOSED', `ProducerPool.${operation}(): the pool is closing or closed`, options);
    this.operation = operation;
  }
}

/**
 * A producer pool is failed: one of its members was fenced (another instance of the job initialized the same
 * transactional id) or hit a fatal error, and the pool does not replace it (a replacement would fence the other
 * instance back). `cause` is the member's error; every later `transaction`/`connect`, and every caller still
 * waiting for a member, rejects with this error. Transactions already running on other members end on their own.
 * Close the pool.
 * @public
 */
export class ProducerPoolFailedError extends KafkaClientError {
  /** The transactional id of the member that failed. */
  readonly transactionalId: string;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The pool method that was refused.
   * @param transactionalId - The member that failed.
   * @param cause - Its fatal error.
   */
  constructor(operation: string, transactionalId: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('ERR_PRODUCER_POOL_FAILED', `ProducerPool.${operation}(): member ${transactionalId} failed and the pool cannot continue: ${reason}`, { cause });
    this.transactionalId = transactionalId;
  }
}

/**
 * Every member of a producer pool was busy and `maxQueued` callers were already waiting: the call was refused at
 * once, before anything happened.
 * @public
 */
export class ProducerPoolQueueFullError extends KafkaClientError {
  /** The pool's `maxQueued`. */
  readonly maxQueued: number;

  /**
   * Builds the error and its message from the arguments.
   * @param maxQueued - The pool's `maxQueued` bound that was reached.
   */
  constructor(maxQueued: number) {
    super('ERR_PRODUCER_POOL_QUEUE_FULL', `ProducerPool.transaction(): every member is busy and ${maxQueued} callers already wait (maxQueued)`);
    this.maxQueued = maxQueued;
  }
}
