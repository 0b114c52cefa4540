/**
 * The callers of `ProducerPool.transaction()` waiting for a free member, first come first served (Kafka's
 * `BufferPool` waiters, for members instead of memory). Each waiter is bounded by its own timeout and signal:
 * when either ends the wait, the waiter leaves the queue and the others keep their places; a member handed over
 * always goes to the waiter that has waited longest.
 */
import { OperationAbortedError, ProducerTimeoutError } from '../errors/producer-errors.js';
import type { Clock, Timer } from '../internal/clock.js';

interface Waiter<M> {
  readonly resolve: (member: M) => void;
  readonly reject: (error: Error) => void;
}

/** @internal */
export class MemberWaiters<M> {
  private readonly queue: Waiter<M>[] = [];

  constructor(private readonly clock: Clock) {}

  /** How many callers wait. */
  get length(): number {
    return this.queue.length;
  }

  /**
   * Waits for a member handed over by {@link handOver}; rejects with `ProducerTimeoutError` after `timeoutMs`, with
   * `OperationAbortedError` when `signal` aborts, or with what {@link rejectAll} is given.
   */
  wait(operation: string, timeoutMs: number, signal: AbortSignal | undefined): Promise<M> {
    if (signal?.aborted === true) return Promise.reject(new OperationAbortedError(operation, signal.reason));
    return new Promise<M>((resolve, reject) => {
      const leave = (): void => {
        timer.cancel();
        signal?.removeEventListener('abort', onAbort);
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
      };
      const waiter: Waiter<M> = {
        resolve: (member) => { leave(); resolve(member); },
        reject: (error) => { leave(); reject(error); },
      };
      function onAbort(): void {
        waiter.reject(new OperationAbortedError(operation, signal?.reason));
      }
      const timer: Timer = this.clock.setTimer(timeoutMs, () => {
        waiter.reject(new ProducerTimeoutError(operation, timeoutMs, undefined, { continues: false }));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  /** Hands `member` to the longest waiting caller; false when nobody waits. */
  handOver(member: M): boolean {
    const first = this.queue[0];
    if (first === undefined) return false;
    first.resolve(member);
    return true;
  }

  /** Rejects every waiter, in queue order, with an error made for each. */
  rejectAll(error: () => Error): void {
    for (const waiter of [...this.queue]) waiter.reject(error());
  }
}
