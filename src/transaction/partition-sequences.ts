/**
 * Per-partition idempotence bookkeeping (Kafka's `TxnPartitionMap` / `TxnPartitionEntry`): the next
 * sequence to assign, the last acknowledged sequence and offset, and the in-flight batches ordered by
 * base sequence. What an outcome does to them is decided in `batch-fate.ts`. Works the same for idempotent-only and
 * transactional producers; the caller says which.
 */
import { PriorityQueue } from '../internal/priority-queue.js';
import { partitionEntry, type PartitionMap } from '../internal/partition-map.js';

/** Sequence numbers are int32 and wrap to 0 after this (Kafka `DefaultRecordBatch.incrementSequence`). */
const MAX_SEQUENCE = 2147483647;

/**
 * `sequence + increment` with Kafka's int32 wrap-around to 0.
 * @public
 */
export function incrementSequence(sequence: number, increment: number): number {
  if (sequence > MAX_SEQUENCE - increment) return increment - (MAX_SEQUENCE - sequence) - 1;
  return sequence + increment;
}

/**
 * What the sequence bookkeeping needs to know about a produce batch. The Sender's batch type satisfies
 * it structurally, so no per-batch wrapper is allocated.
 * @public
 */
export interface SequencedBatch {
  /** The sequence of the batch's first record. */
  readonly baseSequence: number;
  /** Number of records in the batch. */
  readonly recordCount: number;
  /** The producer id the batch was stamped with. */
  readonly producerId: bigint;
  /** The epoch the batch was stamped with. */
  readonly producerEpoch: number;
  /**
   * True when an earlier attempt may have reached the log (it got no answer, or an error given after the
   * append). Its sequences are then never handed back: they are "unresolved" (Kafka `TransactionManager`).
   */
  readonly mayHaveBeenWritten: boolean;
}

function compareBySequence(a: SequencedBatch, b: SequencedBatch): number {
  return a.baseSequence - b.baseSequence;
}

class PartitionEntry {
  nextSequence = 0;
  lastAckedSequence = -1;
  lastAckedOffset = -1n;
  /** A failed batch could not give its sequences back: later sequences sit past a hole (Kafka "unresolved"). */
  unresolved = false;
  /**
   * The batches whose sequences are taken and not yet settled, by base sequence (Kafka `inflightBatchesBySequence`):
   * from their first send until an outcome acknowledges, releases or withdraws them, or the sequences are reset.
   * Not the accumulator's in-flight list: a batch waiting for its retry stays here, and so does a batch the
   * accumulator failed without its sequence being settled (aborted while waiting for its retry, expired, out of
   * retries): its sequence stays a hole until the epoch bump, and an OUT_OF_ORDER_SEQUENCE_NUMBER behind it is
   * that hole.
   */
  readonly inFlight = new PriorityQueue<SequencedBatch>(compareBySequence);
}

const newPartitionEntry = (): PartitionEntry => new PartitionEntry();

/**
 * Sequence state of every partition a producer writes to.
 * @public
 */
export class PartitionSequences {
  // Nested maps keyed by topic then partition: no string key is built per lookup on the hot path.
  private readonly topics: PartitionMap<PartitionEntry> = new Map();

  private entry(topic: string, partition: number): PartitionEntry {
    return partitionEntry(this.topics, topic, partition, newPartitionEntry);
  }

  private existing(topic: string, partition: number): PartitionEntry | undefined {
    return this.topics.get(topic)?.get(partition);
  }

  /** The sequence the next new batch of the partition will get. */
  nextSequence(topic: string, partition: number): number {
    return this.existing(topic, partition)?.nextSequence ?? 0;
  }

  /** The last sequence the broker acknowledged, or -1. */
  lastAckedSequence(topic: string, partition: number): number {
    return this.existing(topic, partition)?.lastAckedSequence ?? -1;
  }

  /** The offset of the last acknowledged record, or -1n. */
  lastAckedOffset(topic: string, partition: number): bigint {
    return this.existing(topic, partition)?.lastAckedOffset ?? -1n;
  }

  /**
   * Assigns the base sequence of a new batch of `recordCount` records and advances the next sequence.
   * Returns the base sequence (the caller stamps the batch with it, then calls `addInFlight` when sending).
   */
  assignSequence(topic: string, partition: number, recordCount: number): number {
    const entry = this.entry(topic, partition);
    const baseSequence = entry.nextSequence;
    entry.nextSequence = incrementSequence(baseSequence, recordCount);
    return baseSequence;
  }

  /** Tracks a stamped batch as in flight from its first send until its sequence is settled (see `PartitionEntry.inFlight`). */
  addInFlight(topic: string, partition: number, batch: SequencedBatch): void {
    this.entry(topic, partition).inFlight.push(batch);
  }

  /**
   * The lowest base sequence in flight, or undefined. A retried batch may only be sent when it is this
   * one, which is how ordering survives retries (Kafka `RecordAccumulator.shouldStopDrainBatchesForPartition`).
   */
  firstInFlightSequence(topic: string, partition: number): number | undefined {
    return this.existing(topic, partition)?.inFlight.peek()?.baseSequence;
  }

  /** Number of in-flight batches of the partition, or of every partition when none is given. */
  inFlightCount(topic?: string, partition?: number): number {
    if (topic !== undefined && partition !== undefined) return this.existing(topic, partition)?.inFlight.size ?? 0;
    let count = 0;
    for (const partitions of this.topics.values()) for (const entry of partitions.values()) count += entry.inFlight.size;
    return count;
  }

  /** Records a successful Produce: the batch leaves the in-flight set and the acked sequence advances. */
  handleCompletedBatch(topic: string, partition: number, batch: SequencedBatch, lastOffset: bigint): void {
    const entry = this.entry(topic, partition);
    entry.inFlight.remove(batch);
    const lastSequence = incrementSequence(batch.baseSequence, batch.recordCount - 1);
    // Compare modulo wrap: a smaller number right after a wrap is still newer.
    if (entry.lastAckedSequence < 0 || lastSequence > entry.lastAckedSequence || entry.lastAckedSequence - lastSequence > MAX_SEQUENCE / 2) {
      entry.lastAckedSequence = lastSequence;
    }
    if (lastOffset > entry.lastAckedOffset) entry.lastAckedOffset = lastOffset;
  }

  /**
   * Where `batch` stands in its partition, for {@link decideBatchFate}: whether the partition is tracked, a
   * lower sequence is still unsettled (a batch in flight, waiting for its retry, or failed by the accumulator
   * without its sequence being settled; Kafka `canRetry`: an OUT_OF_ORDER_SEQUENCE_NUMBER behind it is the gap
   * that batch leaves, not a real one), the partition has an unresolved sequence, and nothing was sequenced after
   * the batch.
   */
  position(topic: string, partition: number, batch: SequencedBatch): {
    readonly tracked: boolean; readonly behindEarlierBatch: boolean; readonly partitionUnresolved: boolean; readonly lastSequenced: boolean;
  } {
    const entry = this.existing(topic, partition);
    if (entry === undefined) return { tracked: false, behindEarlierBatch: false, partitionUnresolved: false, lastSequenced: true };
    const first = entry.inFlight.peek();
    return {
      tracked: true,
      behindEarlierBatch: first !== undefined && first !== batch && first.baseSequence < batch.baseSequence,
      partitionUnresolved: entry.unresolved,
      lastSequenced: entry.nextSequence === incrementSequence(batch.baseSequence, batch.recordCount),
    };
  }

  /**
   * The batch is written: it leaves the in-flight set and the acknowledged sequence advances. Without
   * `lastOffset` (a duplicate) only a tracked partition is updated and its last acknowledged offset is kept.
   */
  acknowledge(topic: string, partition: number, batch: SequencedBatch, lastOffset: bigint | undefined): void {
    if (lastOffset !== undefined) {
      this.handleCompletedBatch(topic, partition, batch, lastOffset);
      return;
    }
    const entry = this.existing(topic, partition);
    if (entry !== undefined) this.handleCompletedBatch(topic, partition, batch, entry.lastAckedOffset);
  }

  /**
   * The batch failed: it leaves the in-flight set. When every attempt was answered "not written" and nothing
   * was sequenced after it, its sequences are given back (Kafka `adjustSequencesDueToFailedBatch`, for the
   * tail); otherwise the partition has an unresolved sequence that only an epoch bump closes (KIP-360).
   */
  release(topic: string, partition: number, batch: SequencedBatch): void {
    const entry = this.existing(topic, partition);
    if (entry === undefined) return;
    entry.inFlight.remove(batch);
    if (!batch.mayHaveBeenWritten && entry.nextSequence === incrementSequence(batch.baseSequence, batch.recordCount)) {
      entry.nextSequence = batch.baseSequence;
    } else if (batch.baseSequence >= 0) {
      // An attempt may have been written (reusing its sequence would make the broker acknowledge the next batch
      // as a duplicate of it and never write it), or later batches already carry sequences past the hole.
      entry.unresolved = true;
    }
  }

  /**
   * The batch was split into smaller batches that carry its sequences (Kafka `removeInFlightBatch` before
   * `splitAndReenqueue`): it leaves the in-flight set, the next sequence stays, and the smaller batches are
   * added with {@link PartitionSequences.addInFlight} as they are made.
   */
  withdraw(topic: string, partition: number, batch: SequencedBatch): void {
    this.existing(topic, partition)?.inFlight.remove(batch);
  }

  /**
   * True when the partition (or, without arguments, any partition) has a sequence hole that only an epoch
   * bump can close: a failed batch could not give its sequences back, or (checked when nothing is in flight,
   * e.g. when a transaction completes) the next sequence is not right after the last acknowledged one because
   * a sequenced batch was failed without an answer (aborted while waiting for a retry, expired in flight).
   */
  hasSequenceGap(topic?: string, partition?: number): boolean {
    if (topic !== undefined && partition !== undefined) return this.existing(topic, partition)?.unresolved ?? false;
    for (const partitions of this.topics.values()) {
      for (const entry of partitions.values()) {
        if (entry.unresolved || entry.nextSequence !== incrementSequence(entry.lastAckedSequence, 1)) return true;
      }
    }
    return false;
  }

  /**
   * Forgets the partition's sequence state: its next batch starts at sequence 0 under the same producer id and
   * epoch (a broker that lost the producer's state takes it; Kafka `resetSequenceForPartition`).
   */
  resetPartition(topic: string, partition: number): void {
    this.topics.get(topic)?.delete(partition);
  }

  /**
   * Forgets all sequence state: after an epoch bump every partition restarts at sequence 0 (KIP-360).
   * In-flight batches stamped with the old epoch are dropped here; the Sender re-stamps them when it
   * sends them again.
   */
  reset(): void {
    this.topics.clear();
  }
}
