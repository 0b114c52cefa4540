/**
 * Topic addressing shared by handlers: requests name topics by name, or by topic id from the version that
 * switched to ids (Fetch v13, Produce v13, OffsetCommit v10, OffsetFetch v10, TxnOffsetCommit v6).
 */
import type { Uuid } from '../../protocol/primitives/uuid.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';

/**
 * The topic name a request entry refers to, or undefined for an unknown topic id.
 * @internal
 */
export function resolveTopicName(cluster: InMemoryCluster, name: string, topicId: Uuid, byId: boolean): string | undefined {
  if (!byId) return name;
  return cluster.state.topicById(topicId)?.name;
}

/**
 * The id of `name`, or the all-zero UUID when the topic does not exist.
 * @internal
 */
export function topicIdOf(cluster: InMemoryCluster, name: string, fallback: Uuid): Uuid {
  return cluster.state.topic(name)?.topicId ?? fallback;
}
