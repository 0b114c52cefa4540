/**
 * Recovery paths of the transaction manager beyond the plain abort: INVALID_PRODUCER_EPOCH on Produce (EndTxn,
 * then InitProducerId, as Kafka's client does), Produce errors answered while an abort is in progress, stale batches
 * answered after a re-initialization, and sequence holes closed with an epoch bump.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ProducerFencedError } from '../../src/errors/transaction-errors.js';
import { PRODUCER_ID, answerNext, expectNext, initialized, newManager, withPartition, produceError, produceSuccess } from './txn-test-driver.js';

const first = { baseSequence: 0, recordCount: 5, producerId: PRODUCER_ID, producerEpoch: 0, mayHaveBeenWritten: false };
const second = { baseSequence: 5, recordCount: 5, producerId: PRODUCER_ID, producerEpoch: 0, mayHaveBeenWritten: false };

/** Sequences and in-flight bookkeeping of a drained batch, as the Sender does it. */
function drain(manager: ReturnType<typeof withPartition>, batch: typeof first): void {
  expect(manager.sequences.assignSequence('t', 0, batch.recordCount)).toBe(batch.baseSequence);
  manager.sequences.addInFlight('t', 0, batch);
}

describe('INVALID_PRODUCER_EPOCH on Produce (KIP-588 timeout, or a zombie behind its successor)', () => {
  it('the abort sends EndTxn(abort) with the current epoch, then InitProducerId(current id/epoch) (TransactionManagerTest order)', async () => {
    const manager = withPartition();
    drain(manager, first);
    expect(produceError(manager, 't', 0, first, ErrorCode.INVALID_PRODUCER_EPOCH)).toBe('fail + abortable with bump');
    expect(manager.state).toBe('ABORTABLE_ERROR');
    const abort = manager.beginAbort();
    expect(manager.state).toBe('ABORTING_TRANSACTION');
    // EndTxn waits while batches of the transaction are unsent or unanswered.
    expect(manager.nextRequest(0, { hasIncompleteBatches: true })).toBeUndefined();
    const endTxn = expectNext(manager, 0, 'EndTxn');
    expect(endTxn.body).toMatchObject({ transactionalId: 'txn-1', producerId: PRODUCER_ID, producerEpoch: 0, committed: false });
    manager.handleResponse(endTxn, { errorCode: 0 }, 0);
    const init = expectNext(manager, 0, 'InitProducerId');
    expect(init.body).toMatchObject({ transactionalId: 'txn-1', producerId: PRODUCER_ID, producerEpoch: 0 });
    // As in Kafka, the bump after a completed EndTxn runs in INITIALIZING.
    expect(manager.state).toBe('INITIALIZING');
    manager.handleResponse(init, { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 1 }, 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerEpoch).toBe(1);
    expect(manager.isEpochBumpRequired).toBe(false);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0);
    // The next transaction is an ordinary one: AddPartitionsToTxn then EndTxn.
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    const commit = manager.beginCommit();
    const end = expectNext(manager, 0, 'EndTxn');
    expect(end.body).toMatchObject({ producerEpoch: 1, committed: true });
    manager.handleResponse(end, { errorCode: 0 }, 0);
    await expect(commit).resolves.toBeUndefined();
  });

  it('a coordinator that moved on (timeout bump or successor) fences the EndTxn: the abort fails as fenced and sends no InitProducerId', async () => {
    const manager = withPartition();
    produceError(manager, 't', 0, first, ErrorCode.INVALID_PRODUCER_EPOCH);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', ErrorCode.PRODUCER_FENCED);
    await expect(abort).rejects.toBeInstanceOf(ProducerFencedError);
    expect(manager.state).toBe('FATAL_ERROR');
    // An InitProducerId(id, old epoch) would pass the coordinator's isValidProducerId (same producer id) and
    // abort a successor's open transaction: it must never be sent.
    expect(manager.nextRequest(0, { hasIncompleteBatches: false })).toBeUndefined();
  });

  it('under TV2 the abort sends EndTxn v5 (the coordinator answers it with the bumped epoch)', () => {
    const manager = withPartition({ transactionVersion: 2 });
    produceError(manager, 't', 0, first, ErrorCode.INVALID_PRODUCER_EPOCH);
    manager.beginAbort();
    expectNext(manager, 0, 'EndTxn');
  });

  it('a later INVALID_PRODUCER_EPOCH keeps the first cause; the abort still starts with EndTxn', () => {
    const manager = withPartition();
    produceError(manager, 't', 0, first, ErrorCode.INVALID_RECORD);
    produceError(manager, 't', 0, second, ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(manager.lastError?.message).toMatch(/INVALID_RECORD/);
    manager.beginAbort();
    expectNext(manager, 0, 'EndTxn');
  });
});

describe('Produce answers during and after an abort', () => {
  it('an OUT_OF_ORDER answer while the abort waits for in-flight batches is not fatal; the abort bumps', async () => {
    const manager = withPartition();
    drain(manager, first);
    drain(manager, second);
    produceError(manager, 't', 0, first, ErrorCode.INVALID_RECORD);
    const abort = manager.beginAbort();
    expect(manager.nextRequest(0, { hasIncompleteBatches: true })).toBeUndefined();
    expect(produceError(manager, 't', 0, second, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe('fail + abortable with bump');
    expect(manager.state).toBe('ABORTING_TRANSACTION');
    answerNext(manager, 0, 'EndTxn', 0);
    answerNext(manager, 0, 'InitProducerId', 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerEpoch).toBe(1);
  });

  it('a batch stamped with an epoch before the latest bump fails alone and leaves READY untouched', async () => {
    const manager = withPartition();
    produceError(manager, 't', 0, first, ErrorCode.INVALID_PRODUCER_EPOCH);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    answerNext(manager, 0, 'InitProducerId', 0);
    await abort;
    expect(produceError(manager, 't', 0, second, ErrorCode.INVALID_PRODUCER_EPOCH)).toBe('fail');
    expect(produceError(manager, 't', 0, second, ErrorCode.INVALID_RECORD)).toBe('fail');
    expect(manager.state).toBe('READY');
    expect(manager.isEpochBumpRequired).toBe(false);
  });
});

describe('sequence holes are closed with an epoch bump (Kafka "unresolved sequences")', () => {
  it('a failed batch that is not the tail makes the abort bump the epoch', async () => {
    const manager = withPartition();
    drain(manager, first);
    drain(manager, second);
    expect(produceError(manager, 't', 0, first, ErrorCode.INVALID_RECORD)).toBe('fail + abortable with bump');
    expect(manager.sequences.hasSequenceGap('t', 0)).toBe(true);
    expect(manager.isEpochBumpRequired).toBe(true);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    answerNext(manager, 0, 'InitProducerId', 0);
    await abort;
    expect(manager.producerIdentity.producerEpoch).toBe(1);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0);
  });

  it('the failed tail gives its sequences back: no bump', async () => {
    const manager = withPartition();
    drain(manager, first);
    produceError(manager, 't', 0, first, ErrorCode.INVALID_RECORD);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    await abort;
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerEpoch).toBe(0);
  });

  it('a sequenced batch failed without an answer (aborted while waiting for a retry) bumps at completion', async () => {
    const manager = withPartition();
    drain(manager, first);
    drain(manager, second);
    produceSuccess(manager, 't', 0, first, 4n);
    expect(produceError(manager, 't', 0, second, ErrorCode.NOT_LEADER_OR_FOLLOWER)).toBe('retry');
    // The Sender then fails the re-queued batch with TransactionAbortedError (KIP-654): sequences 5-9 are lost.
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    expect(manager.state).toBe('INITIALIZING');
    answerNext(manager, 0, 'InitProducerId', 0);
    await abort;
    expect(manager.producerIdentity.producerEpoch).toBe(1);
  });

  it('idempotent: a failed batch that is not the tail bumps the epoch at once', async () => {
    const manager = newManager({ transactionalId: null });
    const init = manager.initProducerId();
    answerNext(manager, 0, 'InitProducerId', 0);
    await init;
    manager.sequences.assignSequence('t', 0, 5);
    manager.sequences.addInFlight('t', 0, first);
    manager.sequences.assignSequence('t', 0, 5);
    manager.sequences.addInFlight('t', 0, second);
    expect(produceError(manager, 't', 0, first, ErrorCode.INVALID_RECORD)).toBe('fail + bump-epoch');
    expect(manager.state).toBe('INITIALIZING');
    expectNext(manager, 0, 'InitProducerId');
  });

  it('a clean commit does not bump', async () => {
    const manager = initialized();
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    drain(manager, first);
    produceSuccess(manager, 't', 0, first, 4n);
    const commit = manager.beginCommit();
    answerNext(manager, 0, 'EndTxn', 0);
    await commit;
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerEpoch).toBe(0);
  });
});

describe('unresolved sequences: a failed batch that may have been written (simulation seeds 3718, 6496)', () => {
  const unanswered = { ...first, mayHaveBeenWritten: true };

  it('transactional: the sequence is not handed back and the abort bumps the epoch', async () => {
    const manager = withPartition();
    drain(manager, unanswered);
    expect(produceError(manager, 't', 0, unanswered, ErrorCode.TRANSACTION_ABORTABLE)).toBe('fail + abortable with bump');
    expect(manager.sequences.nextSequence('t', 0)).toBe(5);
    expect(manager.sequences.hasSequenceGap('t', 0)).toBe(true);
    expect(manager.isEpochBumpRequired).toBe(true);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    const bump = expectNext(manager, 0, 'InitProducerId');
    expect(bump.body).toMatchObject({ producerId: PRODUCER_ID, producerEpoch: 0 });
    manager.handleResponse(bump, { errorCode: 0, producerId: PRODUCER_ID, producerEpoch: 1 }, 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.producerIdentity.producerEpoch).toBe(1);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0);
  });

  it('transactional: a batch every attempt of which was answered "not written" gives its sequence back (no bump)', async () => {
    const manager = withPartition();
    drain(manager, first);
    produceError(manager, 't', 0, first, ErrorCode.TRANSACTION_ABORTABLE);
    expect(manager.sequences.nextSequence('t', 0)).toBe(0);
    expect(manager.isEpochBumpRequired).toBe(false);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.producerIdentity.producerEpoch).toBe(0);
  });

  it('idempotent: the failed batch fails alone and the producer bumps before sending anything else', async () => {
    const manager = newManager({ transactionalId: null });
    const init = manager.initProducerId();
    answerNext(manager, 0, 'InitProducerId', 0);
    await init;
    drain(manager, unanswered);
    expect(produceError(manager, 't', 0, unanswered, ErrorCode.TRANSACTION_ABORTABLE)).toBe('fail + bump-epoch');
    expect(manager.sequences.nextSequence('t', 0)).toBe(5);
    expect(manager.state).toBe('INITIALIZING');
    expect(manager.isSendable('t', 0)).toBe(false);
    const bump = expectNext(manager, 0, 'InitProducerId');
    expect(bump.body).toMatchObject({ producerId: PRODUCER_ID, producerEpoch: 0 });
  });
});
