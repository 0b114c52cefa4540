/**
 * Topic setup for the real-Kafka suites, over the project's TCP client: CreateTopics with the broker's
 * default replication factor (-1), so the same code works on the test cluster and on a user's cluster.
 * Topic names carry a per-run suffix so that reruns against a long-lived cluster never share a log.
 */
import { randomBytes } from 'node:crypto';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { createCreateTopicsRequest } from '../../src/protocol/messages/create-topics.generated.js';
import type { ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { BROKER_API_REGISTRY } from './broker-api-registry.js';

/** A suffix unique to this process. @internal */
export const RUN_ID = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** `<prefix>-<run id>`. @internal */
export const uniqueName = (prefix: string): string => `eos-${prefix}-${RUN_ID}`;

const TOPIC_ALREADY_EXISTS = 36;

/** A Metadata answer. @internal */
export type MetadataResponse = ApiMessages['Metadata']['response'];

/** `response` names each topic without error and a leader for each of its partitions. */
function knowsTopics(response: MetadataResponse, count: number): boolean {
  return response.topics.length === count && response.topics.every((topic) => topic.errorCode === 0 && topic.partitions.length > 0 && topic.partitions.every((each) => each.leaderId >= 0));
}

/**
 * Metadata of `names` from `target`; `client` then knows the brokers it names.
 * @internal
 */
export async function topicMetadata(client: TcpNetworkClient, names: readonly string[], target: number | 'any' = 'any'): Promise<MetadataResponse> {
  const { response } = await client.send(target, 'Metadata', () => createMetadataRequest({ topics: names.map((name) => ({ topicId: ZERO_UUID, name })), allowAutoTopicCreation: false }));
  client.updateBrokers(response.brokers.map((broker) => ({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack })));
  return response;
}

/**
 * Waits until every broker's own Metadata names `names` and their leaders. A new topic reaches each broker on its own
 * schedule, and a broker that has not applied it yet answers UNKNOWN_TOPIC_OR_PARTITION, which no check expects.
 */
async function awaitTopics(client: TcpNetworkClient, names: readonly string[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const metadata = await topicMetadata(client, names);
    if (knowsTopics(metadata, names.length)) {
      const answers = await Promise.all(metadata.brokers.map((broker) => topicMetadata(client, names, broker.nodeId)));
      if (answers.every((answer) => knowsTopics(answer, names.length))) return;
    }
    if (attempt >= 100) throw new Error(`the brokers do not all know ${names.join(', ')} and their leaders`);
    await new Promise((resolve) => { setTimeout(resolve, 100); });
  }
}

/**
 * Creates the topics (partition counts and topic configs as given) and waits until every broker knows them and their leaders.
 * @internal
 */
export async function createTopics(
  bootstrapServers: string, topics: readonly { readonly name: string; readonly partitions: number; readonly configs?: Readonly<Record<string, string>> }[],
): Promise<void> {
  const client = new TcpNetworkClient(withTestSeams({ bootstrapServers, clientId: 'kafka-eos-test-admin' }, { apiRegistry: BROKER_API_REGISTRY }));
  try {
    const { response } = await client.send('any', 'CreateTopics', () => createCreateTopicsRequest({
      topics: topics.map((topic) => ({
        name: topic.name, numPartitions: topic.partitions, replicationFactor: -1, assignments: [],
        configs: Object.entries(topic.configs ?? {}).map(([name, value]) => ({ name, value })),
      })),
      timeoutMs: 30_000,
    }));
    for (const result of response.topics) {
      if (result.errorCode !== 0 && result.errorCode !== TOPIC_ALREADY_EXISTS) throw new Error(`CreateTopics ${result.name}: error ${result.errorCode} ${result.errorMessage ?? ''}`);
    }
    await awaitTopics(client, topics.map((topic) => topic.name));
  } finally {
    await client.close();
  }
}
