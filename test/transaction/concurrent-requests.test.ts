/**
 * AddPartitionsToTxn, AddOffsetsToTxn and TxnOffsetCommit may share the flight;
 * FindCoordinator, InitProducerId and EndTxn still go out alone. See docs/transactions.md, "Requests in flight".
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import type { TransactionalRequestResult } from '../../src/transaction/transactional-request-result.js';
import type { OutboundTxnRequest } from '../../src/transaction/txn-requests.js';
import { COORDINATOR, GROUP, GROUP_COORDINATOR, OFFSETS, answer, answerNext, expectNext, initialized as initializedManager } from './txn-test-driver.js';

/** A READY manager with the concurrent policy on (the default, see docs/transactions.md), said explicitly. */
function initialized(overrides: Parameters<typeof initializedManager>[0] = {}): TransactionManager {
  return initializedManager({ concurrentTransactionalRequests: true, ...overrides });
}

/**
 * Offsets registered before the partition, so AddOffsetsToTxn is first in the queue (a partition registered
 * first gets its AddPartitionsToTxn queued ahead of the offsets: see "request order" below).
 */
function beginWithPartitionAndOffsets(manager: TransactionManager): void {
  manager.beginTransaction();
  void manager.sendOffsetsToTransaction(OFFSETS, GROUP);
  manager.maybeAddPartition('t', 0);
}

/** A READY manager that already knows the group coordinator (one transaction with offsets committed). */
function warmedUp(): TransactionManager {
  const manager = initialized();
  beginWithPartitionAndOffsets(manager);
  const addOffsets = expectNext(manager, 0, 'AddOffsetsToTxn');
  answerNext(manager, 0, 'AddPartitionsToTxn', 0);
  manager.handleResponse(addOffsets, answer(addOffsets, 0), 0);
  answerNext(manager, 0, 'FindCoordinator', 0);
  answerNext(manager, 0, 'TxnOffsetCommit', 0);
  void manager.beginCommit();
  answerNext(manager, 0, 'EndTxn', 0);
  expect(manager.state).toBe('READY');
  expect(manager.coordinator('group', GROUP.groupId)).toBe(GROUP_COORDINATOR);
  return manager;
}

/** Both TV1 adds of a new transaction sent and unanswered, and the `sendOffsetsToTransaction` result. */
interface AddsInFlight {
  readonly manager: TransactionManager;
  readonly offsets: TransactionalRequestResult;
  readonly addOffsets: OutboundTxnRequest<'AddOffsetsToTxn'>;
  readonly addPartitions: OutboundTxnRequest<'AddPartitionsToTxn'>;
}

/**
 * A {@link warmedUp} manager in a new transaction with partition t-0 and {@link OFFSETS} registered in `order`
 * (whichever is registered first is queued, and sent at 10, first), both adds in flight.
 */
function addsInFlight(order: 'offsets first' | 'partition first'): AddsInFlight {
  const manager = warmedUp();
  manager.beginTransaction();
  if (order === 'offsets first') {
    const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    manager.maybeAddPartition('t', 0);
    const addOffsets = expectNext(manager, 10, 'AddOffsetsToTxn');
    const addPartitions = expectNext(manager, 10, 'AddPartitionsToTxn');
    return { manager, offsets, addOffsets, addPartitions };
  }
  manager.maybeAddPartition('t', 0);
  const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
  const addPartitions = expectNext(manager, 10, 'AddPartitionsToTxn');
  const addOffsets = expectNext(manager, 10, 'AddOffsetsToTxn');
  return { manager, offsets, addOffsets, addPartitions };
}

describe('concurrent transactional requests (TV1)', () => {
  it('returns AddOffsetsToTxn and AddPartitionsToTxn from nextRequest before either is answered', () => {
    const manager = initialized();
    beginWithPartitionAndOffsets(manager);
    const addOffsets = expectNext(manager, 0, 'AddOffsetsToTxn');
    const addPartitions = expectNext(manager, 0, 'AddPartitionsToTxn');
    expect(addPartitions.target).toEqual({ kind: 'transaction-coordinator', nodeId: COORDINATOR });
    expect(addOffsets.target).toEqual({ kind: 'transaction-coordinator', nodeId: COORDINATOR });
    expect(manager.inFlightCount).toBe(2);
    expect(manager.nextRequest(0)).toBeUndefined();
    // The group coordinator is not known yet: its FindCoordinator goes out alone, after AddPartitions is answered.
    manager.handleResponse(addOffsets, answer(addOffsets, 0), 1);
    expect(manager.nextRequest(1)).toBeUndefined();
    manager.handleResponse(addPartitions, answer(addPartitions, 0), 2);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    answerNext(manager, 2, 'FindCoordinator', 0);
    answerNext(manager, 2, 'TxnOffsetCommit', 0);
  });

  it('is on by default', () => {
    const manager = initializedManager();
    beginWithPartitionAndOffsets(manager);
    expectNext(manager, 0, 'AddOffsetsToTxn');
    expectNext(manager, 0, 'AddPartitionsToTxn');
    expect(manager.inFlightCount).toBe(2);
  });

  it('keeps one request in flight when the policy is off (Kafka\'s TransactionManager)', () => {
    const manager = initializedManager({ concurrentTransactionalRequests: false });
    beginWithPartitionAndOffsets(manager);
    const addOffsets = expectNext(manager, 0, 'AddOffsetsToTxn');
    expect(manager.nextRequest(0)).toBeUndefined();
    manager.handleResponse(addOffsets, answer(addOffsets, 0), 1);
    expectNext(manager, 1, 'AddPartitionsToTxn');
  });

  it('sends TxnOffsetCommit while AddPartitionsToTxn is in flight; EndTxn waits for both and goes out alone', async () => {
    const { manager, addOffsets, addPartitions } = addsInFlight('offsets first');
    manager.handleResponse(addOffsets, answer(addOffsets, 0), 11);
    const commitOffsets = expectNext(manager, 11, 'TxnOffsetCommit');
    expect(commitOffsets.target).toEqual({ kind: 'group-coordinator', groupId: GROUP.groupId, nodeId: GROUP_COORDINATOR });
    const commit = manager.beginCommit();
    expect(manager.nextRequest(11)).toBeUndefined(); // EndTxn waits for AddPartitions and TxnOffsetCommit
    manager.handleResponse(commitOffsets, answer(commitOffsets, 0), 12);
    expect(manager.nextRequest(12)).toBeUndefined();
    manager.handleResponse(addPartitions, answer(addPartitions, 0), 13);
    expect(manager.nextRequest(13, { hasIncompleteBatches: true })).toBeUndefined(); // and for the batches
    const endTxn = expectNext(manager, 14, 'EndTxn');
    // Nothing of the next transaction overlaps the EndTxn: it cannot even begin before the answer.
    expect(() => { manager.beginTransaction(); }).toThrow();
    expect(manager.nextRequest(14)).toBeUndefined();
    manager.handleResponse(endTxn, answer(endTxn, 0), 15);
    await expect(commit).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
  });

  it('NOT_COORDINATOR on one of two concurrent requests: rediscovers alone, resends only that one, keeps the other', async () => {
    const { manager, offsets, addOffsets, addPartitions } = addsInFlight('offsets first');
    manager.handleResponse(addPartitions, answer(addPartitions, ErrorCode.NOT_COORDINATOR), 11);
    expect(manager.coordinator('transaction')).toBeUndefined();
    // FindCoordinator is queued but waits for AddOffsets, which is still in flight.
    expect(manager.nextRequest(11)).toBeUndefined();
    expect(manager.nextRequest(500)).toBeUndefined();
    manager.handleResponse(addOffsets, answer(addOffsets, 0), 500);
    answerNext(manager, 500, 'FindCoordinator', 0);
    // Priority order: the retried AddPartitions (enqueued first) holds back the TxnOffsetCommit behind it
    // until its backoff ends; then both go out together, and AddOffsets is not sent again.
    const retried = expectNext(manager, 500, 'AddPartitionsToTxn');
    const commitOffsets = expectNext(manager, 500, 'TxnOffsetCommit');
    expect(manager.nextRequest(500)).toBeUndefined();
    manager.handleResponse(commitOffsets, answer(commitOffsets, 0), 501);
    await expect(offsets).resolves.toBeUndefined();
    manager.handleResponse(retried, answer(retried, 0), 502);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    const commit = manager.beginCommit();
    answerNext(manager, 502, 'EndTxn', 0);
    await expect(commit).resolves.toBeUndefined();
    expect(manager.hasPendingRequests).toBe(false);
  });

  it('a fatal answer to one of two concurrent requests fails the other; its late answer is ignored', () => {
    const { manager, addOffsets, addPartitions } = addsInFlight('offsets first');
    manager.handleResponse(addOffsets, answer(addOffsets, ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED), 11);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(manager.nextRequest(11)).toBeUndefined();
    manager.handleResponse(addPartitions, answer(addPartitions, 0), 12); // ignored
    expect(manager.state).toBe('FATAL_ERROR');
  });

  it('both adds refused with CONCURRENT_TRANSACTIONS (previous transaction still completing): both go again after 2 ms, together', async () => {
    const { manager, offsets, addOffsets, addPartitions } = addsInFlight('partition first');
    manager.handleResponse(addPartitions, answer(addPartitions, ErrorCode.CONCURRENT_TRANSACTIONS), 11);
    manager.handleResponse(addOffsets, answer(addOffsets, ErrorCode.CONCURRENT_TRANSACTIONS), 11);
    expect(manager.isPartitionAdded('t', 0)).toBe(false);
    expect(manager.nextRequest(12)).toBeUndefined();
    expect(manager.nextReadyAt()).toBe(13);
    const retriedPartitions = expectNext(manager, 13, 'AddPartitionsToTxn');
    const retriedOffsets = expectNext(manager, 13, 'AddOffsetsToTxn');
    expect(retriedPartitions.body).toEqual(addPartitions.body);
    manager.handleResponse(retriedPartitions, answer(retriedPartitions, 0), 14);
    manager.handleResponse(retriedOffsets, answer(retriedOffsets, 0), 14);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    answerNext(manager, 14, 'TxnOffsetCommit', 0);
    await expect(offsets).resolves.toBeUndefined();
    const commit = manager.beginCommit();
    answerNext(manager, 15, 'EndTxn', 0);
    await expect(commit).resolves.toBeUndefined();
    expect(manager.hasPendingRequests).toBe(false);
  });

  it('AddPartitionsToTxn refused, AddOffsetsToTxn accepted: TxnOffsetCommit goes while the partition is retried; the partition stays unsendable until added', async () => {
    const { manager, offsets, addOffsets, addPartitions } = addsInFlight('partition first');
    manager.handleResponse(addPartitions, answer(addPartitions, ErrorCode.CONCURRENT_TRANSACTIONS), 11);
    manager.handleResponse(addOffsets, answer(addOffsets, 0), 11);
    expect(manager.isSendable('t', 0)).toBe(false);
    // The retried add is first in the queue and holds back the TxnOffsetCommit queued behind it until its backoff ends.
    expect(manager.nextRequest(11)).toBeUndefined();
    const retried = expectNext(manager, 13, 'AddPartitionsToTxn');
    const commitOffsets = expectNext(manager, 13, 'TxnOffsetCommit');
    manager.handleResponse(commitOffsets, answer(commitOffsets, 0), 14);
    await expect(offsets).resolves.toBeUndefined();
    const commit = manager.beginCommit();
    expect(manager.nextRequest(14)).toBeUndefined(); // EndTxn waits for the add
    manager.handleResponse(retried, answer(retried, 0), 15);
    expect(manager.isSendable('t', 0)).toBe(true);
    expect(manager.nextRequest(15, { hasIncompleteBatches: true })).toBeUndefined(); // and for the produce
    answerNext(manager, 16, 'EndTxn', 0);
    await expect(commit).resolves.toBeUndefined();
  });

  it('AddPartitionsToTxn fails abortably, then AddOffsetsToTxn succeeds: no TxnOffsetCommit, the offsets call reports the error, the abort sends EndTxn', async () => {
    const { manager, offsets, addOffsets, addPartitions } = addsInFlight('partition first');
    manager.handleResponse(addPartitions, answer(addPartitions, ErrorCode.TOPIC_AUTHORIZATION_FAILED), 11);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    manager.handleResponse(addOffsets, answer(addOffsets, 0), 12);
    await expect(offsets).rejects.toBe(manager.lastError);
    expect(manager.nextRequest(12)).toBeUndefined(); // no TxnOffsetCommit
    const abort = manager.beginAbort();
    // The offsets partition joined the transaction on the coordinator: it is ended there.
    answerNext(manager, 13, 'EndTxn', 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
  });

  it('an abort started while adds are in flight sends EndTxn only after they are answered', async () => {
    const { manager, addOffsets, addPartitions } = addsInFlight('offsets first');
    const abort = manager.beginAbort();
    expect(manager.nextRequest(10)).toBeUndefined();
    manager.handleResponse(addPartitions, answer(addPartitions, 0), 11);
    expect(manager.nextRequest(11)).toBeUndefined();
    manager.handleResponse(addOffsets, answer(addOffsets, ErrorCode.CONCURRENT_TRANSACTIONS), 11);
    // The retried AddOffsets (higher priority) goes out before EndTxn, as with one request in flight.
    const again = expectNext(manager, 100, 'AddOffsetsToTxn');
    expect(manager.nextRequest(100)).toBeUndefined();
    manager.handleResponse(again, answer(again, 0), 101);
    // The transaction is being aborted: its offsets are not committed (no TxnOffsetCommit), EndTxn goes next.
    answerNext(manager, 101, 'EndTxn', 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
  });
});

describe('a retry of a transaction that is over', () => {
  it('is dropped, not sent in the next transaction under the new epoch', async () => {
    const { manager, addOffsets, addPartitions } = addsInFlight('offsets first');
    // INVALID_PRODUCER_ID_MAPPING: the abort goes straight to InitProducerId (no EndTxn).
    manager.handleResponse(addOffsets, answer(addOffsets, ErrorCode.INVALID_PRODUCER_ID_MAPPING), 11);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    manager.handleResponse(addPartitions, answer(addPartitions, ErrorCode.NOT_COORDINATOR), 12);
    const abort = manager.beginAbort();
    answerNext(manager, 12, 'FindCoordinator', 0);
    answerNext(manager, 12, 'InitProducerId', 0);
    await expect(abort).resolves.toBeUndefined();
    expect(manager.state).toBe('READY');
    expect(manager.nextRequest(1_000)).toBeUndefined();
    expect(manager.hasPendingRequests).toBe(false);
  });
});
