/**
 * The producer pool crash test's job, run as a child process that the driver (crash-pool.test.ts) SIGKILLs mid-run
 * and starts again:
 *
 *   node --import tsx test/crash/pool-job.ts '<PoolJobConfig as JSON>'
 *
 * An ETL job not driven by a consumer group: it writes the logical records `item-0 .. item-(items-1)` to `topic`,
 * `batch` items per transaction, `size` transactions at once on a `ProducerPool`. It resumes from its own committed
 * output: `pool.connect()` first fences the previous run's members (same prefix, same size), which aborts what they
 * left open, then a read_committed read of the output up to the last stable offset says which items are done, and
 * only the others are written. Events go to stdout as JSON lines (`resumed`, `committed`, `done`).
 */
import { Admin } from '../../src/admin/admin.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { ProducerPool } from '../../src/producer-pool/producer-pool.js';

/** The job's arguments. @internal */
export interface PoolJobConfig {
  readonly bootstrapServers: string;
  readonly topic: string;
  readonly partitions: number;
  readonly prefix: string;
  readonly size: number;
  readonly items: number;
  readonly batch: number;
  readonly transactionTimeoutMs: number;
}

/** One stdout line of the job. @internal */
export type PoolJobEvent =
  | { readonly event: 'resumed'; readonly done: number }
  | { readonly event: 'committed'; readonly items: number }
  | { readonly event: 'done' };

const config = JSON.parse(process.argv[2] ?? '{}') as PoolJobConfig;
const bootstrapServers = config.bootstrapServers.split(',');
const partitions = Array.from({ length: config.partitions }, (_, partition) => ({ topic: config.topic, partition }));

function emit(event: PoolJobEvent): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

/** The items already committed: the output read read_committed up to its last stable offset, once nothing is open. */
async function committedItems(): Promise<Set<number>> {
  const admin = new Admin({ bootstrapServers });
  const ends = async (isolationLevel: 'read_committed' | 'read_uncommitted'): Promise<bigint[]> =>
    (await admin.listOffsets(partitions.map((tp) => ({ ...tp, spec: 'latest' as const })), { isolationLevel })).map((each) => each.offset);
  let stable: bigint[] = [];
  for (let attempt = 0; ; attempt++) {
    stable = await ends('read_committed');
    if (JSON.stringify(stable.map(String)) === JSON.stringify((await ends('read_uncommitted')).map(String))) break;
    if (attempt > 600) throw new Error('a transaction stayed open on the output after the members were fenced');
    await new Promise((resolve) => { setTimeout(resolve, 100); });
  }
  await admin.close();
  const consumer = new Consumer({ bootstrapServers, autoOffsetReset: 'earliest', isolationLevel: 'read_committed', fetchMaxWaitMs: 50 });
  consumer.assign(partitions);
  const done = new Set<number>();
  const reached = (): boolean => partitions.every((tp, index) => (consumer.position(tp) ?? -1n) >= (stable[index] ?? 0n));
  while (!reached()) {
    const { records } = await consumer.poll({ timeoutMs: 200 });
    for (const record of records) done.add(Number(Buffer.from(record.value ?? new Uint8Array()).toString('utf8').slice('item-'.length)));
  }
  await consumer.close();
  return done;
}

async function main(): Promise<void> {
  const pool = new ProducerPool({
    transactionalIdPrefix: config.prefix, size: config.size,
    producer: { bootstrapServers, lingerMs: 0, transactionTimeoutMs: config.transactionTimeoutMs },
  });
  await pool.connect();
  const done = await committedItems();
  emit({ event: 'resumed', done: done.size });
  const todo = Array.from({ length: config.items }, (_, item) => item).filter((item) => !done.has(item));
  const batches: number[][] = [];
  for (let at = 0; at < todo.length; at += config.batch) batches.push(todo.slice(at, at + config.batch));
  // Every batch is submitted at once: the pool runs `size` of them concurrently, the others wait their turn.
  await Promise.all(batches.map(async (items) => {
    await pool.transaction((txn) => txn.send(items.map((item) => ({ topic: config.topic, partition: item % config.partitions, value: `item-${item}` }))));
    emit({ event: 'committed', items: items.length });
  }));
  await pool.close();
  emit({ event: 'done' });
}

main().catch((error: unknown) => {
  process.stderr.write(`pool job failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(3);
});
