/**
 * The embedded cluster's leader-epoch bookkeeping (KIP-101/KIP-320): batches stamped with the epoch they were written
 * in, OffsetForLeaderEpoch answered from where each epoch starts, Fetch and OffsetForLeaderEpoch fenced by the
 * client's `currentLeaderEpoch`, and an unclean leader election that truncates the log.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { decodeRecordBatchHeader } from '../../src/protocol/record-batch/record-batch-header.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { IsolationLevel } from '../../src/testing/isolation-level.js';
import { LeaderEpochCache } from '../../src/testing/leader-epoch-cache.js';
import { batch, values } from './batches.js';

/** A cluster of two brokers with topic `t`, whose one partition broker 1 leads. */
function twoBrokers(): InMemoryCluster {
  const cluster = new InMemoryCluster({ brokers: 2 });
  cluster.state.createTopic('t', { partitions: 1, leaders: [1] });
  return cluster;
}

function produce(cluster: InMemoryCluster, value: string): bigint {
  const result = cluster.produce({ transactionalId: null, topic: 't', partition: 0, records: batch({ values: [value], producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false, timestamp: 0 }) });
  expect(result.errorCode).toBe(ErrorCode.NONE);
  return result.baseOffset;
}

function read(cluster: InMemoryCluster, currentLeaderEpoch = -1): { errorCode: number; epochs: number[]; values: string[] } {
  const result = cluster.fetch({ topic: 't', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: IsolationLevel.READ_UNCOMMITTED, currentLeaderEpoch });
  return { errorCode: result.errorCode, epochs: result.batches.map((each) => decodeRecordBatchHeader(each).partitionLeaderEpoch), values: values(result.batches) };
}

function endOffset(cluster: InMemoryCluster, leaderEpoch: number, currentLeaderEpoch = -1): unknown {
  return cluster.offsetForLeaderEpoch({ topic: 't', partition: 0, leaderEpoch, currentLeaderEpoch });
}

describe('LeaderEpochCache', () => {
  it('answers the end of an epoch as the start of the next one, the log end offset for the latest, and -1/-1 past it', () => {
    const cache = new LeaderEpochCache();
    expect(cache.endOffsetFor(0, 0)).toEqual({ leaderEpoch: -1, endOffset: -1 });
    cache.assign(1, 0);
    cache.assign(3, 5);
    cache.assign(2, 7); // older than the latest: ignored
    expect(cache.endOffsetFor(1, 9)).toEqual({ leaderEpoch: 1, endOffset: 5 });
    expect(cache.endOffsetFor(2, 9)).toEqual({ leaderEpoch: 1, endOffset: 5 }); // never led: the epoch below it
    expect(cache.endOffsetFor(0, 9)).toEqual({ leaderEpoch: 0, endOffset: 0 }); // before the first known epoch
    expect(cache.endOffsetFor(3, 9)).toEqual({ leaderEpoch: 3, endOffset: 9 });
    expect(cache.endOffsetFor(4, 9)).toEqual({ leaderEpoch: -1, endOffset: -1 });
    cache.truncateFromEnd(5);
    expect(cache.latestEpoch).toBe(1);
  });
});

describe('leader epochs in the in-memory cluster', () => {
  it('stamps each batch with the leader epoch it was written in and answers OffsetForLeaderEpoch from them', () => {
    const cluster = twoBrokers();
    produce(cluster, 'a');
    produce(cluster, 'b');
    cluster.moveLeader('t', 0, 2);
    produce(cluster, 'c');
    expect(read(cluster)).toEqual({ errorCode: ErrorCode.NONE, epochs: [0, 0, 1], values: ['a', 'b', 'c'] });
    expect(endOffset(cluster, 0)).toEqual({ errorCode: ErrorCode.NONE, leaderEpoch: 0, endOffset: 2n });
    expect(endOffset(cluster, 1)).toEqual({ errorCode: ErrorCode.NONE, leaderEpoch: 1, endOffset: 3n });
    cluster.close();
  });

  it('fences Fetch and OffsetForLeaderEpoch by the client\'s current leader epoch', () => {
    const cluster = twoBrokers();
    produce(cluster, 'a');
    cluster.moveLeader('t', 0, 2);
    expect(read(cluster, 0).errorCode).toBe(ErrorCode.FENCED_LEADER_EPOCH);
    expect(read(cluster, 2).errorCode).toBe(ErrorCode.UNKNOWN_LEADER_EPOCH);
    expect(read(cluster, 1).errorCode).toBe(ErrorCode.NONE);
    expect(endOffset(cluster, 0, 0)).toMatchObject({ errorCode: ErrorCode.FENCED_LEADER_EPOCH });
    expect(endOffset(cluster, 0, 2)).toMatchObject({ errorCode: ErrorCode.UNKNOWN_LEADER_EPOCH });
    cluster.close();
  });

  it('an unclean leader election drops the suffix of the log, and the new epoch reuses its offsets', () => {
    const cluster = twoBrokers();
    for (const value of ['a', 'b', 'c', 'd']) produce(cluster, value);
    expect(() => cluster.truncateOnLeaderChange('t', 0, 1, 2n)).toThrow(RangeError);
    expect(cluster.truncateOnLeaderChange('t', 0, 2, 2n)).toBe(2n);
    expect(cluster.state.partition('t', 0)).toMatchObject({ leaderId: 2, leaderEpoch: 1 });
    expect(produce(cluster, 'x')).toBe(2n);
    expect(read(cluster)).toEqual({ errorCode: ErrorCode.NONE, epochs: [0, 0, 1], values: ['a', 'b', 'x'] });
    // A consumer at offset 4 in epoch 0 learns that epoch 0 ends at 2 on the new leader: truncation.
    expect(endOffset(cluster, 0, 1)).toEqual({ errorCode: ErrorCode.NONE, leaderEpoch: 0, endOffset: 2n });
    expect(cluster.faults.history().some((event) => event.kind === 'control' && event.description.includes('uncleanly; log truncated to 2'))).toBe(true);
    cluster.close();
  });
});
