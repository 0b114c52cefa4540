/**
 * Bringing a pool member back to READY after a transaction that ended elsewhere: `Producer.transaction` rethrows
 * without aborting when a commit's outcome is unknown (the commit may have happened) and an abort may itself fail.
 * The member's next transaction could not begin in those states, so the pool completes them first, as a caller
 * of the producer would: commit again (joining the pending commit) or abort again. Fenced and fatal producers
 * cannot come back.
 */
import { TransactionState } from '../common/transaction-names.js';
import type { Producer } from '../producer/producer.js';

/** How many times a commit or abort is repeated before the member is given up. */
const ATTEMPTS = 3;

/**
 * Resolves once `producer` is READY; rejects with the last error when it becomes fatal or stays stuck.
 * @internal
 */
export async function readyAgain(producer: Producer): Promise<void> {
  let last: unknown = new Error(`the member is in state ${producer.state}`);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      switch (producer.state) {
        case TransactionState.READY:
          return;
        case TransactionState.COMMITTING_TRANSACTION:
          await producer.commitTransaction();
          break;
        case TransactionState.IN_TRANSACTION:
        case TransactionState.ABORTABLE_ERROR:
        case TransactionState.ABORTING_TRANSACTION:
          await producer.abortTransaction();
          break;
        case TransactionState.UNINITIALIZED:
        case TransactionState.INITIALIZING:
          await producer.initTransactions();
          break;
        case TransactionState.FATAL_ERROR:
          throw last;
      }
    } catch (error) {
      last = error;
      if (producer.state === TransactionState.FATAL_ERROR) throw error;
    }
  }
  if (producer.state !== TransactionState.READY) throw last;
}
