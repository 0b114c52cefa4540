/**
 * Starting the producer pool crash job (pool-job.ts) as a child process and SIGKILLing it after a number of
 * committed transactions: shared by the crash test on the in-memory cluster's TCP face (crash-pool.test.ts) and the
 * one on real Kafka (test/kafka/producer-pool.test.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { PoolJobConfig, PoolJobEvent } from './pool-job.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How a job run ended. @internal */
export interface JobExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
  readonly events: readonly PoolJobEvent[];
}

/**
 * Runs the job once; with `killAfter`, SIGKILLs it when it reports that many committed transactions.
 * @internal
 */
export function runPoolJob(config: PoolJobConfig, killAfter?: number): Promise<JobExit> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/crash/pool-job.ts', JSON.stringify(config)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr = (stderr + chunk).slice(-4_000); });
  const events: PoolJobEvent[] = [];
  let committed = 0;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const event = JSON.parse(line) as PoolJobEvent;
    events.push(event);
    if (event.event === 'committed' && ++committed === killAfter) child.kill('SIGKILL');
  });
  return new Promise((resolve) => { child.once('close', (code, signal) => { resolve({ code, signal, stderr, events }); }); });
}

/**
 * Runs the job `kills` times, each SIGKILLed after 2 to 21 committed transactions (drawn from `random`), then once to
 * its end; returns the last run's exit. Throws when a killed run ended on its own first.
 * @internal
 */
export async function crashAndFinishPoolJob(config: PoolJobConfig, kills: number, random: () => number, log: (line: string) => void): Promise<JobExit> {
  for (let kill = 0; kill < kills; kill++) {
    const after = 2 + Math.floor(random() * 20);
    const exit = await runPoolJob(config, after);
    log(`run ${kill}: ${JSON.stringify(exit.events.find((event) => event.event === 'resumed'))}, SIGKILL after ${after} commits (${String(exit.signal)})`);
    if (exit.signal !== 'SIGKILL') throw new Error(`the job ended before its kill (code ${String(exit.code)}): ${exit.stderr}`);
  }
  const last = await runPoolJob(config);
  log(`last run: ${JSON.stringify(last.events.find((event) => event.event === 'resumed'))}, exit ${String(last.code)}`);
  return last;
}

/**
 * The logical records `item-0 .. item-(items-1)` that are missing from `values`, and those present more than once.
 * @internal
 */
export function exactlyOnceProblems(values: readonly (string | null)[], items: number): { readonly duplicates: string[]; readonly missing: string[] } {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value ?? '', (counts.get(value ?? '') ?? 0) + 1);
  return {
    duplicates: [...counts].filter(([, count]) => count > 1).map(([value]) => value),
    missing: Array.from({ length: items }, (_, item) => `item-${item}`).filter((value) => !counts.has(value)),
  };
}
