/**
 * Behaviours of the Java client the producer follows, through the public API on the in-memory cluster:
 * - a legacy broker (InitProducerId capped at v2, and UNKNOWN_PRODUCER_ID for a producer it has no state for, as
 *   Kafka before 2.5 answered): a send answered UNKNOWN_PRODUCER_ID makes the transaction abortable, the abort sends
 *   no InitProducerId (the epoch stays), and the next transaction restarts the partition at sequence 0 and commits;
 * - `initTransactions()` refused for authorization leaves the producer UNINITIALIZED: called again once the ACL
 *   is fixed, it succeeds (Kafka's `transitionToUninitialized`);
 * - TxnOffsetCommit GROUP_ID_NOT_FOUND rejects `sendOffsetsToTransaction()` with `CommitFailedError`, and the
 *   commit that follows is refused, abortable, naming it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { CommitFailedError, TransactionError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { describeTransactions } from '../../src/testing/cluster-inspection.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const GROUP = { groupId: 'behaviours-group', generationId: 3, memberId: 'member-1', groupInstanceId: null };

describe('Kafka client behaviours, through the public API', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  it('a legacy coordinator (InitProducerId v2, no KIP-360): UNKNOWN_PRODUCER_ID is abortable, the abort sends no InitProducerId, the partition restarts at sequence 0', async () => {
    s = scenario({ producerState: { unknownProducerIdOnMissingState: true }, network: { maxVersions: { InitProducerId: 2 } } });
    const producer = s.producer({ transactionalId: 'legacy', transactionVersion: 1 });
    await s.settle(producer.initTransactions());
    const epoch = producer.producerIdentity.producerEpoch;
    const states: string[] = [];
    producer.on('stateChange', ({ to }) => { states.push(to); });

    producer.beginTransaction();
    await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'a' }, { topic: 'orders', partition: 0, value: 'b' }]));
    await s.settle(producer.commitTransaction());

    // The broker loses the producer's state (producer.id.expiration.ms); an old broker then refuses a non-zero sequence.
    expect(s.cluster.expireProducer(producer.producerIdentity.producerId)).toBeGreaterThan(0);
    producer.beginTransaction();
    const lost = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'lost' }));
    expect(lost).toMatchObject({ errorName: 'UNKNOWN_PRODUCER_ID', classification: 'abortable' });
    expect(producer.state).toBe('ABORTABLE_ERROR');
    const commit = await s.settleError(producer.commitTransaction());
    expect(commit).toBeInstanceOf(EarlierFailureError);
    expect(commit).toMatchObject({ classification: 'abortable', errorName: 'UNKNOWN_PRODUCER_ID', api: 'Produce' });
    await s.settle(producer.abortTransaction());
    expect(producer.state).toBe('READY');
    // No InitProducerId: it would only have re-initialized the producer (a v2 InitProducerId cannot bump an epoch).
    expect(states).not.toContain('INITIALIZING');
    expect(producer.producerIdentity.producerEpoch).toBe(epoch);
    expect(describeTransactions(s.cluster, ['legacy'])[0]?.transactionState).toBe('CompleteAbort');

    producer.beginTransaction();
    const after = await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'c' }));
    await s.settle(producer.commitTransaction());
    expect(after.offset).toBeGreaterThan(0n);
    expect(s.committed('orders', 0)).toEqual(['a', 'b', 'c']);
  });

  for (const code of [ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED, ErrorCode.CLUSTER_AUTHORIZATION_FAILED]) {
    it(`initTransactions() refused with ${code === ErrorCode.CLUSTER_AUTHORIZATION_FAILED ? 'CLUSTER' : 'TRANSACTIONAL_ID'}_AUTHORIZATION_FAILED can be called again once the ACL is fixed`, async () => {
      s = scenario();
      const producer = s.producer({ transactionalId: `acl-${code}` });
      s.cluster.faults.queueErrors(ApiKey.InitProducerId, [code]);
      const refused = await s.settleError(producer.initTransactions());
      expect(refused).toBeInstanceOf(TransactionError);
      expect(refused).toMatchObject({ errorCode: code, api: 'InitProducerId', classification: 'fatal' });
      expect((refused as { readonly remedy?: string }).remedy).toContain('call initTransactions() again');
      expect(producer.state).toBe('UNINITIALIZED');
      // The fault is used up: the ACL was granted.
      await s.settle(producer.initTransactions());
      expect(producer.state).toBe('READY');
      producer.beginTransaction();
      await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'after the ACL' }));
      await s.settle(producer.commitTransaction());
      expect(s.committed('orders', 1)).toEqual(['after the ACL']);
    });
  }

  for (const transactionVersion of [1, 2] as const) {
    it(`TxnOffsetCommit GROUP_ID_NOT_FOUND: sendOffsetsToTransaction() rejects with CommitFailedError, commit is refused abortably, abort recovers (TV${transactionVersion})`, async () => {
      s = scenario({ transactionVersion });
      const producer = s.producer({ transactionalId: `group-gone-${transactionVersion}` });
      await s.settle(producer.initTransactions());
      producer.beginTransaction();
      await s.settle(producer.send({ topic: 'orders', partition: 2, value: 'x' }));
      s.cluster.faults.queueErrors(ApiKey.TxnOffsetCommit, [ErrorCode.GROUP_ID_NOT_FOUND]);
      const offsets = await s.settleError(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 4n }], GROUP));
      expect(offsets).toBeInstanceOf(CommitFailedError);
      expect(offsets).toMatchObject({ classification: 'abortable', errorName: 'GROUP_ID_NOT_FOUND' });
      const commit = await s.settleError(producer.commitTransaction());
      expect(commit).toBeInstanceOf(EarlierFailureError);
      expect(commit.cause).toBe(offsets);
      await s.settle(producer.abortTransaction());
      expect(producer.state).toBe('READY');
      expect(s.committed('orders', 2)).toEqual([]);
    });
  }
});
