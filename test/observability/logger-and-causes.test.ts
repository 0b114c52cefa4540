/**
 * The logger has levels and structured JSON lines, `KAFKA_EOS_DEBUG` selects debug output,
 * and the remaining timeout / retry-exhausted errors name their cause.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleLogger, noopLogger, withLogLevel, type LogFields, type Logger } from '../../src/config/logger.js';
import { DEBUG_ENV_VAR, effectiveLogger, parseDebugCategories, resetDebugSwitch } from '../../src/diagnostics/debug-switch.js';
import { NetworkError } from '../../src/network/network-errors.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

function recorder(): { logger: Logger; lines: { level: string; message: string; fields: LogFields | undefined }[] } {
  const lines: { level: string; message: string; fields: LogFields | undefined }[] = [];
  const at = (level: string) => (message: string, fields?: LogFields): void => { lines.push({ level, message, fields }); };
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, lines };
}

describe('logger levels and structured lines', () => {
  it('withLogLevel keeps the lines at the level and above', () => {
    const { logger, lines } = recorder();
    const filtered = withLogLevel(logger, 'warn');
    filtered.debug('d'); filtered.info('i'); filtered.warn('w', { a: 1 }); filtered.error('e');
    expect(lines.map((line) => line.level)).toEqual(['warn', 'error']);
    expect(lines[0]?.fields).toEqual({ a: 1 });
    withLogLevel(logger, 'silent').error('dropped');
    expect(lines).toHaveLength(2);
  });

  it('createConsoleLogger writes one JSON object per line with the fields as fields (bigints, errors and causes readable)', () => {
    const written: string[] = [];
    const logger = createConsoleLogger({ level: 'debug', write: (line) => { written.push(line); } });
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:1');
    logger.debug('request failed', { producerId: 7n, error: new NetworkError('cannot connect', { nodeId: 1, requestSent: false, cause }) });
    expect(written).toHaveLength(1);
    expect(written[0]?.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(written[0] ?? '') as Record<string, unknown>;
    expect(parsed).toMatchObject({ level: 'debug', msg: 'request failed', producerId: '7', error: { code: 'ERR_NETWORK', message: 'cannot connect <- connect ECONNREFUSED 127.0.0.1:1' } });
    expect(typeof parsed['time']).toBe('string');
    createConsoleLogger({ write: (line) => { written.push(line); } }).debug('below the default info level');
    expect(written).toHaveLength(1);
  });
});

describe('the KAFKA_EOS_DEBUG switch', () => {
  afterEach(() => { delete process.env.KAFKA_EOS_DEBUG; resetDebugSwitch(); });

  it('parses comma separated categories, all and *', () => {
    expect([...parseDebugCategories('request, TXN')]).toEqual(['request', 'txn']);
    expect([...parseDebugCategories('all')].sort()).toEqual(['request', 'txn']);
    expect([...parseDebugCategories('*')].sort()).toEqual(['request', 'txn']);
    expect(parseDebugCategories('nonsense').size).toBe(0);
    expect(parseDebugCategories(undefined).size).toBe(0);
  });

  it('txn gives a producer without a logger the stderr debug logger; a configured logger is kept', () => {
    expect(effectiveLogger(noopLogger, true)).toBe(noopLogger);
    process.env[DEBUG_ENV_VAR] = 'txn';
    resetDebugSwitch();
    expect(effectiveLogger(noopLogger, true)).not.toBe(noopLogger);
    const { logger } = recorder();
    expect(effectiveLogger(logger, false)).toBe(logger);
  });
});

describe('causes, not just timeouts', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  it('"no broker reachable" names the last connection error in its message and keeps it as cause', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) => { server.listen(0, '127.0.0.1', () => { resolve((server.address() as { port: number }).port); }); });
    await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
    const client = new TcpNetworkClient({ bootstrapServers: [`127.0.0.1:${port}`], requestTimeoutMs: 2_000 });
    try {
      const error = await client.send('any', 'Metadata', () => ({ topics: [], allowAutoTopicCreation: false, includeTopicAuthorizedOperations: false, includeClusterAuthorizedOperations: false })).then(() => undefined, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toContain('no broker reachable');
      expect((error as Error).message).toContain('ECONNREFUSED');
      expect((error as Error).cause).toBeInstanceOf(NetworkError);
    } finally {
      await client.close();
    }
  });

  it('close() that runs out of time logs the timeout with the retried error as its cause', async () => {
    s = scenario();
    const { logger, lines } = recorder();
    const producer = s.producer({ transactionalId: 'p4-close', logger, requestTimeoutMs: 1_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'v' }));
    s.cluster.faults.failRequests(ApiKey.EndTxn, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, { times: 1_000 });
    producer.commitTransaction().catch(() => undefined);
    await s.settle(producer.close({ timeoutMs: 2_000 }));
    const line = lines.find((each) => each.message === 'close did not finish cleanly');
    expect(line).toBeDefined();
    const error = line?.fields?.['error'] as Error;
    expect(error.message).toContain('COORDINATOR_LOAD_IN_PROGRESS');
    expect(error.cause).toMatchObject({ errorName: 'COORDINATOR_LOAD_IN_PROGRESS' });
    s.cluster.faults.clear();
  });
});
