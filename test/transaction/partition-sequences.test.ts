import { describe, expect, it } from 'vitest';
import { PartitionSequences, incrementSequence } from '../../src/transaction/partition-sequences.js';
import { ProducerIdentity, MAX_PRODUCER_EPOCH } from '../../src/transaction/producer-identity.js';

describe('PartitionSequences', () => {
  it('wraps int32 sequences to 0 as Kafka does', () => {
    expect(incrementSequence(5, 3)).toBe(8);
    expect(incrementSequence(2147483647, 1)).toBe(0);
    expect(incrementSequence(2147483645, 5)).toBe(2);
  });

  it('assigns sequences per partition and orders in-flight batches by base sequence', () => {
    const sequences = new PartitionSequences();
    const a = { baseSequence: sequences.assignSequence('t', 0, 3), recordCount: 3, producerId: 1n, producerEpoch: 0, mayHaveBeenWritten: false };
    const b = { baseSequence: sequences.assignSequence('t', 0, 2), recordCount: 2, producerId: 1n, producerEpoch: 0, mayHaveBeenWritten: false };
    expect([a.baseSequence, b.baseSequence]).toEqual([0, 3]);
    expect(sequences.assignSequence('t', 1, 4)).toBe(0);
    sequences.addInFlight('t', 0, b);
    sequences.addInFlight('t', 0, a);
    expect(sequences.firstInFlightSequence('t', 0)).toBe(0);
    // b is behind a (an OUT_OF_ORDER_SEQUENCE_NUMBER for b would be a's gap); a is first.
    expect(sequences.position('t', 0, b)).toEqual({ tracked: true, behindEarlierBatch: true, partitionUnresolved: false, lastSequenced: true });
    expect(sequences.position('t', 0, a)).toEqual({ tracked: true, behindEarlierBatch: false, partitionUnresolved: false, lastSequenced: false });
    sequences.handleCompletedBatch('t', 0, a, 102n);
    expect(sequences.firstInFlightSequence('t', 0)).toBe(3);
    expect(sequences.lastAckedSequence('t', 0)).toBe(2);
    expect(sequences.lastAckedOffset('t', 0)).toBe(102n);
    sequences.acknowledge('t', 0, b, undefined); // a duplicate: written, offset unknown
    expect(sequences.lastAckedOffset('t', 0)).toBe(102n);
    expect(sequences.lastAckedSequence('t', 0)).toBe(4);
    expect(sequences.inFlightCount()).toBe(0);
    sequences.reset();
    expect(sequences.nextSequence('t', 0)).toBe(0);
  });

  it('a split batch is withdrawn: its parts carry its sequences, so the next sequence and the partition stay as they were', () => {
    const sequences = new PartitionSequences();
    const batch = (baseSequence: number, recordCount: number) => ({ baseSequence, recordCount, producerId: 1n, producerEpoch: 0, mayHaveBeenWritten: false });
    const big = batch(sequences.assignSequence('t', 0, 4), 4);
    const later = batch(sequences.assignSequence('t', 0, 1), 1);
    sequences.addInFlight('t', 0, big);
    sequences.addInFlight('t', 0, later);
    sequences.withdraw('t', 0, big);
    const parts = [batch(0, 2), batch(2, 2)];
    for (const part of parts) sequences.addInFlight('t', 0, part);
    expect(sequences.nextSequence('t', 0)).toBe(5);
    expect(sequences.hasSequenceGap('t', 0)).toBe(false);
    expect(sequences.firstInFlightSequence('t', 0)).toBe(0);
    // The later batch is still behind the split ones: an OUT_OF_ORDER_SEQUENCE_NUMBER for it is their gap.
    expect(sequences.position('t', 0, later).behindEarlierBatch).toBe(true);
    for (const part of parts) sequences.acknowledge('t', 0, part, 10n);
    sequences.acknowledge('t', 0, later, 11n);
    expect(sequences.lastAckedSequence('t', 0)).toBe(4);
    expect(sequences.hasSequenceGap()).toBe(false);
  });
});

describe('ProducerIdentity', () => {
  it('bumps the epoch until it is exhausted (KIP-360 then needs a new producer id)', () => {
    const identity = new ProducerIdentity(7n, 4);
    expect(identity.bumped()?.producerEpoch).toBe(5);
    expect(new ProducerIdentity(7n, MAX_PRODUCER_EPOCH).bumped()).toBeUndefined();
    expect(ProducerIdentity.NONE.isValid).toBe(false);
    expect(ProducerIdentity.NONE.bumped()).toBeUndefined();
    expect(() => new ProducerIdentity(7n, 40000)).toThrow(RangeError);
    expect(identity.toString()).toBe('(producerId=7, producerEpoch=4)');
  });
});

describe('PartitionSequences: unresolved sequences', () => {
  it('gives a failed tail batch its sequences back only when no attempt of it may have been written', () => {
    const sequences = new PartitionSequences();
    const rejected = { baseSequence: sequences.assignSequence('t', 0, 2), recordCount: 2, producerId: 1n, producerEpoch: 0, mayHaveBeenWritten: false };
    sequences.addInFlight('t', 0, rejected);
    sequences.release('t', 0, rejected);
    expect(sequences.nextSequence('t', 0)).toBe(0);
    expect(sequences.hasSequenceGap('t', 0)).toBe(false);

    const unanswered = { baseSequence: sequences.assignSequence('t', 0, 2), recordCount: 2, producerId: 1n, producerEpoch: 0, mayHaveBeenWritten: true };
    sequences.addInFlight('t', 0, unanswered);
    sequences.release('t', 0, unanswered);
    // Sequence 0-1 may be in the log: handing it back would get the next batch acknowledged as its duplicate.
    expect(sequences.nextSequence('t', 0)).toBe(2);
    expect(sequences.hasSequenceGap('t', 0)).toBe(true);
    expect(sequences.hasSequenceGap()).toBe(true);
    expect(sequences.inFlightCount('t', 0)).toBe(0);
  });
});
