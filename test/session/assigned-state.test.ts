/**
 * Per-partition state loaded in `onPartitionsAssigned` before the first batch: the consumer awaits its assignment
 * listeners before it looks up positions and fetches, so a session over it never hands a batch of a partition whose
 * listener has not finished (a loader that waits holds that partition's records back).
 */
import { afterEach, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { Producer } from '../../src/producer/producer.js';
import type { BatchOutcome } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { testConsumerOptions, waitFor } from '../consumer/helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

it('a batch of a partition is handed over only after its onPartitionsAssigned finished', async () => {
  const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
  closers.push(() => { cluster.close(); });
  const input = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  await input.send({ topic: 'in', partition: 0, value: Buffer.from('a') });
  await input.close();
  const consumer = new Consumer(testConsumerOptions(new InProcessNetworkClient(cluster)));
  closers.push(() => consumer.close({ timeoutMs: 1_000 }));
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let loaderStarted = false;
  const loaded = new Set<string>();
  consumer.subscribe(['in'], {
    onPartitionsAssigned: async (partitions) => {
      loaderStarted = true;
      await gate;
      for (const tp of partitions) loaded.add(`${tp.topic}-${tp.partition}`);
    },
  });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), transactionalId: 'state', lingerMs: 0 });
  closers.push(() => producer.close());
  const session = new TransactionalSession({ producer, source: consumer, pollTimeoutMs: 50 });
  closers.push(() => session.close());
  const seen: string[] = [];
  const handler = async (batch: { readonly records: readonly { readonly topic: string; readonly partition: number }[] }): Promise<void> => {
    for (const record of batch.records) seen.push(`${record.topic}-${record.partition} loaded=${loaded.has(`${record.topic}-${record.partition}`)}`);
    await Promise.resolve();
  };
  await waitFor(() => loaderStarted, 'the loader started');
  const outcomes: BatchOutcome[] = [];
  for (let round = 0; round < 3; round++) outcomes.push(await session.runOnce(handler));
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['empty', 'empty', 'empty']);
  release();
  for (let round = 0; round < 100 && seen.length === 0; round++) await session.runOnce(handler);
  expect(seen).toEqual(['in-0 loaded=true']);
});
