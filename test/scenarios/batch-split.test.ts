/**
 * A batch the broker refuses as too large (MESSAGE_TOO_LARGE, the topic's `max.message.bytes`) is split and its
 * records resent in smaller batches, as Java's client does (`Sender.completeBatch` -> `splitAndReenqueue`): every
 * record is written once, in order, each delivery resolves once with its own offset, and the smaller batches take
 * over the big batch's sequences, so the partition's sequence goes on without a gap and nothing aborts. A batch of
 * one record cannot be split: it fails with the broker's MESSAGE_TOO_LARGE.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../../src/errors/protocol-error.js';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import type { RecordMetadata } from '../../src/common/record.js';
import type { Producer, ProducerOptions } from '../../src/producer/producer.js';
import { ApiKey, type ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { RecordingNetworkClient } from '../kafka/fidelity/recording-network.js';
import { HoldingNetwork } from './holding-network.js';
import { scenario, txn, type Scenario } from './scenario-helpers.js';

/** 100 value bytes: about 140 bytes per record in a batch, so a few records pass a 400-byte limit and ten do not. */
const value = (index: number): string => `${String(index).padStart(3, '0')}-${'x'.repeat(96)}`;
const values = (from: number, count: number): string[] => Array.from({ length: count }, (_, index) => value(from + index));

/** The data batches of the log: producer epoch, base sequence and record count, in offset order. */
function loggedBatches(s: Scenario, topic: string, partition: number): { producerId: bigint; epoch: number; baseSequence: number; records: number }[] {
  const fetched = s.cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 64 * 1024 * 1024, isolationLevel: 0 });
  return decodeRecordBatches(Buffer.concat(fetched.batches)).batches.filter((batch) => !batch.isControl)
    .map((batch) => ({ producerId: batch.header.producerId, epoch: batch.header.producerEpoch, baseSequence: batch.header.baseSequence, records: batch.header.recordCount }));
}

/** Each batch starts right after the previous one, under one epoch, from sequence 0: no gap, no reuse, no bump. */
function expectContiguousSequences(batches: readonly { readonly epoch: number; readonly baseSequence: number; readonly records: number }[], total: number): void {
  let next = 0;
  for (const batch of batches) {
    expect(batch).toMatchObject({ epoch: 0, baseSequence: next });
    next += batch.records;
  }
  expect(next).toBe(total);
}

type Mode = 'idempotent' | 'transactional TV1' | 'transactional TV2';
const MODES: readonly Mode[] = ['idempotent', 'transactional TV1', 'transactional TV2'];

function setUp(mode: Mode, maxMessageBytes: number, overrides: Partial<ProducerOptions> = {}): { s: Scenario; producer: Producer; network: RecordingNetworkClient } {
  const s = scenario({ topics: [{ name: 'orders', partitions: 3 }, { name: 'big', partitions: 1, maxMessageBytes }], transactionVersion: mode === 'transactional TV2' ? 2 : 1 });
  const network = new RecordingNetworkClient(s.network);
  const producer = s.producer({
    ...(mode === 'idempotent' ? {} : { transactionalId: `split-${mode}` }), network, retryBackoffMs: 1_000, retryBackoffMaxMs: 1_000, ...overrides,
  });
  return { s, producer, network };
}

/** How many Produce answers carried `code`. */
const answered = (network: RecordingNetworkClient, code: number): number =>
  network.responses.filter((each) => each.api === 'Produce' && each.errorCodes.includes(code)).length;

async function begin(s: Scenario, producer: Producer, mode: Mode): Promise<void> {
  if (mode === 'idempotent') return;
  await s.settle(producer.initTransactions());
  producer.beginTransaction();
}

async function end(s: Scenario, producer: Producer, mode: Mode): Promise<void> {
  if (mode !== 'idempotent') await s.settle(producer.commitTransaction());
}

/** What a reader sees: committed records for a transactional producer, every record for an idempotent one. */
const visible = (s: Scenario, mode: Mode): string[] => (mode === 'idempotent' ? s.uncommitted('big', 0) : s.committed('big', 0));

describe('MESSAGE_TOO_LARGE: a batch of several records is split and resent', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  for (const mode of MODES) {
    it(`${mode}: ten records over max.message.bytes are written once, in order, with their own offsets; sequences go on after the split`, async () => {
      const setup = setUp(mode, 400);
      s = setup.s;
      const { producer, network } = setup;
      await begin(s, producer, mode);
      // A first batch that fits, so the broker knows the producer's sequence on the partition.
      const warm = await s.settle(producer.send({ topic: 'big', partition: 0, value: value(0) }));
      expect(warm.offset).toBe(0n);
      const started = s.clock.now();
      const results = await s.settle(producer.send(values(1, 10).map((each) => ({ topic: 'big', partition: 0, value: each }))));
      expect(results.map((result) => result.offset)).toEqual(Array.from({ length: 10 }, (_, index) => BigInt(index + 1)));
      // Split batches go out at once (no retry backoff: they were never tried).
      expect(s.clock.now() - started).toBeLessThan(1_000);
      // The next batch carries the sequence right after the split ones: the broker takes it, nothing aborts.
      const after = await s.settle(producer.send([{ topic: 'big', partition: 0, value: value(11) }, { topic: 'big', partition: 0, value: value(12) }]));
      expect(after.map((result) => result.offset)).toEqual([11n, 12n]);
      expect(producer.state).toBe(mode === 'idempotent' ? 'READY' : 'IN_TRANSACTION');
      await end(s, producer, mode);
      expect(visible(s, mode)).toEqual(values(0, 13));
      expect(s.uncommitted('big', 0)).toEqual(values(0, 13));
      // The broker refused the ten-record batch, then the one rebuilt by batchSize (the same), then smaller ones
      // until they fit; every written batch continues the sequence under the first epoch.
      expect(answered(network, ErrorCode.MESSAGE_TOO_LARGE)).toBeGreaterThanOrEqual(2);
      expect(answered(network, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBe(0);
      const batches = loggedBatches(s, 'big', 0);
      expect(batches.length).toBeGreaterThan(3);
      expectContiguousSequences(batches, 13);
    });
  }

  it('a batch split while a later batch of the partition is in flight: the later one waits for the split ones, order holds', async () => {
    const setup = setUp('transactional TV1', 400, { batchSize: 1_000, maxInFlightRequestsPerConnection: 5 });
    s = setup.s;
    const { producer, network } = setup;
    await begin(s, producer, 'transactional TV1');
    await s.settle(producer.send({ topic: 'big', partition: 0, value: value(0) }));
    // 1,000-byte batches: the first holds 6 or 7 records (too large for the topic), the second the rest (fits).
    const results = await s.settle(producer.send(values(1, 10).map((each) => ({ topic: 'big', partition: 0, value: each }))));
    expect(results.map((result) => result.offset)).toEqual(Array.from({ length: 10 }, (_, index) => BigInt(index + 1)));
    await end(s, producer, 'transactional TV1');
    expect(s.committed('big', 0)).toEqual(values(0, 11));
    expect(producer.state).toBe('READY');
    // The later batch reached the broker before the split ones and was refused for the gap, then retried after them.
    expect(answered(network, ErrorCode.MESSAGE_TOO_LARGE)).toBeGreaterThanOrEqual(1);
    expect(answered(network, ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER)).toBeGreaterThanOrEqual(1);
    expectContiguousSequences(loggedBatches(s, 'big', 0), 11);
  });

  for (const mode of MODES) {
    it(`${mode}: a single record over max.message.bytes fails with MESSAGE_TOO_LARGE (it cannot be split)`, async () => {
      const setup = setUp(mode, 200);
      s = setup.s;
      const { producer } = setup;
      await begin(s, producer, mode);
      const error = await s.settleError(producer.send({ topic: 'big', partition: 0, value: 'y'.repeat(300) }));
      if (mode === 'idempotent') {
        expect(error).toBeInstanceOf(ProtocolError);
        expect(error).toMatchObject({ errorName: 'MESSAGE_TOO_LARGE' });
      } else {
        expect(txn(error).errorName).toBe('MESSAGE_TOO_LARGE');
      }
      expect(producer.state).toBe(mode === 'idempotent' ? 'READY' : 'ABORTABLE_ERROR');
    });
  }

  it('idempotent: a batch stamped before an epoch bump and refused as too large after it is split unstamped and sent under the new epoch from sequence 0', async () => {
    const setup = setUp('idempotent', 400);
    s = setup.s;
    const holding = new HoldingNetwork(s.network);
    const producer = s.producer({ network: holding, retryBackoffMs: 10 });
    await s.settle(producer.send([{ topic: 'big', partition: 0, value: value(0) }, { topic: 'orders', partition: 0, value: 'warm' }]));
    const before = producer.producerIdentity;
    // The ten-record batch reaches the broker only when released, after the bump below.
    const held = holding.hold('Produce', { deferred: true });
    const big = producer.send(values(1, 10).map((each) => ({ topic: 'big', partition: 0, value: each })));
    await s.settle(held.sent);
    // KIP-360: UNKNOWN_PRODUCER_ID on another partition bumps the epoch while the big batch is in flight.
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'bump' }));
    const after = producer.producerIdentity;
    // An idempotent reset bumps the epoch or, as here, gets a new producer id.
    expect([after.producerId, after.producerEpoch]).not.toEqual([before.producerId, before.producerEpoch]);
    held.release();
    const results = await s.settle(big);
    expect(results.map((result) => result.offset)).toEqual(Array.from({ length: 10 }, (_, index) => BigInt(index + 1)));
    expect(s.uncommitted('big', 0)).toEqual(values(0, 11));
    // The held batch (stamped under the first identity) was the one refused as too large, and split.
    const refused = holding.requestsOf('Produce').filter((each) => (each.response as ApiMessages['Produce']['response'] | undefined)?.responses
      .some((topic) => topic.partitionResponses.some((answer) => answer.errorCode === ErrorCode.MESSAGE_TOO_LARGE)) === true);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    const [first, ...rest] = loggedBatches(s, 'big', 0);
    expect(first).toEqual({ producerId: before.producerId, epoch: before.producerEpoch, baseSequence: 0, records: 1 });
    expect(rest.length).toBeGreaterThan(1);
    let next = 0;
    for (const batch of rest) {
      expect(batch).toMatchObject({ producerId: after.producerId, epoch: after.producerEpoch, baseSequence: next });
      next += batch.records;
    }
    expect(next).toBe(10);
  });

  it('a plain (non-idempotent) producer splits too, and its records keep their order', async () => {
    const setup = setUp('idempotent', 400, { idempotent: false, acks: 1 });
    s = setup.s;
    const { producer, network } = setup;
    const results = await s.settle(producer.send(values(0, 10).map((each) => ({ topic: 'big', partition: 0, value: each }))));
    expect(results.map((result) => result.offset)).toEqual(Array.from({ length: 10 }, (_, index) => BigInt(index)));
    expect(answered(network, ErrorCode.MESSAGE_TOO_LARGE)).toBeGreaterThanOrEqual(2);
    expect(s.uncommitted('big', 0)).toEqual(values(0, 10));
    expect(loggedBatches(s, 'big', 0).every((batch) => batch.baseSequence === -1)).toBe(true);
  });

  it('every record of a split `send(records[])` call and of single sends resolves exactly once', async () => {
    const setup = setUp('idempotent', 400, { lingerMs: 50 });
    s = setup.s;
    const { producer, network } = setup;
    await s.settle(producer.send({ topic: 'big', partition: 0, value: value(0) }));
    const settled: string[] = [];
    const singles = values(1, 6).map((each) => producer.send({ topic: 'big', partition: 0, value: each }).then((result: RecordMetadata) => {
      settled.push(`${each.slice(0, 3)}@${result.offset}`);
      return result;
    }));
    const group = producer.send(values(7, 4).map((each) => ({ topic: 'big', partition: 0, value: each })));
    const [singleResults, groupResults] = await s.settle(Promise.all([Promise.all(singles), group]));
    expect(singleResults.map((result) => result.offset)).toEqual([1n, 2n, 3n, 4n, 5n, 6n]);
    expect(groupResults.map((result) => result.offset)).toEqual([7n, 8n, 9n, 10n]);
    expect(settled).toEqual(['001@1', '002@2', '003@3', '004@4', '005@5', '006@6']);
    expect(s.uncommitted('big', 0)).toEqual(values(0, 11));
    expect(answered(network, ErrorCode.MESSAGE_TOO_LARGE)).toBeGreaterThanOrEqual(1);
    expectContiguousSequences(loggedBatches(s, 'big', 0), 11);
  });
});
