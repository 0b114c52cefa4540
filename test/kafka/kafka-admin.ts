/**
 * Topic setup for the real-Kafka suites, over the project's TCP client: CreateTopics with the broker's
 * default replication factor (-1), so the same code works on the test cluster and on a user's cluster.
 * Topic names carry a per-run suffix so that reruns against a long-lived cluster never share a log.
 */
import { randomBytes } from 'node:crypto';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { createCreateTopicsRequest } from '../../src/protocol/messages/create-topics.generated.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { BROKER_API_REGISTRY } from './broker-api-registry.js';

/** A suffix unique to this process. @internal */
export const RUN_ID = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** `<prefix>-<run id>`. @internal */
export const uniqueName = (prefix: string): string => `eos-${prefix}-${RUN_ID}`;

const TOPIC_ALREADY_EXISTS = 36;

/**
 * Creates the topics (partition counts and topic configs as given) and waits until their metadata is known to the broker.
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
  } finally {
    await client.close();
  }
}
