/**
 * The idempotence and transaction parts of Apache Kafka's SenderTest
 * (clients/src/test/java/org/apache/kafka/clients/producer/internals/SenderTest.java), restated as
 * scenarios of the producer on the in-memory cluster. The Java test's name leads each scenario; the
 * facts carried over are the outcome (what the log holds, what the caller saw, which state follows).
 * Deliberate differences assert our behaviour and say so (docs/transactions.md). docs/testing.md lists
 * every port.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { CoordinatorKeyType } from '../../src/testing/cluster-state.js';
import { scenario, txn, type Scenario } from './scenario-helpers.js';

const S = 'SenderTest';

/** Base sequences and epochs of the data batches of a partition, in log order. */
function sequences(s: Scenario, topic: string, partition: number): { baseSequence: number; producerEpoch: number; records: number }[] {
  const result = s.cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 64 * 1024 * 1024, isolationLevel: 0 });
  return decodeRecordBatches(Buffer.concat(result.batches)).batches.filter((b) => !b.isControl)
    .map((b) => ({ baseSequence: b.header.baseSequence, producerEpoch: b.header.producerEpoch, records: b.records.length }));
}

// Java's batches never grow past batch.size: the ported cases set batchMaxSize to batchSize so that their batches
// (and so the sequences they assert) are Java's.
describe(`${S}: idempotence`, () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it(`${S}.testSequenceNumberIncrement: each batch of a partition carries the next sequence`, async () => {
    s = scenario();
    const producer = s.producer({ batchSize: 100, batchMaxSize: 100 });
    for (const value of ['a', 'b', 'c']) await s.settle(producer.send({ topic: 'orders', partition: 0, value }));
    expect(sequences(s, 'orders', 0).map((b) => b.baseSequence)).toEqual([0, 1, 2]);
  });

  it(`${S}.testIdempotenceWithMultipleInflights: several batches in flight on one partition land once, in order`, async () => {
    s = scenario();
    const producer = s.producer({ batchSize: 60, batchMaxSize: 60, maxInFlightRequestsPerConnection: 5 });
    const records = Array.from({ length: 12 }, (_, i) => ({ topic: 'orders', partition: 1, value: `v${i}` }));
    const results = await s.settle(producer.send(records));
    expect(results.map((r) => r.offset)).toEqual(records.map((_, i) => BigInt(i)));
    expect(s.uncommitted('orders', 1)).toEqual(records.map((r) => r.value));
    const batches = sequences(s, 'orders', 1);
    expect(batches.length).toBeGreaterThan(1);
    let next = 0;
    for (const batch of batches) { expect(batch.baseSequence).toBe(next); next += batch.records; }
  });

  it(`${S}.testIdempotenceWithMultipleInflightsRetriedInOrder: a retriable first answer; the later batches wait and land in order`, async () => {
    // As in Kafka's test the broker already has state for the producer (a first batch was acknowledged), so
    // the batches behind the refused one are answered OUT_OF_ORDER_SEQUENCE_NUMBER, not written.
    s = scenario();
    const producer = s.producer({ batchSize: 60, batchMaxSize: 60, maxInFlightRequestsPerConnection: 5 });
    await s.settle(producer.send({ topic: 'orders', partition: 2, value: 'r0' }));
    const identity = producer.producerIdentity;
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.NOT_LEADER_OR_FOLLOWER]);
    const records = Array.from({ length: 9 }, (_, i) => ({ topic: 'orders', partition: 2, value: `r${i + 1}` }));
    await s.settle(producer.send(records));
    expect(s.uncommitted('orders', 2)).toEqual(['r0', ...records.map((r) => r.value)]);
    expect(producer.producerIdentity).toEqual(identity); // retried in order: no reset
    expect(sequences(s, 'orders', 2).map((b) => b.baseSequence)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it(`${S} (no Kafka counterpart): a retriable error on a producer's very first batch while the next is written fails that batch alone`, async () => {
    // A broker with no state for the producer accepts any first sequence (Kafka's ProducerStateManager does the
    // same for an unknown producer since KIP-360), so seq 1 is written while seq 0 waits for its retry; seq 0
    // can then never follow. Kafka's client would retry it until delivery.timeout.ms; ours fails it at once
    // with a typed error naming the hole, resets the producer id and sends the rest in order.
    s = scenario();
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.NOT_LEADER_OR_FOLLOWER]);
    const producer = s.producer({ batchSize: 60, batchMaxSize: 60, maxInFlightRequestsPerConnection: 5 });
    const records = Array.from({ length: 4 }, (_, i) => ({ topic: 'orders', partition: 2, value: `r${i}` }));
    const outcomes = await s.settle(Promise.allSettled(records.map((r) => producer.send(r))));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'ERR_PRODUCE_WOULD_REORDER', message: expect.stringMatching(/not written and cannot be any more/) as unknown });
    expect(s.uncommitted('orders', 2)).toEqual(['r1', 'r2', 'r3']);
  });

  it(`${S}.testCorrectHandlingOfDuplicateSequenceError: an applied batch whose answer was lost is acknowledged once`, async () => {
    s = scenario();
    s.cluster.faults.dropResponses(ApiKey.Produce);
    const producer = s.producer({ requestTimeoutMs: 1_000 });
    const result = await s.settle(producer.send({ topic: 'audit', partition: 1, value: 'once' }));
    expect(result.offset).toBe(0n);
    expect(s.uncommitted('audit', 1)).toEqual(['once']);
  });

  it(`${S}.testIdempotentUnknownProducerHandlingWhenRetentionLimitReached: the producer's state expired; bump, resend, no loss`, async () => {
    s = scenario();
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'audit', partition: 0, value: 'before' }));
    s.cluster.expireProducer(producer.producerIdentity.producerId);
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    const before = producer.producerIdentity;
    await s.settle(producer.send({ topic: 'audit', partition: 0, value: 'after' }));
    // KIP-360: re-initialize and resend from sequence 0. An idempotent InitProducerId gets a fresh producer id.
    expect(producer.producerIdentity).not.toEqual(before);
    expect(s.uncommitted('audit', 0)).toEqual(['before', 'after']);
    expect(sequences(s, 'audit', 0).at(-1)).toMatchObject({ baseSequence: 0, producerEpoch: producer.producerIdentity.producerEpoch });
  });

  it(`${S}.testBumpEpochWhenOutOfOrderSequenceReceived: a real OUT_OF_ORDER gap bumps the epoch instead of retrying the old sequence`, async () => {
    s = scenario();
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'first' }));
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    const before = producer.producerIdentity;
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'second' }));
    expect(producer.producerIdentity).not.toEqual(before);
    expect(s.uncommitted('orders', 0)).toEqual(['first', 'second']);
  });

  it(`${S}.testResetOfProducerStateShouldAllowQueuedBatchesToDrain: after the bump, batches queued for other partitions go out`, async () => {
    s = scenario();
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'first' }));
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    const results = await s.settle(producer.send([
      { topic: 'orders', partition: 0, value: 'second' }, { topic: 'orders', partition: 1, value: 'other-1' }, { topic: 'audit', partition: 0, value: 'other-2' },
    ]));
    expect(results).toHaveLength(3);
    expect(s.uncommitted('orders', 0)).toEqual(['first', 'second']);
    expect(s.uncommitted('orders', 1)).toEqual(['other-1']);
    expect(s.uncommitted('audit', 0)).toEqual(['other-2']);
  });

  it(`${S}.testCloseWithProducerIdReset: close() after a producer-id reset still delivers what is buffered`, async () => {
    s = scenario();
    const producer = s.producer({ lingerMs: 60_000 });
    await s.settle(producer.send({ topic: 'audit', partition: 1, value: 'first' }));
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    const pending = producer.send({ topic: 'audit', partition: 1, value: 'buffered' });
    await s.settle(producer.close({ timeoutMs: 30_000 }));
    expect((await s.settle(pending)).topic).toBe('audit');
    expect(s.uncommitted('audit', 1)).toEqual(['first', 'buffered']);
  });

  it(`${S}.testClusterAuthorizationExceptionInInitProducerIdRequest: fatal; the send fails with the cause`, async () => {
    s = scenario();
    s.cluster.faults.queueErrors(ApiKey.InitProducerId, [ErrorCode.CLUSTER_AUTHORIZATION_FAILED]);
    const producer = s.producer();
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'x' }));
    expect(JSON.stringify({ message: error.message, cause: String((error as { cause?: unknown }).cause) })).toMatch(/CLUSTER_AUTHORIZATION_FAILED/);
    expect(producer.state).toBe('FATAL_ERROR');
    expect(s.uncommitted('orders', 0)).toEqual([]);
  });
});

describe(`${S}: transactions`, () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it(`${S}.testTransactionalUnknownProducerHandlingWhenRetentionLimitReached: abortable; the abort bumps; the next transaction commits`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-unknown-pid' });
    await s.settle(producer.initTransactions());
    const epoch = producer.producerIdentity.producerEpoch;
    producer.beginTransaction();
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'lost' }));
    expect(txn(error).classification).toBe('abortable');
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await s.settle(producer.abortTransaction());
    expect(producer.producerIdentity.producerEpoch).toBe(epoch + 1);
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'next' }));
    await s.settle(producer.commitTransaction());
    expect(s.committed('orders', 0)).toEqual(['next']);
  });

  it(`${S}.testTransactionAbortedExceptionOnAbortWithoutError: unsent records of an aborted transaction fail with TransactionAbortedError`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-aborted-unsent', lingerMs: 60_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    const pending = producer.send({ topic: 'orders', partition: 1, value: 'never-sent' });
    pending.catch(() => undefined);
    await s.settle(producer.abortTransaction());
    expect(await s.settleError(pending)).toBeInstanceOf(TransactionAbortedError);
    expect(s.uncommitted('orders', 1)).toEqual([]);
  });

  it(`${S}.testIncompleteTransactionAbortOnShutdown: close() aborts the open transaction; nothing becomes visible`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-close-open' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'open' }));
    await s.settle(producer.close({ timeoutMs: 10_000 }));
    expect(s.committed('orders', 0)).toEqual([]);
    expect(s.cluster.transactions.metadata('tx-close-open')?.state).toBe('CompleteAbort');
  });

  it(`${S}.testTransactionalRequestsSentOnShutdown: close() during a commit lets the commit finish`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-close-commit' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 2, value: 'kept' }));
    const commit = producer.commitTransaction();
    const close = producer.close({ timeoutMs: 10_000 });
    await s.settle(commit);
    await s.settle(close);
    expect(s.committed('orders', 2)).toEqual(['kept']);
  });

  it(`${S}.testForceShutdownWithIncompleteTransaction: close({ timeoutMs: 0 }) gives up at once; nothing becomes visible`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-force-close' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'open' }));
    const coordinator = s.cluster.state.coordinatorFor(CoordinatorKeyType.TRANSACTION, 'tx-force-close');
    s.cluster.setBrokerUp(coordinator, false); // the abort cannot reach the coordinator
    await s.settle(producer.close({ timeoutMs: 0 }));
    s.cluster.setBrokerUp(coordinator, true);
    expect(s.committed('orders', 0)).toEqual([]);
  });

  it(`${S}.testRecordsFlushedImmediatelyOnTransactionCompletion / testAwaitPendingRecordsBeforeCommittingTransaction: the commit sends lingering records first`, async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'tx-linger-commit', lingerMs: 60_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    const sends = [producer.send({ topic: 'orders', partition: 0, value: 'a' }), producer.send({ topic: 'orders', partition: 1, value: 'b' })];
    await s.settle(producer.commitTransaction(), { maxMs: 30_000 }); // well inside lingerMs
    expect((await s.settle(Promise.all(sends))).map((r) => r.offset)).toEqual([0n, 0n]);
    expect(s.committed('orders', 0)).toEqual(['a']);
    expect(s.committed('orders', 1)).toEqual(['b']);
  });

  it(`${S}.testSenderShouldCloseWhenTransactionManagerInErrorState: close() after a fatal error completes`, async () => {
    s = scenario();
    const zombie = s.producer({ transactionalId: 'tx-close-fatal' });
    await s.settle(zombie.initTransactions());
    const successor = s.producer({ transactionalId: 'tx-close-fatal' });
    await s.settle(successor.initTransactions());
    zombie.beginTransaction();
    await s.settleError(zombie.send({ topic: 'orders', partition: 0, value: 'zombie' }));
    expect(zombie.state).toBe('FATAL_ERROR');
    await s.settle(zombie.close({ timeoutMs: 1_000 }));
    expect(s.committed('orders', 0)).toEqual([]);
  });

  for (const transactional of [false, true]) {
    const name = transactional ? 'testTransactionalSplitBatchAndSend' : 'testIdempotentSplitBatchAndSend';
    it(`${S}.${name}: a two-record batch answered MESSAGE_TOO_LARGE is split; the halves take sequences 0 and 1 and land in order`, async () => {
      s = scenario();
      const producer = s.producer({ ...(transactional ? { transactionalId: 'tx-too-large' } : {}), maxInFlightRequestsPerConnection: 1 });
      if (transactional) {
        await s.settle(producer.initTransactions());
        producer.beginTransaction();
      }
      // Java's batch holds both records by their compressed estimate and the split by batch.size separates them.
      // Ours are bounded by batchSize uncompressed, so the first split (by batchSize) rebuilds the same batch; the
      // second answer makes it halve (KAFKA-8350), one record per batch.
      s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.MESSAGE_TOO_LARGE, ErrorCode.MESSAGE_TOO_LARGE]);
      const half = 'v'.repeat(1_000);
      const results = await s.settle(producer.send([{ topic: 'orders', partition: 0, value: `a${half}` }, { topic: 'orders', partition: 0, value: `b${half}` }]));
      expect(results.map((result) => result.offset)).toEqual([0n, 1n]);
      expect(producer.state).toBe(transactional ? 'IN_TRANSACTION' : 'READY');
      if (transactional) await s.settle(producer.commitTransaction());
      expect(sequences(s, 'orders', 0)).toEqual([{ baseSequence: 0, producerEpoch: 0, records: 1 }, { baseSequence: 1, producerEpoch: 0, records: 1 }]);
      // The next sequence is 2: a later batch is taken right after them.
      if (transactional) producer.beginTransaction();
      await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'c' }));
      if (transactional) await s.settle(producer.commitTransaction());
      expect(sequences(s, 'orders', 0).map((batch) => batch.baseSequence)).toEqual([0, 1, 2]);
      expect(s.committed('orders', 0).map((value) => value[0])).toEqual(['a', 'b', 'c']);
    });
  }
});
