/**
 * The consumer's assignment listeners: registered in order, called in order and awaited one after the other, so
 * that a revocation callback (the transactional session aborting its open transaction) has finished before the
 * partitions are given up. A listener that throws is reported and does not stop the others.
 */
import type { Logger } from '../config/logger.js';
import type { AssignmentListener } from './transactional-source.js';
import type { TopicPartition } from '../common/topic-partition.js';
import { asError } from '../internal/abort-race.js';

/**
 * The registered listeners.
 * @internal
 */
export class AssignmentListeners {
  private readonly listeners: AssignmentListener[] = [];

  constructor(private readonly logger: Logger, private readonly onError: (error: Error) => void) {}

  /** Adds `listener`; returns the function that removes it. */
  add(listener: AssignmentListener): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /** Calls every listener's callback in registration order, awaiting each; a lost partition falls back to `onPartitionsRevoked` as in Kafka. */
  async call(callback: keyof AssignmentListener, partitions: readonly TopicPartition[]): Promise<void> {
    if (callback !== 'onPartitionsAssigned' && partitions.length === 0) return;
    for (const listener of [...this.listeners]) {
      try {
        const invoked = callback === 'onPartitionsLost' && listener.onPartitionsLost === undefined ? 'onPartitionsRevoked' : callback;
        await listener[invoked]?.(partitions);
      } catch (error) {
        this.logger.error(`${callback} threw`, { error: String(error) });
        this.onError(asError(error));
      }
    }
  }
}
