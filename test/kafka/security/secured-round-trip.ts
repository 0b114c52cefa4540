/**
 * What every way of authenticating must carry on the secured cluster: a transactional producer commits, aborts and
 * commits again, and a read_committed group consumer, authenticated the same way, reads back exactly the committed
 * records. Both are built from `bootstrapServers` + `tls` + `sasl` as a user builds them.
 */
import { Consumer } from '../../../src/consumer/consumer.js';
import { Producer } from '../../../src/producer/producer.js';
import type { ProducerOptions } from '../../../src/config/producer-options.js';
import { CONTRACT_PRODUCER_DEFAULTS } from '../../contract/contract-target.js';
import { uniqueName } from '../kafka-admin.js';
import type { SecuredAdmin } from './secured-admin.js';
import type { SecuredClientOptions } from './secured-kafka-env.js';

/** What the round trip saw. @internal */
export interface RoundTrip {
  readonly transactionVersion: number | undefined;
  /** Values read by the read_committed consumer, in partition then offset order. */
  readonly consumed: readonly string[];
}

/** A producer of the suites: the contract defaults, real-Kafka request bounds, and `client`'s security. @internal */
export function securedProducer(client: SecuredClientOptions, options: Partial<ProducerOptions> = {}): Producer {
  return new Producer({ ...CONTRACT_PRODUCER_DEFAULTS, requestTimeoutMs: 10_000, ...client, ...options });
}

/**
 * Runs the round trip with a fresh topic (2 partitions), transactional id and group, all named `eos-...`.
 * @internal
 */
export async function securedRoundTrip(admin: SecuredAdmin, client: SecuredClientOptions, label: string): Promise<RoundTrip> {
  const topic = uniqueName(`sec-${label}`);
  await admin.createTopics([{ name: topic, partitions: 2 }]);
  const producer = securedProducer(client, { transactionalId: uniqueName(`sec-txn-${label}`) });
  const consumer = new Consumer({ ...client, groupId: uniqueName(`sec-group-${label}`), autoOffsetReset: 'earliest', requestTimeoutMs: 10_000 });
  try {
    await producer.initTransactions();
    await producer.transaction(async (txn) => {
      await txn.send([{ topic, partition: 0, value: 'committed-0' }, { topic, partition: 1, value: 'committed-1' }]);
    });
    producer.beginTransaction();
    await producer.send({ topic, partition: 0, value: 'aborted' });
    await producer.abortTransaction();
    await producer.transaction(async (txn) => { await txn.send({ topic, partition: 1, value: 'committed-2' }); });

    consumer.subscribe([topic]);
    const consumed = new Map<number, string[]>([[0, []], [1, []]]);
    const deadline = Date.now() + 30_000;
    let count = 0;
    while (count < 3 && Date.now() < deadline) {
      const batch = await consumer.poll({ timeoutMs: 500 });
      for (const record of batch.records) {
        consumed.get(record.partition)?.push(record.value === null ? '<null>' : Buffer.from(record.value).toString('utf8'));
        count++;
      }
    }
    return { transactionVersion: producer.transactionVersion, consumed: [...(consumed.get(0) ?? []), ...(consumed.get(1) ?? [])] };
  } finally {
    await consumer.close({ timeoutMs: 5_000 });
    await producer.close({ timeoutMs: 5_000 });
  }
}
