/**
 * The transactional producer on its own: write invoices in transactions, one committed and one aborted, then read
 * the topic back with a read_committed consumer and see the committed records only.
 *
 *   npm run example:producer                            # on the embedded in-memory cluster, no broker needed
 *   KAFKA_BOOTSTRAP=host:9092 npm run example:producer  # on any cluster
 */
import { Consumer, Producer, type NetworkClient } from 'kafka-eos';
import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

const runId = Date.now().toString(36);
const topic = `invoices-${runId}`;
const bootstrap = process.env.KAFKA_BOOTSTRAP;
const cluster = bootstrap === undefined ? new InMemoryCluster({ brokers: 3, topics: [{ name: topic, partitions: 2 }] }) : undefined;
const connection: { readonly network: NetworkClient } | { readonly bootstrapServers: string } =
  cluster === undefined ? { bootstrapServers: bootstrap ?? '' } : { network: new InProcessNetworkClient(cluster) };

// One transactionalId per logical writer: initTransactions() fences any older instance that uses the same id.
const producer = new Producer({ ...connection, transactionalId: `invoicer-${runId}` });
producer.on('stateChange', ({ from, to }) => { console.log(`producer: ${from} -> ${to}`); });
await producer.initTransactions();

// transaction() begins, runs the callback, and commits; it aborts if the callback throws.
const written = await producer.transaction(async (txn) => txn.send([
  { topic, key: 'order-1', value: 'invoice-1' },
  { topic, key: 'order-2', value: 'invoice-2' },
]));
for (const record of written) console.log(`committed ${record.topic}-${record.partition}@${record.offset}`);

await producer.transaction(async (txn) => {
  await txn.send({ topic, key: 'order-3', value: 'never visible' });
  throw new Error('simulated processing failure');
}).catch((error: unknown) => { console.log(`aborted: ${(error as Error).message}`); });
await producer.close();

// A read_committed consumer (the default) skips the aborted record and the transaction markers.
const consumer = new Consumer({ ...connection, groupId: `invoice-reader-${runId}`, autoOffsetReset: 'earliest' });
consumer.subscribe([topic]);
const seen: string[] = [];
for (let batch = await consumer.poll({ timeoutMs: 5_000 }); batch.records.length > 0; batch = await consumer.poll({ timeoutMs: 500 })) {
  seen.push(...batch.records.map((record) => Buffer.from(record.value ?? []).toString()));
}
await consumer.close();
cluster?.close();

console.log(`read_committed: ${seen.sort().join(', ')}`);
if (seen.join(',') !== 'invoice-1,invoice-2') throw new Error(`expected invoice-1 and invoice-2 only, read ${seen.join(', ')}`);
