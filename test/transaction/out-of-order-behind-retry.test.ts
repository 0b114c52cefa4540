/**
 * Against the sans-I/O manager (Kafka `TransactionManager.canRetry` for
 * OUT_OF_ORDER_SEQUENCE_NUMBER): an OUT_OF_ORDER answer for a batch whose predecessor is still in flight or
 * waiting for its retry is retriable; a real gap (no earlier batch pending) keeps the KIP-360 handling.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import { PRODUCER_ID, answerNext, newManager, withPartition, produceError, produceSuccess } from './txn-test-driver.js';

const stamp = (baseSequence: number) => ({ baseSequence, recordCount: 1, producerId: PRODUCER_ID, producerEpoch: 0, mayHaveBeenWritten: false });

/** Sequences and registers `count` one-record batches of t-0 as in flight. */
function inFlight(manager: TransactionManager, count: number): ReturnType<typeof stamp>[] {
  const batches = [];
  for (let index = 0; index < count; index++) {
    const batch = stamp(manager.sequences.assignSequence('t', 0, 1));
    manager.sequences.addInFlight('t', 0, batch);
    batches.push(batch);
  }
  return batches;
}

async function idempotentManager(): Promise<TransactionManager> {
  const manager = newManager({ transactionalId: null });
  const init = manager.initProducerId();
  answerNext(manager, 0, 'InitProducerId', 0);
  await init;
  return manager;
}

describe('OUT_OF_ORDER_SEQUENCE_NUMBER behind a retried batch', () => {
  for (const mode of ['transactional', 'idempotent'] as const) {
    for (const order of ['retriable error first', 'OUT_OF_ORDER first'] as const) {
      it(`${mode}, ${order}: every batch is retried, no error state, no epoch bump`, async () => {
        const manager = mode === 'transactional' ? withPartition() : await idempotentManager();
        const stateBefore = manager.state;
        const [first, ...later] = inFlight(manager, 5);
        if (order === 'retriable error first') expect(produceError(manager, 't', 0, first!, ErrorCode.NOT_LEADER_OR_FOLLOWER)).toBe('retry');
        for (const batch of later) expect(produceError(manager, 't', 0, batch, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe('retry');
        if (order === 'OUT_OF_ORDER first') expect(produceError(manager, 't', 0, first!, ErrorCode.NOT_ENOUGH_REPLICAS)).toBe('retry');
        expect(manager.state).toBe(stateBefore);
        expect(manager.isEpochBumpRequired).toBe(false);
        expect(manager.sequences.firstInFlightSequence('t', 0)).toBe(0);
        // The resends are acknowledged in order: no gap is left.
        for (const [index, batch] of [first!, ...later].entries()) produceSuccess(manager, 't', 0, batch, BigInt(index));
        expect(manager.sequences.hasSequenceGap()).toBe(false);
      });
    }
  }

  it('transactional: OUT_OF_ORDER for the batch right after the last acknowledged one is a real gap (abortable, bump on abort)', () => {
    const manager = withPartition();
    const [first, second] = inFlight(manager, 2);
    produceSuccess(manager, 't', 0, first!, 0n);
    expect(produceError(manager, 't', 0, second!, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe('fail + abortable with bump');
    expect(manager.state).toBe('ABORTABLE_ERROR');
  });

  it('idempotent: OUT_OF_ORDER with no earlier batch pending bumps the epoch (KIP-360)', async () => {
    const manager = await idempotentManager();
    const [only] = inFlight(manager, 1);
    expect(produceError(manager, 't', 0, only!, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe('retry-new-sequence + bump-epoch');
    expect(manager.state).toBe('INITIALIZING');
  });
});
