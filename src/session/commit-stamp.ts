/**
 * The metadata each batch's offsets carry when the session commits them: a stamp unique to the batch (this session's
 * random id and the batch's number). When a commit's outcome is unknown and only the group's committed offsets can
 * tell, equal offsets are not enough: a member that took the partitions over may have processed the same records and
 * committed the same offsets. The stamp says whose commit it was.
 */
import { randomUUID } from 'node:crypto';
import { topicPartitionKey, type TopicPartitionOffset } from '../common/topic-partition.js';

/** Stamps batches' offsets. @internal */
export class CommitStamps {
  private readonly prefix = `kafka-eos session ${randomUUID()} batch `;
  private count = 0;

  /** `offsets` with this batch's stamp as their metadata. */
  stamp(offsets: readonly TopicPartitionOffset[]): TopicPartitionOffset[] {
    const metadata = `${this.prefix}${++this.count}`;
    return offsets.map((each) => ({ ...each, metadata }));
  }
}

/**
 * True when `committed` (as a source's `committed()` returns it) holds exactly `offsets`: the same offset for each
 * partition and, where the source reports metadata, the same stamp. A source that reports no metadata (`undefined`)
 * is compared by offset alone.
 * @internal
 */
export function showsCommit(committed: readonly TopicPartitionOffset[], offsets: readonly TopicPartitionOffset[]): boolean {
  const byKey = new Map(committed.map((each) => [topicPartitionKey(each), each]));
  return offsets.every((each) => {
    const found = byKey.get(topicPartitionKey(each));
    return found !== undefined && found.offset === each.offset && (found.metadata === undefined || found.metadata === each.metadata);
  });
}
