/**
 * How `Consumer.poll` waits for records: it raises the error that stopped progress, or the report of unreachable
 * brokers, else returns what is buffered, else schedules fetches and sleeps until records arrive, the report is due
 * or its bound ends. And the `for await` over the consumer: polls until close, never yielding an empty batch.
 */
import type { Clock } from '../internal/clock.js';
import { sleep, type Wakeup } from '../internal/waits.js';
import type { BrokerReachability } from './broker-reachability.js';
import { ConsumerClosedError } from './consumer-errors.js';
import type { ConsumerFailures } from './consumer-failures.js';
import type { Fetcher } from './fetcher.js';
import type { PartitionStates } from './partition-states.js';
import type { ConsumedBatch, PollOptions } from './transactional-source.js';

/** How long one iteration of `for await` waits before polling again (it never yields empty batches). */
export const ITERATOR_POLL_MS = 1_000;

/** What `poll` waits on of the consumer. @internal */
export interface ConsumerPollContext {
  readonly clock: Clock;
  readonly states: PartitionStates;
  readonly fetcher: Fetcher;
  readonly reachability: BrokerReachability;
  /** Notified when records arrive, an error is raised or the consumer closes. */
  readonly records: Wakeup;
  /** The error a fetch or the group raised since the last poll, thrown once. */
  readonly failures: ConsumerFailures;
  readonly isClosing: () => boolean;
}

/**
 * The next records, at most `maxRecords`, waiting until `deadline` for some; an empty batch when none arrived.
 * @internal
 */
export async function pollRecords(context: ConsumerPollContext, maxRecords: number, deadline: number, signal: AbortSignal | undefined): Promise<ConsumedBatch> {
  const { clock, states, fetcher, reachability } = context;
  for (;;) {
    context.failures.throwPending();
    const unreachable = reachability.take();
    if (unreachable !== undefined) throw unreachable;
    if (states.hasDrainable()) {
      const batch = states.drain(maxRecords);
      fetcher.schedule();
      return batch;
    }
    fetcher.schedule();
    const left = deadline - clock.now();
    if (left <= 0) return { records: [], nextOffsets: [] };
    // Also wakes when a report of unreachable brokers is due, so that it is raised on time.
    await sleep(clock, Math.min(left, reachability.reportDueInMs()), { signal, operation: 'poll', wake: context.records });
    if (context.isClosing()) throw new ConsumerClosedError('poll');
  }
}

/**
 * Batches as they arrive (never empty ones) until the consumer closes.
 * @internal
 */
export async function* iterateBatches(poll: (options: PollOptions) => Promise<ConsumedBatch>, isClosing: () => boolean): AsyncGenerator<ConsumedBatch, void, undefined> {
  for (;;) {
    if (isClosing()) return;
    let batch: ConsumedBatch;
    try {
      batch = await poll({ timeoutMs: ITERATOR_POLL_MS });
    } catch (error) {
      if (error instanceof ConsumerClosedError) return;
      throw error;
    }
    if (batch.records.length > 0) yield batch;
  }
}
