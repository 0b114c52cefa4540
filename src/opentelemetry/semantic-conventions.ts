/**
 * The attribute, metric and value names the instrumentation emits: the OpenTelemetry messaging semantic
 * conventions (v1.27 and later: `messaging.operation.name`/`type`, `messaging.destination.partition.id`,
 * `messaging.consumer.group.name`, `messaging.client.*` metrics) with the Kafka-specific ones
 * (`messaging.kafka.*`), written out here rather than imported from `@opentelemetry/semantic-conventions`, whose
 * incubating entry point is not meant as a runtime dependency. What semconv does not define (transactions) is
 * under `kafka_eos.*`. See docs/observability.md, "OpenTelemetry".
 */
import { isKafkaClientError } from '../errors/kafka-client-error.js';

/**
 * Attribute names the instrumentation sets on spans and metrics.
 * @public
 */
export const KafkaEosAttributes = Object.freeze({
  /** Always `kafka`. */
  messagingSystem: 'messaging.system',
  /** The operation as kafka-eos names it: `send`, `poll`, `process`, `commit`, ... */
  operationName: 'messaging.operation.name',
  /** semconv's operation kind: `send`, `receive`, `process` or `settle`. */
  operationType: 'messaging.operation.type',
  /** The topic written to or read from. */
  destinationName: 'messaging.destination.name',
  /** The partition, as a string (semconv's type). */
  partitionId: 'messaging.destination.partition.id',
  /** Records in a batch operation: a `send(records[])` call, a processed batch. */
  batchMessageCount: 'messaging.batch.message_count',
  /** The client's `clientId`. */
  clientId: 'messaging.client.id',
  /** The consumer's `groupId`. */
  consumerGroupName: 'messaging.consumer.group.name',
  /** The record key, when it has an unambiguous string form. */
  messageKey: 'messaging.kafka.message.key',
  /** `true` for a record whose value is null (a tombstone); absent otherwise. */
  messageTombstone: 'messaging.kafka.message.tombstone',
  /** The record's offset (a produced record's once acknowledged). */
  offset: 'messaging.kafka.offset',
  /** Set on failed operations: the broker error's name, the kafka-eos error code, or the error's class name. */
  errorType: 'error.type',
  /** Not in semconv: the producer's `transactionalId`. */
  transactionalId: 'kafka_eos.transactional_id',
  /** Not in semconv: producer id and epoch when the operation started (-1 before initialization), as strings. */
  producerId: 'kafka_eos.producer_id',
  /** Not in semconv: the producer epoch when the operation started, as a string. */
  producerEpoch: 'kafka_eos.producer_epoch',
  /** Not in semconv: request spans' API name, version and broker node id. */
  requestApi: 'kafka_eos.request.api',
  /** Not in semconv: the API version a request span was sent at. */
  requestVersion: 'kafka_eos.request.version',
  /** Not in semconv: the node id of the broker a request span went to. */
  nodeId: 'kafka_eos.node_id',
  /** Not in semconv: the Kafka error code a broker answered with, on a failed request span. */
  errorCode: 'kafka_eos.error_code',
} as const);

/**
 * Metric names (semconv `messaging.client.*` and `messaging.process.duration`).
 * @public
 */
export const KafkaEosMetrics = Object.freeze({
  /** Histogram of client operation durations in seconds (`send`, `commit`, ...), by operation and outcome. */
  operationDuration: 'messaging.client.operation.duration',
  /** Counter of records sent (acknowledged or failed, with `error.type` when failed). */
  sentMessages: 'messaging.client.sent.messages',
  /** Counter of records handed to the application by the consumer. */
  consumedMessages: 'messaging.client.consumed.messages',
  /** Histogram of the time the application spent processing a consumed batch, in seconds. */
  processDuration: 'messaging.process.duration',
} as const);

/** semconv's histogram bucket advice for messaging durations (seconds). @internal */
export const DURATION_BUCKETS_S: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * `error.type` for a failure: a broker error's name (`NOT_LEADER_OR_FOLLOWER`), else a kafka-eos error's
 * code (`ERR_DELIVERY_TIMEOUT`), else the error's class name, else `_OTHER` (semconv's fallback).
 * @internal
 */
export function errorType(error: unknown): string {
  if (isKafkaClientError(error)) {
    const errorName = 'errorName' in error ? error.errorName : undefined;
    return typeof errorName === 'string' && errorName !== '' ? errorName : error.code;
  }
  if (error instanceof Error && error.name !== '') return error.name;
  return '_OTHER';
}

/**
 * The record key as `messaging.kafka.message.key`: a string key as is, a byte key only when it is valid UTF-8
 * (semconv: keys without an unambiguous string form are left out); `undefined` for none (or a key of no
 * key type: the record comes from the caller unchecked).
 * @internal
 */
export function keyAttribute(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (!(key instanceof Uint8Array)) return undefined;
  try {
    return UTF8.decode(key);
  } catch {
    return undefined;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
