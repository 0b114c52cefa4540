/**
 * The transactional session's dead-letter policy on real Apache Kafka: a handler that fails on two input records
 * (naming them with `RecordProcessingError`) over kafka-eos's group consumer; Kafka's own read_committed
 * KafkaConsumer (Verify.java) then finds f of every other record in the output once, the two poison records in the
 * dead-letter topic once, and the group's offsets at the end of every input partition.
 */
import { afterEach, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { RecordProcessingError } from '../../src/session/session-errors.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { Producer } from '../../src/producer/producer.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';
import { createTopics } from './kafka-admin.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describeRealKafka('transactional session: poison records dead-lettered', (env) => {
  const start = realKafkaContexts(env);
  const bootstrapServers = env.bootstrapServers.split(',');

  it('every input record is once in the output or, poisoned, in the dead-letter topic; offsets at the end of input', async () => {
    const c = await start();
    const input = c.topics.orders; // 3 partitions
    const output = c.topics.audit; // 2 partitions
    const dlq = c.id('dlq');
    await createTopics(env.bootstrapServers, [{ name: dlq, partitions: 1 }]);
    const values = Array.from({ length: 30 }, (_, n) => `v${n}`);
    const poison = new Set(['v7', 'v20']);
    const loader = new Producer({ bootstrapServers, lingerMs: 0, requestTimeoutMs: 10_000 });
    await loader.send(values.map((value, n) => ({ topic: input, partition: n % 3, value })));
    await loader.close({ timeoutMs: 5_000 });

    const group = c.id('dlq-group');
    const consumer = new Consumer({ bootstrapServers, groupId: group, autoOffsetReset: 'earliest', requestTimeoutMs: 10_000, fetchMaxWaitMs: 100, sessionTimeoutMs: 6_000, heartbeatIntervalMs: 500 });
    closers.push(() => consumer.close({ timeoutMs: 5_000 }));
    consumer.subscribe([input]);
    const { producer } = c.producer({ transactionalId: c.id('dlq-tx') });
    const session = new TransactionalSession({ producer, source: consumer, maxRecords: 8, pollTimeoutMs: 200, onRecordError: { mode: 'deadLetter', topic: dlq, maxAttempts: 2, retryBackoffMs: 20 } });
    closers.push(() => session.close());
    let consumed = 0;
    const deadline = Date.now() + 90_000;
    while (consumed < values.length && Date.now() < deadline) {
      const outcome = await session.runOnce(async (batch, tx) => {
        for (const record of batch.records) {
          const value = Buffer.from(record.value ?? []).toString();
          if (poison.has(value)) throw new RecordProcessingError(record, { cause: new SyntaxError(`bad ${value}`) });
          await tx.send({ topic: output, key: value, value: `f(${value})` });
        }
      });
      if (outcome.status === 'committed') consumed += outcome.records;
    }
    expect(consumed).toBe(values.length);
    expect(session.metrics()['records-dead-lettered-total']).toBe(2);
    await session.close();

    const snapshot = c.reader.snapshot([[output, 0], [output, 1], [dlq, 0]], [0, 1, 2].map((partition) => [group, input, partition] as const));
    const out = [0, 1].flatMap((partition) => snapshot.committed(output, partition)).sort();
    expect(out).toEqual(values.filter((value) => !poison.has(value)).map((value) => `f(${value})`).sort());
    expect([...snapshot.committed(dlq, 0)].sort()).toEqual(['v20', 'v7']);
    expect([0, 1, 2].map((partition) => snapshot.offset(group, input, partition))).toEqual([10, 10, 10]);
  });
});
