/**
 * Against the sans-I/O TransactionManager: the decisions the producer relies on,
 * without a Sender or a cluster.
 */
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionError } from '../../src/errors/transaction-errors.js';
import { UnsupportedApiError } from '../../src/network/network-errors.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../../src/common/topic-partition.js';
import { answerNext, expectNext, GROUP, initialized, newManager, OFFSETS, withPartition } from './txn-test-driver.js';

describe('TransactionManager: failure classification', () => {
  it('maybeTransitionToErrorState makes an open transaction abortable with the send error as cause', () => {
    const manager = withPartition();
    const sendError = new Error('record too large');
    manager.maybeTransitionToErrorState(sendError, 't');
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(manager.lastError).toBeInstanceOf(TransactionError);
    expect(manager.lastError).toMatchObject({ code: 'ERR_TXN_SEND_FAILED', classification: 'abortable' });
    expect(manager.lastError?.cause).toBe(sendError);
    expect(() => manager.beginCommit()).toThrow(/ABORTABLE_ERROR/);
    manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    expect(manager.state).toBe('READY');
  });

  it('outside an open transaction, and for an idempotent producer, maybeTransitionToErrorState changes nothing', () => {
    const ready = initialized();
    ready.maybeTransitionToErrorState(new Error('late'));
    expect(ready.state).toBe('READY');
    const idempotent = newManager({ transactionalId: null });
    idempotent.initProducerId();
    answerNext(idempotent, 0, 'InitProducerId', 0);
    idempotent.maybeTransitionToErrorState(new Error('record too large'));
    expect(idempotent.state).toBe('READY');
  });

  for (const api of ['FindCoordinator', 'InitProducerId'] as const) {
    it(`no usable ${api} version is fatal at once (no retry), naming the API`, () => {
      const manager = newManager();
      const result = manager.initTransactions();
      if (api === 'InitProducerId') answerNext(manager, 0, 'FindCoordinator', 0);
      const request = expectNext(manager, 0, api);
      manager.handleUnsupportedVersion(request, new UnsupportedApiError(api, 3, 'the broker supports v0-v0, this client v1-v5'));
      expect(manager.state).toBe('FATAL_ERROR');
      expect(manager.lastError).toMatchObject({ code: 'ERR_TXN_UNSUPPORTED_VERSION', classification: 'fatal', api, errorCode: ErrorCode.UNSUPPORTED_VERSION });
      expect(manager.lastError?.message).toContain('v0-v0');
      expect(manager.nextRequest(1_000)).toBeUndefined();
      expect(result.isCompleted).toBe(true);
    });
  }

  it('sendOffsetsToTransaction refuses non-bigint offsets without changing anything; empty offsets send nothing', () => {
    const manager = withPartition();
    const offsets = [{ topic: 'in', partition: 0, offset: '5' }] as unknown as TopicPartitionOffset[];
    expect(() => manager.sendOffsetsToTransaction(offsets, GROUP)).toThrow(InvalidArgumentError);
    expect(() => manager.sendOffsetsToTransaction(OFFSETS, undefined as unknown as ConsumerGroupMetadata)).toThrow(/groupMetadata/);
    expect(manager.state).toBe('IN_TRANSACTION');
    expect(manager.hasPendingRequests).toBe(false);
    const empty = manager.sendOffsetsToTransaction([], GROUP);
    expect(empty.isCompleted).toBe(true);
    expect(manager.nextRequest(0)).toBeUndefined();
  });

  it('the last retried failure (broker code or lost answer) is remembered with its time', () => {
    const manager = newManager();
    manager.initTransactions();
    answerNext(manager, 10, 'FindCoordinator', ErrorCode.COORDINATOR_NOT_AVAILABLE);
    expect(manager.lastRetriedFailure?.at).toBe(10);
    expect(manager.lastRetriedFailure?.error).toMatchObject({ errorName: 'COORDINATOR_NOT_AVAILABLE', classification: 'retriable' });
    const request = expectNext(manager, 500, 'FindCoordinator');
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:9092');
    manager.handleFailure(request, 'disconnected', 600, refused);
    expect(manager.lastRetriedFailure).toEqual({ error: refused, at: 600 });
  });
});
