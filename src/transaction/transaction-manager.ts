/**
 * The sans-I/O transaction manager (Kafka's `TransactionManager`): public operations validate the
 * state, queue requests and return a {@link TransactionalRequestResult}; the Sender asks for the next
 * request with `nextRequest(now)`, sends it, and feeds the answer back with `handleResponse` or
 * `handleFailure`. No sockets, timers or clock: `now` is always a parameter.
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { isTransactionError, TransactionAbortedError, TransactionError, transactionErrorFromCode } from '../errors/transaction-errors.js';
import { decideBatchFate, type BatchFate, type BatchReport, type TransactionEffect } from './batch-fate.js';
import type { SequencedBatch } from './partition-sequences.js';
import type { ConsumerGroupMetadata, PendingTxnRequest, TopicPartitionOffset } from './pending-txn-request.js';
import { validateSendOffsetsArguments } from './send-offsets-arguments.js';
import { TransactionResponseHandlers } from './transaction-response-handlers.js';
import { TransactionState } from './transaction-state.js';
import type { TransactionalRequestResult } from './transactional-request-result.js';
import { RequestPriority } from './txn-request-queue.js';
import { addOffsetsToTxnWire, buildAddOffsetsToTxn } from './handlers/add-offsets-to-txn.js';
import { addPartitionsToTxnWire, buildAddPartitionsToTxn } from './handlers/add-partitions-to-txn.js';
import { buildEndTxn, endTxnWire } from './handlers/end-txn.js';
import { buildFindCoordinator, findCoordinatorWire } from './handlers/find-coordinator.js';
import { buildInitProducerId, initProducerIdWire } from './handlers/init-producer-id.js';
import { buildTxnOffsetCommit, txnOffsetCommitWire } from './handlers/txn-offset-commit.js';
import type { OutboundTxnRequest, RequestTarget } from './txn-requests.js';

export type { TransactionManagerOptions, TransitionListener, EpochBumpListener } from './transaction-manager-base.js';


/**
 * FindCoordinator (changes where the others go), InitProducerId (changes the producer id/epoch they carry)
 * and EndTxn (ends the transaction the others belong to) are never in flight with another request.
 */
function isExclusive(pending: PendingTxnRequest): boolean {
  return pending.api === 'FindCoordinator' || pending.api === 'InitProducerId' || pending.api === 'EndTxn';
}

/**
 * Options of {@link TransactionManager.nextRequest}.
 * @public
 */
export interface NextRequestOptions {
  /**
   * True while produce batches of the transaction are unsent or unanswered: EndTxn waits for them, as in
   * Kafka (`nextRequest(hasIncompleteBatches)`), so a commit never overtakes its own records.
   */
  readonly hasIncompleteBatches?: boolean;
}

/**
 * The transaction and idempotence state machine. See docs/transactions.md.
 * @public
 */
export class TransactionManager extends TransactionResponseHandlers {
  private initResult: TransactionalRequestResult | undefined;

  /** True when KIP-890 transaction version 2 is in use (no AddPartitionsToTxn / AddOffsetsToTxn). */
  get isTransactionV2Enabled(): boolean {
    return this.transactionVersion === 2;
  }

  /** True while an abort is in progress: the Sender fails undrained batches (KIP-654). */
  get isAborting(): boolean {
    return this.state === TransactionState.ABORTING_TRANSACTION;
  }

  /** True when the next abort will bump the epoch (KIP-360 / KIP-588). */
  get isEpochBumpRequired(): boolean {
    return this.epochBumpRequired;
  }

  /** Starts a transactional producer: FindCoordinator, then InitProducerId (fences older instances). */
  initTransactions(): TransactionalRequestResult {
    this.checkLegal('initTransactions');
    if (this.state === TransactionState.INITIALIZING && this.initResult !== undefined) return this.initResult;
    this.transitionTo(TransactionState.INITIALIZING);
    this.initResult = this.enqueueInitProducerId(false, this.newResult('initTransactions'), 0);
    return this.initResult;
  }

  /** Starts an idempotent (non-transactional) producer: InitProducerId to any broker. Idempotent calls share a result. */
  initProducerId(): TransactionalRequestResult {
    if (this.isTransactional) throw new KafkaClientError('ERR_TXN_USE_INIT_TRANSACTIONS', 'A transactional producer starts with initTransactions()');
    if (this.state !== TransactionState.UNINITIALIZED && this.initResult !== undefined) return this.initResult;
    this.checkLegal('send');
    this.transitionTo(TransactionState.INITIALIZING);
    this.initResult = this.enqueueInitProducerId(false, this.newResult('initProducerId'), 0);
    return this.initResult;
  }

  /** Opens a transaction (local only, as in Kafka: nothing is sent until a partition or offsets are added). */
  beginTransaction(): void {
    this.checkLegal('beginTransaction');
    this.transitionTo(TransactionState.IN_TRANSACTION);
  }

  /**
   * Registers a partition the transaction is about to produce to. TV1: it joins the next
   * AddPartitionsToTxn and may not be produced to before that succeeds. TV2: added implicitly by Produce.
   */
  maybeAddPartition(topic: string, partition: number): void {
    this.checkLegal('send');
    if (!this.isTransactional) return;
    if (this.isTransactionV2Enabled) {
      this.partitionsInTransaction.add(topic, partition);
      this.transactionStarted = true;
      return;
    }
    if (this.partitionsInTransaction.has(topic, partition) || this.pendingPartitions.has(topic, partition)) return;
    this.newPartitions.add(topic, partition);
  }

  /** True when the partition may be produced to: always for idempotent producers, after its add otherwise. */
  isPartitionAdded(topic: string, partition: number): boolean {
    return !this.isTransactional || this.partitionsInTransaction.has(topic, partition);
  }

  /** True when the partition waits for (or is in) an AddPartitionsToTxn. */
  isPartitionPendingAdd(topic: string, partition: number): boolean {
    return this.newPartitions.has(topic, partition) || this.pendingPartitions.has(topic, partition);
  }

  /**
   * True when a batch for the partition may be sent now: the producer has an id, is not re-initializing,
   * and (transactional) the partition was added to an open transaction.
   */
  isSendable(topic: string, partition: number): boolean {
    if (!this.producerIdentity.isValid) return false;
    if (!this.isTransactional) return this.state === TransactionState.READY;
    const open = this.state === TransactionState.IN_TRANSACTION || this.state === TransactionState.COMMITTING_TRANSACTION;
    return open && this.partitionsInTransaction.has(topic, partition);
  }

  /**
   * Adds consumed offsets to the transaction (KIP-98, KIP-447 group metadata). TV1: AddOffsetsToTxn to the
   * transaction coordinator, then TxnOffsetCommit to the group coordinator; TV2: TxnOffsetCommit only.
   */
  sendOffsetsToTransaction(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata): TransactionalRequestResult {
    this.checkLegal('sendOffsetsToTransaction');
    validateSendOffsetsArguments(offsets, groupMetadata);
    const result = this.newResult('sendOffsetsToTransaction');
    if (offsets.length === 0) {
      // Nothing to commit: nothing is sent (Kafka's producer skips the call for an empty map).
      result.done();
      return result;
    }
    const common = { groupMetadata, priority: RequestPriority.ADD_PARTITIONS_OR_OFFSETS, notBefore: 0, order: -1, attempts: 0, concurrentAttempts: 0, result };
    if (this.isTransactionV2Enabled) {
      this.transactionStarted = true;
      this.enqueue({ api: 'TxnOffsetCommit', offsets: [...offsets], ...common });
    } else {
      this.enqueue({ api: 'AddOffsetsToTxn', offsets: [...offsets], ...common });
    }
    return result;
  }

  /** Starts the commit. Calling it again while committing returns the pending result, or resends EndTxn after an outcome-unknown failure. */
  beginCommit(): TransactionalRequestResult {
    this.checkLegal('commitTransaction');
    if (this.state === TransactionState.COMMITTING_TRANSACTION) return this.completionResult ?? this.enqueueEndTxn(true);
    this.transitionTo(TransactionState.COMMITTING_TRANSACTION);
    return this.beginCompletingTransaction(true, undefined);
  }

  /**
   * Starts the abort; after KIP-360/KIP-588 errors it also bumps the epoch. Repeated calls share the result.
   * Requests of the transaction still queued (adds, offsets) fail with {@link TransactionAbortedError}; those
   * in flight are waited for: the abort never completes before their answers (issue 11, item 5).
   */
  beginAbort(): TransactionalRequestResult {
    this.checkLegal('abortTransaction');
    if (this.state === TransactionState.ABORTING_TRANSACTION) return this.completionResult ?? this.enqueueEndTxn(false);
    const cause = this.lastError;
    const aborted = this.abortedBatchError();
    this.transitionTo(TransactionState.ABORTING_TRANSACTION);
    this.newPartitions.clear();
    this.failQueuedTransactionRequests(aborted);
    return this.beginCompletingTransaction(false, cause);
  }

  /** Fails the queued (never in flight) adds and offset commits of the transaction being aborted. */
  private failQueuedTransactionRequests(error: Error): void {
    for (const pending of this.queue.drain()) {
      if (isExclusive(pending)) {
        this.queue.enqueue(pending);
        continue;
      }
      if (pending.api === 'AddPartitionsToTxn') for (const { topic, partition } of pending.partitions) this.pendingPartitions.delete(topic, partition);
      pending.result.fail(error);
    }
  }

  /** True while an add or an offset commit of the transaction is in flight: its answer may start the transaction. */
  private hasTransactionRequestInFlight(): boolean {
    for (const { pending } of this.inFlight.values()) if (!isExclusive(pending)) return true;
    return false;
  }

  /**
   * True when nothing of the transaction reached, or may still reach, the coordinator. A queued add or offsets
   * request counts (an abort fails them first): a commit called right after sendOffsetsToTransaction, without
   * awaiting it, found AddOffsetsToTxn only queued, completed locally and failed the offsets with
   * TransactionAbortedError while resolving (found by the simulation's racing actor, issue 11). As in Kafka, the
   * queued request goes first and EndTxn waits for it (nextRequest completes locally if it fails).
   */
  private get isTransactionEmpty(): boolean {
    return !this.transactionStarted && this.pendingPartitions.size === 0 && !this.hasTransactionRequestInFlight()
      && !this.queue.some((pending) => !isExclusive(pending));
  }

  private beginCompletingTransaction(committed: boolean, cause: Error | undefined): TransactionalRequestResult {
    if (committed && this.newPartitions.size > 0) this.enqueueAddPartitions(0);
    // Kafka: the coordinator rejects EndTxn after INVALID_PRODUCER_ID_MAPPING; KIP-588: after a timeout abort
    // it fences EndTxn with the old epoch. Both go straight to InitProducerId with the current id/epoch.
    const idMappingLost = isTransactionError(cause) && cause.errorCode === ErrorCode.INVALID_PRODUCER_ID_MAPPING;
    if (!committed && (idMappingLost || this.abortWithoutEndTxn)) return this.abortWithInitProducerId();
    if (this.isTransactionEmpty) {
      // Nothing reached the coordinator (TV1 rejects EndTxn for an empty transaction): complete locally.
      const result = this.newResult(committed ? 'commitTransaction' : 'abortTransaction');
      this.completionResult = result;
      this.completeTransaction(result, true, 0);
      return result;
    }
    // An add or offsets request in flight decides whether the coordinator knows the transaction: the EndTxn
    // waits for its answer (it is exclusive) and, if the transaction turned out empty, completes locally in
    // nextRequest (Kafka's `nextRequest`: "Not sending EndTxn for completed transaction").
    return this.enqueueEndTxn(committed);
  }

  /**
   * Ends the transaction with InitProducerId(current id/epoch) instead of EndTxn. The state stays
   * ABORTING_TRANSACTION until the answer, so the Sender keeps failing undrained batches (KIP-654) and the
   * request waits for in-flight ones, exactly like EndTxn: nothing of this transaction is sent after it.
   */
  private abortWithInitProducerId(): TransactionalRequestResult {
    this.clearTransaction();
    this.epochBumpRequired = true;
    const result = this.newResult('abortTransaction');
    this.completionResult = result;
    return this.enqueueInitProducerId(true, result, 0);
  }

  private enqueueEndTxn(committed: boolean): TransactionalRequestResult {
    const result = this.newResult(committed ? 'commitTransaction' : 'abortTransaction');
    this.completionResult = result;
    this.enqueue({ api: 'EndTxn', committed, sent: false, priority: RequestPriority.END_TXN, notBefore: 0, order: -1, attempts: 0, concurrentAttempts: 0, result });
    return result;
  }

  private enqueueInitProducerId(isEpochBump: boolean, result: TransactionalRequestResult, now: number): TransactionalRequestResult {
    this.enqueue({ api: 'InitProducerId', isEpochBump, priority: RequestPriority.INIT_PRODUCER_ID, notBefore: now, order: -1, attempts: 0, concurrentAttempts: 0, result });
    return result;
  }

  /** Moves every new partition into ONE AddPartitionsToTxn (Kafka `addPartitionsToTransactionHandler`). */
  private enqueueAddPartitions(now: number): void {
    const partitions = this.newPartitions.toArray();
    for (const { topic, partition } of partitions) this.pendingPartitions.add(topic, partition);
    this.newPartitions.clear();
    this.enqueue({
      api: 'AddPartitionsToTxn', partitions, priority: RequestPriority.ADD_PARTITIONS_OR_OFFSETS, notBefore: now, order: -1,
      attempts: 0, concurrentAttempts: 0, result: this.newResult('AddPartitionsToTxn'),
    });
  }

  /**
   * The next request to send, or undefined when nothing is ready (see {@link TransactionManager.nextReadyAt}).
   * Call it again after sending: more than one request may go out. FindCoordinator, InitProducerId and
   * EndTxn go out alone (nothing else in flight, nothing sent until they are answered); AddPartitionsToTxn,
   * AddOffsetsToTxn and TxnOffsetCommit may share the flight (unless `concurrentTransactionalRequests` is
   * false: then one request at a time, as in Kafka). See docs/transactions.md, "Requests in flight".
   */
  nextRequest(now: number, options: NextRequestOptions = {}): OutboundTxnRequest | undefined {
    if (this.state === TransactionState.FATAL_ERROR) return undefined;
    if (this.inFlight.size > 0 && (!this.concurrentRequests || this.hasExclusiveInFlight())) return undefined;
    const open = this.state === TransactionState.IN_TRANSACTION || this.state === TransactionState.COMMITTING_TRANSACTION;
    if (open && !this.isTransactionV2Enabled && this.newPartitions.size > 0) this.enqueueAddPartitions(now);
    for (;;) {
      const head = this.queue.peek();
      if (head === undefined || head.notBefore > now) return undefined;
      if (this.inFlight.size > 0 && isExclusive(head)) return undefined;
      if (!isExclusive(head) && (this.state === TransactionState.READY || this.state === TransactionState.INITIALIZING)) {
        // A retry re-queued after its transaction was abandoned (abort by InitProducerId while it was in
        // flight): it must not join the next transaction under the new epoch.
        this.queue.pollReady(now);
        head.result.fail(this.abortedBatchError());
        continue;
      }
      const endsTransaction = head.api === 'EndTxn' || (head.api === 'InitProducerId' && this.state === TransactionState.ABORTING_TRANSACTION);
      if (endsTransaction && options.hasIncompleteBatches === true) return undefined;
      if (head.api === 'EndTxn' && this.isTransactionEmpty) {
        // The adds/offsets the EndTxn waited for failed without starting the transaction: nothing to end.
        this.queue.pollReady(now);
        this.completeTransaction(head.result, true, now);
        continue;
      }
      let target: RequestTarget = { kind: 'any-broker' };
      const needed = this.coordinatorOf(head);
      if (needed !== undefined) {
        const nodeId = this.coordinator(needed.type, needed.key);
        if (nodeId === undefined) {
          this.lookupCoordinator(needed.type, needed.key);
          continue;
        }
        target = needed.type === 'transaction'
          ? { kind: 'transaction-coordinator', nodeId }
          : { kind: 'group-coordinator', groupId: needed.key, nodeId };
      }
      this.queue.pollReady(now);
      const outbound = this.outbound(head, target);
      this.inFlight.set(outbound.id, { outbound, pending: head });
      return outbound;
    }
  }

  private hasExclusiveInFlight(): boolean {
    for (const { pending } of this.inFlight.values()) if (isExclusive(pending)) return true;
    return false;
  }

  /** The request for `pending` with the current producer id and epoch, and how it goes on the wire. */
  private outbound(pending: PendingTxnRequest, target: RequestTarget): OutboundTxnRequest {
    const id = this.nextRequestId++;
    const identity = this.producerIdentity;
    const transactionalId = this.transactionalId ?? '';
    switch (pending.api) {
      case 'FindCoordinator':
        return { id, api: 'FindCoordinator', target, body: buildFindCoordinator(pending.coordinatorType, pending.key), wire: findCoordinatorWire };
      case 'InitProducerId':
        return { id, api: 'InitProducerId', target, body: buildInitProducerId(this.transactionalId, this.transactionTimeoutMs, identity), wire: initProducerIdWire };
      case 'AddPartitionsToTxn':
        return { id, api: 'AddPartitionsToTxn', target, body: buildAddPartitionsToTxn(transactionalId, identity, pending.partitions), wire: addPartitionsToTxnWire };
      case 'AddOffsetsToTxn':
        return { id, api: 'AddOffsetsToTxn', target, body: buildAddOffsetsToTxn(transactionalId, identity, pending.groupMetadata.groupId), wire: addOffsetsToTxnWire };
      case 'TxnOffsetCommit':
        return { id, api: 'TxnOffsetCommit', target, body: buildTxnOffsetCommit(transactionalId, identity, pending.groupMetadata, pending.offsets), wire: txnOffsetCommitWire };
      case 'EndTxn':
        return { id, api: 'EndTxn', target, body: buildEndTxn(transactionalId, identity, pending.committed), wire: endTxnWire };
    }
  }

  /**
   * The one route of a produce batch's outcome: decides its fate with {@link decideBatchFate} (pure), applies
   * the effects on the producer (abortable, fatal, epoch bump) and on the partition's sequences, and returns
   * the fate so the Sender can apply its disposition to the batch. See docs/transactions.md, "Batch fate".
   */
  handleBatchOutcome(report: BatchReport): BatchFate {
    const { topic, partition, batch, outcome } = report;
    const staleIdentity = this.isStale(batch);
    const fate = decideBatchFate({
      outcome,
      mode: { idempotent: report.idempotent ?? true, transactional: this.isTransactional, transactionVersion: this.transactionVersion },
      position: {
        ...this.sequences.position(topic, partition, batch),
        sequenced: batch.baseSequence >= 0, staleIdentity, mayHaveBeenWritten: batch.mayHaveBeenWritten,
        retriesLeft: report.retriesLeft ?? true, deliveryTimedOut: report.deliveryTimedOut ?? false,
        expired: report.expired ?? false, inFlight: report.inFlight ?? true,
      },
      producer: { fatal: this.state === TransactionState.FATAL_ERROR, aborting: this.state === TransactionState.ABORTING_TRANSACTION },
    });
    if (fate.sequences === 'acknowledge') this.sequences.acknowledge(topic, partition, batch, report.lastOffset);
    else if (fate.sequences === 'release') this.sequences.release(topic, partition, batch);
    this.applyTransactionEffect(fate.transaction, report);
    return fate;
  }

  private applyTransactionEffect(effect: TransactionEffect, report: BatchReport): void {
    const resource = `${report.topic}-${report.partition}`;
    const errorCode = report.outcome.kind === 'error' ? report.outcome.errorCode : ErrorCode.UNSUPPORTED_VERSION;
    switch (effect.kind) {
      case 'none':
        return;
      case 'bump-epoch':
        this.requestIdempotentEpochBump();
        return;
      case 'fatal':
        this.fatalError(transactionErrorFromCode('Produce', errorCode, effect.classification, resource));
        return;
      case 'abortable': {
        if (effect.withoutEndTxn) this.abortWithoutEndTxn = true;
        const cause = report.cause ?? new Error('the batch was not acknowledged');
        const error = effect.cause === 'error-code'
          ? transactionErrorFromCode('Produce', errorCode, 'abortable', resource)
          : new TransactionError('ERR_TXN_DELIVERY_TIMEOUT', `A batch for ${resource} expired before it was acknowledged: ${cause.message}`,
            { classification: 'abortable', resource, cause });
        this.abortableError(error, effect.bumpOnAbort);
        return;
      }
    }
  }

  /** True when `batch` was stamped with another producer id or epoch than the current one (Kafka `hasStaleProducerIdAndEpoch`). */
  isStale(batch: SequencedBatch): boolean {
    return batch.producerId !== this.producerIdentity.producerId || batch.producerEpoch !== this.producerIdentity.producerEpoch;
  }


  /**
   * A `send` failed before its record reached the accumulator or a broker (record too large, metadata
   * timeout, invalid topic or partition): the record is lost, so the transaction must not commit without it.
   * Kafka 3.2+ (`KafkaProducer.doSend` -> `maybeTransitionToErrorState`): a transactional producer in a
   * transaction moves to ABORTABLE_ERROR with the failure as the cause; an idempotent one is unaffected.
   * Outside an open transaction (the send raced a commit or abort) nothing changes.
   */
  maybeTransitionToErrorState(error: Error, resource?: string): void {
    if (!this.isTransactional || this.state !== TransactionState.IN_TRANSACTION) return;
    const where = resource === undefined ? '' : ` to ${resource}`;
    this.abortableError(new TransactionError('ERR_TXN_SEND_FAILED', `a send${where} failed before reaching a broker, so its record is not in the transaction: ${error.message}`,
      { classification: 'abortable', cause: error, ...(resource === undefined ? {} : { resource }) }), false);
  }

  /** KIP-360 for idempotent producers: InitProducerId with the current id and epoch. */
  private requestIdempotentEpochBump(): void {
    if (this.state !== TransactionState.READY) return;
    this.transitionTo(TransactionState.INITIALIZING);
    this.enqueueInitProducerId(true, this.newResult('epochBump'), 0);
  }

  /** The error for records failed by an abort (KIP-654), carrying the abortable cause if there was one. */
  override abortedBatchError(): TransactionAbortedError {
    const cause = this.lastError;
    return new TransactionAbortedError(cause === undefined ? {} : { cause });
  }

  /**
   * The result of the commit or abort in progress (undefined when none, or after an EndTxn was reported
   * outcome-unknown: calling commit again resends it). `close()` waits for it within its timeout.
   */
  get completion(): TransactionalRequestResult | undefined {
    return this.completionResult;
  }

  /**
   * Fails every queued request with `reason` (producer closing). The state is left as it is. An EndTxn(commit)
   * that was sent (in flight, or sent and its answer lost) may have committed: its result fails with
   * `commitOutcomeUnknown` instead, never as a plain failure (issue 11, item 4).
   */
  close(reason: Error = new KafkaClientError('ERR_PRODUCER_CLOSED', 'The producer was closed')): void {
    this.checkLegal('close');
    const failure = (pending: PendingTxnRequest, sent: boolean): Error => (pending.api === 'EndTxn' && pending.committed && (sent || pending.sent)
      ? new TransactionError('ERR_TXN_COMMIT_OUTCOME_UNKNOWN', 'The producer was closed while EndTxn(commit) awaited its answer; the commit outcome is unknown',
        { classification: 'retriable', api: 'EndTxn', commitOutcomeUnknown: true, cause: reason })
      : reason);
    for (const pending of this.queue.drain()) pending.result.fail(failure(pending, false));
    for (const { pending } of this.inFlight.values()) pending.result.fail(failure(pending, true));
    this.inFlight.clear();
  }
}
