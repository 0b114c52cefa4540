/**
 * Version ceilings of transactional requests: EndTxn stays at v4 under transactions v1
 * (real Kafka 4.4 treats v5 as a KIP-890 end, bumps the epoch and fences the next transaction; see
 * test/kafka/request-versions.test.ts for the real-cluster proof), AddPartitionsToTxn at v3 always.
 */
import { describe, expect, it } from 'vitest';
import { addPartitionsToTxnHandler, buildAddPartitionsToTxn } from '../../src/transaction/handlers/add-partitions-to-txn.js';
import { buildEndTxn, endTxnHandler } from '../../src/transaction/handlers/end-txn.js';
import { ProducerIdentity } from '../../src/transaction/producer-identity.js';

const knownIds = (): string => '00000000-0000-0000-0000-000000000001';
const identity = new ProducerIdentity(5n, 0);

describe('transactional version ceilings', () => {
  it('EndTxn: v4 at most under transactions v1, no ceiling under v2', () => {
    const endTxn = buildEndTxn('tx', identity, true);
    expect(endTxnHandler.wire.maxVersion(endTxn, { transactionVersion: 1, topicId: knownIds })).toBe(4);
    expect(endTxnHandler.wire.maxVersion(endTxn, { transactionVersion: 2, topicId: knownIds })).toBeUndefined();
  });

  it('AddPartitionsToTxn: v3 at most under either version (v4+ is broker-to-broker)', () => {
    const add = buildAddPartitionsToTxn('tx', identity, []);
    for (const transactionVersion of [1, 2] as const) expect(addPartitionsToTxnHandler.wire.maxVersion(add, { transactionVersion, topicId: knownIds })).toBe(3);
  });
});
