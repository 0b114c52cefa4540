/**
 * A long-running transactional producer for the fault suite: runs `transactions` transactions of
 * `recordsPerPartition` records to each partition, calling `faultBefore(i)` before transaction i, and
 * follows the documented outcome of every failure (docs/errors.md): an abortable error -> abortTransaction();
 * an unknown commit outcome -> commitTransaction() again; a fatal or application-recoverable error -> close
 * the instance and start a new one with the same transactional.id (whose initTransactions finishes or aborts
 * the old transaction). The ledger says which transactions committed, aborted, or ended unknown, and keeps
 * every send() promise so the test can check that each one settled.
 */
import { isKafkaClientError } from '../../../src/errors/kafka-client-error.js';
import type { Producer } from '../../../src/producer/producer.js';
import { describeError } from '../fidelity/trace.js';

/** What happened to each transaction and every promise. @internal */
export interface TransactionLedger {
  /** Values of transactions whose commitTransaction() resolved, in order. */
  readonly committed: string[][];
  /** Values of transactions whose abortTransaction() resolved. */
  readonly aborted: string[][];
  /** Values of transactions that ended with a fatal error (their fate is decided by the next instance). */
  readonly unknown: string[][];
  /** Every failure seen, `transaction i: ErrorClass(NAME)`. */
  readonly failures: string[];
  /** Every send() promise. */
  readonly sends: Promise<unknown>[];
  /** Instances used. */
  instances: number;
}

/** How to run the loop. @internal */
export interface TransactionLoopOptions {
  readonly newProducer: () => Producer;
  readonly partitions: readonly (readonly [string, number])[];
  readonly transactions: number;
  readonly recordsPerPartition: number;
  readonly faultBefore?: (transaction: number, producer: Producer) => Promise<void>;
  /** Called after the records of a transaction were sent, before its commit. */
  readonly beforeCommit?: (transaction: number, producer: Producer) => Promise<void>;
}

const OPERATION_TIMEOUT_MS = 120_000;

/**
 * Runs the loop.
 * @internal
 */
export async function runTransactionLoop(options: TransactionLoopOptions): Promise<TransactionLedger> {
  const ledger: TransactionLedger = { committed: [], aborted: [], unknown: [], failures: [], sends: [], instances: 1 };
  let producer = options.newProducer();
  await producer.initTransactions({ timeoutMs: OPERATION_TIMEOUT_MS });
  const replace = async (): Promise<void> => {
    await producer.close({ timeoutMs: 5_000 }).catch(() => undefined);
    producer = options.newProducer();
    ledger.instances++;
    await producer.initTransactions({ timeoutMs: OPERATION_TIMEOUT_MS });
  };
  for (let transaction = 0; transaction < options.transactions; transaction++) {
    await options.faultBefore?.(transaction, producer);
    const values = options.partitions.flatMap(([, partition]) => Array.from({ length: options.recordsPerPartition }, (_, index) => `t${transaction}-p${partition}-r${index}`));
    producer.beginTransaction();
    for (const [topic, partition] of options.partitions) {
      for (let index = 0; index < options.recordsPerPartition; index++) {
        const sent = producer.send({ topic, partition, value: `t${transaction}-p${partition}-r${index}` });
        sent.catch(() => undefined);
        ledger.sends.push(sent);
      }
    }
    await options.beforeCommit?.(transaction, producer);
    let outcome: 'committed' | 'aborted' | 'unknown' = 'unknown';
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await producer.commitTransaction({ timeoutMs: OPERATION_TIMEOUT_MS });
        outcome = 'committed';
        break;
      } catch (error) {
        ledger.failures.push(`transaction ${transaction}: commit ${describeError(error)}`);
        if (!isKafkaClientError(error)) throw error;
        if ((error as { commitOutcomeUnknown?: boolean }).commitOutcomeUnknown === true) continue;
        if (producer.state === 'ABORTABLE_ERROR') {
          try {
            await producer.abortTransaction({ timeoutMs: OPERATION_TIMEOUT_MS });
            outcome = 'aborted';
          } catch (abortError) {
            ledger.failures.push(`transaction ${transaction}: abort ${describeError(abortError)}`);
          }
        }
        break;
      }
    }
    if (outcome === 'committed') ledger.committed.push(values);
    else if (outcome === 'aborted') ledger.aborted.push(values);
    else ledger.unknown.push(values);
    if (producer.state !== 'READY') await replace();
  }
  await producer.close({ timeoutMs: 10_000 });
  return ledger;
}

/**
 * Checks a ledger against what a read_committed reader saw (values of the partitions concatenated in
 * reading order per partition): committed transactions exactly once and in order, aborted ones never,
 * unknown ones all-or-nothing; nothing else. Returns the problems (empty when exactly-once held).
 * @internal
 */
export function exactlyOnceProblems(ledger: TransactionLedger, visible: readonly (string | null)[]): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const value of visible) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  const seen = (value: string): number => counts.get(value) ?? 0;
  for (const values of ledger.committed) for (const value of values) if (seen(value) !== 1) problems.push(`committed ${value} seen ${seen(value)} times`);
  for (const values of ledger.aborted) for (const value of values) if (seen(value) !== 0) problems.push(`aborted ${value} seen ${seen(value)} times`);
  for (const values of ledger.unknown) {
    const times = values.map(seen);
    if (!(times.every((each) => each === 0) || times.every((each) => each === 1))) problems.push(`transaction of ${values[0] ?? '?'} partly visible: ${times.join(',')}`);
  }
  const known = new Set([...ledger.committed, ...ledger.aborted, ...ledger.unknown].flat());
  for (const value of counts.keys()) if (!known.has(value)) problems.push(`unexpected record ${value}`);
  return problems;
}

/**
 * Waits until every send() promise settled (bounded) and returns the rejections that are not the client's
 * documented errors (KafkaClientError with a code), plus the count of unsettled ones.
 * @internal
 */
export async function undocumentedSendOutcomes(ledger: TransactionLedger, timeoutMs = 60_000): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => { resolve('timeout'); }, timeoutMs); });
  const settled = await Promise.race([Promise.allSettled(ledger.sends), bound]);
  clearTimeout(timer);
  if (settled === 'timeout') return [`some of ${ledger.sends.length} send() promises did not settle within ${timeoutMs} ms`];
  return settled.flatMap((outcome) => outcome.status === 'rejected' && !(isKafkaClientError(outcome.reason) && typeof outcome.reason.code === 'string') ? [String(outcome.reason)] : []);
}
