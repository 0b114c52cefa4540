import { describe, expect, it } from 'vitest';
import { OffsetFetchRequest, OffsetFetchResponse } from '../../../src/protocol/messages/offset-fetch.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { offsetFetch, type OffsetFetchFields } from '../../../src/protocol/requests/offset-fetch.js';
import { onTheWire, versionsOf } from './wire.js';

const ID = 'AQAAAAAAAAAAAAAAAAAAuw';
const stable: OffsetFetchFields = {
  groupId: 'g', partitions: [{ topic: 'in', partition: 0 }, { topic: 'in', partition: 3 }], requireStable: true,
  topicIds: new Map([['in', ID]]), topicNames: new Map([[ID, 'in']]),
};
const partition = { partitionIndex: 3, committedOffset: 42n, committedLeaderEpoch: 2, metadata: 'm', errorCode: 0 };
const row = { topic: 'in', partition: 3, offset: 42n, leaderEpoch: 2, metadata: 'm', errorCode: 0 };

describe('OffsetFetch wire module', () => {
  it('require_stable needs v7: below, the request is refused; a read without it goes to any version', () => {
    for (const version of versionsOf(OffsetFetchRequest)) {
      if (version < 7) {
        expect(() => offsetFetch.request(stable, version)).toThrow(UnsupportedVersionError);
        expect(onTheWire(OffsetFetchRequest, offsetFetch.request({ ...stable, requireStable: false }, version), version)).toMatchObject({ groupId: 'g', topics: [{ name: 'in', partitionIndexes: [0, 3] }] });
        continue;
      }
      const sent = onTheWire(OffsetFetchRequest, offsetFetch.request(stable, version), version);
      expect(sent.requireStable).toBe(true);
      if (version === 7) expect(sent).toMatchObject({ groupId: 'g', topics: [{ name: 'in', partitionIndexes: [0, 3] }] });
      else expect(sent.groups).toEqual([{ groupId: 'g', memberId: null, memberEpoch: -1, topics: [{ name: version >= 10 ? '' : 'in', topicId: version >= 10 ? ID : ZERO_UUID, partitionIndexes: [0, 3] }] }]);
    }
  });

  it('a null partition list asks for every partition of the group', () => {
    expect(onTheWire(OffsetFetchRequest, offsetFetch.request({ ...stable, partitions: null }, 9), 9).groups[0]?.topics).toBeNull();
  });

  it('stays at v9 while a topic id is unknown', () => {
    expect(offsetFetch.maxVersion?.(stable)).toBeUndefined();
    expect(offsetFetch.maxVersion?.({ ...stable, topicIds: new Map() })).toBe(9);
  });

  it('reads one row per partition and the group error at every shape', () => {
    const v7 = OffsetFetchResponse.create({ errorCode: 0, topics: [{ name: 'in', partitions: [partition] }] });
    expect(offsetFetch.read(v7, 7, stable)).toEqual({ groupErrorCode: 0, rows: [row] });
    const groups = (name: string, topicId: string): OffsetFetchResponse => OffsetFetchResponse.create({ groups: [{ groupId: 'g', errorCode: 14, topics: [{ name, topicId, partitions: [partition] }] }] });
    expect(offsetFetch.read(groups('in', ZERO_UUID), 8, stable)).toEqual({ groupErrorCode: 14, rows: [row] });
    expect(offsetFetch.read(groups('', ID), 10, stable)).toEqual({ groupErrorCode: 14, rows: [row] });
    expect(offsetFetch.read(OffsetFetchResponse.create({ groups: [] }), 9, stable)).toEqual({ groupErrorCode: undefined, rows: [] });
  });
});
