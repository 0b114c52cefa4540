/**
 * The producer pool's crash test on the in-memory cluster's TCP face: `kafka-eos-broker` runs as a child process,
 * the pool job (pool-job.ts, 4 members) runs as another and is SIGKILLed after a random number of committed
 * transactions, three times, then runs to the end. Each run fences the previous run's members, resumes from its
 * committed output and writes the rest. librdkafka then reads the output read_committed and must find every logical
 * record exactly once. The seed is printed; CRASH_SEED=<n> replays it (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../../src/internal/backoff.js';
import { describeWithTool } from '../interop/third-party-tool.js';
import { startBrokerChild, type BrokerChild } from './broker-child.js';
import { crashSeed } from './crash-seed.js';
import { findLibrdkafkaPython, readWithLibrdkafka } from './librdkafka-reader.js';
import type { PoolJobConfig, PoolJobEvent } from './pool-job.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PARTITIONS = 4;
const ITEMS = 2_000;
const KILLS = 3;
const { python, tool } = findLibrdkafkaPython();

interface JobRun {
  readonly events: PoolJobEvent[];
  readonly exit: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly stderr: string }>;
  kill(): void;
}

/** Starts the job; `onEvent` sees each event as it is printed. */
function startJob(config: PoolJobConfig, onEvent: (event: PoolJobEvent, run: JobRun) => void): JobRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/crash/pool-job.ts', JSON.stringify(config)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr = (stderr + chunk).slice(-4_000); });
  const run: JobRun = {
    events: [],
    exit: new Promise((resolve) => { child.once('exit', (code, signal) => { resolve({ code, signal, stderr }); }); }),
    kill() { child.kill('SIGKILL'); },
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    const event = JSON.parse(line) as PoolJobEvent;
    run.events.push(event);
    onEvent(event, run);
  });
  return run;
}

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
    const random = seededRandom(seed);
    const config: PoolJobConfig = {
      bootstrapServers: broker.bootstrapServers, topic: 'pool-out', partitions: PARTITIONS, prefix: 'pool-job', size: 4,
      items: ITEMS, batch: 20, transactionTimeoutMs: 60_000,
    };
    const log = (line: string): void => { process.stderr.write(`crash pool (seed ${seed}): ${line}\n`); };
    for (let kill = 0; kill < KILLS; kill++) {
      const after = 2 + Math.floor(random() * 20);
      let committed = 0;
      const run = startJob(config, (event, job) => {
        if (event.event === 'committed' && ++committed === after) job.kill();
      });
      const exit = await run.exit;
      log(`run ${kill}: ${JSON.stringify(run.events.find((event) => event.event === 'resumed'))}, killed after ${committed} commits (${String(exit.signal)})`);
      expect(exit.signal, `the job ended before its kill: ${exit.stderr}`).toBe('SIGKILL');
    }
    const last = startJob(config, () => undefined);
    const exit = await last.exit;
    expect(exit.code, exit.stderr).toBe(0);
    const resumed = last.events.find((event) => event.event === 'resumed');
    log(`last run: ${JSON.stringify(resumed)}`);
    expect(resumed).toMatchObject({ event: 'resumed' });
    expect(last.events.at(-1)).toEqual({ event: 'done' });

    const read = await readWithLibrdkafka(python, { bootstrapServers: broker.bootstrapServers, group: 'pool-crash-reader', input: 'pool-out', output: 'pool-out', partitions: PARTITIONS });
    expect(read.stable, 'a transaction stayed open on the output').toBe(true);
    const counts = new Map<string, number>();
    for (const record of read.output) counts.set(record.value, (counts.get(record.value) ?? 0) + 1);
    const duplicates = [...counts].filter(([, count]) => count > 1).map(([value]) => value);
    const missing = Array.from({ length: ITEMS }, (_, item) => `item-${item}`).filter((value) => !counts.has(value));
    log(`${read.output.length} records read by librdkafka ${read.librdkafka}, ${duplicates.length} duplicates, ${missing.length} missing`);
    expect(duplicates).toEqual([]);
    expect(missing).toEqual([]);
    expect(read.output.length).toBe(ITEMS);
  }, 180_000);
});
