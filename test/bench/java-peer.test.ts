import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../bench/lib/cli-options.js';
import { javaCommand, javaPipelineCommand, parseProducerPerformance } from '../../bench/lib/java-peer.js';
import { kafkaWorkload, WORKLOADS } from '../../bench/lib/workloads.js';

const STDOUT = [
  '24960 records sent, 4991.0 records/sec (0.48 MB/sec), 1843.2 ms avg latency, 2868.0 ms max latency.',
  '50000 records sent, 8216.270846 records/sec (0.78 MB/sec), 1610.63 ms avg latency, 2868.00 ms max latency, 1577 ms 50th, 2742 ms 95th, 2830 ms 99th, 2866 ms 99.9th.',
].join('\n');

describe('the Java peer (ProducerPerformance)', () => {
  it('parses the final summary line, not the periodic ones', () => {
    expect(parseProducerPerformance(STDOUT)).toEqual({
      records: 50_000, recordsPerSecond: 8216.270846, megabytesPerSecond: 0.78, avgLatencyMs: 1610.63, maxLatencyMs: 2868,
      p50Ms: 1577, p99Ms: 2830, p999Ms: 2866,
    });
    expect(parseProducerPerformance('error: no summary')).toBeUndefined();
  });

  it('builds an idempotent acks=all command, and a transactional one with a commit interval', () => {
    const base = {
      form: 'batch', bootstrapServers: '127.0.0.1:9092', topic: 't', partitions: 6, records: 1000, valueBytes: 100, keys: false, headers: false,
      compression: 'none', transactions: 10, recordsPerTransaction: 100, transactionalId: 'x', groupId: 'g', batchRecords: 1000, window: 1, timeoutMs: 1,
    } as const;
    const idempotent = javaCommand({ ...base, kind: 'idempotent' }, 'cp').args;
    expect(idempotent).toEqual(expect.arrayContaining(['org.apache.kafka.tools.ProducerPerformance', '--num-records', '1000', 'acks=all', 'enable.idempotence=true']));
    expect(idempotent).not.toContain('--transactional-id');
    const transactional = javaCommand({ ...base, kind: 'transactional' }, 'cp').args;
    expect(transactional).toEqual(expect.arrayContaining(['--num-records', '1000', '--transactional-id', 'x', '--transaction-duration-ms']));
    const pipeline = javaPipelineCommand({ ...base, kind: 'pipeline', outputTopic: 'out', recordsPerTransaction: 500 }, 'cp');
    expect(pipeline.command).toBe('java');
    expect(pipeline.args.find((arg) => arg.endsWith('ExactlyOncePipeline.java'))).toBeDefined();
    expect(pipeline.args.slice(-8)).toEqual([base.bootstrapServers, base.topic, 'out', base.groupId, base.transactionalId, '1000', '500', String(base.timeoutMs)]);
    expect(() => javaPipelineCommand({ ...base, kind: 'pipeline' }, 'cp')).toThrow(/outputTopic/);
  });

  it('runs on real Kafka only the rows without mock fault or latency injection, with Java where it can reproduce them', () => {
    const ids = WORKLOADS.flatMap((workload) => kafkaWorkload(workload) ?? []).map((workload) => `${workload.id}${workload.clients.includes('java') ? '+java' : ''}`);
    expect(ids).toEqual(['a1+java', 'a2+java', 'a3', 'a4+java', 'a5+java', 'a6+java', 'a7+java', 'b1+java', 'c0', 'e1', 'e2', 'f1+java']);
    expect(parseBenchOptions(['--broker', 'kafka']).broker).toBe('kafka');
    expect(parseBenchOptions([]).broker).toBe('mock');
    expect(() => parseBenchOptions(['--broker', 'x'])).toThrow(/mock or kafka/);
  });
});
