/**
 * Kafka's isolation levels, as the in-memory cluster's Fetch and ListOffsets read them.
 */

/**
 * Kafka's isolation levels for Fetch and ListOffsets (`IsolationLevel.java`): 0 = read_uncommitted,
 * 1 = read_committed.
 * @public
 */
export const IsolationLevel = {
  /** Fetch up to the high watermark, records of open and aborted transactions included. */
  READ_UNCOMMITTED: 0,
  /** Fetch up to the last stable offset, with the aborted transactions listed so the client drops them. */
  READ_COMMITTED: 1,
} as const;

/**
 * One of {@link IsolationLevel}'s values.
 * @public
 */
export type IsolationLevel = (typeof IsolationLevel)[keyof typeof IsolationLevel];
