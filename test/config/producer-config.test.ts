import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { noopLogger } from '../../src/config/logger.js';
import { resolveProducerConfig, type ProducerConfig } from '../../src/config/producer-config.js';
import { isKafkaClientError } from '../../src/errors/kafka-client-error.js';

/** Runs `resolveProducerConfig` expecting a ConfigError and returns it. */
function rejected(input: unknown): ConfigError {
  try {
    resolveProducerConfig(input as ProducerConfig);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the config to be rejected');
}

function fieldsOf(error: ConfigError): string[] {
  return error.issues.map((issue) => issue.field);
}

describe('resolveProducerConfig defaults', () => {
  it('fills every default from the schema', () => {
    const config = resolveProducerConfig({});
    expect(config).toEqual({
      clientId: 'kafka-eos',
      idempotent: true,
      acks: -1,
      lingerMs: 5,
      batchSize: 16_384,
      batchMaxSize: 1_048_576,
      maxRequestSize: 1_048_576,
      bufferMemory: 33_554_432,
      compression: 'none',
      maxInFlightRequestsPerConnection: 5,
      retries: 2_147_483_647,
      retryBackoffMs: 100,
      retryBackoffMaxMs: 1_000,
      requestTimeoutMs: 30_000,
      deliveryTimeoutMs: 120_000,
      transactionTimeoutMs: 60_000,
      maxBlockMs: 60_000,
      logger: noopLogger,
      transactionVersion: 'auto',
    });
    expect(config.transactionalId).toBeUndefined();
    expect(config.bootstrapServers).toBeUndefined();
    expect(config.partitioner).toBeUndefined();
  });

  it('keeps explicit values and normalises acks to the wire value', () => {
    const partitioner = () => 0;
    const logger = { debug() {}, info() {}, warn() {}, error() {} };
    const config = resolveProducerConfig({
      bootstrapServers: ['localhost:9092', '[::1]:9093'],
      transactionalId: 'orders-1',
      acks: 'all',
      lingerMs: 0,
      compression: 'zstd',
      partitioner,
      logger,
      transactionVersion: 2,
    });
    expect(config.acks).toBe(-1);
    expect(config.transactionalId).toBe('orders-1');
    expect(config.partitioner).toBe(partitioner);
    expect(config.logger).toBe(logger);
    expect(config.transactionVersion).toBe(2);
    expect(resolveProducerConfig({ acks: -1 }).acks).toBe(-1);
    expect(resolveProducerConfig({ acks: 1, idempotent: false }).acks).toBe(1);
    expect(resolveProducerConfig({ acks: 0, idempotent: false }).acks).toBe(0);
  });
});

describe('resolveProducerConfig field errors', () => {
  const cases: readonly [string, unknown, RegExp][] = [
    ['clientId', '', /must not be empty/],
    ['transactionalId', '', /must not be empty/],
    ['idempotent', 'yes', /boolean/],
    ['acks', 2, /'all', -1, 0 or 1/],
    ['lingerMs', -1, />= 0/],
    ['lingerMs', 1.5, /integer/],
    ['batchSize', 0, />= 1/],
    ['maxRequestSize', 0, />= 1/],
    ['bufferMemory', 0, />= 1/],
    ['compression', 'brotli', /'none', 'gzip', 'snappy', 'lz4' or 'zstd'/],
    ['maxInFlightRequestsPerConnection', 0, />= 1/],
    ['retries', -1, />= 0/],
    ['retryBackoffMs', -5, />= 0/],
    ['requestTimeoutMs', 0, />= 1/],
    ['deliveryTimeoutMs', 'soon', /number/],
    ['transactionTimeoutMs', 2 ** 31, /<= 2147483647/],
    ['maxBlockMs', -1, />= 0/],
    ['partitioner', 'murmur2', /function/],
    ['logger', { info() {} }, /debug, info, warn and error/],
    ['transactionVersion', 3, /'auto', 1 or 2/],
    ['bootstrapServers', [], /at least one/],
  ];
  it.each(cases)('rejects a bad %s with a reason that names it', (field, value, reason) => {
    const error = rejected({ [field]: value });
    expect(error.code).toBe('ERR_CONFIG');
    expect(isKafkaClientError(error)).toBe(true);
    const issue = error.issues.find((candidate) => candidate.field === field);
    expect(issue?.message).toMatch(reason);
    expect(error.message).toContain(`${field}: `);
  });

  it('names the offending element of bootstrapServers', () => {
    const error = rejected({ bootstrapServers: ['localhost:9092', 'no-port'] });
    expect(fieldsOf(error)).toEqual(['bootstrapServers.1']);
  });

  it('reports every bad field at once', () => {
    const error = rejected({ lingerMs: -1, batchSize: 0, compression: 'brotli' });
    expect(fieldsOf(error).sort()).toEqual(['batchSize', 'compression', 'lingerMs']);
    for (const field of ['lingerMs', 'batchSize', 'compression']) expect(error.message).toContain(field);
    expect(error.message).toMatch(/3 problems/);
  });

  it('rejects unknown keys by name and suggests the intended option', () => {
    const error = rejected({ lingerMS: 10, acksAll: true, zzzzzzzzz: 1 });
    expect(error.issues).toEqual([
      { field: 'lingerMS', message: "unknown option (did you mean 'lingerMs'?)" },
      { field: 'acksAll', message: 'unknown option' },
      { field: 'zzzzzzzzz', message: 'unknown option' },
    ]);
    expect(error.message).toContain("lingerMS: unknown option (did you mean 'lingerMs'?)");
    expect(rejected({ bufferMemroy: 1 }).issues[0]?.message).toContain("did you mean 'bufferMemory'");
  });

  it('rejects a non-object', () => {
    expect(rejected(null).issues).toHaveLength(1);
  });
});

describe('resolveProducerConfig cross-field rules', () => {
  it('transactionalId with idempotent: false is rejected', () => {
    const error = rejected({ transactionalId: 't', idempotent: false });
    expect(fieldsOf(error)).toEqual(['idempotent']);
    expect(error.message).toMatch(/transactionalId/);
  });

  it.each([1, 0] as const)('transactionalId with acks=%s is rejected', (acks) => {
    const error = rejected({ transactionalId: 't', acks });
    expect(fieldsOf(error)).toEqual(['acks']);
    expect(error.message).toMatch(/must be 'all' when transactionalId is set/);
  });

  it('acks other than all requires idempotent: false, and is accepted with it', () => {
    expect(rejected({ acks: 1 }).message).toMatch(/set idempotent: false/);
    expect(() => resolveProducerConfig({ acks: 1, idempotent: false })).not.toThrow();
  });

  it('maxInFlightRequestsPerConnection is at most 5 with idempotence only', () => {
    expect(fieldsOf(rejected({ maxInFlightRequestsPerConnection: 6 }))).toEqual(['maxInFlightRequestsPerConnection']);
    expect(fieldsOf(rejected({ transactionalId: 't', maxInFlightRequestsPerConnection: 6 }))).toEqual(['maxInFlightRequestsPerConnection']);
    expect(resolveProducerConfig({ maxInFlightRequestsPerConnection: 5 }).maxInFlightRequestsPerConnection).toBe(5);
    expect(resolveProducerConfig({ idempotent: false, maxInFlightRequestsPerConnection: 6 }).maxInFlightRequestsPerConnection).toBe(6);
  });

  it('retries=0 is rejected with idempotence', () => {
    expect(fieldsOf(rejected({ retries: 0 }))).toEqual(['retries']);
    expect(resolveProducerConfig({ retries: 0, idempotent: false }).retries).toBe(0);
  });

  it('deliveryTimeoutMs must cover lingerMs + requestTimeoutMs', () => {
    const error = rejected({ deliveryTimeoutMs: 30_004, lingerMs: 5, requestTimeoutMs: 30_000 });
    expect(fieldsOf(error)).toEqual(['deliveryTimeoutMs']);
    expect(error.message).toContain('30004 < 5 + 30000');
    expect(resolveProducerConfig({ deliveryTimeoutMs: 30_005, lingerMs: 5, requestTimeoutMs: 30_000 }).deliveryTimeoutMs).toBe(30_005);
  });

  it('retryBackoffMs must not exceed retryBackoffMaxMs', () => {
    expect(fieldsOf(rejected({ retryBackoffMs: 2_000 }))).toEqual(['retryBackoffMs']);
  });

  it('batchSize must fit in bufferMemory', () => {
    expect(fieldsOf(rejected({ batchSize: 2_000, bufferMemory: 1_000 }))).toEqual(['batchSize']);
  });

  it('transactionTimeoutMs is bounded by the broker default maximum and by requestTimeoutMs', () => {
    expect(fieldsOf(rejected({ transactionalId: 't', transactionTimeoutMs: 900_001 }))).toEqual(['transactionTimeoutMs']);
    expect(resolveProducerConfig({ transactionalId: 't', transactionTimeoutMs: 900_000 }).transactionTimeoutMs).toBe(900_000);
    expect(fieldsOf(rejected({ transactionalId: 't', transactionTimeoutMs: 1_000 }))).toEqual(['transactionTimeoutMs']);
    // Irrelevant without a transactionalId, so not rejected there.
    expect(resolveProducerConfig({ transactionTimeoutMs: 1_000 }).transactionTimeoutMs).toBe(1_000);
  });

  it('keeps the zod error as cause', () => {
    expect(rejected({ lingerMs: -1 }).cause).toBeInstanceOf(Error);
  });
});
