/**
 * Which replica a leader tells a consumer to read from (KIP-392, Kafka's `ReplicaSelector`), as the
 * `replicaSelector` cluster option configures it: `'leader'` (Kafka's default, no `replica.selector.class`) always
 * serves from the leader; `'rack-aware'` (Kafka's `RackAwareReplicaSelector`) picks a replica in the client's rack:
 * the leader when it is in that rack, else the first live replica in it (every replica here is fully caught up, so
 * Kafka's "most caught-up" tie-break is the replica order); the leader when no replica is in the rack or the client
 * names none.
 */
import type { ClusterState } from './cluster-state.js';

/**
 * The replica selectors the in-memory cluster knows (`replica.selector.class`).
 * @public
 */
export type ReplicaSelectorName = 'leader' | 'rack-aware';

/**
 * The `preferredReadReplica` broker `brokerId` answers for a consumer in `clientRack`: a replica other than itself,
 * or -1 (read from me). Only a leader names one.
 * @internal
 */
export function preferredReadReplica(state: ClusterState, selector: ReplicaSelectorName, topic: string, index: number, brokerId: number, clientRack: string): number {
  if (selector !== 'rack-aware' || clientRack === '') return -1;
  const topicState = state.topic(topic);
  const partition = topicState?.partitions[index];
  if (topicState === undefined || partition === undefined || partition.leaderId !== brokerId) return -1;
  const inRack = state.replicas(topicState, partition).filter((id) => {
    const broker = state.broker(id);
    return broker !== undefined && broker.up && broker.rack === clientRack;
  });
  if (inRack.length === 0 || inRack.includes(brokerId)) return -1;
  return inRack[0] ?? -1;
}
