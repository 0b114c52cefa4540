/**
 * One in-flight result per operation, as Kafka's `TransactionManager.pendingTransition`:
 * when the caller of `initTransactions()`, `commitTransaction()` or `abortTransaction()` stops waiting
 * (timeout, AbortSignal) before the outcome is known, the operation goes on in the background and stays
 * pending until a call of the same operation observes its outcome. Calling it again joins it (or returns how
 * it ended); every other operation is refused with {@link PendingOperationError} until then, so that nothing
 * starts on top of an outcome the application has not seen (a commit that may have failed, an abort not done).
 */
import { PendingOperationError } from '../../errors/operation-lifecycle-errors.js';
import { isTransactionError } from '../../errors/transaction-errors.js';
import type { TransactionOperation, TransactionState } from '../../common/transaction-names.js';
import type { OperationDeadline } from '../../internal/bounded-wait.js';

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
  private pending: { readonly operation: LifecycleOperation; readonly work: PromiseLike<unknown>; resend: boolean } | undefined;

  /** The operation whose outcome was not observed yet, if any. */
  get operation(): LifecycleOperation | undefined {
    return this.pending?.operation;
  }

  /** Throws {@link PendingOperationError} when an operation other than `operation` waits to be observed. */
  check(operation: TransactionOperation, state: TransactionState, legalStates: readonly TransactionState[]): void {
    const pending = this.pending;
    if (pending !== undefined && pending.operation !== operation) throw new PendingOperationError(operation, state, legalStates, pending.operation);
  }

  /**
   * The pending work of `operation`, for a repeated call to join; undefined when it has nothing pending, or when
   * the work gave up on EndTxn with its outcome unknown after its caller left: that failure says nothing the
   * caller's timeout did not already say, so the repeated call sends EndTxn again (the state is still
   * COMMITTING/ABORTING) and waits for a real answer, as Java's retried commit keeps retrying EndTxn.
   */
  joinable(operation: LifecycleOperation): PromiseLike<unknown> | undefined {
    const pending = this.pending;
    return pending?.operation === operation && !pending.resend ? pending.work : undefined;
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
      if (outcome.settled) {
        this.pending = undefined;
      } else {
        const pending = { operation, work, resend: false };
        this.pending = pending;
        native.then(undefined, (failure: unknown) => { pending.resend = isEndTxnOutcomeUnknown(failure); });
      }
      throw error;
    }
  }
}

/** An EndTxn that ran out of attempts without an answer: the commit or abort may or may not have happened. */
function isEndTxnOutcomeUnknown(error: unknown): boolean {
  return isTransactionError(error) && (error.code === 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN' || error.code === 'ERR_TXN_ABORT_OUTCOME_UNKNOWN');
}
