/**
 * Testing your own exactly-once code with the embedded cluster and fault injection, in a plain `node:test` file (the
 * same calls work in vitest or jest). The code under test copies orders to invoices in one transaction; the tests
 * lose a Produce response (the broker kept the write) and make the commit fail once, and check that every invoice is
 * still there exactly once.
 *
 *   npm run example:testing
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Consumer, ErrorCode, Producer, type NetworkClient } from 'kafka-eos';
import { ApiKey, InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

/** The code under test: one invoice per order, all in one transaction. */
async function invoiceOrders(network: NetworkClient, orders: readonly string[]): Promise<void> {
  const producer = new Producer({ network, transactionalId: 'invoicer', requestTimeoutMs: 1_000 });
  try {
    await producer.initTransactions();
    await producer.transaction(async (txn) => {
      await txn.send(orders.map((order) => ({ topic: 'invoices', key: order, value: `invoice for ${order}` })));
    });
  } finally {
    await producer.close();
  }
}

/** What a read_committed consumer sees in `invoices`. */
async function readInvoices(network: NetworkClient): Promise<string[]> {
  const consumer = new Consumer({ network, groupId: 'test-reader', autoOffsetReset: 'earliest' });
  consumer.assign([{ topic: 'invoices', partition: 0 }]);
  const values: string[] = [];
  for (let batch = await consumer.poll({ timeoutMs: 2_000 }); batch.records.length > 0; batch = await consumer.poll({ timeoutMs: 200 })) {
    values.push(...batch.records.map((record) => Buffer.from(record.value ?? []).toString()));
  }
  await consumer.close();
  return values;
}

const orders = ['order-1', 'order-2', 'order-3'];
const expected = orders.map((order) => `invoice for ${order}`);

await test('a lost Produce response is retried without duplicating the invoices', async () => {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'invoices', partitions: 1 }] });
  try {
    const network = new InProcessNetworkClient(cluster);
    cluster.faults.dropResponses(ApiKey.Produce); // the broker appends the batch, the client never hears back
    await invoiceOrders(network, orders);
    cluster.faults.assertNoPendingFaults(); // the fault did happen
    assert.deepEqual(await readInvoices(network), expected);
  } finally {
    cluster.close();
  }
});

await test('a commit that fails once with a retriable error still commits once', async () => {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'invoices', partitions: 1 }] });
  try {
    const network = new InProcessNetworkClient(cluster);
    cluster.faults.queueErrors(ApiKey.EndTxn, [ErrorCode.COORDINATOR_LOAD_IN_PROGRESS]);
    await invoiceOrders(network, orders);
    cluster.faults.assertNoPendingFaults();
    assert.deepEqual(await readInvoices(network), expected);
  } finally {
    cluster.close();
  }
});
