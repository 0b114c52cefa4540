/**
 * The failures a consumer runs into in the background (a fetch, the group, a position lookup, an assignment
 * listener): each is reported to the `'error'` listeners, and the first one since the last `poll` is raised by the
 * next `poll`, which is woken for it.
 */
import type { Logger } from '../config/logger.js';
import type { ConsumerEventMap, ConsumerEvents } from './consumer-events.js';

/**
 * The consumer's background failures and its event emission.
 * @internal
 */
export class ConsumerFailures {
  private pending: Error | undefined;

  constructor(private readonly events: ConsumerEvents, private readonly logger: Logger, private readonly wakePoll: () => void) {}

  /** A failure that stops progress: reported, kept for the next `poll` (the first one only), which is woken. */
  fail(error: Error): void {
    this.report(error);
    this.pending ??= error;
    this.wakePoll();
  }

  /** Tells the `'error'` listeners. */
  report(error: Error): void {
    this.emit('error', { error });
  }

  /** Calls the listeners of `event`; one that throws is logged, the others still run. */
  emit<E extends keyof ConsumerEventMap>(event: E, payload: ConsumerEventMap[E]): void {
    for (const failure of this.events.emit(event, payload)) {
      this.logger.error('event listener threw', { event, error: failure instanceof Error ? failure.message : String(failure) });
    }
  }

  /** Throws the failure kept for this `poll`, once. */
  throwPending(): void {
    const error = this.pending;
    if (error === undefined) return;
    this.pending = undefined;
    throw error;
  }
}
