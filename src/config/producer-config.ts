/**
 * The producer configuration's validation: the zod schema checks a {@link ProducerConfig} (the hand-written,
 * documented interface in producer-options.ts), fills in the defaults and enforces the cross-field rules; the
 * resolved type ({@link ResolvedProducerConfig}) is its output. A compile-time check below fails the build
 * when the schema and the interface disagree. None of this is public: no zod type reaches the declarations. Names are camelCase versions of the Java
 * client's (`linger.ms` -> `lingerMs`); docs/configuration.md lists each with its Java and librdkafka
 * equivalent. Cross-field rules mirror `ProducerConfig.postProcessAndValidateIdempotenceConfigs` and
 * `KafkaProducer.configureDeliveryTimeout`, except that conflicts are always rejected rather than
 * silently disabling idempotence (see docs/configuration.md, "Differences from the Java client").
 */
import { z } from 'zod';
import { bootstrapServersSchema, checkRetryBackoff, INT32_MAX, intIn, retryBackoffFields } from './schema-parts.js';
import { saslOptionsSchema, tlsOptionsSchema } from './tcp-network-client-config.js';
import type { Partitioner, ProducerConfig, ResolvedProducerConfig } from './producer-options.js';
import { ConfigError } from './config-error.js';
import { toConfigIssues } from './config-issues.js';
import type { Agrees, AssertAgrees } from './schema-agreement.js';
import { isLogger, noopLogger, type Logger } from './logger.js';

/** The largest `maxInFlightRequestsPerConnection` idempotence allows: the broker keeps 5 batches of sequence state per partition (KAFKA-5494). */
const MAX_IN_FLIGHT_WITH_IDEMPOTENCE = 5;

/** Kafka's default `transaction.max.timeout.ms` on the broker (15 minutes). */
const BROKER_DEFAULT_MAX_TRANSACTION_TIMEOUT_MS = 900_000;
/** Default `batchMaxSize`: 1 MiB, as librdkafka batches up to `batch.size` (1,000,000). */
const DEFAULT_BATCH_MAX_SIZE = 1_048_576;

/**
 * The producer configuration schema. Prefer {@link resolveProducerConfig}, which turns zod's
 * issues into a {@link ConfigError}.
 * @internal
 */
export const producerConfigSchema = z
  .strictObject({
    /** `bootstrap.servers`: brokers to fetch the first metadata from. Optional when a transport is given directly. */
    bootstrapServers: bootstrapServersSchema.optional(),
    /** `client.id`: sent in every request header; shows up in broker logs and quotas. */
    clientId: z.string().min(1, { error: 'must not be empty' }).default('kafka-eos'),
    /** `transactional.id`: enables transactions; implies idempotence and acks=all. Stable across restarts for zombie fencing. */
    transactionalId: z.string().min(1, { error: 'must not be empty (omit it for a non-transactional producer)' }).optional(),
    /** `enable.idempotence`: producer id + per-partition sequence numbers, so retries never duplicate. */
    idempotent: z.boolean({ error: 'must be a boolean' }).default(true),
    /** `acks`: 'all' (or -1) waits for the full ISR; 1 for the leader only; 0 for no response. */
    acks: z.union([z.literal('all'), z.literal(-1), z.literal(0), z.literal(1)], { error: "must be 'all', -1, 0 or 1" }).default('all'),
    /** `linger.ms`: how long a non-full batch waits for more records. */
    lingerMs: intIn(0, INT32_MAX, 'milliseconds').default(5),
    /** `batch.size`: a batch is closed once adding a record would exceed this many bytes. */
    batchSize: intIn(1, INT32_MAX, 'bytes').default(16_384),
    /** librdkafka's `batch.size`: how far a partition's open batch may grow past `batchSize` while it could not be sent anyway (a backlog). */
    batchMaxSize: intIn(1, INT32_MAX, 'bytes').optional(),
    /** `max.request.size`: upper bound of one Produce request, and so of one record. */
    maxRequestSize: intIn(1, INT32_MAX, 'bytes').default(1_048_576),
    /** `buffer.memory`: total bytes of records waiting to be sent; `send` waits for space beyond it. */
    bufferMemory: intIn(1, Number.MAX_SAFE_INTEGER, 'bytes').default(33_554_432),
    /** `compression.type`: codec for record batches. */
    compression: z.enum(['none', 'gzip', 'snappy', 'lz4', 'zstd'], { error: "must be 'none', 'gzip', 'snappy', 'lz4' or 'zstd'" }).default('none'),
    /** `max.in.flight.requests.per.connection`: unacknowledged Produce requests per partition; at most 5 with idempotence. */
    maxInFlightRequestsPerConnection: intIn(1, INT32_MAX, 'requests').default(5),
    /** `retries`: how often a failed batch is retried (bounded in time by deliveryTimeoutMs anyway). */
    retries: intIn(0, INT32_MAX, 'count').default(INT32_MAX),
    /** `retry.backoff.ms` and `retry.backoff.max.ms` (KIP-580), as every client takes them. */
    ...retryBackoffFields,
    /** `request.timeout.ms`: how long to wait for any one response. */
    requestTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(30_000),
    /** `delivery.timeout.ms`: upper bound from `send` to success or failure, retries included (KIP-91). */
    deliveryTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(120_000),
    /** `transaction.timeout.ms`: the coordinator aborts a transaction open longer than this. */
    transactionTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(60_000),
    /** `max.block.ms`: bound on waiting for buffer space, metadata and transactional calls. */
    maxBlockMs: intIn(0, INT32_MAX, 'milliseconds').default(60_000),
    /** `partitioner.class`: a custom partition choice; the default is murmur2 for keys and sticky for keyless records. */
    partitioner: z.custom<Partitioner>((value) => typeof value === 'function', { error: 'must be a function (args) => partition' }).optional(),
    /** A logger with debug/info/warn/error methods; silent by default. */
    logger: z.custom<Logger>(isLogger, { error: 'must have debug, info, warn and error methods' }).default(noopLogger),
    /** Transaction protocol (KIP-890): 'auto' uses version 2 when the broker's finalized `transaction.version` is 2+. */
    transactionVersion: z.union([z.literal('auto'), z.literal(1), z.literal(2)], { error: "must be 'auto', 1 or 2" }).default('auto'),
    /** TLS for the TCP client built from `bootstrapServers` (`security.protocol=SSL`); `true` uses Node's defaults. Same options as the TCP client's. */
    tls: z.union([z.literal(true), tlsOptionsSchema]).optional(),
    /** SASL for the TCP client built from `bootstrapServers` (PLAIN, SCRAM-SHA-256/512, OAUTHBEARER). Same options as the TCP client's. */
    sasl: saslOptionsSchema.optional(),
  })
  .superRefine((config, context) => {
    const problem = (field: string, message: string): void => {
      context.addIssue({ code: 'custom', path: [field], message });
    };
    const transactional = config.transactionalId !== undefined;
    const acksAll = config.acks === 'all' || config.acks === -1;
    if (transactional && !config.idempotent) {
      problem('idempotent', 'must not be false when transactionalId is set: transactions need idempotence');
    }
    if (!acksAll) {
      if (transactional) problem('acks', `must be 'all' when transactionalId is set (got ${config.acks})`);
      else if (config.idempotent) {
        problem('acks', `must be 'all' with idempotence (got ${config.acks}); set idempotent: false to use acks=${config.acks}`);
      }
    }
    if (config.idempotent && config.maxInFlightRequestsPerConnection > MAX_IN_FLIGHT_WITH_IDEMPOTENCE) {
      problem(
        'maxInFlightRequestsPerConnection',
        `must be <= ${MAX_IN_FLIGHT_WITH_IDEMPOTENCE} with idempotence (got ${config.maxInFlightRequestsPerConnection}): the broker only remembers the last 5 batches per partition`,
      );
    }
    if (config.idempotent && config.retries === 0) {
      problem('retries', 'must be > 0 with idempotence: a failed batch must be retried to keep sequence numbers contiguous');
    }
    if (config.deliveryTimeoutMs < config.lingerMs + config.requestTimeoutMs) {
      problem(
        'deliveryTimeoutMs',
        `must be >= lingerMs + requestTimeoutMs (${config.deliveryTimeoutMs} < ${config.lingerMs} + ${config.requestTimeoutMs}), or no send could complete in time`,
      );
    }
    checkRetryBackoff(config, context);
    if (config.batchSize > config.bufferMemory) {
      problem('batchSize', `must be <= bufferMemory (${config.batchSize} > ${config.bufferMemory}): a batch could never be allocated`);
    }
    if (config.batchMaxSize !== undefined && config.batchMaxSize < config.batchSize) {
      problem('batchMaxSize', `must be >= batchSize (${config.batchMaxSize} < ${config.batchSize}); omit it, or set it to batchSize, for batches that never grow`);
    }
    if (config.batchMaxSize !== undefined && config.batchMaxSize > config.batchSize && config.batchMaxSize > config.maxRequestSize) {
      problem('batchMaxSize', `must be <= maxRequestSize (${config.batchMaxSize} > ${config.maxRequestSize}): a grown batch must fit one Produce request`);
    }
    if (transactional && config.transactionTimeoutMs > BROKER_DEFAULT_MAX_TRANSACTION_TIMEOUT_MS) {
      // The broker rejects larger values with INVALID_TRANSACTION_TIMEOUT unless its
      // transaction.max.timeout.ms was raised; failing here names the option instead of a broker error.
      problem(
        'transactionTimeoutMs',
        `must be <= ${BROKER_DEFAULT_MAX_TRANSACTION_TIMEOUT_MS} (the broker's default transaction.max.timeout.ms), got ${config.transactionTimeoutMs}`,
      );
    }
    if (transactional && config.transactionTimeoutMs < config.requestTimeoutMs) {
      problem(
        'transactionTimeoutMs',
        `must be >= requestTimeoutMs (${config.transactionTimeoutMs} < ${config.requestTimeoutMs}), or the coordinator aborts while a request may still be pending`,
      );
    }
  })
  .transform((config) => ({
    ...config,
    // One representation downstream: the wire value Produce carries.
    acks: config.acks === 'all' ? (-1 as const) : config.acks,
    // 1 MiB (librdkafka's batch.size is 1,000,000) within maxRequestSize, never below batchSize: measured on Kafka
    // (docs/performance.md), growth under a backlog doubled the idempotent rows and costs nothing without one.
    batchMaxSize: config.batchMaxSize ?? Math.max(config.batchSize, Math.min(DEFAULT_BATCH_MAX_SIZE, config.maxRequestSize)),
  }));

export type { ProducerConfig };

/** Compiles only when the schema and the {@link ProducerConfig} interface agree on every name and type. @internal */
export type SchemaAgreesWithInterface = AssertAgrees<Agrees<ProducerConfig, z.input<typeof producerConfigSchema>>>;

export type { ResolvedProducerConfig };

/** Compiles only when the schema's output and the {@link ResolvedProducerConfig} interface agree. @internal */
export type OutputAgreesWithInterface = AssertAgrees<Agrees<ResolvedProducerConfig, z.output<typeof producerConfigSchema>>>;

/**
 * Validates `input` and fills in defaults.
 *
 * @throws {@link ConfigError} naming every bad option, including unknown ones (with a suggestion
 *   when the name looks like a typo of a real option, e.g. `lingerMS` -> `lingerMs`).
 * @internal
 */
export function resolveProducerConfig(input: ProducerConfig): ResolvedProducerConfig {
  const result = producerConfigSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError('producer config', toConfigIssues(result.error.issues, KNOWN_OPTIONS), { cause: result.error });
}

const KNOWN_OPTIONS: readonly string[] = Object.keys(producerConfigSchema.in.shape);
