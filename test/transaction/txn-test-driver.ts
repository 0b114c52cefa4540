/**
 * Helpers that step a TransactionManager with scripted responses, like Kafka's TransactionManagerTest.
 */
import { expect } from 'vitest';
import { seededRandom, ExponentialBackoff } from '../../src/internal/backoff.js';
import { TransactionManager } from '../../src/transaction/transaction-manager.js';
import type { TransactionManagerOptions } from '../../src/transaction/transaction-manager.js';
import type { BatchFate } from '../../src/transaction/batch-fate.js';
import type { SequencedBatch } from '../../src/transaction/partition-sequences.js';
import type { OutboundTxnRequest, TxnApi, TxnOutbound, TxnRequestByApi, TxnResponseByApi } from '../../src/transaction/txn-requests.js';
import type { TransactionOperation } from '../../src/common/transaction-names.js';

export const COORDINATOR = 3;
export const GROUP_COORDINATOR = 5;
export const PRODUCER_ID = 4000n;

/** A manager with a jitter-free 100 ms retry backoff so tests can assert exact times. */
export function newManager(overrides: Partial<TransactionManagerOptions> = {}): TransactionManager {
  return new TransactionManager({
    transactionalId: 'txn-1',
    transactionVersion: 1,
    retryBackoff: new ExponentialBackoff({ initialMs: 100, maxMs: 1000, jitter: 0.2, random: seededRandom(7) }),
    ...overrides,
  });
}

/** Takes the next request and asserts its API. */
export function expectNext<A extends TxnApi>(manager: TransactionManager, now: number, api: A, hasIncompleteBatches = false): TxnOutbound<A> {
  const request = manager.nextRequest(now, { hasIncompleteBatches });
  expect(request?.api).toBe(api);
  return request as TxnOutbound<A>;
}

/** Takes the next request, asserts its API and answers it. */
export function respond<A extends TxnApi>(manager: TransactionManager, now: number, api: A, response: TxnResponseByApi[A]): TxnOutbound<A> {
  const request = expectNext(manager, now, api);
  manager.handleResponse(request, response, now);
  return request;
}

/** An error (or success) answer for any API, covering every partition/topic of the request. */
export function answer<A extends TxnApi>(request: TxnOutbound<A>, errorCode: number): TxnResponseByApi[A];
export function answer(request: OutboundTxnRequest, errorCode: number): unknown;
export function answer<A extends TxnApi>(request: OutboundTxnRequest, errorCode: number): TxnResponseByApi[A] {
  // A test double: the casts pick the reader of the request's API, which `request.api` names.
  const untyped = request as OutboundTxnRequest<TxnApi>;
  switch (untyped.api) {
    case 'FindCoordinator': {
      const body = untyped.body as TxnRequestByApi['FindCoordinator'];
      return { errorCode, nodeId: body.keyType === 0 ? GROUP_COORDINATOR : COORDINATOR } as TxnResponseByApi[A];
    }
    case 'InitProducerId': {
      const body = untyped.body as TxnRequestByApi['InitProducerId'];
      return { errorCode, producerId: PRODUCER_ID, producerEpoch: body.producerEpoch + 1 } as TxnResponseByApi[A];
    }
    case 'AddPartitionsToTxn': {
      const body = untyped.body as TxnRequestByApi['AddPartitionsToTxn'];
      return {
        resultsByTopicV3AndBelow: body.v3AndBelowTopics.map((t) => ({
          name: t.name, resultsByPartition: t.partitions.map((p) => ({ partitionIndex: p, partitionErrorCode: errorCode })),
        })),
      } as unknown as TxnResponseByApi[A];
    }
    case 'AddOffsetsToTxn':
      return { errorCode } as TxnResponseByApi[A];
    case 'TxnOffsetCommit': {
      const body = untyped.body as TxnRequestByApi['TxnOffsetCommit'];
      return {
        topics: body.topics.map((t) => ({ name: t.name, partitions: t.partitions.map((p) => ({ partitionIndex: p.partitionIndex, errorCode })) })),
      } as unknown as TxnResponseByApi[A];
    }
    case 'EndTxn':
      return { errorCode, producerId: -1n, producerEpoch: -1 } as TxnResponseByApi[A];
  }
}

/** Answers the next request (asserting its API) with `errorCode`. */
export function answerNext(manager: TransactionManager, now: number, api: TxnApi, errorCode: number): OutboundTxnRequest {
  const request = expectNext(manager, now, api);
  manager.handleResponse(request, answer(request, errorCode), now);
  return request;
}

/** FindCoordinator + InitProducerId: a READY transactional manager with (PRODUCER_ID, 0). */
export function initialized(overrides: Partial<TransactionManagerOptions> = {}): TransactionManager {
  const manager = newManager(overrides);
  manager.initTransactions();
  answerNext(manager, 0, 'FindCoordinator', 0);
  answerNext(manager, 0, 'InitProducerId', 0);
  expect(manager.state).toBe('READY');
  return manager;
}

/** An open transaction with partition t-0 added. */
export function withPartition(overrides: Partial<TransactionManagerOptions> = {}): TransactionManager {
  const manager = initialized(overrides);
  manager.beginTransaction();
  manager.maybeAddPartition('t', 0);
  if (manager.transactionVersion === 1) answerNext(manager, 0, 'AddPartitionsToTxn', 0);
  expect(manager.isPartitionAdded('t', 0)).toBe(true);
  return manager;
}

export const GROUP = { groupId: 'g', generationId: 7, memberId: 'member-1', groupInstanceId: 'instance-1' } as const;
export const OFFSETS = [{ topic: 'in', partition: 2, offset: 42n, leaderEpoch: 3, metadata: 'm' }] as const;

/**
 * A fate in a few words, for assertions: the batch's disposition, then the producer's effect if any
 * ('retry', 'fail + abortable with bump', 'retry-new-sequence + bump-epoch', 'fail + fenced' ...).
 */
export function describeFate(fate: BatchFate): string {
  const effect = fate.transaction;
  switch (effect.kind) {
    case 'none': return fate.batch.kind;
    case 'bump-epoch': return `${fate.batch.kind} + bump-epoch`;
    case 'fatal': return `${fate.batch.kind} + ${effect.classification === 'application-recoverable' ? 'fenced' : 'fatal'}`;
    case 'abortable': return `${fate.batch.kind} + abortable${effect.bumpOnAbort ? ' with bump' : ''}`;
  }
}

/** Reports a Produce error for `batch` through the one batch-fate route and describes the fate. */
export function produceError(manager: TransactionManager, topic: string, partition: number, batch: SequencedBatch, errorCode: number): string {
  return describeFate(manager.handleBatchOutcome({ topic, partition, batch, outcome: { kind: 'error', errorCode } }));
}

/** Reports an acknowledged batch. */
export function produceSuccess(manager: TransactionManager, topic: string, partition: number, batch: SequencedBatch, lastOffset: bigint): void {
  manager.handleBatchOutcome({ topic, partition, batch, outcome: { kind: 'acknowledged' }, lastOffset });
}

/** Reports that a queued batch reached its delivery timeout (KIP-91). */
export function batchExpired(manager: TransactionManager, topic: string, partition: number, batch: SequencedBatch, error: Error): void {
  manager.handleBatchOutcome({ topic, partition, batch, outcome: { kind: 'delivery-timeout' }, inFlight: false, cause: error });
}

/** Stamps a batch of `recordCount` records for t-`partition` with the next sequence and tracks it as in flight (a Sender's drain). */
export function drain(manager: TransactionManager, recordCount = 1, options: { mayHaveBeenWritten?: boolean; partition?: number } = {}): SequencedBatch {
  const partition = options.partition ?? 0;
  const { producerId, producerEpoch } = manager.producerIdentity;
  const baseSequence = manager.sequences.assignSequence('t', partition, recordCount);
  const batch = { baseSequence, recordCount, producerId, producerEpoch, mayHaveBeenWritten: options.mayHaveBeenWritten ?? false };
  manager.sequences.addInFlight('t', partition, batch);
  return batch;
}

/** How a result settled: undefined when it succeeded, else its error. */
export async function outcome(result: PromiseLike<void>): Promise<unknown> {
  try { await result; return undefined; } catch (error) { return error; }
}

/** Calls the manager's side of a public operation (`send` registers t-0, as `Producer.send` does). */
export function invokeOperation(manager: TransactionManager, operation: TransactionOperation): void {
  switch (operation) {
    case 'initTransactions': manager.initTransactions(); return;
    case 'beginTransaction': manager.beginTransaction(); return;
    case 'send': manager.maybeAddPartition('t', 0); return;
    case 'sendOffsetsToTransaction': manager.sendOffsetsToTransaction(OFFSETS, GROUP); return;
    case 'commitTransaction': manager.beginCommit(); return;
    case 'abortTransaction': manager.beginAbort(); return;
    case 'flush': manager.checkLegal('flush'); return;
    case 'close': manager.close(); return;
  }
}
