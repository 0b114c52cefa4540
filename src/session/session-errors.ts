/**
 * Errors of the transactional session that do not come from the producer or a broker.
 */
import { KafkaClientError, isKafkaClientError } from '../errors/kafka-client-error.js';
import type { ConsumedRecord } from '../consumer/transactional-source.js';

/**
 * A transactional session was used after `close()` (`run`, `runOnce`), or closed while a call waited for it.
 * @public
 */
export class SessionClosedError extends KafkaClientError {
  /** The call that was refused. */
  readonly operation: string;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The session method that was called after `close()`.
   */
  constructor(operation: string) {
    super('ERR_SESSION_CLOSED', `TransactionalSession.${operation}() was called after close(); create a new session`);
    this.operation = operation;
  }
}

/**
 * A transactional session is failed: an earlier batch ended with an error the session cannot recover from (the
 * producer was fenced and no `rebuildProducer` was given, or a fatal producer error). `cause` is that error;
 * every later `run`/`runOnce` rejects with this error. Close the session.
 * @public
 */
export class SessionFailedError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param operation - The session method that was refused.
   * @param cause - The failure that stopped the session.
   */
  constructor(operation: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('ERR_SESSION_FAILED', `TransactionalSession.${operation}(): the session failed earlier and cannot continue: ${reason}`, { cause });
  }
}

/**
 * Thrown by a batch handler to say which record it failed on, so that the session's `onRecordError` policy can
 * isolate that record (dead-letter or skip it) without narrowing the batch down first. `cause` is the real
 * failure; its class name and message go into the dead-letter record's headers.
 * @public
 */
export class RecordProcessingError extends KafkaClientError {
  /** The record of the batch the handler failed on. */
  readonly record: ConsumedRecord;

  /**
   * Builds the error and its message from the arguments.
   * @param record - The record the handler failed on.
   * @param options - `cause`: what the handler threw.
   */
  constructor(record: ConsumedRecord, options: { readonly cause?: unknown } = {}) {
    const { cause } = options;
    const reason = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'failed';
    super('ERR_SESSION_RECORD_PROCESSING', `processing ${record.topic}-${record.partition}@${record.offset.toString()} failed: ${reason}`, options);
    this.record = record;
  }
}

/**
 * True when `value` is a {@link RecordProcessingError} (of any copy of kafka-eos).
 * @public
 */
export function isRecordProcessingError(value: unknown): value is RecordProcessingError {
  return isKafkaClientError(value) && value.code === 'ERR_SESSION_RECORD_PROCESSING' && 'record' in value && typeof value.record === 'object';
}
