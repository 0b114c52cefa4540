/**
 * `producer.transaction(async (txn) => { ... })`: begin, run, commit on success; abort on error or when
 * the AbortSignal fires. The decision after a failure follows the KIP-1050 classification of the error:
 * - abortable: the transaction is aborted, and retried only when the caller asked for `retries`;
 * - application-recoverable (fenced) and fatal: rethrown at once, the producer is unusable;
 * - commit outcome unknown: rethrown without aborting (the commit may have happened);
 * - anything else the callback threw: the transaction is aborted and the error rethrown.
 * The facade chains calls (a promise chain), so concurrent calls run in order instead of failing with
 * "transaction already in progress". A call made inside a callback (in its async context) would wait for the
 * transaction that waits for the callback: `Producer.transaction` refuses it at once with
 * `NestedTransactionError` ({@link isInTransactionCallback}, an AsyncLocalStorage marks the callback's context).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isKafkaClientError } from '../../errors/kafka-client-error.js';
import { OperationAbortedError } from '../../errors/producer-errors.js';
import { isTransactionError } from '../../errors/transaction-errors.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../../common/topic-partition.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { ProducerRecord, RecordMetadata } from '../../common/record.js';
import { raceAbort } from '../../internal/abort-race.js';

/**
 * What the callback of `producer.transaction` gets.
 * @public
 */
export interface TransactionContext {
  /** Sends records in this transaction. */
  send(record: ProducerRecord): Promise<RecordMetadata>;
  /** Sends several records in this transaction; the metadata come back in the records' order. */
  send(records: readonly ProducerRecord[]): Promise<RecordMetadata[]>;
  /** Adds consumed offsets to this transaction (see `Producer.sendOffsetsToTransaction`). */
  sendOffsets(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata): Promise<void>;
  /** Aborts when the caller's signal aborts or the transaction is being aborted; pass it to your own awaits. */
  readonly signal: AbortSignal;
  /** 0 for the first attempt, then 1, 2, ... when `retries` is set. */
  readonly attempt: number;
}

/**
 * The callback run inside a transaction.
 * @public
 */
export type TransactionCallback<T> = (transaction: TransactionContext) => Promise<T>;

/**
 * Options of `producer.transaction`.
 * @public
 */
export interface RunInTransactionOptions {
  /** Aborts the transaction (if not yet committing) and rejects with OperationAbortedError. */
  readonly signal?: AbortSignal;
  /** How many times to re-run the callback after an abortable failure. Default 0: never retried silently. */
  readonly retries?: number;
}

/**
 * The part of `Producer` a transaction run drives. Declared here, not imported, so that this module does
 * not depend on `producer.ts` (which depends on it).
 * @internal
 */
export interface TransactionalProducer {
  readonly state: TransactionState;
  beginTransaction(): void;
  send(record: ProducerRecord): Promise<RecordMetadata>;
  endLingerAfterTurn(): void;
  sendOffsetsToTransaction(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata): Promise<void>;
  commitTransaction(): Promise<void>;
  abortTransaction(): Promise<void>;
}

/** The producers whose `transaction()` callback the current async context runs in. */
const callbackContext = new AsyncLocalStorage<ReadonlySet<object>>();

/**
 * True when called (synchronously or asynchronously) from inside a `transaction()` callback of `producer`.
 * @internal
 */
export function isInTransactionCallback(producer: object): boolean {
  return callbackContext.getStore()?.has(producer) === true;
}

/**
 * Runs one transaction with the policy in the module comment. Used by `Producer.transaction`.
 * @internal
 */
export async function runInTransaction<T>(producer: TransactionalProducer, callback: TransactionCallback<T>, options: RunInTransactionOptions): Promise<T> {
  const retries = options.retries ?? 0;
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted === true) throw new OperationAbortedError('transaction', options.signal.reason);
    producer.beginTransaction();
    const controller = new AbortController();
    const forward = (): void => { controller.abort(options.signal?.reason); };
    options.signal?.addEventListener('abort', forward, { once: true });
    try {
      const context: TransactionContext = {
        send: ((records: ProducerRecord | readonly ProducerRecord[]) => {
          const sent = producer.send(records as ProducerRecord);
          // The commit waits for these records anyway: they are sent when the callback's turn ends.
          producer.endLingerAfterTurn();
          return sent;
        }) as TransactionContext['send'],
        sendOffsets: (offsets, groupMetadata) => producer.sendOffsetsToTransaction(offsets, groupMetadata),
        signal: controller.signal,
        attempt,
      };
      const inside = new Set(callbackContext.getStore() ?? []).add(producer);
      const value = await raceAbort(callbackContext.run(inside, () => callback(context)), controller.signal, () => new OperationAbortedError('transaction', controller.signal.reason));
      await producer.commitTransaction();
      return value;
    } catch (error) {
      controller.abort(error);
      if (!(await abortAfter(producer, error))) throw error;
      const abortable = isTransactionError(error) && error.classification === 'abortable';
      if (!abortable || attempt >= retries) throw error;
    } finally {
      options.signal?.removeEventListener('abort', forward);
    }
  }
}

/**
 * Aborts after `error` when that is the right move; returns false when the error must be rethrown
 * without aborting (fenced, fatal, commit outcome unknown). A failed abort is thrown, with `error` as cause.
 */
async function abortAfter(producer: TransactionalProducer, error: unknown): Promise<boolean> {
  if (isTransactionError(error)) {
    if (error.commitOutcomeUnknown) return false;
    if (error.classification === 'fatal' || error.classification === 'application-recoverable') return false;
  }
  const state = producer.state;
  if (state === TransactionState.FATAL_ERROR) return false;
  if (state !== TransactionState.IN_TRANSACTION && state !== TransactionState.ABORTABLE_ERROR && state !== TransactionState.ABORTING_TRANSACTION) {
    // Not abortable from here (e.g. COMMITTING after a commit timeout): the caller must decide.
    return false;
  }
  try {
    await producer.abortTransaction();
  } catch (abortError) {
    if (isKafkaClientError(abortError) && abortError.cause === undefined) Object.defineProperty(abortError, 'cause', { value: error });
    throw abortError;
  }
  return true;
}
