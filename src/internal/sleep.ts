/**
 * Waits on the injected clock (the consumer's and the admin client's): a sleep and a wake-up signal, each ending
 * early on an AbortSignal or a stop condition, so every wait is bounded and tests drive time with a ManualClock.
 */
import { OperationAbortedError } from '../errors/producer-errors.js';
import type { Clock } from './clock.js';

/**
 * Resolves after `ms` on `clock`, or earlier when `wake` fires; rejects with {@link OperationAbortedError}
 * (naming `operation`) when `signal` aborts.
 * @internal
 */
export function sleep(clock: Clock, ms: number, options: { readonly signal?: AbortSignal | undefined; readonly operation?: string; readonly wake?: Wakeup } = {}): Promise<void> {
  const { signal } = options;
  if (signal?.aborted === true) return Promise.reject(new OperationAbortedError(options.operation ?? 'wait', signal.reason));
  return new Promise<void>((resolve, reject) => {
    const timer = clock.setTimer(ms, () => { done(); resolve(); });
    const onAbort = (): void => { done(); reject(new OperationAbortedError(options.operation ?? 'wait', signal?.reason)); };
    const unsubscribe = options.wake?.subscribe(() => { done(); resolve(); });
    function done(): void {
      timer.cancel();
      unsubscribe?.();
      signal?.removeEventListener('abort', onAbort);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A level-free wake-up: `notify()` calls every current subscriber once.
 * @internal
 */
export class Wakeup {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const listener of listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }
}
