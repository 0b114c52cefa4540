/**
 * The pure parts of the consumer: the assignors (range ranges; cooperative-sticky stickiness, balance, and the
 * KIP-429 rule that a moving partition is unassigned for one generation), the embedded subscription format, and
 * read_committed decoding of interleaved committed and aborted transactions with markers.
 */
import { describe, expect, it } from 'vitest';
import { cooperativeStickyAssignor, rangeAssignor, type AssignorMember } from '../../src/consumer/partition-assignor.js';
import { decodeAssignment, decodeSubscription, encodeAssignment, encodeSubscription } from '../../src/consumer/consumer-protocol.js';
import { fetchedRecords } from '../../src/consumer/fetched-records.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { encodeEndTxnMarkerBatch } from '../../src/protocol/record-batch/control-record.js';
import { CompressionType } from '../../src/protocol/record-batch/compression/compression-type.js';
import type { TopicPartition } from '../../src/common/topic-partition.js';

const member = (memberId: string, owned: TopicPartition[] = [], topics = ['t']): AssignorMember => ({
  memberId, groupInstanceId: null, subscription: { topics, ownedPartitions: owned, generationId: owned.length > 0 ? 1 : -1, rackId: null },
});
const tps = (...partitions: number[]): TopicPartition[] => partitions.map((partition) => ({ topic: 't', partition }));

describe('range assignor', () => {
  it('gives contiguous ranges, the first members one more', () => {
    const result = rangeAssignor.assign(new Map([['t', 7]]), [member('b'), member('a'), member('c')]);
    expect(result.get('a')).toEqual(tps(0, 1, 2));
    expect(result.get('b')).toEqual(tps(3, 4));
    expect(result.get('c')).toEqual(tps(5, 6));
  });
});

describe('cooperative-sticky assignor', () => {
  it('keeps owned partitions and withholds the ones that move for one generation', () => {
    const counts = new Map([['t', 6]]);
    // a owned everything; b is new.
    const first = cooperativeStickyAssignor.assign(counts, [member('a', tps(0, 1, 2, 3, 4, 5)), member('b')]);
    expect(first.get('a')).toHaveLength(3);
    expect(first.get('b')).toEqual([]); // moving partitions are not handed to b while a still owns them
    // Next generation: a owns 3, the other 3 are free and go to b.
    const second = cooperativeStickyAssignor.assign(counts, [member('a', first.get('a') ?? []), member('b')]);
    expect(second.get('a')).toEqual(first.get('a'));
    expect(second.get('b')).toHaveLength(3);
    const all = [...(second.get('a') ?? []), ...(second.get('b') ?? [])].map((tp) => tp.partition).sort();
    expect(all).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('balances within one and never assigns a partition twice', () => {
    const counts = new Map([['t', 10]]);
    const result = cooperativeStickyAssignor.assign(counts, [member('a', tps(0, 1)), member('b', tps(1, 2)), member('c')]);
    const lists = [...result.values()];
    const flat = lists.flat().map((tp) => tp.partition);
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const sizes = lists.map((list) => list.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });
});

describe('embedded consumer protocol', () => {
  it('round-trips subscriptions and assignments; an empty assignment buffer is no partitions', () => {
    const subscription = { topics: ['a', 'b'], ownedPartitions: [{ topic: 'a', partition: 2 }], generationId: 4, rackId: null };
    expect(decodeSubscription(encodeSubscription(subscription))).toEqual(subscription);
    expect(decodeAssignment(encodeAssignment([{ topic: 'a', partition: 1 }, { topic: 'a', partition: 0 }]))).toEqual([{ topic: 'a', partition: 0 }, { topic: 'a', partition: 1 }]);
    expect(decodeAssignment(Buffer.alloc(0))).toEqual([]);
  });
});

describe('read_committed decoding', () => {
  function batch(baseOffset: bigint, producerId: bigint, values: string[]): Buffer {
    return encodeRecordBatch(
      { baseOffset, producerId, producerEpoch: 0, baseSequence: 0, transactional: true, compression: CompressionType.none, partitionLeaderEpoch: 3 },
      values.map((value) => ({ timestamp: 1_000, key: null, value: Buffer.from(value) })),
    );
  }
  const marker = (offset: bigint, producerId: bigint, commit: boolean): Buffer =>
    encodeEndTxnMarkerBatch({ producerId, producerEpoch: 0, commit, coordinatorEpoch: 0, timestamp: 1_000, baseOffset: offset });

  it('drops an aborted producer\'s batches between its first offset and its ABORT marker, keeps the committed one interleaved', () => {
    const buffer = Buffer.concat([
      batch(0n, 1n, ['c1']), batch(1n, 2n, ['a1']), batch(2n, 1n, ['c2']), batch(3n, 2n, ['a2']),
      marker(4n, 2n, false), marker(5n, 1n, true), batch(6n, 2n, ['c3']), marker(7n, 2n, true),
    ]);
    const aborted = [{ producerId: 2n, firstOffset: 1n }];
    const committed = fetchedRecords({ topic: 't', partition: 0, fetchOffset: 0n, buffer, readCommitted: true, abortedTransactions: aborted });
    expect(committed.records.map((record) => Buffer.from(record.value ?? []).toString())).toEqual(['c1', 'c2', 'c3']);
    expect(committed.nextFetchOffset).toBe(8n);
    expect(committed.records[0]?.leaderEpoch).toBe(3);
    const uncommitted = fetchedRecords({ topic: 't', partition: 0, fetchOffset: 2n, buffer, readCommitted: false, abortedTransactions: null });
    expect(uncommitted.records.map((record) => Buffer.from(record.value ?? []).toString())).toEqual(['c2', 'a2', 'c3']);
  });
});
