/**
 * The one shape of "a client call ran out of its time bound" (Java's `TimeoutException`): the producer's, the
 * consumer's and the admin client's timeout errors extend it with their own code, so one guard tells any of them.
 */
import type { KafkaClientErrorCode } from './error-codes.js';
import { causeChain, hasErrorBrand, KafkaClientError } from './kafka-client-error.js';

const OPERATION_TIMEOUT_ERROR: unique symbol = Symbol.for('kafka-eos.OperationTimeoutError');

/**
 * A client call did not complete within its bound, retries included (Java's `TimeoutException`): the
 * {@link ProducerTimeoutError}, `ConsumerTimeoutError` or `AdminTimeoutError` of the client that was called. `cause`
 * is the last failure seen while retrying (a refused connection, a broker's retriable error), named in the message
 * too; the call's work may still complete (a mutation may have been applied).
 * @public
 */
export abstract class OperationTimeoutError extends KafkaClientError {
  /** @internal brand checked by {@link isOperationTimeoutError}. */
  readonly [OPERATION_TIMEOUT_ERROR] = true;
  /** The call whose bound ran out (`send`, `commitTransaction`, `commit`, `listTransactions`, ...). */
  readonly operation: string;
  /** The bound that ran out, in milliseconds. */
  readonly timeoutMs: number;

  /**
   * Builds the message every client's timeout shares: the call, the bound, the last failure.
   * @param code - The client's code (`ERR_PRODUCER_TIMEOUT`, `ERR_CONSUMER_TIMEOUT`, `ERR_ADMIN_TIMEOUT`).
   * @param operation - The call whose bound ran out.
   * @param timeoutMs - The bound, ms.
   * @param cause - The last error seen while retrying, if any.
   * @param advice - Appended to the message (what the caller can do next).
   */
  protected constructor(code: KafkaClientErrorCode, operation: string, timeoutMs: number, cause: Error | undefined, advice = '') {
    super(code, `${operation}() did not complete within ${timeoutMs} ms${cause === undefined ? '' : `; last error: ${causeChain(cause)}`}${advice}`,
      cause === undefined ? {} : { cause });
    this.operation = operation;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * True when `value` is an {@link OperationTimeoutError} of any client, from any copy of kafka-eos (a brand check, not
 * `instanceof`).
 * @public
 */
export function isOperationTimeoutError(value: unknown): value is OperationTimeoutError {
  return hasErrorBrand(value, OPERATION_TIMEOUT_ERROR);
}
