import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { createDescribeProducersRequest, createDescribeProducersRequestTopicRequest } from '../../../src/protocol/messages/describe-producers.generated.js';
import { createDescribeTransactionsRequest } from '../../../src/protocol/messages/describe-transactions.generated.js';
import { createListTransactionsRequest } from '../../../src/protocol/messages/list-transactions.generated.js';
import { CoordinatorKeyType } from '../../../src/testing/cluster-state.js';
import { batch } from '../batches.js';
import { harness, type Harness } from './harness.js';
import { addPartitions, initProducer, produceRequest } from './requests.js';

let h: Harness;
afterEach(() => {
  h.close();
});

async function openTransaction(): Promise<{ producerId: bigint; producerEpoch: number }> {
  const producer = await initProducer(h, 'tx');
  await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }]);
  await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ ...producer, baseSequence: 0, transactional: true, values: ['a', 'b'] }), { transactionalId: 'tx' }));
  return producer;
}

describe('inspection handlers (KIP-664)', () => {
  it('DescribeProducers lists the active producer with its open transaction', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const producer = await openTransaction();
    const response = await h.call('DescribeProducers', 0, () => createDescribeProducersRequest({ topics: [createDescribeProducersRequestTopicRequest({ name: 'orders', partitionIndexes: [0, 7] })] }));
    const [known, unknown] = response.topics[0]?.partitions ?? [];
    expect(known?.errorCode).toBe(0);
    expect(known?.activeProducers).toEqual([
      { producerId: producer.producerId, producerEpoch: producer.producerEpoch, lastSequence: 1, lastTimestamp: 1_700_000_000_000n, coordinatorEpoch: -1, currentTxnStartOffset: 0n },
    ]);
    expect(unknown?.errorCode).toBe(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
  });

  it('DescribeTransactions describes an open transaction and rejects other coordinators', async () => {
    h = harness({ brokers: 2, topics: [{ name: 'orders' }] });
    h.cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, 'tx', 1);
    const producer = await openTransaction();
    const response = await h.call('DescribeTransactions', 0, () => createDescribeTransactionsRequest({ transactionalIds: ['tx', 'unknown'] }), 1);
    expect(response.transactionStates[0]).toMatchObject({ errorCode: 0, transactionalId: 'tx', transactionState: 'Ongoing', producerId: producer.producerId, topics: [{ topic: 'orders', partitions: [0] }] });
    expect(response.transactionStates[1]?.errorCode).toBe(ErrorCode.TRANSACTIONAL_ID_NOT_FOUND);
    const elsewhere = await h.call('DescribeTransactions', 0, () => createDescribeTransactionsRequest({ transactionalIds: ['tx'] }), 2);
    expect(elsewhere.transactionStates[0]?.errorCode).toBe(ErrorCode.NOT_COORDINATOR);
  });

  it.each([0, 1, 2])('ListTransactions filters by state and echoes unknown states (v%i)', async (version) => {
    h = harness({ topics: [{ name: 'orders' }] });
    await openTransaction();
    await initProducer(h, 'idle');
    const ongoing = await h.call('ListTransactions', version, () => createListTransactionsRequest({ stateFilters: ['Ongoing', 'Bogus'], durationFilter: -1n }));
    expect(ongoing.transactionStates.map((each) => each.transactionalId)).toEqual(['tx']);
    expect(ongoing.unknownStateFilters).toEqual(['Bogus']);
    const all = await h.call('ListTransactions', version, () => createListTransactionsRequest({ durationFilter: -1n }));
    expect(all.transactionStates.map((each) => each.transactionalId).sort()).toEqual(['idle', 'tx']);
    if (version >= 2) {
      const matching = await h.call('ListTransactions', version, () => createListTransactionsRequest({ durationFilter: -1n, transactionalIdPattern: 'id.*' }));
      expect(matching.transactionStates.map((each) => each.transactionalId)).toEqual(['idle']);
    }
  });
});
