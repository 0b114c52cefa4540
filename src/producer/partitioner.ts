/**
 * Partition choice for produced records, compatible with the Java client.
 *
 * Keyed records go where Kafka's Java producer puts them (`BuiltInPartitioner.partitionForKey`:
 * `toPositive(murmur2(keyBytes)) % numPartitions`), so that a TypeScript and a Java producer writing
 * the same key land on the same partition and per-key order holds across both. Keyless records use
 * sticky partitioning (KIP-480): they stay on one partition until its batch is complete, then move on,
 * which fills batches instead of spraying one-record batches over every partition.
 */
import type { PartitionerArgs } from '../config/producer-options.js';

const MURMUR2_SEED = 0x9747b28c;
const MURMUR2_M = 0x5bd1e995;

/**
 * Kafka's 32-bit murmur2 (`org.apache.kafka.common.utils.Utils.murmur2`, seed `0x9747b28c`),
 * returned as a signed 32-bit integer exactly like the Java method.
 *
 * `Math.imul` gives Java's wrapping 32-bit multiplication; `>>>` is Java's unsigned shift.
 * @public
 */
export function murmur2(data: Buffer): number {
  const length = data.length;
  let h = (MURMUR2_SEED ^ length) | 0;
  const fullWords = length & ~3;
  for (let i = 0; i < fullWords; i += 4) {
    let k = data.readInt32LE(i);
    k = Math.imul(k, MURMUR2_M);
    k ^= k >>> 24;
    k = Math.imul(k, MURMUR2_M);
    h = Math.imul(h, MURMUR2_M);
    h ^= k;
  }
  // Java falls through from case 3 to 2 to 1; spelled out here because fallthrough is linted away.
  const tail = length & 3;
  if (tail > 0) {
    if (tail === 3) h ^= data.readUInt8(fullWords + 2) << 16;
    if (tail >= 2) h ^= data.readUInt8(fullWords + 1) << 8;
    h ^= data.readUInt8(fullWords);
    h = Math.imul(h, MURMUR2_M);
  }
  h ^= h >>> 13;
  h = Math.imul(h, MURMUR2_M);
  h ^= h >>> 15;
  return h | 0;
}

/**
 * Kafka's `Utils.toPositive`: clears the sign bit (not `Math.abs`, which differs for negatives and
 * overflows on `-2^31`).
 * @public
 */
export function toPositive(value: number): number {
  return value & 0x7fffffff;
}

/**
 * The partition the Java client chooses for a keyed record. Like Java, it hashes over *all*
 * partitions, available or not, so that a key's partition does not move when a leader is down.
 * @public
 */
export function partitionForKey(key: Buffer, partitionCount: number): number {
  return toPositive(murmur2(key)) % partitionCount;
}

/**
 * KIP-480 sticky partition choice for keyless records, one sticky partition per topic
 * (Kafka's `StickyPartitionCache`).
 *
 * {@link StickyPartitionCache.partition} returns the current choice (making one if there is none);
 * {@link StickyPartitionCache.onNewBatch} moves to another partition, but only if the caller's
 * partition is still the current choice, so that several records racing to open a new batch move the
 * topic once, not once each.
 * @internal
 */
export class StickyPartitionCache {
  private readonly current = new Map<string, number>();
  private readonly random: () => number;

  /** @param random - a `[0, 1)` source; inject a seeded one for deterministic tests. */
  constructor(random: () => number = Math.random) {
    this.random = random;
  }

  /** The sticky partition for `topic`, choosing one when none is set. */
  partition(topic: string, partitionCount: number, availablePartitions?: readonly number[]): number {
    const current = this.current.get(topic);
    if (current !== undefined && current < partitionCount) return current;
    return this.choose(topic, partitionCount, availablePartitions, -1);
  }

  /**
   * Called when `previousPartition` needs a new batch for a keyless record: switch away from it.
   * Returns the new sticky partition.
   */
  onNewBatch(topic: string, partitionCount: number, previousPartition: number, availablePartitions?: readonly number[]): number {
    const current = this.current.get(topic);
    if (current !== undefined && current !== previousPartition && current < partitionCount) return current;
    return this.choose(topic, partitionCount, availablePartitions, previousPartition);
  }

  private choose(topic: string, partitionCount: number, available: readonly number[] | undefined, avoid: number): number {
    // Prefer partitions with a leader (Java: cluster.availablePartitionsForTopic); with none known,
    // fall back to every partition so that records still queue for when a leader appears.
    const candidates = available !== undefined && available.length > 0 ? available : undefined;
    const count = candidates === undefined ? partitionCount : candidates.length;
    let chosen: number;
    if (count <= 1) {
      chosen = candidates?.[0] ?? 0;
    } else {
      // Draw among the count - 1 candidates that are not `avoid`, so one draw always suffices.
      const avoidIndex = candidates === undefined ? avoid : candidates.indexOf(avoid);
      const span = avoidIndex >= 0 && avoidIndex < count ? count - 1 : count;
      let index = Math.floor(this.random() * span);
      if (span === count - 1 && index >= avoidIndex) index += 1;
      chosen = candidates === undefined ? index : (candidates[index] ?? index);
    }
    this.current.set(topic, chosen);
    return chosen;
  }
}

/**
 * The producer's default partitioner: murmur2 for keyed records, KIP-480 sticky for keyless ones.
 *
 * The sticky half needs to know when a partition's batch is complete; the accumulator reports that by
 * calling {@link DefaultPartitioner.onNewBatch} when a keyless record would start a new batch on the sticky
 * partition, then appends to the partition it returns (Java's `abortOnNewBatch` retry).
 * @public
 */
export class DefaultPartitioner {
  private readonly sticky: StickyPartitionCache;

  /**
   * Creates the partitioner: Kafka's murmur2 for keyed records, a sticky partition for keyless ones.
   * @param random - a `[0, 1)` source for the sticky choice; defaults to `Math.random`.
   */
  constructor(random?: () => number) {
    this.sticky = new StickyPartitionCache(random);
  }

  /** The partition for one record. `availablePartitions` (those with a leader) only affects keyless records. */
  partition(args: PartitionerArgs, availablePartitions?: readonly number[]): number {
    if (args.key !== null) return partitionForKey(args.key, args.partitionCount);
    return this.sticky.partition(args.topic, args.partitionCount, availablePartitions);
  }

  /** A keyless record needs a new batch on `previousPartition`: pick the next sticky partition. */
  onNewBatch(topic: string, partitionCount: number, previousPartition: number, availablePartitions?: readonly number[]): number {
    return this.sticky.onNewBatch(topic, partitionCount, previousPartition, availablePartitions);
  }
}
