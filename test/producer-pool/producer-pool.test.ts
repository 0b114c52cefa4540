/**
 * ProducerPool on the in-memory cluster and a ManualClock: transactions overlap on N members, callers wait first
 * come first served, a throwing callback's transaction is aborted, close() ends waiting and running calls with a
 * typed error, a restarted pool with the same prefix fences its predecessor, and a read_committed reader sees
 * every committed record once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionState } from '../../src/common/transaction-names.js';
import { isTransactionError } from '../../src/errors/transaction-errors.js';
import { OperationAbortedError, ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import type { ProducerPool } from '../../src/producer-pool/producer-pool.js';
import { ProducerPoolClosedError, ProducerPoolFailedError, ProducerPoolQueueFullError } from '../../src/producer-pool/producer-pool-errors.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { gate, newPool, until } from './pool-helpers.js';

let s: Scenario | undefined;
const pools: ProducerPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await s?.settle(pool.close({ timeoutMs: 5_000 }).catch(() => undefined));
  await s?.close();
  s = undefined;
});

function start(): Scenario {
  s = scenario({ topics: [{ name: 'out', partitions: 2 }] });
  return s;
}

const committedValues = (state: Scenario): string[] => [...state.committed('out', 0), ...state.committed('out', 1)].sort();
const writtenValues = (state: Scenario): string[] => [...state.uncommitted('out', 0), ...state.uncommitted('out', 1)].sort();

describe('ProducerPool', () => {
  it('names its members prefix-0 .. prefix-(N-1) and initializes each in connect(), fencing nothing else', async () => {
    const state = start();
    const pool = newPool(state, pools, { transactionalIdPrefix: 'job-a', size: 3 });
    expect(pool.transactionalIds).toEqual(['job-a-0', 'job-a-1', 'job-a-2']);
    expect(pool.metrics().members.map((member) => member.state)).toEqual(['UNINITIALIZED', 'UNINITIALIZED', 'UNINITIALIZED']);
    await state.settle(pool.connect());
    expect(pool.metrics().members.map((member) => member.state)).toEqual(['READY', 'READY', 'READY']);
  });

  it('runs N transactions at once: N callbacks are blocked together, the next caller waits', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 3 });
    await state.settle(pool.connect());
    const open = gate();
    let inside = 0;
    let maxInside = 0;
    const calls = [0, 1, 2, 3].map((index) => pool.transaction(async (txn) => {
      inside++;
      maxInside = Math.max(maxInside, inside);
      await txn.send({ topic: 'out', partition: index % 2, value: `v${index}` });
      await open.promise;
      inside--;
      return index;
    }));
    await until(() => inside === 3);
    expect(pool.metrics()).toMatchObject({ busy: 3, queued: 1 });
    expect(writtenValues(state)).toEqual(['v0', 'v1', 'v2']);
    expect(committedValues(state)).toEqual([]);
    open.open();
    expect(await state.settle(Promise.all(calls))).toEqual([0, 1, 2, 3]);
    expect(maxInside).toBe(3);
    expect(committedValues(state)).toEqual(['v0', 'v1', 'v2', 'v3']);
    const metrics = pool.metrics();
    expect(metrics).toMatchObject({ busy: 0, queued: 0, waitsTotal: 1 });
    expect(metrics.members.reduce((sum, member) => sum + member.transactionsCommitted, 0)).toBe(4);
    // Each member meters its own requests over the shared network client.
    expect(metrics.members.every((member) => member.producer.producer['record-send-total'] >= 1)).toBe(true);
  });

  it('hands a freed member to the longest waiting caller (FIFO)', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 1 });
    await state.settle(pool.connect());
    const open = gate();
    const order: string[] = [];
    const first = pool.transaction(async () => { order.push('first'); await open.promise; });
    await until(() => order.length === 1);
    const waiting = ['b', 'c', 'd', 'e'].map((name) => pool.transaction(async (txn) => {
      order.push(name);
      await txn.send({ topic: 'out', partition: 0, value: name });
    }));
    await until(() => pool.metrics().queued === 4);
    open.open();
    await state.settle(Promise.all([first, ...waiting]));
    expect(order).toEqual(['first', 'b', 'c', 'd', 'e']);
    expect(state.committed('out', 0)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('aborts the transaction of a callback that throws, rejects with its error, and reuses the member', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 1 });
    const boom = new Error('boom');
    const error = await state.settleError(pool.transaction(async (txn) => {
      await txn.send({ topic: 'out', partition: 0, value: 'lost' });
      throw boom;
    }));
    expect(error).toBe(boom);
    expect(state.uncommitted('out', 0)).toEqual(['lost']);
    expect(state.committed('out', 0)).toEqual([]);
    await state.settle(pool.transaction((txn) => txn.send({ topic: 'out', partition: 0, value: 'kept' })));
    expect(state.committed('out', 0)).toEqual(['kept']);
    expect(pool.metrics().members[0]).toMatchObject({ transactionsCommitted: 1, transactionsFailed: 1, state: 'READY' });
  });

  it('lets a queued caller leave on its signal or timeout; the others keep their places', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 1 });
    await state.settle(pool.connect());
    const open = gate();
    const ran: string[] = [];
    const busy = pool.transaction(async () => { ran.push('busy'); await open.promise; });
    await until(() => ran.length === 1);
    const controller = new AbortController();
    const aborted = pool.transaction(() => { ran.push('aborted'); return Promise.resolve(); }, { signal: controller.signal });
    const timedOut = pool.transaction(() => { ran.push('timed-out'); return Promise.resolve(); }, { timeoutMs: 1_000 });
    const patient = pool.transaction(() => { ran.push('patient'); return Promise.resolve(); }, { timeoutMs: 60_000 });
    await until(() => pool.metrics().queued === 3);
    controller.abort(new Error('caller gave up'));
    expect(await state.settleError(aborted)).toBeInstanceOf(OperationAbortedError);
    const timeout = await state.settleError(timedOut);
    expect(timeout).toBeInstanceOf(ProducerTimeoutError);
    expect(timeout.message).toContain('ProducerPool.transaction() did not complete within 1000 ms');
    expect(pool.metrics().queued).toBe(1);
    open.open();
    await state.settle(Promise.all([busy, patient]));
    expect(ran).toEqual(['busy', 'patient']);
  });

  it('refuses a caller beyond maxQueued at once with ProducerPoolQueueFullError', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 1, maxQueued: 1 });
    await state.settle(pool.connect());
    const open = gate();
    const busy = pool.transaction(() => open.promise);
    await until(() => pool.metrics().busy === 1);
    const queued = pool.transaction(() => Promise.resolve('queued'));
    const refused = await state.settleError(pool.transaction(() => Promise.resolve('refused')));
    expect(refused).toBeInstanceOf(ProducerPoolQueueFullError);
    expect(refused).toMatchObject({ code: 'ERR_PRODUCER_POOL_QUEUE_FULL', maxQueued: 1 });
    open.open();
    expect(await state.settle(Promise.all([busy, queued]))).toEqual([undefined, 'queued']);
  });

  it('close() aborts the running transactions, rejects running and queued callers with ProducerPoolClosedError', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 2 });
    await state.settle(pool.connect());
    const signals: AbortSignal[] = [];
    const running = [0, 1].map((partition) => pool.transaction(async (txn) => {
      await txn.send({ topic: 'out', partition, value: `open-${partition}` });
      signals.push(txn.signal);
      await new Promise<void>((resolve) => { txn.signal.addEventListener('abort', () => { resolve(); }); });
    }));
    await until(() => signals.length === 2);
    const queued = pool.transaction(() => Promise.resolve('never'));
    await until(() => pool.metrics().queued === 1);
    const closed = pool.close();
    const outcomes = [...running, queued].map((call) => state.settleError(call));
    for (const outcome of outcomes) {
      const error = await outcome;
      expect(error).toBeInstanceOf(ProducerPoolClosedError);
      expect(error).toMatchObject({ code: 'ERR_PRODUCER_POOL_CLOSED', operation: 'transaction' });
    }
    await state.settle(closed);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(writtenValues(state)).toEqual(['open-0', 'open-1']);
    expect(committedValues(state)).toEqual([]);
    // The aborts reached the coordinator: a reader is not held at the open transactions (the LSO moved on).
    expect(state.cluster.fetch({ topic: 'out', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 1 }).lastStableOffset)
      .toBe(state.cluster.fetch({ topic: 'out', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 0 }).highWatermark);
    expect(pool.metrics().members.map((member) => member.state)).not.toContain(TransactionState.IN_TRANSACTION);
    expect(await state.settleError(pool.transaction(() => Promise.resolve('late')))).toBeInstanceOf(ProducerPoolClosedError);
    expect(await state.settleError(pool.connect())).toBeInstanceOf(ProducerPoolClosedError);
    expect(pool.close()).toBe(closed);
  });

  it('a restarted pool with the same prefix fences the old members: the old commit rejects as fenced, the old pool fails', async () => {
    const state = start();
    const old = newPool(state, pools, { transactionalIdPrefix: 'job', size: 2 });
    await state.settle(old.connect());
    const open = gate();
    let sent = false;
    const zombie = old.transaction(async (txn) => {
      await txn.send({ topic: 'out', partition: 0, value: 'zombie' });
      sent = true;
      await open.promise;
    });
    await until(() => sent);
    const other = newPool(state, pools, { transactionalIdPrefix: 'other', size: 1 });
    await state.settle(other.connect());
    const restarted = newPool(state, pools, { transactionalIdPrefix: 'job', size: 2 });
    await state.settle(restarted.connect());
    open.open();
    const fenced = await state.settleError(zombie);
    expect(isTransactionError(fenced) && fenced.classification).toBe('application-recoverable');
    const failed = await state.settleError(old.transaction(() => Promise.resolve('after')));
    expect(failed).toBeInstanceOf(ProducerPoolFailedError);
    expect(failed).toMatchObject({ code: 'ERR_PRODUCER_POOL_FAILED', transactionalId: 'job-0', cause: fenced });
    // The new members and the other job's member work.
    await state.settle(restarted.transaction((txn) => txn.send({ topic: 'out', partition: 0, value: 'new' })));
    await state.settle(other.transaction((txn) => txn.send({ topic: 'out', partition: 1, value: 'other' })));
    expect(committedValues(state)).toEqual(['new', 'other']);
  });

  it('exactly once for a read_committed reader: failed attempts are aborted and re-run, every record is visible once', async () => {
    const state = start();
    const pool = newPool(state, pools, { size: 4 });
    const attempts = new Map<number, number>();
    const job = async (item: number): Promise<void> => {
      for (;;) {
        try {
          await pool.transaction(async (txn) => {
            const attempt = (attempts.get(item) ?? 0) + 1;
            attempts.set(item, attempt);
            await txn.send([{ topic: 'out', partition: item % 2, value: `item-${String(item).padStart(2, '0')}` }]);
            if (item % 3 === 0 && attempt === 1) throw new Error(`item ${item} failed once`);
          });
          return;
        } catch (error) {
          if (!(error instanceof Error) || !error.message.endsWith('failed once')) throw error;
        }
      }
    };
    const items = Array.from({ length: 24 }, (_, item) => item);
    await state.settle(Promise.all(items.map(job)));
    expect(committedValues(state)).toEqual(items.map((item) => `item-${String(item).padStart(2, '0')}`));
    expect(writtenValues(state).length).toBe(24 + 8);
  });
});

describe('ProducerPool from plain JavaScript', () => {
  const construct = (options: unknown): unknown => {
    const state = s ?? start();
    return newPool(state, pools, options as never);
  };

  it('names each bad option', async () => {
    start();
    const { ProducerPool: Pool } = await import('../../src/producer-pool/producer-pool.js');
    expect(() => new Pool(null as never)).toThrow(/invalid producer pool options[\s\S]*must be an object/);
    expect(() => new Pool({ size: 2 } as never)).toThrow(/transactionalIdPrefix[\s\S]*producer:/);
    expect(() => construct({ size: 0 })).toThrow(/size: must be >= 1 \(members\)/);
    expect(() => construct({ size: '2' })).toThrow(/size: must be a number/);
    expect(() => construct({ transactionalIdPrefix: '' })).toThrow(/transactionalIdPrefix: must not be empty/);
    expect(() => construct({ maxQueued: -1 })).toThrow(/maxQueued: must be >= 0/);
    expect(() => construct({ sizes: 2 })).toThrow(/sizes: unknown option/);
    expect(() => construct({ producer: { transactionalId: 'mine' } })).toThrow(/producer\.transactionalId: must not be set/);
    expect(() => construct({ producer: { lingerMs: -1 } })).toThrow(/producer\.lingerMs: must be >= 0/);
    expect(() => new Pool({ transactionalIdPrefix: 'p', size: 1, producer: {} })).toThrow(/producer\.bootstrapServers: is required/);
  });

  it('refuses bad arguments of transaction(), connect() and close() with InvalidArgumentError, as rejections', async () => {
    const state = start();
    const pool = newPool(state, pools);
    const call = pool as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const bad: [() => Promise<unknown>, RegExp][] = [
      [() => call.transaction!(null), /callback must be a function/],
      [() => call.transaction!(() => Promise.resolve(1), null), /options must be an object/],
      [() => call.transaction!(() => Promise.resolve(1), { timeoutMs: -1 }), /options\.timeoutMs must be a number/],
      [() => call.transaction!(() => Promise.resolve(1), { signal: 'x' }), /options\.signal must be an AbortSignal/],
      [() => call.transaction!(() => Promise.resolve(1), { retries: 1.5 }), /options\.retries must be an integer >= 0/],
      [() => call.connect!(5), /options must be an object/],
      [() => call.close!({ timeoutMs: 'soon' }), /options\.timeoutMs must be a number/],
    ];
    for (const [run, message] of bad) {
      const result = run();
      expect(result).toBeInstanceOf(Promise);
      const error = await state.settleError(result);
      expect(error).toMatchObject({ code: 'ERR_INVALID_ARGUMENT' });
      expect(error.message).toMatch(message);
    }
    expect(pool.metrics().members.map((member) => member.state)).toEqual(['UNINITIALIZED', 'UNINITIALIZED']);
  });
});
