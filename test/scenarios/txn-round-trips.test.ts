/**
 * A TV1 transaction with one record and sendOffsetsToTransaction takes 3 round trips on
 * the critical path (AddOffsetsToTxn + AddPartitionsToTxn, then TxnOffsetCommit + Produce, then EndTxn),
 * when the transactional requests that do not depend on each other share the flight (internal policy, on by
 * default: see docs/transactions.md, "Requests in flight"); 4 with Kafka's one request in flight.
 * Also: the adds refused with CONCURRENT_TRANSACTIONS while the previous transaction completes are retried.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { TransactionManager } from '../../src/transaction/transaction-manager.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const DELAY_MS = 5;
const DELAYED = ['AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'Produce', 'EndTxn', 'FindCoordinator', 'InitProducerId', 'Metadata'] as const;
/** Switches the internal policy of a producer's transaction manager (undefined: leave the default). */
function setConcurrent(producer: Producer, enabled: boolean | undefined): void {
  if (enabled === undefined) return;
  (producer as unknown as { transactionManager: TransactionManager }).transactionManager.setConcurrentTransactionalRequests(enabled);
}

const GROUP = { groupId: 'g1', generationId: -1, memberId: '', groupInstanceId: null } as const;

describe('round trips of a transaction with one record and sendOffsetsToTransaction', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  for (const [concurrent, trips] of [[undefined, 3], [true, 3], [false, 4]] as const) {
    it(`completes in ${trips} round trips of ${DELAY_MS} ms of cluster time with concurrent requests ${concurrent === undefined ? 'as by default' : concurrent ? 'on' : 'off'}`, async () => {
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

  it('adds refused while the previous transaction completes are retried: every transaction commits its record and offsets', async () => {
    // The coordinator answers EndTxn before writing its markers (3 ms later), as Kafka does: the next
    // transaction's first requests meet CONCURRENT_TRANSACTIONS until then.
    s = scenario({ markerDelayMs: 3 });
    const producer = s.producer({ transactionalId: 'tx-completing', lingerMs: 0 });
    const send = s.network.send.bind(s.network);
    const refused = new Map<string, number>();
    let addsInFlight = 0;
    let mostAddsInFlight = 0;
    s.network.send = async (target, api, build, options) => {
      const isAdd = api === 'AddPartitionsToTxn' || api === 'AddOffsetsToTxn';
      if (isAdd) mostAddsInFlight = Math.max(mostAddsInFlight, ++addsInFlight);
      try {
        const result = await send(target, api, build, options);
        if (isAdd && /"(partitionE|e)rrorCode":51\b/.test(JSON.stringify(result.response, (_key, field: unknown) => (typeof field === 'bigint' ? String(field) : field)))) {
          refused.set(api, (refused.get(api) ?? 0) + 1);
        }
        return result;
      } finally {
        if (isAdd) addsInFlight--;
      }
    };
    await s.settle(producer.initTransactions());
    for (let index = 0; index < 10; index++) {
      producer.beginTransaction();
      const delivery = producer.send({ topic: 'orders', partition: 0, value: `c${index}` });
      await s.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: BigInt(index + 1) }], GROUP));
      await s.settle(producer.commitTransaction());
      await s.settle(delivery);
    }
    expect(mostAddsInFlight).toBe(2);
    expect(refused.get('AddPartitionsToTxn') ?? 0).toBeGreaterThan(0);
    expect(refused.get('AddOffsetsToTxn') ?? 0).toBeGreaterThan(0);
    s.clock.advance(10); // the last transaction's markers
    expect(s.committed('orders', 0)).toEqual(Array.from({ length: 10 }, (_, index) => `c${index}`));
    const fetched = s.cluster.offsetFetch({ groupId: 'g1', partitions: [{ topic: 'audit', partition: 0 }], requireStable: true });
    expect(fetched.partitions[0]?.committedOffset).toBe(10n);
  });

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
