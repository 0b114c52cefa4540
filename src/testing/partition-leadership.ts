/**
 * Which partition answers a request sent to a broker of the in-memory cluster: the partition must exist, the
 * client's leader epoch must match the partition's (Kafka checks it before leadership, in
 * `Partition.localLogWithEpochOrThrow`), and the broker must lead it, or, for a fetch from a follower (KIP-392),
 * hold one of its replicas.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { ClusterState, PartitionState } from './cluster-state.js';

/**
 * The partition `topic`-`index` when broker `brokerId` (undefined: any broker) may answer for it, else the error
 * code a broker answers (UNKNOWN_TOPIC_OR_PARTITION, FENCED_LEADER_EPOCH, UNKNOWN_LEADER_EPOCH,
 * NOT_LEADER_OR_FOLLOWER). `autoCreate` creates the topic first when the cluster auto-creates topics.
 * @internal
 */
export function leaderPartition(state: ClusterState, topic: string, index: number, brokerId: number | undefined, autoCreate: boolean, currentLeaderEpoch = -1, fromFollower = false): PartitionState | number {
  if (autoCreate) state.topicOrAutoCreate(topic);
  const partition = state.partition(topic, index);
  if (partition === undefined) return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION;
  if (currentLeaderEpoch >= 0 && currentLeaderEpoch < partition.leaderEpoch) return ErrorCode.FENCED_LEADER_EPOCH;
  if (currentLeaderEpoch > partition.leaderEpoch) return ErrorCode.UNKNOWN_LEADER_EPOCH;
  if (brokerId !== undefined && partition.leaderId !== brokerId && !(fromFollower && isFollower(state, topic, partition, brokerId))) return ErrorCode.NOT_LEADER_OR_FOLLOWER;
  return partition;
}

function isFollower(state: ClusterState, topic: string, partition: PartitionState, brokerId: number): boolean {
  const topicState = state.topic(topic);
  return topicState !== undefined && state.replicas(topicState, partition).includes(brokerId);
}
