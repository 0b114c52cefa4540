/**
 * A watchdog for the real Kafka cluster: a small detached Node process that holds the read end of a pipe
 * from the cluster's process. The cluster tells it every JVM pid and its data directory; when the pipe
 * closes without a final `done` (the parent died, even by SIGKILL), the watchdog kills the JVMs and removes
 * the directory, so no broker outlives the script that started it.
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

const SCRIPT = `
const { rmSync } = require('node:fs');
const pids = new Set(); let dir = null; let done = false; let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let index;
  while ((index = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, index); buffer = buffer.slice(index + 1);
    if (line.startsWith('pid ')) pids.add(Number(line.slice(4)));
    else if (line.startsWith('dir ')) dir = line.slice(4);
    else if (line === 'done') done = true;
  }
});
const signalAll = (signal) => { for (const pid of pids) { try { process.kill(pid, signal); } catch {} } };
process.stdin.on('close', () => {
  if (done) process.exit(0);
  signalAll('SIGCONT'); signalAll('SIGKILL');
  setTimeout(() => { if (dir !== null) { try { rmSync(dir, { recursive: true, force: true }); } catch {} } process.exit(0); }, 500);
});
`;

/**
 * The parent's side of the watchdog.
 * @internal
 */
export interface Watchdog {
  /** Registers a JVM to kill if the parent dies. */
  watchPid(pid: number): void;
  /** Releases the watchdog after an orderly stop: it exits without killing anything. */
  release(): void;
}

/**
 * Starts a watchdog for `dataDir`; it does not keep the parent's event loop alive.
 * @internal
 */
export function startWatchdog(dataDir: string): Watchdog {
  const child = spawn(process.execPath, ['-e', SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  child.unref();
  const stdin = child.stdin;
  (stdin as unknown as Socket).unref();
  stdin.on('error', () => undefined);
  stdin.write(`dir ${dataDir}\n`);
  return {
    watchPid(pid) { stdin.write(`pid ${pid}\n`); },
    release() { stdin.end('done\n'); },
  };
}
