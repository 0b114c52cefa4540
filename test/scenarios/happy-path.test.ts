import { afterEach, describe, expect, it } from 'vitest';
import { scenario, type Scenario } from './scenario-helpers.js';

describe('transactional producer on the in-memory cluster: happy path', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it('commits records across partitions and topics, visible read_committed with their offsets', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-happy' });
    await s.settle(producer.initTransactions());
    expect(producer.state).toBe('READY');
    producer.beginTransaction();
    const sent = s.settle(producer.send([
      { topic: 'orders', partition: 0, value: 'o-0a' },
      { topic: 'orders', partition: 0, value: 'o-0b' },
      { topic: 'orders', partition: 2, value: 'o-2a' },
      { topic: 'audit', partition: 1, value: 'a-1a' },
    ]));
    const results = await sent;
    expect(results.map((r) => [r.topic, r.partition, r.offset])).toEqual([
      ['orders', 0, 0n], ['orders', 0, 1n], ['orders', 2, 0n], ['audit', 1, 0n],
    ]);
    expect(s.committed('orders', 0)).toEqual([]);
    await s.settle(producer.commitTransaction());
    expect(producer.state).toBe('READY');
    expect(s.committed('orders', 0)).toEqual(['o-0a', 'o-0b']);
    expect(s.committed('orders', 2)).toEqual(['o-2a']);
    expect(s.committed('audit', 1)).toEqual(['a-1a']);
  });
});
