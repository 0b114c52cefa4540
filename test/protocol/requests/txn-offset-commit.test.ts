import { describe, expect, it } from 'vitest';
import { TxnOffsetCommitRequest, TxnOffsetCommitResponse } from '../../../src/protocol/messages/txn-offset-commit.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { txnOffsetCommit, type TxnOffsetCommitFields } from '../../../src/protocol/requests/txn-offset-commit.js';
import { onTheWire, versionsOf } from './wire.js';

const ID = 'AQAAAAAAAAAAAAAAAAAAqg';
const partition = { partitionIndex: 0, committedOffset: 10n, committedLeaderEpoch: -1, committedMetadata: null };
const noGeneration: TxnOffsetCommitFields = {
  transactionalId: 'tx', groupId: 'g', producerId: 5n, producerEpoch: 1, generationIdOrMemberEpoch: -1, memberId: '', groupInstanceId: null,
  topics: [{ name: 'in', partitions: [partition] }], topicId: () => ID,
};
const member: TxnOffsetCommitFields = { ...noGeneration, generationIdOrMemberEpoch: 4, memberId: 'm-1' };

describe('TxnOffsetCommit wire module', () => {
  it('KIP-447 group metadata from v3; below v3 a request carrying it is refused, the "no generation" defaults are not', () => {
    for (const version of versionsOf(TxnOffsetCommitRequest)) {
      if (version >= 3) {
        expect(onTheWire(TxnOffsetCommitRequest, txnOffsetCommit.request(member, version), version)).toMatchObject({ generationIdOrMemberEpoch: 4, memberId: 'm-1' });
        continue;
      }
      expect(() => txnOffsetCommit.request(member, version)).toThrow(UnsupportedVersionError);
      expect(() => txnOffsetCommit.request({ ...noGeneration, groupInstanceId: 'static' }, version)).toThrow(/generation/);
      expect(onTheWire(TxnOffsetCommitRequest, txnOffsetCommit.request(noGeneration, version), version)).toMatchObject({ groupId: 'g', generationIdOrMemberEpoch: -1 });
    }
  });

  it('v6 names topics by id; below by name', () => {
    expect(onTheWire(TxnOffsetCommitRequest, txnOffsetCommit.request(member, 6), 6).topics[0]).toMatchObject({ name: '', topicId: ID });
    expect(onTheWire(TxnOffsetCommitRequest, txnOffsetCommit.request(member, 5), 5).topics[0]).toMatchObject({ name: 'in', topicId: ZERO_UUID });
  });

  it('stays at v5 while a topic id is unknown', () => {
    expect(txnOffsetCommit.maxVersion?.(member)).toBeUndefined();
    expect(txnOffsetCommit.maxVersion?.({ ...member, topicId: () => ZERO_UUID })).toBe(5);
  });

  it('reads per partition errors by topic name at every version (v6 answers by id, in request order)', () => {
    const expected = { topics: [{ name: 'in', partitions: [{ partitionIndex: 0, errorCode: 22 }] }] };
    expect(txnOffsetCommit.read(TxnOffsetCommitResponse.create({ topics: [{ name: 'in', topicId: ZERO_UUID, partitions: [{ partitionIndex: 0, errorCode: 22 }] }] }), 5, member)).toEqual(expected);
    expect(txnOffsetCommit.read(TxnOffsetCommitResponse.create({ topics: [{ name: '', topicId: ID, partitions: [{ partitionIndex: 0, errorCode: 22 }] }] }), 6, member)).toEqual(expected);
  });
});
