/**
 * Every await in the producer facade has a bound (Kafka's `max.block.ms` on transactional calls):
 * waits race the operation against a timer on the injected Clock and an optional AbortSignal.
 */
import type { Clock } from './clock.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import { OperationAbortedError, ProducerTimeoutError } from '../errors/producer-errors.js';
import { asError } from './abort-race.js';

/**
 * Options of operations that wait.
 * @public
 */
export interface OperationOptions {
  /** Stops waiting (the operation may still complete in the background). */
  readonly signal?: AbortSignal;
  /** Overrides `maxBlockMs` for this call. */
  readonly timeoutMs?: number;
}

/**
 * Resolves or rejects like `work`, or rejects with {@link ProducerTimeoutError} after `timeoutMs`, or
 * with {@link OperationAbortedError} when `signal` aborts. `work` keeps running in the background; a
 * rejection after the bound is observed (no unhandled rejection).
 * @internal
 */
export function bounded<T>(
  work: PromiseLike<T>,
  options: {
    readonly clock: Clock; readonly timeoutMs: number; readonly operation: string; readonly signal?: AbortSignal | undefined;
    /** The bound named in the timeout error when it differs from `timeoutMs` (what is left of a longer one). */
    readonly reportedTimeoutMs?: number;
    /** The last underlying failure, asked for when the bound expires: the timeout error's `cause`. */
    readonly lastCause?: (() => Error | undefined) | undefined;
  },
): Promise<T> {
  const { clock, timeoutMs, operation, signal } = options;
  if (signal?.aborted === true) return Promise.reject(new OperationAbortedError(operation, signal.reason));
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimer(timeoutMs, () => {
      cleanup();
      reject(new ProducerTimeoutError(operation, options.reportedTimeoutMs ?? timeoutMs, options.lastCause?.()));
    });
    const onAbort = (): void => {
      cleanup();
      reject(new OperationAbortedError(operation, signal?.reason));
    };
    function cleanup(): void {
      timer.cancel();
      signal?.removeEventListener('abort', onAbort);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => { cleanup(); resolve(value); },
      (error: unknown) => { cleanup(); reject(asError(error)); },
    );
  });
}

/**
 * Refuses options of a public call that are not an object (plain JavaScript may pass `null` or a number) or
 * whose `timeoutMs` / `signal` have the wrong type, with {@link InvalidArgumentError}.
 * @internal
 */
export function validateOperationOptions(operation: string, options: unknown): void {
  const invalid = operationOptionsError(operation, options);
  if (invalid !== undefined) throw invalid;
}

/**
 * The error {@link validateOperationOptions} would throw, or undefined; for a call that reports it as a rejection.
 * @internal
 */
export function operationOptionsError(operation: string, options: unknown): InvalidArgumentError | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) {
    return new InvalidArgumentError(operation, 'options', `must be an object ({ timeoutMs?, signal? }) when given, got ${describeValue(options)}`);
  }
  const { timeoutMs, signal } = options as { timeoutMs?: unknown; signal?: unknown };
  if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs >= 0)) {
    return new InvalidArgumentError(operation, 'options.timeoutMs', `must be a number of milliseconds >= 0 when given, got ${describeValue(timeoutMs)}`);
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    return new InvalidArgumentError(operation, 'options.signal', `must be an AbortSignal when given, got ${describeValue(signal)}`);
  }
  return undefined;
}

/**
 * One bound for a whole public call (Kafka bounds `send`'s metadata wait and each transactional call by
 * a single `max.block.ms`, however many waits the call is made of). Created when the call starts; each
 * wait inside the call gets only what is left, so a call with several waits (start, metadata, the
 * coordinator round trips) never takes longer than its `timeoutMs` overall.
 * @internal
 */
export class OperationDeadline {
  /** The clock time at which the call must have finished. */
  readonly deadline: number;
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private readonly operation: string;
  private readonly signal: AbortSignal | undefined;

  private readonly lastCause: ((since: number) => Error | undefined) | undefined;
  private readonly startedAt: number;

  /** `lastCause(since)`: the last underlying failure seen since the call started (the timeout's cause). */
  constructor(options: {
    readonly clock: Clock; readonly timeoutMs: number; readonly operation: string; readonly signal?: AbortSignal | undefined;
    readonly lastCause?: ((since: number) => Error | undefined) | undefined;
  }) {
    validateOperationOptions(options.operation, options);
    this.clock = options.clock;
    this.timeoutMs = options.timeoutMs;
    this.operation = options.operation;
    this.signal = options.signal;
    this.startedAt = options.clock.now();
    this.deadline = this.startedAt + options.timeoutMs;
    this.lastCause = options.lastCause;
  }

  /** Milliseconds left before the deadline (never negative). */
  remainingMs(): number {
    return Math.max(0, this.deadline - this.clock.now());
  }

  /**
   * Waits for `work` within what is left of the call's bound (plus `graceMs`, which lets an inner wait
   * bounded by the same deadline report its own, more precise error first). The timeout error names the
   * call's whole bound, which is what the caller configured.
   */
  wait<T>(work: PromiseLike<T>, graceMs = 0): Promise<T> {
    return bounded(work, {
      clock: this.clock, timeoutMs: this.remainingMs() + graceMs, reportedTimeoutMs: this.timeoutMs, operation: this.operation, signal: this.signal,
      lastCause: this.lastCause === undefined ? undefined : () => this.lastCause?.(this.startedAt),
    });
  }
}
