/**
 * One admin call from start to outcome, as Java's `AdminApiDriver` runs it: a deadline (`timeoutMs`, default
 * `defaultApiTimeoutMs`) and a signal over the whole call, requests bounded by what is left of it, and retries of
 * whatever is retriable (no broker reachable, a request timed out, the coordinator or leader moved, the coordinator
 * is loading) after the exponential backoff, key by key: a call about several groups or partitions keeps what
 * succeeded and retries only the rest. Out of time it rejects with {@link AdminTimeoutError} naming the last failure.
 */
import type { ResolvedAdminConfig } from '../config/admin-options.js';
import type { KafkaClientError } from '../errors/kafka-client-error.js';
import { OperationAbortedError } from '../errors/producer-errors.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { anySignal } from '../internal/any-signal.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { sleep } from '../internal/waits.js';
import type { AdminMetricsRecorder } from '../metrics/admin-metrics.js';
import type { NetworkClient, RequestTarget } from '../network/network-client.js';
import { isNetworkError, isRequestAbortedError, isRequestTimeoutError } from '../network/network-errors.js';
import type { ApiKeyName } from '../protocol/messages/api-keys.generated.js';
import type { RequestModule } from '../protocol/requests/request-module.js';
import { AdminClosedError, AdminTimeoutError, throwFailures } from './admin-errors.js';

/**
 * What every call of one admin client shares.
 * @internal
 */
export interface AdminRuntime {
  readonly network: NetworkClient;
  readonly clock: Clock;
  readonly config: ResolvedAdminConfig;
  readonly backoff: ExponentialBackoff;
  readonly metrics: AdminMetricsRecorder;
  /** Aborted by `close()`: every call in progress rejects with {@link AdminClosedError}. */
  readonly closeSignal: AbortSignal;
}

/**
 * A failure worth another attempt after the backoff (the coordinator moved, the partition has no leader yet).
 * Thrown by a step or returned for a key; the call's timeout error names it if it is the last one.
 * @internal
 */
export class RetriableFailure extends Error {
  constructor(message: string, options: { readonly cause?: unknown } = {}) {
    super(message, options);
    this.name = 'RetriableFailure';
  }
}

/** One step's outcome per key. @internal */
export interface KeyedStep<Key, Value> {
  readonly done?: ReadonlyMap<Key, Value>;
  readonly failed?: ReadonlyMap<Key, KafkaClientError>;
  /** Keys to try again after the backoff, with why. */
  readonly retry?: ReadonlyMap<Key, Error>;
}

/** A {@link KeyedStep} with mutable maps, seeded with failures and retries already known. @internal */
export function newStep<Key, Value>(failed: ReadonlyMap<Key, KafkaClientError> = new Map(), retry: ReadonlyMap<Key, Error> = new Map()): {
  readonly done: Map<Key, Value>; readonly failed: Map<Key, KafkaClientError>; readonly retry: Map<Key, Error>;
} {
  return { done: new Map(), failed: new Map(failed), retry: new Map(retry) };
}

/**
 * Settles in `step` an answer that carries one entry per resource, each with its error code (as Java's admin handlers
 * read one): an entry whose key was not asked for (`keyOf` gives undefined) is passed over, one without error is done
 * with `value(entry)`, and `failure(key, entry)` files any other as failed or to retry, by the API's rules.
 * @internal
 */
export function settleEntries<Key, Entry extends { readonly errorCode: number }, Value>(
  step: { readonly done: Map<Key, Value> },
  entries: readonly Entry[],
  keyOf: (entry: Entry) => Key | undefined,
  value: (entry: Entry) => Value,
  failure: (key: Key, entry: Entry) => void,
): void {
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key === undefined) continue;
    if (entry.errorCode === ErrorCode.NONE) step.done.set(key, value(entry));
    else failure(key, entry);
  }
}

/**
 * The values of a keyed call in the order of `keys`; throws {@link AdminOperationError} naming every failed key
 * (`resourceOf` turns a key into the resource's name) when any failed.
 * @internal
 */
export function inOrder<Key, Value>(operation: string, keys: readonly Key[], outcome: KeyedOutcome<Key, Value>, resourceOf: (key: Key) => string = String): Value[] {
  throwFailures(operation, [...outcome.failures].map(([key, error]) => ({ resource: resourceOf(key), error })));
  return keys.map((key) => valueOf(outcome.values, key));
}

/**
 * The value `byKey` holds for `key`, which must be one of its keys (a pending key of a keyed call, a key of an
 * outcome without failures). Values are never undefined, so undefined means the key is missing: a bug, thrown.
 * @internal
 */
export function valueOf<Key, Value>(byKey: ReadonlyMap<Key, Value>, key: Key): Value {
  const value = byKey.get(key);
  if (value === undefined) throw new Error(`Admin: no value for ${String(key)}`);
  return value;
}

/** A keyed call's outcome. @internal */
export interface KeyedOutcome<Key, Value> {
  readonly values: Map<Key, Value>;
  readonly failures: Map<Key, KafkaClientError>;
}

/** True for a failure the call retries whatever the API: nothing decisive was learned. */
function retriable(error: unknown): error is Error {
  if (error instanceof RetriableFailure) return true;
  if (isRequestAbortedError(error)) return false;
  if (isNetworkError(error) || isRequestTimeoutError(error)) return true;
  return error instanceof ProtocolError && error.retriable;
}

/**
 * One admin call.
 * @internal
 */
export class AdminCall {
  readonly operation: string;
  readonly runtime: AdminRuntime;
  readonly timeoutMs: number;
  private readonly startedAt: number;
  private readonly deadline: number;
  private readonly signals: { readonly signal: AbortSignal; dispose(): void };
  private readonly callerSignal: AbortSignal | undefined;
  private attempts = 0;
  private lastError: Error | undefined;

  constructor(runtime: AdminRuntime, operation: string, options: { readonly timeoutMs?: number | undefined; readonly signal?: AbortSignal | undefined }) {
    this.runtime = runtime;
    this.operation = operation;
    this.timeoutMs = options.timeoutMs ?? runtime.config.defaultApiTimeoutMs;
    this.startedAt = runtime.clock.now();
    this.deadline = this.startedAt + this.timeoutMs;
    this.callerSignal = options.signal;
    this.signals = anySignal(options.signal, runtime.closeSignal);
  }

  /** The signal of the call (the caller's, or the client closing). */
  get signal(): AbortSignal {
    return this.signals.signal;
  }

  /** Milliseconds left before the deadline (at least 1, so a request always has a bound). */
  remainingMs(): number {
    return Math.max(1, this.deadline - this.runtime.clock.now());
  }

  /**
   * Sends `fields` through `module` to `target` and reads the answer, bounded by the request timeout and the
   * call's deadline. Rejects with what the network client rejects with.
   */
  async send<Name extends ApiKeyName, Fields, Answer>(target: RequestTarget, module: RequestModule<Name, Fields, Answer>, fields: Fields): Promise<{ readonly nodeId: number; readonly version: number; readonly answer: Answer }> {
    this.throwIfStopped();
    const { network, clock, metrics, config } = this.runtime;
    const startedAt = clock.now();
    try {
      const maxVersion = module.maxVersion?.(fields);
      const { nodeId, version, response } = await network.send(target, module.api, (version) => module.request(fields, version), {
        timeoutMs: Math.min(config.requestTimeoutMs, this.remainingMs()),
        signal: this.signal,
        ...(maxVersion === undefined ? {} : { maxVersion }),
      });
      metrics.requestEnded(module.api, clock.now() - startedAt, false);
      return { nodeId, version, answer: module.read(response, version, fields) };
    } catch (error) {
      metrics.requestEnded(module.api, clock.now() - startedAt, true);
      this.throwIfStopped();
      throw error;
    }
  }

  /** Runs `attempt` until it resolves or fails for good, retrying what {@link retriable} accepts. */
  async run<T>(attempt: () => Promise<T>): Promise<T> {
    const key = 'call';
    // The result is wrapped: `attempt` may resolve with undefined, which valueOf would take for a missing key.
    const { values, failures } = await this.keyed([key], async () => ({ done: new Map([[key, { result: await attempt() }]]) }));
    const failure = failures.get(key);
    if (failure !== undefined) throw failure;
    return valueOf(values, key).result;
  }

  /**
   * Drives `keys` through `step` until each is done or failed: `step` gets the keys still pending and says, per
   * key, done, failed or retry; a step that throws a retriable error retries all of them.
   */
  async keyed<Key, Value>(keys: readonly Key[], step: (pending: readonly Key[]) => Promise<KeyedStep<Key, Value>>): Promise<KeyedOutcome<Key, Value>> {
    const values = new Map<Key, Value>();
    const failures = new Map<Key, KafkaClientError>();
    let pending = [...new Set(keys)];
    while (pending.length > 0) {
      let outcome: KeyedStep<Key, Value>;
      try {
        outcome = await step(pending);
      } catch (error) {
        this.throwIfStopped();
        if (!retriable(error)) throw error;
        outcome = { retry: new Map(pending.map((key) => [key, error])) };
      }
      for (const [key, value] of outcome.done ?? []) values.set(key, value);
      for (const [key, error] of outcome.failed ?? []) failures.set(key, error);
      const retry = new Map<Key, Error>(outcome.retry ?? []);
      pending = pending.filter((key) => !values.has(key) && !failures.has(key));
      for (const key of pending) if (!retry.has(key)) retry.set(key, new RetriableFailure('no answer for this key'));
      if (pending.length === 0) break;
      this.lastError = [...retry.values()].at(-1);
      await this.backOff();
    }
    return { values, failures };
  }

  /** Ends the call: records its metrics and releases its signal listeners. Call once, in a `finally`. */
  finish(failed: boolean): void {
    this.signals.dispose();
    this.runtime.metrics.callEnded(this.runtime.clock.now() - this.startedAt, failed);
  }

  private async backOff(): Promise<void> {
    const delay = this.runtime.backoff.delayMs(this.attempts++);
    const now = this.runtime.clock.now();
    if (now + delay >= this.deadline) throw new AdminTimeoutError(this.operation, this.timeoutMs, this.lastError);
    this.runtime.metrics.retried();
    this.runtime.config.logger.debug('admin call retrying', { operation: this.operation, attempt: this.attempts, delayMs: delay, reason: this.lastError?.message });
    try {
      await sleep(this.runtime.clock, delay, { signal: this.signal, operation: this.operation });
    } catch (error) {
      this.throwIfStopped();
      throw error;
    }
  }

  /** Throws {@link AdminClosedError} once the client closed, {@link OperationAbortedError} once the caller aborted. */
  throwIfStopped(): void {
    if (this.runtime.closeSignal.aborted) throw new AdminClosedError(this.operation);
    if (this.callerSignal?.aborted === true) throw new OperationAbortedError(this.operation, this.callerSignal.reason);
  }
}

/**
 * Runs `body` as the admin call `operation`, with the call's bound, signal and metrics.
 * @internal
 */
export async function adminCall<T>(runtime: AdminRuntime, operation: string, options: { readonly timeoutMs?: number | undefined; readonly signal?: AbortSignal | undefined }, body: (call: AdminCall) => Promise<T>): Promise<T> {
  const call = new AdminCall(runtime, operation, options);
  let failed = true;
  try {
    call.throwIfStopped();
    const result = await body(call);
    failed = false;
    return result;
  } finally {
    call.finish(failed);
  }
}
