/**
 * The server-side assignors of the in-memory cluster's KIP-848 consumer groups (Kafka's `UniformAssignor`
 * and the group coordinator's `RangeAssignor`, named `uniform` and `range` as in `group.consumer.assignors`).
 *
 * - `uniform`: spreads every subscribed partition evenly over the members, keeping each member's previous
 *   partitions as far as balance allows (sticky), then giving the rest to the least loaded subscriber.
 *   Balanced exactly for identical subscriptions, as Kafka's; for differing subscriptions this one is greedy.
 * - `range`: per topic, the subscribers sorted by member id each take a contiguous range (the first
 *   `partitions % members` one more), so co-partitioned topics line up.
 */
import { topicPartitionKey } from '../common/topic-partition.js';

/**
 * A member as an assignor sees it.
 * @internal
 */
export interface AssignorMember {
  readonly memberId: string;
  readonly subscribedTopics: readonly string[];
  /** The member's partitions in the previous target assignment (`topic\0partition` keys). */
  readonly previous: ReadonlySet<string>;
}

/**
 * A server-side assignor: member id -> partition keys (`topic\0partition`).
 * @internal
 */
export type ServerAssignor = (members: readonly AssignorMember[], partitionCounts: ReadonlyMap<string, number>) => Map<string, Set<string>>;

/** The assignor names the in-memory cluster serves, the first being the default (Kafka's order). @internal */
export const SERVER_ASSIGNORS: readonly string[] = ['uniform', 'range'];

/** The assignor named `name` (one of {@link SERVER_ASSIGNORS}). @internal */
export function serverAssignor(name: string): ServerAssignor {
  return name === 'range' ? rangeAssign : uniformAssign;
}

function uniformAssign(members: readonly AssignorMember[], partitionCounts: ReadonlyMap<string, number>): Map<string, Set<string>> {
  const sorted = [...members].sort((a, b) => a.memberId.localeCompare(b.memberId));
  const result = new Map(sorted.map((member) => [member.memberId, new Set<string>()]));
  const subscribers = new Map<string, AssignorMember[]>();
  for (const member of sorted) {
    for (const topic of member.subscribedTopics) {
      if (!partitionCounts.has(topic)) continue;
      const list = subscribers.get(topic) ?? [];
      list.push(member);
      subscribers.set(topic, list);
    }
  }
  const all: { topic: string; partition: number; key: string }[] = [];
  for (const [topic, count] of [...partitionCounts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!subscribers.has(topic)) continue;
    for (let partition = 0; partition < count; partition++) all.push({ topic, partition, key: topicPartitionKey(topic, partition) });
  }
  const eligible = sorted.filter((member) => member.subscribedTopics.some((topic) => subscribers.has(topic)));
  if (eligible.length === 0) return result;
  const minQuota = Math.floor(all.length / eligible.length);
  let extras = all.length % eligible.length;
  const valid = new Set(all.map((each) => each.key));
  const taken = new Set<string>();
  // Sticky: each member keeps up to minQuota of its previous partitions, then one more while extras last.
  const kept = new Map<string, string[]>();
  for (const member of eligible) {
    const mine = [...member.previous].filter((key) => valid.has(key) && member.subscribedTopics.includes(key.split('\u0000')[0] ?? '')).sort();
    kept.set(member.memberId, mine);
    for (const key of mine.slice(0, minQuota)) {
      result.get(member.memberId)?.add(key);
      taken.add(key);
    }
  }
  for (const member of eligible) {
    const next = kept.get(member.memberId)?.[minQuota];
    if (extras > 0 && next !== undefined && !taken.has(next)) {
      result.get(member.memberId)?.add(next);
      taken.add(next);
      extras--;
    }
  }
  for (const { topic, key } of all) {
    if (taken.has(key)) continue;
    let best: AssignorMember | undefined;
    for (const member of subscribers.get(topic) ?? []) {
      if (best === undefined || (result.get(member.memberId)?.size ?? 0) < (result.get(best.memberId)?.size ?? 0)) best = member;
    }
    if (best === undefined) continue;
    result.get(best.memberId)?.add(key);
    taken.add(key);
  }
  return result;
}

function rangeAssign(members: readonly AssignorMember[], partitionCounts: ReadonlyMap<string, number>): Map<string, Set<string>> {
  const result = new Map(members.map((member) => [member.memberId, new Set<string>()]));
  for (const [topic, count] of partitionCounts) {
    const subscribed = members.filter((member) => member.subscribedTopics.includes(topic)).sort((a, b) => a.memberId.localeCompare(b.memberId));
    if (subscribed.length === 0) continue;
    const base = Math.floor(count / subscribed.length);
    const extra = count % subscribed.length;
    let next = 0;
    subscribed.forEach((member, index) => {
      const size = base + (index < extra ? 1 : 0);
      for (let partition = next; partition < next + size; partition++) result.get(member.memberId)?.add(topicPartitionKey(topic, partition));
      next += size;
    });
  }
  return result;
}
