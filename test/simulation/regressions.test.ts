/**
 * Bugs the simulation found, each reduced to a scenario and named after the seed that found it, with the
 * diagnosis in its comment. A test marked `it.fails` documents a bug not yet fixed in src/: it passes
 * while the bug is there and starts failing once it is fixed, which is the signal to drop `.fails`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { ProducerFencedError } from '../../src/errors/transaction-errors.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { runHistory } from './simulation.js';
import { runPipelineHistory } from './pipeline-history.js';

describe('simulation regressions', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  // Sends issued before a topic's metadata is known. Producer.send() takes a slow path while a topic's metadata is unknown
  // (sendAfterStart: await start(), then await awaitTopic()). The first call's continuation fetches the
  // metadata, and calls made right after it, in the same tick, resume after the metadata arrived, find the
  // topic known and append at once, ahead of the first record, which is still unwinding awaitTopic().
  // Records of one producer to one partition are then written out of send order (and, under idempotence,
  // with the first record's sequence after the others'). Kafka's send() appends in call order because
  // waitOnMetadata blocks the calling thread. Fix idea: per-producer FIFO of pending appends, or append
  // every record of a slow-path call only after all earlier calls appended.
  it('seed 1: sends issued before the topic metadata is known are appended in send order', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer();
    const sends = ['v0', 'v1', 'v2', 'v3'].map((value) => producer.send({ topic: 'orders', partition: 0, value }));
    const results = await state.settle(Promise.all(sends));
    expect(results.map((result) => result.offset)).toEqual([0n, 1n, 2n, 3n]);
    expect(state.uncommitted('orders', 0)).toEqual(['v0', 'v1', 'v2', 'v3']);
  });

  it('seed 1: no violation', async () => {
    const result = await runHistory(1);
    expect(result.violations).toEqual([]);
  });

  // Acknowledged data loss on the idempotent producer. A batch (sequence 0) is written but its
  // response is lost; the retry is answered with a non-retriable error, so the batch fails and, since
  // commit 2951b26 ("give a failed tail batch's sequences back"), its sequence is handed back. The next
  // record gets sequence 0 again, same epoch, same record count: the broker's dedupe window takes it for a
  // retry of the written batch and acknowledges it with that batch's offset. The user sees the new record
  // acknowledged at an offset that holds the old one; the new record is never written. Kafka's
  // TransactionManager never reuses a sequence whose batch may have been written: such a batch leaves an
  // "unresolved sequence", resolved by an epoch bump (idempotent) or an abortable error (transactional).
  it('seed 3718: a batch that failed after an unanswered attempt does not give its sequence back (no silent loss)', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
    state.cluster.faults.dropResponses(ApiKey.Produce);
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.TRANSACTION_ABORTABLE]);
    const lost = await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'first' }).then(() => 'acknowledged', () => 'failed'));
    expect(lost).toBe('failed');
    const second = await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'second' }));
    const log = state.uncommitted('orders', 0);
    expect(log).toContain('second');
    expect(log[Number(second.offset)]).toBe('second');
  });

  it('seed 3718: no violation', async () => {
    const result = await runHistory(3718);
    expect(result.violations).toEqual([]);
  });

  // Duplicates from the idempotent producer after a KIP-360 reset. A batch is written but its
  // response is lost (in flight, outcome unknown). Meanwhile another partition answers
  // OUT_OF_ORDER_SEQUENCE_NUMBER (or UNKNOWN_PRODUCER_ID, or a batch expires), so the producer gets a new
  // producer id (InitProducerId) and re-stamps queued batches. The unanswered batch times out, goes back
  // to the queue, is re-stamped with the new identity and sequence 0, and is written a second time: the
  // broker cannot recognise it under a new producer id. Kafka's TransactionManager.canRetry() refuses to
  // retry a batch whose producer id/epoch is no longer current (it fails with an unknown outcome), and the
  // idempotent epoch bump waits for in-flight batches to resolve. Fix idea: never re-stamp a batch that has
  // been sent; fail it (outcome unknown) when the identity changed.
  it('seed 6170: a batch whose attempt went unanswered is not re-sent under a new producer id (no duplicate)', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.send([{ topic: 'orders', partition: 0, value: 'warm-0' }, { topic: 'orders', partition: 1, value: 'warm-1' }]));
    state.cluster.faults.dropResponses(ApiKey.Produce);
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    const sends = [producer.send({ topic: 'orders', partition: 0, value: 'x' }), producer.send({ topic: 'orders', partition: 1, value: 'y' })];
    await state.settle(Promise.allSettled(sends));
    for (const [partition, value] of [[0, 'x'], [1, 'y']] as const) {
      expect(state.uncommitted('orders', partition).filter((each) => each === value).length).toBeLessThanOrEqual(1);
    }
  });

  it('seed 6170: no violation', async () => {
    const result = await runHistory(6170);
    expect(result.violations).toEqual([]);
  });

  // The same silent loss on a transactional producer (TV1): the unanswered batch's sequence is
  // given back after TRANSACTION_ABORTABLE, the abort does not bump the epoch, and the next transaction's
  // first batch to that partition is acknowledged as a duplicate of the aborted one: never written.
  it('seed 6496: no violation', async () => {
    const result = await runHistory(6496);
    expect(result.violations).toEqual([]);
  });

  // The same duplicate when the unanswered attempt's retry is itself
  // answered. A batch is written, its response lost; the retry is answered OUT_OF_ORDER_SEQUENCE_NUMBER
  // (a broker that lost the producer's state between the attempts answers so), the producer takes a new
  // producer id (KIP-360) and re-sends the batch under it: written twice. Looking only at the last
  // attempt misses it. Kafka fails such a batch (TransactionManager.canRetry() is false for
  // OUT_OF_ORDER_SEQUENCE_NUMBER unless an earlier batch's failure explains it) and never re-stamps it.
  // Fixed (2bf22aa): a batch any of whose attempts may have been written is never re-sent under another
  // identity; answered OUT_OF_ORDER_SEQUENCE_NUMBER / UNKNOWN_PRODUCER_ID it fails with ERR_PRODUCE_OUTCOME_UNKNOWN.
  it('seed 11985: a batch whose first attempt went unanswered is not re-sent under a new producer id after OUT_OF_ORDER_SEQUENCE_NUMBER', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: 1_000, retryBackoffMs: 10 });
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm-up' }));
    state.cluster.faults.dropResponses(ApiKey.Produce);
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'x' }).catch(() => undefined));
    expect(state.uncommitted('orders', 0).filter((each) => each === 'x').length).toBeLessThanOrEqual(1);
  });

  it('seed 11985: no violation', async () => {
    const result = await runHistory(11985);
    expect(result.violations).toEqual([]);
  });

  // Reordering on the idempotent producer across a producer-id reset. Two batches of one
  // partition are in flight under a fresh producer id (after a KIP-360 reset): the first is answered
  // UNKNOWN_PRODUCER_ID (injected; a broker does not answer that to a new producer's sequence 0), the
  // second is accepted (a broker takes any first sequence from a producer it has no state for). The
  // first is then re-stamped under the next producer id and written after the second: out of send order.
  // Kafka drains a partition under a new producer id only once no batch of the old one is in flight
  // (RecordAccumulator.shouldStopDrainBatchesForPartition / hasStaleProducerIdAndEpoch) and fails rather
  // than re-stamps batches that cannot be retried in order.
  // Fixed (2bf22aa): a real broker would not refuse that first batch (it accepts any sequence from a producer
  // id it has no state for), but the producer now keeps order whatever the answer: re-queued batches keep
  // creation order, none is stamped with the new identity while the old one has batches in flight on the
  // partition, and a batch overtaken by a written later one fails with ERR_PRODUCE_WOULD_REORDER
  // (test/scenarios/producer-id-reset-order.test.ts reduces it).
  it('seed 22681: no violation', async () => {
    const result = await runHistory(22681);
    expect(result.violations).toEqual([]);
  });

  // sendOffsetsToTransaction() is bounded by maxBlockMs twice over. It first waits (up to
  // maxBlockMs) for the consumed topics' metadata (TxnOffsetCommit v6 needs topic ids), then waits a fresh
  // maxBlockMs for the AddOffsetsToTxn/TxnOffsetCommit round trips, so a call can take about 2 x maxBlockMs
  // (19.4 s against a 15 s bound in this history). Kafka bounds the whole call by max.block.ms. Fix idea: one
  // deadline for the call, the second wait getting what is left of it.
  it('seed 4202: sendOffsetsToTransaction finishes or fails within maxBlockMs overall', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-4202', requestTimeoutMs: 3_000, maxBlockMs: 5_000, retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'out' }));
    state.cluster.faults.dropResponses(ApiKey.Metadata, { times: 1 });
    state.cluster.faults.dropResponses(ApiKey.AddOffsetsToTxn, { times: 10 });
    const started = state.clock.now();
    await state.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 1n }],
      { groupId: 'g-4202', generationId: -1, memberId: '', groupInstanceId: null }).catch(() => undefined));
    expect(state.clock.now() - started).toBeLessThanOrEqual(5_001);
  });

  it('seed 4202: no violation', async () => {
    const result = await runHistory(4202);
    expect(result.violations).toEqual([]);
  });
  // Found by the racing actor (--scale small). An application
  // calls sendOffsetsToTransaction() and, without awaiting it, commitTransaction(). When the consumed topic's
  // metadata is not known yet, sendOffsetsToTransaction awaits it (TxnOffsetCommit v6 needs the topic id)
  // and re-checks the state afterwards: by then the commit has moved to COMMITTING, so the offsets are refused
  // with TransactionStateError and the commit resolves without them. The caller is told, but the transaction
  // it committed lacks offsets it asked for before the commit: a consume-process-produce loop written this
  // way reprocesses its input (duplicates). commitTransaction() already waits for sends still waiting for
  // metadata (`appends.whenIdle()`); Kafka's sendOffsetsToTransaction blocks the calling thread, so the
  // offsets are always in. Fix idea: count a sendOffsetsToTransaction waiting for metadata among the
  // pending appends the commit waits for. `.fails` until then; the racer accepts this refusal meanwhile.
  it('racer: sendOffsetsToTransaction called before commitTransaction (not awaited) is part of the commit', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-race-offsets', retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'out' }));
    const offsets = producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 7n }],
      { groupId: 'g-race', generationId: -1, memberId: '', groupInstanceId: null });
    const commit = producer.commitTransaction();
    const [offsetsOutcome] = await state.settle(Promise.allSettled([offsets, commit]));
    expect(offsetsOutcome.status).toBe('fulfilled');
    const fetched = state.cluster.offsetFetch({ groupId: 'g-race', partitions: [{ topic: 'audit', partition: 0 }], requireStable: false });
    expect(fetched.partitions[0]?.committedOffset).toBe(7n);
  });
  // Found by the racing actor (full scale). Under TV1, a
  // transaction whose only content is a sendOffsetsToTransaction() not yet sent (AddOffsetsToTxn queued), then
  // commitTransaction(): the commit saw "nothing reached the coordinator" (no partition, nothing in flight),
  // completed locally and failed the queued AddOffsetsToTxn with TransactionAbortedError, so the commit
  // resolved while the offsets were dropped. Fixed in TransactionManager.isTransactionEmpty: a queued add or
  // offsets request counts, so EndTxn waits for it as in Kafka.
  it('racer: a commit right after sendOffsetsToTransaction (TV1, offsets only) commits the offsets', async () => {
    const state = scenario({ transactionVersion: 1 });
    s = state;
    const producer = state.producer({ transactionalId: 'tx-race-offsets-only', retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'audit', partition: 0, value: 'warm-up' }));
    await state.settle(producer.commitTransaction());
    producer.beginTransaction();
    const offsets = producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 1n }],
      { groupId: 'g-race-2', generationId: -1, memberId: '', groupInstanceId: null });
    const commit = producer.commitTransaction();
    const outcomes = await state.settle(Promise.allSettled([offsets, commit]));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const fetched = state.cluster.offsetFetch({ groupId: 'g-race-2', partitions: [{ topic: 'audit', partition: 0 }], requireStable: false });
    expect(fetched.partitions[0]?.committedOffset).toBe(1n);
  });
  // Found by the racing actor (--scale small, with network latency). send() issued before
  // commitTransaction({ timeoutMs }) while the topic's metadata is unknown: the commit waits for the send to
  // append, its caller times out (the commit becomes the pending operation), and the send, resuming after
  // the metadata, is refused by checkOperation with PendingOperationError. The retried commit then resolves
  // without that record. The send was issued first and belongs to the transaction (TransactionScope); Kafka's
  // send() blocks until appended, so the commit always includes it. Fix idea: a send whose scope is still
  // live is not refused by the pending-operation guard (the pending commit is waiting for exactly it).
  it('racer: a send issued before a commit that timed out is part of that commit', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'tx-race-send', retryBackoffMs: 10 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    state.cluster.faults.delayResponses(ApiKey.Metadata, 50);
    const send = producer.send({ topic: 'audit', partition: 0, value: 'issued-before-commit' });
    const sendOutcome = send.then(() => 'acknowledged', (error: unknown) => (error instanceof Error ? error.name : String(error)));
    await state.settleError(producer.commitTransaction({ timeoutMs: 1 }));
    await state.settle(producer.commitTransaction());
    expect(await state.settle(sendOutcome)).toBe('acknowledged');
    expect(state.committed('audit', 0)).toEqual(['issued-before-commit']);
  });

  // A zombie's abort under TV1: its send is answered
  // INVALID_PRODUCER_EPOCH because its successor already wrote to the partition under a newer epoch. The
  // zombie's abort then skipped EndTxn and sent InitProducerId(its id, its old epoch), a rule meant for
  // KIP-588 coordinator timeouts. Kafka's `isValidProducerId` accepts any epoch of the same producer id, so
  // the coordinator fenced the successor's open transaction (abort under a bumped epoch) before fencing the
  // zombie, and the successor's commit failed PRODUCER_FENCED. The abort now sends EndTxn first, as Kafka's
  // `beginCompletingTransaction` does; its strict epoch check refuses the zombie and leaves the successor alone.
  for (const transactionVersion of [1, 2] as const) {
    it(`seed 49544: a zombie's abort after INVALID_PRODUCER_EPOCH does not disturb its successor's transaction (TV${transactionVersion})`, async () => {
      const state = scenario({ transactionVersion });
      s = state;
      const zombie = state.producer({ transactionalId: 'tx-49544' });
      await state.settle(zombie.initTransactions());
      zombie.beginTransaction();
      await state.settle(zombie.send({ topic: 'orders', partition: 0, value: 'zombie-first' }));
      const successor = state.producer({ transactionalId: 'tx-49544' });
      await state.settle(successor.initTransactions());
      successor.beginTransaction();
      await state.settle(successor.send({ topic: 'orders', partition: 0, value: 'successor' }));
      const late = await state.settle(zombie.send({ topic: 'orders', partition: 0, value: 'zombie-late' }).then(() => 'acknowledged', (error: unknown) => error));
      expect(late).not.toBe('acknowledged');
      await expect(state.settle(zombie.abortTransaction())).rejects.toBeInstanceOf(ProducerFencedError);
      expect(zombie.state).toBe('FATAL_ERROR');
      await state.settle(successor.commitTransaction());
      expect(state.committed('orders', 0)).toEqual(['successor']);
      expect(state.uncommitted('orders', 0)).toEqual(['zombie-first', 'successor']);
    });
  }

  it('seed 49544: no violation', async () => {
    const result = await runHistory(49544);
    expect(result.violations).toEqual([]);
  });

  // A model error, not a client one. Three coordinator failovers to broker 1 each queued their own
  // COORDINATOR_LOAD_IN_PROGRESS answers, so the broker answered ten of them to each transactional API in a row; the
  // client retried each (as Kafka's does, backoff up to 1 s), its transaction outlived transactionTimeoutMs and was
  // fenced, and the checker found no fault in the transaction's window (the failovers were seconds before it).
  // Loading is now the broker's state: a failover to a broker still loading leaves it loading for the longer one.
  it('seed 204658: no violation (a broker loading a coordinator twice loads once)', async () => {
    const result = await runHistory(204658);
    expect(result.violations).toEqual([]);
  });

  // Found by the pipeline histories (consumers and sessions in a group), each reduced to a session test:
  // - small pipeline (KIP-848): a partition revoked while the session's rewind read the committed offsets;
  //   seeking it made runOnce reject with InvalidArgumentError (test/session/rewind-during-rebalance.test.ts);
  // - small pipeline: initTransactions() timed out, answered later; every batch then failed with
  //   PendingOperationError (test/session/init-timeout.test.ts);
  // - small pipeline: an unknown commit whose retry succeeded was reported aborted
  //   (commit-not-applied), the partitions having moved on (test/session/unknown-commit-applied.test.ts);
  // - full pipeline: a batch doomed (lost) while its producer was fenced failed the session with BatchDoomed
  //   although rebuildProducer was set (test/session/doomed-while-fenced.test.ts).
  // Full pipeline: a member stalled in a batch past maxPollIntervalMs; its consumer sent LeaveGroup first
  //   (its group metadata then had no generation) and reported the partitions lost only when the answer came, up to
  //   requestTimeoutMs later, the answer being lost. The batch's transaction committed the offsets with generation -1,
  //   which Kafka accepts for a TxnOffsetCommit, after the partition's next owner had processed the same input: its
  //   output twice. The poll timeout now loses the partitions before it leaves.
  // Full pipeline, TV1 and TV2: a commit whose outcome was unknown, its retried EndTxn refused
  //   (INVALID_TXN_STATE / PRODUCER_FENCED) after the batch's partitions had moved to another member, who committed
  //   the same offsets (or further): the comparison of committed offsets reported an aborted commit as committed and an
  //   applied one as not applied. The outcome is now reported unknown once a partition of the batch moved meanwhile.
  // Full pipeline, TV1: the commit's EndTxn was applied, its answer lost, and the producer's own
  //   retry refused PRODUCER_FENCED (a new incarnation had bumped the epoch): commitTransaction() rejected fenced and
  //   the session reported the batch aborted ('fenced') although it had committed. A fenced commit is now resolved
  //   like an unknown one.
  // Full pipeline, TV1: the abort after a failed batch timed out; its answer, PRODUCER_FENCED (a new
  //   incarnation had taken the transactional id), came later and left the producer FATAL_ERROR with the abort still
  //   unobserved. The next batch began a transaction instead of calling abortTransaction() again, and runOnce rejected
  //   with PendingOperationError (test/session/abort-timeout.test.ts).
  for (const [seed, scale] of [[40, 'small'], [137, 'small'], [187, 'small'], [288, 'small'], [55, 'full'], [250, 'full'], [50795, 'full'], [50924, 'full'], [841, 'full'], [52308, 'full'], [50629, 'full']] as const) {
    it(`pipeline seed ${seed} (${scale}): no violation`, async () => {
      const result = await runPipelineHistory(seed, { scale });
      expect(result.violations).toEqual([]);
    });
  }
});
