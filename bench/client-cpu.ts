/**
 * Client CPU per record without a broker or a socket: the `Producer` of a checkout (`--root`, default this
 * one) against a network that answers every Produce at once (on the next macrotask) after encoding the request
 * frame as the TCP client would. What it measures is the client's own send -> append -> drain -> encode ->
 * complete path, so two checkouts can be compared run by run without the mock broker sharing the CPU.
 *
 * ```sh
 * npx tsx bench/client-cpu.ts                        # batch form (send(records[1000])), 2,000,000 records
 * npx tsx bench/client-cpu.ts --form per-record      # one send(record) per record, 20,000 outstanding
 * npx tsx bench/client-cpu.ts --root ../before       # the Producer of another checkout
 * npx tsx bench/client-cpu.ts --subscribe            # with no-op subscribers on every kafka-eos diagnostics channel
 * npx tsx bench/client-cpu.ts --form txn --per-txn 100 --records 1000000   # b1's loop: CPU per transaction
 * npx tsx bench/client-cpu.ts --form txn --per-txn 1 --records 20000 --linger 0   # c0's loop
 * ```
 * Prints `client-cpu <form> <ns per record (CPU)> <ns per record (wall)>` once per `--repeat`. The `txn` form runs
 * the bench's transaction loop (begin, `send(records)` not awaited, `sendOffsetsToTransaction`, commit, TV1) with
 * every transactional request answered at once too, and prints the CPU per transaction as well.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { subscribe, tracingChannel } from 'node:diagnostics_channel';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    form: { type: 'string', default: 'batch' },
    records: { type: 'string', default: '2000000' },
    repeat: { type: 'string', default: '1' },
    keys: { type: 'boolean', default: false },
    subscribe: { type: 'boolean', default: false },
    'per-txn': { type: 'string', default: '100' },
    linger: { type: 'string' },
  },
});

// The cost of the tracing hooks with a subscriber (without one they cost a boolean read each).
// The request channel is published by the TCP and in-process clients, not by this bench's network: subscribed
// for completeness, it sees nothing here.
if (values.subscribe) {
  const noop = (): void => undefined;
  for (const operation of ['initTransactions', 'send', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction']) {
    tracingChannel(`kafka-eos:producer:${operation}`).subscribe({ start: noop, end: noop, asyncStart: noop, asyncEnd: noop, error: noop });
  }
  subscribe('kafka-eos:request', noop);
}
const root = resolve(values.root ?? join(import.meta.dirname, '..'));
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(root, 'src', path)).href)) as T;

interface Writer { reset(): Writer; finish(): Buffer }
interface Framing { encodeRequest(writer: Writer, header: { apiKey: number; apiVersion: number; correlationId: number; clientId: string | null }, body: unknown): void }
interface ProducerModule { Producer: new (config: Record<string, unknown>) => BenchProducer }
interface BenchProducer {
  send(records: unknown): Promise<unknown>;
  close(): Promise<void>;
  initTransactions(): Promise<void>;
  beginTransaction(): void;
  sendOffsetsToTransaction(offsets: unknown, groupMetadata: unknown): Promise<void>;
  commitTransaction(): Promise<void>;
}
interface ProduceBody { topicData: { name: string; partitionData: { index: number; records: Buffer | null }[] }[] }

const { Producer } = await load<ProducerModule>('producer/producer.ts');
const framing = await load<Framing>('protocol/framing.ts');
const { Writer: WriterClass } = await load<{ Writer: new (capacity: number) => Writer }>('protocol/primitives/writer.ts');

const BROKERS = [1, 2, 3].map((nodeId) => ({ nodeId, host: '127.0.0.1', port: 9000 + nodeId, rack: null }));
const TOPIC = 'bench';
const PARTITIONS = 6;

/** A NetworkClient that knows one topic and acknowledges every Produce on the next macrotask. */
class AckingNetwork {
  private readonly writer = new WriterClass(1 << 20);
  private readonly nextOffset = new Map<string, bigint>();
  private correlationId = 0;
  /** Produce requests answered, and the batches they carried. */
  requests = 0;
  batches = 0;

  versions(): Promise<{ min: number; max: number }> {
    return Promise.resolve({ min: 0, max: 11 });
  }

  send(target: number | 'any', api: string, build: (version: number) => unknown): Promise<{ nodeId: number; version: number; response: unknown }> {
    const nodeId = target === 'any' ? 1 : target;
    switch (api) {
      case 'Metadata':
        return Promise.resolve({ nodeId, version: 12, response: metadataResponse() });
      case 'InitProducerId':
        return Promise.resolve({ nodeId, version: 4, response: { throttleTimeMs: 0, errorCode: 0, producerId: 1000n, producerEpoch: 0, ongoingTxnProducerId: -1n, ongoingTxnProducerEpoch: -1 } });
      case 'Produce': {
        const version = 11;
        const body = build(version) as ProduceBody;
        this.requests++;
        for (const topic of body.topicData) this.batches += topic.partitionData.length;
        // The TCP client's cost of framing the request (header + body, the batches copied in).
        framing.encodeRequest(this.writer.reset(), { apiKey: 0, apiVersion: version, correlationId: this.correlationId++, clientId: 'bench' }, body);
        this.writer.finish();
        const responses = body.topicData.map((topic) => ({
          name: topic.name, topicId: '00000000-0000-0000-0000-000000000000',
          partitionResponses: topic.partitionData.map((partition) => {
            const key = `${topic.name}-${partition.index}`;
            const base = this.nextOffset.get(key) ?? 0n;
            const count = partition.records === null ? 0 : partition.records.readInt32BE(57);
            this.nextOffset.set(key, base + BigInt(count));
            return { index: partition.index, errorCode: 0, baseOffset: base, logAppendTimeMs: -1n, logStartOffset: 0n, recordErrors: [], errorMessage: null, currentLeader: { leaderId: -1, leaderEpoch: -1 } };
          }),
        }));
        return new Promise((done) => setImmediate(() => { done({ nodeId, version, response: { responses, throttleTimeMs: 0, nodeEndpoints: [] } }); }));
      }
      case 'FindCoordinator':
        this.frame(10, 4, build(4));
        return Promise.resolve({ nodeId, version: 4, response: { throttleTimeMs: 0, coordinators: [{ key: '', nodeId: 1, host: '127.0.0.1', port: 9001, errorCode: 0, errorMessage: null }] } });
      case 'AddPartitionsToTxn': {
        const body = build(3) as { v3AndBelowTopics: { name: string; partitions: number[] }[] };
        this.frame(24, 3, body);
        const resultsByTopicV3AndBelow = body.v3AndBelowTopics.map((topic) => ({ name: topic.name, resultsByPartition: topic.partitions.map((partitionIndex) => ({ partitionIndex, partitionErrorCode: 0 })) }));
        return this.later({ nodeId, version: 3, response: { throttleTimeMs: 0, errorCode: 0, resultsByTransaction: [], resultsByTopicV3AndBelow } });
      }
      case 'AddOffsetsToTxn':
        this.frame(25, 3, build(3));
        return this.later({ nodeId, version: 3, response: { throttleTimeMs: 0, errorCode: 0 } });
      case 'TxnOffsetCommit': {
        const body = build(3) as { topics: { name: string; partitions: { partitionIndex: number }[] }[] };
        this.frame(28, 3, body);
        const topics = body.topics.map((topic) => ({ name: topic.name, partitions: topic.partitions.map((partition) => ({ partitionIndex: partition.partitionIndex, errorCode: 0 })) }));
        return this.later({ nodeId, version: 3, response: { throttleTimeMs: 0, topics } });
      }
      case 'EndTxn':
        this.frame(26, 3, build(3));
        return this.later({ nodeId, version: 3, response: { throttleTimeMs: 0, errorCode: 0, producerId: -1n, producerEpoch: -1 } });
      default:
        return Promise.reject(new Error(`unexpected ${api}`));
    }
  }

  /** The TCP client's cost of framing a request. */
  private frame(apiKey: number, apiVersion: number, body: unknown): void {
    framing.encodeRequest(this.writer.reset(), { apiKey, apiVersion, correlationId: this.correlationId++, clientId: 'bench' }, body);
    this.writer.finish();
  }

  /** Answered on the next macrotask, as a socket would. */
  private later<T>(answer: T): Promise<T> {
    return new Promise((done) => setImmediate(() => { done(answer); }));
  }

  updateBrokers(): void {}

  brokers(): readonly typeof BROKERS[number][] {
    return BROKERS;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function metadataResponse(): unknown {
  return {
    throttleTimeMs: 0, clusterId: 'bench', controllerId: 1, clusterAuthorizedOperations: -2147483648,
    brokers: BROKERS,
    topics: [{
      errorCode: 0, name: TOPIC, topicId: '00000000-0000-0000-0000-000000000000', isInternal: false, topicAuthorizedOperations: -2147483648,
      partitions: Array.from({ length: PARTITIONS }, (_, partitionIndex) => ({
        errorCode: 0, partitionIndex, leaderId: (partitionIndex % 3) + 1, leaderEpoch: 0, replicaNodes: [1, 2, 3], isrNodes: [1, 2, 3], offlineReplicas: [],
      })),
    }],
  };
}

const value = Buffer.alloc(100, 0x61);
const pool = Array.from({ length: 1000 }, (_, i) => (values.keys ? { topic: TOPIC, key: `key-${i}`, value } : { topic: TOPIC, value }));
const records = Number(values.records);

for (let run = 0; run < Number(values.repeat); run++) {
  const network = new AckingNetwork();
  const transactional = values.form === 'txn';
  const producer = new Producer({
    network, clientId: 'bench', ...(values.linger === undefined ? {} : { lingerMs: Number(values.linger) }),
    ...(transactional ? { transactionalId: 'bench-txn', transactionVersion: 1 } : {}),
  });
  if (transactional) await producer.initTransactions();
  else await producer.send(pool[0]);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const perTxn = Number(values['per-txn']);
  const transactions = Math.floor(records / perTxn);
  if (transactional) {
    const batch = pool.slice(0, perTxn);
    const groupMetadata = { groupId: 'bench-group', generationId: -1, memberId: '', groupInstanceId: null };
    for (let i = 0; i < transactions; i++) {
      producer.beginTransaction();
      const sent = producer.send(batch);
      sent.catch(() => undefined);
      await producer.sendOffsetsToTransaction([{ topic: TOPIC, partition: 0, offset: BigInt(i) }], groupMetadata);
      await producer.commitTransaction();
      await sent;
    }
  } else if (values.form === 'per-record') {
    const window: Promise<unknown>[] = [];
    for (let i = 0; i < records; i++) {
      const slot = i % 20_000;
      const previous = window[slot];
      window[slot] = producer.send(pool[i % pool.length]);
      if (previous !== undefined) await previous;
    }
    await Promise.all(window);
  } else {
    const window: Promise<unknown>[] = [];
    for (let i = 0; i < records / 1000; i++) {
      const slot = i % 20;
      const previous = window[slot];
      window[slot] = producer.send(pool);
      if (previous !== undefined) await previous;
    }
    await Promise.all(window);
  }
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  await producer.close();
  const perTransaction = transactional ? `, ${((used.user + used.system) / 1000 / transactions).toFixed(3)} CPU-ms/txn, ${(wall / transactions).toFixed(3)} wall-ms/txn` : '';
  console.log(`client-cpu ${values.form} ${((used.user + used.system) * 1000 / records).toFixed(0)} ns/record CPU, ${(wall * 1e6 / records).toFixed(0)} ns/record wall, ${network.requests} Produce requests, ${(network.batches / network.requests).toFixed(2)} batches each${perTransaction}`);
}
