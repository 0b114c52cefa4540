import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { describeProducers } from '../../src/testing/cluster-inspection.js';
import { ManualClock } from '../../src/internal/clock.js';
import { batch } from './batches.js';

function cluster(options: { unknownProducerIdOnMissingState?: boolean } = {}): InMemoryCluster {
  return new InMemoryCluster({ clock: new ManualClock(), topics: [{ name: 't', partitions: 1 }], producerState: options });
}

function send(target: InMemoryCluster, producerEpoch: number, baseSequence: number, count = 1, producerId = 5n) {
  const values = Array.from({ length: count }, (_, index) => `s${baseSequence + index}`);
  return target.produce({ transactionalId: null, topic: 't', partition: 0, records: batch({ producerId, producerEpoch, baseSequence, values }) });
}

describe('producer state (idempotence)', () => {
  it('acknowledges a retried batch within the last 5 with its original offset and does not append it again', () => {
    const target = cluster();
    const offsets = [0, 2, 4, 6, 8, 10].map((sequence) => send(target, 0, sequence, 2).baseOffset);
    expect(offsets).toEqual([0n, 2n, 4n, 6n, 8n, 10n]);
    const end = target.state.partition('t', 0)!.log.logEndOffset;
    // Batches 2..6 are in the window: retried, they get their original offsets.
    expect(send(target, 0, 2, 2)).toMatchObject({ errorCode: ErrorCode.NONE, baseOffset: 2n });
    expect(send(target, 0, 10, 2)).toMatchObject({ errorCode: ErrorCode.NONE, baseOffset: 10n });
    expect(target.state.partition('t', 0)!.log.logEndOffset).toBe(end);
    // The first batch fell out of the window: its retry is out of order.
    expect(send(target, 0, 0, 2).errorCode).toBe(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER);
  });

  it('rejects a sequence gap with OUT_OF_ORDER_SEQUENCE_NUMBER', () => {
    const target = cluster();
    expect(send(target, 0, 0, 3).errorCode).toBe(ErrorCode.NONE);
    expect(send(target, 0, 4).errorCode).toBe(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER);
    expect(send(target, 0, 3).errorCode).toBe(ErrorCode.NONE);
  });

  it('rejects an older epoch with INVALID_PRODUCER_EPOCH and requires a new epoch to start at 0', () => {
    const target = cluster();
    send(target, 1, 0, 3);
    expect(send(target, 0, 3).errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(send(target, 2, 5).errorCode).toBe(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER);
    expect(send(target, 2, 0).errorCode).toBe(ErrorCode.NONE);
    expect(send(target, 1, 3).errorCode).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
  });

  it('accepts any sequence from an unknown producer (KIP-360), or answers UNKNOWN_PRODUCER_ID in legacy mode', () => {
    expect(send(cluster(), 0, 42).errorCode).toBe(ErrorCode.NONE);
    const legacy = cluster({ unknownProducerIdOnMissingState: true });
    expect(send(legacy, 0, 42).errorCode).toBe(ErrorCode.UNKNOWN_PRODUCER_ID);
    expect(send(legacy, 0, 0).errorCode).toBe(ErrorCode.NONE);
    expect(legacy.expireProducer(5n)).toBe(1);
    expect(send(legacy, 0, 1).errorCode).toBe(ErrorCode.UNKNOWN_PRODUCER_ID);
  });

  it('wraps sequences at Int32.MAX_VALUE', () => {
    const target = cluster();
    expect(send(target, 0, 0x7ffffffe, 2).errorCode).toBe(ErrorCode.NONE);
    expect(send(target, 0, 0).errorCode).toBe(ErrorCode.NONE);
  });

  it('describes producers per partition', () => {
    const target = cluster();
    send(target, 3, 0, 4);
    expect(describeProducers(target, 't', 0).producers).toEqual([
      { producerId: 5n, producerEpoch: 3, lastSequence: 3, lastTimestamp: 1_700_000_000_000n, coordinatorEpoch: -1, currentTxnStartOffset: -1n },
    ]);
    expect(describeProducers(target, 'missing', 0).errorCode).toBe(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
  });

  it('does not check non-idempotent batches', () => {
    const target = cluster();
    const records = batch({ values: ['a'] });
    expect(target.produce({ transactionalId: null, topic: 't', partition: 0, records }).baseOffset).toBe(0n);
    expect(target.produce({ transactionalId: null, topic: 't', partition: 0, records: batch({ values: ['a'] }) }).baseOffset).toBe(1n);
  });
});
