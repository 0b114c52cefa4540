/**
 * The KafkaJS batches the adapter holds in `eachBatch` until the session is done with them: queued (not yet polled,
 * or polled in part), then taken (polled whole, in a transaction not yet over). Releasing one lets its `eachBatch`
 * return, and KafkaJS goes on fetching that partition.
 */
import type { ConsumedBatch, ConsumedRecord } from '../consumer/transactional-source.js';
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';

/** One held KafkaJS batch. @internal */
export interface HeldBatch {
  readonly partition: TopicPartition;
  readonly records: readonly ConsumedRecord[];
  /** Records already polled. */
  cursor: number;
  /** The offset after the batch's last entry (control records included). */
  readonly endOffset: bigint;
  /** Settles when the batch is released. */
  readonly released: Promise<void>;
  release(): void;
}

const same = (a: TopicPartition, b: TopicPartition): boolean => a.topic === b.topic && a.partition === b.partition;

/** @internal */
export class HeldBatches {
  private queued: HeldBatch[] = [];
  private taken: HeldBatch[] = [];
  private waiter: (() => void) | undefined;

  add(partition: TopicPartition, records: readonly ConsumedRecord[], endOffset: bigint): HeldBatch {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const entry: HeldBatch = { partition, records, cursor: 0, endOffset, released, release };
    this.queued.push(entry);
    this.wake();
    return entry;
  }

  /** Resolves true once records are queued, false after `timeoutMs`, on the signal or on `wake()` without records. */
  waitForRecords(timeoutMs: number, signal: AbortSignal | undefined): Promise<boolean> {
    if (this.queued.length > 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', finish);
        this.waiter = undefined;
        resolve(this.queued.length > 0);
      };
      const timer = setTimeout(finish, timeoutMs);
      signal?.addEventListener('abort', finish, { once: true });
      this.waiter = finish;
    });
  }

  wake(): void {
    this.waiter?.();
  }

  /** Takes up to `max` queued records, in arrival order; batches taken whole move to `taken`. */
  take(max: number): ConsumedBatch {
    const records: ConsumedRecord[] = [];
    const next = new Map<string, TopicPartitionOffset>();
    while (records.length < max) {
      const entry = this.queued[0];
      if (entry === undefined) break;
      const part = entry.records.slice(entry.cursor, entry.cursor + (max - records.length));
      records.push(...part);
      entry.cursor += part.length;
      const { topic, partition } = entry.partition;
      const last = part.at(-1);
      if (entry.cursor >= entry.records.length) {
        this.queued.shift();
        this.taken.push(entry);
        next.set(topicPartitionKey(topic, partition), { topic, partition, offset: entry.endOffset });
      } else if (last !== undefined) {
        next.set(topicPartitionKey(topic, partition), { topic, partition, offset: last.offset + 1n });
      }
    }
    return { records, nextOffsets: [...next.values()] };
  }

  /** Releases the batches taken whole (their transaction is over). */
  releaseTaken(): void {
    for (const entry of this.taken.splice(0)) entry.release();
  }

  /** Drops and releases everything held for `partition` (a seek repositions it). */
  discard(partition: TopicPartition): void {
    for (const entry of [...this.queued, ...this.taken]) if (same(entry.partition, partition)) entry.release();
    this.queued = this.queued.filter((entry) => !same(entry.partition, partition));
    this.taken = this.taken.filter((entry) => !same(entry.partition, partition));
  }

  discardAll(): void {
    for (const entry of [...this.queued, ...this.taken]) entry.release();
    this.queued = [];
    this.taken = [];
  }
}
