import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { createAddOffsetsToTxnRequest } from '../../../src/protocol/messages/add-offsets-to-txn.generated.js';
import {
  createAddPartitionsToTxnRequest,
  createAddPartitionsToTxnRequestAddPartitionsToTxnTopic,
  createAddPartitionsToTxnRequestAddPartitionsToTxnTransaction,
} from '../../../src/protocol/messages/add-partitions-to-txn.generated.js';
import { createEndTxnRequest } from '../../../src/protocol/messages/end-txn.generated.js';
import { createInitProducerIdRequest } from '../../../src/protocol/messages/init-producer-id.generated.js';
import {
  createTxnOffsetCommitRequest,
  createTxnOffsetCommitRequestTxnOffsetCommitRequestPartition,
  createTxnOffsetCommitRequestTxnOffsetCommitRequestTopic,
} from '../../../src/protocol/messages/txn-offset-commit.generated.js';
import { createOffsetFetchRequest, createOffsetFetchRequestOffsetFetchRequestTopic } from '../../../src/protocol/messages/offset-fetch.generated.js';
import { CoordinatorKeyType } from '../../../src/testing/cluster-state.js';
import { harness, type Harness } from './harness.js';
import { addPartitions, endTxn, initProducer } from './requests.js';

let h: Harness;
afterEach(() => {
  h.close();
});

function txnOffsetCommit(producer: { producerId: bigint; producerEpoch: number }, offset: bigint) {
  return createTxnOffsetCommitRequest({
    transactionalId: 'tx',
    groupId: 'group',
    producerId: producer.producerId,
    producerEpoch: producer.producerEpoch,
    generationIdOrMemberEpoch: -1,
    topics: [
      createTxnOffsetCommitRequestTxnOffsetCommitRequestTopic({
        name: 'orders',
        topicId: h.cluster.state.topic('orders')?.topicId ?? '',
        partitions: [createTxnOffsetCommitRequestTxnOffsetCommitRequestPartition({ partitionIndex: 0, committedOffset: offset, committedMetadata: 'm' })],
      }),
    ],
  });
}

async function committedOffset(): Promise<bigint | undefined> {
  const response = await h.call('OffsetFetch', 7, () =>
    createOffsetFetchRequest({ groupId: 'group', topics: [createOffsetFetchRequestOffsetFetchRequestTopic({ name: 'orders', partitionIndexes: [0] })] }),
  );
  return response.topics[0]?.partitions[0]?.committedOffset;
}

describe('InitProducerId handler', () => {
  it.each([0, 1, 2, 3, 4, 5])('hands out an idempotent producer id, and bumps the epoch per transactional init (v%i)', async (version) => {
    h = harness();
    const idempotent = await initProducer(h, null, version);
    expect(idempotent.producerEpoch).toBe(0);
    const first = await initProducer(h, 'tx', version);
    const second = await initProducer(h, 'tx', version);
    expect(second.producerId).toBe(first.producerId);
    expect(second.producerEpoch).toBe(first.producerEpoch + 1);
  });

  it('fences a stale producer: PRODUCER_FENCED from v4, INVALID_PRODUCER_EPOCH before (KIP-588)', async () => {
    h = harness();
    const stale = await initProducer(h, 'tx');
    await initProducer(h, 'tx');
    const recover = (version: number) =>
      h.call('InitProducerId', version, () => createInitProducerIdRequest({ transactionalId: 'tx', transactionTimeoutMs: 60_000, producerId: stale.producerId + 99n, producerEpoch: stale.producerEpoch }));
    expect((await recover(4)).errorCode).toBe(ErrorCode.PRODUCER_FENCED);
    expect((await recover(3)).errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    const endStale = await endTxn(h, 'tx', stale, true, 3);
    expect(endStale.errorCode).toBe(ErrorCode.PRODUCER_FENCED);
  });

  it('answers NOT_COORDINATOR from a broker that does not coordinate the transactional id', async () => {
    h = harness({ brokers: 2 });
    h.cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, 'tx', 2);
    const response = await h.call('InitProducerId', 4, () => createInitProducerIdRequest({ transactionalId: 'tx', transactionTimeoutMs: 1000, producerId: -1n, producerEpoch: -1 }), 1);
    expect(response).toMatchObject({ errorCode: ErrorCode.NOT_COORDINATOR, producerId: -1n, producerEpoch: -1 });
  });
});

describe('AddPartitionsToTxn handler', () => {
  it.each([0, 1, 2, 3])('adds partitions in the v%i single-transaction shape, naming unknown ones', async (version) => {
    h = harness({ topics: [{ name: 'orders', partitions: 2 }] });
    const producer = await initProducer(h, 'tx');
    expect(await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }, { topic: 'nope', partition: 0 }], version)).toEqual([
      ErrorCode.OPERATION_NOT_ATTEMPTED,
      ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
    ]);
    expect(await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }, { topic: 'orders', partition: 1 }], version)).toEqual([0, 0]);
    expect(h.cluster.transactions.metadata('tx')?.state).toBe('Ongoing');
  });

  it.each([4, 5])('batches transactions at v%i, with verifyOnly checking membership without adding', async (version) => {
    h = harness({ topics: [{ name: 'orders', partitions: 2 }] });
    const producer = await initProducer(h, 'tx');
    const request = (verifyOnly: boolean, partitions: number[]) =>
      createAddPartitionsToTxnRequest({
        transactions: [
          createAddPartitionsToTxnRequestAddPartitionsToTxnTransaction({
            transactionalId: 'tx',
            ...producer,
            verifyOnly,
            topics: [createAddPartitionsToTxnRequestAddPartitionsToTxnTopic({ name: 'orders', partitions })],
          }),
        ],
      });
    const added = await h.call('AddPartitionsToTxn', version, () => request(false, [0]));
    expect(added.errorCode).toBe(0);
    expect(added.resultsByTransaction[0]?.transactionalId).toBe('tx');
    expect(added.resultsByTransaction[0]?.topicResults[0]?.resultsByPartition).toEqual([{ partitionIndex: 0, partitionErrorCode: 0 }]);
    const verified = await h.call('AddPartitionsToTxn', version, () => request(true, [0, 1]));
    expect(verified.resultsByTransaction[0]?.topicResults[0]?.resultsByPartition.map((each) => each.partitionErrorCode)).toEqual([0, ErrorCode.INVALID_TXN_STATE]);
    expect(h.cluster.transactions.metadata('tx')?.partitions.size).toBe(1);
  });
});

describe('AddOffsetsToTxn, TxnOffsetCommit and EndTxn handlers (TV1)', () => {
  it.each([
    [0, 0, 0],
    [2, 2, 3],
    [4, 4, 5],
  ])('commits transactional offsets only with the transaction (AddOffsets v%i, TxnOffsetCommit v%i, EndTxn v%i)', async (addVersion, commitVersion, endVersion) => {
    h = harness({ topics: [{ name: 'orders' }] });
    const producer = await initProducer(h, 'tx');
    const withoutAdd = await h.call('TxnOffsetCommit', 3, () => txnOffsetCommit(producer, 5n));
    expect(withoutAdd.topics[0]?.partitions[0]?.errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    const added = await h.call('AddOffsetsToTxn', addVersion, () => createAddOffsetsToTxnRequest({ transactionalId: 'tx', ...producer, groupId: 'group' }));
    expect(added.errorCode).toBe(0);
    const committed = await h.call('TxnOffsetCommit', commitVersion, () => txnOffsetCommit(producer, 7n));
    expect(committed.topics[0]?.partitions[0]).toEqual({ partitionIndex: 0, errorCode: 0 });
    expect(await committedOffset()).toBe(-1n);
    const ended = await h.call('EndTxn', endVersion, () => createEndTxnRequest({ transactionalId: 'tx', ...producer, committed: true }));
    expect(ended.errorCode).toBe(0);
    expect(await committedOffset()).toBe(7n);
    expect(h.cluster.transactions.metadata('tx')?.state).toBe('CompleteCommit');
  });

  it('drops transactional offsets on abort', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const producer = await initProducer(h, 'tx');
    await h.call('AddOffsetsToTxn', 3, () => createAddOffsetsToTxnRequest({ transactionalId: 'tx', ...producer, groupId: 'group' }));
    await h.call('TxnOffsetCommit', 3, () => txnOffsetCommit(producer, 7n));
    expect((await endTxn(h, 'tx', producer, false)).errorCode).toBe(0);
    expect(await committedOffset()).toBe(-1n);
  });
});

describe('Transaction version 2 on the wire (KIP-890)', () => {
  it('EndTxn v5 returns the bumped epoch; TxnOffsetCommit v5 needs no AddOffsetsToTxn', async () => {
    h = harness({ topics: [{ name: 'orders' }], transactionVersion: 2 });
    const producer = await initProducer(h, 'tx');
    const committed = await h.call('TxnOffsetCommit', 5, () => txnOffsetCommit(producer, 9n));
    expect(committed.topics[0]?.partitions[0]?.errorCode).toBe(0);
    const ended = await h.call('EndTxn', 5, () => createEndTxnRequest({ transactionalId: 'tx', ...producer, committed: true }));
    expect(ended).toMatchObject({ errorCode: 0, producerId: producer.producerId, producerEpoch: producer.producerEpoch + 1 });
    expect(await committedOffset()).toBe(9n);
  });

  it('a TV1-era client (EndTxn v4, TxnOffsetCommit v4) keeps TV1 rules on a TV2 cluster', async () => {
    h = harness({ topics: [{ name: 'orders' }], transactionVersion: 2 });
    const producer = await initProducer(h, 'tx');
    const committed = await h.call('TxnOffsetCommit', 4, () => txnOffsetCommit(producer, 9n));
    expect(committed.topics[0]?.partitions[0]?.errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    expect(await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }])).toEqual([0]);
    const ended = await h.call('EndTxn', 4, () => createEndTxnRequest({ transactionalId: 'tx', ...producer, committed: true }));
    expect(ended).toMatchObject({ errorCode: 0, producerId: -1n, producerEpoch: -1 });
    expect(h.cluster.transactions.metadata('tx')?.producerEpoch).toBe(producer.producerEpoch);
  });
});
