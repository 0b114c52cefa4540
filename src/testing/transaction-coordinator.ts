/**
 * The transaction coordinator of the in-memory cluster: producer ids, epochs, fencing and the two-phase
 * commit, mirroring Kafka's `TransactionCoordinator.scala` / `TransactionMetadata.scala` (KIP-98, KIP-360,
 * KIP-588, KIP-890).
 *
 * Behaviour: InitProducerId bumps the epoch (fencing the previous producer), aborts a transaction left open
 * (answering CONCURRENT_TRANSACTIONS so the client retries and gets a second bump), and honours the
 * current producer id/epoch of KIP-360 requests. EndTxn moves to PrepareCommit/PrepareAbort, answers, then
 * writes COMMIT/ABORT markers to every partition and completes the groups' offsets (transaction-marker-channel.ts);
 * while that completion is pending, further requests get CONCURRENT_TRANSACTIONS. A transaction Ongoing for longer than its timeout
 * is aborted with a bumped epoch, remembering the epoch it bumped from so that its producer can claim the
 * bumped epoch with InitProducerId (KIP-588). TV2 (KIP-890): partitions and groups are added implicitly and each
 * EndTxn bumps the epoch, which it returns.
 *
 * Simplifications versus Kafka: there is no `__transaction_state` log (state is memory only, coordinator
 * epoch fixed at 0) and no transactional.id expiration; a timed-out transaction is aborted exactly at its
 * deadline (Kafka scans every `transaction.abort.timed.out.transaction.cleanup.interval.ms`); marker writes
 * cannot fail partially.
 *
 * TV2 epoch exhaustion: an EndTxn at an exhausted epoch (32766) allocates the next producer id and answers with it at
 * epoch 0 while the markers go out under the old id at epoch 32767; the metadata takes the new id once they are
 * written. A fence-abort (timeout, another instance's InitProducerId) whose bump reaches an exhausted epoch rotates
 * the same way. Until then a request under the new id is answered CONCURRENT_TRANSACTIONS (retriable), and a retried
 * EndTxn under the old id gets the new one again.
 */
import type { Clock } from '../internal/clock.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import { TransactionState, fencedErrorCode } from './transaction-state.js';
import {
  awaitsProducerIdRotation,
  EXHAUSTED_EPOCH,
  isValidProducerId,
  prepareIncrementProducerEpoch,
  transitionMetadata,
  type TransactionMetadata,
  type TransactionVersion,
} from './transaction-metadata.js';
import { NO_PRODUCER_EPOCH, NO_PRODUCER_ID } from '../protocol/record-batch/record-batch-header.js';
import { TransactionMarkerChannel } from './transaction-marker-channel.js';
import type { ProducerIdAndEpochResult, TransactionalRequest, TransactionCoordinatorOptions } from './transaction-coordinator-options.js';

export type { ProducerIdAndEpochResult, TransactionalRequest, TransactionCoordinatorOptions } from './transaction-coordinator-options.js';

/**
 * Per-transactional.id coordinator.
 * @internal
 */
export class TransactionCoordinator {
  private readonly transactions = new Map<string, TransactionMetadata>();
  private readonly clock: Clock;
  private readonly maxTimeoutMs: number;
  /** Writes the markers of prepared transactions and completes them (the second phase). */
  private readonly markers: TransactionMarkerChannel;
  private nextProducerId: bigint;

  constructor(options: TransactionCoordinatorOptions) {
    this.clock = options.clock;
    this.maxTimeoutMs = options.maxTransactionTimeoutMs ?? 900_000;
    this.markers = new TransactionMarkerChannel({ clock: options.clock, writeMarkers: options.writeMarkers, markerDelayMs: options.markerDelayMs ?? 0 });
    this.nextProducerId = options.firstProducerId ?? 1000n;
  }

  /** Hands out a fresh producer id (Kafka's `ProducerIdManager`). */
  allocateProducerId(): bigint {
    return this.nextProducerId++;
  }

  /** The metadata of `transactionalId`, for inspection. */
  metadata(transactionalId: string): Readonly<TransactionMetadata> | undefined {
    return this.transactions.get(transactionalId);
  }

  /** Every known transactional id's metadata. */
  allMetadata(): readonly Readonly<TransactionMetadata>[] {
    return [...this.transactions.values()];
  }

  /**
   * InitProducerId (`handleInitProducerId`). `producerId`/`producerEpoch` are the KIP-360 "current" fields of
   * v3+ (-1 when absent).
   */
  initProducerId(request: {
    readonly transactionalId: string | null;
    readonly transactionTimeoutMs: number;
    readonly producerId?: bigint;
    readonly producerEpoch?: number;
    readonly version?: number;
  }): ProducerIdAndEpochResult {
    const fenced = fencedErrorCode('InitProducerId', request.version ?? Number.MAX_SAFE_INTEGER);
    if (request.transactionalId === null) return { errorCode: ErrorCode.NONE, producerId: this.allocateProducerId(), producerEpoch: 0 };
    if (request.transactionalId === '') return failure(ErrorCode.INVALID_REQUEST);
    if (request.transactionTimeoutMs <= 0 || request.transactionTimeoutMs > this.maxTimeoutMs) {
      return failure(ErrorCode.INVALID_TRANSACTION_TIMEOUT);
    }
    const expected =
      request.producerId !== undefined && request.producerId !== NO_PRODUCER_ID
        ? { producerId: request.producerId, producerEpoch: request.producerEpoch ?? NO_PRODUCER_EPOCH }
        : undefined;
    const metadata = this.getOrCreate(request.transactionalId, request.transactionTimeoutMs);
    switch (metadata.state) {
      case TransactionState.PREPARE_COMMIT:
      case TransactionState.PREPARE_ABORT:
      case TransactionState.PREPARE_EPOCH_FENCE:
        return failure(ErrorCode.CONCURRENT_TRANSACTIONS);
      case TransactionState.DEAD:
        return failure(ErrorCode.UNKNOWN_SERVER_ERROR);
      case TransactionState.EMPTY:
      case TransactionState.COMPLETE_COMMIT:
      case TransactionState.COMPLETE_ABORT:
      case TransactionState.ONGOING:
        break;
    }
    if (expected !== undefined && !isValidProducerId(metadata, expected)) return failure(fenced);
    if (metadata.state === TransactionState.ONGOING) {
      // Abort the open transaction under a bumped epoch first; the client retries and is bumped again.
      this.fenceAndAbort(metadata, false);
      return failure(ErrorCode.CONCURRENT_TRANSACTIONS);
    }
    if (!prepareIncrementProducerEpoch(metadata, expected, () => this.allocateProducerId())) return failure(fenced);
    metadata.transactionTimeoutMs = request.transactionTimeoutMs;
    this.transition(metadata, TransactionState.EMPTY);
    return { errorCode: ErrorCode.NONE, producerId: metadata.producerId, producerEpoch: metadata.producerEpoch };
  }

  /** AddPartitionsToTxn (`handleAddPartitionsToTransaction`); per-partition existence is checked by the caller. */
  addPartitionsToTxn(request: TransactionalRequest & { readonly partitions: readonly TopicPartition[] }): number {
    const checked = this.checkProducer(request, fencedErrorCode('AddPartitionsToTxn', request.version ?? Number.MAX_SAFE_INTEGER));
    if (typeof checked === 'number') return checked;
    const blocked = blockedByCompletion(checked);
    if (blocked !== ErrorCode.NONE) return blocked;
    this.beginIfNeeded(checked, 1);
    for (const partition of request.partitions) checked.partitions.set(topicPartitionKey(partition), partition);
    return ErrorCode.NONE;
  }

  /** AddOffsetsToTxn: puts the group's offsets partition in the transaction. */
  addOffsetsToTxn(request: TransactionalRequest & { readonly groupId: string }): number {
    const checked = this.checkProducer(request, fencedErrorCode('AddOffsetsToTxn', request.version ?? Number.MAX_SAFE_INTEGER));
    if (typeof checked === 'number') return checked;
    const blocked = blockedByCompletion(checked);
    if (blocked !== ErrorCode.NONE) return blocked;
    this.beginIfNeeded(checked, 1);
    checked.groups.add(request.groupId);
    return ErrorCode.NONE;
  }

  /**
   * Produce-side verification (KIP-890): under TV1 a transactional batch is accepted only for a partition
   * added to the Ongoing transaction (INVALID_TXN_STATE otherwise); under TV2 the partition is added here.
   */
  verifyPartition(request: TransactionalRequest & { readonly partition: TopicPartition; readonly transactionVersion: TransactionVersion }): number {
    const key = topicPartitionKey(request.partition);
    return this.verify(request, (txn) => txn.partitions.has(key), (txn) => { txn.partitions.set(key, request.partition); });
  }

  /** TxnOffsetCommit-side verification: the group must be in the transaction (TV1) or is added (TV2). */
  verifyGroup(request: TransactionalRequest & { readonly groupId: string; readonly transactionVersion: TransactionVersion }): number {
    return this.verify(request, (txn) => txn.groups.has(request.groupId), (txn) => { txn.groups.add(request.groupId); });
  }

  /**
   * The verification of a Produce or TxnOffsetCommit: the producer's id and epoch, then under TV1 the partition or
   * group must already be in the Ongoing transaction (`isIn`); under TV2 the transaction begins if needed and it is
   * added (`add`), unless the previous transaction is still completing.
   */
  private verify(request: TransactionalRequest & { readonly transactionVersion: TransactionVersion }, isIn: (txn: TransactionMetadata) => boolean, add: (txn: TransactionMetadata) => void): number {
    const checked = this.checkProducer(request, ErrorCode.INVALID_PRODUCER_EPOCH);
    if (typeof checked === 'number') return checked;
    if (request.transactionVersion === 2) {
      const blocked = blockedByCompletion(checked);
      if (blocked !== ErrorCode.NONE) return blocked;
      this.beginIfNeeded(checked, 2);
      add(checked);
      return ErrorCode.NONE;
    }
    return checked.state === TransactionState.ONGOING && isIn(checked) ? ErrorCode.NONE : ErrorCode.INVALID_TXN_STATE;
  }

  /** EndTxn (`handleEndTransaction`). Under TV2 the answer carries the bumped producer id/epoch. */
  endTxn(request: TransactionalRequest & { readonly committed: boolean; readonly transactionVersion: TransactionVersion }): ProducerIdAndEpochResult {
    const fenced = fencedErrorCode('EndTxn', request.version ?? Number.MAX_SAFE_INTEGER);
    const metadata = this.transactions.get(request.transactionalId);
    if (request.transactionalId === '') return failure(ErrorCode.INVALID_REQUEST);
    const tv2 = request.transactionVersion === 2;
    const completed = request.committed ? TransactionState.COMPLETE_COMMIT : TransactionState.COMPLETE_ABORT;
    // TV2: a retry of the EndTxn that exhausted the epoch, after the rotation: answered with the new id again.
    const retryOnOverflow = tv2 && metadata !== undefined && request.producerId === metadata.lastProducerId && request.producerEpoch === EXHAUSTED_EPOCH
      && metadata.producerEpoch === 0 && metadata.state === completed;
    if (awaitsProducerIdRotation(metadata, request.producerId)) return failure(ErrorCode.CONCURRENT_TRANSACTIONS);
    if (metadata === undefined || (metadata.producerId !== request.producerId && !retryOnOverflow)) return failure(ErrorCode.INVALID_PRODUCER_ID_MAPPING);
    if (retryOnOverflow) return { errorCode: ErrorCode.NONE, producerId: metadata.producerId, producerEpoch: metadata.producerEpoch };
    // Under TV2 the answer carries the id/epoch the client goes on with: the next id at epoch 0 after an exhausting bump.
    const current = (errorCode: number): ProducerIdAndEpochResult => metadata.nextProducerId === NO_PRODUCER_ID
      ? { errorCode, producerId: metadata.producerId, producerEpoch: metadata.producerEpoch }
      : { errorCode, producerId: metadata.nextProducerId, producerEpoch: 0 };
    // TV2: a retry of an EndTxn that already bumped the epoch arrives with the previous epoch.
    if (tv2 && request.producerEpoch === metadata.producerEpoch - 1 && metadata.state === completed) return current(ErrorCode.NONE);
    // TV2: the epoch before the last bump asking for the other outcome of a completed transaction (e.g. a commit
    // after the coordinator timed the transaction out) is INVALID_TXN_STATE in Kafka 4.4, not PRODUCER_FENCED
    // (measured, test/kafka/fidelity); under TV1 (EndTxn <= v4) it is fenced below.
    // The epoch is the one before the current: after a timeout abort (lastProducerEpoch) and after a fence abort
    // by another instance's InitProducerId alike (measured, fidelity "a stale InitProducerId ...").
    if (tv2 && request.producerEpoch === metadata.producerEpoch - 1 && metadata.state !== completed && isComplete(metadata.state)) return failure(ErrorCode.INVALID_TXN_STATE);
    // TV2: a retry while the markers of the bumped EndTxn are still being written (Kafka's retryOnEpochBump in
    // PrepareCommit/PrepareAbort): the same outcome is to be retried, the other one is not allowed.
    if (tv2 && request.producerEpoch === metadata.producerEpoch - 1 && (metadata.state === TransactionState.PREPARE_COMMIT || metadata.state === TransactionState.PREPARE_ABORT)) {
      const preparing = request.committed ? TransactionState.PREPARE_COMMIT : TransactionState.PREPARE_ABORT;
      return failure(metadata.state === preparing ? ErrorCode.CONCURRENT_TRANSACTIONS : ErrorCode.INVALID_TXN_STATE);
    }
    if (request.producerEpoch !== metadata.producerEpoch) return failure(fenced);
    switch (metadata.state) {
      case TransactionState.ONGOING:
        this.prepareAndComplete(metadata, request.committed, tv2);
        return current(ErrorCode.NONE);
      case TransactionState.COMPLETE_COMMIT:
      case TransactionState.COMPLETE_ABORT:
      case TransactionState.EMPTY:
        if (tv2 && !request.committed) {
          // TV2 allows aborting with nothing added; the epoch is still bumped (KIP-890).
          this.prepareAndComplete(metadata, false, true);
          return current(ErrorCode.NONE);
        }
        // TV1: retrying a finished EndTxn with the same outcome succeeds; anything else is INVALID_TXN_STATE.
        return metadata.state === completed && !tv2 ? current(ErrorCode.NONE) : failure(ErrorCode.INVALID_TXN_STATE);
      case TransactionState.PREPARE_COMMIT:
        return failure(request.committed ? ErrorCode.CONCURRENT_TRANSACTIONS : ErrorCode.INVALID_TXN_STATE);
      case TransactionState.PREPARE_ABORT:
        return failure(request.committed ? ErrorCode.INVALID_TXN_STATE : ErrorCode.CONCURRENT_TRANSACTIONS);
      case TransactionState.PREPARE_EPOCH_FENCE:
        return failure(ErrorCode.CONCURRENT_TRANSACTIONS);
      case TransactionState.DEAD:
        return failure(ErrorCode.UNKNOWN_SERVER_ERROR);
    }
  }

  /** Writes every marker held back by `markerDelayMs: 'manual'`. @returns how many transactions completed. */
  completePendingMarkers(): number {
    return this.markers.completePendingMarkers();
  }

  /** Transactions waiting for their markers (PrepareCommit/PrepareAbort). */
  get pendingMarkerCount(): number {
    let count = 0;
    for (const metadata of this.transactions.values()) {
      if (metadata.state === TransactionState.PREPARE_COMMIT || metadata.state === TransactionState.PREPARE_ABORT) count++;
    }
    return count;
  }

  /**
   * Forgets `transactionalId` as if its record were lost (Kafka expires ids after `transactional.id.expiration.ms`;
   * a transaction whose markers never reached a partition then has no coordinator record: a hanging transaction
   * only an admin's abort ends). Its timers stop. @returns whether it was known.
   */
  forget(transactionalId: string): boolean {
    const metadata = this.transactions.get(transactionalId);
    metadata?.timeoutTimer?.cancel();
    metadata?.markerTimer?.cancel();
    return this.transactions.delete(transactionalId);
  }

  /** Cancels every timer (transaction timeouts, delayed markers). */
  close(): void {
    for (const metadata of this.transactions.values()) {
      metadata.timeoutTimer?.cancel();
      metadata.markerTimer?.cancel();
      metadata.timeoutTimer = undefined;
      metadata.markerTimer = undefined;
    }
  }

  private getOrCreate(transactionalId: string, transactionTimeoutMs: number): TransactionMetadata {
    let metadata = this.transactions.get(transactionalId);
    if (metadata === undefined) {
      metadata = {
        transactionalId,
        producerId: this.allocateProducerId(),
        lastProducerId: NO_PRODUCER_ID,
        nextProducerId: NO_PRODUCER_ID,
        producerEpoch: NO_PRODUCER_EPOCH,
        lastProducerEpoch: NO_PRODUCER_EPOCH,
        transactionTimeoutMs,
        state: TransactionState.EMPTY,
        partitions: new Map(),
        groups: new Set(),
        transactionStartTimeMs: -1,
        lastUpdateTimeMs: this.clock.now(),
        transactionVersion: 1,
        timeoutTimer: undefined,
        markerTimer: undefined,
      };
      this.transactions.set(transactionalId, metadata);
    }
    return metadata;
  }

  /** Producer id/epoch checks shared by AddPartitions/AddOffsets and verification. */
  private checkProducer(request: TransactionalRequest, fencedCode: number): TransactionMetadata | number {
    if (request.transactionalId === '') return ErrorCode.INVALID_REQUEST;
    const metadata = this.transactions.get(request.transactionalId);
    // The id an exhausted EndTxn handed out, before its markers are written.
    if (awaitsProducerIdRotation(metadata, request.producerId)) return ErrorCode.CONCURRENT_TRANSACTIONS;
    if (metadata?.producerId !== request.producerId) return ErrorCode.INVALID_PRODUCER_ID_MAPPING;
    if (metadata.producerEpoch !== request.producerEpoch) return fencedCode;
    return metadata;
  }

  private beginIfNeeded(metadata: TransactionMetadata, transactionVersion: TransactionVersion): void {
    if (metadata.state === TransactionState.ONGOING) return;
    this.transition(metadata, TransactionState.ONGOING);
    metadata.transactionVersion = transactionVersion;
    metadata.transactionStartTimeMs = this.clock.now();
    metadata.partitions.clear();
    metadata.groups.clear();
    const { producerId, producerEpoch } = metadata;
    metadata.timeoutTimer = this.clock.setTimer(metadata.transactionTimeoutMs, () => {
      metadata.timeoutTimer = undefined;
      // Only the transaction that armed the timer may be aborted (abortTimedOutTransactions checks the id).
      if (metadata.state === TransactionState.ONGOING && metadata.producerId === producerId && metadata.producerEpoch === producerEpoch) {
        this.fenceAndAbort(metadata, true);
      }
    });
  }

  /**
   * `prepareFenceProducerEpoch` then a server-side abort under the bumped epoch. `timedOut` (KIP-588): the
   * abort was the coordinator's own, not another instance's InitProducerId, so the epoch it bumped from is
   * remembered as `lastProducerEpoch` and the producer that owned the transaction may claim the bumped
   * epoch with a KIP-360 InitProducerId carrying its current id/epoch (`prepareIncrementProducerEpoch`'s
   * "expected == lastProducerEpoch" branch). Any InitProducerId without that epoch resets
   * `lastProducerEpoch`, so a zombie stays fenced. A fence caused by InitProducerId clears it, as Kafka does.
   */
  private fenceAndAbort(metadata: TransactionMetadata, timedOut: boolean): void {
    this.transition(metadata, TransactionState.PREPARE_EPOCH_FENCE);
    const fencedEpoch = metadata.producerEpoch;
    if (metadata.producerEpoch < 32767) metadata.producerEpoch++;
    metadata.lastProducerEpoch = timedOut && metadata.producerEpoch !== fencedEpoch ? fencedEpoch : NO_PRODUCER_EPOCH;
    // TV2: a fence that reaches an exhausted epoch rotates the producer id as an exhausting EndTxn does (Kafka 4.4's
    // completion path checks the epoch whatever started the abort): the markers go out at the fenced epoch and the
    // metadata moves to the next id at epoch 0, so the producer is not left at 32767 with no epoch to bump to.
    if (metadata.transactionVersion === 2 && metadata.producerEpoch >= EXHAUSTED_EPOCH) metadata.nextProducerId = this.allocateProducerId();
    this.prepareAndComplete(metadata, false, false);
  }

  private prepareAndComplete(metadata: TransactionMetadata, commit: boolean, bumpEpoch: boolean): void {
    metadata.timeoutTimer?.cancel();
    metadata.timeoutTimer = undefined;
    if (bumpEpoch) {
      // TV2 markers carry an epoch above every data batch of the transaction. At an exhausted epoch the markers take
      // the last one (32767) and the client goes on under the next producer id (completeProducerIdRotation).
      if (metadata.producerEpoch >= EXHAUSTED_EPOCH) metadata.nextProducerId = this.allocateProducerId();
      metadata.lastProducerEpoch = metadata.producerEpoch;
      metadata.producerEpoch++;
      metadata.transactionVersion = 2;
    }
    this.transition(metadata, commit ? TransactionState.PREPARE_COMMIT : TransactionState.PREPARE_ABORT);
    this.markers.addMarkersToSend(metadata);
  }

  private transition(metadata: TransactionMetadata, to: TransactionState): void {
    transitionMetadata(metadata, to, this.clock);
  }
}

/** CONCURRENT_TRANSACTIONS while a commit/abort is completing (Kafka answers this to AddPartitions too). */
function blockedByCompletion(metadata: TransactionMetadata): number {
  const state = metadata.state;
  return state === TransactionState.PREPARE_COMMIT || state === TransactionState.PREPARE_ABORT || state === TransactionState.PREPARE_EPOCH_FENCE
    ? ErrorCode.CONCURRENT_TRANSACTIONS
    : ErrorCode.NONE;
}

function isComplete(state: TransactionState): boolean {
  return state === TransactionState.COMPLETE_COMMIT || state === TransactionState.COMPLETE_ABORT;
}

function failure(errorCode: number): ProducerIdAndEpochResult {
  return { errorCode, producerId: NO_PRODUCER_ID, producerEpoch: NO_PRODUCER_EPOCH };
}
