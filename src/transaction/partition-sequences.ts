/**
 * Per-partition idempotence bookkeeping (Kafka's `TxnPartitionMap` / `TxnPartitionEntry`): the next
 * sequence to assign, the last acknowledged sequence and offset, and the in-flight batches ordered by
 * base sequence, plus the decision for each Produce error. Works the same for idempotent-only and
 * transactional producers; the caller says which.
 */
import { PriorityQueue } from '../internal/priority-queue.js';
import { errorAction } from '../errors/classify.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { ErrorClassification } from '../errors/transaction-errors.js';

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

/**
 * What to do with a batch whose Produce response carried an error.
 * - `retry`: send it again with the same sequence, before anything after it (ordering is kept).
 * - `duplicate`: already written (DUPLICATE_SEQUENCE_NUMBER); complete it without an offset.
 * - `fail-batch`: fail this batch's records; a transactional producer must also abort.
 * - `bump-epoch`: idempotent producer, KIP-360: bump the epoch, then re-sequence and retry the batch.
 * - `abortable`: transactional producer: the transaction must abort; `epochBumpRequired` when the abort
 *   must re-initialize the producer id (KIP-360, KIP-588).
 * - `fatal`: the producer is unusable (`application-recoverable` when fenced).
 * @public
 */
export type ProduceErrorDecision =
  | { readonly kind: 'retry' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'fail-batch' }
  | { readonly kind: 'bump-epoch' }
  | { readonly kind: 'abortable'; readonly epochBumpRequired: boolean }
  | { readonly kind: 'fatal'; readonly classification: ErrorClassification };

const RETRY: ProduceErrorDecision = { kind: 'retry' };
const DUPLICATE: ProduceErrorDecision = { kind: 'duplicate' };
const FAIL_BATCH: ProduceErrorDecision = { kind: 'fail-batch' };
const BUMP_EPOCH: ProduceErrorDecision = { kind: 'bump-epoch' };
const ABORTABLE: ProduceErrorDecision = { kind: 'abortable', epochBumpRequired: false };
const ABORTABLE_WITH_BUMP: ProduceErrorDecision = { kind: 'abortable', epochBumpRequired: true };
const FENCED: ProduceErrorDecision = { kind: 'fatal', classification: 'application-recoverable' };
const FATAL: ProduceErrorDecision = { kind: 'fatal', classification: 'fatal' };

function compareBySequence(a: SequencedBatch, b: SequencedBatch): number {
  return a.baseSequence - b.baseSequence;
}

class PartitionEntry {
  nextSequence = 0;
  lastAckedSequence = -1;
  lastAckedOffset = -1n;
  /** A failed batch could not give its sequences back: later sequences sit past a hole (Kafka "unresolved"). */
  unresolved = false;
  readonly inFlight = new PriorityQueue<SequencedBatch>(compareBySequence);
}

/**
 * Sequence state of every partition a producer writes to.
 * @public
 */
export class PartitionSequences {
  // Nested maps keyed by topic then partition: no string key is built per lookup on the hot path.
  private readonly topics = new Map<string, Map<number, PartitionEntry>>();

  private entry(topic: string, partition: number): PartitionEntry {
    let partitions = this.topics.get(topic);
    if (partitions === undefined) {
      partitions = new Map();
      this.topics.set(topic, partitions);
    }
    let entry = partitions.get(partition);
    if (entry === undefined) {
      entry = new PartitionEntry();
      partitions.set(partition, entry);
    }
    return entry;
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

  /** Tracks a stamped batch as in flight (sent, not yet answered). */
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
   * Decides what a Produce error means for `batch`, and removes the batch from the in-flight set unless
   * it is to be retried as it is. `transactional` selects KIP-360 recovery: an idempotent producer bumps
   * and retries; a transactional one makes the transaction abortable with a bump on abort.
   */
  handleFailedBatch(topic: string, partition: number, batch: SequencedBatch, errorCode: number, transactional: boolean): ProduceErrorDecision {
    const entry = this.existing(topic, partition);
    if (errorCode === ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER && entry !== undefined && this.isBehindRetriedBatch(entry, batch)) return RETRY;
    const decision = decideProduceError(errorCode, transactional);
    if (decision.kind !== 'retry' && entry !== undefined) {
      entry.inFlight.remove(batch);
      if (decision.kind === 'duplicate') this.handleCompletedBatch(topic, partition, batch, entry.lastAckedOffset);
      else if (!batch.mayHaveBeenWritten && entry.nextSequence === incrementSequence(batch.baseSequence, batch.recordCount)) {
        // Every attempt of the failed batch was answered with "not written" and nothing was sequenced after it:
        // give its sequences back, or the next batch would leave a gap (Kafka `adjustSequencesDueToFailedBatch`,
        // for the tail).
        entry.nextSequence = batch.baseSequence;
      } else if (batch.baseSequence >= 0) {
        // Either an attempt may have been written (an unanswered one: reusing its sequence would make the broker
        // acknowledge the next batch as a duplicate of it, with its offset, and never write it), or later batches
        // already carry sequences past the hole. Kafka's "unresolved sequence": only an epoch bump (idempotent)
        // or an abort with a bump (transactional) resolves it; the caller decides when (KIP-360).
        entry.unresolved = true;
      }
    }
    return decision;
  }

  /**
   * Kafka `TransactionManager.canRetry` for OUT_OF_ORDER_SEQUENCE_NUMBER: the gap the broker saw is the one an
   * earlier batch of the partition leaves while it is still in flight or waiting for its retry (it got a
   * retriable error such as NOT_LEADER_OR_FOLLOWER, and the later batches reached the broker before its resend).
   * Not a real gap: the batch is retried with its sequence and goes out after the earlier one (the drain sends a
   * retried batch only when no lower sequence is in flight). A real gap (no earlier batch pending, or an
   * unresolved sequence) keeps the KIP-360 handling: abortable with a bump, or an idempotent epoch bump.
   */
  private isBehindRetriedBatch(entry: PartitionEntry, batch: SequencedBatch): boolean {
    if (entry.unresolved || batch.baseSequence < 0) return false;
    const first = entry.inFlight.peek();
    return first !== undefined && first !== batch && first.baseSequence < batch.baseSequence;
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
   * Forgets all sequence state: after an epoch bump every partition restarts at sequence 0 (KIP-360).
   * In-flight batches stamped with the old epoch are dropped here; the Sender re-stamps them when it
   * sends them again.
   */
  reset(): void {
    this.topics.clear();
  }
}

/**
 * The decision table for Produce errors, from {@link errorAction}.
 * @public
 */
export function decideProduceError(errorCode: number, transactional: boolean): ProduceErrorDecision {
  const action = errorAction('Produce', errorCode);
  switch (action) {
    case 'none':
    case 'duplicate':
      return DUPLICATE;
    case 'retry':
    case 'retry-short':
    case 'rediscover':
    case 'not-attempted':
      return RETRY;
    case 'fail-batch':
      return FAIL_BATCH;
    case 'abort':
      return transactional ? ABORTABLE : FAIL_BATCH;
    case 'abort-and-bump':
      return transactional ? ABORTABLE_WITH_BUMP : BUMP_EPOCH;
    case 'fenced':
      return FENCED;
    case 'fatal':
      return FATAL;
  }
}
