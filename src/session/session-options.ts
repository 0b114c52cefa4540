/**
 * The transactional session's options as a hand-written, documented interface (what editors show and the API
 * report records); session-config.ts validates them with zod and fills in the defaults, and a compile-time check
 * there fails the build when the two disagree (the same pattern as the producer's options).
 */
import type { Logger } from '../config/logger.js';
import type { Producer } from '../producer/producer.js';
import type { TransactionalSource } from '../consumer/transactional-source.js';
import type { RecordErrorPolicy } from './record-error-policy.js';

/**
 * Options of `new TransactionalSession(options)`.
 * @public
 */
export interface TransactionalSessionOptions {
  /**
   * A transactional `Producer` (with `transactionalId`). The session calls `initTransactions()` on it when it is
   * not initialized yet. It stays the caller's: the session never closes it.
   */
  readonly producer: Producer;
  /** What feeds the session: kafka-eos's group consumer, the KafkaJS adapter, or your own `TransactionalSource`. */
  readonly source: TransactionalSource;
  /** How long one poll waits for records before the batch is reported empty, in milliseconds. Default 1000. */
  readonly pollTimeoutMs?: number;
  /** Upper bound of records per batch (= per transaction). Default 500. */
  readonly maxRecords?: number;
  /**
   * Called when the producer was fenced (`ProducerFencedError`, another instance took its `transactionalId`, or
   * a coordinator-side timeout fenced it), or when the EndTxn retried for a commit whose outcome was unknown found
   * the transaction ended (INVALID_TXN_STATE under transaction version 2): returns the replacement producer (same
   * `transactionalId`, usually).
   * The session closes the fenced producer when it created it, initializes the new one, rewinds to the
   * committed offsets and goes on. Default: none; the fencing error is thrown from `run`/`runOnce`, and the
   * session is failed (every later call rethrows it).
   */
  readonly rebuildProducer?: () => Producer | Promise<Producer>;
  /** How often `commitTransaction()` is called again after an outcome-unknown failure before giving up on it. Default 3. */
  readonly commitRetries?: number;
  /**
   * Bound of each read of the committed offsets (the rewind after an abort, resolving an unknown commit), in
   * milliseconds: passed to the source's `committed()` as `timeoutMs`, and enforced by the session for a source that
   * does not honour it (`ConsumerTimeoutError`). Default 60000.
   */
  readonly committedTimeoutMs?: number;
  /**
   * What happens when the batch handler of `run`/`runOnce` throws (not the `for await` form, whose body's throw
   * leaves the loop): `fail` (default) rejects `run`/`runOnce` after the abort and rewind; `skip` and `deadLetter`
   * re-run the batch up to `maxAttempts` times with a backoff, then commit it without the failing record (written
   * to the dead-letter topic in that same transaction under `deadLetter`). Throw `RecordProcessingError` to name
   * the failing record; otherwise the session narrows a failing batch down to one record per transaction.
   * See docs/session.md.
   */
  readonly onRecordError?: RecordErrorPolicy;
  /** A logger with `debug`/`info`/`warn`/`error` methods. Default: silent. */
  readonly logger?: Logger;
}
