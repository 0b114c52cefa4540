/**
 * The lifecycle of operations against the sans-I/O TransactionManager: an abort settles what is
 * queued (TransactionAbortedError) and waits for what is in flight before deciding whether EndTxn is needed;
 * close reports an EndTxn(commit) that may have reached the coordinator as outcome-unknown.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionAbortedError, TransactionError } from '../../src/errors/transaction-errors.js';
import { GROUP, OFFSETS, answer, expectNext, initialized, withPartition } from './txn-test-driver.js';

describe('abort while AddOffsetsToTxn is in flight', () => {
  for (const late of ['success', 'error'] as const) {
    it(`waits for its answer (late ${late}) instead of completing at once, and never leaves READY for an error state`, async () => {
      const manager = initialized();
      manager.beginTransaction();
      // The group coordinator is found first; AddOffsetsToTxn goes to the transaction coordinator.
      const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
      const addOffsets = expectNext(manager, 1, 'AddOffsetsToTxn');
      const abort = manager.beginAbort();
      expect(abort.isCompleted).toBe(false);
      expect(manager.nextRequest(1)).toBeUndefined();
      manager.handleResponse(addOffsets, answer(addOffsets, late === 'success' ? 0 : ErrorCode.GROUP_AUTHORIZATION_FAILED), 2);
      expect(manager.state).toBe('ABORTING_TRANSACTION');
      if (late === 'success') {
        // The coordinator knows the transaction now: EndTxn(abort) ends it; the offsets are not committed.
        const endTxn = expectNext(manager, 2, 'EndTxn');
        expect(endTxn.body).toMatchObject({ committed: false });
        manager.handleResponse(endTxn, answer(endTxn, 0), 3);
        await expect(offsets).rejects.toBeInstanceOf(TransactionAbortedError);
      } else {
        // Nothing was added: the abort completes locally (TV1 rejects EndTxn for an empty transaction).
        expect(manager.nextRequest(2)).toBeUndefined();
        await expect(offsets).rejects.toBeInstanceOf(TransactionError);
      }
      await expect(abort).resolves.toBeUndefined();
      expect(manager.state).toBe('READY');
    });
  }

  it('fails queued (never sent) adds and offsets with TransactionAbortedError', async () => {
    const manager = initialized();
    manager.beginTransaction();
    manager.maybeAddPartition('t', 1);
    const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    const abort = manager.beginAbort();
    await expect(offsets).rejects.toBeInstanceOf(TransactionAbortedError);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.nextRequest(0)).toBeUndefined();
  });
});

describe('close while EndTxn(commit) is in flight', () => {
  it('fails the commit with commitOutcomeUnknown, not a plain ProducerClosed failure', async () => {
    const manager = withPartition();
    const commit = manager.beginCommit();
    expectNext(manager, 1, 'EndTxn');
    manager.close(new Error('closed'));
    const error: unknown = await Promise.resolve(commit).catch((each: unknown) => each);
    expect(error).toBeInstanceOf(TransactionError);
    expect(error).toMatchObject({ commitOutcomeUnknown: true, code: 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN' });
  });

  it('fails the commit with commitOutcomeUnknown when its EndTxn was sent, lost, and waits for its resend', async () => {
    const manager = withPartition();
    const commit = manager.beginCommit();
    manager.handleFailure(expectNext(manager, 1, 'EndTxn'), 'outcome-unknown', 2);
    expect(manager.inFlightCount).toBe(0);
    manager.close(new Error('closed'));
    const error: unknown = await Promise.resolve(commit).catch((each: unknown) => each);
    expect(error).toMatchObject({ commitOutcomeUnknown: true });
  });

  it('fails a commit whose EndTxn was never sent with the close reason (it did not commit)', async () => {
    const manager = withPartition();
    const commit = manager.beginCommit();
    const reason = new Error('closed');
    manager.close(reason);
    await expect(commit).rejects.toBe(reason);
  });
});
