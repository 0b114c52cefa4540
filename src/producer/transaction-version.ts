/**
 * KIP-890 transaction version negotiation. Transaction version 2 (no AddPartitionsToTxn /
 * AddOffsetsToTxn, Produce v12+ adds partitions implicitly, EndTxn v5 bumps the epoch every transaction)
 * is used when the cluster finalized the `transaction.version` feature at 2 or more (ApiVersions v3+
 * `FinalizedFeatures`) and the broker speaks the EndTxn and Produce versions of KIP-890, as Kafka's
 * `TransactionManager.isTransactionV2Enabled` decides; version 1 otherwise, or when the configuration
 * pins one.
 */
import type { Logger } from '../config/logger.js';
import type { NetworkClient, RequestTarget } from '../network/network-client.js';
import { CLIENT_SOFTWARE_VERSION } from '../common/client-software.js';
import { apiVersions, TRANSACTION_VERSION_FEATURE } from '../protocol/requests/api-versions.js';
import { endTxnSupportsTransactionsV2 } from '../protocol/requests/end-txn.js';
import { produceSupportsTransactionsV2 } from '../protocol/requests/produce.js';

/**
 * Decides the transaction version. Never throws: a broker that cannot tell gets version 1.
 * @internal
 */
export async function negotiateTransactionVersion(
  network: NetworkClient,
  configured: 'auto' | 1 | 2,
  options: { readonly logger: Logger; readonly timeoutMs: number; readonly clientId: string },
): Promise<1 | 2> {
  if (configured !== 'auto') return configured;
  try {
    const { nodeId, transactionVersion } = await finalizedTransactionVersion(network, options);
    if (transactionVersion < 2) return 1;
    const endTxn = await network.versions(nodeId, 'EndTxn', { timeoutMs: options.timeoutMs });
    const produce = await network.versions(nodeId, 'Produce', { timeoutMs: options.timeoutMs });
    return endTxnSupportsTransactionsV2(endTxn.max) && produceSupportsTransactionsV2(produce.max) ? 2 : 1;
  } catch (error) {
    options.logger.warn('could not learn the transaction version; using version 1', { error: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}

/**
 * The finalized `transaction.version` level (0 when not finalized) and the broker that told it. Prefers the
 * client's `features()` (what the TCP client negotiated on connect, no extra round trip); a client without it
 * gets an ApiVersions request of its own.
 */
async function finalizedTransactionVersion(
  network: NetworkClient,
  options: { readonly timeoutMs: number; readonly clientId: string },
): Promise<{ readonly nodeId: RequestTarget; readonly transactionVersion: number }> {
  if (network.features !== undefined) {
    const features = await network.features('any', { timeoutMs: options.timeoutMs });
    // 'any' again for the version checks: the TCP client picks a connected broker first, so the same one.
    return { nodeId: 'any', transactionVersion: features.finalized.get(TRANSACTION_VERSION_FEATURE)?.max ?? 0 };
  }
  const fields = { clientSoftwareName: options.clientId.replace(/[^a-zA-Z0-9.-]/g, '-'), clientSoftwareVersion: CLIENT_SOFTWARE_VERSION };
  const { response, version, nodeId } = await network.send('any', 'ApiVersions', (at) => apiVersions.request(fields, at), { timeoutMs: options.timeoutMs });
  const feature = apiVersions.read(response, version, fields).finalizedFeatures.find((each) => each.name === TRANSACTION_VERSION_FEATURE);
  return { nodeId, transactionVersion: feature?.max ?? 0 };
}
