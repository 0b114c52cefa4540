/**
 * Request versions on real Kafka. Under transaction.version 1 the client must speak
 * transactions v1 on the wire, as the Java client does: Produce at most v11 and EndTxn at most v4 for a
 * transactional producer (v12 / v5 mean KIP-890 to the broker), AddPartitionsToTxn at most v3 (v4+ is
 * broker-to-broker). Measured on Kafka 4.4.0: an EndTxn v5 under transaction.version 1 makes the coordinator
 * bump the epoch, and the producer's next AddPartitionsToTxn is answered PRODUCER_FENCED. Under
 * transaction.version 2: Produce v12+, EndTxn v5+, no AddPartitionsToTxn / AddOffsetsToTxn, and the epoch
 * bumped by every EndTxn. Each case ends with the records checked by the independent Java reader.
 */
import { expect, it } from 'vitest';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import type { ApiKeyName } from '../../src/protocol/messages/api-keys.generated.js';
import { HoldingNetworkClient } from '../../src/testing/holding-network-client.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts, standaloneGroup } from './real-kafka-context.js';

describeRealKafka('request versions', (env) => {
  const start = realKafkaContexts(env);

  it(`a transactional producer uses the request versions transaction.version ${env.transactionVersion} requires, across several transactions`, async () => {
    const c = await start();
    const { orders, input } = c.topics;
    const group = c.id('group');
    const network = new HoldingNetworkClient(new TcpNetworkClient({ bootstrapServers: env.bootstrapServers, requestTimeoutMs: 10_000 }));
    const { producer } = c.producer({ transactionalId: c.id('versions'), network });
    try {
      await producer.initTransactions();
      expect(producer.transactionVersion).toBe(env.transactionVersion);
      const epochs = [producer.producerIdentity.producerEpoch];
      for (const [index, outcome] of (['commit', 'abort', 'commit'] as const).entries()) {
        producer.beginTransaction();
        await producer.send([{ topic: orders, partition: 0, value: `t${index}` }, { topic: orders, partition: 1, value: `t${index}` }]);
        if (index === 0) await producer.sendOffsetsToTransaction([{ topic: input, partition: 0, offset: 3n }], standaloneGroup(group));
        await (outcome === 'commit' ? producer.commitTransaction() : producer.abortTransaction());
        epochs.push(producer.producerIdentity.producerEpoch);
      }

      const produce = answeredVersions(network, 'Produce');
      const endTxn = answeredVersions(network, 'EndTxn');
      expect(produce.length).toBeGreaterThan(0);
      expect(endTxn).toHaveLength(3);
      if (env.transactionVersion === 1) {
        expect(Math.max(...produce)).toBeLessThanOrEqual(11);
        expect(Math.max(...endTxn)).toBeLessThanOrEqual(4);
        expect(Math.max(...answeredVersions(network, 'AddPartitionsToTxn'))).toBeLessThanOrEqual(3);
        expect(answeredVersions(network, 'AddOffsetsToTxn')).toHaveLength(1);
        // Transactions v1: EndTxn does not bump the epoch.
        expect(new Set(epochs).size).toBe(1);
      } else {
        expect(Math.min(...produce)).toBeGreaterThanOrEqual(12);
        expect(Math.min(...endTxn)).toBeGreaterThanOrEqual(5);
        expect(answeredVersions(network, 'AddPartitionsToTxn')).toEqual([]);
        expect(answeredVersions(network, 'AddOffsetsToTxn')).toEqual([]);
        // KIP-890: every EndTxn bumps the epoch.
        expect(epochs).toEqual([epochs[0], epochs[0]! + 1, epochs[0]! + 2, epochs[0]! + 3]);
      }
      const snapshot = c.reader.snapshot([[orders, 0], [orders, 1]], [[group, input, 0]]);
      for (const partition of [0, 1]) {
        expect(snapshot.committed(orders, partition)).toEqual(['t0', 't2']);
        expect(snapshot.uncommitted(orders, partition)).toEqual(['t0', 't1', 't2']);
      }
      expect(snapshot.offset(group, input, 0)).toBe(3);
    } finally {
      await producer.close({ timeoutMs: 5_000 });
      await network.close();
    }
  });

  it('an idempotent (non-transactional) producer uses the newest Produce version under either transaction version', async () => {
    const c = await start();
    const { orders } = c.topics;
    const network = new HoldingNetworkClient(new TcpNetworkClient({ bootstrapServers: env.bootstrapServers, requestTimeoutMs: 10_000 }));
    const { producer } = c.producer({ network });
    try {
      await Promise.all(['a', 'b', 'c'].map((value) => producer.send({ topic: orders, partition: 2, value })));
      expect(Math.min(...answeredVersions(network, 'Produce'))).toBeGreaterThanOrEqual(12);
      expect(c.reader.snapshot([[orders, 2]]).committed(orders, 2)).toEqual(['a', 'b', 'c']);
    } finally {
      await producer.close({ timeoutMs: 5_000 });
      await network.close();
    }
  });
});

/** The versions of the answered requests of `api`, in order: what the broker accepted from the producer. */
function answeredVersions(network: HoldingNetworkClient, api: ApiKeyName): number[] {
  return network.requestsOf(api).flatMap((each) => (each.response !== undefined && each.version !== undefined ? [each.version] : []));
}
