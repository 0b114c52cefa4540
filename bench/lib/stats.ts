/**
 * Order statistics for the report: median/min/max over runs, and latency percentiles inside a child.
 * Percentiles use the nearest-rank method (the value at rank ceil(p * n)), so p99.9 of 1,000 samples is
 * the largest one, which is what a reader of "p99.9" expects from a small sample.
 */

/**
 * The nearest-rank percentile `p` (0..1) of `sorted` (ascending); NaN for an empty input.
 * @internal
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * Median, minimum and maximum of the finite values in `values` (NaN fields when none is finite).
 * @internal
 */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
}

/**
 * {@link Spread} of `values`; the median of an even count is the mean of the two middle values.
 * @internal
 */
export function spread(values: readonly number[]): Spread {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const n = finite.length;
  if (n === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };
  const middle = Math.floor(n / 2);
  const median = n % 2 === 1 ? finite[middle]! : (finite[middle - 1]! + finite[middle]!) / 2;
  return { median, min: finite[0]!, max: finite[n - 1]!, n };
}
