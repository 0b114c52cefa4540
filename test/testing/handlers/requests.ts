/** Request builders shared by the handler tests (version-agnostic generated shapes). */
import { createAddPartitionsToTxnRequest, createAddPartitionsToTxnRequestAddPartitionsToTxnTopic } from '../../../src/protocol/messages/add-partitions-to-txn.generated.js';
import { createEndTxnRequest } from '../../../src/protocol/messages/end-txn.generated.js';
import { createFetchRequest, createFetchRequestFetchPartition, createFetchRequestFetchTopic, type FetchRequest } from '../../../src/protocol/messages/fetch.generated.js';
import { createInitProducerIdRequest } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { createProduceRequest, createProduceRequestPartitionProduceData, createProduceRequestTopicProduceData, type ProduceRequest } from '../../../src/protocol/messages/produce.generated.js';
import type { InMemoryCluster } from '../../../src/testing/in-memory-cluster.js';
import type { Harness } from './harness.js';

export function produceRequest(
  cluster: InMemoryCluster,
  topic: string,
  partition: number,
  records: Buffer,
  options: { transactionalId?: string | null; acks?: number } = {},
): ProduceRequest {
  return createProduceRequest({
    transactionalId: options.transactionalId ?? null,
    acks: options.acks ?? -1,
    timeoutMs: 30_000,
    topicData: [
      createProduceRequestTopicProduceData({
        // Both addressings are set; the codec writes the one the version has (both fields are ignorable).
        name: topic,
        topicId: cluster.state.topic(topic)?.topicId ?? createProduceRequestTopicProduceData().topicId,
        partitionData: [createProduceRequestPartitionProduceData({ index: partition, records })],
      }),
    ],
  });
}

export function fetchRequest(
  cluster: InMemoryCluster,
  topic: string,
  partition: number,
  options: { fetchOffset?: bigint; isolationLevel?: number; maxWaitMs?: number; partitionMaxBytes?: number } = {},
): FetchRequest {
  return createFetchRequest({
    replicaId: -1,
    maxWaitMs: options.maxWaitMs ?? 0,
    minBytes: 1,
    maxBytes: 1 << 20,
    isolationLevel: options.isolationLevel ?? 0,
    sessionEpoch: -1,
    topics: [
      createFetchRequestFetchTopic({
        topic,
        topicId: cluster.state.topic(topic)?.topicId ?? createFetchRequestFetchTopic().topicId,
        partitions: [createFetchRequestFetchPartition({ partition, fetchOffset: options.fetchOffset ?? 0n, partitionMaxBytes: options.partitionMaxBytes ?? 1 << 20 })],
      }),
    ],
  });
}

/** InitProducerId (latest version) and returns the id and epoch. */
export async function initProducer(h: Harness, transactionalId: string | null, version = 5): Promise<{ producerId: bigint; producerEpoch: number }> {
  const response = await h.call('InitProducerId', version, () => createInitProducerIdRequest({ transactionalId, transactionTimeoutMs: 60_000, producerId: -1n, producerEpoch: -1 }));
  if (response.errorCode !== 0) throw new Error(`InitProducerId failed: ${response.errorCode}`);
  return { producerId: response.producerId, producerEpoch: response.producerEpoch };
}

/** AddPartitionsToTxn v3 for one transaction; returns the per-partition codes in order. */
export async function addPartitions(
  h: Harness,
  transactionalId: string,
  producer: { producerId: bigint; producerEpoch: number },
  partitions: readonly { topic: string; partition: number }[],
  version = 3,
): Promise<number[]> {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of partitions) byTopic.set(topic, [...(byTopic.get(topic) ?? []), partition]);
  const response = await h.call('AddPartitionsToTxn', version, () =>
    createAddPartitionsToTxnRequest({
      v3AndBelowTransactionalId: transactionalId,
      v3AndBelowProducerId: producer.producerId,
      v3AndBelowProducerEpoch: producer.producerEpoch,
      v3AndBelowTopics: [...byTopic].map(([name, list]) => createAddPartitionsToTxnRequestAddPartitionsToTxnTopic({ name, partitions: list })),
    }),
  );
  return response.resultsByTopicV3AndBelow.flatMap((topic) => topic.resultsByPartition.map((result) => result.partitionErrorCode));
}

export async function endTxn(h: Harness, transactionalId: string, producer: { producerId: bigint; producerEpoch: number }, committed: boolean, version = 3) {
  return h.call('EndTxn', version, () => createEndTxnRequest({ transactionalId, producerId: producer.producerId, producerEpoch: producer.producerEpoch, committed }));
}
