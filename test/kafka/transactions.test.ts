/**
 * The transactional contract scenarios that need no injected faults, on a real Apache Kafka cluster
 * (KAFKA_BOOTSTRAP), checked by Kafka's own Java consumer and Admin client (Verify.java): committed
 * records visible once and in order, aborted ones invisible under read_committed but present under
 * read_uncommitted, transactional offsets readable with require_stable, zombies fenced, and the errors whose
 * class Kafka's answers decide (a zombie's late send, a group that does not exist).
 */
import { expect, it } from 'vitest';
import { EarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { CommitFailedError, ProducerFencedError, TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts, standaloneGroup } from './real-kafka-context.js';

describeRealKafka('transactional contract', (env) => {
  const start = realKafkaContexts(env);

  it('happy path: a transaction across partitions and two topics with sendOffsets commits; read_committed sees it only after EndTxn', async () => {
    const c = await start();
    const { orders, audit, input } = c.topics;
    const group = c.id('group');
    const { producer, log } = c.producer({ transactionalId: c.id('happy') });
    await producer.initTransactions();
    expect(producer.transactionVersion).toBe(env.transactionVersion);
    producer.beginTransaction();
    const results = await producer.send([
      { topic: orders, partition: 0, value: 'o-0a' },
      { topic: orders, partition: 0, value: 'o-0b' },
      { topic: orders, partition: 2, value: 'o-2a' },
      { topic: audit, partition: 1, value: 'a-1a' },
    ]);
    await producer.sendOffsetsToTransaction([{ topic: input, partition: 0, offset: 7n }], standaloneGroup(group));
    // Written but not committed: in the log, invisible to read_committed (the LSO holds at offset 0).
    const before = c.reader.snapshot([[orders, 0]]);
    expect(before.uncommitted(orders, 0)).toEqual(['o-0a', 'o-0b']);
    expect(before.committed(orders, 0)).toEqual([]);
    expect(before.read(orders, 0).committed.endOffset).toBe(0);
    await producer.commitTransaction();

    expect(results.map((result) => [result.topic, result.partition, result.offset])).toEqual([
      [orders, 0, 0n], [orders, 0, 1n], [orders, 2, 0n], [audit, 1, 0n],
    ]);
    expect(producer.state).toBe('READY');
    const after = c.reader.snapshot([[orders, 0], [orders, 1], [orders, 2], [audit, 1]], [[group, input, 0]]);
    expect(after.committed(orders, 0)).toEqual(['o-0a', 'o-0b']);
    expect(after.read(orders, 0).committed.records.map((record) => record.offset)).toEqual([0, 1]);
    // The COMMIT marker takes offset 2: the LSO (end offset under read_committed) moves past it.
    expect(after.read(orders, 0).committed.endOffset).toBe(3);
    expect(after.committed(orders, 2)).toEqual(['o-2a']);
    expect(after.committed(audit, 1)).toEqual(['a-1a']);
    expect(after.committed(orders, 1)).toEqual([]);
    expect(after.offset(group, input, 0)).toBe(7);
    const expected = env.transactionVersion === 2 ? ['InitProducerId', 'TxnOffsetCommit', 'EndTxn'] : ['InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'EndTxn'];
    expect(log.transactionalRequests()).toEqual(expect.arrayContaining(expected));
  });

  it('abort: acknowledged records and offsets never become visible to read_committed; unsent records fail with TransactionAbortedError', async () => {
    const c = await start();
    const { orders } = c.topics;
    const group = c.id('group');
    const { producer } = c.producer({ transactionalId: c.id('abort'), lingerMs: 10_000 });
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.sendOffsetsToTransaction([{ topic: orders, partition: 0, offset: 99n }], standaloneGroup(group));
    const acked = producer.send({ topic: orders, partition: 1, value: 'acked' });
    await producer.flush();
    expect((await acked).offset).toBe(0n);
    const lingering = producer.send({ topic: orders, partition: 1, value: 'lingering' });
    lingering.catch(() => undefined);
    await producer.abortTransaction();
    await expect(lingering).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(producer.state).toBe('READY');

    producer.beginTransaction();
    const next = producer.send({ topic: orders, partition: 1, value: 'after' });
    await producer.commitTransaction();
    // Offsets: 0 'acked', 1 ABORT marker, 2 'after', 3 COMMIT marker.
    expect((await next).offset).toBe(2n);
    const snapshot = c.reader.snapshot([[orders, 1]], [[group, orders, 0]]);
    expect(snapshot.committed(orders, 1)).toEqual(['after']);
    expect(snapshot.uncommitted(orders, 1)).toEqual(['acked', 'after']);
    expect(snapshot.read(orders, 1).uncommitted.records.map((record) => record.offset)).toEqual([0, 2]);
    expect(snapshot.offset(group, orders, 0)).toBe(-1);
  });

  it('commitTransaction() right after a first send to a not-yet-known topic commits that record', async () => {
    const c = await start();
    const { audit } = c.topics;
    const { producer } = c.producer({ transactionalId: c.id('commit-first-send') });
    await producer.initTransactions();
    producer.beginTransaction();
    const sent = producer.send({ topic: audit, partition: 1, value: 'first' });
    sent.catch(() => undefined);
    await producer.commitTransaction();
    expect((await sent).offset).toBe(0n);
    expect(c.reader.snapshot([[audit, 1]]).committed(audit, 1)).toEqual(['first']);
  });

  it('zombie fencing: a second instance aborts the first one\'s transaction and fences it (ProducerFencedError)', async () => {
    const c = await start();
    const { orders } = c.topics;
    const transactionalId = c.id('zombie');
    const { producer: zombie } = c.producer({ transactionalId });
    await zombie.initTransactions();
    zombie.beginTransaction();
    await zombie.send({ topic: orders, partition: 0, value: 'zombie' });
    const { producer: successor } = c.producer({ transactionalId });
    await successor.initTransactions();
    expect(successor.producerIdentity.producerId).toBe(zombie.producerIdentity.producerId);
    expect(successor.producerIdentity.producerEpoch).toBeGreaterThan(zombie.producerIdentity.producerEpoch);
    successor.beginTransaction();
    await successor.send({ topic: orders, partition: 0, value: 'successor' });
    await successor.commitTransaction();

    const error = await zombie.commitTransaction().then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProducerFencedError);
    expect(zombie.state).toBe('FATAL_ERROR');
    const snapshot = c.reader.snapshot([[orders, 0]]);
    expect(snapshot.uncommitted(orders, 0)).toEqual(['zombie', 'successor']);
    expect(snapshot.committed(orders, 0)).toEqual(['successor']);
  });

  it('the error a zombie\'s calls get after its send was fenced: the send is abortable, commit/begin/sendOffsets are refused naming it, the abort is fenced, then every call is ProducerFencedError', async () => {
    const c = await start();
    const { orders } = c.topics;
    const transactionalId = c.id('fenced-send');
    const { producer: zombie } = c.producer({ transactionalId });
    await zombie.initTransactions();
    zombie.beginTransaction();
    await zombie.send({ topic: orders, partition: 0, value: 'zombie' });
    const { producer: successor } = c.producer({ transactionalId });
    await successor.initTransactions();

    // Kafka 4.4 answers the zombie's next send to its partition INVALID_PRODUCER_EPOCH (KIP-588: abortable), under
    // TV1 and TV2 (under TV1 a partition it had not added yet would meet AddPartitionsToTxn's PRODUCER_FENCED first).
    const send = await zombie.send({ topic: orders, partition: 0, value: 'late' }).then(() => null, (caught: unknown) => caught);
    expect(send).toMatchObject({ errorName: 'INVALID_PRODUCER_EPOCH', api: 'Produce', classification: 'abortable' });
    expect(zombie.state).toBe('ABORTABLE_ERROR');
    // Refused before doing anything, with the send's failure: abortable, named, as the cause (not misuse).
    const group = { groupId: c.id('group'), generationId: -1, memberId: '', groupInstanceId: null };
    for (const refused of [
      await zombie.commitTransaction().then(() => null, (caught: unknown) => caught),
      await zombie.sendOffsetsToTransaction([{ topic: orders, partition: 0, offset: 1n }], group).then(() => null, (caught: unknown) => caught),
      (() => { try { zombie.beginTransaction(); return null; } catch (caught) { return caught; } })(),
    ]) {
      expect(refused).toBeInstanceOf(EarlierFailureError);
      expect(refused).toMatchObject({ classification: 'abortable', errorName: 'INVALID_PRODUCER_EPOCH', api: 'Produce', state: 'ABORTABLE_ERROR' });
      expect((refused as EarlierFailureError).cause).toBe(send);
    }
    // The abort's EndTxn carries the zombie's epoch: the coordinator fences it.
    const abort = await zombie.abortTransaction().then(() => null, (caught: unknown) => caught);
    expect(abort).toBeInstanceOf(ProducerFencedError);
    expect(abort).toMatchObject({ errorName: 'PRODUCER_FENCED', api: 'EndTxn' });
    expect(zombie.state).toBe('FATAL_ERROR');
    const afterFencing = await zombie.commitTransaction().then(() => null, (caught: unknown) => caught);
    expect(afterFencing).toBeInstanceOf(ProducerFencedError);
    expect((afterFencing as ProducerFencedError).cause).toBe(abort);

    successor.beginTransaction();
    await successor.send({ topic: orders, partition: 0, value: 'successor' });
    await successor.commitTransaction();
    expect(c.reader.snapshot([[orders, 0]]).committed(orders, 0)).toEqual(['successor']);
  });

  it('a zombie\'s first send to a partition it had not added: TV1 meets AddPartitionsToTxn PRODUCER_FENCED (every later call ProducerFencedError), TV2 Produce INVALID_PRODUCER_EPOCH (abortable)', async () => {
    const c = await start();
    const { orders, audit } = c.topics;
    const transactionalId = c.id('fenced-new-partition');
    const { producer: zombie } = c.producer({ transactionalId });
    await zombie.initTransactions();
    zombie.beginTransaction();
    await zombie.send({ topic: orders, partition: 0, value: 'zombie' });
    const { producer: successor } = c.producer({ transactionalId });
    await successor.initTransactions();

    const send = await zombie.send({ topic: audit, partition: 1, value: 'late' }).then(() => null, (caught: unknown) => caught);
    const commit = await zombie.commitTransaction().then(() => null, (caught: unknown) => caught);
    expect((commit as Error).cause).toBe(send);
    if (env.transactionVersion === 1) {
      expect(send).toBeInstanceOf(ProducerFencedError);
      expect(send).toMatchObject({ errorName: 'PRODUCER_FENCED', api: 'AddPartitionsToTxn' });
      expect(zombie.state).toBe('FATAL_ERROR');
      expect(commit).toBeInstanceOf(ProducerFencedError);
      expect(commit).toMatchObject({ classification: 'application-recoverable', errorName: 'PRODUCER_FENCED', api: 'AddPartitionsToTxn' });
    } else {
      expect(send).toMatchObject({ errorName: 'INVALID_PRODUCER_EPOCH', api: 'Produce', classification: 'abortable' });
      expect(commit).toBeInstanceOf(EarlierFailureError);
      expect(commit).toMatchObject({ classification: 'abortable', errorName: 'INVALID_PRODUCER_EPOCH' });
    }
    expect(c.reader.snapshot([[audit, 1]]).committed(audit, 1)).toEqual([]);
  });

  it('TxnOffsetCommit for a group that does not exist: Kafka 4.4 answers GROUP_ID_NOT_FOUND (v6, KIP-1319), an abortable CommitFailedError; the commit is refused naming it, the abort recovers', async () => {
    const c = await start();
    const { orders, input } = c.topics;
    const { producer } = c.producer({ transactionalId: c.id('group-gone') });
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send({ topic: orders, partition: 0, value: 'not committed' });
    // A generation of a group the coordinator does not know (it was deleted, or never existed).
    const gone = { groupId: c.id('no-such-group'), generationId: 5, memberId: 'ghost', groupInstanceId: null };
    const offsets = await producer.sendOffsetsToTransaction([{ topic: input, partition: 0, offset: 3n }], gone).then(() => null, (caught: unknown) => caught);
    expect(offsets).toBeInstanceOf(CommitFailedError);
    expect(offsets).toMatchObject({ errorName: 'GROUP_ID_NOT_FOUND', api: 'TxnOffsetCommit', classification: 'abortable' });
    const commit = await producer.commitTransaction().then(() => null, (caught: unknown) => caught);
    expect(commit).toBeInstanceOf(EarlierFailureError);
    expect(commit).toMatchObject({ classification: 'abortable', errorName: 'GROUP_ID_NOT_FOUND' });
    await producer.abortTransaction();
    expect(producer.state).toBe('READY');
    producer.beginTransaction();
    await producer.send({ topic: orders, partition: 0, value: 'next' });
    await producer.commitTransaction();
    expect(c.reader.snapshot([[orders, 0]]).committed(orders, 0)).toEqual(['next']);
  });

  it('many transactions in a row: every committed record exactly once and in order, every aborted one invisible', async () => {
    const c = await start();
    const { orders, audit } = c.topics;
    const { producer } = c.producer({ transactionalId: c.id('many') });
    await producer.initTransactions();
    const committed: string[] = [];
    const all: string[] = [];
    for (let transaction = 0; transaction < 12; transaction++) {
      producer.beginTransaction();
      const values = Array.from({ length: 5 }, (_, index) => `t${transaction}-r${index}`);
      await Promise.all(values.flatMap((value) => [producer.send({ topic: orders, partition: 1, value }), producer.send({ topic: audit, partition: 0, value })]));
      all.push(...values);
      if (transaction % 3 === 2) {
        await producer.abortTransaction();
      } else {
        await producer.commitTransaction();
        committed.push(...values);
      }
    }
    const snapshot = c.reader.snapshot([[orders, 1], [audit, 0]]);
    for (const [topic, partition] of [[orders, 1], [audit, 0]] as const) {
      expect(snapshot.committed(topic, partition)).toEqual(committed);
      expect(snapshot.uncommitted(topic, partition)).toEqual(all);
    }
  });

  it('idempotent producer: back-to-back first sends to one partition keep call order, no duplicates', async () => {
    const c = await start();
    const { orders } = c.topics;
    const { producer } = c.producer({});
    const values = Array.from({ length: 50 }, (_, index) => `r${index}`);
    const results = await Promise.all(values.map((value) => producer.send({ topic: orders, partition: 0, value })));
    expect(results.map((result) => result.offset)).toEqual(values.map((_, index) => BigInt(index)));
    const snapshot = c.reader.snapshot([[orders, 0]]);
    expect(snapshot.uncommitted(orders, 0)).toEqual(values);
    expect(snapshot.committed(orders, 0)).toEqual(values);
  });
});
