/**
 * What the transactional session does when its batch handler fails on a record (a "poison record" that fails every
 * time it is processed): the public shape of the `onRecordError` option, its zod check, and the retry backoff.
 * The mechanism is in poison-records.ts; docs/session.md describes it for users.
 */
import { z } from 'zod';
import { intIn } from '../config/schema-parts.js';
import { cappedBackoff, type ExponentialBackoff } from '../internal/backoff.js';

/**
 * How often and how patiently a batch that failed on a record is run again before the record is isolated.
 * @public
 */
export interface RecordRetryOptions {
  /**
   * How many times a record may fail the handler before it is isolated (dead-lettered or skipped), counting the
   * first: 1 isolates at the first failure. Default 3.
   */
  readonly maxAttempts?: number;
  /** Wait before the first re-run of a failed batch, in milliseconds; doubled for each further attempt. Default 100. */
  readonly retryBackoffMs?: number;
  /** Upper bound of that wait, in milliseconds (Java's `retry.backoff.max.ms`). Default 10000. */
  readonly retryBackoffMaxMs?: number;
}

/**
 * The `onRecordError` option of a `TransactionalSession`:
 * - `{ mode: 'fail' }` (the default): the handler's error aborts the batch, rewinds the source and rejects
 *   `run`/`runOnce`;
 * - `{ mode: 'skip' }`: the batch is re-run (up to `maxAttempts`), then committed without the failing record: its
 *   offset advances, `records-skipped-total` counts it;
 * - `{ mode: 'deadLetter', topic }`: the same, but the failing record is written to `topic` (with headers naming
 *   where it came from and why, see {@link DeadLetterHeaders}) in the transaction that commits its offset.
 * @public
 */
export type RecordErrorPolicy =
  | {
    /** A handler error aborts the batch, rewinds the source and rejects `run()` (the default). */
    readonly mode: 'fail';
  }
  | ({
    /** A record that keeps failing the handler (after `maxAttempts`) is left out, and its batch commits without it. */
    readonly mode: 'skip';
  } & RecordRetryOptions)
  | ({
    /** A record that keeps failing the handler is written to `topic` in the transaction that commits its offset. */
    readonly mode: 'deadLetter';
    /** The dead-letter topic (Kafka Streams: `errors.dead.letter.queue.topic.name`). It must exist or be auto-created. */
    readonly topic: string;
  } & RecordRetryOptions);

/**
 * The headers of a dead-letter record, added after the original record's own headers (values are UTF-8 strings).
 * @public
 */
export const DeadLetterHeaders = Object.freeze({
  /** The topic the record was consumed from. */
  topic: 'kafka-eos.dlq.topic',
  /** Its partition (decimal). */
  partition: 'kafka-eos.dlq.partition',
  /** Its offset (decimal). */
  offset: 'kafka-eos.dlq.offset',
  /** The class name of the handler's last error (`error.name`, e.g. `TypeError`). */
  errorClass: 'kafka-eos.dlq.error.class',
  /** That error's message. */
  errorMessage: 'kafka-eos.dlq.error.message',
  /** How many times the handler failed on the record (decimal). */
  attempts: 'kafka-eos.dlq.attempts',
} as const);

/** The policy with its defaults. @internal */
export type ResolvedRecordErrorPolicy =
  | { readonly mode: 'fail' }
  | { readonly mode: 'skip' | 'deadLetter'; readonly topic: string | undefined; readonly maxAttempts: number; readonly backoff: ExponentialBackoff };

const retryShape = {
  maxAttempts: intIn(1, 1_000, 'attempts').optional(),
  retryBackoffMs: intIn(0, 2_147_483_647, 'milliseconds').optional(),
  retryBackoffMaxMs: intIn(0, 2_147_483_647, 'milliseconds').optional(),
};

/** @internal */
export const recordErrorPolicySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('fail') }),
  z.strictObject({ mode: z.literal('skip'), ...retryShape }),
  z.strictObject({
    mode: z.literal('deadLetter'),
    topic: z.string({ error: 'must be a topic name (string)' }).min(1, { error: 'must not be empty' }).max(249, { error: 'must be at most 249 characters' })
      .regex(/^[a-zA-Z0-9._-]+$/, { error: 'may contain only ASCII letters, digits, ".", "_" and "-"' }),
    ...retryShape,
  }),
], { error: 'must be { mode: "fail" }, { mode: "skip", ... } or { mode: "deadLetter", topic, ... }' });

/** Fills in the defaults of a validated policy. @internal */
export function resolveRecordErrorPolicy(policy: z.output<typeof recordErrorPolicySchema> | undefined): ResolvedRecordErrorPolicy {
  if (policy === undefined || policy.mode === 'fail') return { mode: 'fail' };
  return {
    mode: policy.mode,
    topic: policy.mode === 'deadLetter' ? policy.topic : undefined,
    maxAttempts: policy.maxAttempts ?? 3,
    // The wait before re-running a batch whose record failed n times: backoff.delayMs(n - 1).
    backoff: cappedBackoff(policy.retryBackoffMs ?? 100, policy.retryBackoffMaxMs ?? 10_000),
  };
}
