/**
 * The OpenTelemetry SDK pieces the instrumentation tests run with: a tracer provider exporting to an
 * InMemorySpanExporter, a meter provider read on demand, the async-hooks context manager and the W3C
 * propagator registered globally (what an application's SDK setup does).
 */
import { context, propagation, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { MeterProvider, MetricReader, type DataPoint, type Histogram } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** A reader whose `collect()` the test calls. */
class OnDemandReader extends MetricReader {
  protected onForceFlush(): Promise<void> { return Promise.resolve(); }
  protected onShutdown(): Promise<void> { return Promise.resolve(); }
}

export interface OtelHarness {
  readonly exporter: InMemorySpanExporter;
  readonly tracerProvider: BasicTracerProvider;
  readonly meterProvider: MeterProvider;
  spans(): ReadableSpan[];
  span(name: string): ReadableSpan;
  /** Data points of `metric` (sums as numbers, histograms as their count), with their attributes. */
  points(metric: string): Promise<{ attributes: Attributes; value: number }[]>;
  close(): Promise<void>;
}

export function registerGlobals(): () => void {
  const manager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(manager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return () => { context.disable(); propagation.disable(); };
}

export function otelHarness(): OtelHarness {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const reader = new OnDemandReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  return {
    exporter,
    tracerProvider,
    meterProvider,
    spans: () => exporter.getFinishedSpans(),
    span(name) {
      const found = exporter.getFinishedSpans().filter((span) => span.name === name);
      if (found.length !== 1) throw new Error(`expected one span named ${name}, found ${found.length}: ${exporter.getFinishedSpans().map((span) => span.name).join(', ')}`);
      return found[0] as ReadableSpan;
    },
    async points(metric) {
      const { resourceMetrics } = await reader.collect();
      const found = resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics).find((each) => each.descriptor.name === metric);
      if (found === undefined) return [];
      return (found.dataPoints as DataPoint<number | Histogram>[]).map((point) => ({
        attributes: point.attributes,
        value: typeof point.value === 'number' ? point.value : point.value.count,
      }));
    },
    async close() {
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
    },
  };
}
