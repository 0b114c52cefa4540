/**
 * The error a call gets after an earlier failure (Kafka `TransactionManager.maybeFailWithError`): each way into
 * ABORTABLE_ERROR or FATAL_ERROR x each call the state refuses. Fencing refuses with a `ProducerFencedError`
 * (Kafka throws the fenced exception itself); anything else with an `EarlierFailureError` of the state's class
 * (abortable, fatal) naming the earlier error and its API, the earlier error as `cause`, so that a `catch` can
 * decide. `TransactionStateError` stays for misuse.
 */
import { describe, expect, it } from 'vitest';
import { EarlierFailureError, isEarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import {
  isProducerFencedError, isTransactionError, ProducerFencedError, type TransactionError, TransactionStateError,
} from '../../src/errors/transaction-errors.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import type { TransactionOperation } from '../../src/common/transaction-names.js';
import {
  answer, answerNext, batchExpired, drain, GROUP, OFFSETS, initialized, invokeOperation, produceError, withPartition,
} from './txn-test-driver.js';

interface EarlierFailure {
  readonly name: string;
  /** A manager the failure has put into ABORTABLE_ERROR or FATAL_ERROR. */
  readonly arrange: () => TransactionManager;
  readonly state: 'ABORTABLE_ERROR' | 'FATAL_ERROR';
  readonly refusal: typeof EarlierFailureError | typeof ProducerFencedError;
  readonly classification: 'abortable' | 'fatal' | 'application-recoverable';
  readonly errorName: string | null;
  readonly api: string | null;
}

function produceFailure(errorCode: number, transactionVersion: 1 | 2 = 1): TransactionManager {
  const manager = withPartition({ transactionVersion });
  produceError(manager, 't', 0, drain(manager), errorCode);
  return manager;
}

const FAILURES: readonly EarlierFailure[] = [
  {
    name: 'a send fenced (Produce PRODUCER_FENCED)', arrange: () => produceFailure(ErrorCode.PRODUCER_FENCED),
    state: 'FATAL_ERROR', refusal: ProducerFencedError, classification: 'application-recoverable', errorName: 'PRODUCER_FENCED', api: 'Produce',
  },
  {
    name: 'a lost producer id mapping (Produce INVALID_PRODUCER_ID_MAPPING)', arrange: () => produceFailure(ErrorCode.INVALID_PRODUCER_ID_MAPPING),
    state: 'FATAL_ERROR', refusal: ProducerFencedError, classification: 'application-recoverable', errorName: 'INVALID_PRODUCER_ID_MAPPING', api: 'Produce',
  },
  {
    name: 'the coordinator fenced the producer (AddPartitionsToTxn INVALID_PRODUCER_EPOCH)',
    arrange: () => {
      const manager = withPartition();
      manager.maybeAddPartition('t', 1);
      answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.INVALID_PRODUCER_EPOCH);
      return manager;
    },
    state: 'FATAL_ERROR', refusal: ProducerFencedError, classification: 'application-recoverable', errorName: 'INVALID_PRODUCER_EPOCH', api: 'AddPartitionsToTxn',
  },
  {
    name: 'TRANSACTION_ABORTABLE on Produce (TV2)', arrange: () => produceFailure(ErrorCode.TRANSACTION_ABORTABLE, 2),
    state: 'ABORTABLE_ERROR', refusal: EarlierFailureError, classification: 'abortable', errorName: 'TRANSACTION_ABORTABLE', api: 'Produce',
  },
  {
    // KIP-588: the coordinator timed the transaction out (Kafka rethrows InvalidProducerEpochException, abortable).
    name: 'a send with a timed-out epoch (Produce INVALID_PRODUCER_EPOCH, KIP-588)', arrange: () => produceFailure(ErrorCode.INVALID_PRODUCER_EPOCH),
    state: 'ABORTABLE_ERROR', refusal: EarlierFailureError, classification: 'abortable', errorName: 'INVALID_PRODUCER_EPOCH', api: 'Produce',
  },
  {
    name: 'KIP-360 (Produce UNKNOWN_PRODUCER_ID)', arrange: () => produceFailure(ErrorCode.UNKNOWN_PRODUCER_ID),
    state: 'ABORTABLE_ERROR', refusal: EarlierFailureError, classification: 'abortable', errorName: 'UNKNOWN_PRODUCER_ID', api: 'Produce',
  },
  {
    name: 'a topic authorization failure (AddPartitionsToTxn TOPIC_AUTHORIZATION_FAILED)',
    arrange: () => {
      const manager = initialized();
      manager.beginTransaction();
      manager.maybeAddPartition('secret', 0);
      answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TOPIC_AUTHORIZATION_FAILED);
      return manager;
    },
    state: 'ABORTABLE_ERROR', refusal: EarlierFailureError, classification: 'abortable', errorName: 'TOPIC_AUTHORIZATION_FAILED', api: 'AddPartitionsToTxn',
  },
  {
    name: 'a group authorization failure (AddOffsetsToTxn GROUP_AUTHORIZATION_FAILED)',
    arrange: () => {
      const manager = withPartition();
      manager.sendOffsetsToTransaction(OFFSETS, GROUP);
      answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.GROUP_AUTHORIZATION_FAILED);
      return manager;
    },
    state: 'ABORTABLE_ERROR', refusal: EarlierFailureError, classification: 'abortable', errorName: 'GROUP_AUTHORIZATION_FAILED', api: 'AddOffsetsToTxn',
  },
  {
    name: 'a transactional id authorization failure (AddPartitionsToTxn TRANSACTIONAL_ID_AUTHORIZATION_FAILED)',
    arrange: () => {
      const manager = withPartition();
      manager.maybeAddPartition('t', 1);
      answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
      return manager;
    },
    state: 'FATAL_ERROR', refusal: EarlierFailureError, classification: 'fatal', errorName: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED', api: 'AddPartitionsToTxn',
  },
  {
    name: 'a batch expired (delivery timeout)',
    arrange: () => {
      const manager = withPartition();
      batchExpired(manager, 't', 0, drain(manager), new Error('Expiring 1 record(s)'));
      return manager;
    },
    state: 'ABORTABLE_ERROR', refusal: EarlierFailureError, classification: 'abortable', errorName: null, api: null,
  },
];

function refusalOf(manager: TransactionManager, operation: TransactionOperation): unknown {
  try {
    invokeOperation(manager, operation);
  } catch (error) {
    return error;
  }
  return undefined;
}

const REFUSED: readonly TransactionOperation[] = ['initTransactions', 'beginTransaction', 'send', 'sendOffsetsToTransaction', 'commitTransaction'];

describe('the error a call gets after an earlier failure', () => {
  for (const failure of FAILURES) {
    describe(`after ${failure.name}`, () => {
      const operations = failure.state === 'FATAL_ERROR' ? [...REFUSED, 'abortTransaction' as const] : REFUSED;
      for (const operation of operations) {
        it(`${operation}() is refused with ${failure.refusal.name} (${failure.classification}) naming it, the earlier error as cause`, () => {
          const manager = failure.arrange();
          expect(manager.state).toBe(failure.state);
          const earlier = manager.lastError;
          const refused = refusalOf(manager, operation);
          expect(refused).toBeInstanceOf(failure.refusal);
          expect(refused).not.toBeInstanceOf(TransactionStateError);
          expect(isTransactionError(refused)).toBe(true);
          const error = refused as TransactionError;
          expect(error.classification).toBe(failure.classification);
          expect(error.errorName).toBe(failure.errorName);
          expect(error.api).toBe(failure.api);
          expect(error.cause).toBe(earlier);
          expect(error.message).toContain(`${operation}() refused`);
          expect(error.message).toContain(failure.errorName ?? (earlier?.message.split(' [')[0] ?? ''));
          if (failure.refusal === ProducerFencedError) {
            expect(isProducerFencedError(error)).toBe(true);
            expect(error.remedy).toContain('close this producer and create a new one');
          } else {
            expect(isEarlierFailureError(error)).toBe(true);
            expect(error).toMatchObject({ code: 'ERR_TXN_IN_ERROR_STATE', operation, state: failure.state });
            expect(error.remedy).toContain(failure.classification === 'abortable' ? 'call abortTransaction()' : 'close this producer');
          }
          // A refusal changes nothing.
          expect(manager.state).toBe(failure.state);
          expect(manager.lastError).toBe(earlier);
        });
      }

      if (failure.state === 'ABORTABLE_ERROR') {
        it('abortTransaction() is still accepted and recovers the producer', async () => {
          const manager = failure.arrange();
          const abort = manager.beginAbort();
          for (let request = manager.nextRequest(0); request !== undefined; request = manager.nextRequest(0)) {
            manager.handleResponse(request, answer(request, 0), 0);
          }
          await abort;
          expect(['READY', 'INITIALIZING']).toContain(manager.state);
        });
      }
    });
  }

  it('misuse is still TransactionStateError: commit before begin, begin twice, abort with no transaction', () => {
    const manager = initialized();
    expect(refusalOf(manager, 'commitTransaction')).toBeInstanceOf(TransactionStateError);
    expect(refusalOf(manager, 'abortTransaction')).toBeInstanceOf(TransactionStateError);
    manager.beginTransaction();
    const twice = refusalOf(manager, 'beginTransaction');
    expect(twice).toBeInstanceOf(TransactionStateError);
    expect(twice).toMatchObject({ operation: 'beginTransaction', state: 'IN_TRANSACTION', code: 'ERR_TXN_INVALID_STATE' });
    expect(isTransactionError(twice)).toBe(false);
  });
});
