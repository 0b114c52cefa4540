import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const APIS = ['FindCoordinator', 'InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'TxnOffsetCommit', 'EndTxn'] as const;
const ERRORS = ['COORDINATOR_NOT_AVAILABLE', 'NOT_COORDINATOR', 'CONCURRENT_TRANSACTIONS'] as const;

describe('injected coordinator errors on each transactional API are retried inside', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  for (const api of APIS) {
    for (const error of ERRORS) {
      it(`${api} answering ${error} twice: the transaction still commits exactly once`, async () => {
        s = scenario();
        s.cluster.faults.queueErrors(ApiKey[api], [ErrorCode[error], ErrorCode[error]]);
        const producer = s.producer({ transactionalId: `tx-${api}-${error}` });
        const states: string[] = [];
        producer.on('stateChange', (event) => { states.push(event.to); });
        await s.settle(producer.initTransactions());
        producer.beginTransaction();
        const delivery = s.settle(producer.send({ topic: 'orders', partition: 1, value: 'v1' }));
        await s.settle(producer.sendOffsetsToTransaction(
          [{ topic: 'audit', partition: 0, offset: 42n }],
          { groupId: 'g1', generationId: -1, memberId: '', groupInstanceId: null },
        ));
        await s.settle(producer.commitTransaction());
        const metadata = await delivery;
        // What the user saw: success, no error state on the way.
        expect(metadata.offset).toBe(0n);
        expect(states).not.toContain('ABORTABLE_ERROR');
        expect(states).not.toContain('FATAL_ERROR');
        // What the cluster holds: the record committed once, the offset committed, and the faults used.
        expect(s.committed('orders', 1)).toEqual(['v1']);
        const fetched = s.cluster.offsetFetch({ groupId: 'g1', partitions: [{ topic: 'audit', partition: 0 }], requireStable: true });
        expect(fetched.partitions[0]?.committedOffset).toBe(42n);
        const applied = s.cluster.faults.history().filter((event) => event.kind === 'applied' && event.apiKey === ApiKey[api]);
        expect(applied).toHaveLength(2);
      });
    }
  }
});
