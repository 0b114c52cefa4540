/**
 * Bad input to the transactional session, as the producer answers it: output to a topic that does not exist gets
 * the producer's typed error naming the topic; the batch aborts, nothing of it is committed, the source is rewound,
 * and the session goes on. (Bad options, a bad handler and use after close: transactional-session.test.ts,
 * session-batches.test.ts.)
 */
import { afterEach, expect, it } from 'vitest';
import { MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };

let s: Scenario;
afterEach(async () => { await s.close(); });

it('output to an unknown topic: the send rejects with a typed error, the batch aborts (abortable-error) and is re-read', async () => {
  s = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }], autoCreateTopics: false });
  const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a']]]), [P0]);
  const producer = s.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000, maxBlockMs: 2_000 });
  const session = new TransactionalSession({ producer, source });
  const toMissing: SessionBatchHandler = async (batch, tx) => {
    await tx.send(batch.records.map((record) => ({ topic: 'no-such-topic', value: record.value })));
  };
  // A send that failed locally aborts the batch, and runOnce resolves with it (docs/session.md, rule 5).
  const outcome = await s.settle(session.runOnce(toMissing));
  expect(outcome).toMatchObject({ status: 'aborted', reason: 'abortable-error', records: 1 });
  const error = outcome.status === 'aborted' && outcome.error instanceof Error ? outcome.error : new Error('no error');
  // The producer's answer (Java's too): the topic never appeared in metadata within maxBlockMs.
  expect(error).toBeInstanceOf(MetadataTimeoutError);
  expect(error).toMatchObject({ code: 'ERR_METADATA_TIMEOUT' });
  expect(error.message).toContain('no-such-topic');
  expect(error.message).toContain('UNKNOWN_TOPIC_OR_PARTITION');
  expect(producer.state).toBe('READY');
  expect(s.committed('out', 0)).toEqual([]);
  expect(source.seeks.at(-1)).toEqual([{ ...P0, offset: 0n }]);
  const toOut: SessionBatchHandler = async (batch, tx) => {
    await tx.send(batch.records.map((record) => ({ topic: 'out', value: record.value })));
  };
  expect(await s.settle(session.runOnce(toOut))).toMatchObject({ status: 'committed', records: 1 });
  expect(s.committed('out', 0)).toEqual(['a']);
});
