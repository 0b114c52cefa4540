/**
 * Interop on real Kafka: what kafka-eos commits must read the same through other consumers than Kafka's
 * Java one. KafkaJS 2.2.4 (a devDependency) consumes the output of committed and aborted transactions with
 * a read_committed consumer group, and must see every committed record once, in order, and no aborted one.
 */
import kafkajs from 'kafkajs';
import { expect, it } from 'vitest';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';

describeRealKafka('third-party readers', (env) => {
  const start = realKafkaContexts(env);

  it('KafkaJS read_committed consumer group sees the committed transactions once and in order, no aborted record', async () => {
    const c = await start();
    const { orders } = c.topics;
    const { producer } = c.producer({ transactionalId: c.id('kafkajs') });
    await producer.initTransactions();
    const committed: string[] = [];
    // Seven transactions, the odd ones aborted and the last one committed: an aborted or duplicated record
    // would be delivered before the last committed one, so stopping at the expected count is a full check.
    for (let transaction = 0; transaction < 7; transaction++) {
      producer.beginTransaction();
      const values = Array.from({ length: 4 }, (_, index) => `t${transaction}-r${index}`);
      await Promise.all(values.map((value) => producer.send({ topic: orders, partition: 0, value })));
      if (transaction % 2 === 1) {
        await producer.abortTransaction();
      } else {
        await producer.commitTransaction();
        committed.push(...values);
      }
    }

    const kafka = new kafkajs.Kafka({ clientId: 'kafka-eos-real-kafka-interop', brokers: env.bootstrapServers.split(','), logLevel: kafkajs.logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: c.id('kafkajs-group'), readUncommitted: false });
    const seen: string[] = [];
    try {
      await consumer.connect();
      await consumer.subscribe({ topic: orders, fromBeginning: true });
      const done = new Promise<void>((resolve) => {
        void consumer.run({
          eachMessage: ({ partition, message }) => {
            if (partition === 0) seen.push(message.value?.toString('utf8') ?? '');
            if (seen.length >= committed.length) resolve();
            return Promise.resolve();
          },
        });
      });
      await done;
    } finally {
      await consumer.disconnect();
    }
    expect(seen).toEqual(committed);
  });
});
