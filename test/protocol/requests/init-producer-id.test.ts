import { describe, expect, it } from 'vitest';
import { InitProducerIdRequest, InitProducerIdResponse } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { initProducerId } from '../../../src/protocol/requests/init-producer-id.js';
import { onTheWire, versionsOf } from './wire.js';

const bump = { transactionalId: 'tx', transactionTimeoutMs: 60_000, producerId: 7n, producerEpoch: 3 };

describe('InitProducerId wire module', () => {
  it('v3+ carries the current id and epoch (KIP-360 bump); below v3 the request goes without them', () => {
    for (const version of versionsOf(InitProducerIdRequest)) {
      const sent = onTheWire(InitProducerIdRequest, initProducerId.request(bump, version), version);
      expect(sent).toMatchObject({ transactionalId: 'tx', transactionTimeoutMs: 60_000 });
      expect(sent).toMatchObject(version >= 3 ? { producerId: 7n, producerEpoch: 3 } : { producerId: -1n, producerEpoch: -1 });
    }
  });

  it('an idempotent producer sends a null transactional id', () => {
    expect(onTheWire(InitProducerIdRequest, initProducerId.request({ ...bump, transactionalId: null }, 4), 4).transactionalId).toBeNull();
  });

  it('reads the id and epoch, and whether the coordinator can bump an epoch (v3+)', () => {
    const response = InitProducerIdResponse.create({ errorCode: 0, producerId: 8n, producerEpoch: 0 });
    expect(initProducerId.read(response, 2, bump)).toEqual({ errorCode: 0, producerId: 8n, producerEpoch: 0, supportsEpochBump: false });
    expect(initProducerId.read(response, 3, bump)).toEqual({ errorCode: 0, producerId: 8n, producerEpoch: 0, supportsEpochBump: true });
  });
});
