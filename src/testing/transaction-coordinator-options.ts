/**
 * What the in-memory transaction coordinator is configured with, and the shapes of its requests and answers.
 */
import type { Clock } from '../internal/clock.js';
import type { TransactionMarkerWriter } from './transaction-marker-channel.js';

/**
 * Options of a {@link TransactionCoordinator}.
 * @public
 */
export interface TransactionCoordinatorOptions {
  readonly clock: Clock;
  readonly writeMarkers: TransactionMarkerWriter;
  /** Kafka's `transaction.max.timeout.ms`. Default 900000. */
  readonly maxTransactionTimeoutMs?: number;
  /**
   * When markers are written after EndTxn: 0 (default) synchronously before answering, a positive delay on
   * the clock, or `'manual'` until {@link TransactionCoordinator.completePendingMarkers} is called. Tests use
   * the latter two to observe PrepareCommit/PrepareAbort and CONCURRENT_TRANSACTIONS.
   */
  readonly markerDelayMs?: number | 'manual';
  /** First producer id handed out. Default 1000. */
  readonly firstProducerId?: bigint;
}

/**
 * Result of InitProducerId and (TV2) EndTxn.
 * @public
 */
export interface ProducerIdAndEpochResult {
  /** 0, or the Kafka error code of the refusal (CONCURRENT_TRANSACTIONS, PRODUCER_FENCED, ...). */
  readonly errorCode: number;
  /** The producer id assigned (or kept), -1 on an error. */
  readonly producerId: bigint;
  /** The producer epoch to use, -1 on an error. */
  readonly producerEpoch: number;
}

/**
 * Fields common to requests that name a transaction and its producer.
 * @public
 */
export interface TransactionalRequest {
  /** The transaction's `transactional.id`. */
  readonly transactionalId: string;
  /** The producer id the client holds for it. */
  readonly producerId: bigint;
  /** The epoch the client holds; an older one is fenced. */
  readonly producerEpoch: number;
  /** Request version, for the PRODUCER_FENCED / INVALID_PRODUCER_EPOCH choice. Default: latest. */
  readonly version?: number;
}
