/**
 * The sequence of `Producer.close()`, within its bound: settle the transaction (close-transaction.ts) or, for an
 * idempotent producer, send what is buffered; then, whatever happened, fail what is left with
 * ProducerClosedError, stop the Sender and close the network client the producer built.
 */
import type { MetadataCache } from '../../cluster/metadata-cache.js';
import type { Logger } from '../../config/logger.js';
import type { Clock } from '../../internal/clock.js';
import type { NetworkClient } from '../../network/network-client.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import { TransactionState } from '../../common/transaction-names.js';
import { ProducerClosedError } from '../accumulator/accumulator-errors.js';
import type { RecordAccumulator } from '../accumulator/record-accumulator.js';
import { bounded } from '../../internal/bounded-wait.js';
import { settleTransactionOnClose } from './close-transaction.js';
import type { Sender } from '../sender/sender.js';

/** What closing uses of the producer. @internal */
export interface ProducerCloseContext {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly transactionManager: TransactionManager;
  readonly accumulator: RecordAccumulator;
  readonly metadata: MetadataCache;
  readonly sender: Sender;
  readonly network: NetworkClient;
  /** True when the producer built the network client from `bootstrapServers`, and so closes it. */
  readonly ownsNetwork: boolean;
  /** True once the producer's start was begun (else there is nothing to send or settle). */
  readonly started: boolean;
  /** The producer's abort of the open transaction (settles the buffered records first). */
  readonly beginAbort: () => PromiseLike<unknown>;
  /** The last underlying failure since a time, for a timeout's `cause`. */
  readonly lastFailureSince: (since: number) => Error | undefined;
}

/**
 * Closes the producer within `timeoutMs`; never rejects (a close that did not finish cleanly is logged).
 * @internal
 */
export async function closeProducer(context: ProducerCloseContext, timeoutMs: number): Promise<void> {
  const { clock, logger, transactionManager: tm, accumulator, started } = context;
  const startedAt = clock.now();
  const deadline = startedAt + timeoutMs;
  const remaining = (): number => Math.max(0, deadline - clock.now());
  const lastCause = (): Error | undefined => context.lastFailureSince(startedAt);
  try {
    if (started && tm.isTransactional && tm.state !== TransactionState.FATAL_ERROR) {
      await settleTransactionOnClose({
        transactionManager: tm, logger, beginAbort: context.beginAbort,
        wait: (work) => bounded(work, { clock, timeoutMs: remaining(), operation: 'close', lastCause }),
      });
    } else if (started) {
      accumulator.close();
      await bounded(accumulator.flush(), { clock, timeoutMs: remaining(), operation: 'close', lastCause });
    }
  } catch (error) {
    logger.warn('close did not finish cleanly', { error });
  } finally {
    accumulator.close();
    accumulator.abortBatches(new ProducerClosedError('send'));
    tm.close(new ProducerClosedError());
    context.metadata.close(new ProducerClosedError());
    await context.sender.stop();
    // A network client passed in belongs to the caller (it may be shared); one built here is ours to close.
    if (context.ownsNetwork) await context.network.close();
  }
}
