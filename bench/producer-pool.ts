/**
 * b1-style transactional batches through a `ProducerPool` of N members: `--transactions` transactions of
 * `--records` records of 100 B each (no sendOffsets: the pool serves jobs without a consumer group), submitted
 * all at once so that the pool keeps every member busy, for each N of `--sizes`. Reports transactions/s and
 * records/s per N and the speed-up over N = 1, then checks the topic's read_committed end offsets: every record
 * written once (plus one marker per transaction and partition written).
 *
 * ```sh
 * npx tsx bench/producer-pool.ts                                   # the in-memory cluster's TCP face, as a child process
 * npx tsx bench/producer-pool.ts --sizes 1,2,4,8 --transactions 2000
 * npx tsx bench/producer-pool.ts --bootstrap localhost:9092        # a real cluster (creates the topic `pool-bench-<time>`)
 * ```
 * On the face a transaction's EndTxn completes at once, so the figures there bound the client's own cost; the
 * coordinator latency the pool overlaps is Kafka's (docs/producer-pool.md).
 */
import { parseArgs } from 'node:util';
import { Admin } from '../src/admin/admin.js';
import { ProducerPool } from '../src/producer-pool/producer-pool.js';
import { startBrokerChild, type BrokerChild } from '../test/crash/broker-child.js';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000' },
    records: { type: 'string', default: '100' },
    sizes: { type: 'string', default: '1,2,4' },
    partitions: { type: 'string', default: '6' },
    bootstrap: { type: 'string' },
  },
});
const transactions = Number(values.transactions);
const recordsPerTransaction = Number(values.records);
const sizes = values.sizes.split(',').map(Number);
const partitions = Number(values.partitions);
const value = Buffer.alloc(100, 0x61);

async function runOne(bootstrapServers: string, topic: string, size: number): Promise<{ readonly seconds: number }> {
  const pool = new ProducerPool({ transactionalIdPrefix: `${topic}-p${size}`, size, producer: { bootstrapServers: bootstrapServers.split(',') } });
  await pool.connect();
  const started = process.hrtime.bigint();
  let next = 0;
  await Promise.all(Array.from({ length: transactions }, () => pool.transaction((txn) => {
    const first = next;
    next += recordsPerTransaction;
    return txn.send(Array.from({ length: recordsPerTransaction }, (_, i) => ({ topic, partition: (first + i) % partitions, value })));
  }, { timeoutMs: 600_000 })));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await pool.close();
  return { seconds };
}

async function main(): Promise<void> {
  let broker: BrokerChild | undefined;
  const topic = `pool-bench-${Date.now().toString(36)}`;
  let bootstrapServers = values.bootstrap;
  if (bootstrapServers === undefined) {
    broker = await startBrokerChild(['--brokers', '3', '--transaction-version', '2', '--topic', `${topic}:${partitions}`]);
    bootstrapServers = broker.bootstrapServers;
  }
  const admin = new Admin({ bootstrapServers: bootstrapServers.split(',') });
  try {
    if (values.bootstrap !== undefined) await admin.createTopics([{ name: topic, partitions }]);
    const lines: string[] = [];
    // Speed-ups are per member count, relative to the first size run (N=1 unless --sizes starts elsewhere).
    let baseline: { readonly size: number; readonly txnPerSecond: number } | undefined;
    for (const size of sizes) {
      const { seconds } = await runOne(bootstrapServers, topic, size);
      const txnPerSecond = transactions / seconds;
      baseline ??= { size, txnPerSecond };
      lines.push(`N=${size}: ${txnPerSecond.toFixed(0)} txn/s, ${(txnPerSecond * recordsPerTransaction).toFixed(0)} records/s, ${(txnPerSecond / baseline.txnPerSecond).toFixed(2)}x N=${baseline.size}`);
      process.stderr.write(`${lines.at(-1) ?? ''}\n`);
    }
    const ends = await admin.listOffsets(Array.from({ length: partitions }, (_, partition) => ({ topic, partition, spec: 'latest' as const })), { isolationLevel: 'read_committed' });
    const written = ends.reduce((sum, each) => sum + each.offset, 0n);
    const expectedRecords = BigInt(sizes.length * transactions * recordsPerTransaction);
    // One COMMIT marker per transaction and partition it wrote to.
    const markers = BigInt(sizes.length * transactions * Math.min(partitions, recordsPerTransaction));
    process.stdout.write(`${lines.join('\n')}\ncheck: ${written} offsets read_committed = ${expectedRecords} records + ${markers} markers: ${written === expectedRecords + markers ? 'ok' : 'MISMATCH'}\n`);
  } finally {
    await admin.close();
    await broker?.stop();
  }
}

await main();
