import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../bench/lib/cli-options.js';

describe('bench options', () => {
  it('divides the counts by --divisor, by 20 with --quick, else not at all', () => {
    expect(parseBenchOptions([]).divisor).toBe(1);
    expect(parseBenchOptions(['--quick']).divisor).toBe(20);
    expect(parseBenchOptions(['--divisor', '4'])).toMatchObject({ divisor: 4, runs: 5 });
    expect(parseBenchOptions(['--quick', '--divisor', '2'])).toMatchObject({ divisor: 2, runs: 2 });
  });

  it('refuses a divisor that is not a whole number from 1 to 1000', () => {
    for (const value of ['0', '2.5', 'x', '1001']) expect(() => parseBenchOptions(['--divisor', value])).toThrow(/--divisor must be an integer/);
    expect(() => parseBenchOptions(['--divisor'])).toThrow(/--divisor must be an integer/);
  });
});
