/**
 * `npm run simulate -- --seeds N [--start K] [--seed S] [--scale small|full] [--summary FILE] [--print-all] [--fail-fast]`
 *
 * Runs histories `K .. K+N-1` (default K = 1), or the single history of `--seed S` (printed in full), and
 * reports histories tried, faults injected by kind, transaction outcomes, violations and the time taken.
 * A failing seed prints its replay command and its history. Exit code 1 when any violation was found.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { formatHistory } from './history.js';
import { runHistory, type HistoryResult } from './simulation.js';

interface CliOptions {
  seeds: number;
  start: number;
  single: number | undefined;
  scale: 'small' | 'full';
  summary: string | undefined;
  printAll: boolean;
  failFast: boolean;
}

function parseArguments(argv: readonly string[]): CliOptions {
  const options: CliOptions = { seeds: 100, start: 1, single: undefined, scale: 'full', summary: undefined, printAll: false, failFast: false };
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
      case '--summary': options.summary = value(); break;
      case '--print-all': options.printAll = true; break;
      case '--fail-fast': options.failFast = true; break;
      case undefined:
      default: throw new Error(`unknown option ${flag ?? ''}; usage: --seeds N [--start K] [--seed S] [--scale small|full] [--summary FILE] [--print-all] [--fail-fast]`);
    }
  }
  return options;
}

function integer(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new Error(`${flag} must be an integer in [0, 2^32), got ${text}`);
  return value;
}

/** The one-line command that replays `seed` with the same options. */
function replayCommand(seed: number, options: CliOptions): string {
  return `npm run simulate -- --seed ${seed}${options.scale === 'full' ? '' : ` --scale ${options.scale}`}`;
}

function printFailure(result: HistoryResult, options: CliOptions): void {
  console.log(`\nseed ${result.seed}: ${result.violations.length} violation(s). Replay: ${replayCommand(result.seed, options)}`);
  for (const violation of result.violations) console.log(`  invariant ${violation.invariant}: ${violation.message}`);
  console.log(formatHistory(result.events));
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const seeds = options.single === undefined ? Array.from({ length: options.seeds }, (_, index) => options.start + index) : [options.single];
  const faults = new Map<string, number>();
  const outcomes = new Map<string, number>();
  const failing: number[] = [];
  const byInvariant = new Map<string, number>();
  let violations = 0;
  let virtualMs = 0;
  const started = performance.now();
  let tried = 0;
  for (const [index, seed] of seeds.entries()) {
    tried++;
    const result = await runHistory(seed, { scale: options.scale });
    for (const [kind, count] of result.faultCounts) faults.set(kind, (faults.get(kind) ?? 0) + count);
    for (const [outcome, count] of result.transactionOutcomes) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + count);
    virtualMs += result.virtualMs;
    if (result.violations.length > 0) {
      violations += result.violations.length;
      for (const violation of result.violations) byInvariant.set(`invariant-${violation.invariant}`, (byInvariant.get(`invariant-${violation.invariant}`) ?? 0) + 1);
      failing.push(seed);
      if (failing.length <= 5 || options.single !== undefined) printFailure(result, options);
      if (options.failFast) break;
    } else if (options.single !== undefined || options.printAll) {
      console.log(`\nseed ${seed}: no violation. Replay: ${replayCommand(seed, options)}`);
      console.log(formatHistory(result.events));
    }
    if ((index + 1) % 1000 === 0) console.log(`... ${index + 1} histories, ${failing.length} failing, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = (map: Map<string, number>): string => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}=${count}`).join(' ');
  const summary = [
    `histories: ${tried} (seeds ${seeds[0] ?? '-'}..${seeds[tried - 1] ?? '-'}, scale ${options.scale})`,
    `faults injected: ${[...faults.values()].reduce((a, b) => a + b, 0)} (${sorted(faults)})`,
    `transactions: ${sorted(outcomes)}`,
    `violations: ${violations} in ${failing.length} histories${violations > 0 ? ` (${sorted(byInvariant)})` : ''}`,
    ...(failing.length > 0 ? [`failing seeds: ${failing.join(', ')}`] : []),
    `time: ${seconds.toFixed(1)} s wall (${(tried / seconds).toFixed(1)} histories/s), ${(virtualMs / 3_600_000).toFixed(1)} h virtual`,
  ].join('\n');
  console.log(`\n${summary}`);
  if (options.summary !== undefined) writeFileSync(options.summary, `${summary}\n`);
  process.exitCode = failing.length > 0 ? 1 : 0;
}

await main();
