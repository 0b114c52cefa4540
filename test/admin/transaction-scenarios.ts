/**
 * The admin client's transaction operations, written once against {@link AdminTarget} and run on the in-memory
 * cluster (test/admin/transactions.test.ts) and on real Kafka (test/kafka/admin.test.ts): list, describe, describe
 * producers, fence, and the whole hanging-transaction story (a producer SIGKILLed with a transaction open under a
 * long transaction timeout stalls a read_committed consumer; `findHangingTransactions`, `describeLag`,
 * `describeGroupLag`, the consumer's own `describeLag` and metrics, and `kafka-eos groups describe` and
 * `transactions find-hanging` name it; `abortTransaction` and
 * `kafka-eos transactions abort` end it; the consumer resumes and reads every committed record once).
 */
import { expect, it } from 'vitest';
import { AdminOperationError } from '../../src/admin/admin-errors.js';
import type { ProtocolError } from '../../src/errors/protocol-error.js';
import type { ConsumedRecord } from '../../src/consumer/transactional-source.js';
import type { Consumer } from '../../src/consumer/consumer.js';
import type { AdminTarget } from './admin-target.js';
import { eventually } from './admin-target.js';
import { startHangingProducer } from './hanging-producer.js';
import { runCli } from '../cli/run-cli.js';

function text(records: readonly ConsumedRecord[]): string[] {
  return records.map((record) => (record.value === null ? '<null>' : Buffer.from(record.value).toString()));
}

async function readUntil(consumer: Consumer, seen: string[], count: number, what: string): Promise<void> {
  await eventually(what, async () => {
    seen.push(...text((await consumer.poll({ timeoutMs: 200 })).records));
    return seen.length >= count;
  });
}

/** Registers the scenarios; `target()` is the suite's target (set in its `beforeAll`). @internal */
export function transactionScenarios(target: () => AdminTarget): void {
  it('listTransactions and describeTransactions show an open transaction, its partitions and the filters', async () => {
    const t = target();
    const topic = t.unique('admin-txn-list');
    await t.createTopics([{ name: topic, partitions: 2 }]);
    const transactionalId = t.unique('admin-txn-list-id');
    const producer = t.producer({ transactionalId, transactionTimeoutMs: 60_000 });
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send([{ topic, partition: 0, value: 'a' }, { topic, partition: 1, value: 'b' }]);
    const { producerId, producerEpoch } = producer.producerIdentity;
    const admin = t.admin();

    const listed = await admin.listTransactions({ producerIds: [producerId] });
    expect(listed).toEqual([expect.objectContaining({ transactionalId, producerId, state: 'Ongoing' })]);
    expect((await admin.listTransactions({ states: ['Ongoing'] })).map((each) => each.transactionalId)).toContain(transactionalId);
    expect((await admin.listTransactions({ states: ['CompleteCommit'], producerIds: [producerId] }))).toEqual([]);
    expect((await admin.listTransactions({ producerIds: [producerId], runningLongerThanMs: 3_600_000 }))).toEqual([]);
    expect((await admin.listTransactions({ transactionalIdPattern: `${transactionalId}|no-such-id` })).map((each) => each.transactionalId)).toEqual([transactionalId]);
    expect((await admin.listTransactions({ transactionalIdPattern: transactionalId.slice(0, -1) }))).toEqual([]);

    const [description] = await admin.describeTransactions([transactionalId]);
    expect(description).toMatchObject({ transactionalId, state: 'Ongoing', producerId, producerEpoch, transactionTimeoutMs: 60_000, coordinatorId: listed[0]?.coordinatorId });
    expect(description?.transactionStartTimeMs).toBeGreaterThan(0);
    expect([...(description?.partitions ?? [])].sort((a, b) => a.partition - b.partition)).toEqual([{ topic, partition: 0 }, { topic, partition: 1 }]);

    await producer.commitTransaction();
    await eventually('the transaction to complete', async () => (await admin.describeTransactions([transactionalId]))[0]?.state === 'CompleteCommit');

    const unknown = t.unique('admin-txn-unknown');
    const error = await admin.describeTransactions([transactionalId, unknown]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminOperationError);
    const failure = (error as AdminOperationError).failures;
    expect(failure.map((each) => each.resource)).toEqual([unknown]);
    expect((failure[0]?.error as ProtocolError).errorName).toBe('TRANSACTIONAL_ID_NOT_FOUND');
  });

  it('describeProducers shows the open transaction\'s start offset on each partition, and none once it commits', async () => {
    const t = target();
    const topic = t.unique('admin-txn-producers');
    await t.createTopics([{ name: topic, partitions: 2 }]);
    const producer = t.producer({ transactionalId: t.unique('admin-txn-producers-id') });
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send({ topic, partition: 0, value: 'first' });
    const { offset } = await producer.send({ topic, partition: 1, value: 'second' });
    const { producerId, producerEpoch } = producer.producerIdentity;
    const admin = t.admin();

    const open = await admin.describeProducers([{ topic, partition: 0 }, { topic, partition: 1 }]);
    expect(open.map((each) => each.partition)).toEqual([0, 1]);
    for (const partition of open) {
      const state = partition.producers.find((each) => each.producerId === producerId);
      expect(state).toMatchObject({ producerEpoch, lastSequence: 0, currentTransactionStartOffset: partition.partition === 1 ? offset : 0n });
      expect(state?.lastTimestamp).toBeGreaterThan(0);
    }
    await producer.commitTransaction();
    const after = await eventually('the markers', async () => {
      const [state] = await admin.describeProducers([{ topic, partition: 0 }]);
      const mine = state?.producers.find((each) => each.producerId === producerId);
      return mine?.currentTransactionStartOffset === null ? mine : undefined;
    });
    expect(after.coordinatorEpoch).not.toBeNull();

    const missing = await admin.describeProducers([{ topic: t.unique('admin-no-such-topic'), partition: 0 }]).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(AdminOperationError);
    expect(((missing as AdminOperationError).failures[0]?.error as ProtocolError).errorName).toBe('UNKNOWN_TOPIC_OR_PARTITION');
  });

  it('fenceProducers bumps the epoch: the running producer is fenced and its open transaction aborted', async () => {
    const t = target();
    const topic = t.unique('admin-txn-fence');
    await t.createTopics([{ name: topic, partitions: 1 }]);
    const transactionalId = t.unique('admin-txn-fence-id');
    const producer = t.producer({ transactionalId });
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send({ topic, partition: 0, value: 'zombie' });
    const { producerId, producerEpoch } = producer.producerIdentity;
    const admin = t.admin();

    const [fenced] = await admin.fenceProducers([transactionalId]);
    expect(fenced).toMatchObject({ transactionalId, producerId });
    expect(fenced?.producerEpoch).toBeGreaterThan(producerEpoch);
    await expect(producer.commitTransaction()).rejects.toMatchObject({ name: 'ProducerFencedError' });
    // The coordinator aborted the open transaction, then gave the id the new epoch: nothing is open any more.
    const [description] = await admin.describeTransactions([transactionalId]);
    expect(description).toMatchObject({ state: 'Empty', producerId, producerEpoch: fenced?.producerEpoch, partitions: [] });
    const lag = await admin.describeLag([{ topic, partition: 0, offset: 0n }]);
    expect(lag[0]).toMatchObject({ stalled: false, openTransaction: null });
    expect(lag[0]?.lastStableOffset).toBe(lag[0]?.highWatermark);
  });

  it('a producer SIGKILLed with a transaction open stalls a read_committed consumer; the admin and the CLI name it, abortTransaction and `transactions abort` end it, the consumer resumes', async () => {
    const t = target();
    const topic = t.unique('admin-txn-hanging');
    await t.createTopics([{ name: topic, partitions: 2 }]);
    const committer = t.producer({ transactionalId: t.unique('admin-txn-committer') });
    await committer.initTransactions();
    await committer.transaction(async (txn) => { await txn.send([{ topic, partition: 0, value: 'c0' }, { topic, partition: 0, value: 'c1' }, { topic, partition: 1, value: 'd0' }]); });

    const transactionalId = t.unique('admin-txn-hanging-id');
    const hanging = await startHangingProducer(t.bootstrapServers, transactionalId, topic, 600_000, 2);
    await hanging.kill();
    const starts = hanging.offsets;
    // A pipeline's group, whose committed offsets are where the open transaction holds each partition.
    const group = t.unique('admin-txn-hanging-group');
    await committer.transaction(async (txn) => {
      await txn.send([{ topic, partition: 0, value: 'c2' }, { topic, partition: 1, value: 'd1' }]);
      await txn.sendOffsets(starts.map((offset, partition) => ({ topic, partition, offset })), { groupId: group, generationId: -1, memberId: '', groupInstanceId: null });
    });
    // After the committed records and their transaction's commit marker.
    expect(starts).toEqual([3n, 2n]);

    const consumer = t.consumer({ isolationLevel: 'read_committed' });
    consumer.assign([{ topic, partition: 0 }, { topic, partition: 1 }]);
    const seen: string[] = [];
    await readUntil(consumer, seen, 3, 'the records committed before the open transaction');
    expect([...seen].sort()).toEqual(['c0', 'c1', 'd0']);

    // The consumer, at the LSO, sees its stall on both partitions and names the transaction.
    const own = await eventually('the consumer to see its stall', async () => {
      const lag = await consumer.describeLag();
      return lag.length === 2 && lag.every((each) => each.stalled) ? [...lag].sort((a, b) => a.partition - b.partition) : undefined;
    });
    for (const [partition, start] of starts.entries()) {
      expect(own[partition]).toMatchObject({ partition, position: start, lastStableOffset: start, stableLag: 0n, stalled: true });
      expect(own[partition]?.highWatermark).toBeGreaterThan(start + 1n);
      expect(own[partition]?.openTransaction).toMatchObject({ producerId: hanging.producerId, producerEpoch: hanging.producerEpoch, transactionalId, startOffset: start, orphaned: false });
      expect(own[partition]?.openTransaction?.coordinator).toMatchObject({ transactionalId, state: 'Ongoing', transactionTimeoutMs: 600_000 });
    }
    await eventually('the stall metric', () => Promise.resolve(consumer.metrics().consumer['stalled-partitions'] === 2));
    const partitionMetrics = consumer.metrics().topicPartitions.filter((each) => each.topic === topic);
    expect(partitionMetrics.map((each) => each['records-held-by-open-transaction'] > 0)).toEqual([true, true]);

    // The admin client finds it from the positions, and among every open transaction on the topic.
    const admin = t.admin();
    const [lag] = await admin.describeLag([{ topic, partition: 0, offset: starts[0] ?? -1n }]);
    expect(lag?.openTransaction).toMatchObject({ producerId: hanging.producerId, transactionalId, startOffset: starts[0] });
    const found = await admin.findHangingTransactions({ topics: [topic], maxTransactionTimeoutMs: 0 });
    expect(found).toEqual(starts.map((startOffset, partition): unknown => expect.objectContaining({ topic, partition, producerId: hanging.producerId, producerEpoch: hanging.producerEpoch, startOffset, transactionalId, orphaned: false })));
    expect(found[0]?.coordinator?.abortsAtMs).toBeGreaterThan(Date.now() + 60_000);
    expect(await admin.findHangingTransactions({ topics: [topic], maxTransactionTimeoutMs: 3_600_000 })).toEqual([]);
    expect(await admin.findHangingTransactions({ topics: [topic], maxTransactionTimeoutMs: 0, orphanedOnly: true })).toEqual([]);
    const groupLag = await admin.describeGroupLag(group);
    expect(groupLag.map(({ partition, position, stalled, openTransaction }) => [partition, position, stalled, openTransaction?.producerId, openTransaction?.transactionalId]))
      .toEqual(starts.map((start, partition) => [partition, start, true, hanging.producerId, transactionalId]));

    // So does the operator's CLI, which prints the command that ends it.
    const connect = ['--bootstrap-server', t.bootstrapServers];
    const described = await runCli(['groups', 'describe', '--group', group, ...connect]);
    expect(described).toMatchObject({ code: 0, stderr: '' });
    for (const [partition, start] of starts.entries()) {
      expect(described.stdout).toMatch(new RegExp(`^${topic}\\s+${partition}\\s+${start}\\s+\\d+\\s+${start}\\s+\\d+\\s+0\\s+STALLED on producer ${hanging.producerId} \\(${transactionalId}\\)`, 'm'));
    }
    const table = await runCli(['transactions', 'find-hanging', '--topic', topic, '--max-transaction-timeout-ms', '0', ...connect]);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    for (const [partition, start] of starts.entries()) {
      expect(table.stdout).toMatch(new RegExp(`^${topic}\\s+${partition}\\s+${hanging.producerId}\\s+${hanging.producerEpoch}\\s+${start}\\s+\\S+.*\\s+${transactionalId}\\s+broker \\d+: Ongoing, aborts in \\d+m`, 'm'));
      expect(table.stdout).toContain(`end it: kafka-eos transactions abort --topic ${topic} --partition ${partition} --start-offset ${start}`);
    }
    const json = JSON.parse((await runCli(['transactions', 'find-hanging', '--topic', topic, '--max-transaction-timeout-ms', '0', '--json', ...connect])).stdout) as { partition: number; producerId: string; transactionalId: string }[];
    expect(json.map(({ partition, producerId, transactionalId: id }) => [partition, producerId, id])).toEqual([[0, String(hanging.producerId), transactionalId], [1, String(hanging.producerId), transactionalId]]);

    // Partition 0 is ended by the library from the start offset, partition 1 by the CLI from the producer; the consumer resumes on both.
    await admin.abortTransaction({ topic, partition: 0, startOffset: starts[0] ?? -1n });
    // The CLI is given the producer as find-hanging reported it (the other form, --start-offset, is the library's here).
    const identity = ['--producer-id', String(hanging.producerId), '--producer-epoch', String(hanging.producerEpoch), '--coordinator-epoch', String(found[1]?.coordinatorEpoch ?? -1)];
    const aborted = await runCli(['transactions', 'abort', '--topic', topic, '--partition', '1', ...identity, ...connect]);
    expect(aborted).toEqual({ code: 0, stdout: `aborted the transaction of producer ${hanging.producerId} on ${topic}-1\n`, stderr: '' });
    await readUntil(consumer, seen, 5, 'the consumer to resume after the aborts');
    expect(seen.filter((value) => value.startsWith('c'))).toEqual(['c0', 'c1', 'c2']);
    expect(seen.filter((value) => value.startsWith('d'))).toEqual(['d0', 'd1']);
    expect(seen).toHaveLength(5);
    const resumed = await admin.describeLag([{ topic, partition: 0, offset: 0n }, { topic, partition: 1, offset: 0n }]);
    for (const each of resumed) {
      expect(each).toMatchObject({ stalled: false, openTransaction: null });
      expect(each.lastStableOffset).toBe(each.highWatermark);
    }
    expect(await admin.findHangingTransactions({ topics: [topic], maxTransactionTimeoutMs: 0 })).toEqual([]);
    expect((await admin.describeGroupLag(group)).map((each) => each.stalled)).toEqual([false, false]);
    expect((await runCli(['groups', 'describe', '--group', group, ...connect])).stdout).not.toContain('STALLED');
    expect((await runCli(['transactions', 'find-hanging', '--topic', topic, '--max-transaction-timeout-ms', '0', ...connect])).stdout).toContain('(none)');
    await eventually('the stall metric to clear', () => Promise.resolve(consumer.metrics().consumer['stalled-partitions'] === 0));
  }, 120_000);
}
