/**
 * The accumulator's part in keeping send order across a KIP-360 producer-id/epoch reset: batches that lost
 * their sequence go back in creation order, are not re-stamped while batches of the old identity are in
 * flight (Kafka `shouldStopDrainBatchesForPartition`), and are handed to `failOutOfOrder` instead of being
 * sent once a batch created after them is, or may be, in the log.
 */
import { describe, expect, it } from 'vitest';
import type { ProducerBatch } from '../../src/producer/accumulator/producer-batch.js';
import type { DrainProducerState } from '../../src/producer/accumulator/record-accumulator-options.js';
import { appendOne, BROKER_ONE, leaderOne, makeAccumulator, record, RECORDS_PER_BATCH, sequenceSource, TOPIC } from './accumulator-helpers.js';

/** Three full batches on partition 0, all drained under (4000, 3): sequences 0, 8, 16. */
function threeInFlight() {
  const setup = makeAccumulator({ lingerMs: 0 });
  const oldIdentity = sequenceSource();
  for (let index = 0; index < 3 * RECORDS_PER_BATCH; index++) void appendOne(setup.accumulator, TOPIC, 0, record(index), 0).catch(() => undefined);
  const batches = [0, 1, 2].map(() => setup.accumulator.drain(0, BROKER_ONE, leaderOne, oldIdentity).get(1)![0]!);
  const refused: ProducerBatch[] = [];
  const newIdentity: DrainProducerState = { ...sequenceSource(4_001n, 0), failOutOfOrder: (batch) => { refused.push(batch); } };
  /** What the dispatcher does with a batch answered UNKNOWN_PRODUCER_ID: clear its sequence, queue it again. */
  const resetAndRequeue = (batch: ProducerBatch, now: number): void => {
    batch.setProducerState(-1n, -1, -1);
    setup.accumulator.reenqueue(batch, now);
  };
  return { ...setup, batches, newIdentity, refused, resetAndRequeue };
}

function drainAll(accumulator: ReturnType<typeof makeAccumulator>['accumulator'], identity: DrainProducerState, from: number): ProducerBatch[] {
  const sent: ProducerBatch[] = [];
  for (let now = from; now < from + 10_000; now += 50) sent.push(...(accumulator.drain(now, BROKER_ONE, leaderOne, identity).get(1) ?? []));
  return sent;
}

describe('RecordAccumulator across a producer-id reset', () => {
  it('re-queues batches that lost their sequence in creation order, whatever order they are answered in', () => {
    const { accumulator, batches, newIdentity, resetAndRequeue } = threeInFlight();
    resetAndRequeue(batches[2]!, 10);
    resetAndRequeue(batches[0]!, 10);
    resetAndRequeue(batches[1]!, 10);
    const sent = drainAll(accumulator, newIdentity, 10);
    expect(sent).toEqual(batches);
    expect(sent.map((batch) => [batch.producerId, batch.baseSequence])).toEqual([[4_001n, 0], [4_001n, 8], [4_001n, 16]]);
  });

  it('does not stamp a batch with the new identity while a batch of the old one is in flight on the partition', () => {
    const { accumulator, batches, newIdentity, resetAndRequeue } = threeInFlight();
    resetAndRequeue(batches[0]!, 0);
    expect(accumulator.drain(1_000, BROKER_ONE, leaderOne, newIdentity).size).toBe(0);
    expect(batches[0]!.baseSequence).toBe(-1);
    resetAndRequeue(batches[1]!, 1_000);
    resetAndRequeue(batches[2]!, 1_000);
    expect(drainAll(accumulator, newIdentity, 1_000)).toEqual(batches);
  });

  it('hands a re-queued batch to failOutOfOrder once a batch created after it was written', () => {
    const { accumulator, batches, newIdentity, refused, resetAndRequeue } = threeInFlight();
    resetAndRequeue(batches[0]!, 0);
    accumulator.complete(batches[1]!, 8n);
    resetAndRequeue(batches[2]!, 0);
    const sent = drainAll(accumulator, newIdentity, 0);
    expect(refused).toEqual([batches[0]]);
    // The batch after the written one is still in order: it is sent under the new identity, from sequence 0.
    expect(sent).toEqual([batches[2]]);
    expect(sent[0]!.baseSequence).toBe(0);
  });

  it('treats a batch failed after a possibly-written attempt as written', () => {
    const { accumulator, batches, newIdentity, refused, resetAndRequeue } = threeInFlight();
    resetAndRequeue(batches[0]!, 0);
    batches[1]!.mayHaveBeenWritten = true;
    accumulator.fail(batches[1]!, new Error('outcome unknown'));
    accumulator.fail(batches[2]!, new Error('not written'));
    expect(drainAll(accumulator, newIdentity, 0)).toEqual([]);
    expect(refused).toEqual([batches[0]]);
  });

  it('a batch failed without being written does not hold earlier ones back', () => {
    const { accumulator, batches, newIdentity, refused, resetAndRequeue } = threeInFlight();
    resetAndRequeue(batches[0]!, 0);
    accumulator.fail(batches[1]!, new Error('not written'));
    accumulator.fail(batches[2]!, new Error('not written'));
    expect(drainAll(accumulator, newIdentity, 0)).toEqual([batches[0]]);
    expect(refused).toEqual([]);
  });
});
