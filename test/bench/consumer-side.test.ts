/**
 * The consumer-side benchmark rows' own logic, without running a client: the meter that times
 * the steady state, the pre-filled face and its checks, the workload scaling and the report table.
 */
import { describe, expect, it } from 'vitest';
import { ConsumeMeter } from '../../bench/clients/consume-harness.js';
import { committedOutput, createOutputTopic, groupCommittedEverything, startFaceBench } from '../../bench/lib/face-bench-cluster.js';
import { markdownTables } from '../../bench/lib/report-markdown.js';
import { kafkaWorkload, onFace, scaledWorkload, WORKLOADS } from '../../bench/lib/workloads.js';
import { BENCH_LAYOUT } from '../../bench/lib/bench-cluster.js';

describe('ConsumeMeter', () => {
  it('leaves the first batch out of the timed figures and is ok only at exactly the expected count', async () => {
    const meter = new ConsumeMeter(10);
    meter.add(0, 0); // empty polls before the first batch change nothing
    meter.add(4, 400);
    meter.add(6, 600, 6, 1);
    await meter.done;
    expect(meter.finished).toBe(true);
    expect(meter.result()).toMatchObject({ ok: true, recordsConsumed: 10, recordsTimed: 6, valueBytesTimed: 600, recordsOut: 6, transactions: 1 });
    const over = new ConsumeMeter(5);
    over.add(3, 0);
    over.add(3, 0);
    expect(over.result()).toMatchObject({ ok: false, error: 'consumed 6 records, expected 5' });
  });
});

describe('the pre-filled TCP face', () => {
  it('holds the committed records plus one aborted transaction in ten; checks output and group offsets', async () => {
    const bench = await startFaceBench(10_000, 10);
    try {
      expect(bench).toMatchObject({ committedRecords: 10_000, abortedRecords: 1_000 });
      expect(committedOutput(bench, BENCH_LAYOUT.topic)).toBe(10_000);
      createOutputTopic(bench, 'bench-out-test');
      expect(committedOutput(bench, 'bench-out-test')).toBe(0);
      expect(groupCommittedEverything(bench, 'nobody')).toBe(false);
    } finally {
      await bench.face.close();
    }
  });
});

describe('the consumer-side workloads', () => {
  it('run on the face (and on real Kafka, the pipeline with the Java loop too), in whole pre-fill transactions when scaled, and print their own table', () => {
    const rows = WORKLOADS.filter(onFace);
    expect(rows.map((workload) => workload.id)).toEqual(['e1', 'e2', 'f1']);
    for (const workload of rows) {
      expect(kafkaWorkload(workload)).toEqual(workload.kind === 'consume' ? workload : { ...workload, clients: [...workload.clients, 'java'] });
      expect(scaledWorkload(workload, 20).records % 1_000).toBe(0);
    }
    expect(rows[2]!.clients).toEqual(['kafka-eos', 'kafkajs', 'kafkajs-adapter', 'node-rdkafka', 'confluent']);
    expect(scaledWorkload(rows[0]!, 20).records).toBe(25_000);
    const pipeline = rows[2]!;
    const result = { ok: true, recordsTimed: 1_000, recordsProduced: 1_000, valueBytesTimed: 100_000, transactions: 2, elapsedMs: 100, cpuMs: 50, peakRssKb: 1024, recordsConsumed: 1_500, recordsOut: 1_000 };
    const table = markdownTables([{ workload: pipeline, samples: [{ client: 'kafka-eos', run: 0, result, endOffsetTotal: 1_500, verified: true }] }]);
    expect(table).toContain('| records/s in, median (min–max) | MB/s in | records/s out | txn/s |');
    expect(table).toContain('| f1 exactly-once pipeline, 100 B, consume -> produce -> commit per batch of <= 500 | kafka-eos | 10,000 | 1.0 | 10,000 | 20 | 50.00 | 1 | 1.00 |');
  });
});
