/**
 * franz-go's transaction tests (pkg/kgo/txn_test.go, `TestTxnEtl` and its `transact` consumers), restated as
 * scenarios of the producer on the in-memory cluster. franz-go runs them against a live broker with
 * goroutines; the facts carried over: records produced in a stream of transactions committed every N
 * records keep their per-partition order and strictly increasing offsets; a consume-transform-produce
 * chain that commits consumed offsets with the output (KIP-447) never consumes an offset twice, and a
 * consumer that ends its last transaction with an abort leaves that input to its successor. docs/testing.md
 * lists the ports.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsumerGroupMetadata } from '../../src/common/topic-partition.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const F = 'franz-go TestTxnEtl';

describe(F, () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it(`${F}: producer side, a commit every 10 records keeps per-partition order and increasing offsets`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'etl-source' });
    await s.settle(producer.initTransactions());
    const lastOffset = new Map<number, bigint>();
    producer.beginTransaction();
    for (let i = 0; i < 50; i++) {
      if (i > 0 && i % 10 === 0) {
        await s.settle(producer.commitTransaction());
        producer.beginTransaction();
      }
      const result = await s.settle(producer.send({ topic: 'orders', partition: i % 3, key: String(i), value: String(i) }));
      const previous = lastOffset.get(result.partition);
      if (previous !== undefined) expect(result.offset).toBeGreaterThan(previous);
      lastOffset.set(result.partition, result.offset);
    }
    await s.settle(producer.commitTransaction());
    for (let partition = 0; partition < 3; partition++) {
      const expected = Array.from({ length: 50 }, (_, i) => i).filter((i) => i % 3 === partition).map(String);
      expect(s.committed('orders', partition)).toEqual(expected);
    }
  });

  it(`${F}: transact chain, offsets committed with the output; an aborting consumer's input goes to its successor exactly once`, async () => {
    s = scenario();
    const source = s.producer({ transactionalId: 'etl-in' });
    await s.settle(source.initTransactions());
    source.beginTransaction();
    await s.settle(source.send(Array.from({ length: 9 }, (_, i) => ({ topic: 'audit', partition: 0, value: `in-${i}` }))));
    await s.settle(source.commitTransaction());

    const group: ConsumerGroupMetadata = { groupId: 'etl-group', generationId: -1, memberId: '', groupInstanceId: null };
    const committedOffset = (): bigint => {
      const fetched = s.cluster.offsetFetch({ groupId: group.groupId, partitions: [{ topic: 'audit', partition: 0 }], requireStable: true });
      const offset = fetched.partitions[0]?.committedOffset ?? -1n;
      return offset < 0n ? 0n : offset;
    };
    /** One consumer: takes up to 3 records from the committed position, transforms, ends with commit or abort. */
    const transact = async (transactionalId: string, rounds: readonly boolean[]): Promise<void> => {
      const producer = s.producer({ transactionalId });
      await s.settle(producer.initTransactions());
      for (const commit of rounds) {
        const from = Number(committedOffset());
        const input = s.committed('audit', 0).slice(from, from + 3);
        if (input.length === 0) break;
        producer.beginTransaction();
        await s.settle(producer.send(input.map((value) => ({ topic: 'orders', partition: 1, value: value.replace('in-', 'out-') }))));
        await s.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: BigInt(from + input.length) }], group));
        await s.settle(commit ? producer.commitTransaction() : producer.abortTransaction());
      }
      await s.settle(producer.close());
    };
    await transact('etl-consumer-1', [true, false]); // commits 3, then quits with an abort of the next 3
    expect(committedOffset()).toBe(3n);
    await transact('etl-consumer-2', [true, true, true]);
    expect(committedOffset()).toBe(9n);
    expect(s.committed('orders', 1)).toEqual(Array.from({ length: 9 }, (_, i) => `out-${i}`));
    expect(s.uncommitted('orders', 1)).toHaveLength(12); // the aborted three stay in the log, invisible
  });
});
