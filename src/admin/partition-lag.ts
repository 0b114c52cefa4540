/**
 * "Why is my read_committed consumer not receiving anything?": per partition, how far a position is behind the high
 * watermark and behind the last stable offset (LSO), and, where the LSO is below the high watermark, the open
 * transaction that holds it there: the producer whose transaction starts at the LSO (DescribeProducers on the
 * leader), its transactional id and what its coordinator knows of it (ListTransactions, DescribeTransactions). A
 * consumer at the LSO with records above it is stalled until that transaction ends.
 */
import { OffsetSpecTimestamp } from '../protocol/requests/list-offsets.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import type { AdminCall } from './admin-call.js';
import type { AdminCoordinators } from './admin-coordinators.js';

import { coordinatorRecords, openTransaction, type OpenTransaction } from './hanging-transactions.js';
import { listOffsets } from './offsets.js';
import { describeProducers } from './transactions.js';

/**
 * One partition's lag for a read_committed reader at `position`.
 * @public
 */
export interface PartitionLag extends TopicPartition {
  /** The reader's position (the next offset it reads), or null when it has none (no committed offset). */
  readonly position: bigint | null;
  /** The end of the log: a read_uncommitted reader reads up to here. */
  readonly highWatermark: bigint;
  /** The last stable offset: a read_committed reader reads up to here, and no further while a transaction is open at it. */
  readonly lastStableOffset: bigint;
  /** `highWatermark - position` (null without a position). */
  readonly lag: bigint | null;
  /** `lastStableOffset - position`, at least 0: what a read_committed reader can read now (null without a position). */
  readonly stableLag: bigint | null;
  /** True when the reader is at the LSO and there are records above it: it waits for `openTransaction` to end. */
  readonly stalled: boolean;
  /** The transaction open at the LSO, when the LSO is below the high watermark; null otherwise. */
  readonly openTransaction: OpenTransaction | null;
}

/**
 * The {@link PartitionLag} of each position (null: none), in the order given. Rejects with the first partition's
 * error (an unknown topic, an authorization failure) when one fails.
 * @internal
 */
export async function describePartitionLag(call: AdminCall, coordinators: AdminCoordinators, positions: readonly (TopicPartition & { readonly position: bigint | null })[]): Promise<PartitionLag[]> {
  if (positions.length === 0) return [];
  const latest = positions.map(({ topic, partition }) => ({ topic, partition, timestamp: OffsetSpecTimestamp.LATEST }));
  const [uncommitted, committed] = await Promise.all([listOffsets(call, latest, false), listOffsets(call, latest, true)]);
  const [failure] = [...uncommitted.failures.values(), ...committed.failures.values()];
  if (failure !== undefined) throw failure;
  const ends = positions.map((tp) => {
    const highWatermark = uncommitted.values.get(topicPartitionKey(tp))?.offset ?? -1n;
    const lastStableOffset = committed.values.get(topicPartitionKey(tp))?.offset ?? -1n;
    return { tp, highWatermark, lastStableOffset };
  });
  const held = ends.filter(({ highWatermark, lastStableOffset }) => lastStableOffset >= 0n && lastStableOffset < highWatermark).map(({ tp }) => ({ topic: tp.topic, partition: tp.partition }));
  const transactions = await openTransactionsAtLso(call, coordinators, held, new Map(ends.map((each) => [topicPartitionKey(each.tp), each.lastStableOffset])));
  return ends.map(({ tp, highWatermark, lastStableOffset }) => {
    const { position } = tp;
    const atStable = lastStableOffset < highWatermark;
    return {
      topic: tp.topic,
      partition: tp.partition,
      position,
      highWatermark,
      lastStableOffset,
      lag: position === null ? null : highWatermark - position,
      stableLag: position === null ? null : (lastStableOffset > position ? lastStableOffset - position : 0n),
      stalled: atStable && position !== null && position >= lastStableOffset,
      openTransaction: atStable ? (transactions.get(topicPartitionKey(tp)) ?? null) : null,
    };
  });
}

/** For each partition, the open transaction whose first offset is the partition's LSO. */
async function openTransactionsAtLso(call: AdminCall, coordinators: AdminCoordinators, partitions: readonly TopicPartition[], lso: ReadonlyMap<string, bigint>): Promise<Map<string, OpenTransaction>> {
  const out = new Map<string, OpenTransaction>();
  if (partitions.length === 0) return out;
  const { values, failures } = await describeProducers(call, partitions);
  for (const [key, error] of failures) {
    // The partition may have lost its producers' state meanwhile; that partition has no answer, the others do.
    call.runtime.config.logger.warn('describing the producers of a partition held by an open transaction failed', { partition: key, error: error.message });
  }
  const holders: { readonly tp: TopicPartition; readonly producer: Parameters<typeof openTransaction>[1] }[] = [];
  for (const tp of partitions) {
    const stable = lso.get(topicPartitionKey(tp));
    const producer = values.get(topicPartitionKey(tp))?.producers.find((each) => each.currentTransactionStartOffset !== null && each.currentTransactionStartOffset === stable);
    if (producer?.currentTransactionStartOffset != null) holders.push({ tp, producer: { ...producer, currentTransactionStartOffset: producer.currentTransactionStartOffset } });
  }
  if (holders.length === 0) return out;
  const records = await coordinatorRecords(call, coordinators, [...new Set(holders.map(({ producer }) => producer.producerId))]);
  const now = call.runtime.clock.now();
  for (const { tp, producer } of holders) out.set(topicPartitionKey(tp), openTransaction(tp, producer, records.get(producer.producerId), now));
  return out;
}
