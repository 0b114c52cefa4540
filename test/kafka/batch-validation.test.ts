/**
 * What Kafka answers to a Produce of a malformed record batch (LogValidator: the batch's offsets, count and
 * sequence, its records as read after decompression, keys on a compacted topic, the LZ4 frame and block rules),
 * checked on the real broker with the table the in-memory cluster's test runs (test/testing/malformed-batches.ts):
 * the error code, the `error_message` and the per-record `recordErrors`, Produce v12. Then randomly corrupted
 * batches of every codec, to Kafka and to the in-memory cluster: the same error code for each.
 */
import { beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { loadCompressionCodec } from '../../src/protocol/record-batch/compression/compression-registry.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { computeRecordBatchCrc, CompressionType, RecordBatchField, RECORD_BATCH_HEADER_SIZE } from '../../src/protocol/record-batch/record-batch-header.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { MALFORMED_BATCHES } from '../testing/malformed-batches.js';
import { createTopics, uniqueName } from './kafka-admin.js';
import { connect, produceToLeader } from './raw-produce.js';
import { describeRealKafka } from './real-kafka-env.js';

/** A small linear congruential generator: the same corruptions on every run. */
function generator(state: number): (below: number) => number {
  let current = state;
  return (below) => {
    current = (Math.imul(current, 1_103_515_245) + 12_345) >>> 0;
    return current % below;
  };
}

const CODECS = [CompressionType.none, CompressionType.gzip, CompressionType.snappy, CompressionType.lz4, CompressionType.zstd];

/** A batch of 1-4 records (some without a key, some with a header), then up to 2 bytes of its records replaced, and its count at times off by one. */
function corruptedBatch(next: (below: number) => number): Buffer {
  const count = 1 + next(4);
  const records = Array.from({ length: count }, (_, index) => ({
    timestamp: 1_700_000_000_000 + index,
    key: next(4) === 0 ? null : Buffer.from(`k${index}`),
    value: Buffer.from('v'.repeat(next(40))),
    headers: next(3) === 0 ? [{ key: 'h', value: Buffer.from('x') }] : [],
  }));
  const batch = encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CODECS[next(CODECS.length)] ?? CompressionType.none }, records);
  for (let flips = next(3); flips > 0; flips--) batch[RECORD_BATCH_HEADER_SIZE + next(batch.length - RECORD_BATCH_HEADER_SIZE)] = next(256);
  if (next(5) === 0) batch.writeInt32BE(count + next(3) - 1, RecordBatchField.recordCount);
  batch.writeUInt32BE(computeRecordBatchCrc(batch), RecordBatchField.crc);
  return batch;
}

describeRealKafka('Kafka refuses malformed record batches', (env) => {
  beforeAll(async () => {
    for (const codec of ['lz4', 'zstd', 'snappy'] as const) await loadCompressionCodec(codec);
  });

  for (const [index, each] of MALFORMED_BATCHES.entries()) {
    it(each.name, async () => {
      const topic = uniqueName(`malformed-${index}`);
      await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1, ...(each.compacted === true ? { configs: { 'cleanup.policy': 'compact,delete' } } : {}) }]);
      const { client, metadata } = await connect(env.bootstrapServers, topic, 'kafka-eos-batch-validation');
      try {
        const answer = await produceToLeader(client, metadata, topic, each.batch());
        expect({ errorCode: answer.errorCode, errorMessage: answer.errorMessage, recordErrors: answer.recordErrors }).toEqual({
          errorCode: each.errorCode,
          errorMessage: typeof each.errorMessage === 'function' ? each.errorMessage(`${topic}-0`) : null,
          recordErrors: each.recordErrors?.(`${topic}-0`) ?? [],
        });
        expect(answer.baseOffset).toBe(each.errorCode === ErrorCode.NONE ? 0n : -1n);
      } finally {
        await client.close();
      }
    });
  }

  it('randomly corrupted batches get the same error code from Kafka and from the in-memory cluster', async () => {
    const topic = uniqueName('corrupted');
    await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1, configs: { 'cleanup.policy': 'compact' } }]);
    const cluster = new InMemoryCluster();
    cluster.state.createTopic(topic, { configs: new Map([['cleanup.policy', 'compact']]) });
    const { client, metadata } = await connect(env.bootstrapServers, topic, 'kafka-eos-batch-validation');
    try {
      const next = generator(1);
      const disagreements: string[] = [];
      for (let round = 0; round < 1_000; round++) {
        const records = corruptedBatch(next);
        const kafka = (await produceToLeader(client, metadata, topic, records)).errorCode;
        const memory = cluster.produce({ transactionalId: null, topic, partition: 0, records: Buffer.from(records) });
        if (kafka !== memory.errorCode) disagreements.push(`Kafka ${kafka}, in-memory ${memory.errorCode} (${memory.errorMessage}): ${records.toString('hex')}`);
      }
      expect(disagreements).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
