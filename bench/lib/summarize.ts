/**
 * Turns raw samples (one per client, workload and run) into the reported figures: median, min and max
 * over runs of each metric, and the ratio of ours to each peer computed run by run (ours in run i over
 * the peer in run i, then the median of those ratios), so a slow moment of the machine affects both sides.
 */
import type { ChildResult } from './bench-spec.js';
import { spread, type Spread } from './stats.js';
import type { ClientId, Workload } from './workloads.js';

/**
 * One child run, as the runner recorded it.
 * @internal
 */
export interface RunSample {
  readonly client: ClientId;
  /** A `--variant` row of kafka-eos: its label (`batchMaxSize=1048576`); absent for the default row. */
  readonly variant?: string;
  readonly run: number;
  readonly result: ChildResult;
  /** Sum of the partitions' end offsets after the run. */
  readonly endOffsetTotal: number;
  /** Whether the end offsets matched what the client reported producing. */
  readonly verified: boolean;
}

/**
 * Every sample of one workload.
 * @internal
 */
export interface WorkloadSamples {
  readonly workload: Workload;
  readonly samples: readonly RunSample[];
}

/**
 * The figures of one client on one workload.
 * @internal
 */
export interface ClientSummary {
  readonly client: ClientId;
  /** See {@link RunSample.variant}. */
  readonly variant?: string;
  readonly okRuns: number;
  readonly failedRuns: number;
  readonly firstError?: string;
  readonly recordsPerRun: number;
  readonly recordsPerSecond: Spread;
  readonly megabytesPerSecond: Spread;
  readonly transactionsPerSecond: Spread;
  /** Output records per second (pipeline rows). */
  readonly recordsOutPerSecond: Spread;
  /** Client CPU seconds per million records. */
  readonly cpuSecondsPerMillion: Spread;
  /** Client CPU milliseconds per transaction (transactional rows). */
  readonly cpuMsPerTransaction: Spread;
  readonly peakRssMb: Spread;
  readonly p50Ms: Spread;
  readonly p99Ms: Spread;
  readonly p999Ms: Spread;
  /** ours / this client on the workload's main metric (records/s, or transactions/s for latency rows). */
  readonly oursRatio: Spread;
}

/**
 * The row's name in the reports: the client, or `kafka-eos (batchMaxSize=1048576)` for a `--variant` row.
 * @internal
 */
export function rowLabel(summary: Pick<ClientSummary, 'client' | 'variant'>): string {
  return summary.variant === undefined ? summary.client : `${summary.client} (${summary.variant})`;
}

/** The main metric of a workload: what "faster" means on it. */
function mainMetric(workload: Workload, result: ChildResult): number {
  if (result.elapsedMs <= 0) return Number.NaN;
  return workload.kind === 'commit-latency' ? (result.transactions * 1000) / result.elapsedMs : (result.recordsTimed * 1000) / result.elapsedMs;
}

/**
 * Summaries of every client that ran `entry.workload`, in the workload's client order.
 * @internal
 */
export function summarizeWorkload(entry: WorkloadSamples): ClientSummary[] {
  const { workload, samples } = entry;
  const good = (sample: RunSample): boolean => sample.result.ok && sample.verified;
  const oursByRun = new Map<number, number>();
  for (const sample of samples) {
    if (sample.client === 'kafka-eos' && sample.variant === undefined && good(sample)) oursByRun.set(sample.run, mainMetric(workload, sample.result));
  }
  const summaries: ClientSummary[] = [];
  const rows: { client: ClientId; variant: string | undefined }[] = [];
  for (const client of workload.clients) {
    rows.push({ client, variant: undefined });
    // kafka-eos's --variant rows go right after its default row, in the order they were given.
    const variants = new Set(samples.flatMap((sample) => (sample.client === client && sample.variant !== undefined ? [sample.variant] : [])));
    for (const variant of variants) rows.push({ client, variant });
  }
  for (const { client, variant } of rows) {
    const mine = samples.filter((sample) => sample.client === client && sample.variant === variant);
    if (mine.length === 0) continue;
    const ok = mine.filter(good).map((sample) => ({ run: sample.run, result: sample.result }));
    const failed = mine.filter((sample) => !good(sample));
    const of = (metric: (result: ChildResult) => number): Spread => spread(ok.map((each) => metric(each.result)));
    const firstFailure = failed[0];
    const firstError = firstFailure === undefined
      ? undefined
      : !firstFailure.result.ok ? firstFailure.result.error ?? 'failed'
          : workload.kind === 'consume' || workload.kind === 'pipeline' ? `not verified: read ${firstFailure.result.recordsConsumed ?? 0}, output ${firstFailure.endOffsetTotal}`
            : `end offsets ${firstFailure.endOffsetTotal} != ${firstFailure.result.recordsProduced} produced`;
    summaries.push({
      client,
      ...(variant === undefined ? {} : { variant }),
      okRuns: ok.length,
      failedRuns: failed.length,
      ...(firstError === undefined ? {} : { firstError }),
      recordsPerRun: ok[0]?.result.recordsTimed ?? 0,
      recordsPerSecond: of((result) => (result.recordsTimed * 1000) / result.elapsedMs),
      megabytesPerSecond: of((result) => result.valueBytesTimed / 1000 / result.elapsedMs),
      transactionsPerSecond: of((result) => (result.transactions === 0 ? Number.NaN : (result.transactions * 1000) / result.elapsedMs)),
      recordsOutPerSecond: of((result) => (result.recordsOut === undefined ? Number.NaN : (result.recordsOut * 1000) / result.elapsedMs)),
      cpuSecondsPerMillion: of((result) => result.cpuMs / 1000 / (result.recordsTimed / 1e6)),
      cpuMsPerTransaction: of((result) => (result.transactions === 0 ? Number.NaN : result.cpuMs / result.transactions)),
      peakRssMb: of((result) => result.peakRssKb / 1024),
      p50Ms: of((result) => result.latency?.p50 ?? Number.NaN),
      p99Ms: of((result) => result.latency?.p99 ?? Number.NaN),
      p999Ms: of((result) => result.latency?.p999 ?? Number.NaN),
      oursRatio: spread(ok.map((each) => (oursByRun.get(each.run) ?? Number.NaN) / mainMetric(workload, each.result))),
    });
  }
  return summaries;
}
