/**
 * Child process: kafka-eos over TCP (`Producer` + `TcpNetworkClient`), driven by {@link runChild}.
 * Per-record form: one `send(record)` per record, at most `window` promises outstanding. Batch form:
 * `send(records)` with arrays of `batchRecords`. Settings are the defaults except `compression`, in the latency rows `lingerMs`, and a `--variant` row's
 * `producerOptions` (which the producer validates like any options).
 */
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../src/producer/producer.js';
import type { ProducerRecord } from '../../src/common/record.js';
import type { ChildSpec } from '../lib/bench-spec.js';
import { PromiseWindow, runChild, type BenchClient, type BenchRecord } from './child-harness.js';

function toProducerRecord(topic: string, record: BenchRecord): ProducerRecord {
  const base: ProducerRecord = { topic, key: record.key, value: record.value };
  return record.headers === null ? base : { ...base, headers: record.headers };
}

async function create(spec: ChildSpec): Promise<BenchClient> {
  const network = new TcpNetworkClient({ bootstrapServers: spec.bootstrapServers, clientId: 'bench-kafka-eos' });
  const transactional = spec.kind !== 'idempotent';
  const producer = new Producer({
    network,
    clientId: 'bench-kafka-eos',
    compression: spec.compression,
    ...(spec.lingerMs === undefined ? {} : { lingerMs: spec.lingerMs }),
    // The librdkafka mock has no KIP-890; pin version 1 rather than probe (real Kafka runs pass 2).
    transactionVersion: spec.transactionVersion ?? 1,
    ...(transactional ? { transactionalId: spec.transactionalId } : {}),
    ...spec.producerOptions,
  });
  const groupMetadata = { groupId: spec.groupId, generationId: -1, memberId: '', groupInstanceId: null };
  return Promise.resolve({
    async warmUp(record) {
      await producer.send(toProducerRecord(spec.topic, record));
    },
    async produce(pool, count) {
      const records = pool.map((record) => toProducerRecord(spec.topic, record));
      const window = new PromiseWindow(spec.window);
      if (spec.form === 'per-record') {
        for (let i = 0; i < count; i++) {
          const previous = window.swap(producer.send(records[i % records.length]!));
          if (previous !== undefined) await previous;
        }
      } else {
        const batch = Array.from({ length: spec.batchRecords }, (_, i) => records[i % records.length]!);
        let sent = 0;
        while (sent < count) {
          const size = Math.min(spec.batchRecords, count - sent);
          const previous = window.swap(producer.send(size === batch.length ? batch : batch.slice(0, size)));
          sent += size;
          if (previous !== undefined) await previous;
        }
      }
      await window.drain();
    },
    async initTransactions() {
      await producer.initTransactions();
    },
    async transaction(pool, index) {
      producer.beginTransaction();
      const records = pool.map((record) => toProducerRecord(spec.topic, record));
      const sent = spec.form === 'batch' || records.length === 1
        ? producer.send(records)
        : Promise.all(records.map((record) => producer.send(record)));
      sent.catch(() => undefined);
      await producer.sendOffsetsToTransaction([{ topic: spec.topic, partition: 0, offset: BigInt(index) }], groupMetadata);
      await producer.commitTransaction();
      await sent;
    },
    async close() {
      await producer.close();
      await network.close();
    },
  });
}

await runChild(create);
