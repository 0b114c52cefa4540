/**
 * The transactional session's producer: the one in use, the replacements `rebuildProducer` built (the session closes
 * those), the `initTransactions()` or `abortTransaction()` it started and has not seen end, and the error that failed
 * the session when a producer could not be recovered.
 */
import { OperationAbortedError, ProducerTimeoutError } from '../errors/producer-errors.js';
import type { Logger } from '../config/logger.js';
import type { Producer } from '../producer/producer.js';
import { isFenced } from './session-error-classification.js';

/** The producer calls whose outcome the producer keeps until they are called again (see pending-operation.ts). */
export type UnobservedOperation = 'initTransactions' | 'abortTransaction';

/**
 * The producer a transactional session runs its transactions on.
 * @internal
 */
export class SessionProducer {
  private currentProducer: Producer;
  /** Producers the session built with `rebuildProducer`: closed by `close()`. */
  private readonly ownedProducers = new Set<Producer>();
  /**
   * A producer whose `initTransactions()` or `abortTransaction()` the session started and has not seen end (the call
   * timed out or was aborted): the next batch calls it again to learn its outcome, whatever the producer's state
   * meanwhile (the producer refuses anything else until that call).
   */
  private unobserved: { readonly producer: Producer; readonly operation: UnobservedOperation } | undefined;
  private failed: unknown;
  /** A recovery that failed while a batch's outcome was already known: done before the next batch. */
  private owed: unknown;

  constructor(producer: Producer, private readonly rebuild: (() => Producer | Promise<Producer>) | undefined, private readonly logger: Logger) {
    this.currentProducer = producer;
  }

  /** The producer in use (a replacement after `rebuildProducer`). */
  get current(): Producer {
    return this.currentProducer;
  }

  /** Why the session failed: the error no producer could be recovered from; undefined while it is usable. */
  get failure(): unknown {
    return this.failed;
  }

  /** The call on the producer in use whose end the session has not seen. */
  unobservedOperation(): UnobservedOperation | undefined {
    return this.unobserved?.producer === this.currentProducer ? this.unobserved.operation : undefined;
  }

  /** Calls `operation` on `producer`, remembered as unobserved while it ends without an outcome (a timeout, the signal). */
  async observe(producer: Producer, operation: UnobservedOperation, signal: AbortSignal | undefined): Promise<void> {
    const call = { producer, operation };
    this.unobserved = call;
    const options = signal === undefined ? {} : { signal };
    try {
      await (operation === 'initTransactions' ? producer.initTransactions(options) : producer.abortTransaction(options));
    } catch (error) {
      if (!(error instanceof ProducerTimeoutError || error instanceof OperationAbortedError) && this.unobserved === call) this.unobserved = undefined;
      throw error;
    }
    if (this.unobserved === call) this.unobserved = undefined;
  }

  /**
   * A fenced producer, or one whose unknown commit the coordinator had ended (`transactionEnded`), is replaced when
   * `rebuildProducer` is set; otherwise (and for other fatal errors) the session fails.
   */
  async recover(error: unknown, transactionEnded = false): Promise<void> {
    const rebuild = this.rebuild;
    if (!(isFenced(error) || transactionEnded) || rebuild === undefined) {
      this.failed = error;
      throw error;
    }
    const fenced = this.currentProducer;
    this.logger.warn(transactionEnded ? 'the coordinator had ended the transaction of the unknown commit: rebuilding the producer' : 'producer fenced: rebuilding it',
      { error: error instanceof Error ? error.message : String(error) });
    if (this.ownedProducers.delete(fenced)) await fenced.close({ timeoutMs: 0 });
    const replacement = await rebuild();
    this.ownedProducers.add(replacement);
    this.currentProducer = replacement;
    await this.observe(replacement, 'initTransactions', undefined);
  }

  /**
   * {@link SessionProducer.recover}, for a caller that already knows its batch's outcome (an unknown commit just
   * resolved): when the replacement cannot be initialized now because it was fenced in turn (another instance took
   * the transactional id, or the coordinator refused it for now), the recovery is owed to the next batch
   * ({@link SessionProducer.settleOwed}) instead of turning that known outcome into a failure.
   */
  async recoverOrOwe(error: unknown, transactionEnded = false): Promise<void> {
    try {
      await this.recover(error, transactionEnded);
    } catch (recoveryError) {
      if (this.failed !== undefined || !isFenced(recoveryError)) throw recoveryError;
      this.logger.warn('the rebuilt producer was fenced in turn: recovering before the next batch', { error: recoveryError instanceof Error ? recoveryError.message : String(recoveryError) });
      this.owed = recoveryError;
    }
  }

  /** Recovers now from what {@link SessionProducer.recoverOrOwe} left owed, if anything. */
  async settleOwed(): Promise<void> {
    const owed = this.owed;
    if (owed === undefined) return;
    this.owed = undefined;
    await this.recover(owed);
  }

  /** Closes the producers the session built. */
  async closeOwned(): Promise<void> {
    for (const producer of this.ownedProducers) await producer.close();
  }
}
