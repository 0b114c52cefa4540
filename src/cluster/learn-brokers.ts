/**
 * Broker addresses learned from answers other than Metadata: a FindCoordinator answer names the coordinator, and
 * a Produce answer with a new-leader hint names the new leader in `NodeEndpoints` (KIP-951). Either may name a
 * broker the last Metadata did not list yet; the network layer must know its address before a request can go
 * there. Addresses the network layer already has are kept (a hint never moves a known broker), and entries no
 * client could connect to are dropped, as in a Metadata answer.
 */
import { usableBrokers } from './metadata-response-checks.js';
import type { NetworkClient } from '../network/network-client.js';

/**
 * A broker address an answer named.
 * @internal
 */
export interface NamedBroker {
  readonly nodeId: number;
  readonly host: string;
  readonly port: number;
  readonly rack?: string | null;
}

/**
 * Adds the brokers of `found` the network layer does not know yet.
 * @internal
 */
export function learnBrokers(network: NetworkClient, found: readonly NamedBroker[]): void {
  if (found.length === 0) return;
  const known = network.brokers();
  const unknown = found.filter((each) => !known.some((broker) => broker.nodeId === each.nodeId));
  if (unknown.length === 0) return;
  const { brokers: missing } = usableBrokers(unknown.map((each) => ({ nodeId: each.nodeId, host: each.host, port: each.port, rack: each.rack ?? null })));
  if (missing.length > 0) network.updateBrokers([...known.filter((broker) => broker.nodeId >= 0), ...missing]);
}
