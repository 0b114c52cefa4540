/**
 * `ProducerPool`: N transactional producers over one network client, so that a job not driven by a consumer group
 * can run N transactions at once. With one transactional id, a transaction waits for the coordinator to complete
 * the previous one (EndTxn and its markers); N ids let N transactions overlap. Each `transaction()` call runs on a
 * free member with the member's own `Producer.transaction()` (begin, callback, commit; abort on failure, classified
 * as there), and callers wait first come first served while every member is busy.
 *
 * Members are named `${prefix}-0` to `${prefix}-${N-1}` and all initialized by `connect()` (or by the first
 * `transaction()`), so a restarted job fences exactly its previous members before its first transaction. A member
 * that is fenced or fatal is not replaced: the pool fails (see `ProducerPoolFailedError`). See docs/producer-pool.md.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { TransactionState } from '../common/transaction-names.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import { anySignal } from '../internal/any-signal.js';
import { bounded, validateOperationOptions, type OperationOptions } from '../internal/bounded-wait.js';
import { systemClock, type Clock } from '../internal/clock.js';
import { withTestSeams } from '../internal/test-seams.js';
import type { NetworkClient } from '../network/network-client.js';
import { createOwnNetworkClient } from '../network/tcp/own-network-client.js';
import { Producer } from '../producer/producer.js';
import type { TransactionCallback } from '../producer/operations/run-in-transaction.js';
import { MemberWaiters } from './member-waiters.js';
import { PoolMember, type ProducerPoolMetrics } from './pool-member.js';
import { ProducerPoolClosedError, ProducerPoolFailedError, ProducerPoolQueueFullError } from './producer-pool-errors.js';
import { resolveProducerPoolOptions, type ProducerPoolOptions } from './producer-pool-options.js';
import { readyAgain } from './member-recovery.js';
import { ignore } from '../internal/derived-promise.js';
import { asError } from '../internal/abort-race.js';

/**
 * Options of `pool.transaction()`.
 * @public
 */
export interface PoolTransactionOptions {
  /**
   * Aborts the wait for a free member (rejecting with `OperationAbortedError`), or, once the callback runs, the
   * transaction (if not yet committing), as `Producer.transaction`'s signal does.
   */
  readonly signal?: AbortSignal;
  /**
   * Bounds the wait for a free member (and for the members' initialization on a first call), not the
   * transaction: `ProducerTimeoutError` when no member was free in time. Default: the members' `maxBlockMs`.
   */
  readonly timeoutMs?: number;
  /** How many times to re-run the callback, on the same member, after an abortable failure. Default 0. */
  readonly retries?: number;
}

const OPERATION = 'ProducerPool.transaction';

/**
 * A pool of transactional producers sharing one network client, for concurrent transactions. See docs/producer-pool.md.
 *
 * @example
 * Four transactions at a time, each on its own member (`orders-import-0` .. `orders-import-3`).
 * ```ts no-run
 * import { ProducerPool } from 'kafka-eos';
 *
 * const pool = new ProducerPool({ transactionalIdPrefix: 'orders-import', size: 4, producer: { bootstrapServers: ['broker:9092'] } });
 * await pool.connect(); // initTransactions() on every member
 * const chunks = [['o-1', 'o-2'], ['o-3'], ['o-4', 'o-5']];
 * await Promise.all(chunks.map((ids) => pool.transaction(async (txn) => {
 *   await txn.send(ids.map((id) => ({ topic: 'orders', key: id, value: JSON.stringify({ id }) })));
 * })));
 * await pool.close();
 * ```
 * @public
 */
export class ProducerPool {
  /** The number of members. */
  readonly size: number;
  /** The prefix of the members' transactional ids. */
  readonly transactionalIdPrefix: string;
  private readonly members: readonly PoolMember[];
  /** Free members, the longest free first. */
  private readonly idle: PoolMember[];
  private readonly waiters: MemberWaiters<PoolMember>;
  private readonly maxQueued: number;
  private readonly maxBlockMs: number;
  private readonly clock: Clock;
  private readonly network: NetworkClient;
  private readonly ownsNetwork: boolean;
  private initialized: Promise<void> | undefined;
  private failure: ProducerPoolFailedError | undefined;
  /** Aborted by `close()`: running callbacks see it in `txn.signal`, their transactions abort. */
  private readonly closing = new AbortController();
  private closed: Promise<void> | undefined;
  /** Running transactions and member recoveries, which `close()` lets end before it closes the members. */
  private readonly running = new Set<Promise<unknown>>();
  private waitsTotal = 0;
  private waitTimeMsTotal = 0;

  /** Validates `options` and creates the pool; members are created and initialized lazily, as transactions need them. */
  constructor(options: ProducerPoolOptions) {
    const resolved = resolveProducerPoolOptions(options);
    this.size = resolved.size;
    this.transactionalIdPrefix = resolved.transactionalIdPrefix;
    this.maxQueued = resolved.maxQueued;
    this.maxBlockMs = resolved.memberConfig.maxBlockMs;
    this.clock = resolved.seams.clock ?? systemClock;
    this.ownsNetwork = resolved.network === undefined;
    // One network client for every member: one connection per broker, one ApiVersions exchange, one SASL session.
    this.network = resolved.network ?? createOwnNetworkClient('producer', resolved.memberConfig, this.clock, resolved.seams.random);
    this.members = Array.from({ length: this.size }, (_, index) => {
      const transactionalId = `${this.transactionalIdPrefix}-${index}`;
      return new PoolMember(transactionalId, new Producer(withTestSeams({ ...resolved.member, transactionalId, network: this.network }, resolved.seams)));
    });
    this.idle = [...this.members];
    this.waiters = new MemberWaiters(this.clock);
  }

  /** The members' transactional ids, in index order. */
  get transactionalIds(): readonly string[] {
    return this.members.map((member) => member.transactionalId);
  }

  /**
   * Initializes every member (`initTransactions()`, in parallel): each fences the previous instance of its id and
   * completes or aborts what that instance left open. Optional: the first `transaction()` does it too. Bounded by
   * `timeoutMs` (default `maxBlockMs`); calls may overlap and repeat (a member already initialized is skipped).
   */
  connect(options: OperationOptions = {}): Promise<void> {
    try {
      validateOperationOptions('ProducerPool.connect', options);
      this.checkUsable('connect');
    } catch (error) {
      return Promise.reject(asError(error));
    }
    return this.bound(this.initializeMembers(), 'connect', options);
  }

  /**
   * Runs `callback` in a transaction on a free member: begin, callback, commit; abort when the callback throws or
   * `signal` aborts, and the rejection is the callback's error (or the member's, e.g. a fenced commit). Errors are
   * classified as by `Producer.transaction`: an abortable failure is retried `retries` times; a fenced or fatal one
   * also fails the pool; a commit whose outcome is unknown is completed by the pool before the member is used again.
   * While every member is busy the call waits, first come first served, for at most `timeoutMs`.
   */
  async transaction<T>(callback: TransactionCallback<T>, options: PoolTransactionOptions = {}): Promise<T> {
    checkTransactionArguments(callback, options);
    this.checkUsable('transaction');
    const timeoutMs = options.timeoutMs ?? this.maxBlockMs;
    const startedAt = this.clock.now();
    if (this.members.some((member) => member.producer.state === TransactionState.UNINITIALIZED || member.producer.state === TransactionState.INITIALIZING)) {
      await this.bound(this.initializeMembers(), 'transaction', { timeoutMs, ...(options.signal === undefined ? {} : { signal: options.signal }) });
    }
    const member = await this.acquire(Math.max(0, timeoutMs - (this.clock.now() - startedAt)), options.signal);
    const run = anySignal(options.signal, this.closing.signal);
    const work = member.producer.transaction(callback, { signal: run.signal, ...(options.retries === undefined ? {} : { retries: options.retries }) });
    this.track(work);
    let failure: unknown;
    try {
      const value = await work;
      member.transactionsCommitted++;
      return value;
    } catch (error) {
      failure = error;
      member.transactionsFailed++;
      // Cut short by close(), not by the caller's own signal: say so, with the member's reason underneath.
      if (this.closing.signal.aborted && options.signal?.aborted !== true) throw new ProducerPoolClosedError('transaction', { cause: error });
      throw error;
    } finally {
      run.dispose();
      this.release(member, failure);
    }
  }

  /** A snapshot of the pool's metrics, with each member's producer metrics. */
  metrics(): ProducerPoolMetrics {
    return {
      busy: this.members.filter((member) => member.busy).length, queued: this.waiters.length,
      waitsTotal: this.waitsTotal, waitTimeMsTotal: this.waitTimeMsTotal, members: this.members.map((member) => member.metrics()),
    };
  }

  /**
   * Closes the pool within `timeoutMs` (default `maxBlockMs`): callers still waiting for a member reject with
   * `ProducerPoolClosedError`; running callbacks see their `txn.signal` abort and their transactions are aborted
   * (a commit already under way is let finish), their callers reject with `ProducerPoolClosedError`; then every
   * member closes (`Producer.close`) with what is left of the bound, and the network client the pool built is
   * closed. Calling it again returns the same promise.
   */
  close(options: { readonly timeoutMs?: number } = {}): Promise<void> {
    try {
      validateOperationOptions('ProducerPool.close', options);
    } catch (error) {
      return Promise.reject(asError(error));
    }
    this.closed ??= this.doClose(options.timeoutMs ?? this.maxBlockMs);
    return this.closed;
  }

  private async doClose(timeoutMs: number): Promise<void> {
    const startedAt = this.clock.now();
    this.closing.abort(new ProducerPoolClosedError('close'));
    this.waiters.rejectAll(() => new ProducerPoolClosedError('transaction'));
    // The aborts the signal started, and commits under way, end within the bound (or the members' close ends them).
    await bounded(Promise.allSettled([...this.running]), { clock: this.clock, timeoutMs, operation: 'ProducerPool.close' }).catch(ignore);
    const left = Math.max(0, timeoutMs - (this.clock.now() - startedAt));
    const outcomes = await Promise.allSettled(this.members.map((member) => member.producer.close({ timeoutMs: left })));
    if (this.ownsNetwork) await this.network.close();
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed !== undefined) throw asError(failed.reason);
  }

  /** Initializes the members not yet initialized, once for overlapping callers; a failure lets a later call retry. */
  private initializeMembers(): Promise<void> {
    this.initialized ??= Promise.all(this.members.map((member) => (member.producer.state === TransactionState.UNINITIALIZED
      || member.producer.state === TransactionState.INITIALIZING ? member.producer.initTransactions() : Promise.resolve())))
      .then(ignore, (error: unknown) => {
        this.initialized = undefined;
        for (const member of this.members) if (member.producer.state === TransactionState.FATAL_ERROR) this.fail(member, error);
        throw asError(error);
      });
    return this.initialized;
  }

  /** A free member at once, or the caller's turn in the queue. */
  private async acquire(timeoutMs: number, signal: AbortSignal | undefined): Promise<PoolMember> {
    this.checkUsable('transaction');
    const free = this.waiters.length === 0 ? this.idle.shift() : undefined;
    if (free !== undefined) {
      free.busy = true;
      return free;
    }
    if (this.waiters.length >= this.maxQueued) throw new ProducerPoolQueueFullError(this.maxQueued);
    const waitingSince = this.clock.now();
    this.waitsTotal++;
    try {
      return await this.waiters.wait(OPERATION, timeoutMs, signal);
    } finally {
      this.waitTimeMsTotal += this.clock.now() - waitingSince;
    }
  }

  /**
   * Gives the member back after its transaction: to the longest waiting caller, else to the free list. A member
   * left between transactions (a commit with unknown outcome, a failed abort) is first brought back to READY; one
   * that cannot be (fenced, fatal) fails the pool.
   */
  private release(member: PoolMember, failure: unknown): void {
    const { state } = member.producer;
    if (state === TransactionState.READY) {
      this.handOver(member);
      return;
    }
    if (state === TransactionState.FATAL_ERROR) {
      this.fail(member, failure ?? new Error('the member producer is in FATAL_ERROR'));
      return;
    }
    const recovery = readyAgain(member.producer).then(
      () => { this.handOver(member); },
      (error: unknown) => { this.fail(member, error); },
    );
    this.track(recovery);
  }

  private handOver(member: PoolMember): void {
    if (this.closing.signal.aborted || this.failure !== undefined) {
      member.busy = false;
      return;
    }
    if (this.waiters.handOver(member)) return;
    member.busy = false;
    this.idle.push(member);
  }

  /** The pool cannot continue: waiting callers and later calls reject with ProducerPoolFailedError. */
  private fail(member: PoolMember, cause: unknown): void {
    member.busy = false;
    if (this.failure !== undefined || this.closing.signal.aborted) return;
    this.failure = new ProducerPoolFailedError('transaction', member.transactionalId, cause);
    const failure = this.failure;
    this.waiters.rejectAll(() => failure);
  }

  private checkUsable(operation: string): void {
    if (this.closing.signal.aborted) throw new ProducerPoolClosedError(operation);
    if (this.failure !== undefined) throw new ProducerPoolFailedError(operation, this.failure.transactionalId, this.failure.cause);
  }

  /** `work` bounded by the caller's options, the pool's close turning into ProducerPoolClosedError. */
  private async bound<T>(work: Promise<T>, operation: string, options: OperationOptions): Promise<T> {
    const wait = anySignal(options.signal, this.closing.signal);
    try {
      return await bounded(work, { clock: this.clock, timeoutMs: options.timeoutMs ?? this.maxBlockMs, operation: `ProducerPool.${operation}`, signal: wait.signal });
    } catch (error) {
      if (this.closing.signal.aborted && options.signal?.aborted !== true) throw new ProducerPoolClosedError(operation, { cause: error });
      throw error;
    } finally {
      wait.dispose();
    }
  }

  private track(work: Promise<unknown>): void {
    const settled = work.then(ignore, ignore);
    this.running.add(settled);
    void settled.then(() => { this.running.delete(settled); });
  }
}

function checkTransactionArguments(callback: unknown, options: unknown): void {
  if (typeof callback !== 'function') {
    throw new InvalidArgumentError(OPERATION, 'callback', `must be a function (async (txn) => ...), got ${describeValue(callback)}`);
  }
  validateOperationOptions(OPERATION, options);
  const retries = isObjectRecord(options) ? options.retries : undefined;
  if (retries !== undefined && !(typeof retries === 'number' && Number.isInteger(retries) && retries >= 0)) {
    throw new InvalidArgumentError(OPERATION, 'options.retries', `must be an integer >= 0 when given, got ${describeValue(retries)}`);
  }
}
