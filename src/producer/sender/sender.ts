/**
 * The Sender: the only place that performs I/O (Kafka's `Sender`, a single background loop). Each
 * iteration, synchronously:
 * 1. starts a metadata refresh when one was asked for;
 * 2. fails undrained records while the transaction aborts or must abort (KIP-654), and every incomplete record
 *    (queued, waiting for memory, in flight) once the producer is fatal;
 * 3. expires batches past their delivery timeout (KIP-91);
 * 4. sends the transaction manager's next requests (`nextRequest(now)` until undefined) to the brokers they name;
 * 5. drains ready batches per leader into Produce requests ({@link ProduceDispatcher}).
 * Then it sleeps until the earliest timer (linger, retry backoff, delivery timeout, metadata backoff) or
 * until woken by an append, a flush, a response or a public operation.
 *
 * Every request promise is tracked (never floating) and handled by callbacks that only update state and
 * wake the loop, so the order of decisions is the loop's order, as in Kafka's single sender thread.
 */
import type { Logger } from '../../config/logger.js';
import type { ResolvedProducerConfig } from '../../config/producer-config.js';
import type { MetadataCache } from '../../cluster/metadata-cache.js';
import type { Clock } from '../../internal/clock.js';
import { DeadlineTimer } from '../../internal/deadline-timer.js';
import { isAuthenticationError, isNetworkError, isRequestTimeoutError, isUnsupportedApiError } from '../../network/network-errors.js';
import type { NetworkClient, RequestTarget as NetworkTarget } from '../../network/network-client.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { ApiKeyName } from '../../protocol/messages/api-keys.generated.js';
import type { OutboundTxnRequest, TxnFailureReason } from '../../transaction/txn-requests.js';
import { learnBrokers } from '../../cluster/learn-brokers.js';
import { UnsupportedVersionError } from '../../protocol/messages/unsupported-version-error.js';
import { ProduceDispatcher } from './produce-dispatcher.js';
import type { RecordAccumulator } from '../accumulator/record-accumulator.js';

/**
 * What the Sender works with; all owned by the producer facade.
 * @internal
 */
export interface SenderOptions {
  readonly config: ResolvedProducerConfig;
  readonly network: NetworkClient;
  readonly clock: Clock;
  readonly accumulator: RecordAccumulator;
  readonly transactionManager: TransactionManager;
  readonly metadata: MetadataCache;
  readonly logger: Logger;
}

/**
 * The background loop. `start()` once, `wakeup()` whenever there may be new work, `stop()` at close.
 * @internal
 */
export class Sender {
  private readonly options: SenderOptions;
  private readonly produce: ProduceDispatcher;
  private loopPromise: Promise<void> | undefined;
  private stopped = false;
  private wakeRequested = false;
  /** Resolves the loop's current sleep (set while it sleeps). */
  private sleepResolve: (() => void) | undefined;
  /** When the current sleep ends at the latest (read by the pre-bound sleep executor). */
  private sleepWakeAt = Infinity;
  /**
   * The wake-up timer. It stays armed across iterations and is re-armed only for an earlier time, so a
   * Sender iteration costs no Node timer; firing at a time that no longer matters just runs one iteration more.
   */
  private readonly wakeTimer: DeadlineTimer;
  private identityChanged = false;
  private readonly unsubscribe: () => void;

  constructor(options: SenderOptions) {
    this.options = options;
    this.produce = new ProduceDispatcher({
      config: options.config,
      network: options.network,
      accumulator: options.accumulator,
      transactionManager: options.transactionManager,
      metadata: options.metadata,
      logger: options.logger,
      track: (work) => { this.track(work); },
      isStopped: () => this.stopped,
      now: () => this.options.clock.now(),
    });
    this.wakeTimer = new DeadlineTimer(options.clock, () => { this.wakeup(); return Infinity; });
    this.unsubscribe = options.transactionManager.onEpochBump(() => {
      this.identityChanged = true;
    });
  }

  /** True between `start` and `stop`. */
  get isRunning(): boolean {
    return this.loopPromise !== undefined && !this.stopped;
  }

  /** Starts the loop (idempotent). */
  start(): void {
    if (this.loopPromise !== undefined || this.stopped) return;
    this.loopPromise = this.loop();
  }

  /** Wakes the loop: something may be sendable now. */
  wakeup(): void {
    const resolve = this.sleepResolve;
    if (resolve !== undefined) {
      this.sleepResolve = undefined;
      resolve();
    } else {
      this.wakeRequested = true;
    }
  }

  /**
   * Stops the loop. Requests still in flight are not awaited (their answers are ignored): the caller
   * fails whatever is left and closes the network client, which fails them.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    this.wakeTimer.cancel();
    this.wakeup();
    await this.loopPromise;
  }

  /**
   * Handles the end of a request or refresh: its callbacks already updated the state, so the loop runs again.
   * The handlers are bound once (no closures per request) and never rethrow, so the derived promise cannot reject.
   */
  private track(work: Promise<void>): void {
    void work.then(this.onWorkDone, this.onWorkFailed);
  }

  private readonly onWorkDone = (): void => {
    this.wakeup();
  };

  private readonly onWorkFailed = (error: unknown): void => {
    try {
      this.options.logger.error('sender callback failed', { error: error instanceof Error ? error.message : String(error) });
    } catch {
      // A throwing logger must not turn into an unhandled rejection of the derived promise.
    }
    this.wakeup();
  };

  private async loop(): Promise<void> {
    const { clock, logger, config } = this.options;
    while (!this.stopped) {
      this.takeWakeRequest();
      let wakeAt: number;
      try {
        wakeAt = this.runOnce(clock.now());
      } catch (error) {
        // A bug in a callback must not kill the loop silently; log it and try again after a backoff.
        logger.error('sender iteration failed', { error: error instanceof Error ? error.stack ?? error.message : String(error) });
        wakeAt = clock.now() + config.retryBackoffMs;
      }
      // stop() calls wakeup(), so this never sleeps past a stop.
      await this.sleepUntil(wakeAt);
    }
  }

  private sleepUntil(wakeAt: number): Promise<void> {
    // Still yields to the microtask queue (answers already in it run first), without a promise per iteration.
    if (this.takeWakeRequest()) return RESOLVED;
    this.sleepWakeAt = wakeAt;
    return new Promise<void>(this.sleep);
  }

  /** The sleep's executor, bound once: no closure per iteration. */
  private readonly sleep = (resolve: () => void): void => {
    this.sleepResolve = resolve;
    // Idle (nothing to wait for but a wakeup): no timer may outlive the work, or it would hold the process open.
    if (this.sleepWakeAt === Infinity || this.stopped) {
      this.wakeTimer.cancel();
      return;
    }
    // The timer keeps the process alive only while records are outstanding: their callers may wait for nothing
    // else (a send's promise has no timer of its own). A transactional call has its own bound timer, so once that
    // bound has passed, the retries it left (FindCoordinator against a dead broker, a metadata refresh) go on only
    // while something else keeps the process alive: a forgotten `await` cannot hold it open forever.
    this.wakeTimer.setKeepAlive(this.options.accumulator.hasIncomplete());
    this.wakeTimer.schedule(this.sleepWakeAt);
  };

  /** True (once) when a wakeup arrived while the loop was busy. */
  private takeWakeRequest(): boolean {
    const requested = this.wakeRequested;
    this.wakeRequested = false;
    return requested;
  }

  /** One iteration; returns when to run again at the latest (Infinity: only on wakeup). */
  private runOnce(now: number): number {
    const { accumulator, transactionManager: tm, metadata, config } = this.options;
    const refresh = metadata.maybeRefresh(now);
    if (refresh !== undefined) this.track(refresh);
    if (this.identityChanged) {
      this.identityChanged = false;
      this.produce.onIdentityChanged();
    }
    if (config.idempotent) {
      const state = tm.state;
      if (state === TransactionState.FATAL_ERROR) {
        // Kafka `Sender.maybeAbortBatches`: nothing will be sent or committed any more, so every record not yet
        // acknowledged fails now with the fatal error (queued, waiting for memory, and in flight: an answer that
        // arrives later settles nothing twice).
        if (accumulator.hasIncomplete()) accumulator.abortBatches(tm.lastError ?? tm.abortedBatchError());
      } else if (state === TransactionState.ABORTING_TRANSACTION || state === TransactionState.ABORTABLE_ERROR) {
        // Kafka `Sender.maybeAbortBatches`: records not yet sent fail with TransactionAbortedError (KIP-654).
        if (accumulator.hasUndrained()) accumulator.abortUndrainedBatches(tm.abortedBatchError());
      }
    }
    this.produce.expireBatches(now);
    if (config.idempotent) this.sendTransactionalRequests(now);
    const produceDelay = this.produce.sendReady(now);
    let wakeAt = produceDelay === Infinity ? Infinity : now + Math.max(1, produceDelay);
    const txnReadyAt = tm.nextReadyAt();
    if (txnReadyAt !== undefined && txnReadyAt > now) wakeAt = Math.min(wakeAt, txnReadyAt);
    if (metadata.needsUpdate && !metadata.isRefreshing) wakeAt = Math.min(wakeAt, Math.max(now + 1, metadata.nextRefreshAt));
    const expiry = accumulator.nextExpiryAt();
    if (expiry !== undefined) wakeAt = Math.min(wakeAt, Math.max(now + 1, expiry));
    return wakeAt;
  }

  /** Sends every transactional request the manager releases now (it decides which may share the flight). */
  private sendTransactionalRequests(now: number): void {
    const { transactionManager: tm, accumulator } = this.options;
    const options = { hasIncompleteBatches: accumulator.hasIncomplete(), hasInFlightProduce: accumulator.hasInFlight() };
    for (let request = tm.nextRequest(now, options); request !== undefined; request = tm.nextRequest(now, options)) {
      this.sendTransactionalRequest(request);
    }
  }

  private sendTransactionalRequest<A extends ApiKeyName, R>(request: OutboundTxnRequest<A, R>): void {
    const { transactionManager: tm, network, config, logger } = this.options;
    const target: NetworkTarget = request.target.kind === 'any-broker' ? 'any' : request.target.nodeId;
    logger.debug('sending transactional request', { api: request.api, target, state: tm.state });
    const context = { topicId: this.topicIdOf, transactionVersion: tm.transactionVersion };
    const maxVersion = request.wire.maxVersion(request.body, context);
    const work = network.send(target, request.api, (version) => request.wire.atVersion(request.body, version, context),
      maxVersion === undefined ? (this.txnSendOptions ??= { timeoutMs: config.requestTimeoutMs }) : { timeoutMs: config.requestTimeoutMs, maxVersion }).then(
      (result) => {
        if (this.stopped) return;
        const response = request.wire.read(result.response, result.version, request.body, context);
        learnBrokers(network, request.wire.brokers(result.response, result.version, request.body, context));
        tm.handleResponse(request, response, this.options.clock.now());
      },
      (error: unknown) => {
        if (this.stopped) return;
        // The broker speaks no usable version, or the request needs one it cannot speak (the wire module refused).
        if (isUnsupportedApiError(error) || error instanceof UnsupportedVersionError) {
          // No version of the API both sides speak: fatal at once, not retried to a timeout.
          logger.error('transactional request cannot be sent: no usable version', { api: request.api, error: error.message });
          tm.handleUnsupportedVersion(request, error);
          return;
        }
        if (isAuthenticationError(error)) {
          logger.error('transactional request failed authentication', { api: request.api, error: error.message });
          tm.handleAuthenticationFailure(request, error);
          return;
        }
        const reason = failureReason(error);
        logger.warn('transactional request got no answer', { api: request.api, reason, error: error instanceof Error ? error.message : String(error) });
        tm.handleFailure(request, reason, this.options.clock.now(), error instanceof Error ? error : undefined);
      },
    );
    this.track(work);
  }

  private readonly topicIdOf = (topic: string): string => this.options.metadata.topicId(topic);
  /** The send options of a transactional request without a version cap, made once. */
  private txnSendOptions: { readonly timeoutMs: number } | undefined;
}

const RESOLVED: Promise<void> = Promise.resolve();

/**
 * Maps a network failure onto the manager's vocabulary. `disconnected` only when the request provably
 * never left; a request that may have been applied (sent, then the connection dropped or timed out) is
 * `outcome-unknown`/`timeout`, which keeps an EndTxn from ever being reported as failed when it may have
 * committed.
 * @internal
 */
export function failureReason(error: unknown): TxnFailureReason {
  if (isRequestTimeoutError(error)) return 'timeout';
  if (isNetworkError(error)) return error.requestSent ? 'outcome-unknown' : 'disconnected';
  return 'outcome-unknown';
}
