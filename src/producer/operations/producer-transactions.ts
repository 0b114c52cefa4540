/**
 * What `Producer.initTransactions`, `commitTransaction` and `abortTransaction` do once called: each joins the same
 * operation still pending from a caller that stopped waiting (pending-operation.ts), else checks the state and
 * starts its work (InitProducerId; flush then EndTxn(commit); settle what is buffered then EndTxn(abort)), waiting
 * for it within the call's bound. It uses the same parts of the Producer as the send path.
 */
import type { OperationDeadline, OperationOptions } from '../../internal/bounded-wait.js';
import type { PendingOperations, LifecycleOperation } from './pending-operation.js';
import type { ProducerSendContext } from './producer-send.js';

/** What the lifecycle operations use of the producer besides the send path's parts. @internal */
export interface ProducerTransactionsContext extends ProducerSendContext {
  /** The init/commit/abort whose caller stopped waiting before its outcome. */
  readonly operations: PendingOperations;
  /** The one-time start (codec, transaction version, Sender), run before InitProducerId. */
  readonly run: () => Promise<void>;
}

/**
 * The transaction lifecycle operations of the producer.
 * @internal
 */
export class ProducerTransactions {
  constructor(private readonly context: ProducerTransactionsContext) {}

  /** See `Producer.initTransactions`. */
  init(options: OperationOptions): Promise<void> {
    // One bound for the whole call: starting (ApiVersions) and the InitProducerId round trips share it.
    return this.admit('initTransactions', options, async () => {
      const { context } = this;
      await context.run();
      // A close() that began while the producer started has already settled the manager and stopped the Sender:
      // an InitProducerId queued now would never be sent, and the call would wait for its bound.
      context.checkOperation('initTransactions');
      const result = context.transactionManager.initTransactions();
      context.sender.wakeup();
      await result;
    });
  }

  /** See `Producer.commitTransaction`. */
  commit(options: OperationOptions): Promise<void> {
    return this.admit('commitTransaction', options, async () => {
      const { context } = this;
      // Sends issued before the commit that still wait for metadata belong to this transaction: let them append
      // first (in Kafka they would have blocked the calling thread before commitTransaction could be called).
      if (!context.appends.isIdle) {
        await context.appends.whenIdle();
        context.checkOperation('commitTransaction');
      }
      const flushed = context.accumulator.flush();
      const result = context.transactionManager.beginCommit();
      context.sender.wakeup();
      await Promise.all([flushed, result]);
    });
  }

  /** See `Producer.abortTransaction`. */
  abort(options: OperationOptions): Promise<void> {
    return this.admit('abortTransaction', options, () => this.beginAbort());
  }

  /**
   * Starts the abort of the open transaction (abortTransaction and close): first settles what is buffered,
   * synchronously, so that nothing of this transaction can join the next one: sends still waiting to append
   * reject (the scope ends), unsent batches fail, both with TransactionAbortedError. The manager then waits
   * for what was sent (batches, adds, offsets) before EndTxn(abort).
   */
  beginAbort(): PromiseLike<unknown> {
    const { transactionManager: tm, accumulator, sender } = this.context;
    const aborted = tm.abortedBatchError();
    this.context.transactionScope()?.end(aborted);
    const result = tm.beginAbort();
    // The abort may complete at once (nothing reached the coordinator), before the Sender would fail them.
    if (accumulator.hasUndrained()) accumulator.abortUndrainedBatches(aborted);
    sender.wakeup();
    return result;
  }

  /**
   * Joins `operation` when a call of it is still pending, else checks the state and starts `work`; waits for it
   * within the call's bound either way. Async: a refused call rejects, it never throws.
   */
  private async admit(operation: LifecycleOperation, options: OperationOptions, work: () => PromiseLike<unknown>): Promise<void> {
    const { context } = this;
    const deadline: OperationDeadline = context.deadline(operation, options);
    const pending = context.operations.joinable(operation);
    if (pending !== undefined) return context.operations.wait(operation, pending, deadline);
    context.checkOperation(operation);
    return context.operations.wait(operation, work(), deadline);
  }
}
