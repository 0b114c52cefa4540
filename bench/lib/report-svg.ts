/**
 * A hand-rolled SVG bar chart of a run (no chart library): one block per workload, one horizontal bar per
 * client, each bar's length relative to the best client on that workload (workloads have different units),
 * labelled with the median value. Written to bench/results.svg for the README.
 */
import type { ClientSummary, WorkloadSamples } from './summarize.js';
import { rowLabel, summarizeWorkload } from './summarize.js';
import type { ClientId } from './workloads.js';

const COLORS: Readonly<Record<ClientId, string>> = {
  'kafka-eos': '#2b6cb0',
  kafkajs: '#d69e2e',
  'kafkajs-adapter': '#975a16',
  'node-rdkafka': '#718096',
  confluent: '#38a169',
  kcat: '#a0aec0',
  java: '#c53030',
};

const WIDTH = 900;
const LABEL_WIDTH = 330;
const BAR_AREA = 430;
const BAR_HEIGHT = 14;
const BAR_GAP = 3;
const BLOCK_GAP = 14;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function valueOf(entry: WorkloadSamples, summary: ClientSummary): { value: number; label: string } {
  if (entry.workload.kind === 'commit-latency') {
    const value = summary.transactionsPerSecond.median;
    return { value, label: `${Math.round(value).toLocaleString('en-US')} txn/s, p50 ${summary.p50Ms.median.toFixed(2)} ms` };
  }
  const value = summary.recordsPerSecond.median;
  return { value, label: `${Math.round(value).toLocaleString('en-US')} rec/s` };
}

/**
 * The SVG document for `results`; `subtitle` names the machine and run count.
 * @internal
 */
export function resultsSvg(results: readonly WorkloadSamples[], subtitle: string): string {
  const parts: string[] = [];
  let y = 56;
  for (const entry of results) {
    const summaries = summarizeWorkload(entry).filter((summary) => summary.okRuns > 0);
    if (summaries.length === 0) continue;
    const values = summaries.map((summary) => ({ summary, ...valueOf(entry, summary) }));
    const best = Math.max(...values.map((each) => each.value));
    parts.push(`<text x="10" y="${y + 11}" font-weight="bold">${escapeXml(`${entry.workload.id} ${entry.workload.title}`)}</text>`);
    y += 16;
    for (const each of values) {
      const length = best > 0 ? Math.max(1, (each.value / best) * BAR_AREA) : 1;
      parts.push(
        `<text x="${LABEL_WIDTH - 8}" y="${y + 11}" text-anchor="end">${escapeXml(rowLabel(each.summary))}</text>`,
        `<rect x="${LABEL_WIDTH}" y="${y}" width="${length.toFixed(1)}" height="${BAR_HEIGHT}" fill="${COLORS[each.summary.client]}"/>`,
        `<text x="${(LABEL_WIDTH + length + 6).toFixed(1)}" y="${y + 11}">${escapeXml(each.label)}</text>`,
      );
      y += BAR_HEIGHT + BAR_GAP;
    }
    y += BLOCK_GAP;
  }
  const height = y + 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    '<text x="10" y="22" font-size="15" font-weight="bold">kafka-eos vs peers on the librdkafka mock cluster (median of runs; longer is better)</text>',
    `<text x="10" y="40" fill="#4a5568">${escapeXml(subtitle)}</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
