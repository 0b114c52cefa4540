/**
 * Issue 6 target c: a TV1 transaction with one record and sendOffsetsToTransaction takes 3 round trips on
 * the critical path (AddOffsetsToTxn + AddPartitionsToTxn, then TxnOffsetCommit + Produce, then EndTxn),
 * when the transactional requests that do not depend on each other share the flight (internal policy, off by
 * default: see docs/transactions.md, "Requests in flight"); 4 with Kafka's one request in flight.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const DELAY_MS = 5;
const DELAYED = ['AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'Produce', 'EndTxn', 'FindCoordinator', 'InitProducerId', 'Metadata'] as const;
/** Switches the internal policy of a producer's transaction manager. */
function setConcurrent(producer: Producer, enabled: boolean): void {
  (producer as unknown as { transactionManager: TransactionManager }).transactionManager.setConcurrentTransactionalRequests(enabled);
}

const GROUP = { groupId: 'g1', generationId: -1, memberId: '', groupInstanceId: null } as const;

describe('round trips of a transaction with one record and sendOffsetsToTransaction', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  for (const [concurrent, trips] of [[true, 3], [false, 4]] as const) {
  it(`completes in ${trips} round trips of ${DELAY_MS} ms of cluster time with concurrent requests ${concurrent ? 'on' : 'off'}`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-round-trips', lingerMs: 0 });
    setConcurrent(producer, concurrent);
    await s.settle(producer.initTransactions());
    const transaction = async (index: number): Promise<void> => {
      producer.beginTransaction();
      const delivery = producer.send({ topic: 'orders', partition: 1, value: `v${index}` });
      await producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: BigInt(index + 1) }], GROUP);
      await producer.commitTransaction();
      await delivery;
    };
    // Warm-up: metadata and both coordinators known, as in a steady stream of transactions.
    await s.settle(transaction(0));
    for (const api of DELAYED) s.cluster.faults.delayResponses(ApiKey[api], DELAY_MS, { times: 1_000 });
    const elapsed: number[] = [];
    for (let index = 1; index <= 5; index++) {
      const start = s.clock.now();
      await s.settle(transaction(index));
      elapsed.push(s.clock.now() - start);
    }
    expect(elapsed).toEqual(Array.from({ length: 5 }, () => trips * DELAY_MS));
    expect(s.committed('orders', 1)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5']);
    const fetched = s.cluster.offsetFetch({ groupId: 'g1', partitions: [{ topic: 'audit', partition: 0 }], requireStable: true });
    expect(fetched.partitions[0]?.committedOffset).toBe(6n);
    s.cluster.faults.clear();
  });
  }

  it('the first transaction, coordinators unknown, still commits with every response delayed', async () => {
    s = scenario();
    for (const api of DELAYED) s.cluster.faults.delayResponses(ApiKey[api], DELAY_MS, { times: 1_000 });
    const producer = s.producer({ transactionalId: 'tx-round-trips-cold', lingerMs: 0 });
    setConcurrent(producer, true);
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    const delivery = producer.send({ topic: 'orders', partition: 2, value: 'cold' });
    await s.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 1, offset: 7n }], GROUP));
    await s.settle(producer.commitTransaction());
    await s.settle(delivery);
    expect(s.committed('orders', 2)).toEqual(['cold']);
    s.cluster.faults.clear();
  });
});
