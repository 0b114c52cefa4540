/**
 * What the subscribers of one enabled instrumentation share: its tracer, its instruments and its settings.
 */
import type { TextMapPropagator, Tracer } from '@opentelemetry/api';
import type { ClientMetrics } from './client-metrics.js';

/** @internal */
export interface InstrumentationContext {
  readonly tracer: Tracer;
  readonly metrics: ClientMetrics;
  /** `undefined`: the global propagator. */
  readonly propagator: TextMapPropagator | undefined;
  readonly propagateContext: boolean;
}

/**
 * One subscriber of diagnostics channels: `subscribe` and `unsubscribe` are called by `enable` and `disable`.
 * @internal
 */
export interface ChannelSubscriber {
  subscribe(): void;
  unsubscribe(): void;
}

/** Milliseconds of a monotonic clock (durations of the metrics). @internal */
export function monotonicMs(): number {
  return performance.now();
}
