/**
 * The consumer's hook that publishes `poll` on its tracing channel (consumer-channels.ts), as producer-tracing.ts
 * does for the producer's operations. While the channel has no subscriber the hook does not observe `poll`.
 */
import type { HookedOperation, OperationHook } from '../internal/client-hooks.js';
import { isTraced } from './channels.js';
import { consumerPollChannel, type ConsumerPollMessage } from './consumer-channels.js';

/** What the payload needs of a consumer (structural: consumer.ts imports this module). */
export interface TracedConsumer {
  readonly config: { readonly clientId: string; readonly groupId?: string | undefined };
}

/**
 * Traces `poll`.
 * @internal
 */
export const consumerPollTracing: OperationHook<'poll', TracedConsumer> = {
  observes: () => isTraced(consumerPollChannel),
  run: (operation, body: HookedOperation<TracedConsumer>, consumer, first, second, third) => {
    const message: ConsumerPollMessage = { operation, clientId: consumer.config.clientId, groupId: consumer.config.groupId };
    return consumerPollChannel.tracePromise(body, message, consumer, first, second, third);
  },
};
