/**
 * Typed consumer events (`consumer.on('error', ...)`), on the same emitter as the producer's events: a listener
 * learns of a problem without polling, and an unobserved event is simply dropped (`poll` raises the same error).
 */
import type { TopicPartitionOffset } from '../common/topic-partition.js';
import { TypedEvents } from '../internal/typed-events.js';

/**
 * A problem the consumer cannot get past by itself for now: no broker answered for `defaultApiTimeoutMs`
 * (`BrokersUnreachableError`, reported again each `defaultApiTimeoutMs` while it lasts), an authentication
 * failure, or an error `poll` will raise (a fatal group error, a Fetch error such as an authorization failure,
 * a listener that threw, no offset under `autoOffsetReset: 'none'`).
 * @public
 */
export interface ConsumerErrorEvent {
  /** What happened: a `BrokersUnreachableError` (its `cause` names the last failure), or the error `poll` raises. */
  readonly error: Error;
}

/**
 * An offset commit outside transactions ended: one of `commit()` or an auto-commit (`autoCommit`). An auto-commit
 * that failed is only logged and reported here (the next one commits the later positions), as Java's consumer
 * logs a failed asynchronous auto-commit.
 * @public
 */
export interface ConsumerCommitEvent {
  /** The offsets sent (the next offset to consume per partition). */
  readonly offsets: readonly TopicPartitionOffset[];
  /** Why the commit failed (`CommitFailedError`, `ConsumerTimeoutError`, ...), or undefined when it was accepted. */
  readonly error: Error | undefined;
  /** True for an auto-commit (interval, revocation or close), false for `commit()`. */
  readonly auto: boolean;
}

/**
 * Event name -> payload.
 * @public
 */
export interface ConsumerEventMap {
  /** A problem the consumer cannot get past by itself for now (see {@link ConsumerErrorEvent}). */
  error: ConsumerErrorEvent;
  /** An offset commit outside transactions ended (see {@link ConsumerCommitEvent}). */
  commit: ConsumerCommitEvent;
}

/**
 * A listener of one consumer event.
 * @public
 */
export type ConsumerEventListener<E extends keyof ConsumerEventMap> = (event: ConsumerEventMap[E]) => void;

/**
 * The consumer's listeners; a listener that throws is logged and never breaks the consumer.
 * @internal
 */
export class ConsumerEvents extends TypedEvents<ConsumerEventMap> {}
