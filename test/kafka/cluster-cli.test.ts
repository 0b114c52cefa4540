/**
 * The real-Kafka tooling's own checks that need no Java (they run in `npm test`): bad input to
 * `npm run kafka:cluster` is one stderr line naming the cause with exit code 1 and nothing on stdout;
 * broker settings are sized for N; KAFKA_BOOTSTRAP / KAFKA_TRANSACTION_VERSION / KAFKA_REQUIRED parsing.
 * With Java (the real-Kafka step): `npm run kafka:cluster` stopped through any process of its chain leaves no JVM.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { startKafkaCluster } from './kafka-cluster.js';
import { brokerProperties } from './node-config.js';
import { realKafkaEnv } from './real-kafka-env.js';

const CLI = fileURLToPath(new URL('./cluster.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runCli(args: readonly string[], path?: string) {
  const env = path === undefined ? process.env : { ...process.env, PATH: path };
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8', env, timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderrLines: result.stderr.split('\n').filter((line) => line !== '') };
}

describe('npm run kafka:cluster: bad input', () => {
  it('without Java on the PATH: one line naming the cause, exit 1, no bootstrap printed', () => {
    const bin = mkdtempSync(join(tmpdir(), 'kafka-eos-nojava-'));
    try {
      symlinkSync(process.execPath, join(bin, 'node'));
      const result = runCli(['--brokers', '1'], bin);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderrLines).toEqual(['kafka:cluster: Java not found: the real Kafka cluster needs a Java 17+ runtime (`java`) on the PATH']);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  // Needs Java and the jars (it gets past those checks), so it runs in the real-Kafka step only.
  it.runIf(process.env.KAFKA_REQUIRED === 'true')('a port in use (--base-port): one line naming the port, exit 1 (checked before anything is started)', async () => {
    const server: Server = createServer();
    await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const result = runCli(['--brokers', '1', '--base-port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderrLines.filter((line) => !line.includes('resolving') && !line.includes('jars resolved'))).toEqual([`kafka:cluster: port ${port} on 127.0.0.1 is in use`]);
    } finally {
      await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
    }
  });

  // Starts JVMs of its own (~35 s): once per CI run, in the transaction.version 2 step.
  it.runIf(process.env.KAFKA_REQUIRED === 'true' && process.env.KAFKA_TRANSACTION_VERSION !== '1')('a broker that cannot start (its listener port is taken): one line with the broker\'s own error', async () => {
    const server: Server = createServer();
    await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const failure = await startKafkaCluster({ brokers: 1, brokerProperties: { listeners: `PLAINTEXT://127.0.0.1:${port}` } }).then(
        async (cluster) => { await cluster.stop(); return null; },
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(/^broker 1 \(port \d+\) exited with code 1 while starting: .*Address already in use/);
      expect((failure as Error).message).not.toContain('\n');
    } finally {
      await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
    }
  });

  it.each([
    [['--transaction-version', '3'], 'kafka:cluster: --transaction-version must be 1 or 2, got 3'],
    [['--brokers', '0'], 'kafka:cluster: --brokers must be an integer from 1 to 9, got 0'],
    [['--base-port', 'x'], 'kafka:cluster: --base-port must be a port number, got x'],
    [['--sasl-mechanisms', 'PLAIN'], 'kafka:cluster: --sasl-mechanisms and --reauth-ms need --security'],
  ])('%j: one line, exit 1', (args, line) => {
    const result = runCli(args);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderrLines).toEqual([line]);
  });
});

describe('broker settings are fit for N brokers', () => {
  const controller = { nodeId: 0, port: 9000, dataDir: '/tmp/c' };
  it.each([[1, 1, 1], [2, 2, 2], [3, 3, 2], [5, 3, 2]])('%i broker(s): replication %i, min ISR %i', (brokers, replication, minIsr) => {
    const properties = brokerProperties({ nodeId: 1, port: 9001, dataDir: '/tmp/b1' }, controller, brokers);
    expect(properties['offsets.topic.replication.factor']).toBe(replication);
    expect(properties['transaction.state.log.replication.factor']).toBe(replication);
    expect(properties['default.replication.factor']).toBe(replication);
    expect(properties['transaction.state.log.min.isr']).toBe(minIsr);
    expect(properties['min.insync.replicas']).toBe(minIsr);
    expect(properties['group.initial.rebalance.delay.ms']).toBe(0);
    expect(properties['controller.quorum.voters']).toBe('0@127.0.0.1:9000');
  });

  it('overrides win over the defaults', () => {
    const properties = brokerProperties({ nodeId: 2, port: 9002, dataDir: '/tmp/b2' }, controller, 3, { 'min.insync.replicas': 1, 'replica.lag.time.max.ms': 5_000 });
    expect(properties['min.insync.replicas']).toBe(1);
    expect(properties['replica.lag.time.max.ms']).toBe(5_000);
  });
});

describe('KAFKA_BOOTSTRAP and friends', () => {
  it('no bootstrap: skip, unless KAFKA_REQUIRED=true', () => {
    expect(realKafkaEnv({})).toBeNull();
    expect(() => realKafkaEnv({ KAFKA_REQUIRED: 'true' })).toThrow(/KAFKA_BOOTSTRAP is not set/);
  });

  it('bootstrap with a transaction version (default 2); anything but 1 or 2 is refused', () => {
    expect(realKafkaEnv({ KAFKA_BOOTSTRAP: 'a:1,b:2' })).toEqual({ bootstrapServers: 'a:1,b:2', transactionVersion: 2 });
    expect(realKafkaEnv({ KAFKA_BOOTSTRAP: 'a:1', KAFKA_TRANSACTION_VERSION: '1' })).toEqual({ bootstrapServers: 'a:1', transactionVersion: 1 });
    expect(() => realKafkaEnv({ KAFKA_BOOTSTRAP: 'a:1', KAFKA_TRANSACTION_VERSION: '0' })).toThrow(/must be 1 or 2/);
  });
});

/** A process as /proc shows it: its parent, its state letter (`Z` for a zombie) and its command line. */
interface ProcessEntry { readonly pid: number; readonly parent: number; readonly state: string; readonly command: string }

function processes(): ProcessEntry[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      return [{ pid: Number(name), parent: Number(fields[1]), state: fields[0] ?? '', command }];
    } catch {
      return []; // gone meanwhile
    }
  });
}

/** `root` and every process below it, by pid (living ones; a zombie has finished). */
function tree(root: number): ProcessEntry[] {
  const all = processes().filter((entry) => entry.state !== 'Z');
  const found = all.filter((entry) => entry.pid === root);
  for (let index = 0; index < found.length; index++) {
    const parent = found[index]?.pid;
    found.push(...all.filter((entry) => entry.parent === parent));
  }
  return found;
}

const running = (pids: readonly number[]): number[] => {
  const alive = new Set(processes().filter((entry) => entry.state !== 'Z').map((entry) => entry.pid));
  return pids.filter((pid) => alive.has(pid));
};

// Starts a 1-broker cluster per case (~30 s each): once per CI run, in the transaction.version 2 step.
describe.runIf(process.env.KAFKA_REQUIRED === 'true' && process.env.KAFKA_TRANSACTION_VERSION !== '1')('npm run kafka:cluster stopped through its process chain', () => {
  // npm -> sh -c -> tsx -> node (cluster.ts) -> controller and broker JVMs (+ the watchdog). A signal to npm or sh
  // never reaches cluster.ts (npm hands it to sh, which dies without passing it on; SIGKILL reaches nobody): the
  // cluster sees its chain break instead. tsx relays a signal to its child, which handles it.
  it.each([
    ['SIGTERM', 'npm'],
    ['SIGKILL', 'npm'],
    ['SIGTERM', 'sh'],
  ] as const)('%s to %s: every JVM and every process of the chain exits', async (signal, target) => {
    const npm = spawn('npm', ['run', '--silent', 'kafka:cluster', '--', '--brokers', '1'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const npmPid = npm.pid ?? 0;
    let stderr = '';
    npm.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    let chain: ProcessEntry[] = [];
    try {
      const bootstrap = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        npm.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
          if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
        });
        npm.once('exit', (code) => { reject(new Error(`kafka:cluster exited (${String(code)}) before printing the bootstrap servers: ${stderr}`)); });
      });
      expect(bootstrap).toMatch(/^127\.0\.0\.1:\d+$/);
      chain = tree(npmPid);
      const jvms = chain.filter((entry) => entry.command.includes('kafka.Kafka'));
      expect(jvms.length, chain.map((entry) => `${entry.pid} ${entry.command.slice(0, 120)}`).join('\n')).toBe(2); // controller and broker
      const targets = { npm: npmPid, sh: chain.find((entry) => entry.parent === npmPid)?.pid };
      const pid = targets[target];
      expect(pid, `${target} in\n${chain.map((entry) => `${entry.pid} <- ${entry.parent} ${entry.command.slice(0, 120)}`).join('\n')}`).toBeGreaterThan(0);
      process.kill(pid ?? 0, signal);

      const pids = chain.map((entry) => entry.pid);
      const survivors = (): string[] => processes().filter((entry) => running(pids).includes(entry.pid)).map((entry) => `${entry.pid} ${entry.command.slice(0, 120)}`);
      await vi.waitFor(() => { expect(survivors(), stderr).toEqual([]); }, { timeout: 90_000, interval: 250 });
    } finally {
      // Whatever survived: kill the cluster's own process first, so that its watchdog kills the JVMs and removes
      // the data directory, then anything still running.
      const kill = (pids: readonly number[]): void => {
        for (const pid of pids) {
          try { process.kill(pid, 'SIGKILL'); } catch { /* gone meanwhile */ }
        }
      };
      const pids = chain.map((entry) => entry.pid);
      kill(running(chain.filter((entry) => entry.command.includes('cluster.ts') && entry.command.includes('--import')).map((entry) => entry.pid)));
      await vi.waitFor(() => { expect(running(pids.filter((pid) => chain.find((entry) => entry.pid === pid)?.command.includes('rmSync') === true))).toEqual([]); }, { timeout: 10_000, interval: 100 }).catch(() => undefined);
      kill(running(pids));
      if (npm.exitCode === null) npm.kill('SIGKILL');
    }
  }, 240_000);
});
