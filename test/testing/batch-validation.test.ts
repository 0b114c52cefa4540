/**
 * The in-memory cluster validates a produced batch's records as Kafka's LogValidator does: each malformed batch of
 * malformed-batches.ts gets Kafka's error code, `recordErrors` and, where Kafka sends one, its message (the same
 * table runs against Kafka 4.4.0 in test/kafka/batch-validation.test.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { loadCompressionCodec } from '../../src/protocol/record-batch/compression/compression-registry.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { CompressionType } from '../../src/protocol/record-batch/record-batch-header.js';
import { harness, type Harness } from './handlers/harness.js';
import { produceRequest } from './handlers/requests.js';
import { MALFORMED_BATCHES } from './malformed-batches.js';

let h: Harness;
afterEach(() => {
  h.close();
});

function topicWith(compacted: boolean): string {
  const name = compacted ? 'compacted' : 'plain';
  h.cluster.state.createTopic(name, compacted ? { configs: new Map([['cleanup.policy', 'compact,delete']]) } : {});
  return name;
}

describe('Produce validates the records of a batch as Kafka does', () => {
  beforeAll(async () => {
    for (const codec of ['lz4', 'zstd', 'snappy'] as const) await loadCompressionCodec(codec);
  });

  for (const each of MALFORMED_BATCHES) {
    it(each.name, async () => {
      h = harness();
      const topic = topicWith(each.compacted === true);
      const response = await h.call('Produce', 12, () => produceRequest(h.cluster, topic, 0, each.batch()));
      const answer = response.responses[0]?.partitionResponses[0];
      expect(answer?.errorCode).toBe(each.errorCode);
      if (each.errorCode === ErrorCode.NONE) {
        expect(answer?.baseOffset).toBe(0n);
        return;
      }
      expect(answer?.baseOffset).toBe(-1n);
      if (typeof each.errorMessage === 'function') expect(answer?.errorMessage).toBe(each.errorMessage(`${topic}-0`));
      else expect(answer?.errorMessage).toMatch(each.reason ?? /./);
      expect(answer?.recordErrors).toEqual(each.recordErrors?.(`${topic}-0`) ?? []);
      expect(h.cluster.fetch({ topic, partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 0 }).batches).toEqual([]);
    });
  }

  it('sends recordErrors and the message from Produce v8 only', async () => {
    h = harness();
    const topic = topicWith(true);
    const unkeyed = (): Buffer => encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.none },
      [{ timestamp: 1_700_000_000_000, key: null, value: Buffer.from('v') }]);
    const v7 = (await h.call('Produce', 7, () => produceRequest(h.cluster, topic, 0, unkeyed()))).responses[0]?.partitionResponses[0];
    const v8 = (await h.call('Produce', 8, () => produceRequest(h.cluster, topic, 0, unkeyed()))).responses[0]?.partitionResponses[0];
    expect(v7).toMatchObject({ errorCode: ErrorCode.INVALID_RECORD, recordErrors: [], errorMessage: null });
    expect(v8).toMatchObject({ errorCode: ErrorCode.INVALID_RECORD, recordErrors: [{ batchIndex: 0 }] });
    expect(v8?.errorMessage).toMatch(/^One or more records have been rejected due to 1 record errors/);
  });

  it('writes the lz4 batches of its own codec, whatever their size', () => {
    h = harness();
    const topic = topicWith(false);
    for (const size of [1, 13, 100, 5_000, 70_000, 200_000]) {
      const value = Buffer.alloc(size);
      for (let i = 0; i < size; i++) value[i] = (i * 7 + (i >> 5)) % 61;
      const records = encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.lz4 },
        [{ timestamp: 1_700_000_000_000, key: Buffer.from('k'), value }, { timestamp: 1_700_000_000_000, key: null, value: value.subarray(0, size >> 1) }]);
      expect(h.cluster.produce({ transactionalId: null, topic, partition: 0, records }).errorCode).toBe(ErrorCode.NONE);
    }
  });
});
