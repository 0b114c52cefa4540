/**
 * One partition's share of the `RecordAccumulator`: the batches waiting to drain, the batches drained
 * but not yet answered, and the ordering rules that hold per partition (Kafka keeps a `Deque<ProducerBatch>`
 * per partition in `RecordAccumulator` and the in-flight batches in `Sender`/`TransactionManager`).
 */
import type { ProducerBatch } from './producer-batch.js';

/**
 * One partition's queued batches and the batches drained but not yet answered.
 * @internal
 */
export class PartitionQueue {
  /** Batches waiting to drain, oldest first (creation order, which retries keep). */
  batches: ProducerBatch[] = [];
  /** Batches drained and not yet answered, in drain order. */
  readonly inFlight: ProducerBatch[] = [];
  /**
   * The highest {@link ProducerBatch.creationOrder} among the partition's batches that are, or may be, in the
   * log (acknowledged, or failed after an attempt that may have been written). A batch created before it
   * may no longer be stamped with fresh sequences and sent: it would land after it.
   */
  lastWrittenOrder = -1;
  constructor(
    readonly topic: string,
    readonly partition: number,
  ) {}

  /**
   * Puts a retried batch back in creation order, which is base-sequence order for stamped batches (Kafka
   * `insertInSequenceOrder`) and also holds for batches whose sequence a KIP-360 reset cleared. Batches made by
   * splitting one share its creation order and are ordered by where their records start in it.
   */
  insertInCreationOrder(batch: ProducerBatch): void {
    const batches = this.batches;
    let index = 0;
    while (index < batches.length) {
      const other = batches[index];
      if (other === undefined || other.creationOrder > batch.creationOrder
        || (other.creationOrder === batch.creationOrder && other.firstRecordIndex > batch.firstRecordIndex)) break;
      index++;
    }
    batches.splice(index, 0, batch);
  }

  /** Notes that `batch` is, or may be, in the log (see {@link PartitionQueue.lastWrittenOrder}). */
  recordWritten(batch: ProducerBatch): void {
    this.lastWrittenOrder = Math.max(this.lastWrittenOrder, batch.creationOrder);
  }

  /** True while a batch stamped with another producer id or epoch than the given one is in flight. */
  hasStaleInFlight(producerId: bigint, producerEpoch: number): boolean {
    for (const batch of this.inFlight) {
      if (batch.producerId !== producerId || batch.producerEpoch !== producerEpoch) return true;
    }
    return false;
  }

  /**
   * Removes and returns the queued batches whose delivery timeout passed (KIP-91). Batches are in creation
   * order (retries excepted), so it stops at the first live one, as Kafka does.
   */
  takeExpired(nowMs: number, deliveryTimeoutMs: number): ProducerBatch[] {
    const expired: ProducerBatch[] = [];
    for (let head = this.batches[0]; head !== undefined && nowMs >= head.createdMs + deliveryTimeoutMs; head = this.batches[0]) {
      this.batches.shift();
      expired.push(head);
    }
    return expired;
  }

  /**
   * In-flight batches whose delivery timeout passed and whose records are not settled yet; they stay in
   * flight (see `RecordAccumulator.expireInFlight`).
   */
  expiredInFlight(nowMs: number, deliveryTimeoutMs: number): ProducerBatch[] {
    return this.inFlight.filter((batch) => !batch.isDone && nowMs >= batch.createdMs + deliveryTimeoutMs);
  }

  /** The creation time of the oldest batch that can still expire: the head, or an unsettled in-flight batch. */
  oldestExpirableCreatedMs(): number | undefined {
    let earliest: number | undefined;
    const head = this.batches[0];
    if (head !== undefined) earliest = head.createdMs;
    for (const batch of this.inFlight) {
      if (!batch.isDone && (earliest === undefined || batch.createdMs < earliest)) earliest = batch.createdMs;
    }
    return earliest;
  }
}
