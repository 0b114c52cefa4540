import { describe, expect, it } from 'vitest';
import { AddOffsetsToTxnRequest, AddOffsetsToTxnResponse } from '../../../src/protocol/messages/add-offsets-to-txn.generated.js';
import { addOffsetsToTxn } from '../../../src/protocol/requests/add-offsets-to-txn.js';
import { onTheWire, versionsOf } from './wire.js';

const fields = { transactionalId: 'tx', producerId: 5n, producerEpoch: 1, groupId: 'g' };

describe('AddOffsetsToTxn wire module', () => {
  it('every version carries the same fields, and the answer is its error code', () => {
    for (const version of versionsOf(AddOffsetsToTxnRequest)) {
      expect(onTheWire(AddOffsetsToTxnRequest, addOffsetsToTxn.request(fields, version), version)).toEqual(fields);
      expect(addOffsetsToTxn.read(AddOffsetsToTxnResponse.create({ errorCode: 47, throttleTimeMs: 3 }), version, fields)).toEqual({ errorCode: 47 });
    }
    expect('maxVersion' in addOffsetsToTxn).toBe(false);
  });
});
