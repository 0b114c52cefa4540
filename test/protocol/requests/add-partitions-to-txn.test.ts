import { describe, expect, it } from 'vitest';
import { AddPartitionsToTxnRequest, AddPartitionsToTxnResponse } from '../../../src/protocol/messages/add-partitions-to-txn.generated.js';
import { addPartitionsToTxn } from '../../../src/protocol/requests/add-partitions-to-txn.js';
import { onTheWire, versionsOf } from './wire.js';

const fields = { transactionalId: 'tx', producerId: 5n, producerEpoch: 1, topics: [{ name: 'a', partitions: [0, 2] }, { name: 'b', partitions: [1] }] };

describe('AddPartitionsToTxn wire module', () => {
  it('a client stays at v3 (v4+ is for brokers)', () => {
    expect(addPartitionsToTxn.maxVersion?.(fields)).toBe(3);
  });

  it('v0-3 in the client fields; v4+ as one transaction of a batch', () => {
    for (const version of versionsOf(AddPartitionsToTxnRequest)) {
      const sent = onTheWire(AddPartitionsToTxnRequest, addPartitionsToTxn.request(fields, version), version);
      if (version < 4) {
        expect(sent).toMatchObject({ v3AndBelowTransactionalId: 'tx', v3AndBelowProducerId: 5n, v3AndBelowProducerEpoch: 1, v3AndBelowTopics: fields.topics, transactions: [] });
      } else {
        expect(sent.transactions).toEqual([{ transactionalId: 'tx', producerId: 5n, producerEpoch: 1, verifyOnly: false, topics: fields.topics }]);
      }
    }
  });

  it('reads per partition errors at every version; a v4+ top-level error is every partition\'s', () => {
    const results = [{ name: 'a', resultsByPartition: [{ partitionIndex: 0, partitionErrorCode: 0 }, { partitionIndex: 2, partitionErrorCode: 51 }] }];
    const expected = { topics: [{ name: 'a', partitions: [{ partitionIndex: 0, errorCode: 0 }, { partitionIndex: 2, errorCode: 51 }] }] };
    expect(addPartitionsToTxn.read(AddPartitionsToTxnResponse.create({ resultsByTopicV3AndBelow: results }), 3, fields)).toEqual(expected);
    expect(addPartitionsToTxn.read(AddPartitionsToTxnResponse.create({ resultsByTransaction: [{ transactionalId: 'tx', topicResults: results }] }), 4, fields)).toEqual(expected);
    expect(addPartitionsToTxn.read(AddPartitionsToTxnResponse.create({ errorCode: 31 }), 5, fields)).toEqual({ topics: [
      { name: 'a', partitions: [{ partitionIndex: 0, errorCode: 31 }, { partitionIndex: 2, errorCode: 31 }] },
      { name: 'b', partitions: [{ partitionIndex: 1, errorCode: 31 }] },
    ] });
  });
});
