/**
 * The second phase of a transaction's completion in the in-memory cluster, after the coordinator moved it
 * to PrepareCommit/PrepareAbort: write the COMMIT/ABORT markers, then move to CompleteCommit/CompleteAbort
 * (Kafka's `TransactionMarkerChannelManager.addTxnMarkersToSend` and its completion callback).
 *
 * Behaviour: markers are written at once, after `markerDelayMs` on the clock, or when the test calls
 * `completePendingMarkers` (`'manual'`); until then the transaction stays in its Prepare state, so the
 * coordinator answers CONCURRENT_TRANSACTIONS.
 *
 * Simplifications versus Kafka: no per-broker request queues and no retries; a marker write cannot fail
 * partially; the coordinator epoch is fixed at 0.
 */
import type { Clock } from '../internal/clock.js';
import { TransactionState } from './transaction-state.js';
import { completeProducerIdRotation, transitionMetadata, type TransactionMetadata } from './transaction-metadata.js';
import type { TransactionMarkerRequest } from './txn-marker-append.js';

/**
 * Writes markers to partition logs and completes group offsets.
 * @internal
 */
export type TransactionMarkerWriter = (request: TransactionMarkerRequest) => void;

/**
 * Options of a {@link TransactionMarkerChannel}.
 * @internal
 */
export interface TransactionMarkerChannelOptions {
  readonly clock: Clock;
  readonly writeMarkers: TransactionMarkerWriter;
  /** 0: write before returning; a positive delay on the clock; `'manual'`: on `completePendingMarkers`. */
  readonly markerDelayMs: number | 'manual';
}

/**
 * Writes the markers of prepared transactions and completes them.
 * @internal
 */
export class TransactionMarkerChannel {
  private readonly clock: Clock;
  private readonly writeMarkers: TransactionMarkerWriter;
  private readonly markerDelayMs: number | 'manual';
  private readonly pendingManual = new Set<TransactionMetadata>();

  constructor(options: TransactionMarkerChannelOptions) {
    this.clock = options.clock;
    this.writeMarkers = options.writeMarkers;
    this.markerDelayMs = options.markerDelayMs;
  }

  /** Completes a transaction the coordinator just moved to PrepareCommit/PrepareAbort, now or later per `markerDelayMs`. */
  addMarkersToSend(metadata: TransactionMetadata): void {
    if (this.markerDelayMs === 'manual') {
      this.pendingManual.add(metadata);
    } else if (this.markerDelayMs > 0) {
      metadata.markerTimer = this.clock.setTimer(this.markerDelayMs, () => {
        metadata.markerTimer = undefined;
        this.completeTransaction(metadata);
      });
    } else {
      this.completeTransaction(metadata);
    }
  }

  /** Writes every marker held back by `markerDelayMs: 'manual'`. @returns how many transactions completed. */
  completePendingMarkers(): number {
    const pending = [...this.pendingManual];
    this.pendingManual.clear();
    for (const metadata of pending) this.completeTransaction(metadata);
    return pending.length;
  }

  private completeTransaction(metadata: TransactionMetadata): void {
    const commit = metadata.state === TransactionState.PREPARE_COMMIT;
    if (!commit && metadata.state !== TransactionState.PREPARE_ABORT) return;
    this.writeMarkers({
      transactionalId: metadata.transactionalId,
      producerId: metadata.producerId,
      producerEpoch: metadata.producerEpoch,
      commit,
      coordinatorEpoch: 0,
      transactionVersion: metadata.transactionVersion,
      partitions: [...metadata.partitions.values()],
      groups: [...metadata.groups],
    });
    transitionMetadata(metadata, commit ? TransactionState.COMPLETE_COMMIT : TransactionState.COMPLETE_ABORT, this.clock);
    completeProducerIdRotation(metadata);
    metadata.partitions.clear();
    metadata.groups.clear();
    metadata.transactionStartTimeMs = -1;
  }
}
