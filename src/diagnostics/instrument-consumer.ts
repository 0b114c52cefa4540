/**
 * Publishes the consumer's `poll` on its tracing channel (consumer-channels.ts) by wrapping
 * `Consumer.prototype.poll` once, at module load, as instrument-producer.ts does for the producer: the
 * consumer's own code stays untouched. Without a subscriber a poll costs one extra frame and five
 * `hasSubscribers` reads.
 */
import { isTraced } from './channels.js';
import { consumerPollChannel, type ConsumerPollMessage } from './consumer-channels.js';

/** What the payload needs of a consumer (structural: this module is imported by consumer.ts). */
interface TracedConsumer {
  readonly config: { readonly clientId: string; readonly groupId?: string | undefined };
}

type Poll = (this: TracedConsumer, options?: unknown) => Promise<unknown>;

/**
 * Wraps `poll` of `prototype` (called once by consumer.ts).
 * @internal
 */
export function instrumentConsumerPoll(prototype: object): void {
  const methods = prototype as unknown as { poll: Poll };
  const original = methods.poll;
  const wrapper: Poll = function (this: TracedConsumer, options) {
    if (!isTraced(consumerPollChannel)) return original.call(this, options);
    const message: ConsumerPollMessage = { operation: 'poll', clientId: this.config.clientId, groupId: this.config.groupId };
    return consumerPollChannel.tracePromise(original, message, this, options);
  };
  Object.defineProperty(wrapper, 'name', { value: 'poll' });
  Object.defineProperty(prototype, 'poll', { value: wrapper, writable: true, configurable: true, enumerable: false });
}
