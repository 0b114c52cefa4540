/**
 * What KafkaJS 2.2.4 writes, read by kafka-eos's Consumer over the TCP face: a KafkaJS transactional producer
 * commits, aborts (gzip-compressed batches included) and commits again; the read_committed Consumer in a group
 * sees exactly the committed records, in order, and read_uncommitted sees the aborted ones too.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import kafkajs from 'kafkajs';
import type { Kafka } from 'kafkajs';
import { Consumer } from '../../src/consumer/consumer.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { describeWithTool, npmPackage } from './third-party-tool.js';

describeWithTool('KafkaJS producer -> kafka-eos Consumer over the TCP face', npmPackage('kafkajs'), () => {
  let face: TcpCluster;
  let kafka: Kafka;

  beforeAll(async () => {
    face = await startCluster({ brokers: 3, topics: [{ name: 'kjs-to-eos', partitions: 1 }] });
    kafka = new kafkajs.Kafka({ clientId: 'kafka-eos-interop', brokers: face.bootstrapServers.split(','), logLevel: kafkajs.logLevel.NOTHING });
    const producer = kafka.producer({ transactionalId: 'kjs-writer', idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    const write = async (values: string[], commit: boolean, compression = kafkajs.CompressionTypes.None): Promise<void> => {
      const txn = await producer.transaction();
      await txn.send({ topic: 'kjs-to-eos', compression, messages: values.map((value) => ({ value, partition: 0 })) });
      if (commit) await txn.commit();
      else await txn.abort();
    };
    await write(['k1', 'k2'], true);
    await write(['x1', 'x2'], false, kafkajs.CompressionTypes.GZIP);
    await write(['k3'], true, kafkajs.CompressionTypes.GZIP);
    await producer.disconnect();
  });

  afterAll(async () => {
    await face.close();
  });

  async function readAll(isolationLevel: 'read_committed' | 'read_uncommitted', count: number): Promise<string[]> {
    const consumer = new Consumer({
      bootstrapServers: face.bootstrapServers.split(','), groupId: `eos-${isolationLevel}`, autoOffsetReset: 'earliest', isolationLevel,
      fetchMaxWaitMs: 50, heartbeatIntervalMs: 100,
    });
    consumer.subscribe(['kjs-to-eos']);
    const seen: string[] = [];
    try {
      for (let round = 0; round < 100 && seen.length < count; round++) {
        const batch = await consumer.poll({ timeoutMs: 100 });
        seen.push(...batch.records.map((record) => Buffer.from(record.value ?? []).toString()));
      }
      // Nothing more arrives.
      seen.push(...(await consumer.poll({ timeoutMs: 200 })).records.map((record) => Buffer.from(record.value ?? []).toString()));
    } finally {
      await consumer.close();
    }
    return seen;
  }

  it('read_committed sees the committed records only, in order', async () => {
    expect(await readAll('read_committed', 3)).toEqual(['k1', 'k2', 'k3']);
  });

  it('read_uncommitted also sees the aborted ones, never the markers', async () => {
    expect(await readAll('read_uncommitted', 5)).toEqual(['k1', 'k2', 'x1', 'x2', 'k3']);
  });
});
