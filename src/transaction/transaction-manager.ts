/**
 * The sans-I/O transaction manager (Kafka's `TransactionManager`): public operations validate the state,
 * queue requests and return a {@link TransactionalRequestResult}; the Sender asks for the next request with
 * `nextRequest(now)`, sends it, and feeds the answer back with `handleResponse` or `handleFailure`. No
 * sockets, timers or clock: `now` is always a parameter.
 *
 * Composition, not inheritance: the shared state lives in one {@link TxnContext}; each transactional API has
 * one handler module in `handlers/` owning its request building, its error table and its transitions
 * (FindCoordinator, InitProducerId, AddPartitionsToTxn, AddOffsetsToTxn, TxnOffsetCommit, EndTxn, and
 * Produce's effect on the transaction state). This class routes to them; `txn-request-handler.ts` binds a
 * queued request to its module's builder and response handler.
 */
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { TransactionError, type TransactionAbortedError } from '../errors/transaction-errors.js';
import type { BatchFate, BatchReport } from './batch-fate.js';
import { failUnsupportedVersion } from './error-actions.js';
import { isPartitionAdded, isPartitionPendingAdd, isSendable, maybeAddPartition } from './handlers/add-partitions-to-txn.js';
import { beginAbort, beginCommit, endTxnGotNoAnswer, isTransactionEmpty } from './handlers/end-txn.js';
import { handleBatchOutcome, isStale, sendFailedLocally } from './handlers/produce.js';
import { sendOffsetsToTransaction } from './handlers/txn-offset-commit.js';
import { isOffsetsAfterProduce } from './offsets-produce-overlap.js';
import type { PartitionSequences, SequencedBatch } from './partition-sequences.js';
import type { PendingTxnRequest } from './pending-txn-request.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../common/topic-partition.js';
import type { ProducerIdentity } from './producer-identity.js';
import type { EpochBumpListener, NextRequestOptions, TransactionManagerOptions, TransitionListener } from './transaction-manager-options.js';
import { TransactionState, type TransactionOperation } from '../common/transaction-names.js';
import type { TransactionalRequestResult } from './transactional-request-result.js';
import { isExclusive, TxnContext } from './txn-context.js';
import { coordinatorOf, toOutboundTxnRequest } from './txn-request-handler.js';
import type { CoordinatorType, OutboundTxnRequest, RequestTarget, TxnFailureReason } from './txn-requests.js';
import type { ApiKeyName } from '../protocol/messages/api-keys.generated.js';

export type { TransactionManagerOptions, TransitionListener, EpochBumpListener, NextRequestOptions } from './transaction-manager-options.js';

/**
 * The transaction and idempotence state machine. See docs/transactions.md.
 * @public
 */
export class TransactionManager {
  /**
   * The shared state the handler modules work on (protected so state-table tests can drive transitions).
   * @internal
   */
  protected readonly ctx: TxnContext;

  /**
   * Creates the manager in state UNINITIALIZED.
   * @param options - The transactional id, timeouts and backoffs; the manager does no I/O.
   */
  constructor(options: TransactionManagerOptions) {
    this.ctx = new TxnContext(options, coordinatorOf);
  }

  /** Per-partition sequence state used by the Sender (idempotence). @internal */
  get sequences(): PartitionSequences { return this.ctx.sequences; }
  /** The transactional id, or null for an idempotent-only producer. */
  get transactionalId(): string | null { return this.ctx.transactionalId; }
  /** The KIP-890 transaction version in use: 2 skips AddPartitionsToTxn / AddOffsetsToTxn. */
  get transactionVersion(): 1 | 2 { return this.ctx.transactionVersion; }
  /** True when KIP-890 transaction version 2 is in use (no AddPartitionsToTxn / AddOffsetsToTxn). */
  get isTransactionV2Enabled(): boolean { return this.ctx.transactionVersion === 2; }
  /** The current state. */
  get state(): TransactionState { return this.ctx.state; }
  /** The cause recorded when entering the current error state, if any. */
  get lastError(): Error | undefined { return this.ctx.lastError; }
  /** The last failure that was retried and when, by the `now` the Sender passed (a call that times out names it). */
  get lastRetriedFailure(): {
    /** The failure that was retried. */
    readonly error: Error;
    /** When, on the Sender's clock (ms). */
    readonly at: number;
  } | undefined { return this.ctx.lastRetriedFailure; }

  /** The producer id and epoch in use (NONE before InitProducerId succeeded). */
  get producerIdentity(): ProducerIdentity { return this.ctx.producerIdentity; }
  /** True for a transactional producer. */
  get isTransactional(): boolean { return this.ctx.isTransactional; }
  /** True while an abort is in progress: the Sender fails undrained batches (KIP-654). */
  get isAborting(): boolean { return this.ctx.state === TransactionState.ABORTING_TRANSACTION; }
  /** True when the next abort will bump the epoch (KIP-360 / KIP-588). */
  get isEpochBumpRequired(): boolean { return this.ctx.epochBumpRequired; }
  /** How many requests returned by `nextRequest` await their answer. */
  get inFlightCount(): number { return this.ctx.inFlight.size; }
  /** True when requests are queued or in flight. */
  get hasPendingRequests(): boolean { return this.ctx.inFlight.size > 0 || this.ctx.queue.size > 0; }

  /**
   * The result of the commit or abort in progress (undefined when none, or after an EndTxn was reported
   * outcome-unknown: calling commit again resends it). `close()` waits for it within its timeout.
   */
  get completion(): TransactionalRequestResult | undefined { return this.ctx.completionResult; }

  /**
   * Sets the transaction version once the Sender has negotiated it (ApiVersions features). Only legal
   * before the first InitProducerId: a transaction never changes protocol half-way (Kafka decides it per
   * transaction from the finalized feature; we decide it once per producer, which is stricter).
   */
  setTransactionVersion(version: 1 | 2): void {
    this.ctx.setTransactionVersion(version);
  }

  /**
   * Switches {@link TransactionManagerOptions.concurrentTransactionalRequests} (tests and benchmarks).
   * @internal
   */
  setConcurrentTransactionalRequests(enabled: boolean): void {
    this.ctx.setConcurrentRequests(enabled);
  }

  /**
   * Switches {@link TransactionManagerOptions.offsetsAfterProduce} (tests and benchmarks).
   * @internal
   */
  setOffsetsAfterProduce(enabled: boolean): void {
    this.ctx.setOffsetsAfterProduce(enabled);
  }

  /** Subscribes to state transitions; returns the unsubscribe function. Listeners must not throw. */
  onTransition(listener: TransitionListener): () => void {
    this.ctx.transitionListeners.add(listener);
    return () => { this.ctx.transitionListeners.delete(listener); };
  }

  /** Subscribes to epoch bumps; returns the unsubscribe function. Listeners must not throw. */
  onEpochBump(listener: EpochBumpListener): () => void {
    this.ctx.epochListeners.add(listener);
    return () => { this.ctx.epochListeners.delete(listener); };
  }

  /** The cached coordinator broker id for our transactional id (`'transaction'`) or for `groupId`. */
  coordinator(type: CoordinatorType, groupId?: string): number | undefined {
    return this.ctx.coordinators.get(type, groupId);
  }

  /** When the first backed-off request becomes ready (undefined when none is queued). */
  nextReadyAt(): number | undefined {
    return this.ctx.queue.nextReadyAt();
  }

  /** Throws unless `operation` is legal in the current state: `TransactionStateError` for misuse, the earlier failure's class after one (see `refusedOperationError`). */
  checkLegal(operation: TransactionOperation): void {
    this.ctx.checkLegal(operation);
  }

  /** Remembers `error` as {@link TransactionManager.lastRetriedFailure} (the Sender calls it for a Produce attempt it retries). */
  recordRetriedFailure(error: Error, now: number): void {
    this.ctx.recordRetriedFailure(error, now);
  }

  /** The error for records failed by an abort (KIP-654), carrying the abortable cause if there was one. */
  abortedBatchError(): TransactionAbortedError {
    return this.ctx.abortedBatchError();
  }

  /** Starts a transactional producer: FindCoordinator, then InitProducerId (fences older instances). */
  initTransactions(): TransactionalRequestResult {
    const ctx = this.ctx;
    ctx.checkLegal('initTransactions');
    if (ctx.state === TransactionState.INITIALIZING && ctx.initResult !== undefined) return ctx.initResult;
    ctx.transitionTo(TransactionState.INITIALIZING);
    return ctx.startInit('initTransactions');
  }

  /** Starts an idempotent (non-transactional) producer: InitProducerId to any broker. Idempotent calls share a result. */
  initProducerId(): TransactionalRequestResult {
    const ctx = this.ctx;
    if (ctx.isTransactional) throw new KafkaClientError('ERR_TXN_USE_INIT_TRANSACTIONS', 'A transactional producer starts with initTransactions()');
    if (ctx.state !== TransactionState.UNINITIALIZED && ctx.initResult !== undefined) return ctx.initResult;
    ctx.checkLegal('send');
    ctx.transitionTo(TransactionState.INITIALIZING);
    return ctx.startInit('initProducerId');
  }

  /** Opens a transaction (local only, as in Kafka: nothing is sent until a partition or offsets are added). */
  beginTransaction(): void {
    this.ctx.checkLegal('beginTransaction');
    this.ctx.transitionTo(TransactionState.IN_TRANSACTION);
  }

  /**
   * Registers a partition the transaction is about to produce to. TV1: it joins the next
   * AddPartitionsToTxn and may not be produced to before that succeeds. TV2: added implicitly by Produce.
   */
  maybeAddPartition(topic: string, partition: number): void {
    maybeAddPartition(this.ctx, topic, partition);
  }

  /** True when the partition may be produced to: always for idempotent producers, after its add otherwise. */
  isPartitionAdded(topic: string, partition: number): boolean {
    return isPartitionAdded(this.ctx, topic, partition);
  }

  /** True when the partition waits for (or is in) an AddPartitionsToTxn. */
  isPartitionPendingAdd(topic: string, partition: number): boolean {
    return isPartitionPendingAdd(this.ctx, topic, partition);
  }

  /**
   * True when a batch for the partition may be sent now: the producer has an id, is not re-initializing,
   * and (transactional) the partition was added to an open transaction.
   */
  isSendable(topic: string, partition: number): boolean {
    return isSendable(this.ctx, topic, partition);
  }

  /**
   * Adds consumed offsets to the transaction (KIP-98, KIP-447 group metadata). TV1: AddOffsetsToTxn to the
   * transaction coordinator, then TxnOffsetCommit to the group coordinator; TV2: TxnOffsetCommit only.
   */
  sendOffsetsToTransaction(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata): TransactionalRequestResult {
    return sendOffsetsToTransaction(this.ctx, offsets, groupMetadata);
  }

  /** Starts the commit. Calling it again while committing returns the pending result, or resends EndTxn after an outcome-unknown failure. */
  beginCommit(): TransactionalRequestResult {
    return beginCommit(this.ctx);
  }

  /**
   * Starts the abort; after KIP-360/KIP-588 errors it also bumps the epoch. Repeated calls share the result.
   * Requests of the transaction still queued fail with `TransactionAbortedError`; those in flight are waited for.
   */
  beginAbort(): TransactionalRequestResult {
    return beginAbort(this.ctx);
  }

  /**
   * The next request to send, or undefined when nothing is ready (see {@link TransactionManager.nextReadyAt}).
   * Call it again after sending: more than one request may go out. FindCoordinator, InitProducerId and
   * EndTxn go out alone (nothing else in flight, nothing sent until they are answered); AddPartitionsToTxn,
   * AddOffsetsToTxn and TxnOffsetCommit may share the flight (unless `concurrentTransactionalRequests` is
   * false: then one request at a time, as in Kafka). See docs/transactions.md, "Requests in flight".
   * @internal
   */
  nextRequest(now: number, options: NextRequestOptions = {}): OutboundTxnRequest | undefined {
    const ctx = this.ctx;
    if (ctx.state === TransactionState.FATAL_ERROR) return undefined;
    if (ctx.inFlight.size > 0 && (!ctx.concurrentRequests || this.hasExclusiveInFlight())) return undefined;
    const open = ctx.state === TransactionState.IN_TRANSACTION || ctx.state === TransactionState.COMMITTING_TRANSACTION;
    if (open && ctx.transactionVersion === 1 && ctx.newPartitions.size > 0) ctx.enqueueAddPartitions(now);
    for (;;) {
      const head = ctx.queue.peek();
      if (head === undefined || head.notBefore > now) return undefined;
      if (ctx.inFlight.size > 0 && isExclusive(head)) return undefined;
      if (!isExclusive(head) && (ctx.state === TransactionState.READY || ctx.state === TransactionState.INITIALIZING)) {
        // A retry re-queued after its transaction was abandoned (abort by InitProducerId while it was in
        // flight): it must not join the next transaction under the new epoch.
        ctx.queue.pollReady(now);
        head.result.fail(ctx.abortedBatchError());
        continue;
      }
      const endsTransaction = head.api === 'EndTxn' || (head.api === 'InitProducerId' && ctx.state === TransactionState.ABORTING_TRANSACTION);
      if (endsTransaction && options.hasIncompleteBatches === true) return undefined;
      if (options.hasInFlightProduce === true && isOffsetsAfterProduce(ctx, head)) return undefined;
      if (head.api === 'EndTxn' && isTransactionEmpty(ctx)) {
        // The adds/offsets the EndTxn waited for failed without starting the transaction: nothing to end.
        ctx.queue.pollReady(now);
        ctx.completeTransaction(head.result, true, now);
        continue;
      }
      let target: RequestTarget = { kind: 'any-broker' };
      const needed = coordinatorOf(head, ctx.transactionalId);
      if (needed !== undefined) {
        const nodeId = ctx.coordinators.get(needed.type, needed.key);
        if (nodeId === undefined) {
          ctx.lookupCoordinator(needed.type, needed.key);
          continue;
        }
        target = needed.type === 'transaction'
          ? { kind: 'transaction-coordinator', nodeId }
          : { kind: 'group-coordinator', groupId: needed.key, nodeId };
      }
      ctx.queue.pollReady(now);
      const outbound = toOutboundTxnRequest(ctx, head, target);
      ctx.inFlight.set(outbound.id, { outbound, pending: head });
      return outbound;
    }
  }

  private hasExclusiveInFlight(): boolean {
    for (const { pending } of this.ctx.inFlight.values()) if (isExclusive(pending)) return true;
    return false;
  }

  /** The in-flight entry of `request`, removed; undefined for a stale or duplicated answer, or after a fatal error. */
  private takeInFlight(request: OutboundTxnRequest): { readonly outbound: OutboundTxnRequest; readonly pending: PendingTxnRequest } | undefined {
    const entry = this.ctx.inFlight.get(request.id);
    if (entry === undefined) return undefined;
    this.ctx.inFlight.delete(request.id);
    return this.ctx.state === TransactionState.FATAL_ERROR ? undefined : entry;
  }

  /**
   * Feeds the answer to a request returned by `nextRequest` to its API's handler. Answers to anything but a
   * request in flight (stale, duplicated) are ignored.
   * @internal
   */
  handleResponse<A extends ApiKeyName, R>(request: OutboundTxnRequest<A, R>, response: R, now: number): void {
    if (this.takeInFlight(request) === undefined) return;
    request.answer(response, now);
  }

  /**
   * Reports that a request returned by `nextRequest` got no answer. It is retried; a coordinator that
   * dropped the connection or timed out is looked up again. An EndTxn is retried because the coordinator
   * answers a repeated EndTxn idempotently; when its attempts run out the result fails with
   * `commitOutcomeUnknown` (never as a plain failure, since it may have committed).
   * @internal
   */
  handleFailure(request: OutboundTxnRequest, reason: TxnFailureReason, now: number, error?: Error): void {
    const pending = this.takeInFlight(request)?.pending;
    if (pending === undefined) return;
    const ctx = this.ctx;
    ctx.recordRetriedFailure(error ?? new TransactionError('ERR_TXN_NO_ANSWER', `${pending.api} got no answer (${reason})`, { classification: 'retriable', api: pending.api }), now);
    const action = reason === 'outcome-unknown' || coordinatorOf(pending, ctx.transactionalId) === undefined ? 'retry' : 'rediscover';
    if (pending.api === 'EndTxn' && endTxnGotNoAnswer(ctx, pending, reason, error)) return;
    ctx.retry(pending, action, now);
  }

  /**
   * Reports that a request returned by `nextRequest` cannot be sent at all: the broker has no version of its
   * API this client can use (`detail` names the API and both version ranges). Retrying cannot help, so, as
   * in Kafka (`TxnRequestHandler.onComplete` -> `fatalError(response.versionMismatch())`), the producer moves
   * to FATAL_ERROR at once instead of retrying until `maxBlockMs` and reporting a timeout.
   * @internal
   */
  handleUnsupportedVersion(request: OutboundTxnRequest, detail: Error): void {
    const pending = this.takeInFlight(request)?.pending;
    if (pending !== undefined) failUnsupportedVersion(this.ctx, pending, detail.message, detail);
  }

  /**
   * Reports that a request returned by `nextRequest` could not be sent because authentication failed (SASL
   * or TLS verification). Retrying cannot fix that, so it is fatal, as Java's
   * `TransactionManager.authenticationFailed`: every queued and in-flight request fails with `error`.
   * @internal
   */
  handleAuthenticationFailure(request: OutboundTxnRequest, error: Error): void {
    const pending = this.takeInFlight(request)?.pending;
    if (pending === undefined) return;
    this.ctx.fatalError(error);
    pending.result.fail(error);
  }

  /**
   * The one route of a produce batch's outcome: decides its fate with `decideBatchFate` (pure), applies the
   * effects on the producer (abortable, fatal, epoch bump) and on the partition's sequences, and returns the
   * fate so the Sender can apply its disposition to the batch. See docs/transactions.md, "Batch fate".
   * @internal
   */
  handleBatchOutcome(report: BatchReport): BatchFate {
    return handleBatchOutcome(this.ctx, report);
  }

  /** True when `batch` was stamped with another producer id or epoch than the current one (Kafka `hasStaleProducerIdAndEpoch`). @internal */
  isStale(batch: SequencedBatch): boolean {
    return isStale(this.ctx, batch);
  }

  /**
   * A `send` failed before its record reached the accumulator or a broker: a transactional producer in a
   * transaction moves to ABORTABLE_ERROR with the failure as the cause (Kafka 3.2+); nothing else changes.
   */
  maybeTransitionToErrorState(error: Error, resource?: string): void {
    sendFailedLocally(this.ctx, error, resource);
  }

  /**
   * Fails every queued request with `reason` (producer closing). The state is left as it is. An EndTxn(commit)
   * that was sent (in flight, or sent and its answer lost) may have committed: its result fails with
   * `commitOutcomeUnknown` instead, never as a plain failure.
   */
  close(reason: Error = new KafkaClientError('ERR_PRODUCER_CLOSED', 'The producer was closed')): void {
    const ctx = this.ctx;
    ctx.checkLegal('close');
    const failure = (pending: PendingTxnRequest, sent: boolean): Error => (pending.api === 'EndTxn' && pending.committed && (sent || pending.sent)
      ? new TransactionError('ERR_TXN_COMMIT_OUTCOME_UNKNOWN', 'The producer was closed while EndTxn(commit) awaited its answer; the commit outcome is unknown',
          { classification: 'retriable', api: 'EndTxn', commitOutcomeUnknown: true, cause: reason })
      : reason);
    for (const pending of ctx.queue.drain()) pending.result.fail(failure(pending, false));
    for (const { pending } of ctx.inFlight.values()) pending.result.fail(failure(pending, true));
    ctx.inFlight.clear();
  }
}
