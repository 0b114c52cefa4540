/**
 * Transactions through the public Producer (over TCP) against librdkafka's mock cluster: commit and abort
 * across two topics with sendOffsetsToTransaction, injected fencing errors, the KIP-360 epoch bump after
 * OUT_OF_ORDER_SEQUENCE_NUMBER (and KIP-588 INVALID_PRODUCER_EPOCH on Produce), the coordinator going down
 * during commit, and 300 ms latency on every broker.
 *
 * Asserted on what the user saw (results, errors, producerIdentity), on the mock's `debug: 'mock'` log
 * (which requests reached which broker at which version) and on the stored batches read back with Fetch
 * (producer id, epoch, sequences). The mock writes no markers and drops transactional offsets, so commit
 * visibility is asserted on the in-memory cluster instead (test/network/tcp/producer-over-tcp.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProducerFencedError, TransactionError } from '../../src/errors/transaction-errors.js';
import type { Producer } from '../../src/producer/producer.js';
import { startMockCluster, type MockCluster } from '../librdkafka-mock/mock-cluster.js';
import { assertPrerequisites, mockProducer, receivedCount, RecordingLogger, skipMockSuite, storedBatches } from './librdkafka-mock-support.js';

const COORDINATOR = 2;
const GROUP_COORDINATOR = 3;
const group = (groupId: string) => ({ groupId, generationId: -1, memberId: '', groupInstanceId: null });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe.skipIf(skipMockSuite)('librdkafka mock: transactions', () => {
  let mock: MockCluster;
  let topicCounter = 0;

  beforeAll(async () => {
    assertPrerequisites();
    mock = await startMockCluster({ brokers: 3, debug: 'mock' });
  });

  afterAll(async () => {
    await mock.close();
  });

  /** Fresh topics and ids per test, with coordinators pinned (the mock otherwise hashes the key). */
  async function setup(name: string): Promise<{ topicA: string; topicB: string; transactionalId: string; groupId: string }> {
    topicCounter += 1;
    const ids = { topicA: `${name}-a-${topicCounter}`, topicB: `${name}-b-${topicCounter}`, transactionalId: `${name}-tx`, groupId: `${name}-group` };
    await mock.createTopic(ids.topicA, 2);
    await mock.createTopic(ids.topicB, 2);
    await mock.setCoordinator('transaction', ids.transactionalId, COORDINATOR);
    await mock.setCoordinator('group', ids.groupId, GROUP_COORDINATOR);
    return ids;
  }

  async function withProducer<T>(producer: Producer, body: (producer: Producer) => Promise<T>): Promise<T> {
    try {
      return await body(producer);
    } finally {
      await producer.close({ timeoutMs: 10_000 });
    }
  }

  it('commits and aborts across two topics with sendOffsetsToTransaction, routed to the pinned coordinators', async () => {
    const { topicA, topicB, transactionalId, groupId } = await setup('commit');
    const from = mock.logs.length;
    await withProducer(mockProducer(mock, { transactionalId }), async (producer) => {
      await producer.initTransactions();
      const identity = producer.producerIdentity;
      expect(identity.producerEpoch).toBe(0);

      producer.beginTransaction();
      const committed = await producer.send([
        { topic: topicA, partition: 0, value: 'a0' }, { topic: topicA, partition: 0, value: 'a1' }, { topic: topicB, partition: 1, value: 'b0' },
      ]);
      expect(committed.map((each) => [each.topic, each.partition, each.offset])).toEqual([[topicA, 0, 0n], [topicA, 0, 1n], [topicB, 1, 0n]]);
      await producer.sendOffsetsToTransaction([{ topic: topicA, partition: 1, offset: 5n }], group(groupId));
      await producer.commitTransaction();

      producer.beginTransaction();
      const aborted = await producer.send([{ topic: topicA, partition: 0, value: 'x0' }, { topic: topicB, partition: 1, value: 'x1' }]);
      expect(aborted.map((each) => each.offset)).toEqual([2n, 1n]);
      await producer.sendOffsetsToTransaction([{ topic: topicA, partition: 1, offset: 9n }], group(groupId));
      await producer.abortTransaction();
      expect(producer.state).toBe('READY');

      // What the mock logged: every transactional request on the pinned coordinator, at the versions it offers.
      await mock.waitForLog(new RegExp(`Broker ${COORDINATOR}: Sending EndTxnResponseV1`));
      const log = mock.logs.slice(from);
      const brokersOf = (api: string) => new Set(log.filter((line) => line.includes(`Received ${api}Request`)).map((line) => /Broker (\d+):/.exec(line)?.[1]));
      expect(brokersOf('InitProducerId')).toEqual(new Set([String(COORDINATOR)]));
      expect(brokersOf('AddPartitionsToTxn')).toEqual(new Set([String(COORDINATOR)]));
      expect(brokersOf('AddOffsetsToTxn')).toEqual(new Set([String(COORDINATOR)]));
      expect(brokersOf('EndTxn')).toEqual(new Set([String(COORDINATOR)]));
      expect(brokersOf('TxnOffsetCommit')).toEqual(new Set([String(GROUP_COORDINATOR)]));
      expect(receivedCount(mock, 'EndTxn', from)).toBe(2);
      expect(log.some((line) => line.includes('Received TxnOffsetCommitRequestV2'))).toBe(true);
      expect(log.some((line) => line.includes('Received AddPartitionsToTxnRequestV1'))).toBe(true);
      expect(log.some((line) => line.includes('Received ProduceRequestV7'))).toBe(true);

      // What the mock stored: transactional batches under our id and epoch, sequences running on across
      // transactions of one epoch; the aborted records are there too (the mock writes no markers).
      const stored = await storedBatches(mock, topicA, 0);
      expect(stored.flatMap((batch) => batch.values)).toEqual(['a0', 'a1', 'x0']);
      for (const batch of stored) {
        expect([batch.producerId, batch.producerEpoch, batch.transactional]).toEqual([identity.producerId, 0, true]);
      }
      expect(stored.map((batch) => batch.baseSequence)).toEqual(stored.length === 2 ? [0, 2] : [0, 1, 2]);
    });
  }, 20_000);

  it('injected PRODUCER_FENCED on EndTxn surfaces as ProducerFencedError (application-recoverable)', async () => {
    const { topicA, transactionalId } = await setup('fenced');
    await withProducer(mockProducer(mock, { transactionalId }), async (producer) => {
      await producer.initTransactions();
      producer.beginTransaction();
      await producer.send({ topic: topicA, partition: 0, value: 'v' });
      await mock.pushRequestErrors('EndTxn', ['PRODUCER_FENCED']);
      const error = await rejection(producer.commitTransaction());
      expect(error).toBeInstanceOf(ProducerFencedError);
      expect((error as ProducerFencedError).classification).toBe('application-recoverable');
      expect((error as ProducerFencedError).errorName).toBe('PRODUCER_FENCED');
      expect(producer.state).toBe('FATAL_ERROR');
    });
  }, 20_000);

  it('injected INVALID_PRODUCER_EPOCH from the coordinator (AddPartitionsToTxn) is fencing: ProducerFencedError', async () => {
    const { topicA, transactionalId } = await setup('epoch-coordinator');
    await withProducer(mockProducer(mock, { transactionalId }), async (producer) => {
      await producer.initTransactions();
      producer.beginTransaction();
      await mock.pushRequestErrors('AddPartitionsToTxn', ['INVALID_PRODUCER_EPOCH']);
      const error = await rejection(producer.send({ topic: topicA, partition: 0, value: 'v' }));
      expect(error).toBeInstanceOf(TransactionError);
      const cause = error instanceof ProducerFencedError ? error : (error as TransactionError).cause;
      expect(cause).toBeInstanceOf(ProducerFencedError);
      expect((cause as ProducerFencedError).classification).toBe('application-recoverable');
      expect(producer.state).toBe('FATAL_ERROR');
    });
  }, 20_000);

  for (const [errorName, kip] of [['OUT_OF_ORDER_SEQUENCE_NUMBER', 'KIP-360'], ['INVALID_PRODUCER_EPOCH', 'KIP-588']] as const) {
    it(`injected ${errorName} on Produce is abortable; the abort bumps the epoch (${kip}) and the next transaction commits`, async () => {
      const { topicA, transactionalId } = await setup(`bump-${errorName.toLowerCase().replace(/_/g, '-')}`);
      const from = mock.logs.length;
      await withProducer(mockProducer(mock, { transactionalId }), async (producer) => {
        await producer.initTransactions();
        const first = producer.producerIdentity;
        producer.beginTransaction();
        await mock.pushRequestErrors('Produce', [errorName]);
        const error = await rejection(producer.send({ topic: topicA, partition: 0, value: 'lost' }));
        expect(error).toBeInstanceOf(TransactionError);
        expect((error as TransactionError).classification).toBe('abortable');
        expect(producer.state).toBe('ABORTABLE_ERROR');
        await producer.abortTransaction();
        // KIP-360: InitProducerId v3+ with the current id and epoch; the mock bumps instead of issuing a new id.
        expect(producer.producerIdentity).toEqual({ producerId: first.producerId, producerEpoch: first.producerEpoch + 1 });
        expect(receivedCount(mock, 'InitProducerId', from)).toBe(2);

        producer.beginTransaction();
        const [written] = await producer.send([{ topic: topicA, partition: 0, value: 'after-bump' }]);
        await producer.commitTransaction();
        expect(written?.offset).toBe(0n);
        const stored = await storedBatches(mock, topicA, 0);
        expect(stored.map((batch) => [batch.values.join(','), batch.producerEpoch, batch.baseSequence])).toEqual([['after-bump', first.producerEpoch + 1, 0]]);
      });
    }, 20_000);
  }

  it('recovers when the transaction coordinator goes down during commit and comes back', async () => {
    const { topicA, topicB, transactionalId } = await setup('coordinator-down');
    const logger = new RecordingLogger();
    await withProducer(mockProducer(mock, { transactionalId, logger, requestTimeoutMs: 5_000 }), async (producer) => {
      await producer.initTransactions();
      producer.beginTransaction();
      await producer.send([{ topic: topicA, partition: 0, value: 'a' }, { topic: topicB, partition: 0, value: 'b' }]);
      const endTxnBefore = receivedCount(mock, 'EndTxn');
      await mock.brokerDown(COORDINATOR);
      const commit = producer.commitTransaction({ timeoutMs: 30_000 });
      commit.catch(() => undefined);
      // Wait until the producer has tried and failed to reach the coordinator, then bring it back.
      await logger.waitFor((message, fields) => message === 'transactional request got no answer' || (message === 'broker connection failed' && fields?.nodeId === COORDINATOR));
      expect(receivedCount(mock, 'EndTxn')).toBe(endTxnBefore);
      await mock.brokerUp(COORDINATOR);
      await commit;
      expect(producer.state).toBe('READY');
      await expect.poll(() => receivedCount(mock, 'EndTxn'), { timeout: 5_000, interval: 20 }).toBeGreaterThan(endTxnBefore);
    });
  }, 40_000);

  it('completes a transaction with 300 ms of latency on every broker', async () => {
    const { topicA, topicB, transactionalId, groupId } = await setup('latency');
    await mock.setRtt('all', 300);
    try {
      await withProducer(mockProducer(mock, { transactionalId, requestTimeoutMs: 15_000, deliveryTimeoutMs: 60_000 }), async (producer) => {
        await producer.initTransactions();
        producer.beginTransaction();
        const results = await producer.send([{ topic: topicA, partition: 1, value: 'slow-a' }, { topic: topicB, partition: 0, value: 'slow-b' }]);
        await producer.sendOffsetsToTransaction([{ topic: topicA, partition: 0, offset: 1n }], group(groupId));
        await producer.commitTransaction();
        expect(results.map((each) => each.offset)).toEqual([0n, 0n]);
        expect(producer.state).toBe('READY');
      });
    } finally {
      await mock.setRtt('all', 0);
    }
    expect((await storedBatches(mock, topicA, 1)).flatMap((batch) => batch.values)).toEqual(['slow-a']);
  }, 40_000);
});
