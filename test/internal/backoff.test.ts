import { describe, expect, it } from 'vitest';
import { ExponentialBackoff, concurrentTransactionsBackoff, seededRandom } from '../../src/internal/backoff.js';

describe('backoff', () => {
  it('CONCURRENT_TRANSACTIONS backoff rises 2, 4, 8 and is capped', () => {
    const backoff = concurrentTransactionsBackoff();
    expect([0, 1, 2, 3, 4, 5, 10].map((a) => backoff.delayMs(a))).toEqual([2, 4, 8, 16, 32, 64, 500]);
  });

  it('jitter stays within the configured fraction and is reproducible with a seed', () => {
    const make = (): ExponentialBackoff => new ExponentialBackoff({ initialMs: 100, maxMs: 1000, jitter: 0.2, random: seededRandom(42) });
    const first = make();
    const delays = Array.from({ length: 50 }, (_, attempt) => first.delayMs(attempt % 6));
    const second = make();
    expect(Array.from({ length: 50 }, (_, attempt) => second.delayMs(attempt % 6))).toEqual(delays);
    delays.forEach((delay, i) => {
      const base = Math.min(1000, 100 * 2 ** (i % 6));
      expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.8));
      expect(delay).toBeLessThanOrEqual(Math.ceil(base * 1.2));
    });
    expect(new Set(delays.slice(0, 6)).size).toBeGreaterThan(1);
  });

  it('rejects a cap below the initial delay', () => {
    expect(() => new ExponentialBackoff({ initialMs: 100, maxMs: 10 })).toThrow(RangeError);
  });
});
