/**
 * The `onRecordError` policy over kafka-eos's own group consumer on the in-memory cluster (ManualClock), with small
 * fetches so that records are buffered ahead of each batch: every re-run after a record failed (the rewind seeks the
 * consumer back to the committed offsets, dropping what it had buffered) hands each partition's records in offset
 * order from the committed offset on, the isolated record being the only gap; the output and the dead-letter topic
 * hold every input once.
 */
import { afterEach, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { RecordProcessingError } from '../../src/session/session-errors.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

let s: Scenario | undefined;
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await s?.settle(close());
  await s?.close();
  s = undefined;
});

it('re-runs hand each partition\'s records in order from the committed offset; poison records end up in the DLQ only', async () => {
  const state = scenario({ topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }, { name: 'dlq', partitions: 1 }] });
  s = state;
  const input = [0, 1].flatMap((partition) => Array.from({ length: 12 }, (_, n) => ({ topic: 'in', partition, value: `${partition}-${n}` })));
  const poison = new Set(['0-3', '0-4', '1-9']);
  const loader = state.producer({});
  await state.settle(loader.send(input));
  const consumer = new Consumer(withTestSeams({
    network: new InProcessNetworkClient(state.cluster, { wireCheck: true }), groupId: 'etl', autoOffsetReset: 'earliest',
    heartbeatIntervalMs: 100, sessionTimeoutMs: 6_000, fetchMaxWaitMs: 50, maxPartitionFetchBytes: 1, fetchMaxBytes: 1,
  }, { clock: state.clock, random: seededRandom(3) }));
  closers.push(() => consumer.close());
  consumer.subscribe(['in']);
  const producer = state.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
  const session = new TransactionalSession({ producer, source: consumer, maxRecords: 5, pollTimeoutMs: 500, onRecordError: { mode: 'deadLetter', topic: 'dlq', maxAttempts: 2, retryBackoffMs: 100 } });
  closers.push(() => session.close());
  /** Per partition, the next offset the group committed, as the handler must see it at the start of every batch. */
  const committed = new Map<number, bigint>([[0, 0n], [1, 0n]]);
  const problems: string[] = [];
  let consumed = 0;
  for (let round = 0; round < 200 && consumed < input.length; round++) {
    const outcome = await state.settle(session.runOnce(async (batch, tx) => {
      const expected = new Map(committed);
      for (const record of batch.records) {
        const value = Buffer.from(record.value ?? []).toString();
        let next = expected.get(record.partition) ?? 0n;
        while (poison.has(`${record.partition}-${next}`) && next < record.offset) next++; // an isolated record: the only gap allowed
        if (record.offset !== next) problems.push(`partition ${record.partition}: offset ${record.offset} handed where ${next} was due`);
        expected.set(record.partition, record.offset + 1n);
        if (poison.has(value)) throw new RecordProcessingError(record, { cause: new Error(`bad ${value}`) });
        await tx.send({ topic: 'out', partition: record.partition, value: `f(${value})` });
      }
    }));
    if (outcome.status === 'committed') {
      consumed += outcome.records;
      for (const each of outcome.offsets) committed.set(each.partition, each.offset);
    }
  }
  expect(problems).toEqual([]);
  expect(consumed).toBe(input.length);
  const out = [0, 1].flatMap((partition) => state.committed('out', partition)).sort();
  expect(out).toEqual(input.map((each) => each.value).filter((value) => !poison.has(value)).map((value) => `f(${value})`).sort());
  expect([...state.committed('dlq', 0)].sort()).toEqual([...poison].sort());
  expect(session.metrics()).toMatchObject({ 'records-dead-lettered-total': 3 });
});
