import { describe, expect, it } from 'vitest';
import { FindCoordinatorRequest, FindCoordinatorResponse } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { CoordinatorType, findCoordinator } from '../../../src/protocol/requests/find-coordinator.js';
import { onTheWire, versionsOf } from './wire.js';

const group = { keyType: CoordinatorType.GROUP, keys: ['g1', 'g2'] } as const;
const transaction = { keyType: CoordinatorType.TRANSACTION, keys: ['tx'] } as const;

describe('FindCoordinator wire module', () => {
  it('v4+ asks for every key in one request; below v4 for the first key only', () => {
    for (const version of versionsOf(FindCoordinatorRequest)) {
      const sent = onTheWire(FindCoordinatorRequest, findCoordinator.request(group, version), version);
      if (version >= 4) expect(sent).toMatchObject({ coordinatorKeys: ['g1', 'g2'], key: '' });
      else expect(sent).toMatchObject({ key: 'g1', coordinatorKeys: [] });
    }
  });

  it('v1+ carries the key type; v0 has none and finds group coordinators only', () => {
    expect(onTheWire(FindCoordinatorRequest, findCoordinator.request(transaction, 1), 1)).toMatchObject({ key: 'tx', keyType: 1 });
    expect(onTheWire(FindCoordinatorRequest, findCoordinator.request(group, 0), 0)).toMatchObject({ key: 'g1', keyType: 0 });
    expect(() => findCoordinator.request(transaction, 0)).toThrow(UnsupportedVersionError);
  });

  it('reads one answer per key: the v4+ list, or the top-level answer for the key sent below v4', () => {
    const batched = FindCoordinatorResponse.create({ coordinators: [
      { key: 'g1', nodeId: 2, host: 'b2', port: 9092, errorCode: 0, errorMessage: null },
      { key: 'g2', nodeId: -1, host: '', port: -1, errorCode: 15, errorMessage: 'not available' },
    ] });
    expect(findCoordinator.read(batched, 4, group)).toEqual([
      { key: 'g1', nodeId: 2, host: 'b2', port: 9092, errorCode: 0, errorMessage: null },
      { key: 'g2', nodeId: -1, host: '', port: -1, errorCode: 15, errorMessage: 'not available' },
    ]);
    const single = FindCoordinatorResponse.create({ nodeId: 3, host: 'b3', port: 9093, errorCode: 0, errorMessage: null });
    expect(findCoordinator.read(single, 3, group)).toEqual([{ key: 'g1', nodeId: 3, host: 'b3', port: 9093, errorCode: 0, errorMessage: null }]);
  });
});
