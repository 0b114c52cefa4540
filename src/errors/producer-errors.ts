/**
 * Errors raised by the producer facade and its Sender that do not come from a broker error code:
 * time bounds (KIP-91 delivery timeout, `maxBlockMs`, transactional call timeouts) and a closed producer.
 */
import { KafkaClientError } from './kafka-client-error.js';

/**
 * A record was not acknowledged within `deliveryTimeoutMs` of its `send` (KIP-91, Kafka's
 * `TimeoutException` "Expiring N record(s)"). The record may or may not have been written: for an
 * idempotent or transactional producer it was not written twice.
 * @public
 */
export class DeliveryTimeoutError extends KafkaClientError {
  /** The topic of the record that expired. */
  readonly topic: string;
  /** The partition of the record that expired. */
  readonly partition: number;

  /**
   * Builds the error and its message from the arguments.
   * @param cause - the error of the batch's last failed attempt, if any (named in the message too).
   */
  constructor(topic: string, partition: number, recordCount: number, deliveryTimeoutMs: number, cause?: unknown) {
    const last = cause instanceof Error ? `; last error: ${causeChain(cause)}` : '';
    super('ERR_DELIVERY_TIMEOUT', `Expiring ${recordCount} record(s) for ${topic}-${partition}: ${deliveryTimeoutMs} ms (deliveryTimeoutMs) has passed since the batch was created${last}`,
      cause === undefined ? {} : { cause });
    this.topic = topic;
    this.partition = partition;
  }
}

/**
 * A producer operation did not finish within its bound (`maxBlockMs` for initTransactions, send
 * back-pressure, metadata and transactional calls; Kafka's `TimeoutException`). The operation may still
 * complete in the background; calling it again waits for the same outcome (commitTransaction and
 * abortTransaction are idempotent while in progress, as in Kafka).
 * @public
 */
export class ProducerTimeoutError extends KafkaClientError {
  /** The producer call whose bound ran out (`initTransactions`, `send`, `commitTransaction`, ...). */
  readonly operation: string;
  /**
   * The bound that ran out, ms: the call's `timeoutMs`, else `maxBlockMs` (for `flush`, `deliveryTimeoutMs +
   * requestTimeoutMs`).
   */
  readonly timeoutMs: number;

  /**
   * Builds the error and its message from the arguments.
   * @param cause - the last underlying failure seen while waiting (a connection refused, a broker's retriable
   *   error), kept as `cause` and named in the message: without it a timeout says nothing about why.
   * @param options - `continues: false` when the operation stopped with the wait (the message then does not
   *   suggest waiting for its outcome).
   */
  constructor(operation: string, timeoutMs: number, cause?: Error, options: { readonly continues?: boolean } = {}) {
    // `continues: false`: the operation stopped with the wait (connect), so there is no outcome to wait for.
    const next = options.continues === false ? '' : '; it may still complete: call it again to wait for the outcome';
    super('ERR_PRODUCER_TIMEOUT', `${callTimeoutMessage(operation, timeoutMs, cause)}${next}`,
      cause === undefined ? {} : { cause });
    this.operation = operation;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * How every client's call-timeout error (producer, consumer, admin) words itself: the call, the bound that passed,
 * and the last failure seen while retrying, which is what tells the reader why.
 * @internal
 */
export function callTimeoutMessage(operation: string, timeoutMs: number, cause: Error | undefined): string {
  return `${operation}() did not complete within ${timeoutMs} ms${cause === undefined ? '' : `; last error: ${causeChain(cause)}`}`;
}

/**
 * `error`'s message followed by those of its causes not already contained in it (at most three levels), so
 * that a wrapper such as "no broker reachable" still shows the ECONNREFUSED underneath.
 * @internal
 */
export function causeChain(error: Error): string {
  let text = error.message;
  let next: unknown = error.cause;
  for (let depth = 0; depth < 3 && next instanceof Error; depth++, next = next.cause) {
    if (!text.includes(next.message)) text += ` <- ${next.message}`;
  }
  return text;
}

/**
 * The operation was cancelled through its AbortSignal.
 * @public
 */
export class OperationAbortedError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The method whose `signal` fired.
   * @param reason - The signal's `reason`, kept as the cause.
   */
  constructor(operation: string, reason: unknown) {
    super('ERR_OPERATION_ABORTED', `${operation}() was aborted by its signal`, reason === undefined ? {} : { cause: reason });
  }
}
