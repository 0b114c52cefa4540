import { describe, expect, it } from 'vitest';
import { EarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import {
  CommitFailedError, FencedInstanceIdError, ProducerFencedError, TransactionAbortedError, TransactionError, TransactionStateError,
} from '../../src/errors/transaction-errors.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import type { ProducerIdentity } from '../../src/transaction/producer-identity.js';
import type { TxnApi } from '../../src/transaction/txn-requests.js';
import {
  COORDINATOR, GROUP, GROUP_COORDINATOR, OFFSETS, PRODUCER_ID, answer, answerNext, expectNext, initialized, newManager, respond, withPartition, produceError, produceSuccess,
} from './txn-test-driver.js';

describe('initTransactions', () => {
  it('finds the coordinator, then gets a producer id from it', async () => {
    const manager = newManager();
    const result = manager.initTransactions();
    expect(manager.state).toBe('INITIALIZING');
    const find = expectNext(manager, 0, 'FindCoordinator');
    expect(find.target).toEqual({ kind: 'any-broker' });
    expect(find.body).toEqual({ key: 'txn-1', keyType: 1, coordinatorKeys: ['txn-1'] });
    expect(manager.nextRequest(0)).toBeUndefined(); // FindCoordinator goes out alone
    manager.handleResponse(find, { errorCode: 0, nodeId: COORDINATOR }, 0);
    expect(manager.coordinator('transaction')).toBe(COORDINATOR);
    const init = expectNext(manager, 0, 'InitProducerId');
    expect(init.target).toEqual({ kind: 'transaction-coordinator', nodeId: COORDINATOR });
    expect(init.body).toEqual({ transactionalId: 'txn-1', transactionTimeoutMs: 60000, producerId: -1n, producerEpoch: -1 });
    manager.handleResponse(init, { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 0 }, 0);
    await expect(result).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerId).toBe(PRODUCER_ID);
    expect(manager.producerIdentity.producerEpoch).toBe(0);
    expect(() => manager.initTransactions()).toThrow(TransactionStateError); // not legal once READY
  });

  it('reads v4+ FindCoordinator responses', () => {
    const manager = newManager();
    manager.initTransactions();
    respond(manager, 0, 'FindCoordinator', { coordinators: [{ key: 'txn-1', nodeId: 9, errorCode: 0 }] });
    expect(manager.coordinator('transaction')).toBe(9);
  });

  it('a second call while initializing returns the same result', () => {
    const manager = newManager();
    expect(manager.initTransactions()).toBe(manager.initTransactions());
  });

  it('PRODUCER_FENCED is application-recoverable and fatal for this instance', async () => {
    const manager = newManager();
    const result = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', ErrorCode.PRODUCER_FENCED);
    const error = await Promise.resolve(result).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProducerFencedError);
    expect((error as TransactionError).classification).toBe('application-recoverable');
    expect((error as TransactionError).remedy).toContain('close this producer and create a new one');
    expect(manager.state).toBe('FATAL_ERROR');
    // Every later call is refused with the fencing itself (Kafka `maybeFailWithError`), the original as cause.
    let refused: unknown;
    try { manager.beginTransaction(); } catch (caught) { refused = caught; }
    expect(refused).toBeInstanceOf(ProducerFencedError);
    expect((refused as ProducerFencedError).cause).toBe(error);
    expect((refused as ProducerFencedError).message).toContain('beginTransaction() refused: this producer was fenced earlier: InitProducerId failed with PRODUCER_FENCED');
  });
});

/** Brings a manager to the point where `api` is the next request. */
function managerAwaiting(api: TxnApi): TransactionManager {
  switch (api) {
    case 'InitProducerId': {
      const manager = newManager();
      manager.initTransactions();
      answerNext(manager, 0, 'FindCoordinator', 0);
      return manager;
    }
    case 'AddPartitionsToTxn': {
      const manager = initialized();
      manager.beginTransaction();
      manager.maybeAddPartition('t', 0);
      return manager;
    }
    case 'AddOffsetsToTxn': {
      const manager = initialized();
      manager.beginTransaction();
      manager.sendOffsetsToTransaction(OFFSETS, GROUP);
      return manager;
    }
    case 'TxnOffsetCommit': {
      const manager = managerAwaiting('AddOffsetsToTxn');
      answerNext(manager, 0, 'AddOffsetsToTxn', 0);
      answerNext(manager, 0, 'FindCoordinator', 0); // group coordinator
      return manager;
    }
    case 'EndTxn': {
      const manager = withPartition();
      manager.beginCommit();
      return manager;
    }
    case 'FindCoordinator':
      return newManager();
  }
}

describe.each(['InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'EndTxn'] as const)('coordinator errors on %s', (api) => {
  const type = api === 'TxnOffsetCommit' ? 'group' : 'transaction';
  const key = api === 'TxnOffsetCommit' ? 'g' : undefined;

  it.each(['COORDINATOR_NOT_AVAILABLE', 'NOT_COORDINATOR'] as const)('%s: rediscovers the coordinator, then retries after backoff', (name) => {
    const manager = managerAwaiting(api);
    const first = answerNext(manager, 1000, api, ErrorCode[name]);
    expect(manager.coordinator(type, key)).toBeUndefined();
    const find = expectNext(manager, 1000, 'FindCoordinator');
    expect(find.body.keyType).toBe(type === 'group' ? 0 : 1);
    manager.handleResponse(find, answer(find, 0), 1000);
    expect(manager.coordinator(type, key)).toBeDefined();
    expect(manager.nextRequest(1000)).toBeUndefined(); // backed off
    const readyAt = manager.nextReadyAt()!;
    expect(readyAt - 1000).toBeGreaterThanOrEqual(80);
    expect(readyAt - 1000).toBeLessThanOrEqual(120);
    const retried = expectNext(manager, readyAt, api);
    expect(retried.body).toEqual(first.body);
    expect(retried.id).not.toBe(first.id);
  });

  it('COORDINATOR_LOAD_IN_PROGRESS: retries the same coordinator without rediscovery', () => {
    const manager = managerAwaiting(api);
    const node = api === 'InitProducerId' || api === 'AddPartitionsToTxn' || api === 'AddOffsetsToTxn' || api === 'EndTxn' ? COORDINATOR : GROUP_COORDINATOR;
    answerNext(manager, 1000, api, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS);
    expect(manager.coordinator(type, key)).toBe(node);
    const retried = expectNext(manager, manager.nextReadyAt()!, api);
    expect(retried.target).toMatchObject({ nodeId: node });
  });

  it('CONCURRENT_TRANSACTIONS: retries after 2 ms, then 4, then 8', () => {
    const manager = managerAwaiting(api);
    let now = 1000;
    for (const delay of [2, 4, 8]) {
      answerNext(manager, now, api, ErrorCode.CONCURRENT_TRANSACTIONS);
      expect(manager.nextReadyAt()).toBe(now + delay);
      expect(manager.nextRequest(now + delay - 1)).toBeUndefined();
      now += delay;
    }
    expectNext(manager, now, api);
    expect(manager.coordinator(type, key)).toBeDefined();
  });
});

describe('AddPartitionsToTxn', () => {
  it('batches every new partition into one request and blocks sends until it succeeds', () => {
    const manager = initialized();
    manager.beginTransaction();
    manager.maybeAddPartition('a', 0);
    manager.maybeAddPartition('a', 1);
    manager.maybeAddPartition('b', 0);
    manager.maybeAddPartition('a', 0);
    expect(manager.isSendable('a', 0)).toBe(false);
    const add = expectNext(manager, 0, 'AddPartitionsToTxn');
    expect(add.body).toEqual({
      transactions: [], v3AndBelowTransactionalId: 'txn-1', v3AndBelowProducerId: PRODUCER_ID, v3AndBelowProducerEpoch: 0,
      v3AndBelowTopics: [{ name: 'a', partitions: [0, 1] }, { name: 'b', partitions: [0] }],
    });
    manager.maybeAddPartition('c', 0); // arrives while the add is in flight: goes in the next request
    expect(manager.isPartitionAdded('a', 0)).toBe(false);
    manager.handleResponse(add, answer(add, 0), 0);
    expect(manager.isPartitionAdded('a', 0) && manager.isPartitionAdded('a', 1) && manager.isPartitionAdded('b', 0)).toBe(true);
    expect(manager.isSendable('a', 1)).toBe(true);
    expect(manager.isPartitionAdded('c', 0)).toBe(false);
    const next = expectNext(manager, 0, 'AddPartitionsToTxn');
    expect(next.body.v3AndBelowTopics).toEqual([{ name: 'c', partitions: [0] }]);
  });

  it('TOPIC_AUTHORIZATION_FAILED is abortable; commit is refused with the cause; abort recovers', async () => {
    const manager = initialized();
    manager.beginTransaction();
    manager.maybeAddPartition('secret', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TOPIC_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(manager.lastError).toBeInstanceOf(TransactionError);
    expect((manager.lastError as TransactionError).classification).toBe('abortable');
    expect((manager.lastError as TransactionError).remedy).toBe('call abortTransaction() and retry the transaction');
    expect(manager.isPartitionAdded('secret', 0)).toBe(false);
    let refused: unknown;
    try { manager.beginCommit(); } catch (error) { refused = error; }
    expect(refused).toBeInstanceOf(EarlierFailureError);
    expect(refused).toMatchObject({
      classification: 'abortable', errorName: 'TOPIC_AUTHORIZATION_FAILED', api: 'AddPartitionsToTxn', operation: 'commitTransaction',
      remedy: 'call abortTransaction() and retry the transaction',
    });
    expect((refused as EarlierFailureError).cause).toBe(manager.lastError);
    expect(() => { manager.maybeAddPartition('t', 1); }).toThrow(EarlierFailureError);
    const abort = manager.beginAbort();
    // Nothing reached the coordinator, so the abort completes locally.
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
  });

  it('an abortable error fails a commit that is waiting', async () => {
    const manager = withPartition();
    manager.maybeAddPartition('t', 1);
    const commit = manager.beginCommit();
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TRANSACTION_ABORTABLE);
    await expect(commit).rejects.toMatchObject({ classification: 'abortable', errorName: 'TRANSACTION_ABORTABLE' });
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(manager.nextRequest(0)).toBeUndefined(); // the EndTxn(commit) was dropped
  });
});

describe('sendOffsetsToTransaction', () => {
  it('AddOffsetsToTxn, then TxnOffsetCommit with KIP-447 metadata to the group coordinator', async () => {
    const manager = initialized();
    manager.beginTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    const add = expectNext(manager, 0, 'AddOffsetsToTxn');
    expect(add.body).toEqual({ transactionalId: 'txn-1', producerId: PRODUCER_ID, producerEpoch: 0, groupId: 'g' });
    manager.handleResponse(add, { errorCode: 0 }, 0);
    expect(result.isCompleted).toBe(false);
    const find = expectNext(manager, 0, 'FindCoordinator');
    expect(find.body).toMatchObject({ key: 'g', keyType: 0 });
    manager.handleResponse(find, answer(find, 0), 0);
    const commit = expectNext(manager, 0, 'TxnOffsetCommit');
    expect(commit.target).toEqual({ kind: 'group-coordinator', groupId: 'g', nodeId: GROUP_COORDINATOR });
    expect(commit.body).toEqual({
      transactionalId: 'txn-1', groupId: 'g', producerId: PRODUCER_ID, producerEpoch: 0,
      generationIdOrMemberEpoch: 7, memberId: 'member-1', groupInstanceId: 'instance-1',
      topics: [{ name: 'in', topicId: ZERO_UUID, partitions: [{ partitionIndex: 2, committedOffset: 42n, committedLeaderEpoch: 3, committedMetadata: 'm' }] }],
    });
    manager.handleResponse(commit, answer(commit, 0), 0);
    await expect(result).resolves.toBeUndefined();
    // The transaction has started on the coordinator, so commit sends EndTxn.
    manager.beginCommit();
    expect(expectNext(manager, 0, 'EndTxn').body.committed).toBe(true);
  });

  it.each([
    ['ILLEGAL_GENERATION', CommitFailedError],
    ['UNKNOWN_MEMBER_ID', CommitFailedError],
    ['FENCED_INSTANCE_ID', FencedInstanceIdError],
  ] as const)('%s surfaces as a typed abortable error', async (name, type) => {
    const manager = managerAwaiting('TxnOffsetCommit');
    const result = manager.sendOffsetsToTransaction([{ topic: 'in', partition: 3, offset: 1n }], GROUP);
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode[name]);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(manager.lastError).toBeInstanceOf(type);
    expect((manager.lastError as TransactionError).errorName).toBe(name);
    expect((manager.lastError as TransactionError).classification).toBe('abortable');
    // The second sendOffsets was queued behind and fails with the same cause.
    await expect(result).rejects.toBe(manager.lastError);
  });

  it('retries only the partitions that failed', () => {
    const manager = initialized();
    manager.beginTransaction();
    manager.sendOffsetsToTransaction([{ topic: 'in', partition: 0, offset: 1n }, { topic: 'in', partition: 1, offset: 2n }], GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', 0);
    answerNext(manager, 0, 'FindCoordinator', 0);
    const commit = expectNext(manager, 0, 'TxnOffsetCommit');
    manager.handleResponse(commit, { topics: [{ name: 'in', partitions: [{ partitionIndex: 0, errorCode: 0 }, { partitionIndex: 1, errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION }] }] }, 0);
    const retry = expectNext(manager, manager.nextReadyAt()!, 'TxnOffsetCommit');
    expect(retry.body.topics).toEqual([{ name: 'in', topicId: ZERO_UUID, partitions: [{ partitionIndex: 1, committedOffset: 2n, committedLeaderEpoch: -1, committedMetadata: null }] }]);
  });
});

describe('commit and abort', () => {
  it('EndTxn waits for incomplete batches, then commits', async () => {
    const manager = withPartition();
    const commit = manager.beginCommit();
    expect(manager.nextRequest(0, { hasIncompleteBatches: true })).toBeUndefined();
    const end = expectNext(manager, 0, 'EndTxn');
    expect(end.body).toEqual({ transactionalId: 'txn-1', producerId: PRODUCER_ID, producerEpoch: 0, committed: true });
    manager.handleResponse(end, { errorCode: 0 }, 0);
    await expect(commit).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.isPartitionAdded('t', 0)).toBe(false);
  });

  it('an EndTxn whose answer was lost is retried, never reported failed', async () => {
    const manager = withPartition();
    const commit = manager.beginCommit();
    const first = expectNext(manager, 0, 'EndTxn');
    manager.handleFailure(first, 'disconnected', 0);
    expect(commit.isCompleted).toBe(false);
    expect(manager.coordinator('transaction')).toBeUndefined();
    answerNext(manager, 0, 'FindCoordinator', 0);
    const second = expectNext(manager, manager.nextReadyAt()!, 'EndTxn');
    expect(second.body).toEqual(first.body);
    manager.handleResponse(second, { errorCode: 0 }, 200);
    await expect(commit).resolves.toBeUndefined();
  });

  it('when EndTxn retries run out the error says the outcome is unknown; commit can be called again', async () => {
    const manager = withPartition({ endTxnMaxAttempts: 3 });
    const commit = manager.beginCommit();
    let now = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      const end = expectNext(manager, now, 'EndTxn');
      manager.handleFailure(end, 'outcome-unknown', now);
      now = manager.nextReadyAt() ?? now;
    }
    const error = await Promise.resolve(commit).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionError);
    expect((error as TransactionError).commitOutcomeUnknown).toBe(true);
    expect((error as TransactionError).message).toContain('outcome unknown');
    expect((error as TransactionError).remedy).toContain('call commitTransaction() again');
    expect(manager.state).toBe('COMMITTING_TRANSACTION');
    expect(() => manager.beginAbort()).toThrow(TransactionStateError);
    const again = manager.beginCommit();
    answerNext(manager, now, 'EndTxn', 0);
    await expect(again).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
  });

  it('PRODUCER_FENCED on EndTxn is application-recoverable', async () => {
    const manager = withPartition();
    const commit = manager.beginCommit();
    answerNext(manager, 0, 'EndTxn', ErrorCode.PRODUCER_FENCED);
    await expect(commit).rejects.toBeInstanceOf(ProducerFencedError);
    expect(manager.state).toBe('FATAL_ERROR');
  });

  it('TRANSACTION_ABORTABLE during an abort is fatal (KAFKA-19250)', async () => {
    const manager = withPartition();
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', ErrorCode.TRANSACTION_ABORTABLE);
    await expect(abort).rejects.toBeInstanceOf(TransactionError);
    expect(manager.state).toBe('FATAL_ERROR');
  });

  it('abort gives the Sender a typed TransactionAbortedError for unsent records (KIP-654)', () => {
    const manager = withPartition();
    manager.beginAbort();
    expect(manager.isAborting).toBe(true);
    const error = manager.abortedBatchError();
    expect(error).toBeInstanceOf(TransactionAbortedError);
    expect(error.classification).toBe('abortable');
    expect(error.code).toBe('ERR_TXN_ABORTED');
  });
});

describe('KIP-360 / KIP-588 epoch bumps', () => {
  const batch = { baseSequence: 0, recordCount: 5, producerId: PRODUCER_ID, producerEpoch: 0, mayHaveBeenWritten: false };

  it.each(['OUT_OF_ORDER_SEQUENCE_NUMBER', 'UNKNOWN_PRODUCER_ID'] as const)('idempotent: %s bumps the epoch with InitProducerId(current id, epoch)', async (name) => {
    const manager = newManager({ transactionalId: null });
    const bumps: [ProducerIdentity, ProducerIdentity][] = [];
    manager.onEpochBump((a, b) => bumps.push([a, b]));
    const init = manager.initProducerId();
    const first = expectNext(manager, 0, 'InitProducerId');
    expect(first.target).toEqual({ kind: 'any-broker' });
    expect(first.body.transactionalId).toBeNull();
    manager.handleResponse(first, { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 0 }, 0);
    await init;
    expect(manager.sequences.assignSequence('t', 0, 5)).toBe(0);
    manager.sequences.addInFlight('t', 0, batch);
    const decision = produceError(manager, 't', 0, batch, ErrorCode[name]);
    expect(decision).toBe('retry-new-sequence + bump-epoch');
    expect(manager.state).toBe('INITIALIZING');
    expect(manager.isSendable('t', 0)).toBe(false);
    const bump = expectNext(manager, 0, 'InitProducerId');
    expect(bump.body).toMatchObject({ producerId: PRODUCER_ID, producerEpoch: 0 });
    manager.handleResponse(bump, { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 1 }, 0);
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerEpoch).toBe(1);
    expect(bumps.map(([a, b]) => [a.producerEpoch, b.producerEpoch])).toEqual([[0, 1]]);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0); // sequences restart after a bump
    // A late failure of a batch stamped with the old epoch only needs re-sequencing.
    expect(produceError(manager, 't', 0, batch, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe('retry-new-sequence');
    expect(manager.state).toBe('READY');
  });

  it('idempotent: a batch of the previous producer id with the same epoch is stale too (no second reset, sequences untouched)', async () => {
    const manager = newManager({ transactionalId: null });
    const init = manager.initProducerId();
    manager.handleResponse(expectNext(manager, 0, 'InitProducerId'), { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 0 }, 0);
    await init;
    manager.sequences.assignSequence('t', 0, 5);
    manager.sequences.addInFlight('t', 0, batch);
    expect(produceError(manager, 't', 0, batch, ErrorCode.UNKNOWN_PRODUCER_ID)).toBe('retry-new-sequence + bump-epoch');
    // The broker hands out a new producer id at epoch 0 (KIP-360 reset of a producer it has no state for).
    manager.handleResponse(expectNext(manager, 0, 'InitProducerId'), { errorCode: 0, producerId: PRODUCER_ID + 1n, producerEpoch: 0 }, 0);
    expect(manager.state).toBe('READY');
    const later = { ...batch, baseSequence: 5 };
    expect(manager.isStale(later)).toBe(true);
    expect(produceError(manager, 't', 0, later, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe('retry-new-sequence');
    expect(manager.state).toBe('READY');
    produceSuccess(manager, 't', 0, later, 9n);
    expect(manager.sequences.lastAckedSequence('t', 0)).toBe(-1);
    expect(manager.sequences.hasSequenceGap()).toBe(false);
  });

  // INVALID_PRODUCER_EPOCH (KIP-588) skips EndTxn: see transaction-recovery.test.ts.
  it.each(['OUT_OF_ORDER_SEQUENCE_NUMBER', 'UNKNOWN_PRODUCER_ID'] as const)(
    'transactional: %s on Produce is abortable and the abort bumps the epoch', async (name) => {
      const manager = withPartition();
      const decision = produceError(manager, 't', 0, batch, ErrorCode[name]);
      expect(decision).toBe('fail + abortable with bump');
      expect(manager.state).toBe('ABORTABLE_ERROR');
      expect((manager.lastError as TransactionError).classification).toBe('abortable');
      expect(manager.isEpochBumpRequired).toBe(true);
      const abort = manager.beginAbort();
      const end = expectNext(manager, 0, 'EndTxn');
      expect(end.body.committed).toBe(false);
      manager.handleResponse(end, { errorCode: 0 }, 0);
      expect(manager.state).toBe('INITIALIZING');
      expect(abort.isCompleted).toBe(false);
      const bump = expectNext(manager, 0, 'InitProducerId');
      expect(bump.body).toMatchObject({ transactionalId: 'txn-1', producerId: PRODUCER_ID, producerEpoch: 0 });
      manager.handleResponse(bump, { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 1 }, 0);
      await expect(abort).resolves.toBeUndefined();
      expect(manager.state).toBe('READY');
      expect(manager.producerIdentity.producerEpoch).toBe(1);
      expect(manager.isEpochBumpRequired).toBe(false);
    });

  it('PRODUCER_FENCED on Produce is application-recoverable', () => {
    const manager = withPartition();
    expect(produceError(manager, 't', 0, batch, ErrorCode.PRODUCER_FENCED)).toBe('fail + fenced');
    expect(manager.lastError).toBeInstanceOf(TransactionError);
    expect(manager.state).toBe('FATAL_ERROR');
  });

  it('a record-level Produce failure makes the transaction abortable without a bump', () => {
    const manager = withPartition();
    expect(produceError(manager, 't', 0, batch, ErrorCode.INVALID_RECORD)).toBe('fail + abortable');
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(manager.isEpochBumpRequired).toBe(false);
  });
});

describe('transaction version 2 (KIP-890)', () => {
  it('adds partitions and offsets implicitly and adopts the epoch from EndTxn', async () => {
    const manager = initialized({ transactionVersion: 2 });
    expect(manager.isTransactionV2Enabled).toBe(true);
    const bumps: number[] = [];
    manager.onEpochBump((_, next) => bumps.push(next.producerEpoch));
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    expect(manager.isSendable('t', 0)).toBe(true);
    const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'FindCoordinator', 0); // group coordinator; no AddPartitionsToTxn, no AddOffsetsToTxn
    answerNext(manager, 0, 'TxnOffsetCommit', 0);
    await offsets;
    const commit = manager.beginCommit();
    respond(manager, 0, 'EndTxn', { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 1 });
    await commit;
    expect(manager.producerIdentity.producerEpoch).toBe(1);
    expect(bumps).toEqual([1]);
    expect(manager.state).toBe('READY');
  });
});

describe('close', () => {
  it('fails queued requests', async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    manager.close();
    await expect(init).rejects.toMatchObject({ code: 'ERR_PRODUCER_CLOSED' });
    expect(manager.hasPendingRequests).toBe(false);
  });
});
