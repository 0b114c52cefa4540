/**
 * The producer pool's crash test on the in-memory cluster's TCP face: `kafka-eos-broker` runs as a child process,
 * the pool job (pool-job.ts, 4 members) runs as another and is SIGKILLed after a random number of committed
 * transactions, three times, then runs to the end. Each run fences the previous run's members, resumes from its
 * committed output and writes the rest. librdkafka then reads the output read_committed and must find every logical
 * record exactly once. The seed is printed; CRASH_SEED=<n> replays it (docs/testing.md). The same job on real Kafka,
 * read by Kafka's Java consumer, is test/kafka/producer-pool.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../../src/internal/backoff.js';
import { describeWithTool } from '../interop/third-party-tool.js';
import { startBrokerChild, type BrokerChild } from './broker-child.js';
import { crashSeed } from './crash-seed.js';
import { findLibrdkafkaPython, readWithLibrdkafka } from './librdkafka-reader.js';
import { crashAndFinishPoolJob, exactlyOnceProblems } from './pool-job-run.js';

const PARTITIONS = 4;
const ITEMS = 2_000;
const { python, tool } = findLibrdkafkaPython();

describeWithTool('producer pool crash test on the TCP face: the job SIGKILLed and restarted, checked by librdkafka', tool, () => {
  let broker: BrokerChild;

  beforeAll(async () => {
    broker = await startBrokerChild(['--brokers', '3', '--transaction-version', '2', '--no-auto-create', '--topic', `pool-out:${PARTITIONS}`]);
  });

  afterAll(async () => {
    await broker.stop();
  });

  it('every logical record is read exactly once after SIGKILLs mid-run', async () => {
    const seed = crashSeed(27_4);
    const config = {
      bootstrapServers: broker.bootstrapServers, topic: 'pool-out', partitions: PARTITIONS, prefix: 'pool-job', size: 4,
      items: ITEMS, batch: 20, transactionTimeoutMs: 60_000,
    };
    const last = await crashAndFinishPoolJob(config, 3, seededRandom(seed), (line) => { process.stderr.write(`crash pool (seed ${seed}): ${line}\n`); });
    expect(last.code, last.stderr).toBe(0);
    expect(last.events.at(-1)).toEqual({ event: 'done' });

    const read = await readWithLibrdkafka(python, { bootstrapServers: broker.bootstrapServers, group: 'pool-crash-reader', input: 'pool-out', output: 'pool-out', partitions: PARTITIONS });
    expect(read.stable, 'a transaction stayed open on the output').toBe(true);
    const { duplicates, missing } = exactlyOnceProblems(read.output.map((record) => record.value), ITEMS);
    process.stderr.write(`crash pool: ${read.output.length} records read by librdkafka ${read.librdkafka}, ${duplicates.length} duplicates, ${missing.length} missing\n`);
    expect(duplicates).toEqual([]);
    expect(missing).toEqual([]);
    expect(read.output.length).toBe(ITEMS);
  }, 180_000);
});
