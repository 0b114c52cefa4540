/**
 * Produce requests built by hand and sent over a plain TCP client, for suites that check Kafka's answer to one
 * request rather than what the producer makes of it.
 */
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import type { ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { createProduceRequest } from '../../src/protocol/messages/produce.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { type MetadataResponse, topicMetadata } from './kafka-admin.js';

/** One partition's answer to a Produce. */
export type PartitionAnswer = ApiMessages['Produce']['response']['responses'][number]['partitionResponses'][number];

/** A client that knows the brokers, and `topic`'s metadata (created with `createTopics`, so every broker knows it). */
export async function connect(bootstrapServers: string, topic: string, clientId: string): Promise<{ client: TcpNetworkClient; metadata: MetadataResponse }> {
  const client = new TcpNetworkClient({ bootstrapServers: bootstrapServers.split(','), clientId });
  try {
    return { client, metadata: await topicMetadata(client, [topic]) };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Produce (v12, acks all) of `records` to partition 0 of `topic` on broker `nodeId`: the partition's answer and the whole response. */
export async function produceTo(client: TcpNetworkClient, nodeId: number, topic: string, records: Buffer): Promise<{ answer: PartitionAnswer; response: ApiMessages['Produce']['response'] }> {
  const { response } = await client.send(nodeId, 'Produce', () => createProduceRequest({
    transactionalId: null, acks: -1, timeoutMs: 30_000,
    topicData: [{ name: topic, topicId: ZERO_UUID, partitionData: [{ index: 0, records }] }],
  }), { maxVersion: 12 });
  const answer = response.responses[0]?.partitionResponses[0];
  if (answer === undefined) throw new Error(`Produce to ${topic}-0 was answered without the partition`);
  return { answer, response };
}

/**
 * Produce of `records` to the leader of partition 0 of `topic` named by `metadata`. A leader's metadata can name the
 * topic a moment before its log takes writes; until then it answers UNKNOWN_TOPIC_OR_PARTITION or
 * NOT_LEADER_OR_FOLLOWER without appending, and the request is sent again.
 */
export async function produceToLeader(client: TcpNetworkClient, metadata: MetadataResponse, topic: string, records: Buffer): Promise<PartitionAnswer> {
  const leader = metadata.topics[0]?.partitions.find((each) => each.partitionIndex === 0)?.leaderId ?? -1;
  for (let attempt = 0; ; attempt++) {
    const { answer } = await produceTo(client, leader, topic, records);
    const notReady = answer.errorCode === ErrorCode.UNKNOWN_TOPIC_OR_PARTITION || answer.errorCode === ErrorCode.NOT_LEADER_OR_FOLLOWER;
    if (!notReady || attempt >= 50) return answer;
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
}
