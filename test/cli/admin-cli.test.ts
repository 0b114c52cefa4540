/**
 * `kafka-eos` (the admin CLI) against the in-memory cluster's TCP face, run in-process through `runAdminCli`: what
 * it prints (tables, JSON, notes), its exit codes (0 done, 1 failed, 2 usage), the connection options from flags and
 * from the environment, and the whole hanging-transaction session an operator runs. One test spawns the real entry
 * point to check the bin wiring.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Producer } from '../../src/producer/producer.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { parseAdminCli } from '../../src/cli/admin-cli-options.js';
import { runCli as cli } from './run-cli.js';

let face: TcpCluster;
const producers: Producer[] = [];
beforeAll(async () => { face = await startCluster({ brokers: 2, topics: [{ name: 'orders', partitions: 2 }] }); });
afterEach(async () => { for (const producer of producers.splice(0)) await producer.close({ timeoutMs: 2_000 }).catch(() => undefined); });
afterAll(async () => { await face.close(); });

const withBootstrap = (...args: string[]): string[] => [...args, '--bootstrap-server', face.bootstrapServers];

function producer(options: ConstructorParameters<typeof Producer>[0]): Producer {
  const made = new Producer({ bootstrapServers: face.bootstrapServers.split(','), lingerMs: 0, ...options });
  producers.push(made);
  return made;
}

describe('kafka-eos usage', () => {
  it('prints help with examples and exits 0', async () => {
    const all = await cli(['--help']);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('Usage: kafka-eos <topics|groups|transactions> <command> [options]');
    expect(all.stdout).toContain('kafka-eos transactions find-hanging');
    expect(all.stdout).toContain('KAFKA_EOS_BOOTSTRAP_SERVERS');
    const area = await cli(['transactions', '--help']);
    expect(area.stdout).toContain('Examples (a read_committed consumer stopped receiving)');
    expect(area.stdout).not.toContain('kafka-eos topics create');
  });

  it.each([
    [[], 'Usage:'],
    [['nothing', 'list', '--bootstrap-server', 'h:1'], 'unknown area "nothing"'],
    [['topics', '--bootstrap-server', 'h:1'], 'topics needs a command: list, describe, create, delete'],
    [['topics', 'list'], '--bootstrap-server (or KAFKA_EOS_BOOTSTRAP_SERVERS) is required'],
    [['topics', 'list', '--bootstrap-server', 'no-port'], '--bootstrap-server must be host:port'],
    [['topics', 'list', '--bootstrap-server', 'h:1', '--frobnicate'], "Unknown option '--frobnicate'"],
    [['transactions', 'abort', '--bootstrap-server', 'h:1', '--topic', 't', '--partition', '0'], 'needs --start-offset, or --producer-id'],
    [['transactions', 'find-hanging', '--bootstrap-server', 'h:1', '--partition', '1'], '--partition needs exactly one --topic'],
    [['transactions', 'describe-producers', '--bootstrap-server', 'h:1', '--topic', 't', '--partition', 'x'], '--partition must be an integer'],
    [['topics', 'list', '--bootstrap-server', 'h:1', '--sasl-mechanism', 'plain'], 'needs --sasl-username and --sasl-password'],
    [['transactions', 'abort', '--bootstrap-server', 'h:1', '--topic', 't', '--partition', '0', '--start-offset', '-3'], '--start-offset must be an integer >= 0, got "-3"'],
    [['transactions', 'abort', '--bootstrap-server', 'h:1', '--topic', 't', '--partition', '0', '--producer-id', '7', '--producer-epoch', '0', '--coordinator-epoch', '-2'], '--coordinator-epoch must be an integer in [-1,'],
    [['transactions', 'list', '--bootstrap-server', 'h:1', '--state', 'Ongoin'], '--state must be one of Empty, Ongoing, PrepareCommit'],
    [['groups', 'list', '--bootstrap-server', 'h:1', '--state', 'stable', '--state', 'rebalancing'], '--state must be one of Empty, PreparingRebalance'],
    [['groups', 'list', '--bootstrap-server', 'h:1', '--type', 'classik'], '--type must be one of classic, consumer, share, streams, got "classik"'],
    [['topics', 'list', '--bootstrap-server', 'h:1', '--client-id='], 'clientId: must not be empty'],
    [['topics', 'describe', '--bootstrap-server', 'h:1', '--topic', 'bad name!'], 'invalid topic name "bad name!"'],
  ])('%j: usage error, exit 2', async (args, message) => {
    const { code, stdout, stderr } = await cli(args);
    if (args.length === 0) {
      expect([code, stdout]).toEqual([0, expect.stringContaining(message)]);
      return;
    }
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stdout).toBe('');
  });
});

describe('kafka-eos connection options', () => {
  const env = {
    KAFKA_EOS_BOOTSTRAP_SERVERS: 'a:9092, b:9093', KAFKA_EOS_CLIENT_ID: 'ops', KAFKA_EOS_TIMEOUT_MS: '5000', KAFKA_EOS_REQUEST_TIMEOUT_MS: '2000',
    KAFKA_EOS_TLS_CA: '/ca.pem', KAFKA_EOS_TLS_CERT: '/c.pem', KAFKA_EOS_TLS_KEY: '/k.pem', KAFKA_EOS_TLS_INSECURE: 'true',
    KAFKA_EOS_SASL_MECHANISM: 'SCRAM-SHA-512', KAFKA_EOS_SASL_USERNAME: 'ops', KAFKA_EOS_SASL_PASSWORD: 'pw',
  };

  it('reads every connection option from its KAFKA_EOS_* variable when the flag is absent', () => {
    expect(parseAdminCli(['topics', 'list'], env)).toMatchObject({
      kind: 'run',
      connection: {
        bootstrapServers: ['a:9092', 'b:9093'], clientId: 'ops', timeoutMs: 5_000, requestTimeoutMs: 2_000,
        tls: { caFile: '/ca.pem', certFile: '/c.pem', keyFile: '/k.pem', rejectUnauthorized: false },
        sasl: { mechanism: 'scram-sha-512', username: 'ops', password: 'pw' },
      },
    });
  });

  it('lets a flag override its variable, and defaults what neither gives', () => {
    const parsed = parseAdminCli(['topics', 'list', '--bootstrap-server', 'c:1', '--client-id', 'me', '--timeout-ms', '7', '--sasl-username', 'root'], env);
    expect(parsed).toMatchObject({ connection: { bootstrapServers: ['c:1'], clientId: 'me', timeoutMs: 7, requestTimeoutMs: 2_000, sasl: { username: 'root', password: 'pw' } } });
    const bare = parseAdminCli(['topics', 'list'], { KAFKA_EOS_BOOTSTRAP_SERVERS: 'c:1', KAFKA_EOS_CLIENT_ID: '' });
    expect(bare).toEqual({ kind: 'run', area: 'topics', command: 'list', json: false, flags: { internal: undefined }, connection: { bootstrapServers: ['c:1'], clientId: 'kafka-eos-cli', timeoutMs: 30_000, requestTimeoutMs: 10_000 } });
  });
});

describe('kafka-eos against the in-memory cluster', () => {
  it('creates, lists and describes topics as tables and JSON; the bootstrap servers may come from the environment', async () => {
    const created = await cli(withBootstrap('topics', 'create', '--topic', 'cli-events', '--partitions', '3', '--config', 'retention.ms=3600000'));
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toBe('created topic cli-events: 3 partitions, replication factor 1\n');
    const listed = await cli(['topics', 'list'], { KAFKA_EOS_BOOTSTRAP_SERVERS: face.bootstrapServers });
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')[0]).toMatch(/^TOPIC\s+TOPIC-ID\s+INTERNAL$/);
    expect(listed.stdout).toMatch(/cli-events\s+\S+\s+no/);
    const described = await cli(withBootstrap('topics', 'describe', '--topic', 'cli-events', '--json'));
    const json = JSON.parse(described.stdout) as { name: string; partitions: { partition: number; leader: number }[] }[];
    expect(json[0]?.name).toBe('cli-events');
    expect(json[0]?.partitions.map((each) => each.partition)).toEqual([0, 1, 2]);
    const again = await cli(withBootstrap('topics', 'create', '--topic', 'cli-events'));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('kafka-eos topics create failed: createTopics() failed for 1 resource');
    expect(again.stderr).toContain('TOPIC_ALREADY_EXISTS');
  });

  it('a hanging transaction: groups describe shows the stall, find-hanging names the producer and the command that ends it, abort ends it', async () => {
    const hanging = producer({ transactionalId: 'cli-hanging', transactionTimeoutMs: 600_000 });
    await hanging.initTransactions();
    hanging.beginTransaction();
    const { offset } = await hanging.send({ topic: 'orders', partition: 1, value: 'open' });
    const committed = producer({ transactionalId: 'cli-committer' });
    await committed.initTransactions();
    await committed.transaction(async (txn) => {
      await txn.send({ topic: 'orders', partition: 1, value: 'after' });
      await txn.sendOffsets([{ topic: 'orders', partition: 1, offset }], { groupId: 'cli-group', generationId: -1, memberId: '', groupInstanceId: null });
    });
    const { producerId } = hanging.producerIdentity;

    const group = await cli(withBootstrap('groups', 'describe', '--group', 'cli-group'));
    expect(group.code).toBe(0);
    expect(group.stdout).toMatch(/^TOPIC\s+PARTITION\s+COMMITTED\s+LOG-END\s+LSO\s+LAG\s+STABLE-LAG\s+WAITING-FOR$/m);
    expect(group.stdout).toMatch(new RegExp(`orders\\s+1\\s+${offset}\\s+${offset + 3n}\\s+${offset}\\s+3\\s+0\\s+STALLED on producer ${producerId} \\(cli-hanging\\), idle`));
    expect(group.stdout).toContain(`orders-1 is stalled at offset ${offset} by an open transaction: see kafka-eos transactions find-hanging --topic orders`);

    const found = await cli(withBootstrap('transactions', 'find-hanging', '--topic', 'orders', '--max-transaction-timeout-ms', '0'));
    expect(found.code).toBe(0);
    expect(found.stdout).toMatch(/^TOPIC\s+PARTITION\s+PRODUCER-ID\s+EPOCH\s+START-OFFSET\s+IDLE\s+TRANSACTIONAL-ID\s+COORDINATOR$/m);
    expect(found.stdout).toMatch(new RegExp(`orders\\s+1\\s+${producerId}\\s+0\\s+${offset}\\s+\\S+\\s+cli-hanging\\s+broker \\d: Ongoing, aborts in 9m`));
    expect(found.stdout).toContain(`end it: kafka-eos transactions abort --topic orders --partition 1 --start-offset ${offset}   (or fence its producer everywhere: kafka-eos transactions fence --transactional-id cli-hanging)`);
    const asJson = JSON.parse((await cli(withBootstrap('transactions', 'find-hanging', '--max-transaction-timeout-ms', '0', '--json'))).stdout) as { producerId: string; startOffset: string; orphaned: boolean }[];
    expect(asJson).toEqual([expect.objectContaining({ producerId: String(producerId), startOffset: String(offset), orphaned: false })]);
    expect((await cli(withBootstrap('transactions', 'find-hanging', '--orphaned-only', '--max-transaction-timeout-ms', '0'))).stdout).toContain('(none)');

    const producers = await cli(withBootstrap('transactions', 'describe-producers', '--topic', 'orders', '--partition', '1'));
    expect(producers.stdout).toMatch(new RegExp(`^${producerId}\\s+0\\s+-1\\s+0\\s+\\S+\\s+${offset}$`, 'm'));
    const listed = await cli(withBootstrap('transactions', 'list', '--state', 'ongoing'));
    expect(listed.stdout).toMatch(new RegExp(`^cli-hanging\\s+\\d\\s+${producerId}\\s+Ongoing$`, 'm'));
    const described = await cli(withBootstrap('transactions', 'describe', '--transactional-id', 'cli-hanging'));
    expect(described.stdout).toMatch(/cli-hanging\s+\d+\s+0\s+Ongoing\s+600000\s+\S+\s+\S+\s+orders-1/);

    const aborted = await cli(withBootstrap('transactions', 'abort', '--topic', 'orders', '--partition', '1', '--start-offset', String(offset)));
    expect(aborted).toEqual({ code: 0, stdout: `aborted the transaction starting at offset ${offset} on orders-1\n`, stderr: '' });
    expect((await cli(withBootstrap('transactions', 'find-hanging', '--max-transaction-timeout-ms', '0'))).stdout).toContain('(none)');
    expect((await cli(withBootstrap('groups', 'describe', '--group', 'cli-group'))).stdout).not.toContain('STALLED');

    const fenced = await cli(withBootstrap('transactions', 'fence', '--transactional-id', 'cli-hanging'));
    // Fencing an id with a transaction open bumps twice, as Kafka does: once to abort it, once for the new producer.
    expect(fenced.stdout).toMatch(new RegExp(`^cli-hanging\\s+${producerId}\\s+2$`, 'm'));
    expect((await cli(withBootstrap('transactions', 'abort', '--topic', 'orders', '--partition', '1', '--start-offset', '999'))).stderr).toContain('no open transaction starts at offset 999');
  });

  it('lists and describes groups', async () => {
    await cli(withBootstrap('topics', 'create', '--topic', 'cli-group-topic'));
    const committer = producer({ transactionalId: 'cli-groups' });
    await committer.initTransactions();
    await committer.transaction(async (txn) => { await txn.sendOffsets([{ topic: 'cli-group-topic', partition: 0, offset: 0n }], { groupId: 'cli-listed', generationId: -1, memberId: '', groupInstanceId: null }); });
    const listed = await cli(withBootstrap('groups', 'list'));
    expect(listed.stdout).toMatch(/^cli-listed\s+classic\s+Empty\s+\d$/m);
    expect((await cli(withBootstrap('groups', 'list', '--state', 'empty', '--type', 'CLASSIC'))).stdout).toMatch(/^cli-listed\s+classic\s+Empty\s+\d$/m);
    expect((await cli(withBootstrap('groups', 'list', '--state', 'stable'))).stdout).not.toContain('cli-listed');
    const described = await cli(withBootstrap('groups', 'describe', '--group', 'cli-listed', '--json'));
    expect((JSON.parse(described.stdout) as { group: { state: string; members: unknown[] } }).group).toMatchObject({ state: 'Empty', members: [] });
    const missing = await cli(withBootstrap('groups', 'describe', '--group', 'cli-no-such-group'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('GROUP_ID_NOT_FOUND');
  });

  it('fails with exit 1 and says what to check when no broker answers', async () => {
    const { code, stderr } = await cli(['topics', 'list', '--bootstrap-server', '127.0.0.1:9', '--timeout-ms', '300', '--request-timeout-ms', '200']);
    expect(code).toBe(1);
    expect(stderr).toContain('kafka-eos topics list failed: listTopics() did not complete within 300 ms');
    expect(stderr).toContain('check --bootstrap-server (127.0.0.1:9)');
  });

  it('names the address it was given when the broker cannot serve what the connection needs (SASL on a plaintext listener)', async () => {
    const { code, stdout, stderr } = await cli(withBootstrap('topics', 'list', '--sasl-mechanism', 'plain', '--sasl-username', 'ops', '--sasl-password', 'pw', '--timeout-ms', '3000'));
    expect([code, stdout]).toEqual([1, '']);
    expect(stderr).toContain('kafka-eos topics list failed: broker -1 cannot serve SaslHandshake');
    expect(stderr).toContain(`check --bootstrap-server (${face.bootstrapServers}): is it the listener, and the Kafka version, you meant?`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the kafka-eos entry point', () => {
  const entry = fileURLToPath(new URL('../../src/cli/kafka-eos.ts', import.meta.url));

  it('runs as a process: help exits 0, a usage error exits 2 on stderr', () => {
    const help = spawnSync(process.execPath, ['--import', 'tsx', entry, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: kafka-eos');
    const usage = spawnSync(process.execPath, ['--import', 'tsx', entry, 'topics', 'list'], { encoding: 'utf8', env: { ...process.env, KAFKA_EOS_BOOTSTRAP_SERVERS: '' } });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--bootstrap-server (or KAFKA_EOS_BOOTSTRAP_SERVERS) is required');
  });

  it('exits quietly when its reader closes the pipe early (kafka-eos ... | head -1)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => { child.once('close', resolve); });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});
