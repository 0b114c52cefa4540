/**
 * What `Producer.close()` does with the transaction, within the close's bound:
 * 1. a commit or abort in progress decides the transaction: it is let finish (its EndTxn may already be at
 *    the coordinator; cutting it off would leave the outcome unknown, or read_committed readers held back
 *    until the coordinator's transaction timeout);
 * 2. a transaction still open afterwards (never completing, or left abortable by a failed commit) is aborted:
 *    unsent records fail with TransactionAbortedError, what was sent is waited for, EndTxn(abort) is sent.
 * Kafka's `close()` aborts nothing explicitly and leaves the open transaction to the coordinator's timeout;
 * aborting it here releases read_committed readers at once. When the bound ends first, the caller fails what
 * is left (an EndTxn(commit) that may have been applied fails with `commitOutcomeUnknown`, see
 * `TransactionManager.close`).
 */
import type { Logger } from '../../config/logger.js';
import { ProducerTimeoutError } from '../../errors/producer-errors.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import { TransactionState } from '../../common/transaction-names.js';

/**
 * What closing needs: the manager, the producer's abort (which also settles the buffered records) and a wait
 * bounded by what is left of the close's timeout (rejecting with ProducerTimeoutError).
 * @internal
 */
export interface CloseTransactionContext {
  readonly transactionManager: TransactionManager;
  readonly logger: Logger;
  readonly beginAbort: () => PromiseLike<unknown>;
  readonly wait: (work: PromiseLike<unknown>) => Promise<unknown>;
}

/**
 * Lets a completing transaction finish, then aborts one still open. Rejects with ProducerTimeoutError when
 * the bound ends first.
 * @internal
 */
export async function settleTransactionOnClose(context: CloseTransactionContext): Promise<void> {
  const { transactionManager: tm, logger } = context;
  const completion = tm.state === TransactionState.COMMITTING_TRANSACTION || tm.state === TransactionState.ABORTING_TRANSACTION ? tm.completion : undefined;
  if (completion !== undefined) {
    logger.info('closing while the transaction completes: waiting for it', { state: tm.state });
    try {
      await context.wait(completion);
    } catch (error) {
      if (error instanceof ProducerTimeoutError) throw error;
      // Its caller got the error; what is left open (an abortable transaction) is aborted below.
      logger.info('the transaction in progress at close failed', { error: error instanceof Error ? error.message : String(error) });
    }
  }
  const state = tm.state;
  if (state === TransactionState.IN_TRANSACTION || state === TransactionState.ABORTABLE_ERROR || state === TransactionState.ABORTING_TRANSACTION) {
    logger.info('closing with an open transaction: aborting it', { state });
    await context.wait(context.beginAbort());
  }
}
