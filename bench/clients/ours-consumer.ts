/**
 * Child process: kafka-eos's consumer side over TCP, driven by {@link runConsumeChild}.
 * - `consume` (workload e): `Consumer` in a group, read_committed, `poll({ maxRecords: batchRecords })` in a loop.
 * - `pipeline` (workload f): the same consumer under a `TransactionalSession` with a transactional `Producer`: one
 *   transaction per batch of at most `recordsPerTransaction` records, each input record produced once to
 *   `outputTopic` (same partition), offsets committed with the group metadata (KIP-447).
 * Settings are the defaults except `autoOffsetReset: 'earliest'` and the batch sizes.
 */
import { Consumer } from '../../src/consumer/consumer.js';
import { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { ChildSpec } from '../lib/bench-spec.js';
import { runConsumeChild, valueBytes, type ConsumeClient } from './consume-harness.js';

async function create(spec: ChildSpec): Promise<ConsumeClient> {
  const bootstrapServers = spec.bootstrapServers.split(',');
  const consumer = new Consumer({ bootstrapServers, clientId: 'bench-kafka-eos', groupId: spec.groupId, autoOffsetReset: 'earliest', maxPollRecords: spec.batchRecords });
  consumer.subscribe([spec.topic]);
  if (spec.kind === 'consume') {
    return Promise.resolve({
      async run(meter) {
        while (!meter.finished) {
          const batch = await consumer.poll({ timeoutMs: 1_000 });
          meter.add(batch.records.length, valueBytes(batch.records));
        }
      },
      async close() {
        await consumer.close();
      },
    });
  }
  const outputTopic = spec.outputTopic;
  if (outputTopic === undefined) throw new Error('pipeline needs outputTopic');
  const producer = new Producer({ bootstrapServers, clientId: 'bench-kafka-eos', transactionalId: spec.transactionalId });
  const session = new TransactionalSession({ producer, source: consumer, maxRecords: spec.recordsPerTransaction, pollTimeoutMs: 1_000 });
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
      await producer.close();
      await consumer.close();
    },
  };
}

await runConsumeChild(create);
