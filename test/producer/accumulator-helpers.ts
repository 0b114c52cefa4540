import { ManualClock } from '../../src/internal/clock.js';
import type { RecordInput } from '../../src/protocol/record-batch/record.js';
import { RecordAccumulator } from '../../src/producer/accumulator/record-accumulator.js';
import { RecordDelivery } from '../../src/producer/accumulator/delivery.js';
import type { ProducerBatch } from '../../src/producer/accumulator/producer-batch.js';
import type { RecordMetadata } from '../../src/common/record.js';
import type { DrainProducerState, RecordAccumulatorOptions } from '../../src/producer/accumulator/record-accumulator-options.js';

export const TOPIC = 'orders';

/**
 * With a 100-byte value and no key, a record encodes to 107 bytes and its upper bound is 136, so a
 * 1000-byte batch (61-byte header) takes exactly 8 records.
 */
export const RECORDS_PER_BATCH = 8;

export function record(index: number, valueSize = 100): RecordInput {
  return { timestamp: 1_700_000_000_000 + index, key: null, value: Buffer.alloc(valueSize, index & 0xff) };
}

export function makeAccumulator(overrides: Partial<RecordAccumulatorOptions> = {}): { accumulator: RecordAccumulator; clock: ManualClock; wakeups: () => number } {
  const clock = new ManualClock(0);
  let wakeups = 0;
  const accumulator = new RecordAccumulator({
    batchSize: 1_000,
    lingerMs: 10,
    maxRequestSize: 10_000,
    bufferMemory: 100_000,
    compression: 'none',
    maxInFlightPerPartition: 5,
    retryBackoffMs: 100,
    retryBackoffMaxMs: 1_000,
    deliveryTimeoutMs: 120_000,
    maxBlockMs: 60_000,
    transactional: false,
    clock,
    onWakeup: () => {
      wakeups++;
    },
    ...overrides,
  });
  return { accumulator, clock, wakeups: () => wakeups };
}

/** Appends one record as `send(record)` does and returns its delivery promise. */
export function appendOne(accumulator: RecordAccumulator, topic: string, partition: number, input: RecordInput, nowMs: number): Promise<RecordMetadata> {
  const delivery = new RecordDelivery();
  accumulator.append(topic, partition, input, nowMs, delivery, 0);
  return delivery.promise;
}

/** Appends one record to `batch` with a promise of its own. */
export function appendToBatch(batch: ProducerBatch, input: RecordInput): Promise<RecordMetadata> {
  const delivery = new RecordDelivery();
  batch.append(input, delivery, 0);
  return delivery.promise;
}

/** Every partition is led by broker 1. */
export const leaderOne = (): number => 1;
export const BROKER_ONE: ReadonlySet<number> = new Set([1]);

/** A transaction-manager stand-in that hands out sequences per partition. */
export function sequenceSource(producerId = 4_000n, producerEpoch = 3): DrainProducerState & { sequences: Map<string, number>; blocked: Set<string> } {
  const sequences = new Map<string, number>();
  const blocked = new Set<string>();
  return {
    producerId,
    producerEpoch,
    sequences,
    blocked,
    isPartitionSendable: (topic, partition) => !blocked.has(`${topic}-${partition}`),
    nextSequence: (topic, partition) => sequences.get(`${topic}-${partition}`) ?? 0,
    incrementSequence: (topic, partition, count) => {
      const key = `${topic}-${partition}`;
      sequences.set(key, (sequences.get(key) ?? 0) + count);
    },
  };
}

/** Settles pending promise callbacks. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** Tracks a promise's outcome without awaiting it. */
export function track<T>(promise: Promise<T>): { readonly state: 'pending' | 'resolved' | 'rejected'; readonly value: T | undefined; readonly error: unknown } {
  const outcome: { state: 'pending' | 'resolved' | 'rejected'; value: T | undefined; error: unknown } = { state: 'pending', value: undefined, error: undefined };
  promise.then(
    (value) => {
      outcome.state = 'resolved';
      outcome.value = value;
    },
    (error: unknown) => {
      outcome.state = 'rejected';
      outcome.error = error;
    },
  );
  return outcome;
}
