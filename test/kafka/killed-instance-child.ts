/**
 * The instance that gets killed in killed-instance.test.ts: a separate Node process that opens a
 * transaction (records on two partitions plus consumed offsets), waits until they are acknowledged,
 * prints `open <producerId> <epoch>` and then hangs until it is SIGKILLed, never ending the transaction.
 * Arguments: <bootstrap> <transactionalId> <topic> <groupId> <inputTopic>
 */
import { Producer } from '../../src/producer/producer.js';

const [bootstrap, transactionalId, topic, groupId, inputTopic] = process.argv.slice(2);
if (bootstrap === undefined || transactionalId === undefined || topic === undefined || groupId === undefined || inputTopic === undefined) {
  process.stderr.write('usage: killed-instance-child <bootstrap> <transactionalId> <topic> <groupId> <inputTopic>\n');
  process.exit(2);
}
const producer = new Producer({ bootstrapServers: bootstrap.split(','), transactionalId, lingerMs: 0, requestTimeoutMs: 10_000 });
await producer.initTransactions();
producer.beginTransaction();
await producer.send([{ topic, partition: 0, value: 'killed-0' }, { topic, partition: 1, value: 'killed-1' }]);
await producer.sendOffsetsToTransaction([{ topic: inputTopic, partition: 0, offset: 11n }], { groupId, generationId: -1, memberId: '', groupInstanceId: null });
const { producerId, producerEpoch } = producer.producerIdentity;
process.stdout.write(`open ${String(producerId)} ${producerEpoch}\n`);
setInterval(() => undefined, 60_000);
