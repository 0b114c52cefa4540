/**
 * The markdown tables printed at the end of a run (and pasted into docs/performance.md): one table for
 * the throughput rows (a, b), one for the latency rows (c, d) and one for the consumer-side rows (e, f). Each cell is the median over runs with
 * min–max beside it where the spread matters.
 */
import type { Spread } from './stats.js';
import type { ClientSummary, WorkloadSamples } from './summarize.js';
import { rowLabel, summarizeWorkload } from './summarize.js';

function fmt(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function withRange(value: Spread, digits = 0): string {
  if (value.n === 0) return '–';
  if (value.n === 1) return fmt(value.median, digits);
  return `${fmt(value.median, digits)} (${fmt(value.min, digits)}–${fmt(value.max, digits)})`;
}

function ratio(summary: ClientSummary): string {
  if (summary.client === 'kafka-eos' && summary.variant === undefined) return '1.00';
  return summary.oursRatio.n === 0 ? '–' : `${fmt(summary.oursRatio.median, 2)}x`;
}

function clientCell(summary: ClientSummary, workloadRecords: number): string {
  const notes: string[] = [];
  if (summary.recordsPerRun !== 0 && summary.recordsPerRun !== workloadRecords) notes.push(`${fmt(summary.recordsPerRun)} rec`);
  if (summary.failedRuns > 0) notes.push(`${summary.failedRuns} failed: ${summary.firstError ?? ''}`.slice(0, 120));
  return notes.length === 0 ? rowLabel(summary) : `${rowLabel(summary)} (${notes.join('; ')})`;
}

/**
 * The two markdown tables for `results`.
 * @internal
 */
export function markdownTables(results: readonly WorkloadSamples[]): string {
  const throughput: string[] = [
    '| workload | client | records/s median (min–max) | MB/s | CPU-s / M records | peak RSS MB | ours ÷ client |',
    '|---|---|---|---|---|---|---|',
  ];
  const latency: string[] = [
    '| workload | client | txn/s median (min–max) | p50 ms | p99 ms | p99.9 ms | round trips / txn | CPU-ms / txn | peak RSS MB | ours ÷ client |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const consumerSide: string[] = [
    '| workload | client | records/s in, median (min–max) | MB/s in | records/s out | txn/s | CPU-s / M records in | peak RSS MB | ours ÷ client |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const entry of results) {
    const { workload } = entry;
    const expected = workload.kind === 'idempotent' || workload.kind === 'consume' || workload.kind === 'pipeline' ? workload.records : workload.transactions * workload.recordsPerTransaction;
    for (const summary of summarizeWorkload(entry)) {
      const label = `${workload.id} ${workload.title}`;
      if (workload.kind === 'consume' || workload.kind === 'pipeline') {
        const pipeline = workload.kind === 'pipeline';
        // The timed records exclude the first batch, so recordsPerRun is not compared with the workload's count here.
        const cell = clientCell({ ...summary, recordsPerRun: 0 }, expected);
        consumerSide.push(`| ${label} | ${cell} | ${withRange(summary.recordsPerSecond)} | ${fmt(summary.megabytesPerSecond.median, 1)} | ${pipeline ? fmt(summary.recordsOutPerSecond.median) : '–'} | ${pipeline ? fmt(summary.transactionsPerSecond.median) : '–'} | ${fmt(summary.cpuSecondsPerMillion.median, 2)} | ${fmt(summary.peakRssMb.median)} | ${ratio(summary)} |`);
        continue;
      }
      if (workload.kind === 'commit-latency') {
        const trips = workload.rttMs > 0 ? fmt(summary.p50Ms.median / workload.rttMs, 1) : '–';
        latency.push(`| ${label} | ${clientCell(summary, expected)} | ${withRange(summary.transactionsPerSecond)} | ${fmt(summary.p50Ms.median, 2)} | ${fmt(summary.p99Ms.median, 2)} | ${fmt(summary.p999Ms.median, 2)} | ${trips} | ${fmt(summary.cpuMsPerTransaction.median, 2)} | ${fmt(summary.peakRssMb.median)} | ${ratio(summary)} |`);
      } else {
        const txn = workload.kind === 'transactional' ? ` (${withRange(summary.transactionsPerSecond)} txn/s)` : '';
        throughput.push(`| ${label} | ${clientCell(summary, expected)} | ${withRange(summary.recordsPerSecond)}${txn} | ${fmt(summary.megabytesPerSecond.median, 1)} | ${fmt(summary.cpuSecondsPerMillion.median, 2)} | ${fmt(summary.peakRssMb.median)} | ${ratio(summary)} |`);
      }
    }
  }
  const parts: string[] = [];
  if (throughput.length > 2) parts.push(throughput.join('\n'));
  if (latency.length > 2) parts.push(latency.join('\n'));
  if (consumerSide.length > 2) parts.push(consumerSide.join('\n'));
  return parts.join('\n\n');
}
