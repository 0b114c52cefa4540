/**
 * Child process: a librdkafka-based consumer with node-rdkafka's API, either `node-rdkafka` or
 * `@confluentinc/kafka-javascript` (its node-rdkafka-compatible `KafkaConsumer` and `Producer`), named by `argv[2]`.
 * - `consume` (workload e): a group consumer with `isolation.level=read_committed`, `enable.auto.commit=false`,
 *   `auto.offset.reset=earliest`, read with the non-flowing `consume(batchRecords, callback)` in a loop. Everything
 *   else is librdkafka's default (its background fetcher prefetches up to `queued.min.messages`, 100,000).
 * - `pipeline` (workload f): the same consumer, `consume(recordsPerTransaction)` per batch, and a transactional
 *   `Producer` (librdkafka's KIP-447 loop as its examples show it): `beginTransaction`, `produce` every record to the
 *   output topic (same partition), `sendOffsetsToTransaction(next offsets, consumer)` (group metadata from the
 *   consumer), `commitTransaction`. librdkafka has no abort-on-rebalance or rewind of its own; with one consumer
 *   per group there is no rebalance to handle here. `linger.ms` is librdkafka's default (5 ms).
 */
import type { ChildSpec } from '../lib/bench-spec.js';
import { runConsumeChild, valueBytes, type ConsumeClient } from './consume-harness.js';
import { requirePeer } from './peer-modules.js';

type Callback = (error: Error | null | undefined) => void;

interface RdMessage {
  readonly value: Buffer | null;
  readonly key?: Buffer | string | null;
  readonly topic: string;
  readonly partition: number;
  readonly offset: number;
}

interface RdConsumer {
  connect(options: Record<string, never>, callback: (error: Error | null) => void): void;
  disconnect(callback: (error: Error | null | undefined) => void): void;
  subscribe(topics: string[]): void;
  consume(count: number, callback: (error: Error | null | undefined, messages: RdMessage[]) => void): void;
}

interface RdProducer {
  connect(options: Record<string, never>, callback: (error: Error | null) => void): void;
  disconnect(callback: Callback): void;
  produce(topic: string, partition: number | null, value: Buffer | null, key: Buffer | string | null | undefined): void;
  initTransactions(timeoutMs: number, callback: Callback): void;
  beginTransaction(callback: Callback): void;
  sendOffsetsToTransaction(offsets: { topic: string; partition: number; offset: number }[], consumer: RdConsumer, timeoutMs: number, callback: Callback): void;
  commitTransaction(timeoutMs: number, callback: Callback): void;
}

type Config = Record<string, string | number | boolean>;

interface RdModule {
  KafkaConsumer: new (config: Config, topicConfig: Config) => RdConsumer;
  Producer: new (config: Config, topicConfig: Config) => RdProducer;
}

function call(run: (callback: Callback) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    run((error) => { if (error === null || error === undefined) resolve(); else reject(error); });
  });
}

async function create(spec: ChildSpec): Promise<ConsumeClient> {
  const moduleName = process.argv[2];
  if (moduleName === undefined) throw new Error('usage: rdkafka-consumer.ts <node-rdkafka | @confluentinc/kafka-javascript>');
  const rd = requirePeer(moduleName) as RdModule;
  const consumer = new rd.KafkaConsumer({
    'client.id': 'bench-rdkafka',
    'metadata.broker.list': spec.bootstrapServers,
    'group.id': spec.groupId,
    'enable.auto.commit': false,
    'isolation.level': 'read_committed',
  }, { 'auto.offset.reset': 'earliest' });
  await call((callback) => { consumer.connect({}, callback); });
  consumer.subscribe([spec.topic]);
  const consume = (count: number): Promise<RdMessage[]> => new Promise((resolve, reject) => {
    consumer.consume(count, (error, messages) => { if (error === null || error === undefined) resolve(messages); else reject(error); });
  });
  if (spec.kind === 'consume') {
    return {
      async run(meter) {
        while (!meter.finished) {
          const messages = await consume(spec.batchRecords);
          meter.add(messages.length, valueBytes(messages));
        }
      },
      async close() {
        await call((callback) => { consumer.disconnect(callback); });
      },
    };
  }
  const outputTopic = spec.outputTopic;
  if (outputTopic === undefined) throw new Error('pipeline needs outputTopic');
  const producer = new rd.Producer({
    'client.id': 'bench-rdkafka',
    'metadata.broker.list': spec.bootstrapServers,
    'transactional.id': spec.transactionalId,
    'enable.idempotence': true,
  }, {});
  await call((callback) => { producer.connect({}, callback); });
  await call((callback) => { producer.initTransactions(30_000, callback); });
  return {
    async run(meter) {
      while (!meter.finished) {
        const messages = await consume(spec.recordsPerTransaction);
        if (messages.length === 0) continue;
        const next = new Map<string, { topic: string; partition: number; offset: number }>();
        await call((callback) => { producer.beginTransaction(callback); });
        for (const message of messages) {
          producer.produce(outputTopic, message.partition, message.value, message.key);
          next.set(`${message.topic}\0${message.partition}`, { topic: message.topic, partition: message.partition, offset: message.offset + 1 });
        }
        await call((callback) => { producer.sendOffsetsToTransaction([...next.values()], consumer, 30_000, callback); });
        await call((callback) => { producer.commitTransaction(30_000, callback); });
        meter.add(messages.length, valueBytes(messages), messages.length, 1);
      }
    },
    async close() {
      await call((callback) => { consumer.disconnect(callback); });
      await call((callback) => { producer.disconnect(callback); });
    },
  };
}

await runConsumeChild(create);
