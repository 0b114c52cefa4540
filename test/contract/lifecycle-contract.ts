/**
 * Operation-lifecycle scenarios of the transactional contract suite, the ones that need no
 * injected fault, so they run on the in-process and the TCP face alike: a send not awaited before
 * `abortTransaction()` and `close()` with an open transaction.
 */
import { describe, expect, it } from 'vitest';
import { TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import type { ContractClusterOptions } from './contract-target.js';
import type { ContractContext } from './contract-context.js';

/**
 * Registers the lifecycle scenarios; `start` comes from the enclosing suite.
 * @internal
 */
export function describeLifecycleContract(start: (options?: ContractClusterOptions) => Promise<ContractContext>): void {
  describe('operation lifecycle', () => {
    for (const transactionVersion of [1, 2] as const) {
      it(`TV${transactionVersion}: a send not awaited before abortTransaction() fails with TransactionAbortedError; the next transaction commits without it`, async () => {
        const c = await start({ transactionVersion });
        const { producer } = c.producer({ transactionalId: `contract-item1-${transactionVersion}` });
        await c.settle(producer.initTransactions());
        producer.beginTransaction();
        const unsent = c.settleError(producer.send({ topic: 'orders', partition: 0, value: 'aborted' }));
        await c.settle(producer.abortTransaction());
        expect(await unsent).toBeInstanceOf(TransactionAbortedError);
        producer.beginTransaction();
        await c.settle(producer.send({ topic: 'audit', partition: 0, value: 'next' }));
        await c.settle(producer.commitTransaction());
        producer.beginTransaction();
        await c.settle(producer.send({ topic: 'orders', partition: 0, value: 'third' }));
        await c.settle(producer.commitTransaction());
        expect(c.view.committed('orders', 0)).toEqual(['third']);
        expect(c.view.uncommitted('orders', 0)).not.toContain('aborted');
        expect(c.view.committed('audit', 0)).toEqual(['next']);
      });

      it(`TV${transactionVersion}: close() aborts an open transaction, releasing read_committed readers at once`, async () => {
        const c = await start({ transactionVersion });
        const transactionalId = `contract-close-open-${transactionVersion}`;
        const { producer } = c.producer({ transactionalId });
        await c.settle(producer.initTransactions());
        producer.beginTransaction();
        await c.settle(producer.send({ topic: 'orders', partition: 1, value: 'open' }));
        await c.settle(producer.close({ timeoutMs: 5_000 }));
        expect(c.target.cluster.transactions.metadata(transactionalId)?.state).toBe('CompleteAbort');
        expect(c.view.markers('orders', 1)).toEqual(['abort']);
        expect(c.view.committed('orders', 1)).toEqual([]);
      });
    }
  });
}
