import { describe, expect, it } from 'vitest';
import { WARM_UP_MAX_TRANSACTIONS, WARM_UP_MIN_MS, warmUpDone, warmUpTransactions } from '../../bench/lib/bench-spec.js';

describe('bench warm-up', () => {
  it('runs at least the fixed count, however long that takes', () => {
    expect(warmUpTransactions(2_000)).toBe(1_000);
    expect(warmUpTransactions(300)).toBe(150);
    expect(warmUpDone(999, 60_000, 2_000)).toBe(false);
    expect(warmUpDone(1_000, 60_000, 2_000)).toBe(true);
  });

  it('runs at least WARM_UP_MIN_MS, so a fast client is measured past its tier-up', () => {
    expect(warmUpDone(5_000, WARM_UP_MIN_MS - 1, 2_000)).toBe(false);
    expect(warmUpDone(5_000, WARM_UP_MIN_MS, 2_000)).toBe(true);
  });

  it('stops at WARM_UP_MAX_TRANSACTIONS even before WARM_UP_MIN_MS', () => {
    expect(warmUpDone(WARM_UP_MAX_TRANSACTIONS - 1, 100, 2_000)).toBe(false);
    expect(warmUpDone(WARM_UP_MAX_TRANSACTIONS, 100, 2_000)).toBe(true);
  });
});
