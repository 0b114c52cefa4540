/**
 * The producer that dies with a transaction open, for the hanging-transaction scenario: a separate Node process
 * that initializes, begins a transaction with a long transaction timeout, writes one record to partition 0,
 * prints `open <producerId> <epoch> <offset>` once it is acknowledged, and hangs until it is SIGKILLed.
 * Arguments: <bootstrap> <transactionalId> <topic> <transactionTimeoutMs>
 */
import { Producer } from '../../src/producer/producer.js';

const [bootstrap, transactionalId, topic, timeout] = process.argv.slice(2);
if (bootstrap === undefined || transactionalId === undefined || topic === undefined || timeout === undefined) {
  process.stderr.write('usage: hanging-producer-child <bootstrap> <transactionalId> <topic> <transactionTimeoutMs>\n');
  process.exit(2);
}
const producer = new Producer({ bootstrapServers: bootstrap.split(','), transactionalId, lingerMs: 0, requestTimeoutMs: 10_000, transactionTimeoutMs: Number(timeout) });
await producer.initTransactions();
producer.beginTransaction();
const { offset } = await producer.send({ topic, partition: 0, value: 'hanging' });
const { producerId, producerEpoch } = producer.producerIdentity;
process.stdout.write(`open ${String(producerId)} ${producerEpoch} ${String(offset)}\n`);
setInterval(() => undefined, 60_000);
