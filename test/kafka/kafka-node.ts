/**
 * One JVM of the real Kafka cluster (`kafka.Kafka <server.properties>`, as Kafka's bin/kafka-server-start.sh
 * runs it): started in its own process group (so a terminal's Ctrl-C reaches only the cluster script, which
 * stops the JVMs in order), its stdout and stderr appended to `<dataDir>.log`. The fault tests use
 * {@link KafkaNode.signal}, {@link KafkaNode.stop} and {@link KafkaNode.start} to kill, pause and restart it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { KafkaClusterError } from './kafka-cluster-error.js';

/** How a node is launched. @internal */
export interface KafkaNodeSpec {
  readonly nodeId: number;
  readonly role: 'controller' | 'broker';
  readonly port: number;
  readonly propertiesFile: string;
  readonly logFile: string;
  readonly log4jFile: string;
  readonly classpath: string;
  readonly heapMb: number;
  /** More JVM options (system properties). */
  readonly jvmOptions?: readonly string[];
  /** Called with the pid of every JVM started (the watchdog kills them if the parent dies). */
  readonly onSpawn: (pid: number) => void;
}

const STOP_GRACE_MS = 15_000;

/**
 * A running (or stopped) Kafka node.
 * @internal
 */
export class KafkaNode {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(readonly spec: KafkaNodeSpec) {}

  get nodeId(): number { return this.spec.nodeId; }
  get role(): 'controller' | 'broker' { return this.spec.role; }
  get port(): number { return this.spec.port; }
  /** `127.0.0.1:port`. */
  get address(): string { return `127.0.0.1:${this.spec.port}`; }
  /** The JVM's pid while it runs. */
  get pid(): number | undefined { return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined; }
  /** True while the JVM has not exited. */
  get running(): boolean { return this.pid !== undefined; }

  /** Starts the JVM (returns once spawned; readiness is checked by the cluster). */
  start(): void {
    if (this.running) return;
    const out = openSync(this.spec.logFile, 'a');
    const child = spawn('java', [
      `-Xmx${this.spec.heapMb}m`, `-Xms${Math.min(128, this.spec.heapMb)}m`, '-XX:+ExitOnOutOfMemoryError', '-Djava.awt.headless=true',
      `-Dlog4j.configuration=file:${this.spec.log4jFile}`, '-Dlog4j2.StatusLogger.level=OFF', ...(this.spec.jvmOptions ?? []),
      '-cp', this.spec.classpath, 'kafka.Kafka', this.spec.propertiesFile,
    ], { detached: true, stdio: ['ignore', out, out] });
    closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => { resolve(code); });
      child.once('error', () => { resolve(null); });
    });
    if (child.pid !== undefined) this.spec.onSpawn(child.pid);
  }

  /** Sends `signal` to the JVM (SIGKILL, SIGSTOP, SIGCONT, ...); no-op when it is not running. */
  signal(signal: NodeJS.Signals): void {
    const pid = this.pid;
    if (pid !== undefined) process.kill(pid, signal);
  }

  /** Resolves with the exit code once the JVM has exited (null when killed by a signal). */
  waitForExit(): Promise<number | null> {
    return this.exited;
  }

  /** SIGTERM (Kafka's orderly shutdown), then SIGKILL after a grace period; resolves once it has exited. */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    if (!this.running) return;
    this.signal('SIGCONT');
    this.signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => { resolve('timeout'); }, graceMs); });
    const outcome = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.signal('SIGKILL');
      await this.exited;
    }
  }

  /** Kills the JVM at once (used on the way out of a failed start and from the exit hook). */
  killNow(): void {
    try { this.signal('SIGCONT'); this.signal('SIGKILL'); } catch { /* already gone */ }
  }

  /** The most telling line of the node's log: the last ERROR/FATAL line or exception, else the last line. */
  lastError(): string {
    let text: string;
    try { text = readFileSync(this.spec.logFile, 'utf8'); } catch { return 'no log'; }
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const telling = lines.filter((line) => / (ERROR|FATAL) |Exception|Error:/.test(line)).pop() ?? lines.pop() ?? 'empty log';
    return telling.length > 400 ? `${telling.slice(0, 400)}...` : telling;
  }

  /** A {@link KafkaClusterError} for a node that exited before it was ready. */
  exitedError(code: number | null): KafkaClusterError {
    const what = this.role === 'controller' ? 'controller' : `broker ${this.nodeId}`;
    return new KafkaClusterError(`${what} (port ${this.port}) exited with ${code === null ? 'a signal' : `code ${code}`} while starting: ${this.lastError()}`);
  }
}
