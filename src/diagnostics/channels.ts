/**
 * `node:diagnostics_channel` hooks: a tracing channel per producer operation and a plain
 * channel for every request on the wire. Channel names and payloads are public API (docs/observability.md).
 *
 * Zero cost when unused: every publisher checks `hasSubscribers` before it builds a payload, so without a
 * subscriber an operation pays five boolean reads and a request one.
 */
import { channel, tracingChannel, type Channel, type TracingChannel } from 'node:diagnostics_channel';
import type { ApiKeyName } from '../protocol/messages/api-keys.generated.js';
import type { ProducerRecord } from '../common/record.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../common/topic-partition.js';

/**
 * Names of the channels kafka-eos publishes on. The producer operations are tracing channels (subscribe with
 * `diagnostics_channel.tracingChannel(name).subscribe({ start, end, asyncStart, asyncEnd, error })`; the
 * underlying channels are `tracing:<name>:start` and so on); `request` is a plain channel
 * (`diagnostics_channel.subscribe(name, listener)`) with one {@link RequestMessage} per request.
 * @public
 */
export const DiagnosticsChannels = Object.freeze({
  /** `producer.initTransactions()` (a tracing channel; payload {@link ProducerOperationMessage}). */
  initTransactions: 'kafka-eos:producer:initTransactions',
  /**
   * `producer.send()`, from the call to the records' acknowledgement (a tracing channel; payload {@link
   * ProducerOperationMessage}).
   */
  send: 'kafka-eos:producer:send',
  /** `producer.sendOffsetsToTransaction()` (a tracing channel; payload {@link ProducerOperationMessage}). */
  sendOffsetsToTransaction: 'kafka-eos:producer:sendOffsetsToTransaction',
  /** `producer.commitTransaction()` (a tracing channel; payload {@link ProducerOperationMessage}). */
  commitTransaction: 'kafka-eos:producer:commitTransaction',
  /** `producer.abortTransaction()` (a tracing channel; payload {@link ProducerOperationMessage}). */
  abortTransaction: 'kafka-eos:producer:abortTransaction',
  /**
   * Every request of every client, published once it completed or failed (a plain channel; payload {@link
   * RequestMessage}).
   */
  request: 'kafka-eos:request',
  /** The consumer's `poll` (a tracing channel; payload `ConsumerPollMessage`). */
  consumerPoll: 'kafka-eos:consumer:poll',
  /** A record the transactional session dead-lettered or skipped (a plain channel; payload `SessionRecordErrorMessage`). */
  sessionRecordError: 'kafka-eos:session:recordError',
} as const);

/**
 * A producer operation traced on a tracing channel of {@link DiagnosticsChannels}.
 * @public
 */
export type ProducerOperationName = 'initTransactions' | 'send' | 'sendOffsetsToTransaction' | 'commitTransaction' | 'abortTransaction';

/**
 * The context object of a producer operation's tracing channel: the same object is passed to `start`, `end`,
 * `asyncStart`, `asyncEnd` and `error` (so a subscriber can keep a span on it). Node sets `error` (the rejection)
 * or `result` (the resolved value) before `asyncStart`/`error`.
 * @public
 */
export interface ProducerOperationMessage {
  /** Which producer call this is. */
  readonly operation: ProducerOperationName;
  /** The producer's `clientId`. */
  readonly clientId: string;
  /** `undefined` for an idempotent producer. */
  readonly transactionalId: string | undefined;
  /** Producer id and epoch when the operation started (-1 before initialization). */
  readonly producerId: bigint;
  /** The producer epoch when the operation started (-1 before initialization). */
  readonly producerEpoch: number;
  /**
   * `send` only: the records as passed (one or an array). A `start` subscriber may add headers by replacing a
   * record's `headers` before the record is appended (this is how the OpenTelemetry instrumentation injects
   * trace context); the producer reads the records after `start` returned.
   */
  readonly records?: ProducerRecord | readonly ProducerRecord[];
  /** `sendOffsetsToTransaction` only. */
  readonly offsets?: readonly TopicPartitionOffset[];
  /** `sendOffsetsToTransaction` only. */
  readonly groupMetadata?: ConsumerGroupMetadata;
  /** Set by Node when the operation resolved. */
  result?: unknown;
  /** Set by Node when the operation rejected. */
  error?: unknown;
}

/**
 * One request on the wire, published on {@link DiagnosticsChannels}.request once it completed or failed.
 * @public
 */
export interface RequestMessage {
  /** The `clientId` of the client that sent the request. */
  readonly clientId: string;
  /** The API's name (`Produce`, `EndTxn`, ...). */
  readonly api: ApiKeyName;
  /** The API's numeric key. */
  readonly apiKey: number;
  /** Negotiated version the request was built at. */
  readonly version: number;
  /** Broker node id (bootstrap servers before the first Metadata are -1, -2, ...). */
  readonly nodeId: number;
  /** Correlation id on the wire; `null` when there is no wire (the in-process client) or it was never written. */
  readonly correlationId: number | null;
  /** Size of the request frame (size prefix included); `null` without a wire or when not encoded. */
  readonly requestBytes: number | null;
  /** Size of the response frame; `null` without a wire, without a response (acks=0) or on failure. */
  readonly responseBytes: number | null;
  /** Client clock time (ms) when the request was handed to the network client. */
  readonly startTime: number;
  /** From hand-off to response or failure, in ms of the client's clock (queueing and connecting included). */
  readonly latencyMs: number;
  /**
   * The response's top-level `errorCode` (0 for none); `null` for responses without one (Produce's codes are
   * per partition, Metadata's per topic) and on failure.
   */
  readonly errorCode: number | null;
  /** The network failure (timeout, dropped connection, abort), when there was no response. */
  readonly error: Error | undefined;
}

/** @internal */
export const operationChannels: Readonly<Record<ProducerOperationName, TracingChannel<unknown, ProducerOperationMessage>>> = {
  initTransactions: tracingChannel(DiagnosticsChannels.initTransactions),
  send: tracingChannel(DiagnosticsChannels.send),
  sendOffsetsToTransaction: tracingChannel(DiagnosticsChannels.sendOffsetsToTransaction),
  commitTransaction: tracingChannel(DiagnosticsChannels.commitTransaction),
  abortTransaction: tracingChannel(DiagnosticsChannels.abortTransaction),
};

/** @internal */
export const requestChannel: Channel<unknown, RequestMessage> = channel(DiagnosticsChannels.request) as Channel<unknown, RequestMessage>;

/**
 * True when any of the tracing channel's five channels has a subscriber (`TracingChannel.hasSubscribers` is
 * newer than Node 20.0).
 * @internal
 */
export function isTraced<Message extends object>(traced: TracingChannel<unknown, Message>): boolean {
  return traced.start.hasSubscribers || traced.end.hasSubscribers || traced.asyncStart.hasSubscribers
    || traced.asyncEnd.hasSubscribers || traced.error.hasSubscribers;
}

/**
 * The top-level `errorCode` of a decoded response, or `null`.
 * @internal
 */
export function topLevelErrorCode(response: unknown): number | null {
  if (typeof response !== 'object' || response === null) return null;
  const code = (response as { errorCode?: unknown }).errorCode;
  return typeof code === 'number' ? code : null;
}
