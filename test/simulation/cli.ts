/**
 * `npm run simulate -- --seeds N [--start K] [--seed S] [--workload producers|pipelines|all] [--scale small|full] [--summary FILE] [--print-all] [--fail-fast]`
 *
 * Runs histories `K .. K+N-1` (default K = 1), or the single history of `--seed S` (printed in full), and
 * reports histories tried, faults injected by kind, transaction outcomes, violations and the time taken.
 * `--workload` picks the producer histories (simulation.ts), the pipeline histories (pipeline-history.ts:
 * consumers and TransactionalSessions in a group), or both for every seed (default). A failing seed prints its
 * replay command and its history. Exit code 1 when any violation was found.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { formatHistory } from './history.js';
import { runPipelineHistory } from './pipeline-history.js';
import { runHistory, type HistoryResult } from './simulation.js';

type Workload = 'producers' | 'pipelines';

interface CliOptions {
  seeds: number;
  start: number;
  single: number | undefined;
  workloads: readonly Workload[];
  scale: 'small' | 'full';
  summary: string | undefined;
  printAll: boolean;
  failFast: boolean;
}

const USAGE = '--seeds N [--start K] [--seed S] [--workload producers|pipelines|all] [--scale small|full] [--summary FILE] [--print-all] [--fail-fast]';

function parseArguments(argv: readonly string[]): CliOptions {
  const options: CliOptions = { seeds: 100, start: 1, single: undefined, workloads: ['producers', 'pipelines'], scale: 'full', summary: undefined, printAll: false, failFast: false };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = (): string => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${flag ?? ''} needs a value`);
      return next;
    };
    switch (flag) {
      case '--seeds': options.seeds = integer(value(), '--seeds'); break;
      case '--start': options.start = integer(value(), '--start'); break;
      case '--seed': options.single = integer(value(), '--seed'); break;
      case '--scale': {
        const scale = value();
        if (scale !== 'small' && scale !== 'full') throw new Error('--scale is small or full');
        options.scale = scale;
        break;
      }
      case '--workload': {
        const workload = value();
        if (workload !== 'producers' && workload !== 'pipelines' && workload !== 'all') throw new Error('--workload is producers, pipelines or all');
        options.workloads = workload === 'all' ? ['producers', 'pipelines'] : [workload];
        break;
      }
      case '--summary': options.summary = value(); break;
      case '--print-all': options.printAll = true; break;
      case '--fail-fast': options.failFast = true; break;
      case undefined:
      default: throw new Error(`unknown option ${flag ?? ''}; usage: ${USAGE}`);
    }
  }
  return options;
}

function integer(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new Error(`${flag} must be an integer in [0, 2^32), got ${text}`);
  return value;
}

/** The one-line command that replays `seed` of `workload` with the same options. */
function replayCommand(seed: number, workload: Workload, options: CliOptions): string {
  return `npm run simulate -- --seed ${seed} --workload ${workload}${options.scale === 'full' ? '' : ` --scale ${options.scale}`}`;
}

function printFailure(result: HistoryResult, workload: Workload, options: CliOptions): void {
  console.log(`\n${workload} seed ${result.seed}: ${result.violations.length} violation(s). Replay: ${replayCommand(result.seed, workload, options)}`);
  for (const violation of result.violations) console.log(`  invariant ${violation.invariant}: ${violation.message}`);
  console.log(formatHistory(result.events));
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const seeds = options.single === undefined ? Array.from({ length: options.seeds }, (_, index) => options.start + index) : [options.single];
  const faults = new Map<string, number>();
  const outcomes = new Map<string, number>();
  const counters = new Map<string, number>();
  const failing: string[] = [];
  const byInvariant = new Map<string, number>();
  let violations = 0;
  let virtualMs = 0;
  const started = performance.now();
  let tried = 0;
  let lastSeed: number | undefined;
  // A history that awaits something no timer can ever settle leaves Node with nothing to run: it exits (code 13,
  // unsettled top-level await) without a word. Name the history instead, as a failure.
  let current: { seed: number; workload: Workload } | undefined;
  const onExit = (): void => {
    if (current === undefined) return;
    console.log(`\n${current.workload} seed ${current.seed}: the history never settled (awaiting with no timer pending). Replay: ${replayCommand(current.seed, current.workload, options)}`);
    process.exitCode = 1;
  };
  process.on('exit', onExit);
  run: for (const [index, seed] of seeds.entries()) {
    lastSeed = seed;
    for (const workload of options.workloads) {
      tried++;
      current = { seed, workload };
      const result = await (workload === 'producers' ? runHistory : runPipelineHistory)(seed, { scale: options.scale });
      for (const [kind, count] of result.faultCounts) faults.set(kind, (faults.get(kind) ?? 0) + count);
      for (const [outcome, count] of result.transactionOutcomes) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + count);
      for (const [kind, count] of result.counters ?? []) counters.set(kind, (counters.get(kind) ?? 0) + count);
      virtualMs += result.virtualMs;
      if (result.violations.length > 0) {
        violations += result.violations.length;
        for (const violation of result.violations) byInvariant.set(`invariant-${violation.invariant}`, (byInvariant.get(`invariant-${violation.invariant}`) ?? 0) + 1);
        failing.push(options.workloads.length > 1 ? `${seed} (${workload})` : String(seed));
        if (failing.length <= 5 || options.single !== undefined) printFailure(result, workload, options);
        if (options.failFast) break run;
      } else if (options.single !== undefined || options.printAll) {
        console.log(`\n${workload} seed ${seed}: no violation. Replay: ${replayCommand(seed, workload, options)}`);
        console.log(formatHistory(result.events));
      }
    }
    if ((index + 1) % 1000 === 0) console.log(`... ${index + 1} seeds, ${failing.length} failing histories, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  current = undefined;
  process.off('exit', onExit);
  const seconds = (performance.now() - started) / 1000;
  const sorted = (map: Map<string, number>): string => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}=${count}`).join(' ');
  const summary = [
    `histories: ${tried} (seeds ${seeds[0] ?? '-'}..${lastSeed ?? '-'}, ${options.workloads.join(' and ')}, scale ${options.scale})`,
    `faults injected: ${[...faults.values()].reduce((a, b) => a + b, 0)} (${sorted(faults)})`,
    `transactions: ${sorted(outcomes)}`,
    ...(counters.size > 0 ? [`session batches: ${sorted(counters)}`] : []),
    `violations: ${violations} in ${failing.length} histories${violations > 0 ? ` (${sorted(byInvariant)})` : ''}`,
    ...(failing.length > 0 ? [`failing seeds: ${failing.join(', ')}`] : []),
    `time: ${seconds.toFixed(1)} s wall (${(tried / seconds).toFixed(1)} histories/s), ${(virtualMs / 3_600_000).toFixed(1)} h virtual`,
  ].join('\n');
  console.log(`\n${summary}`);
  if (options.summary !== undefined) writeFileSync(options.summary, `${summary}\n`);
  process.exitCode = failing.length > 0 ? 1 : 0;
}

await main();
