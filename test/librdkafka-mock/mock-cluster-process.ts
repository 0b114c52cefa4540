/**
 * The child process running `mock-cluster` and its line protocol: the first stdout line is the bootstrap
 * list, then every command line written to stdin gets exactly one `ok[ <value>]` or `error <text>` line
 * back. Commands are sent one at a time (the next waits for the previous answer), so answers can never
 * be matched to the wrong command. Stderr is kept in a bounded ring for diagnostics and log assertions.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { MockClusterCommandError, MockClusterProcessError } from './mock-cluster-errors.js';

/**
 * How the process ended.
 * @internal
 */
export interface MockClusterExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/**
 * Bounds, in milliseconds, on waiting for the process. Real timers are unavoidable here: the other
 * side is a real process. They are unref'd so that they never keep the test runner alive.
 * @internal
 */
export interface MockClusterTimeouts {
  /** Until the bootstrap line arrives. */
  readonly startMs: number;
  /** Until a command's answer arrives. */
  readonly commandMs: number;
  /** After stdin is closed, until the process exits by itself; then SIGTERM, then as long again before SIGKILL. */
  readonly closeMs: number;
}

/** Lines of stderr kept; older ones are dropped so a long debug run cannot grow memory without bound. */
const STDERR_LINES_KEPT = 5_000;
/** Lines of stderr quoted in error messages. */
const STDERR_TAIL_QUOTED = 20;

interface PendingCommand {
  readonly line: string;
  readonly resolve: (value: string) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

interface LogWaiter {
  readonly pattern: RegExp;
  readonly resolve: (line: string) => void;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * A running `mock-cluster` process.
 * @internal
 */
export class MockClusterProcess {
  /** Resolves once the process has exited (never rejects). */
  readonly exited: Promise<MockClusterExit>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly stderrLines: string[] = [];
  private readonly logWaiters = new Set<LogWaiter>();
  private exit: MockClusterExit | undefined;
  private firstLine: ((line: string) => void) | undefined;
  private pending: PendingCommand | undefined;
  /** The tail of the command chain: each command starts after the previous one settled. */
  private queue: Promise<unknown> = Promise.resolve();
  private closing: Promise<MockClusterExit> | undefined;

  private constructor(child: ChildProcessWithoutNullStreams, private readonly timeouts: MockClusterTimeouts) {
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        this.pending?.reject(this.processError(`mock-cluster exited (code ${code}, signal ${signal}) while \`${this.pending.line}\` was pending`));
        resolve(this.exit);
      });
    });
    // Writes after the child died raise EPIPE on stdin; the exit handler already reports that.
    child.stdin.on('error', () => undefined);
    createInterface({ input: child.stdout }).on('line', (line) => {
      this.onStdoutLine(line);
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.onStderrLine(line);
    });
  }

  /**
   * Spawns the binary and waits for its bootstrap line.
   * @internal
   */
  static async spawn(binaryPath: string, args: readonly string[], timeouts: MockClusterTimeouts): Promise<{ process: MockClusterProcess; bootstrapServers: string }> {
    const child = spawn(binaryPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const channel = new MockClusterProcess(child, timeouts);
    const spawnError = new Promise<never>((_resolve, reject) => {
      child.once('error', (error) => {
        reject(channel.processError(`cannot run ${binaryPath}`, error));
      });
    });
    const firstLine = new Promise<string>((resolve) => {
      channel.firstLine = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(channel.processError(`no bootstrap line from mock-cluster within ${timeouts.startMs} ms`));
      }, timeouts.startMs).unref();
    });
    const exitedEarly = channel.exited.then((exit) => {
      throw channel.processError(`mock-cluster exited before printing its bootstrap servers (code ${exit.code}, signal ${exit.signal})`);
    });
    try {
      const bootstrapServers = await Promise.race([firstLine, spawnError, timeout, exitedEarly]);
      return { process: channel, bootstrapServers };
    } catch (error: unknown) {
      await channel.close();
      throw error;
    } finally {
      clearTimeout(timer);
      // The losers of the race settle later; nobody awaits them any more.
      spawnError.catch(() => undefined);
      exitedEarly.catch(() => undefined);
    }
  }

  /** The operating-system process id. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Every stderr line kept so far (the last {@link STDERR_LINES_KEPT}). */
  get logs(): readonly string[] {
    return this.stderrLines;
  }

  /**
   * Sends one command line and resolves with the value after `ok` ('' when none). Rejects with
   * {@link MockClusterCommandError} on an `error` line, {@link MockClusterProcessError} on timeout or exit.
   */
  command(line: string): Promise<string> {
    const run = this.queue.then(() => this.send(line));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Resolves with the first stderr line (already kept or still to come) matching `pattern`; rejects
   * after `timeoutMs` or when the process exits first.
   */
  async waitForLog(pattern: RegExp, timeoutMs: number): Promise<string> {
    const kept = this.stderrLines.find((line) => pattern.test(line));
    if (kept !== undefined) return kept;
    let waiter: LogWaiter | undefined;
    let timer: NodeJS.Timeout | undefined;
    const found = new Promise<string>((resolve) => {
      waiter = { pattern, resolve };
      this.logWaiters.add(waiter);
    });
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(this.processError(`no mock-cluster log line matched ${pattern} within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
    const exited = this.exited.then(() => {
      throw this.processError(`mock-cluster exited before logging a line matching ${pattern}`);
    });
    try {
      return await Promise.race([found, timeout, exited]);
    } finally {
      clearTimeout(timer);
      if (waiter !== undefined) this.logWaiters.delete(waiter);
      exited.catch(() => undefined);
    }
  }

  /**
   * Stops the process and reaps it: closes stdin (the program destroys the cluster and exits 0 on EOF),
   * then SIGTERM after `closeMs`, then SIGKILL after another `closeMs`. Idempotent; never rejects.
   */
  close(): Promise<MockClusterExit> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private async stop(): Promise<MockClusterExit> {
    if (this.exit !== undefined) return this.exit;
    this.child.stdin.end();
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      const exit = await Promise.race([this.exited, delay(this.timeouts.closeMs).then(() => undefined)]);
      if (exit !== undefined) return exit;
      this.child.kill(signal);
    }
    return this.exited;
  }

  private send(line: string): Promise<string> {
    if (this.exit !== undefined || this.closing !== undefined) {
      return Promise.reject(this.processError(`mock-cluster is ${this.exit === undefined ? 'closing' : 'closed'}; cannot send \`${line}\``));
    }
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = undefined;
        reject(this.processError(`no answer to \`${line}\` within ${this.timeouts.commandMs} ms; stopping mock-cluster`));
        // A late answer would be taken for the next command's: the channel cannot be trusted any more.
        void this.close();
      }, this.timeouts.commandMs).unref();
      this.pending = {
        line,
        resolve: (value) => {
          clearTimeout(timer);
          this.pending = undefined;
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          this.pending = undefined;
          reject(error);
        },
        timer,
      };
      this.child.stdin.write(`${line}\n`);
    });
  }

  private onStdoutLine(line: string): void {
    if (this.firstLine !== undefined) {
      const resolve = this.firstLine;
      this.firstLine = undefined;
      resolve(line.trim());
      return;
    }
    const pending = this.pending;
    if (pending === undefined) {
      this.keepStderrLine(`[harness] unexpected stdout line: ${line}`);
      return;
    }
    if (line === 'ok' || line.startsWith('ok ')) {
      pending.resolve(line.slice(3));
    } else if (line.startsWith('error ')) {
      pending.reject(new MockClusterCommandError(pending.line, line.slice('error '.length)));
    } else {
      pending.reject(this.processError(`malformed answer to \`${pending.line}\`: ${JSON.stringify(line)}`));
    }
  }

  private onStderrLine(line: string): void {
    this.keepStderrLine(line);
    for (const waiter of this.logWaiters) {
      if (waiter.pattern.test(line)) {
        this.logWaiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  }

  private keepStderrLine(line: string): void {
    this.stderrLines.push(line);
    if (this.stderrLines.length > STDERR_LINES_KEPT) this.stderrLines.splice(0, this.stderrLines.length - STDERR_LINES_KEPT);
  }

  private processError(message: string, cause?: unknown): MockClusterProcessError {
    return new MockClusterProcessError(message, this.stderrLines.slice(-STDERR_TAIL_QUOTED), cause === undefined ? {} : { cause });
  }
}
