/**
 * Child process: a librdkafka-based consumer with node-rdkafka's API, either `node-rdkafka` or
 * `@confluentinc/kafka-javascript` (its node-rdkafka-compatible `KafkaConsumer`), named by `argv[2]`; workload e
 * (`consume`) only. A group consumer with `isolation.level=read_committed`, `enable.auto.commit=false`,
 * `auto.offset.reset=earliest`, read with the non-flowing `consume(batchRecords, callback)` in a loop. Everything
 * else is librdkafka's default (its background fetcher prefetches up to `queued.min.messages`, 100,000).
 */
import type { ChildSpec } from '../lib/bench-spec.js';
import { runConsumeChild, valueBytes, type ConsumeClient } from './consume-harness.js';
import { requirePeer } from './peer-modules.js';

interface RdMessage {
  readonly value: Buffer | null;
}

interface RdConsumer {
  connect(options: Record<string, never>, callback: (error: Error | null) => void): void;
  disconnect(callback: (error: Error | null | undefined) => void): void;
  subscribe(topics: string[]): void;
  consume(count: number, callback: (error: Error | null | undefined, messages: RdMessage[]) => void): void;
}

interface RdModule {
  KafkaConsumer: new (config: Record<string, string | number | boolean>, topicConfig: Record<string, string | number>) => RdConsumer;
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
  await new Promise<void>((resolve, reject) => {
    consumer.connect({}, (error) => { if (error === null) resolve(); else reject(error); });
  });
  consumer.subscribe([spec.topic]);
  const consume = (): Promise<RdMessage[]> => new Promise((resolve, reject) => {
    consumer.consume(spec.batchRecords, (error, messages) => { if (error === null || error === undefined) resolve(messages); else reject(error); });
  });
  return {
    async run(meter) {
      while (!meter.finished) {
        const messages = await consume();
        meter.add(messages.length, valueBytes(messages));
      }
    },
    async close() {
      await new Promise<void>((resolve) => { consumer.disconnect(() => { resolve(); }); });
    },
  };
}

await runConsumeChild(create);
