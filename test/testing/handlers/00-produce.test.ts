import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { loadCompressionCodec } from '../../../src/protocol/record-batch/compression/compression-registry.js';
import { encodeRecordBatch } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { computeRecordBatchCrc, CompressionType, RecordBatchField, RECORD_BATCH_HEADER_SIZE } from '../../../src/protocol/record-batch/record-batch-header.js';
import { InProcessNetworkClient } from '../../../src/testing/in-process-network-client.js';
import { batch, values } from '../batches.js';
import { harness, type Harness } from './harness.js';
import { addPartitions, endTxn, fetchRequest, initProducer, produceRequest } from './requests.js';

let h: Harness;
afterEach(() => {
  h.close();
});

function logValues(topic: string, partition: number): string[] {
  return values(h.cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 0 }).batches);
}

describe('Produce handler', () => {
  it.each([3, 5, 7, 8, 9, 11, 12, 13])('appends a plain batch and answers its base offset at v%i', async (version) => {
    h = harness({ topics: [{ name: 'orders', partitions: 2 }] });
    const first = await h.call('Produce', version, () => produceRequest(h.cluster, 'orders', 1, batch({ values: ['a', 'b'] })));
    const second = await h.call('Produce', version, () => produceRequest(h.cluster, 'orders', 1, batch({ values: ['c'] })));
    const partition = second.responses[0]?.partitionResponses[0];
    expect(first.responses[0]?.partitionResponses[0]).toMatchObject({ index: 1, errorCode: 0, baseOffset: 0n });
    expect(partition).toMatchObject({ index: 1, errorCode: 0, baseOffset: 2n });
    expect(partition?.logStartOffset).toBe(version >= 5 ? 0n : -1n);
    expect(logValues('orders', 1)).toEqual(['a', 'b', 'c']);
  });

  it('dedupes an idempotent retry, rejects a sequence gap and keeps the log exact', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const producer = await initProducer(h, null);
    const first = batch({ ...producer, baseSequence: 0, values: ['a', 'b'] });
    const answers = [];
    for (const records of [first, Buffer.from(first), batch({ ...producer, baseSequence: 5, values: ['x'] }), batch({ ...producer, baseSequence: 2, values: ['c'] })]) {
      const response = await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, records));
      answers.push(response.responses[0]?.partitionResponses[0]);
    }
    expect(answers.map((answer) => [answer?.errorCode, answer?.baseOffset])).toEqual([
      [0, 0n],
      [0, 0n],
      [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, -1n],
      [0, 2n],
    ]);
    expect(answers[2]?.errorMessage).not.toBeNull();
    expect(logValues('orders', 0)).toEqual(['a', 'b', 'c']);
  });

  it('refuses an lz4 batch whose frame links its blocks, as Kafka does, and appends one with independent blocks', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    await loadCompressionCodec('lz4');
    const independent = encodeRecordBatch({ producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, compression: CompressionType.lz4 },
      ['a', 'b'].map((value) => ({ timestamp: 1_700_000_000_000, key: null, value: Buffer.from(value) })));
    // The same frame with FLG's independence bit cleared (what lz4js.compress writes), CRC made valid again.
    const linked = Buffer.from(independent);
    linked[RECORD_BATCH_HEADER_SIZE + 4] = 0x40;
    linked.writeUInt32BE(computeRecordBatchCrc(linked), RecordBatchField.crc);
    const answers = [];
    for (const records of [linked, independent]) {
      const response = await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, records));
      answers.push(response.responses[0]?.partitionResponses[0]);
    }
    expect(answers.map((answer) => [answer?.errorCode, answer?.baseOffset])).toEqual([[ErrorCode.UNKNOWN_SERVER_ERROR, -1n], [0, 0n]]);
    expect(answers[0]?.errorMessage).toBe('Dependent block stream is unsupported');
    expect(logValues('orders', 0)).toEqual(['a', 'b']);
  });

  it('stores a copy of the records, so a client reusing its buffer cannot corrupt the log', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const records = batch({ values: ['kept'] });
    const client = new InProcessNetworkClient(h.cluster); // no wire check: the handler sees the caller's buffer
    await client.send('any', 'Produce', () => produceRequest(h.cluster, 'orders', 0, records));
    records.fill(0);
    expect(logValues('orders', 0)).toEqual(['kept']);
  });

  it('rejects a transactional batch for a partition not in the transaction (TV1) and accepts it once added', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const producer = await initProducer(h, 'tx');
    const records = (): Buffer => batch({ ...producer, baseSequence: 0, transactional: true, values: ['t'] });
    const rejected = await h.call('Produce', 11, () => produceRequest(h.cluster, 'orders', 0, records(), { transactionalId: 'tx' }));
    expect(rejected.responses[0]?.partitionResponses[0]?.errorCode).toBe(ErrorCode.INVALID_TXN_STATE);
    expect(await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }])).toEqual([0]);
    const accepted = await h.call('Produce', 11, () => produceRequest(h.cluster, 'orders', 0, records(), { transactionalId: 'tx' }));
    expect(accepted.responses[0]?.partitionResponses[0]).toMatchObject({ errorCode: 0, baseOffset: 0n });
    expect((await endTxn(h, 'tx', producer, true)).errorCode).toBe(0);
  });

  it('adds the partition implicitly at v12+ under transaction version 2 (KIP-890)', async () => {
    h = harness({ topics: [{ name: 'orders' }], transactionVersion: 2 });
    const producer = await initProducer(h, 'tx');
    const response = await h.call('Produce', 12, () =>
      produceRequest(h.cluster, 'orders', 0, batch({ ...producer, baseSequence: 0, transactional: true, values: ['t'] }), { transactionalId: 'tx' }),
    );
    expect(response.responses[0]?.partitionResponses[0]?.errorCode).toBe(0);
    expect(h.cluster.transactions.metadata('tx')?.state).toBe('Ongoing');
    expect([...(h.cluster.transactions.metadata('tx')?.partitions.values() ?? [])]).toEqual([{ topic: 'orders', partition: 0 }]);
  });

  it('answers MESSAGE_TOO_LARGE for a batch over the topic\'s max.message.bytes, before any other check, and writes nothing', async () => {
    h = harness({ topics: [{ name: 'orders', maxMessageBytes: 120 }, { name: 'audit' }], messageMaxBytes: 150 });
    const producer = await initProducer(h, null);
    const small = batch({ ...producer, baseSequence: 0, values: ['a'] });
    const large = batch({ ...producer, baseSequence: 1, values: ['b'.repeat(100)] });
    expect(small.length).toBeLessThanOrEqual(120);
    expect(large.length).toBeGreaterThan(150);
    const answers = [];
    // A too-large batch with a wrong sequence and a broken CRC is still MESSAGE_TOO_LARGE: the size is checked first.
    const broken = Buffer.from(large);
    broken.writeInt32BE(99, 53);
    for (const [topic, records] of [['orders', small], ['orders', large], ['orders', broken], ['audit', large]] as const) {
      const response = await h.call('Produce', 9, () => produceRequest(h.cluster, topic, 0, records));
      answers.push(response.responses[0]?.partitionResponses[0]);
    }
    expect(answers.map((answer) => answer?.errorCode)).toEqual([0, ErrorCode.MESSAGE_TOO_LARGE, ErrorCode.MESSAGE_TOO_LARGE, ErrorCode.MESSAGE_TOO_LARGE]);
    expect(answers[1]?.errorMessage).toMatch(/max\.message\.bytes/);
    expect(logValues('orders', 0)).toEqual(['a']);
    expect(logValues('audit', 0)).toEqual([]);
  });

  it('sends no response for acks=0 but applies the write', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const result = await h.client({ Produce: 7 }).send('any', 'Produce', () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['fire'] }), { acks: 0 }), { expectResponse: false });
    expect(result.response).toBeUndefined();
    expect(logValues('orders', 0)).toEqual(['fire']);
  });

  it('answers NOT_LEADER_OR_FOLLOWER with the current leader and its endpoint from v10', async () => {
    h = harness({ brokers: 2, topics: [{ name: 'orders' }] });
    const leader = h.cluster.state.partition('orders', 0)?.leaderId ?? -1;
    const other = leader === 1 ? 2 : 1;
    const response = await h.call('Produce', 10, () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['x'] })), other);
    expect(response.responses[0]?.partitionResponses[0]).toMatchObject({ errorCode: ErrorCode.NOT_LEADER_OR_FOLLOWER, currentLeader: { leaderId: leader, leaderEpoch: 0 } });
    expect(response.nodeEndpoints).toEqual([{ nodeId: leader, host: 'in-memory', port: 9092 + leader, rack: null }]);
  });

  it('answers UNKNOWN_TOPIC_ID for an unknown topic id at v13', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const request = produceRequest(h.cluster, 'orders', 0, batch({ values: ['x'] }));
    const topic = request.topicData[0];
    if (topic !== undefined) topic.topicId = 'AAAAAAAAAAAAAAAAAAAAAQ';
    const response = await h.call('Produce', 13, () => request);
    expect(response.responses[0]?.partitionResponses[0]?.errorCode).toBe(ErrorCode.UNKNOWN_TOPIC_ID);
  });

  it('keeps fetch requests honest: the produced batch is fetchable', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['a'] })));
    const fetched = await h.call('Fetch', 11, () => fetchRequest(h.cluster, 'orders', 0));
    expect(values([fetched.responses[0]?.partitions[0]?.records ?? Buffer.alloc(0)])).toEqual(['a']);
  });
});
