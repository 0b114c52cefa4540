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
import { BrokerUsageError, parseBrokerArguments } from '../../src/cli/broker-options.js';
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
      options: { brokers: 1, port: 0, defaultPartitions: 1, transactionVersion: 1, autoCreateTopics: true },
    });
  });

  it('reads every option', () => {
    const command = parseBrokerArguments(['--brokers', '3', '--port', '19092', '--partitions', '4', '--transaction-version', '2', '--no-auto-create', '--verbose']);
    expect(command).toEqual({
      kind: 'run',
      verbose: true,
      options: { brokers: 3, port: 19092, defaultPartitions: 4, transactionVersion: 2, autoCreateTopics: false },
    });
    expect(parseBrokerArguments(['--brokers=2', '--auto-create'])).toMatchObject({ options: { brokers: 2, autoCreateTopics: true } });
    expect(parseBrokerArguments(['-h'])).toEqual({ kind: 'help' });
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
