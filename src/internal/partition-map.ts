/**
 * Per-partition state held in nested maps keyed by topic then partition: a lookup builds no string key, which keeps
 * it free of allocations on the hot path (the sequence bookkeeping, the producer and consumer metrics).
 */

/**
 * Topic → partition → entry.
 * @internal
 */
export type PartitionMap<Entry> = Map<string, Map<number, Entry>>;

/**
 * The entry of `topic`'s `partition`, made by `create` and stored on first use. Pass a function made once (a field or
 * a module constant), not an arrow written at the call, so that a lookup allocates nothing.
 * @internal
 */
export function partitionEntry<Entry>(topics: PartitionMap<Entry>, topic: string, partition: number, create: () => Entry): Entry {
  let partitions = topics.get(topic);
  if (partitions === undefined) {
    partitions = new Map();
    topics.set(topic, partitions);
  }
  let entry = partitions.get(partition);
  if (entry === undefined) {
    entry = create();
    partitions.set(partition, entry);
  }
  return entry;
}
