/**
 * The options of a {@link ProducerPool}, and their validation: a zod schema (not public) for the pool's own
 * options, and the member producers' configuration checked once by the producer's own schema, each problem named
 * with its path (`size`, `producer.lingerMs`), all in one {@link ConfigError}.
 */
import { z } from 'zod';
import { ConfigError, type ConfigIssue } from '../config/config-error.js';
import { resolveProducerConfig, type ResolvedProducerConfig } from '../config/producer-config.js';
import type { ProducerOptions } from '../config/producer-options.js';
import type { Agrees, AssertAgrees } from '../config/schema-agreement.js';
import { intIn } from '../config/schema-parts.js';
import type { TestSeams } from '../internal/test-seams.js';
import type { NetworkClient } from '../network/network-client.js';

/**
 * The configuration every member producer of a pool is created with: a producer's options without
 * `transactionalId` (the pool names its members). `network`, when given, is shared by every member and stays
 * the caller's to close; without it the pool builds one TCP client for `bootstrapServers`, shared by every member
 * and closed by the pool's `close()`.
 * @public
 */
export type ProducerPoolMemberOptions = Omit<ProducerOptions, 'transactionalId'>;

/**
 * What `new ProducerPool(options)` takes.
 * @public
 */
export interface ProducerPoolOptions {
  /**
   * The members' transactional ids are `${transactionalIdPrefix}-0` to `${transactionalIdPrefix}-${size - 1}`. Keep it
   * stable across restarts of the same job: a restarted pool then fences exactly its own previous members (and no
   * other job's). Required, not empty.
   */
  readonly transactionalIdPrefix: string;
  /** How many member producers, hence how many transactions may run at once. 1 to 256. Required. */
  readonly size: number;
  /**
   * How many `transaction()` callers may wait for a free member; one more is refused at once with
   * `ProducerPoolQueueFullError`. Default: no bound (each waiter is bounded by its own `timeoutMs` and `signal`).
   */
  readonly maxQueued?: number;
  /** The configuration of every member producer (see {@link ProducerPoolMemberOptions}). Required. */
  readonly producer: ProducerPoolMemberOptions;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @internal */
export const producerPoolOptionsSchema = z.strictObject({
  transactionalIdPrefix: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
  size: intIn(1, 256, 'members'),
  maxQueued: intIn(0, 2_147_483_647, 'callers').optional(),
  producer: z.custom<ProducerPoolMemberOptions>(isObject, { error: 'must be an object: the member producers\' options' }),
});

/** Compiles only when the schema and the interface agree on every name and type. @internal */
export type ProducerPoolSchemaAgrees = AssertAgrees<Agrees<ProducerPoolOptions, z.input<typeof producerPoolOptionsSchema>>>;

/** The validated options, the members' resolved configuration and the seams the members are built with. @internal */
export interface ResolvedProducerPoolOptions {
  readonly transactionalIdPrefix: string;
  readonly size: number;
  readonly maxQueued: number;
  /** The members' options as given (without seams), each member adds its `transactionalId` and the shared network. */
  readonly member: Omit<ProducerPoolMemberOptions, 'network'>;
  /** The members' configuration after validation (of member 0): `maxBlockMs`, the TCP client's settings. */
  readonly memberConfig: ResolvedProducerConfig;
  readonly network: NetworkClient | undefined;
  readonly seams: TestSeams;
}

/**
 * Validates the options.
 * @throws {@link ConfigError} naming every bad field (`producer.<field>` for the members' configuration).
 * @internal
 */
export function resolveProducerPoolOptions(input: ProducerPoolOptions): ResolvedProducerPoolOptions {
  if (!isObject(input)) {
    throw new ConfigError('producer pool options', [{ field: '', message: 'must be an object ({ transactionalIdPrefix, size, producer, ... })' }]);
  }
  const { clock, random, apiRegistry, ...options }: ProducerPoolOptions & TestSeams = input; // seams: internal/test-seams.ts
  const seams: TestSeams = { ...(clock === undefined ? {} : { clock }), ...(random === undefined ? {} : { random }), ...(apiRegistry === undefined ? {} : { apiRegistry }) };
  const result = producerPoolOptionsSchema.safeParse(options);
  const issues: ConfigIssue[] = result.success ? [] : result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys'
    ? issue.keys.map((key) => ({ field: key, message: 'unknown option' }))
    : [{ field: issue.path.map(String).join('.'), message: issue.message }]));
  const producer = isObject(options.producer) ? options.producer : undefined;
  let memberConfig: ResolvedProducerConfig | undefined;
  if (producer !== undefined) {
    const { network, ...member } = producer;
    if ('transactionalId' in member && member.transactionalId !== undefined) {
      issues.push({ field: 'producer.transactionalId', message: 'must not be set: the pool names its members `${transactionalIdPrefix}-<index>`' });
    }
    try {
      memberConfig = resolveProducerConfig({ ...member, transactionalId: 'pool-member' });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      issues.push(...error.issues.map((issue) => ({ field: issue.field === '' ? 'producer' : `producer.${issue.field}`, message: issue.message })));
    }
    if (network === undefined && memberConfig !== undefined && memberConfig.bootstrapServers === undefined) {
      issues.push({ field: 'producer.bootstrapServers', message: 'is required unless a network client is passed as `producer.network`' });
    }
  }
  if (!result.success || issues.length > 0 || producer === undefined || memberConfig === undefined) {
    throw new ConfigError('producer pool options', issues, result.success ? {} : { cause: result.error });
  }
  const { network, ...member } = producer;
  return {
    transactionalIdPrefix: result.data.transactionalIdPrefix, size: result.data.size, maxQueued: result.data.maxQueued ?? Number.POSITIVE_INFINITY,
    member, memberConfig, network, seams,
  };
}
