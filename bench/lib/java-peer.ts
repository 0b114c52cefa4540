/**
 * The Java client as the reference peer on real Kafka. The producer rows run kafka-tools'
 * `org.apache.kafka.tools.ProducerPerformance`, idempotent with acks=all, or transactional with
 * `--transactional-id` and `--transaction-duration-ms` (it commits on a timer, not every N records, and
 * sends no offsets). It runs under `/usr/bin/time` for its CPU time and peak RSS (JVM start included); its
 * rate is the one it prints in its summary line, which times only the sends:
 * `N records sent, R records/sec (M MB/sec), A ms avg latency, X ms max latency, p50 ms 50th, ...`.
 * The pipeline row (f1) runs bench/java/ExactlyOncePipeline.java, Kafka's KIP-447 loop on kafka-clients, in Java's
 * source-file mode; it prints its own result line.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildResult, ChildSpec } from './bench-spec.js';
import type { ChildCommand } from './child-process.js';

/** `/usr/bin/time -f` line: elapsed seconds, user seconds, system seconds, max RSS KiB. */
const TIME_FORMAT = 'BENCH_TIME %e %U %S %M';

/**
 * Commit interval of the transactional Java runs.
 * @internal
 */
export const JAVA_TRANSACTION_DURATION_MS = 100;

/**
 * The figures of ProducerPerformance's summary line.
 * @internal
 */
export interface ProducerPerformanceSummary {
  readonly records: number;
  readonly recordsPerSecond: number;
  readonly megabytesPerSecond: number;
  readonly avgLatencyMs: number;
  readonly maxLatencyMs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly p999Ms: number;
}

const SUMMARY = /(\d+) records sent, ([\d.]+) records\/sec \(([\d.]+) MB\/sec\), ([\d.]+) ms avg latency, ([\d.]+) ms max latency(?:, (\d+) ms 50th, (\d+) ms 95th, (\d+) ms 99th, (\d+) ms 99\.9th)?/;

/**
 * Parses the last summary line of ProducerPerformance's stdout (the periodic lines have no percentiles).
 * @internal
 */
export function parseProducerPerformance(stdout: string): ProducerPerformanceSummary | undefined {
  const line = stdout.split('\n').reverse().find((each) => SUMMARY.test(each) && each.includes('50th'));
  const match = line === undefined ? null : SUMMARY.exec(line);
  if (match === null) return undefined;
  const at = (index: number): number => Number(match[index] ?? Number.NaN);
  return { records: at(1), recordsPerSecond: at(2), megabytesPerSecond: at(3), avgLatencyMs: at(4), maxLatencyMs: at(5), p50Ms: at(6), p99Ms: at(8), p999Ms: at(9) };
}

function parseJava(spec: ChildSpec) {
  return (stdout: string, stderr: string, code: number | null): ChildResult => {
    const summary = parseProducerPerformance(stdout);
    const timeLine = stderr.split('\n').reverse().find((each) => each.startsWith('BENCH_TIME '));
    const [, user, system, rss] = timeLine?.split(' ').slice(1).map(Number) ?? [];
    if (code !== 0 || summary === undefined || user === undefined || system === undefined || rss === undefined) {
      return { ok: false, error: `ProducerPerformance exited ${String(code)}: ${stderr.trim().split('\n').slice(-2).join(' | ')}`, recordsTimed: 0, recordsProduced: 0, valueBytesTimed: 0, transactions: 0, elapsedMs: 0, cpuMs: 0, peakRssKb: 0 };
    }
    return {
      ok: true, recordsTimed: summary.records, recordsProduced: summary.records, valueBytesTimed: summary.records * spec.valueBytes, transactions: 0,
      elapsedMs: (summary.records * 1000) / summary.recordsPerSecond, cpuMs: (user + system) * 1000, peakRssKb: rss,
      latency: { p50: summary.p50Ms, p99: summary.p99Ms, p999: summary.p999Ms, max: summary.maxLatencyMs, samples: summary.records },
      javaAvgLatencyMs: summary.avgLatencyMs,
    };
  };
}

/**
 * The ProducerPerformance command for `spec` (idempotent or transactional; records = transactions x
 * records per transaction for the latter), with the Kafka jars of `classpath`.
 * @internal
 */
export function javaCommand(spec: ChildSpec, classpath: string): ChildCommand {
  const records = spec.kind === 'idempotent' ? spec.records : spec.transactions * spec.recordsPerTransaction;
  const props = [`bootstrap.servers=${spec.bootstrapServers}`, 'acks=all', 'enable.idempotence=true', `compression.type=${spec.compression}`];
  if (spec.lingerMs !== undefined) props.push(`linger.ms=${spec.lingerMs}`);
  const args = ['-f', TIME_FORMAT, 'java', '-Xmx512m', '-cp', classpath, 'org.apache.kafka.tools.ProducerPerformance',
    '--topic', spec.topic, '--num-records', String(records), '--record-size', String(spec.valueBytes), '--throughput', '-1',
    '--producer-props', ...props];
  if (spec.kind !== 'idempotent') args.push('--transactional-id', spec.transactionalId, '--transaction-duration-ms', String(JAVA_TRANSACTION_DURATION_MS));
  return { command: '/usr/bin/time', args, parse: parseJava(spec) };
}

/** The pipeline program, run in source-file mode (compiled in memory at start, before the timed section). */
const PIPELINE_SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', 'java', 'ExactlyOncePipeline.java');

/**
 * The Java pipeline command for a `pipeline` spec (f1 on real Kafka), with the Kafka jars of `classpath`.
 * @internal
 */
export function javaPipelineCommand(spec: ChildSpec, classpath: string): ChildCommand {
  if (spec.outputTopic === undefined) throw new Error('the Java pipeline needs outputTopic');
  return {
    command: 'java',
    args: ['-Xmx512m', '-cp', classpath, PIPELINE_SOURCE, spec.bootstrapServers, spec.topic, spec.outputTopic, spec.groupId, spec.transactionalId,
      String(spec.records), String(spec.recordsPerTransaction), String(spec.timeoutMs)],
  };
}
