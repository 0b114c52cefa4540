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
  constructor(topic: string, partition: number, sizeInBytes: number, limitName: string, limit: number) {
    super('ERR_RECORD_TOO_LARGE', `record for ${topic}-${partition} is ${sizeInBytes} bytes when serialized, more than ${limitName} (${limit})`);
  }
}

/**
 * A record was sent after the producer started closing.
 * @public
 */
export class ProducerClosedError extends KafkaClientError {
  constructor() {
    super('ERR_PRODUCER_CLOSED', 'cannot send: the producer is closing or closed');
  }
}
