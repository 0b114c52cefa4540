/**
 * The semconv messaging metrics, created once per enabled instrumentation: the operation duration histogram
 * (every traced producer operation and every poll that returned records or failed), the sent and consumed
 * message counters (per topic and partition, from the send results and the polled batches) and the processing
 * duration of `traceProcessing`.
 */
import type { Attributes, Counter, Histogram, Meter } from '@opentelemetry/api';
import { DURATION_BUCKETS_S, KafkaEosMetrics } from './semantic-conventions.js';

/**
 * The instruments of one enabled instrumentation.
 * @internal
 */
export class ClientMetrics {
  readonly operationDuration: Histogram;
  readonly sentMessages: Counter;
  readonly consumedMessages: Counter;
  readonly processDuration: Histogram;

  constructor(meter: Meter) {
    const advice = { explicitBucketBoundaries: [...DURATION_BUCKETS_S] };
    this.operationDuration = meter.createHistogram(KafkaEosMetrics.operationDuration, {
      description: 'Duration of a messaging operation initiated by a producer or consumer client.', unit: 's', advice,
    });
    this.sentMessages = meter.createCounter(KafkaEosMetrics.sentMessages, {
      description: 'Number of messages the producer attempted to send to the broker.', unit: '{message}',
    });
    this.consumedMessages = meter.createCounter(KafkaEosMetrics.consumedMessages, {
      description: 'Number of messages delivered to the application by the consumer.', unit: '{message}',
    });
    this.processDuration = meter.createHistogram(KafkaEosMetrics.processDuration, {
      description: 'Duration of processing operation.', unit: 's', advice,
    });
  }

  /** Records `milliseconds` on the operation duration histogram. */
  recordDuration(milliseconds: number, attributes: Attributes): void {
    this.operationDuration.record(milliseconds / 1000, attributes);
  }
}
