/**
 * Errors of the transactional session that do not come from the producer or a broker.
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';

/**
 * A transactional session was used after `close()` (`run`, `runOnce`), or closed while a call waited for it.
 * @public
 */
export class SessionClosedError extends KafkaClientError {
  /** The call that was refused. */
  readonly operation: string;

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
  constructor(operation: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('ERR_SESSION_FAILED', `TransactionalSession.${operation}(): the session failed earlier and cannot continue: ${reason}`, { cause });
  }
}
