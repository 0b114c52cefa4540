/**
 * KafkaJS 2.2.4 (a pure-JavaScript client) against the TCP face: idempotent produce, transactional
 * produce with commit, abort and sendOffsets, and a read_committed consumer group reading it back.
 * Every outcome is checked twice: through the client, and in the cluster's own state.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import kafkajs from 'kafkajs';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { TransactionState } from '../../src/testing/transaction-state.js';
import { committedOffset, committedValues, markers, readLog } from './cluster-log.js';
import { describeWithTool, npmPackage } from './third-party-tool.js';

describeWithTool('KafkaJS against the TCP face', npmPackage('kafkajs'), () => {
  let face: TcpCluster;
  let kafka: Kafka;
  const producers: Producer[] = [];
  const consumers: Consumer[] = [];

  beforeAll(async () => {
    face = await startCluster({
      brokers: 3,
      topics: [
        { name: 'kjs-idempotent', partitions: 1 },
        { name: 'kjs-in', partitions: 1 },
        { name: 'kjs-out', partitions: 2 },
      ],
    });
    kafka = new kafkajs.Kafka({
      clientId: 'kafka-eos-interop',
      brokers: face.bootstrapServers.split(','),
      logLevel: kafkajs.logLevel.NOTHING,
      retry: { retries: 5, initialRetryTime: 50 },
    });
  });

  afterAll(async () => {
    for (const consumer of consumers) await consumer.disconnect();
    for (const producer of producers) await producer.disconnect();
    await face.close();
  });

  it('idempotent produce: records appended once, under a producer id', async () => {
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    producers.push(producer);
    await producer.connect();
    await producer.send({ topic: 'kjs-idempotent', messages: [{ value: 'i1', partition: 0 }, { value: 'i2', partition: 0 }] });
    await producer.send({ topic: 'kjs-idempotent', messages: [{ value: 'i3', partition: 0 }] });
    const log = readLog(face.cluster, 'kjs-idempotent', 0);
    expect(log.map((entry) => (entry.kind === 'data' ? entry.value : entry.kind))).toEqual(['i1', 'i2', 'i3']);
    const producerIds = new Set(log.map((entry) => entry.producerId));
    expect(producerIds.size).toBe(1);
    expect([...producerIds][0]).toBeGreaterThanOrEqual(0n);
    expect(log.every((entry) => entry.kind === 'data' && !entry.transactional)).toBe(true);
  });

  it('transactional produce: commit across partitions with sendOffsets, abort, commit again', async () => {
    const producer = kafka.producer({ transactionalId: 'kjs-tx', idempotent: true, maxInFlightRequests: 1 });
    producers.push(producer);
    await producer.connect();

    const first = await producer.transaction();
    await first.send({ topic: 'kjs-out', messages: [{ value: 'c1', partition: 0 }, { value: 'c2', partition: 0 }] });
    await first.send({ topic: 'kjs-out', messages: [{ value: 'c3', partition: 1 }] });
    await first.sendOffsets({ consumerGroupId: 'kjs-offsets', topics: [{ topic: 'kjs-in', partitions: [{ partition: 0, offset: '42' }] }] });
    await first.commit();

    const second = await producer.transaction();
    await second.send({ topic: 'kjs-out', messages: [{ value: 'a1', partition: 0 }] });
    await second.sendOffsets({ consumerGroupId: 'kjs-offsets', topics: [{ topic: 'kjs-in', partitions: [{ partition: 0, offset: '99' }] }] });
    await second.abort();

    const third = await producer.transaction();
    await third.send({ topic: 'kjs-out', messages: [{ value: 'c4', partition: 0 }] });
    await third.commit();

    // The cluster's own view: markers on every partition of each transaction, aborted data kept but excluded.
    expect(markers(face.cluster, 'kjs-out', 0)).toEqual(['commit', 'abort', 'commit']);
    expect(markers(face.cluster, 'kjs-out', 1)).toEqual(['commit']);
    expect(readLog(face.cluster, 'kjs-out', 0).flatMap((entry) => (entry.kind === 'data' ? [entry.value] : []))).toEqual(['c1', 'c2', 'a1', 'c4']);
    expect(committedValues(face.cluster, 'kjs-out', 0)).toEqual(['c1', 'c2', 'c4']);
    expect(committedValues(face.cluster, 'kjs-out', 1)).toEqual(['c3']);
    expect(committedOffset(face.cluster, 'kjs-offsets', 'kjs-in', 0)).toBe(42n);
    expect(face.cluster.transactions.metadata('kjs-tx')?.state).toBe(TransactionState.COMPLETE_COMMIT);
  });

  it('a read_committed consumer group reads exactly the committed records, in order, and commits its position', async () => {
    const consumer = kafka.consumer({ groupId: 'kjs-reader', maxWaitTimeInMs: 100, readUncommitted: false });
    consumers.push(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics: ['kjs-out'], fromBeginning: true });
    const seen: Record<number, string[]> = { 0: [], 1: [] };
    const done = new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: ({ partition, message }) => {
          seen[partition]!.push(message.value?.toString('utf8') ?? '');
          if (seen[0]!.length >= 3 && seen[1]!.length >= 1) resolve();
          return Promise.resolve();
        },
      });
    });
    await done;
    await consumer.disconnect();
    consumers.length = 0;
    expect(seen).toEqual({ 0: ['c1', 'c2', 'c4'], 1: ['c3'] });
    // KafkaJS commits the next offset to read: past c4 (offset 5) on partition 0, past c3 (offset 0) on 1.
    expect(committedOffset(face.cluster, 'kjs-reader', 'kjs-out', 0)).toBe(6n);
    expect(committedOffset(face.cluster, 'kjs-reader', 'kjs-out', 1)).toBe(1n);
  });
});
