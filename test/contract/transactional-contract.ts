/**
 * The transactional contract suite, written once and run on every {@link ContractTarget}: the in-process
 * face and the TCP face of the in-memory cluster ("the same transactional scenarios also run
 * against the in-memory cluster's TCP face, where read_committed visibility can be asserted").
 *
 * Every scenario asserts both sides: what the user saw (resolved offsets, error classes, producer state and
 * events) and what the cluster holds (read_committed and read_uncommitted values through the cluster's
 * Fetch, COMMIT/ABORT markers, the stable committed group offset, coordinator metadata).
 * Fault scenarios live in fault-contract.ts.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ProducerFencedError, TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { contractContexts, standaloneGroup } from './contract-context.js';
import type { ContractTargetFactory } from './contract-target.js';
import { describeFaultContract } from './fault-contract.js';
import { describeLifecycleContract } from './lifecycle-contract.js';

/**
 * Registers the whole contract suite for one target.
 * @internal
 */
export function describeTransactionalContract(label: string, factory: ContractTargetFactory): void {
  describe(`transactional contract: ${label}`, () => {
    const start = contractContexts(factory);

    it('happy path: a transaction across partitions and two topics with sendOffsets commits; read_committed sees it only after EndTxn', async () => {
      const c = await start();
      const { producer, log } = c.producer({ transactionalId: 'contract-happy' });
      await c.settle(producer.initTransactions());
      expect(producer.state).toBe('READY');
      producer.beginTransaction();
      const results = await c.settle(producer.send([
        { topic: 'orders', partition: 0, value: 'o-0a' },
        { topic: 'orders', partition: 0, value: 'o-0b' },
        { topic: 'orders', partition: 2, value: 'o-2a' },
        { topic: 'audit', partition: 1, value: 'a-1a' },
      ]));
      await c.settle(producer.sendOffsetsToTransaction([{ topic: 'input', partition: 0, offset: 7n }], standaloneGroup('contract-group')));
      // Written but not yet committed: in the log, invisible to read_committed (the LSO holds at the first offset).
      expect(c.view.uncommitted('orders', 0)).toEqual(['o-0a', 'o-0b']);
      expect(c.view.committed('orders', 0)).toEqual([]);
      await c.settle(producer.commitTransaction());

      expect(results.map((result) => [result.topic, result.partition, result.offset])).toEqual([
        ['orders', 0, 0n], ['orders', 0, 1n], ['orders', 2, 0n], ['audit', 1, 0n],
      ]);
      expect(producer.state).toBe('READY');
      expect(c.view.committed('orders', 0)).toEqual(['o-0a', 'o-0b']);
      expect(c.view.committed('orders', 2)).toEqual(['o-2a']);
      expect(c.view.committed('audit', 1)).toEqual(['a-1a']);
      expect(c.view.committed('orders', 1)).toEqual([]);
      for (const [topic, partition] of [['orders', 0], ['orders', 2], ['audit', 1]] as const) expect(c.view.markers(topic, partition)).toEqual(['commit']);
      expect(c.view.markers('orders', 1)).toEqual([]);
      expect(c.view.committedOffset('contract-group', 'input', 0)).toBe(7n);
      expect(c.target.cluster.transactions.metadata('contract-happy')?.state).toBe('CompleteCommit');
      // Transaction version 1: partitions and the group join the transaction explicitly, then one EndTxn.
      expect(producer.transactionVersion).toBe(1);
      expect(log.transactionalRequests()).toEqual(expect.arrayContaining(['InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'EndTxn']));
    });

    it('abort: acknowledged records and offsets never become visible; unsent records fail with TransactionAbortedError (KIP-654)', async () => {
      const c = await start();
      const { producer } = c.producer({ transactionalId: 'contract-abort', lingerMs: 10_000 });
      await c.settle(producer.initTransactions());
      producer.beginTransaction();
      // The consumed offsets go first: that also loads the metadata of 'orders', so the send below appends
      // at once and flush() sends it (after a first send to a topic not yet known, flush() waits out
      // lingerMs instead: see the it.fails scenario below).
      await c.settle(producer.sendOffsetsToTransaction([{ topic: 'orders', partition: 0, offset: 99n }], standaloneGroup('contract-abort-group')));
      const acked = producer.send({ topic: 'orders', partition: 1, value: 'acked' });
      await c.settle(producer.flush());
      expect((await c.settle(acked)).offset).toBe(0n);
      const lingering = producer.send({ topic: 'orders', partition: 1, value: 'lingering' });
      lingering.catch(() => undefined);
      await c.settle(producer.abortTransaction());

      const error = await c.settleError(lingering);
      expect(error).toBeInstanceOf(TransactionAbortedError);
      expect(producer.state).toBe('READY');
      expect(c.view.committed('orders', 1)).toEqual([]);
      expect(c.view.uncommitted('orders', 1)).toEqual(['acked']);
      expect(c.view.markers('orders', 1)).toEqual(['abort']);
      expect(c.view.committedOffset('contract-abort-group', 'orders', 0)).toBe(-1n);

      // The next transaction on the same partition is visible, the aborted record still is not.
      producer.beginTransaction();
      const after = producer.send({ topic: 'orders', partition: 1, value: 'after' });
      await c.settle(producer.commitTransaction());
      expect((await c.settle(after)).offset).toBe(2n);
      expect(c.view.committed('orders', 1)).toEqual(['after']);
      expect(c.view.markers('orders', 1)).toEqual(['abort', 'commit']);
    });

    // Regression: flush() must also cover a send still waiting for its topic's metadata (Kafka's send()
    // returns only after waitOnMetadata and the append), and so must not wait out lingerMs.
    it('flush() right after a first send to a not-yet-known topic sends it at once (does not wait lingerMs)', async () => {
      const c = await start();
      const lingerMs = 3_000;
      const { producer } = c.producer({ lingerMs });
      const startedAt = c.target.now();
      const sent = producer.send({ topic: 'audit', partition: 0, value: 'first' });
      await c.settle(producer.flush());
      expect(c.target.now() - startedAt).toBeLessThan(lingerMs / 2);
      expect((await c.settle(sent)).offset).toBe(0n);
      expect(c.view.uncommitted('audit', 0)).toEqual(['first']);
    });

    it('commitTransaction() right after a first send to a not-yet-known topic commits that record', async () => {
      const c = await start();
      const { producer } = c.producer({ transactionalId: 'contract-commit-first-send' });
      await c.settle(producer.initTransactions());
      producer.beginTransaction();
      const sent = producer.send({ topic: 'audit', partition: 1, value: 'first' });
      sent.catch(() => undefined);
      await c.settle(producer.commitTransaction());
      expect((await c.settle(sent)).offset).toBe(0n);
      expect(c.view.committed('audit', 1)).toEqual(['first']);
      expect(c.view.markers('audit', 1)).toEqual(['commit']);
    });

    it('zombie fencing: a second instance aborts the first one\'s transaction and fences it (ProducerFencedError)', async () => {
      const c = await start();
      const { producer: zombie } = c.producer({ transactionalId: 'contract-zombie' });
      await c.settle(zombie.initTransactions());
      zombie.beginTransaction();
      await c.settle(zombie.send({ topic: 'orders', partition: 0, value: 'zombie' }));
      const { producer: successor } = c.producer({ transactionalId: 'contract-zombie' });
      await c.settle(successor.initTransactions());
      expect(successor.producerIdentity.producerId).toBe(zombie.producerIdentity.producerId);
      expect(successor.producerIdentity.producerEpoch).toBeGreaterThan(zombie.producerIdentity.producerEpoch);
      successor.beginTransaction();
      await c.settle(successor.send({ topic: 'orders', partition: 0, value: 'successor' }));
      await c.settle(successor.commitTransaction());

      const error = await c.settleError(zombie.commitTransaction());
      if (!(error instanceof ProducerFencedError)) throw error;
      expect(error.classification).toBe('application-recoverable');
      expect(zombie.state).toBe('FATAL_ERROR');
      expect(c.view.uncommitted('orders', 0)).toEqual(['zombie', 'successor']);
      expect(c.view.committed('orders', 0)).toEqual(['successor']);
      expect(c.view.markers('orders', 0)).toEqual(['abort', 'commit']);
    });

    it('idempotent producer: a lost Produce response is retried under the same sequence; no duplicate, order kept', async () => {
      const c = await start();
      const { producer } = c.producer({});
      // Started, with the producer id and the topic's metadata known, so every send below appends at once.
      expect((await c.settle(producer.send({ topic: 'orders', partition: 0, value: 'r0' }))).offset).toBe(0n);
      c.target.cluster.faults.dropResponses(ApiKey.Produce);
      const values = Array.from({ length: 10 }, (_, index) => `r${index}`);
      // Nine sends without awaiting: Produce requests pipelined behind the one whose response is lost.
      const sends = values.slice(1).map((value) => producer.send({ topic: 'orders', partition: 0, value }));
      const results = await c.settle(Promise.all(sends));

      expect(results.map((result) => result.offset)).toEqual(values.slice(1).map((_, index) => BigInt(index + 1)));
      expect(c.view.uncommitted('orders', 0)).toEqual(values);
      expect(c.view.committed('orders', 0)).toEqual(values);
      const batches = c.view.producersOf('orders', 0);
      expect(new Set(batches.map((batch) => batch.producerId))).toEqual(new Set([producer.producerIdentity.producerId]));
      expect(batches[0]?.baseSequence).toBe(0);
      expect(c.target.cluster.faults.history().filter((event) => event.kind === 'applied')).toHaveLength(1);
      c.target.cluster.faults.assertNoPendingFaults();
    });

    // Sends that must wait (producer not started, topic metadata unknown) append in call order: Kafka's
    // send() blocks in waitOnMetadata, here later calls queue behind earlier ones (producer AppendQueue).
    it('idempotent producer: back-to-back first sends to one partition keep call order', async () => {
      const c = await start();
      const { producer } = c.producer({});
      const values = Array.from({ length: 10 }, (_, index) => `r${index}`);
      const results = await c.settle(Promise.all(values.map((value) => producer.send({ topic: 'orders', partition: 0, value }))));
      expect(c.view.uncommitted('orders', 0)).toEqual(values);
      expect(results.map((result) => result.offset)).toEqual(values.map((_, index) => BigInt(index)));
    });

    it('transaction version 2 (KIP-890): no AddPartitionsToTxn / AddOffsetsToTxn, and every EndTxn bumps the epoch', async () => {
      const c = await start({ transactionVersion: 2 });
      // Tripwires: were either API ever sent, the cluster would apply (and record) these faults.
      c.target.cluster.faults.failRequests(ApiKey.AddPartitionsToTxn, ErrorCode.INVALID_TXN_STATE);
      c.target.cluster.faults.failRequests(ApiKey.AddOffsetsToTxn, ErrorCode.INVALID_TXN_STATE);
      const { producer, log } = c.producer({ transactionalId: 'contract-tv2' });
      const bumps: number[] = [];
      producer.on('epochBump', (event) => { bumps.push(event.next.producerEpoch); });
      await c.settle(producer.initTransactions());
      expect(producer.transactionVersion).toBe(2);
      const { producerId, producerEpoch: firstEpoch } = producer.producerIdentity;

      const outcomes = ['commit', 'abort', 'commit'] as const;
      for (const [index, outcome] of outcomes.entries()) {
        producer.beginTransaction();
        await c.settle(producer.send([{ topic: 'orders', partition: 2, value: `t${index}` }, { topic: 'audit', partition: 0, value: `t${index}` }]));
        if (index === 0) await c.settle(producer.sendOffsetsToTransaction([{ topic: 'input', partition: 0, offset: 5n }], standaloneGroup('contract-tv2-group')));
        await c.settle(outcome === 'commit' ? producer.commitTransaction() : producer.abortTransaction());
        expect(producer.producerIdentity).toEqual({ producerId, producerEpoch: firstEpoch + index + 1 });
        expect(c.target.cluster.transactions.metadata('contract-tv2')?.producerEpoch).toBe(firstEpoch + index + 1);
      }

      expect(bumps).toEqual([firstEpoch + 1, firstEpoch + 2, firstEpoch + 3]);
      expect(log.transactionalRequests()).not.toContain('AddPartitionsToTxn');
      expect(log.transactionalRequests()).not.toContain('AddOffsetsToTxn');
      const reachedCluster = c.target.cluster.faults.history().filter((event) => event.kind === 'applied');
      expect(reachedCluster).toEqual([]);
      expect(c.target.cluster.faults.pending()).toHaveLength(2);
      c.target.cluster.faults.clear();
      for (const [topic, partition] of [['orders', 2], ['audit', 0]] as const) {
        expect(c.view.committed(topic, partition)).toEqual(['t0', 't2']);
        expect(c.view.uncommitted(topic, partition)).toEqual(['t0', 't1', 't2']);
        expect(c.view.markers(topic, partition)).toEqual(['commit', 'abort', 'commit']);
      }
      expect(c.view.committedOffset('contract-tv2-group', 'input', 0)).toBe(5n);
    });

    describeFaultContract(start);
    describeLifecycleContract(start);
  });
}
