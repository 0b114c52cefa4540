/**
 * Consumer "receive" spans and the consumed-messages counter from the consumer's `poll` tracing channel
 * (diagnostics/consumer-channels.ts). A poll that returned records becomes a CLIENT span `poll <topic>`
 * (operation type `receive`) from the poll's start to its return, parented to the caller's context and linked
 * to the producer spans of its records; `messaging.client.consumed.messages` counts its records per topic and
 * partition. An empty poll (the iterator polls every second) leaves no span; a failed one is an ERROR span.
 */
import { context as contextApi, SpanKind, type Attributes, type Context } from '@opentelemetry/api';
import { consumerPollChannel, type ConsumerPollMessage } from '../diagnostics/consumer-channels.js';
import type { ConsumedBatch } from '../consumer/transactional-source.js';
import { monotonicMs, type ChannelSubscriber, type InstrumentationContext } from './instrumentation-context.js';
import { recordFailure } from './producer-spans.js';
import { batchAttributes, linksOf } from './record-links.js';
import { errorType, KafkaEosAttributes as A } from './semantic-conventions.js';
import { topicPartitionKey } from '../common/topic-partition.js';

interface OpenPoll {
  readonly parent: Context;
  /** Epoch milliseconds (the span's start time). */
  readonly startTime: number;
  readonly startedAt: number;
}

type Handlers = Parameters<(typeof consumerPollChannel)['subscribe']>[0];

/**
 * Subscribes the receive-span and consumed-messages handlers to the consumer's `poll` channel.
 * @internal
 */
export class ConsumerSpans implements ChannelSubscriber {
  private readonly open = new WeakMap<ConsumerPollMessage, OpenPoll>();
  private readonly handlers: Handlers;

  constructor(private readonly instrumentation: InstrumentationContext) {
    this.handlers = {
      start: (message) => {
        this.open.set(message, { parent: contextApi.active(), startTime: performance.timeOrigin + performance.now(), startedAt: monotonicMs() });
      },
      end: (message) => { if (message.error !== undefined) this.finish(message); },
      asyncStart: () => undefined,
      asyncEnd: (message) => { this.finish(message); },
      error: () => undefined,
    };
  }

  subscribe(): void {
    consumerPollChannel.subscribe(this.handlers);
  }

  unsubscribe(): void {
    consumerPollChannel.unsubscribe(this.handlers);
  }

  private finish(message: ConsumerPollMessage): void {
    const open = this.open.get(message);
    if (open === undefined) return;
    this.open.delete(message);
    const failed = message.error !== undefined;
    const records = failed ? [] : (message.result as ConsumedBatch | undefined)?.records ?? [];
    if (!failed && records.length === 0) return;
    const { tracer, metrics, propagator } = this.instrumentation;
    const common: Attributes = { [A.messagingSystem]: 'kafka', [A.operationName]: 'poll', [A.operationType]: 'receive' };
    if (message.groupId !== undefined) common[A.consumerGroupName] = message.groupId;
    const batch = batchAttributes(records);
    const topic = batch[A.destinationName];
    const span = tracer.startSpan(typeof topic === 'string' ? `poll ${topic}` : 'poll', {
      kind: SpanKind.CLIENT,
      startTime: open.startTime,
      attributes: { ...common, ...batch, [A.clientId]: message.clientId },
      links: linksOf(records, propagator),
    }, open.parent);
    const durationAttributes: Attributes = { ...common };
    if (typeof topic === 'string') durationAttributes[A.destinationName] = topic;
    if (failed) durationAttributes[A.errorType] = errorType(message.error);
    metrics.recordDuration(monotonicMs() - open.startedAt, durationAttributes);
    const perPartition = new Map<string, { topic: string; partition: number; count: number }>();
    for (const record of records) {
      const key = topicPartitionKey(record);
      const entry = perPartition.get(key);
      if (entry === undefined) perPartition.set(key, { topic: record.topic, partition: record.partition, count: 1 });
      else entry.count++;
    }
    for (const entry of perPartition.values()) {
      metrics.consumedMessages.add(entry.count, { ...common, [A.destinationName]: entry.topic, [A.partitionId]: String(entry.partition) });
    }
    if (failed) recordFailure(span, message.error);
    span.end();
  }
}
