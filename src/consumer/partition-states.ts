/**
 * What the consumer knows per assigned partition (Kafka's `SubscriptionState`): the position `poll` hands out
 * next, the offset to fetch next, pause, and the fetched records not yet handed out. Seeking bumps the
 * partition's epoch, so a Fetch answer that was in flight across the seek is dropped. The buffer is counted in
 * fetched bytes for the memory bound.
 */
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import type { ConsumedRecord } from './transactional-source.js';

/**
 * Fetched records of one partition, handed out in order.
 * @internal
 */
export interface BufferedChunk {
  readonly records: readonly ConsumedRecord[];
  /** Index of the next record to hand out. */
  next: number;
  /** The position once every record of the chunk is handed out (past control and aborted batches too). */
  readonly nextOffset: bigint;
  /** The leader epoch of that position: of the chunk's last batch, or -1 when it carries none. */
  readonly nextLeaderEpoch: number;
  /** Fetched bytes the chunk stands for (released once drained). */
  readonly bytes: number;
}

/**
 * One assigned partition.
 * @internal
 */
export interface PartitionState extends TopicPartition {
  /** Next offset `poll` hands out; undefined until initialized (committed offset or reset). */
  position: bigint | undefined;
  /** Next offset to fetch (ahead of `position` by what is buffered). */
  fetchPosition: bigint | undefined;
  /** Leader epoch of the last record handed out (the position's epoch), or -1. */
  leaderEpoch: number;
  /**
   * The partition's leader epoch the position was last validated against (KIP-320), sent in Fetch as
   * `current_leader_epoch`; undefined until the first fetch after a seek or reset.
   */
  currentLeaderEpoch: number | undefined;
  /** The position waits for OffsetForLeaderEpoch (a leader change, or a position with an epoch): not fetched. */
  awaitingValidation: boolean;
  paused: boolean;
  /**
   * The partition is being revoked or lost: its listeners run (and may read its position), but no record of it
   * is handed out or fetched any more, so nothing polled meanwhile is processed by a member that is giving it up.
   */
  leaving: boolean;
  /** Bumped by seek and reset: answers for an older epoch are dropped. */
  epoch: number;
  /**
   * The replica the leader prefers this consumer to read from (KIP-392, `preferredReadReplica`), until
   * {@link PartitionState.preferredReadReplicaUntil}; undefined: read from the leader.
   */
  preferredReadReplica: number | undefined;
  /** When the preferred read replica expires (`metadataMaxAgeMs` after the leader named it), on the consumer's clock. */
  preferredReadReplicaUntil: number;
  /**
   * The high watermark and last stable offset of the partition's last Fetch answer, -1 before the first: an
   * incremental fetch session answers a partition only when they change, and the lag metrics need them every time.
   */
  highWatermark: bigint;
  lastStableOffset: bigint;
  /** A Fetch for this partition is in flight. */
  inFlight: boolean;
  /** Position lookup (OffsetFetch / ListOffsets) in progress or queued. */
  initializing: boolean;
  readonly chunks: BufferedChunk[];
}

/**
 * The assigned partitions and their positions.
 * @internal
 */
export class PartitionStates {
  private readonly states = new Map<string, PartitionState>();
  private bufferedBytesValue = 0;
  /** Round-robin start for draining, so that one busy partition does not starve the others. */
  private drainStart = 0;
  /** consumer.metrics(): told once per partition drained (records handed out, fetched bytes of the chunks finished). */
  onDrained: ((state: PartitionState, records: number, bytes: number) => void) | undefined;

  /** Bytes fetched and not yet handed out. */
  get bufferedBytes(): number {
    return this.bufferedBytesValue;
  }

  all(): PartitionState[] {
    return [...this.states.values()];
  }

  get(tp: TopicPartition): PartitionState | undefined {
    return this.states.get(topicPartitionKey(tp));
  }

  /** The assignment, in assignment order. */
  assignment(): TopicPartition[] {
    return this.all().map(({ topic, partition }) => ({ topic, partition }));
  }

  /** Adds partitions (already present ones keep their positions and buffers). */
  add(partitions: readonly TopicPartition[]): void {
    for (const { topic, partition } of partitions) {
      const existing = this.states.get(topicPartitionKey(topic, partition));
      if (existing !== undefined) {
        existing.leaving = false; // assigned again: its records are handed out again
        continue;
      }
      this.states.set(topicPartitionKey(topic, partition), {
        topic, partition, position: undefined, fetchPosition: undefined, leaderEpoch: -1, currentLeaderEpoch: undefined, awaitingValidation: false, paused: false, leaving: false, epoch: 0, preferredReadReplica: undefined, preferredReadReplicaUntil: 0, highWatermark: -1n, lastStableOffset: -1n, inFlight: false, initializing: false, chunks: [],
      });
    }
  }

  /** Marks partitions as leaving (see {@link PartitionState.leaving}) until they are removed. */
  markLeaving(partitions: readonly TopicPartition[]): void {
    for (const tp of partitions) {
      const state = this.states.get(topicPartitionKey(tp));
      if (state !== undefined) state.leaving = true;
    }
  }

  /** Removes partitions and their buffered records. */
  remove(partitions: readonly TopicPartition[]): void {
    for (const tp of partitions) {
      const state = this.states.get(topicPartitionKey(tp));
      if (state === undefined) continue;
      this.clearBuffer(state);
      state.epoch++;
      this.states.delete(topicPartitionKey(tp));
    }
  }

  /** The positions of what `poll` handed out, per assigned partition with a known position (what a commit stores). */
  consumed(): TopicPartitionOffset[] {
    const out: TopicPartitionOffset[] = [];
    for (const state of this.all()) {
      if (state.position !== undefined) out.push({ topic: state.topic, partition: state.partition, offset: state.position, leaderEpoch: state.leaderEpoch });
    }
    return out;
  }

  /** Positions a partition at `offset` (both position and fetch position), dropping buffered records. */
  seek(state: PartitionState, offset: bigint, leaderEpoch = -1): void {
    // As a forgotten position, but known at once.
    this.invalidate(state);
    state.position = offset;
    state.fetchPosition = offset;
    state.leaderEpoch = leaderEpoch;
    state.initializing = false;
  }

  /**
   * Holds a partition for position validation: buffered records are dropped (they were fetched from the leader
   * before the change; Kafka's consumer does not return them either) and the next fetch starts at the position.
   */
  awaitValidation(state: PartitionState): void {
    this.clearBuffer(state);
    state.epoch++;
    state.fetchPosition = state.position;
    state.awaitingValidation = true;
  }

  /** Forgets a partition's position so that it is looked up again (committed offset, then reset policy). */
  invalidate(state: PartitionState): void {
    this.clearBuffer(state);
    state.epoch++;
    state.position = undefined;
    state.fetchPosition = undefined;
    state.currentLeaderEpoch = undefined;
    state.awaitingValidation = false;
  }

  /** Appends a fetched chunk (the fetch position moves on to `nextOffset`). */
  buffer(state: PartitionState, chunk: BufferedChunk): void {
    state.fetchPosition = chunk.nextOffset;
    if (chunk.records.length === 0) {
      // Nothing to hand out (control or aborted batches only): the position moves on once the buffer before it is drained.
      if (state.chunks.length === 0) moveTo(state, chunk);
      else state.chunks.push(chunk);
      return;
    }
    state.chunks.push(chunk);
    this.bufferedBytesValue += chunk.bytes;
  }

  /** True when some unpaused partition has records to hand out. */
  hasDrainable(): boolean {
    for (const state of this.states.values()) if (!state.paused && !state.leaving && state.chunks.some((chunk) => chunk.next < chunk.records.length)) return true;
    return false;
  }

  /**
   * Takes up to `max` buffered records of unpaused partitions, advancing their positions; returns them with the
   * next offset per partition they came from.
   */
  drain(max: number): { records: ConsumedRecord[]; nextOffsets: TopicPartitionOffset[] } {
    const records: ConsumedRecord[] = [];
    const nextOffsets: TopicPartitionOffset[] = [];
    const states = this.all();
    if (states.length === 0) return { records, nextOffsets };
    const start = this.drainStart++ % states.length;
    for (let step = 0; step < states.length && records.length < max; step++) {
      const state = states[(start + step) % states.length];
      if (state === undefined || state.paused || state.leaving) continue;
      let took = false;
      const before = records.length;
      let drainedBytes = 0;
      while (records.length < max) {
        const chunk = state.chunks[0];
        if (chunk === undefined) break;
        while (chunk.next < chunk.records.length && records.length < max) {
          const record = chunk.records[chunk.next++];
          if (record === undefined) break;
          records.push(record);
          state.position = record.offset + 1n;
          state.leaderEpoch = record.leaderEpoch;
          took = true;
        }
        if (chunk.next < chunk.records.length) break;
        state.chunks.shift();
        this.bufferedBytesValue -= chunk.records.length === 0 ? 0 : chunk.bytes;
        if (chunk.records.length > 0) drainedBytes += chunk.bytes;
        moveTo(state, chunk);
      }
      // Chunks with nothing to hand out (markers, aborted batches) right behind the records taken: the position
      // moves past them now, as Kafka's consumer moves it to a completed fetch's next offset. Left at the head,
      // they would hold the position (and the next offsets a transaction commits) at a marker until more records
      // arrive: the group's offsets would stop one short of the end of the partition.
      for (let chunk = state.chunks[0]; chunk !== undefined && chunk.records.length === 0; chunk = state.chunks[0]) {
        state.chunks.shift();
        moveTo(state, chunk);
      }
      if (took) this.onDrained?.(state, records.length - before, drainedBytes);
      if (took && state.position !== undefined) {
        nextOffsets.push({ topic: state.topic, partition: state.partition, offset: state.position, leaderEpoch: state.leaderEpoch });
      }
    }
    return { records, nextOffsets };
  }

  private clearBuffer(state: PartitionState): void {
    for (const chunk of state.chunks) if (chunk.records.length > 0) this.bufferedBytesValue -= chunk.bytes;
    state.chunks.length = 0;
  }
}

/** Moves the position past a whole chunk, with the leader epoch of its last batch (when it has one). */
function moveTo(state: PartitionState, chunk: BufferedChunk): void {
  state.position = chunk.nextOffset;
  if (chunk.nextLeaderEpoch >= 0) state.leaderEpoch = chunk.nextLeaderEpoch;
}
