/**
 * The errors a send fails with at once, before its record joins a batch: it can never fit
 * ({@link RecordTooLargeError}) or the producer is closing ({@link ProducerClosedError}). The memory-wait
 * timeout, `BufferExhaustedError`, lives with the memory bound in buffer-pool.ts.
 */
import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * A record is larger than `maxRequestSize` or `bufferMemory` (Java `RecordTooLargeException`); it
 * could never be sent, so `send` fails at once.
 * @public
 */
export class RecordTooLargeError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param sizeInBytes - The record's encoded size.
   * @param limitName - The option that bounds it (`maxRequestSize` or `bufferMemory`).
   * @param limit - That option's value.
   */
  constructor(topic: string, partition: number, sizeInBytes: number, limitName: string, limit: number) {
    super('ERR_RECORD_TOO_LARGE', `record for ${topic}-${partition} is ${sizeInBytes} bytes when serialized, more than ${limitName} (${limit})`);
  }
}

/**
 * A call was made, or a record or request was still waiting, after the producer started closing
 * (`Producer.close()`). Every public call made after `close()` (or while it runs) rejects with it, naming the
 * call; so does a send still waiting for metadata or for its turn when the close begins (its records were not
 * appended: the transaction they belonged to is aborted by the close), and whatever is left when the close's
 * bound ends. Nothing it names was written.
 * @public
 */
export class ProducerClosedError extends KafkaClientError {
  /** The refused call (`send` for records), or null when the close failed work already under way. */
  readonly operation: string | null;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - the call refused because of the close, when there is one.
   */
  constructor(operation?: string) {
    super('ERR_PRODUCER_CLOSED', operation === undefined ? 'the producer is closing or closed'
      : operation === 'send' ? 'cannot send: the producer is closing or closed' : `cannot call ${operation}(): the producer is closing or closed`);
    this.operation = operation ?? null;
  }
}
