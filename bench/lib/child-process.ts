/**
 * Starts one client child (a Node process running a bench/clients/*.ts file through tsx, or kcat under
 * bash for its CPU time) and collects its {@link ChildResult}. Every child is killed if it outlives its
 * bound, and the promise settles only after the process has exited, so the runner never leaves one behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { RESULT_PREFIX, type ChildResult, type ChildSpec } from './bench-spec.js';

/**
 * How to start a child: the executable and its arguments, with the spec in `BENCH_SPEC`.
 * @internal
 */
export interface ChildCommand {
  readonly command: string;
  readonly args: readonly string[];
  /** Parses the child's stdout/stderr into a result when it does not print a `BENCH_RESULT` line (kcat). */
  readonly parse?: (stdout: string, stderr: string, code: number | null) => ChildResult;
}

const running = new Set<ChildProcess>();

/**
 * Kills every child still running (SIGKILL): the runner calls it when it is interrupted.
 * @internal
 */
export function killRunningChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Extra time after the spec's own bound before the runner kills the child. */
const KILL_MARGIN_MS = 15_000;

function failure(error: string): ChildResult {
  return { ok: false, error, recordsTimed: 0, recordsProduced: 0, valueBytesTimed: 0, transactions: 0, elapsedMs: 0, cpuMs: 0, peakRssKb: 0 };
}

/**
 * Runs `command` with `spec` and resolves with its result; never rejects (a crash is a failed result).
 * @internal
 */
export function runChildProcess(command: ChildCommand, spec: ChildSpec): Promise<ChildResult> {
  return new Promise((resolve) => {
    const child = spawn(command.command, command.args, {
      env: { ...process.env, BENCH_SPEC: JSON.stringify(spec) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Keep the tail only: a noisy client must not grow the runner's memory.
      stderr = (stderr + chunk).slice(-20_000);
    });
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, spec.timeoutMs + KILL_MARGIN_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(failure(`could not start ${command.command}: ${error.message}`));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (killed) {
        resolve(failure(`killed after ${spec.timeoutMs + KILL_MARGIN_MS} ms`));
        return;
      }
      if (command.parse !== undefined) {
        resolve(command.parse(stdout, stderr, code));
        return;
      }
      const line = stdout.split('\n').reverse().find((each) => each.startsWith(RESULT_PREFIX));
      if (line === undefined) {
        resolve(failure(`exited ${code} without a result: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
        return;
      }
      resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as ChildResult);
    });
  });
}
