/**
 * Readiness of the real Kafka cluster, checked over the wire with the project's own TCP client: every
 * broker answers ApiVersions with the requested finalized `transaction.version` (KIP-584 features) and
 * a Metadata response that lists all the brokers.
 */
import type { TlsOptions } from '../../src/config/network-options.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import type { KafkaNode } from './kafka-node.js';

/** What one broker reports, or why it is not ready yet. @internal */
export type BrokerReadiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

/**
 * Asks `broker` once (over TLS with `tls`, on a secured cluster's INTERNAL listener).
 * @internal
 */
export async function checkBroker(broker: KafkaNode, brokerIds: readonly number[], transactionVersion: number, tls?: TlsOptions): Promise<BrokerReadiness> {
  const client = new TcpNetworkClient({ bootstrapServers: [broker.address], clientId: 'kafka-eos-cluster-check', requestTimeoutMs: 2_000, connectionTimeoutMs: 2_000, ...(tls === undefined ? {} : { tls }) });
  try {
    const features = await client.features('any');
    const level = features.finalized.get('transaction.version')?.max ?? 0;
    if (level !== transactionVersion) return { ready: false, reason: `broker ${broker.nodeId} has transaction.version ${level}, waiting for ${transactionVersion}` };
    const { response } = await client.send('any', 'Metadata', () => createMetadataRequest({ topics: [], allowAutoTopicCreation: false }));
    const listed = new Set(response.brokers.map((each) => each.nodeId));
    const missing = brokerIds.filter((id) => !listed.has(id));
    if (missing.length > 0) return { ready: false, reason: `broker ${broker.nodeId}'s metadata lacks broker(s) ${missing.join(', ')}` };
    return { ready: true };
  } catch (error) {
    return { ready: false, reason: `broker ${broker.nodeId}: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await client.close();
  }
}
