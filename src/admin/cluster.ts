/**
 * The cluster (Java's `describeCluster`, `describeFeatures`): DescribeCluster (KIP-700) from any broker, or Metadata
 * from a broker without it, and the features the brokers advertise in ApiVersions (KIP-584), among them the
 * finalized `transaction.version` that decides whether transactions run the KIP-890 protocol.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { FeatureRange } from '../network/network-client.js';
import { isUnsupportedApiError } from '../network/network-errors.js';
import { describeCluster as describeClusterWire } from '../protocol/requests/describe-cluster.js';
import type { AdminCall } from './admin-call.js';
import { fetchMetadata } from './admin-metadata.js';
import { usableBrokers } from '../cluster/metadata-response-checks.js';
import { TRANSACTION_VERSION_FEATURE } from '../protocol/requests/api-versions.js';

/**
 * A broker of the cluster.
 * @public
 */
export interface BrokerDescription {
  /** The broker id (`node.id`). */
  readonly nodeId: number;
  /** The host it advertises to clients. */
  readonly host: string;
  /** The port it advertises to clients. */
  readonly port: number;
  /** Its `broker.rack`, or null when unset. */
  readonly rack: string | null;
  /** True for a broker the controller fenced (KIP-1073; brokers 4.0+ report it). */
  readonly fenced: boolean;
}

/**
 * The cluster as the brokers describe it (Java's `DescribeClusterResult`).
 * @public
 */
export interface ClusterDescription {
  /** The cluster id, or null when the broker did not say. */
  readonly clusterId: string | null;
  /** The controller the brokers report, or null when they report none (KRaft brokers hide the controllers). */
  readonly controllerId: number | null;
  /** The brokers, sorted by id. */
  readonly brokers: readonly BrokerDescription[];
}

/**
 * The features of the cluster (Java's `FeatureMetadata`), as a broker advertises them.
 * @public
 */
export interface FeatureDescription {
  /** Cluster-wide finalized levels by feature name (e.g. `transaction.version`, `metadata.version`). */
  readonly finalized: Readonly<Record<string, FeatureRange>>;
  /** The levels the answering broker's software supports, by feature name. */
  readonly supported: Readonly<Record<string, FeatureRange>>;
  /** The epoch of the finalized levels; null when the broker sent none. */
  readonly finalizedEpoch: bigint | null;
  /** The finalized `transaction.version` (0 when not finalized): 2 means KIP-890 transactions. */
  readonly transactionVersion: number;
}

/**
 * DescribeCluster, or Metadata from a broker that does not know it.
 * @internal
 */
export async function describeCluster(call: AdminCall): Promise<ClusterDescription> {
  return call.run(async () => {
    try {
      const { version, answer } = await call.send('any', describeClusterWire, { includeFencedBrokers: true });
      if (answer.errorCode !== ErrorCode.NONE) throw new ProtocolError({ api: 'DescribeCluster', version, errorCode: answer.errorCode, errorMessage: answer.errorMessage });
      const { brokers } = usableBrokers(answer.brokers.filter((each) => !each.fenced));
      if (brokers.length > 0) call.runtime.network.updateBrokers(brokers);
      return { clusterId: answer.clusterId, controllerId: answer.controllerId < 0 ? null : answer.controllerId, brokers: sortBrokers(answer.brokers) };
    } catch (error) {
      if (!isUnsupportedApiError(error)) throw error;
      const { answer } = await fetchMetadata(call, { kind: 'names', names: [] });
      return { clusterId: answer.clusterId, controllerId: answer.controllerId < 0 ? null : answer.controllerId, brokers: sortBrokers(answer.brokers.map((each) => ({ ...each, fenced: false }))) };
    }
  });
}

/**
 * The features a broker advertises (ApiVersions v3+).
 * @internal
 */
export async function describeFeatures(call: AdminCall): Promise<FeatureDescription> {
  const { network } = call.runtime;
  const features = await call.run(async () => (network.features === undefined ? undefined : await network.features('any', { timeoutMs: Math.min(call.runtime.config.requestTimeoutMs, call.remainingMs()), signal: call.signal })));
  const finalized = Object.fromEntries(features?.finalized ?? []);
  return {
    finalized,
    supported: Object.fromEntries(features?.supported ?? []),
    finalizedEpoch: features === undefined || features.finalizedFeaturesEpoch < 0n ? null : features.finalizedFeaturesEpoch,
    transactionVersion: finalized[TRANSACTION_VERSION_FEATURE]?.max ?? 0,
  };
}

function sortBrokers(brokers: readonly BrokerDescription[]): BrokerDescription[] {
  return [...brokers].map(({ nodeId, host, port, rack, fenced }) => ({ nodeId, host, port, rack, fenced })).sort((a, b) => a.nodeId - b.nodeId);
}
