import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../bench/lib/cli-options.js';
import type { ChildResult } from '../../bench/lib/bench-spec.js';
import { markdownTables } from '../../bench/lib/report-markdown.js';
import { rowLabel, summarizeWorkload, type RunSample } from '../../bench/lib/summarize.js';
import { WORKLOADS } from '../../bench/lib/workloads.js';

describe('bench --variant', () => {
  it('parses option=value lists, repeatable, numbers and booleans typed', () => {
    const options = parseBenchOptions(['--variant', 'batchMaxSize=1048576', '--variant', 'batchMaxSize=262144,lingerMs=10,idempotent=false,compression=gzip']);
    expect(options.variants).toEqual([
      { label: 'batchMaxSize=1048576', producerOptions: { batchMaxSize: 1_048_576 } },
      { label: 'batchMaxSize=262144,lingerMs=10,idempotent=false,compression=gzip', producerOptions: { batchMaxSize: 262_144, lingerMs: 10, idempotent: false, compression: 'gzip' } },
    ]);
    expect(parseBenchOptions([]).variants).toEqual([]);
    expect(() => parseBenchOptions(['--variant', 'batchMaxSize'])).toThrow(/option=value/);
    expect(() => parseBenchOptions(['--variant'])).toThrow(/--variant/);
  });

  it('reports a variant as its own kafka-eos row beside the default one, compared with it run by run', () => {
    const workload = WORKLOADS.find((each) => each.id === 'a2');
    if (workload === undefined) throw new Error('no a2');
    const result = (recordsPerSecond: number): ChildResult => ({
      ok: true, recordsTimed: 1_000, recordsProduced: 1_000, valueBytesTimed: 100_000, transactions: 0, elapsedMs: 1_000_000 / recordsPerSecond, cpuMs: 100, peakRssKb: 100_000,
    });
    const samples: RunSample[] = [
      { client: 'kafka-eos', run: 0, result: result(1_000), endOffsetTotal: 1_000, verified: true },
      { client: 'kafka-eos', variant: 'batchMaxSize=1048576', run: 0, result: result(2_000), endOffsetTotal: 1_000, verified: true },
      { client: 'node-rdkafka', run: 0, result: result(500), endOffsetTotal: 1_000, verified: true },
    ];
    const summaries = summarizeWorkload({ workload: { ...workload, records: 1_000 }, samples });
    expect(summaries.map(rowLabel)).toEqual(['kafka-eos', 'kafka-eos (batchMaxSize=1048576)', 'node-rdkafka']);
    expect(summaries.map((summary) => summary.oursRatio.median)).toEqual([1, 0.5, 2]);
    expect(markdownTables([{ workload: { ...workload, records: 1_000 }, samples }])).toContain('| kafka-eos (batchMaxSize=1048576) | 2,000 |');
  });
});
