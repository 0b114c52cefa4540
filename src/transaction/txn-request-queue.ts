/**
 * The pending transactional requests, ordered like Kafka's `TransactionManager.pendingRequests`:
 * FindCoordinator < InitProducerId < AddPartitionsToTxn / AddOffsetsToTxn / TxnOffsetCommit < EndTxn,
 * then insertion order. Each request carries a `notBefore` time for its retry backoff.
 */
import { PriorityQueue } from '../internal/priority-queue.js';

/**
 * Priorities (lower first), as in Kafka's `TransactionManager.Priority`.
 * @public
 */
export const RequestPriority = {
  FIND_COORDINATOR: 0,
  INIT_PRODUCER_ID: 1,
  ADD_PARTITIONS_OR_OFFSETS: 2,
  END_TXN: 3,
} as const;

/**
 * One of {@link RequestPriority}.
 * @public
 */
export type RequestPriority = (typeof RequestPriority)[keyof typeof RequestPriority];

/**
 * What the queue needs from an entry. `order` is assigned on first enqueue and kept on re-enqueue, so a
 * retried request keeps its place among requests of the same priority.
 * @internal
 */
export interface QueuedRequest {
  readonly priority: RequestPriority;
  /** Earliest time (ms) the request may be sent. */
  notBefore: number;
  /** Insertion order; -1 until first enqueued. */
  order: number;
}

/**
 * A priority queue of transactional requests with per-request backoff.
 *
 * Only the head may be sent: a backed-off head holds back everything behind it, because an EndTxn must
 * never overtake the AddPartitionsToTxn it depends on. FindCoordinator is enqueued at top priority, so it
 * jumps ahead of the request that needs it.
 * @internal
 */
export class TxnRequestQueue<T extends QueuedRequest> {
  private nextOrder = 0;
  private readonly queue = new PriorityQueue<T>((a, b) => a.priority - b.priority || a.order - b.order);

  /** Number of queued requests. */
  get size(): number {
    return this.queue.size;
  }

  /** Adds (or re-adds, keeping its order) a request. */
  enqueue(request: T): void {
    if (request.order < 0) request.order = this.nextOrder++;
    this.queue.push(request);
  }

  /** The head, ready or not. */
  peek(): T | undefined {
    return this.queue.peek();
  }

  /** Removes and returns the head if its backoff has elapsed at `now`. */
  pollReady(now: number): T | undefined {
    const head = this.queue.peek();
    if (head === undefined || head.notBefore > now) return undefined;
    return this.queue.poll();
  }

  /** When the head becomes sendable, or undefined when the queue is empty. */
  nextReadyAt(): number | undefined {
    return this.queue.peek()?.notBefore;
  }

  /** Removes a specific request. */
  remove(request: T): boolean {
    return this.queue.remove(request);
  }

  /** True when some queued request matches. */
  some(predicate: (request: T) => boolean): boolean {
    return this.queue.toSortedArray().some(predicate);
  }

  /** Removes and returns every request, in priority order. */
  drain(): T[] {
    const all = this.queue.toSortedArray();
    this.queue.clear();
    return all;
  }
}
