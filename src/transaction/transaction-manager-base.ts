/**
 * State, events, request queue, retry policy and coordinator cache of the transaction manager: the part
 * every response handler and public operation shares. Split from `transaction-manager.ts` to keep files
 * small; mirrors the corresponding fields and helpers of Kafka's `TransactionManager`.
 */
import { TransactionError, TransactionStateError, transactionErrorFromCode } from '../errors/transaction-errors.js';
import type { ErrorClassification } from '../errors/transaction-errors.js';
import type { ErrorAction } from '../errors/classify.js';
import { concurrentTransactionsBackoff, defaultRetryBackoff } from '../internal/backoff.js';
import type { ExponentialBackoff, RandomSource } from '../internal/backoff.js';
import { PartitionSequences } from './partition-sequences.js';
import type { PendingTxnRequest } from './pending-txn-request.js';
import { ProducerIdentity } from './producer-identity.js';
import {
  IDEMPOTENT_LEGAL_STATES, isErrorState, isTransitionValid, LEGAL_STATES, TransactionState,
} from './transaction-state.js';
import type { TransactionOperation } from './transaction-state.js';
import { TransactionalRequestResult } from './transactional-request-result.js';
import { RequestPriority, TxnRequestQueue } from './txn-request-queue.js';
import type { CoordinatorType, OutboundTxnRequest } from './txn-requests.js';

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
  /** Backoff for CONCURRENT_TRANSACTIONS; default 20, 40, 80 ... 500 ms. */
  readonly concurrentTransactionsBackoff?: ExponentialBackoff;
  /** Random source for the default retry jitter; inject a seeded one in tests. */
  readonly random?: RandomSource;
  /** How many times an EndTxn whose answer was lost is sent before giving up with "outcome unknown". Default 10. */
  readonly endTxnMaxAttempts?: number;
  /**
   * Internal policy switch (default false, Kafka's one transactional request in flight): true lets
   * AddPartitionsToTxn, AddOffsetsToTxn and TxnOffsetCommit of one transaction be in flight together. See
   * docs/transactions.md, "Requests in flight", for why it is off.
   * @internal
   */
  readonly concurrentTransactionalRequests?: boolean;
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

/** The request in flight and the queue entry it came from. */
interface InFlight {
  readonly outbound: OutboundTxnRequest;
  readonly pending: PendingTxnRequest;
}

/**
 * Shared state and helpers. Not used directly: see `TransactionManager`.
 * @internal
 */
export abstract class TransactionManagerBase {
  /** Per-partition sequence state used by the Sender (idempotence). */
  readonly sequences = new PartitionSequences();
  readonly transactionalId: string | null;
  private transactionVersionValue: 1 | 2;
  protected readonly transactionTimeoutMs: number;
  protected readonly retryBackoff: ExponentialBackoff;
  protected readonly concurrentBackoff: ExponentialBackoff;
  protected readonly endTxnMaxAttempts: number;

  private currentState: TransactionState = TransactionState.UNINITIALIZED;
  private lastErrorValue: Error | undefined;
  private lastRetriedFailureValue: { readonly error: Error; readonly at: number } | undefined;
  private identity: ProducerIdentity = ProducerIdentity.NONE;
  private readonly transitionListeners = new Set<TransitionListener>();
  private readonly epochListeners = new Set<EpochBumpListener>();

  protected readonly queue = new TxnRequestQueue<PendingTxnRequest>();
  /** Requests returned by `nextRequest` and not yet answered, by outbound id. */
  protected readonly inFlight = new Map<number, InFlight>();
  /** See {@link TransactionManagerOptions.concurrentTransactionalRequests}. */
  protected concurrentRequests: boolean;
  protected nextRequestId = 0;
  private transactionCoordinator: number | undefined;
  private readonly groupCoordinators = new Map<string, number>();
  /** Set by KIP-360/KIP-588 errors: the next abort re-initializes the producer id. */
  protected epochBumpRequired = false;
  /**
   * Set when the coordinator cannot take an EndTxn for this transaction, so the abort goes straight to
   * InitProducerId with the current id/epoch: INVALID_PRODUCER_EPOCH on Produce under TV1 (KIP-588: the
   * coordinator already aborted on timeout under a bumped epoch; franz-go `maybeRecoverProducerID`) and
   * INVALID_PRODUCER_ID_MAPPING (Kafka `beginCompletingTransaction`).
   */
  protected abortWithoutEndTxn = false;

  constructor(options: TransactionManagerOptions) {
    if (options.transactionalId === '') throw new RangeError('transactionalId must be null or a non-empty string');
    this.transactionalId = options.transactionalId;
    this.transactionVersionValue = options.transactionVersion;
    this.transactionTimeoutMs = options.transactionTimeoutMs ?? 60_000;
    this.retryBackoff = options.retryBackoff ?? defaultRetryBackoff(options.random);
    this.concurrentBackoff = options.concurrentTransactionsBackoff ?? concurrentTransactionsBackoff();
    this.endTxnMaxAttempts = options.endTxnMaxAttempts ?? 10;
    this.concurrentRequests = options.concurrentTransactionalRequests ?? false;
  }

  /** The KIP-890 transaction version in use: 2 skips AddPartitionsToTxn / AddOffsetsToTxn. */
  get transactionVersion(): 1 | 2 {
    return this.transactionVersionValue;
  }

  /**
   * Sets the transaction version once the Sender has negotiated it (ApiVersions features). Only legal
   * before the first InitProducerId: a transaction never changes protocol half-way (Kafka decides it
   * per transaction from the finalized feature; we decide it once per producer, which is stricter).
   */
  setTransactionVersion(version: 1 | 2): void {
    if (this.currentState !== TransactionState.UNINITIALIZED) {
      throw new RangeError(`the transaction version can only be set in UNINITIALIZED (state is ${this.currentState})`);
    }
    this.transactionVersionValue = version;
  }

  /** The current state. */
  get state(): TransactionState {
    return this.currentState;
  }

  /**
   * The last failure that was retried (a retriable error code, or a request that got no answer) and when, by
   * the `now` the Sender passed. A call that times out names it as its cause (issue 11, item 12).
   */
  get lastRetriedFailure(): { readonly error: Error; readonly at: number } | undefined {
    return this.lastRetriedFailureValue;
  }

  /** The cause recorded when entering the current error state, if any. */
  get lastError(): Error | undefined {
    return this.lastErrorValue;
  }

  /** The producer id and epoch in use (NONE before InitProducerId succeeded). */
  get producerIdentity(): ProducerIdentity {
    return this.identity;
  }

  /** True for a transactional producer. */
  get isTransactional(): boolean {
    return this.transactionalId !== null;
  }

  /** Subscribes to state transitions; returns the unsubscribe function. Listeners must not throw. */
  onTransition(listener: TransitionListener): () => void {
    this.transitionListeners.add(listener);
    return () => { this.transitionListeners.delete(listener); };
  }

  /** Subscribes to epoch bumps; returns the unsubscribe function. Listeners must not throw. */
  onEpochBump(listener: EpochBumpListener): () => void {
    this.epochListeners.add(listener);
    return () => { this.epochListeners.delete(listener); };
  }

  /** The cached coordinator broker id for our transactional id (`'transaction'`) or for `groupId`. */
  coordinator(type: CoordinatorType, groupId?: string): number | undefined {
    if (type === 'transaction') return this.transactionCoordinator;
    return groupId === undefined ? undefined : this.groupCoordinators.get(groupId);
  }

  /**
   * Switches {@link TransactionManagerOptions.concurrentTransactionalRequests} (tests and benchmarks).
   * @internal
   */
  setConcurrentTransactionalRequests(enabled: boolean): void {
    this.concurrentRequests = enabled;
  }

  /** How many requests returned by `nextRequest` await their answer. */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /** True when requests are queued or in flight. */
  get hasPendingRequests(): boolean {
    return this.inFlight.size > 0 || this.queue.size > 0;
  }

  /** When the first backed-off request becomes ready (undefined when none is queued). */
  nextReadyAt(): number | undefined {
    return this.queue.nextReadyAt();
  }

  /**
   * Throws {@link TransactionStateError} unless `operation` is legal in the current state. The producer
   * facade calls it for operations the manager has no method for (flush).
   */
  checkLegal(operation: TransactionOperation): void {
    const legal = (this.isTransactional ? LEGAL_STATES : IDEMPOTENT_LEGAL_STATES)[operation];
    if (!legal.includes(this.currentState)) {
      throw new TransactionStateError(operation, this.currentState, legal, this.lastErrorValue);
    }
  }

  /**
   * Moves to `to`. Error states need a cause. An impossible move (an internal bug or an unexpected
   * response) poisons the manager to FATAL_ERROR instead, as Kafka's `transitionTo` does.
   */
  protected transitionTo(to: TransactionState, cause?: Error): void {
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
  protected fatalError(error: Error): void {
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
   * `error`; coordinator lookups and InitProducerId stay. During an abort this is fatal (KAFKA-19250:
   * TRANSACTION_ABORTABLE while aborting cannot be recovered).
   */
  protected abortableError(error: TransactionError, epochBumpRequired: boolean): void {
    if (!this.isTransactional) {
      this.fatalError(error);
      return;
    }
    if (epochBumpRequired) this.epochBumpRequired = true;
    // Kafka `transitionToAbortableError`: an abort already in progress stays the way out (a Produce error
    // answered while the abort waits for in-flight batches must not poison the producer); a bump it calls
    // for is still done when the abort completes.
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
    this.onAbortableError();
  }

  /** Hook for subclasses to drop per-transaction state on an abortable error. */
  protected abstract onAbortableError(): void;

  /** Adopts a producer id/epoch from InitProducerId or EndTxn v5; resets sequences when it changed. */
  protected adoptIdentity(next: ProducerIdentity): void {
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

  /** Creates and queues a request entry. */
  protected enqueue<P extends PendingTxnRequest>(pending: P): P {
    this.queue.enqueue(pending);
    return pending;
  }

  /** A fresh result for `operation`. */
  protected newResult(operation: string): TransactionalRequestResult {
    return new TransactionalRequestResult(operation);
  }

  /** Caches a coordinator found by FindCoordinator. */
  protected setCoordinator(type: CoordinatorType, key: string, nodeId: number): void {
    if (type === 'transaction') this.transactionCoordinator = nodeId;
    else this.groupCoordinators.set(key, nodeId);
  }

  /** Forgets a coordinator and queues a FindCoordinator for it unless one is already queued or in flight. */
  protected lookupCoordinator(type: CoordinatorType, key: string): void {
    if (type === 'transaction') this.transactionCoordinator = undefined;
    else this.groupCoordinators.delete(key);
    const isSameLookup = (p: PendingTxnRequest): boolean => p.api === 'FindCoordinator' && p.coordinatorType === type && p.key === key;
    if (this.queue.some(isSameLookup) || [...this.inFlight.values()].some((each) => isSameLookup(each.pending))) return;
    this.enqueue({
      api: 'FindCoordinator', coordinatorType: type, key, priority: RequestPriority.FIND_COORDINATOR, notBefore: 0, order: -1,
      attempts: 0, concurrentAttempts: 0, result: this.newResult('FindCoordinator'),
    });
  }

  /** The coordinator a queued request needs, if any. */
  protected coordinatorOf(pending: PendingTxnRequest): { readonly type: CoordinatorType; readonly key: string } | undefined {
    switch (pending.api) {
      case 'FindCoordinator':
        return undefined;
      case 'InitProducerId':
        return this.transactionalId === null ? undefined : { type: 'transaction', key: this.transactionalId };
      case 'TxnOffsetCommit':
        return { type: 'group', key: pending.groupMetadata.groupId };
      case 'AddPartitionsToTxn':
      case 'AddOffsetsToTxn':
      case 'EndTxn':
        return { type: 'transaction', key: this.transactionalId ?? '' };
    }
  }

  /**
   * Remembers `error` as {@link TransactionManagerBase.lastRetriedFailure}. The manager calls it for its own
   * requests; the Sender calls it for a Produce attempt it retries, so a commit or flush that times out waiting
   * for the batch names why.
   */
  recordRetriedFailure(error: Error, now: number): void {
    this.lastRetriedFailureValue = { error, at: now };
  }

  /** Re-queues `pending` after a retriable error, with the backoff the action calls for. */
  protected retry(pending: PendingTxnRequest, action: 'retry' | 'retry-short' | 'rediscover', now: number): void {
    if (action === 'retry-short') {
      pending.notBefore = now + this.concurrentBackoff.delayMs(pending.concurrentAttempts);
      pending.concurrentAttempts++;
    } else {
      if (action === 'rediscover') {
        const coordinator = this.coordinatorOf(pending);
        if (coordinator !== undefined) this.lookupCoordinator(coordinator.type, coordinator.key);
      }
      pending.notBefore = now + this.retryBackoff.delayMs(pending.attempts);
      pending.attempts++;
    }
    this.queue.enqueue(pending);
  }

  /**
   * Applies a non-success {@link ErrorAction} to `pending`: retry, or settle it failed and move the
   * producer to the error state the action implies.
   */
  protected applyErrorAction(pending: PendingTxnRequest, action: ErrorAction, errorCode: number, now: number, resource?: string): void {
    switch (action) {
      case 'retry':
      case 'retry-short':
      case 'rediscover':
        this.recordRetriedFailure(transactionErrorFromCode(pending.api, errorCode, 'retriable', resource), now);
        this.retry(pending, action, now);
        return;
      case 'abort':
      case 'abort-and-bump':
      case 'fail-batch': {
        const error = transactionErrorFromCode(pending.api, errorCode, 'abortable', resource);
        pending.result.fail(error);
        // KAFKA-19250: the abort itself failing with an abortable error cannot be recovered.
        const abortFailed = this.currentState === TransactionState.ABORTING_TRANSACTION && (pending.api === 'EndTxn' || pending.api === 'InitProducerId');
        if (abortFailed) this.fatalError(error);
        else this.abortableError(error, action === 'abort-and-bump');
        return;
      }
      case 'fenced':
      case 'fatal':
      case 'none':
      case 'duplicate':
      case 'not-attempted': {
        const classification: ErrorClassification = action === 'fenced' ? 'application-recoverable' : 'fatal';
        const error = transactionErrorFromCode(pending.api, errorCode, classification, resource);
        pending.result.fail(error);
        this.fatalError(error);
        return;
      }
    }
  }
}
