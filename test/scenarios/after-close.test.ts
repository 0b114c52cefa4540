/**
 * What each public call does after `close()`, and while it runs: every call rejects (beginTransaction throws) with
 * `ProducerClosedError` naming it, at once; a send or sendOffsetsToTransaction still waiting for metadata when the
 * close begins rejects with `ProducerClosedError` (not the `TransactionAbortedError` of the abort the close runs);
 * an `initTransactions()` still starting when the close begins rejects with it too, instead of waiting out its
 * bound. `close()` again returns the same promise. The table is in docs/producer.md.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ProducerClosedError } from '../../src/producer/accumulator/accumulator-errors.js';
import type { Producer } from '../../src/producer/producer.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const GROUP = { groupId: 'after-close', generationId: -1, memberId: '', groupInstanceId: null };

/** Every public operation, as a caller would make it. */
const OPERATIONS: { readonly [name: string]: (producer: Producer) => Promise<unknown> } = {
  initTransactions: (producer) => producer.initTransactions(),
  beginTransaction: (producer) => { producer.beginTransaction(); return Promise.resolve(); },
  send: (producer) => producer.send({ topic: 'orders', partition: 0, value: 'v' }),
  sendOffsetsToTransaction: (producer) => producer.sendOffsetsToTransaction([{ topic: 'orders', partition: 0, offset: 1n }], GROUP),
  commitTransaction: (producer) => producer.commitTransaction(),
  abortTransaction: (producer) => producer.abortTransaction(),
  flush: (producer) => producer.flush(),
  transaction: (producer) => producer.transaction(() => Promise.resolve()),
};

/** The error `operation` gets, synchronous or not. */
async function errorOf(s: Scenario, producer: Producer, operation: string): Promise<unknown> {
  const call = OPERATIONS[operation]!;
  try {
    await s.settle(call(producer));
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('calls after close() and during it', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  for (const operation of Object.keys(OPERATIONS)) {
    it(`${operation}() after close() rejects with ProducerClosedError naming it`, async () => {
      s = scenario();
      const producer = s.producer({ transactionalId: `closed-${operation}` });
      await s.settle(producer.initTransactions());
      producer.beginTransaction();
      await s.settle(producer.close());
      const error = await errorOf(s, producer, operation);
      expect(error).toBeInstanceOf(ProducerClosedError);
      // transaction() fails at its beginTransaction().
      const named = operation === 'transaction' ? 'beginTransaction' : operation;
      expect(error).toMatchObject({ code: 'ERR_PRODUCER_CLOSED', operation: named });
      expect((error as Error).message).toBe(named === 'send' ? 'cannot send: the producer is closing or closed' : `cannot call ${named}(): the producer is closing or closed`);
    });
  }

  it('while close() waits for the abort of an open transaction, every call is refused at once; sends waiting for metadata reject with ProducerClosedError', async () => {
    s = scenario({ autoCreateTopics: false });
    const producer = s.producer({ transactionalId: 'closing' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'a' }));
    s.cluster.faults.delayResponses(ApiKey.EndTxn, 2_000);
    const waitingSend = producer.send({ topic: 'not-yet-a-topic', value: 'w' });
    const waitingOffsets = producer.sendOffsetsToTransaction([{ topic: 'not-yet-either', partition: 0, offset: 1n }], GROUP);
    waitingSend.catch(() => undefined);
    waitingOffsets.catch(() => undefined);
    const closing = producer.close();
    const refused: Record<string, unknown> = {};
    for (const operation of Object.keys(OPERATIONS)) {
      refused[operation] = 'still pending';
      try {
        OPERATIONS[operation]!(producer).then(() => { refused[operation] = 'resolved'; }, (error: unknown) => { refused[operation] = error; });
      } catch (error) {
        refused[operation] = error;
      }
    }
    // At once: no cluster time passes (the close still waits for its EndTxn, held for 2 s).
    await new Promise((resolve) => { setImmediate(resolve); });
    for (const [operation, error] of Object.entries(refused)) expect(error, operation).toBeInstanceOf(ProducerClosedError);
    await s.settle(closing);
    expect(await s.settleError(waitingSend)).toBeInstanceOf(ProducerClosedError);
    expect(await s.settleError(waitingOffsets)).toBeInstanceOf(ProducerClosedError);
    expect(producer.close()).toBe(closing);
  });

  it('an initTransactions() still starting when close() begins rejects with ProducerClosedError at once, not after its bound', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'init-then-close', maxBlockMs: 60_000 });
    const init = producer.initTransactions();
    init.catch(() => undefined);
    await s.settle(producer.close());
    const startedAt = s.clock.now();
    const error = await s.settleError(init);
    expect(error).toBeInstanceOf(ProducerClosedError);
    expect(error).toMatchObject({ operation: 'initTransactions' });
    expect(s.clock.now() - startedAt).toBeLessThan(1_000);
  });

  it('an idempotent producer\'s send waiting for metadata rejects with ProducerClosedError', async () => {
    s = scenario({ autoCreateTopics: false });
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'a' }));
    const waiting = producer.send({ topic: 'not-yet-a-topic', value: 'w' });
    waiting.catch(() => undefined);
    await s.settle(producer.close());
    expect(await s.settleError(waiting)).toBeInstanceOf(ProducerClosedError);
  });
});

describe('an operation pending when close() ran', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  it('a commit whose caller timed out is let finish by close(); calling it again afterwards returns how it ended, not ProducerClosedError', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'pending-then-close' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'committed before the close ended' }));
    s.cluster.faults.delayResponses(ApiKey.EndTxn, 500);
    const timedOut = await s.settleError(producer.commitTransaction({ timeoutMs: 100 }));
    expect(timedOut.name).toBe('ProducerTimeoutError');
    await s.settle(producer.close());
    // The outcome of the caller's own commit: it happened (resolves), and the record is committed.
    await s.settle(producer.commitTransaction());
    expect(s.committed('orders', 1)).toEqual(['committed before the close ended']);
    // Anything else is refused.
    expect(() => { producer.beginTransaction(); }).toThrow(ProducerClosedError);
  });
});
