/**
 * The data layout every history shares, and the deterministic "processing" function of the
 * consume-process-produce workload. The checker recomputes the expected outputs of each input record
 * from the same function, which is what makes invariant 3 checkable.
 */
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { CompressionType } from '../../src/protocol/record-batch/compression/compression-type.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import type { Prng } from './prng.js';

/** Input topic of the consume-process-produce workers. @internal */
export const INPUT_TOPIC = 'input';
/** Input partitions. @internal */
export const INPUT_PARTITIONS = 4;
/** Output topics and their partition counts. @internal */
export const OUTPUT_TOPICS: readonly { readonly name: string; readonly partitions: number }[] = [
  { name: 'out-0', partitions: 3 },
  { name: 'out-1', partitions: 2 },
];

/** Topics to create in the cluster. @internal */
export const TOPICS = [{ name: INPUT_TOPIC, partitions: INPUT_PARTITIONS }, ...OUTPUT_TOPICS];

/**
 * The outputs the worker writes for input record `offset` of input partition `partition`: one or two
 * records (`in:<partition>:<offset>:<j>` to out-j), on a partition derived from the input.
 * @internal
 */
export function derivedOutputs(partition: number, offset: number): { readonly topic: string; readonly partition: number; readonly payload: string }[] {
  const fanOut = 1 + ((partition * 7 + offset) % 2);
  const outputs = [];
  for (let j = 0; j < fanOut; j++) {
    const topic = OUTPUT_TOPICS[j];
    if (topic === undefined) break;
    outputs.push({ topic: topic.name, partition: (partition + offset + j) % topic.partitions, payload: `in:${partition}:${offset}:${j}` });
  }
  return outputs;
}

/**
 * Writes the input partitions (plain, non-idempotent batches of 1-4 records) directly into the cluster: `topic`
 * (default the consume-process-produce workers' input) with `partitions` partitions.
 * @internal
 */
export function fillInput(cluster: InMemoryCluster, prng: Prng, recordsPerPartition: number, topic = INPUT_TOPIC, partitions = INPUT_PARTITIONS): void {
  const now = cluster.clock.now();
  for (let partition = 0; partition < partitions; partition++) {
    let written = 0;
    while (written < recordsPerPartition) {
      const count = Math.min(prng.int(1, 4), recordsPerPartition - written);
      const records = [];
      for (let index = 0; index < count; index++) {
        records.push({ timestamp: now, key: null, value: Buffer.from(`input-${partition}-${written + index}`) });
      }
      const batch = encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none }, records);
      const result = cluster.produce({ transactionalId: null, topic, partition, records: batch });
      if (result.errorCode !== 0) throw new Error(`simulation bug: input produce failed with ${result.errorCode}`);
      written += count;
    }
  }
}
