/**
 * `seek`, `pause` and `resume` on the assigned partitions: every partition named must be assigned (checked for all
 * before any changes, so a bad call changes nothing), as Java's `KafkaConsumer` refuses a partition it does not own.
 */
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import { InvalidArgumentError } from '../errors/argument-errors.js';
import { checkPartitions } from './consumer-arguments.js';
import type { PartitionState, PartitionStates } from './partition-states.js';

function assignedStates(states: PartitionStates, operation: string, field: string, partitions: readonly TopicPartition[]): PartitionState[] {
  return partitions.map((each, index) => {
    const state = states.get(each);
    if (state === undefined) throw new InvalidArgumentError(operation, `${field}[${index}]`, `is ${each.topic}-${each.partition}, which is not assigned to this consumer`);
    return state;
  });
}

/** Positions each partition's fetch at its (checked) offset, discarding records buffered for it. @internal */
export function seekPartitions(states: PartitionStates, offsets: readonly TopicPartitionOffset[]): void {
  const targets = assignedStates(states, 'seek', 'offsets', offsets);
  offsets.forEach((each, index) => {
    const state = targets[index];
    if (state !== undefined) states.seek(state, each.offset, each.leaderEpoch ?? -1);
  });
}

/** Pauses or resumes `partitions` (from plain JavaScript: checked here). @internal */
export function setPaused(states: PartitionStates, operation: string, partitions: readonly TopicPartition[], paused: boolean): void {
  for (const state of assignedStates(states, operation, 'partitions', checkPartitions(operation, 'partitions', partitions))) state.paused = paused;
}
