/**
 * The in-memory cluster's TCP face as a child process (`kafka-eos-broker`, src/cli/broker.ts), as an application
 * would run it: the crash tests' workers and the independent reader connect to the bootstrap servers it prints.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A running broker process. @internal */
export interface BrokerChild {
  readonly bootstrapServers: string;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** Starts `kafka-eos-broker` with `args`; resolves once it printed its bootstrap servers. @internal */
export async function startBrokerChild(args: readonly string[]): Promise<BrokerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/broker.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr = (stderr + chunk).slice(-4_000); });
  const exited = new Promise<void>((resolve) => { child.once('exit', () => { resolve(); }); });
  const bootstrapServers = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => { resolve(line.trim()); });
    child.once('exit', (code) => { reject(new Error(`kafka-eos-broker exited with ${String(code)} before listening: ${stderr}`)); });
  });
  return {
    bootstrapServers,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => { child.kill('SIGKILL'); }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
