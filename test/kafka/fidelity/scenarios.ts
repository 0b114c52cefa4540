/**
 * The scenarios the fidelity suite runs on both clusters. Each returns its {@link Trace}; the test compares
 * the traces of real Kafka and the in-memory cluster line by line. Every scenario creates its own topics
 * (names unique per run) and transactional ids, and waits on conditions (DescribeTransactions), never sleeps.
 */
import { Consumer } from '../../../src/consumer/consumer.js';
import { uniqueName } from '../kafka-admin.js';
import type { FidelityTarget } from './fidelity-target.js';
import { initBeginSend, offsetOf, offsetsOf } from './scenario-steps.js';
import { Trace } from './trace.js';

/** A named scenario. @internal */
export interface FidelityScenario {
  readonly name: string;
  run(target: FidelityTarget, id: string): Promise<Trace>;
}

async function topics(target: FidelityTarget, id: string): Promise<{ orders: string; audit: string }> {
  const orders = uniqueName(`orders-${id}`);
  const audit = uniqueName(`audit-${id}`);
  await target.createTopics([{ name: orders, partitions: 2 }, { name: audit, partitions: 1 }]);
  return { orders, audit };
}

/** The scenarios, in run order. @internal */
export const FIDELITY_SCENARIOS: readonly FidelityScenario[] = [
  {
    name: 'commit across two topics, then abort, then commit',
    async run(target, id) {
      const { orders, audit } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const { producer, network } = target.producer({ transactionalId });
      await trace.step('initTransactions', network, () => producer.initTransactions());
      trace.producer('after init', producer);
      await trace.transaction(transactionalId);
      producer.beginTransaction();
      await trace.step('send 2 to orders-0, 1 to audit-0', network, () => producer.send([{ topic: orders, partition: 0, value: 'a' }, { topic: orders, partition: 0, value: 'b' }, { topic: audit, partition: 0, value: 'c' }]), offsetsOf);
      await trace.transaction(transactionalId);
      await trace.partitions([[orders, 0], [audit, 0]]);
      await trace.step('commitTransaction', network, () => producer.commitTransaction());
      await trace.transaction(transactionalId);
      await trace.partitions([[orders, 0], [audit, 0]]);
      producer.beginTransaction();
      await trace.step('send to orders-0', network, () => producer.send({ topic: orders, partition: 0, value: 'x' }), offsetOf);
      await trace.step('abortTransaction', network, () => producer.abortTransaction());
      await trace.transaction(transactionalId);
      producer.beginTransaction();
      await trace.step('send to orders-0', network, () => producer.send({ topic: orders, partition: 0, value: 'd' }), offsetOf);
      await trace.step('commitTransaction', network, () => producer.commitTransaction());
      trace.producer('end', producer);
      await trace.partitions([[orders, 0], [orders, 1], [audit, 0]]);
      return trace;
    },
  },
  {
    name: 'a second instance fences the first and aborts its open transaction',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const first = target.producer({ transactionalId });
      await initBeginSend(trace, first, 'orders-1', { topic: orders, partition: 1, value: 'zombie' }, 'first');
      const second = target.producer({ transactionalId });
      await trace.step('second: initTransactions', second.network, () => second.producer.initTransactions());
      trace.producer('second', second.producer);
      await trace.transaction(transactionalId);
      await trace.partitions([[orders, 1]]);
      await trace.step('first: send to orders-1', first.network, () => first.producer.send({ topic: orders, partition: 1, value: 'late' }), offsetOf);
      await trace.step('first: commitTransaction', first.network, () => first.producer.commitTransaction());
      trace.producer('first', first.producer);
      second.producer.beginTransaction();
      await trace.step('second: send to orders-1', second.network, () => second.producer.send({ topic: orders, partition: 1, value: 'successor' }), offsetOf);
      await trace.step('second: commitTransaction', second.network, () => second.producer.commitTransaction());
      await trace.partitions([[orders, 1]]);
      return trace;
    },
  },
  {
    name: 'send after the coordinator timed the transaction out (KIP-588 path)',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const { producer, network } = target.producer({ transactionalId, transactionTimeoutMs: 3_000, requestTimeoutMs: 3_000 });
      await initBeginSend(trace, { producer, network }, 'orders-0', { topic: orders, partition: 0, value: 'timed-out' });
      await target.probe.waitFor('the coordinator to abort the timed-out transaction', async () => (await target.probe.describeTransaction(transactionalId)).state === 'CompleteAbort');
      await trace.transaction(transactionalId);
      await trace.partitions([[orders, 0]]);
      await trace.step('send to orders-0 after the timeout', network, () => producer.send({ topic: orders, partition: 0, value: 'after-timeout' }), offsetOf);
      trace.producer('after the send', producer);
      await trace.step('abortTransaction', network, () => producer.abortTransaction());
      trace.producer('after the abort', producer);
      await trace.transaction(transactionalId);
      if (producer.state === 'READY') {
        producer.beginTransaction();
        await trace.step('send to orders-0 in a new transaction', network, () => producer.send({ topic: orders, partition: 0, value: 'recovered' }), offsetOf);
        await trace.step('commitTransaction', network, () => producer.commitTransaction());
      }
      await trace.partitions([[orders, 0]]);
      return trace;
    },
  },
  {
    name: 'commitTransaction() after the coordinator timed the transaction out',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const { producer, network } = target.producer({ transactionalId, transactionTimeoutMs: 3_000, requestTimeoutMs: 3_000 });
      await initBeginSend(trace, { producer, network }, 'orders-1', { topic: orders, partition: 1, value: 'timed-out' });
      await target.probe.waitFor('the coordinator to abort the timed-out transaction', async () => (await target.probe.describeTransaction(transactionalId)).state === 'CompleteAbort');
      await trace.step('commitTransaction', network, () => producer.commitTransaction());
      trace.producer('after the commit', producer);
      await trace.transaction(transactionalId);
      await trace.partitions([[orders, 1]]);
      return trace;
    },
  },
  {
    name: 'sendOffsetsToTransaction: committed offsets become stable, aborted ones never',
    async run(target, id) {
      const { orders, audit } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const group = { groupId: uniqueName(`group-${id}`), generationId: -1, memberId: '', groupInstanceId: null };
      const { producer, network } = target.producer({ transactionalId });
      await initBeginSend(trace, { producer, network }, 'audit-0', { topic: audit, partition: 0, value: 'processed-7' });
      await trace.step('sendOffsetsToTransaction orders-0 @ 7', network, () => producer.sendOffsetsToTransaction([{ topic: orders, partition: 0, offset: 7n }], group));
      await trace.step('commitTransaction', network, () => producer.commitTransaction());
      await trace.transaction(transactionalId);
      trace.lines.push(`group offset orders-0: ${target.groupOffset(group.groupId, orders, 0)}`);
      producer.beginTransaction();
      await trace.step('sendOffsetsToTransaction orders-0 @ 9', network, () => producer.sendOffsetsToTransaction([{ topic: orders, partition: 0, offset: 9n }], group));
      await trace.step('abortTransaction', network, () => producer.abortTransaction());
      await trace.transaction(transactionalId);
      trace.lines.push(`group offset orders-0: ${target.groupOffset(group.groupId, orders, 0)}`);
      await trace.partitions([[audit, 0]]);
      return trace;
    },
  },
  {
    name: 'idempotent producer: ordered sends, offsets and watermarks',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const { producer, network } = target.producer({});
      await trace.step('send 3 to orders-0', network, () => Promise.all(['i0', 'i1', 'i2'].map((value) => producer.send({ topic: orders, partition: 0, value }))), offsetsOf);
      trace.producer('after the sends', producer);
      await trace.partitions([[orders, 0]]);
      return trace;
    },
  },
  {
    // Why a zombie's abort after INVALID_PRODUCER_EPOCH must start with EndTxn. The
    // coordinator's isValidProducerId accepts an InitProducerId with the same producer id whatever its epoch,
    // so a stale InitProducerId aborts the successor's open transaction (CONCURRENT_TRANSACTIONS while it does).
    name: 'a stale InitProducerId (same producer id, old epoch) aborts the successor\'s open transaction',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const first = target.producer({ transactionalId });
      await trace.step('first: initTransactions', first.network, () => first.producer.initTransactions());
      const stale = first.producer.producerIdentity;
      const second = target.producer({ transactionalId });
      await initBeginSend(trace, second, 'orders-0', { topic: orders, partition: 0, value: 'successor' }, 'second');
      await trace.transaction(transactionalId);
      const coordinator = await first.network.send('any', 'FindCoordinator', (version) => (version >= 4 ? { key: '', keyType: 1, coordinatorKeys: [transactionalId] } : { key: transactionalId, keyType: 1, coordinatorKeys: [] }));
      const nodeId = coordinator.response.coordinators[0]?.nodeId ?? coordinator.response.nodeId;
      await trace.step('InitProducerId(first id, first epoch) by hand', first.network,
        () => first.network.send(nodeId, 'InitProducerId', () => ({ transactionalId, transactionTimeoutMs: 60_000, producerId: stale.producerId, producerEpoch: stale.producerEpoch })),
        (result) => `error ${result.response.errorCode}`);
      await target.probe.waitFor('the coordinator to abort the successor\'s transaction', async () => (await target.probe.describeTransaction(transactionalId)).state === 'CompleteAbort');
      await trace.transaction(transactionalId);
      await trace.step('second: commitTransaction', second.network, () => second.producer.commitTransaction());
      trace.producer('second', second.producer);
      await trace.partitions([[orders, 0]]);
      return trace;
    },
  },
  {
    name: 'a zombie\'s late send behind its successor: INVALID_PRODUCER_EPOCH, its abort is fenced, the successor commits',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const transactionalId = uniqueName(`txn-${id}`);
      const first = target.producer({ transactionalId });
      await initBeginSend(trace, first, 'orders-0', { topic: orders, partition: 0, value: 'zombie' }, 'first');
      const second = target.producer({ transactionalId });
      await initBeginSend(trace, second, 'orders-0', { topic: orders, partition: 0, value: 'successor' }, 'second');
      await trace.step('first: send to orders-0', first.network, () => first.producer.send({ topic: orders, partition: 0, value: 'late' }), offsetOf);
      trace.producer('first', first.producer);
      await trace.step('first: abortTransaction', first.network, () => first.producer.abortTransaction());
      trace.producer('first', first.producer);
      await trace.transaction(transactionalId);
      await trace.step('second: commitTransaction', second.network, () => second.producer.commitTransaction());
      trace.producer('second', second.producer);
      await trace.partitions([[orders, 0]]);
      return trace;
    },
  },
  {
    // KIP-1251 (Kafka 4.3+): a KIP-848 member whose epoch moved on in a rebalance that left it a partition may
    // still commit that partition's offsets with its previous epoch (a commit already under way when the heartbeat
    // advanced it); a partition it gave up, or an epoch newer than its own, is refused. The epochs are printed
    // relative to each other: their values depend on how many group epochs the cluster went through.
    name: 'TxnOffsetCommit naming a KIP-848 member\'s previous epoch: accepted for a partition it kept, refused for one it gave up',
    async run(target, id) {
      const { orders } = await topics(target, id);
      const trace = new Trace(target);
      const groupId = uniqueName(`group-${id}`);
      const member = (name: string): Consumer => new Consumer({
        bootstrapServers: target.bootstrapServers.split(','), clientId: name, groupId, groupProtocol: 'consumer', autoOffsetReset: 'earliest', requestTimeoutMs: 10_000,
      });
      const a = member('a');
      const b = member('b');
      try {
        a.subscribe([orders]);
        await target.probe.waitFor('a to own both partitions', () => Promise.resolve(a.assignment().length === 2));
        const previous = a.groupMetadata();
        trace.lines.push(`a owns ${a.assignment().length}, epoch ${previous.generationId > 0 ? 'positive' : previous.generationId}`);
        b.subscribe([orders]);
        await target.probe.waitFor('a and b to split, a at a newer epoch', () => Promise.resolve(a.assignment().length === 1 && b.assignment().length === 1 && a.groupMetadata().generationId > previous.generationId));
        trace.lines.push(`a owns ${a.assignment().length}, b owns ${b.assignment().length}, a's epoch moved on`);
        const kept = a.assignment()[0]!.partition;
        const moved = b.assignment()[0]!.partition;
        const { producer, network } = target.producer({ transactionalId: uniqueName(`txn-${id}`) });
        await trace.step('initTransactions', network, () => producer.initTransactions());
        const offsets = (partition: number, generationId: number) => (): Promise<void> =>
          producer.sendOffsetsToTransaction([{ topic: orders, partition, offset: 1n }], { ...previous, generationId });
        producer.beginTransaction();
        await trace.step('sendOffsetsToTransaction kept partition @ previous epoch', network, offsets(kept, previous.generationId));
        await trace.step('commitTransaction', network, () => producer.commitTransaction());
        producer.beginTransaction();
        await trace.step('sendOffsetsToTransaction partition given up @ previous epoch', network, offsets(moved, previous.generationId));
        await trace.step('abortTransaction', network, () => producer.abortTransaction());
        producer.beginTransaction();
        await trace.step('sendOffsetsToTransaction kept partition @ a newer epoch than a\'s', network, offsets(kept, a.groupMetadata().generationId + 1));
        await trace.step('abortTransaction', network, () => producer.abortTransaction());
        trace.lines.push(`group offsets: kept ${target.groupOffset(groupId, orders, kept)}, given up ${target.groupOffset(groupId, orders, moved)}`);
      } finally {
        await b.close({ timeoutMs: 5_000 }).catch(() => undefined);
        await a.close({ timeoutMs: 5_000 }).catch(() => undefined);
      }
      return trace;
    },
  },
];
