/**
 * Crash tests on the in-memory cluster's TCP face: `kafka-eos-broker` runs as a child process,
 * three pipeline workers run as child processes (kafka-eos's Consumer, then KafkaJS through KafkaJsSource), and the
 * driver SIGKILLs and SIGSTOPs them at random past their session timeout (crash-run.ts). librdkafka then reads the
 * output and the group's offsets read_committed and must find output = f(input), every input exactly once, and
 * the group's offsets at the end of input. The seed is printed; CRASH_SEED=<n> replays it (docs/testing.md).
 * Negative controls run the same schedules with workers that break exactly-once on purpose (violations.ts): the
 * same reader and check must report duplicates, so the real tests' pass is not by construction.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithTool } from '../interop/third-party-tool.js';
import { startBrokerChild, type BrokerChild } from './broker-child.js';
import { runCrashTest, type CrashRunOptions } from './crash-run.js';
import { crashSeed } from './crash-seed.js';
import { checkExactlyOnce, type Verdict } from './exactly-once-check.js';
import { findLibrdkafkaPython, readWithLibrdkafka } from './librdkafka-reader.js';
import { expectDuplicatesOnly } from './negative-control.js';

const PARTITIONS = 6;
const RECORDS = 3_000;
const { python, tool } = findLibrdkafkaPython();

describeWithTool('crash tests on the TCP face: SIGKILL/SIGSTOP of pipeline workers, checked by librdkafka', tool, () => {
  let broker: BrokerChild;

  beforeAll(async () => {
    broker = await startBrokerChild(['--brokers', '3', '--transaction-version', '2', '--no-auto-create',
      ...['eos', 'kjs', 'neg-out', 'neg-off'].flatMap((name) => ['--topic', `${name}-input:${PARTITIONS}`, '--topic', `${name}-output:${PARTITIONS}`])]);
  });

  afterAll(async () => {
    await broker.stop();
  });

  async function crashAndCheck(name: string, options: Pick<CrashRunOptions, 'client' | 'seed' | 'violation'>): Promise<Verdict> {
    const run = {
      ...options, bootstrapServers: broker.bootstrapServers, input: `${name}-input`, output: `${name}-output`, group: `${name}-group`,
      transactionalIdPrefix: `${name}-tx`, partitions: PARTITIONS, records: RECORDS, workers: 3, maxWorkers: 4, faults: 10,
      sessionTimeoutMs: 3_000, transactionTimeoutMs: 8_000, drainTimeoutMs: 60_000,
      log: (line: string) => { process.stderr.write(`crash ${name}: ${line}\n`); },
    };
    const result = await runCrashTest(run);
    process.stderr.write(`crash ${name}: seed ${result.seed}, ${(result.elapsedMs / 1000).toFixed(1)} s, workers ${JSON.stringify(result.workers)}\n`);
    expect(result.drained, `input not consumed (seed ${result.seed}, logs ${result.logFile})`).toBe(true);
    const read = await readWithLibrdkafka(python, { bootstrapServers: broker.bootstrapServers, group: run.group, input: run.input, output: run.output, partitions: PARTITIONS });
    expect(read.stable, 'a transaction stayed open on the output').toBe(true);
    const verdict = checkExactlyOnce(read, RECORDS, result.inputEnd);
    process.stderr.write(`crash ${name}: ${verdict.duplicates} duplicates, ${verdict.missing} missing, ${verdict.violations.length} violation lines (first: ${verdict.violations[0] ?? 'none'})\n`);
    if (options.violation !== undefined) return verdict;
    expect(verdict.violations, `seed ${result.seed}, logs ${result.logFile}`).toEqual([]);
    expect(verdict.outputRecords).toBe(RECORDS);
    return verdict;
  }

  it('kafka-eos Consumer + TransactionalSession workers', async () => {
    await crashAndCheck('eos', { client: 'kafka-eos', seed: crashSeed(14_5) });
  }, 150_000);

  it('KafkaJS consumer + KafkaJsSource + TransactionalSession workers', async () => {
    await crashAndCheck('kjs', { client: 'kafkajs', seed: crashSeed(14_52) });
  }, 150_000);

  it('negative control: kafka-eos workers sending the output outside the transaction are caught', async () => {
    expectDuplicatesOnly(await crashAndCheck('neg-out', { client: 'kafka-eos', seed: crashSeed(14_5), violation: 'output-outside-transaction' }), RECORDS);
  }, 150_000);

  it('negative control: KafkaJS workers committing the output and the offsets in two transactions are caught', async () => {
    expectDuplicatesOnly(await crashAndCheck('neg-off', { client: 'kafkajs', seed: crashSeed(14_52), violation: 'offsets-outside-transaction' }), RECORDS);
  }, 150_000);
});
