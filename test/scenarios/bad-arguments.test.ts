/**
 * Bad arguments are refused at the API boundary with an {@link InvalidArgumentError} naming
 * the argument, and a refused call affects nothing else (the state, the transaction and the other records are
 * unchanged). Every call is made the way plain JavaScript makes it: the arguments are cast through `unknown`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { ProducerRecord } from '../../src/common/record.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../../src/common/topic-partition.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { committedOffset } from '../interop/cluster-log.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const GROUP: ConsumerGroupMetadata = { groupId: 'item9-group', generationId: -1, memberId: '', groupInstanceId: null };

/** What a plain JavaScript caller may pass: anything. */
const asRecord = (value: unknown): ProducerRecord => value as ProducerRecord;
const asOffsets = (value: unknown): TopicPartitionOffset[] => value as TopicPartitionOffset[];
const asGroup = (value: unknown): ConsumerGroupMetadata => value as ConsumerGroupMetadata;

const BAD_SENDS: readonly { readonly name: string; readonly input: unknown; readonly argument: string }[] = [
  { name: 'no value (a missing property is not a tombstone)', input: { topic: 'orders', partition: 0 }, argument: 'record.value' },
  { name: 'value: undefined', input: { topic: 'orders', partition: 0, value: undefined }, argument: 'record.value' },
  { name: 'a number value', input: { topic: 'orders', partition: 0, value: 5 }, argument: 'record.value' },
  { name: 'an object value', input: { topic: 'orders', partition: 0, value: { a: 1 } }, argument: 'record.value' },
  { name: 'a number key', input: { topic: 'orders', partition: 0, key: 7, value: 'v' }, argument: 'record.key' },
  { name: "timestamp: 'now'", input: { topic: 'orders', partition: 0, value: 'v', timestamp: 'now' }, argument: 'record.timestamp' },
  { name: 'a negative timestamp', input: { topic: 'orders', partition: 0, value: 'v', timestamp: -5 }, argument: 'record.timestamp' },
  { name: 'the KafkaJS { topic, messages } shape', input: { topic: 'orders', messages: [{ value: 'v' }] }, argument: 'record' },
  { name: 'a missing topic', input: { value: 'v' }, argument: 'record.topic' },
  { name: "partition: '0'", input: { topic: 'orders', partition: '0', value: 'v' }, argument: 'record.partition' },
  { name: 'partition: -1', input: { topic: 'orders', partition: -1, value: 'v' }, argument: 'record.partition' },
  { name: 'a string header value in the list form', input: { topic: 'orders', partition: 0, value: 'v', headers: [{ key: 'h', value: 'x' }] }, argument: 'record.headers[0].value' },
  { name: 'a number header value', input: { topic: 'orders', partition: 0, value: 'v', headers: { h: 1 } }, argument: 'record.headers.h' },
  { name: 'null', input: null, argument: 'record' },
  { name: 'an array with one bad record', input: [{ topic: 'orders', partition: 0, value: 'ok' }, { topic: 'orders', partition: 0, value: 5 }], argument: 'records[1].value' },
];

const BAD_OFFSETS: readonly { readonly name: string; readonly offsets: unknown; readonly group: unknown; readonly argument: string }[] = [
  { name: 'no group metadata', offsets: [{ topic: 'audit', partition: 0, offset: 5n }], group: undefined, argument: 'groupMetadata' },
  { name: "a string offset '5'", offsets: [{ topic: 'audit', partition: 0, offset: '5' }], group: GROUP, argument: 'offsets[0].offset' },
  { name: 'a number offset 5', offsets: [{ topic: 'audit', partition: 0, offset: 5 }], group: GROUP, argument: 'offsets[0].offset' },
  { name: 'a negative offset', offsets: [{ topic: 'audit', partition: 0, offset: -1n }], group: GROUP, argument: 'offsets[0].offset' },
  { name: "KafkaJS's { consumerGroupId, topics }", offsets: { consumerGroupId: 'g', topics: [{ topic: 'audit', partitions: [{ partition: 0, offset: '5' }] }] }, group: undefined, argument: 'offsets' },
  { name: 'generation > 0 with an empty member id', offsets: [{ topic: 'audit', partition: 0, offset: 5n }], group: { ...GROUP, generationId: 3 }, argument: 'groupMetadata.memberId' },
  { name: 'a missing group id', offsets: [{ topic: 'audit', partition: 0, offset: 5n }], group: { generationId: -1, memberId: '', groupInstanceId: null }, argument: 'groupMetadata.groupId' },
  { name: 'the same partition twice', offsets: [{ topic: 'audit', partition: 0, offset: 5n }, { topic: 'audit', partition: 0, offset: 6n }], group: GROUP, argument: 'offsets[1]' },
];

describe('bad arguments are refused at the boundary and affect nothing else', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  async function inTransaction(id: string): Promise<Producer> {
    const producer = s.producer({ transactionalId: id, lingerMs: 50 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    return producer;
  }

  for (const bad of BAD_SENDS) {
    it(`send with ${bad.name} is refused, and a valid record sharing the batch commits`, async () => {
      s = scenario();
      const producer = await inTransaction('item9-send');
      // A valid record lingers in partition 0's open batch while the bad call is made.
      const valid = producer.send({ topic: 'orders', partition: 0, value: 'valid' });
      const error = await s.settleError(producer.send(asRecord(bad.input)));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ argument: bad.argument });
      expect(error.message).toContain(bad.argument);
      expect(producer.state).toBe('IN_TRANSACTION');
      expect((await s.settle(valid)).offset).toBe(0n);
      await s.settle(producer.commitTransaction());
      expect(s.committed('orders', 0)).toEqual(['valid']);
    });
  }

  it('an explicit value: null is a tombstone, as in Kafka', async () => {
    s = scenario();
    const producer = await inTransaction('item9-tombstone');
    await s.settle(producer.send({ topic: 'orders', partition: 0, key: 'k', value: null }));
    await s.settle(producer.commitTransaction());
    const fetched = s.cluster.fetch({ topic: 'orders', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 1 });
    expect(fetched.batches.length).toBeGreaterThan(0);
    expect(s.committed('orders', 0)).toEqual(['']);
  });

  it('bad operation options are refused (options: null, timeoutMs: "5", signal: {})', async () => {
    s = scenario();
    const producer = await inTransaction('item9-options');
    const asOptions = (value: unknown): { timeoutMs?: number } => value as { timeoutMs?: number };
    for (const [options, argument] of [[null, 'options'], [{ timeoutMs: '5' }, 'options.timeoutMs'], [{ signal: {} }, 'options.signal']] as const) {
      const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'v' }, asOptions(options)));
      expect(error).toMatchObject({ argument: argument });
      const commit = await s.settleError(producer.commitTransaction(asOptions(options)));
      expect(commit).toMatchObject({ argument: argument });
    }
    const close = await s.settleError(producer.close(asOptions({ timeoutMs: 'soon' })));
    expect(close).toMatchObject({ argument: 'options.timeoutMs' });
    expect(producer.state).toBe('IN_TRANSACTION');
    await s.settle(producer.commitTransaction());
  });

  for (const bad of BAD_OFFSETS) {
    it(`sendOffsetsToTransaction with ${bad.name} is refused; the transaction still commits`, async () => {
      s = scenario();
      const producer = await inTransaction('item9-offsets');
      const sent = producer.send({ topic: 'orders', partition: 1, value: 'v' });
      const error = await s.settleError(producer.sendOffsetsToTransaction(asOffsets(bad.offsets), asGroup(bad.group)));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ argument: bad.argument });
      expect(producer.state).toBe('IN_TRANSACTION');
      await s.settle(sent);
      await s.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 9n }], GROUP));
      await s.settle(producer.commitTransaction());
      expect(producer.state).toBe('READY');
      expect(s.committed('orders', 1)).toEqual(['v']);
      expect(committedOffset(s.cluster, GROUP.groupId, 'audit', 0)).toBe(9n);
    });
  }

  it('empty offsets are not sent to the broker (Kafka skips an empty map)', async () => {
    s = scenario();
    const producer = await inTransaction('item9-empty');
    s.cluster.faults.failRequests(ApiKey.AddOffsetsToTxn, ErrorCode.GROUP_AUTHORIZATION_FAILED);
    await s.settle(producer.sendOffsetsToTransaction([], GROUP));
    expect(producer.state).toBe('IN_TRANSACTION');
    expect(s.cluster.faults.pending()).toHaveLength(1);
    s.cluster.faults.clear();
    await s.settle(producer.commitTransaction());
  });

  it('the in-memory TxnOffsetCommit handler refuses a non-int64 offset (INVALID_REQUEST) instead of storing it', async () => {
    s = scenario();
    const raw = new InProcessNetworkClient(s.cluster, { wireCheck: false });
    const { response } = await raw.send('any', 'TxnOffsetCommit', () => ({
      transactionalId: 'item9-raw', groupId: GROUP.groupId, producerId: 0n, producerEpoch: 0, generationIdOrMemberEpoch: -1,
      memberId: '', groupInstanceId: null,
      topics: [{ name: 'audit', topicId: s.cluster.state.topic('audit')!.topicId, partitions: [{ partitionIndex: 0, committedOffset: '5' as unknown as bigint, committedLeaderEpoch: -1, committedMetadata: null }] }],
    }));
    expect(response.topics[0]?.partitions[0]?.errorCode).toBe(ErrorCode.INVALID_REQUEST);
    expect(committedOffset(s.cluster, GROUP.groupId, 'audit', 0)).toBe(-1n);
    await raw.close();
  });
});
