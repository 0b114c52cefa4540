/**
 * Exactly-once ETL with the transactional session: read `etl-input` in consumer group `etl`, turn every order
 * into a line of `etl-output` (f(order) = `order-N: total=...`), and commit the output together with the
 * consumed offsets, one transaction per batch. One batch is failed on purpose: the session aborts it, rewinds
 * to the committed offsets and processes it again, and a read_committed check at the end finds every input
 * exactly once in the output.
 *
 *   npm run example                                   # on the embedded in-memory cluster, no broker needed
 *   KAFKA_BOOTSTRAP=host:9092 npm run example         # on any cluster (topics etl-input/etl-output, or
 *                                                     # auto-creation, with 3 partitions each)
 */
import { Consumer, Producer, TransactionalSession, type NetworkClient } from 'kafka-eos';
import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

const INPUT = 'etl-input';
const OUTPUT = 'etl-output';
const ORDERS = 300;
const runId = Date.now().toString(36);
const bootstrap = process.env.KAFKA_BOOTSTRAP;

// Where to connect: an embedded cluster (in-process, no sockets), or the brokers in KAFKA_BOOTSTRAP.
let connection: { readonly network: NetworkClient } | { readonly bootstrapServers: readonly string[] };
let cluster: InMemoryCluster | undefined;
if (bootstrap === undefined) {
  cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: INPUT, partitions: 3 }, { name: OUTPUT, partitions: 3 }] });
  connection = { network: new InProcessNetworkClient(cluster) };
} else {
  connection = { bootstrapServers: bootstrap.split(',') };
}

// 1. The input: ORDERS orders, written idempotently. Values carry the run id so reruns on a real cluster are told apart.
const loader = new Producer({ ...connection, clientId: 'etl-loader' });
await loader.send(Array.from({ length: ORDERS }, (_, n) => ({
  topic: INPUT, key: `order-${n}`, value: JSON.stringify({ run: runId, order: n, quantity: 1 + (n % 5), price: 10 + (n % 7) }),
})));
await loader.close();

// 2. The pipeline: a read_committed group consumer feeding a transactional producer through the session.
// Static membership: give each worker process a stable groupInstanceId of its own (a pod name, a StatefulSet
// ordinal). Restarted after a crash, the worker takes its member and partitions back at once instead of waiting
// for the crashed member's session (sessionTimeoutMs, 45 s by default) to expire; sessionTimeoutMs is then how
// long a worker that does not come back keeps its partitions from the others. See docs/session.md, "After a crash".
const workerId = process.env.WORKER_ID ?? 'etl-worker-1';
const consumer = new Consumer({ ...connection, groupId: `etl-${runId}`, groupInstanceId: workerId, sessionTimeoutMs: 30_000, autoOffsetReset: 'earliest', clientId: 'etl-worker' });
consumer.subscribe([INPUT]);
const producer = new Producer({ ...connection, transactionalId: `${workerId}-${runId}`, clientId: 'etl-worker' });
await producer.initTransactions();
const session = new TransactionalSession({ producer, source: consumer, maxRecords: 50 });

let processed = 0;
let failedOnce = false;
while (processed < ORDERS) {
  try {
    const outcome = await session.runOnce((batch, txn) => {
      if (!failedOnce && batch.records.length > 0) {
        failedOnce = true;
        throw new Error('simulated processing failure (the batch is aborted and read again)');
      }
      for (const record of batch.records) {
        const order = JSON.parse(Buffer.from(record.value ?? []).toString()) as { run: string; order: number; quantity: number; price: number };
        if (order.run !== runId) continue; // an earlier run's input on a shared cluster
        void txn.send({ topic: OUTPUT, key: record.key, value: `order-${order.order}: total=${order.quantity * order.price}` });
      }
    });
    if (outcome.status === 'committed') {
      processed += outcome.records;
      console.log(`committed ${outcome.records} records (${processed}/${ORDERS})`);
    } else if (outcome.status === 'aborted') {
      console.log(`aborted a batch of ${outcome.records} (${outcome.reason}); rewound to the committed offsets`);
    }
  } catch (error) {
    console.log(`batch failed: ${(error as Error).message}`);
  }
}
await session.close();
await consumer.close();
await producer.close();

// 3. The check: a fresh read_committed consumer in another group reads the output from the start.
const checker = new Consumer({ ...connection, groupId: `etl-check-${runId}`, groupInstanceId: 'etl-checker', autoOffsetReset: 'earliest' });
checker.subscribe([OUTPUT]);
const seen = new Map<string, number>();
while (seen.size < ORDERS) {
  const batch = await checker.poll({ timeoutMs: 5_000 });
  if (batch.records.length === 0) break;
  for (const record of batch.records) {
    const line = Buffer.from(record.value ?? []).toString();
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
}
// Nothing more may follow (a duplicate would come after the ORDERS distinct lines).
for (let extra = await checker.poll({ timeoutMs: 500 }); extra.records.length > 0; extra = await checker.poll({ timeoutMs: 500 })) {
  for (const record of extra.records) {
    const line = Buffer.from(record.value ?? []).toString();
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
}
await checker.close();
// A static member does not leave the group on close (a restart within the session takes it back); the embedded
// cluster holds it until then, so close the cluster too.
cluster?.close();

const duplicates = [...seen.values()].filter((count) => count > 1).length;
const expected = Array.from({ length: ORDERS }, (_, n) => `order-${n}: total=${(1 + (n % 5)) * (10 + (n % 7))}`);
const missing = expected.filter((line) => !seen.has(line)).length;
console.log(`output: ${seen.size} distinct lines, ${missing} missing, ${duplicates} duplicated`);
if (missing > 0 || duplicates > 0 || seen.size !== ORDERS) {
  console.error('exactly-once violated');
  process.exitCode = 1;
} else {
  console.log('exactly once: every order appears once in etl-output');
}
