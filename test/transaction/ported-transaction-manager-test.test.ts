/**
 * Apache Kafka's TransactionManagerTest (clients/src/test/java/org/apache/kafka/clients/producer/internals),
 * restated against the sans-I/O TransactionManager. Each scenario carries the Java test's name; the facts
 * (which request goes out, which state follows, which error the caller sees) are Kafka's, the code is ours.
 * Where kafka-eos deliberately differs the scenario asserts our behaviour and says so (docs/transactions.md).
 * docs/testing.md lists every port.
 */
import { describe, expect, it } from 'vitest';
import { EarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import {
  CommitFailedError, FencedInstanceIdError, ProducerFencedError, TransactionAbortedError, TransactionError, TransactionStateError,
} from '../../src/errors/transaction-errors.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import {
  GROUP, OFFSETS, PRODUCER_ID, answer, answerNext, expectNext, initialized, newManager, withPartition, produceError, outcome,
} from './txn-test-driver.js';

const T = 'TransactionManagerTest';

function batch(baseSequence: number, recordCount = 1, producerEpoch = 0): { baseSequence: number; recordCount: number; producerId: bigint; producerEpoch: number; mayHaveBeenWritten: boolean } {
  return { baseSequence, recordCount, producerId: PRODUCER_ID, producerEpoch, mayHaveBeenWritten: false };
}

/** Answers every request the manager sends, successfully, until it sends nothing more; returns the APIs sent. */
function answerAll(manager: TransactionManager, now: number): string[] {
  const sent: string[] = [];
  for (let request = manager.nextRequest(now); request !== undefined; request = manager.nextRequest(now)) {
    sent.push(request.api);
    manager.handleResponse(request, answer(request, 0), now);
  }
  return sent;
}

function inTransaction(): TransactionManager {
  const manager = initialized();
  manager.beginTransaction();
  return manager;
}

describe(`${T}: state checks before send (failIfNotReadyForSend, maybeAddPartition)`, () => {
  it(`${T}.testMaybeAddPartitionToTransactionBeforeInitTransactions: refused before a producer id`, () => {
    const manager = newManager();
    expect(() => { manager.maybeAddPartition('t', 0); }).toThrow(TransactionStateError);
  });

  it(`${T}.testMaybeAddPartitionToTransactionBeforeBeginTransaction: refused in READY`, () => {
    const manager = initialized();
    expect(() => { manager.maybeAddPartition('t', 0); }).toThrow(TransactionStateError);
  });

  it(`${T}.testMaybeAddPartitionToTransactionAfterAbortableError: refused, naming the abortable cause`, () => {
    const manager = inTransaction();
    manager.maybeTransitionToErrorState(new Error('lost record'));
    let thrown: unknown;
    try { manager.maybeAddPartition('t', 0); } catch (error) { thrown = error; }
    // Kafka `maybeFailWithError`: an error of the earlier failure's class (abortable), with it as the cause.
    expect(thrown).toBeInstanceOf(EarlierFailureError);
    expect(thrown).toMatchObject({ classification: 'abortable', operation: 'send', state: 'ABORTABLE_ERROR' });
    expect((thrown as EarlierFailureError).cause).toBe(manager.lastError);
  });

  it(`${T}.testMaybeAddPartitionToTransactionAfterFatalError: refused once fenced, with ProducerFencedError`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.PRODUCER_FENCED);
    expect(manager.state).toBe('FATAL_ERROR');
    let thrown: unknown;
    try { manager.maybeAddPartition('t', 1); } catch (error) { thrown = error; }
    // Kafka throws the fenced exception itself.
    expect(thrown).toBeInstanceOf(ProducerFencedError);
    expect(thrown).toMatchObject({ classification: 'application-recoverable', errorName: 'PRODUCER_FENCED', api: 'AddPartitionsToTxn' });
    expect((thrown as ProducerFencedError).cause).toBe(manager.lastError);
  });

  it(`${T}.testFailIfNotReadyForSendNoOngoingTransaction: send needs an open transaction`, () => {
    expect(() => { initialized().checkLegal('send'); }).toThrow(TransactionStateError);
  });

  it(`${T}.testFailIfNotReadyForSendIdempotentProducer: an idempotent producer may send before and after its id`, async () => {
    const manager = newManager({ transactionalId: null });
    expect(() => { manager.checkLegal('send'); }).not.toThrow();
    const init = manager.initProducerId();
    answerNext(manager, 0, 'InitProducerId', 0);
    await init;
    expect(() => { manager.checkLegal('send'); }).not.toThrow();
  });

  it(`${T}.testFailIfNotReadyForSendIdempotentProducerFatalError: an idempotent producer's fatal error stops sends`, () => {
    const manager = newManager({ transactionalId: null });
    manager.initProducerId();
    answerNext(manager, 0, 'InitProducerId', ErrorCode.CLUSTER_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(() => { manager.checkLegal('send'); }).toThrow(EarlierFailureError);
    expect(() => { manager.checkLegal('send'); }).toThrow(/CLUSTER_AUTHORIZATION_FAILED/);
  });

  it(`${T}.testMaybeAddPartitionToTransaction: a partition is pending until AddPartitionsToTxn succeeds, then added`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    expect(manager.isPartitionPendingAdd('t', 0)).toBe(true);
    expect(manager.isPartitionAdded('t', 0)).toBe(false);
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    expect(manager.isPartitionPendingAdd('t', 0)).toBe(false);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    manager.maybeAddPartition('t', 0); // already added: nothing new to send
    expect(manager.nextRequest(0)).toBeUndefined();
  });

  it(`${T}.testIsSendToPartitionAllowedWithPartitionNotAdded: no send before the add`, () => {
    const manager = inTransaction();
    expect(manager.isSendable('t', 0)).toBe(false);
  });

  it(`${T}.testIsSendToPartitionAllowedWithPendingPartitionAfterAbortableError: a pending partition stays unsendable`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    manager.maybeTransitionToErrorState(new Error('lost record'));
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(manager.isSendable('t', 0)).toBe(false);
  });

  it(`${T}.testIsSendToPartitionAllowedWithInFlightPartitionAddAfterAbortableError: the add in flight still completes`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    const add = expectNext(manager, 0, 'AddPartitionsToTxn');
    manager.maybeTransitionToErrorState(new Error('lost record'));
    manager.handleResponse(add, answer(add, 0), 0);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    // Kafka lets batches for an added partition drain in ABORTABLE_ERROR (they are aborted with the
    // transaction). We deliberately hold them: nothing new is sent for a transaction that must abort.
    expect(manager.isSendable('t', 0)).toBe(false);
  });

  it(`${T}.testIsSendToPartitionAllowedWithAddedPartitionAfterFatalError: nothing is sendable once fatal`, () => {
    const manager = withPartition();
    produceError(manager, 't', 0, batch(0), ErrorCode.PRODUCER_FENCED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(manager.isSendable('t', 0)).toBe(false);
  });
});

describe(`${T}: initTransactions`, () => {
  it(`${T}.testInitializeTransactionsTwiceRaisesError: a second initTransactions after READY is refused`, () => {
    expect(() => initialized().initTransactions()).toThrow(TransactionStateError);
  });

  it(`${T}.testUnsupportedFindCoordinator: UNSUPPORTED_VERSION on FindCoordinator is fatal`, async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', ErrorCode.UNSUPPORTED_VERSION);
    expect(manager.state).toBe('FATAL_ERROR');
    await expect(init).rejects.toBeInstanceOf(TransactionError);
  });

  it(`${T}.testUnsupportedInitTransactions: UNSUPPORTED_VERSION on InitProducerId is fatal`, async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', ErrorCode.UNSUPPORTED_VERSION);
    expect(manager.state).toBe('FATAL_ERROR');
    await expect(init).rejects.toBeInstanceOf(TransactionError);
  });

  it(`${T}.testTransactionalIdAuthorizationFailureInFindCoordinator: fatal, initTransactions fails`, async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(await outcome(init)).toMatchObject({ errorName: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED' });
  });

  it(`${T}.testTransactionalIdAuthorizationFailureInInitProducerId: initTransactions fails; the producer is uninitialized, not dead`, async () => {
    const manager = newManager();
    const states: string[] = [];
    manager.onTransition((_from, to) => { states.push(to); });
    const init = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(await outcome(init)).toMatchObject({ errorName: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED', classification: 'fatal' });
    // Kafka: the handler's abortableError, then the Sender's shouldHandleAuthorizationError -> transitionToUninitialized.
    expect(states).toEqual(['INITIALIZING', 'ABORTABLE_ERROR', 'UNINITIALIZED']);
    expect(manager.lastError).toBeUndefined();
  });

  it(`${T}.testInvalidProducerEpochConvertToProducerFencedInInitProducerId: INVALID_PRODUCER_EPOCH surfaces as fenced`, async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(await outcome(init)).toBeInstanceOf(ProducerFencedError);
  });

  it(`${T}.testLookupCoordinatorOnDisconnectBeforeSend: a lost FindCoordinator is retried`, async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    const find = expectNext(manager, 0, 'FindCoordinator');
    manager.handleFailure(find, 'disconnected', 0);
    answerNext(manager, manager.nextReadyAt() ?? 0, 'FindCoordinator', 0);
    answerNext(manager, manager.nextReadyAt() ?? 0, 'InitProducerId', 0);
    await expect(init).resolves.toBeUndefined();
  });

  it(`${T}.testLookupCoordinatorOnDisconnectAfterSend: InitProducerId lost in flight rediscovers the coordinator and retries`, async () => {
    const manager = newManager();
    const init = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    const first = expectNext(manager, 0, 'InitProducerId');
    manager.handleFailure(first, 'disconnected', 0);
    expect(manager.coordinator('transaction')).toBeUndefined();
    answerNext(manager, manager.nextReadyAt() ?? 0, 'FindCoordinator', 0);
    const second = expectNext(manager, manager.nextReadyAt() ?? 0, 'InitProducerId');
    expect(second.body).toEqual(first.body);
    manager.handleResponse(second, answer(second, 0), 0);
    await expect(init).resolves.toBeUndefined();
  });

  it(`${T}.testLookupCoordinatorOnNotCoordinatorError: NOT_COORDINATOR on InitProducerId rediscovers`, () => {
    const manager = newManager();
    manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    answerNext(manager, 0, 'InitProducerId', ErrorCode.NOT_COORDINATOR);
    expect(manager.coordinator('transaction')).toBeUndefined();
    expectNext(manager, manager.nextReadyAt() ?? 0, 'FindCoordinator');
  });

  it(`${T}.testRetryInitTransactionsAfterTimeout: calling initTransactions again while INITIALIZING returns the pending result`, async () => {
    const manager = newManager();
    const first = manager.initTransactions();
    answerNext(manager, 0, 'FindCoordinator', 0);
    const retried = manager.initTransactions(); // the caller gave up waiting and calls again
    expect(retried).toBe(first);
    answerNext(manager, 0, 'InitProducerId', 0);
    await expect(retried).resolves.toBeUndefined();
    expect(manager.nextRequest(0)).toBeUndefined(); // no second InitProducerId
  });
});

describe(`${T}: AddPartitionsToTxn`, () => {
  it(`${T}.testAddPartitionToTransactionOverridesRetryBackoffForConcurrentTransactions: 2 ms (Java: 20), not the regular backoff`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 1000, 'AddPartitionsToTxn', ErrorCode.CONCURRENT_TRANSACTIONS);
    expect(manager.nextReadyAt()).toBe(1002);
  });

  it(`${T}.testAddPartitionToTransactionRetainsRetryBackoffForRegularRetriableError: the regular backoff`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 1000, 'AddPartitionsToTxn', ErrorCode.COORDINATOR_LOAD_IN_PROGRESS);
    const delay = manager.nextReadyAt()! - 1000;
    expect(delay).toBeGreaterThanOrEqual(80);
    expect(delay).toBeLessThanOrEqual(120);
  });

  it(`${T}.testHandlingOfUnknownTopicPartitionErrorOnAddPartitions: retried, then added`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
    expect(manager.state).toBe('IN_TRANSACTION');
    expect(manager.isPartitionAdded('t', 0)).toBe(false);
    answerNext(manager, manager.nextReadyAt()!, 'AddPartitionsToTxn', 0);
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
  });

  it(`${T}.testTopicAuthorizationFailureInAddPartitions: abortable; only the refused topic is named, none is added`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('ok', 0);
    manager.maybeAddPartition('secret', 0);
    const add = expectNext(manager, 0, 'AddPartitionsToTxn');
    manager.handleResponse(add, {
      resultsByTopicV3AndBelow: [
        { name: 'ok', resultsByPartition: [{ partitionIndex: 0, partitionErrorCode: ErrorCode.OPERATION_NOT_ATTEMPTED }] },
        { name: 'secret', resultsByPartition: [{ partitionIndex: 0, partitionErrorCode: ErrorCode.TOPIC_AUTHORIZATION_FAILED }] },
      ],
    }, 0);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect((manager.lastError as TransactionError).errorName).toBe('TOPIC_AUTHORIZATION_FAILED');
    expect(manager.isPartitionAdded('ok', 0)).toBe(false);
    expect(manager.isPartitionAdded('secret', 0)).toBe(false);
  });

  it(`${T}.testTransactionalIdAuthorizationFailureInAddPartitions: fatal`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('FATAL_ERROR');
  });

  it(`${T}.testProducerFencedExceptionInAddPartitions: fatal, application-recoverable`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.PRODUCER_FENCED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(manager.lastError).toBeInstanceOf(ProducerFencedError);
  });

  it(`${T}.testInvalidProducerEpochConvertToProducerFencedInAddPartitions: INVALID_PRODUCER_EPOCH is fenced`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(manager.lastError).toBeInstanceOf(ProducerFencedError);
  });

  it(`${T}.testTransactionAbortableExceptionInAddPartitions: abortable; abort recovers`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TRANSACTION_ABORTABLE);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    const abort = manager.beginAbort();
    await expect(abort).resolves.toBeUndefined(); // nothing reached the coordinator: no EndTxn
    expect(manager.state).toBe('READY');
  });

  it(`${T}.testFlushPendingPartitionsOnCommit: a commit sends the pending add before EndTxn`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    const commit = manager.beginCommit();
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    answerNext(manager, 0, 'EndTxn', 0);
    await expect(commit).resolves.toBeUndefined();
  });

  it(`${T}.testMultipleAddPartitionsPerForOneProduce: partitions added while one add is in flight go in the next`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    const first = expectNext(manager, 0, 'AddPartitionsToTxn');
    manager.maybeAddPartition('t', 1);
    manager.handleResponse(first, answer(first, 0), 0);
    const second = expectNext(manager, 0, 'AddPartitionsToTxn');
    expect(second.body.v3AndBelowTopics).toEqual([{ name: 't', partitions: [1] }]);
  });

  it(`${T}.testCommitWithTopicAuthorizationFailureInAddPartitionsInFlight: the commit fails with the abortable cause`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('secret', 0);
    const add = expectNext(manager, 0, 'AddPartitionsToTxn');
    const commit = manager.beginCommit();
    manager.handleResponse(add, answer(add, ErrorCode.TOPIC_AUTHORIZATION_FAILED), 0);
    expect(await outcome(commit)).toMatchObject({ classification: 'abortable', errorName: 'TOPIC_AUTHORIZATION_FAILED' });
    expect(manager.state).toBe('ABORTABLE_ERROR');
  });

  it(`${T}.shouldNotSendAbortTxnRequestWhenOnlyAddPartitionsRequestFailed: the abort completes locally`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('secret', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TOPIC_AUTHORIZATION_FAILED);
    const abort = manager.beginAbort();
    expect(manager.nextRequest(0)).toBeUndefined();
    await expect(abort).resolves.toBeUndefined();
  });

  it(`${T}.testCancelUnsentAddPartitionsAndProduceOnAbort: an unsent add is dropped by the abort`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    const abort = manager.beginAbort();
    expect(manager.isPartitionPendingAdd('t', 0)).toBe(false);
    expect(manager.nextRequest(0)).toBeUndefined();
    await expect(abort).resolves.toBeUndefined();
    expect(manager.abortedBatchError()).toBeInstanceOf(TransactionAbortedError);
  });

  it(`${T}.testAbortResendsAddPartitionErrorIfRetried: an abort waits for the add in flight, then sends EndTxn`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    const add = expectNext(manager, 0, 'AddPartitionsToTxn');
    const abort = manager.beginAbort();
    expect(manager.nextRequest(0)).toBeUndefined(); // EndTxn waits for the add's answer
    manager.handleResponse(add, answer(add, 0), 0);
    answerNext(manager, 0, 'EndTxn', 0);
    await expect(abort).resolves.toBeUndefined();
  });
});

describe(`${T}: sendOffsetsToTransaction (KIP-98, KIP-447)`, () => {
  function awaitingTxnOffsetCommit(): { manager: TransactionManager; result: PromiseLike<void> } {
    const manager = inTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', 0);
    answerNext(manager, 0, 'FindCoordinator', 0);
    return { manager, result };
  }

  it(`${T}.testSendOffsetsWithGroupMetadata: TxnOffsetCommit carries generation, member id and instance id`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    const commit = expectNext(manager, 0, 'TxnOffsetCommit');
    expect(commit.body).toMatchObject({ generationIdOrMemberEpoch: GROUP.generationId, memberId: GROUP.memberId, groupInstanceId: GROUP.groupInstanceId });
    manager.handleResponse(commit, answer(commit, 0), 0);
    await expect(result).resolves.toBeUndefined();
  });

  it(`${T}.testFencedInstanceIdInTxnOffsetCommitByGroupMetadata: FencedInstanceIdError, abortable`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.FENCED_INSTANCE_ID);
    expect(await outcome(result)).toBeInstanceOf(FencedInstanceIdError);
    expect(manager.state).toBe('ABORTABLE_ERROR');
  });

  it(`${T}.testUnknownMemberIdInTxnOffsetCommitByGroupMetadata: CommitFailedError, abortable`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.UNKNOWN_MEMBER_ID);
    expect(await outcome(result)).toBeInstanceOf(CommitFailedError);
    expect(manager.state).toBe('ABORTABLE_ERROR');
  });

  it(`${T}.testIllegalGenerationInTxnOffsetCommitByGroupMetadata: CommitFailedError, abortable`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.ILLEGAL_GENERATION);
    expect(await outcome(result)).toBeInstanceOf(CommitFailedError);
    expect(manager.state).toBe('ABORTABLE_ERROR');
  });

  it(`${T}.testUnsupportedForMessageFormatInTxnOffsetCommit: fatal`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.UNSUPPORTED_FOR_MESSAGE_FORMAT);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(await outcome(result)).toBeInstanceOf(TransactionError);
  });

  it(`${T}.testGroupAuthorizationFailureInTxnOffsetCommit: abortable, naming the error`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.GROUP_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(await outcome(result)).toMatchObject({ errorName: 'GROUP_AUTHORIZATION_FAILED', classification: 'abortable' });
  });

  it(`${T}.testGroupAuthorizationFailureInFindCoordinator: abortable`, async () => {
    const manager = inTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', 0);
    answerNext(manager, 0, 'FindCoordinator', ErrorCode.GROUP_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(await outcome(result)).toMatchObject({ errorName: 'GROUP_AUTHORIZATION_FAILED' });
  });

  it(`${T}.testTransactionalIdAuthorizationFailureInAddOffsetsToTxn: fatal`, async () => {
    const manager = inTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(await outcome(result)).toBeInstanceOf(TransactionError);
  });

  it(`${T}.testTransactionalIdAuthorizationFailureInTxnOffsetCommit: fatal`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(await outcome(result)).toBeInstanceOf(TransactionError);
  });

  it(`${T}.testProducerFencedInAddOffSets: fatal, fenced`, async () => {
    const manager = inTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.PRODUCER_FENCED);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(await outcome(result)).toBeInstanceOf(ProducerFencedError);
  });

  it(`${T}.testInvalidProducerEpochConvertToProducerFencedInAddOffSets: fenced`, async () => {
    const manager = inTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(await outcome(result)).toBeInstanceOf(ProducerFencedError);
  });

  it(`${T}.testTransactionAbortableExceptionInAddOffsetsRequest: abortable`, async () => {
    const manager = inTransaction();
    const result = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.TRANSACTION_ABORTABLE);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(await outcome(result)).toMatchObject({ classification: 'abortable' });
  });

  it(`${T}.testTransactionAbortableExceptionInTxnOffsetCommit: abortable`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.TRANSACTION_ABORTABLE);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    expect(await outcome(result)).toMatchObject({ classification: 'abortable' });
  });

  it.each(['UNKNOWN_TOPIC_OR_PARTITION', 'COORDINATOR_LOAD_IN_PROGRESS', 'REQUEST_TIMED_OUT'] as const)(
    `${T}.testHandlingOfUnknownTopicPartitionErrorOnTxnOffsetCommit / testHandlingOfCoordinatorLoadingErrorOnTxnOffsetCommit: %s is retried`, async (name) => {
      const { manager, result } = awaitingTxnOffsetCommit();
      answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode[name]);
      expect(manager.state).toBe('IN_TRANSACTION');
      answerNext(manager, manager.nextReadyAt()!, 'TxnOffsetCommit', 0);
      await expect(result).resolves.toBeUndefined();
    });

  it(`${T}.testHandlingOfNotCoordinatorErrorOnTxnOffsetCommit: NOT_COORDINATOR rediscovers the group coordinator`, async () => {
    const { manager, result } = awaitingTxnOffsetCommit();
    answerNext(manager, 0, 'TxnOffsetCommit', ErrorCode.NOT_COORDINATOR);
    expect(manager.coordinator('group', 'g')).toBeUndefined();
    const find = expectNext(manager, 0, 'FindCoordinator');
    expect(find.body.keyType).toBe(0);
    manager.handleResponse(find, answer(find, 0), 0);
    answerNext(manager, manager.nextReadyAt()!, 'TxnOffsetCommit', 0);
    await expect(result).resolves.toBeUndefined();
  });

  it(`${T}.shouldNotSendAbortTxnRequestWhenOnlyAddOffsetsRequestFailed: the abort completes locally`, async () => {
    const manager = inTransaction();
    manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.GROUP_AUTHORIZATION_FAILED);
    expect(manager.state).toBe('ABORTABLE_ERROR');
    const abort = manager.beginAbort();
    expect(manager.nextRequest(0)).toBeUndefined();
    await expect(abort).resolves.toBeUndefined();
  });

  it(`${T}.shouldFailAbortIfAddOffsetsFailsWithFatalError: the abort fails with the fatal cause`, () => {
    const manager = inTransaction();
    manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddOffsetsToTxn', ErrorCode.UNKNOWN_SERVER_ERROR);
    expect(manager.state).toBe('FATAL_ERROR');
    expect(() => manager.beginAbort()).toThrow(EarlierFailureError);
    expect(() => manager.beginAbort()).toThrow(/abortTransaction\(\) refused: the producer is in FATAL_ERROR because of an earlier failure: AddOffsetsToTxn .*UNKNOWN_SERVER_ERROR/);
  });

  it(`${T}.testRetrySendOffsetsToTransactionAfterTimeout: a second call queues its own offsets; both complete`, async () => {
    const manager = inTransaction();
    const first = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    const second = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    // Deliberate difference: Kafka returns the pending result for a retried call after a TimeoutException;
    // we queue each call (the same offsets commit twice, idempotently) and both results settle.
    const sent = answerAll(manager, 0);
    expect(sent.filter((api) => api === 'TxnOffsetCommit')).toHaveLength(2);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });
});

describe(`${T}: ongoing transaction and send checks`, () => {
  const ongoing = (manager: TransactionManager): boolean =>
    ['IN_TRANSACTION', 'COMMITTING_TRANSACTION', 'ABORTING_TRANSACTION', 'ABORTABLE_ERROR'].includes(manager.state);

  it(`${T}.testHasOngoingTransactionSuccessfulCommit: ongoing from begin until EndTxn(commit) is answered`, async () => {
    const manager = inTransaction();
    expect(ongoing(manager)).toBe(true);
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    const commit = manager.beginCommit();
    expect(ongoing(manager)).toBe(true);
    answerNext(manager, 0, 'EndTxn', 0);
    await commit;
    expect(ongoing(manager)).toBe(false);
  });

  it(`${T}.testHasOngoingTransactionSuccessfulAbort: ongoing until EndTxn(abort) is answered`, async () => {
    const manager = withPartition();
    const abort = manager.beginAbort();
    expect(ongoing(manager)).toBe(true);
    answerNext(manager, 0, 'EndTxn', 0);
    await abort;
    expect(ongoing(manager)).toBe(false);
  });

  it(`${T}.testHasOngoingTransactionAbortableError: still ongoing after an abortable error, until the abort completes`, async () => {
    const manager = withPartition();
    manager.maybeTransitionToErrorState(new Error('lost record'));
    expect(ongoing(manager)).toBe(true);
    const abort = manager.beginAbort();
    answerNext(manager, 0, 'EndTxn', 0);
    await abort;
    expect(ongoing(manager)).toBe(false);
  });

  it(`${T}.testHasOngoingTransactionFatalError: no transaction is ongoing once fatal`, () => {
    const manager = withPartition();
    manager.maybeAddPartition('t', 1);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.PRODUCER_FENCED);
    expect(ongoing(manager)).toBe(false);
  });

  it(`${T}.testFailIfNotReadyForSendNoProducerId: a transactional send before initTransactions is refused`, () => {
    expect(() => { newManager().checkLegal('send'); }).toThrow(TransactionStateError);
  });

  it(`${T}.testFailIfNotReadyForSendAfterAbortableError: refused, with the abortable cause`, () => {
    const manager = inTransaction();
    manager.maybeTransitionToErrorState(new Error('lost record'));
    let thrown: unknown;
    try { manager.checkLegal('send'); } catch (error) { thrown = error; }
    expect(thrown).toBeInstanceOf(EarlierFailureError);
    expect(thrown).toMatchObject({ classification: 'abortable', code: 'ERR_TXN_IN_ERROR_STATE' });
    expect((thrown as EarlierFailureError).cause).toBe(manager.lastError);
  });

  it(`${T}.testFailIfNotReadyForSendAfterFatalError: refused, with the fatal cause`, () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    let thrown: unknown;
    try { manager.checkLegal('send'); } catch (error) { thrown = error; }
    expect(thrown).toMatchObject({ classification: 'fatal', errorName: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED', api: 'AddPartitionsToTxn' });
    expect((thrown as EarlierFailureError).cause).toBe(manager.lastError);
  });

  it(`${T}.testIsSendToPartitionAllowedWithAddedPartitionAfterAbortableError: deliberate difference, held after an abortable error`, () => {
    // Kafka lets an added partition drain in ABORTABLE_ERROR; we hold it (docs/transactions.md).
    const manager = withPartition();
    manager.maybeTransitionToErrorState(new Error('lost record'));
    expect(manager.isPartitionAdded('t', 0)).toBe(true);
    expect(manager.isSendable('t', 0)).toBe(false);
  });

  it(`${T}.testSenderShutdownWithPendingTransactions: close() fails what is queued; nothing more is sent`, async () => {
    const manager = inTransaction();
    manager.maybeAddPartition('t', 0);
    const offsets = manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    manager.close();
    expect(await outcome(offsets)).toMatchObject({ code: 'ERR_PRODUCER_CLOSED' });
    expect(manager.hasPendingRequests).toBe(false);
  });
});
