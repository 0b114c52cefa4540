import { describe, expect, it } from 'vitest';
import { classifyError, errorAction, ERROR_TABLES } from '../../src/transaction/error-tables.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { REMEDY, TransactionStateError, transactionErrorFromCode } from '../../src/errors/transaction-errors.js';

describe('error classification', () => {
  it('follows the per-API tables (KIP-1050 classes)', () => {
    expect(errorAction('EndTxn', ErrorCode.CONCURRENT_TRANSACTIONS)).toBe('retry-short');
    expect(errorAction('AddPartitionsToTxn', ErrorCode.NOT_COORDINATOR)).toBe('rediscover');
    expect(errorAction('FindCoordinator', ErrorCode.NOT_COORDINATOR)).toBe('retry');
    expect(classifyError('EndTxn', ErrorCode.PRODUCER_FENCED)).toBe('application-recoverable');
    expect(classifyError('InitProducerId', ErrorCode.INVALID_PRODUCER_EPOCH)).toBe('application-recoverable');
    expect(classifyError('Produce', ErrorCode.INVALID_PRODUCER_EPOCH)).toBe('abortable'); // KIP-588
    expect(classifyError('TxnOffsetCommit', ErrorCode.ILLEGAL_GENERATION)).toBe('abortable');
    expect(classifyError('InitProducerId', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED)).toBe('fatal');
    expect(classifyError('EndTxn', ErrorCode.NONE)).toBeUndefined();
  });

  it('falls back on the protocol table: retriable codes retry, others are fatal (fail-batch for Produce)', () => {
    expect(errorAction('EndTxn', ErrorCode.NETWORK_EXCEPTION)).toBe('retry');
    expect(errorAction('EndTxn', ErrorCode.INVALID_CONFIG)).toBe('fatal');
    expect(errorAction('Produce', ErrorCode.INVALID_CONFIG)).toBe('fail-batch');
    expect(errorAction('EndTxn', 32000)).toBe('fatal');
  });

  it('every table lists NONE as success', () => {
    for (const table of Object.values(ERROR_TABLES)) expect(table.NONE).toBe('none');
  });

  it('user-facing errors carry classification, Kafka name and remedy', () => {
    const error = transactionErrorFromCode('EndTxn', ErrorCode.PRODUCER_FENCED, 'application-recoverable');
    expect(error.code).toBe('ERR_TXN_PRODUCER_FENCED');
    expect(error.errorName).toBe('PRODUCER_FENCED');
    expect(error.errorCode).toBe(90);
    expect(error.remedy).toBe(REMEDY['application-recoverable']);
    expect(error.message).toContain('EndTxn failed with PRODUCER_FENCED (90)');
    const misuse = new TransactionStateError('commitTransaction', 'READY', ['IN_TRANSACTION'], new Error('boom'));
    expect(misuse.message).toBe('Cannot call commitTransaction() in state READY; legal in: IN_TRANSACTION; the producer is in READY because: boom');
  });
});
