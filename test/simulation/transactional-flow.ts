/**
 * How a well-behaved application drives the producer, as docs/producer.md and Kafka's
 * `KafkaProducer` javadoc prescribe: retry what is retriable or of unknown outcome (commitTransaction is
 * idempotent while in progress), abort after an abortable error, and replace the instance after a fencing
 * or fatal error. Every call goes through {@link SimulationContext.operation}, and every send and
 * transaction outcome the application saw goes into the ledger for the checker.
 */
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { isEarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { isProducerFencedError, TransactionAbortedError, TransactionError, TransactionStateError } from '../../src/errors/transaction-errors.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../../src/common/topic-partition.js';
import type { TransactionState } from '../../src/common/transaction-names.js';
import { describeError } from './history.js';
import type { SendEntry, SendOutcome, TransactionEntry } from './ledger.js';
import type { ProducerInstance, SimulationContext } from './simulation-context.js';

/**
 * What the application does after an error.
 * @internal
 */
export type Reaction = 'retry' | 'abort' | 'replace';

/**
 * The application's reading of an error (KIP-1050 classification; a timeout means "call it again").
 * @internal
 */
export function reactionTo(error: unknown): Reaction {
  if (error instanceof TransactionError) {
    if (error.commitOutcomeUnknown) return 'retry';
    switch (error.classification) {
      case 'retriable': return 'retry';
      case 'abortable': return 'abort';
      case 'application-recoverable':
      case 'fatal': return 'replace';
    }
  }
  if (error instanceof ProducerTimeoutError) return 'retry';
  if (error instanceof TransactionStateError) return error.state === 'ABORTABLE_ERROR' ? 'abort' : 'replace';
  return 'replace';
}

/**
 * The state a call was refused in before it did anything (it sent nothing, appended nothing), or undefined when
 * it was not refused: misuse ({@link TransactionStateError}, {@link PendingOperationError} included) or an
 * earlier failure ({@link EarlierFailureError}, or a {@link ProducerFencedError} whose cause is the fencing).
 * @internal
 */
export function refusedIn(error: unknown): TransactionState | undefined {
  if (error instanceof TransactionStateError || isEarlierFailureError(error)) return error.state;
  if (isProducerFencedError(error) && isProducerFencedError(error.cause)) return 'FATAL_ERROR';
  return undefined;
}

/**
 * A failed send's outcome as the user may rely on it: only a refusal before the record was appended, or a
 * KIP-654 abort, guarantees the record was not written.
 * @internal
 */
export function sendFailureOutcome(error: unknown): SendOutcome {
  if (error instanceof TransactionAbortedError || refusedIn(error) !== undefined) return 'definitely-failed';
  return 'unknown';
}

/** initTransactions with retries; false when the instance must be replaced. @internal */
export async function initInstance(context: SimulationContext, instance: ProducerInstance): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await context.operation(instance.tag, 'initTransactions', context.callBoundMs, () => instance.producer.initTransactions());
    if (result.ok) {
      instance.initialized = true;
      return true;
    }
    if (reactionTo(result.error) !== 'retry') return false;
  }
  return false;
}

/**
 * Initializes the instance if needed and begins a transaction; false when it cannot (the instance must be closed
 * and replaced, as after a fencing or fatal error).
 * @internal
 */
export async function beginOnInstance(context: SimulationContext, instance: ProducerInstance): Promise<boolean> {
  if (!instance.initialized && !(await initInstance(context, instance))) return false;
  try {
    instance.producer.beginTransaction();
    return true;
  } catch (error) {
    context.history.add(instance.tag, `beginTransaction refused: ${String(error)}`);
    return false;
  }
}

/** One record to send: where, and the payload the checker decodes. @internal */
export interface OutgoingRecord {
  readonly topic: string;
  readonly partition: number;
  readonly payload: string;
}

/**
 * Sends `records` concurrently, each as its own `send` call so each gets its own outcome; true when all
 * were acknowledged. With `spacingMs` > 0 the calls are issued that far apart (none awaited): with
 * lingerMs 0 each goes out in its own Produce request while the earlier ones are still in flight (network
 * latency), a pipeline of up to 5 requests per partition, which is what the OUT_OF_ORDER_SEQUENCE_NUMBER
 * retry rule is about.
 * @internal
 */
export async function sendRecords(context: SimulationContext, instance: ProducerInstance, transaction: TransactionEntry | null, records: readonly OutgoingRecord[], spacingMs = 0): Promise<boolean> {
  const entries: SendEntry[] = records.map((record) => context.ledger.recordSend({
    value: context.nextValue(instance, record.topic, record.partition, record.payload),
    topic: record.topic,
    partition: record.partition,
    instance: instance.tag,
    transaction,
  }));
  const result = await context.operation(instance.tag, `send x${entries.length}${spacingMs > 0 ? ` ${spacingMs} ms apart` : ''}`, context.sendBoundMs + spacingMs * entries.length, async () => {
    // Each outcome is captured as the call is made: a send may fail while later ones are still being issued.
    const sends: Promise<PromiseSettledResult<{ offset: bigint }>>[] = [];
    if (spacingMs > 0) context.observer.pipelines.add(instance.tag);
    for (const [index, entry] of entries.entries()) {
      if (index > 0 && spacingMs > 0) await context.scheduler.sleep(spacingMs);
      sends.push(instance.producer.send({ topic: entry.topic, partition: entry.partition, value: entry.value }).then(
        (value): PromiseSettledResult<{ offset: bigint }> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<{ offset: bigint }> => ({ status: 'rejected', reason })));
    }
    try {
      return await Promise.all(sends);
    } finally {
      context.observer.pipelines.delete(instance.tag);
    }
  });
  if (!result.ok) throw new Error(`simulation bug: allSettled rejected: ${describeError(result.error)}`);
  let allAcknowledged = true;
  result.value.forEach((settled, index) => {
    const entry = entries[index];
    if (entry === undefined) return;
    if (settled.status === 'fulfilled') {
      entry.outcome = 'acknowledged';
      entry.offset = settled.value.offset;
    } else {
      allAcknowledged = false;
      entry.outcome = sendFailureOutcome(settled.reason);
      context.history.add(instance.tag, `  send ${entry.value} failed: ${describeError(settled.reason)}`);
    }
  });
  return allAcknowledged;
}

/** sendOffsetsToTransaction; the reaction to its failure, or 'ok'. @internal */
export async function sendOffsets(context: SimulationContext, instance: ProducerInstance, offsets: readonly TopicPartitionOffset[], group: ConsumerGroupMetadata): Promise<'ok' | Reaction> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await context.operation(instance.tag, `sendOffsetsToTransaction ${offsets.map((each) => `${each.topic}-${each.partition}@${each.offset}`).join(',')}`,
      context.callBoundMs, () => instance.producer.sendOffsetsToTransaction(offsets, group));
    if (result.ok) return 'ok';
    const reaction = reactionTo(result.error);
    if (reaction !== 'retry') return reaction;
  }
  return 'abort';
}

/**
 * Ends the transaction: commit (retried while retriable or of unknown outcome), else abort. Returns what
 * the instance should do next: carry on, or be replaced.
 * @internal
 */
export async function finishTransaction(context: SimulationContext, instance: ProducerInstance, transaction: TransactionEntry, commit: boolean): Promise<'committed' | 'aborted' | 'replace'> {
  if (commit) {
    let reaction: Reaction = 'retry';
    for (let attempt = 0; attempt < 3 && reaction === 'retry'; attempt++) {
      const result = await context.operation(instance.tag, `commitTransaction (txn ${transaction.id})`, context.callBoundMs, () => instance.producer.commitTransaction());
      if (result.ok) {
        transaction.commitCalled = true;
        transaction.outcome = 'committed';
        return 'committed';
      }
      // A commit refused by the local state machine never reached the coordinator.
      if (refusedIn(result.error) === undefined) transaction.commitCalled = true;
      reaction = reactionTo(result.error);
    }
    if (reaction !== 'abort') {
      transaction.outcome = transaction.commitCalled ? 'unknown' : 'abandoned';
      return 'replace';
    }
  }
  const result = await context.operation(instance.tag, `abortTransaction (txn ${transaction.id})`, context.callBoundMs, () => instance.producer.abortTransaction());
  if (result.ok) {
    transaction.outcome = 'aborted';
    return 'aborted';
  }
  transaction.outcome = transaction.commitCalled ? 'unknown' : 'abandoned';
  return 'replace';
}

/** Closes an instance (bounded); the outcome only goes to the history. @internal */
export async function closeInstance(context: SimulationContext, instance: ProducerInstance): Promise<void> {
  const timeoutMs = 5_000;
  instance.closedAt ??= context.clock.now();
  await context.operation(instance.tag, 'close', timeoutMs, () => instance.producer.close({ timeoutMs }));
}
