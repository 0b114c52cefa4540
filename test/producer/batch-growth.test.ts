/**
 * `batchMaxSize`: a partition's open batch grows past `batchSize` only while it could not be sent anyway (the
 * partition is at its in-flight limit, or batches are queued ahead of it), its buffer-pool reservation grows with it
 * (and is released once), and it never blocks a send for memory.
 *
 * Sizes (see accumulator-helpers.ts): a 1000-byte batch takes 8 of the helpers' 100-byte records.
 */
import { describe, expect, it } from 'vitest';
import { resolveProducerConfig } from '../../src/config/producer-config.js';
import { ConfigError } from '../../src/config/config-error.js';
import { appendOne, BROKER_ONE, leaderOne, makeAccumulator, record, RECORDS_PER_BATCH, settle, TOPIC, track } from './accumulator-helpers.js';
import type { RecordAccumulator } from '../../src/producer/accumulator/record-accumulator.js';
import type { ProducerBatch } from '../../src/producer/accumulator/producer-batch.js';
import type { RecordMetadata } from '../../src/common/record.js';

/** Records a 3000-byte batch takes: a 61-byte header, 109 bytes per record, and room for the next one's 136-byte bound. */
const GROWN_RECORDS = 26;

/** Fills one batch on `partition` and drains it, so the partition has one batch in flight. */
function oneInFlight(accumulator: RecordAccumulator, partition = 0): { batch: ProducerBatch; deliveries: Promise<RecordMetadata>[] } {
  const deliveries = Array.from({ length: RECORDS_PER_BATCH }, (_, index) => appendOne(accumulator, TOPIC, partition, record(index), 0));
  const batch = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)?.find((each) => each.partition === partition);
  if (batch === undefined) throw new Error('nothing drained');
  return { batch, deliveries };
}

function queued(accumulator: RecordAccumulator, count: number, partition = 0, from = RECORDS_PER_BATCH): Promise<RecordMetadata>[] {
  return Array.from({ length: count }, (_, index) => appendOne(accumulator, TOPIC, partition, record(from + index), 0));
}

describe('batchMaxSize: growth', () => {
  it('grows the open batch past batchSize while the partition is at its in-flight limit, reserving memory in batchSize steps', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000, lingerMs: 1_000 });
    const { batch } = oneInFlight(accumulator);
    void queued(accumulator, GROWN_RECORDS + 3);
    // Nothing sendable while the one slot is taken; the grown batch would be drained next.
    expect(accumulator.ready(0, leaderOne).readyNodes.size).toBe(0);
    accumulator.complete(batch, 0n);
    const [grown, rest] = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(grown?.recordCount).toBe(GROWN_RECORDS);
    expect(grown?.estimatedSizeInBytes).toBeLessThanOrEqual(3_000);
    expect(grown?.reservedBytes).toBe(3_000);
    expect(rest).toBeUndefined();
    // The records that did not fit started a batch of batchSize.
    expect(accumulator.bufferedBytes).toBe(3_000 + 1_000);
  });

  it('a grown batch is sendable as soon as a slot frees, without waiting out lingerMs', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000, lingerMs: 60_000 });
    const { batch } = oneInFlight(accumulator);
    void queued(accumulator, RECORDS_PER_BATCH + 1);
    accumulator.complete(batch, 0n);
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1]));
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)?.map((each) => each.recordCount)).toEqual([RECORDS_PER_BATCH + 1]);
  });

  it('closes at batchSize while there is room in flight and nothing queued ahead of the open batch', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 2, batchMaxSize: 3_000, lingerMs: 0 });
    oneInFlight(accumulator);
    void queued(accumulator, RECORDS_PER_BATCH + 1);
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(drained.map((each) => each.recordCount)).toEqual([RECORDS_PER_BATCH]);
    expect(drained[0]?.reservedBytes).toBe(1_000);
    expect(accumulator.bufferedBytes).toBe(3 * 1_000);
  });

  it('grows the open batch while batches are queued ahead of it, with room in flight', () => {
    const { accumulator } = makeAccumulator({ batchMaxSize: 3_000, lingerMs: 0 });
    void queued(accumulator, RECORDS_PER_BATCH + GROWN_RECORDS + 1, 0, 0);
    // The first batch was the queue's only one: it closed at batchSize. The next one grew behind it.
    const first = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    const second = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect([...first, ...second].map((each) => each.recordCount)).toEqual([RECORDS_PER_BATCH, GROWN_RECORDS]);
  });

  it('does not grow without batchMaxSize, at the in-flight limit too', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1 });
    const { batch } = oneInFlight(accumulator);
    void queued(accumulator, GROWN_RECORDS);
    accumulator.complete(batch, 0n);
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)?.map((each) => each.recordCount)).toEqual([RECORDS_PER_BATCH]);
  });

  it('a grown batch that stops growing (a slot freed) closes at its size when the next record does not fit batchSize', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000, lingerMs: 1_000 });
    const { batch } = oneInFlight(accumulator);
    void queued(accumulator, RECORDS_PER_BATCH + 2);
    accumulator.complete(batch, 0n);
    void queued(accumulator, 1, 0, 100);
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(drained.map((each) => each.recordCount)).toEqual([RECORDS_PER_BATCH + 2]);
  });
});

describe('batchMaxSize: memory', () => {
  it('releases a grown batch\'s whole reservation exactly once, on completion and on failure', async () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000 });
    const { batch, deliveries } = oneInFlight(accumulator);
    const grownDeliveries = queued(accumulator, 20);
    accumulator.complete(batch, 0n);
    const [grown] = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(grown?.reservedBytes).toBe(3_000);
    accumulator.complete(grown!, 8n);
    expect(accumulator.bufferedBytes).toBe(0);
    // A late second answer settles nothing and frees nothing.
    accumulator.fail(grown!, new Error('late'));
    expect(accumulator.bufferedBytes).toBe(0);
    const offsets = (await Promise.all([...deliveries, ...grownDeliveries])).map((each) => each.offset);
    expect(offsets).toEqual(Array.from({ length: 28 }, (_, index) => BigInt(index)));

    const failing = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000 }).accumulator;
    const first = oneInFlight(failing);
    const outcomes = queued(failing, 20).map(track);
    failing.complete(first.batch, 0n);
    const [grownToFail] = failing.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    failing.fail(grownToFail!, new Error('refused'));
    await settle();
    expect(outcomes.every((outcome) => outcome.state === 'rejected')).toBe(true);
    expect(failing.bufferedBytes).toBe(0);
  });

  it('when the pool has no room for the growth, closes the batch at its size instead of waiting for memory', async () => {
    // 1000 in flight + 1000 open leaves 500: not enough for a growth step of 1000.
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000, bufferMemory: 2_500, lingerMs: 1_000 });
    const { batch } = oneInFlight(accumulator);
    void queued(accumulator, RECORDS_PER_BATCH);
    expect(accumulator.blockedAppends).toBe(0);
    const next = track(appendOne(accumulator, TOPIC, 0, record(99), 0));
    // The batch is full at batchSize; the record waits for memory as any send does when the pool is full.
    expect(accumulator.blockedAppends).toBe(1);
    expect(accumulator.bufferedBytes).toBe(2_000);
    accumulator.complete(batch, 0n);
    expect(accumulator.blockedAppends).toBe(0);
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(drained.map((each) => each.recordCount)).toEqual([RECORDS_PER_BATCH]);
    expect(drained[0]?.reservedBytes).toBe(1_000);
    await settle();
    expect(next.state).toBe('pending');
  });

  it('grows by what is left below batchMaxSize when that is less than a step', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 1_500, bufferMemory: 2_500 });
    const { batch } = oneInFlight(accumulator);
    void queued(accumulator, 12);
    accumulator.complete(batch, 0n);
    const [grown] = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(grown?.recordCount).toBe(12);
    expect(grown?.reservedBytes).toBe(1_500);
    expect(accumulator.bufferedBytes).toBe(1_500);
  });
});

describe('batchMaxSize: requests and splits', () => {
  it('one Produce request stays within maxRequestSize: two grown batches go in two requests', () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000, maxRequestSize: 4_000 });
    const first = oneInFlight(accumulator, 0);
    const second = oneInFlight(accumulator, 1);
    void queued(accumulator, 20, 0);
    void queued(accumulator, 20, 1);
    accumulator.complete(first.batch, 0n);
    accumulator.complete(second.batch, 0n);
    const requests = [accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [], accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? []];
    expect(requests.map((request) => request.map((each) => each.recordCount))).toEqual([[20], [20]]);
    for (const request of requests) expect(request.reduce((sum, each) => sum + each.estimatedSizeInBytes, 0)).toBeLessThanOrEqual(4_000);
  });

  it('a grown batch refused as too large splits into batches of batchSize that share its reservation', async () => {
    const { accumulator } = makeAccumulator({ maxInFlightPerPartition: 1, batchMaxSize: 3_000 });
    const { batch, deliveries } = oneInFlight(accumulator);
    const grownDeliveries = queued(accumulator, GROWN_RECORDS);
    accumulator.complete(batch, 0n);
    const [grown] = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    const parts = accumulator.splitAndReenqueue(grown!);
    expect(parts.map((part) => part.recordCount)).toEqual([8, 8, 8, 2]);
    expect(parts.every((part) => part.estimatedSizeInBytes <= 1_000)).toBe(true);
    expect(parts.reduce((sum, part) => sum + part.reservedBytes, 0)).toBe(3_000);
    let offset = 8n;
    for (const part of parts) {
      const [drained] = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
      expect(drained).toBe(part);
      accumulator.complete(part, offset);
      offset += BigInt(part.recordCount);
    }
    expect(accumulator.bufferedBytes).toBe(0);
    const offsets = (await Promise.all([...deliveries, ...grownDeliveries])).map((each) => each.offset);
    expect(offsets).toEqual(Array.from({ length: 8 + GROWN_RECORDS }, (_, index) => BigInt(index)));
  });
});

describe('batchMaxSize: configuration', () => {
  function rejectedFields(input: Parameters<typeof resolveProducerConfig>[0]): string[] {
    try {
      resolveProducerConfig(input);
    } catch (error) {
      if (error instanceof ConfigError) return error.issues.map((issue) => `${issue.field}: ${issue.message}`);
      throw error;
    }
    return [];
  }

  it('defaults to 1 MiB within maxRequestSize and never below batchSize, and keeps an explicit value', () => {
    expect(resolveProducerConfig({}).batchMaxSize).toBe(1_048_576);
    expect(resolveProducerConfig({ maxRequestSize: 500_000 }).batchMaxSize).toBe(500_000);
    expect(resolveProducerConfig({ batchSize: 2_000_000, maxRequestSize: 4_000_000, bufferMemory: 8_000_000 }).batchMaxSize).toBe(2_000_000);
    expect(resolveProducerConfig({ batchMaxSize: 16_384 }).batchMaxSize).toBe(16_384);
    expect(resolveProducerConfig({ batchMaxSize: 65_536 }).batchMaxSize).toBe(65_536);
  });

  it('rejects a value below batchSize, above maxRequestSize, or not a positive integer, naming the field', () => {
    expect(rejectedFields({ batchSize: 2_000, batchMaxSize: 1_000 })).toEqual([expect.stringMatching(/^batchMaxSize: must be >= batchSize/)]);
    expect(rejectedFields({ batchMaxSize: 2_000_000 })).toEqual([expect.stringMatching(/^batchMaxSize: must be <= maxRequestSize/)]);
    expect(rejectedFields({ batchMaxSize: 0 })[0]).toMatch(/^batchMaxSize: must be >= 1/);
    expect(rejectedFields({ batchMaxSize: 1.5 })[0]).toMatch(/^batchMaxSize: /);
    // Equal to a batchSize above maxRequestSize is "no growth", which that rule does not concern.
    expect(rejectedFields({ batchSize: 2_000_000, batchMaxSize: 2_000_000, bufferMemory: 4_000_000 })).toEqual([]);
  });
});
