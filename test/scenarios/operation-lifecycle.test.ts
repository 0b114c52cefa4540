/**
 * The lifecycle of operations: every public operation has one in-flight result; an abort or close
 * first settles what is buffered or in flight (unsent records fail with TransactionAbortedError, sent ones
 * and in-flight transactional requests are waited for); a call retried after a timeout joins its pending
 * operation. Each test is named after the issue item it reproduces and drives the public Producer API on the
 * in-memory cluster, un-awaited calls included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OperationAbortedError, ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionAbortedError, TransactionError, TransactionStateError } from '../../src/errors/transaction-errors.js';
import { NestedTransactionError, PendingOperationError } from '../../src/errors/operation-lifecycle-errors.js';
import { ProducerClosedError } from '../../src/producer/accumulator/accumulator-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { describeTransactions } from '../../src/testing/cluster-inspection.js';
import { TransactionState } from '../../src/common/transaction-names.js';
import { HoldingNetwork } from './holding-network.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const group = { groupId: 'g-life', generationId: -1, memberId: '', groupInstanceId: null };

/** Settles once `condition` holds (checked between I/O turns; `settle` advances the clock meanwhile). */
function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (condition()) resolve();
      else setImmediate(check);
    };
    check();
  });
}

/** Records whether a promise settled, without awaiting it. */
function track<T>(promise: Promise<T>): { readonly settled: () => boolean; readonly promise: Promise<T> } {
  let settled = false;
  promise.then(() => { settled = true; }, () => { settled = true; });
  return { settled: () => settled, promise };
}

describe('operation lifecycle', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  function setup(transactionVersion: 1 | 2 = 1): { state: Scenario; held: HoldingNetwork } {
    const state = scenario({ transactionVersion });
    s = state;
    return { state, held: new HoldingNetwork(state.network) };
  }

  for (const transactionVersion of [1, 2] as const) {
    for (const metadata of ['unknown', 'known'] as const) {
      it(`TV${transactionVersion}, topic metadata ${metadata}: a send not awaited before abortTransaction() fails with TransactionAbortedError and is never committed`, async () => {
        const { state } = setup(transactionVersion);
        const producer = state.producer({ transactionalId: `tx-item1-${transactionVersion}-${metadata}`, maxBlockMs: 5_000 });
        await state.settle(producer.initTransactions());
        if (metadata === 'known') {
          producer.beginTransaction();
          await state.settle(producer.send({ topic: 'orders', partition: 1, value: 'warm-up' }));
          await state.settle(producer.commitTransaction());
        }
        producer.beginTransaction();
        const unsent = track(producer.send({ topic: 'orders', partition: 0, value: 'aborted' })).promise;
        const aborted = producer.abortTransaction();
        await state.settle(aborted);
        expect(await state.settleError(unsent)).toBeInstanceOf(TransactionAbortedError);
        // The next transaction writes elsewhere only: its commit must not wait for the aborted record.
        producer.beginTransaction();
        await state.settle(producer.send({ topic: 'audit', partition: 0, value: 'next' }));
        await state.settle(producer.commitTransaction(), { maxMs: 4_000 });
        // And a transaction writing the same partition must not carry the aborted record either.
        producer.beginTransaction();
        await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'third' }));
        await state.settle(producer.commitTransaction(), { maxMs: 4_000 });
        expect(state.committed('orders', 0)).toEqual(['third']);
        expect(state.uncommitted('orders', 0)).not.toContain('aborted');
        expect(producer.state).toBe(TransactionState.READY);
      });
    }
  }

  it('a waiting send with its own AbortSignal: the abort fails it with TransactionAbortedError; its signal alone with OperationAbortedError', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item1-signal', maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    const own = new AbortController();
    const stopped = track(producer.send({ topic: 'orders', partition: 0, value: 'stopped' }, { signal: own.signal })).promise;
    own.abort(new Error('caller gave up'));
    expect(await state.settleError(stopped)).toBeInstanceOf(OperationAbortedError);
    const waiting = track(producer.send({ topic: 'audit', partition: 0, value: 'waiting' }, { signal: new AbortController().signal })).promise;
    await state.settle(producer.abortTransaction());
    expect(await state.settleError(waiting)).toBeInstanceOf(TransactionAbortedError);
    expect(state.uncommitted('orders', 0)).toEqual([]);
    expect(state.uncommitted('audit', 0)).toEqual([]);
  });

  for (const outcome of ['success', 'error'] as const) {
    it(`abortTransaction() waits for an AddOffsetsToTxn in flight (late ${outcome}), and the next transaction starts fresh`, async () => {
      const { state, held } = setup(1);
      const producer = state.producer({ transactionalId: `tx-item5-${outcome}`, network: held, maxBlockMs: 5_000 });
      await state.settle(producer.initTransactions());
      producer.beginTransaction();
      await state.settle(producer.send({ topic: 'audit', partition: 1, value: 'x' }));
      await state.settle(producer.commitTransaction());
      producer.beginTransaction();
      // A late error is an answer for a request the coordinator did not apply: it reaches the broker on release.
      const addOffsets = held.hold('AddOffsetsToTxn', { deferred: outcome === 'error' });
      const offsets = track(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 3n }], group));
      await state.settle(addOffsets.sent);
      const abort = track(producer.abortTransaction());
      await state.settle(until(() => producer.state === TransactionState.ABORTING_TRANSACTION));
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => { setImmediate(resolve); });
      expect(abort.settled()).toBe(false);
      if (outcome === 'error') state.cluster.faults.failRequests(ApiKey.AddOffsetsToTxn, ErrorCode.GROUP_AUTHORIZATION_FAILED);
      addOffsets.release();
      await state.settle(abort.promise);
      expect(producer.state).toBe(TransactionState.READY);
      const offsetsError = await state.settleError(offsets.promise);
      expect(offsetsError).toBeInstanceOf(TransactionError);
      const [described] = describeTransactions(state.cluster, [`tx-item5-${outcome}`]);
      expect(described?.transactionState).not.toBe('Ongoing');
      // The next transaction is a new one: its commit carries no offsets of the aborted one.
      producer.beginTransaction();
      await state.settle(producer.send({ topic: 'orders', partition: 2, value: 'next' }));
      await state.settle(producer.commitTransaction());
      const fetched = state.cluster.offsetFetch({ groupId: group.groupId, partitions: [{ topic: 'audit', partition: 0 }], requireStable: true });
      expect(fetched.partitions[0]?.committedOffset).toBe(-1n);
      expect(state.committed('orders', 2)).toEqual(['next']);
    });
  }

  it('a commitTransaction() that timed out and completed in the background is joined by the next call; nothing else starts first', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item6-commit', maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'c' }));
    state.cluster.faults.delayResponses(ApiKey.EndTxn, 3_000);
    expect(await state.settleError(producer.commitTransaction({ timeoutMs: 1_000 }))).toBeInstanceOf(ProducerTimeoutError);
    await state.settle(until(() => producer.state === TransactionState.READY));
    expect(() => { producer.beginTransaction(); }).toThrow(PendingOperationError);
    expect(() => { producer.beginTransaction(); }).toThrow(TransactionStateError);
    await expect(producer.abortTransaction()).rejects.toBeInstanceOf(PendingOperationError);
    await state.settle(producer.commitTransaction());
    expect(state.committed('orders', 0)).toEqual(['c']);
    producer.beginTransaction();
    expect(producer.state).toBe(TransactionState.IN_TRANSACTION);
  });

  it('an abortTransaction() that timed out is joined by the next call', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item6-abort', maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'a' }));
    state.cluster.faults.delayResponses(ApiKey.EndTxn, 3_000);
    expect(await state.settleError(producer.abortTransaction({ timeoutMs: 1_000 }))).toBeInstanceOf(ProducerTimeoutError);
    await state.settle(until(() => producer.state === TransactionState.READY));
    expect(() => { producer.beginTransaction(); }).toThrow(PendingOperationError);
    await state.settle(producer.abortTransaction());
    producer.beginTransaction();
    expect(state.committed('orders', 0)).toEqual([]);
  });

  /** Advances the clock in 1 s steps for `ms`, letting the producer's background work run meanwhile. */
  async function passTime(state: Scenario, ms: number): Promise<void> {
    for (let passed = 0; passed < ms; passed += 1_000) {
      state.clock.advance(1_000);
      for (let spin = 0; spin < 10; spin++) await new Promise((resolve) => { setImmediate(resolve); });
    }
  }

  for (const transactionVersion of [1, 2] as const) {
    for (const operation of ['commitTransaction', 'abortTransaction'] as const) {
      it(`(TV${transactionVersion}) ${operation}() repeated after its EndTxn ran out of attempts in the background completes once the coordinator answers`, async () => {
        const { state } = setup(transactionVersion);
        const transactionalId = `tx-resend-${operation}-${transactionVersion}`;
        const producer = state.producer({ transactionalId, requestTimeoutMs: 2_000 });
        await state.settle(producer.initTransactions());
        producer.beginTransaction();
        await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'v' }));
        // A coordinator that takes requests but never answers (hung, or cut off by the network).
        state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 1_000 });
        expect(await state.settleError(producer[operation]({ timeoutMs: 2_000 }))).toBeInstanceOf(ProducerTimeoutError);
        // Nobody waits while EndTxn runs out of attempts (10, 2 s request timeout each, well inside the
        // transaction timeout): its outcome-unknown failure is left unobserved.
        await passTime(state, 40_000);
        expect(producer.state).toBe(operation === 'commitTransaction' ? TransactionState.COMMITTING_TRANSACTION : TransactionState.ABORTING_TRANSACTION);
        const sentWhileDown = state.cluster.faults.history().filter((event) => event.kind === 'applied' && event.apiKey === ApiKey.EndTxn).length;
        expect(sentWhileDown).toBe(10);
        state.cluster.faults.clear();

        await state.settle(producer[operation]({ timeoutMs: 10_000 }));
        expect(producer.state).toBe(TransactionState.READY);
        expect(state.committed('orders', 0)).toEqual(operation === 'commitTransaction' ? ['v'] : []);
        const [described] = describeTransactions(state.cluster, [transactionalId]);
        expect(described?.transactionState).toBe(operation === 'commitTransaction' ? 'CompleteCommit' : 'CompleteAbort');
        producer.beginTransaction();
        expect(producer.state).toBe(TransactionState.IN_TRANSACTION);
      });
    }
  }

  it('a commitTransaction() repeated while its EndTxn still runs out of attempts reports the outcome unknown; the next one resends', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-resend-waiting', requestTimeoutMs: 2_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 1, value: 'w' }));
    state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 1_000 });
    expect(await state.settleError(producer.commitTransaction({ timeoutMs: 2_000 }))).toBeInstanceOf(ProducerTimeoutError);
    // This call joins the work still retrying, so it observes how it ends: the outcome is unknown.
    const unknown = await state.settleError(producer.commitTransaction({ timeoutMs: 60_000 }));
    expect(unknown).toBeInstanceOf(TransactionError);
    expect(unknown).toMatchObject({ code: 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN', commitOutcomeUnknown: true });
    expect(() => { producer.beginTransaction(); }).toThrow(TransactionStateError);
    state.cluster.faults.clear();
    await state.settle(producer.commitTransaction({ timeoutMs: 10_000 }));
    expect(state.committed('orders', 1)).toEqual(['w']);
  });

  it('an initTransactions() that timed out is joined by the next call', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item6-init', maxBlockMs: 5_000, requestTimeoutMs: 30_000 });
    state.cluster.faults.delayResponses(ApiKey.InitProducerId, 3_000);
    expect(await state.settleError(producer.initTransactions({ timeoutMs: 1_000 }))).toBeInstanceOf(ProducerTimeoutError);
    await state.settle(until(() => producer.state === TransactionState.READY));
    expect(() => { producer.beginTransaction(); }).toThrow(PendingOperationError);
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    expect(producer.state).toBe(TransactionState.IN_TRANSACTION);
  });

  it('after a commit timed out inside transaction(), the next transaction() waits for commitTransaction() to observe it', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item6-helper', maxBlockMs: 1_000, requestTimeoutMs: 30_000 });
    await state.settle(producer.initTransactions());
    state.cluster.faults.delayResponses(ApiKey.EndTxn, 3_000);
    const error = await state.settleError(producer.transaction(async (txn) => { await txn.send({ topic: 'orders', partition: 2, value: 'slow' }); }));
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(await state.settleError(producer.transaction(() => Promise.resolve()))).toBeInstanceOf(PendingOperationError);
    await state.settle(producer.commitTransaction({ timeoutMs: 5_000 }));
    expect(state.committed('orders', 2)).toEqual(['slow']);
    await state.settle(producer.transaction(async (txn) => { await txn.send({ topic: 'orders', partition: 2, value: 'next' }); }));
    expect(state.committed('orders', 2)).toEqual(['slow', 'next']);
  });

  it('transaction() inside a transaction() callback fails at once with NestedTransactionError', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item11', maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    const error = await state.settleError(producer.transaction(async (txn) => {
      await txn.send({ topic: 'orders', partition: 0, value: 'outer' });
      return producer.transaction(() => Promise.resolve('inner'));
    }), { maxMs: 1_000 });
    expect(error).toBeInstanceOf(NestedTransactionError);
    expect(producer.state).toBe(TransactionState.READY);
    expect(state.committed('orders', 0)).toEqual([]);
    // Concurrent (not nested) calls still run one after the other.
    const results = await state.settle(Promise.all([
      producer.transaction(async (txn) => { await txn.send({ topic: 'orders', partition: 1, value: 'a' }); return 'a'; }),
      producer.transaction(async (txn) => { await txn.send({ topic: 'orders', partition: 1, value: 'b' }); return 'b'; }),
    ]));
    expect(results).toEqual(['a', 'b']);
    expect(state.committed('orders', 1)).toEqual(['a', 'b']);
  });

  for (const [inFlight, transactionVersion] of [['EndTxn', 1], ['Produce', 1], ['EndTxn', 2], ['Produce', 2]] as const) {
    it(`TV${transactionVersion}: close() during a commit with ${inFlight} unanswered lets the commit finish within its timeout`, async () => {
      const { state, held } = setup(transactionVersion);
      const producer = state.producer({ transactionalId: `tx-item4-finish-${inFlight}-${transactionVersion}`, network: held, maxBlockMs: 5_000 });
      await state.settle(producer.initTransactions());
      producer.beginTransaction();
      const request = held.hold(inFlight);
      const sent = track(producer.send({ topic: 'orders', partition: 0, value: 'during-close' })).promise;
      const commit = track(producer.commitTransaction());
      await state.settle(request.sent);
      const close = track(producer.close({ timeoutMs: 4_000 }));
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => { setImmediate(resolve); });
      expect(close.settled()).toBe(false);
      expect(commit.settled()).toBe(false);
      request.release();
      await state.settle(commit.promise);
      await state.settle(close.promise);
      await state.settle(sent);
      expect(state.committed('orders', 0)).toEqual(['during-close']);
    });
  }

  for (const transactionVersion of [1, 2] as const) it(`TV${transactionVersion}: close() whose timeout ends while EndTxn(commit) is unanswered reports commitOutcomeUnknown`, async () => {
    const { state, held } = setup(transactionVersion);
    const producer = state.producer({ transactionalId: `tx-item4-unknown-${transactionVersion}`, network: held, maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'maybe' }));
    const endTxn = held.hold('EndTxn');
    const commit = track(producer.commitTransaction()).promise;
    await state.settle(endTxn.sent);
    const started = state.clock.now();
    await state.settle(producer.close({ timeoutMs: 2_000 }));
    expect(state.clock.now() - started).toBeGreaterThanOrEqual(2_000);
    const error = await state.settleError(commit);
    expect(error).toBeInstanceOf(TransactionError);
    expect(error).toMatchObject({ commitOutcomeUnknown: true });
    endTxn.release();
  });

  it('close() whose timeout ends while a Produce of the commit is unanswered: EndTxn was never sent, the commit fails as not committed', async () => {
    const { state, held } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item4-produce', network: held, maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    const produce = held.hold('Produce');
    const sent = track(producer.send({ topic: 'orders', partition: 0, value: 'never-committed' })).promise;
    const commit = track(producer.commitTransaction()).promise;
    await state.settle(produce.sent);
    await state.settle(producer.close({ timeoutMs: 2_000 }));
    const error = await state.settleError(commit);
    expect(error).toBeInstanceOf(ProducerClosedError);
    expect((error as { commitOutcomeUnknown?: boolean }).commitOutcomeUnknown).not.toBe(true);
    expect(await state.settleError(sent)).toBeInstanceOf(Error);
    produce.release();
    expect(state.committed('orders', 0)).toEqual([]);
  });

  it('close() during a commit that fails abortably aborts the transaction left open', async () => {
    const { state } = setup(1);
    const producer = state.producer({ transactionalId: 'tx-item4-abortable', maxBlockMs: 5_000 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'ok' }));
    state.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.INVALID_RECORD);
    const failing = track(producer.send({ topic: 'orders', partition: 1, value: 'rejected' })).promise;
    const commit = track(producer.commitTransaction()).promise;
    await state.settle(producer.close({ timeoutMs: 4_000 }));
    expect(await state.settleError(commit)).toMatchObject({ classification: 'abortable' });
    expect(await state.settleError(failing)).toBeInstanceOf(TransactionError);
    const [described] = describeTransactions(state.cluster, ['tx-item4-abortable']);
    expect(described?.transactionState).toBe('CompleteAbort');
    expect(state.committed('orders', 0)).toEqual([]);
  });

  for (const transactionVersion of [1, 2] as const) {
    it(`TV${transactionVersion}: close() aborts an open transaction within its timeout; unsent records fail with TransactionAbortedError, a send still waiting for metadata with ProducerClosedError`, async () => {
      const { state } = setup(transactionVersion);
      const producer = state.producer({ transactionalId: `tx-close-open-${transactionVersion}`, maxBlockMs: 5_000, lingerMs: 60_000 });
      await state.settle(producer.initTransactions());
      producer.beginTransaction();
      const acked = producer.send({ topic: 'orders', partition: 0, value: 'acked' });
      await state.settle(producer.flush());
      await state.settle(acked);
      const unsent = track(producer.send({ topic: 'orders', partition: 0, value: 'unsent' })).promise;
      const waiting = track(producer.send({ topic: 'audit', partition: 1, value: 'waiting for metadata' })).promise;
      await state.settle(producer.close({ timeoutMs: 4_000 }));
      expect(await state.settleError(unsent)).toBeInstanceOf(TransactionAbortedError);
      // Never appended: the close is why it was not written (not an abort the caller did not ask for).
      expect(await state.settleError(waiting)).toBeInstanceOf(ProducerClosedError);
      const [described] = describeTransactions(state.cluster, [`tx-close-open-${transactionVersion}`]);
      expect(described?.transactionState).toBe('CompleteAbort');
      expect(state.committed('orders', 0)).toEqual([]);
      expect(state.uncommitted('audit', 1)).toEqual([]);
    });
  }
});
