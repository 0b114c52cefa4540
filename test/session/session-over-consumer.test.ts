/**
 * The transactional session over kafka-eos's own group consumer (not a scripted source), on the in-memory cluster
 * and a ManualClock: the input is itself transactional, so COMMIT and ABORT markers and aborted batches sit between
 * the records the session reads. Two rules are checked end to end, reading the outcome back from the cluster:
 *
 * - the offsets a batch commits are the consumer's position after it, past the markers: once everything is
 *   processed the group's committed offsets are the end of each input partition (not one short, at the last
 *   marker), and a new member of the group is handed nothing again;
 * - a commit whose outcome is unknown but which the coordinator applied is taken as applied: no record is handed to
 *   the handler twice (no rewind), none is skipped, the output is f(input) once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import type { BatchOutcome, SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import type { TransactionVersion } from '../../src/testing/transaction-metadata.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

const GROUP = 'etl';
const PARTITIONS = [0, 1] as const;

let s: Scenario | undefined;
const consumers: Consumer[] = [];
afterEach(async () => {
  for (const consumer of consumers.splice(0)) await s?.settle(consumer.close());
  await s?.close();
  s = undefined;
});

/** Writes the input: per partition, transactions of two records, every third one aborted. Returns the committed values. */
async function writeInput(state: Scenario, transactions: number): Promise<string[]> {
  const writer = state.producer({ transactionalId: 'input-writer' });
  await state.settle(writer.initTransactions());
  const committed: string[] = [];
  for (let index = 0; index < transactions; index++) {
    writer.beginTransaction();
    const values = PARTITIONS.flatMap((partition) => [`${partition}-${index}-a`, `${partition}-${index}-b`].map((value) => ({ topic: 'in', partition, value })));
    await state.settle(writer.send(values));
    if (index % 3 === 2) {
      await state.settle(writer.abortTransaction());
    } else {
      await state.settle(writer.commitTransaction());
      committed.push(...values.map((each) => each.value));
    }
  }
  return committed;
}

function newConsumer(state: Scenario, extra: Partial<ConsumerOptions> = {}): Consumer {
  const consumer = new Consumer(withTestSeams({
    network: new InProcessNetworkClient(state.cluster, { wireCheck: true }), groupId: GROUP, autoOffsetReset: 'earliest',
    heartbeatIntervalMs: 100, sessionTimeoutMs: 6_000, fetchMaxWaitMs: 50, retryBackoffMs: 50, retryBackoffMaxMs: 500,
    // One batch per Fetch: each marker comes in a Fetch of its own, behind its transaction's records.
    maxPartitionFetchBytes: 1, fetchMaxBytes: 1,
    ...extra,
  }, { clock: state.clock, random: seededRandom(7) }));
  consumers.push(consumer);
  return consumer;
}

/** f(input), and every value the handler was given (to count deliveries). */
function transform(delivered: string[]): SessionBatchHandler {
  return async (batch, tx) => {
    const values = batch.records.map((record) => Buffer.from(record.value ?? []).toString());
    delivered.push(...values);
    await tx.send(batch.records.map((record, index) => ({ topic: 'out', partition: record.partition, value: `f(${values[index] ?? ''})` })));
  };
}

function endOffset(state: Scenario, partition: number): bigint {
  return state.cluster.state.partition('in', partition)?.log.logEndOffset ?? -1n;
}

function committedOffsets(state: Scenario): bigint[] {
  return state.cluster.offsetFetch({ groupId: GROUP, partitions: PARTITIONS.map((partition) => ({ topic: 'in', partition })), requireStable: false })
    .partitions.map((each) => each.committedOffset);
}

function output(state: Scenario): string[] {
  return PARTITIONS.flatMap((partition) => state.committed('out', partition)).sort();
}

/** Runs batches until `count` input records were committed through the session (or fails). */
async function runUntilCommitted(state: Scenario, session: TransactionalSession, handler: SessionBatchHandler, count: number): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  let committed = 0;
  for (let round = 0; round < 100 && committed < count; round++) {
    const outcome = await state.settle(session.runOnce(handler));
    outcomes.push(outcome);
    if (outcome.status === 'committed') committed += outcome.records;
  }
  expect(committed).toBe(count);
  return outcomes;
}

function setup(transactionVersion: TransactionVersion = 1): Scenario {
  const state = scenario({ transactionVersion, topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }] });
  s = state;
  return state;
}

function sessionProducer(state: Scenario): Producer {
  return state.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
}

describe('session over the group consumer, transactional input', () => {
  it('commits past the markers: the group\'s offsets end at the end of each partition, and a new member gets nothing again', async () => {
    const state = setup();
    const input = await writeInput(state, 4); // per partition: committed, committed, aborted, committed; a marker after each
    const consumer = newConsumer(state);
    consumer.subscribe(['in']);
    const delivered: string[] = [];
    // Two records per batch: each batch ends exactly where a transaction's records end, right before its marker.
    const session = new TransactionalSession({ producer: sessionProducer(state), source: consumer, maxRecords: 2, pollTimeoutMs: 500 });
    await runUntilCommitted(state, session, transform(delivered), input.length);
    expect(delivered.sort()).toEqual([...input].sort());
    expect(output(state)).toEqual(input.map((value) => `f(${value})`).sort());
    // The input ends with a committed transaction: its COMMIT marker is the last offset, and the offsets are past it.
    expect(committedOffsets(state)).toEqual(PARTITIONS.map((partition) => endOffset(state, partition)));
    await state.settle(session.close());
    await state.settle(consumer.close());

    const successor = newConsumer(state);
    successor.subscribe(['in']);
    const again: string[] = [];
    const next = new TransactionalSession({ producer: sessionProducer(state), source: successor, pollTimeoutMs: 500 });
    for (let round = 0; round < 5; round++) expect(await state.settle(next.runOnce(transform(again)))).toEqual({ status: 'empty' });
    expect(again).toEqual([]);
    await state.settle(next.close());
  });

  for (const transactionVersion of [1, 2] as const) {
    it(`TV${transactionVersion}: a commit applied whose answers were all lost is taken as applied: nothing handed out twice, nothing skipped`, async () => {
      const state = setup(transactionVersion);
      const input = await writeInput(state, 4);
      const consumer = newConsumer(state);
      consumer.subscribe(['in']);
      const delivered: string[] = [];
      const session = new TransactionalSession({ producer: sessionProducer(state), source: consumer, maxRecords: 3, pollTimeoutMs: 500 });
      const handler = transform(delivered);
      // The first batch: every EndTxn of its commit (10 attempts) is applied and never answered: outcome unknown.
      let first: BatchOutcome | undefined;
      for (let round = 0; round < 20 && first === undefined; round++) {
        state.cluster.faults.dropResponses(ApiKey.EndTxn, { times: 10 });
        const outcome = await state.settle(session.runOnce(handler));
        if (outcome.status !== 'empty') first = outcome;
        else state.cluster.faults.clear(); // nothing polled yet (joining the group): no commit
      }
      expect(state.cluster.faults.pending()).toEqual([]); // all ten lost: the commit's outcome was unknown
      expect(first).toMatchObject({ status: 'committed', records: 3 });
      expect(committedOffsets(state)).toEqual(first?.status === 'committed' ? PARTITIONS.map((partition) => first.offsets.find((each) => each.partition === partition)?.offset ?? -1n) : []);
      await runUntilCommitted(state, session, handler, input.length - (first?.status === 'committed' ? first.records : 0));
      expect(delivered.sort()).toEqual([...input].sort()); // each once: no rewind after the unknown commit
      expect(output(state)).toEqual(input.map((value) => `f(${value})`).sort());
      expect(committedOffsets(state)).toEqual(PARTITIONS.map((partition) => endOffset(state, partition)));
      await state.settle(session.close());
    });
  }
});
