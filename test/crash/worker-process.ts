/**
 * The driver's handle on one worker identity of the crash tests: the child process running pipeline-worker.ts,
 * its events, and the signals the driver sends it. A restart spawns a new process with the same transactional id
 * (the new producer's InitProducerId fences the old epoch and aborts its open transaction).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { WorkerConfig, WorkerEvent } from './pipeline.js';

const WORKER = fileURLToPath(new URL('./pipeline-worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What happened to one identity over the run. @internal */
export interface WorkerTally {
  committedBatches: number;
  committedRecords: number;
  aborted: Record<string, number>;
  failures: string[];
  /** Exits the driver did not cause (code, or signal), each with the last stderr lines. */
  unexpectedExits: string[];
  starts: number;
}

/** @internal */
export class WorkerProcess {
  readonly tally: WorkerTally = { committedBatches: 0, committedRecords: 0, aborted: {}, failures: [], unexpectedExits: [], starts: 0 };
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private expectingExit = false;
  private stderrTail: string[] = [];
  /** True between SIGSTOP and SIGCONT. */
  stopped = false;
  /** True while a fault action works on this identity. */
  busy = false;
  /** True once retired (killed for good). */
  retired = false;
  /** True once the current process reported that its session runs. */
  ready = false;

  constructor(readonly name: string, private readonly config: WorkerConfig, private readonly logFile: string, private readonly onUnexpectedExit: (worker: WorkerProcess) => void) {}

  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    if (this.alive) throw new Error(`${this.name} is already running`);
    this.tally.starts++;
    this.expectingExit = false;
    this.stopped = false;
    this.ready = false;
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(this.config)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const start = this.tally.starts;
    createInterface({ input: child.stdout }).on('line', (line) => { this.onEvent(line); });
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.stderrTail = [...this.stderrTail.slice(-19), line];
      appendFileSync(this.logFile, `${new Date().toISOString()} ${this.name}#${start} ${line}\n`);
    });
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        appendFileSync(this.logFile, `${new Date().toISOString()} ${this.name}#${start} exit code=${String(code)} signal=${String(signal)}\n`);
        if (!this.expectingExit) {
          this.tally.unexpectedExits.push(`start ${start}: exit ${code ?? signal ?? '?'}; stderr: ${this.stderrTail.slice(-5).join(' | ')}`);
          this.onUnexpectedExit(this);
        }
        resolve();
      });
    });
  }

  /** SIGKILL (a crash: no cleanup, the open transaction stays open until fenced or timed out). */
  async kill(): Promise<void> {
    if (!this.alive) return;
    this.expectingExit = true;
    this.child?.kill('SIGKILL');
    this.stopped = false;
    await this.exited;
  }

  /** SIGSTOP: the process freezes (no heartbeats), a zombie once its session times out. */
  pause(): void {
    if (!this.alive || this.stopped) return;
    this.child?.kill('SIGSTOP');
    this.stopped = true;
  }

  /** SIGCONT: the zombie wakes up and carries on with whatever transaction it had open. */
  resume(): void {
    if (!this.alive || !this.stopped) return;
    this.child?.kill('SIGCONT');
    this.stopped = false;
  }

  /** SIGTERM (after SIGCONT): a graceful close; SIGKILL if it does not exit within `timeoutMs`. */
  async terminate(timeoutMs: number): Promise<boolean> {
    if (!this.alive) return true;
    this.expectingExit = true;
    this.resume();
    this.child?.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const graceful = await Promise.race([this.exited.then(() => true), new Promise<boolean>((resolve) => { timer = setTimeout(() => { resolve(false); }, timeoutMs); })]);
    clearTimeout(timer);
    if (!graceful) await this.kill();
    return graceful;
  }

  private onEvent(line: string): void {
    let event: WorkerEvent;
    try {
      event = JSON.parse(line) as WorkerEvent;
    } catch {
      return;
    }
    switch (event.event) {
      case 'committed':
        this.tally.committedBatches++;
        this.tally.committedRecords += event.records;
        break;
      case 'aborted':
        this.tally.aborted[event.reason] = (this.tally.aborted[event.reason] ?? 0) + 1;
        break;
      case 'failed':
        this.tally.failures.push(event.error);
        break;
      case 'running':
        this.ready = true;
        break;
      case 'closed':
        break;
    }
  }
}
