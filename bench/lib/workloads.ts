/**
 * The bench's workloads as data: (a) idempotent throughput and its variants, (b) transactional
 * throughput, (c) commit latency at 0, 1 and 5 ms of injected broker latency, (d) recovery cost. Sizes
 * are the full ones; `--quick` divides them (see {@link scaledWorkload}). A client that would need far longer
 * than the others for the full count gets its own smaller count (`recordsFor`): rates are per record, so
 * they stay comparable, and the table says when a count differs.
 */
import type { MockApiKey, MockErrorCode } from '../../test/librdkafka-mock/mock-cluster.js';
import type { BenchCompression, SendForm, WorkKind } from './bench-spec.js';

/**
 * The clients the runner knows. `kcat` is the C ceiling (librdkafka through Debian's kcat), for the
 * idempotent batch rows only. `java` is the Java client (kafka-tools' ProducerPerformance; for the pipeline,
 * bench/java/ExactlyOncePipeline.java), the reference peer on real Kafka only (`--broker kafka`; see {@link kafkaWorkload}). `kafkajs-adapter` is a KafkaJS consumer
 * through kafka-eos/kafkajs under kafka-eos's TransactionalSession (pipeline rows only).
 * @internal
 */
export const CLIENT_IDS = ['kafka-eos', 'kafkajs', 'kafkajs-adapter', 'node-rdkafka', 'confluent', 'kcat', 'java'] as const;

/**
 * One of {@link CLIENT_IDS}.
 * @internal
 */
export type ClientId = (typeof CLIENT_IDS)[number];

/**
 * One row of the report.
 * @internal
 */
export interface Workload {
  readonly id: string;
  readonly group: 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
  readonly title: string;
  readonly kind: WorkKind;
  readonly form: SendForm;
  readonly records: number;
  readonly valueBytes: number;
  readonly keys: boolean;
  readonly headers: boolean;
  readonly compression: BenchCompression;
  readonly transactions: number;
  readonly recordsPerTransaction: number;
  readonly rttMs: number;
  /** `linger.ms` for the clients that have one; absent: each client's default. */
  readonly lingerMs?: number;
  /**
   * Run on the mock with librdkafka's default socket setting, Nagle's algorithm on (every other row runs with
   * TCP_NODELAY on the mock brokers' sockets, as Apache Kafka sets it): the `c0n` row shows what that costs.
   */
  readonly mockNagle?: boolean;
  /** An error each transaction meets once (workload d). */
  readonly inject?: { readonly api: MockApiKey; readonly error: MockErrorCode };
  readonly clients: readonly ClientId[];
  /** Per-client record (or transaction) count overrides, for clients far slower on this row. */
  readonly countFor?: Partial<Record<ClientId, number>>;
}

const NODE_CLIENTS = ['kafka-eos', 'kafkajs', 'node-rdkafka', 'confluent'] as const;
const PIPELINE_CLIENTS = ['kafka-eos', 'kafkajs', 'kafkajs-adapter', 'node-rdkafka', 'confluent'] as const;
const WITH_KCAT = [...NODE_CLIENTS, 'kcat'] as const;
/**
 * The lz4 and zstd rows: KafkaJS ships gzip only (lz4 and zstd need third-party codec packages plugged into its
 * `CompressionCodecs`, which would measure those packages rather than KafkaJS), so it sits them out.
 */
const BUILT_IN_LZ4_ZSTD = ['kafka-eos', 'node-rdkafka', 'confluent', 'kcat'] as const;

const idempotent = {
  kind: 'idempotent', form: 'batch', records: 1_000_000, valueBytes: 100, keys: false, headers: false, compression: 'none',
  transactions: 0, recordsPerTransaction: 0, rttMs: 0, clients: WITH_KCAT,
} as const satisfies Omit<Workload, 'id' | 'group' | 'title'>;

const latency = {
  kind: 'commit-latency', form: 'batch', records: 0, valueBytes: 100, keys: false, headers: false, compression: 'none',
  recordsPerTransaction: 1, clients: NODE_CLIENTS, lingerMs: 0,
} as const satisfies Omit<Workload, 'id' | 'group' | 'title' | 'transactions' | 'rttMs'>;

const consumerSide = {
  kind: 'consume', form: 'batch', records: 500_000, valueBytes: 100, keys: false, headers: false, compression: 'none',
  transactions: 0, recordsPerTransaction: 0, rttMs: 0, clients: WITH_KCAT,
} as const satisfies Omit<Workload, 'id' | 'group' | 'title'>;

/**
 * Whether `workload` runs on the in-memory cluster's TCP face (the consumer-side rows) rather than the mock.
 * @internal
 */
export function onFace(workload: Workload): boolean {
  return workload.kind === 'consume' || workload.kind === 'pipeline';
}

/**
 * Every workload, in report order.
 * @internal
 */
export const WORKLOADS: readonly Workload[] = [
  // KafkaJS sends one Produce request per send() call: 1M calls would take ~10 minutes per run.
  { ...idempotent, id: 'a1', group: 'a', title: 'idempotent, per-record send, 100 B', form: 'per-record', clients: NODE_CLIENTS, countFor: { kafkajs: 50_000 } },
  { ...idempotent, id: 'a2', group: 'a', title: 'idempotent, batch send, 100 B' },
  { ...idempotent, id: 'a3', group: 'a', title: 'idempotent, batch, keys + 2 headers', keys: true, headers: true },
  { ...idempotent, id: 'a4', group: 'a', title: 'idempotent, batch, gzip', compression: 'gzip' },
  { ...idempotent, id: 'a5', group: 'a', title: 'idempotent, batch, 1 KB values', records: 200_000, valueBytes: 1_024 },
  { ...idempotent, id: 'a6', group: 'a', title: 'idempotent, batch, lz4', compression: 'lz4', clients: BUILT_IN_LZ4_ZSTD },
  { ...idempotent, id: 'a7', group: 'a', title: 'idempotent, batch, zstd', compression: 'zstd', clients: BUILT_IN_LZ4_ZSTD },
  {
    ...idempotent, id: 'b1', group: 'b', title: 'transactional, 10,000 txns x 100 records + sendOffsets', kind: 'transactional', records: 0,
    transactions: 10_000, recordsPerTransaction: 100, clients: NODE_CLIENTS, countFor: { kafkajs: 2_000 },
  },
  { ...latency, id: 'c0', group: 'c', title: 'commit latency, 1 record + sendOffsets, 0 ms', transactions: 2_000, rttMs: 0 },
  {
    ...latency, id: 'c0n', group: 'c', title: 'commit latency, 1 record + sendOffsets, 0 ms, mock with Nagle on (librdkafka default)',
    transactions: 2_000, rttMs: 0, mockNagle: true,
  },
  { ...latency, id: 'c1', group: 'c', title: 'commit latency, 1 record + sendOffsets, 1 ms', transactions: 1_000, rttMs: 1 },
  { ...latency, id: 'c5', group: 'c', title: 'commit latency, 1 record + sendOffsets, 5 ms', transactions: 300, rttMs: 5 },
  {
    ...latency, id: 'd1', group: 'd', title: 'recovery: CONCURRENT_TRANSACTIONS once per txn (AddPartitionsToTxn)', transactions: 300, rttMs: 0,
    inject: { api: 'AddPartitionsToTxn', error: 'CONCURRENT_TRANSACTIONS' },
  },
  {
    ...latency, id: 'd2', group: 'd', title: 'recovery: NOT_COORDINATOR once per commit (EndTxn)', transactions: 300, rttMs: 0,
    inject: { api: 'EndTxn', error: 'NOT_COORDINATOR' },
  },
  // Consumer side, on the in-memory cluster's TCP face (see face-bench-cluster.ts).
  { ...consumerSide, id: 'e1', group: 'e', title: 'consume read_committed, 100 B, txn-filled topic (10 % aborted)' },
  { ...consumerSide, id: 'e2', group: 'e', title: 'consume read_committed, 1 KB, txn-filled topic (10 % aborted)', records: 100_000, valueBytes: 1_024 },
  {
    ...consumerSide, id: 'f1', group: 'f', title: 'exactly-once pipeline, 100 B, consume -> produce -> commit per batch of <= 500', kind: 'pipeline',
    records: 200_000, recordsPerTransaction: 500, clients: PIPELINE_CLIENTS,
  },
];

/**
 * `workload` with its counts divided by `divisor` (at least 1 transaction / 1,000 records), for `--quick`.
 * @internal
 */
export function scaledWorkload(workload: Workload, divisor: number): Workload {
  if (divisor === 1) return workload;
  const scale = (count: number, floor: number): number => (count === 0 ? 0 : Math.max(floor, Math.round(count / divisor)));
  const countFor: Partial<Record<ClientId, number>> = {};
  // The consumer-side rows count whole pre-fill transactions of 1,000 records.
  const recordFloor = workload.kind === 'idempotent' || onFace(workload) ? 1_000 : 20;
  const roundTo = onFace(workload) ? 1_000 : 1;
  for (const [client, count] of Object.entries(workload.countFor ?? {}) as [ClientId, number][]) {
    countFor[client] = Math.round(scale(count, recordFloor) / roundTo) * roundTo;
  }
  return {
    ...workload,
    records: Math.round(scale(workload.records, 1_000) / roundTo) * roundTo,
    transactions: scale(workload.transactions, 20),
    countFor,
  };
}

/** Rows ProducerPerformance can reproduce: no keys or headers (it sends fixed-size values only). */
const JAVA_ROWS = new Set(['a1', 'a2', 'a4', 'a5', 'a6', 'a7', 'b1']);

/**
 * `workload` as run on real Kafka (`--broker kafka`), or undefined when it cannot run there: the rows with
 * injected latency (c1, c5) or injected errors (d) need the librdkafka mock's fault injection. The Java client
 * joins the rows it can reproduce: ProducerPerformance for the producer rows, its KIP-447 loop for the pipeline.
 * @internal
 */
export function kafkaWorkload(workload: Workload): Workload | undefined {
  // The consumer-side rows (e, f) read a topic the runner pre-fills on Kafka.
  if (onFace(workload)) return workload.kind === 'pipeline' ? { ...workload, clients: [...workload.clients, 'java'] } : workload;
  if (workload.rttMs > 0 || workload.inject !== undefined || workload.mockNagle === true) return undefined;
  return JAVA_ROWS.has(workload.id) ? { ...workload, clients: [...workload.clients, 'java'] } : workload;
}
