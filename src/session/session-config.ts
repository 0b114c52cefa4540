/**
 * Validation of {@link TransactionalSessionOptions}: a zod schema (not public) that checks every option, fills in
 * the defaults and turns problems into one {@link ConfigError} naming each bad field, as the producer's options do.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { z } from 'zod';
import { intIn } from '../config/schema-parts.js';
import { ConfigError } from '../config/config-error.js';
import { isLogger, noopLogger, type Logger } from '../config/logger.js';
import type { Agrees, AssertAgrees } from '../config/schema-agreement.js';
import { systemClock, type Clock } from '../internal/clock.js';
import { injectedClock, type TestSeams } from '../internal/test-seams.js';
import type { Producer } from '../producer/producer.js';
import type { TransactionalSessionOptions } from './session-options.js';
import type { TransactionalSource } from '../consumer/transactional-source.js';
import { recordErrorPolicySchema, resolveRecordErrorPolicy, type ResolvedRecordErrorPolicy } from './record-error-policy.js';

const SOURCE_METHODS = ['groupMetadata', 'assignment', 'poll', 'seek', 'committed', 'addAssignmentListener'] as const;

const isSource = (value: unknown): value is TransactionalSource =>
  isObjectRecord(value) && SOURCE_METHODS.every((name) => typeof value[name] === 'function');

const isProducer = (value: unknown): value is Producer =>
  isObjectRecord(value)
  && ['beginTransaction', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction', 'initTransactions'].every((name) => typeof value[name] === 'function');

/** @internal */
export const sessionOptionsSchema = z.strictObject({
  producer: z.custom<Producer>(isProducer, { error: 'must be a kafka-eos Producer' })
    .refine((producer) => producer.isTransactional, { error: 'must be transactional (created with a transactionalId)' }),
  source: z.custom<TransactionalSource>(isSource, { error: `must implement TransactionalSource (${SOURCE_METHODS.join(', ')})` }),
  pollTimeoutMs: intIn(0, 2_147_483_647, 'milliseconds').default(1_000),
  maxRecords: intIn(1, 2_147_483_647, 'records').default(500),
  rebuildProducer: z.custom<() => Producer | Promise<Producer>>((value) => typeof value === 'function', { error: 'must be a function returning a Producer' }).optional(),
  commitRetries: intIn(0, 1_000, 'count').default(3),
  committedTimeoutMs: intIn(0, 2_147_483_647, 'milliseconds').default(60_000),
  onRecordError: recordErrorPolicySchema.optional(),
  logger: z.custom<Logger>(isLogger, { error: 'must have debug, info, warn and error methods' }).default(noopLogger),
});

/** Compiles only when the schema and the interface agree on every name and type. @internal */
export type SessionSchemaAgrees = AssertAgrees<Agrees<TransactionalSessionOptions, z.input<typeof sessionOptionsSchema>>>;

/** The options with defaults, and the clock the session times its waits with (a test seam). @internal */
export type ResolvedSessionOptions = Omit<z.output<typeof sessionOptionsSchema>, 'onRecordError'> & { readonly onRecordError: ResolvedRecordErrorPolicy; readonly clock: Clock };

/**
 * Validates the options.
 * @throws {@link ConfigError} naming every bad field.
 * @internal
 */
export function resolveSessionOptions(input: TransactionalSessionOptions): ResolvedSessionOptions {
  // Typed for TypeScript callers; plain JavaScript may pass anything.
  const given: unknown = input;
  if (typeof given !== 'object' || given === null) {
    throw new ConfigError('transactional session options', [{ field: '', message: 'must be an object ({ producer, source, ... })' }]);
  }
  const { clock, ...options }: TransactionalSessionOptions & TestSeams = input; // seam: internal/test-seams.ts
  const result = sessionOptionsSchema.safeParse(options);
  if (result.success) return { ...result.data, onRecordError: resolveRecordErrorPolicy(result.data.onRecordError), clock: clock ?? injectedClock(result.data.producer) ?? systemClock };
  const issues = result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys'
    ? issue.keys.map((key) => ({ field: [...issue.path.map(String), key].join('.'), message: 'unknown option' }))
    : [{ field: issue.path.map(String).join('.'), message: issue.message }]));
  throw new ConfigError('transactional session options', issues, { cause: result.error });
}
