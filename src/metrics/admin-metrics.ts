/**
 * `admin.metrics()`: what the admin client's calls and requests cost, in the producer's and consumer's 30 s
 * samples on the client's clock. Fed once per call and once per request, never per resource.
 */
import type { Clock } from '../internal/clock.js';
import { METRICS_SAMPLE_WINDOW_MS, WindowedStat } from './windowed-stat.js';
import type { MetricsSnapshot } from './metrics-snapshot.js';

/**
 * Admin-client-wide metrics. Rates are per second, times in ms; an average or max with no sample in the window is NaN.
 * @public
 */
export interface AdminMetricValues {
  /** Admin calls finished (resolved or rejected), and their latency (call to outcome, retries included). */
  readonly 'calls-total': number;
  /** Admin calls per second over the window. */
  readonly 'call-rate': number;
  /** Average duration of an admin call in the window, ms (its retries included). */
  readonly 'call-latency-avg': number;
  /** Longest admin call in the window, ms. */
  readonly 'call-latency-max': number;
  /** Admin calls that rejected. */
  readonly 'call-errors-total': number;
  /** Retries after a retriable failure (coordinator moved, leader moved, connection lost, broker busy). */
  readonly 'call-retries-total': number;
  /** Requests answered or failed, and their latency (hand-off to answer). */
  readonly 'request-total': number;
  /** Requests sent per second over the window. */
  readonly 'request-rate': number;
  /** Average request latency in the window, ms from hand-off to answer. */
  readonly 'request-latency-avg': number;
  /** Longest request latency in the window, ms. */
  readonly 'request-latency-max': number;
  /** Requests that got no answer (network error, timeout, abort). */
  readonly 'request-failed-total': number;
}

/**
 * Per-API request metrics.
 * @public
 */
export interface AdminApiMetricValues {
  /** The Kafka API's name (`DescribeTransactions`, `ListOffsets`, ...). */
  readonly api: string;
  /** Requests of this API sent. */
  readonly 'request-total': number;
  /** Average latency of this API's requests in the window, ms. */
  readonly 'request-latency-avg': number;
  /** Longest latency of this API's requests in the window, ms. */
  readonly 'request-latency-max': number;
  /** Requests of this API that failed without an answer (connection lost, timeout). */
  readonly 'request-failed-total': number;
}

/**
 * What `admin.metrics()` returns: a snapshot at `timestamp` (the client's clock).
 * @public
 */
export interface AdminMetrics extends MetricsSnapshot {
  /** The client-wide values. */
  readonly admin: AdminMetricValues;
  /** One entry per API the client sent, by name. */
  readonly apis: readonly AdminApiMetricValues[];
}

/**
 * The counters behind {@link AdminMetrics}.
 * @internal
 */
export class AdminMetricsRecorder {
  private readonly clock: Clock;
  private readonly calls: WindowedStat;
  private readonly requests: WindowedStat;
  private callErrors = 0;
  private retries = 0;
  private requestsFailed = 0;
  private readonly perApi = new Map<string, { readonly stat: WindowedStat; failed: number }>();

  constructor(clock: Clock) {
    this.clock = clock;
    const now = clock.now();
    this.calls = new WindowedStat(now);
    this.requests = new WindowedStat(now);
  }

  /** A call ended after `latencyMs`, rejected when `failed`. */
  callEnded(latencyMs: number, failed: boolean): void {
    this.calls.record(this.clock.now(), latencyMs);
    if (failed) this.callErrors++;
  }

  /** A call retried. */
  retried(): void {
    this.retries++;
  }

  /** A request of `api` ended after `latencyMs`; `failed` when it got no answer. */
  requestEnded(api: string, latencyMs: number, failed: boolean): void {
    const now = this.clock.now();
    this.requests.record(now, latencyMs);
    let entry = this.perApi.get(api);
    if (entry === undefined) {
      entry = { stat: new WindowedStat(now), failed: 0 };
      this.perApi.set(api, entry);
    }
    entry.stat.record(now, latencyMs);
    if (failed) {
      entry.failed++;
      this.requestsFailed++;
    }
  }

  /** The snapshot returned by `admin.metrics()`. */
  snapshot(): AdminMetrics {
    const now = this.clock.now();
    return {
      timestamp: now,
      sampleWindowMs: METRICS_SAMPLE_WINDOW_MS,
      admin: {
        'calls-total': this.calls.totalCount,
        'call-rate': this.calls.rate(now),
        'call-latency-avg': this.calls.avg(now),
        'call-latency-max': this.calls.maximum(now),
        'call-errors-total': this.callErrors,
        'call-retries-total': this.retries,
        'request-total': this.requests.totalCount,
        'request-rate': this.requests.rate(now),
        'request-latency-avg': this.requests.avg(now),
        'request-latency-max': this.requests.maximum(now),
        'request-failed-total': this.requestsFailed,
      },
      apis: [...this.perApi].sort(([a], [b]) => a.localeCompare(b)).map(([api, { stat, failed }]) => ({
        api, 'request-total': stat.totalCount, 'request-latency-avg': stat.avg(now), 'request-latency-max': stat.maximum(now), 'request-failed-total': failed,
      })),
    };
  }
}
