/**
 * Fault scenarios of the transactional contract suite: coordinator errors injected on each transactional
 * API, lost responses (the broker applied the request, the client never heard back), and the transaction
 * coordinator's broker going down during a commit. Each must end with the transaction committed exactly
 * once and no error surfaced to the user.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { CoordinatorKeyType } from '../../src/testing/cluster-state.js';
import type { ContractClusterOptions } from './contract-target.js';
import { sentCount, standaloneGroup, type ContractContext } from './contract-context.js';

const TRANSACTIONAL_APIS = ['FindCoordinator', 'InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'EndTxn'] as const;
const COORDINATOR_ERRORS = ['COORDINATOR_NOT_AVAILABLE', 'NOT_COORDINATOR', 'CONCURRENT_TRANSACTIONS'] as const;

/**
 * Registers the fault scenarios; `start` comes from the enclosing suite.
 * @internal
 */
export function describeFaultContract(start: (options?: ContractClusterOptions) => Promise<ContractContext>): void {
  describe('coordinator errors on each transactional API are retried inside', () => {
    for (const api of TRANSACTIONAL_APIS) {
      for (const error of COORDINATOR_ERRORS) {
        it(`${api} answering ${error} twice: the transaction commits exactly once`, async () => {
          const c = await start();
          c.target.cluster.faults.queueErrors(ApiKey[api], [ErrorCode[error], ErrorCode[error]]);
          const transactionalId = `contract-${api}-${error}`;
          const { producer, log } = c.producer({ transactionalId });
          const states: string[] = [];
          producer.on('stateChange', (event) => { states.push(event.to); });
          await c.settle(producer.initTransactions());
          producer.beginTransaction();
          const delivery = producer.send({ topic: 'orders', partition: 1, value: 'v1' });
          await c.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 42n }], standaloneGroup(`group-${api}-${error}`)));
          await c.settle(producer.commitTransaction());

          // What the user saw: success, and no error state on the way.
          expect((await c.settle(delivery)).offset).toBe(0n);
          expect(states).not.toContain('ABORTABLE_ERROR');
          expect(states).not.toContain('FATAL_ERROR');
          expect(producer.state).toBe('READY');
          // What the cluster holds: the record and the offset committed once, both faults used.
          expect(c.view.committed('orders', 1)).toEqual(['v1']);
          expect(c.view.uncommitted('orders', 1)).toEqual(['v1']);
          expect(c.view.markers('orders', 1)).toEqual(['commit']);
          expect(c.view.committedOffset(`group-${api}-${error}`, 'audit', 0)).toBe(42n);
          const applied = c.target.cluster.faults.history().filter((event) => event.kind === 'applied' && event.apiKey === ApiKey[api]);
          expect(applied).toHaveLength(2);
          c.target.cluster.faults.assertNoPendingFaults();
          // The client retried: two answered errors, then the request that went through.
          expect(sentCount(log, api)).toBeGreaterThanOrEqual(3);
          expect(c.target.cluster.transactions.metadata(transactionalId)?.state).toBe('CompleteCommit');
        });
      }
    }
  });

  describe('lost responses and a coordinator outage', () => {
    it('a lost Produce response inside a transaction: retried, deduplicated by sequence, committed once', async () => {
      const c = await start();
      c.target.cluster.faults.dropResponses(ApiKey.Produce);
      const { producer } = c.producer({ transactionalId: 'contract-lost-produce' });
      await c.settle(producer.initTransactions());
      producer.beginTransaction();
      const results = await c.settle(producer.send([{ topic: 'orders', partition: 0, value: 'a' }, { topic: 'orders', partition: 0, value: 'b' }]));
      await c.settle(producer.commitTransaction());

      expect(results.map((result) => result.offset)).toEqual([0n, 1n]);
      expect(producer.state).toBe('READY');
      expect(c.view.uncommitted('orders', 0)).toEqual(['a', 'b']);
      expect(c.view.committed('orders', 0)).toEqual(['a', 'b']);
      expect(c.view.markers('orders', 0)).toEqual(['commit']);
      c.target.cluster.faults.assertNoPendingFaults();
    });

    it('a lost EndTxn response: the commit is retried, answered idempotently, and written exactly once', async () => {
      const c = await start();
      c.target.cluster.faults.dropResponses(ApiKey.EndTxn);
      const { producer, log } = c.producer({ transactionalId: 'contract-lost-endtxn' });
      await c.settle(producer.initTransactions());
      producer.beginTransaction();
      await c.settle(producer.send([{ topic: 'orders', partition: 2, value: 'x' }, { topic: 'audit', partition: 1, value: 'y' }]));
      await c.settle(producer.sendOffsetsToTransaction([{ topic: 'input', partition: 0, offset: 3n }], standaloneGroup('contract-lost-endtxn-group')));
      await c.settle(producer.commitTransaction());

      expect(producer.state).toBe('READY');
      expect(log.unanswered()).toEqual(['EndTxn']);
      expect(sentCount(log, 'EndTxn')).toBe(2);
      expect(c.view.committed('orders', 2)).toEqual(['x']);
      expect(c.view.committed('audit', 1)).toEqual(['y']);
      expect(c.view.markers('orders', 2)).toEqual(['commit']);
      expect(c.view.markers('audit', 1)).toEqual(['commit']);
      expect(c.view.committedOffset('contract-lost-endtxn-group', 'input', 0)).toBe(3n);
      expect(c.target.cluster.transactions.metadata('contract-lost-endtxn')?.state).toBe('CompleteCommit');
      c.target.cluster.faults.assertNoPendingFaults();
    });

    it('the coordinator broker goes down during commit: the producer keeps rediscovering, commits once it is back', async () => {
      const c = await start();
      const transactionalId = 'contract-coordinator-down';
      const { producer, log } = c.producer({ transactionalId });
      await c.settle(producer.initTransactions());
      producer.beginTransaction();
      await c.settle(producer.send({ topic: 'audit', partition: 0, value: 'x' }));
      const coordinator = c.target.cluster.state.coordinatorFor(CoordinatorKeyType.TRANSACTION, transactionalId);
      await c.target.setBrokerUp(coordinator, false);

      // Bring it back only once the client has seen the outage: EndTxn got no answer, and the client has
      // gone back to FindCoordinator (which a live broker answers COORDINATOR_NOT_AVAILABLE meanwhile).
      const endTxnLost = log.next((line) => line.message === 'transactional request got no answer' && line.fields.api === 'EndTxn');
      const commit = producer.commitTransaction();
      commit.catch(() => undefined);
      await c.settle(endTxnLost);
      await c.settle(log.next((line) => line.message === 'sending transactional request' && line.fields.api === 'FindCoordinator'));
      expect(producer.state).toBe('COMMITTING_TRANSACTION');
      expect(c.view.markers('audit', 0)).toEqual([]);
      await c.target.setBrokerUp(coordinator, true);
      await c.settle(commit);

      expect(producer.state).toBe('READY');
      expect(c.view.committed('audit', 0)).toEqual(['x']);
      expect(c.view.markers('audit', 0)).toEqual(['commit']);
      expect(c.target.cluster.transactions.metadata(transactionalId)?.state).toBe('CompleteCommit');
    });
  });
}
