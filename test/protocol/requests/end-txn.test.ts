import { describe, expect, it } from 'vitest';
import { EndTxnRequest, EndTxnResponse } from '../../../src/protocol/messages/end-txn.generated.js';
import { endTxn } from '../../../src/protocol/requests/end-txn.js';
import { onTheWire, versionsOf } from './wire.js';

const commit = { transactionalId: 'tx', producerId: 5n, producerEpoch: 1, committed: true, transactionVersion: 1 } as const;

describe('EndTxn wire module', () => {
  it('v5 (the KIP-890 end) only under transaction version 2', () => {
    expect(endTxn.maxVersion?.(commit)).toBe(4);
    expect(endTxn.maxVersion?.({ ...commit, transactionVersion: 2 })).toBeUndefined();
  });

  it('every version carries the same request', () => {
    for (const version of versionsOf(EndTxnRequest)) {
      expect(onTheWire(EndTxnRequest, endTxn.request(commit, version), version)).toEqual({ transactionalId: 'tx', producerId: 5n, producerEpoch: 1, committed: true });
    }
  });

  it('reads the next producer id and epoch from v5 only', () => {
    const response = EndTxnResponse.create({ errorCode: 0, producerId: 5n, producerEpoch: 2 });
    expect(endTxn.read(response, 4, commit)).toEqual({ errorCode: 0 });
    expect(endTxn.read(response, 5, commit)).toEqual({ errorCode: 0, producerId: 5n, producerEpoch: 2 });
  });
});
