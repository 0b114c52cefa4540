/**
 * What Kafka answers to a Produce of a malformed record batch (LogValidator: the batch's offsets, count and
 * sequence, its records as read after decompression, keys on a compacted topic, the LZ4 frame and block rules),
 * checked on the real broker with the table the in-memory cluster's test runs (test/testing/malformed-batches.ts):
 * the error code, the `error_message` and the per-record `recordErrors`, Produce v12.
 */
import { beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import type { ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { createProduceRequest } from '../../src/protocol/messages/produce.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { loadCompressionCodec } from '../../src/protocol/record-batch/compression/compression-registry.js';
import { MALFORMED_BATCHES } from '../testing/malformed-batches.js';
import { createTopics, uniqueName } from './kafka-admin.js';
import { describeRealKafka } from './real-kafka-env.js';

type PartitionAnswer = ApiMessages['Produce']['response']['responses'][number]['partitionResponses'][number];

/** The leader of partition 0 of `topic`, once Metadata names one. */
async function leaderOf(client: TcpNetworkClient, topic: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const { response } = await client.send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: topic }], allowAutoTopicCreation: false }));
    client.updateBrokers(response.brokers.map((broker) => ({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack })));
    const leader = response.topics[0]?.partitions[0]?.leaderId ?? -1;
    if ((response.topics[0]?.errorCode ?? -1) === 0 && leader >= 0) return leader;
    if (attempt > 50) throw new Error(`no leader for ${topic}`);
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
}

describeRealKafka('Kafka refuses malformed record batches', (env) => {
  beforeAll(async () => {
    for (const codec of ['lz4', 'zstd', 'snappy'] as const) await loadCompressionCodec(codec);
  });

  for (const [index, each] of MALFORMED_BATCHES.entries()) {
    it(each.name, async () => {
      const topic = uniqueName(`malformed-${index}`);
      await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1, ...(each.compacted === true ? { configs: { 'cleanup.policy': 'compact,delete' } } : {}) }]);
      const client = new TcpNetworkClient({ bootstrapServers: env.bootstrapServers.split(','), clientId: 'kafka-eos-batch-validation' });
      try {
        const leader = await leaderOf(client, topic);
        const { response } = await client.send(leader, 'Produce', () => createProduceRequest({
          transactionalId: null, acks: -1, timeoutMs: 30_000,
          topicData: [{ name: topic, topicId: ZERO_UUID, partitionData: [{ index: 0, records: each.batch() }] }],
        }), { maxVersion: 12 });
        const answer: PartitionAnswer | undefined = response.responses[0]?.partitionResponses[0];
        expect({ errorCode: answer?.errorCode, errorMessage: answer?.errorMessage, recordErrors: answer?.recordErrors }).toEqual({
          errorCode: each.errorCode,
          errorMessage: typeof each.errorMessage === 'function' ? each.errorMessage(`${topic}-0`) : null,
          recordErrors: each.recordErrors?.(`${topic}-0`) ?? [],
        });
        expect(answer?.baseOffset).toBe(each.errorCode === ErrorCode.NONE ? 0n : -1n);
      } finally {
        await client.close();
      }
    });
  }
});
