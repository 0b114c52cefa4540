/**
 * An exactly-once pipeline with a KafkaJS consumer: `kafka-eos/kafkajs` adapts a KafkaJS 2.x consumer into the
 * source of a TransactionalSession, so a KafkaJS application keeps its consumer and gets kafka-eos's transactional
 * producer and loop. It runs on the embedded cluster's TCP face, which KafkaJS connects to like any broker.
 *
 *   npm run example:kafkajs        # needs kafkajs (an optional peer dependency: npm install kafkajs)
 */
import kafkajs from 'kafkajs';
import { Admin, Producer, TransactionalSession } from 'kafka-eos';
import { KafkaJsGroupGenerations, KafkaJsSource } from 'kafka-eos/kafkajs';
import { startCluster } from 'kafka-eos/testing';

const broker = await startCluster({ topics: [{ name: 'orders', partitions: 1 }, { name: 'invoices', partitions: 1 }] });
const brokers = broker.bootstrapServers; // 'host:port,host:port', as Kafka's tools print it

const input = new Producer({ bootstrapServers: brokers });
await input.send(['order-1', 'order-2', 'order-3'].map((value) => ({ topic: 'orders', value })));
await input.close();

// KafkaJS does not expose the group generation; this socket factory reads it off the JoinGroup responses, so that
// the transactional offset commit is fenced when the group moves on (KIP-447).
const generations = new KafkaJsGroupGenerations();
const kafka = new kafkajs.Kafka({ brokers: brokers.split(','), socketFactory: generations.socketFactory(), logLevel: kafkajs.logLevel.NOTHING });
const consumer = kafka.consumer({ groupId: 'invoicer' }); // KafkaJS reads read_committed by default
await consumer.connect();
await consumer.subscribe({ topics: ['orders'], fromBeginning: true });
const source = new KafkaJsSource({ consumer, groupId: 'invoicer', bootstrapServers: brokers, generations });
await source.start();

// One transaction per batch: the invoices and the consumed offsets commit together, or not at all.
const producer = new Producer({ bootstrapServers: brokers, transactionalId: 'invoicer-1' });
const session = new TransactionalSession({ producer, source });
let invoiced = 0;
await session.run(async (batch, transaction) => {
  await transaction.send(batch.records.map((record) => ({ topic: 'invoices', value: `invoice for ${Buffer.from(record.value ?? []).toString()}` })));
}, {
  onOutcome: (outcome) => {
    if (outcome.status !== 'committed') return;
    invoiced += outcome.records;
    console.log(`committed a transaction of ${outcome.records} records`);
    if (invoiced === 3) void session.close(); // run() resolves once the session is closed
  },
});
await source.close();
await consumer.disconnect();
await producer.close();

// The group's committed offset moved with the last transaction: a restarted pipeline resumes after order-3.
const admin = new Admin({ bootstrapServers: brokers });
const [committed] = await admin.listGroupOffsets('invoicer');
const next = committed?.offset;
await admin.close();
await broker.close();
console.log(`invoiced ${invoiced} orders; the group's committed offset is ${String(next)}`);
if (invoiced !== 3 || next !== 3n) throw new Error('expected 3 invoices and offset 3');
