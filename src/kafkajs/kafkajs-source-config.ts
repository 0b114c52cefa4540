/**
 * Validation of {@link KafkaJsSourceOptions} (the producer-config.ts pattern): a zod schema (not public) checks
 * every option, fills in the defaults and turns problems into one {@link ConfigError} naming each bad field, with a
 * suggestion for a mistyped option name; a compile-time check fails the build when the schema and the documented
 * interface disagree.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { toConfigIssues } from '../config/config-issues.js';
import { isLogger, noopLogger, type Logger } from '../config/logger.js';
import type { Agrees, AssertAgrees } from '../config/schema-agreement.js';
import { bootstrapServersSchema, INT32_MAX, intIn } from '../config/schema-parts.js';
import type { NetworkClient } from '../network/network-client.js';
import { saslOptionsSchema, tlsOptionsSchema } from '../config/tcp-network-client-config.js';
import type { KafkaJsGroupGenerations } from './group-generations.js';
import type { KafkaJsSourceOptions } from './kafkajs-source-options.js';
import type { KafkaJsConsumerLike } from './kafkajs-types.js';

const hasMethods = (value: unknown, names: readonly string[]): boolean =>
  isObjectRecord(value) && names.every((name) => typeof value[name] === 'function');

/** @internal */
export const kafkaJsSourceOptionsSchema = z
  .strictObject({
    consumer: z.custom<KafkaJsConsumerLike>((value) => hasMethods(value, ['run', 'seek', 'on']), { error: 'must be a KafkaJS consumer (kafka.consumer({ groupId }))' }),
    groupId: z.string({ error: 'must be the consumer\'s groupId (a non-empty string)' }).min(1, { error: 'must be the consumer\'s groupId (a non-empty string)' }),
    bootstrapServers: bootstrapServersSchema.optional(),
    network: z.custom<NetworkClient>((value) => hasMethods(value, ['send', 'versions', 'brokers', 'close']), { error: 'must be a kafka-eos NetworkClient' }).optional(),
    clientId: z.string().min(1, { error: 'must not be empty' }).default('kafka-eos-kafkajs-source'),
    tls: z.union([z.literal(true), tlsOptionsSchema]).optional(),
    sasl: saslOptionsSchema.optional(),
    heartbeatIntervalMs: intIn(1, INT32_MAX, 'milliseconds').default(1_000),
    committedTimeoutMs: intIn(0, INT32_MAX, 'milliseconds').default(60_000),
    partitionsConsumedConcurrently: intIn(1, 1_000, 'partitions').default(1),
    generations: z.custom<KafkaJsGroupGenerations>((value) => hasMethods(value, ['generationOf', 'socketFactory']), { error: 'must be a KafkaJsGroupGenerations' }).optional(),
    logger: z.custom<Logger>(isLogger, { error: 'must have debug, info, warn and error methods' }).default(noopLogger),
  })
  .superRefine((options, context) => {
    if (options.network === undefined && options.bootstrapServers === undefined) {
      context.addIssue({ code: 'custom', path: ['bootstrapServers'], message: 'is required unless network is given (the adapter reads stable offsets itself)' });
    }
  });

/** Compiles only when the schema and the interface agree on every name and type. @internal */
export type KafkaJsSourceSchemaAgrees = AssertAgrees<Agrees<KafkaJsSourceOptions, z.input<typeof kafkaJsSourceOptionsSchema>>>;

/** The options with defaults. @internal */
export type ResolvedKafkaJsSourceOptions = z.output<typeof kafkaJsSourceOptionsSchema>;

const KNOWN_OPTIONS: readonly string[] = Object.keys(kafkaJsSourceOptionsSchema.shape);

/**
 * Validates the options and fills in the defaults.
 * @throws {@link ConfigError} naming every bad option, including unknown ones (with a suggestion for typos).
 * @internal
 */
export function resolveKafkaJsSourceOptions(input: KafkaJsSourceOptions): ResolvedKafkaJsSourceOptions {
  const given: unknown = input; // plain JavaScript may pass anything
  if (typeof given !== 'object' || given === null) {
    throw new ConfigError('KafkaJS source options', [{ field: '', message: 'must be an object ({ consumer, groupId, bootstrapServers, ... })' }]);
  }
  const result = kafkaJsSourceOptionsSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError('KafkaJS source options', toConfigIssues(result.error.issues, KNOWN_OPTIONS), { cause: result.error });
}
