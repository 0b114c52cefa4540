/**
 * `kafka-eos-broker --tls-cert/--tls-key/--sasl-*`: option parsing, and the process serving SASL_SSL to
 * TcpNetworkClient with a certificate generated in the test by the openssl CLI.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrokerUsageError, parseBrokerArguments } from '../../../src/cli/broker-options.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { selfSignedCertificate } from './self-signed-certificate.js';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
let directory = '';

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-cli-tls-'));
  selfSignedCertificate(directory, 'broker');
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const processes: ChildProcessByStdio<null, Readable, Readable>[] = [];
const clients: TcpNetworkClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((each) => each.close()));
  for (const child of processes.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

describe('parseBrokerArguments: TLS and SASL', () => {
  it('reads --tls-cert/--tls-key as files to load and merges --sasl-* users into one map', () => {
    const command = parseBrokerArguments([
      '--tls-cert', 'b.crt', '--tls-key', 'b.key',
      '--sasl-plain', 'alice:a:b', '--sasl-plain', 'bob:pw', '--sasl-scram-sha-512', 'carol:c',
    ]);
    if (command.kind !== 'run') throw new Error('expected run');
    expect(command.tlsFiles).toEqual({ cert: 'b.crt', key: 'b.key' });
    expect(command.options.sasl).toEqual({ mechanisms: ['PLAIN', 'SCRAM-SHA-512'], users: { alice: 'a:b', bob: 'pw', carol: 'c' } });
  });

  it('refuses half a TLS pair, a malformed user and one user with two passwords', () => {
    expect(() => parseBrokerArguments(['--tls-cert', 'b.crt'])).toThrow(BrokerUsageError);
    expect(() => parseBrokerArguments(['--sasl-scram-sha-256', 'nopassword'])).toThrow(/USER:PASSWORD/);
    expect(() => parseBrokerArguments(['--sasl-plain', 'a:1', '--sasl-scram-sha-256', 'a:2'])).toThrow(/two different passwords/);
  });

  it('leaves security unset without the flags', () => {
    const command = parseBrokerArguments([]);
    if (command.kind !== 'run') throw new Error('expected run');
    expect(command.tlsFiles).toBeUndefined();
    expect(command.options.sasl).toBeUndefined();
  });
});

describe('kafka-eos-broker serving SASL_SSL', () => {
  it('authenticates SCRAM-SHA-256 over TLS and refuses a wrong password', async () => {
    const child = spawn(process.execPath, [
      '--import', 'tsx', 'src/cli/broker.ts',
      '--tls-cert', path.join(directory, 'broker.crt'), '--tls-key', path.join(directory, 'broker.key'),
      '--sasl-scram-sha-256', 'alice:secret',
    ], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    processes.push(child);
    child.stderr.resume();
    const lines = createInterface({ input: child.stdout });
    const bootstrapServers = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      lines.once('close', () => { reject(new Error('no bootstrap line')); });
    });
    const ca = readFileSync(path.join(directory, 'broker.crt'), 'utf8');
    const good = new TcpNetworkClient({ bootstrapServers, tls: { ca }, sasl: { mechanism: 'scram-sha-256', username: 'alice', password: 'secret' } });
    clients.push(good);
    const metadata = await good.send('any', 'Metadata', () => createMetadataRequest({ topics: [] }));
    expect(metadata.response.brokers).toHaveLength(1);
    const bad = new TcpNetworkClient({ bootstrapServers, tls: { ca }, sasl: { mechanism: 'scram-sha-256', username: 'alice', password: 'guess' } });
    clients.push(bad);
    await expect(bad.send('any', 'Metadata', () => createMetadataRequest({ topics: [] }))).rejects.toBeInstanceOf(SaslAuthenticationError);
  }, 30_000);
});
