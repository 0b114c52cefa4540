/**
 * A partition whose start position is looked up (ListOffsets, by `autoOffsetReset`) after its leader moved, while
 * the consumer's metadata still names the old leader: the old leader answers NOT_LEADER_OR_FOLLOWER, and the lookup
 * must refresh metadata itself. The fetcher refreshes only for partitions it fetches, and this one has no position
 * to fetch from yet, so without that refresh the lookup asked the old leader again forever.
 */
import { afterEach, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords, values } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

it('looks up a start position at the new leader after a leader change the metadata has not seen', async () => {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'in', partitions: 2 }] });
  closers.push(() => { cluster.close(); });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  await producer.send([{ topic: 'in', partition: 0, value: 'a' }, { topic: 'in', partition: 1, value: 'b' }]);

  const consumer = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster)));
  closers.push(() => consumer.close());
  consumer.assign([{ topic: 'in', partition: 1 }]);
  expect(values(await pollRecords(consumer, 1))).toEqual(['b']); // the consumer now knows in-0's leader
  const leader = cluster.state.partition('in', 0)?.leaderId ?? 0;
  cluster.moveLeader('in', 0, leader === 1 ? 2 : 1);

  consumer.assign([{ topic: 'in', partition: 0 }, { topic: 'in', partition: 1 }]);
  expect(values(await pollRecords(consumer, 1))).toEqual(['a']);
});
