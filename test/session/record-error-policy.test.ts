/**
 * The session's `onRecordError` policy on the in-memory cluster (a scripted source over the cluster's committed
 * offsets, a ManualClock): a record the handler keeps failing on is retried with backoff, then dead-lettered (or
 * skipped) in the transaction that commits its offset; a plain error naming no record is narrowed down to its
 * record; records of a partition are handed out in order on every re-run; the dead-letter record and the offsets
 * commit or abort together (a read_committed reader sees both or neither); `fail` keeps rejecting.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { DiagnosticsChannels } from '../../src/diagnostics/channels.js';
import type { SessionRecordErrorMessage } from '../../src/diagnostics/session-channels.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { RecordErrorPolicy } from '../../src/session/record-error-policy.js';
import { RecordProcessingError } from '../../src/session/session-errors.js';
import type { BatchOutcome, SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { TransactionalSessionOptions } from '../../src/session/session-options.js';
import { consumedBatches } from '../support/read-committed.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const PARTITIONS = [{ topic: 'in', partition: 0 }, { topic: 'in', partition: 1 }];
const INPUT = new Map([['in:0', ['a0', 'a1', 'a2', 'a3', 'a4', 'a5']], ['in:1', ['b0', 'b1', 'b2', 'b3']]]);
const ALL = [...INPUT.values()].flat();

let s: Scenario | undefined;
afterEach(async () => { await s?.close(); s = undefined; });

interface Harness {
  readonly state: Scenario;
  readonly source: FakeSource;
  readonly session: TransactionalSession;
  /** Every batch handed to the handler: per record `value@offset` and partition. */
  readonly handed: { readonly partition: number; readonly offset: bigint; readonly value: string; readonly at: number }[][];
}

function setup(onRecordError: RecordErrorPolicy | undefined, maxRecords = 4, extra: Partial<TransactionalSessionOptions> = {}): Harness {
  const state = scenario({ topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }, { name: 'dlq', partitions: 1 }], autoCreateTopics: false });
  s = state;
  const source = new FakeSource(state.network, state.clock, GROUP, INPUT, PARTITIONS);
  const producer = state.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
  const session = new TransactionalSession({ producer, source, maxRecords, ...(onRecordError === undefined ? {} : { onRecordError }), ...extra });
  return { state, source, session, handed: [] };
}

/** f(record) to `out`; fails on `poison` (naming the record when `named`). */
function handler(h: Harness, poison: string, named: boolean): SessionBatchHandler {
  return async (batch, tx) => {
    h.handed.push(batch.records.map((record) => ({ partition: record.partition, offset: record.offset, value: Buffer.from(record.value ?? []).toString(), at: h.state.clock.now() })));
    for (const record of batch.records) {
      const value = Buffer.from(record.value ?? []).toString();
      if (value === poison) {
        const cause = new TypeError(`cannot parse ${value}`);
        throw named ? new RecordProcessingError(record, { cause }) : cause;
      }
      await tx.send({ topic: 'out', partition: record.partition, value: `f(${value})` });
    }
  };
}

async function drain(h: Harness, handle: SessionBatchHandler): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (let round = 0; round < 60; round++) {
    const outcome = await h.state.settle(h.session.runOnce(handle));
    if (outcome.status === 'empty') break;
    outcomes.push(outcome);
  }
  return outcomes;
}

function output(state: Scenario): string[] {
  return [0, 1].flatMap((partition) => state.committed('out', partition)).sort();
}

function committedOffsets(state: Scenario): bigint[] {
  return state.cluster.offsetFetch({ groupId: GROUP, partitions: PARTITIONS, requireStable: false }).partitions.map((each) => each.committedOffset);
}

/** The dead-letter topic read_committed (or not), with each record's headers as strings. */
function deadLetters(state: Scenario, readCommitted = true): { value: string; headers: Record<string, string> }[] {
  const result = state.cluster.fetch({ topic: 'dlq', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: readCommitted ? 1 : 0 });
  const batches = consumedBatches(decodeRecordBatches(Buffer.concat(result.batches)).batches, result.abortedTransactions, readCommitted);
  return batches.filter((batch) => !batch.isControl).flatMap((batch) => batch.records.map((record) => ({
    value: record.value?.toString('utf8') ?? '',
    headers: Object.fromEntries(record.headers.map((header) => [header.key, header.value?.toString('utf8') ?? ''])),
  })));
}

/** Every handed batch lists each partition's records in offset order, one after the other (the isolated one aside). */
function expectOrdered(h: Harness, isolated: readonly string[]): void {
  for (const batch of h.handed) {
    for (const partition of [0, 1]) {
      const offsets = batch.filter((each) => each.partition === partition).map((each) => each.offset);
      const values = INPUT.get(`in:${partition}`) ?? [];
      for (let index = 1; index < offsets.length; index++) {
        const previous = offsets[index - 1] ?? 0n;
        const current = offsets[index] ?? 0n;
        const skipped = values.slice(Number(previous) + 1, Number(current));
        expect(current > previous, `partition ${partition} out of order: ${offsets.join(',')}`).toBe(true);
        expect(skipped.every((value) => isolated.includes(value)), `gap ${skipped.join(',')}`).toBe(true);
      }
    }
  }
}

describe('deadLetter', () => {
  it('a record the handler names is retried with backoff, then written to the DLQ with its offset, in one transaction', async () => {
    const h = setup({ mode: 'deadLetter', topic: 'dlq', maxAttempts: 3, retryBackoffMs: 100, retryBackoffMaxMs: 150 });
    const messages: SessionRecordErrorMessage[] = [];
    const listener = (message: unknown): void => { messages.push(message as SessionRecordErrorMessage); };
    subscribe(DiagnosticsChannels.sessionRecordError, listener);
    try {
      const outcomes = await drain(h, handler(h, 'a2', true));
      expect(outcomes.flatMap((each) => (each.status === 'aborted' ? [each.reason] : []))).toEqual(['record-error', 'record-error', 'record-error']);
    } finally {
      unsubscribe(DiagnosticsChannels.sessionRecordError, listener);
    }
    expect(output(h.state)).toEqual(ALL.filter((value) => value !== 'a2').map((value) => `f(${value})`).sort());
    expect(committedOffsets(h.state)).toEqual([6n, 4n]);
    const dlq = deadLetters(h.state);
    expect(dlq).toEqual([{ value: 'a2', headers: {
      'kafka-eos.dlq.topic': 'in', 'kafka-eos.dlq.partition': '0', 'kafka-eos.dlq.offset': '2',
      'kafka-eos.dlq.error.class': 'TypeError', 'kafka-eos.dlq.error.message': 'cannot parse a2', 'kafka-eos.dlq.attempts': '3',
    } }]);
    expect(h.session.metrics()).toEqual({ 'records-dead-lettered-total': 1, 'records-skipped-total': 0, 'record-error-retries-total': 3 });
    expect(messages).toMatchObject([{ action: 'deadLettered', topic: 'in', partition: 0, offset: 2n, deadLetterTopic: 'dlq', attempts: 3 }]);
    // The backoff on the injected clock: 100 ms, then 150 (doubled, capped), between the three failing attempts.
    const failing = h.handed.filter((batch) => batch.some((each) => each.value === 'a2')).map((batch) => batch[0]?.at ?? 0);
    expect(failing).toHaveLength(3);
    expect((failing[1] ?? 0) - (failing[0] ?? 0)).toBeGreaterThanOrEqual(100);
    expect((failing[2] ?? 0) - (failing[1] ?? 0)).toBeGreaterThanOrEqual(150);
    expectOrdered(h, ['a2']);
    // The re-run after isolation hands the rest of the batch, in order, without the poison record.
    expect(h.handed[3]?.map((each) => each.value)).toEqual(['a0', 'a1', 'a3']);
    await h.state.settle(h.session.close());
  });

  it('an error naming no record: the batch is narrowed down to one record per transaction, and only the poison record is dead-lettered', async () => {
    const h = setup({ mode: 'deadLetter', topic: 'dlq', maxAttempts: 2, retryBackoffMs: 0 });
    await drain(h, handler(h, 'a2', false));
    expect(output(h.state)).toEqual(ALL.filter((value) => value !== 'a2').map((value) => `f(${value})`).sort());
    expect(deadLetters(h.state).map((each) => [each.value, each.headers['kafka-eos.dlq.error.class'], each.headers['kafka-eos.dlq.attempts']])).toEqual([['a2', 'TypeError', '2']]);
    expect(committedOffsets(h.state)).toEqual([6n, 4n]);
    // Narrowed: two failures of the 4-record batch, then one-record batches up to its end.
    expect(h.handed.slice(2, 4).map((batch) => batch.map((each) => each.value))).toEqual([['a0'], ['a1']]);
    expectOrdered(h, ['a2']);
    await h.state.settle(h.session.close());
  });

  it('the DLQ record and the offsets are one transaction: an abort leaves neither visible to read_committed, the retry commits both once', async () => {
    const h = setup({ mode: 'deadLetter', topic: 'dlq', maxAttempts: 1 });
    const handle = handler(h, 'a2', true);
    expect(await h.state.settle(h.session.runOnce(handle))).toMatchObject({ status: 'aborted', reason: 'record-error' });
    // The batch that writes the DLQ record: its offsets are refused, so its transaction aborts.
    h.state.cluster.faults.queueErrors(ApiKey.TxnOffsetCommit, [ErrorCode.ILLEGAL_GENERATION]);
    expect(await h.state.settle(h.session.runOnce(handle))).toMatchObject({ status: 'aborted', reason: 'abortable-error' });
    expect(deadLetters(h.state, false).map((each) => each.value)).toEqual(['a2']); // written, then aborted
    expect(deadLetters(h.state)).toEqual([]);
    expect(committedOffsets(h.state)).toEqual([-1n, -1n]);
    expect(h.session.metrics()['records-dead-lettered-total']).toBe(0);
    await drain(h, handle);
    expect(deadLetters(h.state).map((each) => each.value)).toEqual(['a2']);
    expect(committedOffsets(h.state)).toEqual([6n, 4n]);
    expect(h.session.metrics()['records-dead-lettered-total']).toBe(1);
    await h.state.settle(h.session.close());
  });
});

describe('skip and fail', () => {
  it('skip: the record\'s offset advances without output or DLQ, and records-skipped-total counts it', async () => {
    const h = setup({ mode: 'skip', maxAttempts: 2, retryBackoffMs: 10 });
    await drain(h, handler(h, 'b1', true));
    expect(output(h.state)).toEqual(ALL.filter((value) => value !== 'b1').map((value) => `f(${value})`).sort());
    expect(deadLetters(h.state, false)).toEqual([]);
    expect(committedOffsets(h.state)).toEqual([6n, 4n]);
    expect(h.session.metrics()).toEqual({ 'records-dead-lettered-total': 0, 'records-skipped-total': 1, 'record-error-retries-total': 2 });
    expectOrdered(h, ['b1']);
    await h.state.settle(h.session.close());
  });

  for (const policy of [undefined, { mode: 'fail' } as const]) {
    it(`${policy === undefined ? 'default' : 'fail'}: runOnce rejects with the handler's error after the abort, every time`, async () => {
      const h = setup(policy);
      const handle = handler(h, 'a2', true);
      for (let attempt = 0; attempt < 4; attempt++) {
        const error = await h.state.settleError(h.session.runOnce(handle));
        expect(error).toBeInstanceOf(RecordProcessingError);
      }
      expect(output(h.state)).toEqual([]);
      expect(committedOffsets(h.state)).toEqual([-1n, -1n]);
      expect(h.session.metrics()['record-error-retries-total']).toBe(0);
      await h.state.settle(h.session.close());
    });
  }
});

describe('bad onRecordError from plain JavaScript', () => {
  const cases: readonly [unknown, string][] = [
    ['deadLetter', 'onRecordError'],
    [{ mode: 'retry' }, 'onRecordError'],
    [{ mode: 'deadLetter' }, 'onRecordError.topic'],
    [{ mode: 'deadLetter', topic: 'bad topic' }, 'onRecordError.topic'],
    [{ mode: 'skip', maxAttempts: 0 }, 'onRecordError.maxAttempts'],
    [{ mode: 'skip', retryBackoffMs: -1 }, 'onRecordError.retryBackoffMs'],
    [{ mode: 'fail', maxAttempts: 3 }, 'onRecordError'],
  ];
  for (const [value, field] of cases) {
    it(`${JSON.stringify(value)} is a ConfigError naming ${field}`, () => {
      const state = scenario({ topics: [{ name: 'in', partitions: 1 }] });
      s = state;
      const source = new FakeSource(state.network, state.clock, GROUP, INPUT, PARTITIONS);
      const producer = state.producer({ transactionalId: 'etl-1' });
      let caught: unknown;
      try {
        new TransactionalSession({ producer, source, onRecordError: value as RecordErrorPolicy });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).message).toContain(field);
    });
  }
});
