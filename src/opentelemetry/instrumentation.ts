/**
 * The OpenTelemetry instrumentation of kafka-eos, built on the client's
 * `node:diagnostics_channel` channels: `enable()` subscribes span and metric handlers to the producer's five
 * operation channels, the consumer's `poll` channel and (optionally) the request channel; `disable()`
 * unsubscribes them, after which the channels are free again. Nothing in the client imports this module: an
 * application that does not load `kafka-eos/opentelemetry` pays nothing, and one that loads it but has not
 * called `enable()` pays nothing either. See docs/observability.md, "OpenTelemetry".
 */
import { metrics as metricsApi, trace, type Span } from '@opentelemetry/api';
import type { ConsumedBatch, ConsumedRecord } from '../consumer/transactional-source.js';
import { ClientMetrics } from './client-metrics.js';
import { ConsumerSpans } from './consumer-spans.js';
import type { ChannelSubscriber, InstrumentationContext } from './instrumentation-context.js';
import { resolveInstrumentationOptions, type KafkaEosInstrumentationOptions, type ResolvedInstrumentationOptions } from './instrumentation-options.js';
import { traceProcessing as runInProcessSpan, type TraceProcessingOptions } from './process-span.js';
import { ProducerSpans } from './producer-spans.js';
import { RequestSpans } from './request-spans.js';

/**
 * The instrumentation scope name of the spans and metrics.
 * @public
 */
export const INSTRUMENTATION_NAME = 'kafka-eos';

/**
 * OpenTelemetry spans, metrics and trace context propagation for kafka-eos producers and consumers:
 * `new KafkaEosInstrumentation({ tracerProvider, meterProvider }).enable()`. Instrumentation is process-wide
 * (the channels are): every producer and consumer of every copy of kafka-eos is traced while it is enabled.
 * @public
 */
export class KafkaEosInstrumentation {
  private readonly options: ResolvedInstrumentationOptions;
  private enabled: { readonly context: InstrumentationContext; readonly subscribers: readonly ChannelSubscriber[] } | undefined;

  /** @throws ConfigError naming every bad option. */
  constructor(options: KafkaEosInstrumentationOptions = {}) {
    this.options = resolveInstrumentationOptions(options);
  }

  /** True between `enable()` and `disable()`. */
  get isEnabled(): boolean {
    return this.enabled !== undefined;
  }

  /**
   * Subscribes to the channels (idempotent). The tracer and meter are taken from the configured providers, else
   * from the global ones as they are now.
   */
  enable(): void {
    if (this.enabled !== undefined) return;
    const { tracerProvider, meterProvider, propagator, propagateContext, requestSpans } = this.options;
    const context: InstrumentationContext = {
      tracer: (tracerProvider ?? trace.getTracerProvider()).getTracer(INSTRUMENTATION_NAME),
      metrics: new ClientMetrics((meterProvider ?? metricsApi.getMeterProvider()).getMeter(INSTRUMENTATION_NAME)),
      propagator,
      propagateContext,
    };
    const subscribers: ChannelSubscriber[] = [new ProducerSpans(context), new ConsumerSpans(context)];
    if (requestSpans) subscribers.push(new RequestSpans(context));
    for (const subscriber of subscribers) subscriber.subscribe();
    this.enabled = { context, subscribers };
  }

  /** Unsubscribes (idempotent): no span or metric is recorded afterwards, operations under way included. */
  disable(): void {
    const enabled = this.enabled;
    if (enabled === undefined) return;
    this.enabled = undefined;
    for (const subscriber of enabled.subscribers) subscriber.unsubscribe();
  }

  /**
   * Runs `process` (the handling of consumed records) in a CONSUMER span `process <topic>`, active while it
   * runs, so that what it sends and commits are the span's children. One record: parented to the producer
   * context in its headers; a batch: linked to each. Records `messaging.process.duration`; a rejection marks the
   * span failed and is rethrown. While disabled, `process` simply runs.
   */
  async traceProcessing<T>(input: ConsumedBatch | ConsumedRecord, process: (span: Span | undefined) => T | Promise<T>, options: TraceProcessingOptions = {}): Promise<T> {
    const enabled = this.enabled;
    if (enabled === undefined) return process(undefined);
    return runInProcessSpan(enabled.context, input, process, options);
  }
}
