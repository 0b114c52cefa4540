/**
 * What Kafka answers where the producer's split and leader-hint rules depend on it, checked on the real broker
 * (the in-memory cluster follows these answers):
 * - a record batch over the topic's `max.message.bytes` is answered MESSAGE_TOO_LARGE (not RECORD_LIST_TOO_LARGE),
 *   and the producer splits a batch of several records until it fits: every record written once, in order;
 * - a Produce v10+ sent to a broker that does not lead the partition is answered NOT_LEADER_OR_FOLLOWER with the
 *   current leader and its epoch (`CurrentLeader`) and the leader's address (`NodeEndpoints`), KIP-951; the
 *   producer sends its retry there at once, without its retry backoff and whatever Metadata says.
 */
import { expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../../src/network/network-client.js';
import type { ApiKeyName, ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { CompressionType } from '../../src/protocol/record-batch/compression/compression-type.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { RecordingNetworkClient } from './fidelity/recording-network.js';
import { createTopics, type MetadataResponse, uniqueName } from './kafka-admin.js';
import { connect, produceTo, produceToLeader } from './raw-produce.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';

/** A plain (non-idempotent) batch of `values`. */
const plainBatch = (values: readonly string[]): Buffer => encodeRecordBatch(
  { producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none },
  values.map((value) => ({ timestamp: Date.now(), key: null, value: Buffer.from(value) })),
);

/**
 * A network that reports another broker as the leader of partition 0 of `topic` in every Metadata answer, with an
 * unknown leader epoch: the producer sends there first, and only the broker's answer can point it to the leader.
 */
class MisleadingMetadataNetwork implements NetworkClient {
  constructor(private readonly inner: NetworkClient, private readonly topic: string) {}
  versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> { return this.inner.versions(target, api, options); }
  async send<Name extends ApiKeyName>(target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions): Promise<SendResult<ApiMessages[Name]['response']>> {
    const result = await this.inner.send(target, api, build, options);
    if (api !== 'Metadata') return result;
    const metadata = result.response as MetadataResponse;
    const brokers = metadata.brokers.map((broker) => broker.nodeId);
    for (const topic of metadata.topics) {
      if (topic.name !== this.topic) continue;
      for (const partition of topic.partitions) {
        if (partition.partitionIndex !== 0 || partition.leaderId < 0) continue;
        partition.leaderId = brokers.find((id) => id !== partition.leaderId) ?? partition.leaderId;
        partition.leaderEpoch = -1;
      }
    }
    return result;
  }

  updateBrokers(brokers: readonly BrokerNode[]): void { this.inner.updateBrokers(brokers); }
  brokers(): readonly BrokerNode[] { return this.inner.brokers(); }
  features(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures> {
    if (this.inner.features === undefined) return Promise.resolve({ finalizedFeaturesEpoch: -1n, finalized: new Map(), supported: new Map() });
    return this.inner.features(target, options);
  }

  close(): Promise<void> { return this.inner.close(); }
}

const value = (index: number): string => `${String(index).padStart(3, '0')}-${'x'.repeat(96)}`;

describeRealKafka('Produce answers the producer acts on', (env) => {
  const start = realKafkaContexts(env);

  it('a batch over max.message.bytes is MESSAGE_TOO_LARGE; one that fits is written', async () => {
    const topic = uniqueName('max-message');
    await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1, configs: { 'max.message.bytes': '1000' } }]);
    const { client, metadata } = await connect(env.bootstrapServers, topic, 'kafka-eos-produce-answers');
    try {
      const leader = metadata.topics[0]!.partitions[0]!.leaderId;
      const large = plainBatch(Array.from({ length: 20 }, (_, index) => value(index)));
      expect(large.length).toBeGreaterThan(1_000);
      const refused = await produceToLeader(client, metadata, topic, large);
      expect(refused.errorCode).toBe(ErrorCode.MESSAGE_TOO_LARGE);
      const written = await produceTo(client, leader, topic, plainBatch([value(0)]));
      expect(written.answer).toMatchObject({ errorCode: 0, baseOffset: 0n });
    } finally {
      await client.close();
    }
  });

  it('a Produce v10+ to a broker that does not lead the partition names the leader, its epoch and its address (KIP-951)', async () => {
    const topic = uniqueName('not-leader');
    await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1 }]);
    const { client, metadata } = await connect(env.bootstrapServers, topic, 'kafka-eos-produce-answers');
    try {
      const partition = metadata.topics[0]!.partitions[0]!;
      const other = metadata.brokers.find((broker) => broker.nodeId !== partition.leaderId);
      expect(other, 'this check needs a cluster of two brokers or more').toBeDefined();
      const { answer, response } = await produceTo(client, other!.nodeId, topic, plainBatch(['misdirected']));
      expect(answer.errorCode).toBe(ErrorCode.NOT_LEADER_OR_FOLLOWER);
      expect(answer.currentLeader).toEqual({ leaderId: partition.leaderId, leaderEpoch: partition.leaderEpoch });
      const leaderBroker = metadata.brokers.find((broker) => broker.nodeId === partition.leaderId)!;
      expect(response.nodeEndpoints).toEqual([{ nodeId: leaderBroker.nodeId, host: leaderBroker.host, port: leaderBroker.port, rack: leaderBroker.rack }]);
    } finally {
      await client.close();
    }
  });

  for (const transactional of [false, true]) {
    it(`${transactional ? 'transactional' : 'idempotent'}: a batch of several records over max.message.bytes is split until it fits; every record once, in order`, async () => {
      const c = await start();
      const topic = uniqueName(`split-${transactional ? 'txn' : 'idem'}`);
      await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1, configs: { 'max.message.bytes': '1000' } }]);
      const network = new RecordingNetworkClient(new TcpNetworkClient({ bootstrapServers: env.bootstrapServers.split(','), clientId: 'kafka-eos-split' }));
      try {
        const { producer } = c.producer({ network, ...(transactional ? { transactionalId: c.id('split') } : {}) });
        if (transactional) {
          await producer.initTransactions();
          producer.beginTransaction();
        }
        const values = Array.from({ length: 20 }, (_, index) => value(index));
        const results = await producer.send(values.map((each) => ({ topic, partition: 0, value: each })));
        expect(results.map((result) => result.offset)).toEqual(values.map((_, index) => BigInt(index)));
        const more = await producer.send({ topic, partition: 0, value: 'after' });
        expect(more.offset).toBe(20n);
        if (transactional) await producer.commitTransaction();
        const produceAnswers = network.responses.filter((each) => each.api === 'Produce');
        expect(produceAnswers.some((each) => each.errorCodes.includes(ErrorCode.MESSAGE_TOO_LARGE))).toBe(true);
        expect(produceAnswers.flatMap((each) => each.errorCodes).filter((code) => code !== ErrorCode.MESSAGE_TOO_LARGE)).toEqual([]);
        const read = c.reader.snapshot([[topic, 0]]);
        expect(read.committed(topic, 0)).toEqual([...values, 'after']);
        expect(producer.state).toBe('READY');
      } finally {
        await network.close();
      }
    });
  }

  it('the retry after NOT_LEADER_OR_FOLLOWER goes to the leader the broker named, without the retry backoff', async () => {
    const c = await start();
    const topic = uniqueName('hint');
    await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1 }]);
    const recording = new RecordingNetworkClient(new TcpNetworkClient({ bootstrapServers: env.bootstrapServers.split(','), clientId: 'kafka-eos-hint' }));
    const network = new MisleadingMetadataNetwork(recording, topic);
    try {
      // A 60 s backoff: without the hint the retry could not go out within the test's bound.
      const { producer } = c.producer({ network, retryBackoffMs: 60_000, retryBackoffMaxMs: 60_000, deliveryTimeoutMs: 120_000 });
      const started = Date.now();
      const result = await producer.send({ topic, partition: 0, value: 'hinted' });
      expect(result.offset).toBe(0n);
      expect(Date.now() - started).toBeLessThan(30_000);
      const produceAnswers = recording.responses.filter((each) => each.api === 'Produce').map((each) => each.errorCodes);
      expect(produceAnswers).toEqual([[ErrorCode.NOT_LEADER_OR_FOLLOWER], []]);
      expect(c.reader.snapshot([[topic, 0]]).uncommitted(topic, 0)).toEqual(['hinted']);
    } finally {
      await network.close();
    }
  });
});
