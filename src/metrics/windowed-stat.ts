/**
 * A windowed counter with sum and max, as Java's metrics `SampledStat` with its defaults
 * (`metrics.sample.window.ms` = 30 s, `metrics.num.samples` = 2): values fall into the current 30 s sample;
 * a rate divides what the live samples hold by the time they cover (at least one sample, 30 s), so a rate
 * reflects the last 30-60 s. Two fixed samples, no allocation when recording.
 */

/**
 * Length of one sample; a rate, average or max covers the last one to two of them.
 * @public
 */
export const METRICS_SAMPLE_WINDOW_MS = 30_000;

/** @internal */
export class WindowedStat {
  private readonly start: [number, number];
  private readonly count: [number, number] = [0, 0];
  private readonly sum: [number, number] = [0, 0];
  private readonly max: [number, number] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  private current: 0 | 1 = 0;
  /** All-time totals (the `-total` metrics). */
  totalCount = 0;
  totalSum = 0;

  constructor(now: number) {
    this.start = [now, now - METRICS_SAMPLE_WINDOW_MS];
  }

  /** Records one value (a latency, a batch size) or, for a plain counter, `value` occurrences with `count`. */
  record(now: number, value: number, count = 1): void {
    this.roll(now);
    const at = this.current;
    this.count[at] += count;
    this.sum[at] += value;
    if (value > this.max[at]) this.max[at] = value;
    this.totalCount += count;
    this.totalSum += value;
  }

  /** Occurrences per second over the live samples. */
  rate(now: number): number {
    return this.livePerMs(now, this.count, 1000);
  }

  /**
   * Sum of the recorded values per millisecond over the live samples (at least one window): for a recorded
   * duration in ms, the fraction of time it covers (Java's `Rate` of a time, e.g. `bufferpool-wait-ratio`).
   */
  sumPerMs(now: number): number {
    return this.livePerMs(now, this.sum, 1);
  }

  /** `scale` times the live samples' total of `values`, per millisecond of their span (at least one window). */
  private livePerMs(now: number, values: readonly [number, number], scale: number): number {
    this.roll(now);
    let total = 0;
    let oldest = now;
    for (const at of [0, 1] as const) {
      if (!this.live(at, now)) continue;
      total += values[at];
      oldest = Math.min(oldest, this.start[at]);
    }
    return (total * scale) / Math.max(now - oldest, METRICS_SAMPLE_WINDOW_MS);
  }

  /** Sum over the live samples divided by their count (NaN when empty, as Java). */
  avg(now: number): number {
    this.roll(now);
    let count = 0;
    let sum = 0;
    for (const at of [0, 1] as const) {
      if (!this.live(at, now)) continue;
      count += this.count[at];
      sum += this.sum[at];
    }
    return count === 0 ? Number.NaN : sum / count;
  }

  /** Largest value over the live samples (NaN when empty). */
  maximum(now: number): number {
    this.roll(now);
    let max = Number.NEGATIVE_INFINITY;
    for (const at of [0, 1] as const) if (this.live(at, now) && this.count[at] > 0) max = Math.max(max, this.max[at]);
    return max === Number.NEGATIVE_INFINITY ? Number.NaN : max;
  }

  private live(at: 0 | 1, now: number): boolean {
    return now - this.start[at] < 2 * METRICS_SAMPLE_WINDOW_MS;
  }

  private roll(now: number): void {
    if (now - this.start[this.current] < METRICS_SAMPLE_WINDOW_MS) return;
    const next = this.current === 0 ? 1 : 0;
    this.current = next;
    this.start[next] = now;
    this.count[next] = 0;
    this.sum[next] = 0;
    this.max[next] = Number.NEGATIVE_INFINITY;
  }
}
