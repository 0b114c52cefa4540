/**
 * The consumer-side "process" span (semconv operation type `process`, kind CONSUMER) around user code that
 * handles consumed records: a batch handler of the transactional session, or the body of a `for await` loop.
 * Processing is user code, so there is no channel to hang it on; `traceProcessing` runs the code inside the
 * span (the active context), so the records it sends and the transaction it commits are the span's children.
 * One record: the span's parent is the producer context in its headers (the trace continues across Kafka),
 * and it links to it. Several: the parent is the caller's context, with a link per producer context.
 */
import { context as contextApi, SpanKind, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { ConsumedBatch, ConsumedRecord } from '../consumer/transactional-source.js';
import { monotonicMs, type InstrumentationContext } from './instrumentation-context.js';
import { recordFailure } from './producer-spans.js';
import { batchAttributes, linksOf, producerSpanContext } from './record-links.js';
import { errorType, KafkaEosAttributes as A, keyAttribute } from './semantic-conventions.js';

/**
 * Options of `KafkaEosInstrumentation.traceProcessing`.
 * @public
 */
export interface TraceProcessingOptions {
  /** `messaging.consumer.group.name`. */
  readonly groupId?: string;
  /** `messaging.client.id`. */
  readonly clientId?: string;
}

/**
 * Runs `process` in a process span over `input`.
 * @internal
 */
export async function traceProcessing<T>(instrumentation: InstrumentationContext, input: ConsumedBatch | ConsumedRecord,
  process: (span: Span) => T | Promise<T>, options: TraceProcessingOptions): Promise<T> {
  const { tracer, metrics, propagator } = instrumentation;
  const records: readonly ConsumedRecord[] = 'records' in input ? input.records : [input];
  const attributes: Attributes = { [A.messagingSystem]: 'kafka', [A.operationName]: 'process', [A.operationType]: 'process' };
  if (options.groupId !== undefined) attributes[A.consumerGroupName] = options.groupId;
  const metricAttributes: Attributes = { ...attributes };
  const batch = batchAttributes(records);
  const topic = batch[A.destinationName];
  if (typeof topic === 'string') metricAttributes[A.destinationName] = topic;
  Object.assign(attributes, batch);
  if (options.clientId !== undefined) attributes[A.clientId] = options.clientId;
  const single = records.length === 1 ? records[0] : undefined;
  let parent: Context = contextApi.active();
  if (single !== undefined) {
    const key = keyAttribute(single.key);
    if (key !== undefined) attributes[A.messageKey] = key;
    if (single.value === null) attributes[A.messageTombstone] = true;
    attributes[A.offset] = Number(single.offset);
    const producer = producerSpanContext(single, propagator);
    if (producer !== undefined) parent = trace.setSpanContext(parent, producer);
  }
  const span = tracer.startSpan(typeof topic === 'string' ? `process ${topic}` : 'process', {
    kind: SpanKind.CONSUMER, attributes, links: linksOf(records, propagator),
  }, parent);
  const startedAt = monotonicMs();
  try {
    const result = await contextApi.with(trace.setSpan(parent, span), () => process(span));
    metrics.processDuration.record((monotonicMs() - startedAt) / 1000, metricAttributes);
    return result;
  } catch (error) {
    metrics.processDuration.record((monotonicMs() - startedAt) / 1000, { ...metricAttributes, [A.errorType]: errorType(error) });
    recordFailure(span, error);
    throw error;
  } finally {
    span.end();
  }
}
