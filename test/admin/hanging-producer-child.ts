/**
 * The producer that dies with a transaction open, for the hanging-transaction scenario: a separate Node process
 * that initializes, begins a transaction with a long transaction timeout, writes one record to each of partitions
 * 0 .. <partitions>-1, prints `open <producerId> <epoch> <offset>...` (one offset per partition) once they are
 * acknowledged, and hangs until it is SIGKILLed.
 * Arguments: <bootstrap> <transactionalId> <topic> <transactionTimeoutMs> <partitions>
 */
import { Producer } from '../../src/producer/producer.js';

const [bootstrap, transactionalId, topic, timeout, partitions] = process.argv.slice(2);
if (bootstrap === undefined || transactionalId === undefined || topic === undefined || timeout === undefined || partitions === undefined) {
  process.stderr.write('usage: hanging-producer-child <bootstrap> <transactionalId> <topic> <transactionTimeoutMs> <partitions>\n');
  process.exit(2);
}
const producer = new Producer({ bootstrapServers: bootstrap.split(','), transactionalId, lingerMs: 0, requestTimeoutMs: 10_000, transactionTimeoutMs: Number(timeout) });
await producer.initTransactions();
producer.beginTransaction();
const written = await producer.send(Array.from({ length: Number(partitions) }, (_, partition) => ({ topic, partition, value: 'hanging' })));
const { producerId, producerEpoch } = producer.producerIdentity;
process.stdout.write(`open ${String(producerId)} ${producerEpoch} ${written.map((each) => String(each.offset)).join(' ')}\n`);
setInterval(() => undefined, 60_000);
