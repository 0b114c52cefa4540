/**
 * Poison records, dead-lettered exactly once: the transactional session reads `dlq-input` (orders as JSON), writes
 * one line per order to `dlq-output`, and a few orders are malformed. The handler names the record it fails on
 * (`RecordProcessingError`); with `onRecordError: { mode: 'deadLetter', ... }` the session runs the batch again up
 * to `maxAttempts` times, then commits it without that record, which goes to `dlq-dead-letters` with headers
 * saying where it came from and why, in the transaction that commits its offset. A read_committed check at the end
 * finds every order once: in the output, or in the dead-letter topic.
 *
 *   npm run example:dlq                               # on the embedded in-memory cluster, no broker needed
 *   KAFKA_BOOTSTRAP=host:9092 npm run example:dlq     # on any cluster (topics dlq-input, dlq-output and
 *                                                     # dlq-dead-letters, or auto-creation)
 */
import { Consumer, DeadLetterHeaders, Producer, RecordProcessingError, TransactionalSession, type NetworkClient } from 'kafka-eos';
import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

const INPUT = 'dlq-input';
const OUTPUT = 'dlq-output';
const DEAD_LETTERS = 'dlq-dead-letters';
const ORDERS = 100;
const isMalformed = (n: number): boolean => n % 23 === 7; // orders 7, 30, 53, 76 and 99
const runId = Date.now().toString(36);
const bootstrap = process.env.KAFKA_BOOTSTRAP;

let connection: { readonly network: NetworkClient } | { readonly bootstrapServers: readonly string[] };
let cluster: InMemoryCluster | undefined;
if (bootstrap === undefined) {
  cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: INPUT, partitions: 3 }, { name: OUTPUT, partitions: 3 }, { name: DEAD_LETTERS, partitions: 1 }] });
  connection = { network: new InProcessNetworkClient(cluster) };
} else {
  connection = { bootstrapServers: bootstrap.split(',') };
}

// 1. The input: ORDERS orders, a few of them not JSON.
const loader = new Producer({ ...connection, clientId: 'dlq-loader' });
await loader.send(Array.from({ length: ORDERS }, (_, n) => ({
  topic: INPUT, key: `order-${n}`, value: isMalformed(n) ? `order ${n} {not json` : JSON.stringify({ run: runId, order: n, quantity: 1 + (n % 5) }),
})));
await loader.close();

// 2. The pipeline, with the dead-letter policy.
const consumer = new Consumer({ ...connection, groupId: `dlq-${runId}`, autoOffsetReset: 'earliest', clientId: 'dlq-worker' });
consumer.subscribe([INPUT]);
const producer = new Producer({ ...connection, transactionalId: `dlq-worker-${runId}`, clientId: 'dlq-worker' });
const session = new TransactionalSession({
  producer, source: consumer, maxRecords: 25,
  onRecordError: { mode: 'deadLetter', topic: DEAD_LETTERS, maxAttempts: 2, retryBackoffMs: 50 },
});

let consumed = 0;
while (consumed < ORDERS) {
  const outcome = await session.runOnce(async (batch, txn) => {
    for (const record of batch.records) {
      let order: { run: string; order: number; quantity: number };
      try {
        order = JSON.parse(Buffer.from(record.value ?? []).toString()) as typeof order;
      } catch (error) {
        // Name the record: the session isolates exactly this one once its attempts are used up.
        throw new RecordProcessingError(record, { cause: error });
      }
      if (order.run !== runId) continue; // an earlier run's input on a shared cluster
      await txn.send({ topic: OUTPUT, key: record.key, value: `order-${order.order}: quantity=${order.quantity}` });
    }
  });
  if (outcome.status === 'committed') consumed += outcome.records;
  if (outcome.status === 'aborted') console.log(`aborted a batch of ${outcome.records} (${outcome.reason}): ${(outcome.error as Error | undefined)?.message ?? ''}`);
}
console.log('session metrics:', session.metrics());
await session.close();
await consumer.close();
await producer.close();

// 3. The check: a read_committed consumer in another group reads the output and the dead letters.
const checker = new Consumer({ ...connection, groupId: `dlq-check-${runId}`, autoOffsetReset: 'earliest' });
checker.subscribe([OUTPUT, DEAD_LETTERS]);
const seen = new Map<string, number>();
const count = (name: string): void => { seen.set(name, (seen.get(name) ?? 0) + 1); };
// Until every order was seen, then one more quiet poll (a duplicate would come after the distinct ones).
for (let polls = 0, idle = 0; polls < 60 && (seen.size < ORDERS || idle < 1); polls++) {
  const batch = await checker.poll({ timeoutMs: 1_000 });
  idle = batch.records.length === 0 ? idle + 1 : 0;
  for (const record of batch.records) {
    if (record.topic === OUTPUT) {
      count(Buffer.from(record.value ?? []).toString().split(':')[0] ?? '');
      continue;
    }
    const header = (key: string): string => Buffer.from(record.headers.find((each) => each.key === key)?.value ?? []).toString();
    if (!Buffer.from(record.value ?? []).toString().endsWith('{not json')) continue;
    console.log(`dead letter: ${Buffer.from(record.key ?? []).toString()} from ${header(DeadLetterHeaders.topic)}-${header(DeadLetterHeaders.partition)}@${header(DeadLetterHeaders.offset)}, `
      + `${header(DeadLetterHeaders.errorClass)} after ${header(DeadLetterHeaders.attempts)} attempts: ${header(DeadLetterHeaders.errorMessage)}`);
    count(Buffer.from(record.key ?? []).toString());
  }
}
await checker.close();
cluster?.close();

const expected = Array.from({ length: ORDERS }, (_, n) => `order-${n}`);
const missing = expected.filter((name) => !seen.has(name)).length;
const duplicates = [...seen.values()].filter((each) => each > 1).length;
console.log(`${seen.size} orders seen, ${missing} missing, ${duplicates} duplicated`);
if (missing > 0 || duplicates > 0) {
  console.error('exactly-once violated');
  process.exitCode = 1;
} else {
  console.log('exactly once: every order is in dlq-output or, malformed, in dlq-dead-letters');
}
