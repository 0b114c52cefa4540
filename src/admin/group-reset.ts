/**
 * Resetting a group's offsets, as `kafka-consumer-groups.sh --reset-offsets` does: the target offset of each
 * partition (earliest, latest, by timestamp, or the largest timestamp) looked up with ListOffsets, then stored with
 * OffsetCommit. The group must have no active members (the coordinator refuses a commit without a generation while
 * members are in it).
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import type { AdminCall } from './admin-call.js';
import type { AdminCoordinators } from './admin-coordinators.js';
import { throwFailures } from './admin-errors.js';
import { partitionName, partitionNameOfKey } from './admin-metadata.js';
import { alterGroupOffsets, listGroupOffsets, type NewGroupOffset } from './groups.js';
import { partitionsToSearch } from './hanging-transactions.js';
import { listOffsets, specTimestamp, type OffsetSpec } from './offsets.js';

/**
 * Options of `admin.resetGroupOffsets`: where to move the offsets to, and of which partitions.
 * @public
 */
export interface ResetGroupOffsetsOptions extends AdminCallOptions {
  /** Where to move each offset: `earliest`, `latest`, `max-timestamp` or `{ timestamp }` (past the last record: the end). */
  readonly to: OffsetSpec;
  /** These partitions. */
  readonly partitions?: readonly TopicPartition[];
  /** Every partition of these topics. Default (neither given): the partitions the group has offsets for. */
  readonly topics?: readonly string[];
  /** `'read_committed'` makes `'latest'` the last stable offset. Default `'read_uncommitted'` (the high watermark), as Kafka's tool. */
  readonly isolationLevel?: 'read_committed' | 'read_uncommitted';
}

/**
 * Moves the group's offsets and resolves with the offsets stored.
 * @internal
 */
export async function resetGroupOffsets(call: AdminCall, coordinators: AdminCoordinators, groupId: string, options: Omit<ResetGroupOffsetsOptions, keyof AdminCallOptions>): Promise<NewGroupOffset[]> {
  const partitions = options.partitions ?? (options.topics !== undefined
    ? await partitionsToSearch(call, { topics: options.topics })
    : (await listGroupOffsets(call, coordinators, groupId, null, false)).map(({ topic, partition }) => ({ topic, partition })));
  if (partitions.length === 0) return [];
  const timestamp = specTimestamp(options.to);
  const { values, failures } = await listOffsets(call, partitions.map((tp) => ({ ...tp, timestamp })), options.isolationLevel === 'read_committed');
  throwFailures('resetGroupOffsets', [...failures].map(([key, error]) => ({ resource: partitionNameOfKey(key), error })));
  const offsets: NewGroupOffset[] = [];
  const missing = new Set<string>();
  for (const tp of partitions) {
    const found = values.get(topicPartitionKey(tp));
    // A timestamp after the last record has no offset: the partition moves to its end, as Kafka's tool does.
    if (found !== undefined && found.offset >= 0n) offsets.push({ topic: tp.topic, partition: tp.partition, offset: found.offset, leaderEpoch: found.leaderEpoch });
    else missing.add(partitionName(tp));
  }
  if (missing.size > 0) {
    const ends = await listOffsets(call, partitions.filter((tp) => missing.has(partitionName(tp))).map((tp) => ({ ...tp, timestamp: specTimestamp('latest') })), options.isolationLevel === 'read_committed');
    for (const found of ends.values.values()) offsets.push({ topic: found.topic, partition: found.partition, offset: found.offset, leaderEpoch: found.leaderEpoch });
  }
  const failed = await alterGroupOffsets(call, coordinators, groupId, offsets);
  throwFailures('resetGroupOffsets', [...failed].map(([resource, error]) => ({ resource, error })));
  return offsets.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
}
