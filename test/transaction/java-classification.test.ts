/**
 * Classifications taken from the Java client (trunk `TransactionManager` handlers and `Sender`), each checked where
 * it changes what the producer does next:
 * - TxnOffsetCommit GROUP_ID_NOT_FOUND (v6, KIP-1319): abortable `CommitFailedError`, like ILLEGAL_GENERATION
 *   (KAFKA-20444);
 * - FindCoordinator TRANSACTION_ABORTABLE: abortable (`FindCoordinatorHandler`); during the first
 *   `initTransactions()`, where there is no transaction to abort, the producer goes back to UNINITIALIZED;
 * - EndTxn(commit) TRANSACTION_ABORTABLE: abortable (`EndTxnHandler`): the commit fails, the abort recovers;
 * - InitProducerId TRANSACTIONAL_ID_AUTHORIZATION_FAILED / CLUSTER_AUTHORIZATION_FAILED: the init fails and the
 *   producer is UNINITIALIZED again (`Sender.shouldHandleAuthorizationError` -> `transitionToUninitialized`), so
 *   `initTransactions()` succeeds once the ACL is fixed.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { CommitFailedError, TransactionError } from '../../src/errors/transaction-errors.js';
import {
  answer, answerNext, expectNext, GROUP, OFFSETS, newManager, outcome, PRODUCER_ID, withPartition,
} from './txn-test-driver.js';

describe('classification as the Java client does it', () => {
  for (const transactionVersion of [1, 2] as const) {
    it(`TxnOffsetCommit GROUP_ID_NOT_FOUND is an abortable CommitFailedError (TV${transactionVersion}); the abort recovers`, async () => {
      const manager = withPartition({ transactionVersion });
      const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
      if (transactionVersion === 1) answerNext(manager, 0, 'AddOffsetsToTxn', 0);
      answerNext(manager, 0, 'FindCoordinator', 0);
      answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.GROUP_ID_NOT_FOUND);
      const error = await outcome(offsets);
      expect(error).toBeInstanceOf(CommitFailedError);
      expect(error).toMatchObject({ classification: 'abortable', errorName: 'GROUP_ID_NOT_FOUND', api: 'TxnOffsetCommit' });
      expect(manager.state).toBe('ABORTABLE_ERROR');
      const abort = manager.beginAbort();
      answerNext(manager, 0, 'EndTxn', 0);
      await abort;
      expect(manager.state).toBe('READY');
    });
  }

  it('FindCoordinator TRANSACTION_ABORTABLE for the group coordinator is abortable (was fatal as an unlisted code)', async () => {
    const manager = withPartition({ transactionVersion: 2 });
    const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    const lookup = expectNext(manager, 0, 'FindCoordinator');
    expect(lookup.body.key).toBe(GROUP.groupId);
    manager.handleResponse(lookup, answer(lookup, ErrorCode.TRANSACTION_ABORTABLE), 0);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(await outcome(offsets)).toMatchObject({ classification: 'abortable', errorName: 'TRANSACTION_ABORTABLE', api: 'FindCoordinator' });
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    await abort;
    expect(manager.state).toBe('READY');
  });

  it('FindCoordinator TRANSACTION_ABORTABLE during the first initTransactions(): the init fails abortably, the producer is UNINITIALIZED and can init again', async () => {
    const manager = newManager();
    const first = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', ErrorCode.TRANSACTION_ABORTABLE);
    expect(await outcome(first)).toMatchObject({ classification: 'abortable', errorName: 'TRANSACTION_ABORTABLE' });
    // Nothing to abort (no producer id, no transaction): abortTransaction() would have "recovered" to a READY
    // producer without an id. Java gets stuck here; see docs/transactions.md.
    expect(manager.state).toBe('UNINITIALIZED');
    expect(manager.nextRequest(0)).toBeUndefined();
    const again = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', 0);
    await again;
    expect(manager.state).toBe('READY');
  });

  it('InitProducerId TRANSACTION_ABORTABLE during the first initTransactions() also leaves it UNINITIALIZED', async () => {
    const manager = newManager();
    const first = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', ErrorCode.TRANSACTION_ABORTABLE);
    expect(await outcome(first)).toMatchObject({ classification: 'abortable', errorName: 'TRANSACTION_ABORTABLE', api: 'InitProducerId' });
    expect(manager.state).toBe('UNINITIALIZED');
    const again = manager.initTransactions();
    answerNext(manager, 0, 'InitProducerId', 0);
    await again;
    expect(manager.producerIdentity.producerId).toBe(PRODUCER_ID);
  });

  for (const transactionVersion of [1, 2] as const) {
    it(`EndTxn(commit) TRANSACTION_ABORTABLE fails the commit abortably; abortTransaction() ends the transaction (TV${transactionVersion})`, async () => {
      const manager = withPartition({ transactionVersion });
      const commit = manager.beginCommit();
      answerNext(manager, 0, 'EndTxn', ErrorCode.TRANSACTION_ABORTABLE);
      const error = await outcome(commit);
      expect(error).toBeInstanceOf(TransactionError);
      expect(error).toMatchObject({ classification: 'abortable', errorName: 'TRANSACTION_ABORTABLE', api: 'EndTxn', commitOutcomeUnknown: false });
      expect(manager.state).toBe('ABORTABLE_ERROR');
      const abort = manager.beginAbort();
      const end = expectNext(manager, 0, 'EndTxn');
      expect(end.body.committed).toBe(false);
      manager.handleResponse(end, answer(end, 0), 0);
      await abort;
      expect(manager.state).toBe('READY');
    });
  }

  for (const code of [ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED, ErrorCode.CLUSTER_AUTHORIZATION_FAILED]) {
    it(`InitProducerId ${code === ErrorCode.CLUSTER_AUTHORIZATION_FAILED ? 'CLUSTER' : 'TRANSACTIONAL_ID'}_AUTHORIZATION_FAILED: init fails, the producer is UNINITIALIZED, init succeeds once the ACL is fixed`, async () => {
      const manager = newManager();
      const first = manager.initTransactions();
      answerNext(manager, 0, 'FindCoordinator', 0);
      answerNext(manager, 0, 'InitProducerId', code);
      const error = await outcome(first);
      expect(error).toMatchObject({ classification: 'fatal', api: 'InitProducerId', errorCode: code });
      expect((error as TransactionError).remedy).toContain('call initTransactions() again');
      expect(manager.state).toBe('UNINITIALIZED');
      expect(manager.lastError).toBeUndefined();
      // The ACL is granted: the same producer initializes.
      const again = manager.initTransactions();
      expect(again).not.toBe(first);
      answerNext(manager, 0, 'InitProducerId', 0);
      await again;
      expect(manager.state).toBe('READY');
      manager.beginTransaction();
      expect(manager.state).toBe('IN_TRANSACTION');
    });
  }

  it('an authorization failure of the epoch bump after an abort also leaves the producer UNINITIALIZED (Kafka: ABORTABLE_ERROR -> UNINITIALIZED)', async () => {
    const manager = withPartition();
    manager.maybeTransitionToErrorState(new Error('lost record'));
    // A bump is due (a KIP-360 error in this transaction): EndTxn(abort), then InitProducerId(current id/epoch).
    manager.handleBatchOutcome({ topic: 't', partition: 0, batch: { baseSequence: 0, recordCount: 1, producerId: PRODUCER_ID, producerEpoch: 0, mayHaveBeenWritten: false }, outcome: { kind: 'error', errorCode: ErrorCode.UNKNOWN_PRODUCER_ID } });
    expect(manager.isEpochBumpRequired).toBe(true);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    expect(manager.state).toBe('INITIALIZING');
    answerNext(manager, 0, 'InitProducerId', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(await outcome(abort)).toMatchObject({ errorName: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED' });
    expect(manager.state).toBe('UNINITIALIZED');
    const again = manager.initTransactions();
    const init = expectNext(manager, 0, 'InitProducerId');
    // It still has its id: the new InitProducerId carries it, so the coordinator bumps rather than fences (KIP-360).
    expect(init.body.producerId).toBe(PRODUCER_ID);
    manager.handleResponse(init, answer(init, 0), 0);
    await again;
    expect(manager.state).toBe('READY');
  });
});
