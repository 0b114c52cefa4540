/**
 * What the runner asks a client child process to do, and what the child answers. The runner passes a
 * {@link ChildSpec} as JSON in `BENCH_SPEC`; the child prints one {@link ChildResult} as the last stdout
 * line prefixed with {@link RESULT_PREFIX}. One child per (client, workload, run) keeps CPU time and peak RSS
 * per client: `process.cpuUsage()` includes librdkafka's threads in the librdkafka-based peers.
 */

/**
 * The shapes of work a child knows.
 * - `idempotent`: acks=all idempotent producer, `records` records (workload a).
 * - `transactional`: `transactions` x `recordsPerTransaction` records, each transaction with
 *   sendOffsetsToTransaction (workload b).
 * - `commit-latency`: 1 record + sendOffsets per transaction, back to back; each commit timed (workloads c, d).
 * - `consume`: a group consumer reads `records` committed records, read_committed, from a topic pre-filled with
 *   transactions (some aborted) (workload e).
 * - `pipeline`: consume -> process -> produce -> commit, one transaction per batch of at most
 *   `recordsPerTransaction` input records, until `records` input records are committed (workload f).
 * @internal
 */
export type WorkKind = 'idempotent' | 'transactional' | 'commit-latency' | 'consume' | 'pipeline';

/**
 * How records are handed to the client: one call per record, or one call per array of `batchRecords`.
 * @internal
 */
export type SendForm = 'per-record' | 'batch';

/**
 * The codec a producer row compresses with: Kafka's names, which kafka-eos' `compression` option, librdkafka's
 * `compression.codec`, kcat's `-z` and Java's `compression.type` all take as they are.
 * @internal
 */
export type BenchCompression = 'none' | 'gzip' | 'lz4' | 'zstd';

/**
 * The job of one child process.
 * @internal
 */
export interface ChildSpec {
  readonly kind: WorkKind;
  readonly form: SendForm;
  readonly bootstrapServers: string;
  readonly topic: string;
  readonly partitions: number;
  /** Records to produce in the timed section (idempotent); derived from the transactions otherwise. */
  readonly records: number;
  readonly valueBytes: number;
  readonly keys: boolean;
  readonly headers: boolean;
  readonly compression: BenchCompression;
  readonly transactions: number;
  readonly recordsPerTransaction: number;
  readonly transactionalId: string;
  readonly groupId: string;
  /** Records per `send(array)` call in the batch form. */
  readonly batchRecords: number;
  /** Outstanding calls (promises or callbacks) the child keeps in flight. */
  readonly window: number;
  /**
   * `linger.ms` for every client that has one; absent means each client's default (5 ms for kafka-eos and
   * librdkafka). The latency rows use 0: a latency-sensitive application sets it so.
   */
  readonly lingerMs?: number;
  /** kafka-eos only: extra producer options (a `--variant` row of bench/run.ts). */
  readonly producerOptions?: Readonly<Record<string, number | boolean | string>>;
  /** `transaction.version` the client pins (absent: 1, as the librdkafka mock has no KIP-890). */
  readonly transactionVersion?: 1 | 2;
  /** Bound on the whole child run, ms; the runner also kills it after this plus a margin. */
  readonly timeoutMs: number;
  /** `pipeline`: the topic the output records go to (same partition as their input record). */
  readonly outputTopic?: string;
  /** `pipeline` with the KafkaJS consumer: `'loop'` (KafkaJS's own transactional loop) or `'adapter'` (kafka-eos/kafkajs). */
  readonly kafkajsMode?: 'loop' | 'adapter';
}

/**
 * Latency percentiles in milliseconds.
 * @internal
 */
export interface LatencySummary {
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
  readonly samples: number;
}

/**
 * What a child measured. `recordsProduced` includes the one warm-up record of idempotent runs, so the
 * runner can compare it with the partitions' end offsets.
 * @internal
 */
export interface ChildResult {
  readonly ok: boolean;
  readonly error?: string;
  readonly recordsTimed: number;
  readonly recordsProduced: number;
  readonly valueBytesTimed: number;
  readonly transactions: number;
  readonly elapsedMs: number;
  /** User + system CPU of the whole process during the timed section, ms. */
  readonly cpuMs: number;
  /** `process.resourceUsage().maxRSS`, KiB, at the end of the run. */
  readonly peakRssKb: number;
  readonly latency?: LatencySummary;
  /** The Java peer's mean send latency (ProducerPerformance's "ms avg latency"), ms. */
  readonly javaAvgLatencyMs?: number;
  /** `consume` / `pipeline`: every record read (including the first batch, which is not timed). */
  readonly recordsConsumed?: number;
  /** `pipeline`: output records sent in the timed section (in committed transactions). */
  readonly recordsOut?: number;
}

/**
 * Marks the child's result line on stdout; anything else the client prints is ignored.
 * @internal
 */
export const RESULT_PREFIX = 'BENCH_RESULT ';

/**
 * Untimed transactions run before the timed ones, at least: half the timed count, at most 1,000.
 * @internal
 */
export function warmUpTransactions(timed: number): number {
  return Math.min(1_000, Math.ceil(timed / 2));
}

/**
 * The warm-up also lasts at least this long (and at most {@link WARM_UP_MAX_TRANSACTIONS} transactions): V8 keeps
 * optimizing a JavaScript client's per-transaction functions for ~8,000 c0 transactions (`node --trace-opt`),
 * 4 s at kafka-eos' rate, and those background compilations share the CPUs with the broker. A fixed count
 * would leave the faster client measured in its tier-up; the same wall-clock warm-up for every client does not.
 * @internal
 */
export const WARM_UP_MIN_MS = 5_000;

/** The most untimed transactions {@link WARM_UP_MIN_MS} may add. @internal */
export const WARM_UP_MAX_TRANSACTIONS = 20_000;

/**
 * Whether the warm-up is over after `done` transactions in `elapsedMs`, for a row of `timed` transactions.
 * @internal
 */
export function warmUpDone(done: number, elapsedMs: number, timed: number): boolean {
  return done >= warmUpTransactions(timed) && (elapsedMs >= WARM_UP_MIN_MS || done >= WARM_UP_MAX_TRANSACTIONS);
}
