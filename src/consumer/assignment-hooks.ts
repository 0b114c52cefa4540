/**
 * What the consumer does when its group membership assigns, revokes or loses partitions, in the order Kafka's
 * `ConsumerCoordinator` does it: a revoked or lost partition stops handing out and fetching records before the
 * listeners run (a poll made meanwhile must not return its records), a revocation commits what was consumed (with
 * `autoCommit`) before `onPartitionsRevoked`, and an assignment adds the partitions before `onPartitionsAssigned`
 * (which may `seek` them), then starts their position lookup and fetching.
 */
import type { TopicPartition } from '../common/topic-partition.js';
import { isKafkaClientError } from '../errors/kafka-client-error.js';
import type { ConsumerMetricsRecorder } from '../metrics/consumer-metrics.js';
import type { AssignmentListeners } from './assignment-listeners.js';
import type { ConsumerCommits } from './consumer-commits.js';
import type { Fetcher } from './fetcher.js';
import type { MembershipHooks } from './membership.js';
import type { PartitionStates } from './partition-states.js';
import type { PositionInitializer } from './position-initializer.js';

/** The consumer's parts the hooks act on. @internal */
export interface AssignmentHookParts {
  readonly states: PartitionStates;
  readonly commits: ConsumerCommits;
  readonly listeners: AssignmentListeners;
  readonly positions: PositionInitializer;
  readonly fetcher: Fetcher;
  readonly metrics: ConsumerMetricsRecorder;
  /** How long a revocation's commit may take now (the close deadline's rest while closing). */
  commitBudgetMs(): number;
  fail(error: Error): void;
}

/** The membership hooks of one consumer. @internal */
export function assignmentHooks(parts: AssignmentHookParts): MembershipHooks {
  const { states, commits, listeners, positions, fetcher, metrics } = parts;
  const leave = async (partitions: readonly TopicPartition[], before: () => Promise<void>, callback: 'onPartitionsRevoked' | 'onPartitionsLost'): Promise<void> => {
    states.markLeaving(partitions);
    await before();
    await listeners.call(callback, partitions);
    states.remove(partitions);
  };
  return {
    revoked: (partitions) => leave(partitions, () => commits.commitConsumed(parts.commitBudgetMs()), 'onPartitionsRevoked'),
    lost: (partitions) => {
      metrics.lost();
      return leave(partitions, () => Promise.resolve(), 'onPartitionsLost');
    },
    assigned: async (partitions) => {
      metrics.rebalanced();
      states.add(partitions);
      await listeners.call('onPartitionsAssigned', partitions);
      positions.run();
      fetcher.schedule();
    },
    fatal: (error) => {
      if (isKafkaClientError(error) && error.code === 'ERR_GROUP_INSTANCE_FENCED') commits.instanceFenced(error);
      parts.fail(error);
    },
  };
}
