/**
 * One in-flight result per operation (issue 11, item 6), as Kafka's `TransactionManager.pendingTransition`:
 * when the caller of `initTransactions()`, `commitTransaction()` or `abortTransaction()` stops waiting
 * (timeout, AbortSignal) before the outcome is known, the operation goes on in the background and stays
 * pending until a call of the same operation observes its outcome. Calling it again joins it (or returns how
 * it ended); every other operation is refused with {@link PendingOperationError} until then, so that nothing
 * starts on top of an outcome the application has not seen (a commit that may have failed, an abort not done).
 */
import { PendingOperationError } from '../errors/operation-lifecycle-errors.js';
import type { TransactionOperation, TransactionState } from '../transaction/transaction-state.js';
import type { OperationDeadline } from './bounded-wait.js';

/**
 * The operations whose outcome must be consumed.
 * @internal
 */
export type LifecycleOperation = 'initTransactions' | 'commitTransaction' | 'abortTransaction';

/**
 * The producer's pending operation, if any.
 * @internal
 */
export class PendingOperations {
  private pending: { readonly operation: LifecycleOperation; readonly work: PromiseLike<unknown> } | undefined;

  /** The operation whose outcome was not observed yet, if any. */
  get operation(): LifecycleOperation | undefined {
    return this.pending?.operation;
  }

  /** Throws {@link PendingOperationError} when an operation other than `operation` waits to be observed. */
  check(operation: TransactionOperation, state: TransactionState, legalStates: readonly TransactionState[]): void {
    const pending = this.pending;
    if (pending !== undefined && pending.operation !== operation) throw new PendingOperationError(operation, state, legalStates, pending.operation);
  }

  /** The pending work of `operation`, for a repeated call to join; undefined when it has nothing pending. */
  joinable(operation: LifecycleOperation): PromiseLike<unknown> | undefined {
    return this.pending?.operation === operation ? this.pending.work : undefined;
  }

  /**
   * Waits for `work` within `deadline`. When the wait ends with the work's own outcome (success or failure),
   * the operation is observed and no longer pending; when it stops first (timeout, signal), it becomes pending.
   */
  async wait(operation: LifecycleOperation, work: PromiseLike<unknown>, deadline: OperationDeadline): Promise<void> {
    const outcome = { settled: false };
    const native = Promise.resolve(work);
    // Registered before the deadline's own handlers, so a settled work is seen as settled when the wait ends.
    native.then(() => { outcome.settled = true; }, () => { outcome.settled = true; });
    try {
      await deadline.wait(native);
      this.pending = undefined;
    } catch (error) {
      this.pending = outcome.settled ? undefined : { operation, work };
      throw error;
    }
  }
}
