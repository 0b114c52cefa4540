/**
 * Errors of the admin client that do not come from one broker error code: a call that ran out of time, a closed
 * client, and a call that failed for some of the resources it named (each failure kept with its resource).
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { OperationTimeoutError } from '../errors/operation-timeout-error.js';

/**
 * An admin call did not complete within its `timeoutMs` (default `defaultApiTimeoutMs`), retries included (Java's
 * `TimeoutException` from an admin future). `cause` is the last failure seen (a retriable broker error, a refused
 * connection); a mutation (create, delete, alter, abort) may still have been applied.
 * @public
 */
export class AdminTimeoutError extends OperationTimeoutError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The admin method that timed out, e.g. `listTransactions`.
   * @param timeoutMs - The bound that passed, in milliseconds.
   * @param cause - The last error seen while retrying, if any.
   */
  constructor(operation: string, timeoutMs: number, cause?: Error) {
    super('ERR_ADMIN_TIMEOUT', operation, timeoutMs, cause);
  }
}

/**
 * The admin client was closed before or during the call.
 * @public
 */
export class AdminClosedError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The admin method that was called after `close()`.
   */
  constructor(operation: string) {
    super('ERR_ADMIN_CLOSED', `${operation}() called on a closed admin client`);
  }
}

/**
 * One resource a call named, and why it failed.
 * @public
 */
export interface AdminFailure {
  /** The topic, `topic-partition`, group, transactional id, or config resource, as the call named it. */
  readonly resource: string;
  /** Usually a `ProtocolError` (the broker's error code for this resource). */
  readonly error: KafkaClientError;
}

/**
 * A call that names several resources (topics, groups, partitions, transactional ids) failed for some of them;
 * the others succeeded (a mutation took effect for them). `failures` lists each failed resource with its error;
 * `cause` is the first of them. Errors that stop the whole call (no broker reachable, a timeout) are thrown as
 * themselves, not wrapped.
 * @public
 */
export class AdminOperationError extends KafkaClientError {
  /** The admin method, e.g. `createTopics`. */
  readonly operation: string;
  /** Each resource that failed (a topic, group, transactional id, `topic-partition`) with its error. */
  readonly failures: readonly AdminFailure[];

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The admin method.
   * @param failures - One entry per resource that failed.
   */
  constructor(operation: string, failures: readonly AdminFailure[]) {
    const lines = failures.map((failure) => `  - ${failure.resource}: ${failure.error.message}`);
    super('ERR_ADMIN_OPERATION', `${operation}() failed for ${failures.length} resource${failures.length === 1 ? '' : 's'}:\n${lines.join('\n')}`,
      failures[0] === undefined ? {} : { cause: failures[0].error });
    this.operation = operation;
    this.failures = Object.freeze([...failures]);
  }
}

/**
 * Throws {@link AdminOperationError} when `failures` is not empty.
 * @internal
 */
export function throwFailures(operation: string, failures: readonly AdminFailure[]): void {
  if (failures.length > 0) throw new AdminOperationError(operation, failures);
}
