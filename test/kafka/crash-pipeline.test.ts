/**
 * The crash tests on real Apache Kafka (the in-memory version is test/crash/crash-tcp-face.test.ts):
 * three pipeline workers as child processes in one group (kafka-eos's Consumer, and KafkaJS through KafkaJsSource),
 * SIGKILLed, SIGSTOPped past their session timeout and back, and replaced by new transactional ids while their
 * predecessors are zombies, on a seeded schedule (test/crash/crash-run.ts). Kafka's own Java consumer (Verify.java)
 * then reads the output and the group's offsets (Admin, requireStable) and must find output = f(input), every input
 * exactly once, and the offsets at the end of input. CRASH_SEED=<n> replays a schedule (docs/testing.md).
 * A negative control runs the same schedule with workers that send the output outside the transaction
 * (test/crash/violations.ts): the Java reader and the same check must report duplicates.
 */
import { expect, it } from 'vitest';
import { runCrashTest, type CrashRunOptions } from '../crash/crash-run.js';
import { crashSeed } from '../crash/crash-seed.js';
import { expectDuplicatesOnly } from '../crash/negative-control.js';
import { checkExactlyOnce, type IndependentRead, type ReadRecord, type Verdict } from '../crash/exactly-once-check.js';
import { IndependentReader, type PartitionRead } from './independent-reader.js';
import { createTopics, uniqueName } from './kafka-admin.js';
import { describeRealKafka } from './real-kafka-env.js';

const PARTITIONS = 6;
const RECORDS = 2_000;

/**
 * Reads with the Java consumer once no transaction is open on the output (read_committed end = read_uncommitted
 * end: a transaction a retired worker left open has been aborted by its timeout).
 */
async function readWithJava(reader: IndependentReader, group: string, input: string, output: string): Promise<IndependentRead & { readonly stable: boolean }> {
  const partitions = [...Array(PARTITIONS).keys()];
  for (let attempt = 1; ; attempt++) {
    const answers = reader.query([
      ...partitions.map((partition) => ({ kind: 'read_committed' as const, topic: output, partition })),
      ...partitions.map((partition) => ({ kind: 'read_uncommitted' as const, topic: output, partition })),
      ...partitions.map((partition) => ({ kind: 'read_committed' as const, topic: input, partition })),
      ...partitions.map((partition) => ({ kind: 'offset' as const, group, topic: input, partition })),
    ]);
    const reads = (from: number): PartitionRead[] => answers.slice(from * PARTITIONS, (from + 1) * PARTITIONS) as PartitionRead[];
    const stable = reads(0).every((read, partition) => read.endOffset === reads(1)[partition]?.endOffset);
    if (stable || attempt === 10) {
      const records = (list: PartitionRead[]): ReadRecord[] => list.flatMap((read, partition) => read.records.map((record) => ({ partition, offset: record.offset, value: record.value ?? '' })));
      const offsets = answers.slice(3 * PARTITIONS) as number[];
      return { stable, output: records(reads(0)), input: records(reads(2)), committed: new Map(offsets.map((offset, partition) => [partition, offset])) };
    }
    await new Promise((resolve) => { setTimeout(resolve, 2_000); });
  }
}

describeRealKafka('crash tests: SIGKILL/SIGSTOP of pipeline workers, checked by the Java consumer', (env) => {
  async function crashAndCheck(name: string, options: Pick<CrashRunOptions, 'client' | 'seed' | 'violation'>): Promise<Verdict> {
    const input = uniqueName(`${name}-input`);
    const output = uniqueName(`${name}-output`);
    await createTopics(env.bootstrapServers, [{ name: input, partitions: PARTITIONS }, { name: output, partitions: PARTITIONS }]);
    const run = {
      ...options, bootstrapServers: env.bootstrapServers, input, output, group: uniqueName(`${name}-group`),
      transactionalIdPrefix: uniqueName(`${name}-tx`), partitions: PARTITIONS, records: RECORDS, workers: 3, maxWorkers: 4, faults: 8,
      // Kafka's group.min.session.timeout.ms is 6 s.
      sessionTimeoutMs: 6_000, transactionTimeoutMs: 10_000, drainTimeoutMs: 90_000,
      log: (line: string) => { process.stderr.write(`crash ${name}: ${line}\n`); },
    };
    const result = await runCrashTest(run);
    process.stderr.write(`crash ${name}: seed ${result.seed}, ${(result.elapsedMs / 1000).toFixed(1)} s, workers ${JSON.stringify(result.workers)}\n`);
    expect(result.drained, `input not consumed (seed ${result.seed}, logs ${result.logFile})`).toBe(true);
    const read = await readWithJava(new IndependentReader(env.bootstrapServers), run.group, input, output);
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
  }, 300_000);

  // Once per CI run (the transaction.version 2 step): KafkaJS's own group protocol is the same under both versions.
  it.runIf(env.transactionVersion === 2)('KafkaJS consumer + KafkaJsSource + TransactionalSession workers', async () => {
    await crashAndCheck('kjs', { client: 'kafkajs', seed: crashSeed(14_52) });
  }, 300_000);

  // The negative control (once per CI run): the same schedule as the kafka-eos test, the output outside the
  // transaction; the Java reader must find duplicates (and nothing else: the offsets still reach the end).
  it.runIf(env.transactionVersion === 2)('negative control: workers sending the output outside the transaction are caught', async () => {
    expectDuplicatesOnly(await crashAndCheck('neg-out', { client: 'kafka-eos', seed: crashSeed(14_5), violation: 'output-outside-transaction' }), RECORDS);
  }, 300_000);
});
