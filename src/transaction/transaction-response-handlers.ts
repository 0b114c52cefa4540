/**
 * What the manager does with each answer: one method per API, mirroring the handlers inside Kafka's
 * `TransactionManager` (FindCoordinatorHandler, InitProducerIdHandler, AddPartitionsToTxnHandler,
 * AddOffsetsToTxnHandler, TxnOffsetCommitHandler, EndTxnHandler). Error decisions come from the tables in
 * `errors/classify.ts`; this file only applies them.
 */
import { errorAction } from '../errors/classify.js';
import type { ErrorAction } from '../errors/classify.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { TransactionError, type TransactionAbortedError } from '../errors/transaction-errors.js';
import type { PendingTxnRequest } from './pending-txn-request.js';
import { ProducerIdentity } from './producer-identity.js';
import { TopicPartitionSet } from './topic-partition-set.js';
import { TransactionManagerBase } from './transaction-manager-base.js';
import { TransactionState } from './transaction-state.js';
import type { TransactionalRequestResult } from './transactional-request-result.js';
import { RequestPriority } from './txn-request-queue.js';
import type {
  AddOffsetsToTxnResponse, AddPartitionsToTxnResponse, EndTxnResponse, FindCoordinatorResponse,
  InitProducerIdResponse, OutboundTxnRequest, TxnApi, TxnFailureReason, TxnOffsetCommitResponse, TxnResponseByApi,
} from './txn-requests.js';

type Pending<A extends TxnApi> = Extract<PendingTxnRequest, { api: A }>;

/** Most severe first: a fatal partition error wins over a retry, a retry over an abortable one. */
const SEVERITY: { readonly [A in ErrorAction]: number } = {
  fenced: 7, fatal: 6, rediscover: 5, 'retry-short': 4, retry: 3, 'abort-and-bump': 2, abort: 1, 'fail-batch': 1,
  'not-attempted': 0, duplicate: 0, none: 0,
};

/**
 * Response and failure handling. Not used directly: see `TransactionManager`.
 * @internal
 */
export abstract class TransactionResponseHandlers extends TransactionManagerBase {
  /** Partitions whose AddPartitionsToTxn succeeded in this transaction (all produced-to ones under TV2). */
  protected readonly partitionsInTransaction = new TopicPartitionSet();
  /** Partitions produced to but not yet in an AddPartitionsToTxn (TV1). */
  protected readonly newPartitions = new TopicPartitionSet();
  /** Partitions in the queued or in-flight AddPartitionsToTxn (TV1). */
  protected readonly pendingPartitions = new TopicPartitionSet();
  /** True once the coordinator knows about this transaction (a partition or offsets were added). */
  protected transactionStarted = false;
  /** The result of the commit or abort in progress. */
  protected completionResult: TransactionalRequestResult | undefined;

  /** Forgets the partitions of the transaction that just ended (committed, aborted or abandoned). */
  protected clearTransaction(): void {
    this.partitionsInTransaction.clear();
    this.newPartitions.clear();
    this.pendingPartitions.clear();
    this.transactionStarted = false;
    this.abortWithoutEndTxn = false;
  }

  /** The error for records and requests failed by an abort (KIP-654). */
  abstract abortedBatchError(): TransactionAbortedError;

  protected override onAbortableError(): void {
    this.newPartitions.clear();
    this.pendingPartitions.clear();
  }

  /**
   * Feeds the answer to a request returned by `nextRequest`. Answers to anything but a request in
   * flight (stale, duplicated) are ignored.
   */
  handleResponse<A extends TxnApi>(request: OutboundTxnRequest<A>, response: TxnResponseByApi[A], now: number): void {
    const pending = this.takeInFlight(request);
    if (pending === undefined) return;
    // The casts are safe: `pending.api === request.api` by construction and `response` is typed by `A`.
    switch (pending.api) {
      case 'FindCoordinator': this.onFindCoordinator(pending, response as FindCoordinatorResponse, now); return;
      case 'InitProducerId': this.onInitProducerId(pending, response as InitProducerIdResponse, now); return;
      case 'AddPartitionsToTxn': this.onAddPartitions(pending, response as AddPartitionsToTxnResponse, now); return;
      case 'AddOffsetsToTxn': this.onAddOffsets(pending, response as AddOffsetsToTxnResponse, now); return;
      case 'TxnOffsetCommit': this.onTxnOffsetCommit(pending, response as TxnOffsetCommitResponse, now); return;
      case 'EndTxn': this.onEndTxn(pending, response as EndTxnResponse, now); return;
    }
  }

  /**
   * Reports that a request returned by `nextRequest` got no answer. It is retried; a coordinator that
   * dropped the connection or timed out is looked up again. An EndTxn is retried because the
   * coordinator answers a repeated EndTxn idempotently; when its attempts run out the result fails with
   * `commitOutcomeUnknown` (never as a plain failure, since it may have committed).
   */
  handleFailure(request: OutboundTxnRequest, reason: TxnFailureReason, now: number, error?: Error): void {
    const pending = this.takeInFlight(request);
    if (pending === undefined) return;
    this.recordRetriedFailure(error ?? new TransactionError('ERR_TXN_NO_ANSWER', `${pending.api} got no answer (${reason})`, { classification: 'retriable', api: pending.api }), now);
    const action = reason === 'outcome-unknown' || this.coordinatorOf(pending) === undefined ? 'retry' : 'rediscover';
    if (pending.api === 'EndTxn') {
      pending.sent = true;
      if (pending.attempts + 1 >= this.endTxnMaxAttempts) {
        this.failEndTxnOutcomeUnknown(pending, reason, error);
        return;
      }
    }
    this.retry(pending, action, now);
  }

  /**
   * Reports that a request returned by `nextRequest` cannot be sent at all: the broker has no version of its
   * API this client can use (`detail` names the API and both version ranges). Retrying cannot help, so, as
   * in Kafka (`TxnRequestHandler.onComplete` -> `fatalError(response.versionMismatch())`), the producer moves
   * to FATAL_ERROR at once instead of retrying until `maxBlockMs` and reporting a timeout.
   */
  handleUnsupportedVersion(request: OutboundTxnRequest, detail: Error): void {
    const pending = this.takeInFlight(request);
    if (pending === undefined) return;
    this.failUnsupportedVersion(pending, detail.message, detail);
  }

  /** Fails `pending` and the producer with a fatal `ERR_TXN_UNSUPPORTED_VERSION` naming its API. */
  protected failUnsupportedVersion(pending: PendingTxnRequest, detail: string, cause?: Error): void {
    const error = new TransactionError('ERR_TXN_UNSUPPORTED_VERSION', `${pending.api} cannot be sent: ${detail}`,
      { classification: 'fatal', api: pending.api, errorCode: ErrorCode.UNSUPPORTED_VERSION, ...(cause === undefined ? {} : { cause }) });
    pending.result.fail(error);
    this.fatalError(error);
  }

  /**
   * Reports that a request returned by `nextRequest` could not be sent because authentication failed (SASL
   * or TLS verification). Retrying cannot fix that, so it is fatal, as Java's
   * `TransactionManager.authenticationFailed`: every queued and in-flight request fails with `error`.
   */
  handleAuthenticationFailure(request: OutboundTxnRequest, error: Error): void {
    const pending = this.takeInFlight(request);
    if (pending === undefined) return;
    this.fatalError(error);
    pending.result.fail(error);
  }

  private takeInFlight(request: OutboundTxnRequest): PendingTxnRequest | undefined {
    const entry = this.inFlight.get(request.id);
    if (entry === undefined) return undefined;
    this.inFlight.delete(request.id);
    const pending = entry.pending;
    return this.state === TransactionState.FATAL_ERROR ? undefined : pending;
  }

  private failEndTxnOutcomeUnknown(pending: Pending<'EndTxn'>, reason: TxnFailureReason, cause: Error | undefined): void {
    const what = pending.committed ? 'commit' : 'abort';
    const last = cause === undefined ? reason : `${reason}: ${cause.message}`;
    const error = new TransactionError(pending.committed ? 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN' : 'ERR_TXN_ABORT_OUTCOME_UNKNOWN',
      `EndTxn (${what}) got no answer after ${pending.attempts + 1} attempts (last: ${last}); the ${what} outcome unknown`,
      { classification: 'retriable', api: 'EndTxn', ...(pending.committed ? { commitOutcomeUnknown: true } : {}), ...(cause === undefined ? {} : { cause }) });
    // The state stays COMMITTING/ABORTING: calling commit/abort again sends a fresh EndTxn.
    this.completionResult = undefined;
    pending.result.fail(error);
  }

  private onFindCoordinator(pending: Pending<'FindCoordinator'>, response: FindCoordinatorResponse, now: number): void {
    const entry = response.coordinators?.find((c) => c.key === pending.key) ?? response.coordinators?.[0];
    const errorCode = entry?.errorCode ?? response.errorCode ?? 0;
    const nodeId = entry?.nodeId ?? response.nodeId ?? -1;
    const action = errorAction('FindCoordinator', errorCode);
    if (action === 'none' && nodeId >= 0) {
      this.setCoordinator(pending.coordinatorType, pending.key, nodeId);
      pending.result.done();
      return;
    }
    this.applyErrorAction(pending, action === 'none' ? 'retry' : action, errorCode, now, pending.key);
  }

  private onInitProducerId(pending: Pending<'InitProducerId'>, response: InitProducerIdResponse, now: number): void {
    const action = errorAction('InitProducerId', response.errorCode);
    if (action !== 'none') {
      this.applyErrorAction(pending, action, response.errorCode, now);
      return;
    }
    this.adoptIdentity(new ProducerIdentity(response.producerId, response.producerEpoch));
    this.epochBumpRequired = false;
    this.abortWithoutEndTxn = false;
    this.transitionTo(TransactionState.READY);
    if (this.completionResult === pending.result) this.completionResult = undefined;
    pending.result.done();
  }

  private onAddPartitions(pending: Pending<'AddPartitionsToTxn'>, response: AddPartitionsToTxnResponse, now: number): void {
    let worst: ErrorAction = 'none';
    let worstCode = 0;
    let worstResource: string | undefined;
    for (const topic of response.resultsByTopicV3AndBelow) {
      for (const result of topic.resultsByPartition) {
        const action = errorAction('AddPartitionsToTxn', result.partitionErrorCode);
        if (SEVERITY[action] > SEVERITY[worst]) {
          worst = action;
          worstCode = result.partitionErrorCode;
          worstResource = `${topic.name}-${result.partitionIndex}`;
        }
      }
    }
    if (worst === 'none' || worst === 'not-attempted' || worst === 'duplicate') {
      for (const { topic, partition } of pending.partitions) {
        this.pendingPartitions.delete(topic, partition);
        this.partitionsInTransaction.add(topic, partition);
      }
      this.transactionStarted = true;
      pending.result.done();
      return;
    }
    if (worst !== 'retry' && worst !== 'retry-short' && worst !== 'rediscover') {
      for (const { topic, partition } of pending.partitions) this.pendingPartitions.delete(topic, partition);
    }
    this.applyErrorAction(pending, worst, worstCode, now, worstResource);
  }

  private onAddOffsets(pending: Pending<'AddOffsetsToTxn'>, response: AddOffsetsToTxnResponse, now: number): void {
    const action = errorAction('AddOffsetsToTxn', response.errorCode);
    if (action !== 'none') {
      this.applyErrorAction(pending, action, response.errorCode, now, pending.groupMetadata.groupId);
      return;
    }
    this.transactionStarted = true;
    if (this.state === TransactionState.ABORTING_TRANSACTION) {
      // The transaction is being aborted: it is started (EndTxn(abort) will be sent), the offsets are not committed.
      pending.result.fail(this.abortedBatchError());
      return;
    }
    // The user's result settles when the offsets are committed to the group coordinator.
    this.enqueue({
      api: 'TxnOffsetCommit', offsets: [...pending.offsets], groupMetadata: pending.groupMetadata,
      priority: RequestPriority.ADD_PARTITIONS_OR_OFFSETS, notBefore: now, order: -1, attempts: 0, concurrentAttempts: 0,
      result: pending.result,
    });
  }

  private onTxnOffsetCommit(pending: Pending<'TxnOffsetCommit'>, response: TxnOffsetCommitResponse, now: number): void {
    let worst: ErrorAction = 'none';
    let worstCode = 0;
    let worstResource: string | undefined;
    const committed = new Set<string>();
    for (const topic of response.topics) {
      for (const result of topic.partitions) {
        const action = errorAction('TxnOffsetCommit', result.errorCode);
        if (action === 'none') committed.add(`${topic.name}\u0000${result.partitionIndex}`);
        else if (SEVERITY[action] > SEVERITY[worst]) {
          worst = action;
          worstCode = result.errorCode;
          worstResource = `${topic.name}-${result.partitionIndex} in group ${pending.groupMetadata.groupId}`;
        }
      }
    }
    // Like Kafka, only the partitions not yet committed are sent again.
    pending.offsets = pending.offsets.filter((o) => !committed.has(`${o.topic}\u0000${o.partition}`));
    if (worst === 'none' || worst === 'not-attempted' || worst === 'duplicate') {
      if (pending.offsets.length === 0) pending.result.done();
      else this.retry(pending, 'retry', now);
      return;
    }
    this.applyErrorAction(pending, worst, worstCode, now, worstResource);
  }

  private onEndTxn(pending: Pending<'EndTxn'>, response: EndTxnResponse, now: number): void {
    const action = errorAction('EndTxn', response.errorCode);
    if (action !== 'none') {
      this.applyErrorAction(pending, action, response.errorCode, now);
      return;
    }
    // KIP-890 TV2: EndTxn v5 returns the epoch (or, on overflow, the id) to use for the next transaction.
    const adopted = this.transactionVersion === 2 && response.producerId !== undefined && response.producerId >= 0n
      && response.producerEpoch !== undefined && response.producerEpoch >= 0;
    if (adopted) this.adoptIdentity(new ProducerIdentity(response.producerId, response.producerEpoch));
    this.completeTransaction(pending.result, !adopted, now);
  }

  /**
   * Ends the transaction locally: READY, or INITIALIZING plus an InitProducerId carrying the current id and
   * epoch when KIP-360/KIP-588 recovery needs a bump (Kafka `completeTransaction` + `initializeTransactions`).
   */
  protected completeTransaction(result: TransactionalRequestResult, bumpAllowed: boolean, now: number): void {
    this.clearTransaction();
    // Kafka's "unresolved sequences": a batch that got a sequence and was then failed without being written
    // (aborted while waiting for a retry, expired, rejected before a later batch) leaves a hole the broker
    // would answer OUT_OF_ORDER_SEQUENCE_NUMBER to in the next transaction. Re-sequence under a new epoch.
    if (this.sequences.hasSequenceGap()) this.epochBumpRequired = true;
    if (this.epochBumpRequired && bumpAllowed) {
      this.transitionTo(TransactionState.INITIALIZING);
      this.enqueue({
        api: 'InitProducerId', isEpochBump: true, priority: RequestPriority.INIT_PRODUCER_ID, notBefore: now, order: -1,
        attempts: 0, concurrentAttempts: 0, result,
      });
      return;
    }
    this.epochBumpRequired = false;
    this.transitionTo(TransactionState.READY);
    this.completionResult = undefined;
    result.done();
  }
}
