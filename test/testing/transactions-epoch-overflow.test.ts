/**
 * Transaction version 2 bumps the producer epoch at every EndTxn, so a long-lived transactional producer exhausts
 * its epochs after 32,767 transactions (at 100 transactions/s, in under six minutes). Kafka's coordinator then
 * rotates: the EndTxn at the exhausted epoch (32766) writes its markers under the old id at epoch 32767 and answers
 * with the next producer id at epoch 0, under which the client goes on; a retried EndTxn gets the new id again.
 * A transaction the coordinator fences and aborts at the exhausted epoch (its timeout) rotates the same way (Kafka 4.4,
 * KAFKA-20090), instead of leaving the producer at epoch 32767 with nothing to bump to.
 * The embedded coordinator does the same, and the producer goes on under the new id without losing a record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { TransactionMetadata } from '../../src/testing/transaction-metadata.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

let s: Scenario;
afterEach(async () => { await s.close(); });

/** A producer whose InitProducerId lands on the last usable epoch: the coordinator's record is aged first. */
async function agedProducer(markerDelayMs: 0 | 'manual' = 0, transactionTimeoutMs = 60_000) {
  s = scenario({ transactionVersion: 2, markerDelayMs, topics: [{ name: 'out', partitions: 1 }] });
  const first = s.producer({ transactionalId: 'etl' });
  await s.settle(first.initTransactions());
  await s.settle(first.close());
  const record = s.cluster.transactions.metadata('etl') as TransactionMetadata;
  const oldId = record.producerId;
  record.producerEpoch = 32_765;
  const producer = s.producer({ transactionalId: 'etl', transactionTimeoutMs, requestTimeoutMs: Math.min(30_000, transactionTimeoutMs) });
  await s.settle(producer.initTransactions());
  expect(s.cluster.transactions.metadata('etl')).toMatchObject({ producerId: oldId, producerEpoch: 32_766 });
  return { producer, oldId };
}

async function commitOne(producer: Awaited<ReturnType<typeof agedProducer>>['producer'], value: string): Promise<void> {
  producer.beginTransaction();
  const sent = producer.send({ topic: 'out', partition: 0, value });
  await s.settle(producer.commitTransaction());
  await s.settle(sent);
}

describe('transaction version 2, producer epoch exhausted', () => {
  it('the EndTxn at epoch 32766 rotates to the next producer id at epoch 0, and the producer goes on under it', async () => {
    const { producer, oldId } = await agedProducer();
    await commitOne(producer, 'last of the old id');
    const rotated = s.cluster.transactions.metadata('etl');
    expect(rotated).toMatchObject({ lastProducerId: oldId, producerEpoch: 0 });
    expect(rotated?.producerId).not.toBe(oldId);
    await commitOne(producer, 'first of the new id');
    await commitOne(producer, 'second of the new id');
    expect(s.committed('out', 0)).toEqual(['last of the old id', 'first of the new id', 'second of the new id']);
    expect(s.cluster.transactions.metadata('etl')).toMatchObject({ producerId: rotated?.producerId, producerEpoch: 2 });
  });

  it('a retried EndTxn of the exhausting commit is answered with the new id again', async () => {
    const { producer, oldId } = await agedProducer();
    producer.beginTransaction();
    const sent = producer.send({ topic: 'out', partition: 0, value: 'a' });
    s.cluster.faults.dropResponses(ApiKey.EndTxn);
    await s.settle(producer.commitTransaction());
    await s.settle(sent);
    expect(s.cluster.faults.pending()).toEqual([]);
    expect(s.cluster.transactions.metadata('etl')).toMatchObject({ lastProducerId: oldId, producerEpoch: 0 });
    await commitOne(producer, 'b');
    expect(s.committed('out', 0)).toEqual(['a', 'b']);
  });

  it('with the markers still pending, the new id is told to retry (CONCURRENT_TRANSACTIONS) and goes on once they are written', async () => {
    const { producer, oldId } = await agedProducer('manual');
    producer.beginTransaction();
    const sent = producer.send({ topic: 'out', partition: 0, value: 'a' });
    await s.settle(producer.commitTransaction());
    await s.settle(sent);
    expect(s.cluster.transactions.metadata('etl')).toMatchObject({ producerId: oldId, producerEpoch: 32_767 });
    producer.beginTransaction();
    const next = producer.send({ topic: 'out', partition: 0, value: 'b' });
    const commit = producer.commitTransaction();
    // A few retries under the new id, refused while the old id's markers are pending.
    for (let step = 0; step < 5; step++) s.clock.advance(100);
    expect(s.cluster.transactions.completePendingMarkers()).toBe(1);
    await s.settle(commit);
    await s.settle(next);
    s.cluster.transactions.completePendingMarkers();
    expect(s.committed('out', 0)).toEqual(['a', 'b']);
  });

  it('a transaction the coordinator times out at epoch 32766 rotates the producer id too, and the producer goes on under it', async () => {
    const { producer, oldId } = await agedProducer(0, 1_000);
    producer.beginTransaction();
    const lost = producer.send({ topic: 'out', partition: 0, value: 'timed out' });
    await s.settle(lost);
    s.clock.advance(1_500); // past the transaction timeout: the coordinator fences (epoch 32767) and aborts
    const rotated = s.cluster.transactions.metadata('etl');
    expect(rotated).toMatchObject({ lastProducerId: oldId, producerEpoch: 0 });
    expect(rotated?.producerId).not.toBe(oldId);
    // The producer's own abort (EndTxn under the old id at 32766) is answered with the new id.
    await s.settle(producer.abortTransaction());
    await commitOne(producer, 'after the timeout');
    await commitOne(producer, 'and again');
    expect(s.committed('out', 0)).toEqual(['after the timeout', 'and again']);
    expect(s.cluster.transactions.metadata('etl')).toMatchObject({ producerId: rotated?.producerId, producerEpoch: 2 });
  });
});
