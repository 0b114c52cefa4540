/**
 * Waiting for work that cannot itself be stopped, unless an `AbortSignal` fires first, and turning whatever a
 * promise rejects with into an `Error`: the public calls take a signal and reject with typed errors, while the work
 * under them (a connection attempt, a SASL exchange, a user's callback) goes on and its result is dropped.
 */
import { ignore } from './derived-promise.js';

/**
 * `value` as an `Error`: itself when it is one, else an `Error` that carries it as `cause`, its message the value
 * when it is a string or a primitive (user callbacks and third-party code may throw anything).
 * @internal
 */
export function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  const message = typeof value === 'object' && value !== null ? 'non-Error value thrown (see cause)' : String(value);
  return new Error(message, { cause: value });
}

/**
 * Settles with `work` unless `signal` aborts first (already aborted: at once), then rejects with `abortError()`. The
 * listener comes off the signal when `work` settles, so a long-lived signal does not collect listeners; a rejection
 * of `work` that is not an `Error` is wrapped ({@link asError}). Once the abort won, a later rejection of `work` is
 * observed and dropped, never reported as unhandled.
 * @internal
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined, abortError: () => Error): Promise<T> {
  if (signal === undefined) return work;
  if (signal.aborted) {
    work.then(undefined, ignore);
    return Promise.reject(abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => { reject(abortError()); };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => { signal.removeEventListener('abort', onAbort); resolve(value); },
      (error: unknown) => { signal.removeEventListener('abort', onAbort); reject(asError(error)); },
    );
  });
}

/**
 * True once `signal` (when given) aborted. A function, not `signal.aborted` inline, so that a check after an `await`
 * is not narrowed away by the same check before it.
 * @internal
 */
export function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
