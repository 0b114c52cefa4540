/** Accumulator half of the in-flight delivery timeout (unit level; kept here because test/producer/ belongs to another work stream). */
import { describe, expect, it } from 'vitest';
import { appendOne, BROKER_ONE, leaderOne, makeAccumulator, record, TOPIC } from './accumulator-helpers.js';

describe('RecordAccumulator: delivery timeout of in-flight batches', () => {
  it('fails an in-flight batch at its deadline but keeps it in flight until answered', async () => {
    const { accumulator } = makeAccumulator({ deliveryTimeoutMs: 1_000, lingerMs: 0 });
    const delivery = appendOne(accumulator, TOPIC, 0, record(0), 0);
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)!;
    const batch = drained[0]!;
    expect(accumulator.nextExpiryAt()).toBe(1_000);
    expect(accumulator.expiredInFlightBatches(999)).toEqual([]);
    expect(accumulator.expiredInFlightBatches(1_000)).toEqual([batch]);
    accumulator.expireInFlight(batch, new Error('delivery timeout'));
    await expect(delivery).rejects.toThrow('delivery timeout');
    expect(accumulator.bufferedBytes).toBe(0);
    // Still in flight: EndTxn and later batches wait for its answer; it is not expired twice.
    expect(accumulator.inFlightCount(TOPIC, 0)).toBe(1);
    expect(accumulator.hasIncomplete()).toBe(true);
    expect(accumulator.expiredInFlightBatches(5_000)).toEqual([]);
    expect(accumulator.nextExpiryAt()).toBeUndefined();
    // The late answer removes it without settling anything twice or freeing memory again.
    accumulator.complete(batch, 0n);
    expect(accumulator.inFlightCount(TOPIC, 0)).toBe(0);
    expect(accumulator.hasIncomplete()).toBe(false);
    expect(accumulator.bufferedBytes).toBe(0);
  });
});
