/**
 * Child process: a librdkafka-based Node client with node-rdkafka's API, either `node-rdkafka` or
 * `@confluentinc/kafka-javascript` (its node-rdkafka-compatible `Producer`), named by `argv[2]`.
 *
 * librdkafka has no batch call: both forms are a `produce()` loop, with at most `window` records not yet
 * reported delivered (delivery reports through `dr_cb`, polled in the background where the client can,
 * else every 5 ms). Transactions use librdkafka's API; `sendOffsetsToTransaction` needs a KafkaConsumer for
 * the group metadata, and an unsubscribed one is enough. `linger.ms` is librdkafka's default (5 ms) except in the latency rows (0).
 */
import type { ChildSpec } from '../lib/bench-spec.js';
import { runChild, type BenchClient, type BenchRecord } from './child-harness.js';
import { requirePeer } from './peer-modules.js';

type Callback = (error: Error | null | undefined) => void;

interface RdProducer {
  connect(options: Record<string, never>, callback: (error: Error | null) => void): void;
  disconnect(callback: Callback): void;
  on(event: 'delivery-report', listener: (error: Error | null | undefined) => void): void;
  setPollInterval(ms: number): void;
  setPollInBackground?: (enabled: boolean) => void;
  produce(topic: string, partition: number | null, value: Buffer, key: string | null, timestamp: number | null, opaque: null, headers?: Record<string, string>[]): void;
  initTransactions(timeoutMs: number, callback: Callback): void;
  beginTransaction(callback: Callback): void;
  sendOffsetsToTransaction(offsets: { topic: string; partition: number; offset: number }[], consumer: RdConsumer, timeoutMs: number, callback: Callback): void;
  commitTransaction(timeoutMs: number, callback: Callback): void;
}

interface RdConsumer {
  connect(options: Record<string, never>, callback: (error: Error | null) => void): void;
  disconnect(callback: Callback): void;
}

interface RdModule {
  Producer: new (config: Record<string, string | number | boolean>, topicConfig: Record<string, string | number>) => RdProducer;
  KafkaConsumer: new (config: Record<string, string | number | boolean>, topicConfig: Record<string, string | number>) => RdConsumer;
}

/** librdkafka's "local queue full": wait for delivery reports, then produce again. */
const ERR_QUEUE_FULL = -184;

function call(run: (callback: Callback) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    run((error) => {
      if (error === null || error === undefined) resolve();
      else reject(error);
    });
  });
}

function isQueueFull(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ERR_QUEUE_FULL;
}

async function create(spec: ChildSpec): Promise<BenchClient> {
  const moduleName = process.argv[2];
  if (moduleName === undefined) throw new Error('usage: rdkafka.ts <node-rdkafka | @confluentinc/kafka-javascript>');
  const rd = requirePeer(moduleName) as RdModule;
  const transactional = spec.kind !== 'idempotent';
  const producer = new rd.Producer({
    'client.id': 'bench-rdkafka',
    'metadata.broker.list': spec.bootstrapServers,
    'enable.idempotence': true,
    acks: -1,
    dr_cb: true,
    'compression.codec': spec.compression,
    ...(spec.lingerMs === undefined ? {} : { 'linger.ms': spec.lingerMs }),
    'queue.buffering.max.messages': Math.max(100_000, spec.window * 2),
    ...(transactional ? { 'transactional.id': spec.transactionalId } : {}),
  }, {});
  let produced = 0;
  let delivered = 0;
  let failure: Error | undefined;
  let lowWater = 0;
  let wake: (() => void) | undefined;
  producer.on('delivery-report', (error) => {
    delivered++;
    if (error !== null && error !== undefined) failure ??= error;
    if (wake !== undefined && produced - delivered <= lowWater) {
      const resume = wake;
      wake = undefined;
      resume();
    }
  });
  await call((callback) => { producer.connect({}, callback); });
  if (producer.setPollInBackground === undefined) producer.setPollInterval(5);
  else producer.setPollInBackground(true);

  const waitUntilOutstanding = (limit: number): Promise<void> => {
    if (produced - delivered <= limit) return Promise.resolve();
    lowWater = limit;
    return new Promise((resolve) => { wake = resolve; });
  };
  const produceOne = (record: BenchRecord): void => {
    producer.produce(spec.topic, null, record.value, record.key, null, null, record.headers === null ? undefined : headerList(record.headers));
    produced++;
  };
  const headerLists = new Map<Readonly<Record<string, string>>, Record<string, string>[]>();
  function headerList(headers: Readonly<Record<string, string>>): Record<string, string>[] {
    let list = headerLists.get(headers);
    if (list === undefined) {
      list = Object.entries(headers).map(([name, value]) => ({ [name]: value }));
      headerLists.set(headers, list);
    }
    return list;
  }

  let consumer: RdConsumer | undefined;
  return {
    async warmUp(record) {
      produceOne(record);
      await waitUntilOutstanding(0);
      if (failure !== undefined) throw failure;
    },
    async produce(pool, count) {
      for (let i = 0; i < count; i++) {
        if (produced - delivered >= spec.window) await waitUntilOutstanding(spec.window >> 1);
        try {
          produceOne(pool[i % pool.length]!);
        } catch (error: unknown) {
          if (!isQueueFull(error)) throw error;
          await waitUntilOutstanding(spec.window >> 1);
          i--;
        }
      }
      await waitUntilOutstanding(0);
      if (failure !== undefined) throw failure;
    },
    async initTransactions() {
      await call((callback) => { producer.initTransactions(30_000, callback); });
      consumer = new rd.KafkaConsumer({ 'group.id': spec.groupId, 'metadata.broker.list': spec.bootstrapServers }, {});
      const connecting = consumer;
      await call((callback) => { connecting.connect({}, callback); });
    },
    async transaction(records, index) {
      const groupConsumer = consumer;
      if (groupConsumer === undefined) throw new Error('initTransactions first');
      await call((callback) => { producer.beginTransaction(callback); });
      for (const record of records) produceOne(record);
      await call((callback) => { producer.sendOffsetsToTransaction([{ topic: spec.topic, partition: 0, offset: index }], groupConsumer, 30_000, callback); });
      await call((callback) => { producer.commitTransaction(30_000, callback); });
      if (failure !== undefined) throw failure;
    },
    async close() {
      if (consumer !== undefined) {
        const closing = consumer;
        await call((callback) => { closing.disconnect(callback); });
      }
      await call((callback) => { producer.disconnect(callback); });
    },
  };
}

await runChild(create);
