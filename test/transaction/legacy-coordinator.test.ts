/**
 * A legacy transaction coordinator (InitProducerId below v3, Kafka before 2.5: no KIP-360 epoch bump for a
 * producer that has an id), under transaction version 1, as the Java client treats it
 * (`coordinatorSupportsBumpingEpoch` false, so `canHandleAbortableError` and `needToTriggerEpochBumpFromClient`
 * are false):
 * - UNKNOWN_PRODUCER_ID / INVALID_PRODUCER_ID_MAPPING from a coordinator API (`abortableErrorIfPossible`) are fatal;
 * - Produce UNKNOWN_PRODUCER_ID / OUT_OF_ORDER_SEQUENCE_NUMBER / INVALID_PRODUCER_EPOCH (`maybeTransitionToErrorState`)
 *   are abortable, and the abort sends EndTxn only, never InitProducerId; UNKNOWN_PRODUCER_ID restarts the
 *   partition at sequence 0 (`resetSequenceForPartition`);
 * - a sequence hole left when the transaction ends is fatal (`maybeResolveSequences`: "It isn't safe to continue").
 * The same manager learns the coordinator's level from the version InitProducerId was answered at.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import type { TransactionManagerOptions } from '../../src/transaction/transaction-manager-options.js';
import {
  answer, answerNext, drain, expectNext, GROUP, newManager, OFFSETS, outcome, produceError, produceSuccess,
} from './txn-test-driver.js';

/** A READY manager whose InitProducerId was answered as a coordinator without v3 answers it. */
function legacyInitialized(overrides: Partial<TransactionManagerOptions> = {}): TransactionManager {
  const manager = newManager(overrides);
  manager.initTransactions();
  answerNext(manager, 0, 'FindCoordinator', 0);
  const init = expectNext(manager, 0, 'InitProducerId');
  manager.handleResponse(init, { ...answer(init, 0), supportsEpochBump: false }, 0);
  expect(manager.state).toBe('READY');
  return manager;
}

function legacyWithPartition(): TransactionManager {
  const manager = legacyInitialized();
  manager.beginTransaction();
  manager.maybeAddPartition('t', 0);
  answerNext(manager, 0, 'AddPartitionsToTxn', 0);
  return manager;
}

/** Answers everything the manager sends successfully; returns the APIs, in order. */
function answerAll(manager: TransactionManager): string[] {
  const sent: string[] = [];
  for (let request = manager.nextRequest(0); request !== undefined; request = manager.nextRequest(0)) {
    sent.push(request.api);
    manager.handleResponse(request, answer(request, 0), 0);
  }
  return sent;
}

describe('a legacy transaction coordinator (InitProducerId below v3)', () => {
  const coordinatorErrors = [
    ['AddPartitionsToTxn', ErrorCode.UNKNOWN_PRODUCER_ID],
    ['AddOffsetsToTxn', ErrorCode.UNKNOWN_PRODUCER_ID],
    ['AddOffsetsToTxn', ErrorCode.INVALID_PRODUCER_ID_MAPPING],
    ['TxnOffsetCommit', ErrorCode.UNKNOWN_PRODUCER_ID],
    ['EndTxn', ErrorCode.UNKNOWN_PRODUCER_ID],
    ['EndTxn', ErrorCode.INVALID_PRODUCER_ID_MAPPING],
  ] as const;
  for (const [api, code] of coordinatorErrors) {
    it(`${api} ${code === ErrorCode.UNKNOWN_PRODUCER_ID ? 'UNKNOWN_PRODUCER_ID' : 'INVALID_PRODUCER_ID_MAPPING'} is fatal (no epoch bump can recover it); abortable with a bump on a newer coordinator`, async () => {
      for (const legacy of [true, false]) {
        const manager = legacy ? legacyWithPartition() : newManagerWithPartition();
        let result: PromiseLike<void>;
        if (api === 'AddPartitionsToTxn') {
          manager.maybeAddPartition('t', 1);
          result = Promise.resolve();
        } else if (api === 'EndTxn') {
          result = manager.beginCommit();
        } else {
          result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
          if (api === 'TxnOffsetCommit') {
            answerNext(manager, 0, 'AddOffsetsToTxn', 0);
            answerNext(manager, 0, 'FindCoordinator', 0);
          }
        }
        answerNext(manager, 0, api, code);
        await outcome(result);
        if (legacy) {
          expect(manager.state, api).toBe('FATAL_ERROR');
          expect(manager.lastError).toMatchObject({ classification: 'fatal', api, errorCode: code });
        } else {
          expect(manager.state, api).toBe('ABORTABLE_ERROR');
          expect(manager.isEpochBumpRequired).toBe(true);
        }
      }
    });
  }

  for (const code of [ErrorCode.UNKNOWN_PRODUCER_ID, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, ErrorCode.INVALID_PRODUCER_EPOCH]) {
    it(`Produce error ${code}: abortable without a bump; the abort sends EndTxn only, never InitProducerId`, async () => {
      const manager = legacyWithPartition();
      const states: string[] = [];
      manager.onTransition((_from, to) => { states.push(to); });
      expect(produceError(manager, 't', 0, drain(manager), code)).toBe('fail + abortable');
      expect(manager.state).toBe('ABORTABLE_ERROR');
      expect(manager.isEpochBumpRequired).toBe(false);
      const abort = manager.beginAbort();
      expect(answerAll(manager)).toEqual(['EndTxn']);
      await abort;
      expect(manager.state).toBe('READY');
      expect(states).not.toContain('INITIALIZING');
      expect(manager.producerIdentity.producerEpoch).toBe(0);
    });
  }

  it('Produce UNKNOWN_PRODUCER_ID restarts the partition at sequence 0 (the broker has no state for the producer)', () => {
    const manager = legacyWithPartition();
    const first = drain(manager, 3);
    produceSuccess(manager, 't', 0, first, 2n);
    const lost = drain(manager, 2);
    expect(lost.baseSequence).toBe(3);
    produceError(manager, 't', 0, lost, ErrorCode.UNKNOWN_PRODUCER_ID);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0);
  });

  it('a sequence hole left by the transaction is fatal when it ends: no bump can close it', async () => {
    const manager = legacyWithPartition();
    // A batch that may have been written fails: its sequence can never be given back.
    const unanswered = drain(manager, 1, { mayHaveBeenWritten: true });
    expect(produceError(manager, 't', 0, unanswered, ErrorCode.MESSAGE_TOO_LARGE)).toBe('fail + abortable');
    const abort = manager.beginAbort();
    expect(answerAll(manager)).toEqual(['EndTxn']);
    const error = await outcome(abort);
    expect(error).toMatchObject({ code: 'ERR_TXN_UNRESOLVED_SEQUENCE', classification: 'fatal' });
    expect(manager.state).toBe('FATAL_ERROR');
  });
});

function newManagerWithPartition(): TransactionManager {
  const manager = newManager();
  manager.initTransactions();
  answerNext(manager, 0, 'FindCoordinator', 0);
  const init = expectNext(manager, 0, 'InitProducerId');
  manager.handleResponse(init, { ...answer(init, 0), supportsEpochBump: true }, 0);
  manager.beginTransaction();
  manager.maybeAddPartition('t', 0);
  answerNext(manager, 0, 'AddPartitionsToTxn', 0);
  return manager;
}
