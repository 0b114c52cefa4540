import { describe, expect, it } from 'vitest';
import { RequestPriority, TxnRequestQueue } from '../../src/transaction/txn-request-queue.js';
import type { QueuedRequest } from '../../src/transaction/txn-request-queue.js';

interface Entry extends QueuedRequest { readonly name: string }
const entry = (name: string, priority: RequestPriority, notBefore = 0): Entry => ({ name, priority, notBefore, order: -1 });

describe('TxnRequestQueue', () => {
  it('orders FindCoordinator < InitProducerId < AddPartitions/AddOffsets < EndTxn, then insertion order', () => {
    const queue = new TxnRequestQueue<Entry>();
    queue.enqueue(entry('end', RequestPriority.END_TXN));
    queue.enqueue(entry('add-1', RequestPriority.ADD_PARTITIONS_OR_OFFSETS));
    queue.enqueue(entry('add-2', RequestPriority.ADD_PARTITIONS_OR_OFFSETS));
    queue.enqueue(entry('init', RequestPriority.INIT_PRODUCER_ID));
    queue.enqueue(entry('find', RequestPriority.FIND_COORDINATOR));
    expect(queue.drain().map((e) => e.name)).toEqual(['find', 'init', 'add-1', 'add-2', 'end']);
  });

  it('a backed-off head holds back the requests behind it; a re-queued request keeps its place', () => {
    const queue = new TxnRequestQueue<Entry>();
    const add = entry('add', RequestPriority.ADD_PARTITIONS_OR_OFFSETS);
    queue.enqueue(add);
    queue.enqueue(entry('offsets', RequestPriority.ADD_PARTITIONS_OR_OFFSETS));
    queue.enqueue(entry('end', RequestPriority.END_TXN));
    expect(queue.pollReady(0)).toBe(add);
    add.notBefore = 20;
    queue.enqueue(add);
    expect(queue.pollReady(19)).toBeUndefined();
    expect(queue.nextReadyAt()).toBe(20);
    expect(queue.pollReady(20)?.name).toBe('add');
  });
});
