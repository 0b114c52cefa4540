/**
 * A send waiting for buffer memory in the `RecordAccumulator` (Kafka `BufferPool` waiters): the record, its
 * partition queue, the delivery promise handed to the caller and the `maxBlockMs` timer that fails it.
 */
import type { Timer } from '../../internal/clock.js';
import type { RecordInput } from '../../protocol/record-batch/record.js';
import type { PartitionQueue } from './partition-queue.js';
import type { RecordMetadata, RejectDelivery, ResolveDelivery } from './delivery.js';

/**
 * A send waiting for buffer memory; implements the resolver sink of `createDelivery`.
 * @internal
 */
export class BlockedAppend {
  resolve: ResolveDelivery | undefined;
  reject: RejectDelivery | undefined;
  delivery: Promise<RecordMetadata> | undefined;
  timer: Timer | undefined;
  constructor(
    readonly queue: PartitionQueue,
    readonly record: RecordInput,
    readonly sizeInBytes: number,
    /** When the send started waiting (producer.metrics() `bufferpool-wait-time`). */
    readonly blockedSinceMs: number,
  ) {}
  pushResolvers(resolve: ResolveDelivery, reject: RejectDelivery): void {
    this.resolve = resolve;
    this.reject = reject;
  }
}
