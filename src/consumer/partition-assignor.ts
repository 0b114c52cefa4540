/**
 * Partition assignors of the classic group protocol, run by the group leader (Kafka's
 * `ConsumerPartitionAssignor`): `range` (eager) and `cooperative-sticky` (incremental, KIP-429). Both are pure
 * functions of the members' subscriptions and the partition counts, so every leader computes the same result.
 */
import type { PartitionAssignorName } from '../config/consumer-options.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import type { Subscription } from './consumer-protocol.js';

/**
 * A member as the leader's assignor sees it.
 * @internal
 */
export interface AssignorMember {
  readonly memberId: string;
  readonly groupInstanceId: string | null;
  readonly subscription: Subscription;
}

/**
 * An assignor: its protocol name, its rebalance protocol, and the assignment function.
 * @internal
 */
export interface PartitionAssignor {
  readonly name: PartitionAssignorName;
  /** `eager`: members revoke everything before rejoining; `cooperative`: only what moves (KIP-429). */
  readonly rebalanceProtocol: 'eager' | 'cooperative';
  /** Partitions per member id; every member appears, possibly with none. */
  assign(partitionCounts: ReadonlyMap<string, number>, members: readonly AssignorMember[]): Map<string, TopicPartition[]>;
}

/** Members in a stable order: static members by instance id, then the rest by member id (Kafka's RangeAssignor). */
function sortedMembers(members: readonly AssignorMember[]): AssignorMember[] {
  const key = (member: AssignorMember): string => member.groupInstanceId ?? `\uffff${member.memberId}`;
  return [...members].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Kafka's `RangeAssignor`: per topic, its partitions in contiguous ranges over the subscribed members in order;
 * the first `partitions % members` members get one more.
 * @internal
 */
export const rangeAssignor: PartitionAssignor = {
  name: 'range',
  rebalanceProtocol: 'eager',
  assign(partitionCounts, members) {
    const result = new Map<string, TopicPartition[]>(members.map((member) => [member.memberId, []]));
    const topics = [...new Set(members.flatMap((member) => member.subscription.topics))].sort();
    for (const topic of topics) {
      const count = partitionCounts.get(topic) ?? 0;
      const subscribed = sortedMembers(members.filter((member) => member.subscription.topics.includes(topic)));
      if (count === 0 || subscribed.length === 0) continue;
      const each = Math.floor(count / subscribed.length);
      const extra = count % subscribed.length;
      let next = 0;
      subscribed.forEach((member, index) => {
        const take = each + (index < extra ? 1 : 0);
        const list = result.get(member.memberId) ?? [];
        for (let partition = next; partition < next + take; partition++) list.push({ topic, partition });
        next += take;
      });
    }
    return result;
  },
};

/**
 * A cooperative sticky assignor (Kafka's `CooperativeStickyAssignor`, simplified): members keep what they own
 * (up to a balanced share), free partitions go to the least loaded eligible member, and loads are levelled to
 * differ by at most one where subscriptions allow. A partition that moves from one member to another is left
 * unassigned in this generation: its owner revokes it and rejoins, and the next rebalance hands it over (the
 * KIP-429 two-phase move, so no partition is ever owned by two members at once).
 * @internal
 */
export const cooperativeStickyAssignor: PartitionAssignor = {
  name: 'cooperative-sticky',
  rebalanceProtocol: 'cooperative',
  assign(partitionCounts, members) {
    const ordered = sortedMembers(members);
    const all: TopicPartition[] = [];
    for (const topic of [...new Set(members.flatMap((member) => member.subscription.topics))].sort()) {
      for (let partition = 0; partition < (partitionCounts.get(topic) ?? 0); partition++) all.push({ topic, partition });
    }
    const ceiling = ordered.length === 0 ? 0 : Math.ceil(all.length / ordered.length);
    const eligible = (member: AssignorMember, tp: TopicPartition): boolean => member.subscription.topics.includes(tp.topic);
    const exists = new Set(all.map(topicPartitionKey));
    // Previous owners: the claim from the highest generation wins when two members claim the same partition.
    const owner = new Map<string, { memberId: string; generation: number }>();
    for (const member of ordered) {
      for (const tp of member.subscription.ownedPartitions) {
        const claim = owner.get(topicPartitionKey(tp));
        if (claim === undefined || member.subscription.generationId > claim.generation) {
          owner.set(topicPartitionKey(tp), { memberId: member.memberId, generation: member.subscription.generationId });
        }
      }
    }
    const result = new Map<string, TopicPartition[]>(ordered.map((member) => [member.memberId, []]));
    const taken = new Set<string>();
    for (const member of ordered) {
      const list = result.get(member.memberId) ?? [];
      for (const tp of member.subscription.ownedPartitions) {
        const key = topicPartitionKey(tp);
        if (list.length >= ceiling || taken.has(key) || !exists.has(key) || !eligible(member, tp)) continue;
        if (owner.get(key)?.memberId !== member.memberId) continue;
        list.push({ topic: tp.topic, partition: tp.partition });
        taken.add(key);
      }
    }
    const leastLoaded = (tp: TopicPartition): AssignorMember | undefined => {
      let best: AssignorMember | undefined;
      for (const member of ordered) {
        if (!eligible(member, tp)) continue;
        if (best === undefined || (result.get(member.memberId)?.length ?? 0) < (result.get(best.memberId)?.length ?? 0)) best = member;
      }
      return best;
    };
    for (const tp of all) {
      if (taken.has(topicPartitionKey(tp))) continue;
      const member = leastLoaded(tp);
      if (member === undefined) continue;
      result.get(member.memberId)?.push(tp);
      taken.add(topicPartitionKey(tp));
    }
    levelLoads(ordered, result, eligible);
    // KIP-429: withhold partitions whose previous owner is another member; they move in the next generation.
    for (const member of ordered) {
      const list = result.get(member.memberId) ?? [];
      result.set(member.memberId, list.filter((tp) => {
        const claim = owner.get(topicPartitionKey(tp));
        return claim === undefined || claim.memberId === member.memberId || !ordered.some((other) => other.memberId === claim.memberId);
      }));
    }
    return result;
  },
};

/** Moves partitions from the most to the least loaded members until loads differ by at most one (where eligible). */
function levelLoads(
  members: readonly AssignorMember[],
  result: Map<string, TopicPartition[]>,
  eligible: (member: AssignorMember, tp: TopicPartition) => boolean,
): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const byLoad = [...members].sort((a, b) => (result.get(a.memberId)?.length ?? 0) - (result.get(b.memberId)?.length ?? 0));
    let moved = false;
    for (const low of byLoad) {
      const lowList = result.get(low.memberId) ?? [];
      for (const high of [...byLoad].reverse()) {
        const highList = result.get(high.memberId) ?? [];
        if (highList.length - lowList.length <= 1) break;
        const index = highList.findIndex((tp) => eligible(low, tp));
        if (index < 0) continue;
        const [tp] = highList.splice(index, 1);
        if (tp !== undefined) lowList.push(tp);
        moved = true;
        break;
      }
      if (moved) break;
    }
    if (!moved) return;
  }
}

/**
 * The assignors for `names`, in order.
 * @internal
 */
export function assignorsFor(names: readonly PartitionAssignorName[]): PartitionAssignor[] {
  return names.map((name) => {
    switch (name) {
      case 'range': return rangeAssignor;
      case 'cooperative-sticky': return cooperativeStickyAssignor;
    }
  });
}
