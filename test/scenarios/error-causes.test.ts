/**
 * Errors carry their cause, and close() leaves nothing running.
 * - a timeout names the last underlying failure (a refused connection, a broker's retriable error) in its
 *   message and keeps it as `cause` (it used to reach only the logger, silent by default);
 * - after close() resolved against a broker that never answers, the process exits at once (it used to stay
 *   alive about 28 s: the connection's ApiVersions request timer, and a send's metadata wait until maxBlockMs).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';
import { DeliveryTimeoutError, ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { Producer } from '../../src/producer/producer.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => { server.listen(0, '127.0.0.1', () => { resolve((server.address() as { port: number }).port); }); });
}

describe('a timeout names its cause', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  it('initTransactions() timing out on a retriable broker error carries it as cause and in the message', async () => {
    s = scenario();
    s.cluster.faults.failRequests(ApiKey.FindCoordinator, ErrorCode.COORDINATOR_NOT_AVAILABLE, { times: 1_000 });
    const producer = s.producer({ transactionalId: 'item12-broker', maxBlockMs: 3_000 });
    const error = await s.settleError(producer.initTransactions());
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(error.cause).toBeInstanceOf(TransactionError);
    expect((error.cause as TransactionError).errorName).toBe('COORDINATOR_NOT_AVAILABLE');
    expect(error.message).toContain('COORDINATOR_NOT_AVAILABLE');
    s.cluster.faults.clear();
  });

  it('commitTransaction() timing out behind a retried Produce names the Produce error', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'item12-commit', requestTimeoutMs: 1_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    s.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.NOT_ENOUGH_REPLICAS, { times: 1_000 });
    const sent = producer.send({ topic: 'orders', partition: 0, value: 'v' });
    sent.catch(() => undefined);
    const error = await s.settleError(producer.commitTransaction({ timeoutMs: 2_000 }));
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(error.cause).toMatchObject({ errorName: 'NOT_ENOUGH_REPLICAS' });
    expect(error.message).toContain('NOT_ENOUGH_REPLICAS');
    s.cluster.faults.clear();
  });

  it('a DeliveryTimeoutError carries the last attempt\'s error', async () => {
    s = scenario();
    s.cluster.faults.failRequests(ApiKey.Produce, ErrorCode.NOT_ENOUGH_REPLICAS, { times: 1_000 });
    const producer = s.producer({ requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000 });
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'v' }));
    expect(error).toBeInstanceOf(DeliveryTimeoutError);
    expect(error.cause).toMatchObject({ errorName: 'NOT_ENOUGH_REPLICAS' });
    expect(error.message).toContain('NOT_ENOUGH_REPLICAS');
    s.cluster.faults.clear();
  });

  it('a commit whose outcome is unknown (EndTxn never answered) carries the last network error', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'item12-endtxn', requestTimeoutMs: 1_000, maxBlockMs: 600_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'v' }));
    s.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 1_000 });
    const error = await s.settleError(producer.commitTransaction());
    expect(error).toMatchObject({ code: 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN', commitOutcomeUnknown: true });
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.message).toContain((error.cause as Error).message);
    s.cluster.faults.clear();
  });

  it('a MetadataTimeoutError carries the broker\'s error for the topic', async () => {
    s = scenario({ autoCreateTopics: false });
    const producer = s.producer({ maxBlockMs: 500 });
    const error = await s.settleError(producer.send({ topic: 'missing', value: 'v' }));
    expect(error).toBeInstanceOf(MetadataTimeoutError);
    expect(error.cause).toMatchObject({ errorName: 'UNKNOWN_TOPIC_OR_PARTITION', api: 'Metadata' });
    expect(error.message).toContain('UNKNOWN_TOPIC_OR_PARTITION');
  });

  it('initTransactions() against a refused port names ECONNREFUSED', async () => {
    const server = createServer();
    const port = await listen(server);
    await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
    const producer = new Producer({ bootstrapServers: [`127.0.0.1:${port}`], transactionalId: 'item12-refused', maxBlockMs: 1_500 });
    try {
      const error = await producer.initTransactions().then(() => undefined, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProducerTimeoutError);
      expect((error as Error).message).toContain('ECONNREFUSED');
      let cause: unknown = (error as Error).cause;
      const chain: string[] = [];
      while (cause instanceof Error) { chain.push(cause.message); cause = cause.cause; }
      expect(chain.some((message) => message.includes('ECONNREFUSED'))).toBe(true);
    } finally {
      await producer.close({ timeoutMs: 1_000 });
    }
  });
});

describe('nothing keeps the process alive after close()', () => {
  it('against a broker that never answers, the process exits promptly after close() resolved', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => { sockets.add(socket); socket.on('error', () => undefined); });
    const port = await listen(silent);
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/scenarios/fixtures/close-then-exit.ts', String(port)], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let closedAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (closedAt === undefined && output.includes('closed\n')) closedAt = Date.now();
    });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const killer = setTimeout(() => { child.kill('SIGKILL'); }, 20_000);
    try {
      const code = await new Promise<number | null>((resolve) => { child.on('exit', (exitCode) => { resolve(exitCode); }); });
      const exitedAt = Date.now();
      expect(output).toContain('closed');
      expect(code).toBe(0);
      expect(closedAt).toBeDefined();
      expect(exitedAt - (closedAt ?? 0)).toBeLessThan(3_000);
      expect(output).toContain('send: ProducerClosedError');
    } finally {
      clearTimeout(killer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => { silent.close(() => { resolve(); }); });
    }
  }, 30_000);
});
