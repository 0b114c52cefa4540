/**
 * A binary min-heap ordered by a caller-supplied comparator.
 *
 * Used where Kafka's Java client uses `java.util.PriorityQueue`: the transactional request queue
 * (`TransactionManager.pendingRequests`) and the in-flight batches of a partition ordered by base
 * sequence (`TxnPartitionEntry.inflightBatchesBySequence`). Ties are the comparator's business: callers
 * that need FIFO among equals add an insertion counter to their comparison.
 * @internal
 */
export class PriorityQueue<T> {
  private readonly items: T[] = [];

  /** @param compare negative when `a` must come out before `b`. */
  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** Number of queued items. */
  get size(): number {
    return this.items.length;
  }

  /** True when nothing is queued. */
  isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** The item that {@link PriorityQueue.poll} would return, without removing it. */
  peek(): T | undefined {
    return this.items[0];
  }

  /** Adds an item in O(log n). */
  push(item: T): void {
    this.items.push(item);
    this.siftUp(this.items.length - 1, item);
  }

  /** Removes and returns the first item, or undefined when empty. */
  poll(): T | undefined {
    const items = this.items;
    const first = items[0];
    const last = items.pop();
    if (first === undefined || last === undefined) return undefined;
    if (items.length > 0) this.siftDown(0, last);
    return first;
  }

  /** Removes one occurrence of `item` (by identity). Returns whether it was present. O(n). */
  remove(item: T): boolean {
    const index = this.items.indexOf(item);
    if (index < 0) return false;
    const last = this.items.pop();
    if (index < this.items.length && last !== undefined) {
      this.siftDown(index, last);
      const placed = this.items[index];
      if (placed !== undefined) this.siftUp(index, placed);
    }
    return true;
  }

  /** Removes every item. */
  clear(): void {
    this.items.length = 0;
  }

  /** The items in priority order (a sorted copy; O(n log n), for inspection and draining). */
  toSortedArray(): T[] {
    return [...this.items].sort(this.compare);
  }

  // Both sifts move a hole instead of swapping: `item` is written once, where it belongs. The
  // `=== undefined` tests only fail past the end of the array, which the index arithmetic rules out;
  // the queue never holds undefined (poll and peek use it for "empty"), so they never mistake an item for a gap.
  private siftUp(start: number, item: T): void {
    const items = this.items;
    let index = start;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = items[parent];
      if (above === undefined || this.compare(item, above) >= 0) break;
      items[index] = above;
      index = parent;
    }
    items[index] = item;
  }

  private siftDown(start: number, item: T): void {
    const items = this.items;
    const length = items.length;
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= length) break;
      const right = left + 1;
      let child = left;
      let smallest = items[left];
      const other = right < length ? items[right] : undefined;
      if (smallest === undefined) break;
      if (other !== undefined && this.compare(other, smallest) < 0) {
        child = right;
        smallest = other;
      }
      if (this.compare(smallest, item) >= 0) break;
      items[index] = smallest;
      index = child;
    }
    items[index] = item;
  }
}
