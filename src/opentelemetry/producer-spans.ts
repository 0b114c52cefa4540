/**
 * Producer spans and metrics from the producer's tracing channels (docs/observability.md, "OpenTelemetry"):
 * - `send`: a PRODUCER span `send <topic>` per call (one record or a batch), parented to the caller's active
 *   context; its context is written into every record's headers (unless `propagateContext: false`), so each
 *   consumer's span can link to it. Attributes: `messaging.*` (system, operation, destination, partition and
 *   key of a single record, batch count), client id, transactional id. Metrics: the operation duration and
 *   `messaging.client.sent.messages` per topic and partition of the results.
 * - `initTransactions`, `sendOffsetsToTransaction` (operation type `settle`, consumer group), `commitTransaction`
 *   and `abortTransaction`: CLIENT spans with the transactional id, producer id and epoch, and their duration.
 * A failure sets the span's status to ERROR, records the exception and sets `error.type`.
 */
import { context as contextApi, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { operationChannels, type ProducerOperationMessage, type ProducerOperationName } from '../diagnostics/channels.js';
import type { ProducerRecord, RecordMetadata } from '../common/record.js';
import { injectTraceContext } from './header-propagation.js';
import { monotonicMs, type ChannelSubscriber, type InstrumentationContext } from './instrumentation-context.js';
import { errorType, KafkaEosAttributes as A, keyAttribute } from './semantic-conventions.js';
import { topicPartitionKey } from '../common/topic-partition.js';

interface OpenOperation {
  readonly span: Span;
  readonly startedAt: number;
  /** The metric attributes (without `error.type`). */
  readonly metricAttributes: Attributes;
}

type Handlers = Parameters<(typeof operationChannels)['send']['subscribe']>[0];

const OPERATIONS = Object.keys(operationChannels) as ProducerOperationName[];

/**
 * Subscribes span and metric handlers to the five producer operation channels.
 * @internal
 */
export class ProducerSpans implements ChannelSubscriber {
  private readonly open = new WeakMap<ProducerOperationMessage, OpenOperation>();
  private readonly handlers: Handlers;

  constructor(private readonly instrumentation: InstrumentationContext) {
    this.handlers = {
      start: (message) => { this.start(message); },
      end: (message) => { if (message.error !== undefined) this.finish(message); },
      asyncStart: () => undefined,
      asyncEnd: (message) => { this.finish(message); },
      error: () => undefined,
    };
  }

  subscribe(): void {
    for (const operation of OPERATIONS) operationChannels[operation].subscribe(this.handlers);
  }

  unsubscribe(): void {
    for (const operation of OPERATIONS) operationChannels[operation].unsubscribe(this.handlers);
  }

  private start(message: ProducerOperationMessage): void {
    const { tracer, propagateContext, propagator } = this.instrumentation;
    const parent = contextApi.active();
    const attributes = baseAttributes(message);
    const metricAttributes: Attributes = { [A.messagingSystem]: 'kafka', [A.operationName]: message.operation };
    let kind = SpanKind.CLIENT;
    let name: string = message.operation;
    if (message.operation === 'send') {
      kind = SpanKind.PRODUCER;
      const records = message.records === undefined ? [] : Array.isArray(message.records) ? message.records as readonly ProducerRecord[] : [message.records as ProducerRecord];
      const topic = commonTopic(records);
      attributes[A.operationType] = 'send';
      metricAttributes[A.operationType] = 'send';
      if (topic !== undefined) {
        name = `send ${topic}`;
        attributes[A.destinationName] = topic;
        metricAttributes[A.destinationName] = topic;
      }
      if (Array.isArray(message.records)) attributes[A.batchMessageCount] = records.length;
      const single = records.length === 1 ? records[0] : undefined;
      if (single !== undefined && typeof single === 'object') {
        if (typeof single.partition === 'number') attributes[A.partitionId] = String(single.partition);
        const key = keyAttribute(single.key);
        if (key !== undefined) attributes[A.messageKey] = key;
        if (single.value === null) attributes[A.messageTombstone] = true;
      }
    } else if (message.operation === 'sendOffsetsToTransaction') {
      attributes[A.operationType] = 'settle';
      metricAttributes[A.operationType] = 'settle';
      const groupId = message.groupMetadata?.groupId;
      if (typeof groupId === 'string') {
        attributes[A.consumerGroupName] = groupId;
        metricAttributes[A.consumerGroupName] = groupId;
      }
    }
    const span = tracer.startSpan(name, { kind, attributes }, parent);
    if (message.operation === 'send' && propagateContext) injectTraceContext(message.records, trace.setSpan(parent, span), propagator);
    this.open.set(message, { span, startedAt: monotonicMs(), metricAttributes });
  }

  private finish(message: ProducerOperationMessage): void {
    const open = this.open.get(message);
    if (open === undefined) return;
    this.open.delete(message);
    const { span, startedAt, metricAttributes } = open;
    const { metrics } = this.instrumentation;
    const failed = message.error !== undefined;
    const durationAttributes: Attributes = failed ? { ...metricAttributes, [A.errorType]: errorType(message.error) } : metricAttributes;
    metrics.recordDuration(monotonicMs() - startedAt, durationAttributes);
    if (message.operation === 'send') this.countSent(message, span, durationAttributes);
    if (failed) recordFailure(span, message.error);
    span.end();
  }

  /** `messaging.client.sent.messages`: per topic and partition of the results, or per topic for a failed send. */
  private countSent(message: ProducerOperationMessage, span: Span, attributes: Attributes): void {
    const { sentMessages } = this.instrumentation.metrics;
    if (message.error !== undefined) {
      const records = message.records === undefined ? [] : Array.isArray(message.records) ? message.records as readonly ProducerRecord[] : [message.records as ProducerRecord];
      const perTopic = new Map<string, number>();
      for (const record of records) {
        const topic = typeof record === 'object' && (record as unknown) !== null && typeof record.topic === 'string' ? record.topic : '';
        perTopic.set(topic, (perTopic.get(topic) ?? 0) + 1);
      }
      for (const [topic, count] of perTopic) sentMessages.add(count, topic === '' ? attributes : { ...attributes, [A.destinationName]: topic });
      return;
    }
    const results = Array.isArray(message.result) ? message.result as readonly RecordMetadata[] : [message.result as RecordMetadata];
    const perPartition = new Map<string, { topic: string; partition: number; count: number }>();
    for (const result of results) {
      const key = topicPartitionKey(result);
      const entry = perPartition.get(key);
      if (entry === undefined) perPartition.set(key, { topic: result.topic, partition: result.partition, count: 1 });
      else entry.count++;
    }
    for (const { topic, partition, count } of perPartition.values()) {
      sentMessages.add(count, { ...attributes, [A.destinationName]: topic, [A.partitionId]: String(partition) });
    }
    const only = results.length === 1 ? results[0] : undefined;
    if (only !== undefined) {
      span.setAttribute(A.partitionId, String(only.partition));
      if (only.offset >= 0n) span.setAttribute(A.offset, Number(only.offset));
    }
  }
}

function baseAttributes(message: ProducerOperationMessage): Attributes {
  const attributes: Attributes = {
    [A.messagingSystem]: 'kafka',
    [A.operationName]: message.operation,
    [A.clientId]: message.clientId,
  };
  if (message.transactionalId !== undefined) attributes[A.transactionalId] = message.transactionalId;
  if (message.producerId >= 0n) {
    attributes[A.producerId] = String(message.producerId);
    attributes[A.producerEpoch] = message.producerEpoch;
  }
  return attributes;
}

/** The topic every record goes to, or `undefined` (none, or several). */
function commonTopic(records: readonly ProducerRecord[]): string | undefined {
  let topic: string | undefined;
  for (const record of records) {
    const each: unknown = typeof record === 'object' && (record as unknown) !== null ? record.topic : undefined;
    if (typeof each !== 'string') return undefined;
    if (topic === undefined) topic = each;
    else if (topic !== each) return undefined;
  }
  return topic;
}

/**
 * Marks `span` failed: status ERROR with the message, the exception event, `error.type`.
 * @internal
 */
export function recordFailure(span: Span, error: unknown): void {
  const type = errorType(error);
  span.setAttribute(A.errorType, type);
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : type });
}
