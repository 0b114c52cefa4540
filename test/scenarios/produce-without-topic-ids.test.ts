/**
 * Produce v13 addresses topics by id only (KIP-516). When Metadata is below v10 it carries no topic
 * ids, so the producer must stay on Produce v12 (topics by name); before the fix it sent v13 with the
 * zero topic id and every record timed out with UNKNOWN_TOPIC_ID.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { scenario, type Scenario } from './scenario-helpers.js';

let current: Scenario | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('Produce when Metadata gives no topic ids', () => {
  it('falls back to Produce v12 and the transaction commits', async () => {
    const s = (current = scenario({ network: { maxVersions: { Metadata: 9 } } }));
    const producer = s.producer({ transactionalId: 'no-topic-ids' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    const sent = producer.send([
      { topic: 'orders', partition: 0, value: 'a' },
      { topic: 'audit', partition: 1, value: 'b' },
    ]);
    await s.settle(sent);
    await s.settle(producer.commitTransaction());
    expect(s.committed('orders', 0)).toEqual(['a']);
    expect(s.committed('audit', 1)).toEqual(['b']);
  });

  it('an idempotent producer delivers too', async () => {
    const s = (current = scenario({ network: { maxVersions: { Metadata: 9 } } }));
    const producer = s.producer();
    const [meta] = await s.settle(producer.send([{ topic: 'orders', partition: 2, value: 'x' }]));
    expect(meta?.offset).toBe(0n);
    expect(s.uncommitted('orders', 2)).toEqual(['x']);
  });
});
