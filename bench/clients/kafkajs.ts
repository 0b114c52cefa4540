/**
 * Child process: KafkaJS 2.2.4 from bench/peers. Per-record form: `send({ messages: [m] })` with at most
 * `window` calls outstanding; batch form: `send({ messages })` with `batchRecords` messages.
 *
 * The librdkafka mock reports ControllerId 0, which is no broker (ids are 1..N), and KafkaJS sends
 * InitProducerId to the controller, failing with KafkaJSBrokerNotFound. The shim below falls back to the
 * first broker of the metadata, which is harmless for a non-transactional InitProducerId (any broker
 * answers it) and unused for transactional ones (sent to the coordinator). See ../shared/notes/peers.md.
 */
import type { BenchCompression, ChildSpec } from '../lib/bench-spec.js';
import { PromiseWindow, runChild, type BenchClient, type BenchRecord } from './child-harness.js';
import { requirePeer } from './peer-modules.js';

interface KafkaJsMessage {
  readonly key: string | null;
  readonly value: Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

interface KafkaJsSendArgs {
  readonly topic: string;
  readonly messages: readonly KafkaJsMessage[];
  readonly acks: number;
  readonly compression: number;
}

interface KafkaJsSender {
  send(args: KafkaJsSendArgs): Promise<unknown>;
}

interface KafkaJsTransaction extends KafkaJsSender {
  sendOffsets(args: { consumerGroupId: string; topics: { topic: string; partitions: { partition: number; offset: string }[] }[] }): Promise<void>;
  commit(): Promise<void>;
}

interface KafkaJsProducer extends KafkaJsSender {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  transaction(): Promise<KafkaJsTransaction>;
}

interface KafkaJsModule {
  Kafka: new (config: { clientId: string; brokers: string[]; logLevel: number }) => {
    producer(config: { idempotent: boolean; transactionalId?: string; maxInFlightRequests?: number }): KafkaJsProducer;
  };
  CompressionTypes: { None: number; GZIP: number };
  logLevel: { NOTHING: number };
}

interface KafkaJsCluster {
  brokerPool: { metadata: { brokers: { nodeId: number }[] } | null };
  findBroker(args: { nodeId: number }): Promise<unknown>;
  findControllerBroker: (this: KafkaJsCluster) => Promise<unknown>;
}

function installControllerShim(): void {
  const Cluster = requirePeer('kafkajs/src/cluster/index.js') as { prototype: KafkaJsCluster };
  const original = Cluster.prototype.findControllerBroker;
  Cluster.prototype.findControllerBroker = async function findControllerBroker(this: KafkaJsCluster): Promise<unknown> {
    try {
      return await original.call(this);
    } catch (error: unknown) {
      const first = this.brokerPool.metadata?.brokers[0];
      if (!(error instanceof Error) || error.name !== 'KafkaJSBrokerNotFound' || first === undefined) throw error;
      return this.findBroker({ nodeId: first.nodeId });
    }
  };
}

/** KafkaJS's codec id for `compression`; lz4 and zstd need codec packages KafkaJS does not ship (see workloads.ts). */
function compressionOf(kafkajs: KafkaJsModule, compression: BenchCompression): number {
  switch (compression) {
    case 'none':
      return kafkajs.CompressionTypes.None;
    case 'gzip':
      return kafkajs.CompressionTypes.GZIP;
    case 'lz4':
    case 'zstd':
      throw new Error(`KafkaJS has no built-in ${compression} codec`);
  }
}

function toMessage(record: BenchRecord): KafkaJsMessage {
  return record.headers === null ? { key: record.key, value: record.value } : { key: record.key, value: record.value, headers: record.headers };
}

async function create(spec: ChildSpec): Promise<BenchClient> {
  installControllerShim();
  const kafkajs = requirePeer('kafkajs') as KafkaJsModule;
  const kafka = new kafkajs.Kafka({ clientId: 'bench-kafkajs', brokers: spec.bootstrapServers.split(','), logLevel: kafkajs.logLevel.NOTHING });
  const transactional = spec.kind !== 'idempotent';
  const producer = kafka.producer(transactional
    ? { idempotent: true, transactionalId: spec.transactionalId, maxInFlightRequests: 1 }
    : { idempotent: true });
  const compression = compressionOf(kafkajs, spec.compression);
  await producer.connect();
  return {
    async warmUp(record) {
      await producer.send({ topic: spec.topic, messages: [toMessage(record)], acks: -1, compression });
    },
    async produce(pool, count) {
      const messages = pool.map(toMessage);
      const window = new PromiseWindow(spec.window);
      if (spec.form === 'per-record') {
        const singles = messages.map((message) => [message]);
        for (let i = 0; i < count; i++) {
          const previous = window.swap(producer.send({ topic: spec.topic, messages: singles[i % singles.length]!, acks: -1, compression }));
          if (previous !== undefined) await previous;
        }
      } else {
        const batch = Array.from({ length: spec.batchRecords }, (_, i) => messages[i % messages.length]!);
        let sent = 0;
        while (sent < count) {
          const size = Math.min(spec.batchRecords, count - sent);
          const previous = window.swap(producer.send({ topic: spec.topic, messages: size === batch.length ? batch : batch.slice(0, size), acks: -1, compression }));
          sent += size;
          if (previous !== undefined) await previous;
        }
      }
      await window.drain();
    },
    initTransactions() {
      // connect() already ran InitProducerId for the transactional id.
      return Promise.resolve();
    },
    async transaction(records, index) {
      const txn = await producer.transaction();
      await txn.send({ topic: spec.topic, messages: records.map(toMessage), acks: -1, compression });
      await txn.sendOffsets({ consumerGroupId: spec.groupId, topics: [{ topic: spec.topic, partitions: [{ partition: 0, offset: String(index) }] }] });
      await txn.commit();
    },
    async close() {
      await producer.disconnect();
    },
  };
}

await runChild(create);
