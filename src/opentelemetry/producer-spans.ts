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
import { operationChannels, type ProducerOperationMessage } from '../diagnostics/channels.js';
import { isObjectRecord } from '../errors/argument-checks.js';
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

const OPERATIONS = Object.values(operationChannels);

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
    for (const operation of OPERATIONS) operation.subscribe(this.handlers);
  }

  unsubscribe(): void {
    for (const operation of OPERATIONS) operation.unsubscribe(this.handlers);
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
      const records = sentRecords(message);
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
      if (isObjectRecord(single)) {
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
      const records = sentRecords(message);
      const perTopic = new Map<string, number>();
      for (const record of records) {
        const topic = isObjectRecord(record) && typeof record.topic === 'string' ? record.topic : '';
        perTopic.set(topic, (perTopic.get(topic) ?? 0) + 1);
      }
      for (const [topic, count] of perTopic) sentMessages.add(count, topic === '' ? attributes : { ...attributes, [A.destinationName]: topic });
      return;
    }
    const results: readonly unknown[] = Array.isArray(message.result) ? message.result : [message.result];
    const perPartition = new Map<string, { topic: string; partition: number; count: number }>();
    for (const result of results) {
      // The producer resolves send() with RecordMetadata; anything else is not counted.
      if (!isObjectRecord(result)) continue;
      const { topic, partition } = result;
      if (typeof topic !== 'string' || typeof partition !== 'number') continue;
      const key = topicPartitionKey({ topic, partition });
      const entry = perPartition.get(key);
      if (entry === undefined) perPartition.set(key, { topic, partition, count: 1 });
      else entry.count++;
    }
    for (const { topic, partition, count } of perPartition.values()) {
      sentMessages.add(count, { ...attributes, [A.destinationName]: topic, [A.partitionId]: String(partition) });
    }
    const only = results.length === 1 ? results[0] : undefined;
    if (isObjectRecord(only)) {
      span.setAttribute(A.partitionId, String(only.partition));
      if (typeof only.offset === 'bigint' && only.offset >= 0n) span.setAttribute(A.offset, Number(only.offset));
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
function commonTopic(records: readonly unknown[]): string | undefined {
  let topic: string | undefined;
  for (const record of records) {
    const each = isObjectRecord(record) ? record.topic : undefined;
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

/** The records a send was given (one or an array), each unchecked: the caller may be plain JavaScript. */
function sentRecords(message: ProducerOperationMessage): readonly unknown[] {
  const records: unknown = message.records;
  if (records === undefined) return [];
  return Array.isArray(records) ? records : [records];
}
