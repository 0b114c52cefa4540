/**
 * Operating transactions with the Admin client: a producer dies with a transaction open, which holds the last
 * stable offset and stalls every read_committed consumer of the partition. The admin client finds the stall, names
 * the transaction, and ends it by fencing the dead producer's transactional id (docs/operating-transactions.md; the
 * `kafka-eos transactions` CLI runs the same calls from a shell).
 *
 *   npm run example:admin
 */
import { Admin, Producer } from 'kafka-eos';
import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

const cluster = new InMemoryCluster({ brokers: 3 });
const admin = new Admin({ network: new InProcessNetworkClient(cluster) });
await admin.createTopics([{ name: 'payments', partitions: 1, replicationFactor: 3 }]);

// A writer sends in a transaction and then dies without committing or aborting. With a 15-minute transaction
// timeout its coordinator would wait that long before aborting.
const writerNetwork = new InProcessNetworkClient(cluster);
const writer = new Producer({ network: writerNetwork, transactionalId: 'payments-writer', transactionTimeoutMs: 900_000 });
await writer.initTransactions();
writer.beginTransaction();
await writer.send({ topic: 'payments', key: 'p-1', value: 'payment-1' });
await writerNetwork.close(); // the process is gone: no commit, no abort

// 1. A read_committed consumer at offset 0 receives nothing: why?
const [lag] = await admin.describeLag([{ topic: 'payments', partition: 0, offset: 0n }]);
console.log(`payments-0: high watermark ${lag?.highWatermark}, last stable offset ${lag?.lastStableOffset}, stalled: ${lag?.stalled}`);
console.log(`  held by producer ${lag?.openTransaction?.producerId} (${lag?.openTransaction?.transactionalId}), idle ${lag?.openTransaction?.idleMs} ms`);

// 2. The open transactions whose producer has been idle for longer than maxTransactionTimeoutMs: in production the
// largest transactionTimeoutMs your producers use (default 15 minutes); 0 here, to list this one at once.
for (const open of await admin.findHangingTransactions({ topics: ['payments'], maxTransactionTimeoutMs: 0 })) {
  const coordinator = open.coordinator === null ? 'no coordinator record: only abortTransaction ends it' : `its coordinator aborts it at ${new Date(open.coordinator.abortsAtMs ?? 0).toISOString()}`;
  console.log(`hanging: ${open.transactionalId} on ${open.topic}-${open.partition} from offset ${open.startOffset}; ${coordinator}`);
}
for (const listing of await admin.listTransactions()) console.log(`transaction ${listing.transactionalId}: ${listing.state}`);

// 3. The producer is gone and its coordinator still tracks the transaction: fence its id, which aborts it now.
const [fenced] = await admin.fenceProducers(['payments-writer']);
console.log(`fenced ${fenced?.transactionalId} at epoch ${fenced?.producerEpoch}`);

const [after] = await admin.describeLag([{ topic: 'payments', partition: 0, offset: 0n }]);
console.log(`payments-0: last stable offset ${after?.lastStableOffset}, stalled: ${after?.stalled}`);
await admin.close();
cluster.close();
if (lag?.stalled !== true || after?.stalled !== false || after.lastStableOffset !== after.highWatermark) throw new Error('expected a stall, then none');
