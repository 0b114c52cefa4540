/**
 * Consume-process-produce on the in-memory cluster, in-process: read "orders", write one "invoices"
 * record per order plus the consumed offsets in one transaction, commit, then read both topics back
 * read_committed through the cluster's fetch. Run with: npx tsx examples/transactional-producer.ts
 */
import { Producer } from '../src/producer/producer.js';
import { InMemoryCluster } from '../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../src/testing/in-process-network-client.js';
import { decodeRecordBatches } from '../src/protocol/record-batch/record-batch-decoder.js';

const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 1 }, { name: 'invoices', partitions: 2 }] });
const network = new InProcessNetworkClient(cluster);

/** Values a read_committed consumer sees in one partition (KIP-98: skip aborted ranges up to their ABORT marker). */
function readCommitted(topic: string, partition: number): string[] {
  const fetched = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 1 });
  const pending = [...fetched.abortedTransactions].sort((a, b) => Number(a.firstOffset - b.firstOffset));
  const abortedProducers = new Set<bigint>();
  const values: string[] = [];
  for (const batch of decodeRecordBatches(Buffer.concat(fetched.batches)).batches) {
    while (pending[0] !== undefined && pending[0].firstOffset <= batch.header.baseOffset) abortedProducers.add(pending.shift()?.producerId ?? -1n);
    if (batch.isControl) abortedProducers.delete(batch.header.producerId);
    else if (!(batch.isTransactional && abortedProducers.has(batch.header.producerId))) values.push(...batch.records.map((r) => r.value?.toString() ?? ''));
  }
  return values;
}

// Seed the input topic with an idempotent producer.
const seeder = new Producer({ network, lingerMs: 0 });
await seeder.send(['order-1', 'order-2', 'order-3'].map((value) => ({ topic: 'orders', partition: 0, value })));
await seeder.close();

const producer = new Producer({ network, transactionalId: 'invoicer-1', lingerMs: 0 });
producer.on('stateChange', ({ from, to }) => { console.log(`state ${from} -> ${to}`); });
await producer.initTransactions();
console.log(`transaction version in use: ${producer.transactionVersion}`);

const orders = readCommitted('orders', 0);
const written = await producer.transaction(async (txn) => {
  const results = await txn.send(orders.map((order) => ({ topic: 'invoices', key: order, value: `invoice-for-${order}` })));
  await txn.sendOffsets([{ topic: 'orders', partition: 0, offset: BigInt(orders.length) }],
    { groupId: 'invoicer', generationId: -1, memberId: '', groupInstanceId: null });
  return results;
});
for (const each of written) console.log(`committed ${each.topic}-${each.partition}@${each.offset}`);

// An aborted transaction leaves nothing visible.
await producer.transaction(async (txn) => {
  await txn.send({ topic: 'invoices', key: 'order-x', value: 'never-visible' });
  throw new Error('simulated processing failure');
}).catch((error: unknown) => { console.log(`aborted: ${error instanceof Error ? error.message : String(error)}`); });

const visible = [0, 1].flatMap((partition) => readCommitted('invoices', partition)).sort();
console.log(`read_committed invoices: ${visible.join(', ')}`);
const offsets = cluster.offsetFetch({ groupId: 'invoicer', partitions: [{ topic: 'orders', partition: 0 }], requireStable: true });
console.log(`committed consumer offset: ${offsets.partitions[0]?.committedOffset ?? -1n}`);

await producer.close();
await network.close();
cluster.close();
if (visible.length !== 3 || visible.includes('never-visible')) process.exit(1);
