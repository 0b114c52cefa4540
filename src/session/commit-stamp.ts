/**
 * The metadata each batch's offsets carry when the session commits them: a stamp unique to the batch (this session's
 * random id and the batch's number). When a commit's outcome is unknown and only the group's committed offsets can
 * tell, equal offsets are not enough: a member that took the partitions over may have processed the same records and
 * committed the same offsets. The stamp says whose commit it was.
 */
import { randomUUID } from 'node:crypto';
import { topicPartitionKey, type TopicPartitionOffset } from '../common/topic-partition.js';

const STAMP_PREFIX = 'kafka-eos session ';

/** Stamps batches' offsets. @internal */
export class CommitStamps {
  private readonly prefix = `${STAMP_PREFIX}${randomUUID()} batch `;
  private count = 0;

  /** `offsets` with this batch's stamp as their metadata. */
  stamp(offsets: readonly TopicPartitionOffset[]): TopicPartitionOffset[] {
    const metadata = `${this.prefix}${++this.count}`;
    return offsets.map((each) => ({ ...each, metadata }));
  }
}

/** What the group's committed offsets say about a commit whose outcome is unknown. @internal */
export type CommitEvidence = 'applied' | 'not-applied' | 'unknown';

/**
 * Reads `committed` (as a source's `committed()` returns it, read with require_stable, so after the transaction
 * ended) against a batch's stamped `offsets`:
 * - `applied`: every partition holds exactly the batch's offset and stamp (a source that reports no metadata,
 *   `undefined`, is compared by offset alone);
 * - `not-applied`: some partition proves it did not apply: no committed offset, one below the batch's (a later
 *   owner reads the committed offsets once the transaction ended and only commits past them), or the batch's offset
 *   under another session's stamp (a session commits only past records it processed, so that session started before
 *   the batch's offsets, which were therefore not committed when it read them);
 * - `unknown`: every partition is at or past the batch's offsets under someone else's commit: a later owner may
 *   have gone on from this commit or processed the same records again; nothing tells which.
 * @internal
 */
export function commitEvidence(committed: readonly TopicPartitionOffset[], offsets: readonly TopicPartitionOffset[]): CommitEvidence {
  const byKey = new Map(committed.map((each) => [topicPartitionKey(each), each]));
  let applied = true;
  for (const each of offsets) {
    const found = byKey.get(topicPartitionKey(each));
    if (found === undefined || found.offset < each.offset) return 'not-applied';
    if (found.offset === each.offset && (found.metadata === undefined || found.metadata === each.metadata)) continue;
    applied = false;
    if (found.offset === each.offset && found.metadata?.startsWith(STAMP_PREFIX) === true) return 'not-applied';
  }
  return applied ? 'applied' : 'unknown';
}
