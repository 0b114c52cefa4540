/**
 * The states of a classic consumer group, as Kafka's `GroupState` names them.
 */
/**
 * Group states as Kafka names them (`GroupState`).
 * @public
 */
export const GroupState = {
  /** No members; committed offsets are kept. */
  EMPTY: 'Empty',
  /** A rebalance started: the group waits for every member to send JoinGroup. */
  PREPARING_REBALANCE: 'PreparingRebalance',
  /** Every member joined; the group waits for the leader's assignment in SyncGroup. */
  COMPLETING_REBALANCE: 'CompletingRebalance',
  /** The assignment was handed out; members heartbeat. */
  STABLE: 'Stable',
  /** The group was deleted and takes no more requests. */
  DEAD: 'Dead',
} as const;

/**
 * One of {@link GroupState}'s values.
 * @public
 */
export type GroupState = (typeof GroupState)[keyof typeof GroupState];
