/**
 * The consumer's `node:diagnostics_channel` hook: `poll` on a tracing channel, so that a
 * subscriber (the OpenTelemetry instrumentation's "receive" spans and consumed-messages counter) sees each
 * poll's start, its batch and its failure. Same rules as the producer's channels (channels.ts): the payload is
 * built only when the channel has a subscriber, so without one a poll pays five boolean reads.
 */
import { tracingChannel, type TracingChannel } from 'node:diagnostics_channel';
import { DiagnosticsChannels } from './channels.js';

/**
 * The context object of the consumer's `poll` tracing channel ({@link DiagnosticsChannels}.consumerPoll): the
 * same object is passed to `start`, `end`, `asyncStart`, `asyncEnd` and `error`.
 * @public
 */
export interface ConsumerPollMessage {
  /** Always `poll` (the consumer's one traced operation, for now). */
  readonly operation: 'poll';
  /** The consumer's `clientId`. */
  readonly clientId: string;
  /** `undefined` for a consumer without a group (manual assignment). */
  readonly groupId: string | undefined;
  /** Set by Node when the poll resolved: the `ConsumedBatch` (possibly empty). */
  result?: unknown;
  /** Set by Node when the poll rejected. */
  error?: unknown;
}

/** @internal */
export const consumerPollChannel: TracingChannel<unknown, ConsumerPollMessage> = tracingChannel(DiagnosticsChannels.consumerPoll);
