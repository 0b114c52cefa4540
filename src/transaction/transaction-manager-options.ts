/**
 * The options and listener types of the transaction manager.
 */
import type { ExponentialBackoff, RandomSource } from '../internal/backoff.js';
import type { ProducerIdentity } from './producer-identity.js';
import type { TransactionState } from '../common/transaction-names.js';

/**
 * Options of the transaction manager.
 * @public
 */
export interface TransactionManagerOptions {
  /** The transactional id, or null for an idempotent-only producer. */
  readonly transactionalId: string | null;
  /** Sent in InitProducerId; the coordinator aborts transactions open longer than this. Default 60000. */
  readonly transactionTimeoutMs?: number;
  /** KIP-890 transaction version the cluster finalized (decided by the Sender from ApiVersions). */
  readonly transactionVersion: 1 | 2;
  /** Backoff for retriable errors; default 100 ms rising to 1 s with 20 % jitter (KIP-580). */
  readonly retryBackoff?: ExponentialBackoff;
  /** Backoff for CONCURRENT_TRANSACTIONS; default 2, 4, 8 ... 500 ms. */
  readonly concurrentTransactionsBackoff?: ExponentialBackoff;
  /** Random source for the default retry jitter; inject a seeded one in tests. */
  readonly random?: RandomSource;
  /** How many times an EndTxn whose answer was lost is sent before giving up with "outcome unknown". Default 10. */
  readonly endTxnMaxAttempts?: number;
  /**
   * Internal policy switch (default true): AddPartitionsToTxn, AddOffsetsToTxn and TxnOffsetCommit
   * of one transaction may be in flight together; false keeps Kafka's one transactional request in flight. A
   * broker reads one request per connection at a time, so two adds pipelined to the coordinator are applied one
   * after the other (measured on Apache Kafka 4.4.0: never refused with CONCURRENT_TRANSACTIONS). See
   * docs/transactions.md, "Requests in flight".
   * @internal
   */
  readonly concurrentTransactionalRequests?: boolean;
  /**
   * Internal policy switch (default false): true keeps the transaction's offsets request (TV1 AddOffsetsToTxn,
   * TV2 TxnOffsetCommit) and its Produce requests out of each other's flight
   * (src/transaction/offsets-produce-overlap.ts). Measured on Apache Kafka 4.4.0 it saved no
   * CONCURRENT_TRANSACTIONS and cost a round trip, so it is off (docs/performance.md).
   * @internal
   */
  readonly offsetsAfterProduce?: boolean;
}

/**
 * Listener of state transitions. `cause` is set when entering ABORTABLE_ERROR or FATAL_ERROR.
 * @public
 */
export type TransitionListener = (from: TransactionState, to: TransactionState, cause: Error | undefined) => void;

/**
 * Listener of producer id / epoch changes after the first InitProducerId (KIP-360 bumps, KIP-890 EndTxn).
 * @public
 */
export type EpochBumpListener = (previous: ProducerIdentity, next: ProducerIdentity) => void;

/**
 * Options of `TransactionManager.nextRequest`.
 * @public
 */
export interface NextRequestOptions {
  /**
   * True while produce batches of the transaction are unsent or unanswered: EndTxn waits for them, as in
   * Kafka (`nextRequest(hasIncompleteBatches)`), so a commit never overtakes its own records.
   */
  readonly hasIncompleteBatches?: boolean;
  /**
   * True while a Produce request of the transaction awaits its answer: the offsets request (TV1
   * AddOffsetsToTxn, TV2 TxnOffsetCommit) waits for it, since a real coordinator answers the overlap with
   * CONCURRENT_TRANSACTIONS. Omitted: treated as false.
   */
  readonly hasInFlightProduce?: boolean;
}
