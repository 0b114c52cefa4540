/**
 * Splitting a batch the broker refused as too large (Kafka `ProducerBatch.split` / `RecordAccumulator.splitAndReenqueue`):
 * the records keep their order, content and deliveries (each promise settles once, with its offset in its new
 * batch), the new batches take the old one's place in the queue and its memory, and are sendable at once.
 */
import { describe, expect, it } from 'vitest';
import { DeliveryGroup } from '../../src/producer/accumulator/delivery-group.js';
import { ProducerBatch } from '../../src/producer/accumulator/producer-batch.js';
import { estimateRecordSizeUpperBound } from '../../src/protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatch } from '../../src/protocol/record-batch/record-batch-decoder.js';
import type { RecordInput } from '../../src/protocol/record-batch/record.js';
import { appendOne, appendToBatch, BROKER_ONE, leaderOne, makeAccumulator, record, RECORDS_PER_BATCH, sequenceSource, TOPIC } from './accumulator-helpers.js';

/** A record with a key and a header: 100 value bytes, so every record has the same upper bound and encoded size. */
const keyed = (index: number): RecordInput => ({ ...record(index), key: Buffer.from(`k${index}`), headers: [{ key: 'h', value: Buffer.from([index]) }] });
const UPPER_BOUND = estimateRecordSizeUpperBound(keyed(0));

/** The target that lets a new batch take `n` records: the append rule is size so far + the next record's upper bound. */
function targetFor(n: number): number {
  const probe = new ProducerBatch({ topic: 'p', partition: 0, createdMs: 0, reservedBytes: 10_000, compression: 'none', transactional: false });
  for (let index = 0; index < n - 1; index++) void appendToBatch(probe, keyed(index));
  return probe.estimatedSizeInBytes + UPPER_BOUND;
}

function batchOf(count: number, options: { compression?: 'none' | 'gzip'; reservedBytes?: number } = {}): { batch: ProducerBatch; deliveries: Promise<{ offset: bigint }>[] } {
  const batch = new ProducerBatch({
    topic: 't', partition: 1, createdMs: 5, reservedBytes: options.reservedBytes ?? 10_000, compression: options.compression ?? 'none', transactional: true, creationOrder: 7,
  });
  const deliveries = Array.from({ length: count }, (_, index) => appendToBatch(batch, keyed(index)));
  for (const delivery of deliveries) delivery.catch(() => undefined);
  return { batch, deliveries };
}

const contents = (batch: ProducerBatch): string[] => decodeRecordBatch(batch.encode()).records.map((each) => `${each.key?.toString()}@${each.timestamp}/${each.headers[0]?.value?.[0]}`);

describe('ProducerBatch.split', () => {
  for (const compression of ['none', 'gzip'] as const) {
    it(`${compression}: splits by batchSize in record order, keeping each record's key, value, timestamp and headers`, () => {
      const { batch } = batchOf(10, { compression });
      const original = contents(batch);
      const parts = batch.split(targetFor(3));
      expect(parts.map((part) => part.recordCount)).toEqual([3, 3, 3, 1]);
      expect(parts.flatMap(contents)).toEqual(original);
      for (const part of parts) {
        expect(part).toMatchObject({ topic: 't', partition: 1, createdMs: 5, creationOrder: 7, isSplit: true, closed: true, attempts: 0, baseSequence: -1 });
        expect(decodeRecordBatch(part.encode()).isTransactional).toBe(true);
      }
      expect(batch.isDone).toBe(true);
    });
  }

  it('a compressed batch is decoded and its records rebuilt under the same compression', () => {
    const { batch } = batchOf(6, { compression: 'gzip' });
    const original = contents(batch);
    const parts = batch.split(targetFor(2));
    expect(parts.map((part) => part.recordCount)).toEqual([2, 2, 2]);
    expect(parts.flatMap(contents)).toEqual(original);
    expect(decodeRecordBatch(parts[0]!.encode()).compression).toBe(decodeRecordBatch(batch.encode()).compression);
  });

  it('each delivery settles once, with its offset within its new batch; the old batch settles nothing', async () => {
    const { batch, deliveries } = batchOf(5);
    const parts = batch.split(targetFor(2));
    expect(parts.map((part) => part.recordCount)).toEqual([2, 2, 1]);
    // Completing or failing the old batch now does nothing: its records belong to the parts.
    expect(batch.complete(999n)).toBe(false);
    expect(batch.fail(new Error('late'))).toBe(false);
    parts[0]!.complete(10n);
    parts[1]!.complete(12n);
    const failure = new Error('part 3 failed');
    parts[2]!.fail(failure);
    const outcomes = await Promise.allSettled(deliveries);
    expect(outcomes.map((outcome): unknown => (outcome.status === 'fulfilled' ? outcome.value.offset : outcome.reason))).toEqual([10n, 11n, 12n, 13n, failure]);
    expect(parts[0]!.complete(50n)).toBe(false);
  });

  it('records of a send(records[]) group keep their group and index', async () => {
    const batch = new ProducerBatch({ topic: 't', partition: 0, createdMs: 0, reservedBytes: 2_000, compression: 'none', transactional: false });
    const group = new DeliveryGroup(4);
    for (let index = 0; index < 4; index++) batch.append(keyed(index), group, index);
    const parts = batch.split(targetFor(2));
    expect(parts.map((part) => part.recordCount)).toEqual([2, 2]);
    parts[1]!.complete(7n);
    parts[0]!.complete(3n);
    expect((await group.promise).map((each) => each.offset)).toEqual([3n, 4n, 7n, 8n]);
  });

  it('the new batches share the reserved memory exactly', () => {
    const { batch } = batchOf(10, { reservedBytes: 1_001 });
    const parts = batch.split(targetFor(3));
    expect(parts.length).toBe(4);
    expect(parts.reduce((sum, part) => sum + part.reservedBytes, 0)).toBe(1_001);
    for (const part of parts) expect(part.reservedBytes).toBeGreaterThanOrEqual(0);
  });

  it('a batch made by a split is regrouped to half its size, not by batchSize (which would rebuild it unchanged, KAFKA-8350)', () => {
    const { batch } = batchOf(8);
    const [whole] = batch.split(100_000);
    expect(whole!.recordCount).toBe(8);
    const halves = whole!.split(100_000);
    const half = Math.floor(whole!.estimatedSizeInBytes / 2);
    for (const part of halves) expect(part.estimatedSizeInBytes).toBeLessThanOrEqual(half);
    expect(halves.map((part) => part.recordCount)).toEqual(expect.arrayContaining([3]));
    expect(halves.reduce((sum, part) => sum + part.recordCount, 0)).toBe(8);
    // Down to one record per batch, never below: the largest record always fits.
    let smallest = halves[0]!;
    while (smallest.recordCount > 1) smallest = smallest.split(100_000)[0]!;
    expect(smallest.recordCount).toBe(1);
    expect(() => smallest.split(100_000)).toThrow(/1 record/);
  });

  it('whoever waited for the old batch (a flush) waits for every new one', async () => {
    const { batch } = batchOf(4);
    let done = false;
    void batch.whenDone().then(() => { done = true; });
    const parts = batch.split(targetFor(2));
    parts[0]!.complete(0n);
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    parts[1]!.fail(new Error('x'));
    await new Promise((resolve) => { setImmediate(resolve); });
    expect(done).toBe(true);
  });

  it('refuses a single record, and a batch already done', () => {
    expect(() => batchOf(1).batch.split(100)).toThrow(/1 record/);
    const { batch } = batchOf(3);
    batch.fail(new Error('gone'));
    expect(() => batch.split(100)).toThrow(/done/);
  });
});

describe('RecordAccumulator.splitAndReenqueue', () => {
  it('puts the new batches in the old one\'s place, before later batches, sendable at once, memory unchanged', () => {
    const { accumulator, clock } = makeAccumulator({ retryBackoffMs: 1_000, retryBackoffMaxMs: 1_000 });
    const producerState = sequenceSource();
    for (let index = 0; index < RECORDS_PER_BATCH * 2; index++) void appendOne(accumulator, TOPIC, 0, record(index), clock.now());
    clock.advance(10);
    const [first] = accumulator.drain(clock.now(), BROKER_ONE, leaderOne, producerState).get(1)!;
    expect(first!.recordCount).toBe(RECORDS_PER_BATCH);
    const reserved = accumulator.bufferedBytes;
    // Regrouped by batchSize the records make the same batch; it goes back first in the queue, as never tried.
    const [same] = accumulator.splitAndReenqueue(first!);
    expect(same!.recordCount).toBe(RECORDS_PER_BATCH);
    expect(accumulator.drain(clock.now(), BROKER_ONE, leaderOne, producerState).get(1)).toEqual([same]);
    const parts = accumulator.splitAndReenqueue(same!);
    expect(parts.length).toBeGreaterThan(1);
    expect(accumulator.bufferedBytes).toBe(reserved);
    expect(accumulator.inFlightCount(TOPIC, 0)).toBe(0);
    // No backoff: the first part is ready now and drains before the second original batch.
    expect(accumulator.ready(clock.now(), leaderOne).readyNodes.has(1)).toBe(true);
    for (const part of parts) expect(accumulator.drain(clock.now(), BROKER_ONE, leaderOne).get(1)).toEqual([part]);
    // Only then the batch created after the split one.
    const later = accumulator.drain(clock.now(), BROKER_ONE, leaderOne).get(1)![0]!;
    expect(later.creationOrder).toBeGreaterThan(first!.creationOrder);
  });

  it('a split batch split again goes back before the other batches of the first split (record order, not arrival order)', () => {
    const { accumulator, clock } = makeAccumulator();
    for (let index = 0; index < RECORDS_PER_BATCH; index++) void appendOne(accumulator, TOPIC, 0, record(index), clock.now());
    const drainOne = (): ProducerBatch => accumulator.drain(clock.now(), BROKER_ONE, leaderOne).get(1)![0]!;
    const [same] = accumulator.splitAndReenqueue(drainOne());
    const halves = accumulator.splitAndReenqueue(drainOne());
    expect(halves.length).toBeGreaterThan(1);
    expect(same).toBeDefined();
    // The first half is refused again while the others wait: its parts go back ahead of them.
    const first = drainOne();
    expect(first).toBe(halves[0]);
    const quarters = accumulator.splitAndReenqueue(first);
    const order = [...quarters, ...halves.slice(1)];
    const drained: ProducerBatch[] = [];
    for (let step = 0; step < order.length; step++) drained.push(drainOne());
    expect(drained).toEqual(order);
    expect(drained.map((batch) => batch.firstRecordIndex)).toEqual([...drained.map((batch) => batch.firstRecordIndex)].sort((a, b) => a - b));
  });

  it('flush() called before the split waits for the new batches', async () => {
    const { accumulator, clock } = makeAccumulator();
    for (let index = 0; index < 4; index++) void appendOne(accumulator, TOPIC, 0, record(index), clock.now());
    const flushed = accumulator.flush();
    let done = false;
    void flushed.then(() => { done = true; });
    const [batch] = accumulator.drain(clock.now(), BROKER_ONE, leaderOne).get(1)!;
    // Regrouped by batchSize, the four records make the same batch again; split once more, it is halved.
    const [same] = accumulator.splitAndReenqueue(batch!);
    expect(same!.recordCount).toBe(4);
    const parts = accumulator.splitAndReenqueue(accumulator.drain(clock.now(), BROKER_ONE, leaderOne).get(1)![0]!);
    expect(parts.length).toBeGreaterThan(1);
    for (let index = 0; index < parts.length; index++) {
      const drained = accumulator.drain(clock.now(), BROKER_ONE, leaderOne).get(1)![0]!;
      expect(drained).toBe(parts[index]);
      await new Promise((resolve) => { setImmediate(resolve); });
      expect(done).toBe(false);
      accumulator.complete(drained, BigInt(index));
    }
    await flushed;
    expect(accumulator.bufferedBytes).toBe(0);
  });
});
