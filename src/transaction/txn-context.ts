/**
 * The shared context of the transaction core: the state every handler module (`handlers/<api>.ts`) and the
 * public operations of `TransactionManager` read and change (state and its transitions, producer identity,
 * request queue and in-flight requests, coordinator cache, the partitions of the open transaction), and the
 * helpers they share (retry, ending a transaction; what an error does lives in `error-actions.ts`). One object,
 * composed by the manager and passed to the handlers; no I/O, no clock (`now` is always a parameter). Mirrors
 * the fields of Kafka's `TransactionManager` that its `TxnRequestHandler`s share.
 */
import { refusedOperationError } from '../errors/earlier-failure-error.js';
import { TransactionAbortedError, TransactionError } from '../errors/transaction-errors.js';
import { concurrentTransactionsBackoff, defaultRetryBackoff, type ExponentialBackoff } from '../internal/backoff.js';
import { PartitionSequences } from './partition-sequences.js';
import type { PendingTxnRequest } from './pending-txn-request.js';
import type { TopicPartition } from '../common/topic-partition.js';
import { ProducerIdentity } from './producer-identity.js';
import { TopicPartitionSet } from './topic-partition-set.js';
import type { EpochBumpListener, TransactionManagerOptions, TransitionListener } from './transaction-manager-options.js';
import { IDEMPOTENT_LEGAL_STATES, isErrorState, isTransitionValid, LEGAL_STATES } from './transaction-state.js';
import { TransactionState, type TransactionOperation } from '../common/transaction-names.js';
import { TransactionalRequestResult } from './transactional-request-result.js';
import { RequestPriority, TxnRequestQueue } from './txn-request-queue.js';
import type { CoordinatorType, OutboundTxnRequest } from './txn-requests.js';
import { type CoordinatorOf, TxnCoordinators } from './txn-coordinators.js';

/** The request in flight and the queue entry it came from. */
interface InFlight {
  readonly outbound: OutboundTxnRequest;
  readonly pending: PendingTxnRequest;
}

/**
 * FindCoordinator (changes where the others go), InitProducerId (changes the producer id/epoch they carry)
 * and EndTxn (ends the transaction the others belong to) are never in flight with another request.
 * @internal
 */
export function isExclusive(pending: PendingTxnRequest): boolean {
  return pending.api === 'FindCoordinator' || pending.api === 'InitProducerId' || pending.api === 'EndTxn';
}

/**
 * The shared state and helpers of the transaction core. See the file comment.
 * @internal
 */
export class TxnContext {
  /** Per-partition sequence state used by the Sender (idempotence). */
  readonly sequences = new PartitionSequences();
  readonly transactionalId: string | null;
  readonly transactionTimeoutMs: number;
  readonly retryBackoff: ExponentialBackoff;
  readonly concurrentBackoff: ExponentialBackoff;
  readonly endTxnMaxAttempts: number;
  private version: 1 | 2;
  private concurrent: boolean;
  private offsetsAfterProduceValue: boolean;
  private currentState: TransactionState = TransactionState.UNINITIALIZED;
  private lastErrorValue: Error | undefined;
  private lastRetried: { readonly error: Error; readonly at: number } | undefined;
  private identity: ProducerIdentity = ProducerIdentity.NONE;
  readonly transitionListeners = new Set<TransitionListener>();
  readonly epochListeners = new Set<EpochBumpListener>();

  readonly queue = new TxnRequestQueue<PendingTxnRequest>();
  /** Requests returned by `nextRequest` and not yet answered, by outbound id. */
  readonly inFlight = new Map<number, InFlight>();
  private requestIds = 0;
  /** The coordinators found so far. */
  readonly coordinators = new TxnCoordinators();
  private bumpRequired = false;
  private coordinatorCanBump = true;

  /** Partitions whose AddPartitionsToTxn succeeded in this transaction (all produced-to ones under TV2). */
  readonly partitionsInTransaction = new TopicPartitionSet();
  /** Partitions produced to but not yet in an AddPartitionsToTxn (TV1). */
  readonly newPartitions = new TopicPartitionSet();
  /** Partitions in the queued or in-flight AddPartitionsToTxn (TV1). */
  readonly pendingPartitions = new TopicPartitionSet();
  private started = false;
  private completionValue: TransactionalRequestResult | undefined;
  private initValue: TransactionalRequestResult | undefined;

  constructor(options: TransactionManagerOptions, private readonly coordinatorOf: CoordinatorOf) {
    if (options.transactionalId === '') throw new RangeError('transactionalId must be null or a non-empty string');
    this.transactionalId = options.transactionalId;
    this.version = options.transactionVersion;
    this.transactionTimeoutMs = options.transactionTimeoutMs ?? 60_000;
    this.retryBackoff = options.retryBackoff ?? defaultRetryBackoff(options.random);
    this.concurrentBackoff = options.concurrentTransactionsBackoff ?? concurrentTransactionsBackoff();
    this.endTxnMaxAttempts = options.endTxnMaxAttempts ?? 10;
    this.concurrent = options.concurrentTransactionalRequests ?? true;
    this.offsetsAfterProduceValue = options.offsetsAfterProduce ?? false;
  }

  /** The KIP-890 transaction version: 2 skips AddPartitionsToTxn / AddOffsetsToTxn. */
  get transactionVersion(): 1 | 2 { return this.version; }

  /**
   * Sets the transaction version negotiated by the Sender. Only before the first InitProducerId: a transaction
   * never changes protocol half-way.
   */
  setTransactionVersion(version: 1 | 2): void {
    if (this.currentState !== TransactionState.UNINITIALIZED) {
      throw new RangeError(`the transaction version can only be set in UNINITIALIZED (state is ${this.currentState})`);
    }
    this.version = version;
  }

  /** See {@link TransactionManagerOptions.concurrentTransactionalRequests}. */
  get concurrentRequests(): boolean { return this.concurrent; }

  /** Switches {@link TransactionManagerOptions.concurrentTransactionalRequests} (tests and benchmarks). */
  setConcurrentRequests(enabled: boolean): void { this.concurrent = enabled; }

  /** See {@link TransactionManagerOptions.offsetsAfterProduce}. */
  get offsetsAfterProduce(): boolean { return this.offsetsAfterProduceValue; }

  /** Switches {@link TransactionManagerOptions.offsetsAfterProduce} (tests and benchmarks). */
  setOffsetsAfterProduce(enabled: boolean): void { this.offsetsAfterProduceValue = enabled; }

  /** The last retried failure and when (a call that times out names it as its cause). */
  get lastRetriedFailure(): { readonly error: Error; readonly at: number } | undefined {
    return this.lastRetried;
  }

  /** Set by KIP-360/KIP-588 errors: the next abort re-initializes the producer id. */
  get epochBumpRequired(): boolean { return this.bumpRequired; }

  /** A KIP-360/KIP-588 error: the transaction's end bumps the epoch (InitProducerId with the current id/epoch). */
  requireEpochBump(): void { this.bumpRequired = true; }

  /**
   * False when the transaction coordinator cannot bump an epoch for a producer that has one (its highest
   * InitProducerId version is below 3, before KIP-360: Kafka before 2.5), learned from the last InitProducerId
   * answer (Kafka `coordinatorSupportsBumpingEpoch`, from the coordinator's ApiVersions).
   */
  get coordinatorSupportsEpochBump(): boolean { return this.coordinatorCanBump; }

  /** True once the coordinator knows about this transaction (a partition or offsets were added). */
  get transactionStarted(): boolean { return this.started; }

  /** The coordinator now knows about the open transaction (a partition or the group's offsets were added). */
  markTransactionStarted(): void { this.started = true; }

  /** The result of the commit or abort in progress (undefined once its EndTxn was reported outcome-unknown). */
  get completionResult(): TransactionalRequestResult | undefined { return this.completionValue; }

  /** A commit or abort starts: repeated calls join `result` until it settles. */
  startCompletion(result: TransactionalRequestResult): TransactionalRequestResult {
    this.completionValue = result;
    return result;
  }

  /** The EndTxn in progress gave up without an answer: calling commit/abort again sends it anew. */
  forgetCompletion(): void { this.completionValue = undefined; }

  /** The result of the init in progress or done (repeated calls share it). */
  get initResult(): TransactionalRequestResult | undefined { return this.initValue; }

  /** Queues the first InitProducerId of `operation` (initTransactions, or an idempotent producer's id). */
  startInit(operation: 'initTransactions' | 'initProducerId'): TransactionalRequestResult {
    this.initValue = this.enqueueInitProducerId(false, this.newResult(operation), 0);
    return this.initValue;
  }

  /**
   * InitProducerId answered with `identity`: adopt it, learn whether the coordinator can bump epochs, and be
   * READY; an abort or bump that went through InitProducerId (`result`) is over.
   */
  producerIdInitialized(identity: ProducerIdentity, supportsEpochBump: boolean | undefined, result: TransactionalRequestResult): void {
    if (this.isTransactional && supportsEpochBump !== undefined) this.coordinatorCanBump = supportsEpochBump;
    this.adoptIdentity(identity);
    this.bumpRequired = false;
    this.transitionTo(TransactionState.READY);
    if (this.completionValue === result) this.completionValue = undefined;
  }

  /**
   * Kafka's `transitionToUninitialized`, after the coordinator refused InitProducerId for authorization or a first
   * initialization failed abortably: queued requests fail with `error`, and the producer goes through
   * ABORTABLE_ERROR (with `error` as the cause) to UNINITIALIZED, where `initTransactions()` may be called again
   * once the cause is fixed (an ACL granted).
   */
  uninitialize(error: TransactionError): void {
    this.transitionTo(TransactionState.ABORTABLE_ERROR, error);
    for (const pending of this.queue.drain()) pending.result.fail(error);
    this.bumpRequired = false;
    this.initValue = undefined;
    this.completionValue = undefined;
    this.transitionTo(TransactionState.UNINITIALIZED);
  }

  /** A fresh id for an outbound request (matches its answer to the queue entry). */
  allocateRequestId(): number { return this.requestIds++; }

  get state(): TransactionState { return this.currentState; }

  get lastError(): Error | undefined { return this.lastErrorValue; }

  get producerIdentity(): ProducerIdentity { return this.identity; }

  get isTransactional(): boolean { return this.transactionalId !== null; }

  /**
   * True when an abortable error can be recovered from: the epoch can be bumped, by the client (InitProducerId
   * v3+) or by the coordinator at the end of every transaction (transaction version 2). Kafka
   * `canHandleAbortableError`; without it, errors whose recovery needs a bump are fatal.
   */
  get canHandleAbortableError(): boolean { return this.coordinatorSupportsEpochBump || this.transactionVersion === 2; }

  /**
   * Throws unless `operation` is legal in the current state: after an earlier failure (ABORTABLE_ERROR,
   * FATAL_ERROR) an error of that failure's class, else {@link TransactionStateError} (misuse); see
   * {@link refusedOperationError}.
   */
  checkLegal(operation: TransactionOperation): void {
    const legal = (this.isTransactional ? LEGAL_STATES : IDEMPOTENT_LEGAL_STATES)[operation];
    if (!legal.includes(this.currentState)) throw refusedOperationError(operation, this.currentState, legal, this.lastErrorValue);
  }

  /**
   * Moves to `to`. Error states need a cause. An impossible move (an internal bug or an unexpected
   * response) poisons the manager to FATAL_ERROR instead, as Kafka's `transitionTo` does.
   */
  transitionTo(to: TransactionState, cause?: Error): void {
    const from = this.currentState;
    if (from === TransactionState.FATAL_ERROR) return;
    if (!isTransitionValid(from, to)) {
      this.fatalError(new TransactionError('ERR_TXN_INVALID_TRANSITION',
        `Invalid transition attempted from state ${from} to state ${to}`, cause === undefined ? { classification: 'fatal' } : { classification: 'fatal', cause }));
      return;
    }
    if (isErrorState(to)) {
      if (cause === undefined) {
        this.fatalError(new TransactionError('ERR_TXN_MISSING_CAUSE', `Entering ${to} without a cause`, { classification: 'fatal' }));
        return;
      }
      this.lastErrorValue = cause;
    } else {
      this.lastErrorValue = undefined;
    }
    this.currentState = to;
    this.emitTransition(from, to, isErrorState(to) ? cause : undefined);
  }

  private emitTransition(from: TransactionState, to: TransactionState, cause: Error | undefined): void {
    for (const listener of this.transitionListeners) {
      try { listener(from, to, cause); } catch { /* listeners must not break the state machine */ }
    }
  }

  /** Poisons the manager: every queued or in-flight request fails with `error`. */
  fatalError(error: Error): void {
    const from = this.currentState;
    if (from === TransactionState.FATAL_ERROR) return;
    this.currentState = TransactionState.FATAL_ERROR;
    this.lastErrorValue = error;
    this.emitTransition(from, TransactionState.FATAL_ERROR, error);
    for (const pending of this.queue.drain()) pending.result.fail(error);
    for (const { pending } of this.inFlight.values()) pending.result.fail(error);
  }

  /**
   * The transaction must abort. Queued requests that cannot run any more (adds, offsets, commit) fail with
   * `error`; coordinator lookups and InitProducerId stay. An idempotent producer has no transaction to abort:
   * fatal. Kafka `transitionToAbortableError`: an abort already in progress stays the way out (a Produce error
   * answered while the abort waits for in-flight batches must not poison the producer); a bump it calls for is
   * still done when the abort completes.
   */
  abortableError(error: TransactionError, epochBumpRequired: boolean): void {
    if (!this.isTransactional) {
      this.fatalError(error);
      return;
    }
    if (epochBumpRequired) this.bumpRequired = true;
    if (this.currentState === TransactionState.ABORTING_TRANSACTION) return;
    if (this.currentState === TransactionState.ABORTABLE_ERROR) return; // keep the first cause
    this.transitionTo(TransactionState.ABORTABLE_ERROR, error);
    for (const pending of this.queue.drain()) {
      if (pending.api === 'FindCoordinator' || pending.api === 'InitProducerId' || (pending.api === 'EndTxn' && !pending.committed)) {
        this.queue.enqueue(pending);
      } else {
        pending.result.fail(error);
      }
    }
    this.newPartitions.clear();
    this.pendingPartitions.clear();
  }

  /** The error for records and requests failed by an abort (KIP-654), carrying the abortable cause if there was one. */
  abortedBatchError(): TransactionAbortedError {
    const cause = this.lastErrorValue;
    return new TransactionAbortedError(cause === undefined ? {} : { cause });
  }

  /** Adopts a producer id/epoch from InitProducerId or EndTxn v5; resets sequences when it changed. */
  adoptIdentity(next: ProducerIdentity): void {
    const previous = this.identity;
    if (previous.equals(next)) return;
    this.identity = next;
    this.sequences.reset();
    if (previous.isValid) {
      for (const listener of this.epochListeners) {
        try { listener(previous, next); } catch { /* listeners must not break the state machine */ }
      }
    }
  }

  /** Queues a request entry. */
  enqueue<P extends PendingTxnRequest>(pending: P): P {
    this.queue.enqueue(pending);
    return pending;
  }

  /** A fresh result for `operation`. */
  newResult(operation: string): TransactionalRequestResult { return new TransactionalRequestResult(operation); }

  /** Queues InitProducerId settling `result` (a first init, an epoch bump, or an abort without EndTxn). */
  enqueueInitProducerId(isEpochBump: boolean, result: TransactionalRequestResult, now: number): TransactionalRequestResult {
    this.enqueue({ api: 'InitProducerId', isEpochBump, priority: RequestPriority.INIT_PRODUCER_ID, notBefore: now, order: -1, attempts: 0, concurrentAttempts: 0, result });
    return result;
  }

  /** Moves every new partition into ONE AddPartitionsToTxn (Kafka `addPartitionsToTransactionHandler`). */
  enqueueAddPartitions(now: number): void {
    const partitions: TopicPartition[] = this.newPartitions.toArray();
    for (const { topic, partition } of partitions) this.pendingPartitions.add(topic, partition);
    this.newPartitions.clear();
    this.enqueue({
      api: 'AddPartitionsToTxn', partitions, priority: RequestPriority.ADD_PARTITIONS_OR_OFFSETS, notBefore: now, order: -1,
      attempts: 0, concurrentAttempts: 0, result: this.newResult('AddPartitionsToTxn'),
    });
  }

  /** Forgets a coordinator and queues a FindCoordinator for it unless one is already queued or in flight. */
  lookupCoordinator(type: CoordinatorType, key: string): void {
    this.coordinators.forget(type, key);
    const isSameLookup = (p: PendingTxnRequest): boolean => p.api === 'FindCoordinator' && p.coordinatorType === type && p.key === key;
    if (this.queue.some(isSameLookup) || [...this.inFlight.values()].some((each) => isSameLookup(each.pending))) return;
    this.enqueue({
      api: 'FindCoordinator', coordinatorType: type, key, priority: RequestPriority.FIND_COORDINATOR, notBefore: 0, order: -1,
      attempts: 0, concurrentAttempts: 0, result: this.newResult('FindCoordinator'),
    });
  }

  /** Remembers `error` as the last retried failure (a call that times out names it). */
  recordRetriedFailure(error: Error, now: number): void { this.lastRetried = { error, at: now }; }

  /** Re-queues `pending` after a retriable error, with the backoff the action calls for. */
  retry(pending: PendingTxnRequest, action: 'retry' | 'retry-short' | 'rediscover', now: number): void {
    if (action === 'retry-short') {
      pending.notBefore = now + this.concurrentBackoff.delayMs(pending.concurrentAttempts++);
    } else {
      if (action === 'rediscover') {
        const coordinator = this.coordinatorOf(pending, this.transactionalId);
        if (coordinator !== undefined) this.lookupCoordinator(coordinator.type, coordinator.key);
      }
      pending.notBefore = now + this.retryBackoff.delayMs(pending.attempts++);
    }
    this.queue.enqueue(pending);
  }

  /** Forgets the partitions of the transaction that just ended (committed, aborted or abandoned). */
  clearTransaction(): void {
    this.partitionsInTransaction.clear();
    this.newPartitions.clear();
    this.pendingPartitions.clear();
    this.started = false;
  }

  /**
   * Ends the transaction locally: READY, or INITIALIZING plus an InitProducerId carrying the current id and
   * epoch when KIP-360/KIP-588 recovery needs a bump (Kafka `completeTransaction` + `initializeTransactions`).
   */
  completeTransaction(result: TransactionalRequestResult, bumpAllowed: boolean, now: number): void {
    this.clearTransaction();
    // Kafka's "unresolved sequences": a batch that got a sequence and was then failed without being written
    // (aborted while waiting for a retry, expired, rejected before a later batch) leaves a hole the broker
    // would answer OUT_OF_ORDER_SEQUENCE_NUMBER to in the next transaction. Re-sequence under a new epoch.
    const gap = this.sequences.hasSequenceGap();
    this.bumpRequired ||= gap;
    if (this.bumpRequired && bumpAllowed && this.coordinatorCanBump) {
      this.transitionTo(TransactionState.INITIALIZING);
      this.enqueueInitProducerId(true, result, now);
      return;
    }
    if (gap && bumpAllowed) {
      // A coordinator that cannot bump the epoch (InitProducerId below v3) leaves the hole open: Kafka's
      // `maybeResolveSequences` -> fatal ("It isn't safe to continue"). The transaction itself did end.
      const error = new TransactionError('ERR_TXN_UNRESOLVED_SEQUENCE', 'The client has not received acknowledgment for some previously sent '
        + 'records and can no longer retry them, and the transaction coordinator cannot bump the epoch (InitProducerId below v3): it is not safe to continue',
      { classification: 'fatal' });
      result.fail(error);
      this.fatalError(error);
      return;
    }
    this.bumpRequired = false;
    this.transitionTo(TransactionState.READY);
    this.completionValue = undefined;
    result.done();
  }
}
