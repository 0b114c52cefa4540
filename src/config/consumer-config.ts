/**
 * The consumer configuration's validation (the producer-config.ts pattern): the zod schema checks a
 * {@link ConsumerConfig} (the documented interface in consumer-options.ts), fills in the defaults and enforces
 * the cross-field rules; compile-time checks below fail the build when the schema and the interfaces disagree.
 * No zod type reaches the declarations.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { z } from 'zod';
import { bootstrapServersSchema, checkRetryBackoff, INT32_MAX, intIn, retryBackoffFields } from './schema-parts.js';
import { ownNetworkClientFields } from './tcp-network-client-config.js';
import { ConfigError, type ConfigIssue } from './config-error.js';
import { toConfigIssues } from './config-issues.js';
import type { ConsumerConfig, ResolvedConsumerConfig } from './consumer-options.js';
import type { Agrees, AssertAgrees } from './schema-agreement.js';

const assignorName = z.enum(['range', 'cooperative-sticky'], { error: "must be 'range' or 'cooperative-sticky'" });

/**
 * The consumer configuration schema. Prefer {@link resolveConsumerConfig}.
 * @internal
 */
export const consumerConfigSchema = z
  .strictObject({
    bootstrapServers: bootstrapServersSchema.optional(),
    clientId: z.string().min(1, { error: 'must not be empty' }).default('kafka-eos'),
    groupId: z.string().min(1, { error: 'must not be empty (omit it to use assign() without a group)' }).optional(),
    groupInstanceId: z.string().min(1, { error: 'must not be empty (omit it for a dynamic member)' }).max(249, { error: 'must be at most 249 characters' }).optional(),
    partitionAssignmentStrategy: z
      .array(assignorName)
      .min(1, { error: 'must name at least one assignor' })
      .refine((names) => new Set(names).size === names.length, { error: 'must not name an assignor twice' })
      .default(['range', 'cooperative-sticky']),
    groupProtocol: z.enum(['classic', 'consumer'], { error: "must be 'classic' or 'consumer'" }).default('classic'),
    groupRemoteAssignor: z.enum(['uniform', 'range'], { error: "must be 'uniform' or 'range'" }).optional(),
    isolationLevel: z.enum(['read_committed', 'read_uncommitted'], { error: "must be 'read_committed' or 'read_uncommitted'" }).default('read_committed'),
    autoOffsetReset: z.enum(['earliest', 'latest', 'none'], { error: "must be 'earliest', 'latest' or 'none'" }).default('latest'),
    autoCommit: z.boolean({ error: 'must be true or false' }).default(false),
    autoCommitIntervalMs: intIn(0, INT32_MAX, 'milliseconds').default(5_000),
    sessionTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(45_000),
    heartbeatIntervalMs: intIn(1, INT32_MAX, 'milliseconds').default(3_000),
    maxPollIntervalMs: intIn(1, INT32_MAX, 'milliseconds').default(300_000),
    maxPollRecords: intIn(1, INT32_MAX, 'records').default(500),
    fetchMinBytes: intIn(0, INT32_MAX, 'bytes').default(1),
    fetchMaxBytes: intIn(1, INT32_MAX, 'bytes').default(52_428_800),
    maxPartitionFetchBytes: intIn(1, INT32_MAX, 'bytes').default(1_048_576),
    fetchMaxWaitMs: intIn(0, INT32_MAX, 'milliseconds').default(500),
    maxBufferedBytes: intIn(1, Number.MAX_SAFE_INTEGER, 'bytes').default(67_108_864),
    metadataMaxAgeMs: intIn(0, INT32_MAX, 'milliseconds').default(300_000),
    clientRack: z.string({ error: 'must be a string' }).default(''),
    requestTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(30_000),
    defaultApiTimeoutMs: intIn(0, INT32_MAX, 'milliseconds').default(60_000),
    ...retryBackoffFields,
    ...ownNetworkClientFields,
  })
  .superRefine((config, context) => {
    const problem = (field: string, message: string): void => {
      context.addIssue({ code: 'custom', path: [field], message });
    };
    if (config.heartbeatIntervalMs >= config.sessionTimeoutMs) {
      problem('heartbeatIntervalMs', `must be < sessionTimeoutMs (${config.heartbeatIntervalMs} >= ${config.sessionTimeoutMs}), or the member expires between heartbeats`);
    }
    if (config.fetchMinBytes > config.fetchMaxBytes) {
      problem('fetchMinBytes', `must be <= fetchMaxBytes (${config.fetchMinBytes} > ${config.fetchMaxBytes})`);
    }
    if (config.fetchMaxWaitMs >= config.requestTimeoutMs) {
      problem('fetchMaxWaitMs', `must be < requestTimeoutMs (${config.fetchMaxWaitMs} >= ${config.requestTimeoutMs}), or every idle Fetch times out`);
    }
    checkRetryBackoff(config, context);
    if (config.groupRemoteAssignor !== undefined && config.groupProtocol !== 'consumer') {
      problem('groupRemoteAssignor', "needs groupProtocol: 'consumer' (the classic protocol assigns on the client: see partitionAssignmentStrategy)");
    }
    if (config.autoCommit && config.groupId === undefined) {
      problem('autoCommit', 'needs groupId: offsets are committed for a group');
    }
    if (config.groupInstanceId !== undefined && config.groupId === undefined) {
      problem('groupInstanceId', 'needs groupId: static membership is membership of a group');
    }
  });

/** Compiles only when the schema and the {@link ConsumerConfig} interface agree on every name and type. @internal */
export type ConsumerSchemaAgreesWithInterface = AssertAgrees<Agrees<ConsumerConfig, z.input<typeof consumerConfigSchema>>>;

/** Compiles only when the schema's output and the {@link ResolvedConsumerConfig} interface agree. @internal */
export type ConsumerOutputAgreesWithInterface = AssertAgrees<Agrees<ResolvedConsumerConfig, z.output<typeof consumerConfigSchema>>>;

const KNOWN_OPTIONS: readonly string[] = Object.keys(consumerConfigSchema.shape);

/**
 * Validates `input` and fills in defaults.
 * @throws {@link ConfigError} naming every bad option, including unknown ones (with a suggestion for typos).
 * @internal
 */
export function resolveConsumerConfig(input: ConsumerConfig): ResolvedConsumerConfig {
  const result = consumerConfigSchema.safeParse(input);
  const classicOnly = classicOnlyIssues(input);
  if (result.success && classicOnly.length === 0) return result.data;
  const issues = result.success ? [] : toConfigIssues(result.error.issues, KNOWN_OPTIONS);
  throw new ConfigError('consumer config', [...issues, ...classicOnly], result.success ? {} : { cause: result.error });
}

/** Options of the classic protocol only: the Java client refuses them with `group.protocol=consumer` (the broker decides these). */
const CLASSIC_ONLY_OPTIONS = ['partitionAssignmentStrategy', 'sessionTimeoutMs', 'heartbeatIntervalMs'] as const;

/** An explicitly given classic-only option with `groupProtocol: 'consumer'` (a default is no problem, hence a look at the input). */
function classicOnlyIssues(input: ConsumerConfig): ConfigIssue[] {
  const given: unknown = input; // plain JavaScript may pass anything
  if (!isObjectRecord(given) || given.groupProtocol !== 'consumer') return [];
  return CLASSIC_ONLY_OPTIONS.filter((option) => given[option] !== undefined).map((field) => ({
    field,
    message: field === 'partitionAssignmentStrategy'
      ? "cannot be set with groupProtocol 'consumer': the broker assigns (see groupRemoteAssignor)"
      : "cannot be set with groupProtocol 'consumer': the broker's group.consumer.* configuration decides it",
  }));
}
