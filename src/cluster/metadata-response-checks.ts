/**
 * Sanity checks of a Metadata response before the cache adopts it. A broken or hostile broker can send
 * well-framed but absurd values: a partition index of 2^31-2 (an array indexed by it would have 2^31
 * slots, and walking it hangs the producer), duplicate or missing partitions, broker ports outside
 * 1..65535 (which `net.connect` throws on synchronously). Such a topic is treated like a topic whose
 * metadata is incomplete: the cache keeps what it had, remembers the reason, and refreshes again after
 * the backoff, so a send waiting for it fails at `maxBlockMs` naming the problem. Bad broker entries
 * are dropped. Nothing here can allocate or loop more than the response's own size.
 */
import type { BrokerNode } from '../network/network-client.js';

/**
 * One partition entry of a Metadata response, as far as the checks need it.
 * @internal
 */
export interface MetadataPartitionEntry {
  readonly partition: number;
}

/**
 * A topic's partitions are usable when their indexes are exactly 0..n-1, each once (any order). Returns
 * the problem, or undefined when they are.
 * @internal
 */
export function partitionIndexProblem(topic: string, partitions: readonly MetadataPartitionEntry[]): string | undefined {
  const count = partitions.length;
  const seen = new Uint8Array(count);
  for (const each of partitions) {
    const index = each.partition;
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      return `${topic}: inconsistent metadata, partition index ${index} outside [0, ${count})`;
    }
    if (seen[index] === 1) return `${topic}: inconsistent metadata, partition ${index} listed twice`;
    seen[index] = 1;
  }
  return undefined;
}

/**
 * The brokers of a Metadata response that can be connected to: a non-negative node id (first entry
 * wins), a non-empty host and a port in 1..65535. Returns them with a description of what was dropped.
 * @internal
 */
export function usableBrokers(brokers: readonly BrokerNode[]): { readonly brokers: BrokerNode[]; readonly dropped: string[] } {
  const usable: BrokerNode[] = [];
  const dropped: string[] = [];
  const ids = new Set<number>();
  for (const broker of brokers) {
    const valid = Number.isInteger(broker.nodeId) && broker.nodeId >= 0 && !ids.has(broker.nodeId)
      && broker.host !== '' && Number.isInteger(broker.port) && broker.port >= 1 && broker.port <= 65535;
    if (!valid) {
      dropped.push(`broker ${broker.nodeId} at ${JSON.stringify(broker.host)}:${broker.port}`);
      continue;
    }
    ids.add(broker.nodeId);
    usable.push(broker);
  }
  return { brokers: usable, dropped };
}
