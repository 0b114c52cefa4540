/**
 * A partition's leader-epoch history (Kafka's `LeaderEpochFileCache`, KIP-101/KIP-279): the offset at which each
 * leader epoch started in the log. A leader records its epoch at its log end offset when it takes over, so an epoch
 * ends where the next one starts; OffsetForLeaderEpoch answers from it, and a consumer whose position lies past the
 * end of its epoch knows the log was truncated under it (KIP-320).
 *
 * Simplification versus Kafka: retention does not trim the history from the start (nothing in a test run needs it).
 */

interface EpochEntry {
  readonly epoch: number;
  readonly startOffset: number;
}

/** Kafka's UNDEFINED_EPOCH and UNDEFINED_EPOCH_OFFSET. */
const UNDEFINED = -1;

/**
 * Epoch → start offset, ascending in both.
 * @internal
 */
export class LeaderEpochCache {
  private entries: EpochEntry[] = [];

  /** The latest epoch, or -1 when none was assigned. */
  get latestEpoch(): number {
    return this.entries[this.entries.length - 1]?.epoch ?? UNDEFINED;
  }

  /**
   * Records that `epoch` starts at `startOffset`. An older or equal epoch is ignored; entries at or past `startOffset`
   * (epochs that never got a record) are replaced, as Kafka keeps the history monotonic.
   */
  assign(epoch: number, startOffset: number): void {
    if (epoch < 0 || epoch <= this.latestEpoch) return;
    this.entries = this.entries.filter((entry) => entry.startOffset < startOffset);
    this.entries.push({ epoch, startOffset });
  }

  /** Forgets the epochs that start at or past `endOffset` (the log was truncated there). */
  truncateFromEnd(endOffset: number): void {
    this.entries = this.entries.filter((entry) => entry.startOffset < endOffset);
  }

  /**
   * The end offset of `requested`: for the latest epoch the log end offset; else the start offset of the first
   * later epoch, with the largest known epoch at or below `requested` (the requested one itself when it precedes
   * every known epoch). Undefined (-1, -1) for an epoch past the latest or when no epoch is known.
   */
  endOffsetFor(requested: number, logEndOffset: number): { readonly leaderEpoch: number; readonly endOffset: number } {
    if (requested < 0 || this.entries.length === 0) return { leaderEpoch: UNDEFINED, endOffset: UNDEFINED };
    if (requested === this.latestEpoch) return { leaderEpoch: requested, endOffset: logEndOffset };
    const higher = this.entries.find((entry) => entry.epoch > requested);
    if (higher === undefined) return { leaderEpoch: UNDEFINED, endOffset: UNDEFINED };
    let floor: EpochEntry | undefined;
    for (const entry of this.entries) if (entry.epoch <= requested) floor = entry;
    return { leaderEpoch: floor?.epoch ?? requested, endOffset: higher.startOffset };
  }
}
