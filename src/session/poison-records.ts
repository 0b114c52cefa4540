/**
 * The transactional session's poison-record bookkeeping (the `onRecordError` policy, record-error-policy.ts). When
 * the batch handler fails, the batch is aborted and the source rewound as always; this class then decides what the
 * next batches look like:
 * - the failing record is known when the handler threw a `RecordProcessingError` naming a record of the batch, or
 *   when the batch held one record. Each failure counts an attempt for that record; below `maxAttempts` the batch
 *   is re-run after the backoff; at `maxAttempts` the record is isolated: the next batch holding it is handed to
 *   the handler without it, and its transaction writes it to the dead-letter topic (or only skips it) and commits
 *   the offsets past it. Dead-letter record and offsets are then in one transaction: both or neither.
 * - an error naming no record of a batch of several: after `maxAttempts` consecutive such failures the session
 *   narrows down, polling one record per batch until it is past the failed batches' records, so that the next
 *   failure names its record.
 * Everything here is in memory: after a crash, a restarted session counts a record's attempts afresh, which can
 * delay its isolation but never writes it twice (only a committed transaction writes it, with its offset).
 */
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import type { ProducerRecord, RecordHeader } from '../common/record.js';
import { sessionRecordErrorChannel } from '../diagnostics/session-channels.js';
import { SessionMetrics } from '../metrics/session-metrics.js';
import { DeadLetterHeaders, type ResolvedRecordErrorPolicy } from './record-error-policy.js';
import { isRecordProcessingError } from './session-errors.js';
import type { ConsumedBatch, ConsumedRecord } from '../consumer/transactional-source.js';

/** A record the next batch leaves out, and why. @internal */
export interface IsolatedRecord {
  readonly record: ConsumedRecord;
  readonly attempts: number;
  readonly error: unknown;
}

interface Failures {
  readonly record: ConsumedRecord;
  attempts: number;
  error: unknown;
}

const recordKey = (record: TopicPartitionOffset): string => `${topicPartitionKey(record)}@${record.offset.toString()}`;
const encoder = new TextEncoder();
const header = (key: string, value: string): RecordHeader => ({ key, value: encoder.encode(value) });

/** @internal */
export class PoisonRecords {
  readonly metrics = new SessionMetrics();
  /** Per record (`topic:partition@offset`), the handler's failures on it so far. */
  private readonly failures = new Map<string, Failures>();
  /** Records whose attempts are used up: left out of the next batch that holds them. */
  private readonly isolated = new Map<string, IsolatedRecord>();
  /** Failures naming no record, since the last commit. */
  private unnamedFailures = 0;
  /** While narrowing down: per partition, the offset one-record batches must reach. */
  private readonly narrowUntil = new Map<string, bigint>();
  private backoffMs = 0;

  constructor(private readonly policy: ResolvedRecordErrorPolicy) {}

  /** `maxRecords` of the next poll: one while narrowing down. */
  maxRecords(configured: number): number {
    return this.narrowUntil.size > 0 ? 1 : configured;
  }

  /** The wait before the next poll (a re-run's backoff), then zero. */
  takeBackoff(): number {
    const ms = this.backoffMs;
    this.backoffMs = 0;
    return ms;
  }

  /** The batch as the handler sees it (isolated records left out, order kept) and the records isolated from it. */
  split(batch: ConsumedBatch): { readonly handed: ConsumedBatch; readonly isolated: readonly IsolatedRecord[] } {
    if (this.isolated.size === 0) return { handed: batch, isolated: [] };
    const isolated: IsolatedRecord[] = [];
    const records = batch.records.filter((record) => {
      const found = this.isolated.get(recordKey(record));
      if (found !== undefined) isolated.push({ ...found, record });
      return found === undefined;
    });
    return isolated.length === 0 ? { handed: batch, isolated } : { handed: { records, nextOffsets: batch.nextOffsets }, isolated };
  }

  /** The dead-letter records of `isolated` (none under `skip`): the original key, value and headers, plus ours. */
  deadLetterRecords(isolated: readonly IsolatedRecord[]): ProducerRecord[] {
    const topic = this.policy.mode === 'deadLetter' ? this.policy.topic : undefined;
    if (topic === undefined) return [];
    return isolated.map(({ record, attempts, error }) => {
      const { name, message } = describeError(error);
      return {
        topic, key: record.key, value: record.value, timestamp: record.timestamp,
        headers: [
          ...record.headers,
          header(DeadLetterHeaders.topic, record.topic),
          header(DeadLetterHeaders.partition, String(record.partition)),
          header(DeadLetterHeaders.offset, record.offset.toString()),
          header(DeadLetterHeaders.errorClass, name),
          header(DeadLetterHeaders.errorMessage, message),
          header(DeadLetterHeaders.attempts, String(attempts)),
        ],
      };
    });
  }

  /**
   * The handler failed on `batch` (already aborted and rewound): counts the attempt and decides the next batches.
   * False when the policy is `fail` (the error is the caller's).
   */
  handlerFailed(batch: ConsumedBatch, error: unknown): boolean {
    const policy = this.policy;
    if (policy.mode === 'fail') return false;
    this.metrics.retries++;
    const named = isRecordProcessingError(error) ? batch.records.find((record) => recordKey(record) === recordKey(error.record)) : undefined;
    const record = named ?? (batch.records.length === 1 ? batch.records[0] : undefined);
    if (record === undefined) {
      this.unnamedFailures++;
      if (this.unnamedFailures < policy.maxAttempts) {
        this.backoffMs = policy.backoff.delayMs(this.unnamedFailures - 1);
        return true;
      }
      this.unnamedFailures = 0;
      for (const each of batch.nextOffsets) {
        const key = topicPartitionKey(each);
        const until = this.narrowUntil.get(key);
        if (until === undefined || until < each.offset) this.narrowUntil.set(key, each.offset);
      }
      return true;
    }
    const key = recordKey(record);
    const failures = this.failures.get(key) ?? { record, attempts: 0, error };
    failures.attempts++;
    failures.error = error;
    this.failures.set(key, failures);
    if (failures.attempts < policy.maxAttempts) {
      this.backoffMs = policy.backoff.delayMs(failures.attempts - 1);
      return true;
    }
    this.failures.delete(key);
    this.isolated.set(key, { record, attempts: failures.attempts, error });
    return true;
  }

  /** A batch committed with `offsets`, isolating `isolated`: counts and publishes them, forgets what is behind. */
  committed(isolated: readonly IsolatedRecord[], offsets: readonly TopicPartitionOffset[]): void {
    this.unnamedFailures = 0;
    for (const each of isolated) {
      if (this.policy.mode === 'deadLetter') this.metrics.deadLettered++;
      else this.metrics.skipped++;
      this.isolated.delete(recordKey(each.record));
      if (sessionRecordErrorChannel.hasSubscribers) {
        const { record } = each;
        sessionRecordErrorChannel.publish({
          action: this.policy.mode === 'deadLetter' ? 'deadLettered' : 'skipped', topic: record.topic, partition: record.partition, offset: record.offset,
          deadLetterTopic: this.policy.mode === 'deadLetter' ? this.policy.topic : undefined, attempts: each.attempts, error: each.error,
        });
      }
    }
    const next = new Map(offsets.map((each) => [topicPartitionKey(each), each.offset]));
    const behind = (record: ConsumedRecord): boolean => {
      const offset = next.get(topicPartitionKey(record));
      return offset !== undefined && record.offset < offset;
    };
    for (const [key, each] of this.failures) if (behind(each.record)) this.failures.delete(key);
    for (const [key, each] of this.isolated) if (behind(each.record)) this.isolated.delete(key);
    for (const [key, until] of this.narrowUntil) {
      const offset = next.get(key);
      if (offset !== undefined && offset >= until) this.narrowUntil.delete(key);
    }
  }

  /** Partitions revoked or lost: their next owner counts afresh. */
  forget(partitions: readonly TopicPartition[]): void {
    const gone = new Set(partitions.map(topicPartitionKey));
    for (const [key, each] of this.failures) if (gone.has(topicPartitionKey(each.record))) this.failures.delete(key);
    for (const [key, each] of this.isolated) if (gone.has(topicPartitionKey(each.record))) this.isolated.delete(key);
    for (const key of gone) this.narrowUntil.delete(key);
  }
}

/** The class name and message of a handler's error; a `RecordProcessingError` stands for its cause. */
function describeError(error: unknown): { readonly name: string; readonly message: string } {
  const real = isRecordProcessingError(error) && error.cause !== undefined ? error.cause : error;
  if (real instanceof Error) return { name: real.name, message: real.message };
  return { name: typeof real, message: String(real) };
}
