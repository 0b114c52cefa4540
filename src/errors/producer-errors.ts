/**
 * Errors raised by the producer facade and its Sender that do not come from a broker error code:
 * time bounds (KIP-91 delivery timeout, `maxBlockMs`, transactional call timeouts) and a closed producer.
 */
import { causeChain, KafkaClientError } from './kafka-client-error.js';
import { OperationTimeoutError } from './operation-timeout-error.js';

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
export class ProducerTimeoutError extends OperationTimeoutError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The producer call whose bound ran out (`initTransactions`, `send`, `commitTransaction`, ...).
   * @param timeoutMs - The bound that ran out, ms: the call's `timeoutMs`, else `maxBlockMs` (for `flush`,
   *   `deliveryTimeoutMs + requestTimeoutMs`).
   * @param cause - the last underlying failure seen while waiting (a connection refused, a broker's retriable
   *   error), kept as `cause` and named in the message: without it a timeout says nothing about why.
   * @param options - `continues: false` when the operation stopped with the wait (the message then does not
   *   suggest waiting for its outcome).
   */
  constructor(operation: string, timeoutMs: number, cause?: Error, options: { readonly continues?: boolean } = {}) {
    // `continues: false`: the operation stopped with the wait (connect), so there is no outcome to wait for.
    super('ERR_PRODUCER_TIMEOUT', operation, timeoutMs, cause, options.continues === false ? '' : '; it may still complete: call it again to wait for the outcome');
  }
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
