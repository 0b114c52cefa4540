/**
 * What a consumer of the in-memory cluster would see, read through the cluster's own Fetch and OffsetFetch
 * (not through the client under test): read_committed and read_uncommitted values, COMMIT/ABORT markers and
 * committed group offsets. read_committed follows Kafka's consumer rule (`Fetcher` / KIP-98): fetch up to
 * the last stable offset, skip the batches of a producer between an aborted transaction's first offset and
 * its ABORT marker, skip control batches.
 */
import { decodeControlRecord } from '../../src/protocol/record-batch/control-record.js';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { consumedBatches } from '../support/read-committed.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { IsolationLevel } from '../../src/testing/isolation-level.js';

const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Read-side views of one cluster.
 * @internal
 */
export class ClusterView {
  constructor(private readonly cluster: InMemoryCluster) {}

  /** Values a read_committed consumer sees, in offset order. */
  committed(topic: string, partition: number): string[] {
    return this.values(topic, partition, IsolationLevel.READ_COMMITTED);
  }

  /** Every data record value in the log (read_uncommitted), in offset order. */
  uncommitted(topic: string, partition: number): string[] {
    return this.values(topic, partition, IsolationLevel.READ_UNCOMMITTED);
  }

  /** Control markers of the partition, in log order. */
  markers(topic: string, partition: number): ('commit' | 'abort')[] {
    const out: ('commit' | 'abort')[] = [];
    for (const batch of this.batches(topic, partition, IsolationLevel.READ_UNCOMMITTED).decoded) {
      if (!batch.isControl) continue;
      for (const record of batch.records) out.push(decodeControlRecord(record).commit ? 'commit' : 'abort');
    }
    return out;
  }

  /** Producer ids and epochs of the data batches, in log order (one entry per batch). */
  producersOf(topic: string, partition: number): { producerId: bigint; producerEpoch: number; baseSequence: number }[] {
    return this.batches(topic, partition, IsolationLevel.READ_UNCOMMITTED).decoded
      .filter((batch) => !batch.isControl)
      .map((batch) => ({ producerId: batch.header.producerId, producerEpoch: batch.header.producerEpoch, baseSequence: batch.header.baseSequence }));
  }

  /** The stable committed offset of a group (OffsetFetch with requireStable, KIP-447), or -1n. */
  committedOffset(groupId: string, topic: string, partition: number): bigint {
    const answer = this.cluster.offsetFetch({ groupId, partitions: [{ topic, partition }], requireStable: true });
    const entry = answer.partitions[0];
    if (entry === undefined) return -1n;
    if (entry.errorCode !== 0) throw new Error(`offsetFetch ${groupId} ${topic}-${partition}: error ${entry.errorCode}`);
    return entry.committedOffset;
  }

  private values(topic: string, partition: number, isolationLevel: IsolationLevel): string[] {
    const { decoded, aborted } = this.batches(topic, partition, isolationLevel);
    return consumedBatches(decoded, aborted, isolationLevel === IsolationLevel.READ_COMMITTED)
      .flatMap((batch) => batch.records.map((record) => record.value?.toString('utf8') ?? ''));
  }

  private batches(topic: string, partition: number, isolationLevel: IsolationLevel) {
    const result = this.cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: MAX_BYTES, isolationLevel });
    if (result.errorCode !== 0) throw new Error(`fetch ${topic}-${partition}: error ${result.errorCode}`);
    return { decoded: decodeRecordBatches(Buffer.concat(result.batches)).batches, aborted: result.abortedTransactions };
  }
}
