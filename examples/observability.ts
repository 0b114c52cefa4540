/**
 * Observability of a transactional pipeline, on the embedded cluster: the three ways to watch
 * kafka-eos, side by side.
 *
 *   npm run example:observability
 *
 * 1. `node:diagnostics_channel`: a subscriber prints every request on the wire and times commitTransaction.
 * 2. OpenTelemetry (`kafka-eos/opentelemetry`): spans go to the SDK's ConsoleSpanExporter; the producer's
 *    send writes W3C `traceparent` into the records, the consumer's process spans continue the trace; the
 *    messaging metrics are printed from an on-demand metric reader.
 * 3. `producer.metrics()` as a Prometheus scrape (`toPrometheusText`).
 */
import diagnostics_channel from 'node:diagnostics_channel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { MeterProvider, MetricReader, type DataPoint, type Histogram } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, ConsoleSpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { Consumer, DiagnosticsChannels, Producer, toPrometheusText, type ProducerOperationMessage, type RequestMessage } from 'kafka-eos';
import { extractTraceContext, KafkaEosInstrumentation } from 'kafka-eos/opentelemetry';
import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';

// --- OpenTelemetry SDK setup (what an application's tracing bootstrap does) ---------------------------------
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(new ConsoleSpanExporter())] });
/** A metric reader collected on demand (an application would use a PeriodicExportingMetricReader or Prometheus). */
class OnDemandReader extends MetricReader {
  protected onForceFlush(): Promise<void> { return Promise.resolve(); }
  protected onShutdown(): Promise<void> { return Promise.resolve(); }
}
const metricReader = new OnDemandReader();
const meterProvider = new MeterProvider({ readers: [metricReader] });
const instrumentation = new KafkaEosInstrumentation({ tracerProvider, meterProvider });
instrumentation.enable();

// --- A diagnostics_channel subscriber: every request, and the commit's duration ------------------------------
const onRequest = (message: unknown): void => {
  const request = message as RequestMessage;
  const outcome = request.error === undefined ? `error code ${String(request.errorCode ?? '-')}` : `failed: ${request.error.message}`;
  console.log(`[diagnostics] ${request.api} v${request.version} -> broker ${request.nodeId} (${request.clientId}): ${request.latencyMs} ms, ${outcome}`);
};
diagnostics_channel.subscribe(DiagnosticsChannels.request, onRequest);
const commitStarted = new WeakMap<ProducerOperationMessage, number>();
const commitHandlers = {
  start: (message: ProducerOperationMessage) => { commitStarted.set(message, performance.now()); },
  end: () => undefined,
  asyncStart: () => undefined,
  asyncEnd: (message: ProducerOperationMessage) => {
    console.log(`[diagnostics] commitTransaction of ${message.transactionalId ?? '?'} took ${(performance.now() - (commitStarted.get(message) ?? 0)).toFixed(1)} ms`);
  },
  error: (message: ProducerOperationMessage) => { console.log(`[diagnostics] commitTransaction failed: ${String(message.error)}`); },
};
const commitChannel = diagnostics_channel.tracingChannel<unknown, ProducerOperationMessage>(DiagnosticsChannels.commitTransaction);
commitChannel.subscribe(commitHandlers);

// --- The pipeline: a transaction of three orders, then a read_committed consumer that processes them ---------
const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'orders', partitions: 1 }] });
const producer = new Producer({ network: new InProcessNetworkClient(cluster, { clientId: 'checkout' }), clientId: 'checkout', transactionalId: 'checkout-1', lingerMs: 0 });
const tracer = tracerProvider.getTracer('example');

const checkoutTraceId = await tracer.startActiveSpan('checkout', async (span) => {
  await producer.initTransactions();
  producer.beginTransaction();
  await producer.send([1, 2, 3].map((n) => ({ topic: 'orders', key: `order-${n}`, value: JSON.stringify({ order: n, total: 10 * n }) })));
  await producer.commitTransaction();
  span.end();
  return span.spanContext().traceId;
});

const consumer = new Consumer({ network: new InProcessNetworkClient(cluster, { clientId: 'billing' }), clientId: 'billing', autoOffsetReset: 'earliest' });
consumer.assign([{ topic: 'orders', partition: 0 }]);
let processed = 0;
let inCheckoutTrace = 0;
while (processed < 3) {
  const batch = await consumer.poll({ timeoutMs: 5_000 });
  if (batch.records.length === 0) throw new Error('the committed orders did not arrive');
  for (const record of batch.records) {
    // One process span per record, parented to the send span whose context the record's headers carry.
    await instrumentation.traceProcessing(record, () => {
      const traceId = trace.getSpanContext(extractTraceContext(record.headers))?.traceId;
      console.log(`processed ${Buffer.from(record.key ?? []).toString()} in trace ${traceId ?? 'none'} (the checkout's trace: ${String(traceId === checkoutTraceId)})`);
      if (traceId === checkoutTraceId) inCheckoutTrace++;
    }, { clientId: 'billing' });
    processed++;
  }
}

// --- The numbers: a Prometheus scrape of producer.metrics(), and the OpenTelemetry messaging metrics ---------
console.log('\n# Prometheus scrape of producer.metrics()');
console.log(toPrometheusText(producer.metrics(), { clientId: producer.config.clientId }).trimEnd());

console.log('\n# OpenTelemetry metrics');
const { resourceMetrics } = await metricReader.collect();
for (const metric of resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics)) {
  for (const point of metric.dataPoints as DataPoint<number | Histogram>[]) {
    const value = typeof point.value === 'number' ? String(point.value) : `count=${point.value.count} sum=${(point.value.sum ?? 0).toFixed(4)}s`;
    const labels = Object.entries(point.attributes).map(([name, attribute]) => `${name}=${String(attribute)}`).join(', ');
    console.log(`${metric.descriptor.name} {${labels}} ${value}`);
  }
}

// --- Shutdown ------------------------------------------------------------------------------------------------
await consumer.close();
await producer.close();
cluster.close();
instrumentation.disable();
diagnostics_channel.unsubscribe(DiagnosticsChannels.request, onRequest);
commitChannel.unsubscribe(commitHandlers);
await tracerProvider.shutdown();
await meterProvider.shutdown();
if (inCheckoutTrace !== 3) throw new Error('expected every record processed in the checkout trace');
console.log('\nobservability example: done');
