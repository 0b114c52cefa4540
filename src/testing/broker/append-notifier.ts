/**
 * Wakes Fetch requests waiting for data (Kafka's `DelayedFetch` purgatory, reduced to its essence): a
 * Fetch that found nothing parks here until a batch or a transaction marker is appended to one of its
 * partitions, or until its `maxWaitMs` elapses on the cluster clock.
 *
 * Simplification versus Kafka: any append to a watched partition wakes the fetch (Kafka waits until
 * `minBytes` have accumulated); the fetch then answers with whatever it reads.
 */
import type { Clock, Timer } from '../../internal/clock.js';
import { topicPartitionKey, type TopicPartition } from '../../common/topic-partition.js';

interface Waiter {
  readonly keys: readonly string[];
  readonly wake: () => void;
}

/**
 * Per-partition append notifications.
 * @internal
 */
export class AppendNotifier {
  private readonly waiters = new Map<string, Set<Waiter>>();

  /** Number of parked waiters (inspection, tests). */
  get waiting(): number {
    const all = new Set<Waiter>();
    for (const set of this.waiters.values()) for (const waiter of set) all.add(waiter);
    return all.size;
  }

  /** Called after every append; free when nobody waits (the produce hot path). */
  notify(topic: string, partition: number): void {
    if (this.waiters.size === 0) return;
    const set = this.waiters.get(topicPartitionKey(topic, partition));
    if (set === undefined) return;
    for (const waiter of [...set]) waiter.wake();
  }

  /** Resolves at the first append to any of `partitions`, or after `maxWaitMs` on `clock`. */
  waitForAppend(partitions: readonly TopicPartition[], clock: Clock, maxWaitMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const waiter: Waiter = {
        keys: partitions.map(({ topic, partition }) => topicPartitionKey(topic, partition)),
        wake: () => {
          // Never called before `timer` is assigned: clocks do not fire timers synchronously.
          timer.cancel();
          this.remove(waiter);
          resolve();
        },
      };
      for (const key of waiter.keys) {
        let set = this.waiters.get(key);
        if (set === undefined) {
          set = new Set();
          this.waiters.set(key, set);
        }
        set.add(waiter);
      }
      const timer: Timer = clock.setTimer(maxWaitMs, waiter.wake);
    });
  }

  /** Wakes every waiter (cluster close). */
  wakeAll(): void {
    for (const set of [...this.waiters.values()]) for (const waiter of [...set]) waiter.wake();
  }

  private remove(waiter: Waiter): void {
    for (const key of waiter.keys) {
      const set = this.waiters.get(key);
      if (set === undefined) continue;
      set.delete(waiter);
      if (set.size === 0) this.waiters.delete(key);
    }
  }
}
