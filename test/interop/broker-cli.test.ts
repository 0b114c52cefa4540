/**
 * `kafka-eos-broker` as a process: option parsing, the stdout contract (bootstrap servers alone on the
 * first line), a client connecting to what it printed, and a clean exit 0 on SIGTERM/SIGINT.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { BROKER_USAGE, BrokerUsageError, parseBrokerArguments } from '../../src/cli/broker-options.js';
import { RawKafkaClient } from '../testing/tcp/raw-kafka-client.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

type BrokerProcess = ChildProcessByStdio<null, Readable, Readable>;

const processes: BrokerProcess[] = [];
const clients: RawKafkaClient[] = [];

function spawnBroker(args: readonly string[]): BrokerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/broker.ts', ...args], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  processes.push(child);
  return child;
}

function collect(stream: Readable): { text: () => string } {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => { text += chunk; });
  return { text: () => text };
}

function firstLine(stream: Readable): Promise<string> {
  const lines = createInterface({ input: stream });
  return new Promise((resolve, reject) => {
    lines.once('line', (line) => { resolve(line); lines.close(); });
    lines.once('close', () => { reject(new Error('stdout closed before the first line')); });
  });
}

function exitCode(child: BrokerProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => { resolve(code); }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for a condition on another process (checked every 50 ms, up to 10 s). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached within 10 s');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  if (address === null || typeof address === 'string') throw new Error('no address');
  return address.port;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((each) => each.close()));
  for (const child of processes.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('parseBrokerArguments', () => {
  it('defaults: 1 broker, free ports, 1 partition, transaction version 1, auto-create on', () => {
    expect(parseBrokerArguments([])).toEqual({
      kind: 'run',
      verbose: false,
      options: { brokers: 1, port: 0, defaultPartitions: 1, transactionVersion: 1, autoCreateTopics: true, retention: { maxBytes: 64 * 1024 * 1024, maxAgeMs: 7 * 24 * 3600 * 1000 } },
    });
  });

  it('reads every option', () => {
    const command = parseBrokerArguments(['--brokers', '3', '--port', '19092', '--partitions', '4', '--transaction-version', '2', '--no-auto-create', '--verbose']);
    expect(command).toEqual({
      kind: 'run',
      verbose: true,
      options: { brokers: 3, port: 19092, defaultPartitions: 4, transactionVersion: 2, autoCreateTopics: false, retention: { maxBytes: 64 * 1024 * 1024, maxAgeMs: 7 * 24 * 3600 * 1000 } },
    });
    expect(parseBrokerArguments(['--brokers=2', '--auto-create'])).toMatchObject({ options: { brokers: 2, autoCreateTopics: true } });
    expect(parseBrokerArguments(['-h'])).toEqual({ kind: 'help' });
  });

  it('reads repeatable --topic NAME:PARTITIONS (NAME alone takes --partitions) and the retention limits', () => {
    const command = parseBrokerArguments(['--partitions', '2', '--topic', 'orders:6', '--topic', 'audit', '--retention-bytes', '1048576', '--retention-ms', '-1']);
    expect(command).toMatchObject({ options: { topics: [{ name: 'orders', partitions: 6 }, { name: 'audit', partitions: 2 }], retention: { maxBytes: 1_048_576 } } });
    expect(parseBrokerArguments(['--retention-bytes', '-1'])).toMatchObject({ options: { retention: { maxAgeMs: 7 * 24 * 3600 * 1000 } } });
    expect(parseBrokerArguments(['--retention-bytes=-1', '--retention-ms', '60000'])).toMatchObject({ options: { retention: { maxAgeMs: 60_000 } } });
    const unlimited = parseBrokerArguments(['--retention-bytes', '-1', '--retention-ms', '-1']);
    expect(unlimited.kind === 'run' ? unlimited.options.retention : undefined).toEqual({});
  });

  it('reads the KIP-848 consumer group session timeout and heartbeat interval; the heartbeat must stay below the session timeout', () => {
    expect(parseBrokerArguments(['--group-consumer-session-timeout-ms', '6000'])).toMatchObject({ options: { consumerGroupSessionTimeoutMs: 6_000 } });
    expect(parseBrokerArguments(['--group-consumer-session-timeout-ms=10000', '--group-consumer-heartbeat-interval-ms', '500']))
      .toMatchObject({ options: { consumerGroupSessionTimeoutMs: 10_000, consumerGroupHeartbeatIntervalMs: 500 } });
    const defaults = parseBrokerArguments([]);
    expect(defaults.kind === 'run' ? 'consumerGroupSessionTimeoutMs' in defaults.options : undefined).toBe(false);
    for (const argv of [
      ['--group-consumer-session-timeout-ms', '0'],
      ['--group-consumer-session-timeout-ms', 'soon'],
      ['--group-consumer-session-timeout-ms', '4000'], // not above the default 5000 ms heartbeat interval
      ['--group-consumer-session-timeout-ms', '1000', '--group-consumer-heartbeat-interval-ms', '1000'],
    ]) {
      expect(() => parseBrokerArguments(argv), argv.join(' ')).toThrow(BrokerUsageError);
    }
    expect(BROKER_USAGE).toContain('--group-consumer-session-timeout-ms N');
  });

  it('rejects unknown options, non-integers, out-of-range values and contradictions', () => {
    for (const argv of [
      ['--bogus'],
      ['--brokers', 'two'],
      ['--brokers', '0'],
      ['--port', '70000'],
      ['--port', '-1'],
      ['--transaction-version', '3'],
      ['--partitions', '1.5'],
      ['--partitions', '10001'],
      ['--topic', 'orders:0'],
      ['--topic', 'orders:2147483647'],
      ['--topic', ':3'],
      ['--retention-bytes', '-2'],
      ['--retention-ms', 'forever'],
      ['--auto-create', '--no-auto-create'],
      ['positional'],
    ]) {
      expect(() => parseBrokerArguments(argv), argv.join(' ')).toThrow(BrokerUsageError);
    }
  });
});

describe('kafka-eos-broker process', () => {
  it('prints the bootstrap servers alone on the first line, serves them, and exits 0 on SIGTERM', async () => {
    const child = spawnBroker(['--brokers', '2']);
    const stderr = collect(child.stderr);
    const line = await firstLine(child.stdout);
    expect(line).toMatch(/^127\.0\.0\.1:\d+,127\.0\.0\.1:\d+$/);
    const ports = line.split(',').map((address) => Number(address.split(':')[1]));
    const connection = await RawKafkaClient.connect(ports[1]!);
    clients.push(connection);
    const metadata = await connection.request('Metadata', 9, createMetadataRequest({ topics: null }));
    expect(metadata.brokers.map((broker) => broker.port)).toEqual(ports);
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
    await connection.closed;
    expect(stderr.text()).toContain('SIGTERM: closing');
  });

  it('listens from --port on consecutive ports and exits 0 on SIGINT', async () => {
    const port = await freePort();
    const child = spawnBroker(['--port', String(port), '--transaction-version', '2']);
    const stdout = collect(child.stdout);
    await new Promise<void>((resolve) => {
      child.stdout.once('data', () => { resolve(); });
    });
    expect(stdout.text()).toBe(`127.0.0.1:${port}\n`);
    child.kill('SIGINT');
    expect(await exitCode(child)).toBe(0);
  });

  it('--help prints usage and exits 0; a bad option exits 2 with the usage on stderr', async () => {
    const help = spawnBroker(['--help']);
    const helpText = collect(help.stdout);
    expect(await exitCode(help)).toBe(0);
    expect(helpText.text()).toContain('Usage: kafka-eos-broker');
    const bad = spawnBroker(['--brokers', 'zero']);
    const badText = collect(bad.stderr);
    const badStdout = collect(bad.stdout);
    expect(await exitCode(bad)).toBe(2);
    expect(badText.text()).toContain('--brokers needs an integer');
    expect(badStdout.text()).toBe('');
  });

  it('pre-creates every --topic before printing the bootstrap line; a topic the cluster refuses exits 2', async () => {
    const child = spawnBroker(['--topic', 'orders:3', '--topic', 'audit', '--no-auto-create']);
    const line = await firstLine(child.stdout);
    const connection = await RawKafkaClient.connect(Number(line.split(':')[1]));
    clients.push(connection);
    const metadata = await connection.request('Metadata', 9, createMetadataRequest({ topics: null }));
    expect(metadata.topics.map((topic) => [topic.name, topic.partitions.length]).sort()).toEqual([['audit', 1], ['orders', 3]]);
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
    const bad = spawnBroker(['--topic', 'bad/name:1']);
    const badText = collect(bad.stderr);
    expect(await exitCode(bad)).toBe(2);
    expect(badText.text()).toContain('INVALID_TOPIC_EXCEPTION');
  });

  it('exits when npx, which started it, is sent SIGTERM (no orphan)', async () => {
    // `npx node ...` builds the same tree as `npx kafka-eos-broker`: npm -> sh -c -> node broker.
    const npx = spawn('npx', ['--no-install', 'node', '--import', 'tsx', 'src/cli/broker.ts'], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    processes.push(npx);
    const stderr = collect(npx.stderr);
    await firstLine(npx.stdout);
    await waitFor(() => /"pid":(\d+)/.test(stderr.text()));
    const pid = Number(/"pid":(\d+)/.exec(stderr.text())![1]);
    expect(pid).not.toBe(npx.pid);
    npx.kill('SIGTERM');
    await waitFor(() => !isAlive(pid));
  });

  it('exits when the process that started it is SIGKILLed (no orphan)', async () => {
    const script = `const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/broker.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout.once('data', () => { process.stdout.write(child.pid + '\\n'); });
      setInterval(() => undefined, 1000);`;
    const parent = spawn(process.execPath, ['-e', script], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    processes.push(parent);
    const pid = Number(await firstLine(parent.stdout));
    expect(isAlive(pid)).toBe(true);
    parent.kill('SIGKILL');
    await waitFor(() => !isAlive(pid));
  });

  it('exits 1 when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    try {
      const child = spawnBroker(['--port', String(address.port)]);
      const stderr = collect(child.stderr);
      expect(await exitCode(child)).toBe(1);
      expect(stderr.text()).toContain('EADDRINUSE');
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => { resolve(); }));
    }
  });
});
