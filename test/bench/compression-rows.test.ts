import { describe, expect, it } from 'vitest';
import type { ChildSpec } from '../../bench/lib/bench-spec.js';
import { javaCommand } from '../../bench/lib/java-peer.js';
import { kcatCommand } from '../../bench/lib/kcat-peer.js';
import { codecUnsupported } from '../../bench/lib/peer-codecs.js';
import { WORKLOADS } from '../../bench/lib/workloads.js';

const SPEC: ChildSpec = {
  kind: 'idempotent', form: 'batch', bootstrapServers: '127.0.0.1:9092', topic: 't', partitions: 6, records: 1000, valueBytes: 100, keys: false, headers: false,
  compression: 'none', transactions: 0, recordsPerTransaction: 0, transactionalId: 'x', groupId: 'g', batchRecords: 1000, window: 1, timeoutMs: 1,
};

describe('the compressed rows', () => {
  it('a4, a6 and a7 send 100 B batches with gzip, lz4 and zstd; KafkaJS sits out lz4 and zstd', () => {
    const rows = new Map(WORKLOADS.map((workload) => [workload.id, workload]));
    expect(['a4', 'a6', 'a7'].map((id) => rows.get(id)?.compression)).toEqual(['gzip', 'lz4', 'zstd']);
    for (const id of ['a6', 'a7']) {
      expect(rows.get(id)).toMatchObject({ kind: 'idempotent', form: 'batch', valueBytes: 100, keys: false, headers: false });
      expect(rows.get(id)?.clients).toEqual(['kafka-eos', 'node-rdkafka', 'confluent', 'kcat']);
    }
    expect(rows.get('a4')?.clients).toContain('kafkajs');
  });

  it('passes the codec to kcat (-z) and to ProducerPerformance (compression.type)', () => {
    expect(kcatCommand({ ...SPEC, compression: 'zstd' }, 'in.txt').args).toEqual(expect.arrayContaining(['-z', 'zstd']));
    expect(kcatCommand({ ...SPEC, compression: 'lz4' }, 'in.txt').args).toEqual(expect.arrayContaining(['-z', 'lz4']));
    expect(kcatCommand(SPEC, 'in.txt').args).not.toContain('-z');
    expect(javaCommand({ ...SPEC, compression: 'lz4' }, 'cp').args).toContain('compression.type=lz4');
  });

  it('asks no client about the codecs every client has', () => {
    expect(codecUnsupported('node-rdkafka', 'none')).toBeUndefined();
    expect(codecUnsupported('confluent', 'gzip')).toBeUndefined();
    expect(codecUnsupported('kafka-eos', 'zstd')).toBeUndefined();
    expect(codecUnsupported('java', 'lz4')).toBeUndefined();
  });
});
