/**
 * Child process: KafkaJS 2.2.4 (from bench/peers) on the consumer side, driven by {@link runConsumeChild}.
 * - `consume` (workload e): a group consumer, read_committed (`readUncommitted: false`, KafkaJS's default), autoCommit
 *   off, counting in `eachBatch`. Other settings are KafkaJS's defaults.
 * - `pipeline`, `kafkajsMode: 'loop'` (workload f): KafkaJS's own exactly-once loop as its documentation shows it:
 *   `eachBatch`, then per chunk of at most `recordsPerTransaction` records `producer.transaction()`, `send`,
 *   `sendOffsets({ consumerGroupId })` (KafkaJS has no KIP-447 group metadata) and `commit`, then `resolveOffset`.
 * - `pipeline`, `kafkajsMode: 'adapter'`: the same KafkaJS consumer through kafka-eos/kafkajs (`KafkaJsSource`) under
 *   kafka-eos's `TransactionalSession` and `Producer` (require_stable start check, abort on rebalance).
 */
import type * as KafkaJs from 'kafkajs';
import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import { KafkaJsSource } from '../../src/kafkajs/kafkajs-source.js';
import { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { ChildSpec } from '../lib/bench-spec.js';
import { runConsumeChild, valueBytes, type ConsumeClient, type ConsumeMeter } from './consume-harness.js';
import { requirePeer } from './peer-modules.js';

type KafkaJsModule = typeof KafkaJs;

async function connectedConsumer(kafka: Kafka, spec: ChildSpec): Promise<Consumer> {
  const consumer = kafka.consumer({ groupId: spec.groupId, readUncommitted: false });
  await consumer.connect();
  await consumer.subscribe({ topics: [spec.topic], fromBeginning: true });
  return consumer;
}

async function create(spec: ChildSpec): Promise<ConsumeClient> {
  const kafkajs = requirePeer('kafkajs') as KafkaJsModule;
  const kafka = new kafkajs.Kafka({ clientId: 'bench-kafkajs', brokers: spec.bootstrapServers.split(','), logLevel: kafkajs.logLevel.NOTHING });
  const consumer = await connectedConsumer(kafka, spec);
  if (spec.kind === 'consume') {
    return {
      async run(meter) {
        await consumer.run({
          autoCommit: false,
          eachBatch: ({ batch }) => {
            meter.add(batch.messages.length, valueBytes(batch.messages));
            return Promise.resolve();
          },
        });
        await meter.done;
      },
      async close() {
        await consumer.disconnect();
      },
    };
  }
  const outputTopic = spec.outputTopic;
  if (outputTopic === undefined) throw new Error('pipeline needs outputTopic');
  return spec.kafkajsMode === 'adapter' ? adapterPipeline(consumer, spec, outputTopic) : loopPipeline(kafka, consumer, spec, outputTopic);
}

/** KafkaJS's transactional loop (its documentation's eachBatch + producer.transaction() pattern). */
async function loopPipeline(kafka: Kafka, consumer: Consumer, spec: ChildSpec, outputTopic: string): Promise<ConsumeClient> {
  const producer = kafka.producer({ transactionalId: spec.transactionalId, idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  const eachBatch = (meter: ConsumeMeter) => async (payload: EachBatchPayload): Promise<void> => {
    const { batch } = payload;
    for (let start = 0; start < batch.messages.length; start += spec.recordsPerTransaction) {
      if (!payload.isRunning() || payload.isStale() || meter.finished) return;
      const chunk = batch.messages.slice(start, start + spec.recordsPerTransaction);
      const last = chunk[chunk.length - 1]!.offset;
      const txn = await producer.transaction();
      try {
        await txn.send({ topic: outputTopic, messages: chunk.map((message) => ({ key: message.key, value: message.value, partition: batch.partition })) });
        await txn.sendOffsets({ consumerGroupId: spec.groupId, topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: (BigInt(last) + 1n).toString() }] }] });
        await txn.commit();
      } catch (error) {
        await txn.abort();
        throw error;
      }
      payload.resolveOffset(last);
      meter.add(chunk.length, valueBytes(chunk), chunk.length, 1);
      await payload.heartbeat();
    }
  };
  return {
    async run(meter) {
      await consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: eachBatch(meter) });
      await meter.done;
    },
    async close() {
      await consumer.disconnect();
      await producer.disconnect();
    },
  };
}

/** The same KafkaJS consumer through kafka-eos/kafkajs under kafka-eos's TransactionalSession. */
async function adapterPipeline(consumer: Consumer, spec: ChildSpec, outputTopic: string): Promise<ConsumeClient> {
  const bootstrapServers = spec.bootstrapServers.split(',');
  const source = new KafkaJsSource({ consumer, groupId: spec.groupId, bootstrapServers });
  await source.start();
  const producer = new Producer({ bootstrapServers, clientId: 'bench-kafka-eos', transactionalId: spec.transactionalId });
  const session = new TransactionalSession({ producer, source, maxRecords: spec.recordsPerTransaction, pollTimeoutMs: 1_000 });
  return {
    async run(meter) {
      while (!meter.finished) {
        let bytes = 0;
        const outcome = await session.runOnce(async (batch, tx) => {
          bytes = valueBytes(batch.records);
          await tx.send(batch.records.map((record) => ({ topic: outputTopic, partition: record.partition, key: record.key, value: record.value })));
        });
        if (outcome.status === 'committed') meter.add(outcome.records, bytes, outcome.records, 1);
        else if (outcome.status === 'aborted') throw new Error(`batch aborted: ${outcome.reason}`);
      }
    },
    async close() {
      await session.close();
      await source.close();
      await producer.close();
      await consumer.disconnect();
    },
  };
}

await runConsumeChild(create);
