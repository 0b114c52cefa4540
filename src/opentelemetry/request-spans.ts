/**
 * Optional request-level spans (`requestSpans: true`): one CLIENT span per request on the wire, from the
 * `kafka-eos:request` channel, named after the API (`Produce`, `EndTxn`, ...), timed by the client's latency,
 * with the API version, broker node id and top-level error code. Requests are sent by the producer's
 * background sender, so they are parented to whatever context is active there (usually none): they are a
 * view of the wire, not of the caller. Off by default (a busy producer sends many).
 */
import { SpanKind, SpanStatusCode, type Attributes } from '@opentelemetry/api';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { DiagnosticsChannels, type RequestMessage } from '../diagnostics/channels.js';
import type { ChannelSubscriber, InstrumentationContext } from './instrumentation-context.js';
import { recordFailure } from './producer-spans.js';
import { KafkaEosAttributes as A } from './semantic-conventions.js';

/**
 * Subscribes the request-span handler to the request channel.
 * @internal
 */
export class RequestSpans implements ChannelSubscriber {
  private readonly listener = (published: unknown): void => { this.record(published as RequestMessage); };

  constructor(private readonly instrumentation: InstrumentationContext) {}

  subscribe(): void {
    subscribe(DiagnosticsChannels.request, this.listener);
  }

  unsubscribe(): void {
    unsubscribe(DiagnosticsChannels.request, this.listener);
  }

  private record(message: RequestMessage): void {
    // The latency is the client clock's; the span ends now and starts that long before.
    const endTime = performance.timeOrigin + performance.now();
    const attributes: Attributes = {
      [A.messagingSystem]: 'kafka', [A.clientId]: message.clientId, [A.requestApi]: message.api,
      [A.requestVersion]: message.version, [A.nodeId]: message.nodeId,
    };
    if (message.errorCode !== null) attributes[A.errorCode] = message.errorCode;
    const span = this.instrumentation.tracer.startSpan(message.api, { kind: SpanKind.CLIENT, startTime: endTime - Math.max(0, message.latencyMs), attributes });
    if (message.error !== undefined) recordFailure(span, message.error);
    else if (message.errorCode !== null && message.errorCode !== 0) span.setStatus({ code: SpanStatusCode.ERROR, message: `error code ${message.errorCode}` });
    span.end(endTime);
  }
}
