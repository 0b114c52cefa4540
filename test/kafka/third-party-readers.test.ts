/**
 * Interop on real Kafka: what kafka-eos commits must read the same through other consumers than Kafka's
 * Java one. KafkaJS 2.2.4 (a devDependency) consumes the output of committed and aborted transactions with
 * a read_committed consumer group, and must see every committed record once, in order, and no aborted one;
 * librdkafka (python3-confluent-kafka, librdkafka_reader.py) reads the same partition read_committed and
 * read_uncommitted.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import kafkajs from 'kafkajs';
import { expect, it } from 'vitest';
import { describeWithTool, type ThirdPartyTool } from '../interop/third-party-tool.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';

const READER = fileURLToPath(new URL('./librdkafka_reader.py', import.meta.url));
const INSTALL = 'apt-get install -y python3-confluent-kafka';

/** The first python3 (Debian's, where apt installs the module, then PATH's) that imports confluent_kafka. */
function findPython(): { readonly tool: ThirdPartyTool; readonly python: string } {
  for (const python of [process.env['KAFKA_EOS_PYTHON'], '/usr/bin/python3', 'python3'].filter((each): each is string => each !== undefined && each !== '')) {
    const probe = spawnSync(python, ['-c', 'import confluent_kafka'], { stdio: 'ignore', timeout: 20_000 });
    if (probe.error === undefined && probe.status === 0) return { python, tool: { name: 'python3-confluent-kafka', available: true, install: INSTALL } };
  }
  return { python: 'python3', tool: { name: 'python3-confluent-kafka', available: false, install: INSTALL } };
}

function librdkafkaRead(python: string, bootstrap: string, topic: string, partition: number, isolation: 'read_committed' | 'read_uncommitted'): string[] {
  const stdout = execFileSync(python, [READER, bootstrap, topic, String(partition), isolation], { encoding: 'utf8', timeout: 90_000 });
  const report = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { records?: [number, string][] };
  return (report.records ?? []).map(([, value]) => value);
}

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

  const { tool, python } = findPython();
  describeWithTool('librdkafka (python3-confluent-kafka)', tool, () => {
    it('librdkafka reads committed transactions once and in order under read_committed, and the aborted ones too under read_uncommitted', async () => {
      const c = await start();
      const { audit } = c.topics;
      const { producer } = c.producer({ transactionalId: c.id('librdkafka') });
      await producer.initTransactions();
      const committed: string[] = [];
      const all: string[] = [];
      for (let transaction = 0; transaction < 5; transaction++) {
        producer.beginTransaction();
        const values = Array.from({ length: 3 }, (_, index) => `t${transaction}-r${index}`);
        await Promise.all(values.map((value) => producer.send({ topic: audit, partition: 1, value })));
        all.push(...values);
        if (transaction === 1 || transaction === 3) {
          await producer.abortTransaction();
        } else {
          await producer.commitTransaction();
          committed.push(...values);
        }
      }
      expect(librdkafkaRead(python, env.bootstrapServers, audit, 1, 'read_committed')).toEqual(committed);
      expect(librdkafkaRead(python, env.bootstrapServers, audit, 1, 'read_uncommitted')).toEqual(all);
    });
  });
});
