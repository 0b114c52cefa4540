/**
 * What the crash tests' pipeline computes, shared by the worker (which applies it) and the check (which expects
 * it): f(input record) = the value upper-cased, followed by the input partition and offset, so that every output
 * record names the one input record it came from and a duplicate or a gap is told apart from a coincidence.
 * The output record goes to the same partition number of the output topic.
 */
import type { Violation } from './violations.js';

/** The worker's configuration, passed as one JSON argument. @internal */
export interface WorkerConfig {
  readonly bootstrapServers: string;
  /** `kafka-eos`: our Consumer; `kafkajs`: a KafkaJS 2.x consumer through `KafkaJsSource`. */
  readonly client: 'kafka-eos' | 'kafkajs';
  readonly group: string;
  /** The worker identity's transactional id: a restart reuses it (fencing its predecessor), a replacement has its own. */
  readonly transactionalId: string;
  readonly input: string;
  readonly output: string;
  readonly sessionTimeoutMs: number;
  readonly heartbeatIntervalMs: number;
  readonly transactionTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** Records per batch (= per transaction). */
  readonly maxRecords: number;
  /** Time spent "processing" each batch inside its transaction, so that kills and pauses land mid-transaction. */
  readonly batchDelayMs: number;
  /** A negative control (violations.ts): break exactly-once this way; absent in the real tests. */
  readonly violation?: Violation;
  /** Poison records (dead-letter-handler.ts): the handler fails on every `poisonEvery`th input, the session dead-letters them to `topic`. */
  readonly deadLetter?: { readonly topic: string; readonly poisonEvery: number };
}

/** What a worker prints on stdout, one JSON object per line. @internal */
export type WorkerEvent =
  | { readonly event: 'running' }
  | { readonly event: 'committed'; readonly records: number }
  | { readonly event: 'aborted'; readonly records: number; readonly reason: string }
  | { readonly event: 'failed'; readonly error: string }
  | { readonly event: 'closed' };

/** The value of input record `n`. @internal */
export const inputValue = (n: number): string => `rec-${n}`;

/** f: the output value of an input record. @internal */
export function transform(value: string, partition: number, offset: bigint | number): string {
  return `${value.toUpperCase()}|${partition}@${offset.toString()}`;
}

/** Whether input value `rec-N` is a poison record of the dead-letter crash test: N % every === every - 1. @internal */
export function isPoison(value: string, every: number): boolean {
  const n = Number(value.slice('rec-'.length));
  return Number.isInteger(n) && n % every === every - 1;
}
