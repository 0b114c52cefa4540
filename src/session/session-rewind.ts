/**
 * Where the transactional session rewinds its source after an abort: every assigned partition goes back to the
 * group's committed offset, read with require_stable, or, for a partition the group has no offset for, to the
 * first offset read since its last commit (remembered here per partition). A rewind that fails stays pending
 * and is retried before the next batch.
 */
import type { Logger } from '../config/logger.js';
import { topicPartitionKey, type TopicPartition, type TopicPartitionOffset } from '../common/topic-partition.js';
import { readCommitted, type CommittedReadBound } from './committed-read.js';
import type { ConsumedBatch, TransactionalSource } from '../consumer/transactional-source.js';

/** @internal */
export class SessionRewind {
  /** True while the source must be rewound before the next batch (set after any abort, cleared by a rewind). */
  pending = false;
  /** Per partition, the first offset read since its last commit: where to rewind when the group has no committed offset. */
  private readonly uncommittedStart = new Map<string, TopicPartitionOffset>();

  constructor(private readonly source: TransactionalSource, private readonly logger: Logger, private readonly bound: CommittedReadBound) {}

  /** Remembers, per partition, the first offset of `batch` not committed yet. */
  noteUncommitted(batch: ConsumedBatch): void {
    for (const record of batch.records) {
      const key = topicPartitionKey(record);
      if (!this.uncommittedStart.has(key)) this.uncommittedStart.set(key, { topic: record.topic, partition: record.partition, offset: record.offset });
    }
  }

  /** Forgets the partitions' first uncommitted offsets (committed, assigned afresh, revoked or lost). */
  forget(partitions: readonly TopicPartition[]): void {
    for (const each of partitions) this.uncommittedStart.delete(topicPartitionKey(each));
  }

  /**
   * Seeks every assigned partition to the group's committed offset (or, without one, to where it was first read).
   * A partition revoked or lost while the committed offsets are read is left alone: it is no longer this member's
   * (its new owner starts from the committed offset), and the consumer refuses to seek it.
   */
  async rewind(signal: AbortSignal | undefined): Promise<void> {
    const assigned = this.source.assignment();
    const committed = await readCommitted(this.source, assigned, this.bound, signal);
    const byKey = new Map(committed.map((each) => [topicPartitionKey(each), each]));
    const stillAssigned = new Set(this.source.assignment().map(topicPartitionKey));
    const positions: TopicPartitionOffset[] = [];
    for (const partition of assigned) {
      const key = topicPartitionKey(partition);
      if (!stillAssigned.has(key)) continue;
      const target = byKey.get(key) ?? this.uncommittedStart.get(key);
      if (target !== undefined) positions.push({ topic: partition.topic, partition: partition.partition, offset: target.offset });
    }
    this.source.seek(positions);
    this.pending = false;
    this.logger.debug('rewound to the committed offsets', { partitions: positions.length });
  }

  /** A rewind whose failure is left for the next batch (which rewinds first). */
  async rewindQuietly(): Promise<void> {
    try {
      await this.rewind(undefined);
    } catch (error) {
      this.logger.warn('rewind failed: retried before the next batch', { error: error instanceof Error ? error.message : String(error) });
    }
  }
}
