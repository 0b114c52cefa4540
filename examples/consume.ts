/**
 * A read_committed group consumer on the embedded cluster: a transactional producer commits two orders and
 * aborts a third; the consumer joins group "billing", reads from the earliest offset with `for await`, and sees
 * the two committed orders only.
 *
 *   npm run example:consume
 */
import { Consumer, Producer } from 'kafka-eos';
import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 2 }] });
const network = new InProcessNetworkClient(cluster);

const producer = new Producer({ network, transactionalId: 'order-writer', lingerMs: 0 });
await producer.initTransactions();
await producer.transaction(async (txn) => {
  await txn.send([{ topic: 'orders', key: 'a', value: 'order-1' }, { topic: 'orders', key: 'b', value: 'order-2' }]);
});
producer.beginTransaction();
await producer.send({ topic: 'orders', key: 'c', value: 'order-3 (aborted)' });
await producer.abortTransaction();
await producer.close();

// Static membership: a stable groupInstanceId per process, so that a restart after a crash takes the member and its
// partitions back at once instead of waiting for the crashed member's session to expire (docs/session.md).
const consumer = new Consumer({ network, groupId: 'billing', groupInstanceId: 'billing-1', sessionTimeoutMs: 30_000, autoOffsetReset: 'earliest' });
consumer.subscribe(['orders'], {
  onPartitionsAssigned: (partitions) => { console.log('assigned', partitions.map((tp) => `${tp.topic}-${tp.partition}`).join(', ')); },
});
const seen: string[] = [];
for await (const batch of consumer) {
  for (const record of batch.records) {
    seen.push(Buffer.from(record.value ?? []).toString());
    console.log(`${record.topic}-${record.partition}@${record.offset}: ${seen.at(-1) ?? ''}`);
  }
  console.log('commit with the output transaction:', batch.nextOffsets.map((each) => `${each.topic}-${each.partition}=${each.offset}`).join(', '),
    'group metadata generation', consumer.groupMetadata().generationId);
  if (seen.length >= 2) break;
}
await consumer.close();
cluster.close();
if (seen.sort().join(', ') !== 'order-1, order-2') throw new Error(`expected order-1 and order-2 only, read ${seen.join(', ')}`);
console.log('read_committed: the aborted order was skipped');
