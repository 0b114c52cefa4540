/**
 * Every await in the producer facade has a bound (Kafka's `max.block.ms` on transactional calls):
 * waits race the operation against a timer on the injected Clock and an optional AbortSignal.
 */
import type { Clock } from '../internal/clock.js';
import { OperationAbortedError, ProducerTimeoutError } from '../errors/producer-errors.js';

/**
 * Resolves or rejects like `work`, or rejects with {@link ProducerTimeoutError} after `timeoutMs`, or
 * with {@link OperationAbortedError} when `signal` aborts. `work` keeps running in the background; a
 * rejection after the bound is observed (no unhandled rejection).
 * @internal
 */
export function bounded<T>(
  work: PromiseLike<T>,
  options: { readonly clock: Clock; readonly timeoutMs: number; readonly operation: string; readonly signal?: AbortSignal | undefined },
): Promise<T> {
  const { clock, timeoutMs, operation, signal } = options;
  if (signal?.aborted === true) return Promise.reject(new OperationAbortedError(operation, signal.reason));
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimer(timeoutMs, () => {
      cleanup();
      reject(new ProducerTimeoutError(operation, timeoutMs));
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
      (error: unknown) => { cleanup(); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}
