/**
 * The dead-letter crash test on the in-memory cluster's TCP face: `kafka-eos-broker` runs as a child process, three
 * pipeline workers run as child processes with the session's `onRecordError: deadLetter` policy and a handler that
 * fails on every 37th input record (dead-letter-handler.ts), and the driver SIGKILLs and SIGSTOPs them at random
 * (crash-run.ts). librdkafka then reads the output and the dead-letter topic read_committed: every input record must
 * be in exactly one of them (f(record) in the output, or the record itself in the dead-letter topic, poison records
 * there and only there), and the group's offsets at the end of input. The seed is printed; CRASH_SEED=<n> replays it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithTool } from '../interop/third-party-tool.js';
import { startBrokerChild, type BrokerChild } from './broker-child.js';
import { runCrashTest } from './crash-run.js';
import { crashSeed } from './crash-seed.js';
import { checkExactlyOnce } from './exactly-once-check.js';
import { findLibrdkafkaPython, readWithLibrdkafka } from './librdkafka-reader.js';
import { inputValue, isPoison, transform } from './pipeline.js';

const PARTITIONS = 4;
const RECORDS = 1_500;
const POISON_EVERY = 37;
const { python, tool } = findLibrdkafkaPython();

describeWithTool('dead-letter crash test on the TCP face: SIGKILL/SIGSTOP of workers dead-lettering poison records, checked by librdkafka', tool, () => {
  let broker: BrokerChild;

  beforeAll(async () => {
    broker = await startBrokerChild(['--brokers', '3', '--transaction-version', '2', '--no-auto-create',
      ...['input', 'output', 'dead'].flatMap((name) => ['--topic', `dlq-${name}:${PARTITIONS}`])]);
  });

  afterAll(async () => {
    await broker.stop();
  });

  it('every input record is in the output or in the dead-letter topic, exactly once', async () => {
    const run = {
      client: 'kafka-eos' as const, seed: crashSeed(28_4), bootstrapServers: broker.bootstrapServers, input: 'dlq-input', output: 'dlq-output',
      group: 'dlq-group', transactionalIdPrefix: 'dlq-tx', partitions: PARTITIONS, records: RECORDS, workers: 3, maxWorkers: 4, faults: 8,
      sessionTimeoutMs: 3_000, transactionTimeoutMs: 8_000, drainTimeoutMs: 60_000, deadLetter: { topic: 'dlq-dead', poisonEvery: POISON_EVERY },
      log: (line: string) => { process.stderr.write(`crash dlq: ${line}\n`); },
    };
    const result = await runCrashTest(run);
    process.stderr.write(`crash dlq: seed ${result.seed}, ${(result.elapsedMs / 1000).toFixed(1)} s, workers ${JSON.stringify(result.workers)}\n`);
    expect(result.drained, `input not consumed (seed ${result.seed}, logs ${result.logFile})`).toBe(true);
    const read = await readWithLibrdkafka(python, { bootstrapServers: broker.bootstrapServers, group: run.group, input: run.input, output: run.output, partitions: PARTITIONS });
    const dead = await readWithLibrdkafka(python, { bootstrapServers: broker.bootstrapServers, group: 'dlq-reader', input: run.input, output: 'dlq-dead', partitions: PARTITIONS });
    expect(read.stable && dead.stable, 'a transaction stayed open on the output or the dead-letter topic').toBe(true);
    // The dead-letter topic holds exactly the poison records, once each.
    const poison = Array.from({ length: RECORDS }, (_, n) => inputValue(n)).filter((value) => isPoison(value, POISON_EVERY));
    expect(dead.output.map((record) => record.value).sort()).toEqual([...poison].sort());
    // A dead-lettered record counts as its f in the output: any record both there and in the output is a duplicate.
    const byValue = new Map(read.input.map((record) => [record.value, record]));
    const asOutput = dead.output.map((record) => {
      const source = byValue.get(record.value);
      return { partition: source?.partition ?? -1, offset: -1, value: source === undefined ? `unknown ${record.value}` : transform(source.value, source.partition, source.offset) };
    });
    const verdict = checkExactlyOnce({ ...read, output: [...read.output, ...asOutput] }, RECORDS, result.inputEnd);
    process.stderr.write(`crash dlq: ${read.output.length} output, ${dead.output.length} dead letters, ${verdict.violations.length} violation lines (first: ${verdict.violations[0] ?? 'none'})\n`);
    expect(verdict.violations, `seed ${result.seed}, logs ${result.logFile}`).toEqual([]);
    expect(read.output.length).toBe(RECORDS - poison.length);
  }, 180_000);
});
