import { describe, expect, it } from 'vitest';
import { BufferExhaustedError } from '../../src/producer/accumulator/buffer-pool.js';
import { ProducerClosedError, RecordTooLargeError } from '../../src/producer/accumulator/accumulator-errors.js';
import type { RecordMetadata } from '../../src/common/record.js';
import { appendOne, BROKER_ONE, leaderOne, makeAccumulator, record, RECORDS_PER_BATCH, sequenceSource, settle, TOPIC, track } from './accumulator-helpers.js';
import { RecordDelivery } from '../../src/producer/accumulator/delivery.js';

describe('RecordAccumulator batching', () => {
  it('RecordAccumulatorTest.testFull: closes a batch at batchSize and drains one batch per partition per request', async () => {
    const { accumulator } = makeAccumulator();
    const deliveries = Array.from({ length: 20 }, (_, index) => appendOne(accumulator, TOPIC, 0, record(index), 0));
    // Two full batches and a partial one: ready without waiting for linger.
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1]));
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(drained.map((batch) => batch.recordCount)).toEqual([RECORDS_PER_BATCH]);
    expect(drained[0]!.estimatedSizeInBytes).toBeLessThanOrEqual(1_000);
    accumulator.complete(drained[0]!, 100n);
    const metadata = await Promise.all(deliveries.slice(0, RECORDS_PER_BATCH));
    expect(metadata.map((entry) => entry.offset)).toEqual([100n, 101n, 102n, 103n, 104n, 105n, 106n, 107n]);
    expect(metadata[3]).toEqual({ topic: TOPIC, partition: 0, offset: 103n, timestamp: 1_700_000_000_003 });
    const rest = track(deliveries[RECORDS_PER_BATCH]!);
    await settle();
    expect(rest.state).toBe('pending');
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)?.map((batch) => batch.recordCount)).toEqual([RECORDS_PER_BATCH]);
  });

  it('RecordAccumulatorTest.testLinger / testNextReadyCheckDelay: holds a partial batch for lingerMs, and reports when to look again', () => {
    const { accumulator, clock } = makeAccumulator({ lingerMs: 25 });
    clock.advance(1_000);
    void appendOne(accumulator, TOPIC, 0, record(0), clock.now());
    const early = accumulator.ready(1_010, leaderOne);
    expect(early.readyNodes.size).toBe(0);
    expect(early.nextReadyCheckDelayMs).toBe(15);
    expect(accumulator.nextReadyAt(1_010)).toBe(1_025);
    expect(accumulator.ready(1_025, leaderOne).readyNodes).toEqual(new Set([1]));
    expect(accumulator.nextReadyAt(1_030)).toBe(1_030);
    expect(accumulator.drain(1_025, BROKER_ONE, leaderOne).get(1)?.[0]?.recordCount).toBe(1);
    expect(accumulator.nextReadyAt(1_030)).toBeUndefined();
  });

  it('drains lingering batches of a broker that is being sent to anyway (Kafka piggybacking)', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 1_000 });
    for (let i = 0; i <= RECORDS_PER_BATCH; i++) void appendOne(accumulator, TOPIC, 0, record(i), 0);
    void appendOne(accumulator, TOPIC, 1, record(0), 0);
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1]));
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)!;
    expect(drained.map((batch) => [batch.partition, batch.recordCount]).sort()).toEqual([[0, RECORDS_PER_BATCH], [1, 1]]);
  });

  it('reports topics without a leader and never drains them', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0 });
    void appendOne(accumulator, 'lost', 0, record(0), 0);
    const result = accumulator.ready(0, () => undefined);
    expect([...result.unknownLeaderTopics]).toEqual(['lost']);
    expect(accumulator.drain(0, BROKER_ONE, () => undefined).size).toBe(0);
  });

  it('RecordAccumulatorTest.testPartialDrain: caps a request at maxRequestSize per broker and rotates partitions between drains', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0, maxRequestSize: 1_500 });
    for (const partition of [0, 1, 2]) for (let i = 0; i < RECORDS_PER_BATCH; i++) void appendOne(accumulator, TOPIC, partition, record(i), 0);
    const first = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    const second = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    const third = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    // ~917 bytes each: one batch per request.
    expect([first.length, second.length, third.length]).toEqual([1, 1, 1]);
    expect([first[0]!.partition, second[0]!.partition, third[0]!.partition].sort()).toEqual([0, 1, 2]);
  });

  it('moves a sticky record to the next sticky partition only when it would start a new batch (KIP-480)', () => {
    const asked: [string, number][] = [];
    const { accumulator } = makeAccumulator({ nextStickyPartition: (topic, previous) => { asked.push([topic, previous]); return previous + 1; } });
    const sticky = (index: number, partition: number): number => accumulator.append(TOPIC, partition, record(index), 0, new RecordDelivery(), 0, undefined, true);
    expect(sticky(0, 0)).toBe(1);
    for (let i = 1; i < RECORDS_PER_BATCH; i++) expect(sticky(i, 1)).toBe(1);
    expect(sticky(RECORDS_PER_BATCH, 1)).toBe(2);
    expect(asked).toEqual([[TOPIC, 0], [TOPIC, 1]]);
    // Not sticky, or no nextStickyPartition: the record starts a new batch where it was sent.
    expect(accumulator.append(TOPIC, 5, record(0), 0, new RecordDelivery(), 0)).toBe(5);
    expect(makeAccumulator().accumulator.append(TOPIC, 3, record(0), 0, new RecordDelivery(), 0, undefined, true)).toBe(3);
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1]));
  });

  it('resolves offsets -1 for acks=0 and uses the broker log-append time when given', async () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0 });
    const a = appendOne(accumulator, TOPIC, 0, record(0), 0);
    accumulator.complete(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!, -1n);
    expect((await a).offset).toBe(-1n);
    const b = appendOne(accumulator, TOPIC, 0, record(1), 0);
    accumulator.complete(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!, 7n, 42);
    expect(await b).toEqual<RecordMetadata>({ topic: TOPIC, partition: 0, offset: 7n, timestamp: 42 });
  });
});

describe('RecordAccumulator record size checks', () => {
  it('fails a record larger than maxRequestSize at once, naming the limit', async () => {
    const { accumulator } = makeAccumulator({ maxRequestSize: 500 });
    const error = await appendOne(accumulator, TOPIC, 3, record(0, 500), 0).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RecordTooLargeError);
    expect((error as RecordTooLargeError).code).toBe('ERR_RECORD_TOO_LARGE');
    expect((error as Error).message).toMatch(/orders-3 .*maxRequestSize \(500\)/);
    expect(accumulator.bufferedBytes).toBe(0);
  });

  it('fails a record larger than bufferMemory at once', async () => {
    const { accumulator } = makeAccumulator({ bufferMemory: 400, batchSize: 300 });
    await expect(appendOne(accumulator, TOPIC, 0, record(0, 400), 0)).rejects.toThrow(/bufferMemory \(400\)/);
  });

  it('RecordAccumulatorTest.testAppendLargeNonCompressed: gives an oversized record a batch of its own', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 1_000 });
    void appendOne(accumulator, TOPIC, 0, record(0, 2_000), 0);
    expect(accumulator.bufferedBytes).toBe(2_000 + 36 + 61);
    void appendOne(accumulator, TOPIC, 0, record(1), 0);
    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)!;
    expect(drained[0]!.recordCount).toBe(1);
  });
});

describe('RecordAccumulator memory bound (back-pressure)', () => {
  it('makes appends wait for space, in order, and resumes them when batches complete', async () => {
    const { accumulator } = makeAccumulator({ bufferMemory: 2_000, lingerMs: 0 });
    const first = track(appendOne(accumulator, TOPIC, 0, record(0), 0));
    void appendOne(accumulator, TOPIC, 1, record(1), 0);
    expect(accumulator.bufferedBytes).toBe(2_000);
    const waiting = track(appendOne(accumulator, TOPIC, 2, record(2), 0));
    // Partition 0 has room, but an earlier send is waiting: this one queues behind it.
    const behind = track(appendOne(accumulator, TOPIC, 0, record(3), 0));
    expect(accumulator.blockedAppends).toBe(2);
    expect(accumulator.bufferedBytes).toBe(2_000);

    const drained = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)!;
    const partitionZero = drained.find((batch) => batch.partition === 0)!;
    accumulator.complete(partitionZero, 0n);
    await settle();
    expect(first.state).toBe('resolved');
    // The freed 1000 bytes went to the waiting partition-2 record; record 3 (partition 0, whose batch
    // was drained) needs a new batch and still waits.
    expect(accumulator.blockedAppends).toBe(1);
    expect(waiting.state).toBe('pending');
    const partitionOne = drained.find((batch) => batch.partition === 1)!;
    accumulator.complete(partitionOne, 0n);
    expect(accumulator.blockedAppends).toBe(0);
    expect(accumulator.bufferedBytes).toBe(2_000);

    const next = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)!;
    expect(next.map((batch) => [batch.partition, batch.recordCount]).sort()).toEqual([[0, 1], [2, 1]]);
    for (const batch of next) accumulator.complete(batch, 10n);
    await settle();
    expect(waiting.state).toBe('resolved');
    expect(behind.value?.offset).toBe(10n);
    expect(accumulator.bufferedBytes).toBe(0);
  });

  it('fails a send that waited maxBlockMs with BufferExhaustedError, and frees its place in line', async () => {
    const { accumulator, clock } = makeAccumulator({ bufferMemory: 1_000, maxBlockMs: 500 });
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    const blocked = track(appendOne(accumulator, TOPIC, 1, record(1), 0));
    clock.advance(499);
    await settle();
    expect(blocked.state).toBe('pending');
    clock.advance(1);
    await settle();
    expect(blocked.state).toBe('rejected');
    expect(blocked.error).toBeInstanceOf(BufferExhaustedError);
    expect((blocked.error as BufferExhaustedError).code).toBe('ERR_BUFFER_EXHAUSTED');
    expect(String(blocked.error)).toMatch(/within maxBlockMs \(500 ms\)/);
    expect(accumulator.blockedAppends).toBe(0);
    expect(clock.pendingTimers).toBe(0);
    // With nobody waiting, partition 0's open batch takes records again without memory.
    const reserved = accumulator.bufferedBytes;
    void appendOne(accumulator, TOPIC, 0, record(2), 0).catch(() => undefined);
    expect([accumulator.blockedAppends, accumulator.bufferedBytes]).toEqual([0, reserved]);
  });

  it('cancels the maxBlockMs timer once the send gets space', () => {
    const { accumulator, clock } = makeAccumulator({ bufferMemory: 1_000, lingerMs: 0 });
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    void appendOne(accumulator, TOPIC, 1, record(1), 0);
    expect(clock.pendingTimers).toBe(1);
    accumulator.complete(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!, 0n);
    expect(clock.pendingTimers).toBe(0);
    expect(accumulator.blockedAppends).toBe(0);
  });

  it('fails at once when maxBlockMs is 0', async () => {
    const { accumulator } = makeAccumulator({ bufferMemory: 1_000, maxBlockMs: 0 });
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    await expect(appendOne(accumulator, TOPIC, 1, record(1), 0)).rejects.toBeInstanceOf(BufferExhaustedError);
  });

  it('never reserves more than bufferMemory however much is sent', () => {
    const { accumulator } = makeAccumulator({ bufferMemory: 5_000 });
    for (let i = 0; i < 500; i++) void appendOne(accumulator, TOPIC, i % 13, record(i), 0).catch(() => undefined);
    expect(accumulator.bufferedBytes).toBeLessThanOrEqual(5_000);
    expect(accumulator.blockedAppends).toBeGreaterThan(0);
    accumulator.abortBatches(new Error('shutdown'));
    expect(accumulator.bufferedBytes).toBe(0);
    expect(accumulator.hasIncomplete()).toBe(false);
  });
});

describe('RecordAccumulator retries and ordering (idempotence)', () => {
  /** Three full batches on partition 0, all drained: sequences 0, 8, 16. */
  function threeInFlight() {
    const setup = makeAccumulator({ lingerMs: 0 });
    const producer = sequenceSource();
    const deliveries = Array.from({ length: 3 * RECORDS_PER_BATCH }, (_, index) => appendOne(setup.accumulator, TOPIC, 0, record(index), 0));
    const batches = [0, 1, 2].map(() => setup.accumulator.drain(0, BROKER_ONE, leaderOne, producer).get(1)![0]!);
    return { ...setup, producer, deliveries, batches };
  }

  it('stamps producer id, epoch and consecutive base sequences at drain', () => {
    const { batches, producer, accumulator } = threeInFlight();
    expect(batches.map((batch) => batch.baseSequence)).toEqual([0, 8, 16]);
    expect(batches.every((batch) => batch.producerId === 4_000n && batch.producerEpoch === 3)).toBe(true);
    expect(producer.sequences.get(`${TOPIC}-0`)).toBe(24);
    expect(accumulator.inFlightCount(TOPIC, 0)).toBe(3);
  });

  it('puts retried batches back at the front in sequence order, before never-sent batches', () => {
    const { accumulator, batches, producer } = threeInFlight();
    void appendOne(accumulator, TOPIC, 0, record(99), 0);
    accumulator.reenqueue(batches[2]!, 10);
    accumulator.reenqueue(batches[0]!, 10);
    accumulator.reenqueue(batches[1]!, 10);
    const order: number[] = [];
    for (let now = 10; order.length < 4 && now < 10_000; now += 50) {
      const drained = accumulator.drain(now, BROKER_ONE, leaderOne, producer).get(1) ?? [];
      for (const batch of drained) {
        order.push(batch.baseSequence);
        accumulator.complete(batch, 0n);
      }
    }
    expect(order).toEqual([0, 8, 16, 24]);
  });

  it('does not resend a retried batch while a lower sequence is still in flight', () => {
    const { accumulator, batches, producer } = threeInFlight();
    accumulator.reenqueue(batches[1]!, 0);
    expect(accumulator.ready(1_000, leaderOne).readyNodes.size).toBe(0);
    expect(accumulator.drain(1_000, BROKER_ONE, leaderOne, producer).size).toBe(0);
    accumulator.complete(batches[0]!, 0n);
    const resent = accumulator.drain(1_000, BROKER_ONE, leaderOne, producer).get(1)!;
    expect(resent).toEqual([batches[1]]);
    // Keeps its sequence: the transaction manager's counter is not advanced again.
    expect(resent[0]!.baseSequence).toBe(8);
    expect(producer.sequences.get(`${TOPIC}-0`)).toBe(24);
  });

  it('RecordAccumulatorTest.testExponentialRetryBackoff: waits out an exponential retry backoff, capped at retryBackoffMaxMs', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0, retryBackoffMs: 100, retryBackoffMaxMs: 300 });
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    let batch = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!;
    const readyAfterFailureAt = (failedAt: number): number | undefined => {
      accumulator.reenqueue(batch, failedAt);
      return accumulator.nextReadyAt(failedAt);
    };
    expect(readyAfterFailureAt(1_000)).toBe(1_100);
    expect(accumulator.ready(1_099, leaderOne).readyNodes.size).toBe(0);
    expect(accumulator.ready(1_099, leaderOne).nextReadyCheckDelayMs).toBe(1);
    batch = accumulator.drain(1_100, BROKER_ONE, leaderOne).get(1)![0]!;
    expect(readyAfterFailureAt(2_000)).toBe(2_200);
    batch = accumulator.drain(2_200, BROKER_ONE, leaderOne).get(1)![0]!;
    expect(readyAfterFailureAt(3_000)).toBe(3_300);
    batch = accumulator.drain(3_300, BROKER_ONE, leaderOne).get(1)![0]!;
    expect(readyAfterFailureAt(4_000)).toBe(4_300);
  });

  it('caps in-flight batches per partition', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0, maxInFlightPerPartition: 2 });
    for (let i = 0; i < 3 * RECORDS_PER_BATCH; i++) void appendOne(accumulator, TOPIC, 0, record(i), 0);
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).size).toBe(1);
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).size).toBe(1);
    expect(accumulator.ready(0, leaderOne).readyNodes.size).toBe(0);
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).size).toBe(0);
    expect(accumulator.inFlightCount(TOPIC, 0)).toBe(2);
  });

  it('endLinger makes the batches buffered now sendable at once; they take records until drained, later batches linger', () => {
    const { accumulator, wakeups } = makeAccumulator({ lingerMs: 60_000, maxInFlightPerPartition: 1 });
    for (let i = 0; i < RECORDS_PER_BATCH; i++) void appendOne(accumulator, TOPIC, 0, record(i), 0);
    void appendOne(accumulator, TOPIC, 0, record(0), 0); // a second batch, lingering behind the full one
    const full = accumulator.drain(0, BROKER_ONE, leaderOne).get(1) ?? [];
    expect(full.map((batch) => batch.recordCount)).toEqual([RECORDS_PER_BATCH]);
    const before = wakeups();
    accumulator.endLinger();
    expect(wakeups()).toBe(before + 1);
    // Held back by the in-flight limit: records appended meanwhile join the batch whose linger ended.
    void appendOne(accumulator, TOPIC, 0, record(1), 0);
    expect(accumulator.ready(0, leaderOne).readyNodes.size).toBe(0);
    accumulator.complete(full[0]!, 0n);
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1])); // not waiting out the 60 s linger
    expect(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)?.map((batch) => batch.recordCount)).toEqual([2]);
    void appendOne(accumulator, TOPIC, 1, record(0), 0); // started after endLinger: lingers
    expect(accumulator.ready(0, leaderOne).readyNodes.size).toBe(0);
  });

  it('holds partitions the transaction manager has not made sendable', () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0 });
    const producer = sequenceSource();
    producer.blocked.add(`${TOPIC}-0`);
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    expect(accumulator.drain(0, BROKER_ONE, leaderOne, producer).size).toBe(0);
    producer.blocked.clear();
    expect(accumulator.drain(0, BROKER_ONE, leaderOne, producer).size).toBe(1);
  });

  it('RecordAccumulatorTest.testExpiredBatches: expires queued batches past deliveryTimeoutMs for the sender to fail', async () => {
    const { accumulator } = makeAccumulator({ deliveryTimeoutMs: 1_000, lingerMs: 5_000 });
    const old = appendOne(accumulator, TOPIC, 0, record(0), 0);
    void appendOne(accumulator, TOPIC, 1, record(1), 600);
    expect(accumulator.expiredBatches(999)).toEqual([]);
    const expired = accumulator.expiredBatches(1_000);
    expect(expired.map((batch) => batch.partition)).toEqual([0]);
    accumulator.fail(expired[0]!, new Error('delivery timeout'));
    await expect(old).rejects.toThrow('delivery timeout');
    expect(accumulator.bufferedBytes).toBe(1_000);
  });
});

describe('RecordAccumulator flush, abort and close', () => {
  it('RecordAccumulatorTest.testFlush: flush makes lingering batches ready and resolves once they complete', async () => {
    const { accumulator, wakeups } = makeAccumulator({ lingerMs: 60_000 });
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    expect(accumulator.ready(0, leaderOne).readyNodes.size).toBe(0);
    const before = wakeups();
    const flushed = track(accumulator.flush());
    expect(wakeups()).toBeGreaterThan(before);
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1]));
    const batch = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!;
    await settle();
    expect(flushed.state).toBe('pending');
    accumulator.complete(batch, 0n);
    await settle();
    expect(flushed.state).toBe('resolved');
    // Linger applies again after the flush.
    void appendOne(accumulator, TOPIC, 0, record(1), 0);
    expect(accumulator.ready(0, leaderOne).readyNodes.size).toBe(0);
  });

  it('flush covers records still waiting for memory, and resolves even when batches fail', async () => {
    const { accumulator } = makeAccumulator({ bufferMemory: 1_000, lingerMs: 0 });
    const first = appendOne(accumulator, TOPIC, 0, record(0), 0).catch(() => 'failed');
    const waiting = appendOne(accumulator, TOPIC, 1, record(1), 0);
    const flushed = track(accumulator.flush());
    accumulator.fail(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!, new Error('boom'));
    expect(await first).toBe('failed');
    await settle();
    expect(flushed.state).toBe('pending');
    accumulator.complete(accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!, 5n);
    expect((await waiting).offset).toBe(5n);
    await settle();
    expect(flushed.state).toBe('resolved');
  });

  it('RecordAccumulatorTest.testAbortUnsentBatches: abortUndrainedBatches fails queued records with the given error and keeps in-flight ones', async () => {
    const { accumulator } = makeAccumulator({ lingerMs: 0 });
    const inFlight = appendOne(accumulator, TOPIC, 0, record(0), 0);
    const batch = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!;
    const queued = [appendOne(accumulator, TOPIC, 0, record(1), 0), appendOne(accumulator, TOPIC, 1, record(2), 0)];
    const aborted = new Error('transaction aborted');
    accumulator.abortUndrainedBatches(aborted);
    for (const delivery of queued) await expect(delivery).rejects.toBe(aborted);
    expect(accumulator.bufferedBytes).toBe(1_000);
    expect(accumulator.hasUndrained()).toBe(false);
    expect(accumulator.hasIncomplete()).toBe(true);
    accumulator.complete(batch, 3n);
    expect((await inFlight).offset).toBe(3n);
    expect(accumulator.hasIncomplete()).toBe(false);
  });

  it('RecordAccumulatorTest.testAbortIncompleteBatches: abortBatches also fails in-flight records and sends waiting for memory; a late response is ignored', async () => {
    const { accumulator, clock } = makeAccumulator({ bufferMemory: 1_000, lingerMs: 0 });
    const inFlight = appendOne(accumulator, TOPIC, 0, record(0), 0);
    const batch = accumulator.drain(0, BROKER_ONE, leaderOne).get(1)![0]!;
    const waiting = appendOne(accumulator, TOPIC, 1, record(1), 0);
    const error = new Error('closed');
    accumulator.abortBatches(error);
    await expect(inFlight).rejects.toBe(error);
    await expect(waiting).rejects.toBe(error);
    expect(clock.pendingTimers).toBe(0);
    expect(accumulator.bufferedBytes).toBe(0);
    accumulator.complete(batch, 1n);
    expect(accumulator.bufferedBytes).toBe(0);
  });

  it('close rejects new sends and makes everything queued ready', async () => {
    const { accumulator } = makeAccumulator({ lingerMs: 60_000 });
    void appendOne(accumulator, TOPIC, 0, record(0), 0);
    accumulator.close();
    expect(accumulator.ready(0, leaderOne).readyNodes).toEqual(new Set([1]));
    const error = await appendOne(accumulator, TOPIC, 0, record(1), 0).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProducerClosedError);
    expect((error as ProducerClosedError).code).toBe('ERR_PRODUCER_CLOSED');
  });
});
