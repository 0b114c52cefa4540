/**
 * Version ceilings of transactional requests (issue 10, part 5): EndTxn stays at v4 under transactions v1
 * (real Kafka 4.4 treats v5 as a KIP-890 end, bumps the epoch and fences the next transaction; see
 * test/kafka/request-versions.test.ts for the real-cluster proof), AddPartitionsToTxn at v3 always.
 */
import { describe, expect, it } from 'vitest';
import { ADD_PARTITIONS_TO_TXN_CLIENT_MAX_VERSION, END_TXN_MAX_VERSION_TRANSACTIONS_V1, transactionalMaxVersion } from '../../src/producer/transactional-request-mapping.js';
import type { OutboundTxnRequest } from '../../src/transaction/txn-requests.js';

const knownIds = (): string => '00000000-0000-0000-0000-000000000001';

const endTxn: OutboundTxnRequest<'EndTxn'> = {
  id: 1, api: 'EndTxn', target: { kind: 'transaction-coordinator', nodeId: 1 },
  body: { api: 'EndTxn', transactionalId: 'tx', producerId: 5n, producerEpoch: 0, committed: true },
};

describe('transactionalMaxVersion', () => {
  it('EndTxn: v4 at most under transactions v1, no ceiling under v2', () => {
    expect(END_TXN_MAX_VERSION_TRANSACTIONS_V1).toBe(4);
    expect(transactionalMaxVersion(endTxn, knownIds, 1)).toBe(4);
    expect(transactionalMaxVersion(endTxn, knownIds, 2)).toBeUndefined();
  });

  it('AddPartitionsToTxn: v3 at most under either version (v4+ is broker-to-broker)', () => {
    const add: OutboundTxnRequest<'AddPartitionsToTxn'> = {
      id: 2, api: 'AddPartitionsToTxn', target: { kind: 'transaction-coordinator', nodeId: 1 },
      body: { api: 'AddPartitionsToTxn', v3AndBelowTransactionalId: 'tx', v3AndBelowProducerId: 5n, v3AndBelowProducerEpoch: 0, v3AndBelowTopics: [] },
    };
    for (const version of [1, 2] as const) expect(transactionalMaxVersion(add, knownIds, version)).toBe(ADD_PARTITIONS_TO_TXN_CLIENT_MAX_VERSION);
  });
});
